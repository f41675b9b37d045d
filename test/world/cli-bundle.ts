import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';

/**
 * The CLI as it ships, one esbuild bundle started the way `npx stylesync`
 * starts it, for tests that must signal or kill a real process. A fresh
 * build, not dist/, which may be stale in a working tree.
 */
export async function buildCliBundle(): Promise<{ bundle: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'stylesync-cli-bundle-'));
  const bundle = join(dir, 'stylesync.mjs');
  await build({
    entryPoints: ['src/cli/bin.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  return { bundle, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The bundle, built once before the file's tests and removed after them; the answer gives its path. */
export function cliBundleAll(): () => string {
  let built: { bundle: string; remove(): Promise<void> } | undefined;
  beforeAll(async () => {
    built = await buildCliBundle();
  });
  afterAll(async () => {
    await built?.remove();
  });
  return () => {
    if (!built) throw new Error('the CLI bundle exists only while the tests run');
    return built.bundle;
  };
}

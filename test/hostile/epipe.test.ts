import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { cliBundleAll } from '../world/cli-bundle.ts';
import { tempRepo } from './support.ts';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});
const bundle = cliBundleAll();

describe('stdout closed early (`stylesync validate | head -1`)', () => {
  it('ends quietly: no stack trace, no unhandled error', async () => {
    // Far more output than a pipe buffer holds, so writes continue after the reader is gone.
    const files: Record<string, string> = {};
    for (let f = 0; f < 40; f++) {
      const items = Array.from({ length: 60 }, (_, i) => `  - label: L${i}\n    prompt: p\n    source_language: en\n    bogus_${i}: x`).join('\n');
      files[`styles/f${f}.yaml`] = `name: F${f}\nlanguage: de\ncustom_instructions:\n${items}\n`;
    }
    const repo = await tempRepo(files);
    cleanup = repo.cleanup;
    // Run inside the repository, so the files are read and their diagnostics (far over a pipe buffer) are printed.
    const child = spawn(process.execPath, [bundle(), 'validate'], { cwd: repo.root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let first = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.once('data', (chunk: Buffer) => {
      first = chunk.toString('utf8');
      child.stdout.destroy();
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(first).toMatch(/styles\/f\d+\.yaml:\d+:\d+: error: /);
    expect(stderr).not.toMatch(/EPIPE|Unhandled|\n\s+at /);
    expect([0, 1]).toContain(code);
  });
});

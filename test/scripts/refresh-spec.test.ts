import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/refresh-spec.mjs');
const FILES = ['configured-rules-catalog.md', 'configured-rules-catalog-extension.json', 'glossaries-v3.md', 'service-2026.md'];

let dir: string;
let source: string;
let copy: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stylesync-spec-'));
  source = path.join(dir, 'shared');
  copy = path.join(dir, 'copy');
  await mkdir(source);
  for (const f of FILES) await writeFile(path.join(source, f), `${f} v1\n`);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function refresh(...args: string[]) {
  const r = spawnSync(process.execPath, [script, '--from', source, '--to', copy, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('scripts/refresh-spec.mjs', () => {
  it('--check fails while the copy is missing or differs, and says how to fix it', async () => {
    const missing = refresh('--check');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('hint: run "npm run spec:refresh"');
    expect(refresh().code).toBe(0);
    await writeFile(path.join(source, FILES[0] as string), 'v2\n');
    const stale = refresh('--check');
    expect(stale.code).toBe(1);
    expect(stale.err).toContain(FILES[0]);
    expect(stale.err).not.toContain(FILES[1]);
  });

  it('copies the specification files byte for byte, then --check passes', async () => {
    const r = refresh();
    expect(r.code).toBe(0);
    for (const f of FILES) expect(await readFile(path.join(copy, f), 'utf8')).toBe(`${f} v1\n`);
    expect(refresh('--check').code).toBe(0);
    expect(refresh().out).toContain('was already equal');
  });

  it('leaves the copy alone and succeeds when there is no specification beside the repository', async () => {
    await rm(source, { recursive: true });
    const r = refresh('--check');
    expect(r.code).toBe(0);
    expect(r.out).toContain('No specification at');
  });
});

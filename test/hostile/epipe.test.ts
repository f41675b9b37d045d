import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../cli/capture.ts';
import { tempRepo } from './support.ts';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

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
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'validate', '--dir', path.join(repo.root, 'styles')], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(stderr).not.toMatch(/EPIPE|Unhandled|\n\s+at /);
    expect([0, 1]).toContain(code);
  });
});

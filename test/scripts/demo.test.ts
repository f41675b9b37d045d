import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../cli/capture.ts';

const exec = promisify(execFile);
const ESC = '\x1b[';
const demo = `node --import tsx scripts/demo.ts`;

/** The demo's output with stdout on a pseudo-terminal (util-linux `script`), as a person running it sees it. */
async function onTerminal(env: Record<string, string | undefined>): Promise<string> {
  const { stdout } = await exec('script', ['-qec', demo, '/dev/null'], { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 60_000 });
  return stdout;
}

const hasScript = existsSync('/usr/bin/script') || existsSync('/bin/script');

describe('npm run demo', () => {
  it('prints no escape codes when stdout is not a terminal', async () => {
    const env = { ...process.env };
    delete env.NO_COLOR;
    delete env.FORCE_COLOR;
    const { stdout } = await exec('node', ['--import', 'tsx', 'scripts/demo.ts'], { cwd: repoRoot, env, timeout: 60_000 });
    expect(stdout).toContain('Demo complete');
    expect(stdout).not.toContain(ESC);
  }, 60_000);

  it.runIf(hasScript)('colours a terminal, and honours NO_COLOR there', async () => {
    const coloured = await onTerminal({ NO_COLOR: '' });
    expect(coloured).toContain('Demo complete');
    expect(coloured).toContain(`${ESC}1m$ stylesync validate`);
    const plain = await onTerminal({ NO_COLOR: '1' });
    expect(plain).toContain('Demo complete');
    expect(plain).not.toContain(ESC);
  }, 120_000);
});

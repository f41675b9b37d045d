import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.ts';
import { capture } from './capture.ts';

const FORGED = 'Gx\\n::error file=README.md,line=1::forged\\n::stop-commands::tok';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stylesync-hostile-'));
  await mkdir(path.join(dir, 'styles'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Lines the GitHub runner would act on. */
const commandLines = (text: string) => text.split('\n').filter((line) => /^\s*::|##\[/.test(line));

describe('user text in CLI output (terminal and workflow log)', () => {
  it('a rule group named like a workflow command forges no annotation and stops no command processing', async () => {
    await writeFile(
      path.join(dir, 'styles/forged.yaml'),
      `name: Forged\nlanguage: en\nconfigured_rules:\n  "${FORGED}":\n    x: y\n  "\\e[2J\\e]52;c;cGF5bG9hZA==\\a\\u202e": { a: b }\n`,
    );
    const io = capture({ cwd: dir, env: { GITHUB_ACTIONS: 'true' } });
    const code = await run(['validate'], io);
    expect([0, 1]).toContain(code);
    const commands = commandLines(io.out + io.err);
    // Only stylesync's own annotations, one per diagnostic, each on one line.
    expect(commands.length).toBeGreaterThan(0);
    for (const line of commands) expect(line).toMatch(/^::(warning|error) file=styles\/forged\.yaml,line=\d+,col=\d+,title=stylesync [^:]*::/);
    expect(io.out + io.err).not.toMatch(/^::stop-commands/m);
    expect(io.out + io.err).not.toMatch(/[\u0007\u202e]|\u001b(?!\[[0-9;]*m)/);
  });

  it('a file name with a line break cannot forge a `file:1:1: error:` line', async () => {
    await writeFile(path.join(dir, 'styles', 'a\np.yaml:1:1: error: forged.yaml'), 'name: [unclosed\n');
    const io = capture({ cwd: dir });
    expect(await run(['validate'], io)).toBe(1);
    expect(io.out).not.toMatch(/^p\.yaml:1:1: error: forged/m);
    expect(io.out).toContain('styles/a\\np.yaml:1:1: error: forged.yaml:');
  });

  it('the CLI shell defuses what a command prints raw', async () => {
    const io = capture({ cwd: dir });
    const { Command } = await import('commander');
    const noisy = (ctx: import('../../src/cli/context.ts').CommandContext) =>
      new Command('noisy').action(() => {
        ctx.io.stdout('name\n::error::forged\n\u001b]52;c;Zm9v\u0007 ##[warning]x \u001b[1mbold\u001b[0m\n');
      });
    expect(await run(['noisy'], io, [noisy])).toBe(0);
    expect(io.out).toBe('name\n\\u003a:error::forged\n\\u001b]52;c;Zm9v\\u0007 ##\\u005bwarning]x \u001b[1mbold\u001b[0m\n');
  });
});

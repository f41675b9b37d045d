import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCommands } from '../../src/cli/commands.ts';
import type { CommandContext } from '../../src/cli/context.ts';
import { run } from '../../src/cli/main.ts';
import { capture } from './capture.ts';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
const has = (shell: string) => spawnSync(shell, ['-c', 'exit 0']).status === 0;

/** The commands as registered, with their long options: what every script must cover. */
const context = { io: capture(), conclude() {}, addSecret() {}, secrets: () => [], debug: () => false } as unknown as CommandContext;
const COMMANDS = await loadCommands();
const registered = COMMANDS.map((factory) => factory(context)).map((c) => ({ name: c.name(), options: c.options.map((o) => o.long as string) }));

async function script(shell: string, commands = COMMANDS): Promise<string> {
  const io = capture();
  expect(await run(['completion', shell], io, commands)).toBe(0);
  expect(io.err).toBe('');
  return io.out;
}

let dir: string;
const saved: Record<string, string> = {};
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stylesync-completion-'));
  for (const shell of SHELLS) {
    saved[shell] = path.join(dir, `stylesync.${shell}`);
    await writeFile(saved[shell] as string, await script(shell));
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('stylesync completion SHELL', () => {
  it.each(SHELLS)('%s: covers every command and each of its options', async (shell) => {
    const text = await script(shell);
    expect(registered.map((c) => c.name)).toContain('completion');
    for (const command of registered) {
      expect(text, command.name).toContain(command.name);
      for (const option of command.options) {
        // fish names long options without their dashes (-l format).
        expect(text, `${command.name} ${option}`).toContain(shell === 'fish' ? `-l ${option.slice(2)}` : option);
      }
    }
    for (const global of ['--version', '--quiet', '--debug']) expect(text).toContain(shell === 'fish' ? `-l ${global.slice(2)}` : global);
  });

  it('is derived from the commands registered, not a list of its own', async () => {
    const probe = () => new Command('probe-only').description('a probe').option('--probe-flag <level>', 'x').action(() => {});
    for (const shell of SHELLS) expect(await script(shell, [...COMMANDS, probe])).toContain('probe-only');
    expect(await script('bash', [...COMMANDS, probe])).toContain('--probe-flag');
  });

  it('bash: the script parses (bash -n) and completes commands, options and their values', () => {
    expect(spawnSync('bash', ['-n', saved.bash as string], { encoding: 'utf8' }).stderr).toBe('');
    const complete = (...words: string[]) => {
      const line = `source '${saved.bash}'; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _stylesync; printf '%s\\n' "\${COMPREPLY[@]}"`;
      const result = spawnSync('bash', ['-c', line], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      return result.stdout.split('\n').filter(Boolean);
    };
    expect(complete('stylesync', 'pl')).toEqual(['plan']);
    expect(complete('stylesync', '')).toEqual(expect.arrayContaining(registered.map((c) => c.name)));
    expect(complete('stylesync', 'plan', '--format', '')).toEqual(['text', 'markdown', 'json']);
    expect(complete('stylesync', '-q', 'apply', '--allow-')).toEqual(['--allow-replace', '--allow-deletes']);
    expect(complete('stylesync', 'completion', '')).toEqual(['bash', 'zsh', 'fish']);
  });

  it.skipIf(!has('zsh'))('zsh: the script parses and, sourced after compinit, registers _stylesync (skipped where zsh is not installed)', () => {
    const result = spawnSync('zsh', ['-n', saved.zsh as string], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const loaded = spawnSync('zsh', ['-f', '-c', `autoload -Uz compinit && compinit -u -D; source '${saved.zsh}'; print -r -- \${_comps[stylesync]}`], { encoding: 'utf8' });
    expect(loaded.stderr).toBe('');
    expect(loaded.stdout).toBe('_stylesync\n');
  });

  it.skipIf(!has('fish'))('fish: the script parses and completes (skipped where fish is not installed)', () => {
    expect(spawnSync('fish', ['--no-execute', saved.fish as string], { encoding: 'utf8' }).status).toBe(0);
    const complete = (line: string) =>
      spawnSync('fish', ['--no-config', '-c', `source '${saved.fish}'; complete -C '${line}'`], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map((l) => l.split('\t')[0]);
    expect(complete('stylesync pl')).toEqual(['plan']);
    expect(complete('stylesync plan --format ').sort()).toEqual(['json', 'markdown', 'text']);
    expect(complete('stylesync completion ').sort()).toEqual(['bash', 'fish', 'zsh']);
  });

  it('refuses another shell with the allowed ones and a hint', async () => {
    const io = capture();
    expect(await run(['completion', 'powershell'], io)).toBe(1);
    expect(io.err).toMatch(/^error: command-argument value 'powershell' is invalid for argument 'shell'\. Allowed choices are bash, zsh, fish\.\n {2}hint: run `stylesync completion --help`/);
  });
});

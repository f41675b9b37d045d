import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { StylesyncError } from '../../src/errors.ts';
import { exitCode } from '../../src/cli/exit.ts';
import { run } from '../../src/cli/main.ts';
import type { CommandContext } from '../../src/cli/context.ts';
import type { Outcome } from '../../src/cli/io.ts';
import { capture as captureIO } from './capture.ts';

const capture = (env: Record<string, string> = {}) => captureIO({ env });
import { VERSION } from '../../src/version.ts';


/** A command whose behaviour the test chooses, to exercise the shell around every real command. */
function probe(behaviour: (ctx: CommandContext) => void | Promise<void>) {
  return (ctx: CommandContext) =>
    new Command('probe').option('--detailed-exitcode').action(async () => behaviour(ctx));
}

describe('exit codes are decided in one place', () => {
  it.each<[Outcome, boolean, number]>([
    ['ok', false, 0],
    ['ok', true, 0],
    ['changes', false, 0],
    ['changes', true, 2],
    ['error', false, 1],
    ['error', true, 1],
  ])('%s with detailed=%s → %d', (outcome, detailed, code) => {
    expect(exitCode(outcome, detailed)).toBe(code);
  });
});

describe('run()', () => {
  it('maps a concluded outcome to its exit code', async () => {
    const io = capture();
    const code = await run(['probe'], io, [probe((ctx) => ctx.conclude('changes', { detailedExitcode: true }))]);
    expect(code).toBe(2);
  });

  it('prints a StylesyncError with its hint and trace id, without a stack unless --debug', async () => {
    const fail = probe(() => {
      throw new StylesyncError('the list is gone', 'run plan again', { code: 'not-found', traceId: 'abc123' });
    });
    const io = capture();
    expect(await run(['probe'], io, [fail])).toBe(1);
    expect(io.err).toContain('error: the list is gone');
    expect(io.err).toContain('hint: run plan again');
    expect(io.err).toContain('trace id: abc123');
    expect(io.err).not.toMatch(/\n\s+at /);

    const debugIo = capture();
    expect(await run(['--debug', 'probe'], debugIo, [fail])).toBe(1);
    expect(debugIo.err).toMatch(/\n\s+at /);
  });

  it('calls an unexpected error a bug and still gives a hint', async () => {
    const io = capture();
    expect(await run(['probe'], io, [probe(() => { throw new TypeError('boom'); })])).toBe(1);
    expect(io.err).toContain('error: boom');
    expect(io.err).toContain('hint: this is a bug in stylesync');
  });

  it('redacts the API key from any error that reaches the terminal', async () => {
    const key = 'sk-live-0123456789abcdef';
    const io = capture({ STYLESYNC_API_KEY: key });
    const code = await run(['probe'], io, [probe(() => { throw new Error(`request failed with Authorization: Key ${key}`); })]);
    expect(code).toBe(1);
    expect(io.err).not.toContain(key);
    expect(io.err).toContain('***');
  });

  it('redacts the Action input key too, under the name the runner gives it (INPUT_API-KEY)', async () => {
    const key = 'sk-input-0123456789abcdef';
    const io = capture({ 'INPUT_API-KEY': key });
    expect(await run(['probe'], io, [probe(() => { throw new Error(`echoed ${key}`); })])).toBe(1);
    expect(io.err).not.toContain(key);
  });

  it('answers --version with the package version, then Node and the platform, and exit 0', async () => {
    for (const flag of ['--version', '-V']) {
      const io = capture();
      expect(await run([flag], io, [])).toBe(0);
      // The first line is what scripts (and .ci/run) compare.
      expect(io.out).toBe(`stylesync ${VERSION}\non node ${process.version} ${process.platform}_${process.arch}\n`);
      expect(io.err).toBe('');
    }
  });

  it('fails a usage error with exit 1', async () => {
    const io = capture();
    expect(await run(['no-such-command'], io, [probe(() => {})])).toBe(1);
    expect(io.err).toMatch(/unknown command/);
  });
});

it('src/version.ts matches package.json', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(VERSION).toBe(pkg.version);
});

it('routes a subcommand usage error through io and exits 1', async () => {
  const io = capture();
  const code = await run(['probe', '--no-such-flag'], io, [probe(() => {})]);
  expect(code).toBe(1);
  expect(io.err).toMatch(/unknown option '--no-such-flag'/);
});

describe('secrets a command registers', () => {
  const key = 'target-key-9f8e7d6c5b4a';

  it('are masked in everything the command prints', async () => {
    const io = capture();
    const code = await run(['probe'], io, [
      probe((ctx) => {
        ctx.addSecret(key);
        ctx.io.stdout(`using ${key}\n`);
        ctx.io.stderr(`warning about ${key}\n`);
      }),
    ]);
    expect(code).toBe(0);
    expect(io.out + io.err).not.toContain(key);
    expect(io.out).toBe('using ***\n');
  });

  it('are masked in errors, hints included, even with --debug', async () => {
    const io = capture();
    const code = await run(['--debug', 'probe'], io, [
      probe((ctx) => {
        ctx.addSecret(key);
        throw new StylesyncError(`refused ${key}`, `check ${key}`, { code: 'auth-refused' });
      }),
    ]);
    expect(code).toBe(1);
    expect(io.err).not.toContain(key);
    expect(io.err).toContain('error: refused ***');
    expect(io.err).toContain('hint: check ***');
  });
});

import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandWordBuildOptions } from '../../scripts/cli-build.mjs';
import { repoRoot } from '../cli/capture.ts';

/**
 * Which code bin/stylesync.js starts for a command line: validate's script
 * (dist/cli/validate.cjs) or the ES module bundle (dist/stylesync.js). The
 * real bin/ and the rule built as `npm run bundle` builds it, over a dist/
 * whose two entries only say which of them ran.
 */
let dir: string;
let bin: string;

const SAYS = (what: string) => `process.stdout.write(${JSON.stringify(what)} + ' ' + JSON.stringify(process.argv.slice(2)));\n`;

function started(argv: string[]) {
  const child = spawnSync(process.execPath, [bin, ...argv], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stylesync-bin-route-'));
  await cp(path.join(repoRoot, 'bin'), path.join(dir, 'bin'), { recursive: true });
  await mkdir(path.join(dir, 'dist', 'cli'), { recursive: true });
  await build({ ...commandWordBuildOptions, outdir: path.join(dir, 'dist'), logLevel: 'silent' });
  await writeFile(path.join(dir, 'dist', 'stylesync.js'), SAYS('bundle'));
  await writeFile(path.join(dir, 'dist', 'cli', 'validate.cjs'), SAYS('script'));
  bin = path.join(dir, 'bin', 'stylesync.js');
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('bin/stylesync.js: the script for validate, the bundle for everything else', () => {
  it.each([[['validate']], [['validate', 'styles/de.yaml', '--format', 'json']], [['-q', '--debug', 'validate']]])('%j runs validate\'s script', (argv) => {
    expect(started(argv)).toEqual({ code: 0, stdout: `script ${JSON.stringify(argv)}`, stderr: '' });
  });

  it.each([[[]], [['--version']], [['plan']], [['help', 'validate']], [['--help', 'validate']], [['valdate']], [['--', 'validate']], [['--format', 'json', 'validate']], [['-qV']]])(
    '%j runs the ES module bundle (commandsFor decides there)',
    (argv) => {
      expect(started(argv)).toEqual({ code: 0, stdout: `bundle ${JSON.stringify(argv)}`, stderr: '' });
    },
  );

  /** Runs `argv` with `file` of dist/ holding `text` instead, then puts it back. */
  async function withFile(file: string, text: string, argv: string[]) {
    const at = path.join(dir, file);
    const kept = await readFile(at);
    await writeFile(at, text);
    try {
      return started(argv);
    } finally {
      await writeFile(at, kept);
    }
  }

  it.each([
    ['dist/cli/validate.cjs', ['validate']],
    ['dist/cli/command-word.cjs', ['validate']],
    ['dist/cli/command-word.cjs', ['plan']],
    ['dist/stylesync.js', ['plan']],
  ])('%s cut short (a damaged install) for %j: an error naming the file and a hint, ending with 1, not Node\'s stack', async (file, argv) => {
    const run = await withFile(file, 'module.exports = { commandWord(', argv);
    expect(run.stdout).toBe('');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^error: ${file.replaceAll('.', '\\.')} could not be loaded \\(SyntaxError: .+\\)\\.\n  hint: the installed stylesync is damaged or incomplete: install it again`));
    expect(run.stderr).not.toContain('Node.js v');
  });

  it("an error the command's script throws while it runs is the script's own, not a damaged file", async () => {
    const run = await withFile('dist/cli/validate.cjs', "throw new Error('the command failed');\n", ['validate']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('Error: the command failed');
    expect(run.stderr).not.toContain('could not be loaded');
  });

  it('a dist/ built before the scripts (no validate.cjs, then no command-word.cjs either) runs validate from the bundle', async () => {
    await rm(path.join(dir, 'dist', 'cli', 'validate.cjs'));
    expect(started(['validate']).stdout).toBe('bundle ["validate"]');
    await rm(path.join(dir, 'dist', 'cli', 'command-word.cjs'));
    expect(started(['validate']).stdout).toBe('bundle ["validate"]');
  });

  it('without dist/stylesync.js it says how to build it and ends with 1', async () => {
    await rm(path.join(dir, 'dist', 'stylesync.js'));
    const run = started(['validate']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error: the CLI bundle dist/stylesync.js is missing.');
    expect(run.stderr).toContain('hint: run `npm run bundle`');
  });
});

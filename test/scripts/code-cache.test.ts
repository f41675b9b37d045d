import { isAscii } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import runScriptModule from '../../bin/run-script.js';
import { asciiWherePossible } from '../../scripts/ascii-script.mjs';
import { commandScriptBuildOptions } from '../../scripts/cli-build.mjs';
import { run } from '../../src/cli/main.ts';
import { capture, repoRoot } from '../cli/capture.ts';

/**
 * validate's compiled script and V8's code cache (bin/run-script.js), built and
 * made as `npm run bundle` makes them (scripts/build.mjs), in a fresh directory:
 * dist/ may be stale in a working tree.
 */
const { cacheFileOf, compileScript } = runScriptModule;

let dir: string;
let script: string;
let project: string;

/** node ARGS in `cwd` with no inherited environment (scripts/build.mjs makes the cache so). */
function node(args: string[], cwd: string) {
  const child = spawnSync(process.execPath, args, { cwd, env: { NO_COLOR: '1' }, encoding: 'utf8', timeout: 60_000 });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

/** Makes the cache as scripts/build.mjs does; its bytes. */
async function makeCache(): Promise<Buffer> {
  const made = node(['--random-seed=1', path.join(repoRoot, 'scripts', 'make-code-cache.cjs'), script, 'validate'], project);
  expect(made.code, made.stderr).toBe(0);
  return readFile(cacheFileOf(script));
}

/** The command line through the script as bin/stylesync.js runs it, with Node's `flags`. */
function throughScript(argv: string[], flags: string[] = []) {
  // process.argv as the bin has it: [node, bin, ...argv] (with -e, Node leaves the bin's place out).
  const runner = `process.argv.splice(1, 0, 'bin'); require(${JSON.stringify(path.join(repoRoot, 'bin', 'run-script.js'))}).runCommandScript(${JSON.stringify(script)})`;
  return node([...flags, '-e', runner, '--', ...argv], project);
}

async function throughSource(argv: string[]) {
  const io = capture({ cwd: project });
  const code = await run(argv, io);
  return { code, stdout: io.out, stderr: io.err };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stylesync-code-cache-test-'));
  await build({ ...commandScriptBuildOptions('validate'), outdir: dir, logLevel: 'silent' });
  script = path.join(dir, 'cli', 'validate.cjs');
  project = path.join(dir, 'project');
  await mkdir(project);
  expect((await throughSource(['init'])).code).toBe(0);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("validate's script and its code cache", () => {
  it('the cache is accepted by the Node that made it, and a second make gives the same bytes (check-dist)', async () => {
    const first = await makeCache();
    expect(compileScript(script, first).cacheTaken).toBe(true);
    const second = await makeCache();
    expect(second.equals(first)).toBe(true);
  });

  it('the script is ASCII (scripts/ascii-script.mjs), so bin/run-script.js reads it as Latin-1: a character past U+007F in a template literal would end that', async () => {
    expect(isAscii(await readFile(script))).toBe(true);
  });

  it("the script is written inside Node's CommonJS wrapper, so bin/run-script.js compiles the file's text with no copy made to wrap it", async () => {
    const [head, tail] = Module.wrap('\0').split('\0') as [string, string];
    const built = await readFile(script, 'latin1');
    expect(built.startsWith(head)).toBe(true);
    expect(built.endsWith(tail)).toBe(true);
    // Its head on the first line: --debug's line numbers are the unwrapped script's.
    expect(head).not.toContain('\n');
  });

  it('through the script with its cache, validate answers as the source does: a valid and an invalid repository', async () => {
    await makeCache();
    const valid = throughScript(['validate']);
    expect(valid).toEqual({ ...(await throughSource(['validate'])), code: valid.code });
    expect(valid.code).toBe(0);
    const bad = path.join(project, 'styles', 'broken.yaml');
    await writeFile(bad, 'name: broken\nrules: [not, a, map]\nunknown_field: 1\n');
    try {
      const invalid = throughScript(['validate']);
      const expected = await throughSource(['validate']);
      expect(invalid.code).toBe(expected.code);
      expect(invalid.code).not.toBe(0);
      expect({ stdout: invalid.stdout, stderr: invalid.stderr }).toEqual({ stdout: expected.stdout, stderr: expected.stderr });
    } finally {
      await rm(bad);
    }
  });

  it('a cache V8 rejects (other V8 flags, another Node, bytes that are no cache) is compiled past: validate still answers', async () => {
    const cache = await makeCache();
    const flags = ['--max-old-space-size=512'];
    const taken = node([...flags, '-e', `process.stdout.write(String(require(${JSON.stringify(path.join(repoRoot, 'bin', 'run-script.js'))}).compileScript(${JSON.stringify(script)}, require('node:fs').readFileSync(${JSON.stringify(cacheFileOf(script))})).cacheTaken))`], project);
    expect(taken.stdout).toBe('false');
    const expected = await throughSource(['validate']);
    expect(throughScript(['validate'], flags)).toEqual({ ...expected, code: expected.code });
    await writeFile(cacheFileOf(script), Buffer.from('not a code cache'));
    try {
      expect(compileScript(script, await readFile(cacheFileOf(script))).cacheTaken).toBe(false);
      expect(throughScript(['validate'])).toEqual({ ...expected, code: expected.code });
    } finally {
      await writeFile(cacheFileOf(script), cache);
    }
  });

  it('a cache made for other text of the same length is not taken: the script as it is on disk runs (V8 compares only the length)', async () => {
    await makeCache();
    const built = await readFile(script, 'latin1');
    // An edit in place that keeps the length, as patch-package or a hand fix may make: the summary's word.
    const summary = 'plural(result.warnings.length, "warning")';
    expect(built.split(summary)).toHaveLength(2);
    await writeFile(script, built.replace(summary, summary.replace('"warning"', '"wXrning"')), 'latin1');
    try {
      const edited = throughScript(['validate']);
      expect(edited.stdout).toContain('0 wXrnings');
      expect(edited.code).toBe(0);
      expect(compileScript(script, await readFile(cacheFileOf(script))).cacheTaken).toBe(false);
    } finally {
      await writeFile(script, built, 'latin1');
    }
  });

  it("loads neither node:child_process (commander's spawn, for executable subcommands stylesync has none of, loads it when called), node:fs/promises (the reader promises node:fs's callbacks) nor node:worker_threads and node:os (the advice's thread, for a large project only)", async () => {
    await makeCache();
    // Node's list of the built-ins loaded so far, written when the run ends: it lists each once loaded.
    const listed = path.join(dir, 'loaded.json');
    const runner = `process.argv.splice(1, 0, 'bin'); process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(listed)}, JSON.stringify(process.moduleLoadList))); require(${JSON.stringify(path.join(repoRoot, 'bin', 'run-script.js'))}).runCommandScript(${JSON.stringify(script)})`;
    const run = node(['-e', runner, '--', 'validate'], project);
    expect(run.code, run.stderr).toBe(0);
    const loaded = JSON.parse(await readFile(listed, 'utf8')) as string[];
    expect(loaded).toContain('NativeModule vm');
    expect(loaded.filter((m) => m.endsWith(' child_process') || m.endsWith(' fs/promises') || m.endsWith(' worker_threads') || m.endsWith(' os'))).toEqual([]);
  });

  it("holds validate only: another command asked of it says so, and --debug's stack names the script's path in the package", async () => {
    await makeCache();
    const other = throughScript(['--debug', 'plan']);
    expect(other.code).not.toBe(0);
    expect(other.stderr).toContain('dist/cli/validate.cjs holds the validate command only');
    expect(other.stderr).toMatch(/\(dist\/cli\/validate\.cjs:\d+:\d+\)/);
  });
});

describe('asciiWherePossible: the script made ASCII where an escape changes nothing', () => {
  const source = [
    '// a – b',
    '/** c → d */',
    "const r = /“[^”]*”|😀/u; const s = '«x»'; const raw = String.raw`。`; /* end … */",
    'module.exports = { r, s, raw };',
    '// tail ©',
  ].join('\n');
  const load = (code: string) => {
    const module = { exports: {} as { r: RegExp; s: string; raw: string } };
    new Function('module', code)(module);
    return module.exports;
  };

  it('escapes comments, regular expression literals and strings, leaves a template literal (its raw text is read), and means the same', () => {
    const { code, left } = asciiWherePossible(source);
    expect(code).toContain('// a \\u2013 b');
    expect(code).toContain('/* end \\u2026 */');
    expect(code).toContain('String.raw`。`');
    expect(left).toBe(1);
    const before = load(source);
    const after = load(code);
    for (const text of ['“quoted”', '😀', 'plain']) expect(after.r.test(text), text).toBe(before.r.test(text));
    expect([after.s, after.raw]).toEqual([before.s, before.raw]);
  });

  it('an identity escape of a character past U+007F, and U+2028 where it ends a line, mean the same escaped', () => {
    const source = [
      // `\–` in a regular expression without the u flag and `\é` in a string are the characters; `\\é` a backslash and é.
      "const r = /[\\\u2013\\\u2014]x/; const s = 'caf\\\u00e9'; const d = /\\\\\u00e9/;",
      // U+2028 in a multi-line comment ends the line (`return` then returns nothing); after a backslash in a string
      // it is a line continuation, nothing.
      "function f() { return /*\u2028*/ 1; } const c = 'a\\\u2028b';",
      'module.exports = { r, s, d, f, c };',
    ].join('\n');
    type Loaded = { r: RegExp; s: string; d: RegExp; f: () => unknown; c: string };
    const before = load(source) as unknown as Loaded;
    expect([before.r.test('\u2013x'), before.s, before.d.test('\\\u00e9'), before.f(), before.c]).toEqual([true, 'caf\u00e9', true, undefined, 'ab']);
    const { code, left } = asciiWherePossible(source);
    expect(left).toBe(0);
    const after = load(code) as unknown as Loaded;
    for (const text of ['\u2013x', '\u2014x', '\\x', 'ux']) expect(after.r.test(text), text).toBe(before.r.test(text));
    for (const text of ['\\\u00e9', '\u00e9', '\\u00e9']) expect(after.d.test(text), text).toBe(before.d.test(text));
    expect([after.s, after.f(), after.c]).toEqual([before.s, before.f(), before.c]);
  });
});

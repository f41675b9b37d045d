// Bundles the CLI and the GitHub Action to run on Node 20 and 24: the CLI as an
// entry with chunks loaded per command, the Action as one file (action.yml runs it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SCRIPT_COMMANDS, cacheFileOf } from '../bin/run-script.js';
import { actionBuildOptions } from './action-build.mjs';
import { ADVICE_WORKER_ENTRY_NAMESPACE, adviceWorkerBuildOptions, CLI_CHUNK_DIR, cliBuildOptions, commandScriptBuildOptions, commandWordBuildOptions } from './cli-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The published package has no runtime dependencies: everything is in the
 * bundle. Fails the build when a bundle would import anything but a Node
 * built-in, since an installed tarball would then break at run time.
 */
function expectOnlyBuiltins(result) {
  const builtins = new Set(builtinModules);
  const bad = [...new Set(Object.entries(result.metafile.outputs).flatMap(([file, output]) =>
    output.imports.filter((i) => i.external && !i.path.startsWith('node:') && !builtins.has(i.path)).map((i) => `${file} imports ${i.path}`),
  ))];
  if (bad.length > 0) {
    throw new Error(`${bad.join('\n')}\n  hint: bundle the module (remove it from esbuild's externals) or use a node: built-in.`);
  }
}

/**
 * The chunks find the advice worker beside the chunk that asks (scripts/cli-build.mjs adviceWorkerEntryPlugin): that
 * chunk must be in dist/cli/, with the worker, not the entry dist/stylesync.js. Else every large project would quietly
 * read its advice on the main thread.
 */
function expectAdviceWorkerBesideItsChunk(result) {
  const asking = Object.entries(result.metafile.outputs).filter(([, output]) => Object.keys(output.inputs).some((input) => input.startsWith(`${ADVICE_WORKER_ENTRY_NAMESPACE}:`)));
  const misplaced = asking.map(([file]) => file).filter((file) => path.posix.dirname(file) !== CLI_CHUNK_DIR);
  if (asking.length === 0 || misplaced.length > 0) {
    throw new Error(`the advice worker's place is asked from ${asking.length === 0 ? 'no chunk' : misplaced.join(', ')}, not a chunk of ${CLI_CHUNK_DIR}/\n  hint: keep src/config/advice-thread.ts out of the entry's static imports (it loads with the command that loads a project).`);
  }
}

/** Runs node with `args` in `cwd`; throws with its output unless it ends with 0. */
function node(args, cwd) {
  // No environment: no NODE_OPTIONS (V8 rejects a cache made under other V8 flags), no CI or
  // colour variables steering the run down another path, so every build compiles the same functions.
  const child = spawnSync(process.execPath, args, { cwd, env: {}, encoding: 'utf8', timeout: 120_000 });
  if (child.status !== 0) throw new Error(`node ${args.join(' ')} ended with ${child.status ?? child.signal}:\n${child.stdout}${child.stderr}`);
}

/**
 * V8's code cache for each command's script (bin/run-script.js): the command is
 * run once on the repository `stylesync init` writes, in a fresh directory, and
 * what V8 compiled is saved beside the script. --random-seed=1: with V8's
 * random seed fixed the cache is the same bytes at every build with one Node
 * (check-dist builds twice); the seed is not among the flags V8 compares when it
 * reads a cache, so the cache serves a start without the flag.
 */
async function makeCodeCaches() {
  const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-code-cache-'));
  try {
    node([path.join(root, 'bin', 'stylesync.js'), 'init'], dir);
    for (const command of SCRIPT_COMMANDS) {
      const file = path.join(root, 'dist', 'cli', `${command}.cjs`);
      node(['--random-seed=1', path.join(root, 'scripts', 'make-code-cache.cjs'), file, command], dir);
      if (!existsSync(cacheFileOf(file))) throw new Error(`no code cache was written for ${file}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await rm(new URL(`../${CLI_CHUNK_DIR}`, import.meta.url), { recursive: true, force: true });
const cli = await build({ ...cliBuildOptions, metafile: true });
expectOnlyBuiltins(cli);
expectAdviceWorkerBesideItsChunk(cli);
expectOnlyBuiltins(await build({ ...adviceWorkerBuildOptions, metafile: true }));
expectOnlyBuiltins(await build({ ...commandWordBuildOptions, metafile: true }));
for (const command of SCRIPT_COMMANDS) expectOnlyBuiltins(await build({ ...commandScriptBuildOptions(command), metafile: true }));
await makeCodeCaches();
expectOnlyBuiltins(await build({ ...actionBuildOptions, metafile: true }));

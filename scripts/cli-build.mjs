// The CLI bundle (dist/stylesync.js and its chunks in dist/cli/), committed so
// a git install needs no build. One definition shared by `npm run bundle` and
// the test of what start-up loads, so both build alike.
import { readFileSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asciiWherePossible } from './ascii-script.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the chunks go: emptied before each build, so a chunk no longer built does not linger. */
export const CLI_CHUNK_DIR = 'dist/cli';

/**
 * commander requires node:child_process when it loads, for the executable
 * subcommands (`program.command(name, description)` runs a file of that name)
 * that stylesync has none of: loading it, with node:net and the rest it pulls
 * in, cost about 1.3 ms of every start's CPU time (docs/performance.md,
 * "Start-up"). commander calls only its `spawn`, so commander's copy is one
 * that loads the module at the first call. esbuild has no option for a lazy
 * require, hence a plugin.
 */
const lazyCommanderSpawn = {
  name: 'lazy-commander-spawn',
  setup(b) {
    b.onResolve({ filter: /^node:child_process$/ }, (args) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer) ? { path: 'child_process', namespace: 'commander-spawn' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'commander-spawn' }, () => ({
      contents: "module.exports = { spawn: (...args) => require('node:child_process').spawn(...args) };",
      loader: 'js',
    }));
  },
};

/**
 * Where each build's instruction-advice worker is (src/config/advice-worker-entry.ts answers for the source, through
 * tsx): the CLI's builds start dist/cli/advice-worker.cjs (`adviceWorkerBuildOptions`), found beside the chunk or the
 * script that asks, so the package's directory may be anywhere; the Action's bundle has none and keeps the advice on
 * the main thread (one file, dist/action.js, with nothing beside it to start). esbuild has no option to swap a module
 * per build, hence a plugin.
 */
export const ADVICE_WORKER_ENTRY_NAMESPACE = 'advice-worker-entry';
const ADVICE_WORKER_ENTRIES = {
  esm: "export function adviceWorkerEntry() { return { file: new URL('./advice-worker.cjs', import.meta.url) }; }",
  cjs: "exports.adviceWorkerEntry = () => ({ file: require('node:path').join(__dirname, 'advice-worker.cjs') });",
  none: 'export function adviceWorkerEntry() { return undefined; }',
};
export function adviceWorkerEntryPlugin(kind) {
  return {
    name: 'advice-worker-entry',
    setup(b) {
      b.onResolve({ filter: /^\.\/advice-worker-entry\.ts$/ }, (args) =>
        args.importer.endsWith('/src/config/advice-thread.ts') ? { path: 'advice-worker-entry', namespace: ADVICE_WORKER_ENTRY_NAMESPACE } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: ADVICE_WORKER_ENTRY_NAMESPACE }, () => ({ contents: ADVICE_WORKER_ENTRIES[kind], loader: 'js' }));
    },
  };
}

/**
 * Split at the dynamic imports of src/cli/commands.ts: start-up parses the
 * entry (commander, the error renderers) and the named command's chunk,
 * never the guide's Markdown or the TBX reader's XML parsers unless the
 * command uses them. Deterministic: chunk names hash their content, paths are
 * relative to the repository root, and no timestamp is written. No source
 * map: the bundle is not minified, so stack traces (--debug) read as the
 * source, and a map need not ship.
 */
export const cliBuildOptions = {
  absWorkingDir: root,
  entryPoints: { stylesync: 'src/cli/bin.ts' },
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: 'cli/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: false,
  // Some CommonJS dependencies call require(); give every ES module of the bundle one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  plugins: [lazyCommanderSpawn, adviceWorkerEntryPlugin('esm')],
  logLevel: 'warning',
};

/**
 * Options shared by the CommonJS outputs below: scripts for bin/stylesync.js
 * (bin/run-script.js), each self-contained, since a script cannot import a
 * chunk. Dynamic imports become require()s: a script run by vm.Script has no
 * ES module loader to import with.
 */
const scriptOptions = {
  absWorkingDir: root,
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  supported: { 'dynamic-import': false },
  sourcemap: false,
  logLevel: 'warning',
};

/** src/cli/command-word.ts alone: bin/stylesync.js picks a command's script by it. */
export const commandWordBuildOptions = { ...scriptOptions, entryPoints: { 'cli/command-word': 'src/cli/command-word.ts' } };

/**
 * The other commands' modules in a command's script: never loaded, since the
 * bin runs the script only for a command line that names its command
 * (commandsFor then registers that one alone). Left out, the script is the
 * command's code only; a stub that throws says so if that ever changes.
 */
function onlyCommand(command) {
  return {
    name: 'only-command',
    setup(b) {
      b.onResolve({ filter: /^\.\/[a-z-]+\.ts$/ }, (args) =>
        args.importer.endsWith('/src/cli/commands.ts') && args.path !== `./${command}.ts` ? { path: args.path, namespace: 'other-command' } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: 'other-command' }, (args) => ({
        contents: `throw new Error(${JSON.stringify(`dist/cli/${command}.cjs holds the ${command} command only, not ${args.path}: bin/stylesync.js runs it only when the command line names ${command} (src/cli/command-word.ts)`)});`,
        loader: 'js',
      }));
    },
  };
}

/**
 * Rewrites the script ASCII where that changes nothing (ascii-script.mjs): bin/run-script.js then reads it as Latin-1.
 * And inside the function Node wraps a CommonJS file in (Module.wrap): bin/run-script.js compiles the file's text as
 * it is, where wrapping it at start made V8 copy the 1.1 MB into one string first (about 0.7 ms of CPU time,
 * docs/performance.md "Start-up"). The wrapper's head is on the first line, so line numbers stay the source's.
 */
function asciiScript(file) {
  return {
    name: 'ascii-wrapped-script',
    setup(b) {
      b.onEnd((result) => {
        if (result.errors.length > 0) return;
        const written = path.resolve(b.initialOptions.absWorkingDir ?? root, b.initialOptions.outdir ?? 'dist', file);
        writeFileSync(written, Module.wrap(asciiWherePossible(readFileSync(written, 'utf8')).code));
      });
    },
  };
}

/**
 * dist/cli/COMMAND.cjs: the whole CLI (src/cli/bin.ts) for one command, as one
 * CommonJS script that bin/run-script.js compiles with V8's code cache
 * (scripts/build.mjs makes it). Deterministic like the chunks.
 */
export function commandScriptBuildOptions(command) {
  return {
    ...scriptOptions,
    entryPoints: { [`cli/${command}`]: 'src/cli/bin.ts' },
    plugins: [lazyCommanderSpawn, onlyCommand(command), adviceWorkerEntryPlugin('cjs'), asciiScript(`cli/${command}.cjs`)],
  };
}

/**
 * dist/cli/advice-worker.cjs: the instruction advice's second thread (src/config/advice-worker.ts), which the CLI's
 * chunks and scripts start for a large project (src/config/advice-thread.ts). One small CommonJS script for both:
 * a worker of it loads no ES module loader, and needs no code cache (it starts beside the main thread's work).
 */
export const adviceWorkerBuildOptions = { ...scriptOptions, entryPoints: { 'cli/advice-worker': 'src/config/advice-worker.ts' } };

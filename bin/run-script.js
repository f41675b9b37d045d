'use strict';
// A command's compiled script (dist/cli/NAME.cjs, scripts/cli-build.mjs) run with V8's code cache
// made for it at build time (NAME.cjs.cache): V8 then skips compiling what the cached run compiled.
// Node 20 has no compile cache for ES modules (module.enableCompileCache is Node 22+), and vm.Script
// is how a script hands V8 a cache (the v8-compile-cache package does the same for require()).
// CommonJS like bin/stylesync.js, and used by scripts/make-code-cache.cjs to make the cache: both
// must compile the script alike, or V8 rejects the cache.
const { isAscii } = require('node:buffer');
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

/** The commands that have a compiled script; every other command line loads the ES module bundle. */
const SCRIPT_COMMANDS = ['validate'];

/** The cache file beside a command's script. */
const cacheFileOf = (file) => `${file}.cache`;

/**
 * Compiles the script, with the cache when given. V8 checks the cache (its version and flags, the
 * source's length) and on a mismatch (another Node, a V8 flag such as --max-old-space-size) sets
 * cachedDataRejected and compiles as without it. The name is the script's path in the package,
 * not the absolute path: V8 keeps in the cache the name it was made with, so the cache is the same
 * bytes whichever checkout builds it (check-dist), and stack traces (--debug) name that path.
 */
function compileScript(file, cachedData) {
  const name = path.posix.join('dist', 'cli', path.basename(file));
  return new vm.Script(Module.wrap(sourceOf(file)), { filename: name, cachedData });
}

/**
 * The script's text. An ASCII file (the build makes the scripts so, scripts/ascii-script.mjs) is the same text read
 * as Latin-1, which Node does at once; UTF-8 with any character past U+007F takes about 4 ms for validate's 1.1 MB.
 */
function sourceOf(file) {
  const bytes = readFileSync(file);
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/** Runs a compiled script as Node runs a CommonJS file: its own module, require and paths. */
function runScript(script, file) {
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, Module.createRequire(file), module, file, path.dirname(file));
}

/** Runs a command's script, with its cache when one is there (without one, V8 compiles as usual). */
function runCommandScript(file) {
  let cachedData;
  try {
    cachedData = readFileSync(cacheFileOf(file));
  } catch {
    // No cache (a build that made none): compiling costs what it costs without one.
  }
  runScript(compileScript(file, cachedData), file);
}

module.exports = { SCRIPT_COMMANDS, cacheFileOf, compileScript, runScript, runCommandScript };

'use strict';
// A command's compiled script (dist/cli/NAME.cjs, scripts/cli-build.mjs) run with V8's code cache
// made for it at build time (NAME.cjs.cache): V8 then skips compiling what the cached run compiled.
// Node 20 has no compile cache for ES modules (module.enableCompileCache is Node 22+), and vm.Script
// is how a script hands V8 a cache (the v8-compile-cache package does the same for require()).
// CommonJS like bin/stylesync.js, and used by scripts/make-code-cache.cjs to make the cache: both
// must compile the script alike, or V8 rejects the cache.
const { isAscii } = require('node:buffer');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

/** The commands that have a compiled script; every other command line loads the ES module bundle. */
const SCRIPT_COMMANDS = ['validate'];

/** The cache file beside a command's script. */
const cacheFileOf = (file) => `${file}.cache`;

/**
 * A cache file is the SHA-256 of the script it was made for, then V8's data. V8 checks of the source only its length:
 * given a cache made for other text of the same length (a script edited in place, as patch-package does, or a script
 * and cache from two builds) it runs the cached code, not the file's. Loading node:crypto and the digest of the 1.1 MB
 * script cost about 4 ms of CPU time (docs/performance.md, "Start-up").
 */
const DIGEST_BYTES = 32;
const digestOf = (source) => createHash('sha256').update(source).digest();

/** A cache file's content: the digest of the script's bytes `source`, then V8's `data` for it. */
function cacheFileContent(source, data) {
  return Buffer.concat([digestOf(source), data]);
}

/** V8's data in a cache file's content `cache` when it was made for the script's bytes `source`, else undefined. */
function cachedDataFor(source, cache) {
  if (cache === undefined || cache.length <= DIGEST_BYTES) return undefined;
  return cache.subarray(0, DIGEST_BYTES).equals(digestOf(source)) ? cache.subarray(DIGEST_BYTES) : undefined;
}

/**
 * Compiles the script, with a cache file's content when given. Its data goes to V8 only when made for this script's
 * bytes; V8 then checks its version and flags and on a mismatch (another Node, a V8 flag such as --max-old-space-size)
 * sets cachedDataRejected and compiles as without it. `cacheTaken`: whether the compile used the cache. The name is
 * the script's path in the package, not the absolute path: V8 keeps in the cache the name it was made with, so the
 * cache is the same bytes whichever checkout builds it (check-dist), and stack traces (--debug) name that path.
 */
function compileScript(file, cache) {
  const source = readFileSync(file);
  const cachedData = cachedDataFor(source, cache);
  const name = path.posix.join('dist', 'cli', path.basename(file));
  const script = new vm.Script(wrapped(textOf(source)), { filename: name, cachedData });
  return { script, source, cacheTaken: cachedData !== undefined && !script.cachedDataRejected };
}

/**
 * The script's text. An ASCII file (the build makes the scripts so, scripts/ascii-script.mjs) is the same text read
 * as Latin-1, which Node does at once; UTF-8 with any character past U+007F takes about 4 ms for validate's 1.1 MB.
 */
function textOf(bytes) {
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/** The head of the function Node wraps a CommonJS file in (Module.wrap). */
const [WRAPPER_HEAD] = Module.wrap('\0').split('\0');

/**
 * The script's text as the function Node wraps a CommonJS file in. The build writes the script so (scripts/cli-build.mjs):
 * compiled as it is, the text is the one string Node made of the file, where wrapping it here made V8 copy the 1.1 MB
 * into one flat string first (about 0.7 ms). A script written otherwise (by hand, or an older build) is wrapped here.
 */
function wrapped(text) {
  return text.startsWith(WRAPPER_HEAD) ? text : Module.wrap(text);
}

/** Runs a compiled script as Node runs a CommonJS file: its own module, require and paths. */
function runScript(script, file) {
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, Module.createRequire(file), module, file, path.dirname(file));
}

/** A command's script compiled, with its cache when one is there (without one, V8 compiles as usual). */
function loadCommandScript(file) {
  let cache;
  try {
    cache = readFileSync(cacheFileOf(file));
  } catch {
    // No cache (a build that made none): compiling costs what it costs without one.
  }
  return compileScript(file, cache).script;
}

/** Runs a command's script, with its cache when one is there. */
function runCommandScript(file) {
  runScript(loadCommandScript(file), file);
}

module.exports = { SCRIPT_COMMANDS, cacheFileOf, cacheFileContent, compileScript, loadCommandScript, runScript, runCommandScript };

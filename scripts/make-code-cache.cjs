'use strict';
// `node --random-seed=1 scripts/make-code-cache.cjs dist/cli/COMMAND.cjs ARGS…` in a project directory:
// compiles the command's script as bin/run-script.js does, without a cache, runs the command line ARGS,
// and when it ends with 0 writes what V8 then holds compiled to the cache beside the script (after the
// digest of the script it was made for), so the functions a run calls are in it, not only the top level.
// scripts/build.mjs runs it; see there why the seed is fixed.
const { writeFileSync } = require('node:fs');
const { cacheFileContent, cacheFileOf, compileScript, runScript } = require('../bin/run-script.js');

const [file, ...args] = process.argv.slice(2);
const { script, source } = compileScript(file);
process.on('exit', (code) => {
  if (code === 0) writeFileSync(cacheFileOf(file), cacheFileContent(source, script.createCachedData()));
});
// The CLI reads its command line from process.argv.slice(2).
process.argv.splice(2, Infinity, ...args);
runScript(script, file);

#!/usr/bin/env node
// The CLI is an esbuild bundle (npm run bundle) with a chunk per command in dist/cli/, committed like dist/action.js,
// so a git install needs no build step and the package no install script. `stylesync validate` runs instead
// dist/cli/validate.cjs, one CommonJS script with V8's code cache beside it (bin/run-script.js).
// CommonJS (bin/package.json): the ES module loader alone costs about 5 ms of a 60 ms start
// (docs/performance.md, "Start-up"), and validate's script needs none of it.
'use strict';
const { existsSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = path.join(__dirname, '..', 'dist');
const bundle = path.join(dist, 'stylesync.js');
if (!existsSync(bundle)) {
  process.stderr.write(
    'error: the CLI bundle dist/stylesync.js is missing.\n' +
      '  hint: run `npm run bundle` in the stylesync checkout (or `npm run stylesync -- <command>` to run from source).\n',
  );
  process.exit(1);
}

const { SCRIPT_COMMANDS, runCommandScript } = require('./run-script.js');

/**
 * The command's script when the command line names a command that has one. A dist/ built before the
 * scripts has neither the rule nor the script: the ES module bundle then serves every command.
 */
function scriptFor(argv) {
  const rule = path.join(dist, 'cli', 'command-word.cjs');
  if (!existsSync(rule)) return undefined;
  // The rule that picks the command to register (src/cli/command-word.ts), built alone.
  const word = require(rule).commandWord(argv);
  if (word === undefined || !SCRIPT_COMMANDS.includes(word)) return undefined;
  const file = path.join(dist, 'cli', `${word}.cjs`);
  return existsSync(file) ? file : undefined;
}

const script = scriptFor(process.argv.slice(2));
if (script !== undefined) {
  runCommandScript(script);
} else {
  // A failed import ends the process with the error, as an unhandled rejection does.
  void import(pathToFileURL(bundle).href);
}

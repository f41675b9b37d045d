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

const root = path.join(__dirname, '..');
const dist = path.join(root, 'dist');
const bundle = path.join(dist, 'stylesync.js');
if (!existsSync(bundle)) {
  process.stderr.write(
    'error: the CLI bundle dist/stylesync.js is missing.\n' +
      '  hint: run `npm run bundle` in the stylesync checkout (or `npm run stylesync -- <command>` to run from source).\n',
  );
  process.exit(1);
}

const { SCRIPT_COMMANDS, loadCommandScript, runScript } = require('./run-script.js');

/**
 * A file of dist/ that does not load (cut short, not JavaScript, a chunk missing): the package is damaged, which
 * stylesync cannot mend, so the error names the file and says what does, instead of Node's stack.
 */
function damaged(file, error) {
  const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  process.stderr.write(
    `error: ${path.relative(root, file)} could not be loaded (${why}).\n` +
      '  hint: the installed stylesync is damaged or incomplete: install it again (in a stylesync checkout, run `npm run bundle`).\n',
  );
  process.exit(1);
}

/**
 * The command's script when the command line names a command that has one. A dist/ built before the
 * scripts has neither the rule nor the script: the ES module bundle then serves every command.
 */
function scriptFor(argv) {
  const rule = path.join(dist, 'cli', 'command-word.cjs');
  if (!existsSync(rule)) return undefined;
  // The rule that picks the command to register (src/cli/command-word.ts), built alone.
  let word;
  try {
    word = require(rule).commandWord(argv);
  } catch (error) {
    damaged(rule, error);
  }
  if (word === undefined || !SCRIPT_COMMANDS.includes(word)) return undefined;
  const file = path.join(dist, 'cli', `${word}.cjs`);
  return existsSync(file) ? file : undefined;
}

const script = scriptFor(process.argv.slice(2));
if (script !== undefined) {
  let compiled;
  try {
    compiled = loadCommandScript(script);
  } catch (error) {
    damaged(script, error);
  }
  // Outside the try: an error of the command itself is the CLI's to report.
  runScript(compiled, script);
} else {
  // The entry and the chunks it imports; the CLI reports its own errors, so a rejection here is a file that did not load.
  import(pathToFileURL(bundle).href).catch((error) => damaged(bundle, error));
}

#!/usr/bin/env node
// The CLI is an esbuild bundle (npm run bundle) with a chunk per command in dist/cli/, committed like dist/action.js,
// so a git install needs no build step and the package no install script.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/stylesync.js', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write(
    'error: the CLI bundle dist/stylesync.js is missing.\n' +
      '  hint: run `npm run bundle` in the stylesync checkout (or `npm run stylesync -- <command>` to run from source).\n',
  );
  process.exit(1);
}
await import(bundle.href);

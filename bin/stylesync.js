#!/usr/bin/env node
// The published CLI runs the esbuild bundle (npm run build). npm pack and an
// install from git build it (prepack); a development checkout builds it with
// `npm run build`. npm ci does not: a `prepare` script would ship in the
// package, and npm 11 asks users installing the tarball to approve it.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/stylesync.js', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write(
    'Error: the CLI bundle dist/stylesync.js has not been built.\n' +
      '  hint: run `npm run build` in the stylesync checkout (or `npm run stylesync -- <command>` to run from source).\n',
  );
  process.exit(1);
}
await import(bundle.href);

// Bundles the CLI and the GitHub Action into single files that run on Node 20 and 24.
import { build } from 'esbuild';
import { actionBuildOptions } from './action-build.mjs';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
};

await build({ ...common, entryPoints: ['src/cli/bin.ts'], outfile: 'dist/stylesync.js' });
await build(actionBuildOptions);

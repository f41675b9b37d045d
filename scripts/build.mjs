// Bundles the CLI and the GitHub Action into single files that run on Node 20 and 24.
import { builtinModules } from 'node:module';
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

// No source map for the CLI: the bundle is not minified, so stack traces
// (--debug) already read as the source, and a 1.8 MB map need not ship.
expectOnlyBuiltins(
  await build({ ...common, sourcemap: false, metafile: true, entryPoints: ['src/cli/bin.ts'], outfile: 'dist/stylesync.js' }),
);
expectOnlyBuiltins(await build({ ...actionBuildOptions, metafile: true }));

// Bundles the CLI and the GitHub Action to run on Node 20 and 24: the CLI as an
// entry with chunks loaded per command, the Action as one file (action.yml runs it).
import { rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { actionBuildOptions } from './action-build.mjs';
import { CLI_CHUNK_DIR, cliBuildOptions } from './cli-build.mjs';

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

await rm(new URL(`../${CLI_CHUNK_DIR}`, import.meta.url), { recursive: true, force: true });
expectOnlyBuiltins(await build({ ...cliBuildOptions, metafile: true }));
expectOnlyBuiltins(await build({ ...actionBuildOptions, metafile: true }));

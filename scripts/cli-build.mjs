// The CLI bundle (dist/stylesync.js and its chunks in dist/cli/), committed so
// a git install needs no build. One definition shared by `npm run bundle` and
// the test of what start-up loads, so both build alike.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the chunks go: emptied before each build, so a chunk no longer built does not linger. */
export const CLI_CHUNK_DIR = 'dist/cli';

/**
 * Split at the dynamic imports of src/cli/commands.ts: start-up parses the
 * entry (commander, the error renderers) and the named command's chunk,
 * never the guide's Markdown or the TBX reader's XML parsers unless the
 * command uses them. Deterministic: chunk names hash their content, paths are
 * relative to the repository root, and no timestamp is written. No source
 * map: the bundle is not minified, so stack traces (--debug) read as the
 * source, and a map need not ship.
 */
export const cliBuildOptions = {
  absWorkingDir: root,
  entryPoints: { stylesync: 'src/cli/bin.ts' },
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: 'cli/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: false,
  // Some CommonJS dependencies call require(); give every ES module of the bundle one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
};

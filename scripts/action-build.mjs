// The GitHub Action bundle (dist/action.js), committed because Actions run it
// without `npm install`. One definition shared by `npm run bundle` and the test
// that compares the committed file with a fresh build, so both build alike.
import { fileURLToPath } from 'node:url';
import { adviceWorkerEntryPlugin } from './cli-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @actions/core imports @actions/http-client (and undici, ~750 kB) only for
 * getIDToken (OIDC), which the Action never calls. A stub that throws keeps
 * the committed bundle a quarter of the size and says so if it is ever used.
 */
const noOidcClient = {
  name: 'no-oidc-http-client',
  setup(build) {
    build.onResolve({ filter: /^@actions\/http-client(\/|$)/ }, () => ({ path: `${root}scripts/stubs/http-client.mjs` }));
  },
};

/** Deterministic: no source map, paths relative to the repository root, no timestamps. */
export const actionBuildOptions = {
  absWorkingDir: root,
  entryPoints: ['src/action/index.ts'],
  outfile: 'dist/action.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: false,
  legalComments: 'eof',
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  // No advice worker beside the one file the Action runs: the instruction advice stays on the main thread.
  plugins: [noOidcClient, adviceWorkerEntryPlugin('none')],
  logLevel: 'warning',
};

// @ts-check
// Import circles, type-only imports included (docs/architecture.md, "Invariants").
// ESLint checks the layer boundaries (eslint.config.mjs); it cannot see circles that
// close through `import type`: import-x/no-cycle skips type-only imports by design.
// dependency-cruiser reads them with tsPreCompilationDeps, so `npm run lint` runs both.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle (type-only imports count): move the shared type or function into a module both sides import, ' +
        'or into src/catalog when the core needs it (docs/architecture.md).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // The sources import './x.ts' (allowImportingTsExtensions); .json for the catalog data.
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};

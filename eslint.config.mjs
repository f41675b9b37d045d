// @ts-check
// ESLint: a recommended base, and the layer boundaries of src/ (docs/architecture.md).
// The boundaries are written as data (INVARIANTS below) and compiled into ESLint's
// core no-restricted-* rules, one config block per layer. A flat config replaces a
// rule's options file by file rather than merging them, so each layer's block must
// carry every invariant that binds it; building the blocks from one table does that.
// test/lint/boundaries.test.ts plants a violation of each invariant and expects its message.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The pure modules: data in, data out; no I/O, no process. */
const PURE = ['catalog', 'config/validate', 'plan', 'report'];
/** The core: the model and its pure functions. It stands on nothing but itself. */
const CORE = ['catalog', 'config', 'plan'];
/** The edges: the only code that talks to a terminal, a runner or the exit code. */
const EDGES = ['cli', 'action'];

/** True when `layer` (e.g. 'config/validate') is `name` or inside it. */
const within = (layer, names) => names.some((name) => layer === name || layer.startsWith(`${name}/`));
/** A Node built-in under both of its names. */
const builtin = (...names) => names.flatMap((name) => [name, `node:${name}`]);

/**
 * Each invariant binds some layers and forbids there: `modules` (imported by name),
 * `layers` (src/<layer>/ imported by relative path, static or dynamic), `globals`,
 * `properties` (object.property), `importNames` (named imports of a module) and
 * `syntax` (ESLint selectors, for a call no import or global names).
 * `message` says what to do instead; ESLint prefixes it with what was found.
 */
const INVARIANTS = [
  {
    binds: (layer) => layer !== 'live',
    modules: ['ky'],
    message: 'Only src/live talks HTTP: take a LiveClient (src/live) and call it.',
  },
  {
    binds: (layer) => layer !== 'action',
    modules: ['@actions/core'],
    message: 'Only src/action talks to the Actions runner: return data, and let src/action write outputs, the summary and logs.',
  },
  {
    binds: (layer) => layer !== 'cli',
    layers: ['cli'],
    message: 'Nothing imports src/cli, the command-line edge: use cases belong in src/app, rendering in src/report.',
  },
  {
    binds: (layer) => layer !== 'action',
    layers: ['action'],
    message: 'Nothing imports src/action, the GitHub Action edge: use cases belong in src/app, rendering in src/report.',
  },
  {
    binds: (layer) => within(layer, CORE),
    layers: ['live', 'apply', 'checks', 'app', 'report', 'emulator', 'import'],
    message: 'catalog, config and plan are the core and import only each other: move the type into src/catalog, or take the value as an argument.',
  },
  {
    // The catalog is the bottom of the core: the model's types and the service's facts.
    // config/ and plan/ build on it; an import back up would tie the catalog to how files load or plans form.
    binds: (layer) => layer === 'catalog',
    layers: ['config', 'plan'],
    message: 'src/catalog imports only itself and src/util: move the type or function into src/catalog.',
  },
  {
    // The emulator answers as the service does; it shares the service's facts (src/catalog) and
    // nothing of the client, so our client's mistakes cannot become the emulator's answers.
    // (cli and action are banned for everyone above, so they are not listed twice.)
    binds: (layer) => layer === 'emulator',
    layers: ['app', 'apply', 'checks', 'config', 'import', 'live', 'plan', 'report'],
    message: 'src/emulator imports only src/catalog and src/util: a fact of the service belongs in src/catalog.',
  },
  {
    binds: (layer) => layer === 'apply',
    layers: ['report'],
    message: 'src/apply does not render: emit a progress event and let src/cli or src/action render it with src/report.',
  },
  {
    binds: (layer) => within(layer, PURE),
    modules: builtin('fs', 'fs/promises', 'child_process', 'process', 'http', 'https', 'net'),
    globals: ['process', 'fetch'],
    message:
      'catalog, config/validate*, plan and report are pure: take the data as an argument and leave I/O to config/load, src/live, src/apply or the edges.',
  },
  {
    // src/emulator is bound too: it is a library that `stylesync emulator` (src/cli/emulator.ts),
    // the demo and the tests start. Its request log is data (emulator/request-log.ts); the
    // command prints the address. A module that must warn returns or emits the warning instead.
    binds: (layer) => !within(layer, EDGES),
    globals: ['console'],
    properties: { process: ['exit', 'exitCode', 'abort', 'kill', 'stdout', 'stderr', 'stdin', 'emitWarning'] },
    importNames: { process: ['exit', 'exitCode', 'abort', 'kill', 'stdout', 'stderr', 'stdin', 'emitWarning'] },
    message: 'Only src/cli and src/action print or exit: return a result (or emit an event) and let the edge print it and pick the exit code.',
  },
  {
    // A plan, a kept duplicate or a rename hint must not depend on the machine that made it.
    binds: () => true,
    // Any way to reach it: `a.localeCompare(b)`, `a['localeCompare'](b)`, `String.prototype.localeCompare.call`, or destructured.
    syntax: ['MemberExpression[computed=false][property.name="localeCompare"]', 'MemberExpression[property.value="localeCompare"]', 'ObjectPattern > Property[key.name="localeCompare"]'],
    message:
      "Sort with codeUnitOrder (src/util/code-unit-order.ts), the same on every machine: localeCompare's order moves with the machine's locale. Text a person reads in order may use an Intl.Collator with an explicit locale.",
  },
];

/** A regular expression, as source, for a relative import of src/<layer>/ (the tree is one level deep). */
const layerImport = (layers) => String.raw`^(\.\.?\/)+(${layers.join('|')})(\/|$)`;
const escape = (text) => text.replace(/[\\"]/g, '\\$&');

/** ESLint's rule options for one layer: every invariant that binds it, merged. */
function boundaries(layer) {
  const paths = [];
  const patterns = [];
  const restrictedGlobals = [];
  const properties = [];
  const syntax = [];
  const bound = INVARIANTS.filter((invariant) => invariant.binds(layer));
  const banned = new Set(bound.flatMap((invariant) => invariant.modules ?? []));
  const bannedGlobals = new Set(bound.flatMap((invariant) => invariant.globals ?? []));
  for (const { modules = [], layers = [], globals: names = [], properties: props = {}, importNames = {}, syntax: selectors = [], message } of bound) {
    for (const selector of selectors) syntax.push({ selector, message });
    for (const name of modules) {
      paths.push({ name, message });
      // import('ky') escapes no-restricted-imports; no-restricted-syntax sees it.
      syntax.push({ selector: `ImportExpression[source.value="${escape(name)}"]`, message });
    }
    if (layers.length > 0) {
      patterns.push({ regex: layerImport(layers), message });
      syntax.push({ selector: `ImportExpression[source.value=/${layerImport(layers)}/]`, message });
    }
    for (const name of names) restrictedGlobals.push({ name, message });
    // Where a whole module or global is banned, its members need no second report.
    for (const [object, members] of Object.entries(props)) {
      if (!bannedGlobals.has(object)) for (const property of members) properties.push({ object, property, message });
    }
    for (const [module, names] of Object.entries(importNames)) {
      for (const name of builtin(module)) if (!banned.has(name)) paths.push({ name, importNames: names, message });
    }
  }
  // A rule given as 'error' alone would keep the options of an earlier block; 'off' clears them.
  const rule = (options) => (options.length > 0 ? ['error', ...options] : 'off');
  return {
    'no-restricted-imports': rule(paths.length + patterns.length > 0 ? [{ paths, patterns }] : []),
    'no-restricted-globals': rule(restrictedGlobals),
    'no-restricted-properties': rule(properties),
    'no-restricted-syntax': rule(syntax),
  };
}

/** src/<layer>/ of every layer an invariant names, plus the pure validators inside config. */
const LAYERS = ['action', 'app', 'apply', 'catalog', 'checks', 'cli', 'config', 'config/validate', 'emulator', 'import', 'live', 'plan', 'report'];
const layerGlob = (layer) => (layer === 'config/validate' ? 'src/config/validate*.ts' : `src/${layer}/**/*.ts`);

export default defineConfig(
  // *.generated.js: written by npm run schema (ajv's standalone code), checked by schema:check, not by hand.
  { ignores: ['dist/**', 'coverage/**', '.stylesync/**', '.scratch/**', 'tmp/**', 'src/**/*.generated.js'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Escaping terminal control characters is the point of src/report/user-text.ts and
      // of the tests that feed hostile text; those regular expressions name them on purpose.
      'no-control-regex': 'off',
      // `_` marks a value left out on purpose: `for (const _ of text)` counts code points,
      // `{ origin: _origin, ...rest }` drops a field.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bin/**/*.js', '*.mjs', '*.js', '*.cjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The CLI's start (bin/, CommonJS by bin/package.json) and the script that makes its code cache
    // are CommonJS on purpose: the ES module loader costs start-up time (docs/performance.md, "Start-up").
    files: ['bin/**/*.js', 'scripts/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests and benchmarks poke at arbitrary JSON shapes (a hostile plan, a raw answer).
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The boundaries. Files in src/ outside the named layers (src/errors.ts, a new layer)
  // get the invariants that bind everything; each named layer then gets its own set.
  { files: ['src/**/*.ts'], rules: boundaries('') },
  ...LAYERS.map((layer) => ({ files: [layerGlob(layer)], rules: boundaries(layer) })),
  {
    // GUIDE.md: no function over about 80 lines. Nested functions count toward their parent.
    files: ['src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
);

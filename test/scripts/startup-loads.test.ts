import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliBuildOptions } from '../../scripts/cli-build.mjs';
import { COMMANDS } from '../../src/cli/commands.ts';

/**
 * What each command line makes Node parse before it runs: the modules in the
 * outputs that the bundle's entry (and the command's chunk) import statically,
 * built as `npm run bundle` builds them. A dynamic import() is where loading stops.
 */
let outputs: Metafile['outputs'];
beforeAll(async () => {
  const result = await build({ ...cliBuildOptions, write: false, metafile: true, logLevel: 'silent' });
  outputs = result.metafile.outputs;
}, 60_000);

function staticClosure(start: string[]): Set<string> {
  const seen = new Set(start);
  const queue = [...start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const i of outputs[file]?.imports ?? []) {
      if (i.kind === 'import-statement' && !i.external && !seen.has(i.path)) {
        seen.add(i.path);
        queue.push(i.path);
      }
    }
  }
  return seen;
}

/** The npm packages bundled into the given outputs. */
function packagesIn(files: Set<string>): Set<string> {
  const packages = new Set<string>();
  for (const file of files) {
    for (const input of Object.keys(outputs[file]?.inputs ?? {})) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
      if (match) packages.add(match[1] as string);
    }
  }
  return packages;
}

const ENTRY = 'dist/stylesync.js';

/** The chunk that `import('./NAME.ts')` in src/cli/commands.ts loads. */
function commandChunk(name: string): string {
  const chunk = Object.entries(outputs).find(([, o]) => o.entryPoint === `src/cli/${name}.ts`);
  if (!chunk) throw new Error(`no chunk holds src/cli/${name}.ts`);
  return chunk[0];
}

const HEAVY = ['yaml', 'ajv', 'fast-xml-parser', 'marked', 'marked-alert', 'ky', 'diff'];

describe('what start-up loads', () => {
  it('--version loads commander and none of the parsers, validators or the HTTP client', () => {
    const loaded = packagesIn(staticClosure([ENTRY]));
    expect(loaded).toContain('commander');
    expect(HEAVY.filter((p) => loaded.has(p))).toEqual([]);
  });

  it('--version and validate import no node:readline: only a command that asks (apply) loads it', () => {
    for (const start of [[ENTRY], [ENTRY, commandChunk('validate')]]) {
      const builtins = [...staticClosure(start)].flatMap((f) => (outputs[f]?.imports ?? []).filter((i) => i.external).map((i) => i.path));
      expect(builtins.filter((b) => b.includes('readline'))).toEqual([]);
    }
  });

  it('every command is a chunk of its own, loaded only when named', () => {
    const atStart = staticClosure([ENTRY]);
    for (const { name } of COMMANDS) expect(atStart.has(commandChunk(name)), name).toBe(false);
  });

  it('validate loads neither the yaml package (only for a file the fast reader declines), the guide\'s Markdown, the TBX reader\'s XML parser, the word diff nor the HTTP client', () => {
    const loaded = packagesIn(staticClosure([ENTRY, commandChunk('validate')]));
    expect(['yaml', 'marked', 'marked-alert', 'fast-xml-parser', 'diff', 'ky'].filter((p) => loaded.has(p))).toEqual([]);
  });

  it('validate without --online loads neither the live client nor the language checks: both come with --online', () => {
    const inputs = [...staticClosure([ENTRY, commandChunk('validate')])].flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}));
    expect(inputs.filter((i) => i === 'src/live/client.ts' || i === 'src/live/http.ts' || i.startsWith('src/checks/'))).toEqual([]);
  });

  it('no command loads ajv\'s compiler: the schema validators are generated (npm run schema), only ajv\'s runtime helpers are bundled', () => {
    for (const { name } of COMMANDS) {
      const files = staticClosure([ENTRY, commandChunk(name)]);
      const compiler = [...files].flatMap((f) => Object.keys(outputs[f]?.inputs ?? {})).filter((i) => i.includes('node_modules/ajv/') && !i.includes('node_modules/ajv/dist/runtime/'));
      expect(compiler, name).toEqual([]);
    }
  });

  it('validate loads one generated validator module: a document is validated once, for every error (npm run schema)', () => {
    const inputs = [...staticClosure([ENTRY, commandChunk('validate')])].flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}));
    expect(inputs.filter((i) => i.endsWith('.generated.js'))).toEqual(['src/config/schema-validators.generated.js']);
  });

  it("the saved plan's validator (plan-validator.generated.js) comes with apply, never with --version or validate", () => {
    const holds = (start: string[]) => [...staticClosure(start)].some((f) => Object.keys(outputs[f]?.inputs ?? {}).includes('src/plan/plan-validator.generated.js'));
    expect(holds([ENTRY])).toBe(false);
    expect(holds([ENTRY, commandChunk('validate')])).toBe(false);
    expect(holds([ENTRY, commandChunk('apply')])).toBe(true);
  });

  it('only guide loads the Markdown renderer', () => {
    for (const { name } of COMMANDS) {
      const loaded = packagesIn(staticClosure([ENTRY, commandChunk(name)]));
      expect(loaded.has('marked'), name).toBe(name === 'guide');
    }
  });
});

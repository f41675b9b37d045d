import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.ts';
import { fastParse } from '../../src/config/fast-yaml.ts';
import { buildAllSchemas, serializeSchema } from '../../src/config/schemas.ts';
import { expectNoKeyLeak, KEY } from '../world/keys.ts';
import { world } from '../world/world.ts';
import { call } from '../emulator/helpers.ts';
import { capture } from './capture.ts';
import { expectContains } from '../world/expect-contains.ts';
import { expectRun } from '../world/expect-run.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stylesync-init-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function cli(argv: string[], cwd = dir) {
  const io = capture({ cwd });
  const code = await run(argv, io);
  return { code, stdout: io.out, stderr: io.err };
}
const read = (rel: string) => readFile(path.join(dir, rel), 'utf8');

/** Every file under `root`, relative, with its content. */
async function snapshot(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    out[path.relative(root, abs)] = await readFile(abs, 'utf8');
  }
  return out;
}

/** The file a `$schema` comment on the first line points at, resolved from the file holding it. */
function schemaTarget(file: string, text: string): string {
  const match = /^# yaml-language-server: \$schema=(\S+)\n/.exec(text);
  expect(match, `${file} starts with a $schema comment`).not.toBeNull();
  return path.resolve(path.dirname(path.join(dir, file)), match?.[1] as string);
}

describe('stylesync init in an empty directory', () => {
  it('writes a commented stylesync.yaml, an example that validates and formats, the schemas and .gitignore', async () => {
    const r = await cli(['init']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(Object.keys(await snapshot(dir)).sort()).toEqual([
      '.gitignore',
      'glossaries/example.yaml',
      'schema/configured-rules-by-language.schema.json',
      'schema/configured-rules.schema.json',
      'schema/glossary.schema.json',
      'schema/outputs.schema.json',
      'schema/style-fragment.schema.json',
      'schema/style-list.schema.json',
      'schema/stylesync.schema.json',
      'styles/example.yaml',
      'stylesync.yaml',
    ]);
    expect(r.stdout).toContain('+ stylesync.yaml\n');
    expect(r.stdout).toContain('Created 11 files.');

    const config = await read('stylesync.yaml');
    expect(config).toMatch(/^styles_dir: styles$/m);
    expect(config.split('\n').filter((l) => l.startsWith('#')).length).toBeGreaterThan(10);
    expect(await read('.gitignore')).toMatch(/^\.stylesync\/$/m);

    const validate = await cli(['validate']);
    expect(validate.stdout).toBe('1 file, 1 list; 1 glossary in 1 file: 0 errors, 0 warnings\n');
    expect(schemaTarget('glossaries/example.yaml', await read('glossaries/example.yaml'))).toBe(path.join(dir, 'schema/glossary.schema.json'));
    expect(validate.code).toBe(0);
    // The example shows the long form beside the short one: a newcomer sees where forbidden variants go.
    expect(await read('glossaries/example.yaml')).toContain('      sign in: {target: anmelden, forbidden: [einloggen]}\n      sign out: abmelden\n');
    const fmt = await cli(['fmt', '--check']);
    // The example list and the example glossary.
    expect(fmt.stdout).toBe('2 files checked: all formatted.\n');
    expect(fmt.code).toBe(0);
  });

  it('shows only valid settings in its comments: uncommented, the config still validates', async () => {
    await cli(['init']);
    const config = await read('stylesync.yaml');
    // Commented-out settings are `# key: value` lines and the indented lines under them; prose never has `key:` first.
    const uncommented = config.replace(/^# (?=[a-z_]+:)/gm, '').replace(/^#(?= {2,}\S)/gm, '');
    for (const key of ['base_url', 'auth_scheme', 'prune', 'ignore', 'extra_rules', 'targets']) {
      expect(uncommented, key).toMatch(new RegExp(`^${key}:`, 'm'));
    }
    await writeFile(path.join(dir, 'stylesync.yaml'), uncommented);
    const validate = await cli(['validate']);
    expect(validate.stdout).toBe('1 file, 1 list; 1 glossary in 1 file: 0 errors, 0 warnings\n');
    expect(validate.code).toBe(0);
  });

  it('writes each schema where the $schema comments point, equal to what validation uses', async () => {
    await cli(['init']);
    const schemas = buildAllSchemas();
    for (const [file, schema] of [
      ['stylesync.yaml', 'stylesync.schema.json'],
      ['styles/example.yaml', 'style-list.schema.json'],
      ['glossaries/example.yaml', 'glossary.schema.json'],
    ] as const) {
      const target = schemaTarget(file, await read(file));
      expect(path.basename(target)).toBe(schema);
      expect(await readFile(target, 'utf8')).toBe(serializeSchema(schemas[schema]));
    }
    // The list schema refers to the rules schema by a name next to it.
    expect(await read('schema/configured-rules.schema.json')).toBe(serializeSchema(schemas['configured-rules.schema.json']));
  });

  it('puts the styles where --dir says, with the $schema path from that depth', async () => {
    const r = await cli(['init', '--dir', 'i18n/styles']);
    expect(r.code).toBe(0);
    expect(await read('stylesync.yaml')).toMatch(/^styles_dir: i18n\/styles$/m);
    const example = await read('i18n/styles/example.yaml');
    expect(example.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/style-list.schema.json');
    expect(schemaTarget('i18n/styles/example.yaml', example)).toBe(path.join(dir, 'schema/style-list.schema.json'));
    expect((await cli(['validate'])).stdout).toBe('1 file, 1 list; 1 glossary in 1 file: 0 errors, 0 warnings\n');
  });

  // The `yaml` package is loaded only for what the fast reader declines; a
  // new repository's files should never need it (bench/startup.ts times validate there).
  it('writes files the fast YAML reader takes whole', async () => {
    expect((await cli(['init'])).code).toBe(0);
    for (const file of ['stylesync.yaml', 'styles/example.yaml', 'glossaries/example.yaml']) {
      expect(fastParse(await read(file)), file).toBeDefined();
    }
  });

  it('--quiet prints only the final line', async () => {
    const r = await cli(['init', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Created 11 files.\n');
    expect(await read('styles/example.yaml')).toContain('name: Example DE');
  });

  it('refuses a styles directory outside the current one, writing nothing', async () => {
    const r = await cli(['init', '--dir', '../elsewhere']);
    expectRun(r, 1, { stderr: ['is not a directory inside', 'hint: Pass --dir with a directory below the current one'] });
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('stylesync init in a repository that has files', () => {
  it('never overwrites: config, a different schema, style files and .gitignore keep their bytes', async () => {
    const own = {
      'stylesync.yaml': 'styles_dir: lists\nprune: true\n',
      'schema/style-list.schema.json': '{"old": true}\n',
      'lists/de.yaml': 'name: Mine\nlanguage: de\n',
      '.gitignore': 'node_modules/\ndist/', // no newline at the end
    };
    for (const [rel, text] of Object.entries(own)) {
      await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
      await writeFile(path.join(dir, rel), text);
    }
    const r = await cli(['init']);
    expect(r.code).toBe(0);
    const after = await snapshot(dir);
    expect(after['stylesync.yaml']).toBe(own['stylesync.yaml']);
    expect(after['schema/style-list.schema.json']).toBe(own['schema/style-list.schema.json']);
    expect(after['lists/de.yaml']).toBe(own['lists/de.yaml']);
    // The existing config's styles_dir is used, and it already has a file: no example anywhere.
    expect(Object.keys(after).filter((f) => f.endsWith('example.yaml'))).toEqual([]);
    // .gitignore is appended to, on a line of its own, never rewritten.
    expect(after['.gitignore']).toBe('node_modules/\ndist/\n.stylesync/\n');
    expectContains(r.stdout, [
      '= stylesync.yaml  (exists, left as it is)',
      '! schema/style-list.schema.json  (differs from this version of stylesync; left as it is)',
      '= lists/  (holds 1 style file; no example written)',
      '~ .gitignore  (added .stylesync/)',
      'delete them and run init again',
    ]);
  });

  it('leaves a .gitignore that already ignores the state directory alone', async () => {
    await writeFile(path.join(dir, '.gitignore'), '/.stylesync\n');
    await cli(['init']);
    expect(await read('.gitignore')).toBe('/.stylesync\n');
  });

  it('a second run creates nothing and changes nothing', async () => {
    await cli(['init']);
    const before = await snapshot(dir);
    const r = await cli(['init']);
    expectRun(r, 0, { stdout: ['Nothing to create: this directory is already set up.'] });
    expect(r.stdout).not.toMatch(/^[+~!] /m);
    expect(await snapshot(dir)).toEqual(before);
  });
});

describe('init and import agree on the $schema path', () => {
  afterAll(() => expectNoKeyLeak());
  it('an imported file points at the same schema file as the example init wrote', async () => {
    const w = await world();
    try {
      await rm(path.join(w.dir, 'stylesync.yaml'));
      expect((await w.cli(['init'])).code).toBe(0);
      const example = await w.read('styles/example.yaml');
      await rm(path.join(w.dir, 'styles/example.yaml'));
      w.emu.seed([{ name: 'Docs FR', language: 'fr', configured_rules: {}, custom_instructions: [] }]);
      const glossary = { name: 'Docs Terms', dictionaries: [{ source_lang: 'en', target_lang: 'fr', entries: 'sign in\tse connecter', entries_format: 'tsv' }] };
      expect((await call(w.emu, 'POST', '/v3/glossaries', { body: glossary, key: KEY })).status).toBe(201);
      const r = await w.cli(['import'], { env: { STYLESYNC_API_KEY: KEY } });
      expect(r.code).toBe(0);
      const imported = await w.read('styles/docs-fr.yaml');
      expect(imported.split('\n')[0]).toBe(example.split('\n')[0]);
      expect(imported.split('\n')[0]).toBe('# yaml-language-server: $schema=../schema/style-list.schema.json');
      const glossaryExample = await w.read('glossaries/example.yaml');
      expect((await w.read('glossaries/docs-terms.yaml')).split('\n')[0]).toBe(glossaryExample.split('\n')[0]);
      // And the imported files are already in the form fmt writes (with the example glossary: 3 files).
      const fmt = await w.cli(['fmt', '--check']);
      expect(fmt.stdout).toBe('3 files checked: all formatted.\n');
      expect(fmt.code).toBe(0);
    } finally {
      await w.close();
    }
  });
});

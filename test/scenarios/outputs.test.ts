import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { ACME_DE_FILES, styleFile } from '../world/files.ts';
import { requests } from '../world/service.ts';
import { type World, worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// Issue #29: the manifest for translation callers (`stylesync outputs`, `apply --outputs`) and
// DeepL's CLI sync file kept in step, through the CLI against the emulator over 127.0.0.1.

const glossary = (name: string, pairs: Array<[string, string]>) =>
  `name: ${JSON.stringify(name)}\ndictionaries:\n${pairs.map(([s, t]) => `  - source_language: ${s}\n    target_language: ${t}\n    entries:\n      sign in: x-${t}\n`).join('')}`;

const schema = JSON.parse(await readFile(join(import.meta.dirname, '../../schema/outputs.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true }).compile(schema);

function manifestOf(text: string) {
  const manifest = JSON.parse(text);
  expect(validate(manifest) ? [] : validate.errors).toEqual([]);
  return manifest;
}

const writes = (w: World, from = 0) => requests(w.emu).slice(from).filter((r) => !r.startsWith('GET'));
const listNamed = (w: World, name: string) => w.emu.lists().find((l) => l.name === name) as LiveList;

const w = worldEach({
  files: {
    ...ACME_DE_FILES,
    'styles/fr.yaml': styleFile({ name: 'Acme FR', language: 'fr' }),
    'glossaries/acme.yaml': glossary('Acme Terms', [['en', 'de'], ['en', 'fr']]),
  },
});

describe('apply --outputs and stylesync outputs', () => {
  it('after a create: every list and glossary with its id, language, version and pairs, and per target what a request passes', async () => {
    const applied = await w.cli(['apply', '--yes', '--outputs', 'out/outputs.json']);
    expect(applied.code).toBe(0);
    const de = listNamed(w, 'Acme DE');
    const fr = listNamed(w, 'Acme FR');
    const [terms] = await glossaryIds(w);
    const manifest = manifestOf(await w.read('out/outputs.json'));
    expect(manifest.format_version).toBe(1);
    expect(manifest.lists).toEqual([
      { name: 'Acme DE', file: 'styles/de.yaml', style_id: de.style_id, language: 'de', version: de.version },
      { name: 'Acme FR', file: 'styles/fr.yaml', style_id: fr.style_id, language: 'fr', version: fr.version },
    ]);
    expect(manifest.glossaries).toEqual([{ name: 'Acme Terms', file: 'glossaries/acme.yaml', glossary_id: terms, language_pairs: [{ source_lang: 'en', target_lang: 'de' }, { source_lang: 'en', target_lang: 'fr' }] }]);
    expect(manifest.targets.de).toEqual({ style_id: de.style_id, lists: [{ name: 'Acme DE', style_id: de.style_id }], sources: { en: { glossary_ids: [terms], glossaries: [{ name: 'Acme Terms', glossary_id: terms }] } }, notes: [] });

    // `outputs` reads the same from the service, and sends no write.
    const mark = w.emu.log.length;
    const printed = await w.cli(['outputs']);
    expect(printed.code).toBe(0);
    expect(writes(w, mark)).toEqual([]);
    expect(manifestOf(printed.stdout)).toEqual(manifest);
  });

  it('after a rename keeps the id; after a replace names the id callers switch from and to', async () => {
    await w.cli(['apply', '--yes']);
    const before = listNamed(w, 'Acme DE');
    await w.write('styles/de.yaml', styleFile({ name: 'Acme German', style_id: before.style_id }));
    await w.write('styles/fr.yaml', styleFile({ name: 'Acme FR', language: 'it' }));
    const fr = listNamed(w, 'Acme FR');
    const applied = await w.cli(['apply', '--yes', '--allow-replace', '--outputs', 'outputs.json']);
    expect(applied.code).toBe(0);
    const now = listNamed(w, 'Acme FR');
    expect(now.style_id).not.toBe(fr.style_id);
    expect(applied.stdout).toContain(`-/+ Acme FR: ${fr.style_id} → ${now.style_id}`);
    const manifest = manifestOf(await w.read('outputs.json'));
    expect(manifest.lists[0]).toMatchObject({ name: 'Acme German', style_id: before.style_id, version: listNamed(w, 'Acme German').version });
    expect(manifest.lists[1]).toEqual({ name: 'Acme FR', file: 'styles/fr.yaml', style_id: now.style_id, language: 'it', version: now.version, replaced: { from: fr.style_id, to: now.style_id } });
    expect(manifest.targets.it.style_id).toBe(now.style_id);
    // The French dictionary still has no list serving it.
    expect(manifest.targets.fr.style_id).toBeNull();
  });

  it('lists every candidate when two lists serve a language or more than 5 glossaries hold a pair, and fills no request field then', async () => {
    await w.write('styles/de2.yaml', styleFile({ name: 'Acme DE formal' }));
    for (const n of [1, 2, 3, 4, 5]) await w.write(`glossaries/g${n}.yaml`, glossary(`Extra ${n}`, [['en', 'de']]));
    await w.cli(['apply', '--yes']);
    const printed = await w.cli(['outputs']);
    const target = manifestOf(printed.stdout).targets.de;
    expect(target.style_id).toBeNull();
    expect(target.lists.map((l: { name: string }) => l.name)).toEqual(['Acme DE', 'Acme DE formal']);
    expect(target.sources.en.glossary_ids).toBeNull();
    expect(target.sources.en.glossaries).toHaveLength(6);
    expect(target.notes).toEqual([expect.stringContaining('2 lists serve de'), expect.stringContaining('6 glossaries hold en→de')]);
  });
});

async function glossaryIds(w: World): Promise<string[]> {
  const ids = JSON.parse((await w.cli(['outputs'])).stdout).glossaries.map((g: { glossary_id: string }) => g.glossary_id);
  return ids;
}

describe('outputs --deepl-sync', () => {
  const SYNC = `# DeepL CLI settings, kept by hand
version: 1
source_locale: en
target_locales: [de, fr]
buckets: { json: { include: ["locales/en.json"] } }
translation:
  glossary: auto # DeepL's own glossaries
  formality: more
  locale_overrides:
    de:
      formality: less # customers expect "du"
`;

  it('sets style_id and glossary from the managed lists and glossaries, keeps comments and other keys, and writes nothing the second time', async () => {
    await w.write('.deepl-sync.yaml', SYNC.replace('glossary: auto', 'glossary: Old Terms'));
    await w.cli(['apply', '--yes']);
    const de = listNamed(w, 'Acme DE');
    const fr = listNamed(w, 'Acme FR');
    const [terms] = await glossaryIds(w);
    const mark = w.emu.log.length;
    const synced = await w.cli(['outputs', '--deepl-sync']);
    expect(synced.code).toBe(0);
    expect(writes(w, mark)).toEqual([]);
    expect(await w.read('.deepl-sync.yaml')).toBe(`# DeepL CLI settings, kept by hand
version: 1
source_locale: en
target_locales: [ de, fr ]
buckets: { json: { include: [ "locales/en.json" ] } }
translation:
  glossary: ${terms} # DeepL's own glossaries
  formality: more
  locale_overrides:
    de:
      formality: less # customers expect "du"
      style_id: ${de.style_id}
    fr:
      style_id: ${fr.style_id}
`);
    expect(synced.stdout).toContain(`translation.glossary: Old Terms → ${terms}`);
    const again = await w.cli(['outputs', '--deepl-sync']);
    expect(again.stdout).toContain('.deepl-sync.yaml is in step with the service; nothing written.');
  });

  it('leaves glossary: auto alone and says so; a hostile value of the file reaches the terminal escaped', async () => {
    await w.write('.deepl-sync.yaml', `${SYNC}    fr:\n      style_id: "\\e[31mold"\n`);
    await w.write('styles/de2.yaml', styleFile({ name: 'Acme DE formal' }));
    await w.cli(['apply', '--yes']);
    const synced = await w.cli(['outputs', '--deepl-sync']);
    expect(synced.stderr).toBe('');
    expectRun(synced, 0, { stdout: ['translation.glossary is "auto"', 'style_id for de: 2 lists serve it'] });
    expect(synced.stdout).toContain(`translation.locale_overrides.fr.style_id: \\u001b[31mold → ${listNamed(w, 'Acme FR').style_id}`);
    expect(synced.stdout).not.toContain('\u001b');
    const text = await w.read('.deepl-sync.yaml');
    expect(text).toContain('glossary: auto # DeepL');
    expect(parse(text).translation.locale_overrides.de).toEqual({ formality: 'less' });
  });

  it('plan says when the file is out of step (text, Markdown, JSON), never failing for it, and says nothing once it is in step', async () => {
    await w.write('.deepl-sync.yaml', SYNC);
    await w.cli(['apply', '--yes']);
    const de = listNamed(w, 'Acme DE');
    const text = await w.cli(['plan', '--detailed-exitcode']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`note: .deepl-sync.yaml is out of step with the service (translation.locale_overrides.de.style_id: (unset) → ${de.style_id};`);
    const markdown = await w.cli(['plan', '--format', 'markdown']);
    expect(markdown.stdout).toContain('> **Note:** .deepl-sync.yaml is out of step with the service');
    const json = JSON.parse((await w.cli(['plan', '--format', 'json'])).stdout);
    expect(json.deepl_sync.changes).toContainEqual({ path: 'translation.locale_overrides.de.style_id', from: null, to: de.style_id });

    await w.cli(['outputs', '--deepl-sync']);
    const after = await w.cli(['plan', '--format', 'json']);
    expect(JSON.parse(after.stdout).deepl_sync).toEqual({ file: '.deepl-sync.yaml', changes: [] });
    expect((await w.cli(['plan'])).stdout).not.toContain('deepl-sync');
  });
});

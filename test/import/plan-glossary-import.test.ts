import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DesiredGlossary, LiveGlossary } from '../../src/catalog/glossary.ts';
import { glossaryOwners, MAX_INLINE_ENTRIES, planGlossaryImport } from '../../src/import/plan-glossary-import.ts';

const terms = (n: number, prefix = 'term') => new Map(Array.from({ length: n }, (_, i) => [`${prefix} ${String(i).padStart(5, '0')}`, `Begriff ${i}`]));
const live = (glossary_id: string, name: string, sizes: Record<string, number> = { de: 2 }): LiveGlossary => ({
  glossary_id,
  name,
  dictionaries: Object.entries(sizes).map(([t, n]) => ({ source_lang: 'en', target_lang: t, entry_count: n })),
  entries: Object.entries(sizes).map(([t, n]) => ({ source_lang: 'en', target_lang: t, entries: terms(n) })),
});
const desired = (file: string, name: string, extra: Partial<DesiredGlossary> = {}): DesiredGlossary => ({
  file,
  name,
  state: 'present',
  dictionaries: [],
  origin: { file, line: 1, col: 1 },
  ...extra,
});

const root = '/repo';
const glossariesDir = join(root, 'glossaries');
const plan = (liveGlossaries: LiveGlossary[], opts: { desired?: DesiredGlossary[]; taken?: string[]; takenEntries?: string[] } = {}) =>
  planGlossaryImport({
    live: liveGlossaries,
    owners: glossaryOwners(liveGlossaries, opts.desired ?? []),
    desired: opts.desired ?? [],
    glossariesDir,
    root,
    taken: opts.taken ?? [],
    takenEntries: opts.takenEntries ?? [],
  });

describe('planGlossaryImport', () => {
  it('names files after the glossary (twins numbered), $schema to the repository schema, entries inline up to the limit', () => {
    const files = plan([live('1', 'Acme Terms', { de: MAX_INLINE_ENTRIES, fr: MAX_INLINE_ENTRIES + 1 }), live('2', 'Acme Terms'), live('3', '!!!')]);
    expect(files.map((f) => f.shown)).toEqual(['glossaries/acme-terms.yaml', 'glossaries/acme-terms-2.yaml', 'glossaries/glossary.yaml']);
    expect(files[0]!.content).toContain('$schema=../schema/glossary.schema.json');
    expect(files[0]!.content).toContain('term 00299: Begriff 299');
    expect(files[0]!.content).toContain('entries_file: terms/acme-terms-en-fr.tsv');
    expect(files[0]!.entriesFiles.map((f) => [f.shown, f.entries, f.overwrites])).toEqual([['glossaries/terms/acme-terms-en-fr.tsv', MAX_INLINE_ENTRIES + 1, false]]);
    expect(files[0]!.entriesFiles[0]!.content.split('\n')).toHaveLength(MAX_INLINE_ENTRIES + 2);
    expect(files[1]!.entriesFiles).toEqual([]);
  });

  it('moves long terms out of the file even under the term limit, so the file stays far below its size limit', () => {
    const long = new Map(Array.from({ length: 60 }, (_, i) => [`${i} ${'x'.repeat(1000)}`, 'y'.repeat(1000)]));
    const g: LiveGlossary = { ...live('1', 'Long'), entries: [{ source_lang: 'en', target_lang: 'de', entries: long }] };
    const [file] = plan([g]);
    expect(file!.entriesFiles).toHaveLength(1);
    expect(file!.content.length).toBeLessThan(1000);
  });

  it('never takes a stem or an entries file name already there', () => {
    const [file] = plan([live('1', 'Acme', { de: 400 })], { taken: ['ACME'], takenEntries: ['acme-2-en-de.tsv', 'README.md'] });
    expect(file!.shown).toBe('glossaries/acme-2.yaml');
    expect(file!.entriesFiles[0]!.shown).toBe('glossaries/terms/acme-2-en-de-2.tsv');
  });

  it('sends a managed glossary back to its file (by pin, then by name), reusing its TSV file for the pair', () => {
    const pinned = desired('glossaries/old-name.yaml', 'Old name', {
      glossary_id: '1',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: new Map(), entryOrigins: new Map(), origin: { file: '', line: 1, col: 1 }, entriesFile: 'glossaries/big/de.tsv' }],
    });
    const files = plan([live('1', 'Renamed', { de: 500, fr: 500 }), live('2', 'Named'), live('3', 'Named')], { desired: [pinned, desired('glossaries/named.yaml', 'Named')], taken: ['old-name', 'named'] });
    expect(files.map((f) => [f.glossary.glossary_id, f.shown, f.overwrites])).toEqual([
      ['1', 'glossaries/old-name.yaml', true],
      ['2', 'glossaries/named.yaml', true],
      // A second live glossary of a managed name is not that file's.
      ['3', 'glossaries/named-2.yaml', false],
    ]);
    expect(files[0]!.entriesFiles.map((f) => [f.shown, f.overwrites])).toEqual([
      ['glossaries/big/de.tsv', true],
      ['glossaries/terms/old-name-en-fr.tsv', false],
    ]);
    expect(files[0]!.content).toContain('entries_file: big/de.tsv');
  });

  it('language codes from the service cannot steer a file name out of the entries directory', () => {
    const g: LiveGlossary = { ...live('1', 'X'), entries: [{ source_lang: '../../etc', target_lang: 'de/..', entries: terms(400) }] };
    expect(plan([g])[0]!.entriesFiles[0]!.shown).toBe('glossaries/terms/x-etc-de.tsv');
  });
});

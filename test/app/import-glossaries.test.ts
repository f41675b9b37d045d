import { describe, expect, it } from 'vitest';
import { importGlossaries } from '../../src/app/import-glossaries.ts';
import { loadFlat } from '../config/flat-result.ts';
import { MAX_INLINE_ENTRIES } from '../../src/import/plan-glossary-import.ts';
import { planGlossaries } from '../../src/plan/glossary-plan.ts';
import { call } from '../emulator/helpers.ts';
import { AWKWARD_TERMS } from '../import/awkward-terms.ts';
import { KEY } from '../world/keys.ts';
import { useWorld } from './support.ts';

const { w, openValid } = useWorld();

async function seed(name: string, dictionaries: Record<string, Array<[string, string]>>): Promise<void> {
  const body = {
    name,
    dictionaries: Object.entries(dictionaries).map(([target_lang, entries]) => ({ source_lang: 'en', target_lang, entries: entries.map((e) => e.join('\t')).join('\n'), entries_format: 'tsv' })),
  };
  expect((await call(w().emu, 'POST', '/v3/glossaries', { body, key: KEY })).status).toBe(201);
}

describe('importGlossaries', () => {
  it('reads 1 + dictionaries, and the files it writes plan to zero writes against the live glossaries', async () => {
    const big = Array.from({ length: MAX_INLINE_ENTRIES * 3 }, (_, i): [string, string] => [`${AWKWARD_TERMS[i % AWKWARD_TERMS.length]} ${i}`, `#${i} "x"`]);
    await seed('Acme Terms', { de: AWKWARD_TERMS.map((t): [string, string] => [t, `${t}!`]), fr: big });
    await seed('Support', { ja: [['sign in', 'サインイン']] });
    const session = await openValid();
    const imported = await importGlossaries(session, { concurrency: 2 });
    expect(imported.requests).toBe(4);
    expect(imported.written.map((f) => [f.shown, f.entriesFiles.map((e) => e.shown)])).toEqual([
      ['glossaries/acme-terms.yaml', ['glossaries/terms/acme-terms-en-fr.tsv']],
      ['glossaries/support.yaml', []],
    ]);

    const { result } = await loadFlat({ cwd: w().dir });
    expect(result.errors).toEqual([]);
    const live = await session.api.readGlossaries((await session.api.listGlossaries()).value, 2);
    const plan = planGlossaries(result.glossaries, live.glossaries, { prune: true, ignore: [] });
    expect(plan.problems).toEqual([]);
    expect(plan.items).toEqual([]);
    expect(plan.requests).toBe(0);
    expect(plan.unchanged.sort()).toEqual(['Acme Terms', 'Support']);

    // And a second import finds both managed: only the listing is read.
    const again = await importGlossaries(await openValid(), { concurrency: 2 });
    expect([again.requests, again.written.length, again.kept.map((k) => k.file)]).toEqual([1, 0, ['glossaries/acme-terms.yaml', 'glossaries/support.yaml']]);
  });

  it('--force rewrites managed glossaries but never a tombstone', async () => {
    await seed('Keep', { de: [['a', 'b']] });
    await seed('Going', { de: [['c', 'd']] });
    await w().write('glossaries/keep.yaml', 'name: Keep\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      a: x\n');
    await w().write('glossaries/going.yaml', 'name: Going\nstate: absent\n');
    const imported = await importGlossaries(await openValid(), { force: true, concurrency: 2 });
    expect(imported.written.map((f) => [f.shown, f.overwrites])).toEqual([['glossaries/keep.yaml', true]]);
    expect(imported.kept.map((k) => k.file)).toEqual(['glossaries/going.yaml']);
    expect(await w().read('glossaries/going.yaml')).toBe('name: Going\nstate: absent\n');
    expect(await w().read('glossaries/keep.yaml')).toContain('a: b');
  });

  it('leaves a TBX entries file alone: without --force the glossary is kept; with it the file is rewritten from the service’s pairs and the TBX is no longer named', async () => {
    await seed('Termbase', { de: [['sign in', 'anmelden']] });
    const tbx = '<martif type="TBX-Basic"><text><body><termEntry><langSet xml:lang="en"><tig><term>sign in</term></tig></langSet><langSet xml:lang="de"><tig><term>anmelden</term></tig><tig><term>einloggen</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig></langSet></termEntry></body></text></martif>\n';
    await w().write('glossaries/terms/en-de.tbx', tbx);
    await w().write('glossaries/termbase.yaml', 'name: Termbase\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: terms/en-de.tbx\n');
    const kept = await importGlossaries(await openValid(), { concurrency: 2 });
    expect([kept.written.length, kept.kept.map((k) => k.file)]).toEqual([0, ['glossaries/termbase.yaml']]);
    const forced = await importGlossaries(await openValid(), { force: true, concurrency: 2 });
    expect(forced.written.map((f) => [f.shown, f.entriesFiles.map((e) => e.shown)])).toEqual([['glossaries/termbase.yaml', []]]);
    expect(await w().read('glossaries/terms/en-de.tbx')).toBe(tbx);
    expect(await w().read('glossaries/termbase.yaml')).not.toContain('en-de.tbx');
  });
});

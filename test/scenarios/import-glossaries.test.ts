import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { call } from '../emulator/helpers.ts';
import { AWKWARD_TERMS } from '../import/awkward-terms.ts';
import { MAX_INLINE_ENTRIES } from '../../src/import/plan-glossary-import.ts';
import { KEY } from '../world/keys.ts';
import { ACME_DE_LIVE, requests } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

const w = worldEach();

type Entries = Array<[string, string]>;

/** Creates a live glossary through the emulator's own route, over HTTP. */
async function seedGlossary(name: string, dictionaries: Record<string, Entries>): Promise<string> {
  const body = {
    name,
    dictionaries: Object.entries(dictionaries).map(([pair, entries]) => {
      const [source_lang, target_lang] = pair.split('-');
      return { source_lang, target_lang, entries: entries.map(([s, t]) => `${s}\t${t}`).join('\n'), entries_format: 'tsv' };
    }),
  };
  const answer = await call(w.emu, 'POST', '/v3/glossaries', { body, key: KEY });
  expect(answer.status).toBe(201);
  return (answer.body as { glossary_id: string }).glossary_id;
}

const awkward: Entries = AWKWARD_TERMS.map((t, i) => [t, `${AWKWARD_TERMS[(i + 3) % AWKWARD_TERMS.length]} ${i}`]);
const termbase = (n: number): Entries => Array.from({ length: n }, (_, i) => [`term ${i} "#${i}"`, `terme ${i}`]);
const glossaryReads = (from: number) => requests(w.emu).slice(from).filter((r) => r.includes('glossaries'));

describe('import of glossaries', () => {
  it('writes a pinned file per live glossary (a TSV beside it for a large dictionary), and a plan right after shows no changes', async () => {
    w.emu.seed([ACME_DE_LIVE]);
    const acme = await seedGlossary('Acme Terms', { 'en-de': awkward, 'en-fr': termbase(MAX_INLINE_ENTRIES + 700) });
    await seedGlossary('Support Terms', { 'en-ja': [['sign in', 'サインイン']] });
    // A preview copy of a translate check running elsewhere: never imported.
    await seedGlossary('stylesync-preview 1234 Acme Terms', { 'en-de': [['a', 'b']] });

    const r = await w.cli(['import']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(await w.files('glossaries')).toEqual(['acme-terms.yaml', 'support-terms.yaml', 'terms']);
    expect(await w.files('glossaries/terms')).toEqual(['acme-terms-en-fr.tsv']);
    expect(r.stdout).toContain(`+ glossaries/acme-terms.yaml  (Acme Terms, glossary_id ${acme}, 2 dictionaries)`);
    expect(r.stdout).toContain('+ glossaries/terms/acme-terms-en-fr.tsv  (its en→fr entries, 1,000 terms)');
    expect(r.stdout).toContain('Imported 1 list into styles and 2 glossaries into glossaries.');
    // 1 + dictionaries: the listing, then the entries of the three dictionaries imported.
    expect(glossaryReads(0).filter((q) => q.startsWith('GET'))).toHaveLength(4);

    const text = await w.read('glossaries/acme-terms.yaml');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../schema/glossary.schema.json');
    const doc = parse(text);
    expect(doc.glossary_id).toBe(acme);
    expect(doc.dictionaries[1]).toEqual({ source_language: 'en', target_language: 'fr', entries_file: 'terms/acme-terms-en-fr.tsv' });
    expect(Object.entries(doc.dictionaries[0].entries).sort()).toEqual([...awkward].sort());

    const mark = w.emu.log.length;
    const plan = await w.cli(['plan', '--detailed-exitcode']);
    expect(plan.stderr).not.toMatch(/error|warning/i);
    expect(plan.code).toBe(0);
    const sent = requests(w.emu).slice(mark);
    // The plan did compare the glossaries: the listing and the three dictionaries read, nothing written.
    expect(sent.filter((q) => q.includes('glossaries'))).toEqual(['GET /v3/glossaries', ...Array(3).fill('GET /v3/glossaries/:glossary_id/entries')]);
    expect(sent.filter((q) => !q.startsWith('GET'))).toEqual([]);
    expect((await w.cli(['fmt', '--check'])).code).toBe(0);
  });

  it('leaves glossaries a file manages alone, reading no entries, and --force rewrites them from the live state', async () => {
    w.emu.seed([ACME_DE_LIVE]);
    const id = await seedGlossary('Acme Terms', { 'en-de': [['sign in', 'anmelden']], 'en-fr': termbase(MAX_INLINE_ENTRIES + 1) });
    expect((await w.cli(['import'])).code).toBe(0);
    await w.write('glossaries/acme-terms.yaml', (await w.read('glossaries/acme-terms.yaml')).replace('anmelden', 'einloggen'));
    await w.write('glossaries/terms/acme-terms-en-fr.tsv', 'only\tthis\n');
    const drifted = await w.cli(['plan', '--detailed-exitcode']);
    expect(drifted.code).toBe(2);

    const mark = w.emu.log.length;
    const again = await w.cli(['import']);
    expectRun(again, 0, { stdout: ['= glossaries/acme-terms.yaml  (Acme Terms: already managed, not overwritten)'] });
    expect(glossaryReads(mark)).toEqual(['GET /v3/glossaries']);
    expect(await w.read('glossaries/acme-terms.yaml')).toContain('einloggen');

    const forced = await w.cli(['import', '--force', '--format', 'json']);
    expect(forced.code).toBe(0);
    const doc = JSON.parse(forced.stdout);
    expect(doc.glossaries).toEqual([
      {
        file: 'glossaries/acme-terms.yaml',
        name: 'Acme Terms',
        glossary_id: id,
        action: 'overwritten',
        entries_files: [{ file: 'glossaries/terms/acme-terms-en-fr.tsv', source_lang: 'en', target_lang: 'fr', entries: MAX_INLINE_ENTRIES + 1 }],
      },
    ]);
    expect(doc.files_written).toEqual(expect.arrayContaining(['glossaries/acme-terms.yaml', 'glossaries/terms/acme-terms-en-fr.tsv']));
    expect(await w.read('glossaries/acme-terms.yaml')).toContain('sign in: anmelden');
    expect((await w.read('glossaries/terms/acme-terms-en-fr.tsv')).split('\n')).toHaveLength(MAX_INLINE_ENTRIES + 2);
    expect((await w.cli(['plan', '--detailed-exitcode'])).code).toBe(0);
  });

  it('--only lists reads no glossary, --only glossaries no list', async () => {
    w.emu.seed([ACME_DE_LIVE]);
    await seedGlossary('Acme Terms', { 'en-de': [['sign in', 'anmelden']] });
    let mark = w.emu.log.length;
    expect((await w.cli(['import', '--only', 'lists'])).code).toBe(0);
    expect(glossaryReads(mark)).toEqual([]);
    expect(await w.files('glossaries')).toEqual([]);
    mark = w.emu.log.length;
    const r = await w.cli(['import', '--only', 'glossaries', '--quiet']);
    expect(r.stdout).toBe('Imported 1 glossary into glossaries. `stylesync plan` shows how the files compare with the service.\n');
    expect(requests(w.emu).slice(mark).filter((q) => q.includes('style_rules'))).toEqual([]);
    expect(await w.files('glossaries')).toEqual(['acme-terms.yaml']);
  });

  it('both by default: one line for lists and glossaries; twins get a file each and a name of their own, said in a note', async () => {
    w.emu.seed([ACME_DE_LIVE]);
    await seedGlossary('Twin', { 'en-de': [['a', 'b']] });
    await seedGlossary('Twin', { 'en-fr': [['a', 'c']] });
    const r = await w.cli(['import']);
    expectRun(r, 0, { stdout: ['Imported 1 list into styles and 2 glossaries into glossaries.'] });
    expect(await w.files('glossaries')).toEqual(['twin-2.yaml', 'twin.yaml']);
    expect(r.stderr).toMatch(/note: glossaries\/twin-2\.yaml: the live glossary "Twin" \(glossary_id [^)]+\) is written as "Twin \(2\)"/);
  });

  it('never writes a glossary holding the API key, names it masked, and exits 1', async () => {
    await seedGlossary('Leaky', { 'en-de': [['key', KEY]] });
    await seedGlossary('Fine', { 'en-de': [['a', 'b']] });
    const r = await w.cli(['import']);
    expect(r.code).toBe(1);
    expect(await w.files('glossaries')).toEqual(['fine.yaml']);
    expect(r.stderr).toContain('the live glossary "Leaky"');
    expect(r.stderr).toContain('holds the API key in en→de entries');
  });

  it('a hostile glossary name reaches the terminal escaped and the file system as a slug', async () => {
    // The service refuses control characters in names; a bidi override and a path it takes.
    await seedGlossary('../../etc/passwd\u202e ::error::x', { 'en-de': [['a', 'b']] });
    const r = await w.cli(['import', '--only', 'glossaries']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/\u202e/);
    expect(await w.files('glossaries')).toEqual(['etc-passwd-error-x.yaml']);
  });

  it('says so when the service holds neither lists nor glossaries', async () => {
    const r = await w.cli(['import']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('The service holds no style rule lists and no glossaries; nothing to import.\n');
  });
});

describe('import of glossaries, when something is wrong', () => {
  it('refuses while a glossary file has errors (it may manage a live glossary), writing nothing', async () => {
    await w.write('glossaries/broken.yaml', 'name: [unclosed\n');
    await seedGlossary('Acme Terms', { 'en-de': [['a', 'b']] });
    const r = await w.cli(['import']);
    expectRun(r, 1, { stderr: ['glossaries/broken.yaml'] });
    expect(await w.files('glossaries')).toEqual(['broken.yaml']);
  });

  it('says which list files were written when the glossaries cannot be read', async () => {
    w.emu.seed([ACME_DE_LIVE]);
    // Four 500s: the first try and its three retries.
    w.emu.addFault({ method: 'GET', route: '/v3/glossaries', kind: 'status', status: 500, count: 4 });
    const r = await w.cli(['import']);
    expectRun(r, 1, { stderr: ['1 list file was written before the glossaries failed; `stylesync import --only lists` imports lists alone.'] });
    expect(await w.files('styles')).toEqual(['acme-de.yaml']);
  });
});

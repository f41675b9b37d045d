import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/apply/record-file.ts';
import { ACME_DE_FILES } from '../world/files.ts';
import { entriesOf, requests } from '../world/service.ts';
import { worldEach } from '../world/world.ts';

// Applying glossaries (issue #19) through the CLI against the emulator over
// 127.0.0.1: plan, apply, and a plan right after that is empty; each kind of
// change costs the requests the issue names, and every write is on record.

const ACME = (de: Record<string, string>, extra = '', name = 'Acme Terms', head = '') => `${head}name: ${name}
dictionaries:
  - source_language: en
    target_language: de
    entries:
${Object.entries(de)
  .map(([s, t]) => `      ${s}: ${t}`)
  .join('\n')}
${extra}`;
const FR = `  - source_language: en
    target_language: fr
    entries:
      sign in: se connecter
`;
const DE = { 'sign in': 'anmelden', 'Acme Cloud': 'Acme Cloud' };

const w = worldEach({ files: { ...ACME_DE_FILES } });

const glossaryWrites = (from: number) =>
  requests(w.emu)
    .slice(from)
    .filter((r) => r.includes('/v3/glossaries') && !r.startsWith('GET'));

/** `apply --yes` with a record; then a plan that must show nothing more. Returns the glossary writes sent and the record's glossary entries. */
async function applyAndConverge(argv: string[] = []) {
  const mark = w.emu.log.length;
  const applied = await w.cli(['apply', '--yes', '--record', 'record.jsonl', '--ids-out', 'ids.json', ...argv]);
  expect(applied.stderr).toBe('');
  expect(applied.code).toBe(0);
  const sent = glossaryWrites(mark);
  const record = parseRecord(await w.read('record.jsonl'), 'record.jsonl').entries;
  const again = await w.cli(['plan', '--detailed-exitcode', ...argv.filter((a) => a === '--prune')]);
  expect(again.code).toBe(0);
  return { applied, sent, record: entriesOf(record, 'glossary'), lists: entriesOf(record, 'list'), ids: JSON.parse(await w.read('ids.json')) as Record<string, unknown> };
}

const stored = () => Object.fromEntries(w.emu.glossaries().map((g) => [g.name, Object.fromEntries(g.dictionaries.map((d) => [`${d.source_lang}→${d.target_lang}`, d.entries]))]));

describe('apply with glossary files', () => {
  it('creates the glossary with one POST beside the list; the record, progress, report and ids name it; a plan after is empty', async () => {
    await w.write('glossaries/acme.yaml', ACME(DE, FR));
    const { applied, sent, record, lists, ids } = await applyAndConverge();
    expect(sent).toEqual(['POST /v3/glossaries']);
    const id = w.emu.glossaries()[0]!.glossary_id;
    expect(stored()).toEqual({ 'Acme Terms': { 'en→de': 'sign in\tanmelden\nAcme Cloud\tAcme Cloud', 'en→fr': 'sign in\tse connecter' } });
    expect(record).toEqual([
      expect.objectContaining({ glossary: 'Acme Terms', file: 'glossaries/acme.yaml', operation: 'create_glossary', glossary_id: id, entry_count_after: 3, outcome: 'applied', target: null, base_url: w.emu.url }),
    ]);
    expect(record[0]!.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(lists.map((r) => r.operation)).toEqual(['create_list']);
    expect(applied.stdout).toContain(`+ glossary Acme Terms: POST glossary → glossary_id ${id}, 3 entries (trace `);
    expect(applied.stdout).toContain(`  + glossary Acme Terms: glossary_id ${id}`);
    expect(applied.stdout).toContain('Apply complete: 2 writes to 1 list and 1 glossary.');
    // One object per kind, and the format's version (issue #28).
    expect(ids).toEqual({ format_version: 2, lists: { 'Acme DE': w.emu.lists()[0]!.style_id }, glossaries: { 'Acme Terms': id } });
  });

  it('adds and changes terms with one PATCH each, removes one with one PUT after a TSV backup', async () => {
    await w.write('glossaries/acme.yaml', ACME(DE, FR));
    await applyAndConverge();

    await w.write('glossaries/acme.yaml', ACME({ ...DE, dashboard: 'Übersicht' }, FR));
    const added = await applyAndConverge();
    expect(added.sent).toEqual(['PATCH /v3/glossaries/:glossary_id']);
    expect(added.record).toEqual([expect.objectContaining({ operation: 'patch_glossary', source_lang: 'en', target_lang: 'de', entry_count_after: 3 })]);

    await w.write('glossaries/acme.yaml', ACME({ ...DE, dashboard: 'Dashboard' }, FR));
    expect((await applyAndConverge()).sent).toEqual(['PATCH /v3/glossaries/:glossary_id']);

    await w.write('glossaries/acme.yaml', ACME({ 'sign in': 'anmelden', dashboard: 'Dashboard' }, FR));
    const removed = await applyAndConverge();
    expect(removed.sent).toEqual(['PUT /v3/glossaries/:glossary_id/dictionaries']);
    expect(stored()['Acme Terms']!['en→de']).toBe('sign in\tanmelden\ndashboard\tDashboard');
    const backup = removed.record[0]!.backup as string;
    expect(backup).toMatch(/^\.stylesync\/backups\/glossary-[\w-]+-/);
    expect(removed.applied.stdout).toContain(`PUT dictionary en→de → 2 entries (glossary backed up to ${backup} first)`);
    expect(await w.read(join(backup, 'en-de.tsv'))).toBe('sign in\tanmelden\nAcme Cloud\tAcme Cloud\ndashboard\tDashboard\n');
    expect(await w.read(join(backup, 'en-fr.tsv'))).toBe('sign in\tse connecter\n');
  });

  it('adds a dictionary with a PUT and removes one with a DELETE; renames through the pin, merged into the PATCH of terms', async () => {
    await w.write('glossaries/acme.yaml', ACME(DE));
    const { ids } = await applyAndConverge();
    const id = (ids.glossaries as Record<string, string>)['Acme Terms'] as string;

    await w.write('glossaries/acme.yaml', ACME(DE, FR));
    expect((await applyAndConverge()).sent).toEqual(['PUT /v3/glossaries/:glossary_id/dictionaries']);

    await w.write('glossaries/acme.yaml', ACME(DE));
    const dropped = await applyAndConverge();
    expect(dropped.sent).toEqual(['DELETE /v3/glossaries/:glossary_id/dictionaries']);
    expect(dropped.record[0]).toMatchObject({ operation: 'delete_dictionary', source_lang: 'en', target_lang: 'fr', backup: expect.stringMatching(/glossary-/) });

    await w.write('glossaries/acme.yaml', ACME({ ...DE, logout: 'abmelden' }, '', 'Acme Product Terms', `glossary_id: ${id}\n`));
    const renamed = await applyAndConverge();
    expect(renamed.sent).toEqual(['PATCH /v3/glossaries/:glossary_id']);
    expect(renamed.record[0]).toMatchObject({ glossary: 'Acme Product Terms', renamed_from: 'Acme Terms', glossary_id: id, source_lang: 'en' });
    expect(renamed.ids.glossaries).toEqual({ 'Acme Product Terms': id });
  });

  it('deletes a tombstoned glossary after a backup, and prunes an unmanaged one only with --prune', async () => {
    await w.write('glossaries/acme.yaml', ACME(DE, FR));
    await w.write('glossaries/old.yaml', ACME({ hello: 'hallo' }, '', 'Old Terms'));
    await applyAndConverge();

    await w.write('glossaries/acme.yaml', 'name: Acme Terms\nstate: absent\n');
    const tomb = await applyAndConverge();
    expect(tomb.sent).toEqual(['DELETE /v3/glossaries/:glossary_id']);
    expect(tomb.record[0]).toMatchObject({ operation: 'delete_glossary', glossary: 'Acme Terms', outcome: 'applied' });
    const backup = tomb.record[0]!.backup as string;
    expect(JSON.parse(await readFile(join(w.dir, backup, 'glossary.json'), 'utf8'))).toMatchObject({ name: 'Acme Terms', dictionaries: [{ entries_file: 'en-de.tsv' }, { entries_file: 'en-fr.tsv' }] });
    expect(Object.keys(stored())).toEqual(['Old Terms']);

    // Old Terms' file goes: without --prune it stays on the service, with --prune it is deleted.
    await rm(join(w.dir, 'glossaries/old.yaml'));
    const kept = await applyAndConverge();
    expect(kept.sent).toEqual([]);
    expect(Object.keys(stored())).toEqual(['Old Terms']);
    const pruned = await applyAndConverge(['--prune', '--allow-deletes', '1']);
    expect(pruned.sent).toEqual(['DELETE /v3/glossaries/:glossary_id']);
    expect(pruned.record[0]).toMatchObject({ glossary: 'Old Terms', operation: 'delete_glossary', backup: expect.stringMatching(/glossary-/) });
    expect(w.emu.glossaries()).toEqual([]);
  });

  it('applies a saved plan (`plan --out`, `apply plan.json`), backing up from a fresh read, with the glossary writes in --format json', async () => {
    await w.write('glossaries/acme.yaml', ACME(DE, FR));
    await applyAndConverge();
    await w.write('glossaries/acme.yaml', ACME({ 'sign in': 'anmelden' }));
    expect((await w.cli(['plan', '--out', 'plan.json'])).code).toBe(0);
    const mark = w.emu.log.length;
    const r = await w.cli(['apply', 'plan.json', '--format', 'json', '--ids-out', 'ids.json']);
    expect(r.code).toBe(0);
    expect(glossaryWrites(mark)).toEqual(['PUT /v3/glossaries/:glossary_id/dictionaries', 'DELETE /v3/glossaries/:glossary_id/dictionaries']);
    const doc = JSON.parse(r.stdout);
    expect(doc.complete).toBe(true);
    expect(doc.glossaries).toEqual([expect.objectContaining({ name: 'Acme Terms', action: 'update', status: 'applied', applied: 2, skipped: 0 })]);
    expect(doc.records.map((e: { operation: string }) => e.operation)).toEqual(['put_dictionary', 'delete_dictionary']);
    // One backup for the glossary, made before its first losing write, listed once.
    expect(doc.files_written).toEqual(['ids.json', doc.records[0].backup]);
    expect(doc.records[1].backup).toBe(doc.records[0].backup);
    expect(await w.read(join(doc.records[0].backup, 'en-de.tsv'))).toBe('sign in\tanmelden\nAcme Cloud\tAcme Cloud\n');
    expect((await w.cli(['plan', '--detailed-exitcode'])).code).toBe(0);
  });

  it('--format json lists the records in completion order, and the backups in files_written the lists\' first, as before', async () => {
    await w.write('glossaries/acme.yaml', ACME(DE, FR));
    await applyAndConverge();
    // The glossary loses a term (a PUT, backed up first) and its fr dictionary (a DELETE); the list goes (a DELETE,
    // backed up first). At concurrency 1 the glossary, with more writes left, sends first, so its backup is made first.
    await w.write('glossaries/acme.yaml', ACME({ 'sign in': 'anmelden' }));
    await w.write('styles/de.yaml', 'name: Acme DE\nstate: absent\n');
    const r = await w.cli(['apply', '--yes', '--format', 'json', '--concurrency', '1']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.records.map((e: { operation: string }) => e.operation)).toEqual(['put_dictionary', 'delete_list', 'delete_dictionary']);
    const [glossaryBackup, listBackup] = [doc.records[0].backup, doc.records[1].backup];
    expect(glossaryBackup).toMatch(/glossary-/);
    expect(listBackup).toBeDefined();
    expect(doc.files_written).toEqual([listBackup, glossaryBackup]);
  });

  it('a failed glossary write fails the run (exit 1) without stopping the list, and a re-run converges', async () => {
    await w.write('glossaries/acme.yaml', ACME(DE, FR));
    // A 500 is unclear: the create is looked for, not found, sent again, and fails again.
    w.emu.addFault({ method: 'POST', route: '/v3/glossaries', kind: 'status', status: 500, count: 2 });
    const failed = await w.cli(['apply', '--yes', '--record', 'record.jsonl']);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/! glossary Acme Terms: POST glossary failed: /);
    expect(failed.stdout).toContain('Apply incomplete: 1 applied, 1 of 1 list and 1 glossary failed, 0 skipped.');
    expect(w.emu.lists().map((l) => l.name)).toEqual(['Acme DE']);
    const record = parseRecord(await w.read('record.jsonl'), 'record.jsonl').entries;
    expect(entriesOf(record, 'glossary')).toEqual([expect.objectContaining({ glossary: 'Acme Terms', outcome: 'failed', glossary_id: null, error: expect.stringMatching(/\S/) })]);
    await applyAndConverge();
    expect(Object.keys(stored())).toEqual(['Acme Terms']);
  });
});

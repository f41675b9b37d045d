import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackupWriter } from '../../src/apply/backup.ts';
import { glossaryKind } from '../../src/apply/kinds.ts';
import type { LiveGlossary } from '../../src/catalog/glossary.ts';
import { GLOSSARY } from '../../src/emulator/glossaries.ts';
import type { LiveClient } from '../../src/live/client.ts';
import { renderProgress } from '../../src/report/apply-progress.ts';
import { useEmulator } from '../world/service.ts';
import { client, clock, desired, emulator, glossaryRequests, type GlossarySendOptions, planNow, sendGlossaries, stored, tempDir } from '../world/apply.ts';

// Glossary writes (sendPlan) against the emulator over HTTP: plans made by planGlossaries
// from files and the service as read, sent, then planned again to prove the
// writes reached exactly the files' state.

const emu = useEmulator(emulator);
let api: LiveClient;
let backups: { dir: string; cleanup: () => Promise<void> };
beforeEach(async () => {
  api = client(emu.url);
  backups = await tempDir();
});
afterEach(async () => {
  await backups.cleanup();
});

function options(live: readonly LiveGlossary[], overrides: Partial<GlossarySendOptions> = {}): GlossarySendOptions & { lines: string[] } {
  const lines: string[] = [];
  const read = new Map(live.map((g) => [g.glossary_id, g]));
  return {
    concurrency: 4,
    now: clock(),
    onProgress: (event) => lines.push(renderProgress(event)),
    backup: createBackupWriter(glossaryKind.backup, { dir: backups.dir, root: backups.dir, now: clock() }),
    snapshot: (id) => read.get(id),
    lines,
    ...overrides,
  };
}

const ACME = { 'en→de': { 'sign in': 'anmelden', 'Acme Cloud': 'Acme Cloud' }, 'en→fr': { 'sign in': 'se connecter' } };

/** Creates ACME through the apply itself, so each test starts from a glossary made the way users make it. */
async function seedAcme(): Promise<string> {
  const { plan, live } = await planNow(api, [desired('Acme Terms', ACME)]);
  const result = await sendGlossaries(plan, api, options(live));
  return result.glossaries[0]!.glossary_id as string;
}

/** Plans, applies, and checks that planning again finds nothing to do. */
async function converge(files: Parameters<typeof planNow>[1], planOptions: Parameters<typeof planNow>[2] = {}) {
  const { plan, live } = await planNow(api, files, planOptions);
  const from = emu.log.length;
  const opts = options(live);
  const result = await sendGlossaries(plan, api, opts);
  const requests = glossaryRequests(emu, from);
  const again = await planNow(api, files, planOptions);
  expect(again.plan.items).toEqual([]);
  return { plan, result, requests, lines: opts.lines };
}

describe('glossary writes against the emulator', () => {
  it('creates a glossary with every dictionary in one POST, and records its new id and entry count', async () => {
    const { result, requests, lines } = await converge([desired('Acme Terms', ACME)]);
    expect(requests).toEqual(['POST /v3/glossaries 201']);
    const id = emu.glossaries()[0]!.glossary_id;
    expect(result.glossaries).toEqual([{ name: 'Acme Terms', file: 'glossaries/acme-terms.yaml', action: 'create', glossary_id: id, status: 'applied', applied: 1, skipped: 0 }]);
    expect(result.records).toEqual([
      expect.objectContaining({ glossary: 'Acme Terms', operation: 'create_glossary', glossary_id: id, entry_count_after: 3, outcome: 'applied', trace_id: expect.stringMatching(/\S/) }),
    ]);
    expect(result.records[0]).not.toHaveProperty('list');
    expect(lines[0]).toMatch(new RegExp(`^\\+ glossary Acme Terms: POST glossary → glossary_id ${id}, 3 entries \\(trace `));
  });

  it('adds terms with one PATCH carrying just those terms, and changes a term with one PATCH', async () => {
    await seedAcme();
    const added = await converge([desired('Acme Terms', { ...ACME, 'en→de': { ...ACME['en→de'], dashboard: 'Übersicht' } })]);
    expect(added.requests).toEqual(['PATCH /v3/glossaries/:glossary_id 200']);
    expect(added.plan.items[0]!.writes).toEqual([{ kind: 'patch_glossary', dictionary: { source_lang: 'en', target_lang: 'de', entries: [['dashboard', 'Übersicht']] } }]);
    expect(added.result.records[0]).toMatchObject({ operation: 'patch_glossary', source_lang: 'en', target_lang: 'de', entry_count_after: 3 });

    const changed = await converge([desired('Acme Terms', { ...ACME, 'en→de': { ...ACME['en→de'], dashboard: 'Dashboard' } })]);
    expect(changed.requests).toEqual(['PATCH /v3/glossaries/:glossary_id 200']);
    expect(stored(emu)['Acme Terms']!['en→de']).toBe('sign in\tanmelden\nAcme Cloud\tAcme Cloud\ndashboard\tDashboard');
    expect(changed.lines).toEqual([expect.stringMatching(/^~ glossary Acme Terms: PATCH terms en→de → 3 entries \(trace /)]);
  });

  it('removes a term with one PUT of the whole dictionary, after saving every dictionary as read in TSV', async () => {
    const id = await seedAcme();
    const { result, requests } = await converge([desired('Acme Terms', { ...ACME, 'en→de': { 'sign in': 'anmelden' } })]);
    expect(requests).toEqual(['PUT /v3/glossaries/:glossary_id/dictionaries 200']);
    expect(stored(emu)['Acme Terms']!['en→de']).toBe('sign in\tanmelden');
    const record = result.records[0]!;
    expect(record).toMatchObject({ operation: 'put_dictionary', source_lang: 'en', target_lang: 'de', entry_count_after: 1 });
    expect(record.backup).toMatch(new RegExp(`^glossary-${id}-`));
    const dir = join(backups.dir, record.backup as string);
    expect((await readdir(dir)).sort()).toEqual(['en-de.tsv', 'en-fr.tsv', 'glossary.json']);
    expect(await readFile(join(dir, 'en-de.tsv'), 'utf8')).toBe('sign in\tanmelden\nAcme Cloud\tAcme Cloud\n');
    expect(JSON.parse(await readFile(join(dir, 'glossary.json'), 'utf8'))).toMatchObject({
      stylesync_backup: 1,
      glossary_id: id,
      name: 'Acme Terms',
      dictionaries: [
        { source_lang: 'en', target_lang: 'de', entry_count: 2, entries_file: 'en-de.tsv' },
        { source_lang: 'en', target_lang: 'fr', entry_count: 1, entries_file: 'en-fr.tsv' },
      ],
    });
  });

  it('adds a dictionary with a PUT (no backup: nothing is lost) and removes one with a DELETE after a backup', async () => {
    await seedAcme();
    const withIt = await converge([desired('Acme Terms', { ...ACME, 'en→it': { 'sign in': 'accedi' } })]);
    expect(withIt.requests).toEqual(['PUT /v3/glossaries/:glossary_id/dictionaries 200']);
    expect(withIt.result.records[0]).not.toHaveProperty('backup');

    const without = await converge([desired('Acme Terms', { 'en→de': ACME['en→de'] })]);
    expect(without.requests).toEqual(['DELETE /v3/glossaries/:glossary_id/dictionaries 204', 'DELETE /v3/glossaries/:glossary_id/dictionaries 204']);
    expect(Object.keys(stored(emu)['Acme Terms']!)).toEqual(['en→de']);
    // One backup for the glossary, named by both deletes: it holds every dictionary as read before the first.
    const [first, second] = without.result.records;
    expect(first!.backup).toBeDefined();
    expect(second!.backup).toBe(first!.backup);
    expect((await readdir(join(backups.dir, first!.backup as string))).sort()).toEqual(['en-de.tsv', 'en-fr.tsv', 'en-it.tsv', 'glossary.json']);
  });

  it('merges a rename into the next PATCH of terms (one request), or sends it alone', async () => {
    const id = await seedAcme();
    // A rename needs the pin: by name alone, a new name is a new glossary.
    const both = await converge([desired('Acme Product Terms', { ...ACME, 'en→de': { ...ACME['en→de'], logout: 'abmelden' } }, { glossary_id: id })]);
    expect(both.requests).toEqual(['PATCH /v3/glossaries/:glossary_id 200']);
    expect(both.result.records[0]).toMatchObject({ glossary: 'Acme Product Terms', renamed_from: 'Acme Terms', source_lang: 'en', entry_count_after: 3 });
    expect(both.lines[0]).toContain('PATCH name (was "Acme Terms") and terms en→de → 3 entries');

    const alone = await converge([desired('Acme', { ...ACME, 'en→de': { ...ACME['en→de'], logout: 'abmelden' } }, { glossary_id: id })]);
    expect(alone.requests).toEqual(['PATCH /v3/glossaries/:glossary_id 200']);
    expect(alone.result.records[0]).toMatchObject({ glossary: 'Acme', renamed_from: 'Acme Product Terms', entry_count_after: null });
    expect(alone.result.records[0]).not.toHaveProperty('source_lang');
    expect(Object.keys(stored(emu))).toEqual(['Acme']);
  });

  it('deletes a tombstoned glossary after a backup, and prunes an unmanaged one', async () => {
    await seedAcme();
    const { plan: other, live } = await planNow(api, [desired('Old Terms', { 'en→es': { hello: 'hola' } })]);
    await sendGlossaries(other, api, options(live));

    const tomb = await converge([desired('Acme Terms', {}, { state: 'absent' }), desired('Old Terms', { 'en→es': { hello: 'hola' } })]);
    expect(tomb.requests).toEqual(['DELETE /v3/glossaries/:glossary_id 204']);
    expect(tomb.result.records[0]).toMatchObject({ glossary: 'Acme Terms', operation: 'delete_glossary', entry_count_after: null, backup: expect.stringMatching(/^glossary-/) });
    expect(tomb.lines[0]).toMatch(/^- glossary Acme Terms: DELETE glossary → deleted \(backup glossary-/);
    expect(Object.keys(stored(emu))).toEqual(['Old Terms']);

    const pruned = await converge([], { prune: true });
    expect(pruned.requests).toEqual(['DELETE /v3/glossaries/:glossary_id 204']);
    expect(pruned.result.glossaries).toMatchObject([{ name: 'Old Terms', action: 'delete', glossary_id: null, status: 'applied' }]);
    expect(emu.glossaries()).toEqual([]);
  });

  it('records a delete that found the glossary gone already, without failing', async () => {
    await seedAcme();
    const { plan, live } = await planNow(api, [desired('Acme Terms', {}, { state: 'absent' })]);
    await api.deleteGlossary(live[0]!);
    const result = await sendGlossaries(plan, api, options(live));
    expect(result.glossaries[0]!.status).toBe('applied');
    expect(result.records[0]).toMatchObject({ operation: 'delete_glossary', outcome: 'applied', already_gone: true });
  });

  it('a failed write stops its own glossary only: later writes of it are skipped, other glossaries carry on', async () => {
    await seedAcme();
    const files = [desired('Acme Terms', { 'en→de': { ...ACME['en→de'], new: 'neu' } }), desired('Beta', { 'en→de': { a: 'b' } })];
    const { plan, live } = await planNow(api, files);
    expect(plan.items[0]!.writes.map((w) => w.kind)).toEqual(['patch_glossary', 'delete_dictionary']);
    emu.addFault({ method: 'PATCH', route: GLOSSARY, kind: 'status', status: 500, count: 1 });
    const result = await sendGlossaries(plan, api, options(live, { concurrency: 1 }));
    expect(result.glossaries.map((g) => [g.name, g.status, g.applied, g.skipped])).toEqual([
      ['Acme Terms', 'failed', 0, 1],
      ['Beta', 'applied', 1, 0],
    ]);
    expect(result.glossaries[0]!.failure).toMatchObject({ message: expect.stringContaining('Acme Terms'), hint: expect.stringMatching(/\S/) });
    expect(result.records.map((r) => [r.glossary, r.operation, r.outcome])).toEqual([
      ['Acme Terms', 'patch_glossary', 'failed'],
      ['Beta', 'create_glossary', 'applied'],
    ]);
    // The dictionary delete after the failed PATCH was never sent.
    expect(Object.keys(stored(emu)['Acme Terms']!)).toEqual(['en→de', 'en→fr']);
  });

  it('a backup that cannot be written stops the delete it guards, and nothing of that glossary is lost', async () => {
    await seedAcme();
    const { plan, live } = await planNow(api, [desired('Acme Terms', {}, { state: 'absent' })]);
    const from = emu.log.length;
    const result = await sendGlossaries(plan, api, options(live, { backup: () => Promise.reject(new Error('EACCES: permission denied')) }));
    expect(result.glossaries[0]).toMatchObject({ status: 'failed', failure: { message: expect.stringContaining('could not write the backup of glossary "Acme Terms"') } });
    expect(result.glossaries[0]!.failure!.message).toContain('EACCES');
    expect(glossaryRequests(emu, from)).toEqual([]);
    expect(Object.keys(stored(emu))).toEqual(['Acme Terms']);
  });

  it('sends nothing more once stopped (Ctrl+C): the glossary is `stopped` with what was not sent', async () => {
    await seedAcme();
    const { plan, live } = await planNow(api, [desired('Acme Terms', { 'en→de': { ...ACME['en→de'], new: 'neu' } }), desired('Beta', { 'en→de': { a: 'b' } })]);
    let stop = false;
    const result = await sendGlossaries(plan, api, options(live, { concurrency: 1, stopped: () => stop, onProgress: () => void (stop = true) }));
    expect(result.interrupted).toBe(true);
    expect(result.records.map((r) => r.operation)).toEqual(['patch_glossary']);
    expect(result.glossaries.map((g) => [g.name, g.status, g.applied, g.skipped])).toEqual([
      ['Acme Terms', 'stopped', 1, 1],
      ['Beta', 'stopped', 0, 1],
    ]);
  });

  it('stops every glossary sending when the record cannot be kept, and throws that failure', async () => {
    const full = new Error('ENOSPC: no space left on device');
    const { plan, live } = await planNow(api, [desired('A', { 'en→de': { a: 'b' } }), desired('B', { 'en→de': { a: 'b' } })]);
    const run = sendGlossaries(plan, api, options(live, { concurrency: 1, onRecord: () => { throw full; } }));
    await expect(run).rejects.toBe(full);
    expect(emu.glossaries().map((g) => g.name)).toEqual(['A']);
  });
});

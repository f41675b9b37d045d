import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackupWriter } from '../../src/apply/backup.ts';
import { chain } from '../../src/apply/chain.ts';
import { sendChains } from '../../src/apply/send-plan.ts';
import type { LiveClient } from '../../src/live/client.ts';
import { planSection } from '../../src/plan/plan-section.ts';
import { useEmulator } from '../world/service.ts';
import { client, clock, emulator, stored, tempDir } from '../world/apply.ts';
import { PREFIX, readTermSets, termSetBackup, termSetKind, termSetWrites, type DesiredTermSet, type LiveTermSet } from '../world/third-kind.ts';

// A kind defined only in the tests (test/world/third-kind.ts) plugs into the
// pipeline: the generic section planner plans it, the one chain and pool send
// it against the emulator over HTTP, and a plan made again is empty.

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

const set = (name: string, terms: Record<string, string>): DesiredTermSet => ({ file: `sets/${name}.yaml`, name, state: 'present', source_lang: 'en', target_lang: 'de', terms });
const planNow = async (desired: DesiredTermSet[]) => {
  const live = await readTermSets(api);
  return { live, plan: planSection(termSetKind, desired, live, { prune: true, ignore: ['Kept*'] }) };
};
const send = (items: Parameters<typeof termSetWrites.items>[0][], live: readonly LiveTermSet[]) => {
  const copies = { backup: createBackupWriter(termSetBackup, { dir: backups.dir, root: backups.dir, now: clock() }), snapshot: (id: string) => live.find((l) => l.set_id === id) };
  return sendChains({ concurrency: 2, now: clock() }, (run) => [items.map((item) => chain(termSetWrites, termSetWrites.items(item, api), copies, run))]);
};

describe('a third kind, defined only in the tests', () => {
  it('plans through the generic planner, applies through the chain and the pool, then plans empty', async () => {
    const pair = [{ source_lang: 'en', target_lang: 'de' }];
    await api.createGlossary('Team terms', [{ ...pair[0]!, entries: [['cloud', 'Cloud']] }]);
    await api.createGlossary(`${PREFIX}Update me`, [{ ...pair[0]!, entries: [['a', '1'], ['gone', 'weg']] }]);
    await api.createGlossary(`${PREFIX}Old`, [{ ...pair[0]!, entries: [['x', 'y']] }]);
    await api.createGlossary(`${PREFIX}Kept by ignore`, [{ ...pair[0]!, entries: [['k', 'k']] }]);
    const desired = [set('New', { hello: 'hallo' }), set('Update me', { a: '2', b: '3' })];

    const { plan, live } = await planNow(desired);
    expect(plan.items.map((i) => [i.action, i.name])).toEqual([
      ['create', 'New'],
      ['update', 'Update me'],
      ['delete', 'Old'],
    ]);
    expect(plan.summary).toEqual({ create: 1, update: 1, delete: 1 });
    expect(plan.unmanaged.map((u) => [u.name, u.ignored])).toEqual([['Kept by ignore', true]]);
    expect(plan.fingerprint.absent_names).toEqual(['New']);

    const sent = await send(plan.items, live);
    expect(sent.totals).toEqual({ applied: 3, failed: 0, skipped: 0 });
    expect(sent.records.map((r) => ('glossary' in r ? [r.glossary, r.operation, r.outcome] : r)).sort()).toEqual([
      ['New', 'create_glossary', 'applied'],
      ['Old', 'delete_glossary', 'applied'],
      ['Update me', 'put_dictionary', 'applied'],
    ]);
    const [outcomes] = sent.chains;
    expect(outcomes.find((c) => c.outcome.name === 'New')?.outcome.glossary_id).toMatch(/\S/);

    expect(stored(emu)).toEqual({
      'Team terms': { 'en→de': 'cloud\tCloud' },
      [`${PREFIX}New`]: { 'en→de': 'hello\thallo' },
      [`${PREFIX}Update me`]: { 'en→de': 'a\t2\nb\t3' },
      [`${PREFIX}Kept by ignore`]: { 'en→de': 'k\tk' },
    });
    // The two writes that lost terms were backed up first, from the copies read for this run.
    const saved = await Promise.all((await readdir(backups.dir)).map(async (f) => JSON.parse(await readFile(join(backups.dir, f), 'utf8')) as { term_set: LiveTermSet }));
    expect(saved.map((b) => [b.term_set.name, b.term_set.terms]).sort()).toEqual([
      ['Old', { x: 'y' }],
      ['Update me', { a: '1', gone: 'weg' }],
    ]);

    const again = await planNow(desired);
    expect(again.plan.items).toEqual([]);
    expect(again.plan.unchanged).toEqual(['New', 'Update me']);
    expect(again.plan.problems).toEqual([]);
  });
});

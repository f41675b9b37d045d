import { describe, expect, it } from 'vitest';
import { recordItem } from '../../src/apply/result.ts';
import { sendPlan } from '../../src/apply/send-plan.ts';
import type { LiveGlossary } from '../../src/catalog/glossary.ts';
import type { LiveList } from '../../src/catalog/types.ts';
import { GLOSSARY } from '../../src/emulator/glossaries.ts';
import type { Plan } from '../../src/plan/types.ts';
import { useEmulator } from '../world/service.ts';
import { body, client, clock, desired, emulator, listPlan, plan, planNow, sendGlossaries } from '../world/apply.ts';

// Lists and glossaries in one apply, against the emulator over HTTP: one pool
// of writes for both kinds, so a glossary waits for no list.

const emu = useEmulator(emulator);

const ACME = { 'en→de': { 'sign in': 'anmelden' }, 'en→fr': { 'sign in': 'se connecter' } };
/** Acme Terms gains a term in en→de and loses en→fr: a PATCH, then a dictionary delete (a chain of 2). */
const EDITED = [desired('Acme Terms', { 'en→de': { 'sign in': 'anmelden', new: 'neu' } })];

/** A list rename (1 write) and the Acme Terms edit (2 writes) in one plan, with what it was made against. */
async function mixed(): Promise<{ whole: Plan; list: LiveList; live: LiveGlossary[] }> {
  const seeded = await planNow(client(emu.url), [desired('Acme Terms', ACME)]);
  await sendGlossaries(seeded.plan, client(emu.url), { concurrency: 1, now: clock(), backup: async () => 'unused', snapshot: () => undefined });
  const [list] = emu.seed([body('Acme DE')]) as [LiveList];
  const { plan: glossaryPlan, live } = await planNow(client(emu.url), EDITED);
  expect(glossaryPlan.items[0]!.writes.map((w) => w.kind)).toEqual(['patch_glossary', 'delete_dictionary']);
  return { whole: { ...plan([listPlan(list, [{ kind: 'rename_list', from: 'Acme DE', to: 'Acme DE 2' }])]), glossaries: glossaryPlan }, list, live };
}

function options(live: readonly LiveGlossary[], concurrency: number) {
  const read = new Map(live.map((g) => [g.glossary_id, g]));
  return {
    concurrency,
    now: clock(),
    backup: async (l: LiveList) => `backup-of-${l.style_id}`,
    snapshot: () => undefined,
    glossaries: { backup: async (g: LiveGlossary) => `backup-of-${g.glossary_id}`, snapshot: (id: string) => read.get(id) },
  };
}

describe('sendPlan, lists and glossaries together', () => {
  it('hands each free slot to the chain with the most writes left, whichever its kind (--concurrency 1: one write at a time)', async () => {
    const { whole, list, live } = await mixed();
    const from = emu.log.length;
    const result = await sendPlan(whole, client(emu.url), options(live, 1));
    // The glossary's chain of 2 goes first; then, with one write left each, the list before the glossary (plan order).
    const writes = emu.log.slice(from).filter((e) => e.method !== 'GET');
    const what = (route: string) => (route === GLOSSARY ? 'glossary' : route.startsWith('/v3/style_rules') ? 'list' : 'dictionary');
    expect(writes.map((e) => `${e.method} ${what(e.route)}`)).toEqual([
      'PATCH glossary',
      'PATCH list',
      'DELETE dictionary',
    ]);
    // One record list, in the order the writes were answered, whatever their kind.
    expect(result.records.map((r) => [recordItem(r).name, r.operation])).toEqual([
      ['Acme Terms', 'patch_glossary'],
      ['Acme DE', 'rename_list'],
      ['Acme Terms', 'delete_dictionary'],
    ]);
    expect(result.totals).toEqual({ applied: 3, failed: 0, skipped: 0 });
    expect(emu.lists().find((l) => l.style_id === list.style_id)?.name).toBe('Acme DE 2');
  });

  it("a failed glossary write stops that glossary only: the list's writes go on, and the totals count both kinds", async () => {
    const { whole, list, live } = await mixed();
    emu.addFault({ method: 'PATCH', route: GLOSSARY, kind: 'status', status: 500, count: 1 });
    const result = await sendPlan(whole, client(emu.url), options(live, 2));
    expect(result.glossaries?.map((g) => [g.name, g.status, g.applied, g.skipped])).toEqual([['Acme Terms', 'failed', 0, 1]]);
    expect(result.lists.map((l) => [l.name, l.status, l.applied])).toEqual([['Acme DE', 'applied', 1]]);
    expect(result.totals).toEqual({ applied: 1, failed: 1, skipped: 1 });
    expect(result.interrupted).toBeUndefined();
    expect(emu.lists().find((l) => l.style_id === list.style_id)?.name).toBe('Acme DE 2');
  });

  it('refuses a plan that writes a glossary when its caller gave no glossary copies, before any write of either kind', async () => {
    const { whole, live } = await mixed();
    const { glossaries: _none, ...withoutCopies } = options(live, 2);
    const from = emu.log.length;
    await expect(sendPlan(whole, client(emu.url), withoutCopies)).rejects.toMatchObject({ code: 'internal', message: 'the plan writes glossary "Acme Terms" but apply was given no glossary backups' });
    expect(emu.log.slice(from).filter((e) => e.method !== 'GET')).toEqual([]);
  });
});

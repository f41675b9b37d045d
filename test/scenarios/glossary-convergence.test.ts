import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackupWriter } from '../../src/apply/backup.ts';
import { glossaryKind } from '../../src/apply/kinds.ts';
import { planGlossariesLive } from '../../src/app/glossary-plan-live.ts';
import type { DesiredGlossary } from '../../src/catalog/glossary.ts';
import { desired as want, sendGlossaries, type Dicts } from '../world/apply.ts';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';
import { FAULT_KINDS, faultMix } from '../../src/emulator/fault-mix.ts';
import { GLOSSARY_DICTIONARIES } from '../../src/emulator/glossaries.ts';
import { createClient, type LiveClient } from '../../src/live/client.ts';
import type { GlossarySection } from '../../src/plan/types.ts';
import { MAX_RERUNS, rerunUnderFaults, seedCount } from './convergence.ts';

/**
 * Glossaries under the convergence suite's fault mix (issue #19,
 * "Convergence"): 20% of requests meet a 429, 500, 503, reset, late landing
 * or hang, on every run. Glossary files change 10 of 12 live glossaries
 * (creates, merged terms, removed terms, a rename, a new and a dropped
 * dictionary, tombstones); apply runs, then reruns until a plan made on a
 * healthy service is empty. No duplicate may be left, every glossary must hold
 * exactly its file's terms, the unmanaged glossary is untouched, and no write
 * reaches the service that the run's plan did not show.
 */

const KEY = 'sk-glossary-convergence-KEY-51c0a7';
const LATE_LANDING_MS = 900;
// `npm test` runs three seeds; `npm run test:faults` (STYLESYNC_FAULT_SEEDS) runs more.
const SEEDS = Array.from({ length: seedCount(3) }, (_, i) => 2013 + i * 13);

const terms = (prefix: string, n: number): Record<string, string> => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix} ${i}`, `${prefix}-de ${i}`]));

const wire = (dicts: Dicts) =>
  Object.entries(dicts).map(([pair, entries]) => {
    const [source_lang, target_lang] = pair.split('→') as [string, string];
    return { source_lang, target_lang, entries: Object.entries(entries) };
  });

/** The live account and the files: 12 live glossaries, 10 of them changed by the files, 1 unmanaged; 3 created. */
async function account(client: LiveClient): Promise<DesiredGlossary[]> {
  const base = (i: number): Dicts => ({ 'en→de': terms(`term${i}`, 20), 'en→fr': terms(`mot${i}`, 5) });
  const ids: string[] = [];
  for (let i = 0; i < 11; i++) ids.push((await client.createGlossary(`G${i}`, wire(base(i)))).value.glossary_id);
  await client.createGlossary('Hand kept', wire({ 'en→es': { hello: 'hola' } }));
  const desired = [
    want('G0', base(0)),
    want('G1', base(1)),
    want('G2', { ...base(2), 'en→de': { ...base(2)['en→de'], added: 'hinzu', 'term2 0': 'changed' } }),
    want('G3', { ...base(3), 'en→de': { ...base(3)['en→de'], added: 'hinzu' } }),
    want('G4', { ...base(4), 'en→de': terms('term4', 12) }),
    want('G5', { 'en→de': terms('term5', 19), 'en→fr': base(5)['en→fr']! }),
    want('G6 renamed', { ...base(6), 'en→de': { ...base(6)['en→de'], logout: 'abmelden' } }, { glossary_id: ids[6] as string }),
    want('G7', { ...base(7), 'en→it': { hello: 'ciao' } }),
    want('G8', { 'en→de': base(8)['en→de']! }),
    want('G9', {}, { state: 'absent' }),
    want('G10', {}, { state: 'absent' }),
  ];
  for (let i = 0; i < 3; i++) desired.push(want(`New ${i}`, { 'en→de': terms(`new${i}`, 3 + i), 'en→fr': terms(`neu${i}`, 2) }));
  return desired;
}

/** `METHOD path` of every write the plan shows; a create may be sent twice after an unclear answer, still the same write. */
function plannedWrites(plan: GlossarySection): Set<string> {
  const writes = new Set<string>();
  for (const g of plan.items) {
    const path = `/v3/glossaries/${g.glossary_id ?? ''}`;
    for (const write of g.writes) {
      if (write.kind === 'create_glossary') writes.add('POST /v3/glossaries');
      else if (write.kind === 'patch_glossary') writes.add(`PATCH ${path}`);
      else if (write.kind === 'put_dictionary') writes.add(`PUT ${path}/dictionaries`);
      else if (write.kind === 'delete_dictionary') writes.add(`DELETE ${path}/dictionaries`);
      else writes.add(`DELETE ${path}`);
    }
  }
  return writes;
}

// One request at a time, reads and writes: the emulator draws a seed's faults in the order requests arrive, and at
// concurrency 4 that order (so which write met which fault) moved with the machine's load: seed 2039 needed 3 reruns
// in one CI run and 1 in every other. Sequential, the seed alone decides, and a failure reproduces. Writes sent
// concurrently under the same fault mix stay covered by the lists' suite (convergence.ts), through the same scheduler.
const planOptions = { prune: false, ignore: [], concurrency: 1, safety: { thresholds: { max_deletes: 10, max_delete_percent: 50 } } };

async function convergeSeed(seed: number) {
  const emu: RunningEmulator = await startEmulator({ port: 0, randomSeed: seed, apiKeys: [{ key: KEY }], glossaryQuota: 100 });
  const root = await mkdtemp(join(tmpdir(), 'stylesync-glossary-convergence-'));
  try {
    const healthy = createClient({ baseUrl: emu.url, apiKey: KEY });
    const desired = await account(healthy);
    const handKept = emu.glossaries().find((g) => g.name === 'Hand kept');
    const { reruns, unplanned } = await rerunUnderFaults(emu, KEY, {
      // In the first run every PUT also fails for good (500 on every attempt), so each seed needs a rerun to converge.
      faults: (run) => [
        ...(run === 0 ? [{ method: 'PUT', route: GLOSSARY_DICTIONARIES, kind: 'status' as const, status: 500 as const }] : []),
        ...faultMix({ rate: 0.2, lateLandingMs: LATE_LANDING_MS, retryAfterSeconds: 1 }),
      ],
      async apply(client, allow) {
        const { plan, live } = await planGlossariesLive(desired, client, planOptions);
        allow(plannedWrites(plan));
        if (plan.problems.length === 0) {
          const byId = new Map(live.filter((g) => Array.isArray(g.entries)).map((g) => [g.glossary_id, g]));
          await sendGlossaries(plan, client, {
            concurrency: planOptions.concurrency,
            now: () => new Date().toISOString(),
            backup: createBackupWriter(glossaryKind.backup, { dir: join(root, 'backups'), root, now: () => new Date().toISOString() }),
            snapshot: (id) => byId.get(id),
          });
        }
      },
      async converged() {
        const after = await planGlossariesLive(desired, healthy, planOptions);
        return after.plan.items.length === 0 && after.plan.problems.length === 0;
      },
    });
    const faults = new Set(emu.log.flatMap((e) => (e.fault ? [e.fault === 'status' ? String(e.status) : e.fault === 'latency' ? 'late landing' : e.fault] : [])));
    return { reruns, unplanned, faults, final: emu.glossaries(), handKept, desired };
  } finally {
    await emu.close();
    await rm(root, { recursive: true, force: true });
  }
}

describe('glossaries converge under a 20% fault mix', () => {
  const seen = new Set<string>();
  const lines: string[] = [];
  let reran = false;
  for (const seed of SEEDS) {
    it(`seed ${seed}: 10 changed glossaries converge in at most ${MAX_RERUNS} reruns, no duplicates, exactly the files' terms, nothing unplanned`, async () => {
      const outcome = await convergeSeed(seed);
      for (const f of outcome.faults) seen.add(f);
      reran ||= outcome.reruns > 0;
      lines.push(`seed ${seed}: ${outcome.reruns} reruns, faults ${[...outcome.faults].sort().join(', ')}`);
      expect(outcome.reruns).toBeLessThanOrEqual(MAX_RERUNS);
      expect(outcome.unplanned).toEqual([]);
      const names = outcome.final.map((g) => g.name);
      expect(new Set(names).size).toBe(names.length);
      const expected = outcome.desired.filter((g) => g.state === 'present').map((g) => g.name);
      expect([...names].sort()).toEqual([...expected, 'Hand kept'].sort());
      for (const g of outcome.desired.filter((d) => d.state === 'present')) {
        const live = outcome.final.find((f) => f.name === g.name)!;
        const want = Object.fromEntries(g.dictionaries.map((d) => [`${d.source_lang}→${d.target_lang}`, [...d.entries].map(([s, t]) => `${s}\t${t}`).sort()]));
        const have = Object.fromEntries(live.dictionaries.map((d) => [`${d.source_lang}→${d.target_lang}`, d.entries.split('\n').sort()]));
        expect(have, g.name).toEqual(want);
      }
      expect(outcome.final.find((g) => g.name === 'Hand kept')).toEqual(outcome.handKept);
    }, 60_000);
  }

  it('met every kind of fault over the seeds, and needed reruns in some (or it proved little)', () => {
    process.stdout.write(`${lines.join('\n')}\n`);
    expect([...seen].sort()).toEqual([...FAULT_KINDS].sort());
    expect(reran).toBe(true);
    expect(lines.every((line) => !line.includes(' 0 reruns'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { Rng } from '../../src/emulator/rng.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { expectConverged } from '../world/service.ts';
import { type CliRun, worldEach } from '../world/world.ts';

/**
 * Issue 8, section 2: two `apply --yes` runs started together against one
 * account. The service has no lock; whatever the interleaving, one more run
 * converges to one list per name and one instruction per label, holding
 * exactly what the files say (no update lost), and the plan after it is empty.
 */

const w = worldEach();

const FR_RULES = { punctuation: { quotation_mark: 'use_guillemets' } };
const tone = { label: 'Tone', prompt: 'Use the formal register (Sie).' };
const brand = { label: 'Brand', prompt: 'Never translate "Acme".' };
const legal = { label: 'Legal', prompt: 'Keep legal terms in English.' };

/** What the files declare, as the emulator should end up holding it. */
const DESIRED = [
  { name: 'New DE', language: 'de', rules: DE_RULES, instructions: [tone, brand] },
  { name: 'New FR', language: 'fr', rules: FR_RULES, instructions: [brand] },
  { name: 'Both touch', language: 'de', rules: DE_RULES, instructions: [tone, legal] },
  { name: 'Instructions only', language: 'de', rules: {}, instructions: [brand, legal] },
];

async function setUp(): Promise<void> {
  w.emu.seed([
    // Drifted rules, a reworded and a stray instruction: both runs update it.
    {
      name: 'Both touch',
      language: 'de',
      configured_rules: FR_RULES,
      custom_instructions: [
        { ...tone, prompt: 'Use the informal register.', source_language: 'en' },
        { label: 'Stray', prompt: 'Added in the web UI.', source_language: 'en' },
      ],
    },
    // Missing two instructions: both runs POST them.
    { name: 'Instructions only', language: 'de', configured_rules: {}, custom_instructions: [] },
  ]);
  for (const [i, list] of DESIRED.entries()) await w.write(`styles/list-${i}.yaml`, styleFile(list));
}

/** Exactly one live list per declared name, holding what its file says. */
function expectDesiredState(): void {
  const live = w.emu.lists();
  expect(live.map((l) => l.name).sort()).toEqual(DESIRED.map((d) => d.name).sort());
  for (const want of DESIRED) {
    const have = live.find((l) => l.name === want.name) as LiveList;
    expect(have.language).toBe(want.language);
    expect(have.configured_rules).toEqual(want.rules);
    expect(have.custom_instructions.map((i) => `${i.label}: ${i.prompt}`).sort()).toEqual(want.instructions.map((i) => `${i.label}: ${i.prompt}`).sort());
  }
}

/** A name or, within a list, a label held more than once. */
function hasCopies(): boolean {
  const live = w.emu.lists();
  const names = live.map((l) => l.name);
  if (new Set(names).size !== names.length) return true;
  return live.some((l) => new Set(l.custom_instructions.map((i) => i.label)).size !== l.custom_instructions.length);
}

/** Timings tried: `STYLESYNC_CONCURRENCY_ROUNDS` (npm run test:faults sets 40), else 12. */
const ROUNDS = Number(process.env.STYLESYNC_CONCURRENCY_ROUNDS) > 0 ? Number(process.env.STYLESYNC_CONCURRENCY_ROUNDS) : 12;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two applies at once', () => {
  it(`converge with one more run over ${ROUNDS} timings, and leave nothing lost or doubled`, async () => {
    const rng = new Rng(8);
    let raced = 0;
    for (let round = 0; round < ROUNDS; round++) {
      w.emu.reset();
      await setUp();
      // Different timings each round: a head start for one run, and jittered service latency.
      const headStart = Math.floor(rng.next() * 40);
      for (const ms of [3, 7, 15]) w.emu.addFault({ kind: 'latency', latencyMs: ms, probability: rng.next() * 0.6 });
      const first = w.cli(['apply', '--yes', '--concurrency', String(1 + (round % 4))]);
      const second = (async (): Promise<CliRun> => {
        await sleep(headStart);
        return w.cli(['apply', '--yes', '--concurrency', String(4 - (round % 4))]);
      })();
      const runs = await Promise.all([first, second]);
      // Neither run fails: what one finds already done by the other (a delete answered 404) is reported, not an error.
      for (const run of runs) expect(run.code, run.stdout + run.stderr).toBe(0);
      w.emu.clearFaults();
      if (hasCopies()) raced++;

      const rerun = await w.cli(['apply', '--yes']);
      expect(rerun.code, rerun.stdout + rerun.stderr).toBe(0);
      expectDesiredState();
      await expectConverged(w);
    }
    // The rounds did race: some left copies behind for the rerun to remove (else this test would prove nothing).
    expect(raced).toBeGreaterThan(0);
  }, 120_000);

  it('two runs of one saved plan end the same way', async () => {
    await setUp();
    const saved = await w.cli(['plan', '--out', 'plan.json']);
    expect(saved.code).toBe(0);
    const runs = await Promise.all([w.cli(['apply', 'plan.json']), w.cli(['apply', 'plan.json'])]);
    // A run may also refuse the saved plan, writing nothing, once it sees the other's writes.
    for (const run of runs) expect([0, 1], run.stdout + run.stderr).toContain(run.code);
    const rerun = await w.cli(['apply', '--yes']);
    expect(rerun.code, rerun.stdout + rerun.stderr).toBe(0);
    expectDesiredState();
    await expectConverged(w);
  });
});

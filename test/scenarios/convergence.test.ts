import { describe, expect, it } from 'vitest';
import { FAULT_KINDS } from '../../src/emulator/fault-mix.ts';
import { convergeSeed, MAX_RERUNS, seedCount, type SeedOutcome } from './convergence.ts';

/**
 * Issue 8's convergence suite. `npm test` runs a few seeds; `npm run
 * test:faults` runs 20. Each seed: 30 changed lists under a 20% fault mix
 * (429 with Retry-After, 500, 503, resets, late landings, hangs) on every
 * run. It must converge in at most 2 reruns with no duplicate, no lost
 * instruction and no write that a plan did not show.
 */

const SEEDS = Array.from({ length: seedCount(6) }, (_, i) => 1000 + i * 7);
const outcomes: SeedOutcome[] = [];

describe('convergence under a 20% fault mix', () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: 30 changed lists converge in at most ${MAX_RERUNS} reruns, no duplicates, nothing lost, nothing unplanned`, async () => {
      const outcome = await convergeSeed(seed);
      outcomes.push(outcome);
      expect(outcome.changed).toBe(30);
      expect(Object.keys(outcome.faults).length).toBeGreaterThan(0);
      expect(outcome.stateProblems).toEqual([]);
      expect(outcome.duplicates).toBe(0);
      expect(outcome.lostInstructions).toBe(0);
      expect(outcome.unplannedWrites).toEqual([]);
      expect(outcome.reruns).toBeLessThanOrEqual(MAX_RERUNS);
    }, 60_000);
  }

  it('met every kind of fault in the mix over the seeds, and needed reruns in some (or it proved little)', () => {
    const seen = new Set(outcomes.flatMap((o) => Object.keys(o.faults)));
    expect([...seen].sort()).toEqual([...FAULT_KINDS].sort());
    expect(outcomes.some((o) => o.reruns > 0)).toBe(true);
    const lines = outcomes.map((o) => `seed ${o.seed}: ${o.reruns} reruns, ${o.requests} requests, faults ${JSON.stringify(o.faults)}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  });
});

import { describe, expect, it } from 'vitest';
import { FAULT_KINDS, faultMix } from '../../src/emulator/fault-mix.ts';
import { FaultBook } from '../../src/emulator/faults.ts';
import { Rng } from '../../src/emulator/rng.ts';

describe('faultMix', () => {
  it('spreads the rate evenly over 429 with Retry-After, 500, 503, reset, late landing and hang', () => {
    const rules = faultMix({ rate: 0.2, lateLandingMs: 600, retryAfterSeconds: 2 });
    expect(rules.map((r) => (r.kind === 'status' ? String(r.status) : r.kind === 'latency' ? 'late landing' : r.kind))).toEqual([...FAULT_KINDS]);
    expect(rules[0]).toMatchObject({ retryAfterSeconds: 2 });
    expect(rules[4]).toMatchObject({ latencyMs: 600 });
    expect(new Set(rules.map((r) => r.probability)).size).toBe(1);
  });

  it('hits about the asked share of requests in the emulator, the same way for one seed', () => {
    const count = (seed: number) => {
      const book = new FaultBook(new Rng(seed));
      for (const rule of faultMix({ rate: 0.2, lateLandingMs: 600 })) book.add(rule);
      let hit = 0;
      for (let i = 0; i < 20_000; i++) {
        const decision = book.decide('POST', '/v3/style_rules');
        if (decision.terminal || decision.delayed) hit++;
      }
      return hit;
    };
    const hits = count(5);
    expect(hits / 20_000).toBeGreaterThan(0.18);
    expect(hits / 20_000).toBeLessThan(0.22);
    expect(count(5)).toBe(hits);
  });

  it('refuses a rate outside 0 to below 1', () => {
    expect(() => faultMix({ rate: 1, lateLandingMs: 1 })).toThrow('rate');
    expect(() => faultMix({ rate: -0.1, lateLandingMs: 1 })).toThrow('rate');
  });
});

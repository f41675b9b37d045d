import { describe, expect, it } from 'vitest';
import { pool } from '../../src/apply/pool.ts';

describe('pool', () => {
  it('never runs more than `concurrency` workers at once and keeps input order', async () => {
    let inFlight = 0;
    let peak = 0;
    const gates: Array<() => void> = [];
    const run = pool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise<void>((resolve) => gates.push(resolve));
      inFlight--;
      return n * 10;
    });
    // Release workers one by one, in reverse order of arrival, until all are done.
    while (gates.length > 0 || inFlight > 0) {
      await new Promise((r) => setImmediate(r));
      gates.pop()?.();
    }
    expect(await run).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(peak).toBe(3);
  });

  it('treats a concurrency below one as one', async () => {
    let inFlight = 0;
    let peak = 0;
    await pool([1, 2, 3], 0, async () => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setImmediate(r));
      inFlight--;
    });
    expect(peak).toBe(1);
  });
});

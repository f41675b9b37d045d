import { describe, expect, it } from 'vitest';
import { limiter } from '../../src/util/limiter.ts';

describe('limiter', () => {
  it('never has more than the bound in flight, even when tasks finish while others queue', async () => {
    const limit = limiter(3);
    let running = 0;
    let peak = 0;
    const task = async (ms: number) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return ms;
    };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => limit(() => task(i % 4))));
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i % 4));
    expect(peak).toBe(3);
  });

  it('starts tasks in the order they are handed in and answers each caller with its own result', async () => {
    const limit = limiter(3);
    const started: number[] = [];
    const gates: Array<() => void> = [];
    const run = Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((n) =>
        limit(async () => {
          started.push(n);
          await new Promise<void>((resolve) => gates.push(resolve));
          return n * 10;
        }),
      ),
    );
    // Release tasks one by one, in reverse order of arrival, until all are done.
    while (started.length < 7 || gates.length > 0) {
      await new Promise((r) => setImmediate(r));
      gates.pop()?.();
    }
    expect(await run).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(started.slice(0, 3)).toEqual([1, 2, 3]);
    expect([...started].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('treats a bound below one as one', async () => {
    const limit = limiter(0);
    let running = 0;
    let peak = 0;
    await Promise.all(
      [1, 2, 3].map(() =>
        limit(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setImmediate(r));
          running--;
        }),
      ),
    );
    expect(peak).toBe(1);
  });

  it('passes a failure to its caller and frees the slot', async () => {
    const limit = limiter(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit(async () => 'next')).toBe('next');
  });
});

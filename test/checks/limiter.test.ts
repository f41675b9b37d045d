import { describe, expect, it } from 'vitest';
import { limiter } from '../../src/checks/limiter.ts';

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

  it('passes a failure to its caller and frees the slot', async () => {
    const limit = limiter(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit(async () => 'next')).toBe('next');
  });
});

import { describe, expect, it } from 'vitest';
import { fitBytes } from '../../src/action/summary-limit.ts';

describe('fitBytes', () => {
  it('shrinks the character budget until the UTF-8 bytes fit', () => {
    // Each character is 3 bytes in UTF-8: a character budget alone would overshoot threefold.
    const render = (max: number) => '語'.repeat(Math.min(10_000, max));
    const text = fitBytes(render, 6_000);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(6_000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(5_000);
  });

  it('keeps text that already fits whole', () => {
    expect(fitBytes(() => 'short', 100)).toBe('short');
  });
});

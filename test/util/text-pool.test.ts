import { describe, expect, it } from 'vitest';
import { textPool } from '../../src/util/text-pool.ts';

// Strings compare by value, so which copy is kept shows only in when a copy is made: once per distinct text.
describe('textPool', () => {
  it('makes its own copy of a text once, and gives that copy back for every equal text', () => {
    const pool = textPool();
    const copied: string[] = [];
    const own = (text: string) => {
      copied.push(text);
      return text;
    };
    const prompt = 'Keep the brand names in English and use the formal register.';
    expect(pool.share(prompt.slice(0), own)).toBe(prompt);
    expect(pool.share(`${prompt.slice(0, 10)}${prompt.slice(10)}`, own)).toBe(prompt);
    expect(pool.share(prompt)).toBe(prompt);
    expect(pool.share('Another text', own)).toBe('Another text');
    expect(copied).toEqual([prompt, 'Another text']);
  });
});

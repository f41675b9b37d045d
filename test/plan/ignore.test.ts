import { describe, expect, it } from 'vitest';
import { ignoreMatcher } from '../../src/plan/ignore.ts';

describe('ignoreMatcher', () => {
  it('matches nothing without patterns', () => {
    expect(ignoreMatcher([])('anything')).toBe(false);
  });

  it('treats * as any run of characters, including none, over the whole name', () => {
    const ignored = ignoreMatcher(['tmp-*', '*-scratch', 'a*b']);
    expect(['tmp-', 'tmp-1', 'x-scratch', '-scratch', 'ab', 'a-long-b'].filter(ignored)).toEqual(['tmp-', 'tmp-1', 'x-scratch', '-scratch', 'ab', 'a-long-b']);
    expect(['my-tmp-1', 'x-scratch-2', 'ab-', 'xab', 'tmp'].filter(ignored)).toEqual([]);
  });

  it('is case-sensitive', () => {
    expect(ignoreMatcher(['Legacy*'])('legacy list')).toBe(false);
    expect(ignoreMatcher(['Legacy*'])('Legacy list')).toBe(true);
  });

  it('takes every other character literally', () => {
    const ignored = ignoreMatcher(['Q&A [beta]?', 'v1.0 (old)']);
    expect(ignored('Q&A [beta]?')).toBe(true);
    expect(ignored('Q&A b?')).toBe(false);
    expect(ignored('v1.0 (old)')).toBe(true);
    expect(ignored('v1x0 (old)')).toBe(false);
  });

  it('lets * span line breaks and astral characters', () => {
    expect(ignoreMatcher(['a*z'])('a\n😀z')).toBe(true);
  });
});

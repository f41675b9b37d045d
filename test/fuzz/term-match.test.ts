import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { containsTerm } from '../../src/catalog/term-match.ts';
import { termIndex, termsIn } from '../../src/catalog/terms-in.ts';
import { runs } from './arbitraries.ts';

// A bound for a hung test, not a speed assertion: the runs are counted (numRuns), so the work is bounded, but a
// property over hundreds of generated inputs took ~27 s of the default 20 on a loaded two-core machine. Scaled
// with FUZZ_SCALE, as the runs are.
vi.setConfig({ testTimeout: runs(120_000) });

// The index (terms-in.ts) and the plain search (term-match.ts) implement one
// matching rule: for a single term they must agree on every text. Short texts
// over a small alphabet of cased letters, spaces, punctuation, a combining
// mark, Han and Hangul make edges and near misses common.
const PIECES = ['a', 'A', 'b', 'é', 'e\u0301', ' ', '-', '.', '+', '1', 'ß', '登', '录', '로', '그', 'ク'];
const piece = fc.constantFrom(...PIECES);
const text = fc.array(piece, { maxLength: 14 }).map((p) => p.join(''));
const term = fc.array(piece, { minLength: 1, maxLength: 4 }).map((p) => p.join('')).filter((t) => t.trim() === t && t !== '');

describe('termsIn agrees with containsTerm', () => {
  it('for one term, the index finds it exactly when the plain search does', () => {
    fc.assert(
      fc.property(text, term, (t, candidate) => {
        expect(termsIn(t, termIndex([candidate])).length > 0).toBe(containsTerm(t, candidate));
      }),
      { numRuns: runs(3000) },
    );
  });

  it('every term it reports is contained, and two indexes find what their union finds', () => {
    fc.assert(
      fc.property(text, fc.array(term, { maxLength: 4 }), fc.array(term, { maxLength: 4 }), (t, a, b) => {
        const found = termsIn(t, [termIndex(a), termIndex(b)]);
        for (const f of found) expect(containsTerm(t, f)).toBe(true);
        expect(new Set(found)).toEqual(new Set(termsIn(t, termIndex([...a, ...b]))));
      }),
      { numRuns: runs(2000) },
    );
  });
});

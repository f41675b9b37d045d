import { describe, expect, it } from 'vitest';
import { closest, editDistance, fittingSuggestions, orList, typoSuggestions, type Fit } from '../../src/config/suggest.ts';

describe('did you mean', () => {
  it('counts edits, an adjacent swap as one', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('use_coma', 'use_comma')).toBe(1);
    expect(editDistance('seperator', 'separator')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('ranks candidates by distance, then alphabetically, and stops at the limit', () => {
    expect(closest('use_coma', ['use_comma', 'use_period', 'use_space', 'do_not_use'], 2)).toEqual(['use_comma', 'use_space']);
  });

  it('breaks a tie by code units, the same on every machine and locale', () => {
    // localeCompare puts aB before Ab (and its order moves with the machine's locale); code units put A first.
    expect(closest('ab', ['aB', 'Ab'])).toEqual(['Ab', 'aB']);
  });

  it('suggests only plausible slips', () => {
    expect(typoSuggestions('nmbers', ['numbers', 'punctuation', 'formatting'])).toEqual(['numbers']);
    expect(typoSuggestions('typography', ['numbers', 'punctuation', 'formatting'])).toEqual([]);
    expect(typoSuggestions('source_lang', ['label', 'prompt', 'source_language'])).toEqual(['source_language']);
  });

  it('suggests what fits: near slips first, then the list language, never another language while others fit', () => {
    const fit = (c: string): Fit => (c.includes('german') ? 'own' : c.includes('korean') ? 'foreign' : 'neutral');
    const values = ['use_12_hour_clock_korean', 'use_24_hour_clock', 'use_german_uhr', 'spell_out'];
    expect(fittingSuggestions('use_12_hour_clock', values, fit, 2)).toEqual(['use_german_uhr', 'use_24_hour_clock']);
    expect(fittingSuggestions('use_24_hour_clok', values, fit, 2)).toEqual(['use_24_hour_clock', 'use_german_uhr']);
    expect(fittingSuggestions('use_12', ['use_12_korean'], fit)).toEqual(['use_12_korean']);
  });

  it('joins lists for messages', () => {
    expect(orList(['a', 'b', 'c'])).toBe('a, b or c');
    expect(orList(['a'])).toBe('a');
  });
});

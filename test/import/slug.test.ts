import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlugs } from '../../src/import/slug.ts';

describe('slugify', () => {
  it('lower-cases, folds punctuation to dashes and drops accents', () => {
    expect(slugify('Acme Marketing DE')).toBe('acme-marketing-de');
    expect(slugify('  Über/Ärger: "Test" ')).toBe('uber-arger-test');
    expect(slugify('Café — 2025')).toBe('cafe-2025');
  });
  it('keeps letters of any script and never returns an empty stem', () => {
    expect(slugify('マーケティング JA')).toBe('マーケティング-ja');
    expect(slugify('!!!')).toBe('list');
    expect(slugify('_house')).toBe('house');
  });
  it('caps very long names', () => {
    expect([...slugify('a'.repeat(500))]).toHaveLength(80);
  });
});

describe('uniqueSlugs', () => {
  it('numbers repeated names and avoids stems already taken, ignoring case', () => {
    expect(uniqueSlugs(['Marketing', 'marketing', 'MARKETING!'], ['Marketing-2'])).toEqual(['marketing', 'marketing-3', 'marketing-4']);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTbx } from '../../src/config/tbx.ts';
import { tbxGlossary } from '../../src/import/tbx-glossary.ts';
import { repoRoot } from '../cli/capture.ts';

const concepts = () => {
  const read = readTbx(readFileSync(path.join(repoRoot, 'test/fixtures/tbx-import/acme-terms.tbx'), 'utf8'));
  if (!read.ok) throw new Error(read.message);
  return read.concepts;
};

describe('tbxGlossary: a termbase as the dictionaries of one glossary', () => {
  it('one dictionary per other language (base codes), terms trimmed, forbidden variants kept apart, and what cannot be kept said', () => {
    const { dictionaries, skipped, languages } = tbxGlossary(concepts(), 'EN');
    expect(languages).toEqual(['de', 'en', 'fr']);
    expect(dictionaries.map((d) => `${d.source_lang}→${d.target_lang}`)).toEqual(['en→de', 'en→fr']);
    const [de, fr] = dictionaries;
    expect([...de!.entries]).toEqual([
      ['sign in', 'anmelden'],
      ['dashboard', 'Dashboard'],
      ['log in', 'anmelden'],
      ['Acme <Cloud> & "co"', 'Acme <Cloud> & "co"'],
    ]);
    expect([...de!.notes]).toEqual([
      ['sign in', { forbidden: ['einloggen', 'Login'] }],
      ['dashboard', { forbidden: ['Armaturenbrett'] }],
    ]);
    expect([...fr!.entries]).toEqual([['sign in', 'se connecter']]);
    expect(skipped).toEqual([
      { where: 'concept c3', reason: 'no en term' },
      { where: 'concept c5', reason: 'en→de: the source term "sign in" is already in the dictionary (an earlier concept)' },
      { where: 'term "log in"', reason: 'en→de: the forbidden variant "Dashboard" is a target in the dictionary, so it was left out' },
    ]);
  });

  it('a source language the termbase lacks gives no dictionary, and says which languages it has', () => {
    const { dictionaries, languages } = tbxGlossary(concepts(), 'ja');
    expect(dictionaries).toEqual([]);
    expect(languages).toEqual(['de', 'en', 'fr']);
  });
});

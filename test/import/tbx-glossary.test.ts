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
      ['sign in', { forbidden: [{ term: 'einloggen' }, { term: 'Login' }] }],
      ['dashboard', { forbidden: [{ term: 'Armaturenbrett', status: 'superseded' }] }],
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

  it('keeps admitted alternatives with their notes; leaves out, and says, one equal to the target or also forbidden (issue #30)', () => {
    const term = (t: string, status: string, note = '') => `<termSec><term>${t}</term><termNote type="administrativeStatus">${status}</termNote>${note}</termSec>`;
    const read = readTbx(
      `<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2"><text><body><conceptEntry id="c1">` +
        `<langSec xml:lang="en">${term('sign in', 'preferredTerm-admn-sts')}</langSec>` +
        `<langSec xml:lang="de">${term('anmelden', 'preferredTerm-admn-sts')}${term(' Anmeldung ', 'admittedTerm-admn-sts', '<note>The noun.</note>')}${term('anmelden', 'admittedTerm-admn-sts')}${term('Login', 'admittedTerm-admn-sts')}${term('Anmeldung', 'admittedTerm-admn-sts')}${term('Login', 'deprecatedTerm-admn-sts')}</langSec>` +
        `</conceptEntry></body></text></tbx>`,
    );
    if (!read.ok) throw new Error(read.message);
    const { dictionaries, skipped } = tbxGlossary(read.concepts, 'en');
    expect([...dictionaries[0]!.notes]).toEqual([['sign in', { admitted: [{ term: 'Anmeldung', note: 'The noun.' }], forbidden: [{ term: 'Login' }] }]]);
    expect(skipped).toEqual([
      { where: 'term "sign in"', reason: 'en→de: the admitted alternative "anmelden" is the entry\'s own target, so it was left out' },
      { where: 'term "sign in"', reason: 'en→de: the admitted alternative "Login" is also forbidden for it, so it was left out' },
    ]);
  });

  it('keeps admitted alternatives and their notes from each form: TBX 2 tig, TBX 2 ntig › termGrp, TBX v3 termSec', () => {
    const status = (s: string) => `<termNote type="administrativeStatus">${s}Term-admn-sts</termNote>`;
    const forms = {
      tig: (t: string, s: string, note = '') => `<tig><term>${t}</term>${status(s)}${note}</tig>`,
      ntig: (t: string, s: string, note = '') => `<ntig><termGrp><term>${t}</term>${status(s)}</termGrp>${note}</ntig>`,
      termSec: (t: string, s: string, note = '') => `<termSec><term>${t}</term>${status(s)}${note}</termSec>`,
    };
    for (const [form, group] of Object.entries(forms)) {
      const [entry, set, root] = form === 'termSec' ? ['conceptEntry', 'langSec', 'tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2"'] : ['termEntry', 'langSet', 'martif type="TBX-Basic"'];
      const xml =
        `<${root}><text><body><${entry} id="c1"><${set} xml:lang="en">${group('sign in', 'preferred')}</${set}>` +
        `<${set} xml:lang="de">${group('anmelden', 'preferred', '<note>The verb.</note>')}${group('Anmeldung', 'admitted', '<note>The noun.</note>')}${group('sich anmelden', 'admitted')}${group('einloggen', 'deprecated')}</${set}>` +
        `</${entry}></body></text></${root.split(' ')[0]}>`;
      const read = readTbx(xml);
      if (!read.ok) throw new Error(`${form}: ${read.message}`);
      const { dictionaries, skipped } = tbxGlossary(read.concepts, 'en');
      expect([form, skipped, [...dictionaries[0]!.notes]]).toEqual([
        form,
        [],
        [['sign in', { admitted: [{ term: 'Anmeldung', note: 'The noun.' }, { term: 'sich anmelden' }], forbidden: [{ term: 'einloggen' }], note: 'The verb.' }]],
      ]);
    }
  });
});

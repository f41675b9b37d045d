import { describe, expect, it } from 'vitest';
import type { DesiredDictionary, DesiredGlossary, TermNotes } from '../../src/catalog/glossary.ts';
import { deriveExpectations, judgeDerived } from '../../src/checks/derived-expectations.ts';
import type { GlossaryState } from '../../src/checks/glossary-states.ts';

const at = (file: string, line: number) => ({ file, line, col: 7 });

function glossary(name: string, entries: Array<[string, string]>, notes: Array<[string, TermNotes]> = []): GlossaryState {
  const file = `glossaries/${name}.yaml`;
  const dictionary: DesiredDictionary = {
    source_lang: 'en',
    target_lang: 'de',
    entries: new Map(entries),
    notes: new Map(notes),
    entryOrigins: new Map(entries.map(([source], i) => [source, at(file, 6 + i)])),
    origin: at(file, 3),
  };
  const desired: DesiredGlossary = { file, name, state: 'present', dictionaries: [dictionary], origin: at(file, 1) };
  return { name, desired, after: { kind: 'copy', desired } };
}

describe('deriveExpectations', () => {
  it('expects the target and none of the forbidden variants of each term the text holds, in text order', () => {
    const acme = glossary('acme', [['dashboard', 'Dashboard'], ['sign in', 'anmelden'], ['log out', 'abmelden']], [['sign in', { forbidden: [{ term: 'einloggen' }, { term: 'einchecken' }], note: 'formal' }]]);
    const { expected, omitted } = deriveExpectations('Sign in, then open the dashboard.', [acme], 'en→de');
    expect(omitted).toBe(0);
    expect(expected.map((e) => [e.term, e.kind, e.value, e.origin.line])).toEqual([
      ['sign in', 'contains', 'anmelden', 7],
      ['sign in', 'not_contains', 'einloggen', 7],
      ['sign in', 'not_contains', 'einchecken', 7],
      ['dashboard', 'contains', 'Dashboard', 6],
    ]);
  });

  it('a term not to translate expects itself', () => {
    const acme = glossary('acme', [['Acme Cloud', 'Acme Cloud']], [['Acme Cloud', { translate: false }]]);
    expect(deriveExpectations('Try Acme Cloud.', [acme], 'en→de').expected.map((e) => [e.kind, e.value])).toEqual([['contains', 'Acme Cloud']]);
  });

  it('only the dictionary of the example’s pair, only glossaries with a file, the first glossary named wins a term', () => {
    const first = glossary('first', [['sign in', 'anmelden']]);
    const second = glossary('second', [['sign in', 'einloggen'], ['account', 'Konto']]);
    const serviceOnly: GlossaryState = { name: 'live', after: { kind: 'live', glossary: { glossary_id: 'g1', name: 'live', dictionaries: [] } } };
    const derived = deriveExpectations('sign in to your account', [serviceOnly, first, second], 'en→de').expected;
    expect(derived.map((e) => [e.glossary, e.value])).toEqual([
      ['first', 'anmelden'],
      ['second', 'Konto'],
    ]);
    expect(deriveExpectations('sign in', [first], 'en→fr').expected).toEqual([]);
    expect(deriveExpectations('sign in', [first], undefined).expected).toEqual([]);
  });

  it('stops at the bound and counts what it left out', () => {
    const many = glossary('many', [['sign in', 'anmelden']], [['sign in', { forbidden: [{ term: 'a' }, { term: 'b' }, { term: 'c' }, { term: 'd' }] }]]);
    expect(deriveExpectations('sign in', [many], 'en→de', 3)).toMatchObject({ expected: [{ value: 'anmelden' }, { value: 'a' }, { value: 'b' }], omitted: 2 });
  });
});

describe('judgeDerived', () => {
  it('judges each side with the same matching: a forbidden variant before, the target after', () => {
    const acme = glossary('acme', [['sign in', 'anmelden']], [['sign in', { forbidden: [{ term: 'einloggen' }] }]]);
    const { expected } = deriveExpectations('Please sign in.', [acme], 'en→de');
    const judged = judgeDerived(expected, 'Bitte Anmelden.', 'Bitte einloggen.');
    expect(judged.map((j) => [j.kind, j.value, j.met_before, j.met])).toEqual([
      ['contains', 'anmelden', false, true],
      ['not_contains', 'einloggen', false, true],
    ]);
    // Without a before, only the after is judged; a target inside a longer word is not the term.
    expect(judgeDerived(expected, 'Bitte Voranmeldeneinloggen')).toMatchObject([{ met: false }, { met: true }]);
    expect(judgeDerived(expected, 'x')[0]).not.toHaveProperty('met_before');
  });

  it('an admitted alternative meets the term as the target does; a forbidden variant still fails it (issue #30)', () => {
    const acme = glossary('acme', [['sign in', 'anmelden']], [['sign in', { admitted: [{ term: 'Anmeldung', note: 'The noun.' }, { term: 'sich anmelden' }], forbidden: [{ term: 'einloggen' }] }]]);
    const { expected } = deriveExpectations('Please sign in.', [acme], 'en→de');
    expect(expected.map((e) => [e.kind, e.value, e.admitted])).toEqual([
      ['contains', 'anmelden', ['Anmeldung', 'sich anmelden']],
      ['not_contains', 'einloggen', undefined],
    ]);
    const met = (translation: string) => judgeDerived(expected, translation).map((j) => j.met);
    expect(met('Zur Anmeldung hier klicken.')).toEqual([true, true]);
    expect(met('Bitte hier sich anmelden.')).toEqual([true, true]);
    expect(met('Bitte hier einloggen, Anmeldung folgt.')).toEqual([true, false]);
    expect(met('Bitte hier einloggen.')).toEqual([false, false]);
    // Whole terms only, as for the target: an alternative inside a longer word is not the term.
    expect(met('Voranmeldungen')).toEqual([false, true]);
  });
});

import { describe, expect, it } from 'vitest';
import { splitDrift } from '../../src/plan/drift.ts';
import { glossaryPlan, have, want, withGlossaries } from '../report/glossaries.ts';

describe('splitDrift: glossaries', () => {
  // The service changed "sign in" by hand (drift) and holds a stray term; the base files say anmelden.
  const live = [have('Terms', { 'en→de': { 'sign in': 'einloggen', save: 'speichern' } }), have('Other', { 'en→fr': { a: 'b' } })];
  const base = [want('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } }), want('Other', { 'en→fr': { a: 'b' } })];

  it('takes glossaries the base files change the same way out of the pull request’s changes, and recounts', () => {
    const head = [base[0]!, want('Other', { 'en→fr': { a: 'c' } }), want('New', { 'en→de': { x: 'y' } })];
    const { own, drift } = splitDrift(withGlossaries(glossaryPlan(head, live)), withGlossaries(glossaryPlan(base, live)));
    expect(own.glossaries?.items.map((g) => g.name)).toEqual(['Other', 'New']);
    expect(own.glossaries?.summary).toEqual({ create: 1, update: 1, delete: 0 });
    expect(own.glossaries?.requests).toBe(2);
    expect(drift.glossaries?.items.map((g) => g.name)).toEqual(['Terms']);
  });

  it('splits a glossary that drifted and was edited term by term: each term in one part only', () => {
    const drifted = [have('Terms', { 'en→de': { 'sign in': 'einloggen', save: 'speichern', stray: 'Streuner' } }), live[1]!];
    const head = [want('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'sichern', new: 'neu' } }), base[1]!];
    const { own, drift } = splitDrift(withGlossaries(glossaryPlan(head, drifted)), withGlossaries(glossaryPlan(base, drifted)));
    const terms = (plan: typeof own) => plan.glossaries?.items.flatMap((g) => g.dictionaries.map(({ added, changed, removed }) => ({ added, changed, removed })));
    expect(terms(own)).toEqual([{ added: [['new', 'neu']], changed: [{ source: 'save', before: 'speichern', after: 'sichern' }], removed: [] }]);
    expect(terms(drift)).toEqual([{ added: [], changed: [{ source: 'sign in', before: 'einloggen', after: 'anmelden' }], removed: [['stray', 'Streuner']] }]);
    expect(own.glossaries?.summary).toEqual({ create: 0, update: 1, delete: 0 });
    expect(drift.glossaries?.items[0]?.dictionaries[0]).toMatchObject({ entry_count_before: 3, entry_count_after: 2 });
  });

  it('pairs a pinned glossary the pull request renames with its drift: the drifted term stays in drift only', () => {
    const pinnedBase = [want('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } }, { glossary_id: 'gid-terms' }), base[1]!];
    const head = [want('Begriffe', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } }, { glossary_id: 'gid-terms' }), base[1]!];
    const { own, drift } = splitDrift(withGlossaries(glossaryPlan(head, live)), withGlossaries(glossaryPlan(pinnedBase, live)));
    expect(own.glossaries?.items).toMatchObject([{ name: 'Begriffe', rename: { from: 'Terms', to: 'Begriffe' }, dictionaries: [] }]);
    expect(drift.glossaries?.items.flatMap((g) => g.dictionaries.flatMap((d) => d.changed.map((c) => c.source)))).toEqual(['sign in']);
  });

  it('does not count a glossary moved to another file as a change of the pull request', () => {
    const head = [want('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } }, { file: 'glossaries/moved.yaml' }), base[1]!];
    const { own } = splitDrift(withGlossaries(glossaryPlan(head, live)), withGlossaries(glossaryPlan(base, live)));
    expect(own.glossaries?.items).toEqual([]);
  });

  it('gives every glossary change to the pull request when the base commit manages no glossaries', () => {
    const head = withGlossaries(glossaryPlan(base, live));
    const { glossaries: _unmanaged, ...baseWithout } = head;
    const { own } = splitDrift(head, baseWithout);
    expect(own.glossaries).toEqual(head.glossaries);
  });
});

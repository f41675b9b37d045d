import { describe, expect, it } from 'vitest';
import { splitDrift } from '../../src/plan/drift.ts';
import { renderReviewMarkdown } from '../../src/report/review-markdown.ts';
import { glossaryPlan, have, want, withGlossaries } from './glossaries.ts';
import { makePlan } from './plans.ts';
import { expectContains } from '../world/expect-contains.ts';
import { driftParts } from '../world/drift-parts.ts';

describe('renderReviewMarkdown: glossaries on a pull request', () => {
  // Someone changed "sign in" on the service by hand and deleted nothing; the base branch still has Old, tombstoned.
  const live = [have('Terms', { 'en→de': { 'sign in': 'einloggen', save: 'speichern' } }), have('Old', { 'en→de': { a: 'b' } })];
  const base = [want('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } }), want('Old', {}, { state: 'absent' })];
  const head = [want('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } }), want('Old', {}, { state: 'absent' }), want('New', { 'en→fr': { save: 'enregistrer' } })];

  it('shows the pull request’s glossary changes apart from glossary drift, each side named', () => {
    const { own, drift } = splitDrift(withGlossaries(glossaryPlan(head, live)), withGlossaries(glossaryPlan(base, live)));
    const md = renderReviewMarkdown({ title: 'plan', target: null, plan: own, drift: { kind: 'checked', drift, base: 'main, commit abc1234' } }, 65_536);
    const { own: ownPart, drift: driftPart } = driftParts(md);
    expectContains(ownPart, [
      '### Plan: 0 lists to create, 0 to update, 0 to delete; 1 glossary to create, 0 to update, 0 to delete.',
      '<b>New</b>',
      '| Source | This pull request |',
    ], ['<b>Terms</b>']);
    expect(ownPart).toContain(
      '_Applying after the merge also undoes drift in 2 glossaries, shown apart under **Drift** at the end; that drift **deletes 1 glossary**._',
    );
    expectContains(driftPart, [
      'applying after the merge makes these changes too: 0 lists to create, 0 to update, 0 to delete; 0 glossaries to create, 1 to update, 1 to delete.',
      'The lists or glossaries on the service were changed outside stylesync',
      "is what the base branch's style and glossary files say.",
      '> **Applying after the merge also deletes 1 glossary:** Old (glossary\\_id gid-old; dictionaries en → de with 1 term).',
      '| Source | Live (the service) | File (base branch) |',
      '| `~` sign in | einloggen | anmelden |',
    ]);
  });

  it('says the pull request changes no list and no glossary when all of it is drift', () => {
    const { own, drift } = splitDrift(withGlossaries(glossaryPlan(base, live)), withGlossaries(glossaryPlan(base, live)));
    const md = renderReviewMarkdown({ title: 'plan', target: null, plan: own, drift: { kind: 'checked', drift, base: 'main' } }, 65_536);
    expect(md).toContain('### None: this pull request changes no list and no glossary.');
  });

  it('says the live lists and glossaries match the base branch when there is no drift', () => {
    const matching = [have('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } })];
    const files = [want('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } }), want('New', { 'en→fr': { save: 'enregistrer' } })];
    const { own, drift } = splitDrift(withGlossaries(glossaryPlan(files, matching)), withGlossaries(glossaryPlan(files.slice(0, 1), matching)));
    const md = renderReviewMarkdown({ title: 'plan', target: null, plan: own, drift: { kind: 'checked', drift, base: 'main' } }, 65_536);
    expect(md).toContain('**Drift:** none. The live lists and glossaries match the base branch (main).');
    // A project of lists alone keeps its words.
    const lists = renderReviewMarkdown({ title: 'plan', target: null, plan: makePlan([]), drift: { kind: 'checked', drift: makePlan([]), base: 'main' } }, 65_536);
    expect(lists).toContain('**Drift:** none. The live lists match the base branch (main).');
  });
});

import { describe, expect, it } from 'vitest';
import { diff } from '../../src/plan/diff.ts';
import { driftAdvice } from '../../src/report/drift-advice.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { renderText } from '../../src/report/text.ts';
import { have as haveList, OPTS, want as wantList } from '../plan/builders.ts';
import { glossaryPlan, have, want, withGlossaries } from './glossaries.ts';

// Issue #27, finding 7: the drift check's advice follows the plan. A list or
// glossary renamed on the service is planned as a create; applying again would
// make a second one, so the advice is to pin the id.

const DEFAULT = 'Apply the default branch again (re-run the apply workflow) to undo the drift, or change the style files to match what is live.';

describe('driftAdvice', () => {
  it('says to apply again when nothing looks renamed', () => {
    const plan = diff([wantList('German', { rules: { numbers: { decimal_separator: 'use_comma' } } })], [haveList('German', { style_id: 'de' })], OPTS);
    expect(driftAdvice(plan)).toEqual({ message: 'The live lists have drifted from the style files: Plan: 0 to create, 1 to update, 0 to delete.', hint: DEFAULT });
  });

  it('says to pin the style_id of a list renamed on the service', () => {
    const content = { rules: { numbers: { decimal_separator: 'use_comma' } }, instructions: [['Tone', 'Be polite.']] as Array<[string, string]> };
    const plan = diff([wantList('German', { ...content, file: 'styles/de.yaml' })], [haveList('Deutsch', { style_id: 'sid-de', ...content })], OPTS);
    const { hint } = driftAdvice(plan);
    expect(hint).toContain('"German" looks renamed on the service to "Deutsch": pin it with `style_id: sid-de` in styles/de.yaml.');
    expect(hint).toContain('it would create a second list');
    expect(hint).not.toContain(DEFAULT);
  });

  it('says to pin the glossary_id of a glossary renamed on the service: same pairs and entry counts', () => {
    const terms = { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } };
    const glossaries = glossaryPlan([want('Terms', terms)], [have('Begriffe', terms, 'gid-1'), have('Other', { 'en→fr': { a: 'b', c: 'd' } }, 'gid-2')]);
    expect(glossaries.items[0]).toMatchObject({ action: 'create', rename_hint: { glossary_id: 'gid-1', name: 'Begriffe' } });
    const plan = withGlossaries(glossaries);
    const { hint } = driftAdvice(plan);
    expect(hint).toContain('The glossary "Terms" looks renamed on the service to "Begriffe": pin it with `glossary_id: gid-1` in glossaries/terms.yaml.');
    expect(hint).toContain('it would create a second glossary');
    // The plan itself says so too, as the lists' rename note does.
    expect(renderText(plan, { color: false })).toContain('Hint: To rename "Begriffe" instead and keep its glossary_id, add `glossary_id: gid-1` to glossaries/terms.yaml, then plan again.');
    expect(renderMarkdown(plan)).toContain('add `glossary_id: gid-1` to glossaries/terms.yaml');
  });

  it('offers no glossary rename when the pairs or entry counts differ', () => {
    const glossaries = glossaryPlan([want('Terms', { 'en→de': { a: 'b' } })], [have('Begriffe', { 'en→de': { a: 'b', c: 'd' } }), have('Fr', { 'en→fr': { a: 'b' } })]);
    expect(glossaries.items[0]?.rename_hint).toBeUndefined();
    expect(driftAdvice(withGlossaries(glossaries)).hint).toBe(DEFAULT);
  });
});

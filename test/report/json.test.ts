import { describe, expect, it } from 'vitest';
import { parseSavedPlan } from '../../src/plan/saved.ts';
import { PLAN_FORMAT_VERSION } from '../../src/plan/types.ts';
import { renderJson } from '../../src/report/json.ts';
import { glossaryPlan, have, manyTerms, want } from './glossaries.ts';
import { createPlan, deletePlan, makePlan, promptUpdate, updatePlan } from './plans.ts';

describe('renderJson', () => {
  const plan = makePlan([createPlan('a'), updatePlan('b', [promptUpdate('t', 'x', 'y')]), deletePlan('c', 'prune')], {
    target: 'prod',
    applies_to: { target: 'prod', base_url: 'https://styles.example.com', styles_dir: 'styles' },
    planned_with: { prune: true, allow_replace: false, allow_deletes: null },
  });

  it('carries format_version first and parses back as a saved plan', () => {
    const json = renderJson(plan);
    expect(Object.keys(JSON.parse(json))[0]).toBe('format_version');
    expect(JSON.parse(json).format_version).toBe(PLAN_FORMAT_VERSION);
    expect(parseSavedPlan(json, 'plan.json')).toEqual(plan);
  });

  it('is stable: equal plans built in different key order render byte-equal', () => {
    const reordered = Object.fromEntries(Object.entries(structuredClone(plan)).reverse()) as typeof plan;
    reordered.lists.items = reordered.lists.items.map((l) => Object.fromEntries(Object.entries(l).reverse()) as typeof l);
    expect(renderJson(reordered)).toBe(renderJson(plan));
  });

  it('carries every term change of the glossaries, uncut, and parses back', () => {
    const desired = { ...manyTerms(500, 'term', (i) => `neu ${i}`), ...manyTerms(300, 'new') };
    const glossaries = glossaryPlan([want('Big', { 'en→de': desired })], [have('Big', { 'en→de': { ...manyTerms(500), gone: 'weg' } })]);
    const withGlossaries = { ...plan, glossaries };
    const parsed = JSON.parse(renderJson(withGlossaries));
    const d = parsed.glossaries.items[0].dictionaries[0];
    expect([d.added.length, d.changed.length, d.removed.length]).toEqual([300, 500, 1]);
    expect(d.changed[499]).toEqual({ source: 'term 500', before: 'Ziel 500', after: 'neu 500' });
    expect(d.removed).toEqual([['gone', 'weg']]);
    expect(parseSavedPlan(renderJson(withGlossaries), 'plan.json')).toEqual(withGlossaries);
  });
});

import { describe, expect, it } from 'vitest';
import { parseSavedPlan } from '../../src/plan/saved.ts';
import { PLAN_FORMAT_VERSION } from '../../src/plan/types.ts';
import { renderJson } from '../../src/report/json.ts';
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
    reordered.lists = reordered.lists.map((l) => Object.fromEntries(Object.entries(l).reverse()) as typeof l);
    expect(renderJson(reordered)).toBe(renderJson(plan));
  });
});

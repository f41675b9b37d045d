import { describe, expect, it } from 'vitest';
import { summaryLine } from '../../src/report/summary-line.ts';
import { createPlan, deletePlan, makePlan, replacePlan, updatePlan } from './plans.ts';

describe('summaryLine', () => {
  it('counts create, update and delete', () => {
    const plan = makePlan([createPlan('a'), updatePlan('b', []), updatePlan('c', []), updatePlan('d', [])]);
    expect(summaryLine(plan)).toBe('Plan: 1 to create, 3 to update, 0 to delete.');
  });

  it('adds replaces only when there are some', () => {
    expect(summaryLine(makePlan([replacePlan('a'), deletePlan('b', 'prune')]))).toBe('Plan: 0 to create, 0 to update, 1 to delete, 1 to replace.');
  });

  it('says so when nothing changes', () => {
    expect(summaryLine(makePlan([]))).toBe('No changes. The live lists match the style files.');
  });

  it('does not claim the lists match when problems blocked every change', () => {
    const plan = makePlan([], { problems: [{ code: 'stale-pin', message: 'm', hint: 'h' }] });
    expect(summaryLine(plan)).toBe('Plan: 0 to create, 0 to update, 0 to delete.');
  });

  it('does not claim the lists match when a list is held back', () => {
    const plan = makePlan([], { blocked: [{ code: 'ambiguous-name', message: 'm', hint: 'h' }] });
    expect(summaryLine(plan)).toBe('Plan: 0 to create, 0 to update, 0 to delete.');
  });
});

import type { ListPlan, Plan } from './types.ts';

/** Counts lists by action: the numbers behind `Plan: 1 to create, …`. */
export function summarize(lists: readonly ListPlan[]): Plan['summary'] {
  const summary = { create: 0, update: 0, delete: 0, replace: 0 };
  for (const list of lists) summary[list.action]++;
  return summary;
}

/** Whether applying the plan would send anything: a list or a glossary with a write. */
export function planHasChanges(plan: Plan): boolean {
  return plan.lists.length > 0 || (plan.glossaries?.glossaries.length ?? 0) > 0;
}

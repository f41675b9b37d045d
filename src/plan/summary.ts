import type { ListPlan, Plan } from './types.ts';

/** Counts lists by action: the numbers behind `Plan: 1 to create, …`. */
export function summarize(lists: readonly ListPlan[]): Plan['summary'] {
  const summary = { create: 0, update: 0, delete: 0, replace: 0 };
  for (const list of lists) summary[list.action]++;
  return summary;
}

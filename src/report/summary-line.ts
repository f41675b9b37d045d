import type { Plan } from '../plan/types.ts';
import { planHasChanges } from '../plan/summary.ts';

export const NO_CHANGES = 'No changes. The live lists match the style files.';

/** The last line of every plan rendering: `Plan: 1 to create, 3 to update, 0 to delete.` */
export function summaryLine(plan: Plan): string {
  // A plan blocked by problems has no changes but the lists do not match either.
  if (!planHasChanges(plan) && plan.problems.length === 0 && (plan.blocked ?? []).length === 0) return NO_CHANGES;
  const { create, update, delete: deletes, replace } = plan.summary;
  const replaced = replace > 0 ? `, ${replace} to replace` : '';
  return `Plan: ${create} to create, ${update} to update, ${deletes} to delete${replaced}.`;
}

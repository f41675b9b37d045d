import { serializePlan } from '../plan/saved.ts';
import type { Plan } from '../plan/types.ts';

/** The plan for machines (`--json`): the same stable JSON as a saved plan, so either can be fed to apply. */
export function renderJson(plan: Plan): string {
  return serializePlan(plan);
}

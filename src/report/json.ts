import type { PlanChecks } from '../checks/types.ts';
import { serializePlan } from '../plan/saved.ts';
import { stableJson } from '../plan/stable-json.ts';
import type { Plan } from '../plan/types.ts';

/**
 * The plan for machines (`--format json`): the same stable JSON as a saved
 * plan, so either can be fed to apply. Checks, when run, sit beside `lists`
 * as `checks`; an added member, so `format_version` stays.
 */
export function renderJson(plan: Plan, checks?: PlanChecks): string {
  return checks === undefined ? serializePlan(plan) : stableJson({ ...plan, checks });
}

import type { LoadedProject } from './against-base.ts';
import { checkProtected } from './protect.ts';
import { glossaryKind, listKind } from './kinds.ts';
import { withProblems } from './sections.ts';
import type { Plan, PlanProblem } from './types.ts';

/**
 * A plan with its protected losses added as problems, lists and glossaries
 * alike (protect.ts over each kind's adapter). Run on every plan that may be
 * applied, the fresh plan `apply plan.json` makes included, so a saved plan
 * cannot carry a protected delete past it.
 */
export function withProtection(plan: Plan, project: LoadedProject): Plan {
  return withProblems(plan, protectionProblems(plan, project));
}

/** The plan's protected losses as problems, per kind: protected by the project's files or its stylesync.yaml's patterns. */
export function protectionProblems(plan: Plan, { config, result }: LoadedProject): { lists: PlanProblem[]; glossaries: PlanProblem[] } {
  return {
    lists: checkProtected(listKind.losses(plan.lists), result.lists, config.protect),
    glossaries: plan.glossaries === undefined ? [] : checkProtected(glossaryKind.losses(plan.glossaries), result.glossaries, config.protect),
  };
}

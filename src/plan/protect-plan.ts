import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { DesiredList } from '../catalog/desired.ts';
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
export function withProtection(plan: Plan, files: ProtectedFiles, patterns: readonly string[] = []): Plan {
  return withProblems(plan, protectionProblems(plan, files, patterns));
}

type ProtectedFiles = { lists: readonly DesiredList[]; glossaries?: readonly DesiredGlossary[] };

/** The plan's protected losses as problems, per kind. */
export function protectionProblems(plan: Plan, files: ProtectedFiles, patterns: readonly string[] = []): { lists: PlanProblem[]; glossaries: PlanProblem[] } {
  return {
    lists: checkProtected(listKind.losses(plan.lists), files.lists, patterns),
    glossaries: plan.glossaries === undefined ? [] : checkProtected(glossaryKind.losses(plan.glossaries), files.glossaries ?? [], patterns),
  };
}

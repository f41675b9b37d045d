import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { DesiredList } from '../catalog/desired.ts';
import { glossaryLosses } from './glossary-safety.ts';
import { checkProtected, protection } from './protect.ts';
import { listLosses } from './safety.ts';
import type { Plan } from './types.ts';

/**
 * A plan with its protected losses added as problems, lists and glossaries
 * alike (protect.ts over each kind's adapter). Run on every plan that may be
 * applied, the fresh plan `apply plan.json` makes included, so a saved plan
 * cannot carry a protected delete past it.
 */
export function withProtection(plan: Plan, files: { lists: readonly DesiredList[]; glossaries?: readonly DesiredGlossary[] }, patterns: readonly string[] = []): Plan {
  const problems = [
    ...checkProtected(listLosses(plan), protection(files.lists, patterns)),
    ...(plan.glossaries === undefined ? [] : checkProtected(glossaryLosses(plan.glossaries), protection(files.glossaries ?? [], patterns))),
  ];
  return problems.length === 0 ? plan : { ...plan, problems: [...plan.problems, ...problems] };
}

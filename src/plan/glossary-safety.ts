import { plural } from '../util/plural.ts';
import type { GlossaryPlan, GlossaryProblem } from './glossary-types.ts';
import { deleteGuard, type SafetyOptions } from './safety.ts';

/** As for lists: how many glossaries the service holds now (previews aside), the thresholds, `--allow-deletes N`. */
export type GlossarySafetyOptions = SafetyOptions;

/**
 * Refuses glossary plans that delete more than a person likely meant, with
 * the list thresholds of stylesync.yaml applied to glossaries on their own:
 * a share of the glossaries is a share of the glossaries, and a plan that
 * deletes 3 of 4 glossaries must not pass because the account holds 400
 * lists. A removed duplicate loses nothing (an exact copy of a kept
 * glossary) and is not counted; nor are removed dictionaries, which the
 * plan shows term by term.
 */
export function checkGlossarySafety(plan: GlossaryPlan, options: GlossarySafetyOptions): GlossaryProblem[] {
  const deletes = plan.glossaries.filter((g) => g.action === 'delete' && g.reason !== 'duplicate').length;
  const declaresNothing = plan.unchanged.length === 0 && plan.glossaries.every((g) => g.file === undefined) && plan.problems.every((p) => p.file === undefined);
  return deleteGuard(deletes, declaresNothing, options, {
    what: (n) => plural(n, 'glossary', 'glossaries'),
    nothing: 'No glossary file declares a glossary',
    directory: 'glossaries_dir points at the glossary files',
    codes: { nothing: 'glossary-deletes-without-desired', count: 'too-many-glossary-deletes', percent: 'too-many-glossary-deletes-percent' },
  });
}

import { plural } from '../util/plural.ts';
import type { GlossaryPlan, GlossaryProblem } from './glossary-types.ts';

/** As for lists (safety.ts): below this many live glossaries a share says little, so only max_deletes guards them. */
const MIN_LIVE_FOR_PERCENT = 10;

export interface GlossarySafetyOptions {
  /** How many glossaries the service holds now (previews aside). */
  liveCount: number;
  thresholds: { max_deletes: number; max_delete_percent: number };
  /** `--allow-deletes N`: the user accepts up to N glossary deletes. */
  allowDeletes?: number;
}

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
  if (deletes === 0) return [];
  if (options.allowDeletes !== undefined && options.allowDeletes >= deletes) return [];
  const problems: GlossaryProblem[] = [];
  const what = plural(deletes, 'glossary', 'glossaries');
  const accept = `If every delete is intended, re-run with --allow-deletes ${deletes} (in the Action: \`allow-deletes: ${deletes}\`)`;
  const { max_deletes, max_delete_percent } = options.thresholds;
  const declaresNothing = plan.unchanged.length === 0 && plan.glossaries.every((g) => g.file === undefined) && plan.problems.every((p) => p.file === undefined);
  if (declaresNothing) {
    problems.push({
      code: 'glossary-deletes-without-desired',
      message: `No glossary file declares a glossary, yet the plan deletes ${what}.`,
      hint: `Check that stylesync runs in the right directory and that glossaries_dir points at the glossary files. ${accept}.`,
    });
  }
  if (deletes > max_deletes) {
    problems.push({
      code: 'too-many-glossary-deletes',
      message: `The plan deletes ${what}, more than the limit max_deletes (${max_deletes}).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_deletes in stylesync.yaml.`,
    });
  }
  const percent = (deletes * 100) / options.liveCount;
  if (options.liveCount >= MIN_LIVE_FOR_PERCENT && percent > max_delete_percent) {
    problems.push({
      code: 'too-many-glossary-deletes-percent',
      message: `The plan deletes ${what} of ${options.liveCount} live (${Number.isInteger(percent) ? percent : percent.toFixed(1)}%), more than the limit max_delete_percent (${max_delete_percent}%).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_delete_percent in stylesync.yaml.`,
    });
  }
  return problems;
}

import { plural } from '../util/plural.ts';
import type { GlossaryChangePlan } from './glossary-types.ts';
import type { KindWords, PlanProblem } from './types.ts';

/**
 * Below this many live lists a share says little (one delete of 3 is 33%), so
 * only max_deletes guards them; octoDNS skips its percentage checks below a
 * minimum of existing records the same way.
 */
const MIN_LIVE_FOR_PERCENT = 10;

export interface SafetyOptions {
  /** How many items of the kind the target holds now (previews aside). */
  liveCount: number;
  thresholds: { max_deletes: number; max_delete_percent: number };
  /** `--allow-deletes N`: the user has read the plan and accepts up to N deletes. */
  allowDeletes?: number;
}

/** What a kind (plan/kinds.ts) says to the delete guard: its words and codes, and which of its deletes lose something. */
export interface SafetyKind<Item> extends Pick<KindWords, 'noun' | 'plural' | 'fileWord' | 'dirKey' | 'deleteCodes'> {
  /** A delete that loses content; a duplicate's removal (an exact copy of a kept item) does not, so it never counts. */
  loses(item: Item): boolean;
}

/**
 * Refuses one kind's section when it deletes more than a person likely meant:
 * above a count, above a share of that kind's live items, or any delete when
 * no file declares anything of the kind (most often stylesync run from the
 * wrong directory). Each kind is held to stylesync.yaml's thresholds on its
 * own: a plan that deletes 3 of 4 glossaries must not pass because the
 * account holds 400 lists. The share is checked only from MIN_LIVE_FOR_PERCENT
 * live items up. Replaces are not counted: they recreate the list and have
 * their own gate, --allow-replace.
 */
export function checkSafety<Item extends { file?: string }>(
  section: { items: readonly Item[]; unchanged: readonly string[]; problems: readonly PlanProblem[] },
  kind: SafetyKind<Item>,
  options: SafetyOptions,
): PlanProblem[] {
  const deletes = section.items.filter(kind.loses).length;
  if (deletes === 0) return [];
  if (options.allowDeletes !== undefined && options.allowDeletes >= deletes) return [];

  const problems: PlanProblem[] = [];
  const what = plural(deletes, kind.noun, kind.plural);
  // The plan does not know whether the CLI or the Action runs it: the advice names both.
  const accept = `If every delete is intended, re-run with --allow-deletes ${deletes} (in the Action: \`allow-deletes: ${deletes}\`)`;
  const { max_deletes, max_delete_percent } = options.thresholds;

  // Every declared item shows up somewhere in the section: as an item with its file, as unchanged, or as a problem naming its file; pruned items alone carry no file.
  if (section.unchanged.length === 0 && section.items.every((i) => i.file === undefined) && section.problems.every((p) => p.file === undefined)) {
    problems.push({
      code: kind.deleteCodes.nothing,
      message: `No ${kind.fileWord} declares a ${kind.noun}, yet the plan deletes ${what}.`,
      hint: `Check that stylesync runs in the right directory and that ${kind.dirKey} points at the ${kind.fileWord}s. ${accept}.`,
    });
  }
  if (deletes > max_deletes) {
    problems.push({
      code: kind.deleteCodes.count,
      message: `The plan deletes ${what}, more than the limit max_deletes (${max_deletes}).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_deletes in stylesync.yaml.`,
    });
  }
  const percent = (deletes * 100) / options.liveCount;
  if (options.liveCount >= MIN_LIVE_FOR_PERCENT && percent > max_delete_percent) {
    problems.push({
      code: kind.deleteCodes.percent,
      message: `The plan deletes ${what} of ${options.liveCount} live (${formatPercent(percent)}%), more than the limit max_delete_percent (${max_delete_percent}%).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_delete_percent in stylesync.yaml.`,
    });
  }
  return problems;
}

function formatPercent(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A glossary delete that loses terms: removing a duplicate (an exact copy of a kept glossary) loses nothing. Removed dictionaries are not counted: the plan shows them term by term. */
export function isGlossaryLoss(g: GlossaryChangePlan): boolean {
  return g.action === 'delete' && g.reason !== 'duplicate';
}

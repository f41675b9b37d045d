import { plural } from '../util/plural.ts';
import type { Plan, PlanProblem } from './types.ts';

/**
 * Below this many live lists a share says little (one delete of 3 is 33%), so
 * only max_deletes guards them; octoDNS skips its percentage checks below a
 * minimum of existing records the same way.
 */
const MIN_LIVE_FOR_PERCENT = 10;

export interface SafetyOptions {
  /** How many lists the target holds now. */
  liveCount: number;
  thresholds: { max_deletes: number; max_delete_percent: number };
  /** `--allow-deletes N`: the user has read the plan and accepts up to N deletes. */
  allowDeletes?: number;
}

/**
 * Refuses plans that delete more than a person likely meant: above a count,
 * above a share of the live lists, or any delete when no style file declares
 * anything (most often stylesync run from the wrong directory). The share is
 * checked only from MIN_LIVE_FOR_PERCENT live lists up. Replaces are
 * not counted: they recreate the list and have their own gate, --allow-replace.
 */
export function checkSafety(plan: Plan, options: SafetyOptions): PlanProblem[] {
  // A duplicate's removal loses nothing (it is an exact copy of a kept list), so it never counts against the thresholds.
  const deletes = plan.lists.filter((l) => l.action === 'delete' && !l.changes.some((c) => c.kind === 'delete_list' && c.reason === 'duplicate')).length;
  if (deletes === 0) return [];
  if (options.allowDeletes !== undefined && options.allowDeletes >= deletes) return [];

  const problems: PlanProblem[] = [];
  const lists = plural(deletes, 'list');
  // The plan does not know whether the CLI or the Action runs it: the advice names both.
  const accept = `If every delete is intended, re-run with --allow-deletes ${deletes} (in the Action: \`allow-deletes: ${deletes}\`)`;
  const { max_deletes, max_delete_percent } = options.thresholds;

  if (declaresNothing(plan)) {
    problems.push({
      code: 'deletes-without-desired',
      message: `No style file declares a list, yet the plan deletes ${lists}.`,
      hint: `Check that stylesync runs in the right directory and that styles_dir points at the style files. ${accept}.`,
    });
  }
  if (deletes > max_deletes) {
    problems.push({
      code: 'too-many-deletes',
      message: `The plan deletes ${lists}, more than the limit max_deletes (${max_deletes}).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_deletes in stylesync.yaml.`,
    });
  }
  const percent = (deletes * 100) / options.liveCount;
  if (options.liveCount >= MIN_LIVE_FOR_PERCENT && percent > max_delete_percent) {
    problems.push({
      code: 'too-many-deletes-percent',
      message: `The plan deletes ${lists} of ${options.liveCount} live (${formatPercent(percent)}%), more than the limit max_delete_percent (${max_delete_percent}%).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_delete_percent in stylesync.yaml.`,
    });
  }
  return problems;
}

/**
 * Whether the style files declared no list at all. Every declared list shows up
 * somewhere in the plan: as a list plan with its file, as unchanged, or as a
 * problem naming its file; pruned lists alone carry no file.
 */
function declaresNothing(plan: Plan): boolean {
  return plan.unchanged.length === 0 && plan.lists.every((l) => l.file === undefined) && plan.problems.every((p) => p.file === undefined);
}

function formatPercent(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

import { plural } from '../util/plural.ts';
import type { Loss } from './protect.ts';
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
  const deletes = plan.lists.items.filter((l) => l.action === 'delete' && !l.changes.some((c) => c.kind === 'delete_list' && c.reason === 'duplicate')).length;
  return deleteGuard(deletes, declaresNothing(plan), options, {
    what: (n) => plural(n, 'list'),
    nothing: 'No style file declares a list',
    directory: 'styles_dir points at the style files',
    codes: { nothing: 'deletes-without-desired', count: 'too-many-deletes', percent: 'too-many-deletes-percent' },
  });
}

/** What differs between the kinds of thing a plan deletes (lists, glossaries); the thresholds and the advice are the same. */
export interface DeleteGuardWords<Code extends string> {
  what(count: number): string;
  /** "No style file declares a list". */
  nothing: string;
  /** "styles_dir points at the style files". */
  directory: string;
  codes: { nothing: Code; count: Code; percent: Code };
}

/** The delete thresholds of stylesync.yaml, for any kind of thing a plan deletes: problems with a code, a message and a hint. */
export function deleteGuard<Code extends string>(
  deletes: number,
  nothingDeclared: boolean,
  options: SafetyOptions,
  words: DeleteGuardWords<Code>,
): Array<{ code: Code; message: string; hint: string }> {
  if (deletes === 0) return [];
  if (options.allowDeletes !== undefined && options.allowDeletes >= deletes) return [];

  const problems: Array<{ code: Code; message: string; hint: string }> = [];
  const what = words.what(deletes);
  // The plan does not know whether the CLI or the Action runs it: the advice names both.
  const accept = `If every delete is intended, re-run with --allow-deletes ${deletes} (in the Action: \`allow-deletes: ${deletes}\`)`;
  const { max_deletes, max_delete_percent } = options.thresholds;

  if (nothingDeclared) {
    problems.push({
      code: words.codes.nothing,
      message: `${words.nothing}, yet the plan deletes ${what}.`,
      hint: `Check that stylesync runs in the right directory and that ${words.directory}. ${accept}.`,
    });
  }
  if (deletes > max_deletes) {
    problems.push({
      code: words.codes.count,
      message: `The plan deletes ${what}, more than the limit max_deletes (${max_deletes}).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_deletes in stylesync.yaml.`,
    });
  }
  const percent = (deletes * 100) / options.liveCount;
  if (options.liveCount >= MIN_LIVE_FOR_PERCENT && percent > max_delete_percent) {
    problems.push({
      code: words.codes.percent,
      message: `The plan deletes ${what} of ${options.liveCount} live (${formatPercent(percent)}%), more than the limit max_delete_percent (${max_delete_percent}%).`,
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
  const { unchanged, items, problems } = plan.lists;
  return unchanged.length === 0 && items.every((l) => l.file === undefined) && problems.every((p) => p.file === undefined);
}

function formatPercent(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * The lists a plan would lose, for protect.ts: deletes (a tombstone, --prune)
 * and replaces (a language change recreates the list under a new id). A
 * removed duplicate is left out: it is an exact copy of the list that stays.
 */
export function listLosses(plan: Plan): Loss[] {
  const losses: Loss[] = [];
  for (const list of plan.lists.items) {
    const gone = list.changes.find((c) => c.kind === 'delete_list');
    if (gone === undefined || gone.reason === 'duplicate') continue;
    const names = gone.before.name === list.name ? [list.name] : [list.name, gone.before.name];
    const what =
      gone.reason === 'replace'
        ? `replace it (delete it and create it again under a new style_id: its language changes from ${gone.before.language} to ${list.language})`
        : `delete it (${gone.reason === 'absent' ? 'its file is a tombstone, state: absent' : '--prune: no style file declares it'})`;
    losses.push({ kind: 'list', names, ...(list.file === undefined ? {} : { file: list.file }), what });
  }
  return losses;
}

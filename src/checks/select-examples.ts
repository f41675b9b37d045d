import type { LiveList } from '../catalog/types.ts';
import { codePointLength } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import { matchItems } from '../plan/identity.ts';
import { listKind } from '../plan/kinds.ts';
import { withoutPreviews } from '../plan/preview.ts';
import type { Plan } from '../plan/types.ts';
import type { CheckMode } from './types.ts';

/** One list whose examples are translated, and how. */
export interface CheckJob {
  desired: DesiredList;
  mode: CheckMode;
  /** The live list: before for changed lists, the only translation for unchanged ones. */
  live?: LiveList;
}

/**
 * Which lists' examples run, and in which mode, from the plan. Lists the
 * plan could not decide (conflicts, duplicate labels) and tombstones have no
 * checks; a replaced list counts as new, since its old list has another
 * language and cannot translate into the new one.
 */
export function selectExamples(desired: readonly DesiredList[], live: readonly LiveList[], plan: Plan): CheckJob[] {
  const { matches } = matchItems(listKind, desired, withoutPreviews(live));
  const planned = new Map(plan.lists.items.filter((l) => l.file !== undefined && l.action !== 'delete').map((l) => [l.file as string, l]));
  const unchanged = new Set(plan.lists.unchanged);
  const jobs: CheckJob[] = [];
  for (const { desired: list, live: have } of matches) {
    if (list.state !== 'present' || list.examples.length === 0) continue;
    const change = planned.get(list.file);
    // A rename alone does not change a translation: the live list already translates as the files want.
    const renameOnly = change?.action === 'update' && change.changes.every((c) => c.kind === 'rename_list');
    if (change && !renameOnly) {
      if (change.action === 'update' && have) jobs.push({ desired: list, mode: 'changed', live: have });
      else jobs.push({ desired: list, mode: 'new' });
    } else if (have && (renameOnly || unchanged.has(list.name))) {
      jobs.push({ desired: list, mode: 'unchanged', live: have });
    }
  }
  return jobs;
}

/** Translations a job needs per example: before and after for a changed list, one otherwise. */
function translationsPerExample(mode: CheckMode): number {
  return mode === 'changed' ? 2 : 1;
}

/** The billed characters the checks will cost: each example's code points times its translations. */
export function estimateCost(jobs: readonly CheckJob[]): { characters: number; translations: number } {
  let characters = 0;
  let translations = 0;
  for (const job of jobs) {
    const per = translationsPerExample(job.mode);
    for (const example of job.desired.examples) {
      characters += codePointLength(example.text) * per;
      translations += per;
    }
  }
  return { characters, translations };
}

/**
 * The least the checks can cost whatever the live state: every example
 * translated once. Over the limit, the run is refused before any request.
 */
export function minimumCost(desired: readonly DesiredList[]): number {
  let characters = 0;
  for (const list of desired) {
    if (list.state !== 'present') continue;
    for (const example of list.examples) characters += codePointLength(example.text);
  }
  return characters;
}

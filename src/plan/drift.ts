import { stableJson } from './stable-json.ts';
import { summarize } from './summary.ts';
import { ownGlossaries } from './glossary-drift.ts';
import { withoutOrigins } from './saved-difference.ts';
import type { ListPlan, Plan } from './types.ts';

export interface DriftSplit {
  /** The head plan without the lists whose changes are drift alone: what the pull request itself changes. */
  own: Plan;
  /** What the base branch's files would change on the service: changes nobody reviewed in this pull request. */
  drift: Plan;
}

/**
 * Separates a pull request's own changes from drift. `head` plans the pull
 * request's files against the live lists, `base` the base commit's files
 * against the same live lists. A list that `head` changes exactly as `base`
 * does owes its change to drift, not to the pull request; any other list is
 * the pull request's (on top of drift, if `base` changes it too).
 */
export function splitDrift(head: Plan, base: Plan): DriftSplit {
  const baseLists = new Set(base.lists.map(listKey));
  const lists = head.lists.filter((list) => !baseLists.has(listKey(list)));
  const own: Plan = { ...head, lists, summary: summarize(lists) };
  if (head.glossaries !== undefined) own.glossaries = ownGlossaries(head.glossaries, base.glossaries);
  return { own, drift: base };
}

/** A list's plan without where its changes are written: a pull request may move lines without changing them. */
function listKey(list: ListPlan): string {
  return stableJson({
    name: list.name,
    action: list.action,
    style_id: list.style_id ?? null,
    language: list.language,
    changes: list.changes.map(withoutOrigins),
  });
}


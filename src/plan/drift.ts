import { glossaryKind, listKind } from './kinds.ts';
import { splitSection } from './split-section.ts';
import type { Plan } from './types.ts';

export interface DriftSplit {
  /** The head plan without the changes that are drift: what the pull request itself changes. */
  own: Plan;
  /**
   * What the base branch's files would change on the service, less what the
   * pull request changes otherwise: changes nobody reviewed in this pull request.
   */
  drift: Plan;
}

/**
 * Separates a pull request's own changes from drift, kind by kind and item by
 * item (a rule, an instruction, a rename; a term). `head` plans the pull
 * request's files against the live state, `base` the base commit's files
 * against the same live state. A change `head` makes exactly as `base` does is
 * drift (the service moved away from the base files); any other change `head`
 * makes is the pull request's. So an item that both drifted and was edited
 * shows each of its changes once: the drifted ones under drift, the edited
 * ones as the pull request's. A change `base` makes that `head` makes
 * otherwise (or not at all) leaves drift: the pull request's plan already says
 * what happens to that item, and applying after the merge does not make the
 * base's change. An item only `base` changes stays drift whole. A kind the
 * base commit does not manage (no glossary files) has no drift: every change
 * of that kind is the pull request's.
 */
export function splitDrift(head: Plan, base: Plan): DriftSplit {
  const lists = splitSection(listKind, head.lists, base.lists);
  const own: Plan = { ...head, lists: lists.own };
  const drift: Plan = { ...base, lists: lists.drift };
  if (head.glossaries !== undefined && base.glossaries !== undefined) {
    ({ own: own.glossaries, drift: drift.glossaries } = splitSection(glossaryKind, head.glossaries, base.glossaries));
  }
  return { own, drift };
}

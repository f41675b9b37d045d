import type { DesiredList } from '../config/model.ts';
import { desiredChecksum } from './checksum.ts';
import { listSection } from './diff.ts';
import { countActions } from './plan-section.ts';
import type { PartialPlan, Plan, PlanProblem } from './types.ts';

/** The lists a partial plan covers, as `partial` records the user's choice. */
export interface Subset {
  partial: PartialPlan;
  /** The style lists selected (never fragments). */
  lists: readonly DesiredList[];
}

/**
 * Conflicts between files (one name or one pinned style_id in two files) stop
 * every list involved, and the problem names only the first file: kept in any
 * partial plan, so a selected list is never silently left unplanned.
 */
const CONFLICTS = new Set<string>([listSection.codes.duplicateName, listSection.codes.duplicatePin]);

/**
 * The part of a whole-repository plan (made with prune off) that concerns the
 * selected lists. Planning the whole repository first and cutting after keeps
 * identity right: a file outside the subset that pins a live list still
 * claims it, so a selected file of the same name cannot take it over.
 * Unmanaged lists, counts, the fingerprint and the checksum are those of the
 * subset, so a saved partial plan goes stale only when what it touches moves.
 */
export function restrictPlan(plan: Plan, subset: Subset): Plan {
  const files = new Set(subset.lists.map((l) => l.file));
  const names = new Set(subset.lists.map((l) => l.name));
  const concerns = (p: PlanProblem) =>
    CONFLICTS.has(p.code) || (p.file === undefined && p.list === undefined) || (p.file !== undefined && files.has(p.file)) || (p.list !== undefined && names.has(p.list));
  const { lists: section } = plan;
  const lists = section.items.filter((l) => l.file !== undefined && files.has(l.file));
  const created = new Set(lists.filter(listSection.creates).map((l) => l.name));
  const restricted: Plan = {
    ...plan,
    partial: subset.partial,
    lists: {
      items: lists,
      unchanged: section.unchanged.filter((name) => names.has(name)),
      unmanaged: [],
      summary: countActions(lists, listSection.actions),
      // The versions of the part's lists, as the whole plan's were made; of the absent names, those the part creates.
      fingerprint: { ...listSection.fingerprint(lists), absent_names: section.fingerprint.absent_names.filter((name) => created.has(name)) },
      problems: section.problems.filter(concerns),
    },
    desired_checksum: desiredChecksum(subset.lists),
  };
  const blocked = (section.blocked ?? []).filter(concerns);
  if (blocked.length > 0) restricted.lists.blocked = blocked;
  return restricted;
}

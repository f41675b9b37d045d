import type { LiveGlossary } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import { glossaryKind, listKind } from './kinds.ts';
import { sectionDifference } from './saved-difference.ts';
import { sectionStaleness, STALE_HINT } from './saved.ts';
import type { GlossarySection, ListSection, Plan, PlanProblem, SavedDifference } from './types.ts';

/**
 * The sections of a plan, lists first: what every kind has (problems, changes,
 * counts) is read through this, so a question about the whole plan never names
 * the kinds one by one.
 */
export function planSections(plan: Pick<Plan, 'lists' | 'glossaries'>): Array<ListSection | GlossarySection> {
  return plan.glossaries === undefined ? [plan.lists] : [plan.lists, plan.glossaries];
}

/** Every section's problems that stop the plan, lists' first. */
export function allProblems(plan: Pick<Plan, 'lists' | 'glossaries'>): PlanProblem[] {
  return planSections(plan).flatMap((s) => s.problems);
}

/** Every section's problems that hold back one item only. */
export function allBlocked(plan: Pick<Plan, 'lists' | 'glossaries'>): PlanProblem[] {
  return planSections(plan).flatMap((s) => s.blocked ?? []);
}

/** Whether applying the plan would send anything: an item of any kind with a write. */
export function planHasChanges(plan: Pick<Plan, 'lists' | 'glossaries'>): boolean {
  return planSections(plan).some((s) => s.items.length > 0);
}

/** The plan with problems added to each kind's section (safety, protection, refused adoptions). */
export function withProblems(plan: Plan, added: { lists?: readonly PlanProblem[]; glossaries?: readonly PlanProblem[] }): Plan {
  const lists = added.lists ?? [];
  const glossaries = plan.glossaries === undefined ? [] : (added.glossaries ?? []);
  if (lists.length === 0 && glossaries.length === 0) return plan;
  const out: Plan = { ...plan, lists: { ...plan.lists, problems: [...plan.lists.problems, ...lists] } };
  if (plan.glossaries !== undefined && glossaries.length > 0) out.glossaries = { ...plan.glossaries, problems: [...plan.glossaries.problems, ...glossaries] };
  return out;
}

/**
 * Why a saved plan no longer describes what applying it would do: an item it
 * touches was written or deleted since, an item it creates has a live
 * namesake now, or the style files changed. Empty when the plan is still
 * current. `live` holds each kind's items, read as its fingerprint needs
 * (glossaries with their entries).
 */
export function staleness(saved: Plan, live: { lists: readonly LiveList[]; glossaries?: readonly LiveGlossary[] }, currentChecksum: string): PlanProblem[] {
  const problems = [
    ...sectionStaleness(listKind, saved.lists, live.lists),
    ...(saved.glossaries === undefined ? [] : sectionStaleness(glossaryKind, saved.glossaries, live.glossaries ?? [])),
  ];
  if (saved.desired_checksum !== currentChecksum) {
    problems.push({ code: 'stale-files', message: 'The plan is stale: the style files changed since it was made.', hint: STALE_HINT });
  }
  return problems;
}

/**
 * How a saved plan differs from a fresh one made from the current files and
 * service, kind by kind (saved-difference.ts): the writes only one would
 * send, and claims of the saved plan that do not hold. Empty when they agree.
 */
export function savedDifference(saved: Plan, fresh: Plan): SavedDifference {
  const out: SavedDifference = { onlySaved: [], onlyFresh: [], notes: [] };
  if ((saved.target ?? null) !== (fresh.target ?? null)) {
    out.notes.push(`it shows the target ${JSON.stringify(saved.target ?? null)}, but it applies to ${JSON.stringify(fresh.target ?? null)}`);
  }
  sectionDifference(listKind, saved.lists, fresh.lists, out);
  sectionDifference(glossaryKind, saved.glossaries, fresh.glossaries, out);
  return out;
}

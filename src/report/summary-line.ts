import type { Plan } from '../plan/types.ts';
import { allBlocked, allProblems, planHasChanges } from '../plan/sections.ts';
import { plural } from '../util/plural.ts';

export const NO_CHANGES = 'No changes. The live lists match the style files.';

/** The same, for a project that manages glossaries too. */
export const NO_CHANGES_WITH_GLOSSARIES = 'No changes. The live lists and glossaries match the files.';

/** Problems and held-back lists or glossaries: any of these, and the plan does not match either. */
function hasProblems(plan: Plan): boolean {
  return allProblems(plan).length > 0 || allBlocked(plan).length > 0;
}

/**
 * The last line of every plan rendering: `Plan: 1 to create, 3 to update, 0
 * to delete.` A project with glossary files gets both counts, each named,
 * so a reviewer never adds a glossary to the lists:
 * `Plan: 1 list to create, 3 to update, 0 to delete; 1 glossary to create, 0 to update, 1 to delete.`
 * A project without glossary files keeps the first line as it always was.
 */
export function summaryLine(plan: Plan): string {
  const glossaries = plan.glossaries;
  // A plan blocked by problems has no changes but the lists do not match either.
  if (!planHasChanges(plan) && !hasProblems(plan)) return glossaries === undefined ? NO_CHANGES : NO_CHANGES_WITH_GLOSSARIES;
  const { create, update, delete: deletes, replace } = plan.lists.summary;
  const replaced = replace > 0 ? `, ${replace} to replace` : '';
  if (glossaries === undefined) return `Plan: ${create} to create, ${update} to update, ${deletes} to delete${replaced}.`;
  const g = glossaries.summary;
  return (
    `Plan: ${plural(create, 'list')} to create, ${update} to update, ${deletes} to delete${replaced}; ` +
    `${plural(g.create, 'glossary', 'glossaries')} to create, ${g.update} to update, ${g.delete} to delete.`
  );
}

/** "1 list is", "2 glossaries are", "1 list and 2 glossaries are": what a plan holds back. */
export function heldBackWords(lists: number, glossaries: number): string {
  const parts = [lists > 0 ? plural(lists, 'list') : '', glossaries > 0 ? plural(glossaries, 'glossary', 'glossaries') : ''].filter((p) => p !== '');
  return `${parts.join(' and ')} ${lists + glossaries === 1 ? 'is' : 'are'}`;
}

/** What a plan holds back, lists and glossaries apart. */
export function heldBack<P>(plan: { lists: { blocked?: P[] }; glossaries?: { blocked?: P[] } }): { lists: P[]; glossaries: P[] } {
  return { lists: plan.lists.blocked ?? [], glossaries: plan.glossaries?.blocked ?? [] };
}

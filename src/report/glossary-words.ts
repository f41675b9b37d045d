import type { DictionaryPlan, GlossaryChangePlan, TermChange, TermEntry } from '../plan/glossary-types.ts';
import type { GlossarySection } from '../plan/types.ts';
import type { AdmittedTerm, ForbiddenTerm } from '../catalog/glossary.ts';
import { plural } from '../util/plural.ts';

/**
 * How many terms of each kind (added, changed, removed) the text and Markdown
 * plans show per dictionary before "and N more". A reviewer reads twenty
 * changes of a kind; past that the list is a file to diff, not a plan to
 * read, and a 10,000-term import would bury every other change (and blow
 * GitHub's comment limit). JSON carries every term.
 */
export const TERMS_SHOWN = 20;

/** Where the terms left out are, said by every renderer that cuts them. */
export const ALL_TERMS_NOTE = 'the JSON plan (`stylesync plan --format json`) has every term';

/** One dictionary's terms as the renderers show them: at most TERMS_SHOWN of each kind, and how many of each are left out. */
export interface ShownTerms {
  added: TermEntry[];
  changed: TermChange[];
  removed: TermEntry[];
  /** Left out, per kind. */
  more: { added: number; changed: number; removed: number };
}

export function shownTerms(d: DictionaryPlan, cap = TERMS_SHOWN): ShownTerms {
  return {
    added: d.added.slice(0, cap),
    changed: d.changed.slice(0, cap),
    removed: d.removed.slice(0, cap),
    more: { added: Math.max(0, d.added.length - cap), changed: Math.max(0, d.changed.length - cap), removed: Math.max(0, d.removed.length - cap) },
  };
}

/** "… and 9,980 more added terms, 3 more removed": what a cut dictionary leaves out; undefined when nothing is. */
export function moreTermsWords(more: ShownTerms['more']): string | undefined {
  const parts = (['added', 'changed', 'removed'] as const).filter((k) => more[k] > 0).map((k, i) => `${count(more[k])} more ${k}${i === 0 ? (more[k] === 1 ? ' term' : ' terms') : ''}`);
  return parts.length === 0 ? undefined : `and ${parts.join(', ')}`;
}

/** `en → de`: a dictionary's language pair. Plain text; each renderer escapes it for its sink. */
export function pairWords(d: { source_lang: string; target_lang: string }): string {
  return `${d.source_lang} → ${d.target_lang}`;
}

/** "2 added, 1 changed, 3 removed" (kinds with none left out); "no term changes" when empty. */
export function termCountWords(d: DictionaryPlan): string {
  const parts = (['added', 'changed', 'removed'] as const).filter((k) => d[k].length > 0).map((k) => `${count(d[k].length)} ${k}`);
  return parts.length === 0 ? 'no term changes' : parts.join(', ');
}

/** What happens to one dictionary, in words: "new, 2 terms", "removed, 120 terms", "2 added, 1 changed; 120 → 121 terms". */
export function dictionaryWords(d: DictionaryPlan): string {
  if (d.action === 'create') return `new, ${terms(d.entry_count_after)}`;
  if (d.action === 'delete') return `removed with its ${terms(d.entry_count_before)}`;
  return `${termCountWords(d)}; ${count(d.entry_count_before)} → ${terms(d.entry_count_after)}`;
}

/** "1,234 terms". */
export function terms(n: number): string {
  return `${count(n)} ${n === 1 ? 'term' : 'terms'}`;
}

/** Numbers with thousands separators, the same on every machine. */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** "2 dictionaries, 1,240 terms": what a glossary being deleted holds, as read. */
export function heldWords(g: GlossaryChangePlan): string {
  const total = g.dictionaries.reduce((n, d) => n + d.entry_count_before, 0);
  return `${plural(g.dictionaries.length, 'dictionary', 'dictionaries')}, ${terms(total)}`;
}

export { isGlossaryLoss } from '../plan/safety.ts';

/** The glossary part of a plan that renderers show: present only when the project manages glossaries. */
export function glossaryChanges(plan: { glossaries?: GlossarySection }): GlossaryChangePlan[] {
  return plan.glossaries?.items ?? [];
}

/**
 * The items of a term's list notes as one text each, for the renderers of
 * changes (plan --since, the pull-request comment): the term, "(superseded)"
 * for a superseded forbidden variant, then its note after a dash
 * ("Anmeldung — The noun."), so a changed note or status reads as a changed
 * item. Raw text: each sink escapes it.
 */
export function noteItems(items: readonly (string | AdmittedTerm | ForbiddenTerm)[]): string[] {
  return items.map((item) => {
    if (typeof item === 'string') return item;
    const term = 'status' in item && item.status === 'superseded' ? `${item.term} (superseded)` : item.term;
    return item.note === undefined ? term : `${term} — ${item.note}`;
  });
}

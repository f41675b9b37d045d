import type { DictionaryPlan, GlossaryChangePlan } from '../plan/glossary-types.ts';
import { plural } from '../util/plural.ts';
import { count, heldWords, isGlossaryLoss, pairWords, termCountWords, terms } from './glossary-words.ts';
import { ACTION_MARK } from './marks.ts';
import { markdownText } from './user-text.ts';

/**
 * The glossaries' part of the overview (plan-overview.ts): their rows in the
 * table and their paragraph in the deletes alert. Pure.
 */

/** A cell or an alert names at most this many dictionaries of one glossary; its section has every one. */
const DICTIONARIES_NAMED = 5;

/** Where a glossary's row goes among the lists' (plan-overview.ts ranks: 0 loss, 1 replace, 2 duplicate, 3 the rest). */
export function glossaryRank(g: GlossaryChangePlan): number {
  if (g.action === 'delete') return isGlossaryLoss(g) ? 0 : 2;
  return 3;
}

/** The cells of one glossary's row: Action, Name, Language (its pairs), What changes. */
export function glossaryCells(g: GlossaryChangePlan): string[] {
  return [action(g), `**${markdownText(g.name)}** (glossary)`, markdownText(g.dictionaries.map(pairWords).join(', ')), whatChanges(g)];
}

function action(g: GlossaryChangePlan): string {
  const mark = `\`${ACTION_MARK[g.action]}\``;
  if (g.action === 'delete') return isGlossaryLoss(g) ? `${mark} **delete**` : `${mark} duplicate removal`;
  if (g.action === 'create') return `${mark} create`;
  if (g.adopted) return `${mark} **adopt**`;
  const more = g.dictionaries.length > 0;
  return `${mark} ${g.rename ? (more ? 'rename, update' : 'rename') : 'update'}`;
}

function whatChanges(g: GlossaryChangePlan): string {
  switch (g.action) {
    case 'create':
      return `new glossary: ${named(g.dictionaries, (d) => `${markdownText(pairWords(d))} (${terms(d.entry_count_after)})`)}`;
    case 'delete':
      if (g.reason === 'duplicate') return `an exact copy; glossary\\_id ${markdownText(g.kept ?? '?')}, the oldest, is kept: nothing is lost`;
      return `${g.reason === 'absent' ? '`state: absent`' : 'no glossary file manages it (`--prune`)'}; **${heldWords(g)} go with it**`;
    case 'update': {
      const parts = g.rename ? [`renamed from ${markdownText(g.rename.from)}`] : [];
      if (g.dictionaries.length > 0) parts.push(named(g.dictionaries, (d) => `${markdownText(pairWords(d))}: ${dictionaryCell(d)}`));
      return parts.join('; ');
    }
  }
}

/** "3 added, 1 changed", "new (40 terms)", "removed (12 terms)". */
function dictionaryCell(d: DictionaryPlan): string {
  if (d.action === 'create') return `new (${terms(d.entry_count_after)})`;
  if (d.action === 'delete') return `removed (${terms(d.entry_count_before)})`;
  return termCountWords(d);
}

/** The first DICTIONARIES_NAMED dictionaries in words, `separator` between, and how many more. */
function named(dictionaries: readonly DictionaryPlan[], words: (d: DictionaryPlan) => string, separator = '; '): string {
  const shown = dictionaries.slice(0, DICTIONARIES_NAMED).map(words);
  const more = dictionaries.length - shown.length;
  return more > 0 ? `${shown.join(separator)}${separator}and ${plural(more, 'more dictionary', 'more dictionaries')}` : shown.join(separator);
}

/**
 * The deletes alert's paragraph for glossaries: "**This plan deletes 1
 * glossary:** Acme (glossary_id g1: en → de 120 terms, en → fr 40 terms)."
 * Each deleted glossary by name, id, dictionaries and entry counts, at most
 * `max` of them; undefined when none is deleted (removed duplicates lose
 * nothing and are not named).
 */
export function glossaryDeletesAlert(glossaries: readonly GlossaryChangePlan[], subject: string, max: number): string | undefined {
  const deletes = glossaries.filter(isGlossaryLoss);
  if (deletes.length === 0) return undefined;
  const names = deletes.slice(0, max).map((g) => {
    const dictionaries = g.dictionaries.length === 0 ? 'no dictionaries' : `dictionaries ${named(g.dictionaries, (d) => `${markdownText(pairWords(d))} with ${terms(d.entry_count_before)}`, ', ')}`;
    return `${markdownText(g.name)} (glossary\\_id ${markdownText(g.glossary_id ?? '?')}; ${dictionaries})`;
  });
  const more = deletes.length - names.length;
  const list = more > 0 ? `${names.join(', ')} and ${count(more)} more` : names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')} and ${names.at(-1) as string}`;
  const one = deletes.length === 1;
  return (
    `> **${markdownText(subject)} deletes ${plural(deletes.length, 'glossary', 'glossaries')}:** ${list}. ` +
    `${one ? 'Its' : 'Their'} terms go with ${one ? 'it' : 'them'}; they are shown below.`
  );
}

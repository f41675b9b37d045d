import type { NoteField, TermNoteChange } from '../plan/term-notes-diff.ts';
import { plural } from '../util/plural.ts';
import { noteItems, TERMS_SHOWN } from './glossary-words.ts';
import type { AdmittedTerm, ForbiddenTerm } from '../catalog/glossary.ts';
import type { GuideLinks } from './guide-links.ts';
import { markdownLink, markdownText } from './user-text.ts';

/** At most this many terms are shown; the rest are counted. */
export const NOTE_TERMS_SHOWN = 3 * TERMS_SHOWN;

/**
 * The terms whose notes (forbidden, definition, note, translate) a pull
 * request changes: changes to the files alone, which the plan against the
 * service cannot show because nothing of them is sent. A `###` heading of
 * its own, as the plan and the drift have: a closed block alone would read
 * as one more of the translate examples' blocks above it (seen in
 * `npm run preview:review`). Then the table, closed: one row per term and
 * field, at most NOTE_TERMS_SHOWN terms and at most `maxChars` characters,
 * then a line counting the terms left out. Empty when nothing changed.
 */
export function termNotesMarkdown(changes: readonly TermNoteChange[], maxChars: number, links?: GuideLinks): string {
  if (changes.length === 0) return '';
  const head =
    `### Changes to the glossary files alone: ${plural(changes.length, 'term')}; nothing is sent to the service\n\n` +
    `<details><summary>${fieldsChanged(changes)}, before and after</summary>\n\n| Glossary | Term | Field | Before | After |\n|---|---|---|---|---|\n`;
  const tail = '\n</details>\n\n';
  const rows = changes.slice(0, NOTE_TERMS_SHOWN).map((c) => termRows(c, links));
  let shown = rows.length;
  let body = rows.join('');
  // Whole terms are dropped from the end until the block fits; the note counts them.
  while (shown > 0 && head.length + body.length + more(changes.length - shown).length + tail.length > maxChars) {
    shown--;
    body = rows.slice(0, shown).join('');
  }
  const text = head + body + more(changes.length - shown) + tail;
  return text.length <= maxChars ? text : '';
}

/** What the table holds, named as a reader knows it: "Forbidden variants and notes". */
const FIELD_WORDS: Record<NoteField, string> = { admitted: 'admitted alternatives', forbidden: 'forbidden variants', definition: 'definitions', note: 'notes', translate: 'terms kept untranslated' };

function fieldsChanged(changes: readonly TermNoteChange[]): string {
  const present = new Set(changes.flatMap((c) => c.fields.map((f) => f.field)));
  const words = (Object.keys(FIELD_WORDS) as NoteField[]).filter((f) => present.has(f)).map((f) => FIELD_WORDS[f]);
  const list = words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return list.charAt(0).toUpperCase() + list.slice(1);
}

/** A term's rows: glossary and term in the first only, so two fields of one term read as one term, not two. */
function termRows(c: TermNoteChange, links: GuideLinks | undefined): string {
  const where = `${markdownText(c.glossary)} (${markdownText(`${c.source_lang} → ${c.target_lang}`)})`;
  return c.fields
    .map((f, i) => `| ${i === 0 ? where : ''} | ${i === 0 ? term(c, links) : ''} | ${f.field} | ${value(f.field, f.before, f.after, 'removed')} | ${value(f.field, f.after, f.before, 'added')} |\n`)
    .join('');
}

function more(left: number): string {
  return left === 0 ? '' : `\n_… and ${plural(left, 'more term')} not shown; the glossary files have them all._\n`;
}

function term(c: TermNoteChange, links: GuideLinks | undefined): string {
  const url = links?.term(c.glossary, c.source_lang, c.target_lang, c.source);
  return url === undefined ? markdownText(c.source) : markdownLink(c.source, url);
}

type NoteValue = string | readonly string[] | readonly AdmittedTerm[] | readonly ForbiddenTerm[] | false | undefined;

/**
 * A field's value on one side. Forbidden variants (and admitted alternatives, each with its note) are one a line, and those
 * the other side lacks are marked `(added)` after, `(removed)` before: a
 * reviewer need not compare two lists by eye to find the one variant a pull
 * request adds (a strike-through would read as "forbidden", as the guide shows
 * variants).
 */
function value(field: NoteField, v: NoteValue, other: NoteValue, mark: 'added' | 'removed'): string {
  // An unset `translate` has a meaning (the term is translated); "(unset)" beside "false" would leave the reader to infer it.
  if (field === 'translate') return v === false ? 'false: kept as written' : '_(unset)_: translated';
  if (v === undefined) return '_(unset)_';
  // A block scalar's final line break would end the cell in an empty line.
  if (typeof v === 'string') return markdownText(v.trimEnd());
  // One forbidden variant a line: a variant may hold a comma ("Login, Logout"), never a line break (a term is one line).
  const others = new Set(Array.isArray(other) ? noteItems(other as readonly (string | AdmittedTerm | ForbiddenTerm)[]) : []);
  return noteItems(v as readonly (string | AdmittedTerm | ForbiddenTerm)[]).map((variant) => (others.size > 0 && !others.has(variant) ? `${markdownText(variant)} _(${mark})_` : markdownText(variant))).join('<br>');
}

import type { NoteField, TermNoteChange } from '../plan/term-notes-diff.ts';
import { plural } from '../util/plural.ts';
import { TERMS_SHOWN } from './glossary-words.ts';
import type { GuideLinks } from './guide-links.ts';
import { markdownLink, markdownText } from './user-text.ts';

/** At most this many terms are shown; the rest are counted. */
export const NOTE_TERMS_SHOWN = 3 * TERMS_SHOWN;

/**
 * The terms whose notes (forbidden, definition, note, translate) a pull
 * request changes, as a closed `<details>` block: changes to the files alone,
 * which the plan against the service cannot show because nothing of them is
 * sent. One row per term and field, at most NOTE_TERMS_SHOWN terms and at
 * most `maxChars` characters, then a line counting the terms left out. Empty
 * when nothing changed.
 */
export function termNotesMarkdown(changes: readonly TermNoteChange[], maxChars: number, links?: GuideLinks): string {
  if (changes.length === 0) return '';
  const head = `<details><summary>Changes to the glossary files alone: ${plural(changes.length, 'term')} (forbidden variants, definitions, notes); nothing is sent to the service</summary>\n\n| Glossary | Term | Field | Before | After |\n|---|---|---|---|---|\n`;
  const tail = '\n</details>\n\n';
  const rows = changes.slice(0, NOTE_TERMS_SHOWN).map((c) => c.fields.map((f) => `| ${markdownText(c.glossary)} (${markdownText(`${c.source_lang} → ${c.target_lang}`)}) | ${term(c, links)} | ${f.field} | ${value(f.field, f.before)} | ${value(f.field, f.after)} |\n`).join(''));
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

function more(left: number): string {
  return left === 0 ? '' : `\n_… and ${plural(left, 'more term')} not shown; the glossary files have them all._\n`;
}

function term(c: TermNoteChange, links: GuideLinks | undefined): string {
  const url = links?.term(c.glossary, c.source_lang, c.target_lang, c.source);
  return url === undefined ? markdownText(c.source) : markdownLink(c.source, url);
}

function value(field: NoteField, v: string | readonly string[] | false | undefined): string {
  if (v === undefined) return '_(unset)_';
  if (field === 'translate') return 'do not translate';
  return typeof v === 'string' ? markdownText(v) : (v as readonly string[]).map(markdownText).join(', ');
}

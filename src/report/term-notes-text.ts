import { boundedText } from './bounded-text.ts';
import type { NoteField, TermNoteChange } from '../plan/term-notes-diff.ts';
import { plural } from '../util/plural.ts';
import { noteItems, TERMS_SHOWN } from './glossary-words.ts';
import type { AdmittedTerm, ForbiddenTerm } from '../catalog/glossary.ts';
import type { Style } from './style.ts';
import { terminalQuoted, terminalText } from './user-text.ts';

/** A definition or note longer than this many characters is cut with "…": the line says it changed, the file says how. */
export const NOTE_TEXT_SHOWN = 80;

/**
 * `plan --since REF` in the terminal, after the plan: the terms whose
 * admitted alternatives, forbidden variants, definition, note or `translate` changed since REF
 * (app/files-alone.ts). Nothing of them reaches the service, so the plan
 * above cannot show them. One line per term, then one per field; at most
 * TERMS_SHOWN terms, the rest counted. Every piece of user text is escaped
 * with terminalText. No lines when nothing changed.
 */
export function termNotesText(changes: readonly TermNoteChange[], since: string, s: Style): string[] {
  if (changes.length === 0) return [];
  const lines = [s.bold(`Changes to the glossary files alone since ${terminalText(boundedText(since))}: ${plural(changes.length, 'term')}; nothing is sent to the service`)];
  for (const c of changes.slice(0, TERMS_SHOWN)) {
    lines.push(`  ${s.yellow('~')} ${terminalQuoted(c.source)} (${terminalText(`${c.glossary}, ${c.source_lang} → ${c.target_lang}`)})  ${s.dim(`# ${terminalText(c.file)}`)}`);
    for (const f of c.fields) lines.push(`      ${fieldLine(f.field, f.before, f.after)}`);
  }
  const left = changes.length - TERMS_SHOWN;
  if (left > 0) lines.push(`  ${s.dim(`# … and ${plural(left, 'more term')}; the glossary files have them all`)}`);
  return lines;
}

type Value = string | readonly string[] | readonly AdmittedTerm[] | readonly ForbiddenTerm[] | false | undefined;

function fieldLine(field: NoteField, before: Value, after: Value): string {
  switch (field) {
    case 'admitted':
    case 'forbidden':
      return `${field}: ${variants(before)} → ${variants(after)}`;
    case 'translate':
      // An unset `translate` has a meaning (the term is translated); say both sides in words.
      return `translate: ${kept(before)} → ${kept(after)}`;
    default:
      // Only the new text: the old one is in git, and two long texts on one line read as neither.
      if (after === undefined) return `${field} removed`;
      return `${field} ${before === undefined ? 'added' : 'changed'}: ${terminalQuoted(cut(String(after)))}`;
  }
}

function variants(v: Value): string {
  // Each variant quoted: a variant may hold a comma ("Login, Logout").
  return Array.isArray(v) && v.length > 0 ? noteItems(v as readonly (string | AdmittedTerm | ForbiddenTerm)[]).map((x) => terminalQuoted(cut(x))).join(', ') : '(none)';
}

function kept(v: Value): string {
  return v === false ? 'kept as written (false)' : 'translated (unset)';
}

/** One line of at most NOTE_TEXT_SHOWN characters: a block scalar's line breaks become spaces; cut between code points. */
function cut(text: string): string {
  const flat = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
  const chars = Array.from(flat);
  if (chars.length <= NOTE_TEXT_SHOWN) return flat;
  const kept = chars.slice(0, NOTE_TEXT_SHOWN - 1).join('');
  // At the last word's end when there is one in the second half: "an acc…" reads as a typo.
  const space = kept.lastIndexOf(' ');
  return `${(space > kept.length / 2 ? kept.slice(0, space) : kept).trimEnd()}…`;
}

import type { ListPlan } from '../plan/types.ts';
import type { Style } from './style.ts';
import { terminalText } from './user-text.ts';

// What the terminal blocks of every kind (text.ts, glossary-text.ts) draw alike.

/** The indent of a change under its item's head line. */
export const INDENT = '    ';

/** A comment after a line, dimmed: `# styles/acme-de.yaml`. */
export function textComment(text: string, s: Style): string {
  return s.dim(`# ${terminalText(text)}`);
}

/** The colour of an item's mark, as terraform draws it. */
export function markStyle(action: ListPlan['action'], s: Style): (text: string) => string {
  return action === 'create' ? s.green : action === 'update' ? s.yellow : action === 'delete' ? s.red : s.magenta;
}

/**
 * A delete's first line, for any kind (plan/kinds.ts gives its noun, id field
 * and file word): a duplicate's removal, which loses nothing, or a delete and
 * its cause (a tombstone, --prune). What goes with the item follows, in the kind's own words.
 */
export function textDeleteHead(kind: { noun: string; idField: string; fileWord: string }, reason: string | undefined, kept: string | undefined, s: Style): string[] {
  if (reason === 'duplicate') {
    return [
      `${INDENT}${s.red('-')} deleted: a duplicate, an exact copy of the ${kind.fileWord}'s content; ${kind.idField} ${terminalText(kept ?? '?')} (the oldest copy) is kept`,
      `${INDENT}  ${textComment(`two creates of one ${kind.noun} landed (a lost answer or two applies at once); removing the copy loses nothing`, s)}`,
    ];
  }
  return [`${INDENT}${s.red('-')} deleted: ${reason === 'absent' ? `the ${kind.fileWord} says state: absent` : `no ${kind.fileWord} manages it (--prune)`}`];
}

import { markdownText } from './user-text.ts';

/**
 * A delete's first lines in the Markdown plan, for any kind (plan/kinds.ts
 * gives its noun, id field and file word): a duplicate's removal, which loses
 * nothing, or a delete and its cause (a tombstone, --prune). What goes with the
 * item follows, in the kind's own words.
 */
export function markdownDeleteHead(kind: { noun: string; idField: string; fileWord: string }, id: string, reason: string | undefined, kept: string | undefined): string[] {
  const idWords = `${markdownText(kind.idField)} ${markdownText(id)}`;
  if (reason === 'duplicate') {
    return [
      `Deletes the ${kind.noun} (${idWords}): it is a duplicate, an exact copy of the ${kind.fileWord}'s content ` +
        `(${markdownText(kind.idField)} ${markdownText(kept ?? '?')}, the oldest copy, is kept), so nothing is lost.`,
      '',
    ];
  }
  const why = reason === 'absent' ? `the ${kind.fileWord} says \`state: absent\`` : `no ${kind.fileWord} manages it (\`--prune\`)`;
  return [`**Deletes the ${kind.noun}** (${idWords}): ${why}.`, ''];
}

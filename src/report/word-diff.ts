import { diffWords, diffWordsWithSpace } from 'diff';

export interface WordPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

// Word boundaries by the platform's segmenter, so Japanese or Chinese prompts diff by word, not by whole sentence.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * The words that differ between two prompts. diffWords ignores whitespace, so
 * a prompt whose only change is spacing (still a real write: the service
 * stores prompts verbatim) is diffed again with whitespace as tokens.
 */
export function wordDiff(before: string, after: string): WordPart[] {
  let changes = diffWords(before, after, { intlSegmenter: segmenter });
  if (before !== after && !changes.some((c) => c.added || c.removed)) changes = diffWordsWithSpace(before, after);
  return changes.map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }));
}

/**
 * Whether `part` follows a change of the other kind with no whitespace
 * between them (a word replaced by another): shown side by side, the two
 * run together ("12.5012,50") unless the renderer puts a space between.
 */
export function needsSeparator(previous: WordPart | undefined, part: WordPart): boolean {
  if (previous === undefined || previous.kind === 'same' || part.kind === 'same' || previous.kind === part.kind) return false;
  return !/\s$/.test(previous.text) && !/^\s/.test(part.text);
}

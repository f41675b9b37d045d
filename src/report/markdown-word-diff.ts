import { markdownText } from './user-text.ts';
import { needsSeparator, wordDiff } from './word-diff.ts';

/**
 * Removed words struck through, added words bold. HTML tags rather than
 * `~~`/`**`: Markdown's flanking rules drop the markers when a changed token
 * is punctuation next to a word (`address~~,~~` renders literally). A
 * replaced word and its replacement are kept a space apart: `<del>12.50</del>`
 * right before `<b>12,50</b>` reads as one word "12.5012,50".
 */
export function markdownWordDiff(before: string, after: string): string {
  const parts = wordDiff(before, after);
  return parts
    .map((part, i) => {
      const gap = needsSeparator(parts[i - 1], part) ? ' ' : '';
      if (part.kind === 'same') return markdownText(part.text);
      const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.text) as RegExpExecArray;
      const [, lead = '', core = '', trail = ''] = match;
      if (core === '') return part.kind === 'added' ? markdownText(part.text) : '';
      const tag = part.kind === 'removed' ? 'del' : 'b';
      return `${gap}${markdownText(lead)}<${tag}>${markdownText(core)}</${tag}>${markdownText(trail)}`;
    })
    .join('');
}

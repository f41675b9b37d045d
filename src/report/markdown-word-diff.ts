import { markdownText } from './user-text.ts';
import { wordDiff } from './word-diff.ts';

/**
 * Removed words struck through, added words bold. HTML tags rather than
 * `~~`/`**`: Markdown's flanking rules drop the markers when a changed token
 * is punctuation next to a word (`address~~,~~` renders literally).
 */
export function markdownWordDiff(before: string, after: string): string {
  return wordDiff(before, after)
    .map((part) => {
      if (part.kind === 'same') return markdownText(part.text);
      const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.text) as RegExpExecArray;
      const [, lead = '', core = '', trail = ''] = match;
      if (core === '') return part.kind === 'added' ? markdownText(part.text) : '';
      const tag = part.kind === 'removed' ? 'del' : 'b';
      return `${markdownText(lead)}<${tag}>${markdownText(core)}</${tag}>${markdownText(trail)}`;
    })
    .join('');
}

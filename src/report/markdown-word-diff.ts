import { markdownFragment, markdownText } from './user-text.ts';
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
  let out = '';
  parts.forEach((part, i) => {
    // Only what opens the line can start a block (a prompt's leading blanks, a `1.`): the rest follows text on it.
    const text = out === '' ? markdownText : markdownFragment;
    const gap = needsSeparator(parts[i - 1], part) ? ' ' : '';
    if (part.kind === 'same') {
      out += text(part.text);
      return;
    }
    const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.text) as RegExpExecArray;
    const [, lead = '', core = '', trail = ''] = match;
    if (core === '') {
      if (part.kind === 'added') out += text(part.text);
      return;
    }
    const tag = part.kind === 'removed' ? 'del' : 'b';
    out += `${gap}${text(lead)}<${tag}>${markdownFragment(core)}</${tag}>${markdownFragment(trail)}`;
  });
  return out;
}

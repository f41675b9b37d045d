import { escapeRegExp } from '../util/escape-regexp.ts';

/**
 * Builds the test for `ignore` patterns: live lists whose name matches are
 * never pruned. A pattern matches the whole name, case-sensitively; `*`
 * stands for any run of characters (including none) and every other
 * character, `?` and `[` included, is literal, because list names are free
 * text and a glob dialect would surprise people who name lists "Q&A [beta]".
 */
export function ignoreMatcher(patterns: readonly string[]): (name: string) => boolean {
  if (patterns.length === 0) return () => false;
  const alternatives = patterns.map((p) => p.split('*').map(escapeRegExp).join('.*'));
  // One compiled regex for all patterns: prune checks every live list against it.
  const re = new RegExp(`^(?:${alternatives.join('|')})$`, 'su');
  return (name) => re.test(name);
}

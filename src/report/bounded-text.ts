/**
 * Text from outside (a git ref, a path in a commit's tree) cut to at most
 * `max` code points, `…` last when cut, so one name cannot fill a terminal
 * or a comment. Bounds only: each sink still escapes it once (user-text.ts).
 */
export function boundedText(text: string, max = 80): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

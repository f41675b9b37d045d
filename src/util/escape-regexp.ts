/** `text` as a literal inside a RegExp (valid with and without the `u` flag). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

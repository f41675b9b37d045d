/**
 * Unmanaged lists or glossaries shown in text output: the first
 * UNMANAGED_SHOWN, then "… and N more". An account holding thousands that no
 * file manages would otherwise print a line for each, burying the plan in a
 * terminal or a CI log; JSON output lists them all. The Markdown output cuts
 * the same block to its size budget (markdown-fit.ts).
 */
export const UNMANAGED_SHOWN = 20;

export function unmanagedLines<T>(title: string, items: readonly T[], line: (item: T) => string): string[] {
  const lines = [title, ...items.slice(0, UNMANAGED_SHOWN).map(line)];
  const rest = items.length - UNMANAGED_SHOWN;
  if (rest > 0) lines.push(`  … and ${rest.toLocaleString('en-US')} more (\`--format json\` lists them all)`);
  return lines;
}

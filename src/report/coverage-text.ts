import { type Coverage, type CoverageItem, type CoverageOwner, COVERAGE_KINDS } from '../config/validate-coverage.ts';
import { coverageLine } from './coverage-line.ts';
import { formatOrigin } from './origin.ts';
import type { Style } from './style.ts';
import { terminalQuoted, terminalText } from './user-text.ts';

/** Uncovered items shown per list or glossary; the rest are counted (`--format json` has them all). */
export const COVERAGE_ITEMS_SHOWN = 20;

/**
 * `validate --coverage` at a terminal: the totals line, then each list and
 * glossary that leaves something unexercised, with the file:line of each
 * item. A termbase of thousands of terms is cut to its first items.
 */
export function renderCoverageText(coverage: Coverage, s: Style): string {
  const lines = [s.bold(coverageLine(coverage.totals))];
  for (const owner of coverage.owners) {
    if (owner.uncovered.length === 0) continue;
    lines.push(`  ${owner.kind} ${s.bold(terminalQuoted(owner.name))} (${terminalText(owner.file)}): ${counts(owner)}${owner.examples === 0 ? `; ${NO_EXAMPLES[owner.kind]}` : ''}`);
    for (const item of owner.uncovered.slice(0, COVERAGE_ITEMS_SHOWN)) {
      lines.push(`    ${s.yellow('-')} ${itemText(item)}  ${s.dim(`# ${terminalText(formatOrigin(item.origin))}`)}`);
    }
    const rest = owner.uncovered.length - COVERAGE_ITEMS_SHOWN;
    if (rest > 0) lines.push(`    … and ${rest} more (\`--format json\` lists them all)`);
  }
  return `${lines.join('\n')}\n`;
}

/** What to do when nothing can exercise a list or a glossary yet: the counts alone would not say. */
const NO_EXAMPLES: Record<CoverageOwner['kind'], string> = {
  list: 'it has no examples: add `examples:` to its file, naming what each exercises in `covers:`',
  glossary: "no example runs with it: name it in a style file's `glossaries:`, or add `examples:` to its file",
};

function counts(owner: CoverageOwner): string {
  const parts = COVERAGE_KINDS.flatMap((kind) => {
    const count = owner.counts[kind];
    return count && count.total > 0 ? [`${kind} ${count.exercised} of ${count.total}`] : [];
  });
  return `${parts.join(', ')} exercised`;
}

function itemText(item: CoverageItem): string {
  if (item.kind === 'terms') return `term ${terminalQuoted(item.name)}${item.pair === undefined ? '' : ` (${terminalText(item.pair)})`}`;
  if (item.kind === 'rules') return `rule ${terminalText(item.name)}`;
  return `instruction ${terminalQuoted(item.name)}`;
}

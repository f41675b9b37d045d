import type { SavedDifference } from '../plan/types.ts';
import type { PlanProblem } from '../plan/types.ts';
import { terminalText } from './user-text.ts';

/**
 * Why `apply plan.json` refuses: the staleness found (what moved since the
 * plan) and the writes only one of the saved and the fresh plan would send.
 * Lines are JSON already; terminalText() also catches bidirectional overrides.
 */
export function renderSavedDifference(file: string, stale: readonly PlanProblem[], difference: SavedDifference): string {
  const lines = [`${terminalText(file)} does not match what applying it now would do, so it is not applied:`];
  for (const problem of stale) lines.push(`  - ${terminalText(problem.message)}`);
  if (difference.onlySaved.length > 0) {
    lines.push(`  Writes only in ${terminalText(file)} (a fresh plan from the files and the service would not send them):`);
    for (const line of difference.onlySaved) lines.push(`    - ${terminalText(line)}`);
  }
  if (difference.onlyFresh.length > 0) {
    lines.push(`  Writes only in a fresh plan (${terminalText(file)} does not show them):`);
    for (const line of difference.onlyFresh) lines.push(`    + ${terminalText(line)}`);
  }
  for (const note of difference.notes) lines.push(`  - ${terminalText(file)}: ${terminalText(note)}`);
  lines.push(
    `  hint: Run \`stylesync plan --out ${terminalText(file)}\` again, review it, and apply the new file. ` +
      `If neither the files (style and glossary files) nor the service changed since the plan was saved, ${terminalText(file)} itself was edited: find out by whom before applying anything.`,
  );
  return `${lines.join('\n')}\n`;
}

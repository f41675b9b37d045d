import type { SavedDifference } from '../plan/saved-difference.ts';
import type { PlanProblem } from '../plan/types.ts';
import { printable } from './style.ts';

/**
 * Why `apply plan.json` refuses: the staleness found (what moved since the
 * plan) and the writes only one of the saved and the fresh plan would send.
 * Lines are JSON already; printable() also catches bidirectional overrides.
 */
export function renderSavedDifference(file: string, stale: readonly PlanProblem[], difference: SavedDifference): string {
  const lines = [`${printable(file)} does not match what applying it now would do, so it is not applied:`];
  for (const problem of stale) lines.push(`  - ${printable(problem.message)}`);
  if (difference.onlySaved.length > 0) {
    lines.push(`  Writes only in ${printable(file)} (a fresh plan from the files and the service would not send them):`);
    for (const line of difference.onlySaved) lines.push(`    - ${printable(line)}`);
  }
  if (difference.onlyFresh.length > 0) {
    lines.push(`  Writes only in a fresh plan (${printable(file)} does not show them):`);
    for (const line of difference.onlyFresh) lines.push(`    + ${printable(line)}`);
  }
  for (const note of difference.notes) lines.push(`  - ${printable(file)}: ${printable(note)}`);
  lines.push(
    `  hint: Run \`stylesync plan --out ${printable(file)}\` again, review it, and apply the new file. ` +
      `If neither the style files nor the service changed since the plan was saved, ${printable(file)} itself was edited: find out by whom before applying anything.`,
  );
  return `${lines.join('\n')}\n`;
}

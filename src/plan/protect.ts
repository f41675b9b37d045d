import { itemProblem } from './identity.ts';
import { ignoreMatcher } from './ignore.ts';
import type { PlanProblem } from './types.ts';

/**
 * One thing a plan would lose for good, as a kind's adapter describes it
 * (kinds.ts: listLosses, glossaryLosses): a list deleted or
 * replaced, a glossary deleted, a glossary's dictionary removed.
 */
export interface Loss {
  kind: 'list' | 'glossary';
  /** The desired name, and the live name when it differs (a rename in the same plan): a pattern may name either. */
  names: string[];
  /** The file that declares the item; absent for a pruned one. */
  file?: string;
  /** What would happen, completing "yet the plan would …": "delete it (its file is a tombstone, state: absent)". */
  what: string;
}

/**
 * Refuses every loss of a protected item, one kind's: protected by its file
 * among `items` (`protect: true`) or by one of stylesync.yaml's `protect:`
 * name `patterns`. One problem each, naming the file (or the pattern) and
 * what would have happened. Deliberately no flag turns
 * this off, neither --prune, --allow-deletes nor --allow-replace: protection
 * is the one delete guard a flag cannot override, so lifting it takes a
 * reviewed change of the file (which the pull request comment shows as an
 * alert of its own: plan/against-base.ts, report/base-alerts.ts).
 */
export function checkProtected(losses: readonly Loss[], items: ReadonlyArray<{ file: string; protect?: boolean }>, patterns: readonly string[] = []): PlanProblem[] {
  const files = new Set(items.filter((i) => i.protect === true).map((i) => i.file));
  // One matcher per pattern, so the problem can name the pattern that protects the item.
  const tests = patterns.map((p) => ({ p, test: ignoreMatcher([p]) }));
  const problems: PlanProblem[] = [];
  for (const loss of losses) {
    const [name = ''] = loss.names;
    const pattern = tests.find(({ test }) => loss.names.some(test))?.p;
    const byFile = loss.file !== undefined && files.has(loss.file);
    if (!byFile && pattern === undefined) continue;
    const where = loss.file === undefined ? 'no file declares it' : loss.file;
    const why = byFile ? `\`protect: true\` in ${loss.file}` : `the pattern \`${pattern ?? ''}\` of \`protect:\` in stylesync.yaml`;
    const lift = byFile ? `remove \`protect: true\` from ${loss.file}` : `remove \`${pattern ?? ''}\` from \`protect:\` in stylesync.yaml`;
    const message = `The ${loss.kind} "${name}" (${where}) is protected by ${why}, yet the plan would ${loss.what}. Nothing was written.`;
    const hint = `No flag overrides protect (not --prune, --allow-deletes or --allow-replace). If this is meant, first ${lift} in a change of its own, then make this change again.`;
    problems.push(itemProblem({ problemKey: loss.kind }, { name, file: loss.file }, loss.kind === 'list' ? 'protected-list' : 'protected-glossary', message, hint));
  }
  return problems;
}

import type { AnyRecordEntry } from '../apply/record-file.ts';
import { allBlocked } from '../plan/sections.ts';
import { type ApplyResult, type GlossaryOutcome, isGlossaryRecord, type Outcome } from '../apply/result.ts';
import type { Plan, PlanProblem } from '../plan/types.ts';

export interface ApplyJsonInput {
  plan: Plan;
  /** Absent when apply refused the plan before writing. */
  result?: ApplyResult;
  /** The writes, as `--record` keeps them (with target and base URL): list writes carry `list`, glossary writes `glossary`. */
  records: readonly AnyRecordEntry[];
  /** Files the run wrote that the user asked for (`--record`, `--ids-out`), as given on the command line. */
  outputs: readonly string[];
  /** Problems that stopped apply before any write (a stale saved plan, plan problems). */
  refused?: readonly PlanProblem[];
}

/**
 * `apply --format json`: one document on stdout for the tool that ran
 * apply, with what a person reads in the text: every write (as recorded),
 * the ids created lists received, and every file written (outputs and
 * backups). Pure.
 */
export function renderApplyJson(input: ApplyJsonInput): string {
  const { plan, result } = input;
  const lists = result?.lists ?? [];
  // Every write of a glossary that loses terms names the one backup made before the first: listed once. The lists'
  // backups come first, each kind's in completion order: only `records` took the one list's order (issue #28).
  const byKind = [...input.records.filter((r) => !isGlossaryRecord(r)), ...input.records.filter(isGlossaryRecord)];
  const backups = [...new Set(byKind.flatMap((r) => (r.backup === undefined ? [] : [r.backup])))];
  const refused = input.refused ?? [];
  const document = {
    /** Every planned write went through, nothing was refused or held back. */
    complete: refused.length === 0 && (result?.totals.failed ?? 0) === 0 && !result?.interrupted && allBlocked(plan).length === 0,
    summary: plan.lists.summary,
    totals: result?.totals ?? { applied: 0, failed: 0, skipped: 0 },
    problems: [...refused],
    held_back: allBlocked(plan),
    // The scopes the key lacked, when a refusal for them stopped the run.
    ...(result?.missing_scopes === undefined ? {} : { missing_scopes: result.missing_scopes }),
    lists,
    // A replace hands out a new style_id as a create does.
    created: createdIds(lists, (l) => (l.action === 'create' || l.action === 'replace' ? l.style_id : null)),
    // Only when the plan covers glossaries: a repository without glossary files keeps its document as it was.
    ...(plan.glossaries === undefined ? {} : glossaryParts(result)),
    records: input.records,
    files_written: [...input.outputs, ...backups],
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The glossaries' outcomes and name → glossary_id of those created, beside `lists` and `created`. */
function glossaryParts(result: ApplyResult | undefined): { glossaries: GlossaryOutcome[]; created_glossaries: Record<string, string> } {
  const glossaries = result?.glossaries ?? [];
  return { glossaries, created_glossaries: createdIds(glossaries, (g) => (g.action === 'create' ? g.glossary_id : null)) };
}

/** name → id of the items of one kind the run made, as `idOf` tells them apart (null: not made, or no id). */
function createdIds<O extends Outcome>(outcomes: readonly O[], idOf: (outcome: O) => string | null): Record<string, string> {
  const created: Record<string, string> = {};
  for (const o of outcomes) {
    const id = o.status === 'applied' ? idOf(o) : null;
    // defineProperty: an item named `__proto__` is a key like any other.
    if (id !== null) Object.defineProperty(created, o.name, { value: id, enumerable: true, writable: true, configurable: true });
  }
  return created;
}

import { StylesyncError } from '../errors.ts';
import type { StyleRulesApi } from '../live/api.ts';
import type { GlossaryCalls } from '../live/glossaries.ts';
import type { GlossaryChangePlan } from '../plan/glossary-types.ts';
import type { Plan } from '../plan/types.ts';
import { chain } from './chain.ts';
import { glossaryKind, listKind } from './kinds.ts';
import { recorder } from './recorder.ts';
import type { AnyWriteRecord, ApplyOptions, ApplyResult, GlossaryApplyOptions, GlossaryWriteRecord, Outcome, WriteRecord } from './result.ts';
import { isGlossaryRecord } from './result.ts';
import { schedule } from './schedule.ts';

/**
 * Sends a whole plan, lists and glossaries on one pool of --concurrency
 * writes (schedule.ts: most writes left first), so a glossary waits for no
 * list and --concurrency caps the requests in flight for the whole run. The
 * writes of one list or glossary go one after another in the plan's order;
 * a failed write stops its own list or glossary only, and a rerun of plan +
 * apply picks up what is left. Ctrl+C, or a record that cannot be kept,
 * stops every one; the record's failure is thrown once the writes in flight
 * are in.
 */
export async function sendPlan(plan: Plan, api: StyleRulesApi & GlossaryCalls, options: ApplyOptions): Promise<ApplyResult> {
  const kept = recorder<AnyWriteRecord>(options);
  const run = { emit: kept.emit, now: options.now };
  const lists = plan.lists.items.map((l) => chain(listKind.writes, listKind.writes.items(l, api), options, run));
  const planned = plan.glossaries?.items ?? [];
  const glossaries = planned.map((g) => chain(glossaryKind.writes, glossaryKind.writes.items(g, api), glossaryOptions(options, g), run));
  await schedule([...lists, ...glossaries], options.concurrency, kept.stopped);
  kept.rethrow();
  const outcomes: Outcome[] = [...lists, ...glossaries].map((c) => c.outcome);
  const records = kept.records;
  const interrupted = outcomes.some((o) => o.status === 'stopped');
  return {
    lists: lists.map((c) => c.outcome),
    ...(planned.length === 0 ? {} : { glossaries: glossaries.map((c) => c.outcome) }),
    records: records.filter((r): r is WriteRecord => !isGlossaryRecord(r)),
    ...(planned.length === 0 ? {} : { glossary_records: records.filter((r): r is GlossaryWriteRecord => isGlossaryRecord(r)) }),
    totals: {
      applied: records.filter((r) => r.outcome === 'applied').length,
      failed: outcomes.filter((o) => o.status === 'failed').length,
      skipped: outcomes.reduce((n, o) => n + o.skipped, 0),
    },
    ...(interrupted ? { interrupted } : {}),
  };
}

function glossaryOptions(options: ApplyOptions, plan: GlossaryChangePlan): GlossaryApplyOptions {
  if (options.glossaries !== undefined) return options.glossaries;
  // Every caller that can plan glossaries hands their backups over; reaching this is a defect of the caller.
  throw new StylesyncError(
    `the plan writes glossary "${plan.name}" but apply was given no glossary backups`,
    'this is a bug in stylesync; run plan again and report the output.',
    { code: 'internal' },
  );
}

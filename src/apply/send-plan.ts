import { StylesyncError } from '../errors.ts';
import type { StyleRulesApi } from '../live/api.ts';
import type { GlossaryCalls } from '../live/glossaries.ts';
import type { GlossaryChangePlan } from '../plan/glossary-types.ts';
import type { Plan } from '../plan/types.ts';
import { chain, type Chain } from './chain.ts';
import { glossaryKind, listKind } from './kinds.ts';
import type { AnyWriteRecord, ApplyOptions, ApplyResult, Outcome } from './result.ts';
import { schedule } from './schedule.ts';

/**
 * Sends a whole plan, lists and glossaries on one pool (sendChains). A
 * failed write stops its own list or glossary only; a rerun of plan + apply
 * picks up what is left.
 */
export async function sendPlan(plan: Plan, api: StyleRulesApi & GlossaryCalls, options: ApplyOptions): Promise<ApplyResult> {
  const planned = plan.glossaries?.items ?? [];
  const { chains: [lists, glossaries], records, ...run } = await sendChains(options, (record) => [
    plan.lists.items.map((l) => chain(listKind.writes, listKind.writes.items(l, api), options, record)),
    planned.map((g) => chain(glossaryKind.writes, glossaryKind.writes.items(g, api), options.glossaries ?? noGlossaryCopies(g), record)),
  ]);
  return {
    lists: lists.map((c) => c.outcome),
    ...(planned.length === 0 ? {} : { glossaries: glossaries.map((c) => c.outcome) }),
    records,
    ...run,
  };
}

/**
 * Sends every kind's chains (`build` makes them, one array per kind, writing
 * to the run's record) on one pool of --concurrency writes (schedule.ts: most
 * writes left first), so no kind waits for another. Ctrl+C, or a record that
 * cannot be kept, stops every chain; the record's failure is thrown once the
 * writes in flight are in.
 */
export async function sendChains<C extends ReadonlyArray<ReadonlyArray<Chain>>>(
  options: Pick<ApplyOptions, 'concurrency' | 'onRecord' | 'onProgress' | 'now' | 'stopped'>,
  build: (record: Parameters<typeof chain>[3]) => [...C],
): Promise<{ chains: C; records: AnyWriteRecord[] } & Pick<ApplyResult, 'totals' | 'interrupted'>> {
  const records: AnyWriteRecord[] = [];
  let failure: unknown;
  // Each write goes on file (`onRecord`) before its progress line, so whatever the user saw happen is in the
  // record, even if the run is killed next. A record that cannot be kept stops every list and glossary from
  // sending more: a write the record cannot hold is a write nobody can audit.
  const emit = (record: AnyWriteRecord): void => {
    records.push(record);
    try {
      options.onRecord?.(record);
    } catch (error) {
      failure ??= error;
    }
    options.onProgress?.({ kind: 'write', record });
  };
  const chains: C = build({ emit, now: options.now });
  await schedule(chains.flat(), options.concurrency, () => failure !== undefined || (options.stopped?.() ?? false));
  if (failure !== undefined) throw failure;
  const outcomes: Outcome[] = chains.flat().map((c) => c.outcome);
  const [failed, skipped] = [outcomes.filter((o) => o.status === 'failed').length, outcomes.reduce((n, o) => n + o.skipped, 0)];
  const totals = { applied: records.filter((r) => r.outcome === 'applied').length, failed, skipped };
  return { chains, records, totals, ...(outcomes.some((o) => o.status === 'stopped') ? { interrupted: true } : {}) };
}

/** Every caller that can plan glossaries hands their backups over; reaching this is a defect of the caller. */
function noGlossaryCopies(plan: GlossaryChangePlan): never {
  throw new StylesyncError(
    `the plan writes glossary "${plan.name}" but apply was given no glossary backups`,
    'this is a bug in stylesync; run plan again and report the output.',
    { code: 'internal' },
  );
}

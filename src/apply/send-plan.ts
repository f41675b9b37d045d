import type { GlossaryPlan } from '../plan/glossary-types.ts';
import type { Plan } from '../plan/types.ts';
import type { LiveClient } from '../live/client.ts';
import { applyGlossaries } from './apply-glossaries.ts';
import { applyPlan } from './apply-plan.ts';
import type { ApplyOptions, ApplyResult, GlossaryApplyOptions } from './result.ts';

export type SendOptions = ApplyOptions & { glossaries: Omit<GlossaryApplyOptions, 'concurrency' | 'now' | 'stopped' | 'onProgress'> };

/**
 * Sends a whole plan: the lists' writes, then the glossaries' writes (when
 * the plan has any), each side in parallel up to the run's concurrency.
 * One after the other rather than together, so --concurrency caps the
 * requests in flight for the whole run; nothing of one side waits for the
 * other (a translation request names a list and glossaries independently).
 * Ctrl+C, or a record that cannot be kept, stops both.
 */
export async function sendPlan(plan: Plan, api: LiveClient, options: SendOptions): Promise<ApplyResult> {
  const lists = await applyPlan(plan, api, options);
  const glossaryPlan: GlossaryPlan | undefined = plan.glossaries;
  if (glossaryPlan === undefined || glossaryPlan.glossaries.length === 0) return lists;
  const sent = await applyGlossaries(glossaryPlan, api, {
    ...options.glossaries,
    concurrency: options.concurrency,
    now: options.now,
    ...(options.stopped === undefined ? {} : { stopped: options.stopped }),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
  });
  const failed = sent.glossaries.filter((g) => g.status === 'failed').length;
  const skipped = sent.glossaries.reduce((n, g) => n + g.skipped, 0);
  const applied = sent.records.filter((r) => r.outcome === 'applied').length;
  const interrupted = lists.interrupted === true || sent.interrupted;
  return {
    ...lists,
    glossaries: sent.glossaries,
    glossary_records: sent.records,
    totals: { applied: lists.totals.applied + applied, failed: lists.totals.failed + failed, skipped: lists.totals.skipped + skipped },
    ...(interrupted ? { interrupted } : {}),
  };
}

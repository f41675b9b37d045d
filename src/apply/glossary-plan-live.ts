import type { DesiredGlossary, LiveGlossary, LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { GlossaryCalls } from '../live/glossaries.ts';
import { glossariesToRead, planGlossaries, type GlossaryPlanOptions } from '../plan/glossary-plan.ts';
import { checkGlossarySafety } from '../plan/glossary-safety.ts';
import type { GlossaryPlan } from '../plan/glossary-types.ts';
import { withoutPreviews } from '../plan/preview.ts';
import type { SafetyOptions } from '../plan/safety.ts';

export interface GlossaryPlanLive {
  plan: GlossaryPlan;
  /**
   * Every live glossary of the listing; those the plan needed (glossariesToRead)
   * with the entries of each dictionary, the others without `entries`.
   */
  live: LiveGlossary[];
  requests: number;
}

/**
 * Reads the live glossaries a plan needs and plans them: the listing (one
 * request), then the entries of every dictionary of the glossaries the files
 * manage and, with prune, of those prune would delete, at most `concurrency`
 * at once. Glossaries nobody manages are never read beyond the listing.
 * The safety thresholds apply to glossaries on their own (glossary-safety.ts).
 */
export async function planGlossariesLive(
  desired: readonly DesiredGlossary[],
  calls: GlossaryCalls,
  options: GlossaryPlanOptions & { concurrency: number; safety: Omit<SafetyOptions, 'liveCount'> },
): Promise<GlossaryPlanLive> {
  const listing = await calls.listGlossaries();
  const wanted = glossariesToRead(desired, listing.value, options);
  const entries = await calls.readGlossaries(wanted, options.concurrency);
  const live = merge(listing.value, entries.glossaries);
  const plan = planGlossaries(desired, live, { prune: options.prune, ignore: options.ignore });
  const safety = checkGlossarySafety(plan, { ...options.safety, liveCount: withoutPreviews(listing.value).length });
  if (safety.length > 0) plan.problems.push(...safety);
  return { plan, live, requests: 1 + entries.requests };
}

/**
 * The listing with the read entries in place. A glossary whose entries were
 * not read gets no `entries` array: planGlossaries then knows it cannot plan
 * it (glossary-not-read) instead of taking it for an empty glossary.
 */
function merge(listing: readonly LiveGlossaryInfo[], read: readonly LiveGlossary[]): LiveGlossary[] {
  const byId = new Map(read.map((g) => [g.glossary_id, g]));
  return listing.map((g) => byId.get(g.glossary_id) ?? (g as LiveGlossary));
}

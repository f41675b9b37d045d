import type { DesiredGlossary, LiveGlossary, LiveGlossaryInfo } from '../catalog/glossary.ts';
import { StylesyncError } from '../errors.ts';
import type { GlossaryCalls } from '../live/glossaries.ts';
import { MAX_LISTING_READS } from '../live/limits.ts';
import { glossariesToRead, planGlossaries, type GlossaryPlanOptions } from '../plan/glossary-plan.ts';
import { withoutPreviews } from '../plan/preview.ts';
import { checkSafety, GLOSSARY_SAFETY, type SafetyOptions } from '../plan/safety.ts';
import type { GlossarySection } from '../plan/types.ts';

export interface GlossaryPlanLive {
  plan: GlossarySection;
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
 * The safety thresholds apply to glossaries on their own (plan/safety.ts).
 */
export async function planGlossariesLive(
  desired: readonly DesiredGlossary[],
  calls: GlossaryCalls,
  options: GlossaryPlanOptions & { concurrency: number; safety: Omit<SafetyOptions, 'liveCount'> },
): Promise<GlossaryPlanLive> {
  const { listing, entries, requests } = await readWhileStill(desired, calls, options);
  const live = merge(listing, entries.glossaries);
  const plan = planGlossaries(desired, live, { prune: options.prune, ignore: options.ignore });
  const safety = checkSafety(plan, GLOSSARY_SAFETY, { ...options.safety, liveCount: withoutPreviews(listing).length });
  if (safety.length > 0) plan.problems.push(...safety);
  return { plan, live, requests };
}

/**
 * The listing, then the entries it names. A glossary or dictionary deleted
 * between the two (another run, a person) answers 404: the listing is read
 * again and the entries with it, at most MAX_LISTING_READS times, as for a
 * list listing that moves, rather than planning from a listing that is
 * already wrong.
 */
async function readWhileStill(desired: readonly DesiredGlossary[], calls: GlossaryCalls, options: GlossaryPlanOptions & { concurrency: number }) {
  let requests = 0;
  const gone: string[] = [];
  for (let read = 0; read < MAX_LISTING_READS; read++) {
    const listing = await calls.listGlossaries();
    const wanted = glossariesToRead(desired, listing.value, options);
    try {
      const entries = await calls.readGlossaries(wanted, options.concurrency);
      return { listing: listing.value, entries, requests: requests + 1 + entries.requests };
    } catch (error) {
      if (!(error instanceof StylesyncError) || error.code !== 'not-found') throw error;
      // The limiter sends every queued read even after one fails, so all of them count.
      requests += 1 + wanted.reduce((n, g) => n + g.dictionaries.length, 0);
      gone.push(error.message);
    }
  }
  throw new StylesyncError(
    `The glossaries changed while they were read: ${gone.length} reads in a row named a glossary or dictionary that was gone by the time its entries were read (last: ${gone.at(-1) ?? ''}), so nothing was planned against them.`,
    'Another run, a person or an integration is deleting glossaries on this account right now. Run again once it is done.',
    { code: 'listing-moved' },
  );
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

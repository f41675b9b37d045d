import type { DesiredGlossary, LiveGlossary, LiveGlossaryInfo } from '../catalog/glossary.ts';
import { StylesyncError } from '../errors.ts';
import type { GlossaryCalls } from '../live/glossaries.ts';
import { planGlossaries } from '../plan/glossary-plan.ts';
import { matchItems } from '../plan/identity.ts';
import { ignoreMatcher } from '../plan/ignore.ts';
import type { SectionOptions } from '../plan/plan-section.ts';
import { glossaryKind } from '../plan/kinds.ts';
import type { SafetyOptions } from '../plan/safety.ts';
import { withoutPreviews } from '../plan/preview.ts';
import type { GlossarySection } from '../plan/types.ts';
import { planSectionLive } from './plan-section-live.ts';

/** The section, and every live glossary of the listing: those the plan needed (glossariesToRead) with their entries, the others without. */
export type GlossaryPlanLive = { plan: GlossarySection; live: LiveGlossary[]; requests: number };

/**
 * Reads the live glossaries a plan needs and plans them (plan-section-live.ts):
 * the listing (one request), then the entries of every dictionary of the
 * glossaries the files manage and, with prune, of those prune would delete, at
 * most `concurrency` at once. Glossaries nobody manages are never read beyond
 * the listing. A glossary or dictionary deleted between the two (another run,
 * a person) answers 404: the plan cannot stand on that read, and the listing
 * is read again with the entries, as for a list listing that moves.
 */
export async function planGlossariesLive(
  desired: readonly DesiredGlossary[],
  calls: GlossaryCalls,
  options: SectionOptions & { concurrency: number; safety: Omit<SafetyOptions, 'liveCount'> },
): Promise<GlossaryPlanLive> {
  const { planned, safety, read, requests } = await planSectionLive(
    {
      async read() {
        const listing = await calls.listGlossaries();
        const wanted = glossariesToRead(desired, listing.value, options);
        try {
          const entries = await calls.readGlossaries(wanted, options.concurrency);
          const read = new Map(entries.glossaries.map((g) => [g.glossary_id, g]));
          // A glossary whose entries were not read gets no `entries`: planGlossaries knows it cannot plan it (glossary-not-read) rather than take it for empty.
          return { live: listing.value.map((g) => read.get(g.glossary_id) ?? (g as LiveGlossary)), requests: 1 + entries.requests };
        } catch (error) {
          if (!(error instanceof StylesyncError) || error.code !== 'not-found') throw error;
          // The limiter sends every queued read even after one fails, so all of them count.
          return { live: listing.value as LiveGlossary[], requests: 1 + wanted.reduce((n, g) => n + g.dictionaries.length, 0), gone: error.message };
        }
      },
      live: (read) => read.live,
      plan: (read) => planGlossaries(desired, read.live, { prune: options.prune, ignore: options.ignore }),
      section: (section) => section,
      unsettled: (_plan, read) => read.gone,
      moved: (gone) =>
        new StylesyncError(
          `The glossaries changed while they were read: ${gone.length} reads in a row named a glossary or dictionary that was gone by the time its entries were read (last: ${gone.at(-1) ?? ''}), so nothing was planned against them.`,
          'Another run, a person or an integration is deleting glossaries on this account right now. Run again once it is done.',
          { code: 'listing-moved' },
        ),
      safety: glossaryKind,
    },
    options.safety,
  );
  return { plan: { ...planned, problems: [...planned.problems, ...safety] }, live: read.live, requests };
}

/**
 * The live glossaries whose entries planGlossaries needs, from the listing
 * alone: those the files manage (by pin or name, tombstones included, every
 * candidate of a name shared by several) and, with prune, those it would
 * delete (apply backs them up as read, and the plan records their hashes).
 * Reading costs one request per dictionary of these.
 */
export function glossariesToRead(desired: readonly DesiredGlossary[], listing: readonly LiveGlossaryInfo[], options: SectionOptions): LiveGlossaryInfo[] {
  const live = withoutPreviews(listing);
  const identity = matchItems({ ...glossaryKind, sameContent: () => false }, desired, live);
  const isIgnored = ignoreMatcher(options.ignore);
  return live.filter((g) => identity.claimed.has(g.glossary_id) || (options.prune && !isIgnored(g.name)));
}

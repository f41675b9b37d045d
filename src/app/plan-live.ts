import { relative, sep } from 'node:path';
import type { DesiredGlossary, LiveGlossary } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import type { DesiredList, RepoConfig } from '../config/model.ts';
import type { ReadAllResult, StyleRulesApi } from '../live/api.ts';
import type { GlossaryCalls } from '../live/glossaries.ts';
import { DEFAULT_READ_CONCURRENCY, listingMoved, sameListing } from '../live/list-reads.ts';
import { diff } from '../plan/diff.ts';
import { listKind } from '../plan/kinds.ts';
import type { SafetyOptions } from '../plan/safety.ts';
import { withProblems } from '../plan/sections.ts';
import { restrictPlan, type Subset } from '../plan/subset.ts';
import type { AppliesTo, Plan } from '../plan/types.ts';
import { settleInOrder } from '../util/settle-in-order.ts';
import { planGlossariesLive } from './glossary-plan-live.ts';
import { planSectionLive } from './plan-section-live.ts';

export interface PlanFlags {
  /** `--prune`; stylesync.yaml's `prune: true` turns it on as well. */
  prune?: boolean;
  allowReplace?: boolean;
  allowDeletes?: number;
  target?: string | null;
  /** Where the plan is made against; recorded in the plan so `apply plan.json` goes to the same place. */
  appliesTo?: AppliesTo;
  /** Page reads in flight at once (the run's --concurrency); default 4, 1 strictly sequential. */
  readConcurrency?: number;
  /** Plan only these lists, prune off (plan/subset.ts). */
  subset?: Subset;
  /**
   * The listing's first read, already under way (started while the style
   * files loaded: app/session.ts); without it the first read starts here.
   */
  firstRead?: Promise<ReadAllResult>;
  /**
   * The glossary files' glossaries. Given (even empty, when glossary files
   * exist but none loaded), glossaries are read and planned beside the lists;
   * absent, they are never read, and nothing is planned or pruned for them.
   */
  glossaries?: readonly DesiredGlossary[];
}

/** What planAgainstLive read and planned. */
export interface PlannedAgainstLive {
  plan: Plan;
  live: LiveList[];
  /** The live glossaries (with entries where the plan read them); absent when glossaries are not managed. */
  glossaries?: LiveGlossary[];
  requests: number;
}

/**
 * Reads the live lists and glossaries (GETs only) and plans against them,
 * safety checks included (plan-section-live.ts), so `plan` and `apply` without
 * a saved plan decide the same way.
 */
export async function planAgainstLive(desired: readonly DesiredList[], config: RepoConfig, api: StyleRulesApi & GlossaryCalls, flags: PlanFlags): Promise<PlannedAgainstLive> {
  const safety = { thresholds: config.thresholds, ...(flags.allowDeletes === undefined ? {} : { allowDeletes: flags.allowDeletes }) };
  // Glossaries are read beside the lists: neither waits for the other, and the listing's retries settle on their own.
  // Both settle before a failure is told, the lists' first: one outage reads the same on every run (util/settle-in-order.ts).
  const [lists, glossaries] = await settleInOrder([
    planLists(desired, config, api, flags, safety),
    flags.glossaries === undefined
      ? undefined
      : planGlossariesLive(flags.glossaries, api, { prune: Boolean(flags.prune) || config.prune, ignore: config.ignore, concurrency: flags.readConcurrency ?? DEFAULT_READ_CONCURRENCY, safety }),
  ]);
  if (glossaries === undefined) return lists;
  return { plan: { ...lists.plan, glossaries: glossaries.plan }, live: lists.live, glossaries: glossaries.live, requests: lists.requests + glossaries.requests };
}

/**
 * The glossaries a project manages, for PlanFlags.glossaries: those of its
 * glossary files, or undefined when it has none, so that a repository of
 * style files alone never reads, plans or prunes glossaries.
 */
export function managedGlossaries(result: { glossaries: readonly DesiredGlossary[]; glossaryFiles: readonly string[] }): readonly DesiredGlossary[] | undefined {
  return result.glossaryFiles.length > 0 ? result.glossaries : undefined;
}

/**
 * The lists' read: the listing, paged. One of several pages can skip a list
 * that moved while it was read (live/list-reads.ts), planned then as a create
 * of a list that exists. Only a plan that creates (or replaces) or misses a
 * pinned id can be harmed, so only such a plan is confirmed, by another read:
 * until two in a row agree or the plan no longer needs it. Each read expects
 * as many lists as the files, then the read before, so its page batches end
 * where the listing does.
 */
async function planLists(desired: readonly DesiredList[], config: RepoConfig, api: StyleRulesApi, flags: PlanFlags, safety: Omit<SafetyOptions, 'liveCount'>): Promise<PlannedAgainstLive> {
  const concurrency = flags.readConcurrency === undefined ? {} : { concurrency: flags.readConcurrency };
  const { planned, safety: problems, read, requests } = await planSectionLive(
    {
      read: (previous: ReadAllResult | undefined) =>
        previous === undefined && flags.firstRead !== undefined ? flags.firstRead : api.listAll({ ...concurrency, expect: previous?.lists.length ?? desired.length }),
      live: (answer) => answer.lists,
      plan: (answer) => planOnce(desired, config, answer.lists, flags),
      section: (plan) => plan.lists,
      unsettled: ({ lists }, answer, previous) => {
        const shaped = lists.items.some((l) => l.action === 'create' || l.action === 'replace') || lists.problems.some((p) => p.code === 'stale-pin');
        return answer.pages <= 1 || !shaped || (previous !== undefined && sameListing(previous.lists, answer.lists, (list) => list.style_id)) ? undefined : `${answer.lists.length} lists`;
      },
      moved: (reads) => listingMoved(reads, []),
      safety: listKind,
    },
    safety,
  );
  return { plan: withProblems(planned, { lists: problems }), live: read.lists, requests };
}

function planOnce(desired: readonly DesiredList[], config: RepoConfig, live: LiveList[], flags: PlanFlags): Plan {
  // A partial plan never prunes: the lists outside it are simply not looked at.
  const prune = flags.subset === undefined && (Boolean(flags.prune) || config.prune);
  const whole = diff(desired, live, { prune, ignore: config.ignore, allowReplace: Boolean(flags.allowReplace), ...(flags.target ? { target: flags.target } : {}) });
  const plan = flags.subset === undefined ? whole : restrictPlan(whole, flags.subset);
  plan.planned_with = { prune, allow_replace: Boolean(flags.allowReplace), allow_deletes: flags.allowDeletes ?? null };
  if (flags.appliesTo !== undefined) plan.applies_to = flags.appliesTo;
  return plan;
}

/** Where a session plans against, as the plan records it for `apply plan.json`. */
export function appliesTo(session: { config: RepoConfig; target: { name: string | null; baseUrl: string } }): AppliesTo {
  return { target: session.target.name, base_url: session.target.baseUrl, styles_dir: repoPath(session.config.root, session.config.styles_dir) };
}

/** A path inside the repository as a plan records it: relative to the root, `/`-separated, `.` for the root itself. */
export function repoPath(root: string, path: string): string {
  return relative(root, path).split(sep).join('/') || '.';
}

import { relative, sep } from 'node:path';
import type { DesiredGlossary, LiveGlossary } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import type { DesiredList, RepoConfig } from '../config/model.ts';
import type { ReadAllResult, StyleRulesApi } from '../live/api.ts';
import type { GlossaryCalls } from '../live/glossaries.ts';
import { MAX_LISTING_READS } from '../live/limits.ts';
import { listingMoved, sameListing } from '../live/list-reads.ts';
import { diff } from '../plan/diff.ts';
import { withoutPreviews } from '../plan/preview.ts';
import { checkSafety, LIST_SAFETY } from '../plan/safety.ts';
import { withProblems } from '../plan/sections.ts';
import { restrictPlan, type Subset } from '../plan/subset.ts';
import type { AppliesTo, Plan } from '../plan/types.ts';
import { planGlossariesLive } from './glossary-plan-live.ts';

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
 * Reads the live lists (GETs only) and plans against them, safety checks
 * included, so `plan` and `apply` without a saved plan decide the same way.
 *
 * A listing of several pages can skip a list that moved while it was read
 * (see live/list-reads.ts), and a skipped list would be planned as a create
 * of a list that exists. Only a plan that creates (a create or a replace) or
 * misses a pinned id can be harmed, so only such a plan is confirmed: the
 * listing is read again and the plan is made again on the new read, until two
 * reads in a row agree or the plan no longer needs it, at most
 * MAX_LISTING_READS reads, then refused (listing-moved). A plan that changes
 * nothing, or only updates and deletes found lists, costs one read.
 *
 * Each read is told how many lists to expect (the files' count, then the
 * read before), so its page batches end where the listing does.
 */
export async function planAgainstLive(desired: readonly DesiredList[], config: RepoConfig, api: StyleRulesApi & GlossaryCalls, flags: PlanFlags): Promise<PlannedAgainstLive> {
  // Glossaries are read beside the lists: neither waits for the other, and the listing's retries settle on their own.
  const [lists, glossaries] = await Promise.all([planLists(desired, config, api, flags), flags.glossaries === undefined ? undefined : planGlossariesFor(flags.glossaries, config, api, flags)]);
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

function planGlossariesFor(desired: readonly DesiredGlossary[], config: RepoConfig, calls: GlossaryCalls, flags: PlanFlags) {
  return planGlossariesLive(desired, calls, {
    prune: Boolean(flags.prune) || config.prune,
    ignore: config.ignore,
    concurrency: flags.readConcurrency ?? DEFAULT_GLOSSARY_READS,
    safety: { thresholds: config.thresholds, ...(flags.allowDeletes === undefined ? {} : { allowDeletes: flags.allowDeletes }) },
  });
}

/** Dictionary reads in flight at once when the run does not say (the lists' page reads default the same). */
const DEFAULT_GLOSSARY_READS = 4;

async function planLists(desired: readonly DesiredList[], config: RepoConfig, api: StyleRulesApi, flags: PlanFlags): Promise<PlannedAgainstLive> {
  const concurrency = flags.readConcurrency === undefined ? {} : { concurrency: flags.readConcurrency };
  let requests = 0;
  const reads: LiveList[][] = [];
  for (let read = 0; read < MAX_LISTING_READS; read++) {
    const expect = reads.at(-1)?.length ?? desired.length;
    const answer = await (read === 0 && flags.firstRead !== undefined ? flags.firstRead : api.listAll({ ...concurrency, expect }));
    requests += answer.requests;
    const previous = reads.at(-1);
    reads.push(answer.lists);
    const plan = planOnce(desired, config, answer.lists, flags);
    const settled = answer.pages <= 1 || !mayRestOnSkip(plan) || (previous !== undefined && sameListing(previous, answer.lists));
    if (settled) return { plan, live: answer.lists, requests };
  }
  throw listingMoved(
    reads.map((lists) => `${lists.length} lists`),
    [],
  );
}

/** A plan a skipped list could have shaped: it creates a list, or a pinned id was not found. */
export function mayRestOnSkip(plan: Plan): boolean {
  return plan.lists.items.some((list) => list.action === 'create' || list.action === 'replace') || plan.lists.problems.some((problem) => problem.code === 'stale-pin');
}

function planOnce(desired: readonly DesiredList[], config: RepoConfig, live: LiveList[], flags: PlanFlags): Plan {
  // A partial plan never prunes: the lists outside it are simply not looked at.
  const prune = flags.subset === undefined && (Boolean(flags.prune) || config.prune);
  const whole = diff(desired, live, {
    prune,
    ignore: config.ignore,
    allowReplace: Boolean(flags.allowReplace),
    ...(flags.target ? { target: flags.target } : {}),
  });
  const plan = flags.subset === undefined ? whole : restrictPlan(whole, flags.subset);
  const safety = checkSafety(plan.lists, LIST_SAFETY, {
    liveCount: withoutPreviews(live).length,
    thresholds: config.thresholds,
    ...(flags.allowDeletes === undefined ? {} : { allowDeletes: flags.allowDeletes }),
  });
  plan.planned_with = { prune, allow_replace: Boolean(flags.allowReplace), allow_deletes: flags.allowDeletes ?? null };
  if (flags.appliesTo !== undefined) plan.applies_to = flags.appliesTo;
  return withProblems(plan, { lists: safety });
}

/** Where a session plans against, as the plan records it for `apply plan.json`. */
export function appliesTo(session: { config: RepoConfig; target: { name: string | null; baseUrl: string } }): AppliesTo {
  return { target: session.target.name, base_url: session.target.baseUrl, styles_dir: repoPath(session.config.root, session.config.styles_dir) };
}

/** A path inside the repository as a plan records it: relative to the root, `/`-separated, `.` for the root itself. */
export function repoPath(root: string, path: string): string {
  return relative(root, path).split(sep).join('/') || '.';
}

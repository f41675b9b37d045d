import { relative, sep } from 'node:path';
import type { LiveList } from '../catalog/types.ts';
import type { DesiredList, RepoConfig } from '../config/model.ts';
import type { StyleRulesApi } from '../live/api.ts';
import { diff } from '../plan/diff.ts';
import { withoutPreviews } from '../plan/preview.ts';
import { checkSafety } from '../plan/safety.ts';
import type { AppliesTo, Plan } from '../plan/types.ts';

export interface PlanFlags {
  /** `--prune`; stylesync.yaml's `prune: true` turns it on as well. */
  prune?: boolean;
  allowReplace?: boolean;
  allowDeletes?: number;
  target?: string | null;
  /** Where the plan is made against; recorded in the plan so `apply plan.json` goes to the same place. */
  appliesTo?: AppliesTo;
}

/**
 * Reads the live lists (GETs only) and plans against them, safety checks
 * included, so `plan` and `apply` without a saved plan decide the same way.
 */
export async function planAgainstLive(
  desired: readonly DesiredList[],
  config: RepoConfig,
  api: StyleRulesApi,
  flags: PlanFlags,
): Promise<{ plan: Plan; live: LiveList[]; requests: number }> {
  const { lists: live, requests } = await api.listAll();
  const prune = Boolean(flags.prune) || config.prune;
  const plan = diff(desired, live, {
    prune,
    ignore: config.ignore,
    allowReplace: Boolean(flags.allowReplace),
    ...(flags.target ? { target: flags.target } : {}),
  });
  const safety = checkSafety(plan, {
    liveCount: withoutPreviews(live).length,
    thresholds: config.thresholds,
    ...(flags.allowDeletes === undefined ? {} : { allowDeletes: flags.allowDeletes }),
  });
  plan.planned_with = { prune, allow_replace: Boolean(flags.allowReplace), allow_deletes: flags.allowDeletes ?? null };
  if (flags.appliesTo !== undefined) plan.applies_to = flags.appliesTo;
  return { plan: safety.length === 0 ? plan : { ...plan, problems: [...plan.problems, ...safety] }, live, requests };
}

/** Where a session plans against, as the plan records it for `apply plan.json`. */
export function appliesTo(session: { config: RepoConfig; target: { name: string | null; baseUrl: string } }): AppliesTo {
  return { target: session.target.name, base_url: session.target.baseUrl, styles_dir: repoPath(session.config.root, session.config.styles_dir) };
}

/** A path inside the repository as a plan records it: relative to the root, `/`-separated, `.` for the root itself. */
export function repoPath(root: string, path: string): string {
  return relative(root, path).split(sep).join('/') || '.';
}

import type { LiveList } from '../catalog/types.ts';
import type { DesiredList, RepoConfig } from '../config/model.ts';
import type { StyleRulesApi } from '../live/api.ts';
import { diff } from '../plan/diff.ts';
import { withoutPreviews } from '../plan/preview.ts';
import { checkSafety } from '../plan/safety.ts';
import type { Plan } from '../plan/types.ts';

export interface PlanFlags {
  /** `--prune`; stylesync.yaml's `prune: true` turns it on as well. */
  prune?: boolean;
  allowReplace?: boolean;
  allowDeletes?: number;
  target?: string | null;
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
  const plan = diff(desired, live, {
    prune: Boolean(flags.prune) || config.prune,
    ignore: config.ignore,
    allowReplace: Boolean(flags.allowReplace),
    ...(flags.target ? { target: flags.target } : {}),
  });
  const safety = checkSafety(plan, {
    liveCount: withoutPreviews(live).length,
    thresholds: config.thresholds,
    ...(flags.allowDeletes === undefined ? {} : { allowDeletes: flags.allowDeletes }),
  });
  return { plan: safety.length === 0 ? plan : { ...plan, problems: [...plan.problems, ...safety] }, live, requests };
}

import { managedGlossaries, planAgainstLive, type PlanFlags } from './plan-live.ts';
import type { RepoConfig, ValidFiles } from '../config/model.ts';
import type { LiveClient } from '../live/client.ts';
import { type DriftSplit, splitDrift } from '../plan/drift.ts';
import type { Plan } from '../plan/types.ts';

/**
 * A plan's own changes apart from drift against an earlier commit's files
 * (a pull request's base commit, `plan --since REF`): those files are planned
 * against the same service (reads only), and splitDrift separates the two,
 * item by item. Written once for both adapters.
 */
export async function driftAgainst(base: { config: RepoConfig; result: ValidFiles }, plan: Plan, api: LiveClient, flags: PlanFlags): Promise<DriftSplit> {
  // The earlier commit's own glossary files, never today's: drift is those files against the service.
  const { glossaries: _now, ...rest } = flags;
  const baseGlossaries = managedGlossaries(base.result);
  const { plan: basePlan } = await planAgainstLive(base.result.lists, base.config, api, baseGlossaries === undefined ? rest : { ...rest, glossaries: baseGlossaries });
  return splitDrift(plan, basePlan);
}

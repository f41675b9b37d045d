import type { PlanFlags } from '../app/plan-live.ts';
import { driftAgainst } from '../app/drift-split.ts';
import type { LiveClient } from '../live/client.ts';
import type { Plan } from '../plan/types.ts';
import type { DriftView } from '../report/review-markdown.ts';
import { validationSummary } from '../report/validation-summary.ts';
import type { BaseProject } from './base-project.ts';

export interface DriftViewOptions {
  /** The base commit, loaded (base-project.ts). */
  base: BaseProject;
  /** The pull request's files planned against the live lists. */
  plan: Plan;
  api: LiveClient;
  flags: PlanFlags;
}

/**
 * A pull request's own changes apart from drift: the base commit's files are
 * planned against the same live lists (reads only), and driftAgainst separates
 * the two. When the base cannot be planned, the whole plan is shown and the
 * drift section says why it is missing.
 */
export async function driftView(options: DriftViewOptions): Promise<{ shown: Plan; drift: DriftView }> {
  const { base, plan } = options;
  if (!base.ok) return { shown: plan, drift: { kind: 'unavailable', reason: base.reason } };
  if (!base.result.ok) {
    return { shown: plan, drift: { kind: 'unavailable', reason: `the base commit's style files have errors (${validationSummary(base.result)}).` } };
  }
  const { own, drift } = await driftAgainst({ config: base.config, result: base.result }, plan, options.api, options.flags);
  return { shown: own, drift: { kind: 'checked', drift, base: base.label } };
}

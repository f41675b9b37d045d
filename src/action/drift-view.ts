import { planAgainstLive, type PlanFlags } from '../apply/plan-live.ts';
import { summary as validationSummary } from '../cli/validate.ts';
import { loadProject } from '../config/project.ts';
import type { StyleRulesApi } from '../live/api.ts';
import { splitDrift } from '../plan/drift.ts';
import type { Plan } from '../plan/types.ts';
import type { DriftView } from '../report/review-markdown.ts';
import { baseFiles } from './base-files.ts';
import type { ActionEvent } from './event.ts';

export interface DriftViewOptions {
  /** The working directory of the checkout (where stylesync.yaml is). */
  cwd: string;
  pullRequest: Extract<ActionEvent, { kind: 'pull_request' }>;
  target?: string;
  /** Where the base commit's files are written for the time it takes to plan them. */
  tempDir: string;
  /** The pull request's files planned against the live lists. */
  plan: Plan;
  api: StyleRulesApi;
  flags: PlanFlags;
}

/**
 * A pull request's own changes apart from drift: the base commit's files are
 * planned against the same live lists (reads only), and splitDrift separates
 * the two. When the base cannot be planned, the whole plan is shown and the
 * drift section says why it is missing.
 */
export async function driftView(options: DriftViewOptions): Promise<{ shown: Plan; drift: DriftView }> {
  const { pullRequest: pr, plan } = options;
  if (pr.baseSha === undefined) return { shown: plan, drift: { kind: 'unavailable', reason: 'the event names no base commit.' } };
  const base = await baseFiles(options.cwd, pr.baseSha, options.tempDir);
  if (!base.ok) return { shown: plan, drift: { kind: 'unavailable', reason: base.reason } };
  try {
    const { config, result } = await loadProject({ cwd: base.cwd, ...(options.target === undefined ? {} : { target: options.target }) });
    if (result.errors.length > 0) {
      return { shown: plan, drift: { kind: 'unavailable', reason: `the base commit's style files have errors (${validationSummary(result)}).` } };
    }
    const { plan: basePlan } = await planAgainstLive(result.lists, config, options.api, options.flags);
    const { own, drift } = splitDrift(plan, basePlan);
    return { shown: own, drift: { kind: 'checked', drift, base: `${pr.baseRef ?? 'base'}, commit ${pr.baseSha.slice(0, 7)}` } };
  } finally {
    await base.remove();
  }
}

import { StylesyncError } from '../errors.ts';
import type { GitHubIssues } from './github-issues.ts';

/** The label the drift issue carries: the search for it asks GitHub for this label only. */
export const DRIFT_LABEL = 'stylesync-drift';
/** 10 pages of 100 open issues labelled stylesync-drift: far beyond one per target. */
export const MAX_DRIFT_ISSUE_PAGES = 10;

/**
 * The hidden first line that identifies the drift issue of one target. The
 * name is percent-encoded, as in the plan comment's marker: a target called
 * `a -->` cannot end the HTML comment early or match another target's.
 */
export function driftMarker(target: string | null): string {
  return `<!-- stylesync-drift: target=${target === null ? '(default)' : encodeURIComponent(target)} -->`;
}

export type DriftIssueResult = { action: 'opened' | 'updated' | 'unchanged' | 'closed'; issue: number } | { action: 'none' };

export interface DriftIssueOptions {
  target: string | null;
  /** The service differs from the files. */
  drifted: boolean;
  title: string;
  /** The issue's body (the drift), after the marker line; already escaped and within the body limit. */
  body: string;
  /** Said when the issue is closed. */
  closing: string;
}

/**
 * One open issue per target while the service differs from the files:
 * opened the first time, edited in place on later runs (left alone when the
 * text is current), closed with a comment once the service matches again.
 * Only an open issue with the label whose body starts with the marker counts,
 * so an issue quoting the marker is never taken for it.
 */
export async function syncDriftIssue(api: GitHubIssues, options: DriftIssueOptions): Promise<DriftIssueResult> {
  const marker = driftMarker(options.target);
  const { issues, more } = await api.listOpen(DRIFT_LABEL, MAX_DRIFT_ISSUE_PAGES);
  const existing = issues.find((issue) => issue.body.startsWith(`${marker}\n`));
  if (existing === undefined && more) {
    throw new StylesyncError(
      `More than ${MAX_DRIFT_ISSUE_PAGES * 100} open issues carry the label ${DRIFT_LABEL}, and the first ${MAX_DRIFT_ISSUE_PAGES * 100} hold no drift issue of this target: stylesync did not look further, and opened none.`,
      `Close the open issues labelled ${DRIFT_LABEL} that stylesync did not open, or remove the label from them.`,
      { code: 'github-refused' },
    );
  }
  if (!options.drifted) {
    if (existing === undefined) return { action: 'none' };
    await api.comment(existing.number, options.closing);
    await api.close(existing.number);
    return { action: 'closed', issue: existing.number };
  }
  const text = `${marker}\n${options.body}`;
  if (existing === undefined) return { action: 'opened', issue: (await api.create(options.title, text, DRIFT_LABEL)).number };
  if (existing.body === text) return { action: 'unchanged', issue: existing.number };
  await api.update(existing.number, text);
  return { action: 'updated', issue: existing.number };
}

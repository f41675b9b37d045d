import { StylesyncError } from '../errors.ts';
import type { CutNotes } from '../report/markdown-fit.ts';
import { GITHUB_COMMENT_LIMIT } from '../report/markdown.ts';
import { terminalText } from '../report/user-text.ts';
import { gitHubIssues } from './github-issues.ts';
import { driftMarker, syncDriftIssue, type DriftIssueResult } from './drift-issue.ts';

export interface DriftIssueOptions {
  env: Record<string, string | undefined>;
  token: string;
  target: string | null;
  drifted: boolean;
  /** The drift in Markdown within `budget` characters; `runUrl` is this run's page when the runner says it. */
  render(budget: number, runUrl: string | undefined): string;
  /** Applied to every text before it leaves the process. */
  redact(text: string): string;
}

/** A cut issue sends the reader to the run, which holds the whole drift. */
export const DRIFT_CUT_NOTES: CutNotes = { tooLongFor: 'one issue', rest: 'the whole drift is in the job summary and the plan artifact of the run' };

export function driftFooter(runUrl: string | undefined): string[] {
  const words = 'Found by the scheduled drift check; a later check updates this issue, and closes it once the service matches the files.';
  return [runUrl ? `${words} [This run.](${runUrl})` : `_${words}_`];
}

/** The drift issue of this target, written through the GitHub REST API (issues: write). */
export async function postDriftIssue(options: DriftIssueOptions): Promise<DriftIssueResult> {
  const { GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_SERVER_URL, GITHUB_RUN_ID } = options.env;
  if (!options.token || !GITHUB_REPOSITORY) {
    throw new StylesyncError('Cannot keep the drift issue: the github-token input or GITHUB_REPOSITORY is empty.', 'Leave github-token at its default (${{ github.token }}), or set `drift-issue: false`.', {
      code: 'no-github-token',
    });
  }
  const runUrl = GITHUB_SERVER_URL && GITHUB_RUN_ID ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}` : undefined;
  // An issue body has GitHub's comment limit (65,536 characters), the marker line included.
  const body = options.drifted ? options.render(GITHUB_COMMENT_LIMIT - driftMarker(options.target).length - 1, runUrl) : '';
  // The title is plain text on GitHub: no control characters, and a target name cut to a readable length.
  const name = options.target === null ? '' : ` (target ${terminalText(options.target).slice(0, 100)})`;
  const api = gitHubIssues({ apiUrl: GITHUB_API_URL || 'https://api.github.com', repository: GITHUB_REPOSITORY, token: options.token });
  return syncDriftIssue(api, {
    target: options.target,
    drifted: options.drifted,
    title: options.redact(`stylesync: the service differs from the style files${name}`),
    body: options.redact(body),
    closing: options.redact(`The service matches the style files again${runUrl ? ` ([drift check](${runUrl}))` : ''}: closing.`),
  });
}

import { StylesyncError } from '../errors.ts';
import type { CutNotes } from '../report/markdown-fit.ts';
import { GITHUB_COMMENT_LIMIT } from '../report/markdown.ts';
import { markdownMessage } from '../report/user-text.ts';
import { gitHubComments } from './github.ts';
import { commentMarker, upsertStickyComment, type StickyResult } from './sticky-comment.ts';

export interface PlanCommentOptions {
  env: Record<string, string | undefined>;
  token: string;
  issue: number;
  target: string | null;
  /** The body within `budget` characters; `runUrl` is this run's page when the runner says it. */
  render(budget: number, runUrl: string | undefined): string;
  /** Applied to the body before it leaves the process. */
  redact(text: string): string;
}

/** The sticky comment of this pull request and target, written through the GitHub REST API. */
export async function postPlanComment(options: PlanCommentOptions): Promise<StickyResult> {
  const { GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_SERVER_URL, GITHUB_RUN_ID } = options.env;
  if (!options.token || !GITHUB_REPOSITORY) {
    throw new StylesyncError(
      'Cannot comment on the pull request: the github-token input or GITHUB_REPOSITORY is empty.',
      'Leave github-token at its default (${{ github.token }}), or set `comment: false`.',
      { code: 'no-github-token' },
    );
  }
  const marker = commentMarker(options.target);
  const runUrl = GITHUB_SERVER_URL && GITHUB_RUN_ID ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}` : undefined;
  const body = options.render(GITHUB_COMMENT_LIMIT - marker.length - 1, runUrl);
  const api = gitHubComments({ apiUrl: GITHUB_API_URL || 'https://api.github.com', repository: GITHUB_REPOSITORY, token: options.token });
  return upsertStickyComment(api, options.issue, marker, options.redact(body));
}

/** A cut comment sends the reader to where the whole plan is: the run's job summary and the artifact. */
export const COMMENT_CUT_NOTES: CutNotes = { tooLongFor: 'one comment', rest: 'the full plan is in the job summary and the plan artifact' };

/** The last line of a plan comment: the job summary holds the whole plan, also when the comment was cut. */
export function planFooter(runUrl: string | undefined): string[] {
  return [runUrl ? `[The whole plan is in the job summary of this run.](${runUrl})` : '_The whole plan is in the job summary of this run._'];
}

/**
 * A comment saying there is no plan and why (message, hint, diagnostics),
 * within `budget`. Our own `code` stays code (markdownMessage), and it points
 * at the run's log, not at a plan that was never made.
 */
export function renderFailureComment(options: { heading: string; text: string; details: string; budget: number; runUrl: string | undefined }): string {
  const head = `${options.heading}\n\n> [!CAUTION]\n> **No plan:** ${failureMarkdown(options.text)}\n\n`;
  const log = 'The log of this run has the details.';
  const tail = `\n${options.runUrl ? `[${log}](${options.runUrl})` : `_${log}_`}\n`;
  const room = options.budget - head.length - tail.length;
  const details = options.details.length <= room ? options.details : `${options.details.slice(0, Math.max(0, room - 40)).replace(/\n[^\n]*$/, '')}\n- …\n`;
  return `${head}${details}${tail}`;
}

/** A failure's text (message, then `hint:` and `trace id:` lines) as one Markdown line, its labels bold as the plan's hints are. */
export function failureMarkdown(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const label = /^(hint|trace id): /.exec(line);
      return label ? `**${label[1] === 'hint' ? 'Hint' : 'Trace ID'}:** ${markdownMessage(line.slice(label[0].length))}` : markdownMessage(line);
    })
    .join('<br>');
}

import type { Plan } from '../plan/types.ts';
import { markdownText } from './user-text.ts';
import type { PlanChecks } from '../checks/types.ts';
import { renderMarkdown } from './markdown.ts';

/** Where the drift section comes from on a pull request. */
export type DriftView =
  /** The base commit's files planned against the same live lists. */
  | { kind: 'checked'; drift: Plan; base: string }
  /** The base commit could not be read; says why and what to change. */
  | { kind: 'unavailable'; reason: string };

export interface ReviewParts {
  /** What this run is: "plan", "drift check", "apply". */
  title: string;
  target: string | null;
  /** The plan to show: on a pull request with drift checked, its own changes only. */
  plan: Plan;
  drift?: DriftView;
  /** Language and translate checks of this run's plan (src/checks/plan-checks.ts), shown with it. */
  checks?: PlanChecks;
  /** Lines after everything, never cut (links to the run, the full plan file). */
  footer?: string[];
}

/** `## stylesync plan · target production`, for the comment and the job summary alike. */
export function reviewHeading(title: string, target: string | null): string {
  return `## stylesync ${title}${target === null ? '' : ` · target ${markdownText(target)}`}\n\n`;
}

/**
 * The Markdown a reviewer reads, in the job summary and the pull-request
 * comment: a heading naming the target, the plan, and on pull requests the
 * drift apart from the pull request's own changes. At most `maxChars` long:
 * the plans are cut per list (see markdown-fit.ts), the heading, summary
 * lines and footer always stay.
 */
export function renderReviewMarkdown(parts: ReviewParts, maxChars: number): string {
  const heading = reviewHeading(parts.title, parts.target);
  const footer = parts.footer && parts.footer.length > 0 ? `\n${parts.footer.join('\n')}\n` : '';
  const drift = parts.drift;
  const plain = { ...parts.plan, target: undefined } satisfies Plan;
  const withChecks = parts.checks === undefined ? {} : { checks: parts.checks };

  if (drift === undefined) return heading + renderMarkdown(plain, { maxChars: maxChars - heading.length - footer.length, ...withChecks }) + footer;
  if (drift.kind === 'unavailable') {
    const note = `> [!NOTE]\n> Drift was not checked: ${markdownText(drift.reason)}\n\n`;
    return heading + note + renderMarkdown(plain, { maxChars: maxChars - heading.length - note.length - footer.length, ...withChecks }) + footer;
  }

  const ownTitle = '**Changes from this pull request**\n\n';
  const driftPlan = { ...drift.drift, target: undefined } satisfies Plan;
  if (driftPlan.lists.length === 0 && driftPlan.problems.length === 0) {
    const none = `**Drift:** none. The live lists match the base branch (${markdownText(drift.base)}).\n`;
    const room = maxChars - heading.length - ownTitle.length - none.length - 1 - footer.length;
    return `${heading}${ownTitle}${renderMarkdown(plain, { maxChars: room, ...withChecks })}\n${none}${footer}`;
  }
  const driftTitle =
    `**Drift: the live lists differ from the base branch (${markdownText(drift.base)})**\n\n` +
    'These changes are not part of this pull request: the live lists were changed outside stylesync, or the base branch was not applied. ' +
    'Applying after the merge makes them too, so review them before approving.\n\n';
  const room = maxChars - heading.length - ownTitle.length - driftTitle.length - 1 - footer.length;
  const [ownRoom, driftRoom] = share(room, renderMarkdown(plain, { maxChars: Infinity, ...withChecks }).length, renderMarkdown(driftPlan, { maxChars: Infinity }).length);
  return `${heading}${ownTitle}${renderMarkdown(plain, { maxChars: ownRoom, ...withChecks })}\n${driftTitle}${renderMarkdown(driftPlan, { maxChars: driftRoom })}${footer}`;
}

/** Two parts in `room`: whole when both fit, else the smaller whole when it needs under half, else half each. */
function share(room: number, a: number, b: number): [number, number] {
  if (a + b <= room) return [a, b];
  const half = Math.floor(room / 2);
  if (a <= half) return [a, room - a];
  if (b <= half) return [room - b, b];
  return [half, room - half];
}

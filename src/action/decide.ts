import type { ActionEvent } from './event.ts';
import type { ActionCommand } from './inputs.ts';

/** What one run does: the command asked for, bounded by the event. */
export type Mode =
  | { run: 'validate'; note?: string }
  | { run: 'plan'; pullRequest?: Extract<ActionEvent, { kind: 'pull_request' }> }
  | { run: 'apply' }
  | { run: 'drift-check' }
  | { run: 'refuse'; message: string; hint: string };

export const FORK_NOTE =
  'This pull request comes from a fork. GitHub gives such runs no secrets, so stylesync validated the style files only: no plan was made and the service was not contacted.';

/**
 * Pull requests never apply (a review has not happened yet); apply runs on a
 * push to the default branch or a manual dispatch only; a schedule checks drift.
 */
export function decide(event: ActionEvent, command: ActionCommand): Mode {
  if (command === 'apply') {
    if (event.kind === 'pull_request') {
      return {
        run: 'refuse',
        message: `\`command: apply\` is refused on ${event.name} events: a pull request is planned and reviewed, never applied. Nothing was written.`,
        hint: 'Use `command: plan` for pull requests, and apply from a workflow that runs on push to the default branch (docs/workflows/stylesync.yml).',
      };
    }
    if (event.kind === 'push' && !event.onDefaultBranch) {
      return {
        run: 'refuse',
        message: `\`command: apply\` runs only on a push to the default branch${event.defaultBranch ? ` (${event.defaultBranch})` : ''}, not on ${event.ref}. Nothing was written.`,
        hint: 'Restrict the apply workflow to `on: push: branches: [<default branch>]`, or start it with workflow_dispatch.',
      };
    }
    if (event.kind === 'schedule' || event.kind === 'other') {
      const name = event.kind === 'schedule' ? 'schedule' : event.name;
      return {
        run: 'refuse',
        message: `\`command: apply\` is refused on ${name || 'unknown'} events: it runs on a push to the default branch or a workflow_dispatch. Nothing was written.`,
        hint: event.kind === 'schedule' ? 'Use `command: plan` on a schedule: it checks for drift and fails when the live lists differ.' : 'Run apply from a workflow triggered by push or workflow_dispatch.',
      };
    }
    return { run: 'apply' };
  }
  if (event.kind === 'pull_request' && event.fork) return { run: 'validate', note: FORK_NOTE };
  if (command === 'validate') return { run: 'validate' };
  if (event.kind === 'schedule') return { run: 'drift-check' };
  if (event.kind === 'pull_request') return { run: 'plan', pullRequest: event };
  return { run: 'plan' };
}

import { readFile } from 'node:fs/promises';
import { StylesyncError } from '../errors.ts';

/** What the workflow run was triggered by, reduced to what decides the Action's behaviour. */
export type ActionEvent =
  | {
      kind: 'pull_request';
      /** pull_request or pull_request_target */
      name: string;
      number: number;
      /** The base branch's commit the pull request is compared with. */
      baseSha?: string;
      baseRef?: string;
      /** From another repository: GitHub gives such runs no secrets. */
      fork: boolean;
    }
  | { kind: 'push'; ref: string; defaultBranch?: string; onDefaultBranch: boolean }
  | { kind: 'workflow_dispatch'; ref: string }
  | { kind: 'schedule'; defaultBranch?: string }
  | { kind: 'other'; name: string };

interface RepoRef {
  full_name?: string;
}

interface Payload {
  pull_request?: {
    number?: number;
    base?: { sha?: string; ref?: string; repo?: RepoRef | null };
    head?: { repo?: RepoRef | null };
  };
  number?: number;
  ref?: string;
  repository?: { default_branch?: string };
}

/** Reads GITHUB_EVENT_NAME and the payload at GITHUB_EVENT_PATH. */
export async function readEvent(env: Record<string, string | undefined>): Promise<ActionEvent> {
  const name = env.GITHUB_EVENT_NAME ?? '';
  let payload: Payload = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, 'utf8')) as Payload;
    } catch (error) {
      throw new StylesyncError(`Cannot read the event payload at GITHUB_EVENT_PATH: ${(error as Error).message}`, 'Run the Action inside a GitHub Actions workflow, which provides the event payload.', { code: 'event-unreadable',
        cause: error,
      });
    }
  }
  return classifyEvent(name, payload, env.GITHUB_REF ?? '');
}

export function classifyEvent(name: string, payload: Payload, ref: string): ActionEvent {
  const defaultBranch = payload.repository?.default_branch;
  switch (name) {
    case 'pull_request':
    case 'pull_request_target': {
      const pr = payload.pull_request;
      const number = pr?.number ?? payload.number;
      if (pr === undefined || typeof number !== 'number') {
        throw new StylesyncError(`The ${name} event payload has no pull request number.`, 'Run the Action from a workflow triggered by pull_request.', { code: 'event-invalid' });
      }
      const head = pr.head?.repo?.full_name;
      const base = pr.base?.repo?.full_name;
      const event: ActionEvent = { kind: 'pull_request', name, number, fork: head === undefined || head !== base };
      if (pr.base?.sha) event.baseSha = pr.base.sha;
      if (pr.base?.ref) event.baseRef = pr.base.ref;
      return event;
    }
    case 'push': {
      const pushed = payload.ref ?? ref;
      const event: ActionEvent = { kind: 'push', ref: pushed, onDefaultBranch: defaultBranch !== undefined && pushed === `refs/heads/${defaultBranch}` };
      if (defaultBranch !== undefined) event.defaultBranch = defaultBranch;
      return event;
    }
    case 'workflow_dispatch':
      return { kind: 'workflow_dispatch', ref: payload.ref ?? ref };
    case 'schedule':
      return defaultBranch === undefined ? { kind: 'schedule' } : { kind: 'schedule', defaultBranch };
    default:
      return { kind: 'other', name };
  }
}

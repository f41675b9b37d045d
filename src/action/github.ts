import { StylesyncError } from '../errors.ts';
import { VERSION } from '../version.ts';

export interface IssueComment {
  id: number;
  body: string;
}

/** The three calls a sticky comment needs. */
export interface GitHubComments {
  list(issue: number): Promise<IssueComment[]>;
  create(issue: number, body: string): Promise<IssueComment>;
  update(id: number, body: string): Promise<IssueComment>;
}

export interface GitHubOptions {
  /** GITHUB_API_URL: api.github.com, a GHES address, or a local fake in tests. */
  apiUrl: string;
  /** GITHUB_REPOSITORY, `owner/name`. */
  repository: string;
  token: string;
}

const PAGE_SIZE = 100;
/** 100 pages of 100 comments: a pull request busier than that is beyond a sticky comment's help. */
const MAX_PAGES = 100;

/** One JSON call to the repository's REST endpoints; a refusal says its status and `hint(status)`. */
export type GitHubCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * Calls under /repos/{owner}/{name} with the token, over plain fetch (why not
 * a client library: see gitHubComments). Shared by the comment and the issue
 * endpoints, each with its own hints (the permissions differ).
 */
export function gitHubCaller(options: GitHubOptions, hint: (status: number) => string): GitHubCall {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/repos/${options.repository.split('/').map(encodeURIComponent).join('/')}`;
  const headers = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${options.token}`,
    'content-type': 'application/json',
    'user-agent': `stylesync-action/${VERSION}`,
    'x-github-api-version': '2022-11-28',
  };

  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    } catch (error) {
      throw new StylesyncError(`Could not reach the GitHub API at ${options.apiUrl}: ${(error as Error).message}`, 'Check GITHUB_API_URL, or re-run the job if GitHub was unavailable.', { code: 'github-unreachable',
        cause: error,
      });
    }
    if (!response.ok) {
      // GitHub's message is at most 200 characters of the answer: an error page must not flood the log.
      const text = (await response.text().catch(() => '')).slice(0, 2000);
      let message: string;
      try {
        message = String((JSON.parse(text) as { message?: string }).message ?? '').slice(0, 200);
      } catch {
        message = text.slice(0, 200);
      }
      throw new StylesyncError(`GitHub refused ${method} ${path.replace(/\?.*/, '')}: ${response.status}${message ? ` ${message}` : ''}`, hint(response.status), { code: 'github-refused' });
    }
    return (await response.json()) as T;
  };
}

/**
 * The issue-comments endpoints over plain fetch. Three JSON calls do not
 * justify a client library in the committed bundle, and src/live (ky) is
 * the service's client, not GitHub's.
 */
export function gitHubComments(options: GitHubOptions): GitHubComments {
  const call = gitHubCaller(options, hintFor);
  return {
    async list(issue) {
      const all: IssueComment[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const batch = await call<IssueComment[]>('GET', `/issues/${issue}/comments?per_page=${PAGE_SIZE}&page=${page}`);
        all.push(...batch.map(({ id, body }) => ({ id, body: body ?? '' })));
        if (batch.length < PAGE_SIZE) break;
      }
      return all;
    },
    create: (issue, body) => call<IssueComment>('POST', `/issues/${issue}/comments`, { body }),
    update: (id, body) => call<IssueComment>('PATCH', `/issues/comments/${id}`, { body }),
  };
}

function hintFor(status: number): string {
  if (status === 401) return 'The github-token input is missing or invalid; leave it at its default (${{ github.token }}).';
  if (status === 403 || status === 404) {
    return 'Give the workflow `permissions: pull-requests: write` (and `contents: read`), or set `comment: false` to keep the plan in the job summary only.';
  }
  return 'Re-run the job; if it keeps failing, set `comment: false` and read the plan in the job summary.';
}

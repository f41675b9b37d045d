import { gitHubCaller, type GitHubOptions } from './github.ts';

export interface GitHubIssue {
  number: number;
  body: string;
}

/** The issue calls the drift issue needs. */
export interface GitHubIssues {
  /** Open issues with `label`, at most `maxPages` pages of 100 (pull requests left out). */
  listOpen(label: string, maxPages: number): Promise<{ issues: GitHubIssue[]; more: boolean }>;
  create(title: string, body: string, label: string): Promise<GitHubIssue>;
  update(issue: number, body: string): Promise<void>;
  comment(issue: number, body: string): Promise<void>;
  close(issue: number): Promise<void>;
}

const PAGE_SIZE = 100;

/** The issues endpoints, through the Action's GitHub caller; refusals name the permission the workflow lacks. */
export function gitHubIssues(options: GitHubOptions): GitHubIssues {
  const call = gitHubCaller(options, hintFor);
  return {
    async listOpen(label, maxPages) {
      const issues: GitHubIssue[] = [];
      for (let page = 1; page <= maxPages; page++) {
        const batch = await call<Array<{ number: number; body?: string | null; pull_request?: unknown }>>(
          'GET',
          `/issues?state=open&labels=${encodeURIComponent(label)}&per_page=${PAGE_SIZE}&page=${page}`,
        );
        // The issues endpoint lists pull requests too; a pull request is never the drift issue.
        for (const { number, body, pull_request } of batch) if (pull_request === undefined) issues.push({ number, body: body ?? '' });
        if (batch.length < PAGE_SIZE) return { issues, more: false };
      }
      return { issues, more: true };
    },
    create: (title, body, label) => call<GitHubIssue>('POST', '/issues', { title, body, labels: [label] }),
    update: async (issue, body) => void (await call('PATCH', `/issues/${issue}`, { body })),
    comment: async (issue, body) => void (await call('POST', `/issues/${issue}/comments`, { body })),
    close: async (issue) => void (await call('PATCH', `/issues/${issue}`, { state: 'closed', state_reason: 'completed' })),
  };
}

function hintFor(status: number): string {
  if (status === 401) return 'The github-token input is missing or invalid; leave it at its default (${{ github.token }}).';
  if (status === 403 || status === 404 || status === 410) {
    return 'Give the scheduled workflow `permissions: issues: write` (and `contents: read`), with issues enabled on the repository, or set `drift-issue: false` to report drift in the job summary only.';
  }
  return 'Re-run the job; if it keeps failing, set `drift-issue: false` and read the drift in the job summary.';
}

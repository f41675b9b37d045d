import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeComment {
  id: number;
  body: string;
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  labels: string[];
  state: 'open' | 'closed';
  state_reason?: string;
  /** Set on pull requests, which the issues endpoint lists too. */
  pull_request?: { url: string };
}

export interface FakeGitHubRequest {
  method: string;
  path: string;
  body?: string;
}

export interface FakeGitHub {
  url: string;
  /** Comments by `owner/repo#issue`. */
  comments(issue: number, repository?: string): FakeComment[];
  /** Issues of the repository, pull requests among them as GitHub lists them. */
  issues(repository?: string): FakeIssue[];
  /** Adds an issue (or, with pull_request, a pull request) as someone else would. */
  addIssue(issue: Omit<FakeIssue, 'number'>, repository?: string): FakeIssue;
  /** Every request, in order. */
  readonly requests: FakeGitHubRequest[];
  /** Comment creates and edits only. */
  writes(): FakeGitHubRequest[];
  close(): Promise<void>;
}

/** GitHub's refusal for longer bodies ("body is too long (maximum is 65536 characters)"). */
const COMMENT_LIMIT = 65_536;

/**
 * The issue-comments part of the GitHub REST API on 127.0.0.1: list with
 * per_page/page, create, edit. It checks the bearer token and refuses bodies
 * over GitHub's limit, so the Action is held to what GitHub would accept.
 */
export async function startFakeGitHub(options: { token: string; repository?: string; issuesForbidden?: boolean }): Promise<FakeGitHub> {
  const repository = options.repository ?? 'acme/styles';
  const byIssue = new Map<string, FakeComment[]>();
  const issuesOf = new Map<string, FakeIssue[]>();
  let nextIssue = 500;
  const addIssue = (issue: Omit<FakeIssue, 'number'>, repo = repository): FakeIssue => {
    const made = { ...issue, number: nextIssue++ };
    issuesOf.set(repo, [...(issuesOf.get(repo) ?? []), made]);
    return made;
  };
  const requests: FakeGitHubRequest[] = [];
  let nextId = 1000;

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, ...(raw === '' ? {} : { body: raw }) });

    if (req.headers.authorization !== `Bearer ${options.token}`) return send(res, 401, { message: 'Bad credentials' });
    if (!String(req.headers['user-agent'] ?? '').length) return send(res, 403, { message: 'User-Agent required' });

    const issues = /^\/repos\/([^/]+)\/([^/]+)\/issues(?:\/(\d+))?$/.exec(url.pathname);
    if (issues) {
      // A workflow without `permissions: issues: write` gets GitHub's answer for an integration token.
      if (options.issuesForbidden && req.method !== 'GET') return send(res, 403, { message: 'Resource not accessible by integration' });
      const repo = `${decodeURIComponent(issues[1] as string)}/${decodeURIComponent(issues[2] as string)}`;
      const all = issuesOf.get(repo) ?? [];
      if (issues[3] === undefined && req.method === 'GET') {
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
        const page = Number(url.searchParams.get('page') ?? 1);
        const state = url.searchParams.get('state') ?? 'open';
        const labels = (url.searchParams.get('labels') ?? '').split(',').filter((l) => l !== '');
        const shown = all.filter((i) => (state === 'all' || i.state === state) && labels.every((l) => i.labels.includes(l)));
        return send(res, 200, shown.slice((page - 1) * perPage, page * perPage));
      }
      if (issues[3] === undefined && req.method === 'POST') {
        const given = JSON.parse(raw) as { title: string; body: string; labels?: string[] };
        if ([...given.body].length > COMMENT_LIMIT) return send(res, 422, { message: 'Validation Failed: body is too long (maximum is 65536 characters)' });
        return send(res, 201, addIssue({ title: given.title, body: given.body, labels: given.labels ?? [], state: 'open' }, repo));
      }
      const issue = all.find((i) => i.number === Number(issues[3]));
      if (issue && req.method === 'PATCH') {
        const given = JSON.parse(raw) as Partial<FakeIssue>;
        if (given.body !== undefined && [...given.body].length > COMMENT_LIMIT) return send(res, 422, { message: 'Validation Failed: body is too long (maximum is 65536 characters)' });
        Object.assign(issue, given);
        return send(res, 200, issue);
      }
    }
    const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const edit = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (list) {
      const key = `${decodeURIComponent(list[1] as string)}/${decodeURIComponent(list[2] as string)}#${list[3]}`;
      const comments = byIssue.get(key) ?? [];
      if (req.method === 'GET') {
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
        const page = Number(url.searchParams.get('page') ?? 1);
        return send(res, 200, comments.slice((page - 1) * perPage, page * perPage));
      }
      if (req.method === 'POST') {
        const body = (JSON.parse(raw) as { body: string }).body;
        if ([...body].length > COMMENT_LIMIT) return send(res, 422, { message: 'Validation Failed: body is too long (maximum is 65536 characters)' });
        const comment = { id: nextId++, body };
        byIssue.set(key, [...comments, comment]);
        return send(res, 201, comment);
      }
    }
    if (edit && req.method === 'PATCH') {
      const id = Number(edit[3]);
      const body = (JSON.parse(raw) as { body: string }).body;
      if ([...body].length > COMMENT_LIMIT) return send(res, 422, { message: 'Validation Failed: body is too long (maximum is 65536 characters)' });
      for (const comments of byIssue.values()) {
        const comment = comments.find((c) => c.id === id);
        if (comment) {
          comment.body = body;
          return send(res, 200, comment);
        }
      }
    }
    send(res, 404, { message: 'Not Found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    issues: (repo = repository) => (issuesOf.get(repo) ?? []).map((i) => ({ ...i })),
    addIssue,
    comments: (issue, repo = repository) => (byIssue.get(`${repo}#${issue}`) ?? []).map((c) => ({ ...c })),
    requests,
    writes: () => requests.filter((r) => r.method === 'POST' || r.method === 'PATCH'),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

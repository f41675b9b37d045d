import type { GitHubComments } from './github.ts';

/**
 * The hidden first line that identifies the comment of one target, so staging
 * and production plans each keep their own. The name is percent-encoded: a
 * target called `a -->` cannot end the HTML comment early or match another.
 */
export function commentMarker(target: string | null): string {
  return `<!-- stylesync-plan target=${target === null ? '(default)' : encodeURIComponent(target)} -->`;
}

export type StickyResult = { action: 'created' | 'updated' | 'unchanged'; id: number };

/**
 * One comment per pull request and target: created the first time, edited in
 * place after that, left alone when the text is already current. Only a
 * comment that starts with the marker counts, so a reply quoting it is never
 * taken for it.
 */
export async function upsertStickyComment(api: GitHubComments, issue: number, marker: string, body: string): Promise<StickyResult> {
  const text = `${marker}\n${body}`;
  const existing = (await api.list(issue)).find((c) => c.body.startsWith(`${marker}\n`));
  if (existing === undefined) return { action: 'created', id: (await api.create(issue, text)).id };
  if (existing.body === text) return { action: 'unchanged', id: existing.id };
  await api.update(existing.id, text);
  return { action: 'updated', id: existing.id };
}

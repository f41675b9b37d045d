import { expect } from 'vitest';

/**
 * A pull request's review (comment or summary) cut at its drift heading:
 * the pull request's own part before it, the drift from it on; fails when
 * the review has no drift heading.
 */
export function driftParts(md: string): { own: string; drift: string } {
  const at = md.indexOf('### Drift: the service differs from the base branch');
  expect(at).toBeGreaterThan(0);
  return { own: md.slice(0, at), drift: md.slice(at) };
}

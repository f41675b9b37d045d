import type { Plan } from '../plan/types.ts';

/**
 * The one line that says a plan covers part of the repository, for every
 * renderer (text, Markdown); undefined for a whole plan. Plain text: each
 * renderer escapes it for its sink.
 */
export function partialLine(plan: Plan): string | undefined {
  if (plan.partial === undefined) return undefined;
  const parts = [...plan.partial.paths, ...plan.partial.lists.map((name) => `--list ${JSON.stringify(name)}`)];
  return `Partial plan (${parts.join(', ')}): lists outside it are not planned, and nothing is pruned.`;
}

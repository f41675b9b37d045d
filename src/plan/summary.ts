// A section's counts, apart from sections.ts: plan/kinds.ts recounts a section, and sections.ts walks the kinds.

/** Counts items by action: a section's summary. */
export function countActions<A extends string>(items: ReadonlyArray<{ action: A }>, actions: readonly A[]): Record<A, number> {
  const summary = Object.fromEntries(actions.map((a) => [a, 0])) as Record<A, number>;
  for (const item of items) summary[item.action]++;
  return summary;
}

/** A list section's summary. */
export const LIST_ACTIONS = ['create', 'update', 'delete', 'replace'] as const;
/** A glossary section's summary. */
export const GLOSSARY_ACTIONS = ['create', 'update', 'delete'] as const;

import { stableJson } from '../plan/stable-json.ts';

/**
 * One answer of a listing holding an id more than once: a service fault.
 * Copies that are the same are one resource listed twice, so one is kept and
 * the ids returned to be said; copies that differ cannot both be the live
 * state, so the first such id is returned as a conflict for the caller to
 * refuse (or re-read). Linear: one pass, one Map.
 */
export function onceEach<T>(items: readonly T[], id: (item: T) => string): { items: T[]; twice: string[]; conflict?: string } {
  const first = new Map<string, T>();
  const twice = new Set<string>();
  const kept: T[] = [];
  for (const item of items) {
    const key = id(item);
    const seen = first.get(key);
    if (seen === undefined) {
      first.set(key, item);
      kept.push(item);
      continue;
    }
    if (stableJson(seen) !== stableJson(item)) return { items: kept, twice: [...twice], conflict: key };
    twice.add(key);
  }
  return { items: kept, twice: [...twice] };
}

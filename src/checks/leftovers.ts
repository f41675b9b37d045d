import { isPreviewList } from '../plan/preview.ts';

/** A preview (list or glossary copy) older than this was left by a run that crashed; younger ones may belong to a job running now. */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/**
 * Preview lists (or glossary copies) old enough to remove, judged by the service's creation_time
 * (not the local clock's idea of when a run started). A preview without a
 * readable creation_time is left alone: its age cannot be told.
 */
export function staleLeftovers<T extends { name: string; creation_time?: string }>(live: readonly T[], now: Date): T[] {
  return live.filter((list) => {
    if (!isPreviewList(list) || list.creation_time === undefined) return false;
    const created = Date.parse(list.creation_time);
    return Number.isFinite(created) && now.getTime() - created > LEFTOVER_AGE_MS;
  });
}

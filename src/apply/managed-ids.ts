import type { LiveList } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import type { ListOutcome } from './result.ts';

/**
 * name → style_id for every list the files manage, as it stands after the
 * run: ids from the live state the plan was made against, overridden by what
 * the run did (a create or replace hands out a new id; a failed one leaves none).
 * Translation callers read this file to pick up ids that changed.
 */
export function managedIds(desired: readonly DesiredList[], live: readonly LiveList[], outcomes: readonly ListOutcome[] = []): Record<string, string> {
  const liveIds = new Set(live.map((l) => l.style_id));
  const byName = new Map<string, string>();
  for (const list of live) if (!byName.has(list.name)) byName.set(list.name, list.style_id);
  const touched = new Map(outcomes.map((o) => [`${o.file ?? ''}\u0000${o.name}`, o]));

  const ids: Record<string, string> = {};
  for (const list of desired) {
    if (list.state !== 'present') continue;
    const outcome = touched.get(`${list.file}\u0000${list.name}`);
    let id: string | null | undefined;
    if (outcome) id = outcome.style_id;
    else if (list.style_id) id = liveIds.has(list.style_id) ? list.style_id : null;
    else id = byName.get(list.name);
    if (id) ids[list.name] = id;
  }
  return ids;
}

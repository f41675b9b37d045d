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
    if (id) Object.defineProperty(ids, list.name, { value: id, enumerable: true, writable: true, configurable: true });
  }
  return ids;
}

/**
 * The `--ids-out` document's format. 2 holds one object per kind of resource;
 * format 1 (before issue #28) was the lists' map with the glossaries under a
 * `$glossaries` key, which a list of that name could hide.
 */
export const IDS_FORMAT_VERSION = 2;

/** The `--ids-out` document: name → id per kind, as translation callers read it (`jq -r '.lists["Acme DE"]'`). */
export interface IdsDocument {
  format_version: typeof IDS_FORMAT_VERSION;
  /** list name → style_id */
  lists: Record<string, string>;
  /** glossary name → glossary_id; empty for a repository without glossary files. */
  glossaries: Record<string, string>;
}

export function idsDocument(lists: Record<string, string>, glossaries: Record<string, string> | undefined): IdsDocument {
  return { format_version: IDS_FORMAT_VERSION, lists, glossaries: glossaries ?? {} };
}

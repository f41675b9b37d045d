import type { Outcome } from './result.ts';

/** What the ids need of a kind (plan/kinds.ts): its id field, a file's pin and a live item's id. */
export interface IdsKind<D, L, K extends string> {
  idField: K;
  pinOf(desired: D): string | undefined;
  idOf(live: L): string;
}

/**
 * name → id (style_id, glossary_id) for every item of a kind the files
 * manage, as it stands after the run: ids from the live state the plan was
 * made against (by pin, else by name), overridden by what the run did (a
 * create or replace hands out a new id; a failed one leaves none).
 * Translation callers read this file to pick up ids that changed.
 */
export function managedIds<D extends { file: string; name: string; state: string }, L extends { name: string }, K extends string>(
  kind: IdsKind<D, L, K>,
  desired: readonly D[],
  live: readonly L[],
  outcomes: ReadonlyArray<Outcome & Record<K, string | null>> = [],
): Record<string, string> {
  const liveIds = new Set(live.map(kind.idOf));
  const byName = new Map<string, string>();
  for (const item of live) if (!byName.has(item.name)) byName.set(item.name, kind.idOf(item));
  const touched = new Map(outcomes.map((o) => [`${o.file ?? ''}\u0000${o.name}`, o[kind.idField]]));

  const ids: Record<string, string> = {};
  for (const item of desired) {
    if (item.state !== 'present') continue;
    const key = `${item.file}\u0000${item.name}`;
    const pin = kind.pinOf(item);
    let id: string | null | undefined;
    if (touched.has(key)) id = touched.get(key);
    else if (pin) id = liveIds.has(pin) ? pin : null;
    else id = byName.get(item.name);
    // defineProperty: a list or glossary named `__proto__` is a key like any other.
    if (id) Object.defineProperty(ids, item.name, { value: id, enumerable: true, writable: true, configurable: true });
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

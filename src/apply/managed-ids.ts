import type { DesiredGlossary, LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import type { GlossaryOutcome, ListOutcome } from './result.ts';

/**
 * name → style_id for every list the files manage, as it stands after the
 * run: ids from the live state the plan was made against, overridden by what
 * the run did (a create or replace hands out a new id; a failed one leaves none).
 * Translation callers read this file to pick up ids that changed.
 */
export function managedIds(desired: readonly DesiredList[], live: readonly LiveList[], outcomes: readonly ListOutcome[] = []): Record<string, string> {
  return idsAfterRun(
    desired.map((d) => ({ ...d, pin: d.style_id })),
    live.map((l) => ({ id: l.style_id, name: l.name })),
    outcomes.map((o) => ({ ...o, id: o.style_id })),
  );
}

/** The same for glossaries: name → glossary_id (by pin, else by name), as the run left them. */
export function managedGlossaryIds(desired: readonly DesiredGlossary[], live: readonly LiveGlossaryInfo[], outcomes: readonly GlossaryOutcome[] = []): Record<string, string> {
  return idsAfterRun(
    desired.map((d) => ({ ...d, pin: d.glossary_id })),
    live.map((g) => ({ id: g.glossary_id, name: g.name })),
    outcomes.map((o) => ({ ...o, id: o.glossary_id })),
  );
}

/** What the ids need of any kind: the files' items (with their pinned id), the live ones, and what the run did. */
function idsAfterRun(
  desired: ReadonlyArray<{ file: string; name: string; state: string; pin?: string | undefined }>,
  live: ReadonlyArray<{ id: string; name: string }>,
  outcomes: ReadonlyArray<{ file: string | null; name: string; id: string | null }>,
): Record<string, string> {
  const liveIds = new Set(live.map((l) => l.id));
  const byName = new Map<string, string>();
  for (const item of live) if (!byName.has(item.name)) byName.set(item.name, item.id);
  const touched = new Map(outcomes.map((o) => [`${o.file ?? ''}\u0000${o.name}`, o]));

  const ids: Record<string, string> = {};
  for (const item of desired) {
    if (item.state !== 'present') continue;
    const outcome = touched.get(`${item.file}\u0000${item.name}`);
    let id: string | null | undefined;
    if (outcome) id = outcome.id;
    else if (item.pin) id = liveIds.has(item.pin) ? item.pin : null;
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

export function idsDocument(lists: Record<string, string>, glossaries: Record<string, string> | undefined): IdsDocument {
  return { format_version: IDS_FORMAT_VERSION, lists, glossaries: glossaries ?? {} };
}

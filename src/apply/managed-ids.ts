import { StylesyncError } from '../errors.ts';
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
 * The key of the glossaries in the `--ids-out` file: `{"<list>": "<style_id>",
 * …, "$glossaries": {"<glossary>": "<glossary_id>", …}}`. The lists keep the
 * file's flat format; the glossaries are one object under a key a script
 * tells apart by its value (an object, never a string) and its `$`, like
 * `$schema`. Present only when the repository has glossary files.
 */
export const GLOSSARY_IDS_KEY = '$glossaries';

/** The `--ids-out` document; refused when a list is named like the glossaries' key, since one would hide the other. */
export function idsDocument(lists: Record<string, string>, glossaries: Record<string, string> | undefined): Record<string, string | Record<string, string>> {
  if (glossaries === undefined) return lists;
  if (Object.hasOwn(lists, GLOSSARY_IDS_KEY)) {
    throw new StylesyncError(
      `A list is named "${GLOSSARY_IDS_KEY}", the key under which the --ids-out file holds the glossaries' ids, so the file was not written. The writes went through.`,
      `Rename the list (its style file's \`name:\`), or leave out --ids-out.`,
      { code: 'write-failed' },
    );
  }
  return { ...lists, [GLOSSARY_IDS_KEY]: glossaries };
}

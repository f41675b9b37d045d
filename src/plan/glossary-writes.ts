import { pairKey } from '../catalog/glossary.ts';
import type { DictionaryPlan, GlossaryWrite, TermEntry } from './glossary-types.ts';

/**
 * The requests that carry out the dictionary changes of one live glossary
 * (and its rename): one per changed dictionary at most, none for a dictionary
 * that does not change.
 *
 * - Only added or changed terms: PATCH with just those terms. PATCH merges
 *   them into the dictionary keyed on the source term, so it is the cheapest
 *   exact write.
 * - Any term removed: PUT of the whole dictionary. PATCH is never used to
 *   remove, because it cannot: the service merges the entries sent into the
 *   dictionary and keeps every entry it is not sent (spec/glossaries-v3.md,
 *   "PATCH never removes an entry"). A PATCH of the remaining terms would
 *   leave the removed ones in place, silently.
 * - A new dictionary: PUT, not PATCH, although both create it. PUT gives
 *   exactly the file's terms even if a dictionary of that pair appeared on
 *   the service after the plan read it; PATCH would merge into it and keep
 *   terms no file holds.
 * - A removed dictionary: DELETE with its pair, after every PATCH and PUT, so
 *   the glossary is never left without a dictionary between two requests.
 * - A rename: PATCH `name`, carried by the first PATCH of terms when there is
 *   one (one PATCH may carry a name and one dictionary), otherwise alone and
 *   first.
 *
 * `desired` gives the full entries of each desired dictionary by pairKey, for
 * the PUTs.
 */
export function glossaryWrites(
  dictionaries: readonly DictionaryPlan[],
  desired: ReadonlyMap<string, ReadonlyMap<string, string>>,
  rename: string | undefined,
): GlossaryWrite[] {
  const merges: GlossaryWrite[] = [];
  const puts: GlossaryWrite[] = [];
  const deletes: GlossaryWrite[] = [];
  for (const d of dictionaries) {
    const pair = { source_lang: d.source_lang, target_lang: d.target_lang };
    if (d.action === 'delete') deletes.push({ kind: 'delete_dictionary', ...pair });
    else if (d.action === 'create' || d.removed.length > 0) puts.push({ kind: 'put_dictionary', dictionary: { ...pair, entries: [...(desired.get(pairKey(pair)) ?? [])] } });
    else merges.push({ kind: 'patch_glossary', dictionary: { ...pair, entries: [...d.added, ...d.changed.map((c): TermEntry => [c.source, c.after])] } });
  }
  if (rename !== undefined) {
    const first = merges[0];
    if (first?.kind === 'patch_glossary') merges[0] = { ...first, name: rename };
    else merges.unshift({ kind: 'patch_glossary', name: rename });
  }
  return [...merges, ...puts, ...deletes];
}

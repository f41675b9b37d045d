import { sameContent } from '../catalog/canonical.ts';
import { type LiveDictionaryInfo, type LiveGlossaryInfo, pairKey } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import type { CreateListBody } from './api.ts';

/**
 * The list an unclear create may have made: same name, language, rules and
 * instructions, and not one that was already known before the create (so an
 * older list that happens to look the same is never taken for the new one).
 * Newest first when several match.
 */
export function findCreated(lists: readonly LiveList[], body: CreateListBody, knownBefore: ReadonlySet<string>): LiveList | undefined {
  const matches = lists.filter(
    (list) =>
      !knownBefore.has(list.style_id) &&
      list.name === body.name &&
      sameContent(list, body),
  );
  matches.sort((a, b) => (b.creation_time ?? '').localeCompare(a.creation_time ?? ''));
  return matches[0];
}

/**
 * The glossary an unclear create may have made: the name asked for, exactly
 * the planned dictionaries (pairs compared as the service compares codes,
 * case-insensitively) with the planned entry counts, and not one this client
 * had seen before. The listing gives counts, not entries: the counts of every
 * dictionary of a new glossary of that name are taken as its fingerprint
 * rather than spending a read per dictionary. Newest first when several match.
 */
export function findCreatedGlossary(
  glossaries: readonly LiveGlossaryInfo[],
  name: string,
  planned: readonly LiveDictionaryInfo[],
  knownBefore: ReadonlySet<string>,
): LiveGlossaryInfo | undefined {
  const want = counts(planned);
  const matches = glossaries.filter((g) => !knownBefore.has(g.glossary_id) && g.name === name && sameCounts(counts(g.dictionaries), want));
  matches.sort((a, b) => (b.creation_time ?? '').localeCompare(a.creation_time ?? ''));
  return matches[0];
}

function counts(dictionaries: readonly LiveDictionaryInfo[]): Map<string, number> {
  return new Map(dictionaries.map((d) => [pairKey(d), d.entry_count]));
}

function sameCounts(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([pair, count]) => b.get(pair) === count);
}

import { sameContent } from '../catalog/canonical.ts';
import { type LiveDictionaryInfo, type LiveGlossaryInfo, pairKey } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import type { CreateListBody } from './api.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/** What the look after an unclear create needs to know of a kind: its id, whether a live item holds exactly what the create sent, its plural. */
export interface CreatedKind<L extends Created, B extends { name: string }> {
  id: (item: L) => string;
  holds: (item: L, body: B) => boolean;
  plural: string;
}

type Created = { name: string; creation_time?: string };

/**
 * What an unclear create may have made: the name asked for, holding exactly
 * what the create sent, and not one that was already known before the
 * create (so an older item that happens to look the same is never taken for
 * the new one). When several match (a late landing and a resend), the oldest,
 * then the lowest id: the copy the next plan keeps when it removes the others
 * (plan/identity.ts), so the id this run reports to callers is not the one
 * the next run deletes.
 */
export function findCreated<L extends Created, B extends { name: string }>(kind: CreatedKind<L, B>, items: readonly L[], body: B, knownBefore: ReadonlySet<string>): L | undefined {
  const matches = items.filter((item) => !knownBefore.has(kind.id(item)) && item.name === body.name && kind.holds(item, body));
  matches.sort((a, b) => codeUnitOrder(a.creation_time ?? '', b.creation_time ?? '') || codeUnitOrder(kind.id(a), kind.id(b)));
  return matches[0];
}

/** A list holds the language, rules and instructions sent, in any order. */
export const listCreated: CreatedKind<LiveList, CreateListBody> = { id: (list) => list.style_id, holds: sameContent, plural: 'lists' };

/** What a glossary create sent, as the listing can show it: the dictionaries' pairs and entry counts. */
export interface GlossaryCreated {
  name: string;
  dictionaries: readonly LiveDictionaryInfo[];
}

/**
 * A glossary holds exactly the planned dictionaries (pairs compared as the
 * service compares codes, case-insensitively) with the planned entry
 * counts. The listing gives counts, not entries: the counts of every
 * dictionary of a new glossary of that name are taken as its fingerprint
 * rather than spending a read per dictionary.
 */
export const glossaryCreated: CreatedKind<LiveGlossaryInfo, GlossaryCreated> = {
  id: (glossary) => glossary.glossary_id,
  holds: (glossary, body) => sameCounts(counts(glossary.dictionaries), counts(body.dictionaries)),
  plural: 'glossaries',
};

function counts(dictionaries: readonly LiveDictionaryInfo[]): Map<string, number> {
  return new Map(dictionaries.map((d) => [pairKey(d), d.entry_count]));
}

function sameCounts(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([pair, count]) => b.get(pair) === count);
}

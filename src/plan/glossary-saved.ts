import { createHash } from 'node:crypto';
import { pairKey, type DesiredGlossary } from '../catalog/glossary.ts';
import { dictionaryHash } from './glossary-hash.ts';
import type { GlossaryChangePlan, GlossaryWrite } from './glossary-types.ts';
import type { GlossarySection, SavedDifference } from './types.ts';
import { stableJson } from './stable-json.ts';
import { plural } from '../util/plural.ts';

/**
 * sha256 of what the glossary files ask of the service, so `apply plan.json`
 * notices files edited after the plan (checksum.ts does this for lists).
 * Files, origins and the order of glossaries, dictionaries and terms do not
 * count: only names, pins, states, pairs and terms.
 */
export function desiredGlossaryChecksum(desired: readonly DesiredGlossary[]): string {
  const rows = desired.map((g) => {
    const dictionaries = g.dictionaries.map((d) => `${pairKey(d)}=${dictionaryHash(d.entries)}`).sort();
    return JSON.stringify([g.name, g.glossary_id ?? null, g.state, dictionaries]);
  });
  return createHash('sha256').update(rows.sort().join('\n')).digest('hex');
}

/**
 * How a saved glossary plan differs from a fresh one made from the current
 * files and service: the writes only one of them would send, and fingerprint
 * or summary claims that no longer hold. As for lists (saved-difference.ts),
 * nothing in a saved file is trusted: apply sends the fresh plan, and only
 * when it sends exactly the writes the saved plan shows. A write is shown by
 * its kind, pair, entry count and a hash of its terms, never the terms
 * themselves: a 10,000-term PUT would otherwise be one unreadable line.
 */
export function glossaryPlanDifference(saved: GlossarySection, fresh: GlossarySection): SavedDifference {
  const freshWrites = new Map<string, number>();
  for (const line of allWrites(fresh)) freshWrites.set(line, (freshWrites.get(line) ?? 0) + 1);
  const onlySaved: string[] = [];
  for (const line of allWrites(saved)) {
    const left = freshWrites.get(line) ?? 0;
    if (left > 0) freshWrites.set(line, left - 1);
    else onlySaved.push(line);
  }
  const onlyFresh = [...freshWrites].flatMap(([line, n]) => Array.from({ length: n }, () => line));
  const notes: string[] = [];
  if (stableJson(saved.fingerprint) !== stableJson(fresh.fingerprint)) notes.push('its glossary fingerprint (the entries it read) is not what the service holds now');
  if (stableJson(saved.summary) !== stableJson(fresh.summary)) {
    notes.push(`its glossary summary ${JSON.stringify(saved.summary)} does not count what a fresh plan would do: ${JSON.stringify(fresh.summary)}`);
  }
  return { onlySaved, onlyFresh, notes };
}

/** Every write of a plan as one line, prefixed with the glossary it belongs to, in order. */
function allWrites(plan: GlossarySection): string[] {
  return plan.items.flatMap((g) => g.writes.map((w) => `${head(g)}: ${describeWrite(w)}`));
}

function head(g: GlossaryChangePlan): string {
  return `${g.action} glossary ${JSON.stringify(g.name)} (${g.glossary_id ?? 'new'})`;
}

/** One line per write; names quoted by JSON, so control characters come out escaped. */
export function describeWrite(w: GlossaryWrite): string {
  const terms = (entries: ReadonlyArray<readonly [string, string]>) => `${plural(entries.length, 'entry', 'entries')}, ${dictionaryHash(entries).slice(0, 12)}`;
  switch (w.kind) {
    case 'create_glossary':
      return `POST ${JSON.stringify(w.name)} with ${w.dictionaries.map((d) => `${pairKey(d)} (${terms(d.entries)})`).join(', ')}`;
    case 'patch_glossary': {
      const parts = [w.name === undefined ? '' : `name ${JSON.stringify(w.name)}`, w.dictionary ? `merge ${pairKey(w.dictionary)} (${terms(w.dictionary.entries)})` : ''];
      return `PATCH ${parts.filter(Boolean).join(' and ')}`;
    }
    case 'put_dictionary':
      return `PUT ${pairKey(w.dictionary)} (${terms(w.dictionary.entries)})`;
    case 'delete_dictionary':
      return `DELETE dictionary ${pairKey(w)}`;
    case 'delete_glossary':
      return 'DELETE glossary';
  }
}

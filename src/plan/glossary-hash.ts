import { createHash } from 'node:crypto';
import { pairKey, type LiveGlossary } from '../catalog/glossary.ts';

/**
 * sha256 of a dictionary's entries as read, independent of their order (the
 * mock server reorders dictionaries and nothing promises entry order):
 * entries sorted by source term (code units; a source term appears once),
 * each as length-prefixed fields, so no term can forge a boundary whatever
 * tab, colon or digit it holds. The service gives glossaries no version;
 * this hash is what a saved plan remembers instead.
 */
export function dictionaryHash(entries: ReadonlyMap<string, string> | Iterable<readonly [string, string]>): string {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256');
  hash.update(`${sorted.length};`);
  for (const [source, target] of sorted) hash.update(`${field(source)}${field(target)}`);
  return hash.digest('hex');
}

/** pairKey → hash, for every dictionary of a glossary read. */
export function glossaryHashes(glossary: Pick<LiveGlossary, 'entries'>): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const d of glossary.entries) hashes[pairKey(d)] = dictionaryHash(d.entries);
  return hashes;
}

function field(text: string): string {
  return `${text.length}:${text}`;
}

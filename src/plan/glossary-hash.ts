import { createHash } from 'node:crypto';
import { pairKey, type LiveGlossary } from '../catalog/glossary.ts';
import type { GlossaryFingerprint } from './glossary-types.ts';
import type { PlanProblem } from './types.ts';

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

/**
 * Why a saved glossary plan no longer describes the service: a glossary it
 * touches is gone, gained or lost a dictionary, or a dictionary's entries
 * changed since the plan read them; or a name it creates is now taken. Empty
 * when the plan is current. `fresh` is a new read of (at least) the glossaries
 * in `saved.hashes`; apply refuses the plan, writing nothing, when this is not empty.
 */
export function glossaryStaleness(saved: GlossaryFingerprint, fresh: readonly LiveGlossary[]): PlanProblem[] {
  const hint = 'Run `stylesync plan` again, review it, and apply the new plan.';
  const problems: PlanProblem[] = [];
  const byId = new Map(fresh.map((g) => [g.glossary_id, g]));
  for (const [id, hashes] of Object.entries(saved.hashes)) {
    const now = byId.get(id);
    if (!now) {
      problems.push({ code: 'stale-glossary-gone', message: `The plan is stale: glossary ${id} no longer exists.`, hint });
      continue;
    }
    const name = now.name;
    const nowHashes = glossaryHashes(now);
    const differences: string[] = [];
    for (const [pair, hash] of Object.entries(hashes)) {
      const current = nowHashes[pair];
      if (current === undefined) differences.push(`the ${pair} dictionary was deleted`);
      else if (current !== hash) differences.push(`the ${pair} entries changed`);
    }
    for (const pair of Object.keys(nowHashes)) if (!(pair in hashes)) differences.push(`a dictionary for ${pair} was added`);
    if (differences.length > 0) {
      problems.push({ code: 'stale-glossary-entries', message: `The plan is stale: glossary "${name}" (${id}) changed since the plan: ${differences.join('; ')}.`, hint, glossary: name });
    }
  }
  const names = new Set(fresh.map((g) => g.name));
  for (const name of saved.absent_names) {
    if (names.has(name)) problems.push({ code: 'stale-glossary-name-taken', message: `The plan is stale: it creates glossary "${name}", but a live glossary of that name now exists.`, hint, glossary: name });
  }
  return problems;
}

function field(text: string): string {
  return `${text.length}:${text}`;
}

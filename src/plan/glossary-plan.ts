import { pairKey, type DesiredGlossary, type GlossaryPair, type LiveGlossary } from '../catalog/glossary.ts';
import { glossaryHashes } from './checksum.ts';
import { itemProblem } from './identity.ts';
import { diffTerms, removedDictionary } from './glossary-terms.ts';
import type { DictionaryPlan, GlossaryChangePlan } from './glossary-types.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';
import type { GlossarySection, PlanProblem } from './types.ts';
import { glossaryWrites } from './glossary-writes.ts';
import { glossaryKind } from './kinds.ts';
import { planSection, type DeleteReason, type SectionOptions } from './plan-section.ts';

/**
 * The plan that turns the live glossaries into the files' glossaries. Pure:
 * the same inputs give the same plan, and files equal to the service give a
 * plan with no writes.
 *
 * `live` is every live glossary of the listing; those the plan touches (the
 * ones files manage and, with prune, the ones it deletes: see
 * app/glossary-plan-live.ts glossariesToRead) must come with the entries of every dictionary, or that
 * glossary is held back with a `glossary-not-read` problem rather than
 * planned from a guess.
 */
export function planGlossaries(desired: readonly DesiredGlossary[], live: readonly LiveGlossary[], options: SectionOptions): GlossarySection {
  return planSection(glossarySection, desired, live, options);
}

/** What a glossary adds to the section planner (plan-section.ts): how a file and its live glossary compare, and what a plan assumes. */
const glossarySection = {
  ...glossaryKind,
  planItem: planOne,
  deletion,
  unmanaged: (g: LiveGlossary, ignored: boolean) => ({ glossary_id: g.glossary_id, name: g.name, ignored }),
  creates: (g: GlossaryChangePlan) => g.action === 'create',
  fingerprint,
  unread,
};

/** The writes for one file against the live glossary it manages; undefined when nothing changes. */
function planOne(want: DesiredGlossary, have: LiveGlossary | undefined): GlossaryChangePlan | undefined {
  const desiredByPair = new Map(want.dictionaries.map((d) => [pairKey(d), d.entries]));
  // A new glossary has nothing read: each of its dictionaries is a create.
  const read = new Map((have?.entries ?? []).map((d) => [pairKey(d), d]));
  const dictionaries = want.dictionaries.flatMap((d) => diffTerms(lower(d), d.entries, read.get(pairKey(d))?.entries) ?? []);
  for (const [key, d] of read) if (!desiredByPair.has(key)) dictionaries.push(removedDictionary(d, d.entries));
  sortPairs(dictionaries);
  if (!have) {
    const create = want.dictionaries.map((d) => ({ ...lower(d), entries: [...d.entries] }));
    return { name: want.name, file: want.file, action: 'create', dictionaries, writes: [{ kind: 'create_glossary', name: want.name, dictionaries: create }] };
  }
  const rename = want.name !== have.name ? want.name : undefined;
  const writes = glossaryWrites(dictionaries, desiredByPair, rename);
  if (writes.length === 0) return undefined;
  return {
    name: want.name,
    file: want.file,
    action: 'update',
    glossary_id: have.glossary_id,
    ...(want.glossary_id !== undefined ? { pinned: true } : {}),
    ...(rename !== undefined ? { rename: { from: have.name, to: rename } } : {}),
    dictionaries,
    writes,
  };
}

/** Deletes a live glossary: one DELETE; every dictionary is shown removed with its terms. */
function deletion(g: LiveGlossary, reason: DeleteReason, file?: string, kept?: LiveGlossary): GlossaryChangePlan {
  return {
    name: g.name,
    ...(file !== undefined ? { file } : {}),
    action: 'delete',
    glossary_id: g.glossary_id,
    reason,
    ...(kept !== undefined ? { kept: kept.glossary_id } : {}),
    dictionaries: sortPairs(g.entries.map((d) => removedDictionary(d, d.entries))),
    writes: [{ kind: 'delete_glossary' }],
  };
}

/** A glossary the plan cannot be made from: some dictionary the listing names was not read (no entries for its pair). */
function unread(g: LiveGlossary, file?: string): PlanProblem | undefined {
  const read = new Set(Array.isArray(g.entries) ? g.entries.map(pairKey) : []);
  if (Array.isArray(g.entries) && g.dictionaries.every((d) => read.has(pairKey(d)))) return undefined;
  const message = `The entries of glossary "${g.name}" (${g.glossary_id}) were not read, so its changes cannot be planned.`;
  return itemProblem(glossaryKind, { name: g.name, file }, 'glossary-not-read', message, 'This is a defect in stylesync: please report it. Run `stylesync plan` again meanwhile.');
}

/** Hashes of every dictionary of every live glossary the plan writes to, as read. */
function fingerprint(glossaries: readonly GlossaryChangePlan[], live: readonly LiveGlossary[]): { hashes: Record<string, Record<string, string>> } {
  const byId = new Map(live.map((g) => [g.glossary_id, g]));
  const read = glossaries.flatMap((g) => byId.get(g.glossary_id as string) ?? []);
  return { hashes: Object.fromEntries(read.map((g) => [g.glossary_id, glossaryHashes(g)])) };
}

/** The pair in lower case, as the service's codes compare (pairKey) and the wire sends them. */
function lower(pair: GlossaryPair): GlossaryPair {
  return { source_lang: pair.source_lang.toLowerCase(), target_lang: pair.target_lang.toLowerCase() };
}

function sortPairs(dictionaries: DictionaryPlan[]): DictionaryPlan[] {
  return dictionaries.sort((a, b) => codeUnitOrder(pairKey(a), pairKey(b)));
}

import { pairKey, type DesiredGlossary, type GlossaryPair, type LiveGlossary, type LiveGlossaryInfo } from '../catalog/glossary.ts';
import { glossaryHashes } from './glossary-hash.ts';
import { matchItems } from './identity.ts';
import { diffTerms, removedDictionary } from './glossary-terms.ts';
import type { DictionaryPlan, GlossaryChangePlan, UnmanagedGlossary } from './glossary-types.ts';
import { countActions, GLOSSARY_ACTIONS } from './summary.ts';
import type { GlossarySection, PlanProblem } from './types.ts';
import { glossaryWrites } from './glossary-writes.ts';
import { ignoreMatcher } from './ignore.ts';
import { glossaryKind } from './kinds.ts';
import { isPreviewList, PREVIEW_PREFIX } from './preview.ts';
import { addRenameHints } from './rename-hint.ts';

export interface GlossaryPlanOptions {
  /** Delete live glossaries no file manages (except `ignore` matches). */
  prune: boolean;
  /** Name patterns prune never deletes (ignore.ts: `*` wildcard, whole name, case-sensitive). */
  ignore: readonly string[];
}

/**
 * The plan that turns the live glossaries into the files' glossaries. Pure:
 * the same inputs give the same plan, and files equal to the service give a
 * plan with no writes.
 *
 * `live` is every live glossary of the listing; those the plan touches (the
 * ones files manage and, with prune, the ones it deletes: see
 * glossariesToRead) must come with the entries of every dictionary, or that
 * glossary is held back with a `glossary-not-read` problem rather than
 * planned from a guess.
 */
export function planGlossaries(desired: readonly DesiredGlossary[], allLive: readonly LiveGlossary[], options: GlossaryPlanOptions): GlossarySection {
  // Preview copies of translate checks share the lists' prefix: stylesync's scratch space, never managed or pruned.
  const live = allLive.filter((g) => !isPreviewList(g));
  const reserved = desired.filter(isPreviewList);
  const identity = matchItems(glossaryKind, reserved.length === 0 ? desired : desired.filter((g) => !isPreviewList(g)), live);
  const problems: PlanProblem[] = [...identity.problems, ...reserved.map(reservedName)];
  const glossaries: GlossaryChangePlan[] = [];
  const unchanged: string[] = [];
  const absentNames: string[] = [];

  for (const { desired: want, live: have, duplicates } of identity.matches) {
    const unread = [have, ...(duplicates ?? [])].find((g) => g !== undefined && !fullyRead(g));
    if (unread) {
      problems.push(notRead(unread, want.file));
      continue;
    }
    for (const copy of duplicates ?? []) glossaries.push(deletion(copy, 'duplicate', want.file, have?.glossary_id));
    const planned = planOne(want, have);
    if (planned === undefined) {
      unchanged.push(want.name);
      continue;
    }
    glossaries.push(planned);
    if (planned.action === 'create' && !live.some((g) => g.name === want.name)) absentNames.push(want.name);
  }

  const unmanaged: UnmanagedGlossary[] = [];
  const pruned = new Set<string>();
  const isIgnored = ignoreMatcher(options.ignore);
  for (const g of live) {
    if (identity.claimed.has(g.glossary_id)) continue;
    const ignored = isIgnored(g.name);
    if (!options.prune || ignored) unmanaged.push({ glossary_id: g.glossary_id, name: g.name, ignored });
    else if (!fullyRead(g)) problems.push(notRead(g));
    else {
      glossaries.push(deletion(g, 'prune'));
      pruned.add(g.glossary_id);
    }
  }

  addRenameHints(glossaryKind, glossaries, live.filter((g) => !identity.claimed.has(g.glossary_id)), pruned);
  const plan: GlossarySection = {
    items: glossaries,
    unchanged,
    unmanaged,
    summary: countActions(glossaries, GLOSSARY_ACTIONS),
    requests: glossaries.reduce((n, g) => n + g.writes.length, 0),
    fingerprint: { hashes: fingerprintHashes(glossaries, live), absent_names: absentNames },
    problems,
  };
  if (identity.blocked.length > 0) plan.blocked = identity.blocked;
  return plan;
}

/**
 * The live glossaries whose entries planGlossaries needs, from the listing
 * alone: those the files manage (by pin or name, tombstones included, every
 * candidate of a name shared by several) and, with prune, those it would
 * delete (apply backs them up as read, and the plan records their hashes).
 * Reading costs one request per dictionary of these.
 */
export function glossariesToRead(desired: readonly DesiredGlossary[], listing: readonly LiveGlossaryInfo[], options: GlossaryPlanOptions): LiveGlossaryInfo[] {
  const live = listing.filter((g) => !isPreviewList(g));
  const identity = matchItems({ ...glossaryKind, sameContent: () => false }, desired, live);
  const isIgnored = ignoreMatcher(options.ignore);
  return live.filter((g) => identity.claimed.has(g.glossary_id) || (options.prune && !isIgnored(g.name)));
}

/** The writes for one file against the live glossary it manages; undefined when nothing changes. */
function planOne(want: DesiredGlossary, have: LiveGlossary | undefined): GlossaryChangePlan | undefined {
  // A tombstone's dictionaries do not matter: the glossary goes, whatever it holds.
  if (want.state === 'absent') return have ? deletion(have, 'absent', want.file) : undefined;
  const desiredByPair = new Map(want.dictionaries.map((d) => [pairKey(d), d.entries]));
  if (!have) {
    const dictionaries = want.dictionaries.map((d) => diffTerms(lower(d), d.entries, undefined)).filter((d): d is DictionaryPlan => d !== undefined);
    const create = want.dictionaries.map((d) => ({ ...lower(d), entries: [...d.entries] }));
    return { name: want.name, file: want.file, action: 'create', dictionaries: sortPairs(dictionaries), writes: [{ kind: 'create_glossary', name: want.name, dictionaries: create }] };
  }
  const read = new Map(have.entries.map((d) => [pairKey(d), d]));
  const dictionaries: DictionaryPlan[] = [];
  for (const d of want.dictionaries) {
    const change = diffTerms(lower(d), d.entries, read.get(pairKey(d))?.entries);
    if (change) dictionaries.push(change);
  }
  for (const [key, d] of read) if (!desiredByPair.has(key)) dictionaries.push(removedDictionary(d, d.entries));
  const rename = want.name !== have.name ? want.name : undefined;
  sortPairs(dictionaries);
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
function deletion(g: LiveGlossary, reason: 'absent' | 'prune' | 'duplicate', file?: string, kept?: string): GlossaryChangePlan {
  return {
    name: g.name,
    ...(file !== undefined ? { file } : {}),
    action: 'delete',
    glossary_id: g.glossary_id,
    reason,
    ...(kept !== undefined ? { kept } : {}),
    dictionaries: sortPairs(g.entries.map((d) => removedDictionary(d, d.entries))),
    writes: [{ kind: 'delete_glossary' }],
  };
}

/** A file may not manage a name of the preview copies: plan would never see its glossary, and create it on every run. */
function reservedName(g: DesiredGlossary): PlanProblem {
  return {
    code: 'reserved-glossary-name',
    message: `"${g.name}" starts with "${PREVIEW_PREFIX.trim()}", the prefix of the temporary copies translate checks create; such glossaries are never managed.`,
    hint: `Rename the glossary in ${g.file}.`,
    glossary: g.name,
    file: g.file,
  };
}

/** Every dictionary the listing names was read (entries present for each pair). */
function fullyRead(g: LiveGlossary): boolean {
  if (!Array.isArray(g.entries)) return false;
  const read = new Set(g.entries.map(pairKey));
  return g.dictionaries.every((d) => read.has(pairKey(d)));
}

function notRead(g: LiveGlossaryInfo, file?: string): PlanProblem {
  return {
    code: 'glossary-not-read',
    message: `The entries of glossary "${g.name}" (${g.glossary_id}) were not read, so its changes cannot be planned.`,
    hint: 'This is a defect in stylesync: please report it. Run `stylesync plan` again meanwhile.',
    glossary: g.name,
    ...(file !== undefined ? { file } : {}),
  };
}

/** Hashes of every dictionary of every live glossary the plan writes to, as read. */
function fingerprintHashes(glossaries: readonly GlossaryChangePlan[], live: readonly LiveGlossary[]): Record<string, Record<string, string>> {
  const byId = new Map(live.map((g) => [g.glossary_id, g]));
  const hashes: Record<string, Record<string, string>> = {};
  for (const g of glossaries) {
    const read = g.glossary_id === undefined ? undefined : byId.get(g.glossary_id);
    if (read) hashes[read.glossary_id] = glossaryHashes(read);
  }
  return hashes;
}

/** The pair in lower case, as the service's codes compare (pairKey) and the wire sends them. */
function lower(pair: GlossaryPair): GlossaryPair {
  return { source_lang: pair.source_lang.toLowerCase(), target_lang: pair.target_lang.toLowerCase() };
}

function sortPairs(dictionaries: DictionaryPlan[]): DictionaryPlan[] {
  return dictionaries.sort((a, b) => (pairKey(a) < pairKey(b) ? -1 : pairKey(a) > pairKey(b) ? 1 : 0));
}

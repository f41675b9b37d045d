import { pairKey, type DesiredGlossary, type LiveGlossary, type LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { PlanProblem as GlossaryProblem } from './types.ts';

export interface GlossaryMatch<L extends LiveGlossaryInfo = LiveGlossary> {
  desired: DesiredGlossary;
  /** The live glossary the file manages; absent when none exists yet (or a tombstone's is gone). */
  live?: L;
  /** Further live glossaries of the name holding exactly the file's content: copies of a create that landed twice. */
  duplicates?: L[];
}

export interface GlossaryIdentity<L extends LiveGlossaryInfo = LiveGlossary> {
  matches: GlossaryMatch<L>[];
  problems: GlossaryProblem[];
  /** Problems that stop one glossary only: a name several live glossaries answer to. */
  blocked: GlossaryProblem[];
  /** glossary_ids a file refers to, matched or not: prune never deletes them. */
  claimed: Set<string>;
}

/**
 * Which live glossary each file manages, as plan/identity.ts decides for
 * lists: the pinned glossary_id first, then the name. Names are not unique on
 * the service; when several live glossaries answer to a file's name and every
 * one holds exactly the file's dictionaries, they are copies of one create
 * (an answer lost, two applies at once): the oldest is kept and the rest are
 * removed. Otherwise only that file is held back until it pins one.
 *
 * Generic over the live type so the wiring can call it on the listing alone
 * (glossariesToRead) before any entries are read; `sameContent` then says
 * whether a candidate is a copy (without entries, none is).
 */
export function matchGlossaries<L extends LiveGlossaryInfo>(
  desired: readonly DesiredGlossary[],
  live: readonly L[],
  sameContent: (live: L, desired: DesiredGlossary) => boolean,
): GlossaryIdentity<L> {
  const byId = new Map(live.map((g) => [g.glossary_id, g]));
  const byName = new Map<string, L[]>();
  for (const g of live) byName.set(g.name, [...(byName.get(g.name) ?? []), g]);
  const problems: GlossaryProblem[] = [];
  const blocked: GlossaryProblem[] = [];
  const claimed = new Set<string>();
  const conflicted = conflicts(desired, problems);
  for (const g of conflicted) {
    if (g.glossary_id !== undefined && byId.has(g.glossary_id)) claimed.add(g.glossary_id);
    for (const same of byName.get(g.name) ?? []) claimed.add(same.glossary_id);
  }

  const matches: GlossaryMatch<L>[] = [];
  const pinned = new Set<string>();
  for (const g of desired) {
    if (conflicted.has(g) || g.glossary_id === undefined) continue;
    const target = byId.get(g.glossary_id);
    if (target) pinned.add(target.glossary_id);
  }
  for (const g of desired) {
    if (conflicted.has(g)) continue;
    if (g.glossary_id !== undefined) {
      const target = byId.get(g.glossary_id);
      if (target) {
        claimed.add(target.glossary_id);
        matches.push({ desired: g, live: target });
      } else if (g.state === 'absent') matches.push({ desired: g });
      else problems.push(stalePin(g, (byName.get(g.name) ?? []).filter((l) => !pinned.has(l.glossary_id)), claimed));
      continue;
    }
    const candidates = (byName.get(g.name) ?? []).filter((l) => !pinned.has(l.glossary_id));
    for (const c of candidates) claimed.add(c.glossary_id);
    if (candidates.length <= 1) {
      const [target] = candidates;
      matches.push(target ? { desired: g, live: target } : { desired: g });
      continue;
    }
    const copies = g.state === 'present' ? candidates.filter((c) => sameContent(c, g)) : [];
    if (copies.length === candidates.length) {
      const [keep, ...rest] = [...copies].sort(oldestFirst) as [L, ...L[]];
      matches.push({ desired: g, live: keep, duplicates: rest });
    } else blocked.push(ambiguousName(g, candidates, copies.length));
  }
  return { matches, problems, blocked, claimed };
}

/** Whether a live glossary holds exactly the file's dictionaries and terms (name aside). */
export function holdsExactly(live: LiveGlossary, desired: DesiredGlossary): boolean {
  if (live.entries.length !== desired.dictionaries.length || live.dictionaries.length !== desired.dictionaries.length) return false;
  const read = new Map(live.entries.map((d) => [pairKey(d), d.entries]));
  return desired.dictionaries.every((d) => {
    const have = read.get(pairKey(d));
    if (!have || have.size !== d.entries.size) return false;
    for (const [source, target] of d.entries) if (have.get(source) !== target) return false;
    return true;
  });
}

/** Creation time, then id: every planner picks the same copy to keep from the same read. */
function oldestFirst(a: LiveGlossaryInfo, b: LiveGlossaryInfo): number {
  const byTime = (a.creation_time ?? '').localeCompare(b.creation_time ?? '');
  return byTime !== 0 ? byTime : a.glossary_id < b.glossary_id ? -1 : a.glossary_id > b.glossary_id ? 1 : 0;
}

function ambiguousName(g: DesiredGlossary, candidates: readonly LiveGlossaryInfo[], copies: number): GlossaryProblem {
  const ids = candidates.map((c) => c.glossary_id).join(', ');
  const note = copies > 0 ? ` ${copies} of them hold exactly the file's terms and ${candidates.length - copies} do not, so stylesync will not pick one by itself.` : '';
  return {
    code: 'ambiguous-glossary-name',
    message: `${candidates.length} live glossaries are named "${g.name}" (${ids}), so ${g.file} cannot tell which one it manages.${note} Only this glossary is held back.`,
    hint: `Pin the one to manage with \`glossary_id: <id>\` in ${g.file} (one of ${ids}), and rename or delete the others.`,
    glossary: g.name,
    file: g.file,
  };
}

/** A pin naming no live glossary; a live glossary of the file's name is the likely intended one, and is claimed. */
function stalePin(g: DesiredGlossary, sameName: readonly LiveGlossaryInfo[], claimed: Set<string>): GlossaryProblem {
  for (const c of sameName) claimed.add(c.glossary_id);
  const gone = `"${g.name}" pins glossary_id ${g.glossary_id}, but no live glossary has that id`;
  const base = { code: 'stale-glossary-pin', glossary: g.name, file: g.file };
  if (sameName.length > 0) {
    const ids = sameName.map((c) => c.glossary_id).join(', ');
    return { ...base, message: `${gone}. A live glossary named "${g.name}" exists (${ids}).`, hint: `If ${g.file} manages it, set \`glossary_id:\` to its id (one of ${ids}).` };
  }
  return { ...base, message: `${gone}.`, hint: `The pin is stale: remove glossary_id from ${g.file} to create a new glossary named "${g.name}", or correct it to the id of the live glossary.` };
}

/** Two files declaring one name or pinning one id cannot both be obeyed: neither is planned (validate reports them too). */
function conflicts(desired: readonly DesiredGlossary[], problems: GlossaryProblem[]): Set<DesiredGlossary> {
  const conflicted = new Set<DesiredGlossary>();
  const group = (key: (g: DesiredGlossary) => string | undefined, code: string, what: (k: string) => string, hint: string) => {
    const groups = new Map<string, DesiredGlossary[]>();
    for (const g of desired) {
      const k = key(g);
      if (k !== undefined) groups.set(k, [...(groups.get(k) ?? []), g]);
    }
    for (const [k, same] of groups) {
      if (same.length < 2) continue;
      for (const g of same) conflicted.add(g);
      const first = same[0] as DesiredGlossary;
      problems.push({ code, message: `${what(k)} (${same.map((g) => g.file).join(', ')}).`, hint, glossary: first.name, file: first.file });
    }
  };
  group((g) => g.name, 'duplicate-glossary-name', (k) => `The glossary name "${k}" is declared more than once`, 'Give each glossary a unique name, or delete the extra file.');
  group((g) => g.glossary_id, 'duplicate-glossary-pin', (k) => `glossary_id ${k} is pinned more than once`, 'A live glossary can be managed by one file only: remove the pin from all but one.');
  return conflicted;
}

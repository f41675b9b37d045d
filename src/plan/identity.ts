import { sameContent } from '../catalog/canonical.ts';
import type { LiveList } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import type { PlanProblem } from './types.ts';

export interface ListMatch {
  desired: DesiredList;
  /** The live list the desired list manages; absent when none exists yet. */
  live?: LiveList;
  /**
   * Further live lists of the same name whose content is exactly what the
   * file declares: copies a create made twice (an answer lost, a late
   * landing, two applies at once). They hold nothing the file does not, so
   * they are removed; `live` is the oldest copy, the one kept.
   */
  duplicates?: LiveList[];
}

export interface Identity {
  /** Desired lists whose identity is clear, in input order. */
  matches: ListMatch[];
  problems: PlanProblem[];
  /**
   * Problems that stop one desired list only (a name several live lists
   * answer to): the plan goes on for every other list.
   */
  blocked: PlanProblem[];
  /**
   * style_ids of live lists that some style file refers to, matched or not
   * (an ambiguous name or a conflict still refers to them): prune must never
   * delete a list a file is arguing about.
   */
  claimed: Set<string>;
}

/**
 * Decides which live list each desired list manages: its pinned style_id
 * first, otherwise its name. Pins are resolved before names, so a pinned list
 * being renamed away does not also answer to its old name.
 */
export function matchLists(desired: readonly DesiredList[], live: readonly LiveList[]): Identity {
  const byId = new Map<string, LiveList>();
  const byName = new Map<string, LiveList[]>();
  for (const list of live) {
    byId.set(list.style_id, list);
    const same = byName.get(list.name);
    if (same) same.push(list);
    else byName.set(list.name, [list]);
  }

  const problems: PlanProblem[] = [];
  const claimed = new Set<string>();
  const conflicted = findConflicts(desired, problems);

  // Whatever a conflicted file could mean stays claimed: never pruned, never reported unmanaged.
  for (const list of conflicted) {
    if (list.style_id && byId.has(list.style_id)) claimed.add(list.style_id);
    for (const same of byName.get(list.name) ?? []) claimed.add(same.style_id);
  }

  const resolved = new Map<DesiredList, LiveList | undefined>();
  const copies = new Map<DesiredList, LiveList[]>();
  const blocked: PlanProblem[] = [];
  const pinned = new Set<string>();
  const stale: DesiredList[] = [];
  for (const list of desired) {
    if (conflicted.has(list) || list.style_id === undefined) continue;
    const target = byId.get(list.style_id);
    if (target) {
      pinned.add(target.style_id);
      claimed.add(target.style_id);
      resolved.set(list, target);
    } else if (list.state === 'absent') {
      // The list a tombstone points at is already gone: nothing to do.
      resolved.set(list, undefined);
    } else {
      stale.push(list);
    }
  }
  // After pins resolve, so a live list another file pins is never offered as the new id.
  for (const list of stale) problems.push(stalePin(list, (byName.get(list.name) ?? []).filter((l) => !pinned.has(l.style_id)), claimed));

  for (const list of desired) {
    if (conflicted.has(list) || list.style_id !== undefined) continue;
    const candidates = (byName.get(list.name) ?? []).filter((l) => !pinned.has(l.style_id));
    if (candidates.length > 1) {
      for (const c of candidates) claimed.add(c.style_id);
      const same = list.state === 'present' ? candidates.filter((c) => holdsExactly(c, list)) : [];
      if (same.length === candidates.length) {
        // Every candidate is a copy of the file: keep the oldest (every concurrent planner picks the same one), remove the rest.
        const [keep, ...rest] = [...same].sort(oldestFirst);
        resolved.set(list, keep);
        copies.set(list, rest);
        continue;
      }
      blocked.push(ambiguousName(list, candidates, same.length));
      continue;
    }
    const target = candidates[0];
    if (target) claimed.add(target.style_id);
    resolved.set(list, target);
  }

  const matches: ListMatch[] = [];
  for (const list of desired) {
    if (!resolved.has(list)) continue;
    const target = resolved.get(list);
    const extra = copies.get(list);
    matches.push(target ? { desired: list, live: target, ...(extra ? { duplicates: extra } : {}) } : { desired: list });
  }
  return { matches, problems, blocked, claimed };
}

function ambiguousName(list: DesiredList, candidates: readonly LiveList[], copies: number): PlanProblem {
  const ids = candidates.map((c) => c.style_id);
  const others = candidates.length - copies;
  const copyNote =
    copies > 0
      ? ` ${copies === 1 ? '1 of them is' : `${copies} of them are`} an exact copy of the file; ${others === 1 ? '1 is' : `${others} are`} not, so stylesync will not pick one by itself.`
      : '';
  return {
    code: 'ambiguous-name',
    message: `${candidates.length} live lists are named "${list.name}" (${ids.join(', ')}), so ${list.file} cannot tell which one it manages.${copyNote} Only this list is held back.`,
    hint: `Pin the one to manage with \`style_id: <id>\` in ${list.file} (one of ${ids.join(', ')}), and rename or delete the others.`,
    list: list.name,
    file: list.file,
  };
}

/**
 * Whether a live list holds exactly what the file declares: language, rules
 * and the same instructions (ids and order aside). Only such a list can be
 * removed as a duplicate without losing anything no file holds.
 */
function holdsExactly(live: LiveList, desired: DesiredList): boolean {
  return sameContent(live, desired);
}

/** Creation time, then style_id: an order every run computes alike from the same read. */
function oldestFirst(a: LiveList, b: LiveList): number {
  const byTime = (a.creation_time ?? '').localeCompare(b.creation_time ?? '');
  return byTime !== 0 ? byTime : a.style_id < b.style_id ? -1 : a.style_id > b.style_id ? 1 : 0;
}

/**
 * A pin naming no live list. The usual cause is a replacement (a language
 * change applied with --allow-replace): the list was created again under a new
 * style_id and the file still pins the old one. A live list of the pinned
 * file's name is then the likely new id, so the problem names it, and it is
 * claimed: prune must not delete the list the pin should point at.
 */
function stalePin(list: DesiredList, sameName: readonly LiveList[], claimed: Set<string>): PlanProblem {
  for (const candidate of sameName) claimed.add(candidate.style_id);
  const problem = { code: 'stale-pin', list: list.name, file: list.file };
  const gone = `"${list.name}" pins style_id ${list.style_id}, but no live list has that id`;
  const [only] = sameName;
  if (only && sameName.length === 1) {
    return {
      ...problem,
      message: `${gone}. A live list named "${list.name}" has style_id ${only.style_id} (${only.language}): after a replacement, the new list has a new id.`,
      hint: `If that is the list ${list.file} manages, set \`style_id: ${only.style_id}\` in ${list.file} (apply's --ids-out file lists the new ids), and make sure translation requests use the new id too.`,
    };
  }
  if (sameName.length > 1) {
    const ids = sameName.map((l) => l.style_id).join(', ');
    return {
      ...problem,
      message: `${gone}. ${sameName.length} live lists are named "${list.name}" (${ids}).`,
      hint: `Set style_id in ${list.file} to the id of the list it manages (one of ${ids}).`,
    };
  }
  return {
    ...problem,
    message: `${gone}.`,
    hint: `The pin is stale: remove style_id from ${list.file} to create a new list named "${list.name}", or correct it to the id of the live list.`,
  };
}

/** Two files declaring one name, or pinning one style_id, cannot both be obeyed: neither is planned. */
function findConflicts(desired: readonly DesiredList[], problems: PlanProblem[]): Set<DesiredList> {
  const conflicted = new Set<DesiredList>();
  const report = (groups: Map<string, DesiredList[]>, problem: (key: string, files: string) => Omit<PlanProblem, 'list' | 'file'>) => {
    for (const [key, group] of groups) {
      if (group.length < 2) continue;
      const files = group.map((l) => l.file).join(', ');
      for (const list of group) conflicted.add(list);
      const first = group[0] as DesiredList;
      problems.push({ ...problem(key, files), list: first.name, file: first.file });
    }
  };
  report(groupBy(desired, (l) => l.name), (name, files) => ({
    code: 'duplicate-name',
    message: `The list name "${name}" is declared more than once (${files}).`,
    hint: 'Give each list a unique name, or delete the extra declaration.',
  }));
  report(groupBy(desired, (l) => l.style_id), (id, files) => ({
    code: 'duplicate-pin',
    message: `style_id ${id} is pinned more than once (${files}).`,
    hint: 'A live list can be managed by one file only: remove the pin from all but one.',
  }));
  return conflicted;
}

function groupBy(lists: readonly DesiredList[], key: (l: DesiredList) => string | undefined): Map<string, DesiredList[]> {
  const groups = new Map<string, DesiredList[]>();
  for (const list of lists) {
    const k = key(list);
    if (k === undefined) continue;
    const group = groups.get(k);
    if (group) group.push(list);
    else groups.set(k, [list]);
  }
  return groups;
}

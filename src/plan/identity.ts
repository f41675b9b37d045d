import { codeUnitOrder } from '../util/code-unit-order.ts';
import type { KindWords, PlanProblem } from './types.ts';

/** What identity needs of a file's item: lists and glossaries alike. */
export interface Declared {
  file: string;
  name: string;
  state: 'present' | 'absent';
}

/** What identity needs to know of a kind (plan/kinds.ts holds the kinds). */
export interface IdentityKind<D extends Declared, L extends { name: string; creation_time?: string }> extends Pick<KindWords, 'noun' | 'plural' | 'idField' | 'problemKey'> {
  /** reservedName: a file claiming the previews' prefix, which identity is never given (plan-section.ts). */
  codes: { duplicateName: string; duplicatePin: string; stalePin: string; ambiguousName: string; reservedName: string };
  idOf: (live: L) => string;
  pinOf: (desired: D) => string | undefined;
  /** Whether a live item holds exactly what the file declares: only such a copy can be removed without losing anything. */
  sameContent: (live: L, desired: D) => boolean;
  /**
   * A stale pin with one live item of its name: why that is likely the new id
   * (lists: a replacement created it again), added to the message and the hint.
   */
  staleAdvice?: { message: (live: L) => string; hint: string };
}

export interface Match<D, L> {
  desired: D;
  /** The live item the file manages; absent when none exists yet (or a tombstone's is gone). */
  live?: L;
  /**
   * Further live items of the name holding exactly the file's content: copies
   * a create made twice (an answer lost, two applies at once). They hold
   * nothing the file does not, so they are removed; `live` is the oldest copy.
   */
  duplicates?: L[];
}

export interface Identity<D, L> {
  /** Files whose identity is clear, in input order. */
  matches: Match<D, L>[];
  problems: PlanProblem[];
  /** Problems that stop one file only (a name several live items answer to): the plan goes on for every other. */
  blocked: PlanProblem[];
  /**
   * Ids of live items some file refers to, matched or not (an ambiguous name
   * or a conflict still refers to them): prune never deletes an item a file
   * is arguing about.
   */
  claimed: Set<string>;
}

/**
 * Which live item each file manages: its pinned id first, otherwise its name.
 * Pins resolve before names, so an item pinned by one file and renamed away
 * does not also answer to its old name. Names are not unique on the service:
 * when several live items answer to a name and every one holds exactly the
 * file's content, they are copies of one create and the oldest is kept;
 * otherwise only that file is held back until it pins one.
 */
export function matchItems<D extends Declared, L extends { name: string; creation_time?: string }>(
  kind: IdentityKind<D, L>,
  desired: readonly D[],
  live: readonly L[],
): Identity<D, L> {
  const byId = new Map(live.map((l) => [kind.idOf(l), l]));
  const byName = groupBy(live, (l) => l.name);
  const problems: PlanProblem[] = [];
  const blocked: PlanProblem[] = [];
  const claimed = new Set<string>();
  const claim = (items: readonly L[]) => items.forEach((l) => claimed.add(kind.idOf(l)));
  const conflicted = findConflicts(kind, desired, problems);
  // Whatever a conflicted file could mean stays claimed: never pruned, never reported unmanaged.
  for (const d of conflicted) {
    const pin = kind.pinOf(d);
    // `!== undefined`, not truthiness (the list twin tested `style_id &&`): a pin is a pin whatever its text.
    if (pin !== undefined && byId.has(pin)) claimed.add(pin);
    claim(byName.get(d.name) ?? []);
  }

  // Every pin first, so a live item another file pins is never offered by name (nor as a stale pin's new id).
  const pins = desired.filter((d) => !conflicted.has(d)).map(kind.pinOf);
  const pinned = new Set(pins.filter((pin): pin is string => pin !== undefined && byId.has(pin)));
  const unpinned = (name: string) => (byName.get(name) ?? []).filter((l) => !pinned.has(kind.idOf(l)));

  const matches: Match<D, L>[] = [];
  for (const d of desired) {
    if (conflicted.has(d)) continue;
    const pin = kind.pinOf(d);
    if (pin !== undefined) {
      const target = byId.get(pin);
      if (target) {
        claimed.add(pin);
        matches.push({ desired: d, live: target });
      } else if (d.state === 'absent') matches.push({ desired: d }); // The item a tombstone points at is already gone: nothing to do.
      else {
        claim(unpinned(d.name));
        problems.push(stalePin(kind, d, pin, unpinned(d.name)));
      }
      continue;
    }
    const candidates = unpinned(d.name);
    claim(candidates);
    if (candidates.length <= 1) {
      const [target] = candidates;
      matches.push(target ? { desired: d, live: target } : { desired: d });
      continue;
    }
    const copies = d.state === 'present' ? candidates.filter((c) => kind.sameContent(c, d)) : [];
    if (copies.length === candidates.length) {
      // Every candidate is a copy of the file: keep the oldest (every concurrent planner picks the same one), remove the rest.
      const [keep, ...rest] = [...copies].sort((a, b) => codeUnitOrder(a.creation_time ?? '', b.creation_time ?? '') || codeUnitOrder(kind.idOf(a), kind.idOf(b)));
      matches.push({ desired: d, live: keep, duplicates: rest });
    } else blocked.push(ambiguousName(kind, d, candidates, copies.length));
  }
  return { matches, problems, blocked, claimed };
}

/** A problem of one item: named under the kind's key (`list`, `glossary`), with the file that declares it, if any. */
export function itemProblem(kind: Pick<KindWords, 'problemKey'>, d: { name: string; file?: string | undefined }, code: string, message: string, hint: string): PlanProblem {
  return { code, message, hint, [kind.problemKey]: d.name, ...(d.file === undefined ? {} : { file: d.file }) };
}

function ambiguousName<D extends Declared, L extends { name: string }>(kind: IdentityKind<D, L>, d: D, candidates: readonly L[], copies: number): PlanProblem {
  const ids = candidates.map(kind.idOf).join(', ');
  const others = candidates.length - copies;
  const copyNote =
    copies > 0
      ? ` ${copies === 1 ? '1 of them is' : `${copies} of them are`} an exact copy of the file; ${others === 1 ? '1 is' : `${others} are`} not, so stylesync will not pick one by itself.`
      : '';
  const message = `${candidates.length} live ${kind.plural} are named "${d.name}" (${ids}), so ${d.file} cannot tell which one it manages.${copyNote} Only this ${kind.noun} is held back.`;
  return itemProblem(kind, d, kind.codes.ambiguousName, message, `Pin the one to manage with \`${kind.idField}: <id>\` in ${d.file} (one of ${ids}), and rename or delete the others.`);
}

/**
 * A pin naming no live item. A live item of the file's name is then the
 * likely intended one (for lists, the usual cause is a replacement, which
 * creates the list again under a new id), so the problem names it; the
 * caller claims it, so prune does not delete what the pin should point at.
 */
function stalePin<D extends Declared, L extends { name: string }>(kind: IdentityKind<D, L>, d: D, pin: string, sameName: readonly L[]): PlanProblem {
  const { noun, idField } = kind;
  const gone = `"${d.name}" pins ${idField} ${pin}, but no live ${noun} has that id`;
  const ids = sameName.map(kind.idOf).join(', ');
  const [only] = sameName;
  const [message, hint] =
    only && sameName.length === 1
      ? [`${gone}. A live ${noun} named "${d.name}" has ${idField} ${ids}${kind.staleAdvice?.message(only) ?? ''}.`, `If that is the ${noun} ${d.file} manages, set \`${idField}: ${ids}\` in ${d.file}${kind.staleAdvice?.hint ?? ''}.`]
      : sameName.length > 1
        ? [`${gone}. ${sameName.length} live ${kind.plural} are named "${d.name}" (${ids}).`, `Set ${idField} in ${d.file} to the id of the ${noun} it manages (one of ${ids}).`]
        : [`${gone}.`, `The pin is stale: remove ${idField} from ${d.file} to create a new ${noun} named "${d.name}", or correct it to the id of the live ${noun}.`];
  return itemProblem(kind, d, kind.codes.stalePin, message, hint);
}

/** Two files declaring one name, or pinning one id, cannot both be obeyed: neither is planned (validate reports them too). */
function findConflicts<D extends Declared, L extends { name: string }>(kind: IdentityKind<D, L>, desired: readonly D[], problems: PlanProblem[]): Set<D> {
  const conflicted = new Set<D>();
  const report = (key: (d: D) => string | undefined, code: string, message: (key: string) => string, hint: string) => {
    for (const [k, group] of groupBy(desired, key)) {
      if (group.length < 2) continue;
      for (const d of group) conflicted.add(d);
      problems.push(itemProblem(kind, group[0] as D, code, `${message(k)} (${group.map((d) => d.file).join(', ')}).`, hint));
    }
  };
  report((d) => d.name, kind.codes.duplicateName, (name) => `The ${kind.noun} name "${name}" is declared more than once`, `Give each ${kind.noun} a unique name, or delete the extra declaration.`);
  report(kind.pinOf, kind.codes.duplicatePin, (id) => `${kind.idField} ${id} is pinned more than once`, `A live ${kind.noun} can be managed by one file only: remove the pin from all but one.`);
  return conflicted;
}

/** Items by key, in input order (push, not a copy per item: a read may hold thousands of one name). */
function groupBy<T>(items: readonly T[], key: (item: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

import type { RuleChange } from '../catalog/canonical.ts';
import type { RuleMap } from '../catalog/types.ts';
import { stableJson } from './stable-json.ts';
import { countActions, LIST_ACTIONS } from './sections.ts';
import { splitGlossaries } from './glossary-drift.ts';
import { withoutOrigins } from './kinds.ts';
import type { Change, ListPlan, Plan } from './types.ts';

export interface DriftSplit {
  /** The head plan without the changes that are drift: what the pull request itself changes. */
  own: Plan;
  /**
   * What the base branch's files would change on the service, less what the
   * pull request changes otherwise: changes nobody reviewed in this pull request.
   */
  drift: Plan;
}

/**
 * Separates a pull request's own changes from drift, item by item (a rule, an
 * instruction, a rename; a term for glossaries). `head` plans the pull
 * request's files against the live lists, `base` the base commit's files
 * against the same live lists. A change `head` makes exactly as `base` does
 * is drift (the service moved away from the base files); any other change
 * `head` makes is the pull request's. So a list that both drifted and was
 * edited shows each of its changes once: the drifted ones under drift, the
 * edited ones as the pull request's. A change `base` makes that `head` makes
 * otherwise (or not at all) leaves drift: the pull request's plan already
 * says what happens to that item, and applying after the merge does not make
 * the base's change. A list only `base` changes stays drift whole.
 */
export function splitDrift(head: Plan, base: Plan): DriftSplit {
  const baseLists = new Map(base.lists.items.map((l) => [listIdentity(l), l]));
  const headLists = new Map(head.lists.items.map((l) => [listIdentity(l), l]));
  const ownLists: ListPlan[] = [];
  for (const list of head.lists.items) {
    const inBase = baseLists.get(listIdentity(list));
    const changes = inBase === undefined ? list.changes : changesOutside(list.changes, inBase.changes);
    if (changes.length > 0) ownLists.push({ ...list, changes });
  }
  const driftLists: ListPlan[] = [];
  for (const list of base.lists.items) {
    const inHead = headLists.get(listIdentity(list));
    const changes = inHead === undefined ? list.changes : changesWithin(list.changes, inHead.changes);
    if (changes.length > 0) driftLists.push({ ...list, changes });
  }
  const own: Plan = { ...head, lists: { ...head.lists, items: ownLists, summary: countActions(ownLists, LIST_ACTIONS) } };
  const drift: Plan = { ...base, lists: { ...base.lists, items: driftLists, summary: countActions(driftLists, LIST_ACTIONS) } };
  const glossaries = splitGlossaries(head.glossaries, base.glossaries);
  if (glossaries.own !== undefined) own.glossaries = glossaries.own;
  if (glossaries.drift !== undefined) drift.glossaries = glossaries.drift;
  return { own, drift };
}

/**
 * Which live list a plan is about: its style_id, or for a create its name.
 * Not the name of a live list: a pull request may rename a pinned list that
 * also drifted, and its drifted rules must still pair up. Not the action: a
 * pull request's delete or replace of a drifted list pairs with the base's
 * update, and its changes, which differ, are the pull request's.
 */
function listIdentity(list: ListPlan): string {
  return stableJson(list.style_id === undefined ? { name: list.name } : { style_id: list.style_id });
}

/** The changes of `changes` (or the rules of a rule change) that `other` does not make. */
function changesOutside(changes: readonly Change[], other: readonly Change[]): Change[] {
  return pick(changes, other, false);
}

/** The changes of `changes` (or the rules of a rule change) that `other` makes exactly so. */
function changesWithin(changes: readonly Change[], other: readonly Change[]): Change[] {
  return pick(changes, other, true);
}

function pick(changes: readonly Change[], other: readonly Change[], keepShared: boolean): Change[] {
  const otherKeys = new Set(other.filter((c) => c.kind !== 'replace_rules').map(changeKey));
  const otherRules = new Set(other.flatMap((c) => (c.kind === 'replace_rules' ? c.rules.map(ruleKey) : [])));
  const out: Change[] = [];
  for (const change of changes) {
    if (change.kind !== 'replace_rules') {
      if (otherKeys.has(changeKey(change)) === keepShared) out.push(change);
      continue;
    }
    // One request replaces every rule, but each rule's change has its own cause: split them.
    const rules = change.rules.filter((r) => otherRules.has(ruleKey(r)) === keepShared);
    if (rules.length > 0) out.push(ruleChangeOf(change, rules));
  }
  return out;
}

/** What a change does, without where its values are written: a pull request may move lines without changing them. */
function changeKey(change: Change): string {
  return stableJson(withoutOrigins(change));
}

function ruleKey(rule: RuleChange): string {
  return stableJson(rule);
}

/** A rule change narrowed to `rules`: `after` is `before` with just those rules changed, so the two sides agree. */
function ruleChangeOf(change: Extract<Change, { kind: 'replace_rules' }>, rules: RuleChange[]): Change {
  // Maps, not objects indexed by name: group and rule names come from the service, and `__proto__` is one.
  const groups = new Map(Object.entries(change.before).map(([group, values]) => [group, new Map(Object.entries(values))]));
  const origins: typeof change.origins = {};
  for (const r of rules) {
    const group = groups.get(r.group) ?? new Map<string, string>();
    if (r.after === undefined) group.delete(r.rule);
    else group.set(r.rule, r.after);
    groups.set(r.group, group);
    const origin = Object.hasOwn(change.origins, `${r.group}.${r.rule}`) ? change.origins[`${r.group}.${r.rule}`] : undefined;
    if (origin !== undefined) Object.defineProperty(origins, `${r.group}.${r.rule}`, { value: origin, enumerable: true, writable: true, configurable: true });
  }
  const after: RuleMap = Object.fromEntries([...groups].filter(([, values]) => values.size > 0).map(([group, values]) => [group, Object.fromEntries(values)]));
  return { ...change, after, rules, origins };
}

import { countActions } from './plan-section.ts';
import { stableJson } from './stable-json.ts';

/** What the drift split needs to know of a kind (plan/kinds.ts): how its items pair up, narrow and count. */
export interface DriftKind<Item extends { name: string; action: string }> {
  /** The plan item's field holding the live item's id; absent on a create. */
  idField: keyof Item;
  /**
   * `item` narrowed to the changes `other` makes exactly so (`shared`) or does
   * not make (a rule, an instruction, a rename, a term); undefined when nothing is left.
   */
  narrow(item: Item, other: Item, shared: boolean): Item | undefined;
  /** Every action of the kind's items, in the summary's order: a narrowed section's counts are made again. */
  actions: readonly Item['action'][];
  /** Section fields of the kind's own (plan-section.ts), counted again from the items kept. */
  extra?(items: readonly Item[]): object;
}

/**
 * One kind's section of a pull request's plan (`head`) apart from drift, item
 * by item, as drift.ts describes: `own` keeps what `head` changes otherwise
 * than `base`, `drift` what `base` changes that `head` makes exactly so or not
 * at all. An item only one side changes stays whole on that side.
 */
export function splitSection<Item extends { name: string; action: string }, Section extends { items: Item[] }>(
  kind: DriftKind<Item>,
  head: Section,
  base: Section,
): { own: Section; drift: Section } {
  // Which live item a plan item is about: its id, or for a create its name. Not the name of a live item: a pull
  // request may rename a pinned item that also drifted, and its drifted changes must still pair up. Not the
  // action: a pull request's delete or replace of a drifted item pairs with the base's update, and its changes,
  // which differ, are the pull request's.
  const identity = (item: Item) => stableJson(item[kind.idField] === undefined ? { name: item.name } : { id: item[kind.idField] });
  const part = (section: Section, other: Section, shared: boolean): Section => {
    const others = new Map(other.items.map((i) => [identity(i), i]));
    const items = section.items.flatMap((item) => {
      const paired = others.get(identity(item));
      const narrowed = paired === undefined ? item : kind.narrow(item, paired, shared);
      return narrowed === undefined ? [] : [narrowed];
    });
    return { ...section, items, summary: countActions(items, kind.actions), ...kind.extra?.(items) } as Section;
  };
  return { own: part(head, base, false), drift: part(base, head, true) };
}

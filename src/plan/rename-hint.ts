import type { KindWords } from './types.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/** How much a create and a live item have in common: `shared` of `total` parts (rules, instructions, dictionaries). */
export interface Likeness {
  shared: number;
  total: number;
}

/** What rename hints need to know of a kind (plan/kinds.ts holds the kinds); F is what the kind compares, H the hint, which names the live item's id under the kind's idField. */
export interface RenameKind<P, L, H, F> extends Pick<KindWords, 'noun' | 'idField' | 'fileWord'> {
  idOf: (live: L) => string;
  /** What a create holds, to compare; undefined when it holds nothing a rename could be recognised by. */
  wanted: (create: P) => F | undefined;
  held: (live: L) => F;
  /** How alike the two are, or undefined when not alike enough to look like a rename. */
  alike: (wanted: F, held: F) => Likeness | undefined;
  renameHint: (live: L, alike: Likeness, pruned: boolean) => H;
  /** What the two have in common, in words: "the same language and 4 of 6 rules and instructions in common". */
  alikeWords: (hint: H) => string;
}

/**
 * Creates that look like an unmanaged live item renamed on the service (or
 * in a file): without a pin the plan matches by name, so it creates a second
 * item (and with --prune deletes the first), changing the id every
 * translation request passes. Each live item is offered to one create at
 * most, the closest first, then by id, so every run offers the same one.
 * Pure; sets `rename_hint` on the creates it concerns.
 */
export function addRenameHints<P extends { action: string; rename_hint?: H }, L, H, F>(
  kind: RenameKind<P, L, H, F>,
  plans: readonly P[],
  unclaimed: readonly L[],
  pruned: ReadonlySet<string>,
): void {
  const creates = plans.flatMap((plan) => {
    const wanted = plan.action === 'create' ? kind.wanted(plan) : undefined;
    return wanted === undefined ? [] : [{ plan, wanted }];
  });
  // Live items are looked at only when something is created: most plans create nothing.
  const held = creates.length === 0 ? [] : unclaimed.map((live) => ({ live, id: kind.idOf(live), held: kind.held(live) }));
  const pairs: { plan: P; live: L; id: string; alike: Likeness }[] = [];
  for (const { plan, wanted } of creates) {
    for (const h of held) {
      const alike = kind.alike(wanted, h.held);
      if (alike) pairs.push({ plan, live: h.live, id: h.id, alike });
    }
  }
  const ratio = (a: Likeness) => a.shared / a.total;
  pairs.sort((a, b) => ratio(b.alike) - ratio(a.alike) || b.alike.shared - a.alike.shared || codeUnitOrder(a.id, b.id));
  const taken = new Set<string>();
  for (const { plan, live, id, alike } of pairs) {
    if (plan.rename_hint !== undefined || taken.has(id)) continue;
    taken.add(id);
    plan.rename_hint = kind.renameHint(live, alike, pruned.has(id));
  }
}

import { itemProblem, matchItems, type Declared, type IdentityKind } from './identity.ts';
import { ignoreMatcher } from './ignore.ts';
import { isPreviewList, PREVIEW_PREFIX, withoutPreviews } from './preview.ts';
import { addRenameHints, type RenameKind } from './rename-hint.ts';
import type { KindWords, PlanProblem, PlanSection } from './types.ts';

/** Why a live item is deleted: its file's tombstone, --prune, or an exact copy of the item a file manages. */
export type DeleteReason = 'absent' | 'prune' | 'duplicate';

/** What every kind's planning is told. */
export interface SectionOptions {
  /** Delete live items no file manages (except `ignore` matches). */
  prune: boolean;
  /** Name patterns prune never deletes (ignore.ts). */
  ignore: readonly string[];
}

/**
 * What the section planner needs of a kind beyond identity and rename hints:
 * how a file and the live item it manages compare into an item plan, how a
 * live item is deleted, what the plan assumes of the live state. P is the
 * kind's item plan, U an unmanaged item, F its fingerprint's own part, O its
 * options.
 */
export interface SectionKind<D extends Declared, L extends { name: string; creation_time?: string }, P extends { name: string; action: A; rename_hint?: H }, U, F, A extends string, H, K, O, X extends object = object>
  extends IdentityKind<D, L>,
    RenameKind<P, L, H, K> {
  /** Every action of the kind's items, in the summary's order. */
  actions: readonly A[];
  /** What a present file asks of its live item (none: a create): the item's plan, a problem that stops it, or undefined when nothing changes. */
  planItem(want: D, have: L | undefined, options: O): P | PlanProblem | undefined;
  /** A live item deleted; `kept` is the copy that stays when it is a duplicate. */
  deletion(live: L, reason: DeleteReason, file?: string, kept?: L): P;
  unmanaged(live: L, ignored: boolean): U;
  /** Whether the item creates one of its name (what `absent_names` of the fingerprint records). */
  creates(item: P): boolean;
  /** What the plan assumed of the items it touches (versions, hashes), besides the absent names. */
  fingerprint(items: readonly P[], live: readonly L[]): F;
  /** A live item the plan cannot be made from (its content was not read): the problem, or undefined when it can. */
  unread?(live: L, file?: string): PlanProblem | undefined;
  /** Section fields of the kind's own, after the summary. */
  extra?(items: readonly P[]): X;
}

/**
 * One kind's section of the plan that turns `live` into `desired`. Pure: the
 * same inputs give the same section, and files equal to the service give one
 * with no items. Previews of translate checks are stylesync's scratch space:
 * never matched, pruned or reported, and a file may not claim their prefix.
 */
export function planSection<D extends Declared, L extends { name: string; creation_time?: string }, P extends { name: string; action: A; rename_hint?: H }, U, F, A extends string, H, K, O extends SectionOptions, X extends object = object>(
  kind: SectionKind<D, L, P, U, F, A, H, K, O, X>,
  desired: readonly D[],
  allLive: readonly L[],
  options: O,
): PlanSection<P, U, F & { absent_names: string[] }, Record<A, number>> & X {
  const live = withoutPreviews(allLive);
  const reserved = desired.filter(isPreviewList);
  const identity = matchItems(kind, reserved.length === 0 ? desired : withoutPreviews(desired), live);
  const problems: PlanProblem[] = [...identity.problems, ...reserved.map((d) => reservedName(kind, d))];
  const items: P[] = [];
  const unchanged: string[] = [];

  for (const { desired: want, live: have, duplicates = [] } of identity.matches) {
    const unread = [have, ...duplicates].map((l) => l && kind.unread?.(l, want.file)).find((p) => p !== undefined);
    if (unread) {
      problems.push(unread);
      continue;
    }
    for (const copy of duplicates) items.push(kind.deletion(copy, 'duplicate', want.file, have));
    // A tombstone's content does not matter: the item goes, whatever it holds.
    const outcome = want.state === 'absent' ? have && kind.deletion(have, 'absent', want.file) : kind.planItem(want, have, options);
    if (outcome === undefined) unchanged.push(want.name);
    else if ('action' in outcome) items.push(outcome);
    else problems.push(outcome);
  }

  const isIgnored = ignoreMatcher(options.ignore);
  const unmanaged: U[] = [];
  const unclaimed = live.filter((l) => !identity.claimed.has(kind.idOf(l)));
  const pruned = new Set<string>();
  for (const l of unclaimed) {
    const ignored = isIgnored(l.name);
    const unread = options.prune && !ignored ? kind.unread?.(l) : undefined;
    if (!options.prune || ignored) unmanaged.push(kind.unmanaged(l, ignored));
    else if (unread) problems.push(unread);
    else {
      items.push(kind.deletion(l, 'prune'));
      pruned.add(kind.idOf(l));
    }
  }
  addRenameHints(kind, items, unclaimed, pruned);

  const liveNames = new Set(live.map((l) => l.name));
  const absent_names = items.filter((i) => kind.creates(i) && !liveNames.has(i.name)).map((i) => i.name);
  const fingerprint = { ...kind.fingerprint(items, live), absent_names };
  const section = { items, unchanged, unmanaged, summary: countActions(items, kind.actions), ...(kind.extra?.(items) as X), fingerprint, problems };
  return identity.blocked.length > 0 ? { ...section, blocked: identity.blocked } : section;
}

/** A file may not manage a name of the previews: plan would never see its item, and create it on every run. */
function reservedName(kind: Pick<KindWords, 'noun' | 'plural' | 'problemKey'> & { codes: { reservedName: string } }, d: Declared): PlanProblem {
  const message = `"${d.name}" starts with "${PREVIEW_PREFIX.trim()}", the prefix of the temporary ${kind.plural} translate checks create; such ${kind.plural} are never managed.`;
  return itemProblem(kind, d, kind.codes.reservedName, message, `Rename the ${kind.noun} in ${d.file}.`);
}

/** Counts items by action: a section's summary. */
export function countActions<A extends string>(items: ReadonlyArray<{ action: A }>, actions: readonly A[]): Record<A, number> {
  const summary = Object.fromEntries(actions.map((a) => [a, 0])) as Record<A, number>;
  for (const item of items) summary[item.action]++;
  return summary;
}

import { diffArrays } from 'diff';
import { oneLine, stableJson } from './stable-json.ts';
import type { KindWords, PlanSection, SavedDifference } from './types.ts';

/** What comparing two plans needs of a kind: how an item and each of its writes are shown. */
export interface DifferenceKind<I> extends Pick<KindWords, 'noun' | 'plural' | 'fileWord'> {
  /** Everything about an item that is not a write; items pair up when their heads agree. */
  head: (item: I) => string;
  /** The item's writes in order, each as one line with everything it sends or shows. */
  writes: (item: I) => string[];
  /** What the fingerprint records, for the note when it differs. */
  fingerprintWords: string;
}

/**
 * Adds to `out` what one kind's sections of a saved and a fresh plan would
 * send differently (sections.ts walks the kinds). A saved plan is a file
 * anyone can edit, and its checksum and fingerprint sit in the same file, so
 * nothing in it is trusted: apply sends the fresh plan, and only when every
 * write it would send is exactly one the saved plan shows. Each write shows
 * every field apply sends or the plan shows (the old values included, so a
 * change on the service since the plan shows up even when someone edited the
 * fingerprint to match), never where in the files a value is written (moving
 * a line changes no write). A section is absent when the project has no file
 * of its kind.
 */
export function sectionDifference<I>(
  kind: DifferenceKind<I>,
  saved: SectionOf<I> | undefined,
  fresh: SectionOf<I> | undefined,
  out: SavedDifference,
): void {
  if (saved === undefined && fresh === undefined) return;
  if ((saved === undefined) !== (fresh === undefined)) {
    out.notes.push(saved === undefined ? `it plans no ${kind.plural}, but ${kind.fileWord}s exist now` : `it plans ${kind.plural}, but no ${kind.fileWord} exists now`);
  }
  // Items pair up when everything about the item agrees; within a pair, the writes are diffed in order, so one
  // added write shows as that write, and a reordered one as removed and added.
  const unpaired = new Map<string, I[]>();
  for (const item of fresh?.items ?? []) unpaired.set(kind.head(item), [...(unpaired.get(kind.head(item)) ?? []), item]);
  for (const item of saved?.items ?? []) {
    const head = kind.head(item);
    const match = unpaired.get(head)?.shift();
    for (const part of diffArrays(kind.writes(item), match === undefined ? [] : kind.writes(match))) {
      if (part.removed) out.onlySaved.push(...part.value.map((w) => `${head}: ${w}`));
      else if (part.added) out.onlyFresh.push(...part.value.map((w) => `${head}: ${w}`));
    }
  }
  for (const [head, items] of unpaired) for (const item of items) out.onlyFresh.push(...kind.writes(item).map((w) => `${head}: ${w}`));
  if (saved === undefined || fresh === undefined) return;
  if (stableJson(saved.fingerprint) !== stableJson(fresh.fingerprint)) out.notes.push(`its ${kind.noun} fingerprint (${kind.fingerprintWords}) is not what the service holds now`);
  if (stableJson(saved.summary) !== stableJson(fresh.summary)) {
    out.notes.push(`its ${kind.noun} summary ${oneLine(saved.summary)} does not count what a fresh plan would do: ${oneLine(fresh.summary)}`);
  }
}

type SectionOf<I> = Pick<PlanSection<I, unknown, unknown, unknown>, 'items' | 'fingerprint' | 'summary'>;

export function isEmptyDifference(difference: SavedDifference): boolean {
  return difference.onlySaved.length === 0 && difference.onlyFresh.length === 0 && difference.notes.length === 0;
}

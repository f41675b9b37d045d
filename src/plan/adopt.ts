import type { PlanProblem } from './types.ts';

/** One planned item as adoption sees it, lists and glossaries alike (against-base.ts builds it through the kind's AdoptKind). */
export interface AdoptCandidate {
  kind: 'list' | 'glossary';
  name: string;
  file?: string;
  /** The file pins the live id: the pin is the consent, so a pinned file never adopts. */
  pinned: boolean;
  /** The live item the plan writes to; absent for a create or a pruned item. */
  liveId?: string;
  /** The plan writes to it (an update or a replace); taking over an identical item loses nothing and is not flagged. */
  writes: boolean;
}

/** What adoption needs of a kind (plan/kinds.ts): its noun, a file's pin, and the live id an item of its plan writes to. */
export interface AdoptKind<D, P> {
  noun: AdoptCandidate['kind'];
  pinOf(desired: D): string | undefined;
  plannedId(item: P): string | undefined;
  /** The plan writes to the live item (an update, a replace): taking over an identical item loses nothing. */
  writesTo(item: P): boolean;
}

/** What the base managed of one kind: the names its files declare and the ids they pin. */
export interface Managed {
  names: ReadonlySet<string>;
  ids: ReadonlySet<string>;
}

/**
 * Whether a file adopts: it has no pin, the plan writes to a live item of its
 * name, and no file at the base declared that name or pinned that id (so
 * stylesync did not make or keep it, as far as the repository shows).
 */
export function adopts(item: AdoptCandidate, base: Managed): boolean {
  if (item.pinned || !item.writes || item.liveId === undefined || item.file === undefined) return false;
  return !base.names.has(item.name) && !base.ids.has(item.liveId);
}

/** `adopt: refuse` in stylesync.yaml: an adoption is a problem; its hint names the two ways to consent. */
export function adoptRefused(item: AdoptCandidate, since: string): PlanProblem {
  const id = item.kind === 'list' ? 'style_id' : 'glossary_id';
  const command = item.kind === 'list' ? 'stylesync import --only lists' : 'stylesync import --only glossaries';
  return {
    code: 'adopt-refused',
    message: `${item.file ?? ''} would adopt the live ${item.kind} "${item.name}" (${id} ${item.liveId ?? '?'}), which no file managed at ${since}, and overwrite its content; stylesync.yaml says \`adopt: refuse\`.`,
    hint: `To take it over as it is, bring it into the repository with \`${command}\` and change the imported file; to take it over with this file's content, pin it with \`${id}: ${item.liveId ?? '<id>'}\` in ${item.file ?? 'the file'}. Otherwise rename the file's ${item.kind}.`,
    [item.kind]: item.name,
    ...(item.file === undefined ? {} : { file: item.file }),
  };
}

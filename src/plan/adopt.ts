import { itemProblem } from './identity.ts';
import type { KindWords, PlanProblem } from './types.ts';

/** What adoption needs of a kind (plan/kinds.ts): its words, a file's pin, and the field of its plan items that holds the live id. */
export interface AdoptKind<D, P> extends Pick<KindWords, 'noun' | 'plural' | 'problemKey'> {
  idField: keyof P & string;
  pinOf(desired: D): string | undefined;
}

/**
 * One kind's section with every item that adopts marked `adopted`, and with
 * `refuse` (`adopt: refuse` in stylesync.yaml) a problem for each among the
 * section's. A file adopts when it has no pin (the pin is the consent), the
 * plan writes to a live item of its name, and no file at the base declared
 * that name or pinned that id (so stylesync did not make or keep it, as far
 * as the repository shows).
 */
export function markAdoptions<D extends { file: string; name: string }, P extends { name: string; file?: string; action: string; adopted?: true }, S extends { problems: PlanProblem[] }>(
  kind: AdoptKind<D, P>,
  section: S & { items: P[] },
  files: { now: readonly D[]; base: readonly D[] },
  refuse: boolean,
  since: string,
): S {
  const baseNames = new Set(files.base.map((f) => f.name));
  const baseIds = new Set(files.base.flatMap((f) => kind.pinOf(f) ?? []));
  const refused: PlanProblem[] = [];
  const items = section.items.map((item) => {
    const { name, file } = item;
    const id = item[kind.idField] as string | undefined;
    const pinned = files.now.some((f) => f.file === file && kind.pinOf(f) !== undefined);
    // Only an update or a replace writes to the live item: taking over an identical item loses nothing and is not flagged.
    const writesTo = item.action === 'update' || item.action === 'replace';
    if (pinned || !writesTo || id === undefined || file === undefined || baseNames.has(name) || baseIds.has(id)) return item;
    if (refuse) refused.push(adoptRefused(kind, { name, file, id }, since));
    return { ...item, adopted: true as const };
  });
  return { ...section, items, problems: [...section.problems, ...refused] };
}

/** `adopt: refuse` in stylesync.yaml: an adoption is a problem; its hint names the two ways to consent. */
function adoptRefused(kind: Pick<AdoptKind<never, never>, 'noun' | 'plural' | 'idField' | 'problemKey'>, item: { name: string; file: string; id: string }, since: string): PlanProblem {
  const { noun, idField } = kind;
  const message = `${item.file} would adopt the live ${noun} "${item.name}" (${idField} ${item.id}), which no file managed at ${since}, and overwrite its content; stylesync.yaml says \`adopt: refuse\`.`;
  const hint = `To take it over as it is, bring it into the repository with \`stylesync import --only ${kind.plural}\` and change the imported file; to take it over with this file's content, pin it with \`${idField}: ${item.id}\` in ${item.file}. Otherwise rename the file's ${noun}.`;
  return itemProblem(kind, item, 'adopt-refused', message, hint);
}

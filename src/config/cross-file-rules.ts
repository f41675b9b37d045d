import type { Origin } from '../catalog/types.ts';
import { diagnostic } from './diagnostic.ts';
import type { DocumentContent } from './document-check.ts';
import { extendsCycles, type Graph } from './extends-graph.ts';
import { exampleTargetProblems } from './example-targets.ts';
import { mergedListProblems } from './merged-list-checks.ts';
import type { DesiredList, Diagnostic } from './model.ts';
import { coversProblems } from './validate-covers.ts';

/** One list with `extends` applied, with what the cross-file rules need of its own file. */
export interface MergedList {
  list: DesiredList;
  /** The list's own file's content. */
  own: DocumentContent;
  /** How many fragments were applied. */
  fragments: number;
  /** Where `style_id` is written (the list's origin when it is not). */
  styleIdOrigin: Origin;
}

/** The project once every file is read and every list merged: what the cross-file rules look at. */
export interface CrossFileProject {
  /** Every file read, sorted. */
  files: readonly string[];
  graph: Graph;
  /** Problems found resolving `extends` (bad paths, missing fragments), found while building `graph`. */
  refProblems: readonly Diagnostic[];
  /** The lists, sorted by file. */
  lists: readonly MergedList[];
  strict: boolean;
}

/** A check no single file can make: pure, from the whole project to its problems. */
export type CrossFileRule = (project: CrossFileProject) => Diagnostic[];

const extendsReferences: CrossFileRule = (project) => [...project.refProblems];

const cycles: CrossFileRule = (project) => extendsCycles(project.files, project.graph);

const mergedLists: CrossFileRule = (project) =>
  project.lists.flatMap(({ list, own, fragments }) =>
    list.state === 'present' ? [...mergedListProblems(list, own, fragments, project.strict), ...exampleTargetProblems(list), ...coversProblems(list)] : [],
  );

/** Each list name is claimed once; the second and later files claiming it are errors. */
const duplicateNames: CrossFileRule = (project) =>
  laterClaims(project.lists, (m) => (m.list.name === '' ? undefined : m.list.name)).map(([m, first]) => {
    const { list } = m;
    return diagnostic(
      'error',
      'duplicate-name',
      { file: list.file, pos: list.origin, path: 'name' },
      `list name \`${list.name}\` is also used by ${first.list.file}:${first.list.origin.line}:${first.list.origin.col}`,
      first.list.state !== list.state
        ? 'One file keeps the list and another deletes it (state: absent): remove one of the two.'
        : 'Each list needs its own name: rename one of them, or delete the duplicate file.',
    );
  });

/** Each pinned style_id is managed by one file. */
const duplicateStyleIds: CrossFileRule = (project) =>
  laterClaims(project.lists, (m) => m.list.style_id).map(([m, first]) =>
    diagnostic(
      'error',
      'duplicate-style-id',
      { file: m.list.file, pos: m.styleIdOrigin, path: 'style_id' },
      `style_id \`${m.list.style_id}\` is also pinned by ${first.list.file}:${first.styleIdOrigin.line}:${first.styleIdOrigin.col}`,
      'A live list can be managed by one file only: remove the style_id from one of them.',
    ),
  );

/**
 * The cross-file rules, run in this order by ProjectValidator.finish; each is
 * small and pure, so a new check is one more entry. Per-document checks are in
 * document-check.ts; glossary references and coverage minimums need the
 * glossaries and stylesync.yaml and are run by the app (app/validate-project.ts).
 */
export const CROSS_FILE_RULES: readonly CrossFileRule[] = [extendsReferences, cycles, mergedLists, duplicateNames, duplicateStyleIds];

/** Every rule's problems, in rule order. */
export function runCrossFileRules(project: CrossFileProject, rules: readonly CrossFileRule[] = CROSS_FILE_RULES): Diagnostic[] {
  return rules.flatMap((rule) => rule(project));
}

/** Each item whose key an earlier item already claimed, with that first claimant. */
function laterClaims<T>(items: readonly T[], key: (item: T) => string | undefined): [T, T][] {
  const first = new Map<string, T>();
  const out: [T, T][] = [];
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const claimed = first.get(k);
    if (claimed === undefined) first.set(k, item);
    else out.push([item, claimed]);
  }
  return out;
}

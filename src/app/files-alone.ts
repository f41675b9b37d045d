import type { RepoConfig, ValidationResult, ValidFiles } from '../config/model.ts';
import { type TermNoteChange, termNotesDiff } from '../plan/term-notes-diff.ts';
import { projectAtRef, type RefProjectOptions } from './project-at-ref.ts';

/** The changes to the glossary files alone since a ref: what `plan --since REF` shows after the plan. */
export interface FilesAlone {
  since: string;
  terms: TermNoteChange[];
  /** The files at `since`, loaded: `plan --since` plans them too, to tell its changes apart from drift (drift-split.ts). */
  before: { config: RepoConfig; result: ValidFiles };
}

/**
 * What the glossary files changed that the service never sees (forbidden
 * variants, definitions, notes, `translate: false`): the files at `before`
 * against the files now. Written once for both adapters: the Action passes
 * its pull request's base commit, the CLI the files at `--since`. Undefined
 * when the earlier files have errors: a comparison with them would show
 * changes that are not (the CLI refuses such a ref before it gets here).
 */
export function filesAloneBetween(before: ValidationResult, now: ValidFiles): TermNoteChange[] | undefined {
  if (!before.ok) return undefined;
  return termNotesDiff(before.glossaries, now.glossaries);
}

/**
 * Reads the files at `since` (project-at-ref.ts) and compares their glossary
 * files with `now`. Started while the files now load and the live read runs,
 * so it is awaited only after the files now are known to be valid.
 */
export async function filesAloneSince(options: RefProjectOptions, since: string): Promise<(now: ValidFiles) => FilesAlone> {
  const before = await projectAtRef(options, since, 'no plan was made');
  return (now) => ({ since, terms: filesAloneBetween(before.result, now) ?? [], before });
}

import { resolve } from 'node:path';
import type { LiveList } from '../catalog/types.ts';
import { StylesyncError } from '../errors.ts';
import { planImport, type ImportFile } from '../import/plan-import.ts';
import { existingStems, writeImportFiles } from '../import/write-files.ts';
import { withoutPreviews } from '../plan/preview.ts';
import type { Session } from './session.ts';

export interface ImportedLists {
  /** The team's live lists (preview lists of a translate check running elsewhere left out). */
  live: LiveList[];
  /** The styles directory, absolute. */
  stylesDir: string;
  /** Files written (created, or overwritten under `force`). */
  written: ImportFile[];
  /** Files that already manage their list, left as they are (without `force`). */
  kept: ImportFile[];
  /** Names several live lists share. */
  twins: string[];
}

/**
 * `import`: a style file for every live list. Without `force` a file that
 * already manages its list is left as it is: import adds, `force` refreshes.
 * The session's files must be valid, so import knows which lists they manage.
 */
export async function importLists(session: Session, options: { force?: boolean } = {}): Promise<ImportedLists> {
  const { root } = session.config;
  const stylesDir = resolve(root, session.config.styles_dir);
  const live = withoutPreviews((await session.api.listAll()).lists);
  if (live.length === 0) return { live, stylesDir, written: [], kept: [], twins: [] };
  const planned = planImport({ live, desired: session.result.lists, stylesDir, root, taken: await existingStems(stylesDir) });
  const written = options.force ? planned : planned.filter((f) => !f.overwrites);
  const kept = options.force ? [] : planned.filter((f) => f.overwrites);
  try {
    await writeImportFiles(written, root);
  } catch (error) {
    if (error instanceof StylesyncError) throw error;
    throw new StylesyncError(`Could not write the style files: ${(error as Error).message}`, 'Check that the styles directory is writable, then run import again.', {
      code: 'write-failed',
      cause: error,
    });
  }
  return { live, stylesDir, written, kept, twins: duplicateNames(live.map((l) => l.name)) };
}

function duplicateNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of names) (seen.has(name) ? twice : seen).add(name);
  return [...twice];
}

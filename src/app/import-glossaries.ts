import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { LiveGlossaryInfo } from '../catalog/glossary.ts';
import { DEFAULT_GLOSSARIES_DIR } from '../config/repo-config.ts';
import { glossariesWithoutKeyHolders, glossaryKeyHolderMessage } from '../import/key-check.ts';
import { ENTRIES_DIR, glossaryOwners, type GlossaryImportFile, type ManagedGlossary, planGlossaryImport } from '../import/plan-glossary-import.ts';
import { duplicateNames } from '../import/owners.ts';
import { refuseInvalidImport } from '../import/check-written.ts';
import { nameChangeNote } from '../import/import-names.ts';
import { missingSchemaFiles } from '../import/schema-files.ts';
import { existingStems, writeImportFiles } from '../import/write-files.ts';
import { withoutPreviews } from '../plan/preview.ts';
import type { ValidSession } from './session.ts';

export interface ImportedGlossaries {
  /** The team's live glossaries (preview copies of translate checks left out). */
  live: LiveGlossaryInfo[];
  /** The glossaries directory, absolute. */
  glossariesDir: string;
  /** Glossary files written (created, or overwritten under `force`), each with its entries files. */
  written: GlossaryImportFile[];
  /** Glossaries a file already manages, left as they are (without `force`); their entries are not read. */
  kept: ManagedGlossary[];
  /** Names several live glossaries share. */
  twins: string[];
  /** Glossaries not written because they hold the API key, with what to say (key masked). */
  refused: Array<{ message: string; hint: string }>;
  /** Schemas written beside the files (an import before init), relative to the root. */
  schemas: string[];
  /** Requests sent: the listing, then one per dictionary of the glossaries written. */
  requests: number;
  /** What import wrote differently from the live glossaries so that validate accepts the files, and why. */
  notes: string[];
}

/**
 * `import` for glossaries: a glossary file for every live glossary, as
 * importLists does for lists. Reads the listing, then the entries of the
 * glossaries it writes only (1 + their dictionaries requests, at most
 * `concurrency` at once): a glossary a file already manages costs nothing
 * unless `force` rewrites it.
 */
export async function importGlossaries(session: ValidSession, options: { force?: boolean; concurrency: number }): Promise<ImportedGlossaries> {
  const { root } = session.config;
  const glossariesDir = session.config.glossaries_dir ?? resolve(root, DEFAULT_GLOSSARIES_DIR);
  const live = withoutPreviews((await session.api.listGlossaries()).value);
  const desired = session.result.glossaries;
  const owners = glossaryOwners(live, desired);
  // A tombstone (state: absent) is kept even under --force: rewriting it from the live state would undo the deletion it asks for.
  const tombstones = new Set(desired.filter((g) => g.state === 'absent').map((g) => g.file));
  const keeps = (g: LiveGlossaryInfo) => {
    const file = owners.get(g.glossary_id);
    return file !== undefined && (!options.force || tombstones.has(file));
  };
  const kept = live.filter(keeps).map((glossary) => ({ glossary, file: owners.get(glossary.glossary_id) as string }));
  const toWrite = live.filter((g) => !keeps(g));
  const none = { live, glossariesDir, kept, twins: duplicateNames(live.map((g) => g.name)), refused: [], schemas: [], notes: [] };
  if (toWrite.length === 0) return { ...none, written: [], requests: 1 };
  const read = await session.api.readGlossaries(toWrite, options.concurrency);
  const planned = planGlossaryImport({
    live: read.glossaries,
    owners,
    desired,
    glossariesDir,
    root,
    taken: await existingStems(glossariesDir),
    takenEntries: await fileNames(join(glossariesDir, ENTRIES_DIR)),
  });
  // A glossary holding the API key is never written into a file meant to be committed.
  const secrets = [session.target.apiKey];
  const { safe: written, refused } = glossariesWithoutKeyHolders(planned, secrets);
  refuseInvalidImport(written, 'glossary', []);
  const schemas = written.length === 0 ? [] : await missingSchemaFiles(root);
  // Entries files first: a glossary file never names a file not yet written, even if the run stops halfway.
  await writeImportFiles([...written.flatMap((f) => f.entriesFiles), ...written, ...schemas], root, { what: 'the glossary files', dir: 'glossaries directory' });
  return {
    ...none,
    written,
    refused: refused.map((holder) => glossaryKeyHolderMessage(holder, secrets)),
    schemas: schemas.map((file) => file.shown),
    requests: 1 + read.requests,
    notes: written.flatMap((f) => (f.renamed === undefined ? [] : [`${f.shown}: ${nameChangeNote(f.renamed)}`])),
  };
}

/** Names of the entries in `dir` (none when it does not exist yet). */
async function fileNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw error;
  }
}

import { resolve } from 'node:path';
import type { LiveList } from '../catalog/types.ts';
import { planImport, type ImportFile } from '../import/plan-import.ts';
import { existingStems, writeImportFiles } from '../import/write-files.ts';
import { declareExtraRules, rulesCatalogLacks } from '../import/extra-rules.ts';
import { refuseInvalidImport } from '../import/check-written.ts';
import { nameChangeNote } from '../import/import-names.ts';
import { groupsOneEditFrom } from '../config/allow-unknown.ts';
import { duplicateNames } from '../import/owners.ts';
import { missingSchemaFiles } from '../import/schema-files.ts';
import { keyHolderMessage, withoutKeyHolders } from '../import/key-check.ts';
import { withoutPreviews } from '../plan/preview.ts';
import type { ValidSession } from './session.ts';

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
  /** Lists not written because they hold the API key, with what to say (key masked). */
  refused: Array<{ message: string; hint: string }>;
  /** What was done about rules the catalog lacks (added to extra_rules, or what to add). */
  extraRules?: string;
  /** Schemas written beside the files (an import before init), relative to the root. */
  schemas: string[];
  /** What import wrote differently from the live lists so that validate accepts the files, and why. */
  notes: string[];
}

/**
 * `import`: a style file for every live list. Without `force` a file that
 * already manages its list is left as it is: import adds, `force` refreshes.
 * The session's files are valid (a ValidSession), so import knows which lists they manage.
 */
export async function importLists(session: ValidSession, options: { force?: boolean } = {}): Promise<ImportedLists> {
  const { root } = session.config;
  const stylesDir = resolve(root, session.config.styles_dir);
  const live = withoutPreviews((await session.api.listAll()).lists);
  if (live.length === 0) return { live, stylesDir, written: [], kept: [], twins: [], refused: [], schemas: [], notes: [] };
  const planned = planImport({ live, desired: session.result.lists, stylesDir, root, taken: await existingStems(stylesDir) });
  // A list holding the API key is never written into a file meant to be committed.
  const secrets = [session.target.apiKey];
  const { safe: written, refused } = withoutKeyHolders(options.force ? planned : planned.filter((f) => !f.overwrites), secrets);
  const kept = options.force ? [] : planned.filter((f) => f.overwrites);
  // The files' $schema lines point at schema/ under the root: written too when missing, as init does.
  refuseInvalidImport(written, 'list', [...(session.config.extra_rules ?? []), ...rulesCatalogLacks(written.map((f) => f.list))]);
  const schemas = written.length === 0 ? [] : await missingSchemaFiles(root);
  await writeImportFiles([...written, ...schemas], root, { what: 'the style files', dir: 'styles directory' });
  const extraRules = await declareExtraRules(written.map((f) => f.list), session.config.extra_rules, session.config.config_file);
  return {
    live,
    stylesDir,
    written,
    kept,
    twins: duplicateNames(live.map((l) => l.name)),
    refused: refused.map((holder) => keyHolderMessage(holder, secrets)),
    schemas: schemas.map((file) => file.shown),
    notes: written.flatMap(importNotes),
    ...(extraRules === undefined ? {} : { extraRules }),
  };
}

function importNotes(file: ImportFile): string[] {
  const notes = file.renamed === undefined ? [] : [`${file.shown}: ${nameChangeNote(file.renamed)}`];
  for (const group of file.allowed ?? []) {
    const near = groupsOneEditFrom(group).map((g) => `\`${g}\``).join(' or ');
    notes.push(
      `${file.shown}: the live list holds rule group \`${group}\`, one edit from ${near}, which validate refuses as misspelt: written under \`allow_unknown_rules\` so the file says what the service has. If it is a slip, fix the spelling in the file and remove the entry.`,
    );
  }
  return notes;
}

import { open } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { outputsManifest, type OutputsManifest } from '../report/outputs-manifest.ts';
import { managedGlossaries } from './plan-live.ts';
import type { LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import type { ValidSession } from './session.ts';
import { StylesyncError } from '../errors.ts';
import { type DeeplSyncEdit, editDeeplSync, isSyncDocument } from './deepl-sync-edit.ts';
import { entryKind } from './entry-kind.ts';
import { writeFileAtomically } from './write-file.ts';

/** DeepL's CLI reads this file at a project's root (service-2026.md). */
export const DEEPL_SYNC_FILE = '.deepl-sync.yaml';
/** A sync file is a screenful of settings; one larger than this is not one (and is not read whole). */
export const MAX_DEEPL_SYNC_BYTES = 256 * 1024;

export interface DeeplSyncResult extends DeeplSyncEdit {
  file: string;
  /** The file was rewritten; false when every value was already in step (then nothing is written). */
  written: boolean;
}

/**
 * Reads `.deepl-sync.yaml` and, unless `dryRun`, writes it back with
 * `style_id` and `glossary` in step with the manifest (deepl-sync-edit.ts says
 * the rule), comments and other keys kept. Nothing is written when nothing
 * changes. `plan` runs it dry for its note.
 */
export async function syncDeeplFile(file: string, manifest: OutputsManifest, secrets: readonly string[], options: { dryRun?: boolean; shown?: string } = {}): Promise<DeeplSyncResult> {
  const shown = options.shown ?? path.basename(file);
  const text = await readBounded(file, shown);
  const doc = parseDocument(text, { prettyErrors: false });
  if (doc.errors.length > 0 || !isSyncDocument(doc)) {
    const why = doc.errors[0]?.message.split('\n')[0] ?? 'its top level is not a map';
    throw new StylesyncError(`${shown} is not a YAML map DeepL's CLI could read: ${why}`, `Fix ${shown} (see \`deepl sync --help\`), then run stylesync outputs --deepl-sync again.`, { code: 'sync-file-invalid' });
  }
  const edit = editDeeplSync(doc, manifest);
  const written = edit.changes.length > 0 && options.dryRun !== true;
  if (written) {
    try {
      await writeFileAtomically(file, doc.toString(), secrets, '--deepl-sync');
    } catch (error) {
      if (error instanceof StylesyncError) throw error;
      throw new StylesyncError(`Could not write ${shown} (--deepl-sync): ${(error as Error).message}`, `Check that ${shown} and its directory are writable.`, { code: 'write-failed', cause: error });
    }
  }
  return { file, written, ...edit };
}

/** The file's text, refused past MAX_DEEPL_SYNC_BYTES and when it is not a regular file. */
async function readBounded(file: string, shown: string): Promise<string> {
  const kind = await entryKind(file);
  if (kind === 'missing') throw new StylesyncError(`${shown} does not exist.`, `Give --deepl-sync the path of DeepL's CLI sync file (default ${DEEPL_SYNC_FILE} in the repository), or run \`deepl sync init\` first.`, { code: 'invalid-flag' });
  if (kind !== 'file') throw new StylesyncError(`${shown} is not a regular file, so it was not read.`, `Give --deepl-sync a regular file, not a link or a directory.`, { code: 'symlink-refused' });
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(MAX_DEEPL_SYNC_BYTES + 1), 0, MAX_DEEPL_SYNC_BYTES + 1, 0);
    if (bytesRead > MAX_DEEPL_SYNC_BYTES) {
      throw new StylesyncError(`${shown} is larger than ${MAX_DEEPL_SYNC_BYTES} bytes, the most a sync file is read to.`, `Check that ${shown} is DeepL's CLI sync file.`, { code: 'sync-file-invalid' });
    }
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** What `plan` says of the sync file: the values `outputs --deepl-sync` would change, or why the file could not be read. */
export type DeeplSyncStatus = { file: string; changes: DeeplSyncEdit['changes'] } | { file: string; unreadable: string };

/**
 * `plan`'s look at `.deepl-sync.yaml` at the repository root, against the
 * service as the plan read it: undefined when there is no such file. Never a
 * failure: an unreadable file is said, not thrown.
 */
export async function deeplSyncStatus(session: ValidSession, live: readonly LiveList[], liveGlossaries: readonly LiveGlossaryInfo[] | undefined): Promise<DeeplSyncStatus | undefined> {
  const file = path.join(session.config.root, DEEPL_SYNC_FILE);
  if ((await entryKind(file)) === 'missing') return undefined;
  const glossaries = managedGlossaries(session.result);
  const manifest = outputsManifest({ lists: session.result.lists, live, ...(glossaries === undefined ? {} : { glossaries, liveGlossaries: liveGlossaries ?? [] }) });
  try {
    const { changes } = await syncDeeplFile(file, manifest, session.secrets, { dryRun: true, shown: DEEPL_SYNC_FILE });
    return { file: DEEPL_SYNC_FILE, changes };
  } catch (error) {
    if (!(error instanceof StylesyncError)) throw error;
    return { file: DEEPL_SYNC_FILE, unreadable: error.message };
  }
}

import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { keyInFile } from '../live/redact.ts';

/** Bumped if a backup's document changes shape (every kind's: `stylesync_backup` in it). */
export const BACKUP_FORMAT_VERSION = 1;

/** What a kind says of its backups: the rest (the name's time, the format, never overwriting, the key check) is here. */
export interface BackupKind<L> {
  /** The backup's name before its time, from the item's id made safe (`safeName`). */
  stem(item: L): string;
  /** What the backup is, in the refusal of one that would hold the key. */
  label: string;
  /**
   * The document's fields after the format and the time. With `beside`, the
   * backup is a directory: those files, then the document as `beside.index`;
   * without, the document alone as `<stem>.json`.
   */
  content(item: L): { body: object; beside?: { index: string; files: Array<{ name: string; text: string }> } };
}

/** Where backups go and what they must not hold. */
export interface BackupPlace {
  dir: string;
  root: string;
  now: () => string;
  secrets?: readonly string[];
}

/**
 * Makes the `backup` function apply needs for one kind: the item as read is
 * saved under `<dir>/<stem>-<timestamp>` and the place returned as shown to
 * the user (relative to `root` when inside it). Text holding the key is
 * refused (a backup is a file people keep and share; what it guards is then
 * not changed). An earlier backup is never overwritten, even by a run in the
 * same millisecond: the next free `<stem>-2`, `-3`, … is taken.
 */
export function createBackupWriter<L>(kind: BackupKind<L>, place: BackupPlace): (item: L) => Promise<string> {
  return async (item) => {
    const at = place.now();
    // The time as a file name takes it.
    const stem = `${kind.stem(item)}-${at.replace(/[:.]/g, '-')}`;
    const { body, beside } = kind.content(item);
    const json = `${JSON.stringify({ stylesync_backup: BACKUP_FORMAT_VERSION, backed_up_at: at, ...body }, null, 2)}\n`;
    const files = beside?.files ?? [];
    const text = [json, ...files.map((f) => f.text)].join('\n');
    const refusal = keyInFile(text, place.secrets ?? [], join(place.dir, beside ? stem : `${stem}.json`), kind.label);
    if (refusal !== undefined) throw refusal;
    await mkdir(place.dir, { recursive: true });
    for (let n = 1; ; n++) {
      const base = join(place.dir, n === 1 ? stem : `${stem}-${n}`);
      try {
        // 'wx', and mkdir without `recursive`: each fails with EEXIST on a place an earlier backup took.
        if (beside === undefined) await writeFile(`${base}.json`, json, { flag: 'wx' });
        else {
          await mkdir(base);
          for (const file of files) await writeFile(join(base, file.name), file.text, { flag: 'wx' });
          await writeFile(join(base, beside.index), json, { flag: 'wx' });
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST' && n < 100) continue;
        throw error;
      }
      const made = beside === undefined ? `${base}.json` : base;
      const shown = relative(place.root, made);
      return shown.startsWith('..') || isAbsolute(shown) ? made : shown;
    }
  };
}

/** An id or code from the service made safe for a file name, so a hostile answer cannot write elsewhere. */
export function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

import { writeFile } from 'node:fs/promises';
import type { LiveList } from '../catalog/types.ts';
import { freshBackup, safeName, stampOf, type BackupPlace } from './fresh-backup.ts';

/** Bumped if the backup file changes shape. */
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupFile {
  stylesync_backup: typeof BACKUP_FORMAT_VERSION;
  backed_up_at: string;
  /** The list exactly as stylesync last read it, ids and version included. */
  list: LiveList;
}

/**
 * Makes the `backup` function apply needs: each list about to be deleted is
 * saved as `<dir>/<style_id>-<timestamp>.json`, never overwriting an earlier
 * backup. Returns the path shown to the user (relative to `root` when inside it).
 */
export function createBackupWriter(place: BackupPlace): (list: LiveList) => Promise<string> {
  return async (list) => {
    const at = place.now();
    const stem = `${safeName(list.style_id)}-${stampOf(at)}`;
    const body: BackupFile = { stylesync_backup: BACKUP_FORMAT_VERSION, backed_up_at: at, list };
    const text = `${JSON.stringify(body, null, 2)}\n`;
    return freshBackup(place, stem, { text, shown: `${stem}.json`, label: 'the backup before a delete' }, async (base) => {
      // 'wx': an earlier backup is never overwritten, even by a run in the same millisecond.
      await writeFile(`${base}.json`, text, { flag: 'wx' });
      return `${base}.json`;
    });
  };
}

import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import type { LiveList } from '../catalog/types.ts';
import { keyInFile } from '../live/redact.ts';

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
export function createBackupWriter(options: { dir: string; root: string; now: () => string; secrets?: readonly string[] }): (list: LiveList) => Promise<string> {
  return async (list) => {
    const at = options.now();
    const stamp = at.replace(/[:.]/g, '-');
    const id = list.style_id.replace(/[^A-Za-z0-9_-]/g, '_');
    const body: BackupFile = { stylesync_backup: BACKUP_FORMAT_VERSION, backed_up_at: at, list };
    const text = `${JSON.stringify(body, null, 2)}\n`;
    // A name or prompt holding the key is not written: the backup is a file people keep and share (and the list is not deleted).
    const refusal = keyInFile(text, options.secrets ?? [], join(options.dir, `${id}-${stamp}.json`), 'the backup before a delete');
    if (refusal !== undefined) throw refusal;
    await mkdir(options.dir, { recursive: true });
    for (let n = 1; ; n++) {
      const file = join(options.dir, `${id}-${stamp}${n === 1 ? '' : `-${n}`}.json`);
      try {
        // 'wx': an earlier backup is never overwritten, even by a run in the same millisecond.
        await writeFile(file, text, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST' && n < 100) continue;
        throw error;
      }
      const shown = relative(options.root, file);
      return shown.startsWith('..') || isAbsolute(shown) ? file : shown;
    }
  };
}

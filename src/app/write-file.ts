import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { StylesyncError } from '../errors.ts';

/** Writes a file the user asked for (`--out`, `--record`, `--ids-out`), turning fs errors into advice. */
export async function writeOrExplain(file: string, text: string, flag: string): Promise<void> {
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  } catch (error) {
    throw new StylesyncError(`Could not write ${file} (${flag}): ${(error as Error).message}`, `Check that the directory exists and is writable, or give ${flag} another path.`, {
      code: 'write-failed',
      cause: error,
    });
  }
}

/** Makes the directory the user named (`guide --out`, `export --out`), turning fs errors (a file of that name, no permission) into advice. */
export async function makeDirOrExplain(dir: string, flag: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw new StylesyncError(`Could not make the directory ${dir} (${flag}): ${(error as Error).message}`, `Give ${flag} a directory (new or existing), not a file, somewhere writable.`, {
      code: 'write-failed',
      cause: error,
    });
  }
}

import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { StylesyncError } from '../errors.ts';
import { keyInFile } from '../live/redact.ts';

/**
 * Writes a file the user asked for (`--out`, `--ids-out`, the guide's pages,
 * export), turning fs errors into advice. A text holding one of `secrets` in
 * any form is not written (src/live/redact.ts keyInFile says why).
 */
export async function writeOrExplain(file: string, text: string, flag: string, secrets: readonly string[]): Promise<void> {
  const refusal = keyInFile(text, secrets, file, flag);
  if (refusal !== undefined) throw refusal;
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

/**
 * Makes the directory the user named (`guide --out`, `export --out`), turning
 * fs errors (a file of that name, no permission) into advice. Returns the
 * first directory it made (undefined when `dir` was there), so a run that
 * then fails can take back what it made.
 */
export async function makeDirOrExplain(dir: string, flag: string): Promise<string | undefined> {
  try {
    return await mkdir(dir, { recursive: true });
  } catch (error) {
    throw new StylesyncError(`Could not make the directory ${dir} (${flag}): ${(error as Error).message}`, `Give ${flag} a directory (new or existing), not a file, somewhere writable.`, {
      code: 'write-failed',
      cause: error,
    });
  }
}

/**
 * Replaces `file` with `text` through a new temporary file beside it and a
 * rename: a reader sees the old file or the new one, never half of one, and
 * a link at `file` is replaced, not followed. The temporary file is created
 * with O_EXCL (`wx`), which refuses a link planted at its name. Throws the
 * fs error (or the refusal of a text holding one of `secrets`, keyInFile);
 * the temporary file is removed when anything fails.
 */
export async function writeFileAtomically(file: string, text: string, secrets: readonly string[], what: string): Promise<void> {
  const refusal = keyInFile(text, secrets, file, what);
  if (refusal !== undefined) throw refusal;
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(text);
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

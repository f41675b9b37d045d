import { mkdir } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { keyInFile } from '../live/redact.ts';

/** Where backups go and what they must not hold: the options of both kinds' backup writers. */
export interface BackupPlace {
  dir: string;
  root: string;
  now: () => string;
  secrets?: readonly string[];
}

/**
 * Writes one backup, lists' and glossaries' alike: text holding the key is
 * refused (a backup is a file people keep and share, and what it guards is
 * then not changed); `make` is tried at `<stem>`, `<stem>-2`, … until it
 * finds a place no earlier backup took (it throws EEXIST on a taken one, so
 * two runs in the same millisecond get two); the place is returned as shown
 * to the user, relative to the repository root when inside it.
 */
export async function freshBackup(
  place: BackupPlace,
  stem: string,
  what: { text: string; shown: string; label: string },
  make: (base: string) => Promise<string>,
): Promise<string> {
  const refusal = keyInFile(what.text, place.secrets ?? [], join(place.dir, what.shown), what.label);
  if (refusal !== undefined) throw refusal;
  await mkdir(place.dir, { recursive: true });
  for (let n = 1; ; n++) {
    let made: string;
    try {
      made = await make(join(place.dir, n === 1 ? stem : `${stem}-${n}`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && n < 100) continue;
      throw error;
    }
    const shown = relative(place.root, made);
    return shown.startsWith('..') || isAbsolute(shown) ? made : shown;
  }
}

/** An id or code from the service made safe for a file name, so a hostile answer cannot write elsewhere. */
export function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** An ISO time as a file name takes it. */
export function stampOf(at: string): string {
  return at.replace(/[:.]/g, '-');
}

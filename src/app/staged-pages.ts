import { mkdtemp, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { StylesyncError } from '../errors.ts';
import { keyInFile } from '../live/redact.ts';

/**
 * The name the guide's staging directory starts with, inside the guide's
 * directory. One left by a run that was killed is the guide's own, and the
 * next run removes it (guide.ts previousPages).
 */
export const STAGING_PREFIX = '.stylesync-guide-staging-';

export interface StagedOptions {
  /** The directory as the user named it, for errors (`site`). */
  shown: string;
  /** The setting that named it (`--out`, `guide-dir:`). */
  setting: string;
  /** A page holding one of these in any form is refused (src/live/redact.ts keyInFile). */
  secrets: readonly string[];
}

/**
 * The end of the text written so far that is checked again with the next
 * part: a key split between two parts (in any form keyInFile knows, broken
 * by white space) is still found. Parts end between sections of the page's
 * own text, so this is a margin, not a bound a real page comes near.
 */
const JUNCTION = 4096;

/**
 * Writes `pages` into `dir` (which exists) through a fresh staging directory
 * inside it. Each page is written part by part as its parts are made, so
 * only one part is in memory at a time, however large the guide (issue #31);
 * the pages are moved into place (a rename each, which replaces a link
 * rather than following it) only once every one has been written. A page
 * refused (it would hold the key) or not written leaves `dir` as it was.
 * Returns the names written, in order.
 */
export async function writeStagedPages(dir: string, pages: Iterable<readonly [string, Iterable<string>]>, options: StagedOptions): Promise<string[]> {
  const staging = await mkdtemp(path.join(dir, STAGING_PREFIX)).catch((error: unknown) => {
    throw writeFailed(`Could not write into ${options.shown} (${options.setting})`, error, options);
  });
  const names: string[] = [];
  try {
    for (const [name, parts] of pages) {
      await writePage(path.join(staging, name), parts, path.join(options.shown, name), options);
      names.push(name);
    }
    for (const name of names) {
      await rename(path.join(staging, name), path.join(dir, name)).catch((error: unknown) => {
        throw writeFailed(`Could not put ${path.join(options.shown, name)} in place (${options.setting})`, error, options);
      });
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return names;
}

/** One page into a new file (O_EXCL: the staging directory is fresh), each part checked for the key before it is written. */
async function writePage(file: string, parts: Iterable<string>, shown: string, options: StagedOptions): Promise<void> {
  const handle = await open(file, 'wx').catch((error: unknown) => {
    throw writeFailed(`Could not write ${shown} (${options.setting})`, error, options);
  });
  try {
    let tail = '';
    for (const part of parts) {
      const checked = tail + part;
      // The refusal names the page, not the staging directory.
      const refusal = keyInFile(checked, options.secrets, shown, options.setting);
      if (refusal !== undefined) throw refusal;
      tail = checked.slice(-JUNCTION);
      await handle.write(part).catch((error: unknown) => {
        throw writeFailed(`Could not write ${shown} (${options.setting})`, error, options);
      });
    }
  } finally {
    await handle.close();
  }
}

function writeFailed(what: string, error: unknown, options: StagedOptions): StylesyncError {
  return new StylesyncError(`${what}: ${(error as Error).message}`, `Check that ${options.shown} is writable, or give ${options.setting} another directory.`, {
    code: 'write-failed',
    cause: error,
  });
}

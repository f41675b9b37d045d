import { constants } from 'node:fs';
import { mkdir, open, readdir, realpath } from 'node:fs/promises';
import { basename, dirname, extname, relative, resolve } from 'node:path';
import { repoRelative } from '../config/paths.ts';
import { StylesyncError } from '../errors.ts';
import type { ImportFile } from './plan-import.ts';

/** A file import writes: a style file, or a schema its `$schema` line points at. */
export type FileToWrite = Pick<ImportFile, 'path' | 'shown' | 'content' | 'overwrites'>;

/** Stems of the YAML files directly in `dir` (none when it does not exist yet). */
export async function existingStems(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names.filter((n) => ['.yaml', '.yml'].includes(extname(n).toLowerCase())).map((n) => basename(n, extname(n)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Writes the imported files. New files are created exclusively (O_EXCL), so a
 * file that appeared since the import was planned is never overwritten, and
 * a link in its place is not followed; rewritten files are opened with
 * O_NOFOLLOW, so a style file that is a symbolic link is refused rather than
 * written through. The directory written into must also really be inside
 * the repository (`root`). Any other failure names the files and their
 * directory (`failure`).
 */
export async function writeImportFiles(files: readonly FileToWrite[], root: string, failure: { what: string; dir: string }): Promise<void> {
  try {
    await writeEach(files, root);
  } catch (error) {
    // A refusal says what to do already; anything else (a full disk, no permission) names the files and their directory.
    if (error instanceof StylesyncError) throw error;
    throw new StylesyncError(`Could not write ${failure.what}: ${(error as Error).message}`, `Check that the ${failure.dir} is writable, then run import again.`, { code: 'write-failed', cause: error });
  }
}

async function writeEach(files: readonly FileToWrite[], root: string): Promise<void> {
  const realRoot = await realpath(root);
  for (const file of files) {
    // Checked before any directory is made, so a refused import leaves nothing behind. A directory named outside
    // the repository is the user's choice of path, not a link: say so plainly, as validate does, rather than blame a link.
    if (outside(resolve(root), resolve(dirname(file.path)))) throw outsideRefused(file, root);
    if (outside(realRoot, await realExisting(dirname(file.path)))) throw linkRefused(file, 'is in a directory that links out of the repository');
    await mkdir(dirname(file.path), { recursive: true });
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | (file.overwrites ? constants.O_TRUNC : constants.O_EXCL);
    let handle;
    try {
      handle = await open(file.path, flags, 0o644);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ELOOP') throw linkRefused(file, 'is a symbolic link');
      if (code === 'EEXIST' && !file.overwrites) {
        throw new StylesyncError(
          `${file.shown} appeared (a file or a link) since the import was planned, so import did not write it.`,
          'Run import again: it plans against the files as they are now (use --force to rewrite files it manages).',
          { code: 'file-appeared' },
        );
      }
      throw error;
    }
    try {
      await handle.writeFile(file.content);
    } finally {
      await handle.close();
    }
  }
}

/** The real path of `dir`, or of its nearest ancestor that exists when it does not exist yet. */
async function realExisting(dir: string): Promise<string> {
  for (let at = dir; ; at = dirname(at)) {
    try {
      return resolve(await realpath(at), relative(at, dir));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(at) === at) throw error;
    }
  }
}

function outside(root: string, dir: string): boolean {
  return repoRelative(root, dir) === undefined;
}

function outsideRefused(file: FileToWrite, root: string): StylesyncError {
  return new StylesyncError(
    `${file.shown} is outside the repository (${root}), so import did not write it.`,
    'Import into the styles directory of the repository (run stylesync from its root), or pass --config with the stylesync.yaml of the repository that should hold these files.',
    { code: 'outside-repository' },
  );
}

function linkRefused(file: FileToWrite, why: string): StylesyncError {
  return new StylesyncError(
    `${file.shown} ${why}, so import did not write it.`,
    'stylesync never writes through symbolic links: replace the link with the file itself (or remove it), then run import again.',
    { code: 'symlink-refused' },
  );
}

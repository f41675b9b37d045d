import { lstat } from 'node:fs/promises';
import { StylesyncError } from '../errors.ts';

/**
 * What a path is, without following a link (lstat): the commands that write
 * files the user named (`guide --out`, `export --out`) refuse to write
 * through a link or into a pipe, which a pull request can commit.
 */
export async function entryKind(file: string): Promise<'missing' | 'file' | 'dir' | 'link' | 'other'> {
  try {
    const stat = await lstat(file);
    if (stat.isSymbolicLink()) return 'link';
    if (stat.isFile()) return 'file';
    if (stat.isDirectory()) return 'dir';
    return 'other';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw new StylesyncError(`Cannot look at ${file}: ${(error as Error).message}`, 'Check that the directory can be read (its permissions), or give --out another path.', {
      code: 'write-failed',
      cause: error,
    });
  }
}

import { lstat } from 'node:fs/promises';
import path from 'node:path';
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

/**
 * The first symbolic link on the way to `dir` among the directories under
 * `root` (the working directory): `--out public/guide` where the repository
 * commits `public` as a link to a directory elsewhere would write there.
 * Components above `root` (a `/tmp` that is a link, on macOS) are the
 * user's own machine, not the repository's, and are not looked at; a `dir`
 * outside `root` is checked at its last component only.
 */
export async function linkOnTheWay(root: string, dir: string): Promise<string | undefined> {
  const rel = path.relative(root, dir);
  if (rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return (await entryKind(dir)) === 'link' ? dir : undefined;
  let at = root;
  for (const part of rel.split(path.sep)) {
    at = path.join(at, part);
    const kind = await entryKind(at);
    if (kind === 'link') return at;
    if (kind === 'missing') return undefined;
  }
  return undefined;
}

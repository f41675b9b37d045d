import { mkdir, open, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An entry that could not be laid out without writing through another: the path, for the error. */
export class TreeClash extends Error {
  constructor(readonly entry: string, cause: unknown) {
    super(`cannot write ${entry}`, { cause });
  }
}

/**
 * Writes a commit's files into `root`, a fresh directory of our own, never
 * through anything already there: each directory is made one level at a
 * time (an entry in its place fails, where `recursive` would go through a
 * link), files are created with `wx` (O_CREAT|O_EXCL: an existing file or
 * link fails instead of being followed), and links are made only where
 * nothing is. tree-listing.ts refuses the trees that would clash; this holds
 * where the listing cannot see a clash (a file system that ignores case).
 */
export function freshTree(root: string) {
  const made = new Set<string>();
  const place = async (rel: string): Promise<string> => {
    const file = path.join(root, ...rel.split('/'));
    const within = path.relative(root, file);
    if (within === '' || within.startsWith('..') || path.isAbsolute(within)) throw new TreeClash(rel, new Error('outside the directory'));
    let dir = root;
    for (const part of rel.split('/').slice(0, -1)) {
      dir = path.join(dir, part);
      if (made.has(dir)) continue;
      await mkdir(dir);
      made.add(dir);
    }
    return file;
  };
  const guard = async (rel: string, write: (file: string) => Promise<void>) => {
    try {
      await write(await place(rel));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (error instanceof TreeClash || code === 'EEXIST' || code === 'ENOTDIR' || code === 'ELOOP' || code === 'EISDIR') throw new TreeClash(rel, error);
      throw error;
    }
  };
  return {
    file: (rel: string, bytes: Uint8Array) => guard(rel, (file) => writeFile(file, bytes, { flag: 'wx' })),
    /** An empty file of `size` bytes (sparse), or one past `fallback` when the file system cannot hold that many. */
    sized: (rel: string, size: number, fallback: number) =>
      guard(rel, async (file) => {
        const handle = await open(file, 'wx');
        try {
          await handle.truncate(size).catch(() => handle.truncate(fallback + 1));
        } finally {
          await handle.close();
        }
      }),
    link: (rel: string, target: string) => guard(rel, (file) => symlink(target, file)),
  };
}

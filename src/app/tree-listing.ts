import { boundedText } from '../report/bounded-text.ts';
import type { TreeBlob } from './git-blobs.ts';

export type TreeListing = { ok: true; blobs: TreeBlob[] } | { ok: false; why: string };

/**
 * The blobs of a `git ls-tree -r -t -l -z` listing (trees listed too), or
 * what makes the tree one no checkout can have. A crafted tree (git mktree
 * takes any entry; a clone or fetch checks none unless transfer.fsckObjects
 * is on) can hold two entries of one name, a link and a blob (the blob would
 * be written through the link) or a link and a tree (the tree's files would
 * land where the link points), and paths with `..`: all refused here, before
 * anything is written, so the commit's files can be laid out as a checkout
 * would. Submodules (commits) have no files and are left out.
 */
export function treeListing(listing: string): TreeListing {
  const types = new Map<string, string>();
  const blobs: TreeBlob[] = [];
  for (const entry of listing.split('\0')) {
    if (entry === '') continue;
    const tab = entry.indexOf('\t');
    const [mode, type, oid, size] = entry.slice(0, Math.max(tab, 0)).split(/ +/);
    const path = entry.slice(tab + 1);
    if (tab < 0 || oid === undefined || size === undefined || !['blob', 'tree', 'commit'].includes(type ?? '')) return refused('an entry git cannot check out', entry);
    if (!checkoutPath(path)) return refused('a path no checkout can have', path);
    if (types.has(path)) return refused('two entries named', path);
    types.set(path, type as string);
    if (type === 'blob') blobs.push({ path, oid, size: Number(size), ...(mode === '120000' ? { link: true as const } : {}) });
  }
  // A file or link on the way to another entry: the entry would be written through it.
  for (const path of types.keys()) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const on = parts.slice(0, i).join('/');
      if (types.has(on) && types.get(on) !== 'tree') return refused('an entry inside a file or link', path);
    }
  }
  return { ok: true, blobs };
}

function refused(what: string, entry: string): TreeListing {
  return { ok: false, why: `${what} ${JSON.stringify(boundedText(entry, 120))}` };
}

/**
 * A path git would check out on any runner: relative, and no part of it empty,
 * `.`, `..` or `.git` (in any case), and no backslash (a directory separator
 * on Windows, where `a\..\..\x` would climb out).
 */
function checkoutPath(path: string): boolean {
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part.toLowerCase() !== '.git' && !part.includes('\\'));
}

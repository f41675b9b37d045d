import { StylesyncError } from '../errors.ts';
import { boundedText } from '../report/bounded-text.ts';
import { git } from './git.ts';

/** A file of a commit, as `git ls-tree -r -l -z` lists it (tree-listing.ts). */
export interface TreeBlob {
  path: string;
  oid: string;
  size: number;
  /** A symbolic link (mode 120000): the blob holds the link's target. */
  link?: true;
}

/** At most this many bytes of blobs are held at once: a repository's entries files may add up to far more. */
const BATCH_BYTES = 64 * 1024 * 1024;

/**
 * Calls `each` with every blob's bytes, in order. One `git cat-file --batch`
 * per up to BATCH_BYTES of blobs instead of one `git show` per file: on a
 * repository of 1,000 style files the process per file took about 8 s of
 * every pull request's run (measured on the 2-core development machine).
 * Blobs are named by object id, never by path: a path may hold a line
 * break, which would end a line of the batch's input.
 */
export async function readBlobs(cwd: string, blobs: readonly TreeBlob[], each: (blob: TreeBlob, bytes: Buffer) => Promise<void>, batchBytes = BATCH_BYTES): Promise<void> {
  let start = 0;
  while (start < blobs.length) {
    let end = start + 1;
    let bytes = (blobs[start] as TreeBlob).size;
    while (end < blobs.length && bytes + (blobs[end] as TreeBlob).size <= batchBytes) bytes += (blobs[end++] as TreeBlob).size;
    const batch = blobs.slice(start, end);
    const contents = await catFileBatch(cwd, batch.map((b) => b.oid), Math.max(bytes, batchBytes)).catch((error: unknown) => {
      throw error instanceof MissingObject ? missing(batch[error.index] as TreeBlob) : error;
    });
    for (const [i, blob] of batch.entries()) await each(blob, contents[i] as Buffer);
    start = end;
  }
}

/** `git cat-file --batch` for these object ids: each answer is `<oid> <type> <size>\n<bytes>\n` (git.ts bounds its time). */
async function catFileBatch(cwd: string, oids: readonly string[], batchBytes: number): Promise<Buffer[]> {
  // Each answer's header line (an object id, a type, a size) is under 100 bytes.
  const out = await git(['cat-file', '--batch'], { cwd, input: oids.map((oid) => `${oid}\n`).join(''), maxBuffer: batchBytes + oids.length * 100 });
  return parseBatch(out, oids.length);
}

function parseBatch(out: Buffer, count: number): Buffer[] {
  const blobs: Buffer[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const eol = out.indexOf(0x0a, at);
    const header = out.toString('utf8', at, eol < 0 ? out.length : eol).split(' ');
    const size = Number(header[2]);
    if (header[1] === 'missing') throw new MissingObject(i);
    if (eol < 0 || header[1] !== 'blob' || !Number.isSafeInteger(size)) throw new Error(`git cat-file --batch answered ${JSON.stringify(header.join(' '))}`);
    blobs.push(out.subarray(eol + 1, eol + 1 + size));
    at = eol + 1 + size + 1;
  }
  return blobs;
}

/** The `index`th object asked for is not in this clone. */
class MissingObject extends Error {
  constructor(readonly index: number) {
    super('missing object');
  }
}

function missing(blob: TreeBlob): StylesyncError {
  return new StylesyncError(
    `The commit's file ${JSON.stringify(boundedText(blob.path, 200))} (object ${blob.oid}) is not in this clone, so the commit's files cannot be read.`,
    'A shallow or partial clone may leave objects out: fetch the commit with its files (actions/checkout: fetch-depth: 0), or run `git fetch --refetch`.',
    { code: 'git-object-missing' },
  );
}

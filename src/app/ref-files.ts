import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LFS_POINTER, MAX_ENTRIES_FILE_BYTES } from '../config/glossary-load.ts';
import { readBlobs, type TreeBlob, treeBlobs } from './git-blobs.ts';

/** The most any loader reads of one file (an entries file; style and glossary files take less). */
const MAX_READ_BYTES = MAX_ENTRIES_FILE_BYTES;

const exec = promisify(execFile);

export type RefFiles = { ok: true; cwd: string; remove(): Promise<void> } | { ok: false; reason: string };

/**
 * A commit's files as stylesync would see them (the pull request's base
 * commit for the Action's drift view, `guide --since REF`): every YAML file
 * under `cwd` (stylesync.yaml, style files, fragments, glossary files) and
 * every TSV, CSV and TBX file (glossaries' entries files) read with one
 * `git cat-file --batch` (git-blobs.ts) into a temporary directory, so the base can be
 * loaded and planned like any working tree. Nothing in the checkout changes.
 */
/** How a missing commit is named and what to do, in the words of the caller (the Action, the CLI). */
export interface RefWords {
  /** "the base commit ffffffffffff", "--since v1.2". */
  name: string;
  /** What makes the commit available. */
  fetch: string;
}

export async function refFiles(cwd: string, sha: string, tempRoot: string, words: RefWords = actionWords(sha)): Promise<RefFiles> {
  // A ref is an argument to git: one starting with `-` would be read as an option.
  if (sha.startsWith('-') || sha.includes('\0')) return { ok: false, reason: `${JSON.stringify(sha)} is not a commit name.` };
  const git = async (args: string[]) => (await exec('git', args, { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 })).stdout;
  let prefix: string;
  try {
    prefix = (await git(['rev-parse', '--show-prefix'])).toString('utf8').trim();
  } catch {
    return { ok: false, reason: 'the working directory is not a git checkout.' };
  }
  try {
    await git(['cat-file', '-e', `${sha}^{commit}`]);
  } catch {
    return {
      ok: false,
      reason: `${words.name} is not in this checkout. ${words.fetch}`,
    };
  }
  // `--full-tree` lists from the repository root whatever the working directory; `prefix` narrows it back.
  const listing = (await git(['ls-tree', '-r', '-z', '-l', '--full-tree', sha])).toString('utf8');
  // The YAML files, and the entries files glossary files name (TSV, CSV, TBX): without them a base glossary would not load.
  const blobs = treeBlobs(listing).filter((b) => b.path.startsWith(prefix) && /\.(ya?ml|tsv|csv|tbx)$/i.test(b.path));

  // A crafted tree (git mktree takes any name; a fetch checks none by default) can hold `..` or `.git`, which git refuses to
  // check out: joined to the temporary directory, `x/../../../a.yaml` would be written anywhere on the machine.
  const unsafe = blobs.find((b) => !checkoutPath(b.path));
  if (unsafe !== undefined) {
    return { ok: false, reason: `${words.name} holds a path no checkout can have (${JSON.stringify(unsafe.path)}), so none of its files were read. Give a commit git can check out.` };
  }
  await mkdir(tempRoot, { recursive: true });
  const root = await mkdtemp(join(tempRoot, 'base-'));
  // A blob larger than any file stylesync reads is not read (a 2 GB dump committed by mistake would be held in memory
  // and copied): an empty file of its size stands in, which the loaders refuse by its size, as they refuse the file itself.
  const place = async (blob: TreeBlob) => {
    const file = join(root, blob.path);
    await mkdir(join(file, '..'), { recursive: true });
    return file;
  };
  for (const blob of blobs.filter((b) => b.size > MAX_READ_BYTES)) {
    const file = await place(blob);
    await writeFile(file, '');
    // A crafted object can claim any size (2^60 bytes): a file system that cannot hold that much, even sparse, gets one past the limit.
    await truncate(file, blob.size).catch(() => truncate(file, MAX_READ_BYTES + 1));
  }
  // An entries file kept in Git LFS is a pointer in the commit: its content, when this clone has it, is what the files said.
  const lfsStore = await git(['rev-parse', '--path-format=absolute', '--git-common-dir']).then(
    (out) => join(out.toString('utf8').trim(), 'lfs', 'objects'),
    () => undefined, // a git older than 2.31: pointers stay pointers
  );
  await readBlobs(cwd, blobs.filter((b) => b.size <= MAX_READ_BYTES), async (blob, bytes) => {
    // A link stays a link, so the loaders judge it as they judge the working tree's: one inside the repository is
    // followed, one out of it (or dangling) is refused unread. Written as a file, it would load as a YAML string.
    // A target the file system cannot hold (a NUL) leaves the path missing, which the loaders report as they would.
    if (blob.link) return symlink(bytes.toString('utf8'), await place(blob)).catch(() => undefined);
    return writeFile(await place(blob), (lfsStore === undefined ? undefined : await lfsContent(lfsStore, bytes)) ?? bytes);
  });
  const baseCwd = join(root, prefix);
  await mkdir(baseCwd, { recursive: true });
  return { ok: true, cwd: baseCwd, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * The content a Git LFS pointer names, from this clone's LFS store
 * (`.git/lfs/objects/ab/cd/abcd…`), when it is there as a regular file of
 * the size the pointer says, at most what a loader reads, and its SHA-256
 * is the pointer's: else undefined, and the pointer stays (the loader says
 * what it is). The object name is 64 hex digits by the pattern, so the path
 * stays in the store.
 */
async function lfsContent(store: string, bytes: Buffer): Promise<Buffer | undefined> {
  if (bytes.length > 1024) return undefined;
  const text = bytes.toString('utf8');
  if (!LFS_POINTER.test(text)) return undefined;
  const oid = /^oid sha256:([0-9a-f]{64})$/m.exec(text)?.[1];
  const size = Number(/^size (\d+)$/m.exec(text)?.[1]);
  if (oid === undefined || !Number.isSafeInteger(size) || size > MAX_READ_BYTES) return undefined;
  const file = join(store, oid.slice(0, 2), oid.slice(2, 4), oid);
  try {
    const stat = await lstat(file);
    if (!stat.isFile() || stat.size !== size) return undefined;
    const content = await readFile(file);
    return createHash('sha256').update(content).digest('hex') === oid ? content : undefined;
  } catch {
    return undefined;
  }
}

/** A path git would check out: relative, and no part of it empty, `.`, `..` or `.git` (in any case). */
function checkoutPath(path: string): boolean {
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part.toLowerCase() !== '.git');
}

/** The Action's words: the pull request's base commit, fetched by actions/checkout. */
function actionWords(sha: string): RefWords {
  return { name: `the base commit ${sha.slice(0, 12)}`, fetch: 'Check it out with actions/checkout and fetch-depth: 0 so it is.' };
}

import { createHash } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LFS_POINTER, MAX_ENTRIES_FILE_BYTES } from '../config/glossary-load.ts';
import { StylesyncError } from '../errors.ts';
import { boundedText } from '../report/bounded-text.ts';
import { freshTree, TreeClash } from './fresh-tree.ts';
import { git as runGit } from './git.ts';
import { readBlobs, type TreeBlob } from './git-blobs.ts';
import { treeListing } from './tree-listing.ts';

/** The most any loader reads of one file (an entries file; style and glossary files take less). */
const MAX_READ_BYTES = MAX_ENTRIES_FILE_BYTES;
/** The most of a commit's tree listing read: a tree of millions of entries is not a project's files. */
const MAX_LISTING_BYTES = 256 * 1024 * 1024;
/** The most files of a commit written, and bytes of them: one large blob named 100,000 times costs a crafted tree nothing. */
const MAX_REF_FILES = 50_000;
const MAX_REF_BYTES = 2 ** 30;

export type RefFiles = { ok: true; cwd: string; remove(): Promise<void> } | { ok: false; reason: string };

/** How a missing commit is named and what to do, in the words of the caller (the Action, the CLI). */
export interface RefWords {
  /** "the base commit ffffffffffff", "--since v1.2". */
  name: string;
  /** What makes the commit available. */
  fetch: string;
}

/**
 * A commit's files as stylesync would see them (the pull request's base
 * commit for the Action's drift view, `guide --since REF`): every YAML file
 * under `cwd` (stylesync.yaml, style files, fragments, glossary files) and
 * every TSV, CSV and TBX file (glossaries' entries files) read with one
 * `git cat-file --batch` (git-blobs.ts) into a temporary directory, so the base can be
 * loaded and planned like any working tree. Nothing in the checkout changes,
 * and nothing is written outside that directory, whatever the tree holds:
 * tree-listing.ts refuses a tree no checkout can have, fresh-tree.ts never
 * writes through an entry. The one reader of a commit's files.
 */
export async function refFiles(cwd: string, sha: string, tempRoot: string, words: RefWords = actionWords(sha)): Promise<RefFiles> {
  // A ref is an argument to git: one starting with `-` would be read as an option.
  if (sha.startsWith('-') || sha.includes('\0')) return { ok: false, reason: `${words.name} is not a commit name.` };
  const git = (args: string[]) => runGit(args, { cwd, maxBuffer: MAX_LISTING_BYTES });
  let prefix: string;
  try {
    prefix = (await git(['rev-parse', '--show-prefix'])).toString('utf8').trim();
  } catch (error) {
    if (error instanceof StylesyncError) throw error; // git-timeout: not a reason to say "not a checkout"
    return { ok: false, reason: `${words.name} cannot be read: the working directory is not a git checkout.` };
  }
  try {
    await git(['cat-file', '-e', `${sha}^{commit}`]);
  } catch (error) {
    if (error instanceof StylesyncError) throw error;
    return { ok: false, reason: `${words.name} is not in this checkout. ${words.fetch}` };
  }
  const listed = await commitBlobs(git, sha, words.name);
  if (!listed.ok) return listed;
  // The YAML files, and the entries files glossary files name (TSV, CSV, TBX): without them a base glossary would not load.
  const blobs = listed.blobs.filter((b) => b.path.startsWith(prefix) && /\.(ya?ml|tsv|csv|tbx)$/i.test(b.path));
  const readable = blobs.filter((b) => b.size <= MAX_READ_BYTES);
  const tooMany = blobs.length > MAX_REF_FILES ? `${MAX_REF_FILES.toLocaleString('en')} YAML, TSV, CSV and TBX files` : readable.reduce((sum, b) => sum + b.size, 0) > MAX_REF_BYTES ? `${MAX_REF_BYTES / 2 ** 30} GiB of YAML, TSV, CSV and TBX files` : undefined;
  if (tooMany !== undefined) return { ok: false, reason: `${words.name} holds more than ${tooMany}, more than stylesync reads of a commit, so none of its files were read.` };
  await mkdir(tempRoot, { recursive: true });
  const root = await mkdtemp(join(tempRoot, 'base-'));
  try {
    await writeBlobs(cwd, git, root, blobs);
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    if (!(error instanceof TreeClash)) throw error;
    return { ok: false, reason: `${words.name} holds two entries this file system cannot keep apart (${JSON.stringify(boundedText(error.entry, 120))}: names that differ only in case?), so none of its files were read.` };
  }
  const baseCwd = join(root, prefix);
  await mkdir(baseCwd, { recursive: true });
  return { ok: true, cwd: baseCwd, remove: () => rm(root, { recursive: true, force: true }) };
}

type Git = (args: string[]) => Promise<Buffer>;

/** Every blob of the commit, or why its tree is one no checkout can have (tree-listing.ts). */
async function commitBlobs(git: Git, sha: string, name: string): Promise<{ ok: true; blobs: TreeBlob[] } | { ok: false; reason: string }> {
  let listing: string;
  try {
    // `--full-tree` lists from the repository root whatever the working directory; the caller narrows it to the prefix.
    listing = (await git(['ls-tree', '-r', '-t', '-z', '-l', '--full-tree', sha])).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') throw error;
    return { ok: false, reason: `${name} lists more than ${MAX_LISTING_BYTES / 2 ** 20} MiB of files, more than stylesync reads of a commit, so none of its files were read.` };
  }
  const listed = treeListing(listing);
  return listed.ok ? listed : { ok: false, reason: `${name} holds ${listed.why}, so none of its files were read. Give a commit git can check out.` };
}

/** The blobs written into `root` (fresh-tree.ts: never through anything there); throws TreeClash. */
async function writeBlobs(cwd: string, git: Git, root: string, blobs: readonly TreeBlob[]): Promise<void> {
  const tree = freshTree(root);
  // A blob larger than any file stylesync reads is not read (a 2 GB dump committed by mistake would be held in memory
  // and copied): an empty file of its size stands in, which the loaders refuse by its size, as they refuse the file itself.
  // A crafted object can claim any size (2^60 bytes): a file system that cannot hold that much, even sparse, gets one past the limit.
  for (const blob of blobs.filter((b) => b.size > MAX_READ_BYTES)) await tree.sized(blob.path, blob.size, MAX_READ_BYTES);
  // An entries file kept in Git LFS is a pointer in the commit: its content, when this clone has it, is what the files said.
  const lfsStore = await git(['rev-parse', '--path-format=absolute', '--git-common-dir']).then(
    (out) => join(out.toString('utf8').trim(), 'lfs', 'objects'),
    (error: unknown) => {
      if (error instanceof StylesyncError) throw error;
      return undefined; // a git older than 2.31: pointers stay pointers
    },
  );
  await readBlobs(cwd, blobs.filter((b) => b.size <= MAX_READ_BYTES), async (blob, bytes) => {
    // A link stays a link, so the loaders judge it as they judge the working tree's: one inside the repository is
    // followed, one out of it (or dangling) is refused unread. Written as a file, it would load as a YAML string.
    // A target the file system cannot hold (a NUL) leaves the path missing, which the loaders report as they would.
    if (blob.link) return bytes.includes(0) ? undefined : tree.link(blob.path, bytes.toString('utf8'));
    return tree.file(blob.path, (lfsStore === undefined ? undefined : await lfsContent(lfsStore, bytes)) ?? bytes);
  });
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

/** The Action's words: the pull request's base commit, fetched by actions/checkout. */
function actionWords(sha: string): RefWords {
  // An object name is shortened as git does; anything else (an event can say anything) is quoted and cut.
  return { name: `the base commit ${/^[0-9a-f]{40,64}$/.test(sha) ? sha.slice(0, 12) : JSON.stringify(boundedText(sha))}`, fetch: 'Check it out with actions/checkout and fetch-depth: 0 so it is.' };
}

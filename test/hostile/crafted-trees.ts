import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Commits no checkout can hold, built with `git mktree` and `git commit-tree`
 * (a clone or fetch takes them unless transfer.fsckObjects is on), each aimed
 * at a victim outside the fresh directory a commit's files are read into: a
 * file whose content must stay, and a directory that must stay empty. Used by
 * every reader of a commit's files (plan --since, guide --since, the Action's
 * base commit), so each is proven against the same trees.
 */
export interface Victim {
  file: string;
  dir: string;
  /** The victim file's content and the victim directory's entries: what they held before, if nothing was written. */
  untouched(): Promise<{ file: string; dir: string[] }>;
  remove(): Promise<void>;
}

export const VICTIM_TEXT = 'name: untouched\n';

export async function victim(): Promise<Victim> {
  const root = await mkdtemp(join(tmpdir(), 'stylesync-victim-'));
  const file = join(root, 'victim.yaml');
  const dir = join(root, 'victim-dir');
  await writeFile(file, VICTIM_TEXT);
  await mkdir(dir);
  return {
    file,
    dir,
    untouched: async () => ({ file: await readFile(file, 'utf8'), dir: await readdir(dir) }),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** A crafted commit: its tag, and the entry the error must name. */
export interface CraftedCase {
  tag: string;
  what: string;
  entry: string;
}

/**
 * Tags four crafted commits in the repository at `repo`, each HEAD's tree plus
 * `evil.yaml` entries at the root:
 * - `dup-link`: a link to the victim file (absolute) and a regular blob, both named evil.yaml;
 * - `dup-relative`: the same with a relative link that climbs out with `..`;
 * - `dir-link`: a link to the victim directory and a tree holding pwned.yaml, both named evil.yaml;
 * - `dotdot`: a path `x/../../…/<victim dir>/pwned.yaml`.
 */
export function craftCommits(repo: string, v: Victim): CraftedCase[] {
  const git = (input: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo, encoding: 'utf8', input }).trim();
  const blob = (text: string) => git(text, 'hash-object', '-w', '--stdin');
  const head = git('', 'ls-tree', 'HEAD');
  const commit = (tag: string, entries: string) => {
    const tree = git(`${head}\n${entries}`, 'mktree');
    git('', 'tag', tag, git('', 'commit-tree', tree, '-p', 'HEAD', '-m', tag));
  };
  const payload = blob('name: pwned\n');
  const climb = `${'../'.repeat(40)}${v.file.replace(/^\//, '')}`;
  commit('dup-link', `120000 blob ${blob(v.file)}\tevil.yaml\n100644 blob ${payload}\tevil.yaml\n`);
  commit('dup-relative', `120000 blob ${blob(climb)}\tevil.yaml\n100644 blob ${payload}\tevil.yaml\n`);
  const inside = git(`100644 blob ${payload}\tpwned.yaml\n`, 'mktree');
  commit('dir-link', `120000 blob ${blob(v.dir)}\tevil.yaml\n040000 tree ${inside}\tevil.yaml\n`);
  // Enough `..` to reach the root from any temporary directory, then down to the victim directory.
  const parts = ['x', ...Array<string>(40).fill('..'), ...v.dir.split('/').filter(Boolean), 'pwned.yaml'];
  let entry = `100644 blob ${payload}\t${parts.at(-1)}\n`;
  for (const name of parts.slice(0, -1).reverse()) entry = `040000 tree ${git(entry, 'mktree')}\t${name}\n`;
  commit('dotdot', entry);
  return [
    { tag: 'dup-link', what: 'two entries named', entry: '"evil.yaml"' },
    { tag: 'dup-relative', what: 'two entries named', entry: '"evil.yaml"' },
    { tag: 'dir-link', what: 'two entries named', entry: '"evil.yaml"' },
    { tag: 'dotdot', what: 'a path no checkout can have', entry: '"x/.."' },
  ];
}

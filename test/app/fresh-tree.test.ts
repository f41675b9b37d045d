import { mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshTree, TreeClash } from '../../src/app/fresh-tree.ts';
import { treeListing } from '../../src/app/tree-listing.ts';
import { victim, VICTIM_TEXT, type Victim } from '../hostile/crafted-trees.ts';

// Issue #27: a commit's files are written into a fresh directory, never
// through anything already in it. The listing refuses the trees that clash;
// the writer holds where a listing cannot see the clash (a file system that
// ignores case puts `A.yaml`, a link, where `a.yaml` goes). Planted here.

let root: string;
let v: Victim;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'stylesync-fresh-'));
  v = await victim();
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await v.remove();
});

describe('freshTree', () => {
  it('writes no file, sized file or link through an entry already there, and names the entry', async () => {
    await symlink(v.file, join(root, 'a.yaml'));
    await symlink(v.dir, join(root, 'd'));
    const tree = freshTree(root);
    await expect(tree.file('a.yaml', Buffer.from('name: pwned\n'))).rejects.toThrow(TreeClash);
    await expect(tree.sized('a.yaml', 10, 5)).rejects.toMatchObject({ entry: 'a.yaml' });
    await expect(tree.link('a.yaml', '/elsewhere')).rejects.toThrow(TreeClash);
    await expect(tree.file('d/pwned.yaml', Buffer.from('name: pwned\n'))).rejects.toMatchObject({ entry: 'd/pwned.yaml' });
    expect(await v.untouched()).toEqual({ file: VICTIM_TEXT, dir: [] });
    // What is new is written, directories one level at a time.
    await tree.file('x/y/z.yaml', Buffer.from('name: ok\n'));
    expect(await readFile(join(root, 'x/y/z.yaml'), 'utf8')).toBe('name: ok\n');
    expect(await readdir(root)).toEqual(['a.yaml', 'd', 'x']);
  });
});

describe('treeListing', () => {
  const oid = 'a'.repeat(40);
  it('refuses a file or link on the way to another entry, an entry it cannot read, and a backslash', () => {
    // As `git ls-tree -r` without `-t` would list a link and a tree of one name: no duplicate, but one inside the other.
    expect(treeListing(`120000 blob ${oid}      4\tevil.yaml\x00100644 blob ${oid}     12\tevil.yaml/pwned.yaml\x00`)).toEqual({ ok: false, why: 'an entry inside a file or link "evil.yaml/pwned.yaml"' });
    expect(treeListing(`100644 blob ${oid}\x00`)).toMatchObject({ ok: false, why: expect.stringContaining('an entry git cannot check out') });
    expect(treeListing(`100644 tag ${oid}      4\ta.yaml\x00`)).toMatchObject({ ok: false, why: expect.stringContaining('an entry git cannot check out') });
    expect(treeListing(`100644 blob ${oid}      4\ta\\..\\..\\b.yaml\x00`)).toMatchObject({ ok: false, why: expect.stringContaining('a path no checkout can have') });
    expect(treeListing(`040000 tree ${oid}      -\ta\x00100644 blob ${oid}      4\ta/b.yaml\x00160000 commit ${oid}       -\tsub\x00`)).toEqual({ ok: true, blobs: [{ path: 'a/b.yaml', oid, size: 4 }] });
  });
});

import { execFileSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBlobs } from '../../src/app/git-blobs.ts';
import { refFiles } from '../../src/app/ref-files.ts';
import { treeListing } from '../../src/app/tree-listing.ts';
import { loadFlat } from '../config/flat-result.ts';

// The base commit's files for the drift view: a glossary's entries file must come along, or the base would not load.

const TBX = '<martif type="TBX-Basic"><text><body><termEntry><langSet xml:lang="en"><tig><term>sign in</term></tig></langSet><langSet xml:lang="es"><tig><term>iniciar sesión</term></tig></langSet></termEntry></body></text></martif>\n';
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('refFiles', () => {
  it('writes the base commit’s YAML and its TSV, CSV and TBX entries files, and nothing added after it', async () => {
    const repo = await mkdtemp(join(tmpdir(), 'stylesync-base-'));
    dirs.push(repo);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q');
    await mkdir(join(repo, 'glossaries/terms'), { recursive: true });
    await writeFile(join(repo, 'stylesync.yaml'), 'styles_dir: styles\n');
    await writeFile(join(repo, 'glossaries/acme.yaml'), 'name: Acme\n');
    await writeFile(join(repo, 'glossaries/terms/en-de.tsv'), 'sign in\tanmelden\n');
    await writeFile(join(repo, 'glossaries/terms/en-fr.csv'), 'sign in,se connecter\n');
    await writeFile(join(repo, 'glossaries/terms/en-es.TBX'), TBX);
    await writeFile(join(repo, 'notes.txt'), 'not read\n');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'base');
    const sha = git('rev-parse', 'HEAD');
    await writeFile(join(repo, 'glossaries/terms/en-it.tsv'), 'later\tdopo\n');

    const base = await refFiles(repo, sha, join(repo, '.tmp'));
    if (!base.ok) throw new Error(base.reason);
    expect(await readFile(join(base.cwd, 'glossaries/terms/en-de.tsv'), 'utf8')).toBe('sign in\tanmelden\n');
    expect(await readFile(join(base.cwd, 'glossaries/terms/en-fr.csv'), 'utf8')).toBe('sign in,se connecter\n');
    expect(await readFile(join(base.cwd, 'glossaries/terms/en-es.TBX'), 'utf8')).toBe(TBX);
    await expect(readFile(join(base.cwd, 'notes.txt'))).rejects.toThrow();
    await expect(readFile(join(base.cwd, 'glossaries/terms/en-it.tsv'))).rejects.toThrow();
    await base.remove();
    // A ref is never read as an option of git.
    expect(await refFiles(repo, '--output=/tmp/x', join(repo, '.tmp'))).toEqual({ ok: false, reason: 'the base commit "--output=/tmp/x" is not a commit name.' });
    expect(await refFiles(repo, 'no-such-ref', join(repo, '.tmp'))).toMatchObject({ ok: false, reason: expect.stringContaining('is not in this checkout') });
  });

  it('keeps a symbolic link a link, so the loaders judge it as in the working tree (inside followed, outside refused)', async () => {
    const repo = await mkdtemp(join(tmpdir(), 'stylesync-base-'));
    dirs.push(repo);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q');
    await mkdir(join(repo, 'styles'), { recursive: true });
    await mkdir(join(repo, 'shared'), { recursive: true });
    await writeFile(join(repo, 'shared/de.yaml'), 'name: DE\nlanguage: de\n');
    await symlink('../shared/de.yaml', join(repo, 'styles/de.yaml'));
    await symlink('/etc/passwd', join(repo, 'styles/out.yaml'));
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'base');
    const base = await refFiles(repo, git('rev-parse', 'HEAD'), join(repo, '.tmp'));
    if (!base.ok) throw new Error(base.reason);
    expect((await lstat(join(base.cwd, 'styles/de.yaml'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(base.cwd, 'styles/de.yaml'), 'utf8')).toBe('name: DE\nlanguage: de\n');
    expect(await readlink(join(base.cwd, 'styles/out.yaml'))).toBe('/etc/passwd');
    const { result } = await loadFlat({ cwd: base.cwd });
    expect(result.lists.map((l) => l.name)).toEqual(['DE']);
    expect(result.errors.map((d) => [d.file, d.code])).toEqual([['styles/out.yaml', expect.stringMatching(/link|outside/)]]);
    await base.remove();
  });

  it('reads every file byte for byte in one git process per batch, whatever its path holds (a space, a line break, non-ASCII)', async () => {
    const repo = await mkdtemp(join(tmpdir(), 'stylesync-base-'));
    dirs.push(repo);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q');
    await mkdir(join(repo, 'sub/glossaries'), { recursive: true });
    const files: Record<string, Buffer> = {
      'sub/stylesync.yaml': Buffer.from('styles_dir: styles\n'),
      'sub/glossaries/a name\nwith a break.yaml': Buffer.from('name: Odd\n'),
      'sub/glossaries/café.tsv': Buffer.from('caf\u00e9\tKaffee\r\nx\ty'),
      'sub/glossaries/empty.csv': Buffer.alloc(0),
      'outside.yaml': Buffer.from('name: not under the working directory\n'),
    };
    for (const [path, bytes] of Object.entries(files)) await writeFile(join(repo, path), bytes);
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'base');
    const sha = git('rev-parse', 'HEAD');

    // From a subdirectory (the Action's working-directory): only its files, at the same place.
    const base = await refFiles(join(repo, 'sub'), sha, join(repo, '.tmp'));
    if (!base.ok) throw new Error(base.reason);
    for (const [path, bytes] of Object.entries(files).filter(([p]) => p.startsWith('sub/'))) expect(await readFile(join(base.cwd, path.slice('sub/'.length)))).toEqual(bytes);
    await expect(readFile(join(base.cwd, '..', 'outside.yaml'))).rejects.toThrow();
    await base.remove();

    // Batches of one blob each give the same bytes as one batch.
    const listed = treeListing(execFileSync('git', ['ls-tree', '-r', '-t', '-z', '-l', '--full-tree', sha], { cwd: repo, encoding: 'utf8' }));
    if (!listed.ok) throw new Error(listed.why);
    const { blobs } = listed;
    expect(blobs.map((b) => b.path).sort()).toEqual(Object.keys(files).sort());
    const read: Array<[string, Buffer]> = [];
    await readBlobs(repo, blobs, async (blob, bytes) => void read.push([blob.path, bytes]), 1);
    expect(Object.fromEntries(read)).toEqual(files);
  });

  it('refuses a commit of more files than stylesync reads, before writing any: one blob named 50,001 times costs a crafted tree nothing', async () => {
    const repo = await mkdtemp(join(tmpdir(), 'stylesync-base-'));
    dirs.push(repo);
    const git = (input: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo, encoding: 'utf8', input }).trim();
    git('', 'init', '-q');
    const blob = git('name: X\n', 'hash-object', '-w', '--stdin');
    const tree = git(Array.from({ length: 50_001 }, (_, i) => `100644 blob ${blob}\tf${i}.yaml\n`).join(''), 'mktree');
    const sha = git('', 'commit-tree', tree, '-m', 'many');
    const base = await refFiles(repo, sha, join(repo, '.tmp'));
    expect(base).toEqual({ ok: false, reason: `the base commit ${sha.slice(0, 12)} holds more than 50,000 YAML, TSV, CSV and TBX files, more than stylesync reads of a commit, so none of its files were read.` });
    expect(await readdir(join(repo, '.tmp')).catch(() => [])).toEqual([]);
  });
});

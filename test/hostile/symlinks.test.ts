import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { world, type World } from '../world/world.ts';
import { cli, CRASH, tempRepo } from './support.ts';
import { expectRun } from '../world/expect-run.ts';

/** Files outside any repository: what a hostile pull request links to. */
let outside: string;
const PASSWD = 'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n';
const ENVIRON = 'PATH=/usr/bin\0SECRET_TOKEN=abcdef0123456789\0HOME=/root\0';
beforeAll(async () => {
  outside = await mkdtemp(path.join(tmpdir(), 'stylesync-outside-'));
  await writeFile(path.join(outside, 'passwd'), PASSWD);
  await writeFile(path.join(outside, 'environ'), ENVIRON);
  await writeFile(path.join(outside, 'list.yaml'), 'name: Outside\nlanguage: de\n');
  await writeFile(path.join(outside, '_fragment.yaml'), 'configured_rules:\n  numbers:\n    decimal_separator: use_comma_as_decimal_separator\n');
});
afterAll(async () => {
  await rm(outside, { recursive: true, force: true });
});

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('symbolic links out of the repository', () => {
  it.each([
    ['styles/p.yaml', 'passwd'],
    ['styles/e.yaml', 'environ'],
    ['styles/o.yaml', 'list.yaml'],
    ['styles/_f.yaml', '_fragment.yaml'],
  ])('%s → a file outside is an error naming the link, quoting nothing of the target', async (link, target) => {
    const repo = await tempRepo({ 'styles/ok.yaml': 'name: Fine\nlanguage: de\n' });
    cleanup = repo.cleanup;
    await repo.link(link, path.join(outside, target));
    const r = await cli(repo.root, ['validate']);
    expect(r.all).not.toMatch(CRASH);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${link}:1:1: error: ${link} is a symbolic link to a file outside the repository`);
    expect(r.all).not.toMatch(/root:x|daemon|SECRET_TOKEN|PATH=|Outside|decimal_separator/);
    expect(r.out).toContain('1 list');
  });

  it('an extends target reached through a link outside the repository is refused too', async () => {
    const repo = await tempRepo({ 'styles/de.yaml': 'name: DE\nlanguage: de\nextends: [../shared/_base.yaml]\n' });
    cleanup = repo.cleanup;
    await repo.link('shared/_base.yaml', path.join(outside, '_fragment.yaml'));
    const r = await cli(repo.root, ['validate']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('shared/_base.yaml:1:1: error: shared/_base.yaml is a symbolic link to a file outside the repository');
    expect(r.all).not.toContain('decimal_separator');
  });

  it('a styles directory that is itself a link out of the repository is refused', async () => {
    const repo = await tempRepo();
    cleanup = repo.cleanup;
    await rm(path.join(repo.root, 'styles'), { recursive: true });
    await repo.link('styles', outside);
    const r = await cli(repo.root, ['validate']);
    expect(r.code).toBe(1);
    expect(r.all).not.toMatch(/root:x|SECRET_TOKEN/);
  });

  it('a stylesync.yaml that links out of the repository is refused unread', async () => {
    const repo = await tempRepo({ 'styles/ok.yaml': 'name: Fine\nlanguage: de\n' });
    cleanup = repo.cleanup;
    await rm(path.join(repo.root, 'stylesync.yaml'), { force: true });
    await repo.link('stylesync.yaml', path.join(outside, 'environ'));
    const r = await cli(repo.root, ['validate']);
    expect(r.all).not.toMatch(CRASH);
    expect(r.code).toBe(1);
    expect(r.out).toContain('stylesync.yaml:1:1: error: stylesync.yaml is a symbolic link to a file outside the repository');
    expect(r.out).toContain('stylesync.yaml must live inside the repository');
    expect(r.all).not.toMatch(/SECRET_TOKEN|PATH=|HOME=/);
  });

  it('a stylesync.yaml that links to a file inside the repository is read', async () => {
    const repo = await tempRepo({ 'styles/ok.yaml': 'name: Fine\nlanguage: de\n', 'config/stylesync.yaml': 'styles_dir: styles\n' });
    cleanup = repo.cleanup;
    await rm(path.join(repo.root, 'stylesync.yaml'), { force: true });
    await repo.link('stylesync.yaml', 'config/stylesync.yaml');
    const r = await cli(repo.root, ['validate']);
    expect(r.all).not.toMatch(CRASH);
    expect(r.code).toBe(0);
  });

  it('fmt neither reads nor rewrites a style file that links out of the repository', async () => {
    const repo = await tempRepo();
    cleanup = repo.cleanup;
    const target = path.join(outside, 'unformatted.yaml');
    const original = 'language: de\nname: Outside\n';
    await writeFile(target, original);
    await repo.link('styles/o.yaml', target);
    for (const argv of [['fmt'], ['fmt', '--check']]) {
      const r = await cli(repo.root, argv);
      expect(r.all).not.toMatch(CRASH);
      expect(r.code).toBe(1);
      expect(r.out).toContain('styles/o.yaml:1:1: error: styles/o.yaml is a symbolic link to a file outside the repository');
      expect(r.out).not.toContain('~ styles/o.yaml');
    }
    expect(await readFile(target, 'utf8')).toBe(original);
  });

  it('a link to a file inside the repository is followed', async () => {
    const repo = await tempRepo({ 'lists/de.yaml': 'name: DE\nlanguage: de\n' });
    cleanup = repo.cleanup;
    await repo.link('styles/de.yaml', '../lists/de.yaml');
    const r = await cli(repo.root, ['validate']);
    expect(r.code).toBe(0);
  });
});

describe('import never writes through a symbolic link', () => {
  let w: World;
  afterEach(async () => {
    await w.close();
  });

  it('--force refuses to rewrite a managed file that is a link, inside the repository or not', async () => {
    w = await world();
    const [live] = w.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    await w.write('elsewhere/acme.yaml', `name: Acme DE\nlanguage: de\nstyle_id: ${live?.style_id}\n`);
    await mkdir(path.join(w.dir, 'styles'), { recursive: true });
    await symlink('../elsewhere/acme.yaml', path.join(w.dir, 'styles/acme-de.yaml'));
    const before = await readFile(path.join(w.dir, 'elsewhere/acme.yaml'), 'utf8');
    const r = await w.cli(['import', '--force']);
    expectRun(r, 1, { stderr: ['error: styles/acme-de.yaml is a symbolic link, so import did not write it.', 'never writes through symbolic links'] });
    expect(await readFile(path.join(w.dir, 'elsewhere/acme.yaml'), 'utf8')).toBe(before);
  });

  it('a styles directory that links out of the repository is refused as a link, and nothing is written there', async () => {
    w = await world();
    w.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    const empty = await mkdtemp(path.join(tmpdir(), 'stylesync-linked-styles-'));
    try {
      await symlink(empty, path.join(w.dir, 'styles'));
      const r = await w.cli(['import', '--dir', 'styles/new']);
      expectRun(r, 1, { stderr: ['is in a directory that links out of the repository, so import did not write it.'] });
      expect(r.stderr).not.toContain('is outside the repository');
      expect(await readdir(empty)).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('a directory named outside the repository is refused as outside, not blamed on a link', async () => {
    w = await world();
    w.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    const target = await mkdtemp(path.join(tmpdir(), 'stylesync-import-outside-'));
    try {
      // A directory that does not exist yet: the refusal comes before anything is made.
      const r = await w.cli(['import', '--dir', path.join(target, 'deep', 'dir')]);
      expectRun(r, 1, { stderr: ['is outside the repository'] });
      expect(r.stderr).not.toContain('links out');
      expect(r.stderr).toContain('hint:');
      expect(await readdir(target)).toEqual([]);
    } finally {
      await rm(target, { recursive: true, force: true });
    }
  });
});

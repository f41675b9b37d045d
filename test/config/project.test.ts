import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/config/model.ts';
import { DEFAULT_THRESHOLDS } from '../../src/config/repo-config.ts';
import { loadFlat } from './flat-result.ts';

const configs = path.resolve(import.meta.dirname, '../fixtures/config');
const basic = path.join(configs, 'basic');

const codes = (diags: Diagnostic[]) => diags.map((d) => d.code);

describe('stylesync.yaml', () => {
  let empty: string;
  beforeAll(async () => {
    empty = await mkdtemp(path.join(tmpdir(), 'stylesync-project-'));
  });
  afterAll(async () => {
    await rm(empty, { recursive: true, force: true });
  });

  it('has defaults when there is none; the cwd is the root', async () => {
    const { config, result } = await loadFlat({ cwd: empty });
    expect(config).toEqual({
      root: empty,
      styles_dir: path.join(empty, 'styles'),
      glossaries_dir: path.join(empty, 'glossaries'),
      fragments: [],
      prune: false,
      ignore: [],
      thresholds: { max_deletes: 10, max_delete_percent: 25 },
      targets: {},
    });
    expect(DEFAULT_THRESHOLDS).toEqual({ max_deletes: 10, max_delete_percent: 25 });
    const missing = result.errors.find((d) => d.code === 'styles-dir-missing');
    expect(missing?.message).toBe('styles directory styles does not exist');
    expect(missing?.hint).toContain('--dir');
  });

  it('applies its settings over the defaults', async () => {
    const { config, result } = await loadFlat({ cwd: basic });
    expect(result.errors).toEqual([]);
    expect(config).toMatchObject({
      root: basic,
      config_file: path.join(basic, 'stylesync.yaml'),
      styles_dir: path.join(basic, 'lists'),
      fragments: [path.join(basic, 'shared')],
      base_url: 'https://styles.example.com',
      auth_scheme: 'Bearer',
      prune: true,
      ignore: ['Legacy *'],
      thresholds: { max_deletes: 3, max_delete_percent: 25 },
    });
    expect(config.targets.staging).toEqual({
      base_url: 'https://staging.example.com',
      api_key_env: 'STAGING_KEY',
      styles_dir: path.join(basic, 'staging-lists'),
    });
    expect(config.targets.local).toEqual({ base_url: 'http://127.0.0.1:8080' });
    // shared/ is a fragments directory: house.yaml is a fragment though its name has no `_`.
    expect(result.lists.map((l) => l.name)).toEqual(['Support EN']);
    expect(result.files).toEqual(['lists/en.yaml', 'shared/house.yaml']);
    expect(result.lists[0]?.configured_rules).toEqual({ punctuation: { serial_comma: 'use' } });
  });

  it('is found with --config from elsewhere, and its directory becomes the root', async () => {
    const { config, result } = await loadFlat({ cwd: configs, configPath: 'basic/stylesync.yaml' });
    expect(config.root).toBe(basic);
    expect(result.files).toEqual(['lists/en.yaml', 'shared/house.yaml']);
  });

  it('reports a --config path that does not exist', async () => {
    const { result } = await loadFlat({ cwd: empty, configPath: 'nope.yaml' });
    expect(codes(result.errors)).toContain('config-not-found');
  });

  it('--target picks the target’s styles_dir; --dir overrides both', async () => {
    const staging = await loadFlat({ cwd: basic, target: 'staging' });
    expect(staging.result.lists.map((l) => l.name)).toEqual(['Staging DE']);
    expect(staging.config.styles_dir).toBe(path.join(basic, 'staging-lists'));
    const dir = await loadFlat({ cwd: basic, target: 'staging', stylesDir: 'lists' });
    expect(dir.result.lists.map((l) => l.name)).toEqual(['Support EN']);
  });

  it('a --dir that does not exist is an error, even where glossary files alone would need no styles directory', async () => {
    // A repository of glossary files alone has no styles directory to miss; a --dir given on the command line that
    // leads nowhere is a typo, and validating nothing must not pass.
    const glossaryProject = path.resolve(import.meta.dirname, '../fixtures/glossary-files/valid-project');
    const typo = await loadFlat({ cwd: glossaryProject, stylesDir: 'stylez' });
    const missing = typo.result.errors.find((d) => d.code === 'styles-dir-missing');
    expect(missing?.message).toBe('styles directory stylez (--dir) does not exist');
    expect(missing?.hint).toContain('--dir');
    const asSet = await loadFlat({ cwd: glossaryProject });
    expect(asSet.result.errors).toEqual([]);
  });

  it('names the declared targets when --target is unknown', async () => {
    const { result } = await loadFlat({ cwd: basic, target: 'prod' });
    const d = result.errors.find((e) => e.code === 'unknown-target');
    expect(d?.message).toBe('unknown target `prod`');
    expect(d?.hint).toContain('staging or local');
    expect(d?.file).toBe('stylesync.yaml');
  });

  it('reports every problem with its line, and keeps defaults for what is wrong', async () => {
    const dir = path.join(configs, 'invalid');
    const { config, result } = await loadFlat({ cwd: dir });
    const at = (code: string) => result.errors.filter((d) => d.code === code).map((d) => `${d.file}:${d.line}:${d.col}`);
    expect(at('outside-repository')).toEqual(['stylesync.yaml:1:13']);
    expect(at('unknown-field')).toEqual(['stylesync.yaml:2:1']);
    expect(result.errors.find((d) => d.code === 'unknown-field')?.hint).toBe('Did you mean `styles_dir`?');
    expect(at('invalid-base-url')).toEqual(['stylesync.yaml:3:11']);
    expect(result.errors.find((d) => d.code === 'invalid-base-url')?.message).toContain('plain http');
    expect(at('key-in-config')).toEqual(['stylesync.yaml:4:1']);
    expect(at('out-of-range')).toEqual(['stylesync.yaml:6:16', 'stylesync.yaml:7:23']);
    expect(result.errors.find((d) => d.path === 'targets.prod.api_key_env')?.line).toBe(11);
    // The key itself never appears in a message.
    expect(JSON.stringify(result)).not.toContain('sk-live-not-a-real-key');
    expect(config.thresholds).toEqual({ max_deletes: 10, max_delete_percent: 25 });
    expect(config.styles_dir).toBe(path.join(dir, 'styles'));
  });
});

describe('paths', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stylesync-paths-'));
    await writeFile(path.join(dir, 'notes.txt'), 'hello');
    await writeFile(path.join(dir, 'a.yaml'), 'name: A\nlanguage: en\n');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('validates the files and directories given instead of the styles directory', async () => {
    const { result } = await loadFlat({ cwd: dir, paths: ['a.yaml'] });
    expect(result.errors).toEqual([]);
    expect(result.lists.map((l) => l.file)).toEqual(['a.yaml']);
  });

  it('reports paths that do not exist or are not style files', async () => {
    const { result } = await loadFlat({ cwd: dir, paths: ['missing.yaml', 'notes.txt'] });
    expect(codes(result.errors).sort()).toEqual(['not-a-style-file', 'path-not-found']);
  });

  it('refuses files outside the repository root', async () => {
    const { result } = await loadFlat({ cwd: path.join(basic, 'lists'), configPath: '../stylesync.yaml', paths: [path.join(dir, 'a.yaml')] });
    expect(codes(result.errors)).toEqual(['outside-repository']);
  });

  it('warns when a directory holds no style files', async () => {
    const { result } = await loadFlat({ cwd: dir, stylesDir: '.' , paths: [] });
    expect(result.errors).toEqual([]);
    const none = await loadFlat({ cwd: dir, paths: [path.join(configs, 'basic', 'shared', 'nothing')] });
    expect(codes(none.result.errors)).toEqual(['path-not-found']);
  });
});

// project.ts insideRepository resolves a file that is no link through its directory's real path (issue #31): a link
// anywhere on the way out of the repository is still refused, before the file is read.
describe('links', () => {
  // One fresh directory holds the repository, what lies outside it and a link to it.
  let fresh: string;
  let root: string;
  let outside: string;
  beforeAll(async () => {
    fresh = await mkdtemp(path.join(tmpdir(), 'stylesync-links-'));
    root = path.join(fresh, 'repo');
    outside = path.join(fresh, 'outside');
    await mkdir(root);
    await mkdir(outside);
    await writeFile(path.join(outside, 'secret.yaml'), 'name: SECRET-VALUE\nlanguage: en\n');
    await mkdir(path.join(root, 'styles'));
    await mkdir(path.join(root, 'shared'));
    await writeFile(path.join(root, 'styles/a.yaml'), 'name: A\nlanguage: en\n');
    await writeFile(path.join(root, 'shared/b.yaml'), 'name: B\nlanguage: de\n');
    await symlink(path.join(root, 'shared/b.yaml'), path.join(root, 'styles/b.yaml'));
    await symlink(path.join(outside, 'secret.yaml'), path.join(root, 'styles/out.yaml'));
    await symlink(outside, path.join(root, 'elsewhere'));
    await symlink(path.join(root, 'shared'), path.join(root, 'inside'));
  });
  afterAll(async () => {
    await rm(fresh, { recursive: true, force: true });
  });

  it('a link to a file outside is refused unread; a link to a file inside is read', async () => {
    const { result } = await loadFlat({ cwd: root });
    expect(result.errors.map((d) => `${d.file} ${d.code}`)).toEqual(['styles/out.yaml link-outside-repository']);
    expect(result.lists.map((l) => l.name).sort()).toEqual(['A', 'B']);
    expect(JSON.stringify(result)).not.toContain('SECRET-VALUE');
  });

  it('a file in a linked directory is where the directory leads: refused outside, read inside', async () => {
    const out = await loadFlat({ cwd: root, paths: ['elsewhere/secret.yaml'] });
    expect(out.result.errors.map((d) => `${d.file} ${d.code}`)).toEqual(['elsewhere/secret.yaml link-outside-repository']);
    expect(JSON.stringify(out.result)).not.toContain('SECRET-VALUE');
    const inside = await loadFlat({ cwd: root, paths: ['inside/b.yaml'] });
    expect(inside.result.errors).toEqual([]);
    expect(inside.result.lists.map((l) => l.name)).toEqual(['B']);
  });

  it('a repository reached through a link reads its own files', async () => {
    const via = path.join(fresh, 'via');
    await symlink(root, via);
    const { result } = await loadFlat({ cwd: via, paths: ['styles/a.yaml', 'inside/b.yaml'] });
    expect(result.errors).toEqual([]);
    expect(result.lists.map((l) => l.name).sort()).toEqual(['A', 'B']);
  });
});

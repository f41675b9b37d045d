import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProject } from '../../src/config/project.ts';
import type { Diagnostic } from '../../src/config/model.ts';
import { loadFlat } from './flat-result.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/glossary-files');
const brief = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`);
const load = (dir: string, extra: Partial<Parameters<typeof loadProject>[0]> = {}) => loadFlat({ cwd: path.join(fixtures, dir), ...extra });

let temp: string | undefined;
afterEach(async () => {
  if (temp) await rm(temp, { recursive: true, force: true });
  temp = undefined;
});

/** A copy of a fixture in a temporary directory, for links and config changes. */
async function copy(dir: string): Promise<string> {
  temp = await mkdtemp(path.join(tmpdir(), 'stylesync-glossary-'));
  await cp(path.join(fixtures, dir), temp, { recursive: true });
  return temp;
}

describe('loadProject with glossary files', () => {
  it('valid-project: glossaries with inline entries, a TSV and a CSV file, and a tombstone', async () => {
    const { config, result } = await load('valid-project');
    expect(result.errors).toEqual([]);
    expect(config.glossaries_dir).toBe(path.join(fixtures, 'valid-project/glossaries'));
    expect(result.files).toEqual(['styles/de.yaml']);
    expect(result.glossaryFiles).toEqual(['glossaries/acme.yaml', 'glossaries/terms/en-fr.tsv', 'glossaries/terms/support.csv', 'glossaries/retired.yaml']);
    const [acme, retired] = result.glossaries!;
    expect(retired).toMatchObject({ name: 'Old Terms', state: 'absent' });
    expect(acme!.dictionaries.map((d) => [d.source_lang, d.target_lang, d.entries.size])).toEqual([
      ['en', 'de', 2],
      ['en', 'fr', 2],
      ['en', 'ja', 2],
    ]);
    expect(acme!.dictionaries[2]!.entries.get('Acme, Inc.')).toBe('Acme');
    expect(acme!.dictionaries[1]!.entryOrigins.get('Acme Cloud')).toEqual({ file: 'glossaries/terms/en-fr.tsv', line: 2, col: 1 });
    expect(result.lists[0]!.glossaries).toEqual([{ name: 'Acme Product Terms', origin: { file: 'styles/de.yaml', line: 3, col: 14 }, path: 'glossaries[0]' }]);
  });

  it('tsv-errors: problems at the lines of the TSV and CSV files', async () => {
    const { result } = await load('tsv-errors');
    expect(brief(result.errors)).toEqual([
      'glossaries/terms/en-de.tsv:2:8 term-whitespace',
      'glossaries/terms/en-de.tsv:3:1 duplicate-term',
      'glossaries/terms/en-de.tsv:5:1 entries-syntax',
      'glossaries/terms/en-de.tsv:6:1 entries-syntax',
      'glossaries/terms/en-de.tsv:7:1 empty-term',
      'glossaries/terms/en-fr.csv:2:1 entries-syntax',
      'glossaries/terms/en-fr.csv:3:5 entries-syntax',
    ]);
    expect(brief(result.warnings)).toEqual(['glossaries/terms/en-de.tsv:4:1 term-case-variant']);
  });

  it('inline-problems and duplicate-names: content rules in YAML, names and pins across files', async () => {
    const inline = (await load('inline-problems')).result;
    expect(inline.errors.map((d) => d.code)).toEqual([
      'control-character',
      'glossary-language-variant',
      'term-whitespace',
      'empty-term',
      'term-control-character',
      'duplicate-dictionary',
      'missing-entries',
      'entries-and-file',
      'invalid-glossary-language',
    ]);
    const names = (await load('duplicate-names')).result;
    expect(brief(names.errors)).toEqual(['glossaries/b.yaml:1:7 duplicate-glossary-name', 'glossaries/b.yaml:1:7 duplicate-glossary-id']);
  });

  it('entries-outside-repo: `..` and absolute entries files are refused unread', async () => {
    const { result } = await loadFlat({ cwd: path.join(fixtures, 'entries-outside-repo/repo') });
    expect(brief(result.errors)).toEqual(['glossaries/escape.yaml:5:19 outside-repository', 'glossaries/escape.yaml:8:19 outside-repository']);
    expect(JSON.stringify(result)).not.toContain('value');
  });

  it('a link out of the repository is refused unread, for the glossary file and for its entries file', async () => {
    const root = await copy('valid-project');
    const outside = path.join(root, '..', `${path.basename(root)}-secret.tsv`);
    await writeFile(outside, 'secret\tSECRET-VALUE\n');
    try {
      await rm(path.join(root, 'glossaries/terms/en-fr.tsv'));
      await symlink(outside, path.join(root, 'glossaries/terms/en-fr.tsv'));
      await symlink(outside, path.join(root, 'glossaries/linked.yaml'));
      const { result } = await loadFlat({ cwd: root });
      expect(brief(result.errors)).toEqual(['glossaries/acme.yaml:11:19 link-outside-repository', 'glossaries/linked.yaml:1:1 link-outside-repository']);
      expect(JSON.stringify(result)).not.toContain('SECRET-VALUE');
      expect(result.errors[0]!.hint).toContain('Entries files must live inside the repository');
    } finally {
      await rm(outside, { force: true });
    }
  });

  it('a missing entries file is reported where it is named; a directory is not read', async () => {
    const root = await copy('valid-project');
    await rm(path.join(root, 'glossaries/terms/en-fr.tsv'));
    await mkdir(path.join(root, 'glossaries/terms/support.csv'), { recursive: true }).catch(async () => {
      await rm(path.join(root, 'glossaries/terms/support.csv'));
      await mkdir(path.join(root, 'glossaries/terms/support.csv'));
    });
    const { result } = await loadFlat({ cwd: root });
    expect(brief(result.errors)).toEqual(['glossaries/acme.yaml:11:19 entries-file-not-found', 'glossaries/terms/support.csv:1:1 unreadable-file']);
  });

  it('an entries file saved with a byte-order mark (spreadsheet exports) reads from its first term', async () => {
    const root = await copy('valid-project');
    await writeFile(path.join(root, 'glossaries/terms/support.csv'), '\uFEFF"sign in",サインイン\n');
    const { result } = await loadFlat({ cwd: root });
    expect(result.errors).toEqual([]);
    expect([...result.glossaries![0]!.dictionaries[2]!.entries.keys()]).toEqual(['sign in']);
  });

  it('glossaries_dir in stylesync.yaml and per target; a directory holding the styles is refused', async () => {
    const root = await copy('valid-project');
    await cp(path.join(root, 'glossaries'), path.join(root, 'terminology'), { recursive: true });
    await rm(path.join(root, 'glossaries'), { recursive: true });
    await writeFile(path.join(root, 'stylesync.yaml'), 'glossaries_dir: nowhere\ntargets:\n  prod:\n    glossaries_dir: terminology\n');
    expect((await loadFlat({ cwd: root })).result.glossaries).toEqual([]);
    const prod = await loadFlat({ cwd: root, target: 'prod' });
    expect(prod.result.glossaries!.map((g) => g.name)).toEqual(['Acme Product Terms', 'Old Terms']);
    await writeFile(path.join(root, 'stylesync.yaml'), 'glossaries_dir: .\n');
    expect(brief((await loadFlat({ cwd: root })).result.errors)).toEqual(['stylesync.yaml:1:1 glossaries-dir-holds-styles']);
    await writeFile(path.join(root, 'stylesync.yaml'), 'glossaries_dir: ../elsewhere\n');
    expect(brief((await loadFlat({ cwd: root })).result.errors)).toEqual(['stylesync.yaml:1:17 outside-repository']);
  });

  it('glossary files inside the styles directory are glossaries, not style lists', async () => {
    const root = await copy('valid-project');
    await writeFile(path.join(root, 'stylesync.yaml'), 'styles_dir: .\n');
    const { result } = await loadFlat({ cwd: root });
    expect(result.errors).toEqual([]);
    expect(result.files).toEqual(['styles/de.yaml']);
    expect(result.glossaries).toHaveLength(2);
  });

  it('with paths, only the glossary files named report; the rest are still read', async () => {
    const styles = await load('tsv-errors', { paths: ['styles/de.yaml'] });
    expect(styles.result.errors).toEqual([]);
    expect(styles.result.glossaries).toHaveLength(1);
    const named = await load('tsv-errors', { paths: ['glossaries/product.yaml'] });
    expect(named.result.errors).toHaveLength(7);
    expect(named.result.files).toEqual([]);
  });
});

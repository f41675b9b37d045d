import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.ts';
import { expectNoKeyLeak } from '../world/keys.ts';
import { world } from '../world/world.ts';
import { capture, repoRoot } from './capture.ts';
import { expectContains } from '../world/expect-contains.ts';
import { expectRun } from '../world/expect-run.ts';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures/glossary-files', name);

async function validate(cwd: string, args: string[] = [], env: Record<string, string> = {}) {
  const io = capture({ cwd, env });
  const code = await run(['validate', ...args], io);
  return { code, out: io.out, err: io.err };
}

describe('stylesync validate on glossary files', () => {
  it('prints each problem of a TSV and a CSV file at its line, with a hint, and exits 1', async () => {
    const r = await validate(fixture('tsv-errors'));
    expect(r.code).toBe(1);
    expect(r.err).toBe('');
    const heads = r.out.split('\n').filter((l) => /^\S+:\d+:\d+: /.test(l));
    expect(heads).toEqual([
      'glossaries/terms/en-de.tsv:2:8: error: the target term starts with whitespace; the service refuses it (trim the term) [term-whitespace]',
      'glossaries/terms/en-de.tsv:3:1: error: the source term "sign in" appears again; first on line 1 (a source term appears once per dictionary) [duplicate-term]',
      'glossaries/terms/en-de.tsv:4:1: warning: the source term "Sign in" differs only in case from "sign in" on line 1 [term-case-variant]',
      'glossaries/terms/en-de.tsv:5:1: error: the line is empty; remove empty lines [entries-syntax]',
      'glossaries/terms/en-de.tsv:6:1: error: the line has no tab; each line is "source<TAB>target" [entries-syntax]',
      'glossaries/terms/en-de.tsv:7:1: error: the source term is empty [empty-term]',
      'glossaries/terms/en-fr.csv:2:1: error: a quoted field is not closed on its line; close it with " (a term holds no line break) [entries-syntax]',
      'glossaries/terms/en-fr.csv:3:5: error: a quote inside an unquoted field; quote the whole field and write the quote twice ("") [entries-syntax]',
    ]);
    expect(r.out.split('\n').filter((l) => l.startsWith('  hint: '))).toHaveLength(heads.length);
    expect(r.out.trimEnd().split('\n').at(-1)).toBe('1 file, 1 list; 1 glossary in 3 files: 7 errors, 1 warning');
  });

  it('--format json: every diagnostic with file, line, col and code, and the glossaries read', async () => {
    const r = await validate(fixture('tsv-errors'), ['--format', 'json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out);
    expect(report.valid).toBe(false);
    expect(report.summary).toEqual({ files: 1, lists: 1, glossaries: 1, glossary_files: 3, errors: 7, warnings: 1 });
    expect(report.errors[0]).toMatchObject({ severity: 'error', code: 'term-whitespace', file: 'glossaries/terms/en-de.tsv', line: 2, col: 8 });
    expect(report.errors.every((d: { hint: string }) => d.hint.length > 0)).toBe(true);
    expect(report.glossaries).toEqual([
      {
        file: 'glossaries/product.yaml',
        name: 'Product Terms',
        state: 'present',
        dictionaries: [
          { source_language: 'en', target_language: 'de', entries: 3, entries_file: 'glossaries/terms/en-de.tsv' },
          { source_language: 'en', target_language: 'fr', entries: 2, entries_file: 'glossaries/terms/en-fr.csv' },
        ],
      },
    ]);
  });

  it('a valid project passes, its list naming a glossary that has the pair of its examples', async () => {
    const r = await validate(fixture('valid-project'));
    expect(r.out).toBe('1 file, 1 list; 2 glossaries (1 tombstone) in 4 files: 0 errors, 0 warnings\n');
    expect(r.code).toBe(0);
  });

  it('a list naming a missing, deleted or pair-less glossary fails, with a suggestion', async () => {
    const r = await validate(fixture('list-glossary-problems'));
    expect(r.code).toBe(1);
    expectContains(r.out, [
      'styles/fr.yaml:4:5: error: glossary `Acme Product Terms` (glossaries/acme.yaml) has no en→fr dictionary',
      'styles/fr.yaml:5:5: warning: glossary `Acme Produkt Terms` is not in the glossary files [unknown-glossary]',
      'hint: Did you mean `Acme Product Terms`?',
      'styles/fr.yaml:6:5: error: glossary `Retired Terms` is deleted by glossaries/retired.yaml',
      'styles/fr.yaml:10:5: error: the example has no source_language',
    ]);
  });

  it('terms holding terminal escapes or workflow commands are shown inert', async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const root = await mkdtemp(path.join(tmpdir(), 'stylesync-gloss-cli-'));
    try {
      await mkdir(path.join(root, 'styles'));
      await mkdir(path.join(root, 'glossaries'));
      await writeFile(path.join(root, 'styles/de.yaml'), 'name: D\nlanguage: de\n');
      await writeFile(path.join(root, 'glossaries/g.yaml'), 'name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: t.tsv\n');
      await writeFile(path.join(root, 'glossaries/t.tsv'), '::error::owned\tx\n::error::owned\ty\n**bold** [link](https://evil)\tz\n**bold** [link](https://evil)\tw\n');
      const r = await validate(root, [], { GITHUB_ACTIONS: 'true' });
      expect(r.code).toBe(1);
      expect(r.out.split('\n').filter((l) => l.startsWith('::'))).toHaveLength(2);
      expect(r.out).not.toMatch(/^::error::owned/m);
      expect(r.out).not.toContain('\x1b');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('stylesync validate on a TBX entries file', () => {
  it('names each problem at its concept’s line with a hint; terms holding workflow commands or escapes stay inert', async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const root = await mkdtemp(path.join(tmpdir(), 'stylesync-gloss-tbx-'));
    try {
      await mkdir(path.join(root, 'styles'));
      await mkdir(path.join(root, 'glossaries/terms'), { recursive: true });
      await writeFile(path.join(root, 'styles/de.yaml'), 'name: D\nlanguage: de\n');
      await writeFile(path.join(root, 'glossaries/g.yaml'), 'name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: terms/g.tbx\n');
      const concept = (en: string, de: string) => `<termEntry>\n  <langSet xml:lang="en"><tig><term>${en}</term></tig></langSet>\n  <langSet xml:lang="de"><tig><term>${de}</term></tig></langSet>\n</termEntry>\n`;
      // No ESC here: XML 1.0 cannot hold it, not even as &#x1B; (such a file is refused as not well-formed, test/report/tbx.test.ts).
      const hostile = '::error::owned ##[warning]x &lt;b&gt;';
      await writeFile(path.join(root, 'glossaries/terms/g.tbx'), `<?xml version="1.0"?>\n<martif type="TBX-Basic"><text><body>\n${concept(hostile, 'x')}${concept(hostile, 'y')}</body></text></martif>\n`);
      const r = await validate(root, [], { GITHUB_ACTIONS: 'true' });
      expect(r.code).toBe(1);
      const heads = r.out.split('\n').filter((l) => /^\S+:\d+:\d+: /.test(l));
      expect(heads).toHaveLength(1);
      expect(heads[0]).toMatch(/^glossaries\/terms\/g\.tbx:7:1: error: the source term .* appears again; first on line 3 .*\[duplicate-term\]$/);
      expect(r.out).toContain('  hint: Keep one entry per source term');
      expect(r.out).not.toMatch(/^::error::owned/m);
      expect(r.out).not.toContain('\x1b');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('a glossary file past 1 MB', () => {
  afterAll(() => expectNoKeyLeak());

  it('says where its terms can go: a TSV for bare pairs, a TBX to keep the long form', async () => {
    const w = await world();
    try {
      const entries = Array.from({ length: 20_000 }, (_, i) => `      term ${i}: {target: Begriff ${i}, forbidden: [Wort ${i}], note: n${i}}\n`).join('');
      await w.write('glossaries/big.yaml', `name: Big\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n${entries}`);
      const r = await w.cli(['validate']);
      expectRun(r, 1, {
        stdout: [
          '[file-too-large]',
          // Long-form entries cannot go to a TSV without losing what they say.
          '`entries_file: terms/en-de.tsv` for bare pairs, or `terms/en-de.tbx` to keep admitted alternatives, forbidden variants, definitions and notes',
        ],
      });
    } finally {
      await w.close();
    }
  });
});

describe('stylesync validate on an entries file that is a Git LFS pointer', () => {
  it('says it is a pointer and how to fetch the content, instead of a syntax error a line', async () => {
    const w = await world();
    try {
      await w.write('styles/de.yaml', 'name: D\nlanguage: de\n');
      await w.write('glossaries/g.yaml', 'name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: terms/en-de.tsv\n  - source_language: en\n    target_language: fr\n    entries_file: terms/en-fr.tbx\n');
      const pointer = 'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n';
      await w.write('glossaries/terms/en-de.tsv', pointer);
      await w.write('glossaries/terms/en-fr.tbx', pointer);
      const r = await w.cli(['validate']);
      expect(r.code).toBe(1);
      expectContains(r.stdout, [
        'glossaries/terms/en-de.tsv:1:1: error: glossaries/terms/en-de.tsv is a Git LFS pointer, not the entries themselves [lfs-pointer]',
        'glossaries/terms/en-fr.tbx:1:1: error: glossaries/terms/en-fr.tbx is a Git LFS pointer, not the entries themselves [lfs-pointer]',
        'hint: Fetch the content of the LFS files: `git lfs pull` (in a GitHub workflow, actions/checkout with `lfs: true`).',
      ], ['entries-syntax']);
    } finally {
      await w.close();
    }
  });
});

describe('validate --online checks glossary pairs against GET /v3/languages?resource=glossary', () => {
  afterAll(() => expectNoKeyLeak());

  it('an unsupported pair is an error at its dictionary; the glossary languages are cached like the others', async () => {
    const w = await world();
    try {
      await w.write('styles/de.yaml', 'name: D\nlanguage: de\n');
      await w.write(
        'glossaries/g.yaml',
        'name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries: {a: b}\n  - source_language: en\n    target_language: he\n    entries: {a: b}\n',
      );
      const env = { XDG_CACHE_HOME: `${w.dir}/cache` };
      const offline = await w.cli(['validate'], { env });
      expect(offline.code).toBe(0);
      expect(w.emu.log).toEqual([]);
      const online = await w.cli(['validate', '--online'], { env });
      expectRun(online, 1, {
        stdout: [
          'glossaries/g.yaml:6:22: error: the en→he dictionary is not a pair the service takes: `he` is not a glossary target language [unsupported-glossary-pair]',
        ],
      });
      // Three resources: style_rules, translate_text and glossary; the second run reads none (the log keeps no query).
      const reads = () => w.emu.log.filter((e) => e.route === '/v3/languages').length;
      expect(reads()).toBe(3);
      expect((await w.cli(['validate', '--online'], { env })).code).toBe(1);
      expect(reads()).toBe(3);
      // Without a glossary to keep (a tombstone only), the glossary languages are not asked for.
      await w.write('glossaries/g.yaml', 'name: G\nstate: absent\n');
      expect((await w.cli(['validate', '--online', '--refresh-languages'], { env })).code).toBe(0);
      expect(reads()).toBe(5);
    } finally {
      await w.close();
    }
  });
});

describe('validate --online finds a glossary a list names on the service', () => {
  afterAll(() => expectNoKeyLeak());

  it('reads the glossary list once, only when a list names a glossary the files lack, and checks its pairs', async () => {
    const w = await world();
    try {
      await w.write('styles/de.yaml', 'name: D\nlanguage: de\nglossaries: [Live Terms, Missing Terms]\nexamples:\n  - text: Sign in.\n    source_language: en\n');
      const { createClient } = await import('../../src/live/client.ts');
      const client = createClient({ baseUrl: w.emu.url, apiKey: w.env.STYLESYNC_API_KEY! });
      await client.createGlossary('Live Terms', [{ source_lang: 'en', target_lang: 'fr', entries: [['a', 'b']] }]);
      const r = await w.cli(['validate', '--online']);
      expectRun(r, 1, {
        stdout: [
          'styles/de.yaml:3:14: error: glossary `Live Terms` (the service) has no en→de dictionary',
          'styles/de.yaml:3:26: error: glossary `Missing Terms` is neither in the glossary files nor on the service',
        ],
      });
      expect(w.emu.log.filter((e) => e.route === '/v3/glossaries')).toHaveLength(2);
      await w.write('styles/de.yaml', 'name: D\nlanguage: de\n');
      expect((await w.cli(['validate', '--online'])).code).toBe(0);
      expect(w.emu.log.filter((e) => e.route === '/v3/glossaries')).toHaveLength(2);
    } finally {
      await w.close();
    }
  });
});

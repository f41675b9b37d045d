import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstInvalidUtf8, listYamlFiles, parseWithYaml, parseYamlBytes, parseYamlText, readYamlFile } from '../../src/config/load.ts';
import { fastParse } from '../../src/config/fast-yaml.ts';
import { parseYamlBytesLazily } from '../../src/config/read-yaml.ts';
import { formatPath, locate } from '../../src/config/position.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');

const DOC = [
  '# a comment line',
  'name: Acme',
  'language: de',
  'configured_rules:',
  '  numbers:',
  '    decimal_separator: use_comma_as_decimal_separator',
  'custom_instructions:',
  '  - label: Brand',
  '    prompt: "Keep it."',
  '    source_language: en',
  '  - label: Tone',
  '    prompt: >-',
  '      Be warm.',
  '    source_language: en',
  'empty:',
  '',
].join('\n');

// Both parsers must give the same answers: parseYamlText takes the fast path for this document, parseWithYaml never does.
const PARSERS = [
  ['fast path', (text: string) => parseYamlText(text, 'doc.yaml')],
  ['yaml package', (text: string) => parseWithYaml(text, 'doc.yaml')],
] as const;

describe.each(PARSERS)('positions (%s)', (_name, parse) => {
  const loaded = parse(DOC);
  if (!loaded.ok) throw new Error('fixture must parse');

  it('maps any document path to line:col', () => {
    expect(locate(loaded.pos, ['name'])).toEqual({ line: 2, col: 7 });
    expect(locate(loaded.pos, ['name'], 'key')).toEqual({ line: 2, col: 1 });
    expect(locate(loaded.pos, ['configured_rules', 'numbers', 'decimal_separator'])).toEqual({ line: 6, col: 24 });
    expect(locate(loaded.pos, ['configured_rules', 'numbers', 'decimal_separator'], 'key')).toEqual({ line: 6, col: 5 });
    expect(locate(loaded.pos, ['custom_instructions', 1])).toEqual({ line: 11, col: 5 });
    expect(locate(loaded.pos, ['custom_instructions', 0, 'prompt'])).toEqual({ line: 9, col: 13 });
    expect(locate(loaded.pos, ['custom_instructions', 1, 'prompt'])).toEqual({ line: 12, col: 13 });
  });

  it('points a missing path at its deepest existing parent, and an empty value at its key', () => {
    expect(locate(loaded.pos, ['custom_instructions', 1, 'nope'])).toEqual({ line: 11, col: 5 });
    expect(locate(loaded.pos, ['custom_instructions', 7])).toEqual({ line: 8, col: 3 });
    expect(locate(loaded.pos, ['empty'])).toEqual({ line: 15, col: 1 });
    expect(locate(loaded.pos, ['constructor'])).toEqual({ line: 2, col: 1 });
  });

  it('gives plain values', () => {
    expect(loaded.data).toMatchObject({
      name: 'Acme',
      custom_instructions: [
        { label: 'Brand', prompt: 'Keep it.' },
        { label: 'Tone', prompt: 'Be warm.' },
      ],
      empty: null,
    });
  });
});

it('the document above is one the fast path takes', () => {
  expect(fastParse(DOC)).toBeDefined();
});

describe('formatPath', () => {
  it('writes paths as diagnostics show them', () => {
    expect(formatPath(['custom_instructions', 3, 'label'])).toBe('custom_instructions[3].label');
    expect(formatPath([])).toBe('');
  });
});

describe('load problems', () => {
  it('reports YAML syntax errors at their line', () => {
    const loaded = parseYamlText('name: x\nprompt: Note: colon\n', 'bad.yaml');
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.diagnostics[0]).toMatchObject({ code: 'yaml-syntax', line: 2, severity: 'error' });
    expect(loaded.diagnostics[0]?.hint).toMatch(/quoted/);
  });

  it('reports a duplicate key with the line of the first', () => {
    const loaded = parseYamlText('name: a\nlanguage: de\nname: b\n', 'dup.yaml');
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.diagnostics).toHaveLength(1);
    expect(loaded.diagnostics[0]).toMatchObject({ code: 'duplicate-key', line: 3, col: 1, path: 'name' });
    expect(loaded.diagnostics[0]?.message).toContain('first set at line 1:1');
  });

  it('refuses documents that expand too many aliases', () => {
    const loaded = parseYamlText('a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n', 'lol.yaml');
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.diagnostics[0]?.code).toBe('too-many-aliases');
  });

  it('still allows a few aliases', () => {
    const loaded = parseYamlText('a: &a x\nb: *a\n', 'ok.yaml');
    expect(loaded.ok && loaded.data).toEqual({ a: 'x', b: 'x' });
  });

  it('calls empty and comment-only files empty', () => {
    for (const text of ['', '  \n', '# nothing\n']) {
      const loaded = parseYamlText(text, 'e.yaml');
      expect(!loaded.ok && loaded.diagnostics[0]?.code).toBe('empty-file');
    }
  });

  it('finds the first byte that is not UTF-8, with its line and column', () => {
    const bytes = new Uint8Array([0x61, 0x0a, 0x62, 0x63, 0xe9, 0x0a]);
    expect(firstInvalidUtf8(bytes)).toBe(4);
    const loaded = parseYamlBytes(bytes, 'latin1.yaml');
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.diagnostics[0]).toMatchObject({ code: 'not-utf8', line: 2, col: 3 });
    // Overlong encodings and surrogates are not UTF-8 either.
    expect(firstInvalidUtf8(new Uint8Array([0x41, 0xc0, 0x80]))).toBe(1);
    expect(firstInvalidUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(0);
    // Valid input: the answer is its length.
    expect(firstInvalidUtf8(new TextEncoder().encode('ok 😀 é'))).toBe(10);
  });

  it('strips a UTF-8 byte order mark', () => {
    const loaded = parseYamlBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('name: x\n')]), 'bom.yaml');
    expect(loaded.ok && loaded.data).toEqual({ name: 'x' });
  });
});

describe('files on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stylesync-load-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reports a file that cannot be read', async () => {
    await symlink(path.join(dir, 'nowhere.yaml'), path.join(dir, 'broken.yaml'));
    const loaded = await readYamlFile(path.join(dir, 'broken.yaml'), 'broken.yaml');
    expect(!loaded.ok && loaded.diagnostics[0]).toMatchObject({
      code: 'unreadable-file',
      line: 1,
      col: 1,
      message: 'cannot read the file: not found (a broken link?)',
    });
  });

  it('reports a directory named like a style file', async () => {
    await mkdir(path.join(dir, 'folder.yaml'));
    const loaded = await readYamlFile(path.join(dir, 'folder.yaml'), 'folder.yaml');
    expect(!loaded.ok && loaded.diagnostics[0]?.message).toBe('cannot read the file: it is a directory, not a file');
  });

  // Reading a FIFO blocks until someone writes to it: the file must be refused, not waited on.
  it.skipIf(process.platform === 'win32')('reports a link to a named pipe instead of waiting on it', async () => {
    const fifo = path.join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    await symlink(fifo, path.join(dir, 'piped.yaml'));
    const loaded = await readYamlFile(path.join(dir, 'piped.yaml'), 'piped.yaml');
    expect(!loaded.ok && loaded.diagnostics[0]?.message).toBe('cannot read the file: it is not a regular file (a pipe, socket or device?)');
  });

  it.skipIf(process.getuid?.() === 0)('reports a file without read permission', async () => {
    const file = path.join(dir, 'secret.yaml');
    await writeFile(file, 'name: x\n');
    await chmod(file, 0o000);
    const loaded = await readYamlFile(file, 'secret.yaml');
    expect(!loaded.ok && loaded.diagnostics[0]?.message).toContain('permission denied');
  });

  it('lists .yaml and .yml files recursively, skipping other and hidden files', async () => {
    const files = await listYamlFiles(path.join(fixtures, 'valid'));
    const names = files.map((f) => path.relative(fixtures, f));
    expect(names).toContain(path.join('valid', 'extends', '_base.yaml'));
    expect(names).toContain(path.join('valid', 'full-example.yaml'));
    await writeFile(path.join(dir, 'notes.txt'), 'not yaml');
    await writeFile(path.join(dir, 'a.yml'), 'name: x\n');
    await writeFile(path.join(dir, '.hidden.yaml'), 'name: x\n');
    expect((await listYamlFiles(dir)).map((f) => path.basename(f)).sort()).toEqual(['a.yml', 'broken.yaml', 'piped.yaml']);
  });
});

// Reading a project imports the `yaml` package only when a file needs it
// (read-yaml.ts); what it gives must be what the at-once parse gives.
describe('parseYamlBytesLazily', () => {
  const cases: [string, Uint8Array][] = [
    ['plain, fast', new TextEncoder().encode(DOC)],
    ['declined by the fast reader', new TextEncoder().encode('a: &x v\nb: *x\nc: 1.5\n')],
    ['a syntax error', new TextEncoder().encode('name: x\nprompt: Note: colon\n')],
    ['duplicate keys', new TextEncoder().encode('name: a\nname: b\n')],
    ['empty', new TextEncoder().encode('  \n')],
    ['not UTF-8', new Uint8Array([0x6e, 0x3a, 0x20, 0xff, 0x0a])],
    ['flow nesting too deep', new TextEncoder().encode(`a: ${'['.repeat(100)}\n`)],
    ['block nesting too deep', new TextEncoder().encode(Array.from({ length: 80 }, (_, k) => `${' '.repeat(k)}k:`).join('\n') + ' v\n')],
  ];
  it.each(cases)('%s: as parseYamlBytes', async (_name, bytes) => {
    expect(await parseYamlBytesLazily(bytes, 'doc.yaml')).toEqual(parseYamlBytes(bytes, 'doc.yaml'));
  });

  // Flow brackets are counted before the nesting is measured (read-yaml.ts flowTooDeep): past 64 opening brackets of
  // either kind, the nesting decides; the bound is the same either way.
  it.each([
    ['64 nested', `${'['.repeat(64)}${']'.repeat(64)}\n`, true],
    ['65 nested', `${'['.repeat(65)}${']'.repeat(65)}\n`, false],
    ['70 side by side', `a: [${'[x], '.repeat(70)}[x]]\n`, true],
    ['65 nested of both kinds', `a: ${'{b: '.repeat(35)}${'['.repeat(30)}x${']'.repeat(30)}${'}'.repeat(35)}\n`, false],
    ['65 in a quoted text', `a: "${'['.repeat(65)}"\n`, false],
    ['65 of both kinds in a quoted text', `a: "${'{'.repeat(35)}${'['.repeat(30)}"\n`, false],
  ])('flow brackets, %s: accepted %s', async (_name, text, accepted) => {
    const loaded = await parseYamlBytesLazily(new TextEncoder().encode(text), 'doc.yaml');
    expect(loaded.ok ? 'ok' : loaded.diagnostics.map((d) => d.code)).toEqual(accepted ? 'ok' : ['too-deep']);
  });

  // The fast reader counts the nesting of what it reads from an ASCII file's bytes, and the loader bounds that count
  // instead of walking the data: the bound is the same (64 levels) either way.
  it.each([
    [64, true],
    [65, false],
  ])('block nesting of %i levels, read fast from bytes: accepted %s', async (levels, accepted) => {
    const text = Array.from({ length: levels }, (_, k) => `${' '.repeat(k)}k:`).join('\n') + ' v\n';
    for (const bytes of [new TextEncoder().encode(text), new TextEncoder().encode(`# ü\n${text}`)]) {
      const loaded = await parseYamlBytesLazily(bytes, 'doc.yaml');
      expect(loaded.ok ? 'ok' : loaded.diagnostics.map((d) => d.code)).toEqual(accepted ? 'ok' : ['too-deep']);
    }
  });
});

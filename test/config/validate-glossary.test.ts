import { describe, expect, it } from 'vitest';
import type { DesiredGlossary } from '../../src/catalog/glossary.ts';
import { parseYamlText } from '../../src/config/load.ts';
import type { DesiredList, Diagnostic } from '../../src/config/model.ts';
import { readEntriesFile, MAX_ENTRY_PROBLEMS } from '../../src/config/validate-glossary-entries.ts';
import { checkAcrossGlossaries, checkGlossaryRefs } from '../../src/config/validate-glossary-refs.ts';
import { checkGlossaryDocument } from '../../src/config/validate-glossary.ts';
import { deGlossaryText, glossaryFile } from '../world/files.ts';

/** One glossary file from plain text, as the loader would hand it over. */
function check(text: string, file = 'glossaries/g.yaml') {
  const loaded = parseYamlText(text, file);
  if (!loaded.ok) throw new Error(`not parsed: ${JSON.stringify(loaded.diagnostics)}`);
  return checkGlossaryDocument(loaded);
}

const brief = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.file}:${d.line}:${d.col} ${d.severity} ${d.code}`);

const ACME = glossaryFile({
  name: 'Acme Product Terms',
  dictionaries: { de: { 'sign in': 'anmelden', 'Acme Cloud': 'Acme Cloud' } },
  // A second dictionary the builder does not write: an upper-case source language and a file of entries.
  tail: `  - source_language: EN
    target_language: fr
    entries_file: terms/en-fr.tsv
`,
});

describe('checkGlossaryDocument', () => {
  it('reads the format of the issue: inline entries with their lines, entries files to read, codes in lower case', () => {
    const { glossary, entriesFiles, diagnostics } = check(ACME);
    expect(diagnostics).toEqual([]);
    expect(glossary).toMatchObject({ file: 'glossaries/g.yaml', name: 'Acme Product Terms', state: 'present', origin: { line: 1, col: 7 } });
    const [de, fr] = glossary!.dictionaries;
    expect([...de!.entries]).toEqual([
      ['sign in', 'anmelden'],
      ['Acme Cloud', 'Acme Cloud'],
    ]);
    expect(de!.entryOrigins.get('Acme Cloud')).toEqual({ file: 'glossaries/g.yaml', line: 7, col: 7 });
    expect(fr).toMatchObject({ source_lang: 'en', target_lang: 'fr', entriesFile: 'glossaries/terms/en-fr.tsv' });
    expect(entriesFiles.map((f) => [f.file, f.format, f.at.pos.line])).toEqual([['glossaries/terms/en-fr.tsv', 'tsv', 10]]);
  });

  it('keeps a `note:` (issue #30) and refuses one with a control character or over 200 characters', () => {
    expect(check(`note: Login terms agreed with support\n${ACME}`).glossary?.note).toBe('Login terms agreed with support');
    const control = check(`note: "a\\u0007b"\n${ACME}`);
    expect(brief(control.diagnostics)).toEqual(['glossaries/g.yaml:1:7 error control-character']);
    expect(control.glossary?.note).toBeUndefined();
    const long = check(`note: ${'x'.repeat(201)}\n${ACME}`);
    expect(long.diagnostics.map((d) => d.path)).toEqual(['note']);
    expect(long.glossary?.note).toBeUndefined();
  });

  it('refuses language variants with the base code to use, and what is no code at all', () => {
    const { diagnostics } = check('name: G\ndictionaries:\n  - source_language: pt-BR\n    target_language: zh_Hans\n    entries: {a: b}\n  - source_language: english\n    target_language: de\n    entries: {a: b}\n');
    expect(brief(diagnostics)).toEqual([
      'glossaries/g.yaml:3:22 error glossary-language-variant',
      'glossaries/g.yaml:4:22 error glossary-language-variant',
      'glossaries/g.yaml:6:22 error invalid-glossary-language',
    ]);
    expect(diagnostics[0]!.hint).toBe('Glossaries apply to every variant: use `pt`.');
    expect(diagnostics[1]!.hint).toContain('use `zh`');
  });

  it('one dictionary per pair, compared case-insensitively', () => {
    const { glossary, diagnostics } = check('name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries: {a: b}\n  - source_language: EN\n    target_language: De\n    entries: {c: d}\n');
    expect(brief(diagnostics)).toEqual(['glossaries/g.yaml:6:22 error duplicate-dictionary']);
    expect(diagnostics[0]!.message).toContain('line 3:22');
    expect(glossary!.dictionaries).toHaveLength(1);
  });

  it('every term rule of the spec on inline entries, at the line of the term', () => {
    const text = deGlossaryText([
      '" sign in": anmelden', // 6: leading whitespace
      'Cloud: Wolke',
      'cloud: Wolke', // 8: case variant (warning)
      'empty: ""', // 9: empty target
      '"line\\u2028sep": x', // 10: line separator
      `long: "${'ü'.repeat(513)}"`, // 11: 1026 bytes
      'ok: "fine "', // 12: trailing whitespace in the target
    ]);
    const { glossary, diagnostics } = check(text);
    expect(brief(diagnostics)).toEqual([
      'glossaries/g.yaml:6:7 error term-whitespace',
      'glossaries/g.yaml:8:7 warning term-case-variant',
      'glossaries/g.yaml:9:14 error empty-term',
      'glossaries/g.yaml:10:7 error term-control-character',
      'glossaries/g.yaml:11:13 error term-too-long',
      'glossaries/g.yaml:12:11 error term-whitespace',
    ]);
    expect(diagnostics.every((d) => d.hint.length > 0)).toBe(true);
    expect(diagnostics[3]!.message).toContain('U+2028');
    expect([...glossary!.dictionaries[0]!.entries.keys()]).toEqual(['Cloud', 'cloud']);
  });

  it('a dictionary needs entries or an entries file, not both; a glossary needs a dictionary', () => {
    expect(brief(check('name: G\ndictionaries: []\n').diagnostics)).toEqual(['glossaries/g.yaml:2:15 error no-dictionaries']);
    const { diagnostics } = check(
      'name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n  - source_language: en\n    target_language: fr\n    entries: {}\n  - source_language: en\n    target_language: it\n    entries: {a: b}\n    entries_file: x.tsv\n',
    );
    expect(brief(diagnostics)).toEqual([
      'glossaries/g.yaml:3:5 error missing-entries',
      'glossaries/g.yaml:7:14 error empty-dictionary',
      'glossaries/g.yaml:11:5 error entries-and-file',
    ]);
  });

  it('entries_file stays inside the repository and says its format by extension', () => {
    const file = (name: string) => check(`name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: ${JSON.stringify(name)}\n`, 'glossaries/sub/g.yaml');
    expect(file('../../terms.tsv').entriesFiles[0]!.file).toBe('terms.tsv');
    expect(file('Terms.CSV').entriesFiles[0]).toMatchObject({ file: 'glossaries/sub/Terms.CSV', format: 'csv' });
    for (const escape of ['../../../etc/passwd.tsv', '/etc/passwd.tsv', 'C:\\\\x.tsv', 'a/../../../../b.tsv']) {
      const r = file(escape);
      expect(r.entriesFiles).toEqual([]);
      expect(brief(r.diagnostics)).toEqual(['glossaries/sub/g.yaml:5:19 error outside-repository']);
    }
    expect(brief(file('terms.txt').diagnostics)).toEqual(['glossaries/sub/g.yaml:5:19 error entries-file-format']);
  });

  it('the name: control characters and 1024 UTF-8 bytes are errors, surrounding spaces a warning', () => {
    expect(brief(check(`name: "A\\tB"\ndictionaries: [{source_language: en, target_language: de, entries: {a: b}}]\n`).diagnostics)).toEqual(['glossaries/g.yaml:1:7 error control-character']);
    expect(brief(check(`name: ${'€'.repeat(342)}\ndictionaries: [{source_language: en, target_language: de, entries: {a: b}}]\n`).diagnostics)).toEqual(['glossaries/g.yaml:1:7 error name-too-long']);
    expect(check(`name: ${'€'.repeat(341)}x\ndictionaries: [{source_language: en, target_language: de, entries: {a: b}}]\n`).diagnostics).toEqual([]);
    expect(brief(check(`name: " G"\ndictionaries: [{source_language: en, target_language: de, entries: {a: b}}]\n`).diagnostics)).toEqual(['glossaries/g.yaml:1:7 warning surrounding-whitespace']);
  });

  it('schema: unknown fields with a suggestion, wire names refused, tombstones need a name or id', () => {
    const wire = check('name: G\ndictionaries:\n  - source_lang: en\n    target_language: de\n    entries: {a: b}\n');
    expect(wire.diagnostics.map((d) => [d.code, d.line])).toContainEqual(['unknown-field', 3]);
    expect(wire.diagnostics.find((d) => d.code === 'unknown-field')!.hint).toContain('source_language');
    expect(brief(check('state: absent\n').diagnostics)).toEqual(['glossaries/g.yaml:1:1 error missing-field']);
    expect(check('state: absent\n').diagnostics[0]!.message).toContain('glossary_id');
    const tomb = check('name: G\nstate: absent\ndictionaries: []\n');
    expect(brief(tomb.diagnostics)).toEqual(['glossaries/g.yaml:3:1 warning tombstone-content']);
    expect(tomb.glossary).toMatchObject({ state: 'absent', dictionaries: [] });
    expect(brief(check('name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries: {a: 1}\n').diagnostics)).toEqual(['glossaries/g.yaml:5:18 error wrong-type']);
  });
});

describe('readEntriesFile', () => {
  const ref = (format: 'tsv' | 'csv', target = 'de') => check(`name: G\ndictionaries:\n  - source_language: en\n    target_language: ${target}\n    entries_file: t.${format}\n`).entriesFiles[0]!;

  it('fills the dictionary with the lines of the file', () => {
    const tsv = ref('tsv');
    expect(readEntriesFile(tsv, 'sign in\tanmelden\r\nlog out\tabmelden\n')).toEqual([]);
    expect([...tsv.dictionary.entries]).toEqual([
      ['sign in', 'anmelden'],
      ['log out', 'abmelden'],
    ]);
    expect(tsv.dictionary.entryOrigins.get('log out')).toEqual({ file: 'glossaries/t.tsv', line: 2, col: 1 });
  });

  it('reports each problem at its line and column in the entries file', () => {
    const ds = readEntriesFile(ref('tsv'), 'a\tA\nb\t B\na\tagain\nA\tx\n\nno tab\n');
    expect(brief(ds)).toEqual([
      'glossaries/t.tsv:2:3 error term-whitespace',
      'glossaries/t.tsv:3:1 error duplicate-term',
      'glossaries/t.tsv:5:1 error entries-syntax',
      'glossaries/t.tsv:6:1 error entries-syntax',
      'glossaries/t.tsv:4:1 warning term-case-variant',
    ]);
    expect(ds.every((d) => d.hint !== '')).toBe(true);
  });

  it('CSV: the service dialect, lines of other pairs skipped, none left is an empty dictionary', () => {
    const csv = ref('csv');
    expect(readEntriesFile(csv, '"Acme, Inc.",Acme\nx,y,en,fr\n')).toEqual([]);
    expect([...csv.dictionary.entries.keys()]).toEqual(['Acme, Inc.']);
    expect(brief(readEntriesFile(ref('csv'), 'x,y,en,fr\n'))).toEqual(['glossaries/g.yaml:5:19 error empty-dictionary']);
    expect(readEntriesFile(ref('csv'), '"open,x\n')[0]!.hint).toContain('quote a field');
  });

  it('stops after a bounded number of problems and says so', () => {
    const ds = readEntriesFile(ref('tsv'), 'no tab\n'.repeat(10_000));
    expect(ds).toHaveLength(MAX_ENTRY_PROBLEMS + 1);
    expect(ds.at(-1)).toMatchObject({ code: 'entries-check-stopped', line: MAX_ENTRY_PROBLEMS });
  });
});

const glossary = (file: string, name: string, pairs: [string, string][], extra: Partial<DesiredGlossary> = {}): DesiredGlossary => ({
  file,
  name,
  state: 'present',
  origin: { file, line: 1, col: 7 },
  dictionaries: pairs.map(([source_lang, target_lang]) => ({ source_lang, target_lang, entries: new Map(), entryOrigins: new Map(), origin: { file, line: 3, col: 22 } })),
  ...extra,
});

describe('checkAcrossGlossaries', () => {
  it('names and pins are unique among the files', () => {
    const ds = checkAcrossGlossaries([
      glossary('glossaries/a.yaml', 'Terms', [], { glossary_id: 'g1' }),
      glossary('glossaries/b.yaml', 'Terms', [], { glossary_id: 'g1' }),
      glossary('glossaries/c.yaml', 'Other', [], { state: 'absent' }),
      glossary('glossaries/d.yaml', 'Other', []),
    ]);
    expect(brief(ds)).toEqual([
      'glossaries/b.yaml:1:7 error duplicate-glossary-name',
      'glossaries/b.yaml:1:7 error duplicate-glossary-id',
      'glossaries/d.yaml:1:7 error duplicate-glossary-name',
    ]);
    expect(ds[2]!.hint).toContain('state: absent');
  });
});

describe('checkGlossaryRefs', () => {
  const list = (glossaries: string[], examples: { source_language?: string; target_language?: string }[] = []): DesiredList => ({
    file: 'styles/fr.yaml',
    name: 'FR',
    language: 'fr',
    state: 'present',
    configured_rules: {},
    ruleOrigins: {},
    custom_instructions: [],
    origin: { file: 'styles/fr.yaml', line: 1, col: 7 },
    glossaries: glossaries.map((name, i) => ({ name, origin: { file: 'styles/fr.yaml', line: 4 + i, col: 5 }, path: `glossaries[${i}]` })),
    examples: examples.map((e, i) => ({ text: 't', ...e, origin: { file: 'styles/fr.yaml', line: 20 + i, col: 5 }, path: `examples[${i}]`, at: {} })),
  });
  const files = [glossary('glossaries/acme.yaml', 'Acme', [['en', 'fr']]), glossary('glossaries/old.yaml', 'Old', [], { state: 'absent' })];

  it('a named glossary must exist, in the files or (online) on the service, and not be deleted; offline a name missing from the files is a warning', () => {
    expect(brief(checkGlossaryRefs([list(['Acme', 'Acm', 'Old', 'Live'])], files))).toEqual([
      'styles/fr.yaml:5:5 warning unknown-glossary',
      'styles/fr.yaml:6:5 error glossary-deleted',
      'styles/fr.yaml:7:5 warning unknown-glossary',
    ]);
    const live = [{ glossary_id: 'x', name: 'Live', dictionaries: [{ source_lang: 'en', target_lang: 'fr', entry_count: 1 }] }];
    const online = checkGlossaryRefs([list(['Live', 'Acm'])], files, live);
    expect(brief(online)).toEqual(['styles/fr.yaml:5:5 error unknown-glossary']);
    expect(online[0]!.message).toContain('nor on the service');
    expect(online[0]!.hint).toContain('Did you mean `Acme`?');
  });

  it('every pair an example translates needs a dictionary in every named glossary; examples need a source language', () => {
    const ds = checkGlossaryRefs([list(['Acme'], [{ source_language: 'en' }, { source_language: 'en-GB', target_language: 'fr-CA' }, { source_language: 'de' }, {}])], files);
    expect(brief(ds)).toEqual(['styles/fr.yaml:23:5 error example-needs-source-language', 'styles/fr.yaml:4:5 error glossary-missing-pair']);
    expect(ds[1]!.message).toContain('no de→fr dictionary');
    expect(ds[1]!.hint).toContain('source_language: de and target_language: fr to glossaries/acme.yaml');
  });

  it('at most five glossaries, each once; tombstoned lists are not checked', () => {
    const many = checkGlossaryRefs([list(['Acme', 'Acme', 'Acme', 'Acme', 'Acme', 'Acme'])], files);
    expect(many.map((d) => d.code)).toEqual(['too-many-glossaries', ...Array(5).fill('duplicate-glossary-ref')]);
    expect(checkGlossaryRefs([{ ...list(['Nope']), state: 'absent' }], files)).toEqual([]);
  });
});

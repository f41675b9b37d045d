import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { instructionOrigin, packSourceLanguageAt, sourceLanguageOrigin } from '../../src/catalog/desired.ts';
import type { Diagnostic } from '../../src/config/model.ts';
import { parseYamlText } from '../../src/config/load.ts';
import { fragmentMatcher } from '../../src/config/paths.ts';
import { loadFlat, validateFlat, type FlatResult } from './flat-result.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const invalid = path.join(fixtures, 'invalid');
const valid = path.join(fixtures, 'valid');

async function validate(paths: string[], options: { strict?: boolean; cwd?: string } = {}): Promise<FlatResult> {
  const { result } = await loadFlat({ cwd: options.cwd ?? invalid, paths, strict: options.strict ?? false });
  return result;
}

/** The one diagnostic with this code; fails the test when there is not exactly one. */
function one(result: FlatResult, code: string): Diagnostic {
  const found = [...result.errors, ...result.warnings].filter((d) => d.code === code);
  expect(found, `diagnostics: ${JSON.stringify([...result.errors, ...result.warnings], null, 1)}`).toHaveLength(1);
  return found[0] as Diagnostic;
}

describe('errors, each with file:line:col, path and hint', () => {
  it('unknown value: suggests the closest allowed values', async () => {
    const result = await validate(['unknown-value.yaml']);
    const d = one(result, 'unknown-value');
    expect(d).toMatchObject({ severity: 'error', file: 'unknown-value.yaml', line: 5, col: 24, path: 'configured_rules.numbers.decimal_separator' });
    expect(d.message).toBe('`use_coma_as_decimal_separator` is not an allowed value of numbers.decimal_separator');
    expect(d.hint).toMatch(/^Did you mean `use_comma_as_decimal_separator`, /);
    expect(d.hint.match(/`use_/g)).toHaveLength(3);
  });

  it('control characters in a name or label are errors with a hint; in a prompt they are not', () => {
    const text = 'name: "N\\0UL"\nlanguage: en\ncustom_instructions:\n  - label: "a\\tb"\n    prompt: "line one\\nline two"\n  - label: "ok"\n    prompt: p\n';
    const result = validateFlat([parseYamlText(text, 'l.yaml')], { isFragment: fragmentMatcher([]) });
    const found = result.errors.filter((d) => d.code === 'control-character');
    expect(found.map((d) => [d.path, d.line, d.col])).toEqual([
      ['name', 1, 7],
      ['custom_instructions[0].label', 4, 12],
    ]);
    expect(found[0]?.message).toContain('U+0000');
    expect(found[1]?.message).toContain('U+0009');
    expect(found[0]?.hint).toMatch(/^Remove it/);
    expect(result.errors).toHaveLength(2);
  });

  // collectInstructions decides printable ASCII at both ends without a regex (issue #31): what lies just outside it still counts.
  it('control characters and surrounding white space of labels and prompts at the edges of printable ASCII', () => {
    const items = [
      ['"a\\x7Fb"', 'p'], // DEL: a control character
      ['"a\\x85b"', 'p'], // NEL: a C1 control character
      ['"\\x9F"', 'p'],
      ['"~ ~"', 'p'], // printable from end to end, a space inside: nothing
      ['"!"', '"\\xA0p"'], // a no-break space before the prompt
      ['"x\\xA0"', 'p'], // after the label
      ['"\\u3000y"', '"p\\u2003"'], // an ideographic space, an em space
      ['"\\x20z"', 'p'],
    ];
    const text = `name: L\nlanguage: en\ncustom_instructions:\n${items.map(([label, prompt]) => `  - label: ${label}\n    prompt: ${prompt}\n`).join('')}`;
    const result = validateFlat([parseYamlText(text, 'l.yaml')], { isFragment: fragmentMatcher([]) });
    const found = [...result.errors, ...result.warnings].map((d) => [d.code, d.path, d.message.match(/U\+[0-9A-F]{4}/)?.[0]]);
    expect(found).toEqual([
      ['control-character', 'custom_instructions[0].label', 'U+007F'],
      ['control-character', 'custom_instructions[1].label', 'U+0085'],
      ['control-character', 'custom_instructions[2].label', 'U+009F'],
      ['surrounding-whitespace', 'custom_instructions[4].prompt', undefined],
      ['surrounding-whitespace', 'custom_instructions[5].label', undefined],
      ['surrounding-whitespace', 'custom_instructions[6].label', undefined],
      ['surrounding-whitespace', 'custom_instructions[6].prompt', undefined],
      ['surrounding-whitespace', 'custom_instructions[7].label', undefined],
    ]);
  });

  it('a `note:` (issue #30) is kept for the guide; a hidden character, a line break or more than 200 characters is an error, and the note is not kept', () => {
    const run = (note: string) => validateFlat([parseYamlText(`name: L\nlanguage: en\nnote: ${note}\n`, 'l.yaml')], { isFragment: fragmentMatcher([]) });
    const good = run("'Dates <b>24-hour</b> | agreed with support'");
    expect(good.errors).toEqual([]);
    expect(good.lists[0]?.note).toBe('Dates <b>24-hour</b> | agreed with support');
    const bad = (note: string) => run(note).errors.map((d) => [d.code, d.path, d.line, d.col]);
    expect(bad('"a\\nb"')).toEqual([['control-character', 'note', 3, 7]]);
    expect(bad('"a\\u202Eb"')).toEqual([['hidden-character', 'note', 3, 7]]);
    expect(bad('|\n  block\n')).toEqual([['control-character', 'note', 3, 7]]);
    expect(run(`"a\\tb"`).lists[0]?.note).toBeUndefined();
    const long = run('x'.repeat(201));
    expect(long.errors.map((d) => d.path)).toEqual(['note']);
    expect(long.lists[0]?.note).toBeUndefined();
    expect(run('x'.repeat(200)).errors).toEqual([]);
    // A fragment is no file of a list's history: it is told to move the note, as it is for name or protect.
    const fragment = validateFlat([parseYamlText('note: words\nconfigured_rules: {}\n', '_shared.yaml')], { isFragment: fragmentMatcher([]) });
    expect(fragment.errors.map((d) => [d.code, d.path])).toEqual([['fragment-field', 'note']]);
  });

  it('value suggestions fit the list: a German list is not offered the Korean 12-hour clock', () => {
    const hint = (language: string) => {
      const text = `name: L\nlanguage: ${language}\nconfigured_rules:\n  dates_and_times:\n    time_format: use_12_hour_clock\n`;
      const result = validateFlat([parseYamlText(text, 'l.yaml')], { isFragment: fragmentMatcher([]) });
      return one(result, 'unknown-value').hint;
    };
    const german = hint('de');
    expect(german).not.toContain('korean');
    expect(german).toMatch(/^Did you mean `use_hh_\w+_german_word_uhr_/);
    const korean = hint('ko');
    expect(korean).toMatch(/^Did you mean `use_12_hour_clock_with_korean_words_시_and_분`/);
    expect(korean).not.toContain('german');
  });

  it('a language written as its name suggests the code', () => {
    const hint = (language: string) => {
      const result = validateFlat([parseYamlText(`name: L\nlanguage: ${language}\n`, 'l.yaml')], { isFragment: fragmentMatcher([]) });
      return one(result, 'invalid-language').hint;
    };
    expect(hint('italian')).toBe('Write the language code: `it`.');
    expect(hint('Italiano')).toBe('Write the language code: `it`.');
    expect(hint('German')).toBe('Write the language code: `de`.');
    expect(hint('日本語')).toBe('Write the language code: `ja`.');
    const source = validateFlat(
      [parseYamlText('name: L\nlanguage: de\ncustom_instructions:\n  - label: A\n    prompt: B\n    source_language: Italian\n', 'l.yaml')],
      { isFragment: fragmentMatcher([]) },
    );
    expect(one(source, 'invalid-source-language').hint).toBe('Write the language code: `it`.');
  });

  it('a language the service has no style rules for', async () => {
    const d = one(await validate(['unsupported-language.yaml']), 'invalid-language');
    expect(d).toMatchObject({ line: 2, col: 11, path: 'language' });
    expect(d.message).toContain('`pt`');
    expect(d.hint).toContain('de, en, es, fr, it, ja, ko or zh');
    const regional = one(await validate(['regional-language.yaml']), 'invalid-language');
    expect(regional.hint).toContain('write `en`');
  });

  it('a prompt over 300 code points (emoji count as one)', async () => {
    const d = one(await validate(['prompt-too-long.yaml']), 'prompt-too-long');
    expect(d).toMatchObject({ line: 8, path: 'custom_instructions[1].prompt' });
    expect(d.message).toContain('301 characters long; the service allows at most 300');
    const ok = await validate(['prompt-300-emoji.yaml'], { cwd: valid });
    expect(ok.errors).toEqual([]);
  });

  it('a label over 100 characters', async () => {
    const d = one(await validate(['label-too-long.yaml']), 'label-too-long');
    expect(d).toMatchObject({ line: 4, col: 12, path: 'custom_instructions[0].label' });
    expect(d.message).toContain('101 characters long; the service allows at most 100');
  });

  it('an empty label or prompt', async () => {
    const label = one(await validate(['empty-label.yaml']), 'empty-value');
    expect(label).toMatchObject({ line: 4, path: 'custom_instructions[0].label' });
    expect(label.message).toBe('`custom_instructions[0].label` is empty');
    const prompt = one(await validate(['empty-prompt.yaml']), 'empty-value');
    expect(prompt).toMatchObject({ line: 5, path: 'custom_instructions[0].prompt' });
    expect(prompt.message).toContain('is empty');
  });

  it('a missing name or language', async () => {
    const name = one(await validate(['missing-name.yaml']), 'missing-field');
    expect(name.message).toBe('`name` is missing');
    expect(name.line).toBe(2); // the document's first key, after the comment
    const language = one(await validate(['missing-language.yaml']), 'missing-field');
    expect(language.message).toBe('`language` is missing');
    expect(language.line).toBe(1);
    expect(language.hint).toContain('de, en, es, fr, it, ja, ko or zh');
  });

  it('more than 200 instructions once extends is applied', async () => {
    const d = one(await validate(['too-many-instructions']), 'too-many-instructions');
    expect(d).toMatchObject({ file: 'too-many-instructions/list.yaml', line: 4, col: 1 });
    expect(d.message).toContain('210 custom instructions after extends (60 from fragments, 150 of its own)');
    const ok = await validate(['two-hundred-instructions'], { cwd: valid });
    expect(ok.errors).toEqual([]);
    expect(ok.lists[0]?.custom_instructions).toHaveLength(200);
  });

  it('duplicate labels in one list, naming the line of the first', async () => {
    const d = one(await validate(['duplicate-label.yaml']), 'duplicate-label');
    expect(d).toMatchObject({ line: 10, col: 12, path: 'custom_instructions[2].label' });
    expect(d.message).toBe('duplicate label `Tone`: custom_instructions[0] at line 4 has the same label');
  });

  it('the same list name in two files', async () => {
    const d = one(await validate(['duplicate-names']), 'duplicate-name');
    expect(d).toMatchObject({ file: 'duplicate-names/b.yaml', line: 2, col: 7 });
    expect(d.message).toContain('also used by duplicate-names/a.yaml:1:7');
  });

  it('the same pinned style_id in two files', async () => {
    const d = one(await validate(['duplicate-style-id']), 'duplicate-style-id');
    expect(d).toMatchObject({ file: 'duplicate-style-id/b.yaml', line: 3, col: 11, path: 'style_id' });
    expect(d.message).toContain('also pinned by duplicate-style-id/a.yaml:3:11');
  });

  it('duplicate YAML keys', async () => {
    const d = one(await validate(['duplicate-key.yaml']), 'duplicate-key');
    expect(d).toMatchObject({ line: 6, col: 3, path: 'configured_rules.punctuation' });
    expect(d.message).toContain('first set at line 4:3');
  });

  it('YAML syntax errors', async () => {
    const d = one(await validate(['yaml-syntax.yaml']), 'yaml-syntax');
    expect(d.line).toBe(5);
    expect(d.message).toMatch(/^YAML syntax error: /);
    expect(d.hint).toContain('quoted');
  });

  it('too many aliases (billion laughs)', async () => {
    const d = one(await validate(['billion-laughs.yaml']), 'too-many-aliases');
    expect(d.line).toBe(2);
    expect(d.message).toBe('the document expands more than 100 aliases (a "billion laughs" pattern)');
  });

  it('empty files, non-UTF-8 files and UTF-16 files', async () => {
    expect(one(await validate(['empty.yaml']), 'empty-file')).toMatchObject({ line: 1, col: 1, message: 'the file is empty' });
    expect(one(await validate(['comments-only.yaml']), 'empty-file').message).toBe('the file is empty');
    const latin1 = one(await validate(['not-utf8.yaml']), 'not-utf8');
    expect(latin1).toMatchObject({ line: 3, col: 6 });
    expect(latin1.message).toMatch(/^the file is not valid UTF-8 \(byte 0x[0-9a-f]{2} at offset \d+\)$/);
    expect(latin1.hint).toContain('UTF-8');
    const utf16 = one(await validate(['utf16.yaml']), 'not-utf8');
    expect(utf16).toMatchObject({ line: 1, col: 1, message: 'the file is UTF-16, not UTF-8' });
  });

  it('an unreadable file, even as root: `extends` naming a directory called _directory.yaml', async () => {
    const d = one(await validate(['unreadable-file/list.yaml']), 'unreadable-file');
    expect(d).toMatchObject({ file: 'unreadable-file/_directory.yaml', line: 1, col: 1 });
    expect(d.message).toBe('cannot read the file: it is a directory, not a file');
    expect(d.hint).toContain('style file');
  });

  it('an extends cycle, reported once', async () => {
    const result = await validate(['extends-cycle']);
    const d = one(result, 'extends-cycle');
    expect(d.message).toMatch(/extends cycle: extends-cycle\/_(a|b)\.yaml → extends-cycle\/_(a|b)\.yaml → extends-cycle\/_(a|b)\.yaml/);
    expect(d.path).toMatch(/^extends/);
  });

  it('a missing fragment', async () => {
    const d = one(await validate(['missing-fragment.yaml']), 'missing-fragment');
    expect(d).toMatchObject({ line: 4, col: 5, path: 'extends[0]' });
    expect(d.message).toContain('_does-not-exist.yaml not found');
  });

  it('an extends path that leaves the repository', async () => {
    const d = one(await validate(['list.yaml'], { cwd: path.join(invalid, 'extends-outside-repo', 'repo') }), 'extends-outside-repo');
    expect(d).toMatchObject({ file: 'list.yaml', line: 3, col: 10, path: 'extends' });
  });

  it('extends naming a list rather than a fragment', async () => {
    const d = one(await validate(['extends-not-fragment.yaml']), 'extends-not-fragment');
    expect(d.line).toBe(3);
  });

  it('a fragment that sets list fields', async () => {
    const d = one(await validate(['fragment-field']), 'fragment-field');
    expect(d).toMatchObject({ file: 'fragment-field/_shared.yaml', line: 1, col: 1, path: 'name' });
  });

  it('source_language must be a lower-case code', async () => {
    const result = await validate(['source-language-case.yaml']);
    const upper = one(result, 'source-language-case');
    expect(upper).toMatchObject({ line: 6, col: 22 });
    expect(upper.hint).toContain('`en`');
    expect(one(result, 'invalid-source-language').line).toBe(9);
  });

  it('unknown fields, with a suggestion', async () => {
    const d = one(await validate(['unknown-field.yaml']), 'unknown-field');
    expect(d).toMatchObject({ line: 6, col: 5, path: 'custom_instructions[0].source_lang' });
    expect(d.hint).toBe('Did you mean `source_language`?');
  });

  it('wrong types, with what to write instead', async () => {
    const result = await validate(['wrong-type.yaml']);
    const name = result.errors.find((d) => d.path === 'name');
    expect(name?.message).toBe('`name` must be a string, not the number 2024');
    expect(name?.hint).toContain('name: "2024"');
    expect(result.errors.find((d) => d.path === 'custom_instructions')?.message).toContain('must be a list');
  });

  it('configured_rules in the wrong shape: the hint shows group → rule → value, never quoting', () => {
    const hintAt = (rules: string) => {
      const result = validateFlat([parseYamlText(`name: N\nlanguage: de\nconfigured_rules:\n${rules}`, 'l.yaml')], { isFragment: fragmentMatcher([]) });
      const [d] = result.errors.filter((e) => e.code === 'wrong-type');
      expect(d, JSON.stringify(result.errors)).toBeDefined();
      expect(d!.hint).not.toMatch(/quote/i);
      return d!.hint;
    };
    expect(hintAt('  - numbers.decimal_separator: use_comma_as_decimal_separator\n')).toContain('configured_rules is a mapping of rule group → rule → value, without `- `');
    expect(hintAt('  numbers:\n    - decimal_separator: use_comma_as_decimal_separator\n')).toContain('A group holds its rules as `rule: value` lines, without `- `: `configured_rules:` ↵ `  numbers:` ↵ `    decimal_separator:');
    expect(hintAt('  numbers:\n    decimal_separator: 1\n')).toContain('A rule takes one value, a single word from the catalog');
    expect(hintAt('  numbers:\n    decimal_separator: [a, b]\n')).toContain('a single word from the catalog, not a list');
  });

  it('a tombstone must say which list to delete', async () => {
    expect(one(await validate(['tombstone-without-identity.yaml']), 'missing-field').message).toContain('`name` or `style_id`');
  });
});

describe('warnings', () => {
  it('an unknown group is a warning (an error with --strict); an unknown rule of a known group is an error', async () => {
    const loose = await validate(['unknown-rule.yaml']);
    const rule = one(loose, 'unknown-rule');
    expect(rule).toMatchObject({ severity: 'error', line: 5, col: 5 });
    expect(rule.message).toContain('probably misspelt');
    expect(rule.hint).toContain('Did you mean `decimal_separator`?');
    expect(rule.hint).toContain('`extra_rules: [numbers.decimal_seperator]`');
    expect(one(loose, 'unknown-group')).toMatchObject({ severity: 'warning', line: 6, col: 3 });
    expect(one(loose, 'unknown-group').hint).toContain('catalog is larger than any local copy and grows');

    const strict = await validate(['unknown-rule.yaml'], { strict: true });
    expect(strict.errors.map((d) => d.code).sort()).toEqual(['unknown-group', 'unknown-rule']);
  });

  it('extra_rules in stylesync.yaml vouches for rules the catalog lacks, and only for those', async () => {
    const { config, result } = await loadFlat({ cwd: path.join(fixtures, 'config/extra-rules') });
    expect(config.extra_rules).toEqual(['numbers.thousands_grouping', 'numbers.decimal_separator']);
    // thousands_grouping is accepted with any value; the misspelt rule still fails.
    expect(result.errors.map((d) => [d.code, d.path])).toEqual([['unknown-rule', 'configured_rules.numbers.decimal_seperator']]);
    // Listing a rule the catalog has is pointless: its values are checked anyway.
    expect(result.warnings.map((d) => [d.code, d.file, d.line, d.path])).toEqual([['extra-rule-known', 'stylesync.yaml', 4, 'extra_rules[1]']]);
  });

  it('values naming another language than the list’s', async () => {
    const result = await validate(['foreign-language-value.yaml']);
    expect(result.errors).toEqual([]);
    const found = result.warnings.filter((d) => d.code === 'foreign-language-value');
    expect(found.map((d) => [d.line, d.path])).toEqual([
      [6, 'configured_rules.numbers.percentage_format'],
      [8, 'configured_rules.style_and_tone.addressing_the_reader'],
    ]);
    expect(found[0]?.message).toContain('meant for Japanese (ja), but this list is German (de)');
    expect(found[1]?.message).toContain('French (fr)');
  });

  it('the same value in a list of its own language is fine', async () => {
    const docs = [parseYamlText('name: JA\nlanguage: ja\nconfigured_rules:\n  numbers:\n    percentage_format: use_numerals_followed_by_japanese_word_パーセント_without_space\n', 'ja.yaml')];
    const result = validateFlat(docs, { isFragment: fragmentMatcher([]) });
    expect(result.warnings).toEqual([]);
  });
});

describe('valid files', () => {
  it('the shipped styles validate clean', async () => {
    const { result } = await loadFlat({ cwd: path.resolve(import.meta.dirname, '../..') });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.lists.map((l) => l.name)).toEqual(['Acme Marketing DE', 'Acme Marketing EN', 'Acme Marketing FR', 'Acme Marketing JA']);
    expect(result.files).toHaveLength(5);
  });

  it('the example of the brief, with its pin, fragment and examples', async () => {
    const result = await validate(['full-example.yaml'], { cwd: valid });
    expect(result.errors).toEqual([]);
    const list = result.lists[0];
    expect(list).toMatchObject({ name: 'Marketing DE', language: 'de', style_id: '6f1c0e2a-0000-4000-8000-000000000001', state: 'present' });
    expect(list?.examples[0]).toMatchObject({ text: 'The meeting is at 3pm.', source_language: 'en', expect: { contains: ['15'], not_contains: ['pm'] } });
    expect(list?.origin).toEqual({ file: 'full-example.yaml', line: 2, col: 7 });
    // The fragment was loaded though only the list was named.
    expect(result.files).toEqual(['_house-style.yaml', 'full-example.yaml']);
  });

  it('a tombstone needs only its name', async () => {
    const result = await validate(['tombstone.yaml'], { cwd: valid });
    expect(result.errors).toEqual([]);
    expect(result.lists[0]).toMatchObject({ name: 'Old Campaign', state: 'absent', language: '', custom_instructions: [] });
  });

  it('warns that a tombstone’s content is ignored', async () => {
    const docs = [parseYamlText('name: Old\nstate: absent\ncustom_instructions: []\n', 'old.yaml')];
    const result = validateFlat(docs, { isFragment: fragmentMatcher([]) });
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((d) => [d.code, d.line])).toEqual([['tombstone-content', 3]]);
  });
});

describe('robustness', () => {
  it('never throws on damaged or random input, and every diagnostic is complete', async () => {
    const { readFileSync } = await import('node:fs');
    const { generateDocument, mulberry32, mutate } = await import('./yaml-generator.ts');
    const base = readFileSync(path.join(valid, 'extends', 'list.yaml'), 'utf8');
    const fragment = readFileSync(path.join(valid, 'extends', '_tone.yaml'), 'utf8');
    const random = mulberry32(42);
    let problems = 0;
    for (let n = 0; n < 1500; n++) {
      const docs = [
        parseYamlText(mutate(base, random), 'list.yaml'),
        parseYamlText(mutate(fragment, random), '_tone.yaml'),
        parseYamlText(generateDocument(random), 'other.yaml'),
      ];
      const result = validateFlat(docs, { isFragment: fragmentMatcher([]) });
      for (const d of [...result.errors, ...result.warnings]) {
        problems++;
        expect(d.hint.length, JSON.stringify(d)).toBeGreaterThan(0);
        expect(d.message.length).toBeGreaterThan(0);
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.col).toBeGreaterThanOrEqual(1);
        expect(['list.yaml', '_tone.yaml', 'other.yaml', '_base.yaml']).toContain(d.file);
      }
    }
    expect(problems).toBeGreaterThan(1000);
    // 1500 seeded cases take ~7 s alone and three times that on a loaded 2-core CI machine:
    // a generous limit keeps every case instead of trimming what the test proves.
  }, 120_000);
});

describe('where an instruction and its source_language are written (both readers)', () => {
  // collectInstructions reads these positions from the position tree directly (issue #31); they must stay where the file says.
  const text = [
    'name: L',
    'language: de',
    'custom_instructions:',
    '  - label: A',
    '    prompt: Use Sie.',
    '    source_language: en',
    '  - label: B',
    '    source_language:   de',
    '    prompt: Write dates as DD.MM.YYYY.',
    '    section: date-format',
    '  - label: C',
    '    prompt: Keep brand names.',
    '  - label: D',
    '    prompt: Write times as 14:30.',
    '    section: time-format',
    '',
  ].join('\n');
  it.each([
    ['the fast reader', text],
    // An anchor is what the fast reader leaves to the yaml package.
    ['the yaml package', text.replace('label: C', 'label: &c C')],
  ])('%s', (_reader, source) => {
    const result = validateFlat([parseYamlText(source, 'l.yaml')], { isFragment: fragmentMatcher([]) });
    expect(result.errors).toEqual([]);
    const [a, b, c, d] = result.lists[0]!.custom_instructions;
    const places = [a, b, c, d].map((i) => i && [instructionOrigin(i, 'l.yaml'), i.source_language === undefined ? undefined : sourceLanguageOrigin(i, 'l.yaml')]);
    expect(places).toEqual([
      [{ file: 'l.yaml', line: 4, col: 5 }, { file: 'l.yaml', line: 6, col: 22 }],
      [{ file: 'l.yaml', line: 7, col: 5 }, { file: 'l.yaml', line: 8, col: 24 }],
      [{ file: 'l.yaml', line: 11, col: 5 }, undefined],
      [{ file: 'l.yaml', line: 13, col: 5 }, undefined],
    ]);
    // Strictly, one literal per shape: no field of another shape left undefined on it, no file (the list's), and
    // where source_language is written in one number (catalog/desired.ts packSourceLanguageAt).
    expect(a).toStrictEqual({ label: 'A', prompt: 'Use Sie.', source_language: 'en', line: 4, col: 5, source_language_at: packSourceLanguageAt(4, 6, 22) });
    expect(b).toStrictEqual({ label: 'B', prompt: 'Write dates as DD.MM.YYYY.', source_language: 'de', line: 7, col: 5, source_language_at: packSourceLanguageAt(7, 8, 24), section: 'date-format' });
    expect(c).toStrictEqual({ label: 'C', prompt: 'Keep brand names.', line: 11, col: 5 });
    expect(d).toStrictEqual({ label: 'D', prompt: 'Write times as 14:30.', line: 13, col: 5, section: 'time-format' });
  });

  it('past the column one number holds (2,048 and more), keeps where source_language is written as two numbers', () => {
    // Flow style lets spaces stand before a key: the prompt's length is bounded, a line is not.
    const source = ['name: L', 'language: de', 'custom_instructions:', `  - {label: W, prompt: Keep brand names.,${' '.repeat(2100)}source_language: en}`, ''].join('\n');
    const result = validateFlat([parseYamlText(source, 'l.yaml')], { isFragment: fragmentMatcher([]) });
    expect(result.errors).toEqual([]);
    const [w] = result.lists[0]!.custom_instructions;
    const col = source.split('\n')[3]!.indexOf('source_language: en') + 'source_language: '.length + 1;
    expect(col).toBeGreaterThan(2048);
    expect(w && sourceLanguageOrigin(w, 'l.yaml')).toEqual({ file: 'l.yaml', line: 4, col });
    expect(w?.source_language_at).toBeUndefined();
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { instructionFile, instructionOrigin, sourceLanguageOrigin } from '../../src/catalog/desired.ts';
import { parseYamlText } from '../../src/config/load.ts';
import { fragmentMatcher } from '../../src/config/paths.ts';
import { loadFlat, validateFlat } from './flat-result.ts';

const dir = path.resolve(import.meta.dirname, '../fixtures/valid/extends');

/**
 * list.yaml extends [_tone, _legal]; both extend _base. Fragments apply in
 * order, each once (so _base comes first, and _legal's use of it does not
 * undo _tone), then the list itself.
 */
describe('extends', async () => {
  const { result } = await loadFlat({ cwd: dir, paths: ['.'] });
  const list = result.lists[0];

  it('yields one list from four files, without problems', () => {
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.lists).toHaveLength(1);
    expect(result.files).toEqual(['_base.yaml', '_legal.yaml', '_tone.yaml', 'list.yaml']);
  });

  it('merges rules per group.rule, later over earlier, the list over all', () => {
    expect(list?.configured_rules).toEqual({
      numbers: { decimal_separator: 'use_comma_as_decimal_separator', thousands_separator: 'use_space' },
    });
  });

  it('keeps the origin of every effective rule, in whichever file set it', () => {
    expect(list?.ruleOrigins).toEqual({
      'numbers.decimal_separator': { file: 'list.yaml', line: 8, col: 5 },
      'numbers.thousands_separator': { file: '_tone.yaml', line: 4, col: 5 },
    });
  });

  it('merges instructions by label: fragments first, an override takes the overriding file’s place', () => {
    expect(list?.custom_instructions.map((i) => [i.label, i.prompt, `${instructionFile(i, 'list.yaml')}:${i.line}:${i.col}`])).toEqual([
      ['Tone', 'Be warm and direct.', '_tone.yaml:6:5'],
      ['Length', 'Keep sentences short.', '_tone.yaml:9:5'],
      ['Legal', 'Keep legal entity names untranslated.', '_legal.yaml:3:5'],
      ['Own', "The list's own instruction.", 'list.yaml:10:5'],
      ['Brand', 'Keep "Acme" and "Acme Cloud".', 'list.yaml:13:5'],
    ]);
  });

  it('keeps where each instruction is written as numbers, no object per instruction (issue #31: half a million at 5,000 lists)', () => {
    const instructions = list?.custom_instructions ?? [];
    expect(instructions.length).toBeGreaterThan(0);
    for (const instruction of instructions) {
      expect(Object.values(instruction).filter((value) => typeof value === 'object')).toEqual([]);
    }
    expect(instructions.map((i) => instructionOrigin(i, 'list.yaml'))).toContainEqual({ file: '_legal.yaml', line: 3, col: 5 });
    const own = instructions.find((i) => i.label === 'Own');
    expect(own && sourceLanguageOrigin(own, 'list.yaml')).toEqual({ file: 'list.yaml', line: 12, col: 22 });
  });

  it("keeps the file once per list: a list's own instruction names none, a fragment's names its fragment (issue #31)", () => {
    const instructions = list?.custom_instructions ?? [];
    const own = instructions.find((i) => i.label === 'Own');
    const fromFragment = instructions.find((i) => i.label === 'Legal');
    // Six fields: no file, and where source_language is written in one number (catalog/desired.ts).
    expect(own && Object.keys(own)).toEqual(['label', 'prompt', 'source_language', 'line', 'col', 'source_language_at']);
    expect(fromFragment?.file).toBe('_legal.yaml');
    expect(fromFragment && instructionOrigin(fromFragment, 'list.yaml')).toEqual({ file: '_legal.yaml', line: 3, col: 5 });
  });

  it('accumulates examples, a shared fragment’s once', () => {
    expect(list?.examples.map((e) => [e.text, e.origin.file, e.origin.line])).toEqual([
      ['Base example.', '_base.yaml', 13],
      ['Own example.', 'list.yaml', 17],
    ]);
  });

  it('points the list’s origin at its name', () => {
    expect(list?.origin).toEqual({ file: 'list.yaml', line: 1, col: 7 });
  });

  it('reports a fragment’s problem at the fragment line, once, however many lists use it', () => {
    const docs = [
      parseYamlText('configured_rules:\n  numbers:\n    decimal_separator: use_coma\n', 'styles/_shared.yaml'),
      parseYamlText('name: A\nlanguage: de\nextends: ./_shared.yaml\n', 'styles/a.yaml'),
      parseYamlText('name: B\nlanguage: de\nextends: ./_shared.yaml\n', 'styles/b.yaml'),
    ];
    const r = validateFlat(docs, { isFragment: fragmentMatcher([]) });
    expect(r.errors.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`)).toEqual(['styles/_shared.yaml:3:24 unknown-value']);
  });

  it('warns at the fragment line when a fragment gives a list another language’s value', () => {
    const docs = [
      parseYamlText('configured_rules:\n  numbers:\n    percentage_format: use_numerals_followed_by_space_then_german_word_prozent\n', '_de.yaml'),
      parseYamlText('name: FR\nlanguage: fr\nextends: ./_de.yaml\n', 'fr.yaml'),
    ];
    const r = validateFlat(docs, { isFragment: fragmentMatcher([]) });
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({ code: 'foreign-language-value', file: '_de.yaml', line: 3 });
    expect(r.warnings[0]?.message).toContain('list `FR` (fr.yaml), which extends this fragment, is French (fr)');
  });

  it('treats files in configured fragment directories as fragments', () => {
    const docs = [
      parseYamlText('configured_rules:\n  punctuation:\n    serial_comma: use\n', 'shared/house.yaml'),
      parseYamlText('name: EN\nlanguage: en\nextends: ../shared/house.yaml\n', 'styles/en.yaml'),
    ];
    const r = validateFlat(docs, { isFragment: fragmentMatcher(['shared']) });
    expect(r.errors).toEqual([]);
    expect(r.lists.map((l) => l.name)).toEqual(['EN']);
    expect(r.lists[0]?.ruleOrigins['punctuation.serial_comma']?.file).toBe('shared/house.yaml');
  });
});

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { LiveList } from '../../src/catalog/types.ts';
import { renderStyleFile } from '../../src/import/style-file.ts';

const awkward = [
  'Line one\nline two\n\n  indented "quoted" and \'single\'\n',
  '  leading spaces, a tab\tand trailing space ',
  'ends without newline\nbut has two lines',
  '"starts with a quote" # and a hash',
  '- looks: like a list',
  'yes',
  '0o17',
  '~',
  'emoji 😀 and a non-breaking\u00a0space',
  '\n\nleading newlines',
  'trailing newlines\n\n\n',
  'carriage\r\nreturn',
  '{ "json": true }',
  'key: value',
];

function list(prompts: string[]): LiveList {
  return {
    style_id: 'b3f1c0de-0000-4000-8000-000000000001',
    name: 'null',
    language: 'de',
    version: 4,
    configured_rules: { punctuation: { quotation_mark: 'use_guillemets' }, numbers: { decimal_separator: 'use_comma_as_decimal_separator' } },
    custom_instructions: prompts.map((prompt, i) => ({ id: `i${i}`, label: i === 0 ? 'true' : `Label ${i}: "x"`, prompt, source_language: 'en' })),
  };
}

describe('renderStyleFile', () => {
  it('writes every prompt so that YAML reads it back exactly', () => {
    const live = list(awkward);
    const text = renderStyleFile(live, '../schema/style-list.schema.json');
    const back = parse(text);
    expect(back.custom_instructions).toEqual(live.custom_instructions.map(({ label, prompt, source_language }) => ({ label, prompt, source_language })));
    expect(back.name).toBe('null');
  });

  it('starts with the $schema comment and pins the style_id', () => {
    const text = renderStyleFile(list([]), '../../schema/style-list.schema.json');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/style-list.schema.json');
    expect(parse(text)).toMatchObject({ style_id: 'b3f1c0de-0000-4000-8000-000000000001', language: 'de' });
  });

  it('writes rules in canonical order and never folds long lines', () => {
    const long = 'word '.repeat(59) + 'end';
    const text = renderStyleFile(list([long]), 'x.json');
    expect(text.indexOf('numbers:')).toBeLessThan(text.indexOf('punctuation:'));
    expect(text).toContain(long);
  });
});

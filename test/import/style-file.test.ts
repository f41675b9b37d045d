import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { LiveList } from '../../src/catalog/types.ts';
import { buildStyleListSchema } from '../../src/config/schemas.ts';
import { EXAMPLE, EXPECT, formatStyleText, INSTRUCTION, renderStyleFile } from '../../src/import/style-file.ts';
import { formatGlossaryText } from '../../src/import/glossary-file.ts';

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

describe('formatStyleText (the writer fmt shares with import)', () => {
  const format = (text: string) => {
    const r = formatStyleText(text);
    if (!r.ok) throw new Error(r.errors[0]?.message);
    return r.text;
  };

  it('leaves what import writes as it is, whatever the prompts hold', () => {
    const text = renderStyleFile(list(awkward), '../schema/style-list.schema.json');
    expect(format(text)).toBe(text);
  });

  it('puts a `note:` (issue #30) with the file’s identity, after protect, as the docs show it', () => {
    expect(format('configured_rules: {}\nnote: 24-hour clock\nprotect: true\nname: L\nlanguage: de\n')).toBe('name: L\nlanguage: de\nprotect: true\nnote: 24-hour clock\nconfigured_rules: {}\n');
    const r = formatGlossaryText('dictionaries: []\nnote: Login terms\nname: G\n');
    expect(r.ok && r.text).toBe('name: G\nnote: Login terms\ndictionaries: []\n');
  });

  it('keeps the opening comment on top when another key moves first', () => {
    expect(format('# yaml-language-server: $schema=x.json\n# about the file\nlanguage: de\nname: A\n')).toBe(
      '# yaml-language-server: $schema=x.json\n# about the file\nname: A\nlanguage: de\n',
    );
  });

  it('sorts groups and rules like the canonical rule map, and instruction and example keys in documented order', () => {
    const out = format(
      'configured_rules:\n  punctuation: {b: x, a: y}\n  numbers:\n    z: q\n' +
        'custom_instructions:\n  - source_language: en\n    prompt: P\n    label: L\n' +
        'examples:\n  - expect:\n      not_contains: [x]\n      contains: [y]\n    text: T\n',
    );
    expect(out).toBe(
      'configured_rules:\n  numbers:\n    z: q\n  punctuation: {a: y, b: x}\n' +
        'custom_instructions:\n  - label: L\n    prompt: P\n    source_language: en\n' +
        'examples:\n  - text: T\n    expect:\n      contains: [y]\n      not_contains: [x]\n',
    );
  });

  it('moves a comment above the first key of a nested map with that key', () => {
    expect(format('name: A\nconfigured_rules:\n  # about punctuation\n  punctuation:\n    b: x\n  # about numbers\n  numbers:\n    a: y\n')).toBe(
      'name: A\nconfigured_rules:\n  # about numbers\n  numbers:\n    a: y\n  # about punctuation\n  punctuation:\n    b: x\n',
    );
    expect(format('name: A\ncustom_instructions:\n  - # the prompt\n    prompt: P\n    label: L\n')).toBe('name: A\ncustom_instructions:\n  - label: L\n    # the prompt\n    prompt: P\n');
  });

  it('orders instruction, example and expect keys as the schema lists them, every field included', () => {
    type Node = { properties: Record<string, Node>; items: Node };
    const definitions = (buildStyleListSchema() as { definitions: Record<string, Node> }).definitions;
    const example = (definitions.examples as Node).items;
    expect(INSTRUCTION).toEqual(Object.keys((definitions.instruction as Node).properties));
    expect(EXAMPLE).toEqual(Object.keys(example.properties));
    expect(EXPECT).toEqual(Object.keys((example.properties.expect as Node).properties));
    expect(format('name: A\nexamples:\n  - expect: {matches: [x], contains: [y]}\n    context: C\n    target_language: de\n    text: T\n')).toBe(
      'name: A\nexamples:\n  - text: T\n    target_language: de\n    context: C\n    expect: {contains: [y], matches: [x]}\n',
    );
  });

  it('keeps unknown keys, after the known ones, in their order', () => {
    expect(format('zeta: 1\nname: A\nalpha: 2\n')).toBe('name: A\nzeta: 1\nalpha: 2\n');
  });

  it('refuses, rather than throws, when reordering would put an alias before its anchor', () => {
    expect(formatStyleText('examples:\n  - text: &t Acme\nname: *t\n').ok).toBe(false);
  });

  it('reports a syntax error instead of writing', () => {
    const r = formatStyleText('name: [unclosed\n');
    expect(r.ok).toBe(false);
  });

  it('leaves a document without content (only comments) as it is', () => {
    expect(format('# nothing yet\n')).toBe('# nothing yet\n');
  });
});

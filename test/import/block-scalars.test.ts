import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatStyleText } from '../../src/import/style-file.ts';

function format(text: string): string {
  const r = formatStyleText(text);
  if (!r.ok) throw new Error(r.errors[0]?.message);
  return r.text;
}

/** fmt may move keys and indentation, never what the file says. */
function formatKeepingData(text: string): string {
  const out = format(text);
  expect(parse(out)).toEqual(parse(text));
  expect(format(out)).toBe(out);
  return out;
}

describe('fmt keeps block scalars as the author broke their lines', () => {
  it('leaves a folded prompt folded, line for line', () => {
    const text =
      'name: A\nlanguage: de\ncustom_instructions:\n  - label: Long\n    prompt: >-\n' +
      '      A long prompt the author folded over lines\n      so that it reads well in review.\n\n' +
      '      A second paragraph.\n    source_language: en\n';
    expect(formatKeepingData(text)).toBe(text);
  });

  it('moves a block scalar with its key, re-indented to two spaces, its inner indentation kept', () => {
    const text =
      'custom_instructions:\n    -   source_language: en\n        prompt: |\n            Keep\n              this indented\n            and this not.\n        label: L\nname: A\n';
    expect(formatKeepingData(text)).toBe(
      'name: A\ncustom_instructions:\n  - label: L\n    prompt: |\n      Keep\n        this indented\n      and this not.\n    source_language: en\n',
    );
  });

  it('keeps block scalars in sequences and the comments around them', () => {
    const text =
      'name: A\nexamples:\n  # the checkout page\n  - text: >\n      Save 25% on\n      Acme Pay today.\n    expect:\n      contains:\n        - >-\n          25 %\n';
    expect(formatKeepingData(text)).toBe(text);
  });

  it('hands what it cannot keep exactly to the writer: keep-chomping, indentation indicators, header comments', () => {
    for (const header of ['|+', '>2', '>- # why']) {
      const text = `name: A\ncustom_instructions:\n  - prompt: ${header}\n      two\n      lines\n    label: L\n`;
      const out = formatKeepingData(text);
      expect(out.startsWith('name: A\ncustom_instructions:\n  - label: L\n')).toBe(true);
    }
  });

  it('never lets a placeholder through, even when a prompt spells one', () => {
    const text = 'name: A\ncustom_instructions:\n  - prompt: >-\n      stylesync-block-0-0\n      folded\n    label: stylesync-block-0-0\n';
    const out = formatKeepingData(text);
    expect(out).toBe('name: A\ncustom_instructions:\n  - label: stylesync-block-0-0\n    prompt: >-\n      stylesync-block-0-0\n      folded\n');
  });
});

import { describe, expect, it } from 'vitest';
import { markdownWordDiff } from '../../src/report/markdown-word-diff.ts';
import { renderWordDiff } from '../../src/report/text.ts';
import { makeStyle } from '../../src/report/style.ts';

const ESC = '\x1b[';

describe('word diff spacing', () => {
  it('keeps a replaced word and its replacement a space apart in Markdown', () => {
    expect(markdownWordDiff('It costs 12.50 euros.', 'It costs 12,50 euros.')).toBe('It costs <del>12.50</del> <b>12,50</b> euros.');
    expect(markdownWordDiff('敬語を使ってください。', '丁寧語を使ってください。')).toBe('<del>敬語</del> <b>丁寧語</b>を使ってください。');
  });

  it('adds no space where the text has one, or where only one side changed', () => {
    expect(markdownWordDiff('Use the formal address, always.', 'Use the address always.')).toBe('Use the <del>formal</del> address<del>,</del> always.');
    expect(markdownWordDiff('a b', 'a b c')).toBe('a b <b>c</b>');
  });

  it('keeps them apart in colour on a terminal; without colour the [- -]{+ +} marks do', () => {
    expect(renderWordDiff('costs 12.50', 'costs 12,50', makeStyle(true))).toBe(`costs ${ESC}31m12.50${ESC}39m ${ESC}32m12,50${ESC}39m`);
    expect(renderWordDiff('costs 12.50', 'costs 12,50', makeStyle(false))).toBe('costs [-12.50-]{+12,50+}');
  });
});

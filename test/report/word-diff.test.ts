import { describe, expect, it } from 'vitest';
import { wordDiff } from '../../src/report/word-diff.ts';

const show = (before: string, after: string) =>
  wordDiff(before, after)
    .map((p) => (p.kind === 'same' ? p.text : p.kind === 'removed' ? `[-${p.text}-]` : `{+${p.text}+}`))
    .join('');

describe('wordDiff', () => {
  it('marks changed words only', () => {
    expect(show('Use the formal address.', 'Use the informal address.')).toBe('Use the [-formal-]{+informal+} address.');
  });

  it('keeps both texts recoverable', () => {
    const parts = wordDiff('Always say Sie, never du.', 'Say du, never Sie!');
    expect(parts.filter((p) => p.kind !== 'added').map((p) => p.text).join('')).toBe('Always say Sie, never du.');
    expect(parts.filter((p) => p.kind !== 'removed').map((p) => p.text).join('')).toBe('Say du, never Sie!');
  });

  it('splits Japanese by word, not by sentence', () => {
    expect(show('敬語を使ってください。', '丁寧語を使ってください。')).toBe('[-敬語-]{+丁寧語+}を使ってください。');
  });

  it('shows a whitespace-only change instead of an empty diff', () => {
    const parts = wordDiff('a  b', 'a b');
    expect(parts.some((p) => p.kind !== 'same')).toBe(true);
  });
});

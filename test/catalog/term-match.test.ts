import { describe, expect, it } from 'vitest';
import { containsTerm } from '../../src/catalog/term-match.ts';
import { termIndex, termsIn as termsInIndex } from '../../src/catalog/terms-in.ts';

const termsIn = (text: string, terms: string[]) => termsInIndex(text, termIndex(terms));

describe('containsTerm', () => {
  it('matches whole words only, in scripts written with spaces', () => {
    expect(containsTerm('Please sign in to Acme Cloud.', 'sign in')).toBe(true);
    expect(containsTerm('The design input is ready.', 'sign in')).toBe(false);
    expect(containsTerm('Re-sign in place', 'sign in')).toBe(true);
    expect(containsTerm('signing in', 'sign in')).toBe(false);
    expect(containsTerm('Größe: XL', 'Größe')).toBe(true);
    expect(containsTerm('Übergröße', 'größe')).toBe(false);
  });

  it('lets only the first letter change case', () => {
    expect(containsTerm('Sign in here.', 'sign in')).toBe(true);
    expect(containsTerm('Anmelden, bitte.', 'anmelden')).toBe(true);
    expect(containsTerm('SIGN IN', 'sign in')).toBe(false);
    expect(containsTerm('Contact us today.', 'US')).toBe(false);
    expect(containsTerm('Made in the US.', 'US')).toBe(true);
  });

  it('matches substrings where the term is in a script without spaces (and Hangul)', () => {
    expect(containsTerm('ログインしてください', 'ログイン')).toBe(true);
    expect(containsTerm('请登录您的帐户', '登录')).toBe(true);
    expect(containsTerm('กรุณาเข้าสู่ระบบ', 'เข้าสู่ระบบ')).toBe(true);
    expect(containsTerm('로그인을 하세요', '로그인')).toBe(true);
    // A Latin edge still needs its boundary beside CJK text.
    expect(containsTerm('AcmeCloudに', 'Acme')).toBe(false);
    expect(containsTerm('Acmeクラウド', 'Acme')).toBe(true);
  });

  it('compares composed and decomposed letters as one', () => {
    expect(containsTerm('Caf\u0065\u0301 ouvert', 'Caf\u00e9')).toBe(true);
  });

  it('edges that are not letters need no boundary', () => {
    expect(containsTerm('Use C++17 here', 'C++')).toBe(true);
    expect(containsTerm('x', '')).toBe(false);
  });
});

describe('termsIn', () => {
  it('lists the terms in order of first occurrence, each once', () => {
    expect(termsIn('Open the dashboard, then sign in. Sign in again.', ['sign in', 'dashboard', 'log out'])).toEqual(['dashboard', 'sign in']);
  });

  it('does not count a term inside a longer term that occurs there', () => {
    expect(termsIn('Please sign in.', ['sign', 'sign in'])).toEqual(['sign in']);
    expect(termsIn('Sign the form, then sign in.', ['sign', 'sign in'])).toEqual(['sign', 'sign in']);
  });
});

describe('termsIn on a hostile dictionary and example', () => {
  it('a term used alone after many uses inside a longer term is still found', () => {
    const text = `${'Please sign in. '.repeat(60)}Then sign the form.`;
    expect(termsIn(text, ['sign', 'sign in'])).toEqual(['sign in', 'sign']);
  });

  // The bound the test proves is the count of searches (work.searches), not time: building two indexes of 400,000
  // terms took ~27 s on a loaded two-core machine, so the timeout is only a guard for a hang.
  it('400,000 terms sharing a first word, or a first symbol, cost searches bounded by the example, not by the terms', { timeout: 120_000 }, () => {
    const words = termIndex(Array.from({ length: 400_000 }, (_, i) => `sign x${i.toString(36)}`));
    const symbols = termIndex(Array.from({ length: 400_000 }, (_, i) => `-x${i.toString(36)}`));
    const text = `${'sign '.repeat(2_000)}sign x5 -x5 ${'-'.repeat(5_000)}`;
    const work = { searches: 0 };
    expect(termsInIndex(text, [words, symbols], work)).toEqual(['sign x5', '-x5']);
    // Each place where a term can start takes a few binary searches; 400,000 candidates a place would be billions of comparisons.
    expect(work.searches).toBeGreaterThan(0);
    expect(work.searches).toBeLessThan(4 * text.length);
  });

  it('terms nested in each other ("a", "a a", … 500 deep) over a 10,000-character example: searches bounded by the example', () => {
    const nested = termIndex(Array.from({ length: 500 }, (_, i) => Array<string>(i + 1).fill('a').join(' ')));
    const work = { searches: 0 };
    const longest = Array<string>(500).fill('a').join(' ');
    expect(termsInIndex('a '.repeat(5_000), nested, work)).toEqual([longest]);
    expect(work.searches).toBeLessThan(4 * 10_000);
  });
});

import { describe, expect, it } from 'vitest';
import { GLOSSARY_LIMITS, entriesToTsv, parseGlossaryEntries, termProblem } from '../../src/catalog/glossary-entries.ts';
import { SPEC_DICTIONARY_BYTES, SPEC_TERM_BYTES } from '../emulator/glossary-spec.ts';

const tsv = (text: string, maxProblems?: number) => parseGlossaryEntries(text, { format: 'tsv', ...(maxProblems ? { maxProblems } : {}) });
const csv = (text: string, pair = { source: 'en', target: 'de' }) => parseGlossaryEntries(text, { format: 'csv', pair });

describe('parseGlossaryEntries', () => {
  it('limits are the spec limits', () => {
    expect(GLOSSARY_LIMITS.termMaxBytes).toBe(SPEC_TERM_BYTES);
    expect(GLOSSARY_LIMITS.nameMaxBytes).toBe(SPEC_TERM_BYTES);
    expect(GLOSSARY_LIMITS.dictionaryMaxBytes).toBe(SPEC_DICTIONARY_BYTES);
  });

  it('reads TSV with LF or CRLF and one final line break, with lines and byte size', () => {
    const parsed = tsv('sign in\tanmelden\r\nÄrger\tanger\n');
    expect(parsed.entries).toEqual([
      { source: 'sign in', target: 'anmelden', line: 1 },
      { source: 'Ärger', target: 'anger', line: 2 },
    ]);
    expect(parsed.problems).toEqual([]);
    expect(parsed.bytes).toBe(7 + 8 + 2 + 6 + 5 + 2);
  });

  it('collects every problem with its line and column, up to the limit', () => {
    const parsed = tsv('a\tA\n\nb\t B\na\tagain\nc\td\te\nno tab', 10);
    expect(parsed.problems.map((p) => [p.line, p.column])).toEqual([
      [2, 1],
      [3, 3],
      [4, 1],
      [5, 4],
      [6, 1],
    ]);
    expect(tsv('\n\n\n\n', 2).problems).toHaveLength(2);
    expect(tsv('\n\n\n\n', 2).truncated).toBe(true);
  });

  it('reports source terms that differ only in case as variants, not problems', () => {
    const parsed = tsv('Cloud\tWolke\ncloud\tWolke');
    expect(parsed.problems).toEqual([]);
    expect(parsed.caseVariants).toEqual([{ rule: 'term-case-variant', line: 2, column: 1, message: expect.stringContaining('on line 1') }]);
    expect(parseGlossaryEntries('Cloud\tWolke\ncloud\tWolke', { format: 'tsv', caseVariants: false }).caseVariants).toEqual([]);
  });

  it('reports source terms that differ only in Unicode normalization (NFC and NFD look the same) as variants too, saying how they differ', () => {
    const nfc = 'caf\u00e9';
    const nfd = 'cafe\u0301';
    const parsed = tsv(`${nfc}\tKaffee\n${nfd}\tKaffee\nCAFE\u0301\tKaffee\nsign in\tanmelden`);
    expect(parsed.problems).toEqual([]);
    expect(parsed.caseVariants.map((v) => [v.line, v.message])).toEqual([
      [2, `the source term "${nfd}" differs only in Unicode normalization (NFC and NFD: they look the same) from "${nfc}" on line 1`],
      [3, `the source term "CAFE\u0301" differs only in case and Unicode normalization (NFC and NFD) from "${nfc}" on line 1`],
    ]);
  });

  it('reads CSV in the service dialect and skips lines of other pairs', () => {
    const parsed = csv('"a ""b""",c\nd,e,EN,DE\nf,g,en,fr\n"h,i",j\r\n');
    expect(parsed.entries.map((e) => [e.source, e.target, e.line])).toEqual([
      ['a "b"', 'c', 1],
      ['d', 'e', 2],
      ['h,i', 'j', 4],
    ]);
    expect(csv('"",x').problems[0]?.message).toMatch(/source term is empty/);
    expect(csv('a,"b"c').problems[0]).toEqual({ rule: 'entries-syntax', line: 1, column: 6, message: expect.stringMatching(/text follows the closing quote/) });
    expect(csv('a,x,y,z,w').problems[0]?.message).toMatch(/5 columns/);
  });

  it('stops at the size limit with one problem', () => {
    const line = `${'s'.repeat(500)}\t${'t'.repeat(500)}`;
    const lines = Array.from({ length: Math.ceil(SPEC_DICTIONARY_BYTES / 1002) + 10 }, (_, i) => `${i}${line}`);
    const parsed = tsv(lines.join('\n'));
    expect(parsed.truncated).toBe(true);
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]?.message).toMatch(/exceeds 10485760 bytes/);
    expect(parsed.bytes).toBeGreaterThan(SPEC_DICTIONARY_BYTES);
  });
});

describe('termProblem', () => {
  it.each([
    ['', /is empty/],
    ['a\tb', /U\+0009/],
    ['a\u007fb', /U\+007F/],
    ['a\u2029', /U\+2029/],
    ['\u3000full-width space', /starts with whitespace/],
    ['tail\u2003', /ends with whitespace/],
    ['€'.repeat(342), /1026 UTF-8 bytes/],
  ])('refuses %j', (term, message) => {
    expect(termProblem(term, 'term')?.message).toMatch(message);
  });

  it('accepts inner spaces, punctuation, emoji and exactly the byte limit', () => {
    for (const term of ['sign in', 'C++', '🙂 ok', '€'.repeat(341) + 'x']) expect(termProblem(term, 'term')).toBeUndefined();
  });
});

describe('entriesToTsv', () => {
  it('writes one entry a line without a final line break, and parses back', () => {
    const text = entriesToTsv(new Map([['a', 'b'], ['c d', 'e']]));
    expect(text).toBe('a\tb\nc d\te');
    expect(tsv(text).entries.map((e) => [e.source, e.target])).toEqual([['a', 'b'], ['c d', 'e']]);
  });
});

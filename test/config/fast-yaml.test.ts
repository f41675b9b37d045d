import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fastParse } from '../../src/config/fast-yaml.ts';
import { parseWithYaml } from '../../src/config/load.ts';
import { generateDocument, mulberry32, mutate } from './yaml-generator.ts';

/**
 * The fast parser may decline any input, but whatever it accepts must give
 * exactly what the `yaml` package gives: the same values and the same
 * positions. Hand-picked cases, every YAML file in the repository, and a few
 * thousand generated documents (seeded, so failures reproduce).
 */

function check(text: string): 'fast' | 'declined' {
  const fast = fastParse(text);
  const slow = parseWithYaml(text, 'doc.yaml');
  // Given the file's bytes as well, the reader cuts an ASCII file's texts from them: the same values and positions.
  const bytes = Buffer.from(text, 'utf8');
  const fromBytes = fastParse(text, bytes);
  expect(fromBytes === undefined, text).toBe(fast === undefined);
  if (!fast) return 'declined';
  if (!slow.ok) {
    throw new Error(`fast path accepted a document yaml rejects:\n${text}\n${JSON.stringify(slow.diagnostics)}`);
  }
  expect(fast.data, text).toEqual(slow.data);
  expect(fast.pos, text).toEqual(slow.pos);
  expect(fast.ownTexts, text).toBe(false);
  expect(fromBytes?.data, text).toEqual(slow.data);
  expect(fromBytes?.pos, text).toEqual(slow.pos);
  expect(fromBytes?.ownTexts, text).toBe(bytes.length === text.length && !text.includes('\r'));
  // The nesting the reader counts, which the loader bounds without walking the data again.
  expect(fast.depth, text).toBe(nesting(slow.data));
  return 'fast';
}

/** How deeply collections nest in `data` (the root collection is 1; a scalar 0). */
function nesting(data: unknown): number {
  if (data === null || typeof data !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(data).map(nesting));
}

const ACCEPTED = [
  'name: Acme\nlanguage: de\n',
  '# yaml-language-server: $schema=../schema/style-list.schema.json\nname: Marketing DE\nlanguage: de\n',
  '---\nname: x\n',
  'a:\n  b: c\n  d:\n    e: f\n',
  'list:\n- a\n- b\nnext: c\n',
  'list:\n  - a\n  # comment\n  - b\n',
  'items:\n  - label: L\n    prompt: P\n    source_language: en\n  - label: M\n    prompt: "Q: quoted"\n    source_language: en\n',
  'a: "esc \\" \\\\ \\n \\t \\u00e9 \\x41 \\U0001F600"\n',
  "a: 'it''s'\n",
  'a: plain # comment\nb: C#\n',
  'extends: [./_house-style.yaml, "./_b.yaml"]\n',
  'expect: { contains: ["15"], not_contains: [pm] }\n',
  'expect: {contains: [], x: {}}\n',
  'p: |\n  line one\n  line two\n\n  after blank\nq: x\n',
  'p: |-\n  no newline\nq: x\n',
  'p: >\n  folded\n  text\n\n  para\nq: x\n',
  'p: >-\n  folded\n  text\n',
  '- a: v1\n  b: y\n- c: z\n',
  'key:\nother: v\n',
  'a:   spaced value   \n',
  'unicode: ü ñ 😀 日本語\n',
  'url: http://example.com/a\n',
  'k:\n  - x: y\n    z:\n    - w\n',
  'text: "The meeting is at 3pm."\n',
  'style_id: 6f1c0e2a-0000-4000-8000-000000000001\nwhen: 3pm\nversion: 1.2.3\n',
  // Only space separates in YAML: a trailing ideographic or no-break space is part of the value.
  'prompt: 丁寧語で書く\u3000\n',
  'a\u3000: b\n',
  'a: x\u00a0\n',
  'a: \u00a0\n',
  'k: [a\u3000, {b\u3000: c\u3000}]\n',
  'p: |\n  x\n  \u3000\n  y\nq: z\n',
  '--- \na: b\n',
  // Keys the reader has seen before (the same slot of its key cache: same length and first letter, or the same key).
  '- ab: 1\n  ac: 2\n- ac: 3\n  ab: 4\n- ab : 5\n',
  'items:\n  - label: a\n    prompt: b\n  - label: c\n    prompt: d\n    lab: e\n',
  // `#` without a space before it is text; ` #` starts a comment, also right after the value's start.
  'a: b#c#d # e\nb: x:y#z\nc: "q" #c\nd: e:#f\n',
  // Texts cut from an ASCII file's bytes: escapes (shorter than written), empty quotes, flow collections, CRLF.
  'a: "x\\ty \\"z\\" a long text with escapes"\nb: \'it\'\'s a long single-quoted text\'\nc: ""\nd: \'\'\n',
  'a:\n  - b: [c, [d, {e: [f]}]]\n    g: {}\n  - []\nh: [[[[x]]]]\n',
  'k: [a long plain text in a flow, "a long quoted text in a flow", \'single in a flow here\']\nm: { key: a long value in a flow map }\n',
  'a: plain text long enough to be cut\r\nb: "quoted text long enough to be cut"\r\n',
  'a:\r\n  b: c\r\n',
  'a: |\r\n  x\r\n  y\r\nb: c\r\n',
  'a: x \r\n',
  'a:b: c\n',
  'a[1]: b\n',
  'a: x\n    # comment\nb: y\n',
  'k: [[a, b], {c: [d]}, a:b, http://x]\n',
  'constructor: x\ntoString: y\n',
  `a: ${'x'.repeat(200_000)}\n`,
  // Plain values the core schema makes integers, booleans or null (stylesync.yaml's `max_deletes: 10`).
  'a: 12\n',
  'thresholds:\n  max_deletes: 10\n  max_delete_percent: 25\n',
  'a: 0\nb: +5\nc: 007\nd: 12 # note\ne: 123456789012345678901234567890\nf: +0\n',
  'a: true\nb: True\nc: TRUE\nd: false\ne: False\nf: FALSE\n',
  'a: ~\nb: null\nc: Null\nd: NULL\n',
  '- 1\n- true\n- ~\n- x\n',
  'k: [1, +2, true, null, x]\nm: {a: 1, b: false, c: ~}\n',
  'a: tRUE\nb: nul\nc: 1_000\nd: 12a\n',
  // Short values repeated (one string each, shared by slot), in one slot by turns, empty, escaped, at the length limit and past it.
  // The reader scans the text by index: a `:` or `#` it finds on a later line is not this line's, whichever line asks first.
  'list:\n- a\n- b: c\n- d #x\n- e\n',
  'a: b\n# c: d\ne: f#g\nh: i # j: k\nl: m\n',
  'a: x\nb: "y: z"\nc: \'p #q\'\nd: [r, s]\ne: t\n',
  'a: no colon here\nb:\n  - one\n  - two\n  - three\nc: end\n',
  '- a\n- b\n- c: d\n  e: f\n- g\n',
  // The last line without its newline: a plain, quoted, flow and empty value, a comment, a sequence item.
  'a: b',
  'a: b # c',
  'a: "b"',
  'a: [b]',
  'a:',
  'list:\n- x',
  'a: b\n# end',
  'a: b\n   ',
  // Blank lines of spaces around and in block scalars, and a block scalar's lines shorter than its indentation.
  'a:\n    \n  b: c\n  \nd: e\n',
  'p: |\n  x\n \n  y\n\nq: z\n',
  'p: >\n  x\n \n\n  y\n  z\nq: z\n',
  'items:\n  - a: en\n    b: es\n    c: "en"\n    d: [en, es, "", \'\', en]\n  - a: es\n    b: en\n    c: \'\'\n    d: {x: abcdefgh, y: abcdefgi, z: abcdefghi}\n  - a: "e\\n"\n    b: abcdefgh\n    c: abcdefghi\n',
];

const DECLINED = [
  'a: &x v\nb: *x\n', // anchors and aliases
  'a: !tag v\n', // tags
  'a: 1e5\n', // numbers other than decimal integers
  'a: 1.5\n',
  'a: 0x1F\n',
  'a: 0o17\n',
  'a: -.inf\n',
  'a: .nan\n',
  'k: [1.5]\n',
  'a: -12\n', // a leading `-` (an indicator) is left to `yaml` whatever follows
  '12: a\n', // keys that resolve to numbers, booleans or null
  'true: a\n',
  '~: a\n',
  'k: {1: a}\n',
  'a: multi\n  line\n', // multi-line plain scalars
  'a: 1\na: 2\n', // duplicate keys
  'a:\n\tb: 1\n', // tabs
  'a: x\x7Fy\n', // DEL, ESC, NUL and C1 controls in ASCII text and beside other text: left to `yaml`
  'a: x\x1By\n',
  'a: \x00\n',
  'a: ü\x85\n',
  'a: ü\u2028b\n',
  'a: b\nc: ü\t\n',
  'a: "open\n', // unclosed quote
  'prompt: Note: x\n', // nested mapping in a compact one
  'a: |2\n   x\n', // indentation indicator
  'a: |+\n  x\n\n', // keep chomping
  'a: [x,\n  y]\n', // multi-line flow
  '? complex\n: key\n',
  'a: 1\n---\nb: 2\n',
  '- \n- b\n',
  'plain scalar document\n',
  '---\u3000\nname: x\n', // not a document marker: `yaml` rejects it
  'p: |\n  x\n\u3000\nq: z\n', // a U+3000 line is not blank
  'a: b\n... # c\n', // document end marker
  'a:\n...  b: c\n',
  'a: b\n--- \nc: d\n',
  `${'x'.repeat(1025)}: v\n`, // implicit keys are limited to 1024 characters
  '- label: a\n  label: b\n',
  'a: x\nb: y: z\n', // `: ` in a plain value, the line after one without
  'a: x\nb: y:\n', // a final `:`
  'a: x:', // and at the file's end
  'list:\n- a\n- b\n  c: d\n', // a more-indented line after a sequence item
 // a duplicate key the reader has seen before
  'a: 1\nb: 2\na : 3\n',
];

describe('fast YAML path', () => {
  it.each(ACCEPTED)('accepts and matches yaml: %j', (text) => {
    expect(check(text)).toBe('fast');
  });

  it.each(DECLINED)('declines what it does not handle: %j', (text) => {
    expect(fastParse(text)).toBeUndefined();
  });

  it('matches yaml on every YAML file in the repository', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules' || name.startsWith('.')) continue;
        const full = path.join(dir, name);
        if (statSync(full, { throwIfNoEntry: false })?.isDirectory()) walk(full);
        else if (/\.ya?ml$/.test(name)) files.push(full);
      }
    };
    for (const dir of ['styles', 'test/fixtures']) walk(path.join(root, dir));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(file));
      } catch {
        continue; // the non-UTF-8 fixtures
      }
      check(text);
    }
    // The shipped style files are exactly what the fast path is for.
    for (const name of ['de.yaml', 'en.yaml', 'fr.yaml', 'ja.yaml', '_house-style.yaml']) {
      expect(check(readFileSync(path.join(root, 'styles', name), 'utf8')), name).toBe('fast');
    }
  });

  it('matches yaml on thousands of generated documents', () => {
    const random = mulberry32(20261122);
    let fast = 0;
    const total = 4000;
    for (let n = 0; n < total; n++) {
      const text = generateDocument(random);
      if (check(text) === 'fast') fast++;
    }
    // The generator is meant to exercise both paths; if nothing is accepted the comparison proves nothing.
    expect(fast).toBeGreaterThan(total / 5);
    expect(fast).toBeLessThan(total);
  });

  it('matches yaml on randomly damaged style files', () => {
    const random = mulberry32(7);
    const base = readFileSync(path.resolve(import.meta.dirname, '../fixtures/valid/full-example.yaml'), 'utf8');
    let fast = 0;
    const total = 3000;
    for (let n = 0; n < total; n++) if (check(mutate(base, random)) === 'fast') fast++;
    expect(fast).toBeGreaterThan(total / 5);
  });
});

import { ownText } from '../util/own-text.ts';
import { posNode, type PosNode } from './position.ts';

/**
 * A fast parser for the plain block YAML that style files are made of:
 * mappings, sequences, plain and quoted one-line scalars, `|`/`>` block
 * scalars and one-line flow collections. The `yaml` package needs about 50 µs
 * per instruction, which makes a repository of 1,000 lists take many seconds;
 * this takes a fraction of that.
 *
 * It is only ever an accelerator: on anything it does not handle exactly as
 * the `yaml` package would (anchors, tags, multi-line plain scalars, keys that
 * resolve to numbers, duplicate keys, syntax errors...) it gives up and
 * returns undefined, and the caller parses with `yaml`, which also produces
 * the error messages. A differential test holds the two to the same values
 * and positions.
 */
export function fastParse(text: string, bytes?: Uint8Array): FastParsed | undefined {
  try {
    return new FastParser(text, bytes).document();
  } catch (error) {
    if (error === BAIL) return undefined;
    throw error;
  }
}

export interface FastParsed {
  data: unknown;
  pos: PosNode;
  /**
   * Every text in `data` has storage of its own, none a view into `text`
   * (util/own-text.ts): true when the parser was given the file's bytes and
   * they are ASCII, so it cut each text out of the bytes (a fresh string)
   * rather than out of `text`. Copying each text afterwards cost about a
   * tenth of bench:validate (issue #31).
   */
  ownTexts: boolean;
  /** How deeply the data's collections nest (the root mapping or sequence is 1), so the loader need not walk it to bound it. */
  depth: number;
}

const BAIL = Symbol('bail');

function bail(): never {
  throw BAIL;
}

// Tabs, non-printable characters, Unicode line separators and stray BOMs: all left to `yaml`.
const UNHANDLED_CHARS = /[\t\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
/**
 * Printable ASCII and line breaks only, the usual style file: none of UNHANDLED_CHARS. V8 runs this anchored loop
 * over a file's text about a third faster than the search for any of those characters at every position (issue
 * #31: 33 against 49 ms over bench:validate's 33 MB), which then runs only for other files.
 */
const PRINTABLE_ASCII = /^[\n\r\x20-\x7e]*$/;
const LONE_CR = /\r(?!\n)/;
const DOCUMENT_MARKER = /^(?:---|\.\.\.)(?: |$)/;

// Plain scalars that the YAML 1.2 core schema (the `yaml` package's default)
// resolves to null, booleans and numbers: the union of its tests, verbatim.
const CORE_NON_STRING =
  /^(?:~|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|0o[0-7]+|[-+]?[0-9]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/;

const CORE_INT = /^[-+]?[0-9]+$/;
const CORE_BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const CORE_NULL = /^(?:~|[Nn]ull|NULL)$/;

/**
 * A plain value as the core schema resolves it: a string, or a decimal
 * integer, boolean or null exactly as the `yaml` package's resolvers compute
 * them (int: `parseInt(str, 10)`, bool: the first letter); floats, octal, hex,
 * infinities and NaN are left to `yaml`. Numbers are in every stylesync.yaml
 * (`max_deletes: 10`): without them the settings file alone loaded `yaml`.
 */
function plainValue(s: string): unknown {
  if (!looksNonString(s)) return s;
  if (CORE_INT.test(s)) return parseInt(s, 10);
  if (CORE_BOOL.test(s)) return s[0] === 't' || s[0] === 'T';
  if (CORE_NULL.test(s)) return null;
  return bail();
}

function looksNonString(s: string): boolean {
  const c = s.charCodeAt(0);
  // Only these characters can start a match: digits + - . ~ n N t T f F.
  const candidate =
    (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46 || c === 126 || c === 110 || c === 78 || c === 116 || c === 84 || c === 102 || c === 70;
  return candidate && CORE_NON_STRING.test(s);
}

/** Characters that may not start a plain scalar (c-indicator), plus `-?:` which we do not bother to allow. */
const INDICATORS = new Set([...'-?:,[]{}#&*!|>\'"%@`']);
/** INDICATORS by character code, for the reader's hot paths: no one-character string and hash per test. */
const INDICATOR_CODES = new Uint8Array(128);
for (const c of INDICATORS) INDICATOR_CODES[c.charCodeAt(0)] = 1;
function isIndicatorAt(line: string, k: number): boolean {
  const c = line.charCodeAt(k);
  return c < 128 && INDICATOR_CODES[c] === 1;
}

const SPACE = 32;

/**
 * Drops trailing spaces only. YAML separates with space and tab alone, so
 * `trimEnd()` would wrongly eat a trailing U+3000 (ideographic space) or
 * U+00A0 that the `yaml` package keeps as part of the value.
 */
function trimSpaces(s: string): string {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === SPACE) end--;
  return end === s.length ? s : s.slice(0, end);
}

/** Index of the `:` that ends an implicit key starting at `from`, or -1. */
function keyColon(line: string, from: number): number {
  let k = from;
  for (;;) {
    k = line.indexOf(':', k);
    if (k < 0) return -1;
    if (k + 1 === line.length || line.charCodeAt(k + 1) === SPACE) return k;
    k++;
  }
}

/** `line` holds `word` from `col`: `startsWith` with a position is several times slower in V8 for short words. */
function writtenAt(line: string, col: number, word: string): boolean {
  for (let j = 0; j < word.length; j++) if (line.charCodeAt(col + j) !== word.charCodeAt(j)) return false;
  return true;
}

function newMap(): Record<string, PosNode> {
  // `__proto__` keys are declined, so a plain object is safe and much faster than a null-prototype one.
  return {};
}

interface Parsed {
  value: unknown;
  pos: PosNode;
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};
const HEX_LENGTH: Record<string, number> = { x: 2, u: 4, U: 8 };

const KEY_SLOTS = 64;
/** Values this short or shorter are shared when repeated (FastParser.shortText): `en` in every instruction. */
const SHORT_TEXT = 8;
const VALUE_SLOTS = 64;

/**
 * The first `ch` at or after a position, remembered. The reader scans the whole text by index instead of splitting it
 * into a string per line (issue #31: the split and its strings were the reader's largest cost), so a search for `:`
 * or `#` is bounded by the file's end, not the line's: asked afresh on every line, a file of lines without one would
 * be searched to its end once per line. The reader asks in file order, so one search serves every question up to
 * the character it found.
 */
class NextOf {
  private from = 0;
  /** -2: not searched yet; -1: none at or after `from`. */
  private at = -2;

  constructor(
    private readonly text: string,
    private readonly ch: string,
  ) {}

  find(q: number): number {
    if (this.at === -2 || q < this.from || (this.at >= 0 && q > this.at)) {
      this.at = this.text.indexOf(this.ch, q);
      this.from = q;
    }
    return this.at;
  }
}

class FastParser {
  /** The file's text, CRLF folded to LF. Every position below is an index into it. */
  private readonly text: string;
  /** Offset of each line's first character, then text.length + 1: line k ends (before its `\n`) at starts[k + 1] - 1. */
  private readonly starts: Int32Array;
  /** Indentation of each line with content; -1 for blank and comment-only lines. */
  private readonly indents: Int32Array;
  /** How many lines (a final `\n` ends a last, empty one, as `split('\n')` counts them). */
  private readonly count: number;
  private readonly colons: NextOf;
  private readonly hashes: NextOf;
  private i = 0;
  /** Collections open around the current one (a bail ends the parse, so no count is restored after one). */
  depth = 0;
  /** The most collections ever open at once: the nesting of the data, as read-yaml.ts bounds it. */
  private maxDepth = 0;
  /** Keys read so far, a few by length and first character (key()). */
  private readonly keys: (string | undefined)[] = new Array<string | undefined>(KEY_SLOTS);
  /** Short values read so far, a few by length and first character (shortText()). */
  private readonly values: (string | undefined)[] = new Array<string | undefined>(VALUE_SLOTS);
  /** Lines that start or end a document (`---`, `...`); only one leading `---` is handled. */
  private markers = 0;

  /**
   * The file's bytes when they are ASCII and line up with `text` character for
   * character (no CRLF to fold): texts are cut from them as fresh strings.
   * UTF-8 has as many bytes as UTF-16 has code units only for ASCII.
   */
  private readonly source: Buffer | undefined;

  constructor(raw: string, bytes: Uint8Array | undefined) {
    if (!PRINTABLE_ASCII.test(raw) && UNHANDLED_CHARS.test(raw)) bail();
    const hasCR = raw.includes('\r');
    if (hasCR && LONE_CR.test(raw)) bail();
    const text = hasCR ? raw.replace(/\r\n/g, '\n') : raw;
    let count = 1;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', nl + 1)) count++;
    const starts = new Int32Array(count + 1);
    const indents = new Int32Array(count);
    let start = 0;
    for (let k = 0; k < count; k++) {
      starts[k] = start;
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      let p = start;
      while (text.charCodeAt(p) === SPACE) p++;
      indents[k] = p < end && text.charCodeAt(p) !== 35 /* # */ ? p - start : -1;
      if (p === start && this.isMarker(text, start, end)) this.markers++;
      start = end + 1;
    }
    starts[count] = text.length + 1;
    this.text = text;
    this.starts = starts;
    this.indents = indents;
    this.count = count;
    this.colons = new NextOf(text, ':');
    this.hashes = new NextOf(text, '#');
    const owned = bytes !== undefined && !hasCR && bytes.length === text.length;
    this.source = owned ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
  }

  /** DOCUMENT_MARKER at line `start`–`end`, tested in place: almost no line starts with `-` or `.` at column 1. */
  private isMarker(text: string, start: number, end: number): boolean {
    const c = text.charCodeAt(start);
    return (c === 45 || c === 46) && DOCUMENT_MARKER.test(text.slice(start, end));
  }

  enter(): void {
    if (++this.depth > this.maxDepth) this.maxDepth = this.depth;
  }

  /** Line `k` as a string, for the rarer values (quoted, flow, block scalars) read by the line-based functions below. */
  private line(k: number): string {
    return this.text.slice(this.starts[k] as number, this.lineEnd(k));
  }

  private lineEnd(k: number): number {
    return (this.starts[k + 1] as number) - 1;
  }

  /**
   * `value`, a text read from characters `from`–`to` of the text,
   * in storage of its own when the parser has the bytes: cut from them when it
   * is those characters as written (a plain scalar, a quoted one without
   * escapes: every escape is longer than what it stands for), else copied.
   */
  own(value: string, from: number, to: number): string {
    if (this.source === undefined) return value;
    if (value.length !== to - from) return ownText(value);
    if (value.length <= SHORT_TEXT) return this.shortText(value);
    return this.source.toString('latin1', from, to);
  }

  /**
   * A short value in storage of its own, the same string as an equal value read before in its slot. A list repeats
   * a few short values (`source_language: en` in every instruction): each was a string of its own, cut from the
   * bytes by a call into C++ and then kept by its instruction, so copied again by every young-generation
   * collection it lived through (issue #31). A text this short is a copy already (util/own-text.ts), so ownText
   * gives it back as it is.
   */
  private shortText(value: string): string {
    const slot = (value.length * 31 + value.charCodeAt(0)) & (VALUE_SLOTS - 1);
    const known = this.values[slot];
    if (known === value) return known;
    const own = ownText(value);
    this.values[slot] = own;
    return own;
  }

  /** The plain text at `from`–`to` as shortText() would give it, compared in place: no string made for a repeat. */
  private shortTextAt(from: number, to: number): string {
    const text = this.text;
    const slot = ((to - from) * 31 + text.charCodeAt(from)) & (VALUE_SLOTS - 1);
    const known = this.values[slot];
    if (known !== undefined && known.length === to - from && writtenAt(text, from, known)) return known;
    const own = ownText(text.slice(from, to));
    this.values[slot] = own;
    return own;
  }

  document(): FastParsed {
    if (!this.skip()) bail();
    const first = this.line(this.i);
    if (first.startsWith('%')) bail();
    let allowedMarkers = 0;
    if (first.startsWith('---')) {
      const rest = first.slice(3);
      if (rest !== '' && !/^ +(?:#.*)?$/.test(rest)) bail();
      allowedMarkers = 1;
      this.i++;
      if (!this.skip()) bail();
    }
    if (this.markers > allowedMarkers) bail();
    const root = this.block(this.indent());
    if (this.skip()) bail();
    return { data: root.value, pos: root.pos, ownTexts: this.source !== undefined, depth: this.maxDepth };
  }

  /** Moves to the next line with content; false at the end. */
  private skip(): boolean {
    const indents = this.indents;
    while (this.i < indents.length) {
      if ((indents[this.i] as number) >= 0) return true;
      this.i++;
    }
    return false;
  }

  /** Indentation of the current line (after skip()). */
  private indent(): number {
    return this.indents[this.i] as number;
  }

  /** The current line holds a sequence item (`-` then a space or the line's end) at offset `at`. */
  private isSeqItemAt(at: number): boolean {
    const text = this.text;
    return text.charCodeAt(at) === 45 /* - */ && (at + 1 === this.lineEnd(this.i) || text.charCodeAt(at + 1) === SPACE);
  }

  /** keyColon() in place, bounded by the line's end: the `:` that ends an implicit key starting at `from`, before `end`, or -1. */
  private keyColonAt(from: number, end: number): number {
    const text = this.text;
    for (let k = this.colons.find(from); k >= 0 && k < end; k = this.colons.find(k + 1)) {
      if (k + 1 === end || text.charCodeAt(k + 1) === SPACE) return k;
    }
    return -1;
  }

  /** The first ` #` (a comment) at or after `from`, before `end`, or -1. */
  private commentAt(from: number, end: number): number {
    const text = this.text;
    for (let k = this.hashes.find(from + 1); k >= 0 && k < end; k = this.hashes.find(k + 1)) {
      if (text.charCodeAt(k - 1) === SPACE) return k - 1;
    }
    return -1;
  }

  /** The current line holds an implicit key from offset `from`: its `:` comes before any comment. */
  private isKeyAt(from: number): boolean {
    if (isIndicatorAt(this.text, from)) return false;
    const end = this.lineEnd(this.i);
    const k = this.keyColonAt(from, end);
    if (k < 0) return false;
    const comment = this.commentAt(from, end);
    return comment < 0 || k < comment;
  }

  private block(ind: number): Parsed {
    const at = (this.starts[this.i] as number) + ind;
    if (this.isSeqItemAt(at)) return this.seq(ind);
    if (!this.isKeyAt(at)) bail();
    return this.map(ind);
  }

  /** A block mapping whose keys start at column `col`; the first key is on the current line at that column. */
  private map(col: number): Parsed {
    this.enter();
    const data: Record<string, unknown> = {};
    const kids = newMap();
    const pos = posNode(this.i + 1, col + 1);
    pos.map = kids;
    let first = true;
    for (;;) {
      if (!first) {
        if (!this.skip()) break;
        const ind = this.indent();
        if (ind < col) break;
        if (ind > col || this.isSeqItemAt((this.starts[this.i] as number) + ind)) bail();
      }
      first = false;
      this.entry(col, data, kids);
    }
    this.depth--;
    return { value: data, pos };
  }

  private entry(col: number, data: Record<string, unknown>, kids: Record<string, PosNode>): void {
    const lineNo = this.i;
    const text = this.text;
    const ls = this.starts[lineNo] as number;
    const le = this.lineEnd(lineNo);
    const from = ls + col;
    if (isIndicatorAt(text, from)) bail();
    const k = this.keyColonAt(from, le);
    if (k < 0) bail();
    let end = k;
    while (end > from && text.charCodeAt(end - 1) === SPACE) end--;
    const key = this.key(from, end);
    if (Object.prototype.hasOwnProperty.call(data, key)) bail();
    let v = k + 1;
    while (text.charCodeAt(v) === SPACE) v++;
    let parsed: Parsed;
    if (v >= le || text.charCodeAt(v) === 35 /* # */) {
      this.i++;
      parsed = this.nestedOrNull(col, lineNo + 1, col + 1, true);
    } else {
      parsed = this.inline(v, col);
    }
    parsed.pos.keyLine = lineNo + 1;
    parsed.pos.keyCol = col + 1;
    data[key] = parsed.value;
    kids[key] = parsed.pos;
  }

  /**
   * The block mapping key written at `from`–`end` of the text, checked. A
   * file repeats a few keys (`label`, `prompt`, `source_language` in every
   * instruction): a key seen before is that same string, which V8 has made a
   * property name already, instead of a new one to look up by its hash and
   * check again (issue #31: the lookup was the reader's largest line).
   */
  private key(from: number, end: number): string {
    const text = this.text;
    const length = end - from;
    const slot = (length * 31 + text.charCodeAt(from)) & (KEY_SLOTS - 1);
    const known = this.keys[slot];
    if (known !== undefined && known.length === length && writtenAt(text, from, known)) return known;
    const key = text.slice(from, end);
    if (key === '' || key.length > 1000 || key.includes(' #') || looksNonString(key) || key === '__proto__') bail();
    this.keys[slot] = key;
    return key;
  }

  /** The value after `key:` or `-` with nothing else on the line. */
  private nestedOrNull(parentInd: number, keyLine: number, keyCol: number, inMap: boolean): Parsed {
    if (this.skip()) {
      const ind = this.indent();
      if (ind > parentInd) return this.block(ind);
      if (inMap && ind === parentInd && this.isSeqItemAt((this.starts[this.i] as number) + ind)) return this.seq(ind);
    }
    // A null sequence item (`-` alone) is rare and its position subtle: leave it to `yaml`.
    if (!inMap) bail();
    const pos = posNode(keyLine, keyCol);
    pos.empty = true;
    return { value: null, pos };
  }

  private seq(ind: number): Parsed {
    this.enter();
    const data: unknown[] = [];
    const kids: PosNode[] = [];
    const pos = posNode(this.i + 1, ind + 1);
    pos.seq = kids;
    const text = this.text;
    for (;;) {
      if (!this.skip()) break;
      const lineInd = this.indent();
      if (lineInd < ind) break;
      if (lineInd > ind) bail();
      const ls = this.starts[this.i] as number;
      if (!this.isSeqItemAt(ls + ind)) break;
      const le = this.lineEnd(this.i);
      let v = ls + ind + 1;
      while (text.charCodeAt(v) === SPACE) v++;
      let item: Parsed;
      if (v >= le || text.charCodeAt(v) === 35 /* # */) {
        this.i++;
        item = this.nestedOrNull(ind, this.i, ind + 1, false);
      } else if (this.isSeqItemAt(v)) {
        bail();
      } else if (this.isKeyAt(v)) {
        item = this.map(v - ls);
      } else {
        item = this.inline(v, ind);
      }
      data.push(item.value);
      kids.push(item.pos);
    }
    this.depth--;
    return { value: data, pos };
  }

  /** A value that starts on the current line at offset `v` of the text; `parentInd` bounds continuation lines. */
  private inline(v: number, parentInd: number): Parsed {
    const text = this.text;
    const ls = this.starts[this.i] as number;
    const le = this.lineEnd(this.i);
    const c = text.charCodeAt(v);
    let pos = posNode(this.i + 1, v - ls + 1);
    if (c === 124 /* | */ || c === 62 /* > */) {
      const value = this.blockScalar(this.line(this.i), v - ls, parentInd);
      return { value: this.source === undefined ? value : ownText(value), pos };
    }
    let value: unknown;
    let end: number;
    if (c === 34 /* " */ || c === 39 /* ' */) {
      const [quoted, after] = c === 34 ? doubleQuoted(this.line(this.i), v - ls) : singleQuoted(this.line(this.i), v - ls);
      end = ls + after;
      value = this.own(quoted, v + 1, end - 1);
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      const flow = new FlowParser(this.line(this.i), this.i + 1, ls, this).node(v - ls);
      value = flow.value;
      pos = flow.pos;
      end = ls + flow.end;
    } else {
      if (isIndicatorAt(text, v)) bail();
      const comment = this.commentAt(v, le);
      let to = comment < 0 ? le : comment;
      while (to > v && text.charCodeAt(to - 1) === SPACE) to--;
      // `: ` or a final `:` in a plain value: `yaml` reads a key there or refuses it.
      for (let k = this.colons.find(v); k >= 0 && k < to; k = this.colons.find(k + 1)) {
        if (k + 1 === to || text.charCodeAt(k + 1) === SPACE) bail();
      }
      value = this.plainAt(v, to);
      end = le;
    }
    // Only a comment may follow a quoted scalar or flow collection.
    if (end < le) {
      let r = end;
      while (text.charCodeAt(r) === SPACE) r++;
      if (r < le && !(text.charCodeAt(r) === 35 && r > end)) bail();
    }
    this.i++;
    // A more-indented line after a one-line value is a continuation or an error: `yaml` decides.
    if (this.skip() && this.indent() > parentInd) bail();
    return { value, pos };
  }

  /**
   * The plain scalar at `from`–`to` as plainValue() resolves it, a text cut once: from the bytes when the parser has
   * them, without the copy out of `text` that plainValue() and own() would make first (issue #31).
   */
  private plainAt(from: number, to: number): unknown {
    const text = this.text;
    const c = text.charCodeAt(from);
    // looksNonString()'s first-character test: only then is a string needed before the value is known to be one.
    if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46 || c === 126 || c === 110 || c === 78 || c === 116 || c === 84 || c === 102 || c === 70) {
      const s = text.slice(from, to);
      const value = plainValue(s);
      return typeof value === 'string' ? this.own(value, from, to) : value;
    }
    if (this.source === undefined) return text.slice(from, to);
    if (to - from <= SHORT_TEXT) return this.shortTextAt(from, to);
    return this.source.toString('latin1', from, to);
  }

  private blockScalar(line: string, v: number, parentInd: number): string {
    const style = line[v];
    let j = v + 1;
    let chomp = '';
    if (line[j] === '-' || line[j] === '+') chomp = line[j++] as string;
    // Indentation indicators and keep-chomping are rare enough to leave to `yaml`.
    if (chomp === '+') bail();
    const header = line.slice(j);
    if (header !== '' && !/^ +(#.*)?$/.test(header)) bail();
    const count = this.count;
    const start = this.i + 1;
    let k = start;
    while (k < count && this.isBlankLine(k)) k++;
    if (k >= count) bail();
    const m = this.indentAt(k);
    if (m <= parentInd) bail();
    let end = k;
    let lastContent = k;
    while (end < count) {
      if (this.isBlankLine(end)) {
        if (this.lineLength(end) > m) bail();
      } else if (this.indentAt(end) < m) {
        break;
      } else {
        lastContent = end;
      }
      end++;
    }
    for (let b = start; b < k; b++) if (this.lineLength(b) > m) bail();
    // The last line of a file without a final newline: `yaml` knows best how to chomp it.
    if (lastContent === count - 1) bail();
    const text = this.text;
    let out: string;
    if (style === '|') {
      // Each line less its indentation: lines blank or shorter than it add only their `\n`.
      const body: string[] = [];
      for (let b = start; b <= lastContent; b++) body.push(this.line(b).slice(m));
      out = body.join('\n');
    } else {
      out = '';
      let empties = 0;
      let started = false;
      for (let b = start; b <= lastContent; b++) {
        const from = (this.starts[b] as number) + m;
        const to = this.lineEnd(b);
        if (from >= to) {
          empties++;
          continue;
        }
        if (text.charCodeAt(from) === SPACE) bail();
        const l = text.slice(from, to);
        if (!started) out += '\n'.repeat(empties) + l;
        else out += (empties > 0 ? '\n'.repeat(empties) : ' ') + l;
        started = true;
        empties = 0;
      }
    }
    this.i = end;
    return chomp === '-' ? out : `${out}\n`;
  }

  /** Spaces at the start of line `k`, the whole line when it is blank. */
  private indentAt(k: number): number {
    const text = this.text;
    const start = this.starts[k] as number;
    let p = start;
    while (text.charCodeAt(p) === SPACE) p++;
    return Math.min(p, this.lineEnd(k)) - start;
  }

  private isBlankLine(k: number): boolean {
    return this.indentAt(k) === this.lineLength(k);
  }

  private lineLength(k: number): number {
    return this.lineEnd(k) - (this.starts[k] as number);
  }
}

function doubleQuoted(line: string, v: number): [string, number] {
  let out = '';
  let k = v + 1;
  // Both searches remember where they got to: searching again from k at every
  // escape made a long value with many escapes quadratic.
  let quote = -1;
  let backslash = -1;
  for (;;) {
    if (quote < k) quote = line.indexOf('"', k);
    if (quote < 0) bail();
    if (backslash < k && backslash !== -2) backslash = line.indexOf('\\', k);
    if (backslash === -1) backslash = -2; // none left in the line
    if (backslash < 0 || backslash > quote) return [out + line.slice(k, quote), quote + 1];
    out += line.slice(k, backslash);
    k = backslash;
    const e = line[k + 1];
    if (e === undefined) bail();
    const simple = ESCAPES[e];
    if (simple !== undefined) {
      out += simple;
      k += 2;
      continue;
    }
    const n = HEX_LENGTH[e];
    if (n === undefined) bail();
    const hex = line.slice(k + 2, k + 2 + n);
    if (hex.length !== n || !/^[0-9a-fA-F]+$/.test(hex)) bail();
    const cp = Number.parseInt(hex, 16);
    // Escaped surrogates and out-of-range code points: `yaml`'s business.
    if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) bail();
    out += String.fromCodePoint(cp);
    k += 2 + n;
  }
}

function singleQuoted(line: string, v: number): [string, number] {
  let out = '';
  let k = v + 1;
  for (;;) {
    const q = line.indexOf("'", k);
    if (q < 0) bail();
    out += line.slice(k, q);
    if (line.charCodeAt(q + 1) === 39) {
      out += "'";
      k = q + 2;
      continue;
    }
    return [out, q + 1];
  }
}

const FLOW_PLAIN_END = /[,[\]{}]|: |:$|:(?=[,[\]{}])| #/g;

/** One-line flow collections: `[a, "b"]`, `{ contains: ["15"] }`. */
class FlowParser {
  constructor(
    private readonly line: string,
    private readonly lineNo: number,
    /** The line's offset in the parser's text, where the parser cuts its texts. */
    private readonly lineStart: number,
    private readonly parser: FastParser,
  ) {}

  node(k: number): { value: unknown; pos: PosNode; end: number } {
    const line = this.line;
    const ch = line[k];
    const pos = posNode(this.lineNo, k + 1);
    if (ch === '"' || ch === "'") {
      const [value, end] = ch === '"' ? doubleQuoted(line, k) : singleQuoted(line, k);
      return { value: this.parser.own(value, this.lineStart + k + 1, this.lineStart + end - 1), pos, end };
    }
    if (ch === '[') return this.sequence(k, pos);
    if (ch === '{') return this.mapping(k, pos);
    if (ch === undefined || INDICATORS.has(ch)) bail();
    FLOW_PLAIN_END.lastIndex = k;
    const m = FLOW_PLAIN_END.exec(line);
    const stop = m ? m.index : line.length;
    if (m && m[0].startsWith(':')) bail();
    if (m && m[0] === ' #') bail();
    const s = trimSpaces(line.slice(k, stop));
    if (s === '') bail();
    const value = plainValue(s);
    return { value: typeof value === 'string' ? this.parser.own(value, this.lineStart + k, this.lineStart + k + s.length) : value, pos, end: stop };
  }

  private spaces(k: number): number {
    while (this.line.charCodeAt(k) === SPACE) k++;
    return k;
  }

  private sequence(k: number, pos: PosNode): { value: unknown; pos: PosNode; end: number } {
    this.parser.enter();
    const items: unknown[] = [];
    const kids: PosNode[] = [];
    pos.seq = kids;
    let c = this.spaces(k + 1);
    for (;;) {
      if (this.line[c] === ']') {
        this.parser.depth--;
        return { value: items, pos, end: c + 1 };
      }
      const item = this.node(c);
      items.push(item.value);
      kids.push(item.pos);
      c = this.spaces(item.end);
      const sep = this.line[c];
      if (sep === ',') c = this.spaces(c + 1);
      else if (sep !== ']') bail();
    }
  }

  private mapping(k: number, pos: PosNode): { value: unknown; pos: PosNode; end: number } {
    this.parser.enter();
    const data: Record<string, unknown> = {};
    const kids = newMap();
    pos.map = kids;
    const line = this.line;
    let c = this.spaces(k + 1);
    for (;;) {
      if (line[c] === '}') {
        this.parser.depth--;
        return { value: data, pos, end: c + 1 };
      }
      const keyCol = c + 1;
      let key: string;
      let afterKey: number;
      const ch = line[c];
      if (ch === '"' || ch === "'") {
        [key, afterKey] = ch === '"' ? doubleQuoted(line, c) : singleQuoted(line, c);
        if (line[afterKey] !== ':') bail();
      } else {
        if (ch === undefined || INDICATORS.has(ch)) bail();
        const colon = keyColon(line, c);
        if (colon < 0) bail();
        key = trimSpaces(line.slice(c, colon));
        if (key === '' || /[,[\]{}#]/.test(key) || looksNonString(key)) bail();
        afterKey = colon;
      }
      if (key === '__proto__' || Object.prototype.hasOwnProperty.call(data, key)) bail();
      // `:` then a space, as in block context; `{a:b}` style adjacency is left to `yaml`.
      if (line.charCodeAt(afterKey + 1) !== SPACE) bail();
      c = this.spaces(afterKey + 1);
      if (line[c] === ',' || line[c] === '}' || c >= line.length) bail();
      const value = this.node(c);
      value.pos.keyLine = this.lineNo;
      value.pos.keyCol = keyCol;
      data[key] = value.value;
      kids[key] = value.pos;
      c = this.spaces(value.end);
      const sep = line[c];
      if (sep === ',') c = this.spaces(c + 1);
      else if (sep !== '}') bail();
    }
  }
}

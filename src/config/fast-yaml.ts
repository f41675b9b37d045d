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

function indentOf(line: string): number {
  let k = 0;
  while (line.charCodeAt(k) === SPACE) k++;
  return k;
}

function isBlank(line: string): boolean {
  return indentOf(line) === line.length;
}

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

function isSeqItem(line: string, ind: number): boolean {
  return line.charCodeAt(ind) === 45 /* - */ && (line.length === ind + 1 || line.charCodeAt(ind + 1) === SPACE);
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

/**
 * Index of the first ` #` (a comment) at or after `from`, or -1. V8 searches
 * for one character much faster than for two: most lines have no `#` at all.
 */
function commentStart(line: string, from: number): number {
  for (let k = line.indexOf('#', from + 1); k >= 0; k = line.indexOf('#', k + 1)) if (line.charCodeAt(k - 1) === SPACE) return k - 1;
  return -1;
}

function isKeyLine(line: string, from: number): boolean {
  if (isIndicatorAt(line, from)) return false;
  const k = keyColon(line, from);
  if (k < 0) return false;
  const comment = commentStart(line, from);
  return comment < 0 || k < comment;
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

class FastParser {
  private readonly lines: string[];
  /** Indentation of each line with content; -1 for blank and comment-only lines. */
  private readonly indents: Int32Array;
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
  /** Offset in `source` of each line's first character. */
  private readonly starts: Int32Array | undefined;

  constructor(text: string, bytes: Uint8Array | undefined) {
    if (!PRINTABLE_ASCII.test(text) && UNHANDLED_CHARS.test(text)) bail();
    const hasCR = text.includes('\r');
    if (hasCR && LONE_CR.test(text)) bail();
    const lines = (hasCR ? text.replace(/\r\n/g, '\n') : text).split('\n');
    const indents = new Int32Array(lines.length);
    const owned = bytes !== undefined && !hasCR && bytes.length === text.length;
    const starts = owned ? new Int32Array(lines.length) : undefined;
    let offset = 0;
    for (let k = 0; k < lines.length; k++) {
      const line = lines[k] as string;
      const ind = indentOf(line);
      indents[k] = ind < line.length && line.charCodeAt(ind) !== 35 /* # */ ? ind : -1;
      if (ind === 0 && DOCUMENT_MARKER.test(line)) this.markers++;
      if (starts !== undefined) starts[k] = offset;
      offset += line.length + 1;
    }
    this.lines = lines;
    this.indents = indents;
    this.source = owned ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
    this.starts = starts;
  }

  enter(): void {
    if (++this.depth > this.maxDepth) this.maxDepth = this.depth;
  }

  /**
   * `value`, a text read from characters `from`–`to` of line `lineNo` (0-based),
   * in storage of its own when the parser has the bytes: cut from them when it
   * is those characters as written (a plain scalar, a quoted one without
   * escapes: every escape is longer than what it stands for), else copied.
   */
  own(value: string, lineNo: number, from: number, to: number): string {
    if (this.source === undefined) return value;
    if (value.length !== to - from) return ownText(value);
    if (value.length <= SHORT_TEXT) return this.shortText(value);
    const start = (this.starts as Int32Array)[lineNo] as number;
    return this.source.toString('latin1', start + from, start + to);
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

  document(): FastParsed {
    if (!this.skip()) bail();
    const first = this.lines[this.i] as string;
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

  private block(ind: number): Parsed {
    const line = this.lines[this.i] as string;
    if (isSeqItem(line, ind)) return this.seq(ind);
    if (!isKeyLine(line, ind)) bail();
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
        const line = this.lines[this.i] as string;
        const ind = this.indent();
        if (ind < col) break;
        if (ind > col || isSeqItem(line, ind)) bail();
      }
      first = false;
      this.entry(col, data, kids);
    }
    this.depth--;
    return { value: data, pos };
  }

  private entry(col: number, data: Record<string, unknown>, kids: Record<string, PosNode>): void {
    const lineNo = this.i;
    const line = this.lines[lineNo] as string;
    if (isIndicatorAt(line, col)) bail();
    const k = keyColon(line, col);
    if (k < 0) bail();
    let end = k;
    while (end > col && line.charCodeAt(end - 1) === SPACE) end--;
    const key = this.key(line, col, end);
    if (Object.prototype.hasOwnProperty.call(data, key)) bail();
    let v = k + 1;
    while (line.charCodeAt(v) === SPACE) v++;
    let parsed: Parsed;
    if (v >= line.length || line.charCodeAt(v) === 35 /* # */) {
      this.i++;
      parsed = this.nestedOrNull(col, lineNo + 1, col + 1, true);
    } else {
      parsed = this.inline(line, v, col);
    }
    parsed.pos.keyLine = lineNo + 1;
    parsed.pos.keyCol = col + 1;
    data[key] = parsed.value;
    kids[key] = parsed.pos;
  }

  /**
   * The block mapping key written from `col` to `end` of `line`, checked. A
   * file repeats a few keys (`label`, `prompt`, `source_language` in every
   * instruction): a key seen before is that same string, which V8 has made a
   * property name already, instead of a new one to look up by its hash and
   * check again (issue #31: the lookup was the reader's largest line).
   */
  private key(line: string, col: number, end: number): string {
    const length = end - col;
    const slot = (length * 31 + line.charCodeAt(col)) & (KEY_SLOTS - 1);
    const known = this.keys[slot];
    if (known !== undefined && known.length === length && writtenAt(line, col, known)) return known;
    const key = line.slice(col, end);
    if (key === '' || key.length > 1000 || key.includes(' #') || looksNonString(key) || key === '__proto__') bail();
    this.keys[slot] = key;
    return key;
  }

  /** The value after `key:` or `-` with nothing else on the line. */
  private nestedOrNull(parentInd: number, keyLine: number, keyCol: number, inMap: boolean): Parsed {
    if (this.skip()) {
      const line = this.lines[this.i] as string;
      const ind = this.indent();
      if (ind > parentInd) return this.block(ind);
      if (inMap && ind === parentInd && isSeqItem(line, ind)) return this.seq(ind);
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
    for (;;) {
      if (!this.skip()) break;
      const line = this.lines[this.i] as string;
      const lineInd = this.indent();
      if (lineInd < ind) break;
      if (lineInd > ind) bail();
      if (!isSeqItem(line, ind)) break;
      let v = ind + 1;
      while (line.charCodeAt(v) === SPACE) v++;
      let item: Parsed;
      if (v >= line.length || line.charCodeAt(v) === 35 /* # */) {
        this.i++;
        item = this.nestedOrNull(ind, this.i, ind + 1, false);
      } else if (isSeqItem(line, v)) {
        bail();
      } else if (isKeyLine(line, v)) {
        item = this.map(v);
      } else {
        item = this.inline(line, v, ind);
      }
      data.push(item.value);
      kids.push(item.pos);
    }
    this.depth--;
    return { value: data, pos };
  }

  /** A value that starts on the current line at `v`; `parentInd` bounds continuation lines. */
  private inline(line: string, v: number, parentInd: number): Parsed {
    const ch = line[v] as string;
    let pos = posNode(this.i + 1, v + 1);
    if (ch === '|' || ch === '>') {
      const value = this.blockScalar(line, v, parentInd);
      return { value: this.source === undefined ? value : ownText(value), pos };
    }
    let value: unknown;
    let end: number;
    if (ch === '"' || ch === "'") {
      let text: string;
      [text, end] = ch === '"' ? doubleQuoted(line, v) : singleQuoted(line, v);
      value = this.own(text, this.i, v + 1, end - 1);
    } else if (ch === '[' || ch === '{') {
      const flow = new FlowParser(line, this.i + 1, this).node(v);
      value = flow.value;
      pos = flow.pos;
      end = flow.end;
    } else {
      if (isIndicatorAt(line, v)) bail();
      const comment = commentStart(line, v);
      const s = trimSpaces(comment < 0 ? line.slice(v) : line.slice(v, comment));
      if (s.indexOf(':') >= 0 && (s.includes(': ') || s.endsWith(':'))) bail();
      value = plainValue(s);
      if (typeof value === 'string') value = this.own(value, this.i, v, v + s.length);
      end = line.length;
    }
    // Only a comment may follow a quoted scalar or flow collection.
    if (end < line.length) {
      let r = end;
      while (line.charCodeAt(r) === SPACE) r++;
      if (r < line.length && !(line.charCodeAt(r) === 35 && r > end)) bail();
    }
    this.i++;
    // A more-indented line after a one-line value is a continuation or an error: `yaml` decides.
    if (this.skip() && this.indent() > parentInd) bail();
    return { value, pos };
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
    const lines = this.lines;
    const start = this.i + 1;
    let k = start;
    while (k < lines.length && isBlank(lines[k] as string)) k++;
    if (k >= lines.length) bail();
    const m = indentOf(lines[k] as string);
    if (m <= parentInd) bail();
    let end = k;
    let lastContent = k;
    while (end < lines.length) {
      const l = lines[end] as string;
      if (isBlank(l)) {
        if (l.length > m) bail();
      } else if (indentOf(l) < m) {
        break;
      } else {
        lastContent = end;
      }
      end++;
    }
    for (let b = start; b < k; b++) if ((lines[b] as string).length > m) bail();
    // The last line of a file without a final newline: `yaml` knows best how to chomp it.
    if (lastContent === lines.length - 1) bail();
    const body: string[] = [];
    for (let b = start; b <= lastContent; b++) body.push((lines[b] as string).slice(m));
    let text: string;
    if (style === '|') {
      text = body.join('\n');
    } else {
      text = '';
      let empties = 0;
      let started = false;
      for (const l of body) {
        if (l === '') {
          empties++;
          continue;
        }
        if (l.charCodeAt(0) === SPACE) bail();
        if (!started) text += '\n'.repeat(empties) + l;
        else text += (empties > 0 ? '\n'.repeat(empties) : ' ') + l;
        started = true;
        empties = 0;
      }
    }
    this.i = end;
    return chomp === '-' ? text : `${text}\n`;
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
    private readonly parser: FastParser,
  ) {}

  node(k: number): { value: unknown; pos: PosNode; end: number } {
    const line = this.line;
    const ch = line[k];
    const pos = posNode(this.lineNo, k + 1);
    if (ch === '"' || ch === "'") {
      const [value, end] = ch === '"' ? doubleQuoted(line, k) : singleQuoted(line, k);
      return { value: this.parser.own(value, this.lineNo - 1, k + 1, end - 1), pos, end };
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
    return { value: typeof value === 'string' ? this.parser.own(value, this.lineNo - 1, k, k + s.length) : value, pos, end: stop };
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

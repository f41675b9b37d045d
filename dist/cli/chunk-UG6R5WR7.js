import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  emptyFile,
  tooDeep
} from "./chunk-D6S6DZUD.js";
import {
  DesiredInstructions,
  DiagnosticCap,
  LANGUAGE_NAMES,
  adviceOf,
  byPosition,
  capDiagnostics,
  checkDocument,
  checkGlossaryDocument,
  emptyDictionary,
  entryDiagnostic,
  examplePair,
  guideText,
  instructionAdvice,
  instructionAdviceDiagnostics,
  instructionFields,
  instructionFile,
  isAdviceFinding,
  isObject,
  languagesInWords,
  listReading,
  orList,
  ownText,
  pairKey,
  ruleLanguages,
  schemaCheck,
  tbxTextPieces,
  typoSuggestions,
  withAdvice
} from "./chunk-WADOF54X.js";
import {
  START,
  diagnostic,
  formatPath,
  locate,
  posNode
} from "./chunk-DFW3UD3O.js";
import {
  REPORTING_TAG_HEADER,
  reportingTagProblem
} from "./chunk-TEZ4EFMH.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import {
  GLOSSARY_LIMITS,
  LIMITS,
  allowedValues,
  isStyleLanguage,
  parseGlossaryEntries,
  rootLanguage
} from "./chunk-XKJFTXK7.js";

// src/config/project.ts
import { lstatSync, realpathSync } from "node:fs";
import path6 from "node:path";

// advice-worker-entry:advice-worker-entry
function adviceWorkerEntry() {
  return { file: new URL("./advice-worker.cjs", import.meta.url) };
}

// src/config/advice-thread.ts
var ADVICE_THREAD_MIN_PROMPTS = 1e4;
var ADVICE_THREAD_WAIT_MS = 1e4;
var BATCH_PROMPTS = 2e3;
var ADVICE_THREAD_MAX_WAITING = 256;
var WORKER_HEAP_MB = 256;
var NONE = Object.freeze([]);
var AdviceThread = class {
  minPrompts;
  waitMs;
  batchPrompts;
  /** Looked up at the first file past a quarter of minPrompts: most loads never need it. */
  entry;
  options;
  worker;
  ended = false;
  open = [];
  nextId = 0;
  timer;
  /** Questions not sent yet, and their prompts' count (BATCH_PROMPTS). */
  batch = [];
  batched = 0;
  constructor(options = {}) {
    this.options = options;
    this.minPrompts = options.minPrompts ?? ADVICE_THREAD_MIN_PROMPTS;
    this.waitMs = options.waitMs ?? ADVICE_THREAD_WAIT_MS;
    this.batchPrompts = options.batchPrompts ?? BATCH_PROMPTS;
    this.entry = options.entry;
  }
  takes(seen) {
    if (this.ended || seen < this.minPrompts / 4) return false;
    this.entry ??= adviceWorkerEntry() ?? null;
    if (this.entry === null) return false;
    this.started().catch(() => void 0);
    return seen >= this.minPrompts;
  }
  advise(prompts, language) {
    if (this.ended) return Promise.reject(new Error("the advice thread has ended"));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.open.push({ id, count: prompts.length, language, resolve, reject });
      const lengths = new Int32Array(prompts.length);
      for (const [k, prompt] of prompts.entries()) lengths[k] = prompt.length;
      this.batch.push({ id, language, text: prompts.join(""), lengths });
      this.batched += prompts.length;
      if (this.batched >= this.batchPrompts) this.flush();
    });
  }
  /** Sends the questions held for a batch: the validator is about to wait for their answers. */
  flush() {
    if (this.ended || this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    this.batched = 0;
    this.arm();
    this.started().then(
      (worker) => {
        if (!this.ended) worker.postMessage(batch, batch.map((q) => q.lengths.buffer));
      },
      () => void 0
      // failed: these questions are refused with every other
    );
  }
  /** Ends the thread (once every answer is in, or to give up on it). */
  close() {
    this.end("was closed");
  }
  started() {
    this.worker ??= this.start().catch((error) => {
      this.fail(`could not start: ${String(error)}`);
      throw error;
    });
    return this.worker;
  }
  async start() {
    const [{ Worker }, { availableParallelism }] = await Promise.all([import("node:worker_threads"), import("node:os")]);
    if ((this.options.cores ?? availableParallelism()) < 2) {
      this.end("has one core");
      throw new Error("one core");
    }
    const entry = this.entry;
    const options = { workerData: { fault: this.options.fault }, execArgv: [], env: {}, stdout: true, stderr: true, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
    const worker = "code" in entry ? new Worker(entry.code, { ...options, eval: true }) : new Worker(entry.file, options);
    worker.on("message", (message) => this.answered(message));
    worker.on("messageerror", (error) => this.fail(`unreadable answer: ${String(error)}`));
    worker.on("error", (error) => this.fail(`failed: ${String(error)}`));
    worker.on("exit", (code) => this.fail(`ended (exit code ${code})`));
    worker.unref();
    this.options.onEvent?.({ kind: "started" });
    return worker;
  }
  /** A batch's answers, in the order asked. */
  answered(message) {
    if (this.ended) return;
    if (!Array.isArray(message) || message.length === 0) {
      this.fail("answered out of turn");
      return;
    }
    for (const answer of message) {
      const question = this.open[0];
      const advice = question !== void 0 ? adviceIn(answer, question) : void 0;
      if (question === void 0 || advice === void 0) {
        this.fail("answered out of turn");
        return;
      }
      this.open.shift();
      this.options.onEvent?.({ kind: "answered", prompts: question.count });
      question.resolve(advice);
    }
    this.disarm();
    this.arm();
  }
  /**
   * The bound on waiting: no answer within waitMs of the last one (or of the first question) ends the thread. Armed
   * only while a question sent is unanswered, and not unref'd: with the worker unref'd, it is what keeps the process
   * alive while the validator waits for an answer (else the event loop could empty, and validate end with no output).
   */
  arm() {
    if (this.timer !== void 0 || this.open.length === this.batch.length) return;
    this.timer = setTimeout(() => this.fail(`no answer within ${this.waitMs} ms`), this.waitMs);
  }
  disarm() {
    if (this.timer !== void 0) clearTimeout(this.timer);
    this.timer = void 0;
  }
  fail(reason) {
    if (this.ended) return;
    this.options.onEvent?.({ kind: "failed", reason });
    this.end(reason);
  }
  /** Ends the thread, and refuses every question it has (sent or held): the validator reads those itself. */
  end(reason) {
    if (this.ended) return;
    this.ended = true;
    this.disarm();
    this.batch = [];
    for (const q of this.open.splice(0)) q.reject(new Error(`the advice thread ${reason}`));
    this.worker?.then(
      (worker) => void worker.terminate(),
      () => void 0
    );
  }
};
function adviceIn(answer, question) {
  if (typeof answer !== "object" || answer === null || answer.id !== question.id) return void 0;
  const { at, findings } = answer;
  if (!Array.isArray(at) || !Array.isArray(findings) || at.length !== findings.length) return void 0;
  const out = new Array(question.count).fill(NONE);
  let previous = -1;
  for (const [k, index] of at.entries()) {
    const found = findings[k];
    if (!Number.isInteger(index) || index <= previous || index >= question.count) return void 0;
    if (!Array.isArray(found) || !found.every((f) => isAdviceFinding(f, question.language))) return void 0;
    previous = index;
    out[index] = found.map((f) => adviceOf(f, question.language));
  }
  return out;
}

// src/config/glossary-load.ts
import path3 from "node:path";

// src/config/read-yaml.ts
import { closeSync, constants, fstatSync, openSync, readdir as readdirCallback, readFileSync, readSync, stat as statCallback } from "node:fs";
import path2 from "node:path";
import { promisify } from "node:util";

// src/config/fast-yaml.ts
function fastParse(text, bytes) {
  try {
    return new FastParser(text, bytes).document();
  } catch (error) {
    if (error === BAIL) return void 0;
    throw error;
  }
}
var BAIL = /* @__PURE__ */ Symbol("bail");
function bail() {
  throw BAIL;
}
var UNHANDLED_CHARS = /[\t\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
var PRINTABLE_ASCII = /^[\n\r\x20-\x7e]*$/;
var LONE_CR = /\r(?!\n)/;
var DOCUMENT_MARKER = /^(?:---|\.\.\.)(?: |$)/;
var CORE_NON_STRING = /^(?:~|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|0o[0-7]+|[-+]?[0-9]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/;
var CORE_INT = /^[-+]?[0-9]+$/;
var CORE_BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
var CORE_NULL = /^(?:~|[Nn]ull|NULL)$/;
function plainValue(s) {
  if (!looksNonString(s)) return s;
  if (CORE_INT.test(s)) return parseInt(s, 10);
  if (CORE_BOOL.test(s)) return s[0] === "t" || s[0] === "T";
  if (CORE_NULL.test(s)) return null;
  return bail();
}
function looksNonString(s) {
  const c = s.charCodeAt(0);
  const candidate = c >= 48 && c <= 57 || c === 43 || c === 45 || c === 46 || c === 126 || c === 110 || c === 78 || c === 116 || c === 84 || c === 102 || c === 70;
  return candidate && CORE_NON_STRING.test(s);
}
var INDICATORS = /* @__PURE__ */ new Set([..."-?:,[]{}#&*!|>'\"%@`"]);
var INDICATOR_CODES = new Uint8Array(128);
for (const c of INDICATORS) INDICATOR_CODES[c.charCodeAt(0)] = 1;
function isIndicatorAt(line, k) {
  const c = line.charCodeAt(k);
  return c < 128 && INDICATOR_CODES[c] === 1;
}
var SPACE = 32;
function trimSpaces(s) {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === SPACE) end--;
  return end === s.length ? s : s.slice(0, end);
}
function keyColon(line, from) {
  let k = from;
  for (; ; ) {
    k = line.indexOf(":", k);
    if (k < 0) return -1;
    if (k + 1 === line.length || line.charCodeAt(k + 1) === SPACE) return k;
    k++;
  }
}
function writtenAt(line, col, word) {
  for (let j = 0; j < word.length; j++) if (line.charCodeAt(col + j) !== word.charCodeAt(j)) return false;
  return true;
}
function newMap() {
  return {};
}
var ESCAPES = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  t: "	",
  n: "\n",
  v: "\v",
  f: "\f",
  r: "\r",
  e: "\x1B",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  N: "\x85",
  _: "\xA0",
  L: "\u2028",
  P: "\u2029"
};
var HEX_LENGTH = { x: 2, u: 4, U: 8 };
var KEY_SLOTS = 64;
var SHORT_TEXT = 8;
var VALUE_SLOTS = 64;
var NextOf = class {
  constructor(text, ch) {
    this.text = text;
    this.ch = ch;
  }
  text;
  ch;
  from = 0;
  /** -2: not searched yet; -1: none at or after `from`. */
  at = -2;
  find(q) {
    if (this.at === -2 || q < this.from || this.at >= 0 && q > this.at) {
      this.at = this.text.indexOf(this.ch, q);
      this.from = q;
    }
    return this.at;
  }
};
var FastParser = class {
  /** The file's text, CRLF folded to LF. Every position below is an index into it. */
  text;
  /** Offset of each line's first character, then text.length + 1: line k ends (before its `\n`) at starts[k + 1] - 1. */
  starts;
  /** Indentation of each line with content; -1 for blank and comment-only lines. */
  indents;
  /** How many lines (a final `\n` ends a last, empty one, as `split('\n')` counts them). */
  count;
  colons;
  hashes;
  i = 0;
  /** Collections open around the current one (a bail ends the parse, so no count is restored after one). */
  depth = 0;
  /** The most collections ever open at once: the nesting of the data, as read-yaml.ts bounds it. */
  maxDepth = 0;
  /** Keys read so far, a few by length and first character (key()). */
  keys = new Array(KEY_SLOTS);
  /** Short values read so far, a few by length and first character (shortText()). */
  values = new Array(VALUE_SLOTS);
  /** Lines that start or end a document (`---`, `...`); only one leading `---` is handled. */
  markers = 0;
  /**
   * The file's bytes when they are ASCII and line up with `text` character for
   * character (no CRLF to fold): texts are cut from them as fresh strings.
   * UTF-8 has as many bytes as UTF-16 has code units only for ASCII.
   */
  source;
  constructor(raw, bytes) {
    if (!PRINTABLE_ASCII.test(raw) && UNHANDLED_CHARS.test(raw)) bail();
    const hasCR = raw.includes("\r");
    if (hasCR && LONE_CR.test(raw)) bail();
    const text = hasCR ? raw.replace(/\r\n/g, "\n") : raw;
    let count = 1;
    for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", nl + 1)) count++;
    const starts = new Int32Array(count + 1);
    const indents = new Int32Array(count);
    let start = 0;
    for (let k = 0; k < count; k++) {
      starts[k] = start;
      let end = text.indexOf("\n", start);
      if (end < 0) end = text.length;
      let p = start;
      while (text.charCodeAt(p) === SPACE) p++;
      indents[k] = p < end && text.charCodeAt(p) !== 35 ? p - start : -1;
      if (p === start && this.isMarker(text, start, end)) this.markers++;
      start = end + 1;
    }
    starts[count] = text.length + 1;
    this.text = text;
    this.starts = starts;
    this.indents = indents;
    this.count = count;
    this.colons = new NextOf(text, ":");
    this.hashes = new NextOf(text, "#");
    const owned = bytes !== void 0 && !hasCR && bytes.length === text.length;
    this.source = owned ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : void 0;
  }
  /** DOCUMENT_MARKER at line `start`–`end`, tested in place: almost no line starts with `-` or `.` at column 1. */
  isMarker(text, start, end) {
    const c = text.charCodeAt(start);
    return (c === 45 || c === 46) && DOCUMENT_MARKER.test(text.slice(start, end));
  }
  enter() {
    if (++this.depth > this.maxDepth) this.maxDepth = this.depth;
  }
  /** Line `k` as a string, for the rarer values (quoted, flow, block scalars) read by the line-based functions below. */
  line(k) {
    return this.text.slice(this.starts[k], this.lineEnd(k));
  }
  lineEnd(k) {
    return this.starts[k + 1] - 1;
  }
  /**
   * `value`, a text read from characters `from`–`to` of the text,
   * in storage of its own when the parser has the bytes: cut from them when it
   * is those characters as written (a plain scalar, a quoted one without
   * escapes: every escape is longer than what it stands for), else copied.
   */
  own(value, from, to) {
    if (this.source === void 0) return value;
    if (value.length !== to - from) return ownText(value);
    if (value.length <= SHORT_TEXT) return this.shortText(value);
    return this.source.toString("latin1", from, to);
  }
  /**
   * A short value in storage of its own, the same string as an equal value read before in its slot. A list repeats
   * a few short values (`source_language: en` in every instruction): each was a string of its own, cut from the
   * bytes by a call into C++ and then kept by its instruction, so copied again by every young-generation
   * collection it lived through (issue #31). A text this short is a copy already (util/own-text.ts), so ownText
   * gives it back as it is.
   */
  shortText(value) {
    const slot = value.length * 31 + value.charCodeAt(0) & VALUE_SLOTS - 1;
    const known = this.values[slot];
    if (known === value) return known;
    const own = ownText(value);
    this.values[slot] = own;
    return own;
  }
  /** The plain text at `from`–`to` as shortText() would give it, compared in place: no string made for a repeat. */
  shortTextAt(from, to) {
    const text = this.text;
    const slot = (to - from) * 31 + text.charCodeAt(from) & VALUE_SLOTS - 1;
    const known = this.values[slot];
    if (known !== void 0 && known.length === to - from && writtenAt(text, from, known)) return known;
    const own = ownText(text.slice(from, to));
    this.values[slot] = own;
    return own;
  }
  document() {
    if (!this.skip()) bail();
    const first = this.line(this.i);
    if (first.startsWith("%")) bail();
    let allowedMarkers = 0;
    if (first.startsWith("---")) {
      const rest = first.slice(3);
      if (rest !== "" && !/^ +(?:#.*)?$/.test(rest)) bail();
      allowedMarkers = 1;
      this.i++;
      if (!this.skip()) bail();
    }
    if (this.markers > allowedMarkers) bail();
    const root = this.block(this.indent());
    if (this.skip()) bail();
    return { data: root.value, pos: root.pos, ownTexts: this.source !== void 0, depth: this.maxDepth };
  }
  /** Moves to the next line with content; false at the end. */
  skip() {
    const indents = this.indents;
    while (this.i < indents.length) {
      if (indents[this.i] >= 0) return true;
      this.i++;
    }
    return false;
  }
  /** Indentation of the current line (after skip()). */
  indent() {
    return this.indents[this.i];
  }
  /** The current line holds a sequence item (`-` then a space or the line's end) at offset `at`. */
  isSeqItemAt(at) {
    const text = this.text;
    return text.charCodeAt(at) === 45 && (at + 1 === this.lineEnd(this.i) || text.charCodeAt(at + 1) === SPACE);
  }
  /** keyColon() in place, bounded by the line's end: the `:` that ends an implicit key starting at `from`, before `end`, or -1. */
  keyColonAt(from, end) {
    const text = this.text;
    for (let k = this.colons.find(from); k >= 0 && k < end; k = this.colons.find(k + 1)) {
      if (k + 1 === end || text.charCodeAt(k + 1) === SPACE) return k;
    }
    return -1;
  }
  /** The first ` #` (a comment) at or after `from`, before `end`, or -1. */
  commentAt(from, end) {
    const text = this.text;
    for (let k = this.hashes.find(from + 1); k >= 0 && k < end; k = this.hashes.find(k + 1)) {
      if (text.charCodeAt(k - 1) === SPACE) return k - 1;
    }
    return -1;
  }
  /** The current line holds an implicit key from offset `from`: its `:` comes before any comment. */
  isKeyAt(from) {
    if (isIndicatorAt(this.text, from)) return false;
    const end = this.lineEnd(this.i);
    const k = this.keyColonAt(from, end);
    if (k < 0) return false;
    const comment = this.commentAt(from, end);
    return comment < 0 || k < comment;
  }
  block(ind) {
    const at = this.starts[this.i] + ind;
    if (this.isSeqItemAt(at)) return this.seq(ind);
    if (!this.isKeyAt(at)) bail();
    return this.map(ind);
  }
  /** A block mapping whose keys start at column `col`; the first key is on the current line at that column. */
  map(col) {
    this.enter();
    const data = {};
    const kids = newMap();
    const pos = posNode(this.i + 1, col + 1);
    pos.map = kids;
    let first = true;
    for (; ; ) {
      if (!first) {
        if (!this.skip()) break;
        const ind = this.indent();
        if (ind < col) break;
        if (ind > col || this.isSeqItemAt(this.starts[this.i] + ind)) bail();
      }
      first = false;
      this.entry(col, data, kids);
    }
    this.depth--;
    return { value: data, pos };
  }
  entry(col, data, kids) {
    const lineNo = this.i;
    const text = this.text;
    const ls = this.starts[lineNo];
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
    let parsed;
    if (v >= le || text.charCodeAt(v) === 35) {
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
  key(from, end) {
    const text = this.text;
    const length = end - from;
    const slot = length * 31 + text.charCodeAt(from) & KEY_SLOTS - 1;
    const known = this.keys[slot];
    if (known !== void 0 && known.length === length && writtenAt(text, from, known)) return known;
    const key = text.slice(from, end);
    if (key === "" || key.length > 1e3 || key.includes(" #") || looksNonString(key) || key === "__proto__") bail();
    this.keys[slot] = key;
    return key;
  }
  /** The value after `key:` or `-` with nothing else on the line. */
  nestedOrNull(parentInd, keyLine, keyCol, inMap) {
    if (this.skip()) {
      const ind = this.indent();
      if (ind > parentInd) return this.block(ind);
      if (inMap && ind === parentInd && this.isSeqItemAt(this.starts[this.i] + ind)) return this.seq(ind);
    }
    if (!inMap) bail();
    const pos = posNode(keyLine, keyCol);
    pos.empty = true;
    return { value: null, pos };
  }
  seq(ind) {
    this.enter();
    const data = [];
    const kids = [];
    const pos = posNode(this.i + 1, ind + 1);
    pos.seq = kids;
    const text = this.text;
    for (; ; ) {
      if (!this.skip()) break;
      const lineInd = this.indent();
      if (lineInd < ind) break;
      if (lineInd > ind) bail();
      const ls = this.starts[this.i];
      if (!this.isSeqItemAt(ls + ind)) break;
      const le = this.lineEnd(this.i);
      let v = ls + ind + 1;
      while (text.charCodeAt(v) === SPACE) v++;
      let item;
      if (v >= le || text.charCodeAt(v) === 35) {
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
  inline(v, parentInd) {
    const text = this.text;
    const ls = this.starts[this.i];
    const le = this.lineEnd(this.i);
    const c = text.charCodeAt(v);
    let pos = posNode(this.i + 1, v - ls + 1);
    if (c === 124 || c === 62) {
      const value2 = this.blockScalar(this.line(this.i), v - ls, parentInd);
      return { value: this.source === void 0 ? value2 : ownText(value2), pos };
    }
    let value;
    let end;
    if (c === 34 || c === 39) {
      const [quoted, after] = c === 34 ? doubleQuoted(this.line(this.i), v - ls) : singleQuoted(this.line(this.i), v - ls);
      end = ls + after;
      value = this.own(quoted, v + 1, end - 1);
    } else if (c === 91 || c === 123) {
      const flow = new FlowParser(this.line(this.i), this.i + 1, ls, this).node(v - ls);
      value = flow.value;
      pos = flow.pos;
      end = ls + flow.end;
    } else {
      if (isIndicatorAt(text, v)) bail();
      const comment = this.commentAt(v, le);
      let to = comment < 0 ? le : comment;
      while (to > v && text.charCodeAt(to - 1) === SPACE) to--;
      for (let k = this.colons.find(v); k >= 0 && k < to; k = this.colons.find(k + 1)) {
        if (k + 1 === to || text.charCodeAt(k + 1) === SPACE) bail();
      }
      value = this.plainAt(v, to);
      end = le;
    }
    if (end < le) {
      let r = end;
      while (text.charCodeAt(r) === SPACE) r++;
      if (r < le && !(text.charCodeAt(r) === 35 && r > end)) bail();
    }
    this.i++;
    if (this.skip() && this.indent() > parentInd) bail();
    return { value, pos };
  }
  /**
   * The plain scalar at `from`–`to` as plainValue() resolves it, a text cut once: from the bytes when the parser has
   * them, without the copy out of `text` that plainValue() and own() would make first (issue #31).
   */
  plainAt(from, to) {
    const text = this.text;
    const c = text.charCodeAt(from);
    if (c >= 48 && c <= 57 || c === 43 || c === 45 || c === 46 || c === 126 || c === 110 || c === 78 || c === 116 || c === 84 || c === 102 || c === 70) {
      const s = text.slice(from, to);
      const value = plainValue(s);
      return typeof value === "string" ? this.own(value, from, to) : value;
    }
    if (this.source === void 0) return text.slice(from, to);
    if (to - from <= SHORT_TEXT) return this.shortTextAt(from, to);
    return this.source.toString("latin1", from, to);
  }
  blockScalar(line, v, parentInd) {
    const style = line[v];
    let j = v + 1;
    let chomp = "";
    if (line[j] === "-" || line[j] === "+") chomp = line[j++];
    if (chomp === "+") bail();
    const header = line.slice(j);
    if (header !== "" && !/^ +(#.*)?$/.test(header)) bail();
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
    if (lastContent === count - 1) bail();
    const text = this.text;
    let out;
    if (style === "|") {
      const body = [];
      for (let b = start; b <= lastContent; b++) body.push(this.line(b).slice(m));
      out = body.join("\n");
    } else {
      out = "";
      let empties = 0;
      let started = false;
      for (let b = start; b <= lastContent; b++) {
        const from = this.starts[b] + m;
        const to = this.lineEnd(b);
        if (from >= to) {
          empties++;
          continue;
        }
        if (text.charCodeAt(from) === SPACE) bail();
        const l = text.slice(from, to);
        if (!started) out += "\n".repeat(empties) + l;
        else out += (empties > 0 ? "\n".repeat(empties) : " ") + l;
        started = true;
        empties = 0;
      }
    }
    this.i = end;
    return chomp === "-" ? out : `${out}
`;
  }
  /** Spaces at the start of line `k`, the whole line when it is blank. */
  indentAt(k) {
    const text = this.text;
    const start = this.starts[k];
    let p = start;
    while (text.charCodeAt(p) === SPACE) p++;
    return Math.min(p, this.lineEnd(k)) - start;
  }
  isBlankLine(k) {
    return this.indentAt(k) === this.lineLength(k);
  }
  lineLength(k) {
    return this.lineEnd(k) - this.starts[k];
  }
};
function doubleQuoted(line, v) {
  let out = "";
  let k = v + 1;
  let quote = -1;
  let backslash = -1;
  for (; ; ) {
    if (quote < k) quote = line.indexOf('"', k);
    if (quote < 0) bail();
    if (backslash < k && backslash !== -2) backslash = line.indexOf("\\", k);
    if (backslash === -1) backslash = -2;
    if (backslash < 0 || backslash > quote) return [out + line.slice(k, quote), quote + 1];
    out += line.slice(k, backslash);
    k = backslash;
    const e = line[k + 1];
    if (e === void 0) bail();
    const simple = ESCAPES[e];
    if (simple !== void 0) {
      out += simple;
      k += 2;
      continue;
    }
    const n = HEX_LENGTH[e];
    if (n === void 0) bail();
    const hex = line.slice(k + 2, k + 2 + n);
    if (hex.length !== n || !/^[0-9a-fA-F]+$/.test(hex)) bail();
    const cp = Number.parseInt(hex, 16);
    if (cp > 1114111 || cp >= 55296 && cp <= 57343) bail();
    out += String.fromCodePoint(cp);
    k += 2 + n;
  }
}
function singleQuoted(line, v) {
  let out = "";
  let k = v + 1;
  for (; ; ) {
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
var FLOW_PLAIN_END = /[,[\]{}]|: |:$|:(?=[,[\]{}])| #/g;
var FlowParser = class {
  constructor(line, lineNo, lineStart, parser) {
    this.line = line;
    this.lineNo = lineNo;
    this.lineStart = lineStart;
    this.parser = parser;
  }
  line;
  lineNo;
  lineStart;
  parser;
  node(k) {
    const line = this.line;
    const ch = line[k];
    const pos = posNode(this.lineNo, k + 1);
    if (ch === '"' || ch === "'") {
      const [value2, end] = ch === '"' ? doubleQuoted(line, k) : singleQuoted(line, k);
      return { value: this.parser.own(value2, this.lineStart + k + 1, this.lineStart + end - 1), pos, end };
    }
    if (ch === "[") return this.sequence(k, pos);
    if (ch === "{") return this.mapping(k, pos);
    if (ch === void 0 || INDICATORS.has(ch)) bail();
    FLOW_PLAIN_END.lastIndex = k;
    const m = FLOW_PLAIN_END.exec(line);
    const stop = m ? m.index : line.length;
    if (m && m[0].startsWith(":")) bail();
    if (m && m[0] === " #") bail();
    const s = trimSpaces(line.slice(k, stop));
    if (s === "") bail();
    const value = plainValue(s);
    return { value: typeof value === "string" ? this.parser.own(value, this.lineStart + k, this.lineStart + k + s.length) : value, pos, end: stop };
  }
  spaces(k) {
    while (this.line.charCodeAt(k) === SPACE) k++;
    return k;
  }
  sequence(k, pos) {
    this.parser.enter();
    const items = [];
    const kids = [];
    pos.seq = kids;
    let c = this.spaces(k + 1);
    for (; ; ) {
      if (this.line[c] === "]") {
        this.parser.depth--;
        return { value: items, pos, end: c + 1 };
      }
      const item = this.node(c);
      items.push(item.value);
      kids.push(item.pos);
      c = this.spaces(item.end);
      const sep = this.line[c];
      if (sep === ",") c = this.spaces(c + 1);
      else if (sep !== "]") bail();
    }
  }
  mapping(k, pos) {
    this.parser.enter();
    const data = {};
    const kids = newMap();
    pos.map = kids;
    const line = this.line;
    let c = this.spaces(k + 1);
    for (; ; ) {
      if (line[c] === "}") {
        this.parser.depth--;
        return { value: data, pos, end: c + 1 };
      }
      const keyCol = c + 1;
      let key;
      let afterKey;
      const ch = line[c];
      if (ch === '"' || ch === "'") {
        [key, afterKey] = ch === '"' ? doubleQuoted(line, c) : singleQuoted(line, c);
        if (line[afterKey] !== ":") bail();
      } else {
        if (ch === void 0 || INDICATORS.has(ch)) bail();
        const colon = keyColon(line, c);
        if (colon < 0) bail();
        key = trimSpaces(line.slice(c, colon));
        if (key === "" || /[,[\]{}#]/.test(key) || looksNonString(key)) bail();
        afterKey = colon;
      }
      if (key === "__proto__" || Object.prototype.hasOwnProperty.call(data, key)) bail();
      if (line.charCodeAt(afterKey + 1) !== SPACE) bail();
      c = this.spaces(afterKey + 1);
      if (line[c] === "," || line[c] === "}" || c >= line.length) bail();
      const value = this.node(c);
      value.pos.keyLine = this.lineNo;
      value.pos.keyCol = keyCol;
      data[key] = value.value;
      kids[key] = value.pos;
      c = this.spaces(value.end);
      const sep = line[c];
      if (sep === ",") c = this.spaces(c + 1);
      else if (sep !== "}") bail();
    }
  }
};

// src/config/paths.ts
import path from "node:path";
function isYamlFileName(name) {
  return name.endsWith(".yaml") || name.endsWith(".yml");
}
function repoRelative(root, abs) {
  const rel = path.relative(root, abs);
  if (rel === "") return ".";
  if (rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return void 0;
  return rel.split(path.sep).join("/");
}
function fragmentMatcher(fragmentDirs) {
  const prefixes = fragmentDirs.map((d) => d === "." ? "" : `${d.replace(/\/+$/, "")}/`);
  return (file) => path.posix.basename(file).startsWith("_") || prefixes.some((p) => p === "" || file.startsWith(p));
}

// src/config/read-yaml.ts
var stat = promisify(statCallback);
var readdir = promisify(readdirCallback);
var MAX_FILE_BYTES = 1e6;
var MAX_DEPTH = 64;
var utf8 = new TextDecoder("utf-8", { fatal: true });
async function readYamlFile(absPath, file) {
  const read = await readStyleBytes(absPath, file);
  return read instanceof Uint8Array ? parseYamlBytesLazily(read, file) : read;
}
async function readStyleBytes(absPath, file, limit) {
  const opened = openChecked(absPath, file, limit);
  if (!("fd" in opened)) return opened;
  const { fd, size } = opened;
  try {
    if (size > 0) return readFileSync(fd);
    const maxBytes = limit?.bytes ?? MAX_FILE_BYTES;
    const bytes = readAtMost(fd, maxBytes + 1);
    return bytes.length > maxBytes ? { ok: false, file, diagnostics: [(limit?.tooLarge ?? tooLarge)(file, bytes.length)] } : bytes;
  } catch (error) {
    return { ok: false, file, diagnostics: [unreadableFile(file, error)] };
  } finally {
    closeSync(fd);
  }
}
function openChecked(absPath, file, limit) {
  let fd;
  try {
    fd = openSync(absPath, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { ok: false, file, diagnostics: [unreadableFile(file, error)] };
  }
  try {
    const stats = fstatSync(fd);
    const refused = !stats.isFile() ? unreadable(file, stats.isDirectory() ? "EISDIR" : "NOTFILE") : stats.size > (limit?.bytes ?? MAX_FILE_BYTES) ? (limit?.tooLarge ?? tooLarge)(file, stats.size) : void 0;
    if (refused === void 0) return { fd, size: stats.size };
    closeSync(fd);
    return { ok: false, file, diagnostics: [refused] };
  } catch (error) {
    closeSync(fd);
    return { ok: false, file, diagnostics: [unreadableFile(file, error)] };
  }
}
function readAtMost(fd, maxBytes) {
  const pieces = [];
  let total = 0;
  for (let read = -1; read !== 0 && total < maxBytes; total += read) {
    const piece = Buffer.allocUnsafe(Math.min(1 << 16, maxBytes - total));
    read = readSync(fd, piece, 0, piece.length, null);
    pieces.push(piece.subarray(0, read));
  }
  return Buffer.concat(pieces, total);
}
function unreadableFile(file, error) {
  return unreadable(file, error?.code ?? String(error));
}
function decodeYaml(bytes, file) {
  try {
    return utf8.decode(bytes);
  } catch {
    return { ok: false, file, diagnostics: [notUtf8(bytes, file)] };
  }
}
async function parseYamlBytesLazily(bytes, file, texts) {
  const text = decodeYaml(bytes, file);
  if (typeof text !== "string") return text;
  const fast = guarded(text, file, () => fastLoaded(text, file, bytes), texts);
  if (fast !== void 0) return fast;
  const { parseWithYaml } = await import("./parse-with-yaml-3ZNYCJUP.js");
  return guarded(text, file, () => viewsOf(parseWithYaml(text, file)), texts);
}
function parseYamlWith(text, file, slow, bytes) {
  return guarded(text, file, () => fastLoaded(text, file, bytes) ?? viewsOf(slow(text, file)));
}
function fastLoaded(text, file, bytes) {
  const fast = fastParse(text, bytes);
  return fast ? { loaded: { ok: true, file, data: fast.data, pos: fast.pos, warnings: [] }, ownTexts: fast.ownTexts, depth: fast.depth } : void 0;
}
function viewsOf(loaded) {
  return { loaded, ownTexts: false };
}
function guarded(text, file, parse, texts) {
  if (text.trim() === "") return { ok: false, file, diagnostics: [emptyFile(file)] };
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_FILE_BYTES) return { ok: false, file, diagnostics: [tooLarge(file, bytes)] };
  if (flowTooDeep(text)) return { ok: false, file, diagnostics: [tooDeep(file)] };
  let parsed;
  try {
    parsed = parse();
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, file, diagnostics: [tooDeep(file)] };
    throw error;
  }
  if (parsed === void 0 || !parsed.loaded.ok) return parsed?.loaded;
  const depth = parsed.ownTexts && texts === void 0 && parsed.depth !== void 0 ? parsed.depth : dataDepth(parsed.loaded.data, texts, parsed.ownTexts ? void 0 : ownText);
  if (depth > MAX_DEPTH) return { ok: false, file, diagnostics: [tooDeep(file)] };
  return parsed.loaded;
}
function flowTooDeep(text) {
  let opening = 0;
  for (const bracket of ["[", "{"]) {
    for (let k = text.indexOf(bracket); k >= 0 && opening <= MAX_DEPTH; k = text.indexOf(bracket, k + 1)) opening++;
  }
  return opening > MAX_DEPTH && flowDepth(text) > MAX_DEPTH;
}
function flowDepth(text) {
  let depth = 0;
  let max = 0;
  BRACKETS.lastIndex = 0;
  for (let match = BRACKETS.exec(text); match !== null; match = BRACKETS.exec(text)) {
    const c = match[0];
    if (c === "[" || c === "{") max = Math.max(max, ++depth);
    else if (depth > 0) depth--;
  }
  return max;
}
var BRACKETS = /[[\]{}]/g;
function dataDepth(data, texts, own) {
  let max = 0;
  const list = texts === void 0 ? void 0 : listInstructions(data);
  const stack = [[data, 1, -1]];
  while (stack.length > 0) {
    const [value, depth, index] = stack.pop();
    if (value === null || typeof value !== "object") continue;
    if (depth > max) max = depth;
    if (max > MAX_DEPTH) return max;
    const node = value;
    const items = list !== void 0 && node === list.instructions;
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (typeof child === "string") {
        if (texts !== void 0) {
          node[key] = index >= 0 && key === "prompt" && list !== void 0 ? texts.sharePrompt(list.name, index, list.instructions.length, child, own) : texts.share(child, own);
        } else if (own !== void 0) node[key] = own(child);
      } else if (child !== null && typeof child === "object") stack.push([child, depth + 1, items ? Number(key) : -1]);
    }
  }
  return max;
}
function listInstructions(data) {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return void 0;
  const { name, custom_instructions: instructions } = data;
  return typeof name === "string" && Array.isArray(instructions) ? { name, instructions } : void 0;
}
function tooLarge(file, bytes) {
  return diagnostic(
    "error",
    "file-too-large",
    { file, pos: START },
    `the file is ${bytes.toLocaleString("en-US")} bytes; a style file may have at most ${MAX_FILE_BYTES.toLocaleString("en-US")}`,
    "A full list is well under 100 KB: check that this is a style file, or split it into several lists."
  );
}
var UNREADABLE_REASONS = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOENT: "not found (a broken link?)",
  EISDIR: "it is a directory, not a file",
  NOTFILE: "it is not a regular file (a pipe, socket or device?)"
};
function unreadable(file, code) {
  const reason = UNREADABLE_REASONS[code] ?? code;
  const notAFile = code === "EISDIR" || code === "NOTFILE";
  return diagnostic(
    "error",
    "unreadable-file",
    { file, pos: START },
    `cannot read the file: ${reason}`,
    notAFile ? "Point `extends` or the command line at a style file, or rename it so its name does not end in .yaml or .yml." : "Check that the file exists and is readable by this user, or remove it from the styles directory."
  );
}
function notUtf8(bytes, file) {
  const utf16 = bytes.length >= 2 && (bytes[0] === 255 && bytes[1] === 254 || bytes[0] === 254 && bytes[1] === 255);
  const offset = utf16 ? 0 : firstInvalidUtf8(bytes);
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < offset; k++) {
    if (bytes[k] === 10) {
      line++;
      lineStart = k + 1;
    }
  }
  return diagnostic(
    "error",
    "not-utf8",
    { file, pos: { line, col: offset - lineStart + 1 } },
    utf16 ? "the file is UTF-16, not UTF-8" : `the file is not valid UTF-8 (byte 0x${(bytes[offset] ?? 0).toString(16).padStart(2, "0")} at offset ${offset})`,
    'Save the file as UTF-8 (most editors: "Save with encoding" \u2192 UTF-8).'
  );
}
function firstInvalidUtf8(bytes) {
  let k = 0;
  while (k < bytes.length) {
    const b = bytes[k];
    let need;
    let min;
    if (b < 128) {
      k++;
      continue;
    } else if (b >= 194 && b <= 223) {
      need = 1;
      min = 128;
    } else if (b >= 224 && b <= 239) {
      need = 2;
      min = 2048;
    } else if (b >= 240 && b <= 244) {
      need = 3;
      min = 65536;
    } else {
      return k;
    }
    let cp = b & 63 >> need;
    for (let j = 1; j <= need; j++) {
      const c = bytes[k + j];
      if (c === void 0 || (c & 192) !== 128) return k;
      cp = cp << 6 | c & 63;
    }
    if (cp < min || cp > 1114111 || cp >= 55296 && cp <= 57343) return k;
    k += need + 1;
  }
  return bytes.length;
}
async function pathKind(absPath) {
  try {
    const s = await stat(absPath);
    return s.isDirectory() ? "dir" : s.isFile() ? "file" : "other";
  } catch {
    return "missing";
  }
}
async function listYamlFiles(dir) {
  const out = [];
  const walk = async (current) => {
    const entries = await readdir(current, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const full = path2.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if ((entry.isFile() || entry.isSymbolicLink()) && isYamlFileName(entry.name)) {
        if (entry.isSymbolicLink() && await pathKind(full) === "dir") continue;
        out.push(full);
      }
    }
  };
  await walk(dir);
  return out.sort();
}

// src/config/validate-glossary-refs.ts
var MAX_GLOSSARIES_PER_TRANSLATION = 5;
function checkAcrossGlossaries(glossaries) {
  const out = [];
  const byName = /* @__PURE__ */ new Map();
  const byId = /* @__PURE__ */ new Map();
  for (const glossary of glossaries) {
    const sameName = glossary.name === "" ? void 0 : claim(byName, glossary.name, glossary);
    if (sameName) {
      out.push(
        diagnostic(
          "error",
          "duplicate-glossary-name",
          { file: glossary.file, pos: glossary.origin, path: "name" },
          `glossary name \`${glossary.name}\` is also used by ${where(sameName.file, sameName.origin)}`,
          sameName.state !== glossary.state ? "One file keeps the glossary and another deletes it (state: absent): remove one of the two." : "Each glossary file needs its own name (the service allows the same name twice, which makes it ambiguous): rename one of them."
        )
      );
    }
    const sameId = glossary.glossary_id === void 0 ? void 0 : claim(byId, glossary.glossary_id, glossary);
    if (sameId) {
      out.push(
        diagnostic(
          "error",
          "duplicate-glossary-id",
          { file: glossary.file, pos: glossary.origin, path: "glossary_id" },
          `glossary_id \`${glossary.glossary_id}\` is also pinned by ${sameId.file}`,
          "A live glossary can be managed by one file only: remove the glossary_id from one of them."
        )
      );
    }
  }
  return out;
}
function checkGlossaryRefs(lists, glossaries, live) {
  const known = /* @__PURE__ */ new Map();
  for (const g of live ?? []) known.set(g.name, { pairs: new Set(g.dictionaries.map(pairKey)), where: "the service", deleted: false });
  for (const g of glossaries) known.set(g.name, { pairs: new Set(g.dictionaries.map(pairKey)), where: g.file, deleted: g.state === "absent" });
  const out = [];
  for (const list of lists) {
    if (list.state !== "present" || !list.glossaries || list.glossaries.length === 0) continue;
    out.push(...refsOfList(list, list.glossaries, known, live !== void 0));
  }
  return out;
}
function refsOfList(list, refs, known, online) {
  const out = [];
  const at = (ref) => ({ file: ref.origin.file, pos: ref.origin, path: ref.path });
  if (refs.length > MAX_GLOSSARIES_PER_TRANSLATION) {
    const ref = refs[MAX_GLOSSARIES_PER_TRANSLATION];
    out.push(
      diagnostic(
        "error",
        "too-many-glossaries",
        at(ref),
        `the list names ${refs.length} glossaries; a translation takes at most ${MAX_GLOSSARIES_PER_TRANSLATION}`,
        "Merge glossaries, or name at most five here."
      )
    );
  }
  const seen = /* @__PURE__ */ new Set();
  const pairs = examplePairs(list, out);
  for (const ref of refs) {
    if (seen.has(ref.name)) {
      out.push(diagnostic("warning", "duplicate-glossary-ref", at(ref), `glossary \`${ref.name}\` is named twice`, "Remove the repeated name."));
      continue;
    }
    seen.add(ref.name);
    const glossary = known.get(ref.name);
    if (!glossary) {
      out.push(unknownGlossary(ref, at(ref), [...known.keys()], online));
      continue;
    }
    if (glossary.deleted) {
      out.push(
        diagnostic(
          "error",
          "glossary-deleted",
          at(ref),
          `glossary \`${ref.name}\` is deleted by ${glossary.where} (state: absent), so translations with this list would be refused`,
          "Remove it from `glossaries`, or keep the glossary."
        )
      );
      continue;
    }
    for (const [key, example] of pairs) {
      if (glossary.pairs.has(key)) continue;
      out.push(
        diagnostic(
          "error",
          "glossary-missing-pair",
          at(ref),
          `glossary \`${ref.name}\` (${glossary.where}) has no ${key} dictionary, the pair ${example.path} (line ${example.origin.line}) translates; the service refuses a translation whose glossary lacks its pair`,
          glossary.where === "the service" ? `Add a ${key} dictionary to the glossary, or remove it from this list.` : `Add a dictionary with source_language: ${key.split("\u2192")[0]} and target_language: ${key.split("\u2192")[1]} to ${glossary.where}, or remove the glossary from this list.`
        )
      );
    }
  }
  return out;
}
function examplePairs(list, out) {
  const pairs = /* @__PURE__ */ new Map();
  for (const example of list.examples) {
    if (example.source_language === void 0) {
      out.push(
        diagnostic(
          "error",
          "example-needs-source-language",
          { file: example.origin.file, pos: example.origin, path: example.path },
          "the example has no source_language, and the list names glossaries: the service translates with a glossary only when the source language is given",
          "Add `source_language:` to the example (e.g. `source_language: en`)."
        )
      );
      continue;
    }
    const key = examplePair(example, example.target_language ?? list.language);
    if (!pairs.has(key)) pairs.set(key, example);
  }
  return pairs;
}
function unknownGlossary(ref, at, names, online) {
  const guesses = typoSuggestions(ref.name, names);
  const guess = guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}? ` : "";
  return diagnostic(
    online ? "error" : "warning",
    "unknown-glossary",
    at,
    online ? `glossary \`${ref.name}\` is neither in the glossary files nor on the service` : `glossary \`${ref.name}\` is not in the glossary files`,
    online ? `${guess}Add a glossary file with this name, or fix the name.` : `${guess}Add a glossary file with this name, or fix the name. A glossary kept only on the service is looked for by \`validate --online\` and by \`plan\`, which fail when it is not there either.`
  );
}
function claim(claims, key, glossary) {
  const first = claims.get(key);
  if (first === void 0) claims.set(key, glossary);
  return first;
}
function where(file, origin) {
  return `${file}:${origin.line}:${origin.col}`;
}

// src/config/file-pieces.ts
import { closeSync as closeSync2, readSync as readSync2 } from "node:fs";
var GrewTooLarge = class extends Error {
  constructor(bytes) {
    super(`the file grew to ${bytes} bytes while it was read`);
    this.bytes = bytes;
  }
  bytes;
};
var PieceUnreadable = class extends Error {
  constructor(error) {
    super(`a piece of the file could not be read: ${String(error)}`);
    this.error = error;
  }
  error;
};
var PIECE_BYTES = 1 << 16;
function filePieces(absPath, file, limit, pieceBytes = PIECE_BYTES) {
  const opened = openChecked(absPath, file, limit);
  return "fd" in opened ? new FilePieces(opened.fd, limit.bytes, pieceBytes) : opened;
}
var FilePieces = class {
  constructor(fd, maxBytes, pieceBytes) {
    this.maxBytes = maxBytes;
    this.#fd = fd;
    this.#buffer = Buffer.allocUnsafe(pieceBytes);
  }
  maxBytes;
  #fd;
  #total = 0;
  #buffer;
  [Symbol.iterator]() {
    return this;
  }
  next() {
    if (this.#fd === void 0) return { done: true, value: void 0 };
    let read;
    try {
      read = readSync2(this.#fd, this.#buffer, 0, this.#buffer.length, null);
    } catch (error) {
      this.return();
      throw new PieceUnreadable(error);
    }
    if (read === 0) return this.return();
    this.#total += read;
    if (this.#total > this.maxBytes) {
      this.return();
      throw new GrewTooLarge(this.#total);
    }
    return { done: false, value: this.#buffer.subarray(0, read) };
  }
  /** Closes the file (once; again does nothing). */
  return() {
    if (this.#fd !== void 0) closeSync2(this.#fd);
    this.#fd = void 0;
    return { done: true, value: void 0 };
  }
};
function piecesFailure(error, file, limit) {
  if (error instanceof GrewTooLarge) return { ok: false, file, diagnostics: [limit.tooLarge(file, error.bytes)] };
  if (error instanceof PieceUnreadable) return { ok: false, file, diagnostics: [unreadableFile(file, error.error)] };
  return void 0;
}

// src/config/entries-text.ts
var EntriesText = class {
  #text;
  constructor(text) {
    this.#text = text;
  }
  /** Whether the text starts as `pattern` (anchored with ^) says: a check before it is read. */
  startsAs(pattern) {
    return pattern.test(this.#text ?? "");
  }
  /** The text, once: a reader that asks again has a bug, not the user. */
  take() {
    const text = this.#text;
    if (text === void 0) throw new Error("EntriesText.take: the text was taken already");
    this.#text = void 0;
    return text;
  }
};
function takeText(text) {
  return typeof text === "string" ? text : text.take();
}

// src/config/validate-glossary-entries.ts
var MAX_ENTRY_PROBLEMS = 40;
function readEntriesFile(ref, text) {
  if (ref.format === "tbx") throw new Error(`${ref.file}: a TBX entries file is read by validate-glossary-tbx.ts`);
  const { dictionary } = ref;
  const parsed = parseGlossaryEntries(takeText(text), {
    format: ref.format,
    pair: { source: dictionary.source_lang, target: dictionary.target_lang },
    maxProblems: MAX_ENTRY_PROBLEMS
  });
  const out = parsed.problems.map((p) => entryDiagnostic(p, ref.file, ref.format));
  out.push(...parsed.caseVariants.map((p) => entryDiagnostic(p, ref.file, ref.format)));
  const last = parsed.problems[parsed.problems.length - 1];
  if (parsed.truncated && last !== void 0 && last.rule !== "dictionary-too-large") {
    out.push(
      diagnostic(
        "error",
        "entries-check-stopped",
        { file: ref.file, pos: { line: last.line, col: last.column }, path: "" },
        `stopped checking after ${MAX_ENTRY_PROBLEMS} problems; the rest of the file was not read`,
        "Check that this is a glossary file in the format its extension says (.tsv: source<TAB>target; .csv: the service dialect), fix the problems above and validate again."
      )
    );
  }
  for (const entry of parsed.entries) {
    ref.entries.set(entry.source, entry.target);
    ref.entryOrigins.set(entry.source, { file: ref.file, line: entry.line, col: 1 });
  }
  if (parsed.entries.length === 0 && parsed.problems.length === 0) out.push(emptyDictionary({ ...ref.at }));
  return out;
}

// src/config/glossary-load.ts
var MAX_ENTRIES_FILE_BYTES = 4 * GLOSSARY_LIMITS.dictionaryMaxBytes;
var MAX_GLOSSARY_FILE_BYTES = 1e6;
async function loadGlossaries(options) {
  const { root, dir } = options;
  const out = { glossaries: [], diagnostics: [], files: [] };
  const kind = await pathKind(dir);
  if (kind === "missing") return out;
  const shown = repoRelative(root, dir) ?? dir;
  if (kind !== "dir") {
    out.diagnostics.push(
      diagnostic("error", "glossaries-dir-not-a-directory", { file: "", pos: START }, `glossaries_dir ${shown} is not a directory`, "Point glossaries_dir in stylesync.yaml at the directory of the glossary files.")
    );
    return out;
  }
  const files = (await listYamlFiles(dir)).filter((abs) => !options.skip?.(abs));
  const reported = options.report ?? (() => true);
  for (const abs of files) {
    const rel = repoRelative(root, abs);
    if (rel === void 0) continue;
    const one = await loadOne(root, abs, rel, options.inside);
    out.files.push(rel, ...one.entriesFiles);
    if (one.glossary) out.glossaries.push(one.glossary);
    if (reported(rel)) out.diagnostics.push(...capDiagnostics(one.diagnostics));
  }
  out.diagnostics.push(...checkAcrossGlossaries(out.glossaries).filter((d) => reported(d.file)));
  return out;
}
async function loadOne(root, abs, rel, inside) {
  const none = (diagnostics2) => ({ glossary: void 0, entriesFiles: [], diagnostics: diagnostics2 });
  const refused = inside(abs, rel);
  if (refused) return none([{ ...refused, hint: "Glossary files must live inside the repository: copy the file in, or remove the link." }]);
  const bytes = await readStyleBytes(abs, rel, GLOSSARY_FILE_LIMIT);
  const loaded = bytes instanceof Uint8Array ? await parseYamlBytesLazily(bytes, rel) : bytes;
  if (!loaded.ok) return none(loaded.diagnostics);
  const checked = checkGlossaryDocument(loaded);
  const diagnostics = [...loaded.warnings, ...checked.diagnostics];
  const entriesFiles = [];
  for (const ref of checked.entriesFiles) {
    if (!entriesFiles.includes(ref.file)) entriesFiles.push(ref.file);
    diagnostics.push(...await readEntries(ref, path3.resolve(root, ref.file), inside));
  }
  return { glossary: checked.glossary, entriesFiles, diagnostics };
}
async function readEntries(ref, abs, inside) {
  const kind = await pathKind(abs);
  if (kind === "missing") {
    return [
      diagnostic(
        "error",
        "entries-file-not-found",
        ref.at,
        `entries_file ${ref.file} does not exist (or is a broken link)`,
        "Check the path: it is relative to the glossary file."
      )
    ];
  }
  const refused = inside(abs, ref.file);
  if (refused) {
    return [{ ...refused, file: ref.at.file, line: ref.at.pos.line, col: ref.at.pos.col, path: ref.at.path ?? "", hint: "Entries files must live inside the repository: copy the file in, or remove the link." }];
  }
  if (ref.format === "tbx") return readTbxEntries(ref, abs);
  const text = await readEntriesText(ref, abs);
  if (!(text instanceof EntriesText)) return text;
  if (text.startsAs(LFS_POINTER)) return [lfsPointer(ref)];
  return readEntriesFile(ref, text);
}
async function readTbxEntries(ref, abs) {
  const { readTbxEntriesFile } = await import("./validate-glossary-tbx-K7QTZBAZ.js");
  const bytes = filePieces(abs, ref.file, ENTRIES_FILE_LIMIT);
  if (!(bytes instanceof FilePieces)) return unreadEntries(bytes);
  try {
    return readTbxEntriesFile(ref, withoutLfsPointer(tbxTextPieces(bytes)), MAX_ENTRY_PROBLEMS);
  } catch (error) {
    if (error instanceof LfsPointerFound) return [lfsPointer(ref)];
    const failed = piecesFailure(error, ref.file, ENTRIES_FILE_LIMIT);
    if (failed !== void 0) return unreadEntries(failed);
    if (error?.code !== "ERR_ENCODING_INVALID_ENCODED_DATA") throw error;
    bytes.return();
    const whole = await readStyleBytes(abs, ref.file, ENTRIES_FILE_LIMIT);
    return whole instanceof Uint8Array ? [notUtf8(whole, ref.file)] : unreadEntries(whole);
  } finally {
    bytes.return();
  }
}
var LfsPointerFound = class extends Error {
};
function* withoutLfsPointer(pieces) {
  let first = true;
  for (const piece of pieces) {
    if (first && LFS_POINTER.test(piece)) throw new LfsPointerFound();
    first = false;
    yield piece;
  }
}
function lfsPointer(ref) {
  return diagnostic(
    "error",
    "lfs-pointer",
    { file: ref.file, pos: START },
    `${ref.file} is a Git LFS pointer, not the entries themselves`,
    "Fetch the content of the LFS files: `git lfs pull` (in a GitHub workflow, actions/checkout with `lfs: true`)."
  );
}
function unreadEntries(read) {
  const hint = "Point entries_file at a TSV, CSV or TBX file (a regular file, readable by this user).";
  return read.ok ? [] : read.diagnostics.map((d) => d.code === "unreadable-file" ? { ...d, hint } : d);
}
async function readEntriesText(ref, abs) {
  const bytes = await readStyleBytes(abs, ref.file, ENTRIES_FILE_LIMIT);
  if (!(bytes instanceof Uint8Array)) return unreadEntries(bytes);
  try {
    return new EntriesText(utf82.decode(bytes));
  } catch {
    return [notUtf8(bytes, ref.file)];
  }
}
var LFS_POINTER = /^version https:\/\/(?:git-lfs|hawser)\.github\.com\/spec\/v1\n(?:[a-z0-9.-]+ [^\n]*\n)*?oid sha256:[0-9a-f]{64}\n/;
var utf82 = new TextDecoder("utf-8", { fatal: true });
function sizeLimit(maxBytes, what, hint) {
  return {
    bytes: maxBytes,
    tooLarge: (file, bytes) => diagnostic(
      "error",
      "file-too-large",
      { file, pos: START },
      `the file is ${bytes.toLocaleString("en-US")} bytes; ${what} may have at most ${maxBytes.toLocaleString("en-US")}`,
      hint
    )
  };
}
var GLOSSARY_FILE_LIMIT = sizeLimit(
  MAX_GLOSSARY_FILE_BYTES,
  "a glossary file",
  "Move large dictionaries into entries files beside the glossary file: `entries_file: terms/en-de.tsv` for bare pairs, or `terms/en-de.tbx` to keep admitted alternatives, forbidden variants, definitions and notes (`stylesync export --format tbx` writes one from a glossary file that loads)."
);
var ENTRIES_FILE_LIMIT = sizeLimit(
  MAX_ENTRIES_FILE_BYTES,
  "an entries file (a dictionary is at most 10 MiB as TSV)",
  "Split the terms over several glossaries, one entries file each."
);
function within(dir, abs) {
  return repoRelative(dir, abs) !== void 0;
}
async function projectGlossaries(options) {
  const { root, stylesDir, glossariesDir } = options;
  if (within(glossariesDir, stylesDir)) {
    const message = `glossaries_dir ${repoRelative(root, glossariesDir) ?? glossariesDir} holds the styles directory ${repoRelative(root, stylesDir) ?? stylesDir}`;
    const hint = "Give the glossary files a directory of their own (the default is glossaries/ beside styles/).";
    return { glossaries: [], files: [], diagnostics: [diagnostic("error", "glossaries-dir-holds-styles", { file: options.configFile, pos: START }, message, hint)], isGlossaryFile: () => false };
  }
  const isGlossaryFile = (abs) => within(glossariesDir, abs);
  const chosen = new Set(options.collected.filter(isGlossaryFile).flatMap((abs) => repoRelative(root, abs) ?? []));
  const loaded = await loadGlossaries({
    root,
    dir: glossariesDir,
    inside: options.inside,
    ...options.explicit ? { report: (file) => chosen.has(file) } : {}
  });
  return { ...loaded, isGlossaryFile };
}

// src/config/repo-config.ts
import path4 from "node:path";

// src/config/setting-names.ts
var DEFAULT_KEY_VARIABLE = "STYLESYNC_API_KEY";
function cliSettingNames(keyVariable = DEFAULT_KEY_VARIABLE) {
  return { key: keyVariable, authScheme: "--auth-scheme", baseUrl: "--base-url", baseUrlExample: "the --base-url https://... flag" };
}

// src/config/base-url.ts
var howToSet = (names) => `set ${names.baseUrl}, STYLESYNC_BASE_URL or base_url in stylesync.yaml`;
function isPlaceholder(value) {
  return /^\{[^}]*\}$/.test(value.trim());
}
function checkBaseUrl(raw, origin = "the base URL", names = cliSettingNames()) {
  if (isPlaceholder(raw)) {
    throw new StylesyncError(
      `The service address from ${origin} is the placeholder ${raw}, not an address.`,
      `Use the real address of the style rules service: ${howToSet(names)}.`,
      { code: "address-placeholder" }
    );
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new StylesyncError(
      `The service address from ${origin} is not a valid URL.`,
      `Give a full address such as https://api.example.com: ${howToSet(names)}.`,
      { code: "address-invalid" }
    );
  }
  if (url.username !== "" || url.password !== "") {
    throw new StylesyncError(
      `The service address from ${origin} contains credentials (user:password@).`,
      `Remove them from the address; the API key goes in ${names.key} and is sent only in the Authorization header.`,
      { code: "address-invalid" }
    );
  }
  if (url.search !== "" || raw.includes("?")) {
    throw new StylesyncError(
      `The service address from ${origin} has a query string (${url.origin}${url.pathname}?...).`,
      "Remove the query string: the base URL is only scheme, host, port and an optional path prefix. Never put the API key in a URL.",
      { code: "address-invalid" }
    );
  }
  if (url.hash !== "" || raw.includes("#")) {
    throw new StylesyncError(
      `The service address from ${origin} has a fragment (#...).`,
      "Remove the #... part from the base URL.",
      { code: "address-invalid" }
    );
  }
  if (url.protocol === "http:") {
    if (!isLoopback(url.hostname)) {
      throw new StylesyncError(
        `The service address ${url.origin} uses plain http, which would send the API key unencrypted.`,
        `Use https:// (plain http is accepted only for loopback addresses such as 127.0.0.1 and localhost): ${howToSet(names)}.`,
        { code: "address-insecure" }
      );
    }
  } else if (url.protocol !== "https:") {
    throw new StylesyncError(
      `The service address from ${origin} uses ${url.protocol.replace(/:$/, "")}, not https.`,
      `Use an https:// address: ${howToSet(names)}.`,
      { code: "address-insecure" }
    );
  }
  const path7 = url.pathname.replace(/\/+$/, "");
  return `${url.origin}${path7}`;
}
function isLoopback(hostname) {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "::1" || host === "0:0:0:0:0:0:0:1") return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return v4 !== null && v4[1] === "127" && v4.slice(1).every((part) => Number(part) <= 255);
}

// src/config/repo-config.ts
var CONFIG_FILE_NAME = "stylesync.yaml";
var DEFAULT_STYLES_DIR = "styles";
var DEFAULT_GLOSSARIES_DIR = "glossaries";
var DEFAULT_THRESHOLDS = { max_deletes: 10, max_delete_percent: 25 };
function defaultRepoConfig(root) {
  return {
    root,
    styles_dir: path4.resolve(root, DEFAULT_STYLES_DIR),
    glossaries_dir: path4.resolve(root, DEFAULT_GLOSSARIES_DIR),
    fragments: [],
    prune: false,
    ignore: [],
    thresholds: { ...DEFAULT_THRESHOLDS },
    targets: {}
  };
}
function checkRepoConfig(parsed, root) {
  const { file, data, pos } = parsed;
  const diagnostics = schemaCheck("config", file, data, pos);
  const config = defaultRepoConfig(root);
  const doc = isObject(data) ? data : {};
  const bad = new Set(diagnostics.map((d) => d.path.split(/[.[]/)[0]));
  const at = (p) => ({ file, pos: locate(pos, p), path: formatPath(p) });
  const dir = (value, p) => {
    if (typeof value !== "string" || value === "") return void 0;
    const abs = path4.resolve(root, value);
    if (repoRelative(root, abs) === void 0) {
      diagnostics.push(
        diagnostic("error", "outside-repository", at(p), `\`${value}\` is outside the repository (${root})`, "Keep style files and fragments inside the directory of stylesync.yaml.")
      );
      return void 0;
    }
    return abs;
  };
  const url = (value, p) => {
    if (typeof value !== "string") return void 0;
    try {
      checkBaseUrl(value, `${formatPath(p)} in ${file}`);
      return value;
    } catch (error) {
      if (!(error instanceof StylesyncError)) throw error;
      diagnostics.push(diagnostic("error", "invalid-base-url", at(p), error.message, error.hint));
      return void 0;
    }
  };
  if (!bad.has("styles_dir")) config.styles_dir = dir(doc.styles_dir, ["styles_dir"]) ?? config.styles_dir;
  if (!bad.has("glossaries_dir")) config.glossaries_dir = dir(doc.glossaries_dir, ["glossaries_dir"]) ?? config.glossaries_dir;
  if (!bad.has("fragments") && Array.isArray(doc.fragments)) {
    config.fragments = doc.fragments.flatMap((f, i) => dir(f, ["fragments", i]) ?? []);
  }
  if (!bad.has("base_url")) {
    const baseUrl = url(doc.base_url, ["base_url"]);
    if (baseUrl !== void 0) config.base_url = baseUrl;
  }
  if (!bad.has("auth_scheme") && typeof doc.auth_scheme === "string") config.auth_scheme = doc.auth_scheme;
  if (!bad.has("reporting_tag") && typeof doc.reporting_tag === "string") {
    const problem = reportingTagProblem(doc.reporting_tag);
    if (problem === void 0) config.reporting_tag = doc.reporting_tag;
    else diagnostics.push(badReportingTag(problem, at(["reporting_tag"])));
  }
  if (!bad.has("guide")) {
    const guide = guideText(doc.guide);
    if (guide !== void 0) config.guide = guide;
  }
  copyPlainSettings(doc, bad, config);
  if (!bad.has("extra_rules") && Array.isArray(doc.extra_rules)) {
    config.extra_rules = doc.extra_rules.filter((entry) => typeof entry === "string");
    doc.extra_rules.forEach((entry, index) => {
      if (typeof entry === "string" && isKnownRule(entry)) diagnostics.push(knownExtraRule(entry, at(["extra_rules", index])));
    });
  }
  if (!bad.has("thresholds") && isObject(doc.thresholds)) {
    const { max_deletes, max_delete_percent } = doc.thresholds;
    if (typeof max_deletes === "number") config.thresholds.max_deletes = max_deletes;
    if (typeof max_delete_percent === "number") config.thresholds.max_delete_percent = max_delete_percent;
  }
  if (!bad.has("coverage") && isObject(doc.coverage)) config.coverage = coverageMinimums(doc.coverage, (p) => at(["coverage", ...p]));
  const preview = bad.has("preview") ? void 0 : previewConfig(doc.preview, url);
  if (preview !== void 0) config.preview = preview;
  if (isObject(doc.targets)) {
    for (const [name, raw] of Object.entries(doc.targets)) {
      if (!isObject(raw) || bad.has("targets") && diagnostics.some((d) => d.path.startsWith(`targets.${name}`))) continue;
      Object.defineProperty(config.targets, name, { value: targetConfig(name, raw, url, dir), enumerable: true, writable: true, configurable: true });
    }
  }
  return { config, diagnostics };
}
function copyPlainSettings(doc, bad, config) {
  const strings = (value) => value.filter((p) => typeof p === "string");
  if (!bad.has("guide_url") && typeof doc.guide_url === "string") config.guide_url = doc.guide_url;
  if (!bad.has("prune") && typeof doc.prune === "boolean") config.prune = doc.prune;
  if (!bad.has("ignore") && Array.isArray(doc.ignore)) config.ignore = strings(doc.ignore);
  if (!bad.has("protect") && Array.isArray(doc.protect)) config.protect = strings(doc.protect);
  if (!bad.has("adopt") && (doc.adopt === "warn" || doc.adopt === "refuse")) config.adopt = doc.adopt;
}
function targetConfig(name, raw, url, dir) {
  const target = {};
  const baseUrl = url(raw.base_url, ["targets", name, "base_url"]);
  if (baseUrl !== void 0) target.base_url = baseUrl;
  if (typeof raw.api_key_env === "string") target.api_key_env = raw.api_key_env;
  const stylesDir = dir(raw.styles_dir, ["targets", name, "styles_dir"]);
  if (stylesDir !== void 0) target.styles_dir = stylesDir;
  const glossariesDir = dir(raw.glossaries_dir, ["targets", name, "glossaries_dir"]);
  if (glossariesDir !== void 0) target.glossaries_dir = glossariesDir;
  if (typeof raw.auth_scheme === "string") target.auth_scheme = raw.auth_scheme;
  return target;
}
function previewConfig(raw, url) {
  if (!isObject(raw) || typeof raw.api_key_env !== "string") return void 0;
  const preview = { api_key_env: raw.api_key_env };
  const baseUrl = url(raw.base_url, ["preview", "base_url"]);
  if (baseUrl !== void 0) preview.base_url = baseUrl;
  return preview;
}
function coverageMinimums(raw, at) {
  const minimums = {};
  for (const kind of ["terms", "rules", "instructions"]) {
    const value = raw[kind];
    const percent = typeof value === "number" ? value : typeof value === "string" ? Number(value.slice(0, -1)) : Number.NaN;
    if (!Number.isFinite(percent) || percent > 100) continue;
    const { file, pos } = at([kind]);
    minimums[kind] = { percent, origin: { file, line: pos.line, col: pos.col } };
  }
  return minimums;
}
function badReportingTag(problem, at) {
  return diagnostic(
    "error",
    "invalid-reporting-tag",
    at,
    `\`reporting_tag\` is not a tag the service takes (${REPORTING_TAG_HEADER}): ${problem}`,
    "Use at most 100 ASCII characters without whitespace or control characters, e.g. `stylesync-preview`."
  );
}
function isKnownRule(entry) {
  const [group = "", rule = ""] = entry.split(".");
  return allowedValues(group, rule) !== void 0;
}
function knownExtraRule(entry, at) {
  return diagnostic("warning", "extra-rule-known", at, `\`${entry}\` is in stylesync's catalog already, so its values are checked anyway`, "Remove it from `extra_rules`.");
}

// src/config/extends-graph.ts
function refProblem(from, ref, code, message, hint) {
  return diagnostic("error", code, { file: from.file, pos: ref.origin, path: ref.path }, message, hint);
}
function extendsCycles(files, graph) {
  const out = [];
  const cycles2 = /* @__PURE__ */ new Set();
  const state = /* @__PURE__ */ new Map();
  for (const start of files) {
    if (state.has(start) || !graph.has(start)) continue;
    const path7 = [{ file: start, next: 0 }];
    const onPath = [start];
    state.set(start, "open");
    while (path7.length > 0) {
      const frame = path7[path7.length - 1];
      const node = graph.get(frame.file);
      const edge = node.edges[frame.next++];
      if (edge === void 0) {
        state.set(frame.file, "done");
        path7.pop();
        onPath.pop();
        continue;
      }
      const target = edge.target.file;
      const seen = state.get(target);
      if (seen === "open") {
        const members = onPath.slice(onPath.lastIndexOf(target));
        const id = [...members].sort().join("\0");
        if (cycles2.has(id)) continue;
        cycles2.add(id);
        out.push(
          refProblem(
            node.content,
            edge.ref,
            "extends-cycle",
            `extends cycle: ${[...members, target].join(" \u2192 ")}`,
            "Remove one of the `extends` entries so that no fragment (indirectly) extends itself."
          )
        );
      } else if (seen === void 0 && graph.has(target)) {
        state.set(target, "open");
        path7.push({ file: target, next: 0 });
        onPath.push(target);
      }
    }
  }
  return out;
}

// src/config/example-targets.ts
function exampleTargetProblems(list) {
  const out = [];
  const root = rootLanguage(list.language);
  list.examples.forEach((example) => {
    if (example.target_language === void 0 || rootLanguage(example.target_language) === root) return;
    const at = example.at.target_language ?? example.origin;
    const whose = at.file === list.file ? "this list" : `list \`${list.name}\` (${list.file}), which extends this fragment,`;
    out.push(
      diagnostic(
        "error",
        "example-target-mismatch",
        { file: at.file, pos: at, path: `${example.path}.target_language` },
        `example target_language \`${example.target_language}\` does not share the root language of ${whose} (${list.language}); the service translates with a list only into its own language and that language's regional variants`,
        `Use a target of language ${root} (such as ${root} or a regional variant of it), or move the example to a list of language ${rootLanguage(example.target_language)}.`
      )
    );
  });
  return out;
}

// src/config/merged-list-checks.ts
function mergedListProblems(list, own, fragmentCount, strict) {
  const out = [];
  const push = (d) => out.push(d);
  const columns = instructionFields(list);
  const fromFragments = columns === own.instructions ? [] : list.custom_instructions.filter((i) => instructionFile(i, list.file) !== list.file);
  const total = columns.length;
  if (total > LIMITS.instructionsPerList) {
    const mine = total - fromFragments.length;
    push(
      diagnostic(
        "error",
        "too-many-instructions",
        {
          file: list.file,
          pos: own.instructionsAt.origin,
          path: own.instructionsAt.path
        },
        `list \`${list.name}\` has ${total} custom instructions${fragmentCount > 0 ? ` after extends (${total - mine} from fragments, ${mine} of its own)` : ""}; the service allows at most ${LIMITS.instructionsPerList} per list`,
        "Remove some, or split them over several lists."
      )
    );
  }
  if (!isStyleLanguage(list.language)) return out;
  const language = list.language;
  for (const i of fromFragments) {
    const note = `list \`${list.name}\` (${list.file}), which extends this fragment: `;
    for (const d of instructionAdviceDiagnostics(i.prompt, language, { file: instructionFile(i, list.file), pos: { line: i.line, col: i.col }, path: "custom_instructions" }, strict, { language: true, wording: false }, note)) push(d);
  }
  for (const [group, members] of Object.entries(list.configured_rules)) {
    for (const [rule, value] of Object.entries(members)) {
      const meant = ruleLanguages(rule, value);
      if (!meant || meant.has(language)) continue;
      const origin = list.ruleOrigins[`${group}.${rule}`] ?? {
        file: list.file,
        ...START
      };
      const forWhom = languagesInWords(meant);
      const whose = origin.file === list.file ? "this list" : `list \`${list.name}\` (${list.file}), which extends this fragment,`;
      push(
        diagnostic(
          "warning",
          "foreign-language-value",
          {
            file: origin.file,
            pos: origin,
            path: `configured_rules.${group}.${rule}`
          },
          `\`${group}.${rule}: ${value}\` is meant for ${forWhom}, but ${whose} is ${LANGUAGE_NAMES[language]} (${language})`,
          `Choose a value meant for ${LANGUAGE_NAMES[language]}, or remove the rule${origin.file === list.file ? "" : " from the fragment (or override it in the list)"}.`
        )
      );
    }
  }
  return out;
}

// src/config/validate-covers.ts
function coverableNames(list) {
  const names = /* @__PURE__ */ new Set();
  for (const [group, rules] of Object.entries(list.configured_rules)) for (const rule of Object.keys(rules)) names.add(`${group}.${rule}`);
  for (const instruction of list.custom_instructions) names.add(instruction.label);
  return names;
}
function coversProblems(list) {
  const out = [];
  let names;
  for (const example of list.examples) {
    (example.covers ?? []).forEach((entry, i) => {
      names ??= coverableNames(list);
      if (names.has(entry)) return;
      const at = example.at[`covers[${i}]`] ?? example.origin;
      const whose = at.file === list.file ? "this list" : `list \`${list.name}\` (${list.file}), which extends this fragment,`;
      const near = typoSuggestions(entry, names);
      const hint = near.length > 0 ? `Did you mean ${orList(near.map((n) => `\`${n}\``))}?` : "Name a rule as `group.rule` (as under configured_rules) or an instruction by its label, or remove the entry.";
      out.push(
        diagnostic(
          "error",
          "unknown-covers",
          { file: at.file, pos: at, path: `${example.path}.covers[${i}]` },
          `covers \`${entry}\` names no rule and no instruction of ${whose}`,
          hint
        )
      );
    });
  }
  return out;
}

// src/config/cross-file-rules.ts
var extendsReferences = (project) => [...project.refProblems];
var cycles = (project) => extendsCycles(project.files, project.graph);
var mergedLists = (project) => project.lists.flatMap(
  ({ list, own, fragments }) => list.state === "present" ? [...mergedListProblems(list, own, fragments, project.strict), ...exampleTargetProblems(list), ...coversProblems(list)] : []
);
var duplicateNames = (project) => laterClaims(project.lists, (m) => m.list.name === "" ? void 0 : m.list.name).map(([m, first]) => {
  const { list } = m;
  return diagnostic(
    "error",
    "duplicate-name",
    { file: list.file, pos: list.origin, path: "name" },
    `list name \`${list.name}\` is also used by ${first.list.file}:${first.list.origin.line}:${first.list.origin.col}`,
    first.list.state !== list.state ? "One file keeps the list and another deletes it (state: absent): remove one of the two." : "Each list needs its own name: rename one of them, or delete the duplicate file."
  );
});
var duplicateStyleIds = (project) => laterClaims(project.lists, (m) => m.list.style_id).map(
  ([m, first]) => diagnostic(
    "error",
    "duplicate-style-id",
    { file: m.list.file, pos: m.styleIdOrigin, path: "style_id" },
    `style_id \`${m.list.style_id}\` is also pinned by ${first.list.file}:${first.styleIdOrigin.line}:${first.styleIdOrigin.col}`,
    "A live list can be managed by one file only: remove the style_id from one of them."
  )
);
var CROSS_FILE_RULES = [extendsReferences, cycles, mergedLists, duplicateNames, duplicateStyleIds];
function runCrossFileRules(project, rules = CROSS_FILE_RULES) {
  return rules.flatMap((rule) => rule(project));
}
function laterClaims(items, key) {
  const first = /* @__PURE__ */ new Map();
  const out = [];
  for (const item of items) {
    const k = key(item);
    if (k === void 0) continue;
    const claimed = first.get(k);
    if (claimed === void 0) first.set(k, item);
    else out.push([item, claimed]);
  }
  return out;
}

// src/config/extends.ts
import path5 from "node:path";
function resolveRef(fromFile, ref, isFragment) {
  const written = ref.replace(/\\/g, "/");
  if (path5.posix.isAbsolute(written) || /^[A-Za-z]:\//.test(written)) {
    return {
      ok: false,
      code: "extends-absolute",
      message: `extends \`${ref}\` is an absolute path`,
      hint: "Write the path relative to this file, e.g. ./_house-style.yaml, so the repository works wherever it is checked out."
    };
  }
  const file = path5.posix.normalize(path5.posix.join(path5.posix.dirname(fromFile), written));
  if (file === ".." || file.startsWith("../")) {
    return {
      ok: false,
      code: "extends-outside-repo",
      message: `extends \`${ref}\` leaves the repository (it resolves to ${file})`,
      hint: "Fragments must live inside the repository (the directory of stylesync.yaml, or the current directory): copy the fragment in."
    };
  }
  if (!isYamlFileName(file)) {
    return {
      ok: false,
      code: "extends-not-yaml",
      message: `extends \`${ref}\` is not a .yaml or .yml file`,
      hint: "Point at a fragment file ending in .yaml or .yml."
    };
  }
  if (!isFragment(file)) {
    return {
      ok: false,
      code: "extends-not-fragment",
      message: `extends \`${ref}\` names ${file}, which is a style list, not a fragment`,
      hint: "Only fragments can be extended: give the file a name starting with `_` (or put it in a directory listed under `fragments` in stylesync.yaml) and remove its name/language."
    };
  }
  return { ok: true, file };
}

// src/config/merge.ts
function mergeList(list, fragments) {
  const merged = mergeContent(list, fragments);
  const desired = listReading(merged, mergedInstructions(list, fragments));
  if (list.style_id !== void 0) desired.style_id = list.style_id;
  if (list.protect === true) desired.protect = true;
  if (list.languageOrigin !== void 0) desired.languageOrigin = list.languageOrigin;
  if (list.glossaries !== void 0 && list.state === "present") desired.glossaries = list.glossaries;
  if (list.guide !== void 0 && list.state === "present") desired.guide = list.guide;
  if (list.note !== void 0 && list.state === "present") desired.note = list.note;
  return desired;
}
function mergeContent(list, fragments) {
  const desired = {
    file: list.file,
    name: list.name ?? "",
    language: list.language ?? "",
    state: list.state,
    configured_rules: {},
    ruleOrigins: {},
    examples: [],
    origin: list.origin
  };
  if (list.state === "absent") return desired;
  if (fragments.length === 0) {
    desired.configured_rules = copyRules(list.rules);
    desired.ruleOrigins = { ...list.ruleOrigins };
    desired.examples = [...list.examples];
    return desired;
  }
  const rules = {};
  const origins = {};
  const examples = [];
  for (const source of [...fragments, list]) {
    for (const [group, members] of Object.entries(source.rules)) {
      const target = Object.hasOwn(rules, group) ? rules[group] : rules[group] = {};
      for (const [rule, value] of Object.entries(members)) {
        target[rule] = value;
        const origin = source.ruleOrigins[`${group}.${rule}`];
        if (origin) origins[`${group}.${rule}`] = origin;
      }
    }
    examples.push(...source.examples);
  }
  desired.configured_rules = rules;
  desired.ruleOrigins = origins;
  desired.examples = examples;
  return desired;
}
function mergedInstructions(list, fragments) {
  if (list.state === "absent") return new DesiredInstructions();
  return fragments.some((f) => f.instructions.length > 0) ? mergeInstructions([...fragments, list]) : list.instructions;
}
function mergeInstructions(sources) {
  const byLabel = /* @__PURE__ */ new Map();
  for (const { instructions } of sources) {
    for (let n = 0; n < instructions.length; n++) {
      const label = instructions.label(n);
      byLabel.delete(label);
      byLabel.set(label, { from: instructions, n });
    }
  }
  const merged = new DesiredInstructions(byLabel.size);
  for (const { from, n } of byLabel.values()) merged.push(from.at(n));
  return merged;
}
function copyRules(rules) {
  const out = {};
  for (const [group, members] of Object.entries(rules)) out[group] = { ...members };
  return out;
}

// src/config/validation-result.ts
function validationResult(files, diagnostics) {
  const errors = diagnostics.filter((d) => d.severity === "error");
  const warnings = diagnostics.filter((d) => d.severity === "warning");
  return errors.length === 0 ? { ok: true, ...files, warnings } : { ok: false, errors, warnings, partial: files };
}
function filesRead(result) {
  if (!result.ok) return result.partial;
  const { lists, files, glossaries, glossaryFiles } = result;
  return { lists, files, glossaries, glossaryFiles };
}
function diagnosticsOf(result) {
  return result.ok ? [...result.warnings] : [...result.errors, ...result.warnings];
}
function excusing(result, codes) {
  return validationResult(
    filesRead(result),
    diagnosticsOf(result).filter((d) => !codes.includes(d.code))
  );
}

// src/config/validate.ts
var ProjectValidator = class {
  docs = /* @__PURE__ */ new Map();
  missing = /* @__PURE__ */ new Set();
  /** Every problem, of every kind, goes through this one cap. */
  cap = new DiagnosticCap();
  /** Documents added since the last wanted(): only their references can name a fragment not yet asked for. */
  fresh = [];
  strict;
  extraRules;
  isFragment;
  advisor;
  texts;
  /** Prompts checked so far, for `Advisor.takes`. */
  prompts = 0;
  /**
   * What reaches the cap after the first file still waiting for its advice (files and diagnostics, in the order
   * reported), from `head` on: the cap keeps the first ones added, so nothing may pass a file still waiting.
   */
  queue = [];
  head = 0;
  waiting = 0;
  /** Those told when at most `most` files wait (`room`, `settled`). */
  listeners = [];
  constructor(options) {
    this.strict = options.strict ?? false;
    this.extraRules = new Set(options.extraRules);
    this.isFragment = options.isFragment;
    this.advisor = options.advisor;
    this.texts = options.texts;
  }
  /** A loaded file; its kind (list or fragment) follows from its path. */
  add(loaded) {
    if (this.docs.has(loaded.file)) return;
    if (!loaded.ok) {
      this.docs.set(loaded.file, null);
      for (const d of loaded.diagnostics) this.report(d);
      return;
    }
    for (const d of loaded.warnings) this.report(d);
    const kind = this.isFragment(loaded.file) ? "fragment" : "list";
    let checked;
    const deferAdvice = this.advisor?.takes(this.prompts) ?? false;
    try {
      checked = checkDocument(loaded, kind, { strict: this.strict, extraRules: this.extraRules, deferAdvice });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      this.docs.set(loaded.file, null);
      this.report(tooDeep(loaded.file));
      return;
    }
    this.docs.set(loaded.file, checked.content);
    this.fresh.push(checked.content);
    const { kind: checkedKind, name, instructions } = checked.content;
    if (this.texts !== void 0 && checkedKind === "list" && name !== void 0) instructions.shareWith(this.texts, name);
    this.prompts += checked.content.instructions.length;
    if (checked.advice !== void 0 && this.advisor !== void 0) this.awaitAdvice(this.advisor, { checked, deferred: checked.advice });
    else for (const d of checked.diagnostics) this.report(d);
  }
  /** A problem found outside any document (a missing directory, an unknown target), or in one. */
  report(d) {
    if (this.waiting > 0) this.queue.push(d);
    else this.cap.add(d);
  }
  /** Resolves once at most `most` files wait for their advice: the loader reads on while the advisor keeps up. */
  room(most) {
    if (this.waiting <= most) return Promise.resolve();
    this.advisor?.flush();
    return new Promise((resolve) => this.listeners.push({ most, resolve }));
  }
  /** Resolves once every file's advice is in: `finish` needs them all. */
  settled() {
    return this.room(0);
  }
  awaitAdvice(advisor, waiting) {
    this.waiting++;
    this.queue.push(waiting);
    const { checked, deferred } = waiting;
    const done = (advice) => {
      waiting.ready = withAdvice(checked, deferred, advice, this.strict);
      this.flush();
    };
    advisor.advise(deferred.prompts, deferred.language).then(
      (advice) => done(advice.length === deferred.prompts.length ? advice : deferred.prompts.map((p) => instructionAdvice(p, deferred.language))),
      () => done(deferred.prompts.map((p) => instructionAdvice(p, deferred.language)))
    );
  }
  /** Hands the cap, in order, everything up to the first file still waiting. */
  flush() {
    while (this.head < this.queue.length) {
      const next = this.queue[this.head];
      if ("deferred" in next) {
        if (next.ready === void 0) break;
        this.waiting--;
        for (const d of next.ready) this.cap.add(d);
      } else {
        this.cap.add(next);
      }
      this.queue[this.head++] = void 0;
    }
    if (this.head === this.queue.length) {
      this.queue = [];
      this.head = 0;
    }
    const told = this.listeners.filter((l) => this.waiting <= l.most);
    this.listeners = this.listeners.filter((l) => this.waiting > l.most);
    for (const l of told) l.resolve();
  }
  /** A fragment that `extends` names but that does not exist. */
  markMissing(file) {
    this.missing.add(file);
  }
  /**
   * Fragments referenced by `extends` that were neither added nor marked
   * missing. Only documents added since the last call are looked at, so a
   * chain discovered one fragment per round costs linear time, not quadratic.
   */
  wanted() {
    const out = /* @__PURE__ */ new Set();
    for (const content of this.fresh) {
      for (const ref of content.extendsRefs) {
        const r = resolveRef(content.file, ref.ref, this.isFragment);
        if (r.ok && !this.docs.has(r.file) && !this.missing.has(r.file)) out.add(r.file);
      }
    }
    this.fresh = [];
    return [...out].sort();
  }
  /**
   * The result, with the glossary files read alongside (their problems
   * already reported here, so they count against the same cap).
   */
  finish(glossaries = { glossaries: [], files: [] }) {
    if (this.waiting > 0) throw new Error(`ProjectValidator.finish: ${this.waiting} files still wait for their advice; await settled() first`);
    const files = [...this.docs.keys()].sort();
    const refProblems = [];
    const graph = this.resolveGraph(files, (d) => refProblems.push(d));
    const merged = [];
    for (const file of files) {
      const own = this.docs.get(file);
      if (!own || own.kind !== "list") continue;
      const chain = linearize(own, graph);
      const list = mergeList(own, chain);
      merged.push({ list, own, fragments: chain.length, styleIdOrigin: own.styleIdOrigin ?? list.origin });
    }
    const seen = /* @__PURE__ */ new Set();
    for (const d of runCrossFileRules({ files, graph, refProblems, lists: merged, strict: this.strict })) {
      const key = `${d.file}:${d.line}:${d.col}:${d.code}:${d.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      this.report(d);
    }
    return validationResult(
      { lists: merged.map((m) => m.list), files, glossaries: glossaries.glossaries, glossaryFiles: glossaries.files },
      this.cap.list().sort(byPosition)
    );
  }
  /**
   * Every document's `extends`, resolved once: problems with a reference
   * (bad path, missing fragment) are reported here, for the file that wrote
   * it; the graph keeps the references that lead to a loaded fragment.
   */
  resolveGraph(files, push) {
    const graph = /* @__PURE__ */ new Map();
    for (const file of files) {
      const from = this.docs.get(file);
      if (!from) continue;
      const edges = [];
      for (const ref of from.extendsRefs) {
        const r = resolveRef(from.file, ref.ref, this.isFragment);
        if (!r.ok) {
          push(refProblem(from, ref, r.code, r.message, r.hint));
          continue;
        }
        const target = this.docs.get(r.file);
        if (target === void 0) {
          push(refProblem(from, ref, "missing-fragment", `extends \`${ref.ref}\`: fragment ${r.file} not found`, "Check the path (it is relative to this file) or create the fragment."));
          continue;
        }
        if (target === null) continue;
        edges.push({ ref, target });
      }
      graph.set(file, { content: from, edges });
    }
    return graph;
  }
};
function linearize(content, graph) {
  const order = [];
  const done = /* @__PURE__ */ new Set([content.file]);
  const path7 = [];
  const root = graph.get(content.file);
  if (!root) return order;
  path7.push({ node: root, next: 0 });
  while (path7.length > 0) {
    const frame = path7[path7.length - 1];
    const edge = frame.node.edges[frame.next++];
    if (edge === void 0) {
      path7.pop();
      if (path7.length > 0) order.push(frame.node.content);
      continue;
    }
    const target = edge.target.file;
    if (done.has(target)) continue;
    done.add(target);
    const node = graph.get(target);
    if (!node) continue;
    path7.push({ node, next: 0 });
  }
  return order;
}

// src/config/project.ts
var NO_FILE = "";
async function loadProject(options) {
  const cwd = path6.resolve(options.cwd);
  const early = [];
  const config = await loadConfig(cwd, options.configPath, early);
  const { root } = config;
  const configName = config.config_file ? repoRelative(root, config.config_file) ?? CONFIG_FILE_NAME : "";
  if (options.target !== void 0) {
    const target = Object.hasOwn(config.targets, options.target) ? config.targets[options.target] : void 0;
    if (!target) {
      const declared = Object.keys(config.targets);
      early.push(
        diagnostic(
          "error",
          "unknown-target",
          { file: configName, pos: START },
          `unknown target \`${options.target}\``,
          declared.length > 0 ? `Use one of the targets declared in ${configName}: ${orList(declared)}.` : "Declare it under `targets:` in stylesync.yaml, or leave out --target."
        )
      );
    } else {
      if (target.styles_dir !== void 0) config.styles_dir = target.styles_dir;
      if (target.glossaries_dir !== void 0) config.glossaries_dir = target.glossaries_dir;
    }
  }
  const glossariesDir = config.glossaries_dir ??= path6.resolve(root, DEFAULT_GLOSSARIES_DIR);
  if (options.stylesDir !== void 0) config.styles_dir = path6.resolve(cwd, options.stylesDir);
  const isFragment = fragmentMatcher(config.fragments.map((d) => repoRelative(root, d) ?? d));
  const advisor = options.advice === void 0 ? void 0 : new AdviceThread(options.advice);
  try {
    const validator = new ProjectValidator({ strict: options.strict ?? false, isFragment, extraRules: config.extra_rules, advisor, texts: options.texts });
    for (const d of early) validator.report(d);
    return { config, result: await validateFiles(cwd, { config, glossariesDir }, options, validator) };
  } finally {
    advisor?.close();
  }
}
async function validateFiles(cwd, { config, glossariesDir }, options, validator) {
  const { root } = config;
  const configName = config.config_file ? repoRelative(root, config.config_file) ?? CONFIG_FILE_NAME : "";
  const files = await collectFiles(cwd, config, options, (d) => validator.report(d));
  const inside = insideRepository(root);
  const glossaries = await projectGlossaries({
    root,
    stylesDir: config.styles_dir,
    glossariesDir,
    collected: files,
    explicit: options.paths !== void 0 && options.paths.length > 0,
    configFile: configName,
    inside
  });
  for (const d of glossaries.diagnostics) validator.report(d);
  const inputs = files.filter((abs) => abs !== config.config_file && !glossaries.isGlossaryFile(abs)).flatMap((abs) => {
    const rel = repoRelative(root, abs);
    if (rel !== void 0) return [{ abs, rel }];
    validator.report(
      diagnostic(
        "error",
        "outside-repository",
        { file: NO_FILE, pos: START },
        `${abs} is outside the repository (${root})`,
        "Run stylesync from the repository root, or pass --config with the stylesync.yaml of the repository that holds these files."
      )
    );
    return [];
  });
  options.onScanned?.(config, inputs.length);
  await readAll(inputs, inside, validator, options.texts);
  for (let wanted = validator.wanted(); wanted.length > 0; wanted = validator.wanted()) {
    const present = [];
    for (const rel of wanted) {
      const abs = path6.resolve(root, rel);
      if (await pathKind(abs) === "missing") validator.markMissing(rel);
      else present.push({ abs, rel });
    }
    await readAll(present, inside, validator, options.texts);
  }
  await validator.settled();
  return validator.finish(glossaries);
}
async function loadConfig(cwd, configPath, out) {
  const abs = path6.resolve(cwd, configPath ?? CONFIG_FILE_NAME);
  const root = path6.dirname(abs);
  const kind = await pathKind(abs);
  if (kind === "missing") {
    if (configPath !== void 0) {
      out.push(
        diagnostic("error", "config-not-found", { file: NO_FILE, pos: START }, `config file ${configPath} not found`, "Check the --config path, or leave it out to use stylesync.yaml in the current directory.")
      );
    }
    return defaultRepoConfig(configPath !== void 0 ? root : cwd);
  }
  const file = path6.basename(abs);
  const refused = insideRepository(root)(abs, file);
  if (refused) {
    out.push({ ...refused, hint: "stylesync.yaml must live inside the repository: replace the link with the file itself." });
    return defaultRepoConfig(root);
  }
  const loaded = await readYamlFile(abs, file);
  if (!loaded.ok) {
    out.push(...loaded.diagnostics);
    return { ...defaultRepoConfig(root), config_file: abs };
  }
  out.push(...loaded.warnings);
  const { config, diagnostics } = checkRepoConfig(loaded, root);
  out.push(...diagnostics);
  config.config_file = abs;
  return config;
}
async function collectFiles(cwd, config, options, report) {
  const out = /* @__PURE__ */ new Set();
  const paths = options.paths;
  const explicit = paths !== void 0 && paths.length > 0;
  const dirGiven = !explicit && options.stylesDir !== void 0;
  const inputs = explicit ? paths.map((p) => path6.resolve(cwd, p)) : [config.styles_dir, ...config.fragments];
  for (const [index, abs] of inputs.entries()) {
    const shown = path6.relative(cwd, abs) || ".";
    const kind = await pathKind(abs);
    if (kind === "dir") {
      const found = await listYamlFiles(abs);
      for (const f of found) out.add(f);
      if (found.length === 0 && (explicit || index === 0)) {
        report(
          diagnostic("warning", "no-style-files", { file: NO_FILE, pos: START }, `no .yaml or .yml files in ${shown}`, "Add style files there, or point --dir (or styles_dir in stylesync.yaml) at the directory that has them.")
        );
      }
    } else if (kind === "file") {
      if (!isYamlFileName(abs)) {
        report(diagnostic("error", "not-a-style-file", { file: NO_FILE, pos: START }, `${shown} is not a .yaml or .yml file`, "Pass style files (.yaml, .yml) or the directories holding them."));
      } else {
        out.add(abs);
      }
    } else if (explicit || index === 0 && (dirGiven || !await holdsGlossaries(config))) {
      report(
        diagnostic(
          "error",
          explicit ? "path-not-found" : "styles-dir-missing",
          { file: NO_FILE, pos: START },
          explicit ? `${shown} does not exist` : `styles directory ${shown}${dirGiven ? " (--dir)" : ""} does not exist`,
          explicit ? "Check the path; it is relative to the current directory." : dirGiven ? "Check --dir: it is relative to the current directory, and names the directory that holds the style files." : missingStylesHint(config)
        )
      );
    }
  }
  return [...out].sort();
}
async function holdsGlossaries(config) {
  if (config.glossaries_dir === void 0 || await pathKind(config.glossaries_dir) !== "dir") return false;
  return (await listYamlFiles(config.glossaries_dir)).length > 0;
}
function missingStylesHint(config) {
  if (config.config_file === void 0) {
    return "This directory is not set up for stylesync yet: run `stylesync init` to set it up (stylesync.yaml, the styles directory with an example list, the schemas), or `stylesync import` to start from the lists the service holds. If the style files are elsewhere, pass --config or --dir.";
  }
  return "Create it (`stylesync init` creates it with an example list, and leaves existing files alone), set styles_dir in stylesync.yaml, or pass --dir with the directory that holds the style files.";
}
function insideRepository(root) {
  let realRoot;
  try {
    realRoot = realpathSync(root);
  } catch {
    realRoot = path6.resolve(root);
  }
  const realDirs = /* @__PURE__ */ new Map();
  return (abs, rel) => {
    let real;
    try {
      real = realPath(abs, realDirs);
    } catch {
      return void 0;
    }
    if (repoRelative(realRoot, real) !== void 0) return void 0;
    return diagnostic(
      "error",
      "link-outside-repository",
      { file: rel, pos: START },
      `${rel} is a symbolic link to a file outside the repository (${real}); stylesync does not read it`,
      "Style files and fragments must live inside the repository: copy the file in, or remove the link."
    );
  };
}
function realPath(abs, realDirs) {
  if (lstatSync(abs).isSymbolicLink()) return realpathSync(abs);
  const dir = path6.dirname(abs);
  let realDir = realDirs.get(dir);
  if (realDir === void 0) {
    realDir = realpathSync(dir);
    realDirs.set(dir, realDir);
  }
  return path6.join(realDir, path6.basename(abs));
}
async function readAll(inputs, inside, validator, texts) {
  for (const { abs, rel } of inputs) {
    const refused = inside(abs, rel);
    if (refused) {
      validator.add({ ok: false, file: rel, diagnostics: [refused] });
      continue;
    }
    await new Promise((resolve) => setImmediate(resolve));
    const bytes = await readStyleBytes(abs, rel);
    validator.add(bytes instanceof Uint8Array ? await parseYamlBytesLazily(bytes, rel, texts) : bytes);
    await validator.room(ADVICE_THREAD_MAX_WAITING);
  }
}

export {
  validationResult,
  filesRead,
  diagnosticsOf,
  excusing,
  isYamlFileName,
  repoRelative,
  fragmentMatcher,
  readStyleBytes,
  decodeYaml,
  parseYamlWith,
  pathKind,
  listYamlFiles,
  checkGlossaryRefs,
  MAX_ENTRIES_FILE_BYTES,
  MAX_GLOSSARY_FILE_BYTES,
  LFS_POINTER,
  DEFAULT_KEY_VARIABLE,
  cliSettingNames,
  checkBaseUrl,
  CONFIG_FILE_NAME,
  DEFAULT_STYLES_DIR,
  DEFAULT_GLOSSARIES_DIR,
  DEFAULT_THRESHOLDS,
  loadProject,
  insideRepository
};

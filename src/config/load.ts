import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit } from 'yaml';
import type { Document, Node as YamlNode } from 'yaml';
import { anchorProblem, MAX_ALIAS_COUNT } from './anchor-count.ts';
import { diagnostic, START } from './diagnostic.ts';
import { fastParse } from './fast-yaml.ts';
import { ownText } from '../util/own-text.ts';
import { collectionKeys } from './yaml-keys.ts';
import { isYamlFileName } from './paths.ts';
import type { Diagnostic } from './model.ts';
import { formatPath, posNode, setChild } from './position.ts';
import { tooDeep } from './too-deep.ts';
import type { DocPath, Position, PosNode } from './position.ts';

/**
 * The only part of stylesync that reads style files and speaks YAML. Every
 * parse keeps positions (a PosNode tree), so any path in the document maps
 * back to line:col; everything after this works on plain values.
 */

export type LoadedYaml =
  | { ok: true; file: string; data: unknown; pos: PosNode; warnings: Diagnostic[] }
  | { ok: false; file: string; diagnostics: Diagnostic[] };

/**
 * Bytes a style file may have. A full list (200 instructions of 300
 * characters) is about 70 KB; anything past this is refused before parsing.
 */
const MAX_FILE_BYTES = 1_000_000;
/** Nesting a document may have; a style list needs five or so. Deeper input would only exhaust the stack. */
const MAX_DEPTH = 64;
/** Cascading syntax errors say little after the first few. */
const MAX_SYNTAX_ERRORS = 5;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads and parses one file; `file` is the path shown in messages (relative to the repository root). */
export async function readYamlFile(absPath: string, file: string): Promise<LoadedYaml> {
  const read = await readStyleBytes(absPath, file);
  return read instanceof Uint8Array ? parseYamlBytes(read, file) : read;
}

/** How many bytes a file may have, and the diagnostic for one that has more. */
export interface SizeLimit {
  bytes: number;
  tooLarge: (file: string, bytes: number) => Diagnostic;
}

/**
 * The raw bytes, or the problem that kept them from being read. Separate from
 * parsing so callers can read ahead without holding many parsed documents.
 * `limit`: other files than style files (glossary entries) have their own.
 */
export async function readStyleBytes(absPath: string, file: string, limit?: SizeLimit): Promise<Uint8Array | LoadedYaml> {
  const maxBytes = limit?.bytes ?? MAX_FILE_BYTES;
  try {
    // Synchronous on purpose: style files are small, and fs.promises.readFile's
    // four thread-pool round trips per file cost more than the parse (measured
    // with bench/validate.ts: ~250 ms of 1,000 files).
    // Non-blocking open and a type check first: reading a FIFO (a link to one,
    // or `extends` naming one) would otherwise wait forever, and a directory
    // deserves a clearer word than EISDIR.
    const fd = openSync(absPath, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const stats = fstatSync(fd);
      if (!stats.isFile()) return { ok: false, file, diagnostics: [unreadable(file, stats.isDirectory() ? 'EISDIR' : 'NOTFILE')] };
      if (stats.size > maxBytes) return { ok: false, file, diagnostics: [(limit?.tooLarge ?? tooLarge)(file, stats.size)] };
      return readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return { ok: false, file, diagnostics: [unreadable(file, (error as NodeJS.ErrnoException | undefined)?.code ?? String(error))] };
  }
}

export function parseYamlBytes(bytes: Uint8Array, file: string): LoadedYaml {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, file, diagnostics: [notUtf8(bytes, file)] };
  }
  return parseYamlText(text, file);
}

export function parseYamlText(text: string, file: string): LoadedYaml {
  if (text.trim() === '') return { ok: false, file, diagnostics: [emptyFile(file)] };
  // Text that no file size vouched for (parseYamlText is exported) meets the same limit, in bytes.
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_FILE_BYTES) return { ok: false, file, diagnostics: [tooLarge(file, bytes)] };
  if (flowDepth(text) > MAX_DEPTH) return { ok: false, file, diagnostics: [tooDeep(file)] };
  let loaded: LoadedYaml;
  try {
    const fast = fastParse(text);
    loaded = fast ? { ok: true, file, data: fast.data, pos: fast.pos, warnings: [] } : parseWithYaml(text, file);
  } catch (error) {
    // Block nesting thousands deep overflows the parsers' recursion; the file is named, others are unaffected.
    if (error instanceof RangeError) return { ok: false, file, diagnostics: [tooDeep(file)] };
    throw error;
  }
  if (loaded.ok && dataDepth(loaded.data) > MAX_DEPTH) return { ok: false, file, diagnostics: [tooDeep(file)] };
  return loaded;
}

/**
 * Upper bound of flow nesting (`[[[…` / `{{{…`), counting brackets anywhere:
 * brackets inside quotes only make it larger, and a style file has no reason
 * to hold 64 unclosed ones.
 */
function flowDepth(text: string): number {
  let depth = 0;
  let max = 0;
  // The regex scans natively from one bracket to the next: a loop over every character cost a fifth of validate's time (issue #31, bench:validate).
  BRACKETS.lastIndex = 0;
  for (let match = BRACKETS.exec(text); match !== null; match = BRACKETS.exec(text)) {
    const c = match[0];
    if (c === '[' || c === '{') max = Math.max(max, ++depth);
    else if (depth > 0) depth--;
  }
  return max;
}

const BRACKETS = /[[\]{}]/g;

/**
 * Nesting of parsed data, iteratively (the data may be exactly what would
 * overflow a recursive walk). The same walk gives each text in the data
 * storage of its own (util/own-text.ts): a text the parsers cut out of the
 * file is a view into the file's whole text, and the loaded lists outlive
 * their files (issue #31: 25 MB of files' texts at 1,000 lists).
 */
function dataDepth(data: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[data, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (value === null || typeof value !== 'object') continue;
    if (depth > max) max = depth;
    if (max > MAX_DEPTH) return max;
    const node = value as Record<string, unknown>;
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (typeof child === 'string') node[key] = ownText(child);
      else if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return max;
}

/** Parses with the `yaml` package only (the fast path's reference; exported for the differential test). */
export function parseWithYaml(text: string, file: string): LoadedYaml {
  const refused = anchorProblem(text, file);
  if (refused) return { ok: false, file, diagnostics: [refused] };
  const lc = new LineCounter();
  // logLevel 'error': the package's own warnings would go raw to stderr; they are diagnostics below.
  // uniqueKeys off: the package compares each key with every earlier one (20,000 keys took seconds);
  // duplicateKeys() below finds the same duplicates, and those equal as text, in linear time.
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: false, logLevel: 'error' });
  const at = (offset: number): Position => lc.linePos(offset);
  if (doc.errors.length > 0) {
    // yaml turns the stack overflow of very deep block nesting into an error of its own.
    if (doc.errors.some((e) => /call stack/i.test(e.message))) return { ok: false, file, diagnostics: [tooDeep(file)] };
    const diagnostics = duplicateKeys(doc, lc, file);
    const lines = new Set<number>();
    for (const error of doc.errors) {
      if (error.code === 'DUPLICATE_KEY') continue;
      const pos = at(error.pos[0]);
      if (lines.has(pos.line)) continue;
      lines.add(pos.line);
      diagnostics.push(
        diagnostic('error', 'yaml-syntax', { file, pos }, `YAML syntax error: ${error.message}`, syntaxHint(error.code)),
      );
      if (lines.size >= MAX_SYNTAX_ERRORS) break;
    }
    return { ok: false, file, diagnostics };
  }
  if (doc.contents === null) return { ok: false, file, diagnostics: [emptyFile(file)] };
  // yaml's uniqueKeys compares the scalars (`1` and `"1"` differ); stylesync
  // reads every key as a string, where they are the same key and one would
  // silently replace the other.
  const sameAsString = duplicateKeys(doc, lc, file);
  if (sameAsString.length > 0) return { ok: false, file, diagnostics: sameAsString };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    return { ok: false, file, diagnostics: [aliasProblem(doc, lc, file, error)] };
  }
  const warnings = doc.warnings.map((w) =>
    diagnostic(
      'warning',
      'yaml-warning',
      { file, pos: at(w.pos[0]) },
      w.message,
      'Style files need only plain YAML: remove custom tags and directives.',
    ),
  );
  warnings.push(...collectionKeys(doc, text, lc, file));
  return { ok: true, file, data, pos: posTree(doc.contents as YamlNode, lc), warnings };
}

/** The same position tree the fast parser builds (the differential test holds them equal). */
export function posTree(node: YamlNode, lc: LineCounter): PosNode {
  const start = node.range ? lc.linePos(node.range[0]) : START;
  const pos = posNode(start.line, start.col);
  if (isMap(node)) {
    const map: Record<string, PosNode> = {};
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) continue;
      const keyPos = lc.linePos(pair.key.range[0]);
      const value = pair.value as YamlNode | null;
      let child: PosNode;
      if (value && !(isScalar(value) && value.value === null && value.range && value.range[0] === value.range[1])) {
        child = posTree(value, lc);
      } else {
        child = posNode(keyPos.line, keyPos.col);
        child.empty = true;
      }
      child.keyLine = keyPos.line;
      child.keyCol = keyPos.col;
      setChild(map, keyString(pair.key.value), child);
    }
    pos.map = map;
  } else if (isSeq(node)) {
    pos.seq = node.items.map((item) => {
      if (item && typeof item === 'object' && 'range' in item) return posTree(item as YamlNode, lc);
      const empty = posNode(start.line, start.col);
      empty.empty = true;
      return empty;
    });
  }
  return pos;
}

function keyString(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A key as the file spells it (`1`, `"1"`), for messages. */
function written(key: { source?: unknown; value: unknown; type?: unknown }): string {
  const source = typeof key.source === 'string' ? key.source : keyString(key.value);
  const quote = key.type === 'QUOTE_DOUBLE' ? '"' : key.type === 'QUOTE_SINGLE' ? "'" : '';
  return `${quote}${source}${quote}`;
}

function duplicateKeys(doc: Document, lc: LineCounter, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const walk = (node: unknown, trail: DocPath): void => {
    if (isMap(node)) {
      const seen = new Map<string, Position & { written: string }>();
      for (const pair of node.items) {
        if (!isScalar(pair.key) || !pair.key.range) continue;
        const key = keyString(pair.key.value);
        const pos = lc.linePos(pair.key.range[0]);
        const first = seen.get(key);
        if (first) {
          out.push(
            diagnostic(
              'error',
              'duplicate-key',
              { file, pos, path: formatPath([...trail, key]) },
              `duplicate key \`${key}\`${written(pair.key) === first.written ? '' : ` (${first.written} and ${written(pair.key)} are the same key as text)`}: first set at line ${first.line}:${first.col}`,
              'Keep one of the two; YAML keeps neither reliably, so stylesync refuses the file.',
            ),
          );
        } else {
          seen.set(key, { ...pos, written: written(pair.key) });
        }
        walk(pair.value, [...trail, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, [...trail, index]));
    }
  };
  walk(doc.contents, []);
  return out;
}

function aliasProblem(doc: Document, lc: LineCounter, file: string, error: unknown): Diagnostic {
  let pos = START;
  visit(doc, {
    Alias(_key, node) {
      if (node.range) pos = lc.linePos(node.range[0]);
      return visit.BREAK;
    },
  });
  const message = error instanceof Error ? error.message : String(error);
  if (/alias count/i.test(message)) {
    return diagnostic(
      'error',
      'too-many-aliases',
      { file, pos },
      `the document expands more than ${MAX_ALIAS_COUNT} aliases (a "billion laughs" pattern)`,
      'Write the values out instead of nesting anchors and aliases (&name / *name).',
    );
  }
  return diagnostic('error', 'yaml-alias', { file, pos }, `YAML alias error: ${message}`, 'Define each anchor (&name) before the alias (*name) that uses it.');
}

function syntaxHint(code: string): string {
  switch (code) {
    case 'MULTIPLE_DOCS':
      return 'Keep one style list per file: remove the `---` separator or split the file.';
    case 'TAB_AS_INDENT':
      return 'Indent with spaces, not tabs.';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return 'A value that contains `: ` must be quoted: prompt: "Note: like this".';
    case 'MISSING_CHAR':
      return 'Close the quote or bracket on the same value.';
    case 'BAD_SCALAR_START':
      return 'Quote values that start with a special character (@, `, %, &, *, !, |, >).';
    default:
      return 'Fix the YAML at this position; quote values that contain `: ` or ` #` or start with a special character.';
  }
}

function tooLarge(file: string, bytes: number): Diagnostic {
  return diagnostic(
    'error',
    'file-too-large',
    { file, pos: START },
    `the file is ${bytes.toLocaleString('en-US')} bytes; a style file may have at most ${MAX_FILE_BYTES.toLocaleString('en-US')}`,
    'A full list is well under 100 KB: check that this is a style file, or split it into several lists.',
  );
}

function emptyFile(file: string): Diagnostic {
  return diagnostic(
    'error',
    'empty-file',
    { file, pos: START },
    'the file is empty',
    'Give it a `name` and `language` (or fragment content), or delete the file.',
  );
}

const UNREADABLE_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'not found (a broken link?)',
  EISDIR: 'it is a directory, not a file',
  NOTFILE: 'it is not a regular file (a pipe, socket or device?)',
};

function unreadable(file: string, code: string): Diagnostic {
  const reason = UNREADABLE_REASONS[code] ?? code;
  const notAFile = code === 'EISDIR' || code === 'NOTFILE';
  return diagnostic(
    'error',
    'unreadable-file',
    { file, pos: START },
    `cannot read the file: ${reason}`,
    notAFile
      ? 'Point `extends` or the command line at a style file, or rename it so its name does not end in .yaml or .yml.'
      : 'Check that the file exists and is readable by this user, or remove it from the styles directory.',
  );
}

export function notUtf8(bytes: Uint8Array, file: string): Diagnostic {
  const utf16 = bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  const offset = utf16 ? 0 : firstInvalidUtf8(bytes);
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < offset; k++) {
    if (bytes[k] === 0x0a) {
      line++;
      lineStart = k + 1;
    }
  }
  return diagnostic(
    'error',
    'not-utf8',
    { file, pos: { line, col: offset - lineStart + 1 } },
    utf16 ? 'the file is UTF-16, not UTF-8' : `the file is not valid UTF-8 (byte 0x${(bytes[offset] ?? 0).toString(16).padStart(2, '0')} at offset ${offset})`,
    'Save the file as UTF-8 (most editors: "Save with encoding" → UTF-8).',
  );
}

/** Byte offset of the first invalid UTF-8 sequence (only called once decoding has failed). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let k = 0;
  while (k < bytes.length) {
    const b = bytes[k] as number;
    let need: number;
    let min: number;
    if (b < 0x80) {
      k++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else {
      return k;
    }
    let cp = b & (0x3f >> need);
    for (let j = 1; j <= need; j++) {
      const c = bytes[k + j];
      if (c === undefined || (c & 0xc0) !== 0x80) return k;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return k;
    k += need + 1;
  }
  return bytes.length;
}

export type PathKind = 'file' | 'dir' | 'missing' | 'other';

export async function pathKind(absPath: string): Promise<PathKind> {
  try {
    const s = await stat(absPath);
    return s.isDirectory() ? 'dir' : s.isFile() ? 'file' : 'other';
  } catch {
    return 'missing';
  }
}

/**
 * Every .yaml/.yml file under `dir`, recursively, sorted. Hidden entries and
 * node_modules are skipped; symbolic links to files are followed, to
 * directories not (no loops). A link that points nowhere is still listed, so
 * reading it reports the problem.
 */
export async function listYamlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if ((entry.isFile() || entry.isSymbolicLink()) && isYamlFileName(entry.name)) {
        if (entry.isSymbolicLink() && (await pathKind(full)) === 'dir') continue;
        out.push(full);
      }
    }
  };
  await walk(dir);
  return out.sort();
}

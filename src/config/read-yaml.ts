import { closeSync, constants, fstatSync, openSync, readdir as readdirCallback, readFileSync, readSync, stat as statCallback } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { diagnostic, START } from './diagnostic.ts';
import { fastParse } from './fast-yaml.ts';
import { emptyFile, type LoadedYaml } from './loaded-yaml.ts';
import type { Diagnostic } from './model.ts';
import { isYamlFileName } from './paths.ts';
import { tooDeep } from './too-deep.ts';
import { ownText } from '../util/own-text.ts';
import type { TextPool } from '../util/text-pool.ts';

// node:fs's callbacks, promised, rather than node:fs/promises: that module (and the readline code it loads) is about
// 1 ms of every start's CPU time, and a one-file validate needs nothing else of it (docs/performance.md, "Start-up").
const stat = promisify(statCallback);
const readdir = promisify(readdirCallback);

/**
 * The only part of stylesync that reads style files. Every parse keeps
 * positions (a PosNode tree), so any path in the document maps back to
 * line:col; everything after this works on plain values. The fast reader
 * (fast-yaml.ts) takes plain files; the `yaml` package (parse-with-yaml.ts)
 * is imported only for a file it declines, so a validate of plain files does
 * not load it (issue #31). load.ts has the same parse for callers that cannot wait.
 */

export type { LoadedYaml } from './loaded-yaml.ts';

/**
 * Bytes a style file may have. A full list (200 instructions of 300
 * characters) is about 70 KB; anything past this is refused before parsing.
 */
const MAX_FILE_BYTES = 1_000_000;
/** Nesting a document may have; a style list needs five or so. Deeper input would only exhaust the stack. */
const MAX_DEPTH = 64;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads and parses one file; `file` is the path shown in messages (relative to the repository root). */
export async function readYamlFile(absPath: string, file: string): Promise<LoadedYaml> {
  const read = await readStyleBytes(absPath, file);
  return read instanceof Uint8Array ? parseYamlBytesLazily(read, file) : read;
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
  const opened = openChecked(absPath, file, limit);
  if (!('fd' in opened)) return opened;
  const { fd, size } = opened;
  try {
    // Synchronous on purpose: style files are small, and fs.promises.readFile's
    // four thread-pool round trips per file cost more than the parse (measured
    // with bench/validate.ts: ~250 ms of 1,000 files). readFileSync reads the
    // size fstat gave, but a size of 0 (a file of /proc, one written while it
    // is read) until the end, without bound: that one is read to its limit.
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

/**
 * The file opened for reading, or why not: a regular file within its size limit (`limit`, else a style file's).
 * Non-blocking open and a type check first: reading a FIFO (a link to one, or `extends` naming one) would otherwise
 * wait forever, and a directory deserves a clearer word than EISDIR. The caller closes what it is given
 * (readStyleBytes, and config/file-pieces.ts, which reads an entries file a piece at a time).
 */
export function openChecked(absPath: string, file: string, limit?: SizeLimit): { fd: number; size: number } | LoadedYaml {
  let fd: number;
  try {
    fd = openSync(absPath, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { ok: false, file, diagnostics: [unreadableFile(file, error)] };
  }
  try {
    const stats = fstatSync(fd);
    const refused = !stats.isFile()
      ? unreadable(file, stats.isDirectory() ? 'EISDIR' : 'NOTFILE')
      : stats.size > (limit?.bytes ?? MAX_FILE_BYTES)
        ? (limit?.tooLarge ?? tooLarge)(file, stats.size)
        : undefined;
    if (refused === undefined) return { fd, size: stats.size };
    closeSync(fd);
    return { ok: false, file, diagnostics: [refused] };
  } catch (error) {
    closeSync(fd);
    return { ok: false, file, diagnostics: [unreadableFile(file, error)] };
  }
}

/** At most `maxBytes` of an open file, from where it is read to its end. */
function readAtMost(fd: number, maxBytes: number): Buffer {
  const pieces: Buffer[] = [];
  let total = 0;
  for (let read = -1; read !== 0 && total < maxBytes; total += read) {
    const piece = Buffer.allocUnsafe(Math.min(1 << 16, maxBytes - total));
    read = readSync(fd, piece, 0, piece.length, null);
    pieces.push(piece.subarray(0, read));
  }
  return Buffer.concat(pieces, total);
}

/** The unreadable-file diagnostic of an error thrown while opening or reading. */
export function unreadableFile(file: string, error: unknown): Diagnostic {
  return unreadable(file, (error as NodeJS.ErrnoException | undefined)?.code ?? String(error));
}

/** The text of a file's bytes, or the diagnostic of bytes that are not UTF-8. */
export function decodeYaml(bytes: Uint8Array, file: string): string | LoadedYaml {
  try {
    return utf8.decode(bytes);
  } catch {
    return { ok: false, file, diagnostics: [notUtf8(bytes, file)] };
  }
}

/** One file's bytes parsed: by the fast reader, else by the `yaml` package, imported here on first need. */
export async function parseYamlBytesLazily(bytes: Uint8Array, file: string, texts?: TextPool): Promise<LoadedYaml> {
  const text = decodeYaml(bytes, file);
  if (typeof text !== 'string') return text;
  const fast = guarded(text, file, () => fastLoaded(text, file, bytes), texts);
  if (fast !== undefined) return fast;
  const { parseWithYaml } = await import('./parse-with-yaml.ts');
  return guarded(text, file, () => viewsOf(parseWithYaml(text, file)), texts) as LoadedYaml;
}

/** The text (decoded from `bytes`, if given) parsed by the fast reader, else by `slow` (the `yaml` package's reader). */
export function parseYamlWith(text: string, file: string, slow: (text: string, file: string) => LoadedYaml, bytes?: Uint8Array): LoadedYaml {
  return guarded(text, file, () => fastLoaded(text, file, bytes) ?? viewsOf(slow(text, file))) as LoadedYaml;
}

/** A parse and whether its texts have storage of their own already (else they may be views into the file's text). */
interface Parse {
  loaded: LoadedYaml;
  ownTexts: boolean;
  /** The data's nesting, when the parser counted it. */
  depth?: number;
}

function fastLoaded(text: string, file: string, bytes: Uint8Array | undefined): Parse | undefined {
  const fast = fastParse(text, bytes);
  return fast ? { loaded: { ok: true, file, data: fast.data, pos: fast.pos, warnings: [] }, ownTexts: fast.ownTexts, depth: fast.depth } : undefined;
}

function viewsOf(loaded: LoadedYaml): Parse {
  return { loaded, ownTexts: false };
}

/**
 * The limits every parse meets, before and after `parse` (undefined: a
 * parser declined): empty text, size in bytes, nesting.
 */
function guarded(text: string, file: string, parse: () => Parse | undefined, texts?: TextPool): LoadedYaml | undefined {
  if (text.trim() === '') return { ok: false, file, diagnostics: [emptyFile(file)] };
  // Text that no file size vouched for (parseYamlText is exported) meets the same limit, in bytes.
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_FILE_BYTES) return { ok: false, file, diagnostics: [tooLarge(file, bytes)] };
  if (flowTooDeep(text)) return { ok: false, file, diagnostics: [tooDeep(file)] };
  let parsed: Parse | undefined;
  try {
    parsed = parse();
  } catch (error) {
    // Block nesting thousands deep overflows the parsers' recursion; the file is named, others are unaffected.
    if (error instanceof RangeError) return { ok: false, file, diagnostics: [tooDeep(file)] };
    throw error;
  }
  if (parsed === undefined || !parsed.loaded.ok) return parsed?.loaded;
  // Texts of their own, no pool to share them with and the nesting counted: nothing left for a walk of the data to do.
  const depth =
    parsed.ownTexts && texts === undefined && parsed.depth !== undefined ? parsed.depth : dataDepth(parsed.loaded.data, texts, parsed.ownTexts ? undefined : ownText);
  if (depth > MAX_DEPTH) return { ok: false, file, diagnostics: [tooDeep(file)] };
  return parsed.loaded;
}

/**
 * Whether the text may nest flow collections (`[[[…` / `{{{…`) deeper than
 * MAX_DEPTH, counting brackets anywhere: brackets inside quotes only make the
 * bound larger, and a style file has no reason to hold 64 unclosed ones.
 */
function flowTooDeep(text: string): boolean {
  // Nesting past MAX_DEPTH takes more than MAX_DEPTH opening brackets, and most files have a few: counted with
  // indexOf, a native search for one character, about five times faster over bench:validate's 33 MB than the
  // regex below (issue #31); the regex runs only for a file that has that many.
  let opening = 0;
  for (const bracket of ['[', '{']) {
    for (let k = text.indexOf(bracket); k >= 0 && opening <= MAX_DEPTH; k = text.indexOf(bracket, k + 1)) opening++;
  }
  return opening > MAX_DEPTH && flowDepth(text) > MAX_DEPTH;
}

/** Upper bound of flow nesting, counting brackets anywhere (flowTooDeep). */
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
 * their files (issue #31: 25 MB of files' texts at 1,000 lists); `own`
 * undefined when the parser made them so already. With a pool
 * (util/text-pool.ts), a text equal to one already kept is that one: a list's
 * prompt looked up by its place in the list (the list's name, its index).
 */
function dataDepth(data: unknown, texts: TextPool | undefined, own: ((text: string) => string) | undefined): number {
  let max = 0;
  const list = texts === undefined ? undefined : listInstructions(data);
  // The third: an instruction's index in `list`, or -1.
  const stack: [unknown, number, number][] = [[data, 1, -1]];
  while (stack.length > 0) {
    const [value, depth, index] = stack.pop() as [unknown, number, number];
    if (value === null || typeof value !== 'object') continue;
    if (depth > max) max = depth;
    if (max > MAX_DEPTH) return max;
    const node = value as Record<string, unknown>;
    const items = list !== undefined && (node as unknown) === list.instructions;
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (typeof child === 'string') {
        // `own` undefined: the parser gave each text storage of its own already.
        if (texts !== undefined) {
          node[key] = index >= 0 && key === 'prompt' && list !== undefined ? texts.sharePrompt(list.name, index, list.instructions.length, child, own) : texts.share(child, own);
        } else if (own !== undefined) node[key] = own(child);
      }
      else if (child !== null && typeof child === 'object') stack.push([child, depth + 1, items ? Number(key) : -1]);
    }
  }
  return max;
}

/** A style list's name and instructions, for the pool to find each prompt's other copy by its place; undefined for anything else (a fragment has no name). */
function listInstructions(data: unknown): { name: string; instructions: unknown[] } | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const { name, custom_instructions: instructions } = data as Record<string, unknown>;
  return typeof name === 'string' && Array.isArray(instructions) ? { name, instructions } : undefined;
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

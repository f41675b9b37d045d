import path from 'node:path';
import type { DesiredGlossary } from '../catalog/glossary.ts';
import { GLOSSARY_LIMITS } from '../catalog/glossary-entries.ts';
import { capDiagnostics } from './diagnostic-cap.ts';
import { diagnostic, START } from './diagnostic.ts';
import { listYamlFiles, notUtf8, parseYamlBytesLazily, pathKind, readStyleBytes, type SizeLimit } from './read-yaml.ts';
import type { Diagnostic } from './model.ts';
import { repoRelative } from './paths.ts';
import { checkAcrossGlossaries } from './validate-glossary-refs.ts';
import { tbxTextPieces } from './tbx-text.ts';
import { FilePieces, filePieces, piecesFailure } from './file-pieces.ts';
import type { LoadedYaml } from './loaded-yaml.ts';
import { MAX_ENTRY_PROBLEMS, readEntriesFile } from './validate-glossary-entries.ts';
import { EntriesText } from './entries-text.ts';
import { checkGlossaryDocument, type EntriesFile } from './validate-glossary.ts';

/**
 * Reads the glossary files under `glossaries_dir` and the TSV, CSV and TBX files they
 * name, with the guards the style loader has (links out of the repository
 * refused unread, pipes and devices refused, sizes bounded before reading,
 * UTF-8 only), and hands the text to the pure checks.
 */

/**
 * Bytes an entries file may have: a dictionary is at most 10 MiB as TSV, and
 * a CSV of the same entries is larger (quotes, and language columns naming
 * other pairs, whose lines are skipped). Past this nothing is read.
 */
export const MAX_ENTRIES_FILE_BYTES = 4 * GLOSSARY_LIMITS.dictionaryMaxBytes;
/**
 * Bytes a glossary file may have (the style files' limit): inline entries are
 * meant for a few hundred terms; a termbase belongs in an entries file.
 */
export const MAX_GLOSSARY_FILE_BYTES = 1_000_000;

export interface LoadGlossariesOptions {
  root: string;
  /** Absolute glossaries directory; a missing one means no glossaries. */
  dir: string;
  /** Files under the directory that are not glossaries (the styles directory nested inside). */
  skip?: (abs: string) => boolean;
  /** Glossary files whose diagnostics are reported (validate with paths); all when absent. */
  report?: (file: string) => boolean;
  /** The link guard of the style loader (project.ts insideRepository). */
  inside: (abs: string, rel: string) => Diagnostic | undefined;
}

export interface LoadedGlossaries {
  /** Sorted by file. */
  glossaries: DesiredGlossary[];
  diagnostics: Diagnostic[];
  /** Glossary files and the entries files read, repository-relative. */
  files: string[];
}

export async function loadGlossaries(options: LoadGlossariesOptions): Promise<LoadedGlossaries> {
  const { root, dir } = options;
  const out: LoadedGlossaries = { glossaries: [], diagnostics: [], files: [] };
  const kind = await pathKind(dir);
  if (kind === 'missing') return out;
  const shown = repoRelative(root, dir) ?? dir;
  if (kind !== 'dir') {
    out.diagnostics.push(
      diagnostic('error', 'glossaries-dir-not-a-directory', { file: '', pos: START }, `glossaries_dir ${shown} is not a directory`, 'Point glossaries_dir in stylesync.yaml at the directory of the glossary files.'),
    );
    return out;
  }
  const files = (await listYamlFiles(dir)).filter((abs) => !options.skip?.(abs));
  const reported = options.report ?? (() => true);
  for (const abs of files) {
    const rel = repoRelative(root, abs);
    if (rel === undefined) continue;
    const one = await loadOne(root, abs, rel, options.inside);
    out.files.push(rel, ...one.entriesFiles);
    if (one.glossary) out.glossaries.push(one.glossary);
    if (reported(rel)) out.diagnostics.push(...capDiagnostics(one.diagnostics));
  }
  out.diagnostics.push(...checkAcrossGlossaries(out.glossaries).filter((d) => reported(d.file)));
  return out;
}

/** One glossary file and its entries files; the diagnostics of all of them. */
async function loadOne(
  root: string,
  abs: string,
  rel: string,
  inside: LoadGlossariesOptions['inside'],
): Promise<{ glossary: DesiredGlossary | undefined; entriesFiles: string[]; diagnostics: Diagnostic[] }> {
  const none = (diagnostics: Diagnostic[]) => ({ glossary: undefined, entriesFiles: [], diagnostics });
  const refused = inside(abs, rel);
  if (refused) return none([{ ...refused, hint: 'Glossary files must live inside the repository: copy the file in, or remove the link.' }]);
  const bytes = await readStyleBytes(abs, rel, GLOSSARY_FILE_LIMIT);
  const loaded = bytes instanceof Uint8Array ? await parseYamlBytesLazily(bytes, rel) : bytes;
  if (!loaded.ok) return none(loaded.diagnostics);
  const checked = checkGlossaryDocument(loaded);
  const diagnostics = [...loaded.warnings, ...checked.diagnostics];
  const entriesFiles: string[] = [];
  for (const ref of checked.entriesFiles) {
    // One file may serve several dictionaries (a four-column CSV, a multilingual TBX): counted once.
    if (!entriesFiles.includes(ref.file)) entriesFiles.push(ref.file);
    diagnostics.push(...(await readEntries(ref, path.resolve(root, ref.file), inside)));
  }
  return { glossary: checked.glossary, entriesFiles, diagnostics };
}

async function readEntries(ref: EntriesFile, abs: string, inside: LoadGlossariesOptions['inside']): Promise<Diagnostic[]> {
  const kind = await pathKind(abs);
  if (kind === 'missing') {
    return [
      diagnostic(
        'error',
        'entries-file-not-found',
        ref.at,
        `entries_file ${ref.file} does not exist (or is a broken link)`,
        'Check the path: it is relative to the glossary file.',
      ),
    ];
  }
  const refused = inside(abs, ref.file);
  if (refused) {
    // Reported where the file is named, and never read: its content could be anyone's.
    return [{ ...refused, file: ref.at.file, line: ref.at.pos.line, col: ref.at.pos.col, path: ref.at.path ?? '', hint: 'Entries files must live inside the repository: copy the file in, or remove the link.' }];
  }
  if (ref.format === 'tbx') return readTbxEntries(ref, abs);
  const text = await readEntriesText(ref, abs);
  if (!(text instanceof EntriesText)) return text;
  if (text.startsAs(LFS_POINTER)) return [lfsPointer(ref)];
  return readEntriesFile(ref, text);
}

/**
 * A .tbx entries file, read a piece at a time (config/file-pieces.ts; issue #31): neither its bytes nor its text is
 * ever held whole, so a 40 MiB termbase costs its parse, its concepts one at a time and the entries built. The TBX
 * reader and its XML parser load only for a glossary that has a .tbx entries file.
 */
async function readTbxEntries(ref: EntriesFile, abs: string): Promise<Diagnostic[]> {
  // Imported before the file is opened: nothing awaited while it is open.
  const { readTbxEntriesFile } = await import('./validate-glossary-tbx.ts');
  const bytes = filePieces(abs, ref.file, ENTRIES_FILE_LIMIT);
  if (!(bytes instanceof FilePieces)) return unreadEntries(bytes);
  try {
    return readTbxEntriesFile(ref, withoutLfsPointer(tbxTextPieces(bytes)), MAX_ENTRY_PROBLEMS);
  } catch (error) {
    if (error instanceof LfsPointerFound) return [lfsPointer(ref)];
    const failed = piecesFailure(error, ref.file, ENTRIES_FILE_LIMIT);
    if (failed !== undefined) return unreadEntries(failed);
    if ((error as { code?: unknown } | null)?.code !== 'ERR_ENCODING_INVALID_ENCODED_DATA') throw error;
    bytes.return();
    // Where the bytes that are no character are: read whole, as the file is not read on.
    const whole = await readStyleBytes(abs, ref.file, ENTRIES_FILE_LIMIT);
    return whole instanceof Uint8Array ? [notUtf8(whole, ref.file)] : unreadEntries(whole);
  } finally {
    // Closed whatever stopped the read, also before its first piece (config/file-pieces.ts).
    bytes.return();
  }
}

/** Thrown by withoutLfsPointer: the file is a Git LFS pointer. */
class LfsPointerFound extends Error {}

/** The pieces of a text, or LfsPointerFound when it starts as a Git LFS pointer does (one is a few lines: its first piece holds it). */
function* withoutLfsPointer(pieces: Iterable<string>): Generator<string, void, undefined> {
  let first = true;
  for (const piece of pieces) {
    if (first && LFS_POINTER.test(piece)) throw new LfsPointerFound();
    first = false;
    yield piece;
  }
}

/** A checkout without LFS content (actions/checkout without `lfs: true`) leaves the pointer where the termbase should be. */
function lfsPointer(ref: EntriesFile): Diagnostic {
  return diagnostic(
    'error',
    'lfs-pointer',
    { file: ref.file, pos: START },
    `${ref.file} is a Git LFS pointer, not the entries themselves`,
    'Fetch the content of the LFS files: `git lfs pull` (in a GitHub workflow, actions/checkout with `lfs: true`).',
  );
}

/** Why an entries file could not be read; the style loader's hint speaks of style files and `extends`. */
function unreadEntries(read: LoadedYaml): Diagnostic[] {
  const hint = 'Point entries_file at a TSV, CSV or TBX file (a regular file, readable by this user).';
  return read.ok ? [] : read.diagnostics.map((d) => (d.code === 'unreadable-file' ? { ...d, hint } : d));
}

/**
 * The entries file's text, or why there is none. Apart from readEntries so
 * that the file's bytes are garbage once decoded: a local that still holds
 * them would keep another copy of a 40 MiB termbase alive while it is read.
 * The text comes in an EntriesText for the same reason: no local of
 * readEntries holds it while its reader builds the entries.
 */
async function readEntriesText(ref: EntriesFile, abs: string): Promise<EntriesText | Diagnostic[]> {
  const bytes = await readStyleBytes(abs, ref.file, ENTRIES_FILE_LIMIT);
  if (!(bytes instanceof Uint8Array)) return unreadEntries(bytes);
  try {
    return new EntriesText(utf8.decode(bytes));
  } catch {
    return [notUtf8(bytes, ref.file)];
  }
}

/** The text git-lfs leaves in the working tree, or in a commit, instead of a file's content (its spec, v1). */
export const LFS_POINTER = /^version https:\/\/(?:git-lfs|hawser)\.github\.com\/spec\/v1\n(?:[a-z0-9.-]+ [^\n]*\n)*?oid sha256:[0-9a-f]{64}\n/;


const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A size limit whose error names the kind of file, its limit, and what to do instead. */
function sizeLimit(maxBytes: number, what: string, hint: string): SizeLimit {
  return {
    bytes: maxBytes,
    tooLarge: (file, bytes) =>
      diagnostic(
        'error',
        'file-too-large',
        { file, pos: START },
        `the file is ${bytes.toLocaleString('en-US')} bytes; ${what} may have at most ${maxBytes.toLocaleString('en-US')}`,
        hint,
      ),
  };
}

const GLOSSARY_FILE_LIMIT = sizeLimit(
  MAX_GLOSSARY_FILE_BYTES,
  'a glossary file',
  'Move large dictionaries into entries files beside the glossary file: `entries_file: terms/en-de.tsv` for bare pairs, or `terms/en-de.tbx` to keep admitted alternatives, forbidden variants, definitions and notes (`stylesync export --format tbx` writes one from a glossary file that loads).',
);
const ENTRIES_FILE_LIMIT = sizeLimit(
  MAX_ENTRIES_FILE_BYTES,
  'an entries file (a dictionary is at most 10 MiB as TSV)',
  'Split the terms over several glossaries, one entries file each.',
);

/** Whether `abs` is `dir` or inside it. */
function within(dir: string, abs: string): boolean {
  return repoRelative(dir, abs) !== undefined;
}

/**
 * The glossaries of a project, and which of the files collected for
 * validation are glossary files rather than style files. A glossaries
 * directory inside the styles directory is fine (its files are glossaries);
 * one that holds the styles directory would make every style file a
 * glossary, and is refused.
 */
export async function projectGlossaries(options: {
  root: string;
  stylesDir: string;
  glossariesDir: string;
  /** Files collected for validation (absolute); with `explicit`, only the glossary files among them report. */
  collected: readonly string[];
  explicit: boolean;
  configFile: string;
  inside: LoadGlossariesOptions['inside'];
}): Promise<LoadedGlossaries & { isGlossaryFile: (abs: string) => boolean }> {
  const { root, stylesDir, glossariesDir } = options;
  if (within(glossariesDir, stylesDir)) {
    const message = `glossaries_dir ${repoRelative(root, glossariesDir) ?? glossariesDir} holds the styles directory ${repoRelative(root, stylesDir) ?? stylesDir}`;
    const hint = 'Give the glossary files a directory of their own (the default is glossaries/ beside styles/).';
    return { glossaries: [], files: [], diagnostics: [diagnostic('error', 'glossaries-dir-holds-styles', { file: options.configFile, pos: START }, message, hint)], isGlossaryFile: () => false };
  }
  const isGlossaryFile = (abs: string) => within(glossariesDir, abs);
  const chosen = new Set(options.collected.filter(isGlossaryFile).flatMap((abs) => repoRelative(root, abs) ?? []));
  const loaded = await loadGlossaries({
    root,
    dir: glossariesDir,
    inside: options.inside,
    ...(options.explicit ? { report: (file: string) => chosen.has(file) } : {}),
  });
  return { ...loaded, isGlossaryFile };
}

import { basename, dirname, extname, join, posix, relative } from 'node:path';
import { entriesToTsv, utf8Bytes } from '../catalog/glossary-entries.ts';
import { pairKey, type DesiredGlossary, type GlossaryPair, type LiveGlossary, type LiveGlossaryInfo } from '../catalog/glossary.ts';
import { GLOSSARY_SCHEMA_FILE } from '../catalog/glossary-schema.ts';
import { schemaRef } from '../config/schema-ref.ts';
import { type EntriesPlacement, renderEntriesTsv, renderGlossaryFile } from './glossary-file.ts';
import type { NameChange } from './import-names.ts';
import { type ImportPlace, importPlaces } from './import-places.ts';
import { fileOwners } from './owners.ts';
import { toPosix } from './plan-import.ts';
import { slugify } from './slug.ts';
import type { FileToWrite } from './write-files.ts';

/**
 * How many terms a dictionary may have to be written inline. A localisation
 * lead reviews a few hundred terms in YAML comfortably; above that a termbase
 * is managed in a terminology tool, which exports TSV, and a YAML diff of
 * thousands of lines helps nobody.
 */
export const MAX_INLINE_ENTRIES = 300;
/**
 * UTF-8 bytes (as TSV) of the dictionaries written inline, per dictionary and
 * per file: 300 terms of 1024 bytes each would otherwise make one file of
 * megabytes, and glossary-load refuses glossary files over 1 MB (quoting can
 * nearly double the text).
 */
export const MAX_INLINE_BYTES = 32 * 1024;
export const MAX_INLINE_FILE_BYTES = 256 * 1024;
/** Where entries files go, relative to the glossary file. */
export const ENTRIES_DIR = 'terms';

/** A glossary file import writes, with the entries files beside it. */
export interface GlossaryImportFile extends FileToWrite {
  glossary: LiveGlossary;
  /** The name written differs from the live one (hidden characters, a name taken), and why. */
  renamed?: NameChange;
  /** TSV files of the dictionaries too large to write inline; written before the glossary file. */
  entriesFiles: Array<FileToWrite & { pair: GlossaryPair; entries: number }>;
}

/** A live glossary some glossary file already manages: left alone without --force. */
export interface ManagedGlossary {
  glossary: LiveGlossaryInfo;
  /** The glossary file, relative to the root. */
  file: string;
}

/**
 * Which live glossaries a glossary file already manages (by pin, then by
 * name, as for lists): glossary_id → file, from the listing alone, so that import reads the
 * entries of the glossaries it writes and no others.
 */
export function glossaryOwners(live: readonly LiveGlossaryInfo[], desired: readonly DesiredGlossary[]): Map<string, string> {
  const owners = fileOwners(
    live,
    desired.map((g) => ({ file: g.file, name: g.name, pin: g.glossary_id })),
    (g) => ({ id: g.glossary_id, name: g.name }),
  );
  return new Map([...owners].map(([g, file]) => [g.glossary_id, file]));
}

/**
 * The files for live glossaries read with their entries. Pure (paths are
 * computed, not touched). A glossary that a file manages (`owners`) goes back
 * to that file (a refresh under --force, which overwrites it, and the TSV
 * files it already names for a pair); any other gets a new file named after
 * it, never a stem in `taken`, and new entries files never take a name in
 * `takenEntries` (names under the entries directory, any case).
 */
export function planGlossaryImport(options: {
  live: readonly LiveGlossary[];
  /** glossaryOwners of the listing. */
  owners: ReadonlyMap<string, string>;
  desired: readonly DesiredGlossary[];
  /** Absolute glossaries directory. */
  glossariesDir: string;
  /** Absolute repository root. */
  root: string;
  /** YAML file stems already in the glossaries directory. */
  taken: readonly string[];
  /** File names already in the entries directory. */
  takenEntries: readonly string[];
}): GlossaryImportFile[] {
  const ownerOf = (g: LiveGlossary) => options.owners.get(g.glossary_id);
  const byFile = new Map(options.desired.map((d) => [d.file, d]));
  const usedEntries = new Set(options.takenEntries.map((n) => n.toLowerCase()));
  const places = importPlaces({ noun: 'glossary', live: options.live, key: (g) => ({ id: g.glossary_id, name: g.name }), ownerOf, desired: options.desired, dir: options.glossariesDir, root: options.root, taken: options.taken });

  return options.live.map((glossary, i): GlossaryImportFile => {
    const { path, existing, name, renamed } = places[i] as ImportPlace;
    const stem = basename(path, extname(path));
    const reuse = existingTsvFiles(existing === undefined ? undefined : byFile.get(existing));
    const entriesFiles: GlossaryImportFile['entriesFiles'] = [];
    const placements = placeDictionaries(glossary, (d) => {
      const kept = reuse.get(pairKey(d));
      const abs = kept === undefined ? join(dirname(path), ENTRIES_DIR, freshEntriesName(stem, d, usedEntries)) : join(options.root, kept);
      entriesFiles.push({ path: abs, shown: toPosix(relative(options.root, abs)), content: renderEntriesTsv(d.entries), overwrites: kept !== undefined, pair: d, entries: d.entries.size });
      return toPosix(relative(dirname(path), abs));
    });
    return {
      path,
      shown: toPosix(relative(options.root, path)),
      glossary,
      content: renderGlossaryFile({ ...glossary, name }, schemaRef(options.root, path, GLOSSARY_SCHEMA_FILE), (pair) => placements.get(pairKey(pair)) ?? { inline: true }),
      overwrites: existing !== undefined,
      entriesFiles,
      ...(renamed === undefined ? {} : { renamed }),
    };
  });
}

/** Inline or an entries file, per dictionary, in pair order (so the first dictionaries stay inline when the file's budget runs out). */
function placeDictionaries(glossary: LiveGlossary, toFile: (d: LiveGlossary['entries'][number]) => string): Map<string, EntriesPlacement> {
  const out = new Map<string, EntriesPlacement>();
  let inlineBytes = 0;
  const sorted = [...glossary.entries].sort((a, b) => (pairKey(a) < pairKey(b) ? -1 : pairKey(a) > pairKey(b) ? 1 : 0));
  for (const d of sorted) {
    const bytes = utf8Bytes(entriesToTsv(d.entries));
    const inline = d.entries.size <= MAX_INLINE_ENTRIES && bytes <= MAX_INLINE_BYTES && inlineBytes + bytes <= MAX_INLINE_FILE_BYTES;
    if (inline) inlineBytes += bytes;
    out.set(pairKey(d), inline ? { inline: true } : { entriesFile: toFile(d) });
  }
  return out;
}

/** The TSV entries files a glossary file already names, by pair: a refresh writes the terms back where they were. */
function existingTsvFiles(desired: DesiredGlossary | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of desired?.dictionaries ?? []) if (d.entriesFile !== undefined && posix.extname(d.entriesFile).toLowerCase() === '.tsv') out.set(pairKey(d), d.entriesFile);
  return out;
}

/** `<stem>-<source>-<target>.tsv`, numbered when taken; language codes as the service gave them go through the slug rules too. */
function freshEntriesName(stem: string, pair: GlossaryPair, used: Set<string>): string {
  const base = `${stem}-${slugify(pair.source_lang, 'xx')}-${slugify(pair.target_lang, 'xx')}`;
  let name = `${base}.tsv`;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}-${n}.tsv`;
  used.add(name.toLowerCase());
  return name;
}

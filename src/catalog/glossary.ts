/**
 * The vocabulary every layer shares about glossaries (spec/glossaries-v3.md),
 * as `types.ts` is for style rule lists: what a glossary is, independent of
 * whether it came from a file, the live service or the emulator's store.
 *
 * Entries are kept as ordered `[source, target]` pairs: the service keys a
 * dictionary on the exact source term, and order matters only for display.
 */
import type { Example } from './desired.ts';
import { rootLanguage } from './root-language.ts';
import type { Origin } from './types.ts';

/** A language pair, base codes, lower case (glossaries take no variants: `pt`, never `pt-BR`). */
export interface GlossaryPair {
  source_lang: string;
  target_lang: string;
}

/** `source_lang→target_lang`, lower case: the one key of a dictionary inside its glossary. */
export function pairKey(pair: GlossaryPair): string {
  return `${pair.source_lang.toLowerCase()}→${pair.target_lang.toLowerCase()}`;
}

/** A dictionary's pair as messages name it, the languages as written: `en→de`. */
export function pairText(pair: GlossaryPair): string {
  return `${pair.source_lang}→${pair.target_lang}`;
}

/**
 * The pair an example translating into `target` uses a dictionary of, keyed
 * like dictionaries (`en→de`: base codes); undefined without a source
 * language (the service then uses no glossary).
 */
export function examplePair(example: Pick<Example, 'source_language'>, target: string): string | undefined {
  if (example.source_language === undefined) return undefined;
  return pairKey({ source_lang: rootLanguage(example.source_language), target_lang: rootLanguage(target) });
}

/**
 * What a file says of a term beyond its target (issue #22, the long form of
 * an entry, or a TBX entries file): for people, the guide, TBX and the checks.
 * Never sent to the service, which stores bare pairs; a change to these alone
 * is a change to the files alone. Keys are named as the YAML writes them.
 */
export interface TermNotes {
  /**
   * Target variants a translator may use in place of the target (TBX-Basic's
   * admittedTerm-admn-sts), each with its own note where the file gives one,
   * in file order. Never sent: the service takes one target per source term.
   */
  admitted?: readonly AdmittedTerm[];
  /**
   * Target variants never to use, in file order, each with its own note where
   * the file gives one, and `superseded` where TBX-Basic's
   * supersededTerm-admn-sts (an older term, replaced) rather than
   * deprecatedTerm-admn-sts is meant, so a TBX round trip loses neither.
   */
  forbidden?: readonly ForbiddenTerm[];
  /** What the term means. */
  definition?: string;
  /** Usage advice for translators. */
  note?: string;
  /** `translate: false`: do not translate; the target is the source term itself. */
  translate?: false;
}

/** An admitted alternative of a target term, and what to know about it ("only in legal texts"). */
export interface AdmittedTerm {
  term: string;
  note?: string;
}

/** A forbidden variant of a target term, why it is forbidden ("the old product name"), and whether it is superseded rather than deprecated. */
export interface ForbiddenTerm {
  term: string;
  note?: string;
  status?: 'superseded';
}

/** The keys of a forbidden variant written as a mapping (`{term: einloggen, note: …}`), in the order fmt writes them. */
export const FORBIDDEN_KEYS = ['term', 'note', 'status'] as const;

/**
 * At most this many characters (code points) in a `definition` or `note`:
 * a paragraph, which still reads in a guide page and a pull-request comment.
 * stylesync's own bound: the service never sees the text.
 */
export const TERM_NOTE_MAX_CHARS = 2000;

/** The keys of a long-form entry, in the order fmt writes them: `translate: false` stands where a target would. */
export const TERM_ENTRY_KEYS = ['target', 'translate', 'admitted', 'forbidden', 'definition', 'note'] as const;

/** The keys of an admitted alternative written as a mapping (`{term: Anmeldung, note: …}`), in the order fmt writes them. */
export const ADMITTED_KEYS = ['term', 'note'] as const;

/** One dictionary as the files say it should be. */
export interface DesiredDictionary extends GlossaryPair {
  /** source term → target term, in file order (for `translate: false`, the source term itself). */
  entries: ReadonlyMap<string, string>;
  /** source term → its notes, only for the terms whose entry says more than its target. */
  notes?: ReadonlyMap<string, TermNotes>;
  /** source term → where its entry is written (the YAML line, the TSV/CSV line of `entries_file`, or the line where its TBX concept starts). */
  entryOrigins: ReadonlyMap<string, Origin>;
  /** Where the dictionary's `source_language` is written. */
  origin: Origin;
  /** The TSV, CSV or TBX file holding the entries, relative to the repository root, when not inline. */
  entriesFile?: string;
}

/** A glossary as the files say it should be. */
export interface DesiredGlossary {
  /** The glossary file, relative to the repository root. */
  file: string;
  name: string;
  /** Optional pin: adopt this live glossary, allowing renames. */
  glossary_id?: string;
  state: 'present' | 'absent';
  /** `protect: true`: no plan may delete the glossary or remove one of its dictionaries (plan/protect.ts). */
  protect?: boolean;
  /** `note:`: the change in words for the guide's dated What's new (catalog/file-note.ts); never sent to the service. */
  note?: string;
  dictionaries: DesiredDictionary[];
  /** Where the glossary's `name` is written. */
  origin: Origin;
  /** Translate examples run with this glossary alone (`plan --check-translations`); absent when the file has none. */
  examples?: Example[];
}

/** A dictionary as the glossary listing describes it: counts, not entries. */
export interface LiveDictionaryInfo extends GlossaryPair {
  entry_count: number;
}

/** A glossary as `GET /v3/glossaries` answers it. No version: the service keeps none. */
export interface LiveGlossaryInfo {
  glossary_id: string;
  name: string;
  creation_time?: string;
  dictionaries: LiveDictionaryInfo[];
}

/** A dictionary with its entries, as read through `GET /v3/glossaries/{id}/entries`. */
export interface LiveDictionary extends GlossaryPair {
  entries: ReadonlyMap<string, string>;
}

/** A glossary with the entries of every dictionary that was read. */
export interface LiveGlossary extends LiveGlossaryInfo {
  entries: LiveDictionary[];
}

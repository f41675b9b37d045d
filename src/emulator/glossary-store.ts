import { GLOSSARY_LIMITS, entriesToTsv, entryBytes, parseGlossaryEntries } from '../catalog/glossary-entries.ts';
import type { DictionaryInput } from './glossary-body.ts';
import { pairName } from './glossary-body.ts';
import { HttpError, badRequest, notFound } from './http-error.ts';

/** A dictionary as listed: counts, not entries. */
export interface DictionaryInfo {
  source_lang: string;
  target_lang: string;
  entry_count: number;
}

/** A glossary as the service answers it (spec/glossaries-v3.md, "Resource"): no version, no updated_time. */
export interface GlossaryInfo {
  glossary_id: string;
  name: string;
  creation_time: string;
  dictionaries: DictionaryInfo[];
}

/** A glossary in the data file: entries as TSV, as the service answers them. */
export interface PersistedGlossary {
  glossary_id: string;
  name: string;
  creation_time: string;
  dictionaries: Array<{ source_lang: string; target_lang: string; entries: string }>;
}

interface StoredDictionary {
  source_lang: string;
  target_lang: string;
  /**
   * Source → target in insertion order; keyed on the exact source term, as PATCH merges.
   * Never changed once stored: writes store a new map (glossary-translate.ts caches by it).
   */
  entries: Map<string, string>;
}

interface StoredGlossary {
  glossary_id: string;
  name: string;
  creation_time: string;
  dictionaries: StoredDictionary[];
}

export interface GlossaryStoreOptions {
  /** Hands out ids unique with the style lists' ids. */
  issueId(): string;
  onChange(): void;
  /** How many glossaries the account may hold; one more is 456. */
  quota: number;
}

/**
 * The emulator's glossaries, in creation order. PATCH merges and never
 * removes; PUT replaces or creates; a replaced dictionary keeps its place
 * (deepl-mock moves it to the end; clients must not depend on the order).
 */
export class GlossaryStore {
  private readonly glossaries = new Map<string, StoredGlossary>();

  constructor(private readonly options: GlossaryStoreOptions) {}

  create(name: string, dictionaries: DictionaryInput[]): GlossaryInfo {
    if (this.glossaries.size >= this.options.quota) {
      throw new HttpError(456, 'Quota exceeded', {
        detail: `This account may hold at most ${this.options.quota} glossaries and holds ${this.glossaries.size}; delete one first`,
      });
    }
    const glossary: StoredGlossary = { glossary_id: this.options.issueId(), name, creation_time: new Date().toISOString(), dictionaries: dictionaries.map(stored) };
    this.glossaries.set(glossary.glossary_id, glossary);
    this.options.onChange();
    return info(glossary);
  }

  list(): GlossaryInfo[] {
    return [...this.glossaries.values()].map(info);
  }

  get(id: string): GlossaryInfo {
    return info(this.find(id));
  }

  /** Renames and/or merges one dictionary (creating it when missing); never removes an entry. */
  patch(id: string, change: { name?: string; dictionary?: DictionaryInput }): GlossaryInfo {
    const glossary = this.find(id);
    let merged: StoredDictionary | undefined;
    if (change.dictionary) {
      const existing = this.dictionaryOf(glossary, change.dictionary);
      merged = stored({ ...change.dictionary, entries: existing ? [...existing.entries] : [] });
      for (const [source, target] of change.dictionary.entries) merged.entries.set(source, target);
      checkSize(merged);
    }
    // Validated in full before anything changes: a refused PATCH changes nothing.
    if (change.name !== undefined) glossary.name = change.name;
    if (merged) this.put(glossary, merged);
    this.options.onChange();
    return info(glossary);
  }

  /** Replaces the dictionary of the pair, or adds it. */
  replace(id: string, dictionary: DictionaryInput): DictionaryInfo {
    const glossary = this.find(id);
    const replacement = stored(dictionary);
    this.put(glossary, replacement);
    this.options.onChange();
    return dictionaryInfo(replacement);
  }

  delete(id: string): void {
    this.find(id);
    this.glossaries.delete(id);
    this.options.onChange();
  }

  deleteDictionary(id: string, pair: { source_lang: string; target_lang: string }): void {
    const glossary = this.find(id);
    const existing = this.dictionaryOf(glossary, pair);
    if (!existing) throw notFound(`Glossary ${JSON.stringify(id)} has no dictionary for ${pairName(pair)}`);
    if (glossary.dictionaries.length === 1) {
      throw badRequest(`The dictionary ${pairName(pair)} is the glossary's last; a glossary keeps at least one dictionary (delete the glossary instead)`);
    }
    glossary.dictionaries = glossary.dictionaries.filter((d) => d !== existing);
    this.options.onChange();
  }

  /** The entries of one dictionary as TSV; 404 when the glossary has no such dictionary. */
  entries(id: string, pair: { source_lang: string; target_lang: string }): string {
    const dictionary = this.dictionaryOf(this.find(id), pair);
    if (!dictionary) throw notFound(`Glossary ${JSON.stringify(id)} has no dictionary for ${pairName(pair)}`);
    return entriesToTsv(dictionary.entries);
  }

  /** For translation: the glossary's terms for a pair, undefined when it has no such dictionary. */
  terms(id: string, pair: { source_lang: string; target_lang: string }): ReadonlyMap<string, string> | undefined {
    return this.dictionaryOf(this.find(id), pair)?.entries;
  }

  clear(): void {
    this.glossaries.clear();
    this.options.onChange();
  }

  all(): PersistedGlossary[] {
    return [...this.glossaries.values()].map((g) => ({
      glossary_id: g.glossary_id,
      name: g.name,
      creation_time: g.creation_time,
      dictionaries: g.dictionaries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entries: entriesToTsv(d.entries) })),
    }));
  }

  /** Replaces the state with glossaries from a data file (no change notification); throws on a malformed one. */
  load(glossaries: PersistedGlossary[]): void {
    this.glossaries.clear();
    for (const g of glossaries) {
      const dictionaries = g.dictionaries.map((d) => {
        const parsed = parseGlossaryEntries(d.entries, { format: 'tsv', maxProblems: 1, caseVariants: false });
        if (parsed.problems.length > 0) throw new Error(`glossary ${g.glossary_id} ${pairName(d)}: ${parsed.problems[0]?.message}`);
        return stored({ source_lang: d.source_lang, target_lang: d.target_lang, entries: parsed.entries.map((e) => [e.source, e.target]) });
      });
      this.glossaries.set(g.glossary_id, { glossary_id: g.glossary_id, name: g.name, creation_time: g.creation_time, dictionaries });
    }
  }

  private put(glossary: StoredGlossary, dictionary: StoredDictionary): void {
    const at = glossary.dictionaries.findIndex((d) => samePair(d, dictionary));
    if (at >= 0) glossary.dictionaries[at] = dictionary;
    else glossary.dictionaries.push(dictionary);
  }

  private dictionaryOf(glossary: StoredGlossary, pair: { source_lang: string; target_lang: string }): StoredDictionary | undefined {
    return glossary.dictionaries.find((d) => samePair(d, pair));
  }

  private find(id: string): StoredGlossary {
    const glossary = this.glossaries.get(id);
    if (!glossary) throw notFound(`Glossary ${JSON.stringify(id)} not found`);
    return glossary;
  }
}

function samePair(a: { source_lang: string; target_lang: string }, b: { source_lang: string; target_lang: string }): boolean {
  return a.source_lang.toLowerCase() === b.source_lang.toLowerCase() && a.target_lang.toLowerCase() === b.target_lang.toLowerCase();
}

function stored(d: DictionaryInput): StoredDictionary {
  return { source_lang: d.source_lang, target_lang: d.target_lang, entries: new Map(d.entries) };
}

function checkSize(d: StoredDictionary): void {
  let bytes = 0;
  for (const [source, target] of d.entries) bytes += entryBytes(source, target);
  if (bytes > GLOSSARY_LIMITS.dictionaryMaxBytes) {
    throw new HttpError(413, 'Glossary dictionary too large', {
      detail: `merged, the dictionary ${pairName(d)} would be ${bytes} bytes as TSV; at most ${GLOSSARY_LIMITS.dictionaryMaxBytes} (10 MiB) are allowed`,
    });
  }
}

function dictionaryInfo(d: StoredDictionary): DictionaryInfo {
  return { source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.size };
}

function info(g: StoredGlossary): GlossaryInfo {
  return { glossary_id: g.glossary_id, name: g.name, creation_time: g.creation_time, dictionaries: g.dictionaries.map(dictionaryInfo) };
}

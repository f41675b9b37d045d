import type { GlossaryPair, LiveDictionary, LiveDictionaryInfo, LiveGlossaryInfo } from '../catalog/glossary.ts';
import { UnexpectedAnswer } from './wire.ts';

/**
 * The service's glossary JSON (spec/glossaries-v3.md), read defensively into
 * the shared vocabulary of catalog/glossary.ts. Language codes are kept in
 * lower case: the service compares them case-insensitively, and the files
 * keep them so.
 */

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(record: Record<string, Json>, key: string, where: string): string {
  const value = record[key];
  if (typeof value === 'string') return value;
  throw new UnexpectedAnswer(`${where}.${key}`, value === undefined ? 'is missing' : 'is not a string');
}

function pair(record: Record<string, Json>, where: string): GlossaryPair {
  return { source_lang: text(record, 'source_lang', where).toLowerCase(), target_lang: text(record, 'target_lang', where).toLowerCase() };
}

function dictionaryInfo(value: Json, where: string): LiveDictionaryInfo {
  if (!isObject(value)) throw new UnexpectedAnswer(where, 'is not a dictionary object');
  const count = value.entry_count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new UnexpectedAnswer(`${where}.entry_count`, 'is not a count of entries');
  return { ...pair(value, where), entry_count: count };
}

export function parseGlossary(value: Json, where = 'glossary'): LiveGlossaryInfo {
  if (!isObject(value)) throw new UnexpectedAnswer(where, 'is not a glossary object');
  const id = text(value, 'glossary_id', where);
  if (id === '') throw new UnexpectedAnswer(`${where}.glossary_id`, 'is empty');
  // encodeURIComponent leaves dots alone, and a URL collapses a `.` or `..` segment: /v3/glossaries/../entries would be another route.
  if (id === '.' || id === '..') throw new UnexpectedAnswer(`${where}.glossary_id`, `is ${JSON.stringify(id)}, which cannot name a glossary in a URL`);
  const dictionaries = value.dictionaries ?? [];
  if (!Array.isArray(dictionaries)) throw new UnexpectedAnswer(`${where}.dictionaries`, 'is not an array');
  const glossary: LiveGlossaryInfo = {
    glossary_id: id,
    name: text(value, 'name', where),
    dictionaries: dictionaries.map((d, i) => dictionaryInfo(d, `${where}.dictionaries[${i}]`)),
  };
  if (typeof value.creation_time === 'string') glossary.creation_time = value.creation_time;
  return glossary;
}

/** `GET /v3/glossaries`: `{glossaries: [...]}`, no paging. */
export function parseGlossaryList(value: Json): LiveGlossaryInfo[] {
  if (!isObject(value) || !Array.isArray(value.glossaries)) throw new UnexpectedAnswer('the glossary list', 'is not {"glossaries": [...]}');
  return value.glossaries.map((g, i) => parseGlossary(g, `glossaries[${i}]`));
}

/** `PUT …/dictionaries` answers the dictionary's counts. */
export const parseDictionaryInfo = (value: Json): LiveDictionaryInfo => dictionaryInfo(value, 'dictionary');

/**
 * `GET …/entries`: the reference docs, both official clients and the mock
 * wrap the dictionary in `{dictionaries: [...]}`; the OpenAPI description
 * gives it bare. Both are read. Entries always come back as TSV.
 */
export function parseEntriesAnswer(value: Json, asked: GlossaryPair): LiveDictionary {
  const wrapped = isObject(value) && Array.isArray(value.dictionaries) ? value.dictionaries : [value];
  const found = wrapped.find((d) => isObject(d) && String(d.source_lang).toLowerCase() === asked.source_lang && String(d.target_lang).toLowerCase() === asked.target_lang);
  if (!isObject(found)) throw new UnexpectedAnswer('the entries answer', `holds no ${asked.source_lang}→${asked.target_lang} dictionary`);
  const format = found.entries_format ?? 'tsv';
  if (format !== 'tsv') throw new UnexpectedAnswer('the entries answer.entries_format', `is ${JSON.stringify(format)}, not "tsv"`);
  return { ...pair(found, 'the entries answer'), entries: tsvEntries(text(found, 'entries', 'the entries answer')) };
}

/**
 * The service's TSV, read as it stored it: source, first tab, target, a line
 * each. Not the content rules of the files (those judge what we send); an
 * entry the service holds is what it is, and a plan must see it.
 */
function tsvEntries(tsv: string): Map<string, string> {
  const entries = new Map<string, string>();
  let line = 0;
  for (const raw of tsv.split('\n')) {
    line += 1;
    const entry = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (entry === '') continue;
    const tab = entry.indexOf('\t');
    if (tab < 0) throw new UnexpectedAnswer('the entries answer.entries', `line ${line} has no tab`);
    entries.set(entry.slice(0, tab), entry.slice(tab + 1));
  }
  return entries;
}

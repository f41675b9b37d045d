import { GLOSSARY_LIMITS, parseGlossaryEntries, utf8Bytes } from '../catalog/glossary-entries.ts';
import type { EntriesFormat } from '../catalog/glossary-entries.ts';
import { HttpError, badRequest } from './http-error.ts';
import { languagesFor } from './languages.ts';
import type { ServiceRequest } from './router.ts';

/**
 * Request bodies of the glossary endpoints (spec/glossaries-v3.md), JSON or
 * form: deepl-node sends forms with dotted keys (`dictionaries[0].entries`)
 * for POST and PATCH, and plain keys (`entries`) for PUT. Both shapes become
 * the JSON shape, then one validation runs. Unknown members are refused, as
 * everywhere in the emulator.
 */

/** A dictionary as sent, checked: entries parsed in the order given. */
export interface DictionaryInput {
  source_lang: string;
  target_lang: string;
  entries: Array<[string, string]>;
}

export interface CreateInput {
  name: string;
  dictionaries: DictionaryInput[];
}

export interface PatchInput {
  name?: string;
  dictionary?: DictionaryInput;
}

const DICTIONARY_FIELDS = ['source_lang', 'target_lang', 'entries', 'entries_format'];

export function readCreateBody(req: ServiceRequest): CreateInput {
  const body = readBody(req, false);
  refuseUnknown(body, ['name', 'dictionaries'], '');
  const name = validateName(body.name);
  const list = body.dictionaries;
  if (list === undefined) throw badRequest('dictionaries is required: an array of at least one dictionary');
  if (!Array.isArray(list) || list.length === 0) throw badRequest('dictionaries must be an array of at least one dictionary');
  const dictionaries = list.map((d, i) => validateDictionary(d, `dictionaries[${i}].`));
  dictionaries.forEach((d, i) => {
    const first = dictionaries.findIndex((o) => o.source_lang === d.source_lang && o.target_lang === d.target_lang);
    if (first !== i) {
      throw badRequest(`dictionaries[${i}] repeats the pair ${pairName(d)} of dictionaries[${first}]; a glossary holds one dictionary per language pair`);
    }
  });
  return { name, dictionaries };
}

export function readPatchBody(req: ServiceRequest): PatchInput {
  const body = readBody(req, false);
  refuseUnknown(body, ['name', 'dictionaries'], '', 'PATCH changes the name and merges at most one dictionary');
  const out: PatchInput = {};
  if (body.name !== undefined) out.name = validateName(body.name);
  const list = body.dictionaries;
  if (list !== undefined) {
    if (!Array.isArray(list)) throw badRequest('dictionaries must be an array of at most one dictionary');
    if (list.length > 1) throw badRequest(`dictionaries has ${list.length} entries; a PATCH merges at most one dictionary (send one PATCH per dictionary)`);
    if (list.length === 1) out.dictionary = validateDictionary(list[0], 'dictionaries[0].');
  }
  if (out.name === undefined && out.dictionary === undefined) {
    throw badRequest('Nothing to change: give name, or dictionaries with one dictionary to merge');
  }
  return out;
}

export function readDictionaryBody(req: ServiceRequest): DictionaryInput {
  return validateDictionary(readBody(req, true), '');
}

/** `source_lang` and `target_lang` of a query (entries read, dictionary delete), both required. */
export function readPairQuery(req: ServiceRequest): { source_lang: string; target_lang: string } {
  const source = req.query.get('source_lang');
  const target = req.query.get('target_lang');
  if (source === null || target === null) throw badRequest('source_lang and target_lang are both required query parameters');
  return { source_lang: baseCode(source, 'source_lang'), target_lang: baseCode(target, 'target_lang') };
}

export function pairName(d: { source_lang: string; target_lang: string }): string {
  return `${d.source_lang}→${d.target_lang}`;
}

function validateName(value: unknown): string {
  if (value === undefined) throw badRequest('name is required');
  if (typeof value !== 'string') throw badRequest('name must be a string');
  if (value.trim() === '') throw badRequest('name must not be empty');
  if (/\p{Cc}/u.test(value)) throw badRequest('name must not hold control characters');
  const bytes = utf8Bytes(value);
  if (bytes > GLOSSARY_LIMITS.nameMaxBytes) throw badRequest(`name is ${bytes} UTF-8 bytes long; at most ${GLOSSARY_LIMITS.nameMaxBytes} are allowed`);
  return value;
}

function validateDictionary(value: unknown, at: string): DictionaryInput {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${where(at)}a dictionary must be an object`);
  const d = value as Record<string, unknown>;
  refuseUnknown(d, DICTIONARY_FIELDS, at);
  const source_lang = baseCode(requireString(d.source_lang, `${at}source_lang`), `${at}source_lang`);
  const target_lang = baseCode(requireString(d.target_lang, `${at}target_lang`), `${at}target_lang`);
  checkPair(source_lang, target_lang, at);
  const format = d.entries_format === undefined ? 'tsv' : requireString(d.entries_format, `${at}entries_format`).toLowerCase();
  if (format !== 'tsv' && format !== 'csv') throw badRequest(`${at}entries_format must be tsv or csv, got ${JSON.stringify(d.entries_format)}`);
  const text = requireString(d.entries, `${at}entries`);
  return { source_lang, target_lang, entries: parseEntries(text, format, { source: source_lang, target: target_lang }, at) };
}

function parseEntries(text: string, format: EntriesFormat, pair: { source: string; target: string }, at: string): Array<[string, string]> {
  const parsed = parseGlossaryEntries(text, { format, pair, maxProblems: 1, caseVariants: false });
  const problem = parsed.problems[0];
  if (problem) {
    const detail = `${at}entries line ${problem.line}, column ${problem.column}: ${problem.message}`;
    if (parsed.bytes > GLOSSARY_LIMITS.dictionaryMaxBytes) throw new HttpError(413, 'Glossary dictionary too large', { detail });
    throw badRequest('Invalid glossary entries provided', detail);
  }
  if (parsed.entries.length === 0) {
    const why = format === 'csv' ? `has no line for the pair ${pair.source}→${pair.target}` : 'is empty';
    throw badRequest('Invalid glossary entries provided', `${at}entries ${why}; a dictionary holds at least one entry (delete the dictionary instead)`);
  }
  return parsed.entries.map((e) => [e.source, e.target]);
}

/** Lower-case base code; a regional variant is refused with the base to use. */
function baseCode(code: string, field: string): string {
  const lower = code.trim().toLowerCase();
  if (lower.includes('-') || lower.includes('_')) {
    const base = lower.split(/[-_]/)[0] ?? '';
    throw badRequest(`${field} ${JSON.stringify(code)} is a regional variant; glossaries take base language codes and apply to every variant: use ${JSON.stringify(base)}`);
  }
  if (!/^[a-z]{2,3}$/.test(lower)) throw badRequest(`${field} ${JSON.stringify(code)} is not a language code`);
  return lower;
}

function checkPair(source: string, target: string, at: string): void {
  const langs = languagesFor('glossary', { beta: true, external: true });
  const usable = (code: string, role: 'usable_as_source' | 'usable_as_target') => langs.some((l) => l.lang.toLowerCase() === code && l[role]);
  if (source === target || !usable(source, 'usable_as_source') || !usable(target, 'usable_as_target')) {
    throw badRequest(`${where(at)}the language pair ${source}→${target} is not supported for glossaries; see GET /v3/languages?resource=glossary`);
  }
}

/** 'dictionaries[1].' → 'dictionaries[1]: ' to lead a message. */
function where(at: string): string {
  return at === '' ? '' : `${at.slice(0, -1)}: `;
}

function requireString(value: unknown, field: string): string {
  if (value === undefined) throw badRequest(`${field} is required`);
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  return value;
}

/** A form's key as a field: defined, since assigning `__proto__` would drop it (a primitive prototype is ignored) instead of refusing it as unknown. */
function setOwn(obj: Record<string, unknown>, key: string, value: string): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

function refuseUnknown(obj: Record<string, unknown>, allowed: string[], at: string, why?: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) throw badRequest(`${at}${key} is not a known field${why ? ` (${why})` : ''}; allowed: ${allowed.join(', ')}`);
  }
}

/** The body as an object: JSON (also without a Content-Type) or a form; other media types are 415. */
function readBody(req: ServiceRequest, single: boolean): Record<string, unknown> {
  const type = (req.contentType ?? 'application/json').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return formBody(req.rawBody, single);
  if (type !== 'application/json') {
    throw new HttpError(415, `Unsupported Content-Type ${JSON.stringify(type)}; send application/json or application/x-www-form-urlencoded`);
  }
  const body = req.json();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('request body must be a JSON object');
  return body as Record<string, unknown>;
}

const DOTTED = /^dictionaries\[(\d{1,4})\]\.([a-z_]+)$/;

/**
 * A form in the JSON shape. `single` (PUT): the dictionary's own keys, or
 * deepl-node's dotted `dictionaries[0].…` keys, which the spec says it may send
 * even for PUT.
 */
function formBody(raw: string, single: boolean): Record<string, unknown> {
  const params = new URLSearchParams(raw);
  const out: Record<string, unknown> = {};
  const dictionaries: Array<Record<string, string>> = [];
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (values.length > 1) throw badRequest(`${key} is given ${values.length} times; give it once`);
    const value = values[0] as string;
    const dotted = DOTTED.exec(key);
    if (!dotted) {
      setOwn(out, key, value);
      continue;
    }
    const index = Number(dotted[1]);
    setOwn((dictionaries[index] ??= {}), dotted[2] as string, value);
  }
  for (let i = 0; i < dictionaries.length; i++) {
    if (dictionaries[i] === undefined) throw badRequest(`dictionaries[${i}] is missing while dictionaries[${dictionaries.length - 1}] is given`);
  }
  if (!single) return dictionaries.length > 0 ? { ...out, dictionaries } : out;
  if (dictionaries.length === 0) return out;
  if (dictionaries.length > 1 || Object.keys(out).length > 0) throw badRequest('A PUT carries one dictionary: source_lang, target_lang, entries and entries_format');
  return dictionaries[0] as Record<string, string>;
}

import type { LiveInstruction, LiveList, RuleMap } from '../catalog/types.ts';
import type { LanguageEntry, TranslateResult } from './api.ts';
import type { TextPool } from '../util/text-pool.ts';
import { readingFields, type InstructionFields } from '../catalog/instruction-fields.ts';

/**
 * The service's JSON, read defensively into catalog types. Missing optional
 * members become empty; groups and rules stylesync does not know are kept.
 * Anything else unexpected names the field, so a report points at the cause.
 */

/** Thrown when an answer does not have the expected shape; the client adds the trace id and hint. */
export class UnexpectedAnswer extends Error {
  readonly field: string;
  constructor(field: string, problem: string) {
    super(`${field} ${problem}`);
    this.name = 'UnexpectedAnswer';
    this.field = field;
  }
}

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? 'a string' : `${typeof value === 'object' ? 'an' : 'a'} ${typeof value}`;
}

function requireString(record: Record<string, Json>, key: string, where: string): string {
  const value = record[key];
  if (typeof value === 'string') return value;
  throw new UnexpectedAnswer(`${where}.${key}`, value === undefined ? 'is missing' : `is ${describe(value)}, not a string`);
}

/** Ids are opaque; a number is accepted and kept as its decimal text. */
function requireId(record: Record<string, Json>, key: string, where: string): string {
  const value = record[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const id = requireString(record, key, where);
  if (id === '') throw new UnexpectedAnswer(`${where}.${key}`, 'is empty');
  return id;
}

function optionalString(record: Record<string, Json>, key: string, where: string): string | undefined {
  const value = record[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  throw new UnexpectedAnswer(`${where}.${key}`, `is ${describe(value)}, not a string`);
}

export function parseRules(value: Json, where: string): RuleMap {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw new UnexpectedAnswer(where, `is ${describe(value)}, not an object of groups`);
  // Entries, then fromEntries: a group or rule the service calls `__proto__` stays data (plain assignment would set a prototype).
  const rules: [string, Record<string, string>][] = [];
  for (const [group, members] of Object.entries(value)) {
    if (members === null) continue;
    if (!isObject(members)) {
      throw new UnexpectedAnswer(`${where}.${group}`, `is ${describe(members)}, not an object of rules`);
    }
    const out: [string, string][] = [];
    for (const [rule, chosen] of Object.entries(members)) {
      if (typeof chosen !== 'string') {
        throw new UnexpectedAnswer(`${where}.${group}.${rule}`, `is ${describe(chosen)}, not a string`);
      }
      out.push([rule, chosen]);
    }
    rules.push([group, Object.fromEntries(out)]);
  }
  return Object.fromEntries(rules);
}

/**
 * A stored instruction needs only `id`, `label` and `prompt` (OpenAPI). A missing, null or
 * empty `source_language` is read as none, the same as a style file that leaves it out.
 */
export function parseInstruction(value: Json, where: string, pool?: InstructionPlace): LiveInstruction {
  if (!isObject(value)) throw new UnexpectedAnswer(where, `is ${describe(value)}, not an instruction object`);
  const id = requireId(value, 'id', where);
  const label = requireString(value, 'label', where);
  const read = requireString(value, 'prompt', where);
  const prompt = pool === undefined ? read : pool.texts.sharePrompt(pool.list, pool.index, pool.count, read);
  const source = optionalString(value, 'source_language', where);
  // Built whole, never extended: a property added to a literal goes to a separate store, 40 bytes per instruction (issue #31).
  return source === undefined || source === '' ? { id, label, prompt } : { id, label, prompt, source_language: source };
}

/** An instruction's place in its list, for the text pool: the pool finds the files' copy of its prompt there. */
interface InstructionPlace {
  texts: TextPool;
  list: string;
  index: number;
  count: number;
}

export function parseList(value: Json, where = 'style rule list', texts?: TextPool): LiveList {
  if (!isObject(value)) throw new UnexpectedAnswer(where, `is ${describe(value)}, not a style rule list object`);
  const version = value.version;
  if (typeof version !== 'number' || !Number.isFinite(version)) {
    throw new UnexpectedAnswer(`${where}.version`, version === undefined ? 'is missing' : `is ${describe(version)}, not a number`);
  }
  const instructions = value.custom_instructions;
  if (instructions !== undefined && instructions !== null && !Array.isArray(instructions)) {
    throw new UnexpectedAnswer(`${where}.custom_instructions`, `is ${describe(instructions)}, not an array`);
  }
  const style_id = requireId(value, 'style_id', where);
  const name = requireString(value, 'name', where);
  const count = instructions?.length ?? 0;
  const columns = instructionColumns(
    (instructions ?? []).map((item, index) =>
      parseInstruction(item, `${where}.custom_instructions[${index}]`, texts === undefined ? undefined : { texts, list: name, index, count }),
    ),
    texts === undefined ? undefined : { texts, list: name },
  );
  const list = listOf(style_id, name, requireString(value, 'language', where), version, parseRules(value.configured_rules, `${where}.configured_rules`), columns);
  const created = optionalString(value, 'creation_time', where);
  const updated = optionalString(value, 'updated_time', where);
  if (created !== undefined) list.creation_time = created;
  if (updated !== undefined) list.updated_time = updated;
  return list;
}

/** The list, its instructions read from `columns` (catalog/instruction-fields.ts readingFields). */
function listOf(style_id: string, name: string, language: string, version: number, configured_rules: RuleMap, columns: InstructionColumns): LiveList {
  // An own enumerable property in its place, so JSON (backups, saved plans), spreads and comparisons see the array as before.
  return readingFields({ style_id, name, language, version, configured_rules }, columns);
}

/**
 * A live list's instructions in columns, not an object each: the ids in one
 * string when they are all as long (UUIDs are), the labels and prompts in an
 * array each, the source language once when every instruction has the same.
 * At 5,000 lists × 100 instructions the objects and their ids were some 54 MB
 * that a plan holds to its end (an object of 56 bytes and an id of 56 per
 * instruction, docs/performance.md, Plan, fifth round); the columns hold 32
 * bytes an instruction (52 when the ids are not UUIDs). The objects are made again on each read of
 * `custom_instructions` and are garbage once the reader is done: a reader that
 * keeps them (KnownNames kept the array) keeps the list instead.
 */
class InstructionColumns implements InstructionFields<LiveInstruction> {
  constructor(
    /**
     * Every id joined, each `idLength` long (`packed`: UUIDs of 16 bytes each, see packUuids); or each id apart when
     * they differ in length.
     */
    readonly ids: string | readonly string[],
    readonly idLength: number,
    readonly packed: boolean,
    readonly labels: readonly string[],
    readonly prompts: readonly string[],
    /** The one source language of every instruction (undefined: none has one), or each instruction's. */
    readonly sources: string | undefined | readonly (string | undefined)[],
  ) {}

  get length(): number {
    return this.labels.length;
  }

  label(n: number): string {
    return this.labels[n] as string;
  }

  prompt(n: number): string {
    return this.prompts[n] as string;
  }

  sourceLanguage(n: number): string | undefined {
    return typeof this.sources === 'object' ? this.sources[n] : this.sources;
  }

  toArray(): LiveInstruction[] {
    return instructionsOf(this);
  }
}

/** `shared`: the pool and the list's name, for the files' reader to share the labels and prompts with (util/text-pool.ts shareColumn). */
function instructionColumns(instructions: readonly LiveInstruction[], shared?: { texts: TextPool; list: string }): InstructionColumns {
  const idLength = instructions[0]?.id.length ?? 0;
  const sameLength = instructions.every((i) => i.id.length === idLength);
  const first = instructions[0]?.source_language;
  const oneSource = instructions.every((i) => i.source_language === first);
  const ids = instructions.map((i) => i.id);
  const joined = sameLength ? ids.join('') : undefined;
  const packed = joined !== undefined && idLength === UUID_LENGTH ? packUuids(joined, ids.length) : undefined;
  return new InstructionColumns(
    packed ?? joined ?? ids,
    idLength,
    packed !== undefined,
    shareColumn(shared, 'labels', instructions.map((i) => i.label)),
    shareColumn(shared, 'prompts', instructions.map((i) => i.prompt)),
    oneSource ? first : instructions.map((i) => i.source_language),
  );
}

/** The pool's copy of a list's column (its labels or its prompts: the files' reader shares them too), or the column without a pool. */
function shareColumn(shared: { texts: TextPool; list: string } | undefined, field: 'labels' | 'prompts', column: readonly string[]): readonly string[] {
  return shared === undefined ? column : shared.texts.shareColumn(shared.list, field, column);
}

/**
 * An id the service gives is opaque (service-interface.md), but a canonical
 * UUID in lowercase, as the service's are, is 16 bytes written as 36
 * characters: held as 16 one-byte characters it costs 16 bytes instead of 36
 * (8 MB instead of 18 at 500,000 instructions), and is written back exactly.
 * Any other id is kept as it came.
 */
const UUID_LENGTH = 36;
const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');
/** Each character code's value as a lowercase hex digit, -1 for any other. */
const NIBBLES = Int8Array.from({ length: 128 }, (_, code) => '0123456789abcdef'.indexOf(String.fromCharCode(code)));

/**
 * `count` ids joined, each 36 characters, as 16 one-byte characters each; undefined unless every one is a UUID in
 * lowercase (8-4-4-4-12 hex digits). One pass over the characters, checking as it packs: a regular expression per id
 * and a pack apart cost 0.2 s of CPU at 500,000 ids (a profile of the plan bench).
 */
function packUuids(joined: string, count: number): string | undefined {
  const bytes = Buffer.allocUnsafe(count * 16);
  let at = 0;
  for (let start = 0; start < joined.length; start += UUID_LENGTH) {
    for (let k = 0; k < UUID_LENGTH; ) {
      if (k === 8 || k === 13 || k === 18 || k === 23) {
        if (joined.charCodeAt(start + k) !== 0x2d) return undefined;
        k++;
        continue;
      }
      // Every group has an even count of digits, so a byte's two digits never straddle a dash.
      const high = NIBBLES[joined.charCodeAt(start + k)] ?? -1;
      const low = NIBBLES[joined.charCodeAt(start + k + 1)] ?? -1;
      if (high < 0 || low < 0) return undefined;
      bytes[at++] = (high << 4) | low;
      k += 2;
    }
  }
  return bytes.toString('latin1');
}

/** The ids packUuids packed, joined as they came (36 characters each). */
function unpackUuids(packed: string): string {
  const bytes = Buffer.from(packed, 'latin1');
  const out = Buffer.allocUnsafe((bytes.length / 16) * UUID_LENGTH);
  let at = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    out[at++] = HEX_DIGITS[byte >> 4] as number;
    out[at++] = HEX_DIGITS[byte & 15] as number;
    // The dashes of 8-4-4-4-12 hex digits: after the 4th, 6th, 8th and 10th byte.
    const k = i % 16;
    if (k === 3 || k === 5 || k === 7 || k === 9) out[at++] = 0x2d;
  }
  return out.toString('latin1');
}

function instructionsOf({ ids: held, idLength, packed, labels, prompts, sources }: InstructionColumns): LiveInstruction[] {
  const ids = packed ? unpackUuids(held as string) : held;
  return labels.map((label, n) => {
    const id = typeof ids === 'string' ? ids.slice(n * idLength, (n + 1) * idLength) : (ids[n] as string);
    const prompt = prompts[n] as string;
    const source = typeof sources === 'object' ? sources[n] : sources;
    // Built whole, as parseInstruction builds it (a property added later goes to a separate store).
    return source === undefined ? { id, label, prompt } : { id, label, prompt, source_language: source };
  });
}

/**
 * One answer of `GET /v3/style_rules`: `{"style_rules": [...]}` as deployed,
 * or a bare array from a service that does not wrap it.
 */
export function parseListPage(value: Json): Json[] {
  if (Array.isArray(value)) return value;
  if (!isObject(value)) throw new UnexpectedAnswer('the list answer', `is ${describe(value)}, not {"style_rules": [...]}`);
  const items = value.style_rules;
  if (!Array.isArray(items)) {
    throw new UnexpectedAnswer('style_rules', items === undefined ? 'is missing' : `is ${describe(items)}, not an array`);
  }
  return items;
}

export function parseLanguages(value: Json): LanguageEntry[] {
  if (!Array.isArray(value)) throw new UnexpectedAnswer('the languages answer', `is ${describe(value)}, not an array`);
  return value.map((item, i) => parseLanguage(item, `languages[${i}]`));
}

function parseLanguage(value: Json, where: string): LanguageEntry {
  if (!isObject(value)) throw new UnexpectedAnswer(where, `is ${describe(value)}, not a language object`);
  const features: LanguageEntry['features'] = {};
  const rawFeatures = value.features;
  if (rawFeatures !== undefined && rawFeatures !== null) {
    if (!isObject(rawFeatures)) throw new UnexpectedAnswer(`${where}.features`, `is ${describe(rawFeatures)}, not an object`);
    for (const [name, feature] of Object.entries(rawFeatures)) {
      if (!isObject(feature)) throw new UnexpectedAnswer(`${where}.features.${name}`, `is ${describe(feature)}, not an object`);
      const entry: LanguageEntry['features'][string] = { status: optionalString(feature, 'status', `${where}.features.${name}`) ?? 'stable' };
      if (typeof feature.external === 'boolean') entry.external = feature.external;
      features[name] = entry;
    }
  }
  const entry: LanguageEntry = {
    lang: requireString(value, 'lang', where),
    name: optionalString(value, 'name', where) ?? '',
    usable_as_source: value.usable_as_source === true,
    usable_as_target: value.usable_as_target === true,
    features,
  };
  const status = optionalString(value, 'status', where);
  if (status !== undefined) entry.status = status;
  return entry;
}

/**
 * `billed_characters` is read from each translation, where the OpenAPI description puts it
 * (`translations[i].billed_characters`, sent when `show_billed_characters` is true), and summed.
 */
export function parseTranslation(value: Json): TranslateResult {
  if (!isObject(value)) throw new UnexpectedAnswer('the translate answer', `is ${describe(value)}, not an object`);
  const items = value.translations;
  if (!Array.isArray(items)) {
    throw new UnexpectedAnswer('translations', items === undefined ? 'is missing' : `is ${describe(items)}, not an array`);
  }
  let billed: number | undefined;
  const result: TranslateResult = {
    translations: items.map((item, i) => {
      const where = `translations[${i}]`;
      if (!isObject(item)) throw new UnexpectedAnswer(where, `is ${describe(item)}, not an object`);
      const out: TranslateResult['translations'][number] = { text: requireString(item, 'text', where) };
      const detected = optionalString(item, 'detected_source_language', where);
      if (detected !== undefined) out.detected_source_language = detected;
      const count = optionalCount(item, 'billed_characters', where);
      if (count !== undefined) {
        out.billed_characters = count;
        billed = (billed ?? 0) + count;
      }
      return out;
    }),
  };
  if (billed !== undefined) result.billed_characters = billed;
  return result;
}

function optionalCount(record: Record<string, Json>, key: string, where: string): number | undefined {
  const value = record[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  throw new UnexpectedAnswer(`${where}.${key}`, `is ${typeof value === 'number' ? String(value) : describe(value)}, not a count of characters`);
}

/**
 * The vocabulary every layer shares: what a style rule list is, independent of
 * where it came from (a YAML file, the live service, the emulator's store).
 */

/** Target languages a style rule list may have (service-interface.md, "Limits"). */
export const STYLE_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'zh'] as const;
export type StyleLanguage = (typeof STYLE_LANGUAGES)[number];

/** The word before the key in `Authorization` per service-interface.md; deployments may use their own. */
export const DEFAULT_AUTH_SCHEME = 'Service-Auth-Key';

/** Service limits that stylesync and the emulator both enforce. */
export const LIMITS = {
  instructionsPerList: 200,
  /** Counted in Unicode code points, not UTF-16 units. */
  promptMaxCodePoints: 300,
  labelMaxCodePoints: 100,
  pageSizeMax: 25,
  pageSizeDefault: 10,
} as const;

/** group → rule → chosen value. Unknown groups and rules are carried, never dropped. */
export type RuleMap = Record<string, Record<string, string>>;

/**
 * A custom instruction as the service stores it, minus its id. `source_language` is
 * optional in the API (OpenAPI: optional on create and update, not required on a stored
 * instruction); absent means the instruction names no source language, in a file and live
 * alike (docs/style-files.md, "Instructions without a source language").
 */
export interface InstructionSpec {
  label: string;
  prompt: string;
  source_language?: string;
}

/** A custom instruction as read from the service: what it stores and the id it gave the instruction. */
export interface LiveInstruction extends InstructionSpec {
  id: string;
}

/** A style rule list as read from the service (or the emulator). */
export interface LiveList {
  style_id: string;
  name: string;
  language: string;
  version: number;
  creation_time?: string;
  updated_time?: string;
  configured_rules: RuleMap;
  // A list read from the service holds its instructions in columns and makes
  // this array anew on each read of it (live/wire.ts parseList; issue #31):
  // read it once where it is used, keep the list rather than the array, and
  // change neither (a read list's property has no setter; the emulator's store and
  // tests make plain lists, which may be changed). A line comment, not a doc
  // comment: doc comments become the saved plan's schema descriptions, for people reading plans.
  custom_instructions: LiveInstruction[];
}

/** What creates a list in one request, instructions included (`POST /v3/style_rules`). */
export interface CreateListBody {
  name: string;
  language: string;
  configured_rules: RuleMap;
  custom_instructions: InstructionSpec[];
}

/** Where a value was written: file path relative to the repository root, 1-based line and column. */
export interface Origin {
  file: string;
  line: number;
  col: number;
}

export function isStyleLanguage(value: unknown): value is StyleLanguage {
  return typeof value === 'string' && (STYLE_LANGUAGES as readonly string[]).includes(value);
}

/** Length as the service counts it: code points, so an emoji is one. */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

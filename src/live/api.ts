import type { CreateListBody, InstructionSpec, LiveInstruction, LiveList, RuleMap } from '../catalog/types.ts';
import type { TextPool } from '../util/text-pool.ts';

export type { CreateListBody };

/** Every answer of the service carries the trace id it sent in `X-Trace-ID`. */
export interface Traced<T> {
  value: T;
  traceId: string;
  /**
   * Set when a create got no clear answer and the object was then found on
   * the service (it had been made after all), instead of being sent again.
   */
  recovered?: boolean;
  /**
   * Set when a create got no clear answer, nothing was found, and it was sent
   * again successfully: the first may still land late and make a copy, which
   * the next plan removes.
   */
  resent?: boolean;
  /** A DELETE answered 404 on its first attempt: something else (another run, a person) deleted it first. */
  alreadyGone?: boolean;
}

export interface ListAllOptions {
  /** Page reads in flight at once (the run's --concurrency); 1 reads strictly one page after another. */
  concurrency?: number;
  /**
   * Lists the caller expects (the style files' count, or an earlier read's
   * count): a hint, never trusted for correctness. Pages up to the expected
   * end are read in full-width batches; past it, batches grow from 2.
   */
  expect?: number;
  /** Abandons the read (a read started alongside loading whose files turned out invalid): no batch starts after it. */
  signal?: AbortSignal;
  /** Shared with the style files' loading, so a prompt both hold is kept once (util/text-pool.ts). */
  texts?: TextPool;
}

export interface ReadAllResult {
  lists: LiveList[];
  /** How many GET requests the read took, every read of the listing included (for the request-count benchmark). */
  requests: number;
  /** Pages the (last) read took: a listing of one page is one answer and cannot have moved between page reads. */
  pages: number;
}

/**
 * The style-rules surface stylesync uses. `src/live/client.ts` implements it
 * over HTTP with ky; apply and import depend only on this interface.
 */
export interface StyleRulesApi {
  /**
   * `GET /v3/style_rules?detailed=true&page_size=25`, page by page until a
   * short page; a listing of more than one page is read until two reads agree.
   */
  listAll(options?: ListAllOptions): Promise<ReadAllResult>;
  get(styleId: string): Promise<Traced<LiveList>>;
  /** Never blindly re-sent after a timeout: re-reads by name first, so no duplicate list is made. */
  create(body: CreateListBody): Promise<Traced<LiveList>>;
  rename(styleId: string, name: string): Promise<Traced<LiveList>>;
  replaceRules(styleId: string, rules: RuleMap): Promise<Traced<LiveList>>;
  createInstruction(styleId: string, instruction: InstructionSpec): Promise<Traced<LiveInstruction>>;
  updateInstruction(styleId: string, instructionId: string, instruction: InstructionSpec): Promise<Traced<LiveInstruction>>;
  deleteInstruction(styleId: string, instructionId: string): Promise<Traced<void>>;
  deleteList(styleId: string): Promise<Traced<void>>;
}

/** One entry of `GET /v3/languages` (service-interface.md, "Language entry"). */
export interface LanguageEntry {
  /** Opaque code; not always two letters. */
  lang: string;
  name: string;
  status?: string;
  usable_as_source: boolean;
  usable_as_target: boolean;
  /** Feature name → at least its status; `external` when a partner provides it. */
  features: Record<string, { status: string; external?: boolean }>;
}

/** The `POST /v2/translate` members stylesync sends (JSON body). */
export interface TranslateRequest {
  text: string[];
  target_lang: string;
  source_lang?: string;
  context?: string;
  style_id?: string;
  /** One glossary (spec/glossaries-v3.md "Use in translation"); exclusive with glossary_ids. */
  glossary_id?: string;
  /** Two to five glossaries; exclusive with glossary_id. */
  glossary_ids?: string[];
  show_billed_characters?: boolean;
}

export interface TranslateResult {
  /** `billed_characters` of each translation when `show_billed_characters` was asked for. */
  translations: Array<{ text: string; detected_source_language?: string; billed_characters?: number }>;
  /** The translations' `billed_characters`, summed; present when the service sent any. */
  billed_characters?: number;
}

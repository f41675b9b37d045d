import { DEFAULT_AUTH_SCHEME } from '../catalog/types.ts';
import { StylesyncError } from '../errors.ts';
import type { LanguageEntry, StyleRulesApi, Traced, TranslateRequest, TranslateResult } from './api.ts';
import { checkBaseUrl } from '../config/base-url.ts';
import { type LiveClock, wallClock } from './clock.ts';
import { createCreates, createGlossaryCreate } from './create-recovery.ts';
import { createExchange } from './exchange.ts';
import { createGlossaryCalls, type GlossaryCalls } from './glossaries.ts';
import { createHttp, defaultUserAgent, type RequestEvent } from './http.ts';
import { KnownNames } from './known-names.ts';
import { DEFAULT_MAX_DICTIONARIES, DEFAULT_MAX_LISTS, DEFAULT_RETRY_WAIT_BUDGET_MS } from './limits.ts';
import { createListReads } from './list-reads.ts';
import { MIN_KEY_LENGTH, redactAll } from './redact.ts';
import { type BackoffOptions, DEFAULT_BACKOFF } from './retry-policy.ts';
import { cliSettingNames, DEFAULT_KEY_VARIABLE, type SettingNames } from './setting-names.ts';
import { createTextCalls } from './text-calls.ts';
import { DEFAULT_REPORTING_TAG } from '../catalog/reporting-tag.ts';
import { createWrites } from './writes.ts';

export type { RequestEvent } from './http.ts';

/**
 * The client is assembled from pieces a reader can hold one at a time:
 *
 * - `http.ts`: one call through ky (auth header, User-Agent, retries, the
 *   deadline over the body, trace ids, request events);
 * - `exchange.ts`: a call's answer as a parsed value or a StylesyncError;
 * - `list-reads.ts`: every list, page by page, and one list;
 * - `writes.ts`: rename, rules, instruction updates and deletes;
 * - `create-recovery.ts`: the creating POSTs, never re-sent blindly;
 * - `text-calls.ts`: languages and translation;
 * - `glossaries.ts`: the eight glossary routes;
 * - `known-names.ts`: names seen in answers, for errors that name the list;
 * - `limits.ts`: the bounds of a run (retry waits, lists read) and their variables.
 */

export interface ClientOptions {
  /** Already resolved (see resolveBaseUrl); checked again here. */
  baseUrl: string;
  apiKey: string;
  /** The word before the key in the Authorization header. */
  authScheme?: string;
  /** The environment variable the key came from, named when the key is refused; STYLESYNC_API_KEY unless told. */
  keyVariable?: string;
  /** How each setting is set where this runs (CLI flags and variables unless told), named in hints. */
  names?: SettingNames;
  /** Per request, headers and body together. */
  timeoutMs?: number;
  /** Further attempts after a transient failure. */
  retries?: number;
  userAgent?: string;
  /** Called once per HTTP request, and once for a create recovered after an unclear answer. */
  onRequest?: (event: RequestEvent) => void;
  /** Backoff timing; tests shrink it. */
  backoff?: Partial<BackoffOptions>;
  /**
   * How long a create that got no clear answer is given to land before the
   * lists are re-read, so a request still being processed is seen.
   */
  settleMs?: number;
  /** The deadline of each attempt and the settle wait; the wall clock unless a test drives them by events (clock.ts). */
  clock?: LiveClock;
  /** How long an attempt waits for its answer before a "still waiting" event (waitingMs), and then between them. */
  slowNoticeMs?: number;
  /** Largest answer body read (limits.ts MAX_ANSWER_BYTES); tests shrink it. */
  maxAnswerBytes?: number;
  /** Total wait before retries in this client's life (one run); see limits.ts. */
  retryWaitBudgetMs?: number;
  /** Lists one listing may hold before the read is stopped; see limits.ts. */
  maxLists?: number;
  /** Dictionaries of one glossary whose entries are read before the glossary is refused; see limits.ts. */
  maxDictionaries?: number;
  /** Page reads in flight where a call does not say (create recovery's look): the run's --concurrency. */
  concurrency?: number;
  /** The command running (`plan`, `apply`…), named when the key lacks a scope it needs. */
  command?: string;
  /** Sent as X-DeepL-Reporting-Tag on every translation (never on management calls); DEFAULT_REPORTING_TAG unless told. */
  reportingTag?: string;
}

export interface LiveClient extends StyleRulesApi, GlossaryCalls {
  /** `GET /v3/languages?resource=...&include=...` */
  languages(resource: string, include?: string[]): Promise<Traced<LanguageEntry[]>>;
  /** `POST /v2/translate` with a JSON body (plan-time translate checks). */
  translate(request: TranslateRequest): Promise<Traced<TranslateResult>>;
  /** HTTP requests sent by this client so far, retries included. */
  requestCount(): number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_RETRIES = 3;
export { DEFAULT_AUTH_SCHEME, DEFAULT_KEY_VARIABLE };
const DEFAULT_SETTLE_MS = 1_000;

export function createClient(options: ClientOptions): LiveClient {
  const names = options.names ?? cliSettingNames(options.keyVariable ?? DEFAULT_KEY_VARIABLE);
  checkKey(options.apiKey, names);
  // redactAll derives the encoded forms itself.
  const secrets = [options.apiKey];
  const authScheme = checkAuthScheme(options.authScheme ?? DEFAULT_AUTH_SCHEME, names, secrets);
  const baseUrl = checkBaseUrl(options.baseUrl, 'the base URL', names);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const clock = options.clock ?? wallClock;
  const http = createHttp({
    baseUrl,
    authorization: `${authScheme} ${options.apiKey}`,
    userAgent: options.userAgent ?? defaultUserAgent(),
    timeoutMs,
    clock,
    retries: options.retries ?? DEFAULT_RETRIES,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    retryWaitBudgetMs: options.retryWaitBudgetMs ?? DEFAULT_RETRY_WAIT_BUDGET_MS,
    onRequest: options.onRequest,
    ...(options.slowNoticeMs === undefined ? {} : { slowNoticeMs: options.slowNoticeMs }),
    ...(options.maxAnswerBytes === undefined ? {} : { maxAnswerBytes: options.maxAnswerBytes }),
  });
  const ex = createExchange(http, { host: new URL(baseUrl).host, timeoutMs, authScheme, names, secrets, ...(options.command === undefined ? {} : { command: options.command }) });
  const known = new KnownNames();
  const reads = createListReads(ex, known, options.maxLists ?? DEFAULT_MAX_LISTS, options.concurrency);
  const settle = () => clock.settle(options.settleMs ?? DEFAULT_SETTLE_MS);
  const glossaries = createGlossaryCalls(ex, options.maxDictionaries ?? DEFAULT_MAX_DICTIONARIES);
  return {
    ...reads,
    ...createCreates(ex, known, reads, settle),
    ...createWrites(ex, known),
    ...createTextCalls(ex, known, options.reportingTag ?? DEFAULT_REPORTING_TAG),
    ...glossaries,
    // The glossary create is never re-sent blindly either; the listing remembers the ids it saw for it.
    ...createGlossaryCreate(ex, glossaries, settle),
    requestCount: () => http.requestCount(),
  };
}

function checkKey(apiKey: string, names: SettingNames): void {
  const keyHint = `Set ${names.key} to the key itself, without quotes, spaces or the scheme word.`;
  if (!apiKey) throw new StylesyncError('No API key was given.', keyHint, { code: 'no-key' });
  // A key this short could not be masked in output without hiding ordinary words, so it is refused instead.
  if (apiKey.length < MIN_KEY_LENGTH) {
    throw new StylesyncError(
      `The API key in ${names.key} is too short (${apiKey.length} characters; at least ${MIN_KEY_LENGTH}).`,
      `${keyHint} Service keys are far longer; check that the variable holds the whole key.`,
      { code: 'key-invalid' },
    );
  }
  // Checked here because a header error from fetch would quote the whole value, key included.
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new StylesyncError('The API key contains spaces, line breaks or other characters a header cannot carry.', keyHint, { code: 'key-invalid' });
  }
}

function checkAuthScheme(authScheme: string, names: SettingNames, secrets: readonly string[]): string {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(authScheme)) {
    throw new StylesyncError(
      `The auth scheme "${redactAll(authScheme, secrets)}" is not a single word.`,
      `Give ${names.authScheme} as one word such as Service-Auth-Key (the key goes in ${names.key}).`,
      { code: 'auth-scheme-invalid' },
    );
  }
  return authScheme;
}

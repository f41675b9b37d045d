import { instructionBody, instructionsEqual } from '../catalog/canonical.ts';
import type { InstructionSpec, LiveInstruction, LiveList, RuleMap } from '../catalog/types.ts';
import { DEFAULT_AUTH_SCHEME, LIMITS } from '../catalog/types.ts';
import { StylesyncError } from '../errors.ts';
import type { CreateListBody, LanguageEntry, ReadAllResult, StyleRulesApi, Traced, TranslateRequest, TranslateResult } from './api.ts';
import { checkBaseUrl } from '../config/base-url.ts';
import { cliSettingNames, DEFAULT_KEY_VARIABLE, type SettingNames } from './setting-names.ts';
import { findCreated } from './find-created.ts';
import {
  clientError,
  type FailureContext,
  networkError,
  responseError,
  type Subject,
  timeoutError,
  unexpectedAnswerError,
} from './errors.ts';
import { type CallResult, type CallSpec, createHttp, defaultUserAgent, pathWithQuery, type RequestEvent } from './http.ts';
import { MIN_KEY_LENGTH, redactAll } from './redact.ts';
import { type BackoffOptions, DEFAULT_BACKOFF, isAmbiguous } from './retry-policy.ts';
import { parseInstruction, parseLanguages, parseList, parseListPage, parseTranslation, UnexpectedAnswer } from './wire.ts';

export type { RequestEvent } from './http.ts';

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
  /** How long an attempt waits for its answer before a "still waiting" event (waitingMs), and then between them. */
  slowNoticeMs?: number;
}

export interface LiveClient extends StyleRulesApi {
  /** `GET /v3/languages?resource=...&include=...` */
  languages(resource: string, include?: string[]): Promise<Traced<LanguageEntry[]>>;
  /** `POST /v2/translate` with a JSON body (plan-time translate checks). */
  translate(request: TranslateRequest): Promise<Traced<TranslateResult>>;
  /** HTTP requests sent by this client so far, retries included. */
  requestCount(): number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_RETRIES = 3;
export { DEFAULT_AUTH_SCHEME };
const DEFAULT_SETTLE_MS = 1_000;
/** Far beyond any real account; only a misbehaving server gets here. */
const MAX_PAGES = 10_000;

type Answered = Extract<CallResult, { kind: 'response' }>;

export { DEFAULT_KEY_VARIABLE };

export function createClient(options: ClientOptions): LiveClient {
  // redactAll derives the encoded forms (URL, JSON, base64) itself.
  const secrets = options.apiKey ? [options.apiKey] : [];
  const names = options.names ?? cliSettingNames(options.keyVariable ?? DEFAULT_KEY_VARIABLE);
  const keyHint = `Set ${names.key} to the key itself, without quotes, spaces or the scheme word.`;
  if (!options.apiKey) throw new StylesyncError('No API key was given.', keyHint, { code: 'no-key' });
  // A key this short could not be masked in output without hiding ordinary words, so it is refused instead.
  if (options.apiKey.length < MIN_KEY_LENGTH) {
    throw new StylesyncError(
      `The API key in ${names.key} is too short (${options.apiKey.length} characters; at least ${MIN_KEY_LENGTH}).`,
      `${keyHint} Service keys are far longer; check that the variable holds the whole key.`,
      { code: 'key-invalid' },
    );
  }
  // Checked here because a header error from fetch would quote the whole value, key included.
  if (!/^[\x21-\x7e]+$/.test(options.apiKey)) {
    throw new StylesyncError('The API key contains spaces, line breaks or other characters a header cannot carry.', keyHint, { code: 'key-invalid' });
  }
  const authScheme = options.authScheme ?? DEFAULT_AUTH_SCHEME;
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(authScheme)) {
    throw new StylesyncError(
      `The auth scheme "${redactAll(authScheme, secrets)}" is not a single word.`,
      `Give ${names.authScheme} as one word such as Service-Auth-Key (the key goes in ${names.key}).`,
      { code: 'auth-scheme-invalid' },
    );
  }
  const baseUrl = checkBaseUrl(options.baseUrl, 'the base URL', names);
  const host = new URL(baseUrl).host;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
  const http = createHttp({
    baseUrl,
    authorization: `${authScheme} ${options.apiKey}`,
    userAgent: options.userAgent ?? defaultUserAgent(),
    timeoutMs,
    retries: options.retries ?? DEFAULT_RETRIES,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    onRequest: options.onRequest,
    ...(options.slowNoticeMs === undefined ? {} : { slowNoticeMs: options.slowNoticeMs }),
  });

  // Names seen in answers, so a 404 can say which list or instruction it was.
  const listNames = new Map<string, string>();
  const instructionLabels = new Map<string, string>();
  const remember = (list: LiveList): LiveList => {
    listNames.set(list.style_id, list.name);
    for (const i of list.custom_instructions) instructionLabels.set(`${list.style_id}/${i.id}`, i.label);
    return list;
  };

  const listSubject = (id: string, name?: string): Subject => {
    const known = name ?? listNames.get(id);
    return known === undefined ? { kind: 'list', id } : { kind: 'list', id, name: known };
  };
  const instructionSubject = (listId: string, id?: string, label?: string): Subject => {
    const subject: Subject = { kind: 'instruction', listId };
    const listName = listNames.get(listId);
    if (listName !== undefined) subject.listName = listName;
    if (id !== undefined) subject.id = id;
    const known = label ?? (id === undefined ? undefined : instructionLabels.get(`${listId}/${id}`));
    if (known !== undefined) subject.label = known;
    return subject;
  };

  function context(spec: CallSpec, action: string, subject: Subject, attempts: number): FailureContext {
    return { action, method: spec.method, path: pathWithQuery(spec), host, subject, attempts, timeoutMs, authScheme, names, secrets };
  }

  /** The failure of a finished call as a StylesyncError. */
  function failure(result: CallResult, spec: CallSpec, action: string, subject: Subject): StylesyncError {
    const ctx = context(spec, action, subject, result.attempts);
    if (result.kind === 'response') return responseError(result, ctx);
    return result.kind === 'timeout' ? timeoutError(ctx, result.error) : networkError(ctx, result.error);
  }

  function isSuccess(result: CallResult): result is Answered {
    return result.kind === 'response' && result.status >= 200 && result.status < 300;
  }

  /** Parses a success body with `parse`, turning shape problems into errors that name the field. */
  function read<T>(
    result: Answered,
    spec: CallSpec,
    action: string,
    subject: Subject,
    parse: (body: unknown) => T,
  ): T {
    let body: unknown;
    try {
      body = result.text.trim() === '' ? undefined : JSON.parse(result.text);
    } catch (error) {
      throw unexpectedAnswerError(context(spec, action, subject, result.attempts), result.traceId, 'the body is not JSON', error);
    }
    try {
      return parse(body);
    } catch (error) {
      if (error instanceof UnexpectedAnswer) {
        throw unexpectedAnswerError(context(spec, action, subject, result.attempts), result.traceId, error.message);
      }
      throw error;
    }
  }

  /** Sends a call and returns the parsed success, or throws the mapped error. */
  async function exchange<T>(spec: CallSpec, action: string, subject: Subject, parse: (body: unknown) => T): Promise<Traced<T>> {
    const result = await http.call(spec);
    if (!isSuccess(result)) throw failure(result, spec, action, subject);
    return { value: read(result, spec, action, subject, parse), traceId: result.traceId };
  }

  /**
   * A DELETE answered 404 reached what it asked for: the object is gone. After
   * an unclear earlier attempt that was most likely this run; otherwise
   * something else deleted it first (two applies at once), which is reported,
   * not treated as a failure that would stop the list.
   */
  async function remove(spec: CallSpec, action: string, subject: Subject): Promise<Traced<void>> {
    const result = await http.call(spec);
    if (result.kind === 'response' && result.status === 404) {
      return { value: undefined, traceId: result.traceId, ...(result.earlierAmbiguous ? {} : { alreadyGone: true }) };
    }
    if (isSuccess(result)) return { value: undefined, traceId: result.traceId };
    throw failure(result, spec, action, subject);
  }

  const stylePath = (id: string): string => `/v3/style_rules/${encodeURIComponent(id)}`;
  const instructionsPath = (id: string): string => `${stylePath(id)}/custom_instructions`;

  async function listAll(): Promise<ReadAllResult> {
    const lists: LiveList[] = [];
    const seen = new Set<string>();
    // Counted per call, not from the client's total, so parallel calls do not inflate it.
    let requests = 0;
    const pageSize = LIMITS.pageSizeMax;
    for (let page = 0; page < MAX_PAGES; page++) {
      const spec: CallSpec = {
        method: 'GET',
        path: '/v3/style_rules',
        query: [
          ['detailed', 'true'],
          ['page_size', String(pageSize)],
          ['page', String(page)],
        ],
      };
      const action = 'read the style rule lists';
      const result = await http.call(spec);
      requests += result.attempts;
      if (!isSuccess(result)) throw failure(result, spec, action, { kind: 'lists' });
      const traceId = result.traceId;
      const items = read(result, spec, action, { kind: 'lists' }, (body) =>
        parseListPage(body).map((item, i) => parseList(item, `style_rules[${i}]`)),
      );
      if (page > 0 && items.length > 0 && items.every((list) => seen.has(list.style_id))) {
        throw clientError(
          `Page ${page} of the style rule lists repeated lists already read: the service seems to ignore the page parameter, so the read was stopped.`,
          `Check that the base URL points at the style rules service itself, not a proxy that drops query parameters. If it does, report it to the service operator with the trace id.`,
          secrets,
          { code: 'paging-broken', traceId },
        );
      }
      // A list created or deleted while paging can shift one into the next page; keep it once.
      for (const list of items) {
        if (seen.has(list.style_id)) continue;
        seen.add(list.style_id);
        lists.push(remember(list));
      }
      // A short page ends the read; so does an unpaged answer holding more than a page.
      if (items.length !== pageSize) return { lists, requests };
    }
    throw clientError(
      `The style rule lists did not end after ${MAX_PAGES} pages.`,
      'Check that the base URL points at the style rules service. If it does, report it to the service operator.',
      secrets,
      { code: 'paging-broken' },
    );
  }

  async function get(styleId: string): Promise<Traced<LiveList>> {
    const subject = listSubject(styleId);
    const answer = await exchange({ method: 'GET', path: stylePath(styleId) }, `read style rule list ${label(subject)}`, subject, (body) =>
      parseList(body),
    );
    remember(answer.value);
    return answer;
  }

  async function create(body: CreateListBody): Promise<Traced<LiveList>> {
    const payload: CreateListBody = {
      name: body.name,
      language: body.language,
      configured_rules: body.configured_rules,
      custom_instructions: body.custom_instructions.map(instructionBody),
    };
    const spec: CallSpec = { method: 'POST', path: '/v3/style_rules', body: payload };
    const action = `create style rule list "${body.name}"`;
    const subject: Subject = { kind: 'list', name: body.name };
    const parse = (answer: unknown): LiveList => remember(parseList(answer));
    // Lists this client has already seen existed before this create, whatever they look like.
    const knownBefore = new Set(listNames.keys());

    const first = await http.call(spec);
    if (isSuccess(first)) return { value: read(first, spec, action, subject, parse), traceId: first.traceId };
    if (!unclear(first)) throw failure(first, spec, action, subject);

    // The service may have made the list although no success came back: look before sending again.
    const recovered = await lookAfterUnclear(first, spec, action, subject, async () => findCreated((await listAll()).lists, body, knownBefore));
    if (recovered) {
      http.report({ method: 'POST', path: spec.path, attempt: first.attempts, note: 'recovered' });
      return { value: recovered, traceId: '', recovered: true };
    }
    const second = await http.call(spec);
    if (isSuccess(second)) return { value: read(second, spec, action, subject, parse), traceId: second.traceId, resent: true };
    throw unclearTwice(second, spec, action, subject, 'the list');
  }

  function unclear(result: CallResult): boolean {
    return result.kind !== 'response' || isAmbiguous({ kind: 'response', status: result.status });
  }

  /**
   * After an unclear POST: wait for a request still in flight to land, then
   * look for its result. A failing look-up is reported with the original
   * failure, because the object may or may not exist now.
   */
  async function lookAfterUnclear<T>(
    result: CallResult,
    spec: CallSpec,
    action: string,
    subject: Subject,
    look: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
    try {
      return await look();
    } catch (error) {
      const original = failure(result, spec, action, subject);
      const inner = error instanceof StylesyncError ? error : undefined;
      throw clientError(
        `${original.message}; checking whether it was done anyway failed too: ${inner?.message ?? String(error)}`,
        `It may or may not have been done. Run \`stylesync plan\` to see the current state before applying again. ${inner?.hint ?? ''}`.trim(),
        secrets,
        { code: 'write-unclear', cause: error, ...(original.traceId ? { traceId: original.traceId } : inner?.traceId ? { traceId: inner.traceId } : {}) },
      );
    }
  }

  function unclearTwice(result: CallResult, spec: CallSpec, action: string, subject: Subject, what: string): StylesyncError {
    const original = failure(result, spec, action, subject);
    if (!unclear(result)) return original;
    return clientError(
      `${original.message}; it was sent twice without a clear answer`,
      `${what[0]?.toUpperCase()}${what.slice(1)} may or may not exist now. Run \`stylesync plan\` to see the current state before applying again. ${original.hint}`,
      secrets,
      { code: 'write-unclear', ...(original.traceId ? { traceId: original.traceId } : {}) },
    );
  }

  async function rename(styleId: string, name: string): Promise<Traced<LiveList>> {
    const subject = listSubject(styleId);
    const answer = await exchange(
      { method: 'PATCH', path: stylePath(styleId), body: { name } },
      `rename style rule list ${label(subject)} to "${name}"`,
      subject,
      parseList,
    );
    remember(answer.value);
    return answer;
  }

  async function replaceRules(styleId: string, rules: RuleMap): Promise<Traced<LiveList>> {
    const subject = listSubject(styleId);
    const answer = await exchange(
      { method: 'PUT', path: `${stylePath(styleId)}/configured_rules`, body: rules },
      `replace the configured rules of list ${label(subject)}`,
      subject,
      parseList,
    );
    remember(answer.value);
    return answer;
  }

  async function createInstruction(styleId: string, instruction: InstructionSpec): Promise<Traced<LiveInstruction>> {
    const spec: CallSpec = { method: 'POST', path: instructionsPath(styleId), body: instructionBody(instruction) };
    const subject = instructionSubject(styleId, undefined, instruction.label);
    const action = `add custom instruction "${instruction.label}" to list ${label(listSubject(styleId))}`;
    const parse = (body: unknown): LiveInstruction => {
      const made = parseInstruction(body, 'instruction');
      instructionLabels.set(`${styleId}/${made.id}`, made.label);
      return made;
    };
    const first = await http.call(spec);
    if (isSuccess(first)) return { value: read(first, spec, action, subject, parse), traceId: first.traceId };
    if (!unclear(first)) throw failure(first, spec, action, subject);

    const found = await lookAfterUnclear(first, spec, action, subject, async () => {
      const list = (await get(styleId)).value;
      return list.custom_instructions.find((have) => instructionsEqual(have, instruction));
    });
    if (found) {
      http.report({ method: 'POST', path: spec.path, attempt: first.attempts, note: 'recovered' });
      return { value: found, traceId: '', recovered: true };
    }
    const second = await http.call(spec);
    if (isSuccess(second)) return { value: read(second, spec, action, subject, parse), traceId: second.traceId, resent: true };
    throw unclearTwice(second, spec, action, subject, 'the instruction');
  }

  async function updateInstruction(styleId: string, instructionId: string, instruction: InstructionSpec): Promise<Traced<LiveInstruction>> {
    const subject = instructionSubject(styleId, instructionId);
    const answer = await exchange(
      { method: 'PUT', path: `${instructionsPath(styleId)}/${encodeURIComponent(instructionId)}`, body: instructionBody(instruction) },
      `update custom instruction ${label(subject)} of list ${label(listSubject(styleId))}`,
      subject,
      (body) => parseInstruction(body, 'instruction'),
    );
    instructionLabels.set(`${styleId}/${answer.value.id}`, answer.value.label);
    return answer;
  }

  async function deleteInstruction(styleId: string, instructionId: string): Promise<Traced<void>> {
    const subject = instructionSubject(styleId, instructionId);
    return remove(
      { method: 'DELETE', path: `${instructionsPath(styleId)}/${encodeURIComponent(instructionId)}` },
      `delete custom instruction ${label(subject)} of list ${label(listSubject(styleId))}`,
      subject,
    );
  }

  async function deleteList(styleId: string): Promise<Traced<void>> {
    const subject = listSubject(styleId);
    return remove({ method: 'DELETE', path: stylePath(styleId) }, `delete style rule list ${label(subject)}`, subject);
  }

  async function languages(resource: string, include: string[] = []): Promise<Traced<LanguageEntry[]>> {
    const query: Array<[string, string]> = [['resource', resource], ...include.map((value): [string, string] => ['include', value])];
    return exchange({ method: 'GET', path: '/v3/languages', query }, `read the languages of resource ${resource}`, { kind: 'languages' }, parseLanguages);
  }

  async function translate(request: TranslateRequest): Promise<Traced<TranslateResult>> {
    const subject = request.style_id === undefined ? ({ kind: 'lists' } as const) : listSubject(request.style_id);
    const through = request.style_id === undefined ? '' : ` with list ${label(subject)}`;
    // A translation changes nothing on the service, so it is retried like a GET.
    return exchange({ method: 'POST', path: '/v2/translate', body: request, idempotent: true }, `translate an example into ${request.target_lang}${through}`, subject, parseTranslation);
  }

  return {
    translate,
    listAll,
    get,
    create,
    rename,
    replaceRules,
    createInstruction,
    updateInstruction,
    deleteInstruction,
    deleteList,
    languages,
    requestCount: () => http.requestCount(),
  };
}

/** How a message names what a call was about. */
function label(subject: Subject): string {
  switch (subject.kind) {
    case 'list':
      return subject.name !== undefined ? `"${subject.name}"` : `id ${subject.id ?? '?'}`;
    case 'instruction':
      return subject.label !== undefined ? `"${subject.label}"` : `id ${subject.id ?? '?'}`;
    default:
      return subject.kind;
  }
}


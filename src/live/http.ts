import type { Input, RetryOptions } from 'ky';
import { StylesyncError } from '../errors.ts';
import { VERSION } from '../version.ts';
import type { LiveClock } from './clock.ts';
import { MAX_ANSWER_BYTES } from './limits.ts';
import { RetryBudget } from './retry-budget.ts';
import {
  type AttemptOutcome,
  type BackoffOptions,
  type HttpMethod,
  isAmbiguous,
  kyRetryOptions,
  postSafety,
  RETRY_AFTER_STATUSES,
  retryAfterMs,
  TRANSIENT_STATUSES,
} from './retry-policy.ts';

/**
 * One call to the service: ky sends it and retries it (limit, methods,
 * statuses, Retry-After, backoff and jitter, timeouts; see retry-policy.ts).
 * What stays here is what ky cannot express: the deadline covers the body
 * too (ky's `timeout` stops at the headers, so a server that stalls mid-body
 * would hang the run); every attempt is reported, the wait before a retry
 * included, as it happens; the waits of a whole run share one budget; and a
 * redirect is never followed (fetch's `redirect: 'manual'`), so the answer
 * of another host is never taken for the service's.
 */

export interface RequestEvent {
  method: string;
  /** Path and query, never the host or the key. */
  path: string;
  /** Absent when no response came (timeout, connection error). */
  status?: number;
  traceId?: string;
  /** 1 for the first request of a call, 2 for its first retry, ... */
  attempt: number;
  /** 'timeout' or 'network' when no response came. */
  failure?: 'timeout' | 'network';
  /** Set when another attempt follows after this many milliseconds. */
  retryInMs?: number;
  /** Set with retryInMs when the wait is the server's Retry-After. */
  retryAfter?: boolean;
  /** Set on the event of a create whose object was found after an unclear answer, instead of being sent again. */
  note?: 'recovered' | 'duplicate-ids';
  /** With note 'duplicate-ids': the ids one answer of a listing held more than once, each copy the same (one was kept). */
  ids?: string[];
  /**
   * Set on an event sent while an attempt is still waiting for its answer:
   * milliseconds waited so far. No status or failure then; the attempt's own
   * event follows.
   */
  waitingMs?: number;
}

export interface HttpOptions {
  baseUrl: string;
  authorization: string;
  userAgent: string;
  timeoutMs: number;
  /** Arms each attempt's deadline and its "still waiting" events (clock.ts). */
  clock: LiveClock;
  retries: number;
  backoff: BackoffOptions;
  /** Total of all retry waits of this client (one run), Retry-After and backoff together. */
  retryWaitBudgetMs: number;
  onRequest?: ((event: RequestEvent) => void) | undefined;
  /** How long an attempt waits before a "still waiting" event, and then between them. */
  slowNoticeMs?: number;
  /** Largest answer body read; see limits.ts MAX_ANSWER_BYTES (tests shrink it). */
  maxAnswerBytes?: number;
}

export interface CallSpec {
  method: HttpMethod;
  path: string;
  query?: Array<[string, string]>;
  body?: unknown;
  /** A POST that changes nothing (a translation): retried like a GET, since sending it twice cannot make a copy. */
  idempotent?: boolean;
  /** Abandons the call: the attempt in flight is aborted and no retry follows (a read nobody will use). */
  signal?: AbortSignal;
  /** Headers of this call only (the reporting tag of a translation). */
  headers?: Record<string, string>;
}

/** Why retries stopped before their number was used up. */
export type RetryStop =
  /** The service asked (Retry-After) for a longer wait than one retry may take. */
  | { kind: 'retry-after'; askedMs: number; maxMs: number }
  /** The next wait would have gone over the run's retry-wait budget. */
  | { kind: 'budget'; budgetMs: number };

interface Ended {
  attempts: number;
  earlierAmbiguous: boolean;
  /** Set when retries stopped early; the error says why. */
  stopped?: RetryStop;
}

/** How a call ended after its retries: a response (any status) or no response at all. */
export type CallResult =
  | ({ kind: 'response'; status: number; traceId: string; text: string; /** A redirect's target, as sent. */ location?: string } & Ended)
  | ({ kind: 'timeout' | 'network'; error: unknown } & Ended);

export interface Http {
  call(spec: CallSpec): Promise<CallResult>;
  /** HTTP requests sent so far, retries included. */
  requestCount(): number;
  /** Reports an event that is not an attempt (create recovery). */
  report(event: RequestEvent): void;
}

const DEFAULT_SLOW_NOTICE_MS = 5_000;

export function pathWithQuery(spec: CallSpec): string {
  if (!spec.query || spec.query.length === 0) return spec.path;
  return `${spec.path}?${new URLSearchParams(spec.query).toString()}`;
}

/** Thrown by the body deadline when a connection fails, so ky's retry sees a plain network failure. */
class NetworkFailure extends Error {
  override name = 'NetworkFailure';
}

/**
 * An answer body larger than the client reads. Not retried (the same service
 * would send the same), and raised as itself: it is no network failure.
 */
class AnswerTooLarge extends Error {
  override name = 'AnswerTooLarge';
  constructor(readonly limit: number) {
    super(`answer larger than ${limit} bytes`);
  }
}

/**
 * The body as text, read no further than `limit` bytes: the time deadline
 * alone lets a fast, hostile server fill memory within it. fetch has no size
 * limit of its own, so the stream is counted here. Each chunk is decoded as
 * it comes and dropped (issue #31): the body is held once, as text, not also
 * as its chunks and their concatenation.
 */
async function boundedText(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > limit || response.body === null) {
    await response.body?.cancel();
    if (declared > limit) throw new AnswerTooLarge(limit);
    return '';
  }
  const reader = response.body.getReader();
  // As response.text() decodes: UTF-8, a BOM dropped, invalid bytes replaced; `stream` keeps a character split between chunks whole.
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AnswerTooLarge(limit);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** What one call has seen so far: its attempts, their outcomes, and the event of the last one until its fate is known. */
class CallState {
  attempts = 0;
  /** The body of the last answer, read by attemptFetch; ky is handed the answer without it, so it is held once. */
  body = '';
  readonly outcomes: AttemptOutcome[] = [];
  stopped: RetryStop | undefined;
  /** The retry wait last taken from the run's budget, at its longest. */
  reservedMs = 0;
  /** The event of the attempt just finished, reported once its fate (retry or not) is known. */
  private pending: RequestEvent | undefined;

  constructor(
    readonly spec: CallSpec,
    readonly target: string,
    private readonly report: (event: RequestEvent) => void,
  ) {}

  finished(event: RequestEvent): void {
    this.pending = event;
  }

  flush(extra: Partial<RequestEvent> = {}): void {
    if (this.pending) this.report({ ...this.pending, ...extra });
    this.pending = undefined;
  }

  ended(): Ended {
    return { attempts: this.attempts, earlierAmbiguous: this.outcomes.slice(0, -1).some(isAmbiguous), ...(this.stopped ? { stopped: this.stopped } : {}) };
  }
}

type Ky = typeof import('ky');
let kyModule: Promise<Ky> | undefined;

/**
 * ky, loaded with the first request: its module builds a Request when it
 * loads, which makes Node load its fetch (undici), as long again as Node's own
 * start, in every command that sends nothing (validate, fmt, guide, export).
 */
function loadKy(): Promise<Ky> {
  return (kyModule ??= import('ky'));
}

export function createHttp(options: HttpOptions): Http {
  let sent = 0;
  const report = (event: RequestEvent): void => options.onRequest?.(event);
  const budget = new RetryBudget(options.retryWaitBudgetMs);

  async function call(spec: CallSpec): Promise<CallResult> {
    const state = new CallState(spec, pathWithQuery(spec), report);
    const k = await loadKy();
    const fetchOne = attemptFetch(state, options, () => sent++, k);
    try {
      const response = await k.default(options.baseUrl + state.target, {
        method: spec.method,
        headers: { ...spec.headers, authorization: options.authorization, 'user-agent': options.userAgent, accept: 'application/json' },
        ...(spec.body === undefined ? {} : { json: spec.body }),
        retry: retryOptions(state, options, budget, k),
        timeout: false,
        // A redirect is answered, not followed: see above.
        redirect: 'manual',
        fetch: fetchOne,
        ...(spec.signal === undefined ? {} : { signal: spec.signal }),
      });
      state.flush();
      return answered(response, state);
    } catch (error) {
      state.flush();
      if (error instanceof k.HTTPError) return answered(error.response, state);
      if (error instanceof AnswerTooLarge) throw tooLarge(spec, error.limit);
      const kind = error instanceof k.TimeoutError ? 'timeout' : 'network';
      return { kind, error: error instanceof NetworkFailure ? error.cause : error, ...state.ended() };
    }
  }

  return { call, requestCount: () => sent, report };
}

/**
 * fetch for one attempt, under one deadline for the headers and the whole
 * body: the body is read here, and the answer handed to ky already buffered.
 */
function attemptFetch(state: CallState, options: HttpOptions, count: () => void, { TimeoutError }: Ky) {
  const slowNoticeMs = options.slowNoticeMs ?? DEFAULT_SLOW_NOTICE_MS;
  const report = (event: RequestEvent): void => options.onRequest?.(event);
  return async (given: Input, init?: RequestInit): Promise<Response> => {
    const input = given instanceof Request ? given : new Request(given, init);
    // An earlier attempt not yet reported (ky waited without telling how long, e.g. an unreadable Retry-After).
    state.flush();
    const attempt = ++state.attempts;
    count();
    const { method } = state.spec;
    const controller = new AbortController();
    const disarm = options.clock.deadline(options.timeoutMs, () => controller.abort(), { method, path: state.target });
    const stopNotices = options.clock.waiting(slowNoticeMs, (waitingMs) => report({ method, path: state.target, attempt, waitingMs }), { method, path: state.target });
    const event: RequestEvent = { method, path: state.target, attempt };
    try {
      const response = await fetch(input, { ...init, signal: AbortSignal.any([controller.signal, input.signal]) });
      const text = await boundedText(response, options.maxAnswerBytes ?? MAX_ANSWER_BYTES).catch((error: unknown) => {
        if (error instanceof AnswerTooLarge) {
          event.status = response.status;
          state.outcomes.push({ kind: 'response', status: response.status });
        }
        throw error;
      });
      event.status = response.status;
      const traceId = response.headers.get('x-trace-id');
      if (traceId) event.traceId = traceId;
      state.outcomes.push({ kind: 'response', status: response.status });
      state.finished(event);
      state.body = text;
      // ky needs the status and headers only (retries, HTTPError); the body stays in state.body rather than being encoded again, until answered() hands it over.
      return new Response(null, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (error instanceof AnswerTooLarge) {
        state.finished(event);
        throw error;
      }
      const timedOut = controller.signal.aborted;
      event.failure = timedOut ? 'timeout' : 'network';
      state.outcomes.push({ kind: event.failure });
      state.finished(event);
      if (timedOut) throw Object.assign(new TimeoutError(input), { cause: error });
      throw new NetworkFailure(error instanceof Error ? error.message : String(error), { cause: error });
    } finally {
      disarm();
      stopNotices();
    }
  };
}

/** ky's retry options for one call, with the hooks that report each wait and keep it within the budget. */
function retryOptions(state: CallState, options: HttpOptions, budget: RetryBudget, { HTTPError }: Ky): RetryOptions {
  const { backoff } = options;
  return kyRetryOptions(options.retries, backoff, {
    shouldRetry: ({ error, retryCount }) => {
      if (state.spec.signal?.aborted || error instanceof AnswerTooLarge) return false;
      const outcome = state.outcomes.at(-1) ?? { kind: 'network' };
      const verdict = state.spec.idempotent ? undefined : postSafety(state.spec.method, outcome);
      if (verdict === false || !wouldRetry(error, HTTPError)) return verdict;
      const asked = error instanceof HTTPError && RETRY_AFTER_STATUSES.includes(error.response.status)
        ? retryAfterMs(error.response.headers.get('retry-after'))
        : undefined;
      // A wait longer than the whole run may wait is refused at once (a hostile
      // `Retry-After: 999999999`); a long one within it is cut to
      // maxRetryAfterMs and obeyed, as ky does: a service asking for 90 s
      // usually answers after 60 s, and a refusal then costs one more try.
      if (asked !== undefined && asked > budget.totalMs) return stop(state, { kind: 'retry-after', askedMs: asked, maxMs: budget.totalMs });
      const obeyed = asked === undefined ? undefined : Math.min(asked, backoff.maxRetryAfterMs);
      // The longest the next wait can be: the server's (cut), or the backoff before jitter.
      const longest = obeyed ?? Math.min(backoff.baseDelayMs * 2 ** Math.max(0, retryCount - 1), backoff.maxDelayMs);
      if (!budget.reserve(longest)) return stop(state, { kind: 'budget', budgetMs: budget.totalMs });
      state.reservedMs = longest;
      if (obeyed !== undefined) {
        // ky obeys Retry-After without calling jitter: the wait is shown here, before it starts.
        state.flush({ retryInMs: obeyed, retryAfter: true });
        return undefined;
      }
      // Without a readable Retry-After, ky would read an unreadable one as its
      // whole cap (NaN is not below it) or a negative one as no wait, unreported,
      // and would obey other rate-limit headers the service does not send: back
      // off instead, which jitter draws and reports.
      return true;
    },
    // Called with the backoff delay right before ky sleeps: full jitter, reported as drawn.
    jitter: (delay) => {
      const wait = Math.round(Math.random() * Math.min(delay, backoff.maxDelayMs));
      budget.release(Math.max(0, state.reservedMs - wait));
      state.flush({ retryInMs: wait });
      return wait;
    },
  });
}

/** Whether ky would retry this failure by its own rules (status list, timeouts, connection errors). */
function wouldRetry(error: Error, HTTPError: Ky['HTTPError']): boolean {
  if (error instanceof HTTPError) return TRANSIENT_STATUSES.includes(error.response.status);
  return true;
}

function stop(state: CallState, why: RetryStop): false {
  state.stopped = why;
  return false;
}

function answered(response: Response, state: CallState): CallResult {
  const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
  const text = state.body;
  // Handed over, not kept: the call's state outlives the call until a full collection (the --trace-gc probe of
  // docs/performance.md, Plan, sixth round: some holder that only a full collection clears, not found by a heap
  // snapshot, which collects first). Held there, each listing page's text (680 KB, a large object) was promoted at
  // the next young collection and stayed as old garbage: 38 MB of the plan's peak at 5,000 lists (issue #31).
  state.body = '';
  return {
    kind: 'response',
    status: response.status,
    traceId: response.headers.get('x-trace-id') ?? '',
    text,
    ...(location === null ? {} : { location }),
    ...state.ended(),
  };
}

function tooLarge(spec: CallSpec, limit: number): StylesyncError {
  // The path names what was asked; a query may hold user text (a pair), so only the path is shown.
  return new StylesyncError(
    `The service's answer to ${spec.method} ${spec.path} was larger than ${Math.round(limit / 2 ** 20)} MiB, so stylesync stopped reading it and sent nothing more for it.`,
    'No answer of the service is that large (a dictionary holds at most 10 MB): check that the base URL points at the service and not at something else. Nothing was retried.',
    { code: 'answer-too-large' },
  );
}

export function defaultUserAgent(): string {
  return `stylesync/${VERSION}`;
}

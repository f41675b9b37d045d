import ky, { HTTPError, type Input, type RetryOptions, TimeoutError } from 'ky';
import { VERSION } from '../version.ts';
import {
  type AttemptOutcome,
  type BackoffOptions,
  type HttpMethod,
  isAmbiguous,
  kyRetryOptions,
  postSafety,
  RETRY_AFTER_STATUSES,
  retryAfterMs,
} from './retry-policy.ts';

/**
 * One call to the service: ky sends it and retries it (limit, methods,
 * statuses, Retry-After, backoff and jitter, timeouts; see retry-policy.ts).
 * Two things stay here because ky cannot express them: the deadline covers
 * the body too (ky's `timeout` stops at the headers, so a server that stalls
 * mid-body would hang the run), and every attempt is reported, the wait
 * before a retry included, as it happens.
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
  note?: 'recovered';
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
  retries: number;
  backoff: BackoffOptions;
  onRequest?: ((event: RequestEvent) => void) | undefined;
  /** How long an attempt waits before a "still waiting" event, and then between them. */
  slowNoticeMs?: number;
}

export interface CallSpec {
  method: HttpMethod;
  path: string;
  query?: Array<[string, string]>;
  body?: unknown;
  /** A POST that changes nothing (a translation): retried like a GET, since sending it twice cannot make a copy. */
  idempotent?: boolean;
}

/** How a call ended after its retries: a response (any status) or no response at all. */
export type CallResult =
  | { kind: 'response'; status: number; traceId: string; text: string; attempts: number; earlierAmbiguous: boolean }
  | { kind: 'timeout' | 'network'; error: unknown; attempts: number; earlierAmbiguous: boolean };

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

export function createHttp(options: HttpOptions): Http {
  let sent = 0;
  const report = (event: RequestEvent): void => options.onRequest?.(event);
  const slowNoticeMs = options.slowNoticeMs ?? DEFAULT_SLOW_NOTICE_MS;

  async function call(spec: CallSpec): Promise<CallResult> {
    const target = pathWithQuery(spec);
    let attempts = 0;
    const outcomes: AttemptOutcome[] = [];
    /** The event of the attempt just finished, reported once its fate (retry or not) is known. */
    let pending: RequestEvent | undefined;
    const flush = (extra: Partial<RequestEvent> = {}): void => {
      if (pending) report({ ...pending, ...extra });
      pending = undefined;
    };

    /**
     * fetch for one attempt, under one deadline for the headers and the
     * whole body: the body is read here, and the answer handed to ky
     * already buffered.
     */
    const attemptFetch = async (given: Input, init?: RequestInit): Promise<Response> => {
      const input = given instanceof Request ? given : new Request(given, init);
      // An earlier attempt not yet reported (ky waited without telling how long, e.g. an unreadable Retry-After).
      flush();
      const attempt = ++attempts;
      sent++;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      const started = Date.now();
      const notice = setInterval(() => report({ method: spec.method, path: target, attempt, waitingMs: Date.now() - started }), slowNoticeMs);
      const event: RequestEvent = { method: spec.method, path: target, attempt };
      try {
        const response = await fetch(input, { ...init, signal: AbortSignal.any([controller.signal, input.signal]) });
        const text = await response.text();
        event.status = response.status;
        const traceId = response.headers.get('x-trace-id');
        if (traceId) event.traceId = traceId;
        outcomes.push({ kind: 'response', status: response.status });
        pending = event;
        // 204, 205 and 304 may not carry a body, even an empty one.
        return new Response([204, 205, 304].includes(response.status) ? null : text, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      } catch (error) {
        const timedOut = controller.signal.aborted;
        event.failure = timedOut ? 'timeout' : 'network';
        outcomes.push({ kind: event.failure });
        pending = event;
        if (timedOut) throw Object.assign(new TimeoutError(input), { cause: error });
        throw new NetworkFailure(error instanceof Error ? error.message : String(error), { cause: error });
      } finally {
        clearTimeout(timer);
        clearInterval(notice);
      }
    };

    const retry: RetryOptions = kyRetryOptions(options.retries, options.backoff, {
      shouldRetry: ({ error }) => {
        const outcome = outcomes.at(-1) ?? { kind: 'network' };
        const verdict = spec.idempotent ? undefined : postSafety(spec.method, outcome);
        if (verdict === false) return verdict;
        if (!(error instanceof HTTPError && RETRY_AFTER_STATUSES.includes(error.response.status))) return undefined;
        // ky obeys Retry-After without calling jitter: the wait is shown here, before it starts.
        const wait = retryAfterMs(error.response.headers.get('retry-after'), options.backoff.maxRetryAfterMs);
        if (wait !== undefined) {
          flush({ retryInMs: wait, retryAfter: true });
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
        const wait = Math.round(Math.random() * Math.min(delay, options.backoff.maxDelayMs));
        flush({ retryInMs: wait });
        return wait;
      },
    });

    try {
      const response = await ky(options.baseUrl + target, {
        method: spec.method,
        headers: { authorization: options.authorization, 'user-agent': options.userAgent, accept: 'application/json' },
        ...(spec.body === undefined ? {} : { json: spec.body }),
        retry,
        timeout: false,
        fetch: attemptFetch,
      });
      flush();
      return answered(response, attempts, outcomes);
    } catch (error) {
      flush();
      if (error instanceof HTTPError) return answered(error.response, attempts, outcomes);
      const kind = error instanceof TimeoutError ? 'timeout' : 'network';
      return { kind, error: error instanceof NetworkFailure ? error.cause : error, attempts, earlierAmbiguous: earlier(outcomes) };
    }
  }

  return { call, requestCount: () => sent, report };
}

async function answered(response: Response, attempts: number, outcomes: AttemptOutcome[]): Promise<CallResult> {
  return {
    kind: 'response',
    status: response.status,
    traceId: response.headers.get('x-trace-id') ?? '',
    text: await response.text(),
    attempts,
    earlierAmbiguous: earlier(outcomes),
  };
}

/** Whether an attempt before the last may have been carried out (a DELETE's 404 then means it is gone, as asked). */
function earlier(outcomes: readonly AttemptOutcome[]): boolean {
  return outcomes.slice(0, -1).some(isAmbiguous);
}

export function defaultUserAgent(): string {
  return `stylesync/${VERSION}`;
}

import ky from 'ky';
import { VERSION } from '../version.ts';
import { type AttemptOutcome, type BackoffOptions, type HttpMethod, isAmbiguous, retryDelayMs, shouldRetry } from './retry-policy.ts';

/**
 * One call to the service: the requests it takes, with retries. ky sends each
 * attempt (its own retry is off): the retry decision needs to know about
 * POSTs that must not be repeated, and every attempt is reported through
 * `onRequest`, so the loop lives here and the policy in retry-policy.ts.
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
  /** Set on the event of a create whose object was found after an unclear answer, instead of being sent again. */
  note?: 'recovered';
}

export interface HttpOptions {
  baseUrl: string;
  authorization: string;
  userAgent: string;
  timeoutMs: number;
  retries: number;
  backoff: BackoffOptions;
  onRequest?: ((event: RequestEvent) => void) | undefined;
}

export interface CallSpec {
  method: HttpMethod;
  path: string;
  query?: Array<[string, string]>;
  body?: unknown;
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

export function pathWithQuery(spec: CallSpec): string {
  if (!spec.query || spec.query.length === 0) return spec.path;
  return `${spec.path}?${new URLSearchParams(spec.query).toString()}`;
}

export function createHttp(options: HttpOptions): Http {
  let sent = 0;
  const report = (event: RequestEvent): void => options.onRequest?.(event);

  async function attempt(spec: CallSpec, target: string): Promise<
    | { kind: 'response'; status: number; traceId: string; text: string; retryAfter: string | null }
    | { kind: 'timeout' | 'network'; error: unknown }
  > {
    // One deadline for headers and body: a server that stalls mid-body must time out too.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    sent++;
    try {
      const response = await ky(options.baseUrl + target, {
        method: spec.method,
        headers: {
          authorization: options.authorization,
          'user-agent': options.userAgent,
          accept: 'application/json',
        },
        ...(spec.body === undefined ? {} : { json: spec.body }),
        retry: 0,
        timeout: false,
        throwHttpErrors: false,
        signal: controller.signal,
      });
      const text = await response.text();
      return {
        kind: 'response',
        status: response.status,
        traceId: response.headers.get('x-trace-id') ?? '',
        text,
        retryAfter: response.headers.get('retry-after'),
      };
    } catch (error) {
      return { kind: controller.signal.aborted ? 'timeout' : 'network', error };
    } finally {
      clearTimeout(timer);
    }
  }

  async function call(spec: CallSpec): Promise<CallResult> {
    const target = pathWithQuery(spec);
    let earlierAmbiguous = false;
    for (let number = 1; ; number++) {
      const result = await attempt(spec, target);
      const outcome: AttemptOutcome = result.kind === 'response' ? { kind: 'response', status: result.status } : { kind: result.kind };
      const event: RequestEvent = { method: spec.method, path: target, attempt: number };
      if (result.kind === 'response') {
        event.status = result.status;
        if (result.traceId) event.traceId = result.traceId;
      } else {
        event.failure = result.kind;
      }
      const again = shouldRetry(spec.method, outcome, number - 1, options.retries);
      if (!again) {
        report(event);
        return result.kind === 'response'
          ? { kind: 'response', status: result.status, traceId: result.traceId, text: result.text, attempts: number, earlierAmbiguous }
          : { kind: result.kind, error: result.error, attempts: number, earlierAmbiguous };
      }
      const wait = retryDelayMs(number, result.kind === 'response' ? result.retryAfter : null, options.backoff);
      event.retryInMs = wait;
      report(event);
      earlierAmbiguous ||= isAmbiguous(outcome);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  return { call, requestCount: () => sent, report };
}

export function defaultUserAgent(): string {
  return `stylesync/${VERSION}`;
}

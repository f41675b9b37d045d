import type { RetryOptions } from 'ky';

/**
 * stylesync's retry policy, expressed as ky's own retry options (ky does the
 * waiting, counting, Retry-After and backoff). Pure, so it is tested without
 * a network. What ky cannot express stays in http.ts and client.ts: the
 * deadline that covers the body, and what to do after an unclear POST.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How one attempt ended, as far as the retry decision cares. */
export type AttemptOutcome =
  | { kind: 'response'; status: number }
  | { kind: 'timeout' }
  | { kind: 'network' };

export interface BackoffOptions {
  /** Delay before the first retry; doubled for each further one. */
  baseDelayMs: number;
  /** Upper bound of the computed backoff (ky's backoffLimit). */
  maxDelayMs: number;
  /**
   * The longest Retry-After obeyed (ky's maxRetryAfter): a longer one is cut
   * to this. One longer than what is left of the run's retry-wait budget is
   * not retried at all (src/live/http.ts).
   */
  maxRetryAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  baseDelayMs: 300,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
};

/**
 * Statuses that say "not now" rather than "no". 529 is the API's second
 * "too many requests" (on translate); it is treated exactly like 429.
 */
export const TRANSIENT_STATUSES = [429, 500, 502, 503, 504, 529];
/** Statuses whose Retry-After ky obeys (the service sends it with these). */
export const RETRY_AFTER_STATUSES = [429, 503, 529];
/** "Too many requests": the request was not processed, so even a POST may be sent again. */
export const NOT_PROCESSED_STATUSES = [429, 529];

/**
 * Whether the request may have been carried out although no success came
 * back. Such a POST must not be re-sent before checking what exists.
 */
export function isAmbiguous(outcome: AttemptOutcome): boolean {
  if (outcome.kind !== 'response') return true;
  return outcome.status >= 500;
}

/**
 * ky's `shouldRetry` answer for one failed attempt: `false` to stop,
 * `undefined` to let ky's defaults decide (status list, Retry-After,
 * retryOnTimeout). GET, PUT, PATCH and DELETE give the same end state when
 * repeated, so ky decides. A POST is retried only on 429, which means the
 * request was not processed (and on 529, its twin); anything else about a POST is the client's to
 * resolve (create recovery in client.ts), since re-sending it could make a
 * second list or instruction.
 */
export function postSafety(method: string, outcome: AttemptOutcome): false | undefined {
  if (method.toUpperCase() !== 'POST') return undefined;
  return outcome.kind === 'response' && NOT_PROCESSED_STATUSES.includes(outcome.status) ? undefined : false;
}

/**
 * The ky retry options for `retries` further attempts: exponential backoff
 * from `baseDelayMs`, capped at `maxDelayMs`, with full jitter so parallel
 * clients spread out; a Retry-After (seconds or HTTP date) wins, capped at
 * `maxRetryAfterMs`. `jitter` is passed in so the caller can see each drawn
 * wait before ky sleeps it.
 */
export function kyRetryOptions(
  retries: number,
  backoff: BackoffOptions,
  hooks: { shouldRetry: NonNullable<RetryOptions['shouldRetry']>; jitter: (delay: number) => number },
): RetryOptions {
  return {
    limit: retries,
    methods: ['get', 'put', 'patch', 'delete', 'post'],
    statusCodes: TRANSIENT_STATUSES,
    afterStatusCodes: RETRY_AFTER_STATUSES,
    maxRetryAfter: backoff.maxRetryAfterMs,
    backoffLimit: backoff.maxDelayMs,
    delay: (attempt) => backoff.baseDelayMs * 2 ** Math.max(0, attempt - 1),
    jitter: hooks.jitter,
    retryOnTimeout: true,
    shouldRetry: hooks.shouldRetry,
  };
}

/**
 * Retry-After as delay-seconds or an HTTP date, in milliseconds from `now`,
 * capped at `maxMs` when given; undefined when absent or unreadable. ky obeys the
 * header itself but does not tell hooks how long it will wait, so this reads
 * it to show the wait (`--verbose`) before it happens, to refuse one longer
 * than `maxRetryAfterMs`, and to count it against the run's budget.
 */
export function retryAfterMs(value: string | null | undefined, maxMs = Number.POSITIVE_INFINITY, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.min(Math.round(Number(text) * 1000), maxMs);
  if (/^[-+]?\d/.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(0, at - now), maxMs);
}

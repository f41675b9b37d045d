/**
 * When to try a request again and how long to wait first. Pure, so the
 * policy is tested without a clock or a network.
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
  /** Upper bound of the computed backoff. */
  maxDelayMs: number;
  /** Upper bound of a server's Retry-After; longer waits are shortened to it. */
  maxRetryAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  baseDelayMs: 300,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
};

/** Statuses that say "not now" rather than "no". */
const TRANSIENT_STATUSES = new Set([429, 500, 502, 503, 504]);

/**
 * Whether the request may have been carried out although no success came
 * back. Such a POST must not be re-sent before checking what exists.
 */
export function isAmbiguous(outcome: AttemptOutcome): boolean {
  if (outcome.kind !== 'response') return true;
  return outcome.status >= 500;
}

export function isTransient(outcome: AttemptOutcome): boolean {
  return outcome.kind !== 'response' || TRANSIENT_STATUSES.has(outcome.status);
}

/**
 * GET, PUT, PATCH and DELETE give the same end state when repeated, so any
 * transient failure is retried. A POST is retried only on 429, which means
 * the request was not processed; everything else about a POST is the
 * caller's to resolve (see the create recovery in client.ts).
 */
export function shouldRetry(method: HttpMethod, outcome: AttemptOutcome, retriesDone: number, retries: number): boolean {
  if (retriesDone >= retries) return false;
  if (method === 'POST') return outcome.kind === 'response' && outcome.status === 429;
  return isTransient(outcome);
}

/**
 * Milliseconds to wait before retry number `retryNumber` (1 for the first
 * retry). A Retry-After from the server wins over the backoff, capped;
 * otherwise exponential backoff with full jitter, so parallel clients spread out.
 */
export function retryDelayMs(
  retryNumber: number,
  retryAfter: string | null | undefined,
  options: BackoffOptions,
  random: () => number = Math.random,
  now: number = Date.now(),
): number {
  const fromServer = parseRetryAfter(retryAfter, now);
  if (fromServer !== undefined) return Math.min(fromServer, options.maxRetryAfterMs);
  const exponential = Math.min(options.baseDelayMs * 2 ** Math.max(0, retryNumber - 1), options.maxDelayMs);
  return Math.round(random() * exponential);
}

/** Retry-After as delay-seconds or an HTTP date, in milliseconds from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // A bare number that is not a non-negative decimal (e.g. "-3") is unreadable, not a date.
  if (/^[-+]?\d/.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

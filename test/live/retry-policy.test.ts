import { describe, expect, it } from 'vitest';
import { isAmbiguous, parseRetryAfter, retryDelayMs, shouldRetry } from '../../src/live/retry-policy.ts';

const backoff = { baseDelayMs: 100, maxDelayMs: 1000, maxRetryAfterMs: 5000 };
const now = Date.parse('2025-06-01T12:00:00Z');

describe('shouldRetry', () => {
  it('retries idempotent methods on 429, 500, 502, 503, 504 and on network failures and timeouts', () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const status of [429, 500, 502, 503, 504]) expect(shouldRetry(method, { kind: 'response', status }, 0, 3)).toBe(true);
      expect(shouldRetry(method, { kind: 'network' }, 0, 3)).toBe(true);
      expect(shouldRetry(method, { kind: 'timeout' }, 0, 3)).toBe(true);
    }
  });
  it('never retries answers that will not change', () => {
    for (const status of [200, 201, 204, 400, 401, 403, 404, 409]) {
      expect(shouldRetry('GET', { kind: 'response', status }, 0, 3)).toBe(false);
    }
  });
  it('retries a POST only on 429', () => {
    expect(shouldRetry('POST', { kind: 'response', status: 429 }, 0, 3)).toBe(true);
    for (const status of [500, 503]) expect(shouldRetry('POST', { kind: 'response', status }, 0, 3)).toBe(false);
    expect(shouldRetry('POST', { kind: 'network' }, 0, 3)).toBe(false);
    expect(shouldRetry('POST', { kind: 'timeout' }, 0, 3)).toBe(false);
  });
  it('stops after the configured number of retries', () => {
    expect(shouldRetry('GET', { kind: 'response', status: 503 }, 2, 3)).toBe(true);
    expect(shouldRetry('GET', { kind: 'response', status: 503 }, 3, 3)).toBe(false);
    expect(shouldRetry('GET', { kind: 'response', status: 503 }, 0, 0)).toBe(false);
  });
});

describe('isAmbiguous', () => {
  it('is true when the request may have been processed', () => {
    expect(isAmbiguous({ kind: 'timeout' })).toBe(true);
    expect(isAmbiguous({ kind: 'network' })).toBe(true);
    expect(isAmbiguous({ kind: 'response', status: 500 })).toBe(true);
    expect(isAmbiguous({ kind: 'response', status: 503 })).toBe(true);
  });
  it('is false when the service said it did not process it', () => {
    expect(isAmbiguous({ kind: 'response', status: 429 })).toBe(false);
    expect(isAmbiguous({ kind: 'response', status: 400 })).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('grows exponentially up to the cap, scaled by the jitter draw', () => {
    const top = () => 0.999999;
    expect(retryDelayMs(1, null, backoff, top, now)).toBe(100);
    expect(retryDelayMs(2, null, backoff, top, now)).toBe(200);
    expect(retryDelayMs(3, null, backoff, top, now)).toBe(400);
    expect(retryDelayMs(10, null, backoff, top, now)).toBe(1000);
    expect(retryDelayMs(3, null, backoff, () => 0.5, now)).toBe(200);
    expect(retryDelayMs(3, null, backoff, () => 0, now)).toBe(0);
  });
  it('honours Retry-After in seconds over the backoff', () => {
    expect(retryDelayMs(1, '2', backoff, () => 0, now)).toBe(2000);
  });
  it('honours Retry-After as an HTTP date', () => {
    expect(retryDelayMs(1, 'Sun, 01 Jun 2025 12:00:03 GMT', backoff, () => 0, now)).toBe(3000);
  });
  it('caps a long Retry-After', () => {
    expect(retryDelayMs(1, '3600', backoff, () => 0, now)).toBe(5000);
  });
  it('falls back to backoff when Retry-After is unreadable', () => {
    expect(retryDelayMs(1, 'soon', backoff, () => 0.999999, now)).toBe(100);
    expect(retryDelayMs(1, '-3', backoff, () => 0.999999, now)).toBe(100);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds, fractions, dates and the past', () => {
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter(' 1.5 ', now)).toBe(1500);
    expect(parseRetryAfter('Sun, 01 Jun 2025 11:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
  });
});

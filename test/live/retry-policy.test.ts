import { describe, expect, it } from 'vitest';
import { isAmbiguous, kyRetryOptions, postSafety, retryAfterMs } from '../../src/live/retry-policy.ts';

const backoff = { baseDelayMs: 100, maxDelayMs: 1000, maxRetryAfterMs: 5000 };
const now = Date.parse('2025-06-01T12:00:00Z');

describe('postSafety', () => {
  it('leaves idempotent methods to ky', () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      for (const status of [429, 500, 503]) expect(postSafety(method, { kind: 'response', status })).toBeUndefined();
      expect(postSafety(method, { kind: 'network' })).toBeUndefined();
      expect(postSafety(method, { kind: 'timeout' })).toBeUndefined();
    }
  });
  it('lets a POST be retried only on 429 or 529, which say it was not processed', () => {
    expect(postSafety('POST', { kind: 'response', status: 429 })).toBeUndefined();
    expect(postSafety('POST', { kind: 'response', status: 529 })).toBeUndefined();
    for (const status of [456, 413]) expect(postSafety('POST', { kind: 'response', status })).toBe(false);
    for (const status of [500, 502, 503, 504]) expect(postSafety('POST', { kind: 'response', status })).toBe(false);
    expect(postSafety('POST', { kind: 'network' })).toBe(false);
    expect(postSafety('POST', { kind: 'timeout' })).toBe(false);
  });
});

describe('kyRetryOptions', () => {
  const hooks = { shouldRetry: () => undefined, jitter: (d: number) => d };
  it('hands ky the limit, every method (POST held back by shouldRetry), statuses, Retry-After cap, backoff cap and timeouts', () => {
    const options = kyRetryOptions(3, backoff, hooks);
    expect(options).toMatchObject({
      limit: 3,
      methods: ['get', 'put', 'patch', 'delete', 'post'],
      statusCodes: [429, 500, 502, 503, 504, 529],
      afterStatusCodes: [429, 503, 529],
      maxRetryAfter: 5000,
      backoffLimit: 1000,
      retryOnTimeout: true,
    });
    expect(options.shouldRetry).toBe(hooks.shouldRetry);
    expect(options.jitter).toBe(hooks.jitter);
  });
  it('doubles the delay from the base for each retry', () => {
    const delay = kyRetryOptions(3, backoff, hooks).delay!;
    expect([1, 2, 3, 4].map(delay)).toEqual([100, 200, 400, 800]);
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

describe('retryAfterMs (shown before ky waits it)', () => {
  it('reads seconds, fractions, dates and the past, capped', () => {
    expect(retryAfterMs('2', 5000, now)).toBe(2000);
    expect(retryAfterMs('0.5', 5000, now)).toBe(500);
    expect(retryAfterMs('3600', 5000, now)).toBe(5000);
    expect(retryAfterMs('Sun, 01 Jun 2025 12:00:03 GMT', 5000, now)).toBe(3000);
    expect(retryAfterMs('Sun, 01 Jun 2025 11:00:00 GMT', 5000, now)).toBe(0);
  });
  it('is undefined when absent or unreadable', () => {
    for (const value of [null, undefined, '', '  ', 'soon', '-3']) expect(retryAfterMs(value, 5000, now)).toBeUndefined();
  });
});

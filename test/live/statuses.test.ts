import { describe, expect, it } from 'vitest';
import { StylesyncError } from '../../src/errors.ts';
import { QuotaExceededError } from '../../src/live/errors.ts';
import { clientLimitsFromEnv } from '../../src/live/limits.ts';
import { clientFor, json, listBody, wireList } from './harness.ts';
import { useOddServers } from '../world/service.ts';

/**
 * Statuses of the API reference that service-interface.md does not list:
 * 456 (quota exceeded), 529 (too many requests, on translate) and 413 (a
 * translate body over 128 KiB). Decisions in docs/client.md.
 */

const serve = useOddServers();

const quota = { status: 456, body: json({ message: 'Quota for this billing period has been exceeded' }) };

describe('456 Quota Exceeded', () => {
  const calls: Array<[string, (c: ReturnType<typeof clientFor>['client']) => Promise<unknown>]> = [
    ['create', (c) => c.create(listBody('A'))],
    ['rename', (c) => c.rename('s1', 'B')],
    ['instruction create', (c) => c.createInstruction('s1', { label: 'L', prompt: 'P', source_language: 'en' })],
    ['translate', (c) => c.translate({ text: ['Hi'], target_lang: 'de', style_id: 's1' })],
  ];
  it.each(calls)('on %s: a typed error saying the quota is used up, sent once, never retried or recovered', async (_name, call) => {
    const server = await serve(() => quota);
    const error = await call(clientFor(server.url).client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuotaExceededError);
    expect(error).toBeInstanceOf(StylesyncError);
    const quotaError = error as QuotaExceededError;
    expect(quotaError.status).toBe(456);
    expect(quotaError.code).toBe('quota-exceeded');
    expect(quotaError.message).toContain("The account's quota is used up");
    expect(quotaError.message).toContain('Quota for this billing period has been exceeded');
    expect(quotaError.hint).toContain('not retried');
    expect(quotaError.traceId).toBe(`${'0'.repeat(28)}0001`);
    // No retry, and no look for a list the create might have made: 456 says nothing was done.
    expect(server.requests).toHaveLength(1);
  });
});

describe('529 Too Many Requests on translate', () => {
  it('is retried like 429, obeying Retry-After', async () => {
    const server = await serve((_req, i) =>
      i < 2 ? { status: 529, headers: { 'Retry-After': '0' } } : { status: 200, body: json({ translations: [{ text: 'Hallo' }] }) },
    );
    const { client, events } = clientFor(server.url);
    const result = await client.translate({ text: ['Hello'], target_lang: 'de' });
    expect(result.value.translations[0]?.text).toBe('Hallo');
    expect(events.map((e) => [e.status, e.retryAfter])).toEqual([
      [529, true],
      [529, true],
      [200, undefined],
    ]);
  });

  it('a create answered 529 is sent again (not processed) without looking for a list first', async () => {
    const server = await serve((_req, i) => (i === 0 ? { status: 529 } : { status: 201, body: json(wireList('n1', 'A')) }));
    const made = await clientFor(server.url).client.create(listBody('A'));
    expect(made.value.style_id).toBe('n1');
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('says how often it tried when 529 persists', async () => {
    const server = await serve(() => ({ status: 529 }));
    const error = (await clientFor(server.url, { retries: 2 }).client.translate({ text: ['x'], target_lang: 'de' }).catch((e: unknown) => e)) as StylesyncError;
    expect(error.message).toContain('kept answering 529 Too Many Requests');
    expect(error.message).toContain('retried 2 times');
    expect(server.requests).toHaveLength(3);
  });
});

describe('413 and the 128 KiB translate limit', () => {
  it('a translate request over 128 KiB is refused before it is sent', async () => {
    const server = await serve(() => ({ status: 200, body: json({ translations: [] }) }));
    const error = (await clientFor(server.url).client.translate({ text: ['x'.repeat(130 * 1024)], target_lang: 'de' }).catch((e: unknown) => e)) as StylesyncError;
    expect(error).toBeInstanceOf(StylesyncError);
    expect(error.message).toMatch(/the request would be 13\d KiB, more than the 128 KiB the service takes in one translate request; it was not sent/);
    expect(server.requests).toEqual([]);
  });

  it('a request just under the limit is sent', async () => {
    const server = await serve(() => ({ status: 200, body: json({ translations: [{ text: 'ok' }] }) }));
    await clientFor(server.url).client.translate({ text: ['x'.repeat(127 * 1024)], target_lang: 'de' });
    expect(server.requests).toHaveLength(1);
  });

  it('a 413 from the service is explained, not "unexpected", and not retried', async () => {
    const server = await serve(() => ({ status: 413, body: json({ message: 'Request Entity Too Large' }) }));
    const error = (await clientFor(server.url).client.translate({ text: ['x'], target_lang: 'de' }).catch((e: unknown) => e)) as StylesyncError;
    expect(error.message).toContain('too large for the service (413 Payload Too Large)');
    expect(error.hint).toContain('128 KiB');
    expect(server.requests).toHaveLength(1);
  });
});

describe('limits from the environment', () => {
  it('reads the budget in seconds and the list cap; unset or empty means the defaults', () => {
    expect(clientLimitsFromEnv({})).toEqual({});
    expect(clientLimitsFromEnv({ STYLESYNC_RETRY_WAIT_BUDGET: '', STYLESYNC_MAX_LISTS: ' ' })).toEqual({});
    expect(clientLimitsFromEnv({ STYLESYNC_RETRY_WAIT_BUDGET: '600', STYLESYNC_MAX_LISTS: '50000' })).toEqual({ retryWaitBudgetMs: 600_000, maxLists: 50_000 });
    expect(clientLimitsFromEnv({ STYLESYNC_MAX_DICTIONARIES: '5000' })).toEqual({ maxDictionaries: 5_000 });
    expect(() => clientLimitsFromEnv({ STYLESYNC_MAX_DICTIONARIES: '0' })).toThrow(/STYLESYNC_MAX_DICTIONARIES must be a whole number of at least 1/);
  });

  it.each(['0', '-1', '1.5', 'ten', '1e9', '9999999999'])('refuses %j, naming the variable', (value) => {
    expect(() => clientLimitsFromEnv({ STYLESYNC_MAX_LISTS: value })).toThrow(/STYLESYNC_MAX_LISTS must be a whole number of at least 1/);
    expect(() => clientLimitsFromEnv({ STYLESYNC_RETRY_WAIT_BUDGET: value })).toThrow(/STYLESYNC_RETRY_WAIT_BUDGET must be a whole number/);
  });
});

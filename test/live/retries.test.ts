import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StylesyncError } from '../../src/errors.ts';
import { type LiveClock, wallClock } from '../../src/live/clock.ts';
import { clientFor, json, listBody } from './harness.ts';
import { emulatorClock, oddServer, useEmulator } from '../world/service.ts';

const LIST = '/v3/style_rules/:style_id';
const emu = useEmulator();

function statuses(method: string): number[] {
  return emu.log.filter((e) => e.method === method).map((e) => e.status);
}

describe('retries', () => {
  it('waits as Retry-After says after a 429, then succeeds', async () => {
    const [list] = emu.seed([listBody('A')]);
    emu.addFault({ method: 'GET', route: LIST, kind: 'status', status: 429, retryAfterSeconds: 1, count: 1 });
    const { client, events } = clientFor(emu.url, { backoff: { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 2_000 } });
    const read = await client.get(list!.style_id);
    expect(read.value.name).toBe('A');
    expect(statuses('GET')).toEqual([429, 200]);
    // The client planned the server's wait (1 s), not its own tiny backoff.
    expect(events[0]).toMatchObject({ status: 429, attempt: 1, retryInMs: 1000 });
    expect(events[1]).toMatchObject({ status: 200, attempt: 2 });
    expect(read.traceId).toBe(emu.log[1]?.traceId);
  });

  it('does not retry when Retry-After asks for longer than the whole run may wait, and says so', async () => {
    emu.addFault({ method: 'GET', kind: 'status', status: 503, retryAfterSeconds: 3600, count: 1 });
    const { client, events } = clientFor(emu.url);
    const error = (await client.listAll().catch((e: unknown) => e)) as StylesyncError;
    expect(error).toBeInstanceOf(StylesyncError);
    expect(error.message).toContain("asked to wait 3,600 s before trying again, longer than this run's whole retry-wait budget of 300 s");
    expect(error.hint).toContain('Run again after the wait the service asked for');
    expect(events[0]?.retryInMs).toBeUndefined();
    // No wait announced and no second request: it gave up at once (a slept hour would hang the test, not pass it).
    expect(statuses('GET')).toEqual([503]);
  });

  it('retries a PUT on 500 and 503', async () => {
    const [list] = emu.seed([listBody('A')]);
    emu.addFault({ method: 'PUT', kind: 'status', status: 500, count: 1 });
    emu.addFault({ method: 'PUT', kind: 'status', status: 503, count: 1 });
    const { client } = clientFor(emu.url);
    const result = await client.replaceRules(list!.style_id, { numbers: { decimal_separator: 'period' } });
    expect(result.value.configured_rules).toEqual({ numbers: { decimal_separator: 'period' } });
    expect(statuses('PUT')).toEqual([500, 503, 200]);
    expect(emu.lists()[0]?.version).toBe(2);
  });

  it('retries PATCH and DELETE on 503', async () => {
    const [list] = emu.seed([listBody('A')]);
    emu.addFault({ method: 'PATCH', kind: 'status', status: 503, count: 2 });
    emu.addFault({ method: 'DELETE', kind: 'status', status: 503, count: 1 });
    const { client } = clientFor(emu.url);
    await client.rename(list!.style_id, 'B');
    await client.deleteList(list!.style_id);
    expect(statuses('PATCH')).toEqual([503, 503, 200]);
    expect(statuses('DELETE')).toEqual([503, 204]);
  });

  it('retries a GET after a connection reset', async () => {
    emu.seed([listBody('A')]);
    emu.addFault({ method: 'GET', kind: 'reset', count: 1 });
    const { client, events } = clientFor(emu.url);
    const result = await client.listAll();
    expect(result.lists).toHaveLength(1);
    expect(result.requests).toBe(2);
    expect(events[0]).toMatchObject({ failure: 'network', attempt: 1 });
    expect(statuses('GET')).toEqual([0, 200]);
  });

  it('retries a GET after a timeout', async () => {
    emu.addFault({ method: 'GET', kind: 'hang', count: 1 });
    const { client, events } = clientFor(emu.url, { clock: emulatorClock(emu) });
    await client.listAll();
    expect(events.map((e) => e.failure ?? e.status)).toEqual(['timeout', 200]);
  });

  it('gives up after the configured retries and says how often it tried', async () => {
    emu.addFault({ method: 'GET', kind: 'status', status: 503, count: 10 });
    const { client } = clientFor(emu.url, { retries: 3 });
    const error = (await client.listAll().catch((e: unknown) => e)) as StylesyncError;
    expect(error).toBeInstanceOf(StylesyncError);
    expect(error.message).toContain('503');
    expect(error.message).toContain('retried 3 times');
    expect(error.hint).toContain('try again later');
    expect(statuses('GET')).toEqual([503, 503, 503, 503]);
    expect(error.traceId).toBe(emu.log[3]?.traceId);
  });

  it('says so when 429 persists', async () => {
    emu.addFault({ kind: 'status', status: 429, count: 10 });
    const { client } = clientFor(emu.url, { retries: 2 });
    const error = (await client.create(listBody('A')).catch((e: unknown) => e)) as StylesyncError;
    expect(error.message).toContain('429');
    expect(error.message).toContain('retried 2 times');
    expect(error.hint).toMatch(/try again later/i);
    expect(emu.lists()).toEqual([]);
  });

  it('retries a translation (a POST that changes nothing) like a GET, on 503 and on a timeout', async () => {
    emu.addFault({ method: 'POST', route: '/v2/translate', kind: 'status', status: 503, count: 1 });
    emu.addFault({ method: 'POST', route: '/v2/translate', kind: 'hang', count: 1 });
    const { client, events } = clientFor(emu.url, { clock: emulatorClock(emu) });
    const result = await client.translate({ text: ['Hello'], target_lang: 'de' });
    expect(result.value.translations[0]?.text).toBe('[DE] Hello');
    expect(events.map((e) => e.failure ?? e.status)).toEqual([503, 'timeout', 200]);
  });

  it('retries a create on 429 (not processed) without making two lists', async () => {
    emu.addFault({ method: 'POST', kind: 'status', status: 429, count: 2 });
    const { client } = clientFor(emu.url);
    const made = await client.create(listBody('A'));
    expect(statuses('POST')).toEqual([429, 429, 201]);
    expect(emu.lists().map((l) => l.style_id)).toEqual([made.value.style_id]);
  });

  it('treats a DELETE that lands during its own timeout as done when the retry finds it gone', async () => {
    const [list] = emu.seed([listBody('A')]);
    // Both DELETEs are held. The client gives up on the first once the emulator has it; once the
    // emulator has the retry too, both are carried out in the order they came: the first deletes
    // the list after the client stopped listening, the retry finds it gone. Events, at any speed.
    emu.addFault({ method: 'DELETE', kind: 'hold', count: 2 });
    const events = emulatorClock(emu);
    let attempts = 0;
    const clock: LiveClock = {
      ...events,
      deadline(ms, expire, attempt) {
        attempts++;
        if (attempts === 1) return events.deadline(ms, expire, attempt);
        const retry = emu.whenStalled(attempt.method, attempt.path);
        void retry.stalled.then(() => emu.release());
        return retry.cancel;
      },
    };
    const { client, events: seen } = clientFor(emu.url, { clock });
    await client.deleteList(list!.style_id);
    expect(seen.map((e) => e.failure ?? e.status)).toEqual(['timeout', 404]);
    expect(statuses('DELETE')).toEqual([204, 404]);
    expect(emu.lists()).toEqual([]);
  });

  it('does not retry a 404 or a 400', async () => {
    const { client } = clientFor(emu.url);
    await expect(client.get('missing')).rejects.toThrow(StylesyncError);
    await expect(client.create(listBody('A', { language: 'xx' }))).rejects.toThrow(StylesyncError);
    expect(emu.log.map((e) => e.status)).toEqual([404, 400]);
  });
});

describe('what ky cannot do on its own', () => {
  it('reports the Retry-After wait before ky sleeps it, not after', async () => {
    const [list] = emu.seed([listBody('A')]);
    emu.addFault({ method: 'GET', route: LIST, kind: 'status', status: 503, retryAfterSeconds: 1, count: 1 });
    const seenWhenReported: number[] = [];
    const { client, events } = clientFor(emu.url, {
      backoff: { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 2_000 },
      onRequest: (event) => {
        events.push(event);
        seenWhenReported.push(emu.log.length);
      },
    });
    await client.get(list!.style_id);
    expect(events.map((e) => [e.status, e.retryInMs, e.retryAfter])).toEqual([
      [503, 1000, true],
      [200, undefined, undefined],
    ]);
    // The wait was announced while the service had seen only the first request.
    expect(seenWhenReported).toEqual([1, 2]);
  });

  it('reports the drawn backoff of each retry before it is slept', async () => {
    emu.addFault({ method: 'GET', kind: 'status', status: 500, count: 2 });
    const { client, events } = clientFor(emu.url, { backoff: { baseDelayMs: 20, maxDelayMs: 30, maxRetryAfterMs: 50 } });
    await client.listAll();
    expect(events.map((e) => e.status)).toEqual([500, 500, 200]);
    expect(events[0]!.retryInMs).toBeGreaterThanOrEqual(0);
    expect(events[0]!.retryInMs).toBeLessThanOrEqual(20);
    expect(events[1]!.retryInMs).toBeLessThanOrEqual(30);
    expect(events[0]!.retryAfter).toBeUndefined();
  });

  it('obeys a Retry-After given as an HTTP date, and says so before waiting', async () => {
    const server = await oddServer((_req, i) =>
      i === 0 ? { status: 429, headers: { 'Retry-After': new Date(Date.now() + 1000).toUTCString() } } : { status: 200, body: json({ style_rules: [] }) },
    );
    try {
      const { client, events } = clientFor(server.url, { backoff: { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 3000 } });
      await client.listAll();
      expect(events.map((e) => [e.status, e.retryAfter])).toEqual([
        [429, true],
        [200, undefined],
      ]);
      // HTTP dates have whole seconds: the wait is what is left of that second.
      expect(events[0]!.retryInMs).toBeLessThanOrEqual(1000);
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it.each(['soon', '-3', ''])('backs off, and says so, on a Retry-After it cannot read (%j), instead of waiting its cap in silence', async (value) => {
    const server = await oddServer((_req, i) => (i === 0 ? { status: 503, headers: { 'Retry-After': value } } : { status: 200, body: json({ style_rules: [] }) }));
    try {
      // A cap far above the backoff and above the test's timeout: ky alone would sleep all of it for 'soon',
      // unannounced, and the test would fail by its timeout (no stopwatch here: the machine's speed is unknown).
      const { client, events } = clientFor(server.url, { backoff: { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 30_000 } });
      await client.listAll();
      expect(events.map((e) => [e.attempt, e.status, e.retryAfter])).toEqual([
        [1, 503, undefined],
        [2, 200, undefined],
      ]);
      expect(events[0]!.retryInMs).toBeLessThanOrEqual(5);
    } finally {
      await server.close();
    }
  });

  it('says it is still waiting while a slow service has not answered', async () => {
    // The GET is held; the notices come from the client's clock, ticked here while the emulator has the
    // request, then the GET is answered: no wall-clock timer races the service's latency.
    emu.addFault({ method: 'GET', kind: 'hold', count: 1 });
    const ticks: Array<{ every: number; tick: (waitedMs: number) => void; method: string; path: string }> = [];
    let stopped = 0;
    const clock: LiveClock = {
      deadline: () => () => undefined,
      settle: async () => {},
      waiting(every, tick, { method, path }) {
        ticks.push({ every, tick, method, path });
        return () => stopped++;
      },
    };
    const { client, events } = clientFor(emu.url, { clock, slowNoticeMs: 100 });
    const listed = client.listAll();
    await emu.whenStalled('GET', '/v3/style_rules').stalled;
    expect(ticks.map(({ every, method, path }) => ({ every, method, path }))).toEqual([{ every: 100, method: 'GET', path: expect.stringMatching(/^\/v3\/style_rules/) as unknown }]);
    ticks[0]!.tick(100);
    ticks[0]!.tick(200);
    expect(events).toEqual([
      { method: 'GET', path: ticks[0]!.path, attempt: 1, waitingMs: 100 },
      { method: 'GET', path: ticks[0]!.path, attempt: 1, waitingMs: 200 },
    ]);
    expect(stopped).toBe(0);
    await emu.release();
    await listed;
    expect(events.at(-1)).toMatchObject({ status: 200, attempt: 1 });
    expect(events.filter((e) => e.waitingMs !== undefined)).toHaveLength(2);
    // The notices stop with the attempt.
    expect(stopped).toBe(1);
  });

  it('times out a response whose body stalls after the headers, and retries the GET', async () => {
    const sockets = new Set<import('node:net').Socket>();
    let served = 0;
    let stalled!: () => void;
    const bodyStalled = new Promise<void>((resolve) => (stalled = resolve));
    const server = createServer((req, res) => {
      served++;
      res.writeHead(200, { 'content-type': 'application/json', 'x-trace-id': 'f'.repeat(32) });
      if (served === 1) {
        res.write('{"style_rules": ['); // and never more
        stalled();
        return;
      }
      res.end(JSON.stringify({ style_rules: [] }));
    });
    server.on('connection', (s) => sockets.add(s));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // The first attempt's deadline passes once the server has sent the headers and stalled the body; the
      // retry's never does (an event, not 300 ms that a busy machine could spend before the retry's answer).
      let attempts = 0;
      const clock: LiveClock = {
        ...wallClock,
        deadline(_ms, expire) {
          if (++attempts === 1) void bodyStalled.then(expire);
          return () => undefined;
        },
      };
      const { client, events } = clientFor(`http://127.0.0.1:${port}`, { clock });
      const result = await client.listAll();
      expect(result.lists).toEqual([]);
      expect(events.map((e) => e.failure ?? e.status)).toEqual(['timeout', 200]);
      expect(served).toBe(2);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

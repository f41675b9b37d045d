import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { FaultRule, RunningEmulator } from '../../src/emulator/emulator.ts';
import { TRACE_ID, call, listBody } from './helpers.ts';
import type { Answer } from './helpers.ts';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

describe('faults by count', () => {
  it('answers the next N matching requests with the status and Retry-After, then serves normally', async () => {
    emu.addFault({ method: 'POST', route: '/v3/style_rules', kind: 'status', status: 503, retryAfterSeconds: 7, count: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(emu, 'POST', '/v3/style_rules', { body: listBody() });
      statuses.push(res.status);
      expect(res.traceId).toMatch(TRACE_ID);
      if (res.status === 503) {
        expect(res.headers.get('retry-after')).toBe('7');
        expect(res.body.message).toBe('Service unavailable');
      }
    }
    expect(statuses).toEqual([503, 503, 201]);
    expect(emu.lists()).toHaveLength(1);
    expect(emu.log.map((e) => e.status)).toEqual([503, 503, 201]);
    expect(emu.log.every((e) => TRACE_ID.test(e.traceId))).toBe(true);
  });

  it('matches on method and route pattern only', async () => {
    const [list] = emu.seed([listBody()]);
    const id = list?.style_id as string;
    emu.addFault({ method: 'PUT', route: '/v3/style_rules/:style_id/configured_rules', kind: 'status', status: 429, retryAfterSeconds: 1, count: 1 });
    expect((await call(emu, 'GET', `/v3/style_rules/${id}`)).status).toBe(200);
    expect((await call(emu, 'PATCH', `/v3/style_rules/${id}`, { body: { name: 'n' } })).status).toBe(200);
    const limited = await call(emu, 'PUT', `/v3/style_rules/${id}/configured_rules`, { body: {} });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await call(emu, 'PUT', `/v3/style_rules/${id}/configured_rules`, { body: {} })).status).toBe(200);
    expect(emu.log.map((e) => e.route)).toEqual([
      '/v3/style_rules/:style_id',
      '/v3/style_rules/:style_id',
      '/v3/style_rules/:style_id/configured_rules',
      '/v3/style_rules/:style_id/configured_rules',
    ]);
  });

  it('answers 500 without Retry-After and leaves state untouched', async () => {
    emu.addFault({ kind: 'status', status: 500, count: 1 });
    const res = await call(emu, 'POST', '/v3/style_rules', { body: listBody() });
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(emu.lists()).toEqual([]);
  });

  it('fires on every matching request when neither count nor probability is given, until cleared', async () => {
    emu.addFault({ method: 'GET', kind: 'status', status: 503 });
    for (let i = 0; i < 3; i++) expect((await call(emu, 'GET', '/v3/style_rules')).status).toBe(503);
    emu.clearFaults();
    expect((await call(emu, 'GET', '/v3/style_rules')).status).toBe(200);
  });

  it('serves a request normally after a latency fault', async () => {
    emu.addFault({ route: '/v3/style_rules', method: 'POST', kind: 'latency', latencyMs: 30, count: 1 });
    const res = await call(emu, 'POST', '/v3/style_rules', { body: listBody() });
    expect(res.status).toBe(201);
    expect(emu.lists()).toHaveLength(1);
  });

  it('holds a write until release(), then still executes it for a client that gave up (an answer lost, not a request)', async () => {
    emu.addFault({ method: 'POST', kind: 'hold', count: 1 });
    const stalled = emu.whenStalled('POST', '/v3/style_rules').stalled;
    const gaveUp = new AbortController();
    const timedOut = fetch(`${emu.url}/v3/style_rules`, {
      method: 'POST',
      headers: { 'User-Agent': 't/1', Authorization: 'Service-Auth-Key k', 'Content-Type': 'application/json' },
      body: JSON.stringify(listBody({ name: 'Lost answer' })),
      signal: gaveUp.signal,
    });
    // The client gives up once the emulator holds its request: in that order at any speed.
    await stalled;
    expect(emu.lists()).toEqual([]);
    gaveUp.abort();
    await expect(timedOut).rejects.toThrow();
    expect(await emu.release()).toBe(1);
    expect(emu.lists().map((l) => l.name)).toEqual(['Lost answer']);
    expect(emu.log).toEqual([expect.objectContaining({ method: 'POST', status: 201, fault: 'hold' })]);
  });

  it("whenStalled('*', '*') resolves on any stalled request, and a named method or path still only on its own", async () => {
    const [list] = emu.seed([listBody({ name: 'Kept' })]);
    emu.addFault({ method: 'PATCH', kind: 'hold', count: 1 });
    const anyRequest = emu.whenStalled('*', '*');
    const anyPost = emu.whenStalled('POST', '*');
    let postStalled = false;
    void anyPost.stalled.then(() => (postStalled = true));
    const held = call(emu, 'PATCH', `/v3/style_rules/${list!.style_id}`, { body: { name: 'Renamed' } });
    await anyRequest.stalled;
    // The PATCH was taken by the first waiter; the one for a POST is still waiting after the PATCH was carried out.
    expect(await emu.release()).toBe(1);
    expect((await held).status).toBe(200);
    expect(postStalled).toBe(false);
    anyPost.cancel();
    expect(emu.lists().map((l) => l.name)).toEqual(['Renamed']);
  });

  it('drops a held or delayed write undone on reset(), so it never lands in the next test', async () => {
    emu.addFault({ method: 'POST', kind: 'hold', count: 1 });
    emu.addFault({ method: 'PATCH', kind: 'latency', latencyMs: 60_000, count: 1 });
    const [list] = emu.seed([listBody({ name: 'Kept' })]);
    const held = call(emu, 'POST', '/v3/style_rules', { body: listBody({ name: 'Held' }) });
    const delayed = call(emu, 'PATCH', `/v3/style_rules/${list!.style_id}`, { body: { name: 'Renamed' } });
    await emu.whenStalled('POST', '/v3/style_rules').stalled;
    await emu.whenStalled('PATCH', `/v3/style_rules/${list!.style_id}`).stalled;
    emu.reset();
    await expect(held).rejects.toThrow();
    await expect(delayed).rejects.toThrow();
    expect(await emu.release()).toBe(0);
    expect(emu.lists()).toEqual([]);
    expect(emu.log).toEqual([]);
  });

  it('resets the connection: the client sees a network error, the log shows status 0, the next request works', async () => {
    emu.addFault({ kind: 'reset', count: 1 });
    await expect(call(emu, 'POST', '/v3/style_rules', { body: listBody() })).rejects.toThrow();
    expect(emu.log).toEqual([expect.objectContaining({ method: 'POST', route: '/v3/style_rules', status: 0, traceId: '' })]);
    expect((await call(emu, 'GET', '/v3/style_rules')).status).toBe(200);
  });

  it('hangs until the client gives up, and close() still ends the hung socket', async () => {
    const other = await startEmulator();
    const headers = { 'User-Agent': 't/1', Authorization: 'Service-Auth-Key k' };
    other.addFault({ kind: 'hang', count: 1 });
    // The client gives up once the emulator has hung its request, not after a time a busy machine may not keep.
    const gaveUp = new AbortController();
    const hung = other.whenStalled('GET', '/v3/style_rules').stalled.then(() => gaveUp.abort());
    await expect(fetch(`${other.url}/v3/style_rules`, { headers, signal: gaveUp.signal })).rejects.toThrow();
    await hung;
    expect((await fetch(`${other.url}/v3/style_rules`, { headers })).status).toBe(200);

    other.addFault({ kind: 'hang', count: 1 });
    const hanging = fetch(`${other.url}/v3/style_rules`, { headers });
    hanging.catch(() => {});
    while (other.log.length < 3) await new Promise((r) => setTimeout(r, 5));
    // close() must destroy the socket of the request hanging now, or this test never ends.
    await other.close();
    await expect(hanging).rejects.toThrow();
    expect(other.log.map((e) => e.status)).toEqual([0, 200, 0]);
  });

  it('refuses a malformed fault rule', () => {
    expect(() => emu.addFault({ kind: 'status' })).toThrow(/status/);
    expect(() => emu.addFault({ kind: 'latency' })).toThrow(/latencyMs/);
    expect(() => emu.addFault({ kind: 'reset', probability: 2 })).toThrow(/probability/);
    expect(() => emu.addFault({ kind: 'reset', count: 0 })).toThrow(/count/);
  });
});

describe('456 and 529, only where the OpenAPI description gives them', () => {
  it('answers 456 (quota exceeded) on list create, rename, instruction create and translate, and nowhere else', async () => {
    const [list] = emu.seed([listBody()]);
    const id = list?.style_id as string;
    emu.addFault({ kind: 'status', status: 456 });
    const create = await call(emu, 'POST', '/v3/style_rules', { body: listBody({ name: 'second' }) });
    expect(create.status).toBe(456);
    expect(create.body.message).toMatch(/Quota exceeded/);
    expect((await call(emu, 'PATCH', `/v3/style_rules/${id}`, { body: { name: 'n' } })).status).toBe(456);
    expect((await call(emu, 'POST', `/v3/style_rules/${id}/custom_instructions`, { body: { label: 'l', prompt: 'p' } })).status).toBe(456);
    expect((await call(emu, 'POST', '/v2/translate', { body: { text: ['hi'], target_lang: 'DE' } })).status).toBe(456);
    // Reads, rule replacement and deletes never answer 456.
    expect((await call(emu, 'GET', '/v3/style_rules')).status).toBe(200);
    expect((await call(emu, 'PUT', `/v3/style_rules/${id}/configured_rules`, { body: {} })).status).toBe(200);
    expect(emu.lists()).toHaveLength(1);
    expect(emu.lists()[0]?.name).not.toBe('n');
  });

  it('answers 529 with Retry-After on translate only', async () => {
    emu.addFault({ kind: 'status', status: 529, retryAfterSeconds: 3, count: 1 });
    expect((await call(emu, 'POST', '/v3/style_rules', { body: listBody() })).status).toBe(201);
    const res = await call(emu, 'POST', '/v2/translate', { body: { text: ['hi'], target_lang: 'DE' } });
    expect(res.status).toBe(529);
    expect(res.headers.get('retry-after')).toBe('3');
    expect((await call(emu, 'POST', '/v2/translate', { body: { text: ['hi'], target_lang: 'DE' } })).status).toBe(200);
  });

  it('refuses a rule that would answer 456 or 529 where the service never does', () => {
    expect(() => emu.addFault({ kind: 'status', status: 456, method: 'GET', route: '/v3/style_rules' })).toThrow(/456 is answered only on/);
    expect(() => emu.addFault({ kind: 'status', status: 529, route: '/v3/style_rules' })).toThrow(/POST \/v2\/translate/);
    expect(() => emu.addFault({ kind: 'status', status: 418 } as never)).toThrow(/429, 456, 500, 503, 529/);
  });
});

describe('faults by seeded probability', () => {
  async function outcomes(seed: number, n: number): Promise<number[]> {
    const e = await startEmulator({ randomSeed: seed });
    try {
      e.addFault({ method: 'GET', kind: 'status', status: 500, probability: 0.5 });
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await call(e, 'GET', '/v3/style_rules')).status);
      return out;
    } finally {
      await e.close();
    }
  }

  it('gives the same sequence for the same seed, mixing failures and successes', async () => {
    const a = await outcomes(42, 40);
    const b = await outcomes(42, 40);
    expect(a).toEqual(b);
    expect(a).toContain(500);
    expect(a).toContain(200);
  });

  it('keeps fault decisions independent of how many ids were generated', async () => {
    const plain = await outcomes(9, 20);
    const e = await startEmulator({ randomSeed: 9 });
    try {
      e.seed(Array.from({ length: 5 }, () => listBody()));
      e.addFault({ method: 'GET', kind: 'status', status: 500, probability: 0.5 });
      const out: number[] = [];
      for (let i = 0; i < 20; i++) out.push((await call(e, 'GET', '/v3/style_rules')).status);
      expect(out).toEqual(plain);
    } finally {
      await e.close();
    }
  });

  /** What the client sees when the fault fired; throws (fails the test) when that is not the fault's effect. */
  const kinds: Array<[string, FaultRule, (answer: Promise<Answer>) => Promise<void>]> = [
    ['429 with Retry-After', { kind: 'status', status: 429, retryAfterSeconds: 3 }, async (answer) => {
      const res = await answer;
      expect([res.status, res.headers.get('retry-after')]).toEqual([429, '3']);
      expect(res.traceId).toMatch(TRACE_ID);
    }],
    ['500', { kind: 'status', status: 500 }, async (answer) => expect((await answer).status).toBe(500)],
    ['503', { kind: 'status', status: 503 }, async (answer) => expect((await answer).status).toBe(503)],
    ['latency', { kind: 'latency', latencyMs: 1 }, async (answer) => expect((await answer).status).toBe(201)],
    ['reset', { kind: 'reset' }, (answer) => expect(answer).rejects.toThrow()],
    // A hung request stays pending; it is checked to fail only when close() ends it.
    ['hang', { kind: 'hang' }, async () => {}],
  ];

  for (const [name, rule, whenFired] of kinds) {
    it(`fires a ${name} fault on a seeded, reproducible subset of requests`, async () => {
      async function pattern(): Promise<string> {
        const e = await startEmulator({ randomSeed: 42 });
        const hung: Array<Promise<Answer>> = [];
        let out = '';
        try {
          e.addFault({ ...rule, method: 'POST', probability: 0.5 });
          for (let i = 0; i < 12; i++) {
            const answer = call(e, 'POST', '/v3/style_rules', { body: listBody() });
            answer.catch(() => {});
            while (e.log.length <= i) await new Promise((r) => setTimeout(r, 2));
            const entry = e.log[i];
            if (entry?.fault === undefined) {
              expect((await answer).status).toBe(201);
              out += '.';
            } else {
              expect(entry.fault).toBe(rule.kind);
              await whenFired(answer);
              if (rule.kind === 'hang') hung.push(answer);
              out += 'F';
            }
          }
        } finally {
          await e.close();
        }
        for (const answer of hung) await expect(answer).rejects.toThrow();
        return out;
      }
      const first = await pattern();
      expect(first).toMatch(/F/);
      expect(first).toMatch(/\./);
      expect(await pattern()).toBe(first);
    });
  }

  it('starts the seeded decisions over after reset()', async () => {
    const e = await startEmulator({ randomSeed: 5 });
    try {
      const statuses = async () => {
        e.addFault({ method: 'GET', kind: 'status', status: 500, probability: 0.5 });
        const out: number[] = [];
        for (let i = 0; i < 12; i++) out.push((await call(e, 'GET', '/v3/style_rules')).status);
        return out;
      };
      const first = await statuses();
      e.reset();
      expect(await statuses()).toEqual(first);
    } finally {
      await e.close();
    }
  });

  it('never fires at probability 0, always at 1, and at most count times when both are given', async () => {
    emu.addFault({ kind: 'status', status: 500, probability: 0 });
    for (let i = 0; i < 5; i++) expect((await call(emu, 'GET', '/v3/style_rules')).status).toBe(200);
    emu.clearFaults();
    emu.addFault({ kind: 'status', status: 503, probability: 1, count: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(emu, 'GET', '/v3/style_rules')).status);
    expect(statuses).toEqual([503, 503, 200, 200]);
  });
});

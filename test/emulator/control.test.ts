import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { TRACE_ID, call, listBody, rawRequest } from './helpers.ts';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator({ apiKeys: [{ key: 'only-this-key-123' }] });
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

const KEY = 'only-this-key-123';

describe('in-process controls', () => {
  it('seed() creates lists without logging requests; lists() is a snapshot', async () => {
    const created = emu.seed([listBody({ name: 'A' }), listBody({ name: 'B', language: 'it' })]);
    expect(created.map((l) => [l.name, l.version])).toEqual([['A', 1], ['B', 1]]);
    expect(emu.log).toEqual([]);
    const snapshot = emu.lists();
    snapshot[0]!.name = 'mutated';
    snapshot[0]!.configured_rules.x = { y: 'z' };
    expect(emu.lists()[0]).toMatchObject({ name: 'A', configured_rules: {} });
  });

  it('seed() refuses an invalid list and seeds nothing', () => {
    expect(() => emu.seed([listBody(), listBody({ language: 'xx' })])).toThrow(/seed list 1: language/);
    expect(emu.lists()).toEqual([]);
  });

  it('log records method, path without query, route, status, trace id and time', async () => {
    const res = await call(emu, 'GET', '/v3/style_rules?page_size=5', { key: KEY });
    await call(emu, 'GET', '/nowhere', { key: KEY });
    expect(emu.log).toEqual([
      { method: 'GET', path: '/v3/style_rules', route: '/v3/style_rules', status: 200, traceId: res.traceId, at: expect.stringMatching(/Z$/) },
      { method: 'GET', path: '/nowhere', route: '', status: 404, traceId: expect.stringMatching(TRACE_ID), at: expect.any(String) },
    ]);
  });

  it('reset() clears lists, faults and the log', async () => {
    emu.seed([listBody()]);
    emu.addFault({ kind: 'status', status: 500 });
    await call(emu, 'GET', '/v3/style_rules', { key: KEY });
    emu.reset();
    expect(emu.lists()).toEqual([]);
    expect(emu.log).toEqual([]);
    expect((await call(emu, 'GET', '/v3/style_rules', { key: KEY })).status).toBe(200);
  });
});

describe('control endpoints under /__emulator', () => {
  it('need no key and no User-Agent, and are not logged', async () => {
    const res = await rawRequest(`${emu.url}/__emulator/state`, 'GET', {});
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ lists: [], glossaries: [] });
    expect(emu.log).toEqual([]);
  });

  it('seed, state, faults, log and reset work over HTTP', async () => {
    const seeded = await call(emu, 'POST', '/__emulator/seed', { key: null, body: [listBody({ name: 'Over HTTP' })] });
    expect(seeded.status).toBe(201);
    expect(seeded.body.lists[0]).toMatchObject({ name: 'Over HTTP', version: 1 });
    expect((await call(emu, 'GET', '/__emulator/state', { key: null })).body.lists).toEqual(emu.lists());

    const added = await call(emu, 'POST', '/__emulator/faults', {
      key: null,
      body: [{ method: 'GET', route: '/v3/style_rules', kind: 'status', status: 429, retryAfterSeconds: 2, count: 1 }, { kind: 'latency', latencyMs: 1, count: 1 }],
    });
    expect(added.status).toBe(204);
    const limited = await call(emu, 'GET', '/v3/style_rules', { key: KEY });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await call(emu, 'GET', '/v3/style_rules', { key: KEY })).status).toBe(200);

    const log = await call(emu, 'GET', '/__emulator/log', { key: null });
    expect(log.body.log.map((e: { status: number }) => e.status)).toEqual([429, 200]);
    expect(log.body.log[0].traceId).toBe(limited.traceId);

    await call(emu, 'POST', '/__emulator/faults', { key: null, body: { kind: 'status', status: 503 } });
    expect((await call(emu, 'GET', '/v3/style_rules', { key: KEY })).status).toBe(503);
    expect((await call(emu, 'DELETE', '/__emulator/faults', { key: null })).status).toBe(204);
    expect((await call(emu, 'GET', '/v3/style_rules', { key: KEY })).status).toBe(200);

    expect((await call(emu, 'POST', '/__emulator/reset', { key: null })).status).toBe(204);
    expect(emu.lists()).toEqual([]);
    expect(emu.log).toEqual([]);
  });

  it('refuses a malformed fault or seed with 400 and adds nothing', async () => {
    const fault = await call(emu, 'POST', '/__emulator/faults', { key: null, body: [{ kind: 'reset', count: 1 }, { kind: 'explode' }] });
    expect(fault.status).toBe(400);
    expect(fault.body.message).toContain('fault 1');
    expect((await call(emu, 'GET', '/v3/style_rules', { key: KEY })).status).toBe(200);
    const seed = await call(emu, 'POST', '/__emulator/seed', { key: null, body: { name: 'not an array' } });
    expect(seed.status).toBe(400);
    const badList = await call(emu, 'POST', '/__emulator/seed', { key: null, body: [{ name: 'x', language: 'xx' }] });
    expect(badList.status).toBe(400);
    expect(emu.lists()).toEqual([]);
  });

  it('answers 404 for an unknown control route', async () => {
    expect((await call(emu, 'GET', '/__emulator/nothing', { key: null })).status).toBe(404);
  });
});

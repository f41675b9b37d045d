import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.ts';
import { clientFor, json, listBody, wireList } from './harness.ts';
import { KEY } from '../world/keys.ts';
import { oddServer, useEmulator } from '../world/service.ts';

const TRACE = /^[0-9a-f]{32}$/;
const emu = useEmulator();

describe('every method against the emulator', () => {
  it('creates, reads, renames, replaces rules, edits instructions and deletes', async () => {
    const { client } = clientFor(emu.url);

    const created = await client.create(listBody('Marketing'));
    expect(created.traceId).toMatch(TRACE);
    expect(created.value).toMatchObject({ name: 'Marketing', language: 'de', version: 1 });
    expect(created.value.custom_instructions).toHaveLength(1);
    expect(emu.lists().map((l) => l.style_id)).toEqual([created.value.style_id]);
    const id = created.value.style_id;

    const read = await client.get(id);
    expect(read.value).toEqual(created.value);
    expect(read.traceId).toMatch(TRACE);

    const renamed = await client.rename(id, 'Marketing DE');
    expect(renamed.value).toMatchObject({ name: 'Marketing DE', version: 2 });
    expect(emu.lists()[0]?.name).toBe('Marketing DE');

    const rules = { punctuation: { quotation_mark: 'guillemets' }, future_group: { new_rule: 'x' } };
    const replaced = await client.replaceRules(id, rules);
    expect(replaced.value.configured_rules).toEqual(rules);
    expect(replaced.value.version).toBe(3);
    expect(replaced.value.custom_instructions).toHaveLength(1);

    const added = await client.createInstruction(id, { label: 'Brand', prompt: 'Never translate "Acme".', source_language: 'en' });
    expect(added.value).toMatchObject({ label: 'Brand', prompt: 'Never translate "Acme".', source_language: 'en' });
    expect(added.traceId).toMatch(TRACE);
    expect(emu.lists()[0]?.custom_instructions.map((i) => i.label)).toEqual(['Tone', 'Brand']);

    const updated = await client.updateInstruction(id, added.value.id, { label: 'Brand', prompt: 'Keep "Acme" as is.', source_language: 'en' });
    expect(updated.value).toEqual({ id: added.value.id, label: 'Brand', prompt: 'Keep "Acme" as is.', source_language: 'en' });
    expect(emu.lists()[0]?.custom_instructions[1]?.prompt).toBe('Keep "Acme" as is.');

    const removed = await client.deleteInstruction(id, added.value.id);
    expect(removed.traceId).toMatch(TRACE);
    expect(emu.lists()[0]?.custom_instructions.map((i) => i.label)).toEqual(['Tone']);

    const all = await client.listAll();
    expect(all.lists.map((l) => l.style_id)).toEqual([id]);
    expect(all.lists[0]?.configured_rules).toEqual(rules);
    expect(all.requests).toBe(1);

    const deleted = await client.deleteList(id);
    expect(deleted.traceId).toMatch(TRACE);
    expect(emu.lists()).toEqual([]);

    // One HTTP request per call, each logged by the emulator with the trace id the client saw.
    expect(client.requestCount()).toBe(emu.log.length);
    expect(emu.log.map((e) => `${e.method} ${e.status}`)).toEqual([
      'POST 201',
      'GET 200',
      'PATCH 200',
      'PUT 200',
      'POST 201',
      'PUT 200',
      'DELETE 204',
      'GET 200',
      'DELETE 204',
    ]);
    expect(emu.log[0]?.traceId).toBe(created.traceId);
  });

  it('reports every request through onRequest with status and trace id', async () => {
    const { client, events } = clientFor(emu.url);
    const made = await client.create(listBody('Events'));
    await client.get(made.value.style_id);
    expect(events).toEqual([
      { method: 'POST', path: '/v3/style_rules', status: 201, traceId: made.traceId, attempt: 1 },
      { method: 'GET', path: `/v3/style_rules/${made.value.style_id}`, status: 200, traceId: expect.stringMatching(TRACE), attempt: 1 },
    ]);
  });

  it('reads languages with repeated include parameters', async () => {
    const { client, events } = clientFor(emu.url);
    const plain = await client.languages('style_rules');
    expect(plain.traceId).toMatch(TRACE);
    expect(plain.value.length).toBeGreaterThan(0);
    for (const entry of plain.value) expect(typeof entry.usable_as_target).toBe('boolean');

    const all = await client.languages('translate_text', ['beta', 'external']);
    const base = await client.languages('translate_text');
    expect(all.value.length).toBeGreaterThanOrEqual(base.value.length);
    expect(events[1]?.path).toBe('/v3/languages?resource=translate_text&include=beta&include=external');
  });

  it('encodes ids in paths', async () => {
    const { client } = clientFor(emu.url);
    await expect(client.get('a/b?c')).rejects.toThrow(/not found/);
    expect(emu.log[0]?.path).toBe('/v3/style_rules/a%2Fb%3Fc');
  });
});

describe('a delete that finds nothing', () => {
  it('reports a 404 as already gone (another run deleted it first), not as a failure', async () => {
    const [list] = emu.seed([listBody('Twice')]);
    const id = list!.style_id;
    const { client: one } = clientFor(emu.url);
    const { client: two } = clientFor(emu.url);
    const instruction = list!.custom_instructions[0]!.id;
    expect((await one.deleteInstruction(id, instruction)).alreadyGone).toBeUndefined();
    expect((await two.deleteInstruction(id, instruction)).alreadyGone).toBe(true);
    expect((await one.deleteList(id)).alreadyGone).toBeUndefined();
    const again = await two.deleteList(id);
    expect(again.alreadyGone).toBe(true);
    expect(again.traceId).toMatch(TRACE);
    expect(emu.lists()).toEqual([]);
  });
});

describe('what goes on the wire', () => {
  it('sends User-Agent, Accept and the key only in the Authorization header', async () => {
    const server = await oddServer(() => ({ status: 200, body: json(wireList('x')) }));
    try {
      const { client } = clientFor(server.url, { authScheme: 'Custom-Scheme' });
      await client.get('x');
      await client.rename('x', 'New');
      const [first, second] = server.requests;
      expect(first?.headers['user-agent']).toBe(`stylesync/${VERSION}`);
      expect(first?.headers.accept).toBe('application/json');
      expect(first?.headers.authorization).toBe(`Custom-Scheme ${KEY}`);
      expect(second?.headers['content-type']).toContain('application/json');
      for (const request of server.requests) expect(request.url).not.toContain(KEY);
    } finally {
      await server.close();
    }
  });

  it('lets the emulator accept the default User-Agent and refuse an empty one', async () => {
    const ok = clientFor(emu.url).client;
    await expect(ok.listAll()).resolves.toMatchObject({ lists: [] });
    const anonymous = clientFor(emu.url, { userAgent: '' }).client;
    await expect(anonymous.listAll()).rejects.toThrow(/User-Agent/);
  });
});

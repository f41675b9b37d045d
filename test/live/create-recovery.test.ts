import { describe, expect, it } from 'vitest';
import { StylesyncError } from '../../src/errors.ts';
import { clientFor, listBody } from './harness.ts';
import { emulatorClock, useEmulator } from '../world/service.ts';

const LISTS = '/v3/style_rules';
const INSTRUCTIONS = '/v3/style_rules/:style_id/custom_instructions';
const emu = useEmulator();

const requests = () => emu.log.map((e) => `${e.method} ${e.route} ${e.status}`);
/**
 * Timed by the emulator's events, not by milliseconds: a held or hung POST
 * times out once the emulator has it, answered requests never do, and the
 * settle wait carries the held POST out before the client looks.
 */
const eventClient = (overrides: Parameters<typeof clientFor>[1] = {}) => clientFor(emu.url, { clock: emulatorClock(emu), ...overrides });

describe('a create without a clear answer is never blindly re-sent', () => {
  it('finds the list the timed-out POST made after all, and does not send it again', async () => {
    // The service holds the POST; the client gives up on it, and the POST is carried out before the client looks.
    emu.addFault({ method: 'POST', route: LISTS, kind: 'hold', count: 1 });
    const { client, events } = eventClient();
    const result = await client.create(listBody('Marketing'));

    expect(emu.lists()).toHaveLength(1);
    expect(result.recovered).toBe(true);
    expect(result.value).toEqual(emu.lists()[0]);
    // One POST sent, then a read: the service carried the POST out (after the client gave up) before the read.
    expect(events.map((e) => `${e.method} ${e.note ?? e.failure ?? e.status}`)).toEqual(['POST timeout', 'GET 200', 'POST recovered']);
    expect(requests()).toEqual([`POST ${LISTS} 201`, `GET ${LISTS} 200`]);
  });

  it('does not take a listing that skipped the new list for "not made": it reads again before it would send again', async () => {
    emu.seed(Array.from({ length: 25 }, (_, i) => listBody(`Seed ${i}`)));
    // The held POST lands late, as the 26th list. While the client looks, a list is deleted after page 0:
    // page 1 then starts one further on, and the new list, the 26th, is skipped by that read.
    emu.addFault({ method: 'POST', route: LISTS, kind: 'hold', count: 1 });
    emu.afterPage({ afterPage: 0, deleteAt: 0 });
    const { client } = eventClient();
    const result = await client.create(listBody('Marketing'));

    expect(result.recovered).toBe(true);
    expect(emu.lists().filter((l) => l.name === 'Marketing')).toHaveLength(1);
    expect(result.value.style_id).toBe(emu.lists().find((l) => l.name === 'Marketing')?.style_id);
  });

  it('sends once more when a hung POST made nothing', async () => {
    emu.addFault({ method: 'POST', route: LISTS, kind: 'hang', count: 1 });
    const { client } = eventClient();
    const result = await client.create(listBody('Marketing'));

    expect(result.recovered).toBeUndefined();
    expect(result.resent).toBe(true);
    expect(emu.lists().map((l) => l.style_id)).toEqual([result.value.style_id]);
    expect(requests()).toEqual([`POST ${LISTS} 0`, `GET ${LISTS} 200`, `POST ${LISTS} 201`]);
  });

  it('sends once more after a connection reset that made nothing', async () => {
    emu.addFault({ method: 'POST', route: LISTS, kind: 'reset', count: 1 });
    const { client } = clientFor(emu.url);
    await client.create(listBody('Marketing'));
    expect(emu.lists()).toHaveLength(1);
    expect(requests()).toEqual([`POST ${LISTS} 0`, `GET ${LISTS} 200`, `POST ${LISTS} 201`]);
  });

  it('looks before re-sending after a 500 or 503', async () => {
    emu.addFault({ method: 'POST', route: LISTS, kind: 'status', status: 503, count: 1 });
    const { client } = clientFor(emu.url);
    await client.create(listBody('Marketing'));
    expect(emu.lists()).toHaveLength(1);
    expect(requests()).toEqual([`POST ${LISTS} 503`, `GET ${LISTS} 200`, `POST ${LISTS} 201`]);
  });

  it('does not mistake an older list of the same name but other content for the new one', async () => {
    const [older] = emu.seed([listBody('Marketing', { configured_rules: {} })]);
    emu.addFault({ method: 'POST', route: LISTS, kind: 'hang', count: 1 });
    const { client } = eventClient();
    const result = await client.create(listBody('Marketing'));
    expect(result.value.style_id).not.toBe(older!.style_id);
    expect(emu.lists()).toHaveLength(2);
  });

  it('does not take an identical list it had already seen for the new one', async () => {
    const [older] = emu.seed([listBody('Marketing')]);
    emu.addFault({ method: 'POST', route: LISTS, kind: 'hang', count: 1 });
    const { client } = eventClient();
    await client.listAll();
    const result = await client.create(listBody('Marketing'));
    expect(result.recovered).toBeUndefined();
    expect(result.value.style_id).not.toBe(older!.style_id);
    expect(emu.lists()).toHaveLength(2);
  });

  it('finds the new list among more than one page of lists', async () => {
    emu.seed(Array.from({ length: 30 }, (_, i) => listBody(`Other ${i}`)));
    emu.addFault({ method: 'POST', route: LISTS, kind: 'hold', count: 1 });
    const { client } = eventClient();
    const result = await client.create(listBody('Marketing'));
    expect(result.recovered).toBe(true);
    expect(emu.lists()).toHaveLength(31);
  });

  it("reads the listing at the run's concurrency: --concurrency 1 looks page after page, never past the end", async () => {
    // 80 lists and the new one: pages 0–3, the last short. Sequentially that is 4 GETs; in batches of 1, 2, 4 it is 7.
    const lookGets = async (overrides: Parameters<typeof clientFor>[1]) => {
      emu.reset();
      emu.seed(Array.from({ length: 80 }, (_, i) => listBody(`Other ${i}`)));
      emu.addFault({ method: 'POST', route: LISTS, kind: 'hold', count: 1 });
      const { client } = eventClient(overrides);
      const result = await client.create(listBody('Marketing'));
      expect(result.recovered).toBe(true);
      return emu.log.filter((e) => e.method === 'GET' && e.route === LISTS).length;
    };
    expect(await lookGets({ concurrency: 1 })).toBe(4);
    expect(await lookGets({ concurrency: 4 })).toBe(7);
  });

  it('gives up after a second unclear answer, saying the list may exist', async () => {
    emu.addFault({ method: 'POST', route: LISTS, kind: 'hang', count: 2 });
    const { client } = eventClient();
    const error = (await client.create(listBody('Marketing')).catch((e: unknown) => e)) as StylesyncError;
    expect(error).toBeInstanceOf(StylesyncError);
    expect(error.message).toContain('Marketing');
    expect(error.message).toContain('sent twice');
    expect(error.hint).toContain('stylesync plan');
    expect(emu.log.filter((e) => e.method === 'POST')).toHaveLength(2);
  });

  it('reports both failures when the check itself fails', async () => {
    emu.addFault({ method: 'POST', route: LISTS, kind: 'status', status: 500, count: 1 });
    emu.addFault({ method: 'GET', route: LISTS, kind: 'status', status: 503, count: 10 });
    const { client } = clientFor(emu.url, { retries: 1 });
    const error = (await client.create(listBody('Marketing')).catch((e: unknown) => e)) as StylesyncError;
    expect(error.message).toContain('500');
    expect(error.message).toContain('checking whether it was done anyway failed');
    expect(error.hint).toContain('may or may not');
    expect(error.traceId).toBe(emu.log[0]?.traceId);
    expect(emu.log.filter((e) => e.method === 'POST')).toHaveLength(1);
  });
});

describe('an instruction POST without a clear answer', () => {
  const instruction = { label: 'Brand', prompt: 'Keep "Acme".', source_language: 'en' };

  it('finds the instruction the timed-out POST made, without sending it again', async () => {
    const [list] = emu.seed([listBody('A')]);
    emu.addFault({ method: 'POST', route: INSTRUCTIONS, kind: 'hold', count: 1 });
    const { client, events } = eventClient();
    const result = await client.createInstruction(list!.style_id, instruction);
    expect(result.recovered).toBe(true);
    const stored = emu.lists()[0]!.custom_instructions;
    expect(stored.map((i) => i.label)).toEqual(['Tone', 'Brand']);
    expect(result.value).toEqual(stored[1]);
    expect(events.map((e) => `${e.method} ${e.note ?? e.failure ?? e.status}`)).toEqual(['POST timeout', 'GET 200', 'POST recovered']);
  });

  it('sends once more when the reset POST made nothing', async () => {
    const [list] = emu.seed([listBody('A')]);
    emu.addFault({ method: 'POST', route: INSTRUCTIONS, kind: 'reset', count: 1 });
    const { client } = clientFor(emu.url);
    const result = await client.createInstruction(list!.style_id, instruction);
    expect(result.recovered).toBeUndefined();
    expect(emu.lists()[0]!.custom_instructions.map((i) => i.label)).toEqual(['Tone', 'Brand']);
    expect(requests()).toEqual([`POST ${INSTRUCTIONS} 0`, 'GET /v3/style_rules/:style_id 200', `POST ${INSTRUCTIONS} 201`]);
  });
});

describe('a glossary POST without a clear answer', () => {
  const GLOSSARIES = '/v3/glossaries';
  const dictionaries = [
    { source_lang: 'en', target_lang: 'de', entries: [['sign in', 'anmelden'], ['Acme Cloud', 'Acme Cloud']] as Array<[string, string]> },
    { source_lang: 'en', target_lang: 'fr', entries: [['sign in', 'se connecter']] as Array<[string, string]> },
  ];

  it('finds the glossary the timed-out POST made by name (one listing read), and does not send it again', async () => {
    emu.addFault({ method: 'POST', route: GLOSSARIES, kind: 'hold', count: 1 });
    const { client, events } = eventClient();
    const result = await client.createGlossary('Acme Terms', dictionaries);
    expect(result.recovered).toBe(true);
    expect(result.traceId).toBe('');
    expect(emu.glossaries()).toHaveLength(1);
    expect(result.value.glossary_id).toBe(emu.glossaries()[0]!.glossary_id);
    expect(events.map((e) => `${e.method} ${e.note ?? e.failure ?? e.status}`)).toEqual(['POST timeout', 'GET 200', 'POST recovered']);
  });

  it('sends once more when a hung POST made nothing, or after a 503', async () => {
    emu.addFault({ method: 'POST', route: GLOSSARIES, kind: 'hang', count: 1 });
    const { client } = eventClient();
    const result = await client.createGlossary('Acme Terms', dictionaries);
    expect(result.resent).toBe(true);
    expect(requests()).toEqual([`POST ${GLOSSARIES} 0`, `GET ${GLOSSARIES} 200`, `POST ${GLOSSARIES} 201`]);

    emu.reset();
    emu.addFault({ method: 'POST', route: GLOSSARIES, kind: 'status', status: 503, count: 1 });
    await client.createGlossary('Acme Terms', dictionaries);
    expect(requests()).toEqual([`POST ${GLOSSARIES} 503`, `GET ${GLOSSARIES} 200`, `POST ${GLOSSARIES} 201`]);
    expect(emu.glossaries()).toHaveLength(1);
  });

  it('does not take a glossary of that name it had listed before, or one with other dictionaries, for the new one', async () => {
    const { client } = eventClient();
    const older = (await client.createGlossary('Acme Terms', dictionaries)).value;
    const other = (await client.createGlossary('Acme Terms', dictionaries.slice(0, 1))).value;
    await client.listGlossaries();
    emu.addFault({ method: 'POST', route: GLOSSARIES, kind: 'hang', count: 1 });
    const result = await client.createGlossary('Acme Terms', dictionaries);
    expect(result.resent).toBe(true);
    expect([older.glossary_id, other.glossary_id]).not.toContain(result.value.glossary_id);
    expect(emu.glossaries()).toHaveLength(3);
  });

  it('answers a refusal (400) at once, without looking or sending again', async () => {
    const { client } = clientFor(emu.url);
    const error = (await client.createGlossary('Acme Terms', [{ source_lang: 'en', target_lang: 'de', entries: [['', 'x']] }]).catch((e: unknown) => e)) as StylesyncError;
    expect(error).toBeInstanceOf(StylesyncError);
    expect(requests()).toEqual([`POST ${GLOSSARIES} 400`]);
  });
});

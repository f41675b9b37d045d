import { describe, expect, it } from 'vitest';
import { StylesyncError } from '../../src/errors.ts';
import { clientFor, finalFailures, json, releaseAfterFailure } from './harness.ts';
import { emulator, oddServer, useEmulator } from '../world/service.ts';
import { KEY } from '../world/keys.ts';

// The glossary calls of the live client against the emulator over HTTP: every
// route of spec/glossaries-v3.md, with the trace id of each answer kept.
const emu = useEmulator();

const EN_DE = { source_lang: 'en', target_lang: 'de' };
const EN_FR = { source_lang: 'en', target_lang: 'fr' };
const traced = (id: string) => expect(id).toMatch(/\S/);

describe('live glossary calls', () => {
  it('create (201), list, and read the entries of every dictionary in parallel', async () => {
    const { client, events } = clientFor(emu.url);
    const created = await client.createGlossary('Acme Terms', [
      { ...EN_DE, entries: [['sign in', 'anmelden'], ['Acme Cloud', 'Acme Cloud']] },
      { ...EN_FR, entries: new Map([['sign in', 'se connecter']]) },
    ]);
    traced(created.traceId);
    expect(created.value).toMatchObject({ name: 'Acme Terms', dictionaries: [{ ...EN_DE, entry_count: 2 }, { ...EN_FR, entry_count: 1 }] });
    expect(events.at(-1)).toMatchObject({ method: 'POST', status: 201 });

    const listed = await client.listGlossaries();
    traced(listed.traceId);
    expect(listed.value.map((g) => g.glossary_id)).toEqual([created.value.glossary_id]);

    const read = await client.readGlossaries(listed.value, 4);
    expect(read.requests).toBe(2);
    expect(read.traceIds).toHaveLength(2);
    expect(read.glossaries[0]!.entries.map((d) => [d.source_lang, d.target_lang, [...d.entries]])).toEqual([
      ['en', 'de', [['sign in', 'anmelden'], ['Acme Cloud', 'Acme Cloud']]],
      ['en', 'fr', [['sign in', 'se connecter']]],
    ]);
  });

  it('an outage names the first glossary in the listing, whichever entries read fails first (the same outage reads the same on every run)', async () => {
    const { client } = clientFor(emu.url);
    await client.createGlossary('First Terms', [{ ...EN_DE, entries: [['a', 'b']] }]);
    await client.createGlossary('Second Terms', [{ ...EN_DE, entries: [['c', 'd']] }]);
    const listed = (await client.listGlossaries()).value;
    expect(listed.map((g) => g.name)).toEqual(['First Terms', 'Second Terms']);
    // The first read to arrive (the first glossary's: it is sent first) is held, then answers 500; the other answers 500 at once.
    emu.addFault({ route: '/v3/glossaries/:glossary_id/entries', kind: 'hold', count: 1 });
    emu.addFault({ route: '/v3/glossaries/:glossary_id/entries', kind: 'status', status: 500 });
    const told = finalFailures();
    const stalled = emu.whenStalled('GET', '*');
    const reading = clientFor(emu.url, { retries: 0, onRequest: told.onRequest }).client.readGlossaries(listed, 2);
    const { error } = await releaseAfterFailure(emu, stalled, told, '/v3/glossaries/', reading);
    expect(error).toBeInstanceOf(StylesyncError);
    expect((error as StylesyncError).message).toContain('glossary "First Terms"');
  });

  it('PATCH renames and merges one dictionary (never removes); PUT replaces a dictionary', async () => {
    const { client } = clientFor(emu.url);
    const g = (await client.createGlossary('Old', [{ ...EN_DE, entries: [['artist', 'Künstler'], ['hello', 'hi']] }])).value;
    const patched = await client.patchGlossary(g, { name: 'New', dictionary: { ...EN_DE, entries: [['hello', 'hallo'], ['prize', 'Preis']] } });
    expect(patched.value).toMatchObject({ glossary_id: g.glossary_id, name: 'New', dictionaries: [{ ...EN_DE, entry_count: 3 }] });
    expect([...(await client.readEntries(patched.value, EN_DE)).value.entries]).toEqual([
      ['artist', 'Künstler'],
      ['hello', 'hallo'],
      ['prize', 'Preis'],
    ]);
    const put = await client.putDictionary(patched.value, { ...EN_DE, entries: [['prize', 'Preis']] });
    traced(put.traceId);
    expect(put.value).toEqual({ ...EN_DE, entry_count: 1 });
    expect([...(await client.readEntries(patched.value, EN_DE)).value.entries]).toEqual([['prize', 'Preis']]);
    const added = await client.putDictionary(patched.value, { ...EN_FR, entries: [['prize', 'prix']] });
    expect(added.value).toEqual({ ...EN_FR, entry_count: 1 });
  });

  it('DELETE a dictionary and a glossary (204); a second delete is "gone already"', async () => {
    const { client } = clientFor(emu.url);
    const g = (await client.createGlossary('G', [{ ...EN_DE, entries: [['a', 'b']] }, { ...EN_FR, entries: [['a', 'b']] }])).value;
    const dropped = await client.deleteDictionary(g, EN_FR);
    traced(dropped.traceId);
    expect((await client.listGlossaries()).value[0]!.dictionaries).toEqual([{ ...EN_DE, entry_count: 1 }]);
    expect((await client.deleteGlossary(g)).alreadyGone).toBeUndefined();
    expect((await client.deleteGlossary(g)).alreadyGone).toBe(true);
    expect((await client.listGlossaries()).value).toEqual([]);
  });

  it('errors name the glossary and the pair, with a hint and without the key', async () => {
    const { client } = clientFor(emu.url);
    const ghost = { glossary_id: 'no-such-id', name: 'Ghost', dictionaries: [] };
    const error = (await client.readEntries(ghost, EN_DE).catch((e: unknown) => e)) as StylesyncError;
    expect(error).toBeInstanceOf(StylesyncError);
    expect(error.message).toContain('Glossary "Ghost" (id no-such-id) or its en→de dictionary was not found');
    expect(error.hint).not.toBe('');
    expect(`${error.message}${error.hint}`).not.toContain(KEY);
    const bad = (await client.createGlossary('Bad', [{ ...EN_DE, entries: [['a', 'b'], ['a', 'c']] }]).catch((e: unknown) => e)) as StylesyncError;
    expect(bad).toBeInstanceOf(StylesyncError);
    expect(bad.message).toContain('create glossary "Bad"');
  });

  it('a 403 names the glossary scopes, not the style rules tier', async () => {
    const refusing = await oddServer(() => ({ status: 403, body: json({ message: 'Forbidden' }) }));
    try {
      const error = (await clientFor(refusing.url).client.listGlossaries().catch((e: unknown) => e)) as StylesyncError;
      expect(error.message).toContain('403 Forbidden');
      expect(error.hint).toContain('glossaries:read');
      expect(error.hint).not.toContain('Pro tier');
    } finally {
      await refusing.close();
    }
  });

  it('a 456 on a create says the account holds as many glossaries as its plan allows, and is not retried', async () => {
    const full = await emulator({ glossaryQuota: 1 });
    try {
      const { client, events } = clientFor(full.url);
      await client.createGlossary('First', [{ ...EN_DE, entries: [['a', 'b']] }]);
      const error = (await client.createGlossary('Second', [{ ...EN_DE, entries: [['a', 'b']] }]).catch((e: unknown) => e)) as StylesyncError;
      expect(error.message).toContain('456 Quota Exceeded');
      expect(error.message).toContain('glossary "Second"');
      expect(error.hint).toContain('as many glossaries as its plan allows');
      expect(error.hint).toContain('state: absent');
      expect(events.filter((e) => e.method === 'POST')).toHaveLength(2);
    } finally {
      await full.close();
    }
  });

  it('refuses a glossary_id of "." or "..": a URL would collapse the segment and send the request to another route', async () => {
    const lying = await oddServer(() => ({ status: 200, body: json({ glossaries: [{ glossary_id: '..', name: 'G', dictionaries: [] }] }) }));
    try {
      const error = (await clientFor(lying.url).client.listGlossaries().catch((e: unknown) => e)) as StylesyncError;
      expect(error).toBeInstanceOf(StylesyncError);
      expect(error.message).toContain('glossary_id');
      expect(error.message).toContain('cannot name a glossary in a URL');
    } finally {
      await lying.close();
    }
  });

  it('retries a PATCH and a PUT after a 503, as for lists', async () => {
    const { client } = clientFor(emu.url);
    const g = (await client.createGlossary('G', [{ ...EN_DE, entries: [['a', 'b']] }])).value;
    emu.addFault({ method: 'PATCH', kind: 'status', status: 503, count: 1 });
    emu.addFault({ method: 'PUT', kind: 'status', status: 503, count: 1 });
    await client.patchGlossary(g, { dictionary: { ...EN_DE, entries: [['c', 'd']] } });
    await client.putDictionary(g, { ...EN_DE, entries: [['e', 'f']] });
    const statuses = emu.log.filter((e) => e.method === 'PATCH' || e.method === 'PUT').map((e) => `${e.method} ${e.status}`);
    expect(statuses).toEqual(['PATCH 503', 'PATCH 200', 'PUT 503', 'PUT 200']);
  });
});

describe('live glossary calls against a service of the tests\' own', () => {
  it('reads the entries answer bare (the OpenAPI form) as well as wrapped, and never follows a redirect', async () => {
    const bare = await oddServer(() => ({ status: 200, body: json({ source_lang: 'EN', target_lang: 'DE', entries: 'a\tb\r\nc\td', entries_format: 'tsv' }) }));
    try {
      const read = await clientFor(bare.url).client.readEntries({ glossary_id: 'g', name: 'G', dictionaries: [] }, EN_DE);
      expect([...read.value.entries]).toEqual([
        ['a', 'b'],
        ['c', 'd'],
      ]);
      expect(bare.requests[0]!.url).toBe('/v3/glossaries/g/entries?source_lang=en&target_lang=de');
    } finally {
      await bare.close();
    }
    const moved = await oddServer(() => ({ status: 302, headers: { Location: 'http://127.0.0.1:1/v3/glossaries' } }));
    try {
      const error = (await clientFor(moved.url).client.listGlossaries().catch((e: unknown) => e)) as StylesyncError;
      expect(error.code).toBe('redirected');
      expect(moved.requests).toHaveLength(1);
    } finally {
      await moved.close();
    }
  });
});

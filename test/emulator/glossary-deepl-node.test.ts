import * as deepl from 'deepl-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';

/**
 * DeepL's own Node client against the emulator: its request shapes (form
 * bodies with dotted keys, plain-key PUT, GET query, the entries wrapper) are
 * a second opinion on the wire format that our own client cannot give.
 */
let emu: RunningEmulator;
let client: deepl.DeepLClient;
beforeAll(async () => {
  emu = await startEmulator({ authScheme: 'DeepL-Auth-Key', apiKeys: [{ key: 'deepl-node-key' }] });
  client = new deepl.DeepLClient('deepl-node-key', { serverUrl: emu.url, maxRetries: 0, minTimeout: 5000, sendPlatformInfo: false });
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

const entries = (terms: Record<string, string>) => new deepl.GlossaryEntries({ entries: terms });

describe('deepl-node agrees with the emulator on glossaries', () => {
  it('creates, lists, gets and reads entries', async () => {
    const created = await client.createMultilingualGlossary('Acme Terms', [
      { sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ 'sign in': 'anmelden', 'Acme Cloud': 'Acme Cloud' }) },
      { sourceLangCode: 'en', targetLangCode: 'fr', entries: entries({ 'sign in': 'se connecter' }) },
    ]);
    expect(created.name).toBe('Acme Terms');
    expect(created.dictionaries).toEqual([
      { sourceLangCode: 'en', targetLangCode: 'de', entryCount: 2 },
      { sourceLangCode: 'en', targetLangCode: 'fr', entryCount: 1 },
    ]);
    expect(created.creationTime.getTime()).not.toBeNaN();

    const listed = await client.listMultilingualGlossaries();
    expect(listed.map((g) => g.glossaryId)).toEqual([created.glossaryId]);
    expect((await client.getMultilingualGlossary(created.glossaryId)).name).toBe('Acme Terms');

    const read = await client.getMultilingualGlossaryDictionaryEntries(created, 'en', 'de');
    expect(read.entries.entries()).toEqual({ 'sign in': 'anmelden', 'Acme Cloud': 'Acme Cloud' });
    await expect(client.getMultilingualGlossaryDictionaryEntries(created, 'en', 'it')).rejects.toThrow(deepl.GlossaryNotFoundError);
  });

  it('creates from CSV, updates (merge), replaces, renames and deletes', async () => {
    const g = await client.createMultilingualGlossaryWithCsv('CSV Terms', 'en', 'de', '"sign in",anmelden\nlog out,abmelden,en,de\nignored,ignoré,en,fr');
    expect(g.dictionaries).toEqual([{ sourceLangCode: 'en', targetLangCode: 'de', entryCount: 2 }]);

    const updated = await client.updateMultilingualGlossaryDictionary(g, { sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ 'sign in': 'einloggen', profile: 'Profil' }) });
    expect(updated.dictionaries).toEqual([{ sourceLangCode: 'en', targetLangCode: 'de', entryCount: 3 }]);
    const merged = await client.getMultilingualGlossaryDictionaryEntries(g, 'en', 'de');
    expect(merged.entries.entries()).toEqual({ 'sign in': 'einloggen', 'log out': 'abmelden', profile: 'Profil' });

    const replaced = await client.replaceMultilingualGlossaryDictionary(g, { sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ profile: 'Profil' }) });
    expect(replaced).toEqual({ sourceLangCode: 'en', targetLangCode: 'de', entryCount: 1 });
    const added = await client.replaceMultilingualGlossaryDictionary(g, { sourceLangCode: 'en', targetLangCode: 'fr', entries: entries({ profile: 'profil' }) });
    expect(added.entryCount).toBe(1);

    const renamed = await client.updateMultilingualGlossaryName(g, 'Renamed');
    expect([renamed.glossaryId, renamed.name, renamed.dictionaries.length]).toEqual([g.glossaryId, 'Renamed', 2]);

    await client.deleteMultilingualGlossaryDictionary(g, 'en', 'fr');
    expect((await client.getMultilingualGlossary(g.glossaryId)).dictionaries).toEqual([{ sourceLangCode: 'en', targetLangCode: 'de', entryCount: 1 }]);
    await client.deleteMultilingualGlossary(g);
    expect(await client.listMultilingualGlossaries()).toEqual([]);
    await expect(client.getMultilingualGlossary(g.glossaryId)).rejects.toThrow(deepl.GlossaryNotFoundError);
  });

  it('sees the emulator refuse duplicate source terms with the service message', async () => {
    await expect(
      client.createMultilingualGlossaryWithCsv('Bad', 'en', 'de', 'a,b\na,c'),
    ).rejects.toThrow(/Invalid glossary entries provided.*appears again/);
  });

  it('a glossary deepl-node created applies in translation', async () => {
    const g = await client.createMultilingualGlossary('T', [{ sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ 'sign in': 'anmelden' }) }]);
    const res = await fetch(`${emu.url}/v2/translate`, {
      method: 'POST',
      headers: { Authorization: 'DeepL-Auth-Key deepl-node-key', 'User-Agent': 'stylesync-tests/1.0', 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: ['Please sign in.'], source_lang: 'en', target_lang: 'de', glossary_id: g.glossaryId }),
    });
    expect(((await res.json()) as { translations: Array<{ text: string }> }).translations[0]?.text).toBe('[DE] Please anmelden.');
  });

  // deepl-node sends translate requests as form bodies (glossary_id as a form field).
  it('translates with a glossaryId', async () => {
    const g = await client.createMultilingualGlossary('T', [{ sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ 'sign in': 'anmelden' }) }]);
    const result = await client.translateText('Please sign in.', 'en', 'de', { glossary: g.glossaryId });
    expect(result.text).toBe('[DE] Please anmelden.');
  });

  it('updates and replaces from CSV; language codes in any case name the same dictionary', async () => {
    const g = await client.createMultilingualGlossary('Cased', [{ sourceLangCode: 'EN', targetLangCode: 'DE', entries: entries({ 'sign in': 'anmelden' }) }]);
    expect(g.dictionaries).toEqual([{ sourceLangCode: 'en', targetLangCode: 'de', entryCount: 1 }]);
    await client.updateMultilingualGlossaryDictionaryWithCsv(g, 'EN', 'DE', '"log out",abmelden\nprofile,Profil,en,fr');
    expect((await client.getMultilingualGlossaryDictionaryEntries(g, 'En', 'dE')).entries.entries()).toEqual({ 'sign in': 'anmelden', 'log out': 'abmelden' });
    await client.replaceMultilingualGlossaryDictionaryWithCsv(g, 'en', 'FR', 'profile,profil');
    await client.replaceMultilingualGlossaryDictionaryWithCsv(g, 'en', 'de', '"sign in, now","anmelden, jetzt"');
    expect((await client.getMultilingualGlossaryDictionaryEntries(g, 'en', 'de')).entries.entries()).toEqual({ 'sign in, now': 'anmelden, jetzt' });
    await client.deleteMultilingualGlossaryDictionary(g, 'EN', 'FR');
    await expect(client.deleteMultilingualGlossaryDictionary(g, 'en', 'fr')).rejects.toThrow(deepl.GlossaryNotFoundError);
  });

  it('translates with glossaryIds (deepl-node joins them with commas in one form field)', async () => {
    const first = await client.createMultilingualGlossary('A', [{ sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ 'sign in': 'einloggen' }) }]);
    const second = await client.createMultilingualGlossary('B', [{ sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ 'sign in': 'anmelden', 'log out': 'abmelden' }) }]);
    const result = await client.translateText('Please sign in and log out.', 'en', 'de', { glossaryIds: [first.glossaryId, second] });
    expect(result.text).toBe('[DE] Please einloggen and abmelden.');
  });

  // Where the spec and deepl-node disagree, the emulator follows the spec (docs/glossary-files.md, "deepl-node and the emulator").
  it('terms deepl-node lets through but the spec forbids are refused with the line and the rule', async () => {
    const put = (term: string) => client.createMultilingualGlossary('Bad', [{ sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ ok: 'gut', [term]: 'x' }) }]);
    await expect(put(' padded')).rejects.toThrow(/Bad request.*line 2, column 1: the source term starts with whitespace/);
    await expect(put('del\u007f')).rejects.toThrow(/Bad request.*line 2, column 4: the source term holds the control or line-separator character U\+007F/);
    await expect(client.createMultilingualGlossary('Empty', [{ sourceLangCode: 'en', targetLangCode: 'de', entries: entries({}) }])).rejects.toThrow(/Bad request.*entries is empty; a dictionary holds at least one entry/);
    await expect(client.createMultilingualGlossary('None', [])).rejects.toThrow(/Bad request.*dictionaries is required: an array of at least one dictionary/);
    expect(await client.listMultilingualGlossaries()).toEqual([]);
  });

  it('the last dictionary is not deleted (delete the glossary instead); errors map to deepl-node classes', async () => {
    const g = await client.createMultilingualGlossary('One', [{ sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ a: 'b' }) }]);
    await expect(client.deleteMultilingualGlossaryDictionary(g, 'en', 'de')).rejects.toThrow(/Bad request.*delete the glossary instead/);
    await expect(client.getMultilingualGlossary('00000000-0000-4000-8000-000000000000')).rejects.toThrow(deepl.GlossaryNotFoundError);

    const small = await startEmulator({ authScheme: 'DeepL-Auth-Key', glossaryQuota: 1, apiKeys: [{ key: 'deepl-node-key' }, { key: 'reader-key', scopes: ['glossaries:read'] }] });
    try {
      const options = { serverUrl: small.url, maxRetries: 0, sendPlatformInfo: false };
      const full = new deepl.DeepLClient('deepl-node-key', options);
      await full.createMultilingualGlossary('First', [{ sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ a: 'b' }) }]);
      await expect(full.createMultilingualGlossary('Second', [{ sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ a: 'b' }) }])).rejects.toThrow(deepl.QuotaExceededError);
      const reader = new deepl.DeepLClient('reader-key', options);
      expect(await reader.listMultilingualGlossaries()).toHaveLength(1);
      await expect(reader.createMultilingualGlossary('Third', [{ sourceLangCode: 'en', targetLangCode: 'de', entries: entries({ a: 'b' }) }])).rejects.toThrow(deepl.AuthorizationError);
    } finally {
      await small.close();
    }
  });
});

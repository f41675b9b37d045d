import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import { call, listBody } from './helpers.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stylesync-glossaries-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const body = { name: 'Kept', dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'sign in\tanmelden\nlog out\tabmelden' }] };

describe('glossaries in the data file', () => {
  it('survive a restart with their ids, and new ids never repeat one (same seed)', async () => {
    const file = join(dir, 'state.json');
    const first = await startEmulator({ dataFile: file, randomSeed: 5 });
    const g = (await call(first, 'POST', '/v3/glossaries', { body })).body;
    await call(first, 'PUT', `/v3/glossaries/${g.glossary_id}/dictionaries`, { body: { source_lang: 'en', target_lang: 'fr', entries: 'a\tb' } });
    const before = first.glossaries();
    await first.close();

    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved.format).toBe(1);
    expect(saved.glossaries).toEqual(before);
    expect(saved.glossaries[0].dictionaries[0].entries).toBe('sign in\tanmelden\nlog out\tabmelden');

    const second = await startEmulator({ dataFile: file, randomSeed: 5 });
    try {
      expect(second.glossaries()).toEqual(before);
      const read = await call(second, 'GET', `/v3/glossaries/${g.glossary_id}/entries?source_lang=en&target_lang=de`);
      expect(read.body.dictionaries[0].entries).toBe('sign in\tanmelden\nlog out\tabmelden');
      const list = (await call(second, 'POST', '/v3/style_rules', { body: listBody() })).body;
      const again = (await call(second, 'POST', '/v3/glossaries', { body })).body;
      expect(new Set([g.glossary_id, list.style_id, again.glossary_id]).size).toBe(3);
    } finally {
      await second.close();
    }
  });

  it('loads a data file written before glossaries existed, and refuses a malformed glossary', async () => {
    const file = join(dir, 'old.json');
    await writeFile(file, JSON.stringify({ format: 1, lists: [] }));
    const emu = await startEmulator({ dataFile: file });
    expect(emu.glossaries()).toEqual([]);
    await emu.close();
    await writeFile(file, JSON.stringify({ format: 1, lists: [], glossaries: [{ name: 'no id' }] }));
    await expect(startEmulator({ dataFile: file })).rejects.toThrow(/malformed glossary/);
  });

  it('reset clears glossaries; the control state shows them', async () => {
    const emu = await startEmulator();
    try {
      await call(emu, 'POST', '/v3/glossaries', { body });
      const state = (await fetch(`${emu.url}/__emulator/state`).then((r) => r.json())) as { glossaries: Array<{ name: string }> };
      expect(state.glossaries.map((g) => g.name)).toEqual(['Kept']);
      await fetch(`${emu.url}/__emulator/reset`, { method: 'POST' });
      expect(emu.glossaries()).toEqual([]);
    } finally {
      await emu.close();
    }
  });
});

describe('GET /v3/languages?resource=glossary', () => {
  it('lists base codes only, each usable as source and target (any such pair is valid)', async () => {
    const emu = await startEmulator();
    try {
      const res = await call(emu, 'GET', '/v3/languages?resource=glossary');
      expect(res.status).toBe(200);
      const codes = res.body.map((l: { lang: string }) => l.lang);
      expect(codes).toEqual(expect.arrayContaining(['en', 'de', 'pt', 'zh']));
      expect(codes.filter((c: string) => c.includes('-'))).toEqual([]);
      // Every listed pair is accepted by create.
      const created = await call(emu, 'POST', '/v3/glossaries', { body: { name: 'p', dictionaries: [{ source_lang: 'pt', target_lang: 'zh', entries: 'a\tb' }] } });
      expect(created.status).toBe(201);
    } finally {
      await emu.close();
    }
  });
});

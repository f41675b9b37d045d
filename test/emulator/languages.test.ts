import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLE_LANGUAGES } from '../../src/catalog/types.ts';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { call } from './helpers.ts';

const RESOURCES = ['translate_text', 'translate_document', 'glossary', 'voice', 'write', 'style_rules', 'translation_memory'];

interface Entry {
  lang: string;
  name: string;
  status: string;
  usable_as_source: boolean;
  usable_as_target: boolean;
  features: Record<string, { status: string; external?: boolean }>;
}

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

async function languages(query: string): Promise<Entry[]> {
  const res = await call(emu, 'GET', `/v3/languages?${query}`);
  expect(res.status, query).toBe(200);
  return res.body as Entry[];
}

function byCode(entries: Entry[]): Map<string, Entry> {
  return new Map(entries.map((e) => [e.lang, e]));
}

describe('GET /v3/languages', () => {
  it('requires a known resource', async () => {
    const missing = await call(emu, 'GET', '/v3/languages');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('resource');
    const unknown = await call(emu, 'GET', '/v3/languages?resource=telepathy');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('telepathy');
    expect((await call(emu, 'GET', '/v3/languages?resource=style_rules&include=everything')).status).toBe(400);
  });

  it('answers every resource with well-formed entries', async () => {
    for (const resource of RESOURCES) {
      const entries = await languages(`resource=${resource}`);
      expect(entries.length, resource).toBeGreaterThan(0);
      for (const e of entries) {
        expect(Object.keys(e).sort()).toEqual(['features', 'lang', 'name', 'status', 'usable_as_source', 'usable_as_target']);
        expect(e.usable_as_source || e.usable_as_target).toBe(true);
        for (const feature of Object.values(e.features)) expect(['stable', 'beta', 'early_access']).toContain(feature.status);
      }
    }
  });

  it('lists exactly the eight style-rule languages for style_rules', async () => {
    const codes = (await languages('resource=style_rules')).map((e) => e.lang).sort();
    expect(codes).toEqual([...STYLE_LANGUAGES].sort());
  });

  it('separates base codes from regional variants, with roles that cannot be guessed from the code', async () => {
    const text = byCode(await languages('resource=translate_text'));
    expect(text.get('en')).toMatchObject({ usable_as_source: true, usable_as_target: false });
    for (const variant of ['en-GB', 'en-US', 'pt-BR', 'pt-PT', 'zh-Hans', 'zh-Hant', 'de-CH', 'fr-CA', 'es-419']) {
      expect(text.get(variant), variant).toMatchObject({ usable_as_source: false, usable_as_target: true });
    }
    expect(text.get('pt')).toMatchObject({ usable_as_source: true, usable_as_target: false });
    expect(text.get('de')).toMatchObject({ usable_as_source: true, usable_as_target: true });
    expect(text.get('de')?.features.formality).toEqual({ status: 'stable' });
    expect(text.get('en-GB')?.features.formality).toBeUndefined();
    expect(text.get('de')?.features.tag_handling?.status).toBe('stable');
  });

  it('leaves beta languages out unless include=beta', async () => {
    const stable = await languages('resource=translate_text');
    expect(stable.every((e) => e.status !== 'beta')).toBe(true);
    const withBeta = await languages('resource=translate_text&include=beta');
    const beta = withBeta.filter((e) => e.status === 'beta');
    expect(beta.length).toBeGreaterThan(0);
    expect(withBeta.length).toBe(stable.length + beta.length);
  });

  it('leaves external features out unless include=external; include repeats', async () => {
    const plain = byCode(await languages('resource=voice'));
    expect(plain.get('ja')?.features.translated_speech).toBeUndefined();
    expect(plain.get('de')?.features.translated_speech).toEqual({ status: 'stable' });
    const both = byCode(await languages('resource=voice&include=external&include=beta'));
    expect(both.get('ja')?.features.translated_speech).toEqual({ status: 'beta', external: true });
  });

  it('shows only the features of the asked resource', async () => {
    const voice = byCode(await languages('resource=voice'));
    expect(voice.get('de')?.features.formality).toBeUndefined();
    const style = await languages('resource=style_rules');
    expect(style.every((e) => Object.keys(e.features).length === 0)).toBe(true);
  });
});

describe('GET /v3/languages/resources', () => {
  it('describes every resource and its features', async () => {
    const res = await call(emu, 'GET', '/v3/languages/resources');
    expect(res.status).toBe(200);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(RESOURCES);
    const text = res.body.find((r: { name: string }) => r.name === 'translate_text');
    expect(text.features.map((f: { name: string }) => f.name)).toEqual(['formality', 'glossary', 'tag_handling', 'auto_detection']);
    expect(text.features[0]).toEqual({ name: 'formality', needs_target_support: true });
  });
});

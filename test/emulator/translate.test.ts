import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { call, instruction, listBody } from './helpers.ts';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

async function translate(body: unknown) {
  return call(emu, 'POST', '/v2/translate', { body });
}

describe('POST /v2/translate', () => {
  it('refuses GET with 405 and a query string with 400', async () => {
    const get = await call(emu, 'GET', '/v2/translate?text=hi&target_lang=DE');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const query = await call(emu, 'POST', '/v2/translate?target_lang=DE', { body: { text: ['hi'], target_lang: 'DE' } });
    expect(query.status).toBe(400);
    expect(query.body.message).toMatch(/Query-string/);
  });

  it('returns the text with a target prefix, not a translation', async () => {
    const res = await translate({ text: ['Hello', 'World'], target_lang: 'de' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      translations: [
        { detected_source_language: 'EN', text: '[DE] Hello' },
        { detected_source_language: 'EN', text: '[DE] World' },
      ],
    });
    const withSource = await translate({ text: ['Hallo'], source_lang: 'de', target_lang: 'EN-US' });
    expect(withSource.body.translations[0]).toEqual({ detected_source_language: 'DE', text: '[EN-US] Hallo' });
  });

  it('counts billed characters in code points per translation when asked, as the OpenAPI description places them', async () => {
    const res = await translate({ text: ['héllo 🙂', 'ab'], target_lang: 'FR', show_billed_characters: true, context: 'not billed' });
    expect(res.body).not.toHaveProperty('billed_characters');
    expect(res.body.translations.map((t: { billed_characters: number }) => t.billed_characters)).toEqual([7, 2]);
    const plain = await translate({ text: ['x'], target_lang: 'FR' });
    expect(plain.body).not.toHaveProperty('billed_characters');
    expect(plain.body.translations[0]).not.toHaveProperty('billed_characters');
  });

  it('accepts a form body with repeated text fields, as deepl-node sends it', async () => {
    const form = new URLSearchParams([['text', 'Hello'], ['text', 'héllo 🙂'], ['target_lang', 'DE'], ['show_billed_characters', '1']]);
    const res = await call(emu, 'POST', '/v2/translate', {
      rawBody: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
    });
    expect(res.status).toBe(200);
    expect(res.body.translations).toEqual([
      { detected_source_language: 'EN', text: '[DE] Hello', billed_characters: 5 },
      { detected_source_language: 'EN', text: '[DE] héllo 🙂', billed_characters: 7 },
    ]);
  });

  it('answers 413 past the 128 KiB translate body limit, and 200 at it', async () => {
    const body = (n: number) => JSON.stringify({ text: ['x'.repeat(n)], target_lang: 'DE' });
    const fits = body(128 * 1024 - body(0).length);
    expect((await call(emu, 'POST', '/v2/translate', { rawBody: fits })).status).toBe(200);
    const over = await call(emu, 'POST', '/v2/translate', { rawBody: body(128 * 1024 - body(0).length + 1) });
    expect(over.status).toBe(413);
    expect(over.body.message).toContain('128 KiB');
  });

  it('refuses a form body that is not well formed, naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['target_lang=DE', 'text'],
      ['text=hi&target_lang=DE&target_lang=FR', 'target_lang'],
      ['text=hi&target_lang=DE&show_billed_characters=yes', 'show_billed_characters'],
      ['text=hi&target_lang=DE&translation_memory_threshold=abc', 'translation_memory_threshold'],
    ];
    for (const [raw, field] of cases) {
      const res = await call(emu, 'POST', '/v2/translate', { rawBody: raw, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(res.status, raw).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });

  it('refuses invalid requests with 400 naming the parameter', async () => {
    const cases: Array<[unknown, string]> = [
      [{ target_lang: 'DE' }, 'text'],
      [{ text: 'hi', target_lang: 'DE' }, 'text'],
      [{ text: [1], target_lang: 'DE' }, 'text[0]'],
      [{ text: ['hi'] }, 'target_lang'],
      [{ text: ['hi'], target_lang: 'XX' }, 'target_lang'],
      [{ text: ['hi'], target_lang: 'EN' }, 'target_lang'],
      [{ text: ['hi'], target_lang: 'DE', source_lang: 'EN-GB' }, 'source_lang'],
      [{ text: ['hi'], target_lang: 'DE', glossary_ids: ['a', 'b', 'c', 'd', 'e', 'f'], source_lang: 'EN' }, 'glossary_ids'],
      [{ text: ['hi'], target_lang: 'DE', glossary_ids: ['a'] }, 'source_lang'],
      [{ text: ['hi'], target_lang: 'DE', glossary_ids: ['a'], glossary_id: 'b', source_lang: 'EN' }, 'glossary_id'],
      [{ text: ['hi'], target_lang: 'DE', translation_memory_threshold: 101 }, 'translation_memory_threshold'],
      [{ text: ['hi'], target_lang: 'DE', show_billed_characters: 'yes' }, 'show_billed_characters'],
    ];
    for (const [body, field] of cases) {
      const res = await translate(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });

  it('answers 404 for a translation memory, which the emulator does not hold, and for an unknown glossary', async () => {
    expect((await translate({ text: ['hi'], target_lang: 'DE', translation_memory_id: 'tm-1' })).status).toBe(404);
    expect((await translate({ text: ['hi'], target_lang: 'DE', source_lang: 'EN', glossary_id: 'g-1' })).status).toBe(404);
  });
});

describe('translate with style_id', () => {
  it('answers 404 for an unknown list', async () => {
    const res = await translate({ text: ['hi'], target_lang: 'DE', style_id: 'no-such-list' });
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('no-such-list');
  });

  it('needs the target to match the list language by root', async () => {
    const [en, zh, fr] = emu.seed([listBody(), listBody({ language: 'zh' }), listBody({ language: 'fr' })]);
    for (const target of ['EN-GB', 'EN-US', 'en-gb']) {
      expect((await translate({ text: ['hi'], target_lang: target, style_id: en?.style_id })).status, target).toBe(200);
    }
    expect((await translate({ text: ['hi'], target_lang: 'zh-Hant', style_id: zh?.style_id })).status).toBe(200);
    expect((await translate({ text: ['hi'], target_lang: 'fr-CA', style_id: fr?.style_id })).status).toBe(200);
    const mismatch = await translate({ text: ['hi'], target_lang: 'DE', style_id: fr?.style_id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain('"DE"');
    expect(mismatch.body.message).toContain('"fr"');
  });

  it('turns configured rules into visible rewrites and marks the instructions applied', async () => {
    const [list] = emu.seed([
      listBody({
        language: 'de',
        configured_rules: {
          numbers: { decimal_separator: 'use_comma_as_decimal_separator' },
          dates_and_times: { time_format: 'use_24_hour_clock' },
          punctuation: { quotation_mark: 'use_guillemets' },
        },
        custom_instructions: [instruction('Brand name', 'en'), instruction('Tone', 'en'), instruction('Nur Deutsch', 'fr')],
      }),
    ]);
    const res = await translate({ text: ['Pay 3.5 EUR at 3pm or 3:30 PM, "now".'], source_lang: 'EN', target_lang: 'DE', style_id: list?.style_id });
    expect(res.status).toBe(200);
    expect(res.body.translations[0].text).toBe('[DE] Pay 3,5 EUR at 15:00 or 15:30, «now». ⟦applied: Brand name, Tone⟧');
    const noSource = await translate({ text: ['x'], target_lang: 'DE', style_id: list?.style_id });
    expect(noSource.body.translations[0].text).toBe('[DE] x ⟦applied: Brand name, Tone, Nur Deutsch⟧');
  });

  it('reflects the live state of the list: a rule PUT changes the next answer', async () => {
    const [list] = emu.seed([listBody({ configured_rules: { punctuation: { quotation_mark: 'use_curly_quotation_marks' } } })]);
    const before = await translate({ text: ['say "hi"'], target_lang: 'EN-GB', style_id: list?.style_id });
    expect(before.body.translations[0].text).toBe('[EN-GB] say “hi”');
    await call(emu, 'PUT', `/v3/style_rules/${list?.style_id}/configured_rules`, { body: {} });
    const after = await translate({ text: ['say "hi"'], target_lang: 'EN-GB', style_id: list?.style_id });
    expect(after.body.translations[0].text).toBe('[EN-GB] say "hi"');
  });
});

describe('X-DeepL-Reporting-Tag (spec/service-2026.md, "Custom reporting tags")', () => {
  const body = { text: ['Hello'], target_lang: 'DE' };
  const tagged = (tag: string) => call(emu, 'POST', '/v2/translate', { body, headers: { 'X-DeepL-Reporting-Tag': tag } });

  it('logs the tag as the service stores it (trimmed, lower case), and nothing for a request without one', async () => {
    expect((await tagged('  Stylesync-Preview ')).status).toBe(200);
    expect((await translate(body)).status).toBe(200);
    expect(emu.log.map((e) => e.reportingTag)).toEqual(['stylesync-preview', undefined]);
    const viaControl = await call(emu, 'GET', '/__emulator/log');
    expect(viaControl.body.log[0].reportingTag).toBe('stylesync-preview');
  });

  it('answers 400 for a tag breaking a rule: too long, not ASCII, whitespace inside', async () => {
    expect((await tagged('a'.repeat(100))).status).toBe(200);
    for (const [tag, reason] of [
      ['a'.repeat(101), /101 characters/],
      ['vorschau-ä', /outside ASCII/],
      ['two words', /whitespace inside/],
      ['   ', /empty/],
    ] as const) {
      const res = await tagged(tag);
      expect([res.status, res.body.message], tag).toEqual([400, expect.stringMatching(reason)]);
    }
    expect(emu.log.filter((e) => e.status === 400).every((e) => e.reportingTag === undefined)).toBe(true);
  });
});

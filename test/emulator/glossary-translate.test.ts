import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { applyGlossaryTerms } from '../../src/emulator/glossary-translate.ts';
import { call, listBody } from './helpers.ts';
import { SPEC_MAX_GLOSSARY_IDS } from './glossary-spec.ts';

describe('applyGlossaryTerms (pure)', () => {
  const terms = (entries: Record<string, string>) => new Map(Object.entries(entries));

  it('replaces whole words exactly, longest term first, without re-scanning replacements', () => {
    const d = terms({ 'sign in': 'anmelden', sign: 'Zeichen', a: 'b', b: 'c' });
    expect(applyGlossaryTerms('Please sign in, then sign.', [d])).toBe('Please anmelden, then Zeichen.');
    expect(applyGlossaryTerms('a b', [d])).toBe('b c');
    expect(applyGlossaryTerms('signing in, SIGN IN', [d])).toBe('signing in, SIGN IN');
  });

  it('matches a term with its first letter in either case, as the checks do, capitalising the target where the text capitalises the term; a term as written wins', () => {
    const d = terms({ 'sign in': 'anmelden', 'Acme Cloud': 'Acme Cloud', US: 'USA' });
    expect(applyGlossaryTerms('Sign in to acme Cloud in the US, not the us.', [d])).toBe('Anmelden to Acme Cloud in the USA, not the us.');
    const both = terms({ 'sign in': 'anmelden', 'Sign in': 'Einloggen' });
    expect(applyGlossaryTerms('Sign in, then sign in.', [both])).toBe('Einloggen, then anmelden.');
    // The first glossary holding the term either way gives it, as in the checks' derived expectations.
    expect(applyGlossaryTerms('Sign in.', [terms({ 'sign in': 'anmelden' }), terms({ 'Sign in': 'Einloggen' })])).toBe('Anmelden.');
    // A lower-case first letter in the text keeps the target as written: German capitalises its nouns.
    expect(applyGlossaryTerms('Open the settings.', [terms({ Settings: 'Einstellungen' })])).toBe('Open the Einstellungen.');
    // A target whose first character has no case stays as it is.
    expect(applyGlossaryTerms('Sign in', [terms({ 'sign in': '登录' })])).toBe('登录');
  });

  it('matches terms that start or end with punctuation without word boundaries there; the first glossary wins a term', () => {
    const first = terms({ 'C++': 'C-plus-plus', cloud: 'Wolke' });
    const second = terms({ cloud: 'Cloud', über: 'over' });
    expect(applyGlossaryTerms('C++ cloud über überall', [first, second])).toBe('C-plus-plus Wolke over überall');
    expect(applyGlossaryTerms('unchanged', [])).toBe('unchanged');
  });
});

describe('POST /v2/translate with glossaries', () => {
  let emu: RunningEmulator;
  let glossaryId: string;
  let other: string;
  beforeAll(async () => {
    emu = await startEmulator();
  });
  afterAll(() => emu.close());
  beforeEach(async () => {
    emu.reset();
    const created = await call(emu, 'POST', '/v3/glossaries', {
      body: { name: 'Acme', dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'sign in\tanmelden\n3.5 GB\t3.5 GB' }] },
    });
    glossaryId = created.body.glossary_id;
    other = (await call(emu, 'POST', '/v3/glossaries', { body: { name: 'Other', dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'sign in\teinloggen\nlog out\tabmelden' }] } })).body.glossary_id;
  });

  const translate = (body: Record<string, unknown>) => call(emu, 'POST', '/v2/translate', { body: { text: ['Please sign in and log out.'], target_lang: 'DE', source_lang: 'EN', ...body } });

  it('applies glossary_id visibly, before the style rules rewrite', async () => {
    const res = await translate({ glossary_id: glossaryId });
    expect(res.status).toBe(200);
    expect(res.body.translations[0].text).toBe('[DE] Please anmelden and log out.');
    const style = (await call(emu, 'POST', '/v3/style_rules', { body: listBody({ language: 'de', configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } } }) })).body;
    const both = await call(emu, 'POST', '/v2/translate', { body: { text: ['sign in with 3.5 GB'], target_lang: 'DE', source_lang: 'en', glossary_id: glossaryId, style_id: style.style_id } });
    expect(both.body.translations[0].text).toBe('[DE] anmelden with 3,5 GB');
  });

  it('applies glossary_ids in the order named; a regional target uses the base pair', async () => {
    const res = await translate({ glossary_ids: [other, glossaryId] });
    expect(res.body.translations[0].text).toBe('[DE] Please einloggen and abmelden.');
    const swapped = await translate({ glossary_ids: [glossaryId, other] });
    expect(swapped.body.translations[0].text).toBe('[DE] Please anmelden and abmelden.');
    await call(emu, 'PUT', `/v3/glossaries/${glossaryId}/dictionaries`, { body: { source_lang: 'en', target_lang: 'pt', entries: 'sign in\tentrar' } });
    const regional = await translate({ glossary_id: glossaryId, target_lang: 'PT-BR' });
    expect(regional.body.translations[0].text).toBe('[PT-BR] Please entrar and log out.');
  });

  it('refuses what the spec refuses: no source_lang, a glossary without the pair, both fields, too many ids', async () => {
    const noSource = await call(emu, 'POST', '/v2/translate', { body: { text: ['x'], target_lang: 'DE', glossary_id: glossaryId } });
    expect([noSource.status, noSource.body.message]).toEqual([400, expect.stringMatching(/source_lang is required/)]);
    const noPair = await translate({ glossary_id: glossaryId, target_lang: 'FR' });
    expect([noPair.status, noPair.body.message]).toEqual([400, expect.stringMatching(/no dictionary for en→fr/)]);
    const oneLacking = await translate({ glossary_ids: [glossaryId, other], target_lang: 'FR' });
    expect(oneLacking.status).toBe(400);
    expect((await translate({ glossary_id: glossaryId, glossary_ids: [other] })).status).toBe(400);
    const many = await translate({ glossary_ids: Array.from({ length: SPEC_MAX_GLOSSARY_IDS + 1 }, () => glossaryId) });
    expect([many.status, many.body.message]).toEqual([400, expect.stringContaining(`at most ${SPEC_MAX_GLOSSARY_IDS}`)]);
    const unknown = await translate({ glossary_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
  });

  it('a form body names glossary_ids by repeated fields or comma-separated in one (as deepl-node sends them)', async () => {
    const form = (ids: Array<[string, string]>) =>
      call(emu, 'POST', '/v2/translate', {
        rawBody: new URLSearchParams([['text', 'Please sign in and log out.'], ['target_lang', 'DE'], ['source_lang', 'EN'], ...ids]).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    const text = (res: Awaited<ReturnType<typeof form>>) => [res.status, res.body.translations?.[0]?.text ?? res.body.message];
    expect(text(await form([['glossary_ids', `${other},${glossaryId}`]]))).toEqual([200, '[DE] Please einloggen and abmelden.']);
    expect(text(await form([['glossary_ids', glossaryId], ['glossary_ids', other]]))).toEqual([200, '[DE] Please anmelden and abmelden.']);
    expect(text(await form([['glossary_ids', `${glossaryId},,${other}`]]))).toEqual([400, expect.stringMatching(/empty id/)]);
    const six = Array.from({ length: SPEC_MAX_GLOSSARY_IDS + 1 }, () => glossaryId).join(',');
    expect(text(await form([['glossary_ids', six]]))).toEqual([400, expect.stringContaining(`at most ${SPEC_MAX_GLOSSARY_IDS}`)]);
    // JSON keeps the spec's array: a comma-joined string there is a type error, not two ids.
    expect((await translate({ glossary_ids: `${other},${glossaryId}` })).status).toBe(400);
  });

  it('uses the entries as they are after each write (PATCH adds a longer term, PUT removes one)', async () => {
    expect((await translate({ glossary_id: other })).body.translations[0].text).toBe('[DE] Please einloggen and abmelden.');
    await call(emu, 'PATCH', `/v3/glossaries/${other}`, { body: { dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'Please sign in\tBitte melden Sie sich an' }] } });
    expect((await translate({ glossary_id: other })).body.translations[0].text).toBe('[DE] Bitte melden Sie sich an and abmelden.');
    await call(emu, 'PUT', `/v3/glossaries/${other}/dictionaries`, { body: { source_lang: 'en', target_lang: 'de', entries: 'log out\tabmelden' } });
    expect((await translate({ glossary_id: other })).body.translations[0].text).toBe('[DE] Please sign in and abmelden.');
  });

  it('refuses a language without features.glossary in translate_text', async () => {
    const res = await translate({ glossary_id: glossaryId, target_lang: 'DE-CH' });
    expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(/DE-CH does not support glossaries/)]);
  });
});

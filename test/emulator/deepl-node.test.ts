import * as deepl from 'deepl-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';

/**
 * DeepL's own Node client (npm `deepl-node`) against the emulator over HTTP: the
 * emulator must answer what the official client sends (form bodies on translate,
 * `DeepL-Auth-Key`, per-translation `billed_characters`, instructions without
 * `source_language`), not only what stylesync's client sends.
 */
let emu: RunningEmulator;
let client: deepl.DeepLClient;

beforeAll(async () => {
  emu = await startEmulator({ authScheme: 'DeepL-Auth-Key', apiKeys: [{ key: 'deepl-node-test-key' }] });
  client = new deepl.DeepLClient('deepl-node-test-key', { serverUrl: emu.url, maxRetries: 0, sendPlatformInfo: false });
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

describe('deepl-node through the emulator', () => {
  it('translates texts without a style_id, with the billed characters per text', async () => {
    const results = await client.translateText(['Hello', 'héllo 🙂'], 'en', 'de');
    expect(results.map((r) => r.text)).toEqual(['[DE] Hello', '[DE] héllo 🙂']);
    expect(results.map((r) => r.billedCharacters)).toEqual([5, 7]);
    expect(results[0]?.detectedSourceLang).toBe('en');
  });

  it('translates with a style_id, applying the list and its instructions', async () => {
    const list = await client.createStyleRule({
      name: 'deepl-node DE',
      language: 'de',
      configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } },
      custom_instructions: [{ label: 'Any source', prompt: 'Keep it short.' }],
    });
    const result = await client.translateText('It costs 3.5 euros.', null, 'de', { styleRule: list.styleId });
    expect(result.text).toBe('[DE] It costs 3,5 euros. ⟦applied: Any source⟧');
    expect(result.billedCharacters).toBe(19);
    const wrongLanguage = client.translateText('Hello', null, 'fr', { styleRule: list.styleId });
    await expect(wrongLanguage).rejects.toThrow(/does not match/);
  });

  it('manages style rule lists and instructions, one without source_language included', async () => {
    const created = await client.createStyleRule({ name: 'Managed', language: 'en' });
    expect(created.version).toBe(1);

    const withSource = await client.createStyleRuleCustomInstruction(created.styleId, { label: 'Brand', prompt: 'Keep "Acme".', source_language: 'de' });
    expect(withSource.sourceLanguage).toBe('de');
    const without = await client.createStyleRuleCustomInstruction(created.styleId, { label: 'Tone', prompt: 'Be formal.' });
    expect(without.sourceLanguage).toBeUndefined();

    const updated = await client.updateStyleRuleCustomInstruction(created.styleId, without.id as string, { label: 'Tone', prompt: 'Be very formal.' });
    expect(updated).toEqual({ id: without.id as string, label: 'Tone', prompt: 'Be very formal.', sourceLanguage: undefined });
    expect((await client.getStyleRuleCustomInstruction(created.styleId, without.id as string)).prompt).toBe('Be very formal.');

    const rules = await client.updateStyleRuleConfiguredRules(created.styleId, { punctuation: { quotation_mark: 'use_guillemets' } });
    expect(rules.version).toBe(5);
    const renamed = await client.updateStyleRuleName(created.styleId, 'Managed (renamed)');
    expect(renamed.name).toBe('Managed (renamed)');

    const [listed] = await client.getAllStyleRules(0, 25, true);
    expect(listed?.styleId).toBe(created.styleId);
    expect(listed?.customInstructions?.map((i) => [i.label, i.sourceLanguage])).toEqual([
      ['Brand', 'de'],
      ['Tone', undefined],
    ]);
    expect(listed?.version).toBe(6);

    await client.deleteStyleRuleCustomInstruction(created.styleId, withSource.id as string);
    expect((await client.getStyleRule(created.styleId)).customInstructions).toHaveLength(1);
    await client.deleteStyleRule(created.styleId);
    expect(emu.lists()).toEqual([]);
  });

  it('sees 456 as the quota error it is', async () => {
    emu.addFault({ route: '/v2/translate', kind: 'status', status: 456, count: 1 });
    await expect(client.translateText('Hello', null, 'de')).rejects.toBeInstanceOf(deepl.QuotaExceededError);
  });
});

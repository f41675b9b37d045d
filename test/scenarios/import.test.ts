import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { LiveList } from '../../src/catalog/types.ts';
import { KEY } from '../world/keys.ts';
import { ACME_DE_LIVE, notLanguageRead, requests } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

const w = worldEach();

const awkward = [
  { label: 'Multi-line', prompt: 'First line.\nSecond line with "quotes" and \'apostrophes\'.\n\n  Indented third.', source_language: 'en' },
  { label: 'Quotes: "double" & #hash', prompt: '"Starts with a quote" and ends with a colon:', source_language: 'en' },
  { label: 'yes', prompt: '  leading and trailing spaces  ', source_language: 'de' },
  { label: 'Emoji 😀', prompt: 'Keep 😀 and the non-breaking\u00a0space; 3 > 2 < 4 | pipe', source_language: 'en' },
  { label: '123', prompt: 'Trailing newline\n', source_language: 'en' },
];

describe('import', () => {
  it('writes one pinned file per live list, and a plan right after shows no changes', async () => {
    const seeded = w.emu.seed([
      { name: 'Acme Marketing DE', language: 'de', configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' }, punctuation: { quotation_mark: 'use_guillemets' } }, custom_instructions: awkward },
      // Rules stylesync's catalog does not know yet are carried through, never dropped.
      { name: 'Acme Marketing DE!', language: 'de', configured_rules: { future_group: { future_rule: 'some_value' } }, custom_instructions: [] },
      { name: 'サポート 日本', language: 'ja', configured_rules: {}, custom_instructions: [{ label: 'Politeness', prompt: 'です・ます調で書く。', source_language: 'ja' }] },
    ]);
    const imported = await w.cli(['import']);
    expect(imported.code).toBe(0);
    expect(await w.files('styles')).toEqual(['acme-marketing-de-2.yaml', 'acme-marketing-de.yaml', 'サポート-日本.yaml']);

    const text = await w.read('styles/acme-marketing-de.yaml');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../schema/style-list.schema.json');
    const doc = parse(text);
    const first = seeded[0] as LiveList;
    expect(doc.style_id).toBe(first.style_id);
    expect(doc.custom_instructions).toEqual(awkward);
    expect(parse(await w.read('styles/acme-marketing-de-2.yaml')).configured_rules).toEqual({ future_group: { future_rule: 'some_value' } });

    const mark = w.emu.log.length;
    const validate = await w.cli(['plan', '--detailed-exitcode']);
    expect(validate.stderr).not.toContain('error');
    expectRun(validate, 0, { stdout: ['No changes. The live lists match the style files.'] });
    expect(requests(w.emu).slice(mark).filter(notLanguageRead)).toEqual(['GET /v3/style_rules']);
  });

  it('leaves files that already manage a list alone unless --force, and adds new lists', async () => {
    const [live] = w.emu.seed([ACME_DE_LIVE]) as [LiveList];
    expect((await w.cli(['import'])).code).toBe(0);
    const edited = (await w.read('styles/acme-de.yaml')).replace('configured_rules: {}', 'configured_rules:\n  numbers:\n    decimal_separator: use_comma_as_decimal_separator');
    await w.write('styles/acme-de.yaml', edited);
    w.emu.seed([{ name: 'Acme FR', language: 'fr', configured_rules: {}, custom_instructions: [] }]);

    const again = await w.cli(['import']);
    expectRun(again, 0, { stdout: ['= styles/acme-de.yaml  (Acme DE: already managed, not overwritten)', '+ styles/acme-fr.yaml'] });
    expect(await w.read('styles/acme-de.yaml')).toBe(edited);

    const forced = await w.cli(['import', '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(`~ styles/acme-de.yaml  (Acme DE, style_id ${live.style_id})`);
    expect(parse(await w.read('styles/acme-de.yaml')).configured_rules).toEqual({});
    expect(await w.files('styles')).toEqual(['acme-de.yaml', 'acme-fr.yaml']);
  });

  it('never takes the name of an unrelated file, and honours --dir', async () => {
    await w.write('imported/acme-de.yaml', '# not a style file of this list\nname: Something else\nlanguage: de\n');
    w.emu.seed([ACME_DE_LIVE]);
    const imported = await w.cli(['import', '--dir', 'imported']);
    expect(imported.code).toBe(0);
    expect(await w.files('imported')).toEqual(['acme-de-2.yaml', 'acme-de.yaml']);
    expect(await w.read('imported/acme-de.yaml')).toContain('Something else');
  });

  it('never writes a file for a list that holds the API key, says which list, and writes the others', async () => {
    const encoded = Buffer.from(KEY).toString('base64');
    const seeded = w.emu.seed([
      { name: `Team ${KEY}`, language: 'de', configured_rules: {}, custom_instructions: [] },
      { name: 'Prompt leak', language: 'de', configured_rules: {}, custom_instructions: [{ label: 'Tone', prompt: `Use ${encoded.toUpperCase()} nowhere`, source_language: 'en' }] },
      { name: 'Label leak', language: 'de', configured_rules: {}, custom_instructions: [{ label: KEY.toLowerCase(), prompt: 'p' }] },
      { name: 'Clean', language: 'de', configured_rules: {}, custom_instructions: [] },
    ]) as LiveList[];
    const imported = await w.cli(['import']);
    expect(imported.code).toBe(1);
    expect(await w.files('styles')).toEqual(['clean.yaml']);
    expect(imported.stdout).toContain('+ styles/clean.yaml');
    expect(imported.stderr).toContain(`error: the live list "Team ***" (style_id ${seeded[0]?.style_id}) holds the API key in name; import did not write its file`);
    expect(imported.stderr).toContain(`(style_id ${seeded[2]?.style_id}) holds the API key in custom_instructions[0].label`);
    // base64 of the key, upper-cased: masked in any letter case, as redaction does.
    expect(imported.stderr).toContain(`(style_id ${seeded[1]?.style_id}) holds the API key in custom_instructions[0].prompt`);
    expect(imported.stderr).toContain('hint: Remove the key from that list on the service');
    await w.read('styles/clean.yaml');
  });

  it('adds live rules the catalog lacks to extra_rules in stylesync.yaml, so the next plan is empty', async () => {
    await w.write('stylesync.yaml', '# the team config\nstyles_dir: styles   # where the lists live\n');
    w.emu.seed([
      { name: 'New rule', language: 'de', configured_rules: { numbers: { brand_new_rule: 'on', decimal_separator: 'use_comma_as_decimal_separator' } }, custom_instructions: [] },
    ]);
    const imported = await w.cli(['import']);
    expectRun(imported, 0, { stderr: ['Added numbers.brand_new_rule to `extra_rules` in stylesync.yaml'] });
    const config = await w.read('stylesync.yaml');
    expect(config).toContain('# the team config');
    expect(config).toContain('styles_dir: styles # where the lists live');
    expect(parse(config).extra_rules).toEqual(['numbers.brand_new_rule']);
    const plan = await w.cli(['plan', '--detailed-exitcode']);
    expect(plan.stderr).not.toContain('error');
    expectRun(plan, 0, { stdout: ['No changes.'] });
  });

  it('round-trips an instruction without source_language: import, then an empty plan', async () => {
    w.emu.seed([{ name: 'No source', language: 'en', configured_rules: {}, custom_instructions: [{ label: 'Any', prompt: 'Be brief.' }] }]);
    expect((await w.cli(['import'])).code).toBe(0);
    const doc = parse(await w.read('styles/no-source.yaml'));
    expect(doc.custom_instructions).toEqual([{ label: 'Any', prompt: 'Be brief.' }]);
    const plan = await w.cli(['plan', '--detailed-exitcode']);
    expect(plan.code).toBe(0);
    // Giving it a source language in the file is a change: the live one has none.
    await w.write('styles/no-source.yaml', (await w.read('styles/no-source.yaml')).replace('prompt: Be brief.', 'prompt: Be brief.\n    source_language: en'));
    const changed = await w.cli(['plan', '--detailed-exitcode']);
    expectRun(changed, 2, { stdout: ['source_language: (unset) → en'] });
    expect((await w.cli(['apply', '--yes'])).code).toBe(0);
    expect(w.emu.lists()[0]?.custom_instructions[0]?.source_language).toBe('en');
  });
});

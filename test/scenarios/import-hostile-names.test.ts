import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { call } from '../emulator/helpers.ts';
import { KEY } from '../world/keys.ts';
import { worldEach } from '../world/world.ts';
import { expectContains } from '../world/expect-contains.ts';
import { expectRun } from '../world/expect-run.ts';

const w = worldEach();

const BIDI = 'Acme \u202eED\u202c';
const TAGGED = 'Acme\u{E0041}\u{E0042} FR';
const list = (name: string, language = 'de', configured_rules: Record<string, Record<string, string>> = {}) => ({ name, language, configured_rules, custom_instructions: [] });

async function seedGlossary(name: string): Promise<string> {
  const body = { name, dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' }] };
  const answer = await call(w.emu, 'POST', '/v3/glossaries', { body, key: KEY });
  expect(answer.status).toBe(201);
  return (answer.body as { glossary_id: string }).glossary_id;
}

async function names(dir: string): Promise<string[]> {
  const files = await w.files(dir);
  return Promise.all(files.filter((f) => f.endsWith('.yaml')).map(async (f) => (parse(await w.read(`${dir}/${f}`)) as { name: string }).name));
}

describe('import of live names validate would refuse', () => {
  it('writes twins, hidden characters and a misspelt-looking group so that validate accepts the files, and says what it changed', async () => {
    w.emu.seed([list('Twin'), list('Twin', 'fr'), list(BIDI), list(TAGGED, 'fr'), list('Dates', 'de', { date_and_times: { time_format: 'use_24_hour_clock' } })]);
    await seedGlossary('Terms');
    await seedGlossary('Terms');
    await seedGlossary('Terms \u2066x\u2069');
    const r = await w.cli(['import']);
    expect(r.code).toBe(0);
    expect((await names('styles')).sort()).toEqual(['Acme ED', 'Acme FR', 'Dates', 'Twin', 'Twin (2)']);
    expect((await names('glossaries')).sort()).toEqual(['Terms', 'Terms (2)', 'Terms x']);
    const dates = parse(await w.read('styles/dates.yaml')) as Record<string, unknown>;
    expect(dates.allow_unknown_rules).toEqual(['date_and_times']);

    expect(r.stderr).toMatch(/note: styles\/twin-2\.yaml: the live list "Twin" \(style_id [^)]+\) is written as "Twin \(2\)": another list already has the name "Twin"/);
    expectContains(r.stderr, [
      'which validate refuses: a reviewer could not see it',
      '(U+202E)',
      '(U+E0041)',
      'the next apply renames the live list to match',
    ]);
    expect(r.stderr).toMatch(/note: glossaries\/terms-2\.yaml: the live glossary "Terms" \(glossary_id [^)]+\) is written as "Terms \(2\)"/);
    expect(r.stderr).toContain('rule group `date_and_times`, one edit from `dates_and_times`');
    expect(r.stderr).not.toMatch(/[\u202e\u2066\u{E0041}]/u);

    const validated = await w.cli(['validate', '--strict']);
    expect(validated.stdout).toContain('0 errors, 0 warnings');
    expect(validated.code).toBe(0);
  });
});

describe('validate and hidden characters in names', () => {
  it('refuses bidirectional overrides, isolates and tag characters in list and glossary names', async () => {
    await w.write('styles/a.yaml', `name: "Acme \\u202EDE"\nlanguage: de\n`);
    await w.write('styles/b.yaml', `name: "Acme\\U000E0041 FR"\nlanguage: fr\n`);
    await w.write('glossaries/g.yaml', `name: "Terms \\u2066x\\u2069"\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries: { a: b }\n`);
    const r = await w.cli(['validate']);
    expectRun(r, 1, {
      stdout: [
        'styles/a.yaml:1:7: error: name holds a bidirectional override (U+202E at character 6)',
        'styles/b.yaml:1:7: error: name holds a Unicode tag character (U+E0041 at character 5)',
        'glossaries/g.yaml:1:7: error: name holds a bidirectional override (U+2066 at character 7)',
      ],
    });
    expect(r.stdout.match(/\[hidden-character\]/g)).toHaveLength(3);
  });
});

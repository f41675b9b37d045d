import { describe, expect, it } from 'vitest';
import { events, useStage } from '../world/action.ts';

// The Action from source (INPUT_* variables, the fake GitHub API) with
// check-translations: the pull-request comment and the job summary carry the
// expectations derived from glossary terms, marked as derived with both
// sides, and the one coverage line.

const s = useStage();

const STYLE = `name: Acme DE
language: de
glossaries: [Acme Terms]
configured_rules:
  numbers:
    decimal_separator: use_comma_as_decimal_separator
examples:
  - text: Please sign in.
    source_language: en
    covers: [numbers.decimal_separator]
`;

const ACME = `name: Acme Terms
dictionaries:
  - source_language: en
    target_language: de
    entries:
      sign in: anmelden
      log out: abmelden
`;

describe('the Action with check-translations: derived expectations and coverage', () => {
  it('the comment and the summary show a derived expectation failing before and passing after, and the coverage line', async () => {
    s.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } }, custom_instructions: [] }]);
    const client = s.client();
    await client.createGlossary('Acme Terms', [{ source_lang: 'en', target_lang: 'de', entries: [['sign in', 'einloggen'], ['log out', 'abmelden']] }]);
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', STYLE);
    await s.write('glossaries/acme.yaml', ACME);
    const base = s.commit('glossary');

    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ 'check-translations': 'true' }));
    expect(result.code, result.stdout).toBe(0);
    const derived = '- ✅ derived from glossary terms, "Please sign in.": live ❌ → this pull request ✅: "sign in" → contains "anmelden"';
    const coverage = 'Coverage: terms 1 of 2 (50%), rules 1 of 1 (100%) exercised by examples in all the files, not only those changed (`stylesync validate --coverage` lists what no example exercises).';
    expect(result.summary).toContain(derived);
    expect(result.summary).toContain(coverage);
    const comment = s.github.comments(7)[0]?.body ?? '';
    expect(comment).toContain(derived);
    expect(comment).toContain(coverage);
  });
});

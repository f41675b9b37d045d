import { describe, expect, it } from 'vitest';
import type { RuleMap } from '../../src/catalog/types.ts';
import { PREVIEW_PREFIX } from '../../src/plan/preview.ts';
import { events, useStage } from '../world/action.ts';
import { signInGlossary, signInStyle } from '../world/files.ts';
import { expectContains } from '../world/expect-contains.ts';

// The Action from source (INPUT_* variables, a temporary GITHUB_STEP_SUMMARY,
// the local fake GitHub API) with check-translations and a glossary: the
// reviewer sees "sign in → anmelden" take effect on a sentence, and the
// expectations derived from glossary terms, marked as derived with both
// sides, with the one coverage line.

const s = useStage();

/**
 * The service holds the list Acme DE (`rules`) and the glossary Acme Terms
 * (`entries`, en→de); the repository's files (`style`, `glossary`) are planned
 * on a pull request with check-translations, which must succeed.
 */
async function checkTranslations(live: { rules?: RuleMap; entries: Array<[string, string]> }, files: { style: string; glossary: string }) {
  s.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: live.rules ?? {}, custom_instructions: [] }]);
  await s.client().createGlossary('Acme Terms', [{ source_lang: 'en', target_lang: 'de', entries: live.entries }]);
  await s.write('stylesync.yaml', 'styles_dir: styles\n');
  await s.write('styles/de.yaml', files.style);
  await s.write('glossaries/acme.yaml', files.glossary);
  const base = s.commit('glossary');
  const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ 'check-translations': 'true' }));
  expect(result.code, result.stdout).toBe(0);
  return result;
}

// A changed term: "sign in" was einloggen on the service, anmelden in the file.
const STYLE_TERM = signInStyle();
const ACME_TERM = signInGlossary('anmelden');

// Derived expectations and coverage: a rule the example covers, and two terms of which the example uses one.
const STYLE_DERIVED = `name: Acme DE
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

const ACME_DERIVED = `name: Acme Terms
dictionaries:
  - source_language: en
    target_language: de
    entries:
      sign in: anmelden
      log out: abmelden
`;

describe('check-translations with glossaries', () => {
  it('shows the glossary term change before/after in the summary and the sticky comment, and leaves no copy', async () => {
    const result = await checkTranslations({ entries: [['sign in', 'einloggen']] }, { style: STYLE_TERM, glossary: ACME_TERM });
    expectContains(result.summary, [
      '**Translate checks:** all passed',
      'with glossary <b>Acme Terms</b> (changed)',
      '\\[DE\\] Please einloggen. | \\[DE\\] Please <del>einloggen</del> <b>anmelden</b>. |',
      'Examples of glossary <b>Acme Terms</b>',
    ]);
    const comment = s.github.comments(7)[0]?.body ?? '';
    expect(comment).toContain('<del>einloggen</del> <b>anmelden</b>');
    expect(s.emu.glossaries().filter((g) => g.name.startsWith(PREVIEW_PREFIX))).toEqual([]);
    // The live glossary was only read: the pull request applies nothing.
    expect(s.emu.glossaries().map((g) => g.dictionaries.map((d) => d.entries))).toEqual([['sign in\teinloggen']]);
  });

  it('the comment and the summary show a derived expectation failing before and passing after, and the coverage line', async () => {
    const rules = { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } };
    const result = await checkTranslations({ rules, entries: [['sign in', 'einloggen'], ['log out', 'abmelden']] }, { style: STYLE_DERIVED, glossary: ACME_DERIVED });
    const derived = '- ✅ derived from glossary terms, "Please sign in.": live ❌ → this pull request ✅: "sign in" → contains "anmelden"';
    const coverage = 'Coverage: terms 1 of 2 (50%), rules 1 of 1 (100%) exercised by examples in all the files, not only those changed (`stylesync validate --coverage` lists what no example exercises).';
    expect(result.summary).toContain(derived);
    expect(result.summary).toContain(coverage);
    const comment = s.github.comments(7)[0]?.body ?? '';
    expect(comment).toContain(derived);
    expect(comment).toContain(coverage);
  });
});

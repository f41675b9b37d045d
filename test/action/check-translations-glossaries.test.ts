import { describe, expect, it } from 'vitest';
import { PREVIEW_PREFIX } from '../../src/plan/preview.ts';
import { events, useStage } from '../world/action.ts';

// The Action from source (INPUT_* variables, a temporary GITHUB_STEP_SUMMARY,
// the local fake GitHub API) with check-translations and a glossary whose term
// changes: the reviewer sees "sign in → anmelden" take effect on a sentence.

const s = useStage();

const STYLE = `name: Acme DE
language: de
glossaries: [Acme Terms]
examples:
  - text: Please sign in.
    source_language: en
    expect:
      contains: [anmelden]
`;

const ACME = `name: Acme Terms
dictionaries:
  - source_language: en
    target_language: de
    entries:
      sign in: anmelden
examples:
  - text: Please sign in to Acme Cloud.
    source_language: en
    target_language: de
`;

describe('check-translations with glossaries', () => {
  it('shows the glossary term change before/after in the summary and the sticky comment, and leaves no copy', async () => {
    s.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    const client = s.client();
    await client.createGlossary('Acme Terms', [{ source_lang: 'en', target_lang: 'de', entries: [['sign in', 'einloggen']] }]);
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', STYLE);
    await s.write('glossaries/acme.yaml', ACME);
    const base = s.commit('glossary');

    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ 'check-translations': 'true' }));
    expect(result.code, result.stdout).toBe(0);
    expect(result.summary).toContain('**Translate checks:** all passed');
    expect(result.summary).toContain('with glossary <b>Acme Terms</b> (changed)');
    expect(result.summary).toContain('\\[DE\\] Please einloggen. | \\[DE\\] Please <del>einloggen</del> <b>anmelden</b>. |');
    expect(result.summary).toContain('Examples of glossary <b>Acme Terms</b>');
    const comment = s.github.comments(7)[0]?.body ?? '';
    expect(comment).toContain('<del>einloggen</del> <b>anmelden</b>');
    expect(s.emu.glossaries().filter((g) => g.name.startsWith(PREVIEW_PREFIX))).toEqual([]);
    // The live glossary was only read: the pull request applies nothing.
    expect(s.emu.glossaries().map((g) => g.dictionaries.map((d) => d.entries))).toEqual([['sign in\teinloggen']]);
  });
});

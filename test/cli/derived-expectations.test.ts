import { describe, expect, it } from 'vitest';
import { glossaryFile } from '../world/files.ts';
import { ACME_DE_LIVE } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectContains } from '../world/expect-contains.ts';
import { expectRun } from '../world/expect-run.ts';

// Derived expectations through the CLI against the emulator: an example
// whose text holds a glossary term expects the term's target, with no
// expectation written for it. The emulator applies a term as the checks match
// it (its first letter in either case), then the list's rules rewrite the
// text, so a rule can undo a term's target.

const STYLE = (text: string) => `name: Acme DE
language: de
glossaries: [Acme Terms]
examples:
  - text: ${text}
    source_language: en
`;

const ACME = glossaryFile({ name: 'Acme Terms', dictionaries: { de: { 'sign in': 'anmelden', dashboard: 'Dashboard' } } });

const w = worldEach({
  files: { 'glossaries/acme.yaml': ACME },
  lists: [ACME_DE_LIVE],
  glossaries: [
    { name: 'Acme Terms', dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: [['sign in', 'einloggen'], ['dashboard', 'Dashboard']] }] },
  ],
});

describe('derived expectations', () => {
  it('a term change shows its derived expectation failing before and passing after, in one preview, and the plan passes', async () => {
    await w.write('styles/de.yaml', STYLE('Please sign in to the design input page.'));
    const r = await w.cli(['plan', '--check-translations']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('before: [DE] Please einloggen to the design input page.');
    expect(r.stdout).toContain('after:  [DE] Please anmelden to the design input page.');
    expect(r.stdout).toContain('derived: "sign in" → contains "anmelden": before ✗, after ✓  # glossary "Acme Terms", glossaries/acme.yaml:6');
    // "design input" does not hold the term "sign in", and "dashboard" is not in the text.
    expect(r.stdout.match(/derived:/g)).toHaveLength(1);
    expect(r.stdout).toContain('All translate checks passed.');
    expectRun(r, 0, {
      stdout: [
        // The check summary's one coverage line: "dashboard" is in no example.
        '\n  Coverage: terms 1 of 2 (50%) exercised by examples\n',
      ],
    });
    const partial = await w.cli(['plan', 'styles/de.yaml', '--check-translations']);
    expect(partial.stdout).not.toContain('Coverage:');
  });

  it('a long-form entry adds its forbidden variants: "einloggen ✗ before, anmelden ✓ after" on a real sentence; translate: false expects the term itself', async () => {
    await w.write(
      'glossaries/acme.yaml',
      ACME.replace('      sign in: anmelden\n', '      sign in: {target: anmelden, forbidden: [einloggen, einchecken], note: formal}\n      Acme Cloud: {translate: false}\n'),
    );
    await w.write('styles/de.yaml', STYLE('Please sign in to Acme Cloud.'));
    const r = await w.cli(['plan', '--check-translations']);
    expect(r.stderr).toBe('');
    expectContains(r.stdout, [
      'before: [DE] Please einloggen to Acme Cloud.',
      'after:  [DE] Please anmelden to Acme Cloud.',
      'derived: "sign in" → contains "anmelden": before ✗, after ✓  # glossary "Acme Terms", glossaries/acme.yaml:6',
      'derived: "sign in" → not "einloggen": before ✗, after ✓  # glossary "Acme Terms", glossaries/acme.yaml:6',
      'derived: "sign in" → not "einchecken": before ✓, after ✓',
      'derived: "Acme Cloud" → contains "Acme Cloud": before ✓, after ✓  # glossary "Acme Terms", glossaries/acme.yaml:7',
    ]);
    expect(r.code).toBe(0);
  });

  it('a forbidden variant in the translation after fails the plan', async () => {
    await w.write('glossaries/acme.yaml', ACME.replace('      dashboard: Dashboard\n', '      dashboard: {target: Dashboard, forbidden: [Übersicht]}\n'));
    // The emulator keeps what it does not translate, so the variant written in the source comes back.
    await w.write('styles/de.yaml', STYLE('Open the dashboard (Übersicht).'));
    const r = await w.cli(['plan', '--check-translations']);
    expect(r.stdout).toContain('after:  [DE] Open the Dashboard (Übersicht).');
    expect(r.stdout).toContain('derived: "dashboard" → not "Übersicht": before ✗, after ✗  # glossary "Acme Terms", glossaries/acme.yaml:7');
    expect(r.stdout).toContain('1 translate check failed.');
    expect(r.code).toBe(1);
  });

  it('Markdown marks them derived beside the table, and JSON carries them with both sides', async () => {
    await w.write('styles/de.yaml', STYLE('Please sign in.'));
    const md = await w.cli(['plan', '--check-translations', '--format', 'markdown']);
    expectRun(md, 0, { stdout: ['- ✅ derived from glossary terms, "Please sign in.": before ❌ → after ✅: "sign in" → contains "anmelden"'] });
    const json = await w.cli(['plan', '--check-translations', '--format', 'json']);
    const [example] = JSON.parse(json.stdout).checks.translations.lists[0].examples;
    expect(example).toMatchObject({ status: 'passed', expectations: [] });
    expect(JSON.parse(json.stdout).checks.coverage).toEqual({ terms: { exercised: 1, total: 2 }, rules: { exercised: 0, total: 0 }, instructions: { exercised: 0, total: 0 } });
    expect(md.stdout).toContain('Coverage: terms 1 of 2 (50%) exercised by examples in all the files, not only those changed (`stylesync validate --coverage` lists what no example exercises).');
    expect(example.derived).toEqual([
      { kind: 'contains', value: 'anmelden', term: 'sign in', glossary: 'Acme Terms', met: true, met_before: false, origin: { file: 'glossaries/acme.yaml', line: 6, col: 7 } },
    ]);
  });

  it('a sentence opening with the term ("Sign in") meets its derived expectation: the translation opens with "Anmelden"', async () => {
    await w.write('styles/de.yaml', STYLE('Sign in to open the dashboard.'));
    const r = await w.cli(['plan', '--check-translations']);
    expect(r.stdout).toContain('after:  [DE] Anmelden to open the Dashboard.');
    expect(r.stdout).toContain('derived: "sign in" → contains "anmelden": before ✗, after ✓  # glossary "Acme Terms", glossaries/acme.yaml:6');
    expect(r.stdout).toContain('All translate checks passed.');
    expect(r.code).toBe(0);
  });

  it('a derived expectation the translation after does not meet fails the plan (exit 1), pointing at the term', async () => {
    // The list's decimal comma rewrites the target "Version 2.5" the glossary put in (before, the text itself held it: "version 2.5").
    await w.write('glossaries/acme.yaml', ACME.replace('      dashboard: Dashboard\n', '      dashboard: Dashboard\n      version 2.5: Version 2.5\n'));
    await w.write('styles/de.yaml', `${STYLE('Open the dashboard of version 2.5 now.')}configured_rules:\n  numbers:\n    decimal_separator: use_comma_as_decimal_separator\n`);
    const r = await w.cli(['plan', '--check-translations']);
    expectContains(r.stdout, [
      'after:  [DE] Open the Dashboard of Version 2,5 now.',
      'derived: "version 2.5" → contains "Version 2.5": before ✓, after ✗  # glossary "Acme Terms", glossaries/acme.yaml:8',
      'derived: "dashboard" → contains "Dashboard": before ✓, after ✓  # glossary "Acme Terms", glossaries/acme.yaml:7',
      '1 translate check failed.',
    ]);
    expect(r.code).toBe(1);
    const report = await w.cli(['plan', '--check-translations', '--no-fail-on-check']);
    expect(report.code).toBe(0);
  });

  it('a glossary file’s own examples derive from that glossary; unchanged, there is one side', async () => {
    await w.client.putDictionary((await w.client.listGlossaries()).value[0]!, { source_lang: 'en', target_lang: 'de', entries: [['sign in', 'anmelden'], ['dashboard', 'Dashboard']] });
    await w.write('glossaries/acme.yaml', `${ACME}examples:\n  - text: Please sign in.\n    source_language: en\n    target_language: de\n`);
    const r = await w.cli(['plan', '--check-translations']);
    expect(r.stdout).toContain('result: [DE] Please anmelden.');
    expect(r.stdout).toContain('derived: "sign in" → contains "anmelden": ✓  # glossary "Acme Terms", glossaries/acme.yaml:6');
    expect(r.code).toBe(0);
  });
});

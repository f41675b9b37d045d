import { describe, expect, it } from 'vitest';
import type { PlanChecks } from '../../src/checks/types.ts';
import { renderChecksText } from '../../src/report/checks-text.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { at, makePlan } from './plans.ts';
import { expectContains } from '../world/expect-contains.ts';

const hostile = '\x1b[2J\n::error::owned <img src=x onerror=alert(1)> @team';

const checks: PlanChecks = {
  languages: { diagnostics: [], requests: 0 },
  translations: {
    estimate: { characters: 10, translations: 2, limit: 5000 },
    billed_characters: 10,
    leftovers_removed: [],
    failures: 1,
    requests: 4,
    lists: [
      {
        name: `List ${hostile}`,
        file: 'styles/x.yaml',
        language: 'de',
        mode: 'changed',
        style_id: 'id-1',
        preview: { name: 'p', style_id: 'p-1', deleted: true },
        examples: [
          {
            origin: at('styles/x.yaml', 7),
            path: 'examples[0]',
            text: `Text ${hostile}`,
            target_language: 'de',
            before: `Before ${hostile}`,
            after: `After ${hostile}`,
            expectations: [{ kind: 'contains', value: hostile, met: false, origin: at('styles/x.yaml', 9) }],
            status: 'failed',
          },
        ],
      },
    ],
  },
};

describe('checks renderers and user text', () => {
  it('text: service and file text cannot drive the terminal or issue workflow commands', () => {
    const text = renderChecksText(checks, { color: false });
    expect(text).not.toContain('\x1b');
    expect(text).not.toMatch(/^\s*::/m);
    expect(text).toContain('\\u001b[2J\\n::error::owned');
    expect(text).toContain('✗ expect.contains');
    expect(text).toContain('diff:');
  });

  it('a live list copy (preview service) that could not be deleted is said, escaped, in text and Markdown', () => {
    const list = checks.translations?.lists[0];
    if (list === undefined) throw new Error('fixture');
    const withCopy: PlanChecks = {
      ...checks,
      translations: { ...(checks.translations as NonNullable<PlanChecks['translations']>), lists: [{ ...list, live_copy: { name: 'c', style_id: 'c-1', deleted: false, error: `could not delete the preview list "c" ${hostile}` } }] },
    };
    const text = renderChecksText(withCopy, { color: false });
    expect(text).toContain('✗ could not delete the preview list "c" \\u001b[2J');
    const md = renderMarkdown(makePlan([]), { checks: withCopy });
    expect(md).toContain('> could not delete the preview list');
    expect(md).toContain('2 failed');
    expect(md).not.toContain('<img');
  });

  it('Markdown: no raw HTML, no mentions, tables intact', () => {
    const md = renderMarkdown(makePlan([]), { checks });
    expect(md).not.toContain('<img');
    expect(md).not.toMatch(/@team/);
    const rows = md.split('\n').filter((line) => line.startsWith('| ❌'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.split(/(?<!\\)\|/).length).toBe(5);
  });

  it('glossary names, copy names and glossary examples are user text in both renderers', () => {
    const withGlossaries: PlanChecks = {
      languages: { diagnostics: [], requests: 0 },
      translations: {
        ...checks.translations!,
        lists: [{ ...checks.translations!.lists[0]!, preview: undefined, glossaries: [{ name: `Terms ${hostile}`, mode: 'changed', glossary_id: 'g-1' }] }],
        glossaries: [{ name: `Glossary ${hostile}`, file: 'glossaries/x.yaml', mode: 'changed', glossary_id: 'g-1', examples: checks.translations!.lists[0]!.examples }],
        glossary_previews: [{ glossary: `Glossary ${hostile}`, file: 'glossaries/x.yaml', name: `stylesync-preview r ${hostile}`, pairs: ['en→de'], deleted: false, error: `could not delete ${hostile}` }],
        glossary_leftovers_removed: [{ glossary_id: 'old', name: `stylesync-preview old ${hostile}` }],
      },
    };
    const text = renderChecksText(withGlossaries, { color: false });
    expect(text).not.toContain('\x1b');
    expect(text).not.toMatch(/^\s*::/m);
    expectContains(text, [
      'with glossary "Terms \\u001b[2J\\n::error::owned',
      'glossary "Glossary \\u001b[2J',
      'removed the leftover preview glossary',
      '✗ could not delete \\u001b[2J',
    ]);

    const md = renderMarkdown(makePlan([]), { checks: withGlossaries });
    expect(md).not.toContain('<img');
    expect(md).not.toMatch(/@team/);
    expect(md).toContain('Examples of glossary <b>Glossary');
    expect(md).toContain('- ❌ could not delete');
    const rows = md.split('\n').filter((line) => line.startsWith('| ❌'));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length).toBe(5);
  });

  it('derived expectations: every one, marked derived, with both sides; hostile terms are user text; the bound is said; the coverage line under the cost', () => {
    const example = checks.translations!.lists[0]!.examples[0]!;
    const withDerived: PlanChecks = {
      ...checks,
      coverage: { terms: { exercised: 1, total: 2 }, rules: { exercised: 0, total: 0 }, instructions: { exercised: 0, total: 3 } },
      translations: {
        ...checks.translations!,
        lists: [
          {
            ...checks.translations!.lists[0]!,
            examples: [
              {
                ...example,
                derived: [
                  { kind: 'contains', value: 'anmelden', term: 'sign in', glossary: 'Acme', met: true, met_before: false, origin: at('glossaries/acme.yaml', 6) },
                  { kind: 'contains', value: 'abmelden', admitted: ['Abmeldung', hostile], term: 'sign out', glossary: 'Acme', met: true, origin: at('glossaries/acme.yaml', 8) },
                  { kind: 'not_contains', value: hostile, term: hostile, glossary: hostile, met: false, origin: at('glossaries/acme.yaml', 7) },
                ],
                derived_omitted: 4,
              },
            ],
          },
        ],
      },
    };
    const text = renderChecksText(withDerived, { color: false });
    expectContains(text, [
      '        derived: "sign in" → contains "anmelden": before ✗, after ✓  # glossary "Acme", glossaries/acme.yaml:6\n',
      // An admitted alternative meets the term too, and is said beside the target.
      '        derived: "sign out" → contains "abmelden" or "Abmeldung" or "\\u001b[2J',
      '        derived: "\\u001b[2J\\n::error::owned',
      ': ✗  # glossary "\\u001b[2J',
      '        derived: 4 more expectations not checked (at most 20 an example)\n',
    ], ['\x1b']);
    expect(text).not.toMatch(/^\s*::/m);
    expect(text).toContain('billed 10\n  Coverage: terms 1 of 2 (50%), instructions 0 of 3 (0%) exercised by examples\n');
  });
});

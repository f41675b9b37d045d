import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import type { ListCheck, PlanChecks } from '../../src/checks/types.ts';
import { renderDiagnosticsMarkdown } from '../../src/report/diagnostics-markdown.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { renderReviewMarkdown } from '../../src/report/review-markdown.ts';
import { at, makePlan } from './plans.ts';
import { PULL_REQUEST_SIDES } from '../../src/report/markdown-sides.ts';
import { expectContains } from '../world/expect-contains.ts';

function listCheck(i: number): ListCheck {
  const file = `styles/list-${i}.yaml`;
  return {
    name: `List ${i} <script>`,
    file,
    language: 'de',
    mode: 'changed',
    style_id: `id-${i}`,
    preview: { name: `stylesync-preview x List ${i}`, style_id: `p-${i}`, deleted: true },
    examples: [0, 1, 2].map((j) => ({
      origin: at(file, 10 + j),
      path: `examples[${j}]`,
      text: `Example ${j} of list ${i}: the meeting is at 3pm and costs 3.5 euros | pipe`.repeat(3),
      target_language: 'de',
      before: `[DE] before ${j}`.repeat(5),
      after: `[DE] after ${j}`.repeat(5),
      expectations: [{ kind: 'contains', value: '15:00', met: j !== 2, origin: at(file, 20 + j) }],
      status: j === 2 ? 'failed' : 'passed',
    })),
  };
}

const checks = (n: number): PlanChecks => ({
  languages: { diagnostics: [], requests: 0 },
  translations: { estimate: { characters: 100, translations: 6, limit: 5000 }, billed_characters: 100, lists: Array.from({ length: n }, (_, i) => listCheck(i)), leftovers_removed: [], failures: n, requests: 0 },
});

describe('translate checks in Markdown', () => {
  it('one collapsible block per list with an escaped before/after table', () => {
    const md = renderMarkdown(makePlan([]), { checks: checks(1) });
    expectContains(md, [
      '<details open><summary>❌ Examples of <b>List 0 &lt;script&gt;</b> (de, before → after): 1 failed · styles/list-0.yaml</summary>',
      '| Example | Before | After |',
      '\\| pipe',
      '- ❌ `expect.contains` "15:00" (styles/list-0.yaml:22)',
    ], ['<script>']);
  });

  it('stays under the comment limit with hundreds of lists, keeping every heading it can', () => {
    const full = renderMarkdown(makePlan([]), { checks: checks(300), maxChars: Infinity });
    expect(full.length).toBeGreaterThan(65_536);
    const cut = renderMarkdown(makePlan([]), { checks: checks(300), maxChars: 65_536 });
    expect(cut.length).toBeLessThanOrEqual(65_536);
    expect(cut).toContain('too long for one GitHub comment');
    expect(cut).toContain('**Translate checks:** **300 failed**');
    // Every opened block is closed, so the comment renders.
    expect(cut.split('<details').length).toBe(cut.split('</details>').length);

    const review = renderReviewMarkdown({ title: 'plan', target: null, plan: makePlan([]), checks: checks(300) }, 20_000);
    expect(review.length).toBeLessThanOrEqual(20_000);
    expect(review).toContain('Examples of <b>List 0');
  });
});

describe('language checks in Markdown', () => {
  it('list each problem as validate does in a job summary (code, place, escaped message, hint)', () => {
    const diagnostic = {
      severity: 'error' as const,
      code: 'unsupported-source-language',
      file: 'styles/docs.yaml',
      line: 6,
      col: 22,
      path: 'custom_instructions[0].source_language',
      message: 'source `<b>x</b>` is not a source language',
      hint: 'Use en.',
    };
    const md = renderMarkdown(makePlan([]), { checks: { languages: { diagnostics: [diagnostic, { ...diagnostic, severity: 'warning' }], requests: 1 } } });
    expect(md).toContain('**Language checks:** 1 error, 1 warning');
    const items = renderDiagnosticsMarkdown([diagnostic, { ...diagnostic, severity: 'warning' }]).trimEnd().split('\n');
    for (const item of items) expect(md).toContain(item);
    expect(items[0]).toContain('`unsupported-source-language` styles/docs.yaml:6:22');
    // The quoted value is a code span: shown as written, never HTML (rendered as GitHub's GFM would).
    const html = new Marked({ gfm: true }).parse(md) as string;
    expect(html).toContain('source <code>&lt;b&gt;x&lt;/b&gt;</code> is not a source language');
    expect(html).not.toContain('<b>x</b>');
  });

  it('the coverage line says it counts all the files, and where the rest is listed while some is short', () => {
    const withCoverage = checks(1);
    withCoverage.coverage = { terms: { exercised: 1, total: 2 }, rules: { exercised: 0, total: 0 }, instructions: { exercised: 1, total: 1 } };
    expect(renderMarkdown(makePlan([]), { checks: withCoverage })).toContain(
      '\nCoverage: terms 1 of 2 (50%), instructions 1 of 1 (100%) exercised by examples in all the files, not only those changed (`stylesync validate --coverage` lists what no example exercises).\n',
    );
    withCoverage.coverage.terms.exercised = 2;
    expect(renderMarkdown(makePlan([]), { checks: withCoverage })).toContain('\nCoverage: terms 2 of 2 (100%), instructions 1 of 1 (100%) exercised by examples in all the files.\n');
  });

  it('derived expectations under the table: each one missed on a line of its own, then the met ones in the table\'s order, user text escaped', () => {
    const withDerived = checks(1);
    const [example] = withDerived.translations?.lists[0]?.examples ?? [];
    if (!example) throw new Error('no example');
    const origin = at('glossaries/acme.yaml', 6);
    example.derived = [
      { kind: 'contains', value: 'anmelden', term: 'sign in', glossary: 'Acme', met: true, met_before: false, origin },
      { kind: 'not_contains', value: '<img src=x onerror=alert(1)>', term: '**sign** in @team', glossary: 'Acme', met: false, met_before: true, origin },
    ];
    example.derived_omitted = 2;
    const md = renderMarkdown(makePlan([]), { checks: withDerived });
    const lines = md.split('\n');
    const line = lines.find((l) => l.startsWith('- ✅ derived from glossary terms'));
    // Grouped by what the change did, in the table's order: never a ✅ followed by the ❌ of the other side, no file:line on each.
    expect(line).toMatch(/^- ✅ derived from glossary terms, "Example 0 of list 0: [^"]*": before ❌ → after ✅: "sign in" → contains "anmelden"; 2 more not checked$/);
    const missed = lines.find((l) => l.startsWith('- ❌ derived from the glossary term'));
    expect(missed).toContain('(glossaries/acme.yaml:6): the translation ');
    expect(missed).toMatch(/, a forbidden variant$/);
    // The missed one comes first, as a written expectation's failure does.
    expect(lines.indexOf(missed ?? '')).toBeLessThan(lines.indexOf(line ?? ''));
    // In a pull request, the sides are named as the table's columns are.
    const pr = renderMarkdown(makePlan([]), { checks: withDerived, sides: PULL_REQUEST_SIDES });
    expect(pr).toContain(': live ❌ → this pull request ✅: "sign in" → contains "anmelden"; 2 more not checked');
    // Met on both sides, and on the one side of an unchanged list, they read as such.
    example.derived = [
      { kind: 'contains', value: 'Dashboard', term: 'dashboard', glossary: 'Acme', met: true, met_before: true, origin },
      { kind: 'contains', value: 'anmelden', term: 'sign in', glossary: 'Acme', met: true, met_before: false, origin },
      { kind: 'not_contains', value: 'einloggen', term: 'sign in', glossary: 'Acme', met: true, met_before: false, origin },
      { kind: 'contains', value: 'abmelden', admitted: ['<b>Abmeldung</b>'], term: 'sign out', glossary: 'Acme', met: false, met_before: false, origin },
    ];
    delete example.derived_omitted;
    const withAdmitted = renderMarkdown(makePlan([]), { checks: withDerived });
    expect(withAdmitted).toContain(': before ❌ → after ✅: "sign in" → contains "anmelden", "sign in" → not "einloggen"; both ✅: "dashboard" → contains "Dashboard"\n');
    // A missed term names its admitted alternatives as acceptable too, escaped.
    expect(withAdmitted).toMatch(/- ❌ derived from the glossary term "sign out" \([^)]*\): the translation "[^"]*" does not contain "abmelden" or "&lt;b&gt;Abmeldung&lt;\/b&gt;"\n/);
    example.derived = [{ kind: 'contains', value: 'Dashboard', term: 'dashboard', glossary: 'Acme', met: true, origin }];
    expect(renderMarkdown(makePlan([]), { checks: withDerived })).toMatch(/- ✅ derived from glossary terms, "[^"]*": "dashboard" → contains "Dashboard"\n/);
    expect(md).not.toContain('<img');
    expect(md).not.toContain('**sign**');
    // As HTML, the hostile parts stay text: no element, no emphasis, no mention.
    const html = new Marked().parse(`${missed ?? ''}\n${line ?? ''}`) as string;
    expect(html).not.toMatch(/<img|<strong>|<em>/);
  });
});

import { describe, expect, it } from 'vitest';
import type { PlanChecks } from '../../src/checks/types.ts';
import type { Change, ListPlan } from '../../src/plan/types.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { planOverview, previewOutcomes, renderPlanOverview } from '../../src/report/plan-overview.ts';
import { renderText } from '../../src/report/text.ts';
import { at, createPlan, liveList, makePlan, promptUpdate, replacePlan, updatePlan } from './plans.ts';
import { expectContains } from '../world/expect-contains.ts';

const LIVE_RULES = { numbers: { decimal_separator: 'use_comma_as_decimal_separator' }, punctuation: { quotation_mark: 'use_guillemets' } };

/** A list deleted by `state: absent`, with two rules and two instructions live. */
function legalDelete(): ListPlan {
  const before = liveList('Legal', {
    style_id: 'sid-legal',
    configured_rules: LIVE_RULES,
    custom_instructions: [
      { id: 'i1', label: 'Formal address', prompt: 'Use Sie.', source_language: 'en' },
      { id: 'i2', label: 'No anglicisms', prompt: 'Avoid them.' },
    ],
  });
  return { name: 'Legal', file: 'styles/legal.yaml', action: 'delete', style_id: 'sid-legal', live_version: 3, language: 'de', changes: [{ kind: 'delete_list', reason: 'absent', before }] };
}

/** A replace whose old list holds one rule and one instruction. */
function languageReplace(): ListPlan {
  const plan = replacePlan('Docs');
  const before = liveList('Docs', { language: 'de', configured_rules: { numbers: { decimal_separator: 'use_period_as_decimal_separator' } }, custom_instructions: [{ id: 'd1', label: 'Keep terms', prompt: 'p' }] });
  plan.changes = [{ kind: 'delete_list', reason: 'replace', before }, ...plan.changes.slice(1)];
  return plan;
}

const rulesChange: Change = {
  kind: 'replace_rules',
  before: {},
  after: {},
  rules: [
    { group: 'numbers', rule: 'decimal_separator', before: 'use_period_as_decimal_separator', after: 'use_comma_as_decimal_separator' },
    { group: 'numbers', rule: 'thousands_separator', before: 'use_comma', after: 'use_space' },
    { group: 'punctuation', rule: 'quotation_mark', after: 'use_guillemets' },
  ],
  origins: { 'numbers.decimal_separator': at('styles/prices.yaml', 7) },
};

const richPlan = () =>
  makePlan([
    createPlan('New'),
    updatePlan('Prices', [
      rulesChange,
      promptUpdate('Tone', 'a', 'b'),
      { kind: 'create_instruction', after: { label: 'Hi', prompt: 'Say hi.' } },
      { kind: 'delete_instruction', instruction_id: 'x', before: { label: 'Old', prompt: 'p' }, reason: 'removed' },
    ]),
    legalDelete(),
    updatePlan('Renamed', [{ kind: 'rename_list', from: 'Support', to: 'Renamed' }]),
    languageReplace(),
  ]);

const tableRows = (md: string) => md.split('\n').filter((l) => /^\| `/.test(l));

describe('the plan overview', () => {
  it('announces deletes and replaces as alerts above a table that lists them first', () => {
    const md = renderMarkdown(richPlan());
    const caution = md.indexOf('> [!CAUTION]\n> **This plan deletes 1 list:** Legal (de, style\\_id sid-legal).');
    const warning = md.indexOf('> [!WARNING]\n> **This plan replaces 1 list:** Docs (de → fr, style\\_id id-Docs).');
    const table = md.indexOf('| Action | List | Language | What changes |');
    expect(caution).toBeGreaterThan(0);
    expect(warning).toBeGreaterThan(caution);
    expect(md.slice(warning)).toMatch(/^[^\n]*\n[^\n]*callers using the old style\\_id break/);
    expect(table).toBeGreaterThan(warning);
    expect(table).toBeLessThan(md.indexOf('<details'));

    expect(tableRows(md)).toEqual([
      '| `-` **delete** | **Legal** | de | `state: absent`; **2 rules and 2 instructions go with it** |',
      '| `-/+` **replace** | **Docs** | de → fr | **new style\\_id**; live list: 1 rule and 1 instruction; new list: 1 rule and 1 instruction |',
      '| `+` create | **New** | fr | new list with 1 rule and 1 instruction |',
      '| `~` update | **Prices** | de | 2 rules changed, 1 added; 1 instruction added, 1 changed, 1 removed |',
      '| `~` rename | **Renamed** | de | renamed from Support |',
    ]);
  });

  it('has no alerts when nothing is deleted or replaced, and nothing at all for an empty plan', () => {
    const md = renderMarkdown(makePlan([createPlan('New')]));
    expect(md).not.toContain('[!CAUTION]');
    expect(md).not.toContain('[!WARNING]');
    expect(md).toContain('| `+` create | **New** | fr |');
    expect(renderPlanOverview(makePlan([]))).toBe('');
    expect(renderMarkdown(makePlan([]))).not.toContain('| Action |');
  });

  it('calls a duplicate copy’s removal what it is, after deletes and replaces, without a caution', () => {
    const twin = legalDelete();
    const change = twin.changes[0] as Extract<Change, { kind: 'delete_list' }>;
    twin.name = 'Twin';
    twin.changes = [{ ...change, reason: 'duplicate', kept: 'sid-kept' }];
    const md = renderMarkdown(makePlan([createPlan('New'), twin, legalDelete()]));
    expect(tableRows(md).map((row) => row.split(' | ')[0])).toEqual(['| `-` **delete**', '| `-` duplicate removal', '| `+` create']);
    expect(md).toContain('an exact copy; style\\_id sid-kept, the oldest, is kept: nothing is lost');
    expect(md).toContain('**This plan deletes 1 list:** Legal');
    expect(md).not.toMatch(/deletes[^\n]*Twin/);
  });

  it('names at most ten lists in an alert, and says how many more', () => {
    const lists = Array.from({ length: 12 }, (_, i) => ({ ...legalDelete(), name: `Gone ${i}`, style_id: `sid-${i}` }));
    const { alerts } = planOverview(makePlan(lists));
    expect(alerts[1]).toContain('**This plan deletes 12 lists:** Gone 0 (de, style\\_id sid-0), ');
    expect(alerts[1]).toContain('Gone 9 (de, style\\_id sid-9) and 2 more. Their live rules');
    expect(alerts[1]).not.toContain('Gone 10');
  });

  it('adds a Preview column from the translate checks', () => {
    const checks: PlanChecks = {
      languages: { diagnostics: [], requests: 0 },
      translations: {
        estimate: { characters: 10, translations: 2, limit: 1000 },
        billed_characters: 10,
        lists: [
          {
            name: 'New',
            file: 'styles/New.yaml',
            language: 'fr',
            mode: 'new',
            examples: [
              { origin: at('styles/New.yaml', 20), path: 'examples[0]', text: 'x', target_language: 'fr', after: 'y', expectations: [], status: 'passed' },
              { origin: at('styles/New.yaml', 22), path: 'examples[1]', text: 'x', target_language: 'fr', after: 'y', expectations: [], status: 'failed' },
            ],
          },
          { name: 'Prices', file: 'styles/Prices.yaml', language: 'de', mode: 'changed', examples: [{ origin: at('styles/Prices.yaml', 9), path: 'examples[0]', text: 'x', target_language: 'de', before: 'a', after: 'b', expectations: [], status: 'passed' }] },
        ],
        leftovers_removed: [],
        failures: 1,
        requests: 4,
      },
    };
    expect(previewOutcomes(checks).get('New')).toEqual({ passed: 1, failed: 1 });
    const md = renderMarkdown(makePlan([createPlan('New'), updatePlan('Prices', [rulesChange]), updatePlan('Other', [rulesChange])]), { checks });
    expectContains(md, [
      '| Action | List | Language | What changes | Preview |',
      '| **New** | fr | new list with 1 rule and 1 instruction | ❌ **1 failed** |',
      '| **Prices** | de | 2 rules changed, 1 added | ✅ 1 passed |',
      '| **Other** | de | 2 rules changed, 1 added |  |',
    ]);
    // Without preview outcomes for any list, no column.
    expect(renderMarkdown(makePlan([createPlan('New')]))).not.toContain('Preview |');
  });

  it('escapes list names in the alerts and the table', () => {
    const hostile = { ...legalDelete(), name: 'a | b @team <img src=x> [x](https://e.com)' };
    const md = renderPlanOverview(makePlan([hostile]));
    expect(md).not.toContain('@team');
    expect(md).not.toContain('<img');
    expect(md).not.toContain('](https://');
    const row = tableRows(md)[0] as string;
    expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(6);
  });

  it('keeps the deletes of a huge plan in a cut comment, and says how many rows are missing', () => {
    const many = Array.from({ length: 1500 }, (_, i) => ({ ...createPlan(`List ${i}`) }));
    const md = renderMarkdown(makePlan([...many, legalDelete()]));
    expect(md.length).toBeLessThanOrEqual(65_536);
    expect(md).toContain('**This plan deletes 1 list:** Legal');
    expect(tableRows(md)[0]).toContain('**Legal**');
    expect(md).toMatch(/_… and \d+ more lists not shown in this table\._/);
  });
});

describe('a deletion and a replace in the body', () => {
  it('are open, with the live rules in words and the instruction labels (Markdown)', () => {
    const md = renderMarkdown(makePlan([legalDelete(), languageReplace()]));
    const legal = md.slice(md.indexOf('<details open><summary><code>-</code> <b>Legal</b>'), md.indexOf('<b>Docs</b>'));
    expectContains(legal, [
      '**Deletes the list** (style\\_id sid-legal): the style file says `state: absent`.',
      'With it go its 2 rules and 2 instructions, as they are live now:',
      '| Decimal separator | comma | <code>numbers.decimal\\_separator</code> |',
      '| Quotation mark | guillemets | <code>punctuation.quotation\\_mark</code> |',
      '- `-` **Formal address**\n- `-` **No anglicisms**',
    ], ['its 1 rules']);

    const docs = md.slice(md.indexOf('<details open><summary><code>-/+</code> <b>Docs</b>'));
    expectContains(docs, [
      '**new style\\_id**',
      'The old list goes with its 1 rule and 1 instruction, as they are live now',
      '| Decimal separator | period | <code>numbers.decimal\\_separator</code> |',
      '- `-` **Keep terms**',
    ]);
  });

  it('show the same in the text plan, with singular and plural right', () => {
    const text = renderText(makePlan([legalDelete(), languageReplace()]), { color: false });
    expectContains(text, [
      '    - deleted: the style file says state: absent\n      With it go its 2 rules and 2 instructions, as they are live now:',
      '        - rule Decimal separator: comma  # numbers.decimal_separator',
      '        - rule Quotation mark: guillemets  # punctuation.quotation_mark',
      '        - instruction "Formal address"\n        - instruction "No anglicisms"',
      'The old list goes with its 1 rule and 1 instruction, as they are live now:',
      '        - rule Decimal separator: period  # numbers.decimal_separator',
      '        - instruction "Keep terms"',
    ]);
    const empty = renderText(makePlan([replacePlan('Bare')]), { color: false });
    expect(empty).toContain('The live list holds no rules and no instructions.');
  });

  it('escapes live labels and rule names in both sinks', () => {
    const list = legalDelete();
    const change = list.changes[0] as Extract<Change, { kind: 'delete_list' }>;
    change.before.custom_instructions = [{ id: 'h', label: '</details> @ops \x1b[2J', prompt: 'p' }];
    change.before.configured_rules = { 'g|x': { 'r`y': 'v<b>' } };
    const md = renderMarkdown(makePlan([list]));
    expect(md.split('</details>')).toHaveLength(2);
    expect(md).not.toContain('@ops');
    expect(md).toContain('<code>g\\|x.r\\`y</code>');
    const text = renderText(makePlan([list]), { color: false });
    expect(text).not.toContain('\x1b');
    expect(text).toContain('instruction "</details> @ops \\u001b[2J"');
  });
});

import { describe, expect, it } from 'vitest';
import { GUIDE_SECTIONS, sectionOfRule } from '../../src/catalog/guide-sections.ts';
import { CATALOG } from '../../src/catalog/catalog.ts';
import { type RecordedSample, sampleHasher, sampleKey } from '../../src/catalog/samples.ts';
import type { DesiredList } from '../../src/config/model.ts';
import { parseYamlText } from '../../src/config/load.ts';
import { fragmentMatcher } from '../../src/config/paths.ts';
import { guideIndexMarkdown, guideLanguageMarkdown, NOT_DECIDED } from '../../src/report/guide-markdown.ts';
import { guideModel } from '../../src/report/guide-model.ts';
import { ruleShape } from '../../src/report/guide-illustration.ts';
import { valueInWords } from '../../src/catalog/rule-words.ts';
import { validateFlat } from '../config/flat-result.ts';

// The outline of issue #30: every language page in Mozilla's order, sections nothing decides said, formats shown as name / format / example.

const at = { file: 'styles/de.yaml', line: 1, col: 1 };

function list(over: Partial<DesiredList> = {}): DesiredList {
  return {
    file: 'styles/de.yaml',
    name: 'Acme DE',
    language: 'de',
    state: 'present',
    configured_rules: { dates_and_times: { date_format: 'use_dd_period_mm_period_yyyy', time_format: 'use_24_hour_clock' }, punctuation: { quotation_style: 'use_german_quotation_marks' } },
    ruleOrigins: {},
    custom_instructions: [
      { label: 'Commas', prompt: 'Put a comma before every subordinate clause.', origin: at, section: 'punctuation' },
      { label: 'Be friendly', prompt: 'Say du.', origin: at },
    ],
    examples: [],
    origin: at,
    ...over,
  } as DesiredList;
}

/** The page's `## N. Title` headings, in order. */
function headings(page: string): string[] {
  return [...page.matchAll(/^## <a id="[^"]+"><\/a>(\d+\. .+)$/gmu)].map((m) => m[1] as string);
}

/** The text of one section of a page, up to the next `## `. */
function section(page: string, title: string): string {
  const start = page.indexOf(`</a>${title}\n`);
  expect(start, title).toBeGreaterThan(0);
  const end = page.indexOf('\n## ', start);
  return page.slice(start, end < 0 ? undefined : end);
}

describe('the outline of a language page', () => {
  it('has every section of the outline in its order, numbered, a blank one saying nothing is decided', () => {
    const page = guideLanguageMarkdown(guideModel([list()], []).languages[0] as never);
    expect(headings(page)).toEqual(GUIDE_SECTIONS.map((s, n) => `${n + 1}. ${s.title}`));
    expect(section(page, '4. Calendar')).toContain(NOT_DECIDED);
    expect(section(page, '8. Units of measurement')).toContain(NOT_DECIDED);
    expect(section(page, '3. Date format')).not.toContain(NOT_DECIDED);
  });

  it('puts each rule in its section and each instruction where its section: says, else under formality and tone', () => {
    const page = guideLanguageMarkdown(guideModel([list()], []).languages[0] as never);
    expect(section(page, '5. Time format')).toContain('24-hour clock');
    expect(section(page, '3. Date format')).not.toContain('24-hour clock');
    expect(section(page, '14. Copy rules')).toContain('Quotation style');
    expect(section(page, '12. Punctuation')).toContain('Commas');
    expect(section(page, '12. Punctuation')).not.toContain('Quotation style');
    expect(section(page, '1. Formality and tone')).toContain('Be friendly');
    expect(section(page, '1. Formality and tone')).not.toContain('Commas');
  });

  it('shows a format as name / format / example, the example an illustration derived from the value, marked as one', () => {
    const page = guideLanguageMarkdown(guideModel([list()], []).languages[0] as never);
    const date = section(page, '3. Date format');
    expect(date).toContain('| Name | Format | Example | Identifier |');
    expect(date).toMatch(/<\/a>Date format \| DD\.MM\.YYYY \| 31\.12\.1999 \(illustration\) \|/);
    expect(section(page, '5. Time format')).toMatch(/\| 23:59 \(illustration\) \|/);
  });

  it('takes the example from a current recorded sample translation when one holds text of that shape', () => {
    const example = { text: 'Your invoice of 3/5/2026 is due.' };
    const withExample = list({ examples: [example] as DesiredList['examples'] });
    const sample: RecordedSample = {
      key: sampleKey(withExample.name, example as never),
      list: withExample.name,
      file: withExample.file,
      text: example.text,
      target_language: 'de',
      glossaries: [],
      content_hash: sampleHasher([])(withExample, example as never),
      translation: 'Ihre Rechnung vom 05.03.2026 ist fällig.',
      recorded_at: '2026-11-27T10:00:00.000Z',
    };
    const page = guideLanguageMarkdown(guideModel([withExample], [], undefined, [sample]).languages[0] as never);
    expect(section(page, '3. Date format')).toMatch(/\| 05\.03\.2026 \(from a sample translation\) \|/);
    // A stale sample (recorded with other files) would teach an old format: the illustration stands.
    const stale = guideLanguageMarkdown(guideModel([withExample], [], undefined, [{ ...sample, content_hash: 'other' }]).languages[0] as never);
    expect(section(stale, '3. Date format')).toMatch(/31\.12\.1999 \(illustration\)/);
  });

  it('keeps a rule’s anchor where it was when its section changes: anchors name the rule, not the section', () => {
    const page = guideModel([list()], []).languages[0];
    const rule = page?.lists[0]?.conventions.flatMap((g) => g.rules).find((r) => r.rule === 'time_format');
    expect(rule?.section).toBe('time-format');
    expect(rule?.anchor).toBe('acme-de-' + (page?.lists[0]?.anchor.split('-').at(-1) ?? '') + '--dates-and-times-time-format');
    const md = guideLanguageMarkdown(page as never);
    const ids = [...md.matchAll(/<a id="([^"]+)">/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the index counts the sections something decides, per language', () => {
    const fr = list({ name: 'Acme FR', language: 'fr', configured_rules: {}, custom_instructions: [] });
    const index = guideIndexMarkdown(guideModel([list(), fr], []), { extension: '.md' });
    expect(index).toContain('| Decided sections |');
    // de: formality (an instruction), date, time, punctuation (an instruction), copy rules (quotation style).
    expect(index).toMatch(/\[German \(de\)\]\(de\.md\) \| Acme DE \| 5 of 14 \|/);
    expect(index).toMatch(/\[French \(fr\)\]\(fr\.md\) \| Acme FR \| 0 of 14 \|/);
  });

  it('every rule of the catalog has a section of the outline', () => {
    const ids = new Set(GUIDE_SECTIONS.map((s) => s.id));
    for (const [group, rules] of Object.entries(CATALOG)) for (const rule of Object.keys(rules)) expect(ids.has(sectionOfRule(group, rule))).toBe(true);
  });
});

describe('an instruction’s section: in a style file', () => {
  const validate = (section: string) =>
    validateFlat([parseYamlText(`name: N\nlanguage: de\ncustom_instructions:\n  - label: a\n    prompt: p\n    section: ${section}\n`, 'l.yaml')], { isFragment: fragmentMatcher([]) });

  it('takes a section of the outline or a rule group, and reaches the guide', () => {
    const result = validate('date-format');
    expect(result.errors).toEqual([]);
    expect(result.lists[0]?.custom_instructions[0]?.section).toBe('date-format');
    expect(validate('numbers').errors).toEqual([]);
    const page = guideLanguageMarkdown(guideModel(validate('numbers').lists, []).languages[0] as never);
    expect(section(page, '6. Numerals')).toContain('> p');
  });

  it('refuses a section the outline does not have', () => {
    expect(validate('dates').errors.map((d) => d.path)).toEqual(['custom_instructions[0].section']);
  });
});

describe('the illustrations of a format', () => {
  it('compile for every catalog value of a rule with a format, and each matches its own pattern', () => {
    let shown = 0;
    for (const [group, rules] of Object.entries(CATALOG)) {
      for (const [rule, values] of Object.entries(rules)) {
        for (const value of values) {
          const shape = ruleShape(rule, value, valueInWords(rule, value));
          if (shape === undefined) continue;
          shown++;
          expect(shape.pattern.test(shape.illustration), `${group}.${rule}: ${value} → ${shape.illustration}`).toBe(true);
        }
      }
    }
    expect(shown).toBeGreaterThan(20);
  });

  it('finds a currency amount in a translation by its shape', () => {
    const shape = ruleShape('currency_format', 'use_amount_followed_by_space_then_currency_symbol', '');
    expect(shape?.pattern.exec('Sie zahlen 1.234,50\u00a0€ im Monat.')?.[0]).toBe('1.234,50\u00a0€');
    expect(shape?.pattern.exec('Sie zahlen €1.234,50 im Monat.')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { guidePages } from '../../src/app/guide.ts';
import type { DesiredList } from '../../src/config/model.ts';
import { guideMatrixMarkdown } from '../../src/report/guide-matrix.ts';
import { guideModel } from '../../src/report/guide-model.ts';
import { guideScenario } from './guide-scenario.ts';

// The matrix page of issue #30: one row per rule, instruction label and source term; one column per language; each cell a link to its anchor.

const at = { file: 'x.yaml', line: 1, col: 1 };

function list(name: string, language: string, configured_rules: DesiredList['configured_rules'], labels: string[] = []): DesiredList {
  return { file: `styles/${name}.yaml`, name, language, state: 'present', configured_rules, ruleOrigins: {}, custom_instructions: labels.map((label) => ({ label, prompt: `${label} for ${language}`, origin: at })), examples: [], origin: at } as DesiredList;
}

/** The cells of the row whose first cell starts with `label`. */
function row(md: string, label: string): string[] {
  const line = md.split('\n').find((l) => l.startsWith(`| ${label}`));
  expect(line, label).toBeDefined();
  return (line as string).split(' | ').slice(1).map((c) => c.replace(/ \|$/, ''));
}

describe('the matrix page', () => {
  const lists = [
    list('de-app', 'de', { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } }, ['Tone']),
    list('fr-app', 'fr', { numbers: { decimal_separator: 'use_comma_as_decimal_separator' }, punctuation: { quotation_style: 'use_french_quotation_marks' } }),
    list('ja-app', 'ja', { numbers: { decimal_separator: 'use_period_as_decimal_separator' } }, ['Tone']),
  ];
  const guide = guideModel(lists, []);
  const md = guideMatrixMarkdown(guide, { extension: '.html', index: 'index.html' });

  it('has one row per rule any list sets, a column per language, blank where a language leaves it open', () => {
    expect(md).toContain('| Rule | German (de) | French (fr) | Japanese (ja) |');
    const decimal = row(md, 'Decimal separator');
    expect(decimal.map((c) => c.replace(/\]\(.*\)$/, ']'))).toEqual(['[comma]', '[comma]', '[period]']);
    const quotes = row(md, 'Quotation style');
    expect(quotes[0]).toBe('');
    expect(quotes[2]).toBe('');
    expect(quotes[1]).toMatch(/^\[French quotation marks\]\(fr\.html#/);
  });

  it('links each cell to the anchor its language page writes', () => {
    const pages = guidePages(guide);
    const links = [...md.matchAll(/\]\(([a-z-]+\.html)#([^)]+)\)/g)].map((m) => [m[1] as string, decodeURIComponent(m[2] as string)] as const);
    expect(links.length).toBe(4 + 2);
    for (const [page, anchor] of links) expect(pages.get(page), `${page}#${anchor}`).toContain(`<a id="${anchor}"></a>`);
  });

  it('has instructions by label and terms by source term', () => {
    const tone = row(md, 'Tone');
    expect(tone[0]).toMatch(/^\[Tone for de\]\(de\.html#/);
    expect(tone[1]).toBe('');
    const scenario = guideScenario({ lists: 8, terms: 5 });
    const withTerms = guideModel(scenario.lists, scenario.glossaries, scenario.about);
    const terms = guideMatrixMarkdown(withTerms, { extension: '.md', index: 'index.md' });
    const part = terms.slice(terms.indexOf('## Terms'));
    const pages = guidePages(withTerms);
    // Every term of every language's dictionaries is a linked cell, and each link lands on its row of the page.
    const cells = [...part.matchAll(/\]\(([a-z-]+)\.md#([^)]+)\)/g)];
    expect(cells.length).toBe(withTerms.languages.reduce((n, l) => n + l.terminology.reduce((m, d) => m + d.terms.length, 0), 0));
    for (const [, page, anchor] of cells) expect(pages.get(`${page}.md`)).toContain(`<a id="${decodeURIComponent(anchor as string)}"></a>`);
  });

  it('is written beside the language pages and linked from the index', () => {
    const pages = guidePages(guide);
    expect([...pages.keys()].filter((n) => n.startsWith('matrix'))).toEqual(['matrix.md', 'matrix.html']);
    expect(pages.get('index.html')).toContain('href="matrix.html"');
    expect(pages.get('index.md')).toContain('](matrix.md)');
    // The table scrolls in its own box: the page body keeps its width at 8 languages.
    expect(pages.get('matrix.html')).toMatch(/<div class="matrix">\s*<table>/);
  });
});

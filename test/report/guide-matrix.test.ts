import { describe, expect, it } from 'vitest';
import { guidePageParts, guidePages } from '../../src/app/guide.ts';
import { TABLE_PART_CHARACTERS, guideHtml } from '../../src/report/guide-html.ts';
import type { DesiredList } from '../../src/config/model.ts';
import { MATRIX_PART_CHARACTERS, guideMatrixBlocks, guideMatrixMarkdown } from '../../src/report/guide-matrix.ts';
import { guideModel } from '../../src/report/guide-model.ts';
import { guideScenario } from './guide-scenario.ts';

// The matrix page of issue #30: one row per rule, instruction label and source term; one column per language; each cell a link to its anchor.

const at = { file: 'x.yaml', line: 1, col: 1 };

function list(name: string, language: string, configured_rules: DesiredList['configured_rules'], labels: string[] = []): DesiredList {
  return { file: `styles/${name}.yaml`, name, language, state: 'present', configured_rules, ruleOrigins: {}, custom_instructions: labels.map((label) => ({ label, prompt: `${label} for ${language}`, ...at })), examples: [], origin: at } as DesiredList;
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

describe('the matrix page in parts (issue #31)', () => {
  // Rows enough for over three runs in two languages, and a third language with none.
  const labels = Array.from({ length: Math.ceil((MATRIX_PART_CHARACTERS * 3) / 100) }, (_, i) => `Label ${i}`);
  const guide = guideModel([list('de-app', 'de', { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } }, labels), list('fr-app', 'fr', {}, labels.slice(3)), list('ja-app', 'ja', {})], []);
  const parts = new Map([...guidePageParts(guide)].map(([name, page]) => [name, [...page]]));
  const rowsIn = (part: string) => part.split('\n').filter((l) => /^(\| |<td>)Label \d/.test(l)).length;

  it('writes the page in parts of about MATRIX_PART_CHARACTERS, in Markdown and HTML', () => {
    for (const name of ['matrix.md', 'matrix.html']) {
      const page = parts.get(name) as string[];
      expect(page.length, name).toBeGreaterThan(4);
      // A run ends at the row that passes the bound; the HTML of a run is under twice its Markdown here.
      for (const part of page) expect(part.length, name).toBeLessThan(MATRIX_PART_CHARACTERS * 2);
      expect(page.reduce((n, part) => n + rowsIn(part), 0), name).toBe(labels.length);
    }
  });

  it('gives no part of any page that V8 allocates among its large objects (128 KB and over), text past Latin-1 included', () => {
    // Every cut prompt ends in `…` and every term's search entry holds `→`: a two-byte string of 64K characters is 128 KB,
    // and a large object is freed only by a full collection (issue #31: 22 MB kept to the end at 1,000 lists).
    const long = (label: string) => `${label}: keep the brand names in English and use the formal register throughout the text.`;
    const wordy = labels.map((label) => ({ label, prompt: long(label), ...at }));
    const terms: Array<[string, string]> = Array.from({ length: 3000 }, (_, i) => [`source term number ${i} of the product glossary`, `Zielbegriff Nummer ${i}`]);
    const lists = ['de', 'fr'].map((language) => ({ ...list(`${language}-app`, language, {}), custom_instructions: wordy, glossaries: [{ name: 'Terms', origin: at, path: 'glossaries[0]' }] }));
    const glossary = { file: 'glossaries/terms.yaml', name: 'Terms', state: 'present' as const, origin: at, dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: new Map(terms), entryOrigins: new Map(), origin: at }] };
    const bytes = (part: string) => part.length * (/[^\u0000-\u00ff]/u.test(part) ? 2 : 1);
    for (const [name, page] of guidePageParts(guideModel(lists, [glossary]))) {
      const sizes = [...page].map(bytes);
      expect(Math.max(...sizes), name).toBeLessThan(128 * 1024);
      if (name === 'matrix.md' || name === 'index.html') expect(sizes.length, name).toBeGreaterThan(4);
    }
  });

  it('renders a row wider than the bound as the whole page does', () => {
    const wide = guideModel([list('de-app', 'de', {}, ['Tone']), list('de-web', 'de', {}, ['Tone'])].map((l, n) => ({ ...l, custom_instructions: l.custom_instructions.map((c) => ({ ...c, prompt: `${n} ${'x '.repeat(MATRIX_PART_CHARACTERS)}` })) })), []);
    const html = [...guidePageParts(wide)].find(([name]) => name === 'matrix.html')?.[1];
    expect([...(html ?? [])].join('')).toBe(guideHtml('Style guide: all languages side by side', guideMatrixMarkdown(wide, { extension: '.html', index: 'index.html' }), { index: 'index.html' }));
  });

  it('joins to the page made whole: the Markdown, and marked rendering that Markdown at once', () => {
    const md = guideMatrixMarkdown(guide, { extension: '.md', index: 'index.md' });
    expect(parts.get('matrix.md')?.join('')).toBe(md);
    expect(md.match(/^\| Label \| German/gm)).toHaveLength(1);
    const whole = guideHtml('Style guide: all languages side by side', guideMatrixMarkdown(guide, { extension: '.html', index: 'index.html' }), { index: 'index.html' });
    expect(parts.get('matrix.html')?.join('')).toBe(whole);
    expect(whole.match(/<table>/g)).toHaveLength(2);
  });

  it('renders hostile text cell by cell as marked renders the whole table (issue #31)', () => {
    // Pipes escaped and not, backslashes before them, blanks marked trims (NBSP, ideographic space), Markdown, HTML, links, mentions, line breaks.
    const hostile = ['a | b', 'a \\| b', 'ends in \\', '\u00a0leading', 'trailing\u3000', '  spaced  ', '*em* _em_ `code` ~~del~~', '<b>bold</b> &amp; &lt;', 'https://x.example @team', '[x](https://y.example) ![i](z)', 'line\nbreak\r\nand more', '|', '\\', '- item', '1. item', '# heading', '<pre>open'];
    const lists = ['de', 'fr', 'ja'].flatMap((language, n) => [list(`${language}-a`, language, { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } }, hostile), { ...list(`${language}-b`, language, {}), custom_instructions: hostile.map((label, i) => ({ label, prompt: hostile[(i + n + 1) % hostile.length] as string, ...at })) }]);
    const guide = guideModel(lists, []);
    const html = [...guidePageParts(guide)].find(([name]) => name === 'matrix.html')?.[1];
    const whole = guideHtml('Style guide: all languages side by side', guideMatrixMarkdown(guide, { extension: '.html', index: 'index.html' }), { index: 'index.html' });
    expect(whole.match(/<tr>/g)?.length).toBeGreaterThan(hostile.length);
    expect([...(html ?? [])].join('')).toBe(whole);
  });

  it('gives a row wider than the bound in parts, in Markdown and HTML, none holding the whole row (issue #31)', () => {
    // 4 languages of 200 lists, each list its own prompt for one label: a row of about 100 KB of Markdown, 25 KB a cell.
    const lists = ['de', 'fr', 'ja', 'ko'].flatMap((language) => Array.from({ length: 200 }, (_, i) => ({ ...list(`${language}-${i}`, language, {}), custom_instructions: [{ label: 'Tone', prompt: `Tone ${i} ${'of the list '.repeat(8)}`, ...at }] })));
    const wide = guideModel(lists, []);
    const md = guideMatrixMarkdown(wide, { extension: '.html', index: 'index.html' });
    const row = md.split('\n').find((l) => l.startsWith('| Tone')) as string;
    expect(row.length).toBeGreaterThan(MATRIX_PART_CHARACTERS * 1.5);
    const page = [...([...guidePageParts(wide)].find(([name]) => name === 'matrix.html')?.[1] ?? [])];
    expect(page.join('')).toBe(guideHtml('Style guide: all languages side by side', md, { index: 'index.html' }));
    // A part ends at the cell that takes it past the bound: under the bound and one cell's HTML (about 35 KB here).
    for (const part of page) expect(part.length).toBeLessThan(TABLE_PART_CHARACTERS + 40 * 1024);
    expect(page.filter((part) => part.includes('<td>')).length).toBeGreaterThan(1);
    const markdown = [...([...guidePageParts(wide)].find(([name]) => name === 'matrix.md')?.[1] ?? [])];
    expect(markdown.join('')).toBe(guideMatrixMarkdown(wide, { extension: '.md', index: 'index.md' }));
    for (const part of markdown) expect(part.length).toBeLessThan(MATRIX_PART_CHARACTERS + 40 * 1024);
    expect(markdown.filter((part) => /\]\([a-z]+\.md#/.test(part)).length).toBeGreaterThan(1);
  });

  it("makes an instruction's cell when its row is written, not every cell before the first row (issue #31)", () => {
    // 40 lists of 60 instructions, each its own prompt: rows of about 3 KB, so the first run of rows holds only the first rows.
    const labels = Array.from({ length: 60 }, (_, j) => `Rule ${String(j).padStart(2, '0')}`);
    const lists = Array.from({ length: 40 }, (_, i) => ({ ...list(`de-${i}`, 'de', {}), custom_instructions: labels.map((label) => ({ label, prompt: `${label} of list ${i}`, ...at })) }));
    const big = guideModel(lists, []);
    const last = big.languages[0]!.lists.at(-1)!.instructions.at(-1)!;
    // The last row's last cell counts the reads of its prompt: none before the first run of rows is out.
    let read = 0;
    const prompt = last.prompt;
    Object.defineProperty(last, 'prompt', { get: () => (read++, prompt), enumerable: true });
    const blocks = guideMatrixBlocks(big, { extension: '.md', index: 'index.md' })[Symbol.iterator]();
    expect(blocks.next().done).toBe(false);
    expect(read).toBe(0);
    const rest = [...{ [Symbol.iterator]: () => blocks }];
    expect(read).toBeGreaterThan(0);
    expect(rest.length).toBeGreaterThan(0);
  });
});

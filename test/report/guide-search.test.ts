import { describe, expect, it } from 'vitest';
import { guideHtml } from '../../src/report/guide-html.ts';
import { guidePages } from '../../src/app/guide.ts';
import type { DesiredGlossary } from '../../src/catalog/glossary.ts';
import type { DesiredList } from '../../src/config/model.ts';
import { guideIndexEntries } from '../../src/report/guide-index-entries.ts';
import { guideModel } from '../../src/report/guide-model.ts';
import { INDEX_HITS, searchEntries, searchFold } from '../../src/report/guide-search.ts';

describe('the guide page search (searchFold)', () => {
  it('finds a term typed without its accents or capitals, in any script that composes marks', () => {
    const hit = (query: string, text: string) => searchFold(text).includes(searchFold(query));
    expect(hit('ubersicht', 'Übersicht')).toBe(true);
    expect(hit('resume', 'résumé')).toBe(true);
    expect(hit('ÜBERSICHT', 'übersicht')).toBe(true);
    // Decomposed input (a Mac keyboard's ü as u + U+0308) is the same word.
    expect(hit('u\u0308bersicht', 'Übersicht')).toBe(true);
    expect(hit('senor', 'Señor')).toBe(true);
    expect(hit('Uebersicht', 'Übersicht')).toBe(false);
    expect(hit('abmelden', 'anmelden')).toBe(false);
  });

  it('is the very function the page runs, and the page script parses', () => {
    const page = guideHtml('T', '| a | b |\n|---|---|\n| Übersicht | overview |\n');
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain(searchFold.toString());
    // Constructing the function compiles the script without running it (it needs a document to run).
    expect(() => new Function(script)).not.toThrow();
  });
});

describe('the guide index search (searchEntries over guideIndexEntries)', () => {
  const at = { file: 'styles/x.yaml', line: 1, col: 1 };
  const lists: DesiredList[] = [
    {
      file: 'styles/de.yaml',
      name: 'Acme DE',
      language: 'de',
      state: 'present',
      configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } },
      ruleOrigins: {},
      custom_instructions: [{ label: 'Förmliche Anrede', prompt: 'Use Sie.', ...at }],
      examples: [],
      glossaries: [{ name: 'Terms', origin: at, path: 'glossaries[0]' }],
      origin: at,
    },
  ];
  const glossaries: DesiredGlossary[] = [
    {
      file: 'glossaries/terms.yaml',
      name: 'Terms',
      state: 'present',
      origin: at,
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: new Map([['Overview', 'Übersicht'], ['sign in', 'anmelden'], ['<b>bold</b>', 'fett']]), entryOrigins: new Map(), origin: at, notes: new Map([['sign in', { forbidden: [{ term: 'einloggen' }], admitted: [{ term: 'Anmeldung', note: 'the noun' }] }]]) }],
    },
  ];
  const guide = guideModel(lists, glossaries);
  const index = guideIndexEntries(guide, '.html');
  const folded = index.entries.map((e) => searchFold(e[0]));
  // What the page shows for a hit: the text, where it is, and the address it opens.
  const search = (query: string) =>
    searchEntries(folded, searchFold(query), INDEX_HITS).hits.map((i) => {
      const [text, place, anchor] = index.entries[i]!;
      const [where, page] = index.places[place]!;
      return [text, where, `${page}#${anchor}`];
    });

  it('finds a term by its source or target, without accents or capitals, and links to its anchor on its page', () => {
    const [hit] = search('UBERSICHT');
    expect(hit).toEqual(['Overview → Übersicht', 'German (de) · term of Terms (en → de)', `de.html#${guide.languages[0]!.terminology[0]!.terms.find((t) => t.source === 'Overview')!.anchor}`]);
    expect(search('overv')[0]).toEqual(hit);
    // The forbidden variant a translator was about to type finds the term to use.
    expect(search('einloggen').map((e) => e[0])).toEqual(['sign in → anmelden (also acceptable: Anmeldung; forbidden: einloggen)']);
    // So does an admitted alternative (issue #30), said to be acceptable, linking to its term.
    expect(search('anmeldung')).toEqual([['sign in → anmelden (also acceptable: Anmeldung; forbidden: einloggen)', 'German (de) · term of Terms (en → de)', `de.html#${guide.languages[0]!.terminology[0]!.terms.find((t) => t.source === 'sign in')!.anchor}`]]);
    // Rules and instructions too, by their words.
    expect(search('decimal separator').map((e) => e[1])).toEqual(['German (de) · rule of Acme DE']);
    expect(search('formliche').map((e) => e[0])).toEqual(['Förmliche Anrede']);
    expect(search('nothing like it')).toEqual([]);
  });

  it('puts what starts with the query first, and shows at most the limit with the count of all', () => {
    const many = Array.from({ length: 120 }, (_, i) => searchFold(`term ${i} of login`));
    const found = searchEntries([...many, 'login'], 'login', INDEX_HITS);
    expect(found.total).toBe(121);
    expect(found.hits).toHaveLength(INDEX_HITS);
    expect(found.hits[0]).toBe(120);
  });

  it('the index page embeds the entries as data and runs this very function; the script parses', () => {
    const page = guidePages(guide).get('index.html') as string;
    const data = /<script type="application\/json" id="entries">([\s\S]*?)<\/script>/.exec(page)?.[1] as string;
    // Markup in a term is data, escaped for the element, and reads back as the term.
    expect(data).not.toMatch(/[<>]/);
    expect(JSON.parse(data)).toEqual(index);
    expect(index.entries.some(([text]) => text === '<b>bold</b> → fett')).toBe(true);
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain(searchEntries.toString());
    expect(script).toContain(searchFold.toString());
    expect(() => new Function(script)).not.toThrow();
    expect(page).toContain('<ol id="hits" hidden></ol>');
    // A language page has no index data.
    expect(guidePages(guide).get('de.html')).not.toContain('id="entries"');
  });
});

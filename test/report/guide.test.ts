import { describe, expect, it } from 'vitest';
import { guidePageParts, guidePages } from '../../src/app/guide.ts';
import type { DesiredGlossary, TermNotes } from '../../src/catalog/glossary.ts';
import { type RecordedSample, sampleHasher, sampleKey } from '../../src/catalog/samples.ts';
import type { DesiredList, Example } from '../../src/config/model.ts';
import { guideChanges } from '../../src/report/guide-changes.ts';
import { guideHtml } from '../../src/report/guide-html.ts';
import { guideIndexEntries } from '../../src/report/guide-index-entries.ts';
import { LANGUAGE_PART_CHARACTERS, guideIndexMarkdown, guideLanguageMarkdown, guideLanguageSections } from '../../src/report/guide-markdown.ts';
import { tableRowsMarkdown } from '../../src/report/table-rows.ts';
import { guideAnchors } from '../../src/report/guide-anchors.ts';
import { guideModel, MAX_INITIALS } from '../../src/report/guide-model.ts';
import { uniqueAnchors } from '../../src/report/unique-anchors.ts';
import { guidePageAnchors } from '../../src/report/guide-page-anchors.ts';
import { lookAlikes } from './look-alikes.ts';
import { guideScenario, scenarioSamples } from './guide-scenario.ts';

// The readable guide (issue #22), from plain inputs: what it holds, its
// anchors, and user text kept inert in Markdown and HTML.

const at = { file: 'styles/x.yaml', line: 1, col: 1 };

function list(name: string, language: string, extra: Partial<DesiredList> = {}): DesiredList {
  return {
    file: `styles/${name}.yaml`,
    name,
    language,
    state: 'present',
    configured_rules: {},
    ruleOrigins: {},
    custom_instructions: [],
    examples: [],
    origin: at,
    ...extra,
  };
}

function glossary(name: string, dictionaries: Array<[string, string, Array<[string, string]>]>, extra: Partial<DesiredGlossary> = {}): DesiredGlossary {
  return {
    file: `glossaries/${name}.yaml`,
    name,
    state: 'present',
    origin: at,
    dictionaries: dictionaries.map(([source_lang, target_lang, entries]) => ({ source_lang, target_lang, entries: new Map(entries), entryOrigins: new Map(), origin: at })),
    ...extra,
  };
}

const refs = (...names: string[]) => names.map((name, i) => ({ name, origin: at, path: `glossaries[${i}]` }));

describe('guideModel', () => {
  it('one page per target language, lists sorted, rules in words grouped as the catalog groups them, tombstones left out', () => {
    const guide = guideModel(
      [
        list('Zeta DE', 'de', { configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' }, dates_and_times: { calendar_era: 'use_bc_and_ad' } } }),
        list('Alpha DE', 'DE'),
        list('Acme FR', 'fr'),
        list('Gone', 'it', { state: 'absent' }),
      ],
      [],
    );
    expect(guide.languages.map((l) => [l.language, l.title, l.page, l.lists.map((x) => x.name)])).toEqual([
      ['de', 'German', 'de', ['Alpha DE', 'Zeta DE']],
      ['fr', 'French', 'fr', ['Acme FR']],
    ]);
    const zeta = guide.languages[0]!.lists[1]!;
    expect(zeta.conventions.map((g) => [g.title, g.rules.map((r) => `${r.words}: ${r.valueWords}`)])).toEqual([
      ['Dates and times', ['Calendar era: BC and AD']],
      ['Numbers', ['Decimal separator: comma']],
    ]);
  });

  it('terminology: the dictionaries of the glossaries the lists name whose target is the page language (base codes serve variants), each once, sorted', () => {
    const guide = guideModel(
      [list('CH', 'de-CH', { glossaries: refs('Terms', 'Terms') }), list('DE', 'de', { glossaries: refs('Terms') }), list('Plain', 'fr')],
      [
        glossary('Terms', [
          ['en', 'de', [['sign in', 'anmelden'], ['Account', 'Konto'], ['apple', 'Apfel']]],
          ['en', 'fr', [['sign in', 'se connecter']]],
        ]),
        glossary('Unused', [['en', 'de', [['x', 'y']]]]),
      ],
    );
    const [de, deCh, fr] = guide.languages;
    expect(de!.terminology.map((d) => [d.glossary, d.source_lang, d.target_lang, d.terms.map((t) => t.source)])).toEqual([['Terms', 'en', 'de', ['Account', 'apple', 'sign in']]]);
    expect(deCh!.language).toBe('de-ch');
    expect(deCh!.terminology).toHaveLength(1);
    // A list that names no glossary has no terminology, whatever glossaries exist.
    expect(fr!.terminology).toEqual([]);
  });

  it('a list links each glossary it names to its terms on the page; a glossary with no dictionary there stays text', () => {
    const guide = guideModel(
      [list('DE', 'de', { glossaries: refs('Terms <b>', 'French only') })],
      [glossary('Terms <b>', [['en', 'de', [['sign in', 'anmelden']]]]), glossary('French only', [['en', 'fr', [['x', 'y']]]])],
    );
    const page = guideLanguageMarkdown(guide.languages[0]!);
    const anchor = guide.languages[0]!.terminology[0]!.anchor;
    expect(page).toContain(`Terminology from [Terms &lt;b&gt;](#${anchor}), French only.`);
    expect(page).toContain(`<a id="${anchor}"></a>`);
  });

  it('anchors are stable and distinct: terms that fold alike keep apart, and adding a term moves no other anchor', () => {
    const make = (entries: Array<[string, string]>) => guideModel([list('DE', 'de', { glossaries: refs('T') })], [glossary('T', [['en', 'de', entries]])]).languages[0]!.terminology[0]!.terms;
    const before = make([['Sign in', 'Anmelden'], ['sign-in', 'Anmeldung']]);
    expect(new Set(before.map((t) => t.anchor)).size).toBe(2);
    const after = make([['Sign in', 'Anmelden'], ['sign-in', 'Anmeldung'], ['Account', 'Konto']]);
    for (const term of before) expect(after.find((t) => t.source === term.source)!.anchor).toBe(term.anchor);
    for (const term of after) expect(term.anchor).toMatch(/^[\p{L}\p{N}-]+$/u);
    // Terms in scripts without Latin letters still get a readable, valid anchor.
    const [ja] = make([['ログイン', 'anmelden']]);
    expect(ja!.anchor).toContain('ログイン');
  });

  it('look-alike terms whose slug and 24-bit hash collide get distinct anchors; the others keep theirs (issue #27)', () => {
    const [a, b] = lookAlikes('T', 'en', 'de');
    // The collision is real: the base scheme alone gives both the same anchor.
    expect(guideAnchors.term('T', 'en', 'de', a)).toBe(guideAnchors.term('T', 'en', 'de', b));
    const guide = guideModel([list('DE', 'de', { glossaries: refs('T') })], [glossary('T', [['en', 'de', [[a, 'Anmelden'], [b, 'Anmeldung'], ['Account', 'Konto']]]])]);
    const terms = guide.languages[0]!.terminology[0]!.terms;
    const anchor = (source: string) => terms.find((t) => t.source === source)!.anchor;
    expect(anchor(a)).not.toBe(anchor(b));
    for (const term of terms) expect(term.anchor).toMatch(/^[\p{L}\p{N}_-]+$/u);
    // A term with no look-alike keeps its base anchor, links published before stay good.
    expect(anchor('Account')).toBe(guideAnchors.term('T', 'en', 'de', 'Account'));
    // Each anchor is on the page once, on its own term's row.
    const md = guideLanguageMarkdown(guide.languages[0]!);
    for (const [source, target] of [[a, 'Anmelden'], [b, 'Anmeldung']] as const) {
      expect(md.split(`<a id="${anchor(source)}">`)).toHaveLength(2);
      expect(md.split('\n').find((l) => l.includes(`<a id="${anchor(source)}">`))).toContain(target);
    }
  });

  it('every id on a page is unique, where look-alike instruction labels and terms land on the same base anchors', () => {
    const [a, b] = lookAlikes('find', 'en', 'de');
    const guide = guideModel(
      [list('find', 'de', { glossaries: refs('find'), custom_instructions: [{ label: a, prompt: 'x', ...at }, { label: b, prompt: 'y', ...at }] })],
      [glossary('find', [['en', 'de', [[a, '1'], [b, '2']]]])],
    );
    const html = guidePages(guide).get('de.html')!;
    const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(6);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('guidePageAnchors', () => {
  // Issue #31: at 1,000 lists of 100 instructions, copying every instruction (and an identity for each) to set anchors that
  // did not move was some 20 MB promoted and dropped while the model was made.
  it('keeps every object whose anchor stays, and gives look-alikes new objects with distinct anchors', () => {
    const [a, b] = lookAlikes('find', 'en', 'de');
    const instructions = (...labels: string[]) => labels.map((label) => ({ label, prompt: `Say ${label}.`, ...at }));
    const guide = guideModel(
      [list('Alone', 'de', { custom_instructions: instructions('Tone', 'Brand') }), list('find', 'de', { glossaries: refs('find'), custom_instructions: instructions('Tone') })],
      [glossary('find', [['en', 'de', [[a, '1'], [b, '2'], ['Account', 'Konto']]]])],
    );
    const page = guide.languages[0]!;
    const again = guidePageAnchors(page);
    expect(again.lists).toBe(page.lists);
    expect(again.terminology[0]!.terms[2]).toBe(page.terminology[0]!.terms[2]);
    expect(page.lists[0]!.instructions.map((i) => i.anchor)).toEqual([guideAnchors.instruction('Alone', 'Tone'), guideAnchors.instruction('Alone', 'Brand')]);

    // Two instructions of one list whose labels look alike share a base anchor: each gets a new object and its own anchor.
    const crowded = guideModel([list('find', 'de', { custom_instructions: instructions(a, b, 'Tone') })], []).languages[0]!;
    const base = { ...crowded, lists: crowded.lists.map((l) => ({ ...l, instructions: l.instructions.map((i) => ({ ...i, anchor: guideAnchors.instruction(l.name, i.label) })) })) };
    const resolved = guidePageAnchors(base);
    const [first, second, tone] = resolved.lists[0]!.instructions;
    expect(first!.anchor).not.toBe(second!.anchor);
    expect(first).not.toBe(base.lists[0]!.instructions[0]);
    expect(tone).toBe(base.lists[0]!.instructions[2]);
    expect(tone!.anchor).toBe(guideAnchors.instruction('find', 'Tone'));
  });
});

describe('uniqueAnchors', () => {
  it('keeps a base alone on its page, and tells equal bases apart even when the hash cannot (the hex of the identity)', () => {
    const constant = () => '0'.repeat(64);
    const anchors = uniqueAnchors(
      [
        { identity: 'x', base: 'same' },
        { identity: 'y', base: 'same' },
        { identity: 'z', base: 'alone' },
        { identity: 'w', base: 'found' },
      ],
      constant,
    );
    expect(anchors.get('z')).toBe('alone');
    expect(anchors.get('x')).toBe('same_78');
    expect(anchors.get('y')).toBe('same_79');
    expect(anchors.get('w')).toBe('found_00000000');
  });
});

describe('the guide pages', () => {
  const hostile = guideModel(
    [
      list('<script>alert(1)</script>', 'de', {
        glossaries: refs('T'),
        custom_instructions: [{ label: 'Tone | <b>', prompt: 'line one\n::error::x\n<img src=x onerror=alert(1)> @octocat [x](https://e.vil) ![i](https://e.vil/i.png)', ...at }],
      }),
    ],
    [glossary('T', [['en', 'de', [['<iframe src=//e.vil>', '| **x** |'], ['`code`', '</td></tr></table><script>alert(2)</script>']]]])],
  );

  it('renders user text as text in Markdown: no tag, link, image or mention, and no broken table', () => {
    const md = guideLanguageMarkdown(hostile.languages[0]!);
    expect(md).not.toMatch(/<(script|img|iframe|b)\b/);
    expect(md).not.toContain('](https://');
    expect(md).not.toMatch(/@octocat/);
    // Each term row has exactly its two cells.
    for (const row of md.split('\n').filter((l) => l.includes('<a id=') && l.startsWith('| '))) expect(row.split(/(?<!\\)\|/).length).toBeGreaterThanOrEqual(4);
  });

  it('renders user text as text in HTML: the only elements are the page’s own', () => {
    const html = guidePages(hostile).get('de.html')!;
    expect(html).not.toMatch(/<(img|iframe|b)\b/);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;script&gt;alert(2)');
    expect(html).not.toMatch(/href="https:\/\/e\.vil/);
    expect(html).toContain('line one<br>::error::x');
  });

  it('an indented prompt (a YAML block kept its indent) shows once escaped in the HTML page, not as a code block (issue #27)', () => {
    const guide = guideModel([list('DE', 'de', { custom_instructions: [{ label: 'Tags', prompt: '    Keep <b>bold</b> & tags.\n    - as written', ...at }] })], []);
    const html = guidePages(guide).get('de.html')!;
    expect(html).toContain('<blockquote>\n<p>    Keep &lt;b&gt;bold&lt;/b&gt; &amp; tags.<br>    - as written</p>\n</blockquote>');
    expect(html).not.toContain('&amp;lt;');
    expect(html).not.toContain('<pre>');
  });

  it('an index links every language page, in each form', () => {
    const pages = guidePages(guideModel([list('DE', 'de'), list('FR', 'fr')], []));
    expect([...pages.keys()]).toEqual(['de.md', 'de.html', 'fr.md', 'fr.html', 'matrix.md', 'matrix.html', 'index.md', 'index.html']);
    expect(pages.get('index.md')).toContain('[German (de)](de.md)');
    expect(pages.get('index.html')).toContain('<a href="fr.html">French (fr)</a>');
    expect(pages.get('de.html')).toContain('<a href="index.html">All languages</a>');
  });

  it('renders a page only when it is taken, the index last: a writer holds one page at a time (issue #31)', () => {
    const guide = guideModel([list('DE', 'de'), list('FR', 'fr')], []);
    // The French language as a getter that counts reads: no mock, the model itself says when it is rendered.
    let frenchReads = 0;
    const french = guide.languages[1]!;
    Object.defineProperty(guide.languages, 1, { get: () => (frenchReads++, french), enumerable: true });
    const pages = guidePageParts(guide);
    for (const name of ['de.md', 'de.html']) {
      const [taken, parts] = pages.next().value ?? [];
      expect(taken).toBe(name);
      expect([...(parts ?? [])].join('')).toContain('DE');
    }
    expect(frenchReads).toBe(0);
    expect([...pages].map(([name]) => name)).toEqual(['fr.md', 'fr.html', 'matrix.md', 'matrix.html', 'index.md', 'index.html']);
    expect(frenchReads).toBeGreaterThan(0);
  });

  it('a page rendered section by section is the page rendered whole, hostile text and dictionaries included (issue #31)', () => {
    const scenario = guideScenario();
    const guide = guideModel(scenario.lists, scenario.glossaries, scenario.about, scenarioSamples(scenario));
    const since = { since: 'v1', guide: guideModel(scenario.lists.slice(1), scenario.glossaries, scenario.about) };
    const pages = guidePages(guide, since);
    for (const language of guide.languages) {
      const markdown = guideLanguageMarkdown(language, guide.about, { since: 'v1', changes: guideChanges(since.guide, language) });
      expect(pages.get(`${language.page}.md`)).toBe(markdown);
      expect(pages.get(`${language.page}.html`)).toBe(guideHtml(`${language.title} (${language.language}): style guide`, markdown, { index: 'index.html' }));
    }
  });

  it('a large page and the index are written in parts of about LANGUAGE_PART_CHARACTERS, each rendered as the page made whole (issue #31)', () => {
    // 30 lists of 40 instructions (an outline of over 300 KB), a 10,000-term dictionary, and the index's search data over both.
    const instructions = Array.from({ length: 40 }, (_, j) => ({ label: `Rule ${j}`, prompt: `Keep <b>Acme</b> & its | names as written, rule ${j}: ${'formal register, '.repeat(12)}`, ...at }));
    const lists = Array.from({ length: 30 }, (_, i) => list(`DE ${i}`, 'de', { custom_instructions: instructions, glossaries: refs('Big') }));
    const terms: Array<[string, string]> = Array.from({ length: 10_000 }, (_, i) => [`term ${String(i).padStart(5, '0')}`, `Begriff <${i}> | ${i}`]);
    const guide = guideModel(lists, [glossary('Big', [['en', 'de', terms]])]);
    const parts = new Map([...guidePageParts(guide)].map(([name, page]) => [name, [...page]]));
    const german = guide.languages[0]!;
    const pages = {
      'de.md': guideLanguageMarkdown(german),
      'de.html': guideHtml(`${german.title} (de): style guide`, guideLanguageMarkdown(german), { index: 'index.html' }),
      'index.html': guideHtml('Style guide', guideIndexMarkdown(guide, { extension: '.html' }), { entries: guideIndexEntries(guide, '.html') }),
    };
    for (const [name, whole] of Object.entries(pages)) {
      const page = parts.get(name)!;
      expect(page.join(''), name).toBe(whole);
      for (const part of page) expect(part.length, name).toBeLessThan(4 * LANGUAGE_PART_CHARACTERS);
    }
  });

  it("a language page's outline is made as its parts are taken, not gathered whole before the first (issue #31)", () => {
    // 30 lists of 40 instructions: an outline of over 300 KB, so several parts before the lists.
    const instructions = Array.from({ length: 40 }, (_, j) => ({ label: `Rule ${j}`, prompt: `Keep the names as written, rule ${j}: ${'formal register, '.repeat(12)}`, ...at }));
    const guide = guideModel(Array.from({ length: 30 }, (_, i) => list(`DE ${String(i).padStart(2, '0')}`, 'de', { custom_instructions: instructions })), []);
    const german = guide.languages[0]!;
    const last = german.lists.at(-1)!.instructions.at(-1)!;
    // The last instruction of the outline counts the reads of its prompt: none may happen before the first part is out.
    let read = 0;
    const prompt = last.prompt;
    Object.defineProperty(last, 'prompt', { get: () => (read++, prompt), enumerable: true });
    const parts = guideLanguageSections(german)[Symbol.iterator]();
    const first = parts.next();
    expect(first.done).toBe(false);
    expect(read).toBe(0);
    // Taken to the end, the page is the page made whole, and that prompt is in it.
    const rest = [first.value as string, ...[...{ [Symbol.iterator]: () => parts }].map(tableRowsMarkdown)].join('');
    expect(read).toBeGreaterThan(0);
    expect(rest).toBe(guideLanguageMarkdown(german));
  });

  it('a page with 10,000 terms holds every term once, in order', () => {
    const entries: Array<[string, string]> = Array.from({ length: 10_000 }, (_, i) => [`term ${String(i).padStart(5, '0')}`, `Begriff ${i}`]);
    const guide = guideModel([list('DE', 'de', { glossaries: refs('Big') })], [glossary('Big', [['en', 'de', entries]])]);
    const html = guideHtml('x', guideLanguageMarkdown(guide.languages[0]!));
    expect(html.match(/<tr>/g)).toHaveLength(10_001);
    expect(html.indexOf('term 00001')).toBeLessThan(html.indexOf('term 09999'));
  });
});

describe("What's new", () => {
  const rules = (value: string) => ({ numbers: { decimal_separator: value } });
  const before = guideModel(
    [
      list('DE', 'de', { glossaries: refs('T', 'Old'), configured_rules: rules('use_period_as_decimal_separator'), custom_instructions: [{ label: 'Tone', prompt: 'Formal.', ...at }, { label: 'Gone', prompt: 'x', ...at }] }),
      list('Retired', 'de'),
    ],
    [glossary('T', [['en', 'de', [['sign in', 'einloggen'], ['log out', 'abmelden'], ['old', 'alt']]]]), glossary('Old', [['en', 'de', [['x', 'y']]]])],
  );
  const after = guideModel(
    [list('DE', 'de', { glossaries: refs('T'), configured_rules: rules('use_comma_as_decimal_separator'), custom_instructions: [{ label: 'Tone', prompt: 'Informal.', ...at }, { label: 'New', prompt: 'y', ...at }] }), list('Fresh', 'de')],
    [glossary('T', [['en', 'de', [['sign in', 'anmelden'], ['log out', 'abmelden'], ['new', 'neu']]]])],
  );

  it('is the plan’s difference, file against file: rules, instructions by label, terms, lists and dictionaries', () => {
    const changes = guideChanges(before, after.languages[0]!);
    expect(changes.lists).toEqual({ added: ['Fresh'], removed: ['Retired'] });
    expect(changes.rules).toEqual([{ list: 'DE', group: 'numbers', rule: 'decimal_separator', before: 'use_period_as_decimal_separator', after: 'use_comma_as_decimal_separator' }]);
    expect(changes.instructions.map((i) => `${i.label} ${i.kind}`).sort()).toEqual(['Gone removed', 'New added', 'Tone changed']);
    expect(changes.terms.map((t) => [t.glossary, t.plan.action, t.plan.added, t.plan.changed, t.plan.removed])).toEqual([
      ['T', 'update', [['new', 'neu']], [{ source: 'sign in', before: 'einloggen', after: 'anmelden' }], [['old', 'alt']]],
      ['Old', 'delete', [], [], [['x', 'y']]],
    ]);
  });

  it('reads as a section at the top of the page, linking what is still there to its anchor', () => {
    const page = after.languages[0]!;
    const md = guideLanguageMarkdown(page, undefined, { since: 'v1.2', changes: guideChanges(before, page) });
    const section = md.slice(md.indexOf("## What's new since `v1.2`"), md.indexOf('**Lists:**'));
    const signIn = page.terminology[0]!.terms.find((t) => t.source === 'sign in')!.anchor;
    expect(section).toContain(`- [sign in](#${signIn}): einloggen → anmelden`);
    expect(section).toContain('Decimal separator](#');
    expect(section).toContain('(DE): period → comma');
    // A removed term is said in words, not struck through (issue #27): strikethrough is a forbidden variant's alone.
    expect(section).toContain('- removed: old: alt');
    expect(section).not.toContain('~~');
    const html = guideHtml('x', md);
    expect(html).toContain('<li>removed: old: alt</li>');
    expect(html).not.toContain('<del>');
    expect(section).toContain('**Old: en → de** (no longer used)');
    expect(section).toContain('- List Retired removed');
    const same = guideLanguageMarkdown(page, undefined, { since: 'HEAD', changes: guideChanges(after, page) });
    // A long ref is cut: a branch name cannot fill the page's heading.
    const long = guideLanguageMarkdown(page, undefined, { since: `feature/${'b'.repeat(500)}`, changes: guideChanges(after, page) });
    expect(long).toContain(`## What's new since \`feature/${'b'.repeat(79 - 'feature/'.length)}…\``);
    expect(same).toContain('Nothing: the conventions, instructions and terms are as they were.');
  });

  it('cuts a long dictionary change with "and N more"', () => {
    const many = (n: number, target: string) => Array.from({ length: n }, (_, i) => [`t${i}`, target] as [string, string]);
    const was = guideModel([list('DE', 'de', { glossaries: refs('T') })], [glossary('T', [['en', 'de', many(100, 'alt')]])]);
    const now = guideModel([list('DE', 'de', { glossaries: refs('T') })], [glossary('T', [['en', 'de', many(100, 'neu')]])]);
    const md = guideLanguageMarkdown(now.languages[0]!, undefined, { since: 'main', changes: guideChanges(was, now.languages[0]!) });
    expect(md.match(/ alt → neu$/gm)).toHaveLength(60);
    expect(md).toContain('- … and 40 more');
  });
});

describe('instructions with open warnings (issue #30)', () => {
  it('marks an instruction that goes against the service’s advice, for reviewers; a good one has no mark', () => {
    const instructions = [
      { label: 'Tone', prompt: 'Use a conversational, friendly tone.', ...at },
      { label: 'Combined', prompt: 'Use technical terminology, maintain formal tone, and convert measurements to metric.', ...at },
      { label: 'Both', prompt: "Please don't use <b>formal</b> language.", ...at },
    ];
    const model = guideModel([list('DE', 'de', { custom_instructions: instructions })], []);
    expect(model.languages[0]!.lists[0]!.instructions.map((i) => i.advice)).toEqual([undefined, ['one directive per instruction'], ['positive wording', 'a directive, not a chat request']]);
    const md = guideLanguageMarkdown(model.languages[0]!);
    expect(md.match(/⚠ Open warning/g)).toHaveLength(2);
    expect(md).toContain("> Use technical terminology, maintain formal tone, and convert measurements to metric.\n\n⚠ Open warning: goes against the service's advice (one directive per instruction); see `stylesync validate`.\n");
    expect(md).toContain("(positive wording; a directive, not a chat request)");
    expect(md).not.toMatch(/> Use a conversational, friendly tone\.\n\n⚠/);
  });
});

describe('terminology with what the long form says', () => {
  const notes = new Map<string, TermNotes>([
    ['sign in', { forbidden: [{ term: 'einloggen' }, { term: '<b>login</b>' }], definition: 'To open a session.\nNot <i>log in</i>.', note: 'A verb | never a noun' }],
    ['Acme Cloud', { translate: false }],
  ]);
  const withNotes = (entries: Array<[string, string]>) => {
    const g = glossary('T', [['en', 'de', entries]]);
    return { ...g, dictionaries: g.dictionaries.map((d) => ({ ...d, notes })) };
  };
  const page = (entries: Array<[string, string]>) => guideModel([list('DE', 'de', { glossaries: refs('T') })], [withNotes(entries)]).languages[0]!;

  it('the model carries forbidden variants, do-not-translate, definition and note per term', () => {
    const terms = page([['sign in', 'anmelden'], ['Acme Cloud', 'Acme Cloud'], ['account', 'Konto']]).terminology[0]!.terms;
    expect(terms.map((t) => [t.source, t.target, t.forbidden, t.doNotTranslate, t.definition, t.note])).toEqual([
      ['account', 'Konto', undefined, undefined, undefined, undefined],
      ['Acme Cloud', 'Acme Cloud', undefined, true, undefined, undefined],
      ['sign in', 'anmelden', [{ term: 'einloggen' }, { term: '<b>login</b>' }], undefined, 'To open a session.\nNot <i>log in</i>.', 'A verb | never a noun'],
    ]);
  });

  it('shows the columns some term fills, each cell escaped; a dictionary of bare pairs stays two columns', () => {
    const md = guideLanguageMarkdown(page([['sign in', 'anmelden'], ['Acme Cloud', 'Acme Cloud']]));
    expect(md).toContain('| Source | Target | Forbidden | Do not translate | Definition | Note |');
    expect(md).toMatch(/\| <a id="[^"]+"><\/a>Acme Cloud \| Acme Cloud \| {2}\| yes \| {2}\| {2}\|/);
    expect(md).toContain('| ✗\u00a0~~einloggen~~, ✗\u00a0~~&lt;b&gt;login&lt;/b&gt;~~ |  | To open a session.<br>Not &lt;i&gt;log in&lt;/i&gt;. | A verb \\| never a noun |');
    const html = guidePages(guideModel([list('DE', 'de', { glossaries: refs('T') })], [withNotes([['sign in', 'anmelden']])])).get('de.html')!;
    expect(html).toContain('✗\u00a0<del>einloggen</del>, ✗\u00a0<del>&lt;b&gt;login&lt;/b&gt;</del>');
    expect(html).not.toMatch(/<(b|i)>/);
    const bare = guideLanguageMarkdown(guideModel([list('DE', 'de', { glossaries: refs('P') })], [glossary('P', [['en', 'de', [['x', 'y']]]])]).languages[0]!);
    expect(bare).toContain('<div class="terms" lang="de">\n\n| Source | Target |\n|---|---|\n');
    // A code not of a language's shape gives no attribute rather than an escaped one.
    const odd = guideModel([list('DE', 'de" onclick="x', { glossaries: refs('Q') })], [glossary('Q', [['en', 'de" onclick="x', [['x', 'y']]]])]);
    expect(odd.languages[0]!.terminology).toHaveLength(1);
    expect(guideLanguageMarkdown(odd.languages[0]!)).toContain('<div class="terms">\n');
  });

  it('admitted alternatives (issue #30): marked ✓ as acceptable, never struck through, each with its note, escaped', () => {
    const admitted = new Map<string, TermNotes>([
      ['sign in', { admitted: [{ term: 'Anmeldung', note: 'The *noun* | <i>only</i>.' }, { term: '<b>sich anmelden</b>' }], forbidden: [{ term: 'einloggen' }] }],
    ]);
    const g = glossary('T', [['en', 'de', [['sign in', 'anmelden'], ['account', 'Konto']]]]);
    const model = guideModel([list('DE', 'de', { glossaries: refs('T') })], [{ ...g, dictionaries: g.dictionaries.map((d) => ({ ...d, notes: admitted })) }]);
    const terms = model.languages[0]!.terminology[0]!.terms;
    expect(terms.map((t) => [t.source, t.admitted])).toEqual([
      ['account', undefined],
      ['sign in', [{ term: 'Anmeldung', note: 'The *noun* | <i>only</i>.' }, { term: '<b>sich anmelden</b>' }]],
    ]);
    const md = guideLanguageMarkdown(model.languages[0]!);
    expect(md).toContain('| Source | Target | Also acceptable | Forbidden |');
    expect(md).toContain('| anmelden | ✓\u00a0Anmeldung (*The \\*noun\\* \\| &lt;i&gt;only&lt;/i&gt;.*), ✓\u00a0&lt;b&gt;sich anmelden&lt;/b&gt; | ✗\u00a0~~einloggen~~ |');
    const html = guidePages(model).get('de.html')!;
    expect(html).toContain('✓\u00a0Anmeldung (<em>The *noun* | &lt;i&gt;only&lt;/i&gt;.</em>), ✓\u00a0&lt;b&gt;sich anmelden&lt;/b&gt;</td>');
    expect(html).not.toMatch(/<del>Anmeldung|<(b|i)>/);
  });

  it('a forbidden variant shows its note (issue #30): after the struck-through term, not struck through, escaped', () => {
    const notes = new Map<string, TermNotes>([['sign in', { forbidden: [{ term: 'einloggen', note: 'The *anglicism* | <i>never</i>.', status: 'superseded' }, { term: 'Login' }] }]]);
    const g = glossary('T', [['en', 'de', [['sign in', 'anmelden']]]]);
    const model = guideModel([list('DE', 'de', { glossaries: refs('T') })], [{ ...g, dictionaries: g.dictionaries.map((d) => ({ ...d, notes })) }]);
    const md = guideLanguageMarkdown(model.languages[0]!);
    expect(md).toContain('| anmelden | ✗\u00a0~~einloggen~~ (*The \\*anglicism\\* \\| &lt;i&gt;never&lt;/i&gt;.*), ✗\u00a0~~Login~~ |');
    const html = guidePages(model).get('de.html')!;
    expect(html).toContain('<del>einloggen</del> (<em>The *anglicism* | &lt;i&gt;never&lt;/i&gt;.</em>)');
  });

  it('What’s new says admitted alternatives added and dropped, and a changed note of one (issue #30)', () => {
    const at = (notes: TermNotes) => {
      const g = glossary('T', [['en', 'de', [['sign in', 'anmelden']]]]);
      return guideModel([list('DE', 'de', { glossaries: refs('T') })], [{ ...g, dictionaries: g.dictionaries.map((d) => ({ ...d, notes: new Map([['sign in', notes]]) })) }]);
    };
    const was = at({ admitted: [{ term: 'Anmeldung' }, { term: 'einloggen' }] });
    const now = at({ admitted: [{ term: 'Anmeldung' }, { term: '<b>sich anmelden</b>' }] });
    const page = now.languages[0]!;
    const md = guideLanguageMarkdown(page, undefined, { since: 'v1', changes: guideChanges(was, page) });
    expect(md).toContain('**Admitted alternatives, forbidden variants, definitions and notes** (1 term)');
    expect(md).toMatch(/\(T, en → de\): now also acceptable: ✓\u00a0&lt;b&gt;sich anmelden&lt;\/b&gt;, no longer acceptable: einloggen$/m);
    const renoted = at({ admitted: [{ term: 'Anmeldung', note: 'only in legal texts' }, { term: 'einloggen' }] });
    expect(guideChanges(was, renoted.languages[0]!).notes.map((n) => n.fields.map((f) => f.field))).toEqual([['admitted']]);
    expect(guideChanges(was, was.languages[0]!).notes).toEqual([]);
  });

  it('a long dictionary opens with a jump index to the first term of each initial, accents folded, signs under #', () => {
    const entries: Array<[string, string]> = Array.from({ length: 120 }, (_, i) => [`${['apple', 'Ärger', 'banana', '3D', 'zebra'][i % 5]} ${i}`, `t${i}`]);
    const d = page(entries).terminology[0]!;
    expect(d.initials.map((i) => i.letter)).toEqual(['#', 'A', 'B', 'Z']);
    expect(d.terms[d.initials[1]!.first]!.source).toMatch(/^apple|^Ärger/);
    const md = guideLanguageMarkdown(page(entries));
    expect(md).toContain(`**Jump to:** [\\#](#${d.initials[0]!.anchor}) [A](#${d.initials[1]!.anchor})`);
    for (const initial of d.initials) expect(md).toContain(`<a id="${initial.anchor}"></a>`);
    // Short dictionaries need no index.
    expect(guideLanguageMarkdown(page([['apple', 'Apfel'], ['zebra', 'Zebra']]))).not.toContain('Jump to');
  });

  it('a dictionary whose initials are nearly one per term (Japanese) keeps the index to one line', () => {
    const kana = Array.from({ length: 300 }, (_, i): [string, string] => [String.fromCodePoint(0x4e00 + i * 7), `t${i}`]);
    expect(page(kana).terminology[0]!.initials.length).toBeLessThanOrEqual(MAX_INITIALS);
  });
});

describe('sample translations', () => {
  const example = (text: string): Example => ({ text, source_language: 'en', origin: at, path: 'examples[0]', at: {} });
  const lists = (prompt: string) => [list('DE', 'de', { glossaries: refs('T'), examples: [example('Sign in.'), example('Pay 3.5 euros.')], custom_instructions: [{ label: 'Tone', prompt, ...at }] })];
  const terms = (target: string) => [glossary('T', [['en', 'de', [['sign in', target]]]])];
  const record = (l: DesiredList[], g: DesiredGlossary[], translation: (text: string) => string): RecordedSample[] => {
    const hash = sampleHasher(g);
    return l[0]!.examples.map((e) => ({
      key: sampleKey('DE', e),
      list: 'DE',
      file: 'styles/DE.yaml',
      text: e.text,
      target_language: 'de',
      glossaries: ['T'],
      content_hash: hash(l[0]!, e),
      translation: translation(e.text),
      recorded_at: '2026-11-27T10:00:00.000Z',
    }));
  };

  it('shows each example with its recorded translation while the files are as they were', () => {
    const samples = record(lists('Formal.'), terms('anmelden'), (t) => `[DE] ${t} <img src=x> @octocat`);
    const page = guideModel(lists('Formal.'), terms('anmelden'), undefined, samples).languages[0]!;
    expect(page.lists[0]!.samples.map((s) => [s.status, s.translation])).toEqual([
      ['current', '[DE] Sign in. <img src=x> @octocat'],
      ['current', '[DE] Pay 3.5 euros. <img src=x> @octocat'],
    ]);
    const md = guideLanguageMarkdown(page);
    expect(md).toContain('### Sample translations');
    expect(md).toContain('| Sign in. | \\[DE\\] Sign in. &lt;img src=x&gt; @&#8203;octocat |');
    expect(md).toContain('Translated by the service with this list and the glossary T, recorded 2026-11-27');
    expect(guidePages(guideModel(lists('Formal.'), terms('anmelden'), undefined, samples)).get('de.html')).not.toContain('<img');
  });

  it('leaves out a sample recorded with other files (the list, or a term of its glossary, changed) and says why', () => {
    const samples = record(lists('Formal.'), terms('anmelden'), (t) => `[DE] ${t}`);
    for (const page of [guideModel(lists('Informal.'), terms('anmelden'), undefined, samples), guideModel(lists('Formal.'), terms('einloggen'), undefined, samples)].map((g) => g.languages[0]!)) {
      expect(page.lists[0]!.samples.map((s) => s.status)).toEqual(['stale', 'stale']);
      const md = guideLanguageMarkdown(page);
      expect(md).not.toContain('| Sign in. |');
      expect(md).toContain('2 examples changed (or their list or glossaries did) since their translation was recorded: not shown.');
    }
    // A glossary the list does not name changing leaves the samples current.
    const other = [...terms('anmelden'), glossary('Other', [['en', 'de', [['x', 'y']]]])];
    expect(guideModel(lists('Formal.'), other, undefined, samples).languages[0]!.lists[0]!.samples.map((s) => s.status)).toEqual(['current', 'current']);
  });

  it('an example never recorded is counted, with the command that records it', () => {
    const md = guideLanguageMarkdown(guideModel(lists('Formal.'), terms('anmelden')).languages[0]!);
    expect(md).toContain('2 examples have no recorded translation (never checked, or their last check failed): not shown. Run `stylesync plan --check-translations`');
  });
});

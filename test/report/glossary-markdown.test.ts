import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { TERMS_SHOWN } from '../../src/report/glossary-words.ts';
import { DRIFT_SIDES } from '../../src/report/markdown-sides.ts';
import { GITHUB_COMMENT_LIMIT, renderMarkdown } from '../../src/report/markdown.ts';
import { glossaryPlan, have, manyTerms, want, withGlossaries } from './glossaries.ts';
import { createPlan, deletePlan, makePlan } from './plans.ts';

const tableRows = (md: string) => md.slice(0, md.indexOf('<details')).split('\n').filter((l) => l.startsWith('| `'));
const section = (md: string, name: string) => {
  const start = md.indexOf(`<b>${name}</b>`);
  expect(start, name).toBeGreaterThanOrEqual(0);
  return md.slice(md.lastIndexOf('<details', start), md.indexOf('</details>', start) + '</details>'.length);
};

function mixedPlan() {
  return glossaryPlan(
    [
      want('Acme Product Terms', { 'en→de': { 'sign in': 'anmelden', 'log in': 'anmelden', 'Acme Cloud': 'Acme Cloud' }, 'en→fr': { 'sign in': 'se connecter' } }),
      want('Renamed', { 'en→de': { a: 'b' } }, { glossary_id: 'g-pinned' }),
      want('Old', {}, { state: 'absent' }),
      want('New', { 'en→ja': { 'sign in': 'サインイン' } }),
    ],
    [
      have('Acme Product Terms', { 'en→de': { 'sign in': 'einloggen', 'Acme Cloud': 'Acme Cloud', gone: 'weg' }, 'en→it': { a: 'b' } }),
      have('Before', { 'en→de': { a: 'b' } }, 'g-pinned'),
      have('Old', { 'en→de': manyTerms(30), 'de→en': { x: 'y' } }),
      have('Hand kept', {}),
    ],
  );
}

describe('renderMarkdown: glossaries', () => {
  it('counts lists and glossaries apart in the heading', () => {
    const md = renderMarkdown(makePlan([createPlan('a')], { glossaries: mixedPlan() }));
    expect(md.split('\n')[0]).toBe('### Plan: 1 list to create, 0 to update, 0 to delete; 1 glossary to create, 2 to update, 1 to delete.');
  });

  it('gives each glossary a row in the overview, deletes first, and names deleted glossaries in the caution alert', () => {
    const md = renderMarkdown(makePlan([createPlan('a'), deletePlan('Legal', 'absent')], { glossaries: mixedPlan() }));
    expect(md).toContain('| Action | Name | Language | What changes |');
    expect(tableRows(md)).toEqual([
      '| `-` **delete** | **Legal** | de | `state: absent`; **1 rule and 1 instruction go with it** |',
      '| `-` **delete** | **Old** (glossary) | de → en, en → de | `state: absent`; **2 dictionaries, 31 terms go with it** |',
      '| `+` create | **a** | fr | new list with 1 rule and 1 instruction |',
      '| `~` update | **Acme Product Terms** (glossary) | en → de, en → fr, en → it | en → de: 1 added, 1 changed, 1 removed; en → fr: new (1 term); en → it: removed (1 term) |',
      '| `~` rename | **Renamed** (glossary) |  | renamed from Before |',
      '| `+` create | **New** (glossary) | en → ja | new glossary: en → ja (1 term) |',
    ]);
    expect(md).toContain(
      [
        '> [!CAUTION]',
        '> **This plan deletes 1 list:** Legal (de, style\\_id id-Legal). Its live rules and instructions go with it; they are shown below.',
        '>',
        '> **This plan deletes 1 glossary:** Old (glossary\\_id gid-old; dictionaries de → en with 1 term, en → de with 30 terms). Its terms go with it; they are shown below.',
        '',
      ].join('\n'),
    );
    // A plan of lists alone keeps its table's columns.
    expect(renderMarkdown(makePlan([createPlan('a')]))).toContain('| Action | List | Language | What changes |');
  });

  it('an update that only adds terms stays closed; one that removes or changes a term is open', () => {
    const adds = renderMarkdown(withGlossaries(glossaryPlan([want('G', { 'en→de': { a: 'b', c: 'd' } })], [have('G', { 'en→de': { a: 'b' } })])));
    expect(section(adds, 'G')).toMatch(/^<details><summary>/);
    const removes = renderMarkdown(withGlossaries(glossaryPlan([want('G', { 'en→de': { c: 'd' } })], [have('G', { 'en→de': { a: 'b', c: 'd' } })])));
    expect(section(removes, 'G')).toMatch(/^<details open><summary>/);
    const changes = renderMarkdown(withGlossaries(glossaryPlan([want('G', { 'en→de': { a: 'x' } })], [have('G', { 'en→de': { a: 'b' } })])));
    expect(section(changes, 'G')).toMatch(/^<details open><summary>/);
  });

  it('shows each dictionary as a Source | Before | After table; a delete is open and shows what goes', () => {
    const md = renderMarkdown(withGlossaries(mixedPlan()));
    const acme = section(md, 'Acme Product Terms');
    // Open: it removes and changes terms (an update that only adds stays closed: the test above).
    expect(acme).toMatch(/^<details open><summary><code>~<\/code> <b>Acme Product Terms<\/b> \(glossary: en → de, en → fr, en → it\): update · glossaries\/acme-product-terms\.yaml<\/summary>/);
    expect(acme).toContain(
      [
        '`~` **en → de**: 1 added, 1 changed, 1 removed; 3 → 3 terms',
        '',
        '| Source | Before | After |',
        '|---|---|---|',
        '| `~` sign in | einloggen | anmelden |',
        '| `-` gone | weg | _(none)_ |',
        '| `+` log in | _(none)_ | anmelden |',
        '',
        '`+` **en → fr**: new, 1 term',
        '',
        '| Source | After |',
        '|---|---|',
        '| `+` sign in | se connecter |',
        '',
        '`-` **en → it**: removed with its 1 term',
        '',
        '| Source | Before |',
      ].join('\n'),
    );
    expect(section(md, 'Renamed')).toContain('Renames Before → **Renamed**.');
    const old = section(md, 'Old');
    expect(old).toMatch(/^<details open>/);
    expect(old).toContain('**Deletes the glossary** (glossary\\_id gid-old): the glossary file says `state: absent`.');
    expect(old).toContain('With it go its 2 dictionaries, 31 terms, as they are live now:');
    expect(old).toContain(`_… and 10 more removed terms; the JSON plan (\`stylesync plan --format json\`) has every term._`);
    expect(section(md, 'New')).toContain('Creates the glossary with one dictionary.');
    expect(md).toContain('**Glossaries no glossary file manages** (left alone):\n\n- Hand kept (glossary\\_id gid-hand-kept): `--prune` would delete it');
  });

  it('says why a glossary goes: --prune opens its section, a removed duplicate loses nothing and is neither open nor in the alert', () => {
    const plan = glossaryPlan(
      [want('Kept', { 'en→de': { a: 'b' } })],
      [
        have('Stray', { 'en→fr': { x: 'y' } }),
        { ...have('Kept', { 'en→de': { a: 'b' } }, 'g-kept'), creation_time: '2026-01-01T00:00:00Z' },
        { ...have('Kept', { 'en→de': { a: 'b' } }, 'g-copy'), creation_time: '2026-02-01T00:00:00Z' },
      ],
      true,
    );
    const md = renderMarkdown(withGlossaries(plan));
    expect(section(md, 'Stray')).toMatch(/^<details open>/);
    expect(section(md, 'Stray')).toContain('**Deletes the glossary** (glossary\\_id gid-stray): no glossary file manages it (`--prune`).');
    expect(md).toContain('| `-` duplicate removal | **Kept** (glossary) | en → de | an exact copy; glossary\\_id g-kept, the oldest, is kept: nothing is lost |');
    expect(md).toContain('<details><summary><code>-</code> <b>Kept</b> (glossary: en → de): delete · glossaries/kept.yaml</summary>');
    expect(md).toContain('**This plan deletes 1 glossary:** Stray (glossary\\_id gid-stray; dictionaries en → fr with 1 term).');
  });

  it('names its columns by the sides it is given (a pull request, drift)', () => {
    const md = renderMarkdown(withGlossaries(mixedPlan()), { sides: DRIFT_SIDES });
    expect(md).toContain('| Source | Live (the service) | File (base branch) |');
    expect(md).toContain('| Source | File (base branch) |');
  });

  it('stays within the comment limit with 10,000-term changes, keeping every glossary heading', () => {
    const live = manyTerms(10_000);
    const desired = { ...manyTerms(10_000, 'term', (i) => `neu ${i}`), ...manyTerms(10_000, 'new') };
    // Two glossaries of 10,000-term changes (en → de: 10,000 added and 10,000 changed; en → fr new, en → it removed, 10,000 each) …
    const big = [0, 1].map((i) => [want(`Big ${i}`, { 'en→de': desired, 'en→fr': manyTerms(10_000, 'fr') }), have(`Big ${i}`, { 'en→de': live, 'en→it': live })] as const);
    // … and sixty of 100 each, more than one comment holds even at TERMS_SHOWN per kind.
    const small = Array.from({ length: 60 }, (_, i) => [want(`Small ${i}`, { 'en→de': manyTerms(100, 'x', (j) => `neu ${j}`) }), have(`Small ${i}`, { 'en→de': manyTerms(100, 'x') })] as const);
    const pairs = [...big, ...small];
    const plan = glossaryPlan(
      pairs.map(([w]) => w),
      pairs.map(([, h]) => h),
    );
    const md = renderMarkdown(withGlossaries(plan));
    expect(md.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    for (const [w] of pairs) expect(md).toContain(`<b>${w.name}</b>`);
    expect(md.split('<details').length - 1).toBe(md.split('</details>').length - 1);
    // A cut glossary section says it is one, and never keeps a table's header without its delimiter row (it would show as text).
    expect(md).toMatch(/_… \d+ more lines of this glossary not shown\._/);
    expectWholeTableHeads(md);
    // Uncut, each dictionary shows TERMS_SHOWN of each kind, never the 10,000.
    const whole = renderMarkdown(withGlossaries(plan), { maxChars: Infinity });
    expect(section(whole, 'Big 0').split('\n').filter((l) => l.startsWith('| `')).length).toBe(TERMS_SHOWN * 4);
    expect(whole).toContain('_… and 9,980 more added terms, 9,980 more changed; the JSON plan');
    expect(whole.length).toBeLessThan(400_000);
  });
});

/** Every table header is followed by its delimiter row: a cut between them would show the header as text. */
function expectWholeTableHeads(md: string): void {
  const lines = md.split('\n');
  lines.forEach((line, i) => {
    if (line.startsWith('| Source |')) expect(lines[i + 1], `after line ${i}: ${line}`).toMatch(/^\|---/);
  });
}

describe('renderMarkdown: a cut glossary section', () => {
  it('never separates a table header from its delimiter row, wherever the limit falls', () => {
    const plan = glossaryPlan(
      [want('Cut', { 'en→de': manyTerms(40, 'term', (i) => `neu ${i}`), 'en→fr': manyTerms(30, 'fr'), 'en→it': manyTerms(30, 'it') })],
      [have('Cut', { 'en→de': manyTerms(40), 'en→es': manyTerms(30, 'es') })],
    );
    const whole = renderMarkdown(withGlossaries(plan), { overview: false, maxChars: Infinity }).length;
    for (let max = 600; max < whole; max += 37) {
      const md = renderMarkdown(withGlossaries(plan), { overview: false, maxChars: max });
      expect(md.length).toBeLessThanOrEqual(max);
      expectWholeTableHeads(md);
    }
  });
});

describe('renderMarkdown: a huge glossary plan', () => {
  it('keeps deleted glossaries in the alert and first in a cut table, which counts the rows it leaves out', () => {
    const files = Array.from({ length: 1500 }, (_, i) => want(`Glossary ${i}`, { 'en→de': { [`term ${i}`]: `Ziel ${i}` } }));
    const plan = glossaryPlan([...files, want('Gone', {}, { state: 'absent' })], [have('Gone', { 'en→de': { a: 'b' } })]);
    const md = renderMarkdown(withGlossaries(plan));
    expect(md.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(md).toContain('**This plan deletes 1 glossary:** Gone');
    expect(tableRows(md)[0]).toContain('**Gone** (glossary)');
    expect(md).toMatch(/_… and \d+ more rows not shown in this table\._/);
  });
});

describe('renderMarkdown: hostile glossary names and terms', () => {
  const HOSTILE = ['| a | b |', '`tick` ``x``', '<img src=x onerror=alert(1)>', '[x](https://e.com) www.e.com', '@team', '**bold** _it_ ~~s~~', '::set-output name=x::y', 'line\nbreak', 'rtl \u202egnp', '\x1b[2J\x07', '</details><details>'];

  it('escapes every term and name: tables keep their columns, no HTML, no link, no mention, no raw control', () => {
    const terms = Object.fromEntries(HOSTILE.map((h, i) => [`${h} ${i}`, `${h} after`]));
    const live = { ...Object.fromEntries(HOSTILE.map((h, i) => [`${h} ${i}`, `${h} before`])), ...Object.fromEntries(HOSTILE.map((h, i) => [`${h} gone ${i}`, h])) };
    const plan = glossaryPlan(
      [want(`${HOSTILE[0]} ${HOSTILE[2]}`, { 'en→de': { ...terms, ...Object.fromEntries(HOSTILE.map((h, i) => [`${h} new ${i}`, h])) } }, { glossary_id: 'g1' }), want('Gone', {}, { state: 'absent' })],
      [have(HOSTILE[4] as string, { 'en→de': live }, 'g1'), have('Gone', { [`en→de`]: Object.fromEntries(HOSTILE.map((h, i) => [`${h} ${i}`, h])) })],
    );
    const md = renderMarkdown(withGlossaries(plan));
    expect(md).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202e]/);
    const html = new Marked({ gfm: true }).parse(md) as string;
    expect(html).not.toMatch(/<img|<a |href=|<strong>bold|<em>it|<del>/);
    expect(html).not.toMatch(/@team/);
    // Every row of every table has its 3 (update) or 2 (new, removed) cells, as GFM parses them.
    const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => (m[1]?.match(/<t[dh]/g) ?? []).length);
    expect(rows.length).toBeGreaterThan(HOSTILE.length * 3);
    for (const cells of rows) expect([2, 3, 4]).toContain(cells);
    // One <details> per glossary, however its name tries to close it.
    expect(html.split('<details').length - 1).toBe(2);
    expect(html.split('</details>').length - 1).toBe(2);
  });
});

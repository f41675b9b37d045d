import { describe, expect, it } from 'vitest';
import { TERMS_SHOWN } from '../../src/report/glossary-words.ts';
import { renderText } from '../../src/report/text.ts';
import { glossaryPlan, have, manyTerms, want, withGlossaries } from './glossaries.ts';
import { createPlan, makePlan } from './plans.ts';

const text = (plan: Parameters<typeof renderText>[0]) => renderText(plan, { color: false });
const block = (out: string, head: string) => {
  const start = out.indexOf(head);
  expect(start, head).toBeGreaterThanOrEqual(0);
  const end = out.indexOf('\n\n', start);
  return out.slice(start, end === -1 ? undefined : end);
};

describe('renderText: glossaries', () => {
  it('shows a changed dictionary term by term: ~ changed with old → new, - removed, + added, with counts', () => {
    const plan = glossaryPlan(
      [want('Acme Product Terms', { 'en→de': { 'sign in': 'anmelden', 'log in': 'anmelden', 'Acme Cloud': 'Acme Cloud' } })],
      [have('Acme Product Terms', { 'en→de': { 'sign in': 'einloggen', 'Acme Cloud': 'Acme Cloud', gone: 'weg' } })],
    );
    expect(block(text(withGlossaries(plan)), '~ update glossary')).toBe(
      [
        '~ update glossary "Acme Product Terms" (en → de, glossary_id gid-acme-product-terms)  # glossaries/acme-product-terms.yaml',
        '    ~ dictionary en → de: 1 added, 1 changed, 1 removed; 3 → 3 terms',
        '        ~ sign in: einloggen → anmelden',
        '        - gone: weg',
        '        + log in: anmelden',
      ].join('\n'),
    );
  });

  it('shows creates, new and removed dictionaries, renames', () => {
    const plan = glossaryPlan(
      [want('New', { 'en→ja': { 'sign in': 'サインイン' } }), want('Renamed', { 'en→de': { a: 'b' }, 'en→fr': { a: 'c' } }, { glossary_id: 'g-pinned' })],
      [have('Before', { 'en→de': { a: 'b' }, 'en→it': { a: 'd', e: 'f' } }, 'g-pinned')],
    );
    const out = text(withGlossaries(plan));
    expect(block(out, '+ create glossary')).toBe(
      ['+ create glossary "New" (en → ja)  # glossaries/new.yaml', '    + dictionary en → ja: new, 1 term', '        + sign in: サインイン'].join('\n'),
    );
    expect(block(out, '~ update glossary')).toBe(
      [
        '~ update glossary "Renamed" (en → fr, en → it, glossary_id g-pinned)  # glossaries/renamed.yaml',
        '    ~ name: "Before" → "Renamed"',
        '    + dictionary en → fr: new, 1 term',
        '        + a: c',
        '    - dictionary en → it: removed with its 2 terms',
        '        - a: d',
        '        - e: f',
      ].join('\n'),
    );
  });

  it('says why a glossary is deleted (tombstone, prune, duplicate) and what goes with it', () => {
    const plan = glossaryPlan(
      [want('Old', {}, { state: 'absent' }), want('Kept', { 'en→de': { a: 'b' } })],
      [
        have('Old', { 'en→de': { a: 'b' }, 'de→en': { c: 'd' } }),
        have('Stray', { 'en→fr': { x: 'y' } }),
        { ...have('Kept', { 'en→de': { a: 'b' } }, 'g-kept'), creation_time: '2026-01-01T00:00:00Z' },
        { ...have('Kept', { 'en→de': { a: 'b' } }, 'g-copy'), creation_time: '2026-02-01T00:00:00Z' },
      ],
      true,
    );
    const out = text(withGlossaries(plan));
    expect(block(out, '- delete glossary "Old"')).toBe(
      [
        '- delete glossary "Old" (de → en, en → de, glossary_id gid-old)  # glossaries/old.yaml',
        '    - deleted: the glossary file says state: absent',
        '      With it go its 2 dictionaries, 2 terms, as they are live now:',
        '      - dictionary de → en: 1 term',
        '          - c: d',
        '      - dictionary en → de: 1 term',
        '          - a: b',
      ].join('\n'),
    );
    expect(block(out, '- delete glossary "Stray"')).toContain('- deleted: no glossary file manages it (--prune)');
    expect(block(out, '- delete glossary "Kept"')).toContain('deleted: a duplicate, an exact copy of the glossary file\'s content; glossary_id g-kept (the oldest copy) is kept');
    // A removed copy loses nothing: its terms are not listed as if they went.
    expect(block(out, '- delete glossary "Kept"')).not.toContain('- a → b');
  });

  it(`cuts each kind at ${TERMS_SHOWN} terms per dictionary and says how many more, and where they all are`, () => {
    const live = manyTerms(10_000);
    const desired = manyTerms(10_000, 'term', (i) => (i <= 30 ? `neu ${i}` : `Ziel ${i}`));
    for (let i = 1; i <= 25; i++) delete desired[`term ${i + 9000}`];
    Object.assign(desired, manyTerms(10_000, 'new'));
    const out = text(withGlossaries(glossaryPlan([want('Big', { 'en→de': desired })], [have('Big', { 'en→de': live })])));
    const lines = out.split('\n');
    expect(lines.filter((l) => /^ {8}\+ /.test(l))).toHaveLength(TERMS_SHOWN);
    expect(lines.filter((l) => /^ {8}~ /.test(l))).toHaveLength(TERMS_SHOWN);
    expect(lines.filter((l) => /^ {8}- /.test(l))).toHaveLength(TERMS_SHOWN);
    expect(out).toContain('    ~ dictionary en → de: 10,000 added, 30 changed, 25 removed; 10,000 → 19,975 terms');
    expect(out).toContain('        # … and 9,980 more added terms, 10 more changed, 5 more removed; the JSON plan (stylesync plan --format json) has every term');
    expect(out).toContain('        ~ term 1: Ziel 1 → neu 1');
  });

  it('quotes a term only where bare text would mislead: empty, blanks at an end, the separators themselves', () => {
    const plan = glossaryPlan([want('Q', { 'en→de': { 'a → b': 'c', 'x: y': ' padded', plain: 'say "hi"' } })], []);
    const out = text(withGlossaries(plan));
    expect(out).toContain('+ "a → b": c');
    expect(out).toContain('+ "x: y": " padded"');
    expect(out).toContain('+ plain: "say \\"hi\\""');
  });

  it('lists the glossaries no file manages', () => {
    const plan = glossaryPlan([], [have('Hand kept', { 'en→de': { a: 'b' } })]);
    expect(text(withGlossaries(plan))).toContain('Glossaries no glossary file manages (left alone):\n  ? "Hand kept" (glossary_id gid-hand-kept)  # --prune would delete it');
  });

  it('shows glossary problems with the lists\', and held-back glossaries apart, naming what is held back', () => {
    const plan = glossaryPlan(
      [want('Twice', { 'en→de': { a: 'b' } }), want('Preview copy', { 'en→de': { a: 'b' } }, { name: 'stylesync-preview Twice' })],
      [have('Twice', { 'en→de': { a: 'c' } }, 'g1'), have('Twice', { 'en→de': { a: 'd' } }, 'g2')],
    );
    expect(plan.problems.map((p) => p.code)).toContain('reserved-glossary-name');
    expect(plan.blocked?.length).toBe(1);
    const out = text(withGlossaries(plan, { problems: [{ code: 'stale-pin', message: 'A list problem.', hint: 'Fix it.' }] }));
    expect(out).toContain('error: 2 problems stop this plan from being applied:');
    expect(out).toContain('✗ A list problem. [stale-pin]');
    expect(out).toMatch(/✗ "stylesync-preview Twice" starts with .* \[reserved-glossary-name\] \(glossaries\/preview-copy\.yaml\)/);
    // Two problems stop the whole plan: what is held back is held back as well, not "the rest can be applied".
    expect(out).toContain('error: 1 glossary is held back as well:');
    const both = text(withGlossaries(plan, { blocked: [{ code: 'ambiguous-name', message: 'm', hint: 'h' }] }));
    expect(both).toContain('error: 1 list and 1 glossary are held back as well:');
  });

  it('counts lists and glossaries apart in the Plan line; a project without glossary files keeps its line as it was', () => {
    const gp = glossaryPlan([want('New', { 'en→de': { a: 'b' } }), want('Old', {}, { state: 'absent' })], [have('Old', { 'en→de': { a: 'b' } })]);
    const last = (out: string) => out.trimEnd().split('\n').at(-1);
    expect(last(text(makePlan([createPlan('a')], { glossaries: gp })))).toBe('Plan: 1 list to create, 0 to update, 0 to delete; 1 glossary to create, 0 to update, 1 to delete.');
    expect(last(text(makePlan([createPlan('a')])))).toBe('Plan: 1 to create, 0 to update, 0 to delete.');
    const same = glossaryPlan([want('Same', { 'en→de': { a: 'b' } })], [have('Same', { 'en→de': { a: 'b' } })]);
    expect(text(makePlan([], { glossaries: same }))).toBe('No changes. The live lists and glossaries match the files.\n');
  });

  it('colours marks and sides, and adds nothing else', () => {
    const plan = glossaryPlan([want('C', { 'en→de': { a: 'neu' } })], [have('C', { 'en→de': { a: 'alt' } })]);
    const coloured = renderText(withGlossaries(plan), { color: true });
    expect(coloured).toContain('\x1b[33m~\x1b[39m a: \x1b[31malt\x1b[39m → \x1b[32mneu\x1b[39m');
    expect(coloured.replace(/\x1b\[[0-9;]*m/g, '')).toBe(text(withGlossaries(plan)));
  });
});

describe('renderText: hostile glossary names and terms', () => {
  const HOSTILE = [
    '::set-output name=x::owned',
    '::error file=a,line=1::forged',
    '##[warning]legacy',
    'line\n::add-mask::x',
    'cr\roverwrite',
    '\x1b]52;c;cGF5bG9hZA==\x07clip',
    '\x1b[2Jclear',
    'rtl \u202egnp.exe',
    'zero\u200bwidth',
    '| pipe `tick` <b>html</b> [x](https://e.com) @team',
  ];

  it('keeps every term on its line, inert: no control character, no workflow command, no bidi override', () => {
    const terms = Object.fromEntries(HOSTILE.map((h, i) => [`${h} ${i}`, `${h} target`]));
    const live = Object.fromEntries(HOSTILE.map((h, i) => [`${h} ${i}`, `${h} before`]));
    const removed = Object.fromEntries(HOSTILE.map((h, i) => [`${h} gone ${i}`, h]));
    const plan = glossaryPlan(
      [want(`${HOSTILE[0]} name`, { 'en→de': { ...terms, ...Object.fromEntries(HOSTILE.map((h, i) => [`${h} new ${i}`, h])) } }, { glossary_id: 'g1' })],
      [have(HOSTILE[3] as string, { 'en→de': { ...live, ...removed } }, 'g1'), have(`${HOSTILE[1]} stray`, {}, 'g2')],
    );
    for (const color of [false, true]) {
      const out = renderText(withGlossaries(plan), { color });
      const lines = out.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
      for (const line of lines) expect(line, line).not.toMatch(/^\s*::|##\[/);
      expect(out.replace(/\x1b\[[0-9;]*m/g, '')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202e\u200b]/);
      // Every term change is one line: 10 added, 10 changed, 10 removed, each naming its index.
      expect(lines.filter((l) => / new \d+: /.test(l))).toHaveLength(HOSTILE.length);
      expect(lines.filter((l) => /~ .* \d+: .* before → .* target/.test(l))).toHaveLength(HOSTILE.length);
      expect(lines.filter((l) => / gone \d+: /.test(l))).toHaveLength(HOSTILE.length);
    }
    const out = text(withGlossaries(plan));
    // terminalText shows a leading colon as an escape wherever the text stands: over-cautious, never forgeable.
    expect(out).toContain(`~ name: "line\\n::add-mask::x" → "\\u003a:set-output name=x::owned name"`);
    expect(out).toContain('\\u001b]52;c;cGF5bG9hZA==\\u0007clip');
    expect(out).toContain('rtl \\u202egnp.exe');
  });
});

describe('unmanaged glossaries in text', () => {
  it('shows the first 20, then how many more, as unmanaged lists do', () => {
    const live = Array.from({ length: 45 }, (_, i) => have(`Stray ${i}`, { 'en-de': { a: 'b' } }));
    const lines = text(withGlossaries(glossaryPlan([], live))).split('\n');
    expect(lines.filter((l) => /^ {2}\? "Stray \d+"/.test(l))).toHaveLength(20);
    expect(lines).toContain('  … and 25 more (`--format json` lists them all)');
  });
});

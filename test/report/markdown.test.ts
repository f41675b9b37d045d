import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import type { Change, ListPlan } from '../../src/plan/types.ts';
import { GITHUB_COMMENT_LIMIT, renderMarkdown } from '../../src/report/markdown.ts';
import { at, createPlan, deletePlan, makePlan, promptUpdate, replacePlan, updatePlan } from './plans.ts';
import { expectContains } from '../world/expect-contains.ts';

const count = (text: string, needle: string) => text.split(needle).length - 1;

const rulesChange: Change = {
  kind: 'replace_rules',
  before: { punctuation: { quote: 'double' }, dates: { format: 'iso' } },
  after: { punctuation: { quote: 'single' } },
  rules: [
    { group: 'dates', rule: 'format', before: 'iso' },
    { group: 'punctuation', rule: 'quote', before: 'double', after: 'single' },
  ],
  origins: { 'punctuation.quote': at('styles/support.yaml', 7) },
};

describe('renderMarkdown', () => {
  it('puts the summary in the heading', () => {
    const md = renderMarkdown(makePlan([createPlan('a'), updatePlan('b', [rulesChange])]));
    expect(md.split('\n')[0]).toBe('### Plan: 1 to create, 1 to update, 0 to delete.');
    expect(renderMarkdown(makePlan([])).split('\n')[0]).toBe('### No changes. The live lists match the style files.');
  });

  it('gives each list a collapsible section whose summary has mark, name and file', () => {
    const plan = makePlan([createPlan('new'), updatePlan('support', [rulesChange]), deletePlan('stray', 'prune'), replacePlan('lang')]);
    const md = renderMarkdown(plan);
    expect(count(md, '<details')).toBe(4);
    expect(count(md, '</details>')).toBe(4);
    expectContains(md, [
      '<details><summary><code>+</code> <b>new</b> (fr): create · styles/new.yaml</summary>',
      '<details><summary><code>~</code> <b>support</b> (de): update · styles/support.yaml</summary>',
      // A delete and a replace are open: a reviewer sees them without expanding anything.
      '<details open><summary><code>-</code> <b>stray</b> (de): delete</summary>',
      '<details open><summary><code>-/+</code> <b>lang</b> (de → fr): replace · styles/lang.yaml</summary>',
    ]);
    expect(md).toMatch(/new style\\_id/);
  });

  it('tabulates rules in words, with the identifier beside them', () => {
    const md = renderMarkdown(makePlan([updatePlan('support', [rulesChange])]));
    expect(md).toContain(
      [
        '| Rule | Before | After | Identifier |',
        '|---|---|---|---|',
        '| Format | ISO | _(unset)_ | <code>dates.format</code> |',
        '| Quote | double | single | <code>punctuation.quote</code> |',
      ].join('\n'),
    );
    const words = renderMarkdown(
      makePlan([
        updatePlan('prices', [
          {
            kind: 'replace_rules',
            before: {},
            after: {},
            rules: [{ group: 'numbers', rule: 'decimal_separator', before: 'use_period_as_decimal_separator', after: 'use_comma_as_decimal_separator' }],
            origins: {},
          },
        ]),
      ]),
    );
    expect(words).toContain('| Decimal separator | period | comma | <code>numbers.decimal\\_separator</code> |');
    expect(words).not.toContain('use\\_comma');
  });

  it('shows instruction changes, with a word diff of changed prompts', () => {
    const plan = makePlan([
      updatePlan('support', [
        { kind: 'delete_instruction', instruction_id: '1', before: { label: 'Old', prompt: 'p', source_language: 'en' }, reason: 'removed' },
        promptUpdate('Tone', 'Use the formal address, always.', 'Use the informal address always!', 31),
        { kind: 'create_instruction', after: { label: 'New', prompt: 'Say hi.', source_language: 'de' }, origin: at('styles/support.yaml', 40) },
      ]),
    ]);
    const md = renderMarkdown(plan);
    // A plan alone cannot tell a removal by the files from an instruction added on the service: it claims neither.
    expect(md).toContain('- `-` **Old**: on the service only, not in the style file');
    expect(md).not.toContain('no longer');
    expect(renderMarkdown(plan, { cause: 'files' })).toContain('- `-` **Old**: removed from the style file');
    expect(renderMarkdown(plan, { cause: 'service' })).toContain('- `-` **Old**: added on the service, outside the style files');
    expect(md).toContain('- `~` **Tone** (styles/support.yaml:31): Use the <del>formal</del> <b>informal</b> address<del>,</del> always<del>.</del> <b>\\!</b>');
    expect(md).toContain('- `+` **New** (styles/support.yaml:40): Say hi. (source language de)');
  });

  it('shows the code in a problem’s message and hint as code, not as escaped backticks, and keeps user text in it inert', () => {
    const plan = makePlan([], { problems: [{ code: 'too-many-deletes', message: 'The plan deletes `3` lists named *x*.', hint: 'Run again with `--allow-deletes 3` if intended.' }] });
    const html = new Marked({ gfm: true }).parse(renderMarkdown(plan)) as string;
    expectContains(html, [
      '<code>--allow-deletes 3</code>',
      '<code>3</code>',
    ], ['`', '<em>x</em>']);
  });

  it('lists unmanaged lists and shows problems in a warning block', () => {
    const plan = makePlan([], {
      unmanaged: [{ style_id: 's1', name: 'Stray', language: 'de', ignored: false }],
      problems: [{ code: 'ambiguous-name', message: 'Two lists are named "A".', hint: 'Pin one.', file: 'styles/a.yaml' }],
    });
    const md = renderMarkdown(plan);
    expect(md).toContain('> [!WARNING]\n> **1 problem stops this plan from being applied.**');
    expect(md).toContain('> - Two lists are named "A". (styles/a.yaml)<br>**Hint:** Pin one.');
    expect(md).toContain('- Stray (de, style\\_id s1): `--prune` would delete it');
    expect(md.indexOf('[!WARNING]')).toBeLessThan(md.indexOf('Stray'));
  });

  it('says why a duplicate goes and which copy stays, and shows a held-back list next to the rest of the plan', () => {
    const duplicate = deletePlan('Twin', 'absent');
    const change = duplicate.changes[0] as Extract<Change, { kind: 'delete_list' }>;
    duplicate.changes = [{ ...change, reason: 'duplicate', kept: 'kept-id' }];
    const plan = makePlan([duplicate, createPlan('new')], {
      blocked: [{ code: 'ambiguous-name', message: '2 live lists are named "Shared".', hint: 'Pin one.', file: 'styles/shared.yaml' }],
    });
    const md = renderMarkdown(plan);
    expectContains(md, [
      "it is a duplicate, an exact copy of the style file's content (style\\_id kept-id, the oldest copy, is kept), so nothing is lost",
      '> **1 list is held back; the rest can be applied.**',
      '> - 2 live lists are named "Shared". (styles/shared.yaml)<br>**Hint:** Pin one.',
    ], ['stops this plan']);
    expect(md.split('\n')[0]).toBe('### Plan: 1 to create, 0 to update, 1 to delete.');
  });

  it('says a held-back list is held back as well, not that the rest can be applied, when a problem stops the whole plan', () => {
    const plan = makePlan([createPlan('new')], {
      problems: [{ code: 'protected-list', message: 'The plan deletes the protected list "Legal".', hint: 'Keep its file.' }],
      blocked: [{ code: 'ambiguous-name', message: '2 live lists are named "Shared".', hint: 'Pin one.', file: 'styles/shared.yaml' }],
    });
    const md = renderMarkdown(plan);
    expectContains(md, ['> **1 problem stops this plan from being applied. 1 list is held back as well.**'], ['the rest can be applied']);
  });

  it('escapes user text so it cannot break tables, open code spans, inject HTML or mention people', () => {
    const nasty = 'a | b <script>x</script> `code` **bold** [link](u) @team\nline';
    const plan = makePlan([
      updatePlan(`List <img src=x> @ops`, [
        {
          kind: 'replace_rules',
          before: {},
          after: { g: { r: nasty } },
          rules: [{ group: 'g', rule: 'r', after: nasty }],
          origins: {},
        },
        promptUpdate('Tone | `x`', 'keep <b>', `keep ${nasty}`),
        { kind: 'create_instruction', after: { label: '</details>', prompt: nasty, source_language: 'en' } },
      ]),
    ]);
    const md = renderMarkdown(plan);
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('<img');
    expect(md).not.toContain('@team');
    expect(md).not.toContain('@ops');
    expect(count(md, '</details>')).toBe(1);
    const row = md.split('\n').find((l) => l.startsWith('| R |'))!;
    // Exactly the five unescaped pipes that delimit four cells.
    expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(6);
    expect(row).toContain('\\`code\\`');
    expect(row).toContain('&lt;script&gt;');
    expect(row).toContain('<br>line');
    expect(md).toContain('<b>List &lt;img src=x&gt; @&#8203;ops</b>');
    expect(md).toContain('**Tone \\| \\`x\\`**');
    expect(md).toContain('**&lt;/details&gt;**');
  });

  it('stays within the comment limit, cutting each list with a note and keeping every heading', () => {
    const longPrompt = (i: number) => `Instruction number ${i}: ${'always write in the house style, '.repeat(8)}`;
    const big = (name: string, n: number): ListPlan =>
      updatePlan(
        name,
        Array.from({ length: n }, (_, i): Change => ({ kind: 'create_instruction', after: { label: `label ${i}`, prompt: longPrompt(i), source_language: 'en' } })),
      );
    const plan = makePlan([big('huge', 200), updatePlan('small', [rulesChange]), big('large', 150), big('medium', 40)]);
    const full = renderMarkdown(plan, { maxChars: Number.MAX_SAFE_INTEGER });
    expect(full.length).toBeGreaterThan(GITHUB_COMMENT_LIMIT);
    expect(full).not.toContain('not shown');

    const md = renderMarkdown(plan);
    expect(md.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(md.split('\n')[0]).toBe('### Plan: 0 to create, 4 to update, 0 to delete.');
    // The CLI's output says it is cut, and points nowhere it cannot vouch for.
    expect(md).toContain('> This plan is too long for one GitHub comment, so some of it is cut short.\n');
    expect(md).not.toContain('job summary');
    for (const name of ['huge', 'small', 'large', 'medium']) expect(md).toContain(`<b>${name}</b>`);
    expect(count(md, '<details>')).toBe(4);
    expect(count(md, '</details>')).toBe(4);
    // The small list fits whole; the big ones say how much of them is missing.
    expect(md).toContain('| Quote | double | single | <code>punctuation.quote</code> |');
    expect(count(md, 'of this list not shown')).toBeGreaterThanOrEqual(2);
    // Fair shares: the first, huge list does not crowd out the later ones.
    expect(md).toContain('**label 0**');
    expect(md.slice(md.indexOf('<b>large</b>'))).toContain('**label 0**');
  });

  it('says where the rest is only when the caller tells it (the Action: the job summary)', () => {
    const plan = makePlan(Array.from({ length: 30 }, (_, i) => updatePlan(`list-${i}`, [promptUpdate('L', 'a '.repeat(300), 'b '.repeat(300))])));
    const told = renderMarkdown(plan, { maxChars: 5000, cutNotes: { tooLongFor: 'one comment', rest: 'the full plan is in the job summary' } });
    expect(told.length).toBeLessThanOrEqual(5000);
    expect(told).toContain('> This plan is too long for one comment, so some of it is cut short: the full plan is in the job summary.\n');
    expect(told).toMatch(/not shown: the full plan is in the job summary\._/);
  });

  it('drops whole lists with a count when not even their headings fit', () => {
    const lists = Array.from({ length: 50 }, (_, i) => createPlan(`list-${i}`));
    const md = renderMarkdown(makePlan(lists), { maxChars: 3000 });
    expect(md.length).toBeLessThanOrEqual(3000);
    expect(count(md, '<details>')).toBe(count(md, '</details>'));
    const shown = count(md, '<details>');
    expect(shown).toBeGreaterThan(0);
    expect(md).toContain(`and ${50 - shown} more lists not shown`);
  });
});

describe('options for a caller that places the plan itself', () => {
  it('names the columns by side and replaces or drops the heading, as the drift section of a pull request needs', () => {
    const plan = makePlan([updatePlan('support', [rulesChange])]);
    const sides = { before: 'Live (the service)', after: 'File (base branch)', how: 'live → base branch file', words: ['live', 'base branch file'] as const };
    const md = renderMarkdown(plan, { heading: null, sides });
    expect(md).not.toContain('Plan:');
    expect(md.startsWith('| Action | List |')).toBe(true);
    expect(md).toContain('| Rule | Live (the service) | File (base branch) | Identifier |');
    expect(md).not.toContain('| Before | After |');
    expect(renderMarkdown(makePlan([]), { heading: 'None: this pull request changes no list.' }).split('\n')[0]).toBe('### None: this pull request changes no list.');
  });

  it('names only what a deleted list holds: "its 1 instruction", not "its no rules and 1 instruction"', () => {
    const list = deletePlan('stray', 'absent');
    const gone = list.changes[0];
    if (gone?.kind !== 'delete_list') throw new Error('deletePlan makes a delete_list');
    gone.before.configured_rules = {};
    expect(renderMarkdown(makePlan([list]))).toContain('With it go its 1 instruction, as they are live now:');
  });

  it('says who deletes in the alerts when told', () => {
    const md = renderMarkdown(makePlan([deletePlan('stray', 'prune')]), { overviewSubject: 'Applying after the merge also' });
    expect(md).toContain('> **Applying after the merge also deletes 1 list:** stray');
    expect(md).not.toContain('This plan deletes');
  });
});

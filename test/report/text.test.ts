import { describe, expect, it } from 'vitest';
import { renderText } from '../../src/report/text.ts';
import { at, createPlan, deletePlan, makePlan, promptUpdate, replacePlan, updatePlan } from './plans.ts';
import { expectContains } from '../world/expect-contains.ts';

const ESC = '\x1b[';
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

describe('renderText', () => {
  it('ends with the summary line, and says "No changes" for an empty plan', () => {
    const plan = makePlan([createPlan('a'), updatePlan('b', [promptUpdate('t', 'x', 'y')])]);
    expect(lastLine(renderText(plan, { color: false }))).toBe('Plan: 1 to create, 1 to update, 0 to delete.');
    expect(renderText(makePlan([]), { color: false })).toBe('No changes. The live lists match the style files.\n');
  });

  it('marks each list by action: + create, ~ update, - delete, -/+ replace', () => {
    const plan = makePlan([createPlan('new'), updatePlan('upd', [promptUpdate('t', 'x', 'y')]), deletePlan('old', 'prune'), replacePlan('lang')]);
    const heads = renderText(plan, { color: false })
      .split('\n')
      .filter((l) => /^\S/.test(l) && !l.startsWith('Plan:'));
    expect(heads.map((l) => l.split(' (')[0])).toEqual(['+ create "new"', '~ update "upd"', '- delete "old"', '-/+ replace "lang"']);
    expect(lastLine(renderText(plan, { color: false }))).toBe('Plan: 1 to create, 1 to update, 1 to delete, 1 to replace.');
  });

  it('shows the file:line origin of each change', () => {
    const plan = makePlan([
      createPlan('new'),
      updatePlan('support', [
        { kind: 'rename_list', from: 'Old', to: 'support', origin: at('styles/support.yaml', 2) },
        {
          kind: 'replace_rules',
          before: { punctuation: { quote: 'double' } },
          after: { punctuation: { quote: 'single' } },
          rules: [{ group: 'punctuation', rule: 'quote', before: 'double', after: 'single' }],
          origins: { 'punctuation.quote': at('styles/_shared.yaml', 9) },
        },
        promptUpdate('Tone', 'a', 'b', 31),
        { kind: 'create_instruction', after: { label: 'New', prompt: 'p', source_language: 'en' }, origin: at('styles/support.yaml', 40) },
      ]),
    ]);
    const text = renderText(plan, { color: false });
    expectContains(text, [
      '+ create "new" (fr)  # styles/new.yaml:1',
      '+ rule Decimal separator: comma  # numbers.decimal_separator, styles/new.yaml:6',
      '+ instruction "Tone"  # styles/new.yaml:12',
      '~ name: "Old" → "support"  # styles/support.yaml:2',
      '~ Quote: double → single  # punctuation.quote, styles/_shared.yaml:9',
      '~ instruction "Tone"  # styles/support.yaml:31',
      '+ instruction "New"  # styles/support.yaml:40',
    ]);
  });

  it('shows added and removed rules against (unset)', () => {
    const plan = makePlan([
      updatePlan('a', [
        {
          kind: 'replace_rules',
          before: { dates: { format: 'iso' } },
          after: { numbers: { decimal: 'comma' } },
          rules: [
            { group: 'dates', rule: 'format', before: 'iso' },
            { group: 'numbers', rule: 'decimal', after: 'comma' },
          ],
          origins: {},
        },
      ]),
    ]);
    const text = renderText(plan, { color: false });
    expect(text).toContain('- Format: ISO → (unset)  # dates.format');
    expect(text).toContain('+ Decimal: (unset) → comma  # numbers.decimal');
  });

  it('diffs changed prompts word by word: [-old-]{+new+} without colour, red and green with', () => {
    const plan = makePlan([updatePlan('a', [promptUpdate('Tone', 'Use the formal address.', 'Use the informal address.')])]);
    expect(renderText(plan, { color: false })).toContain('prompt: Use the [-formal-]{+informal+} address.');
    const colored = renderText(plan, { color: true });
    expect(colored).toContain(`prompt: Use the ${ESC}31mformal${ESC}39m ${ESC}32minformal${ESC}39m address.`);
  });

  it('shows instruction deletes with their reason, and source language changes', () => {
    const plan = makePlan([
      updatePlan('a', [
        { kind: 'delete_instruction', instruction_id: '1', before: { label: 'Old', prompt: 'p', source_language: 'en' }, reason: 'removed' },
        { kind: 'delete_instruction', instruction_id: '2', before: { label: 'Dup', prompt: 'p', source_language: 'en' }, reason: 'duplicate_label' },
        {
          kind: 'update_instruction',
          instruction_id: '3',
          before: { label: 'L', prompt: 'same', source_language: 'en' },
          after: { label: 'L', prompt: 'same', source_language: 'de' },
        },
      ]),
    ]);
    const text = renderText(plan, { color: false });
    // A plan alone cannot tell a removal by the files from an instruction added on the service: it claims neither.
    expect(text).toContain('- instruction "Old"  # on the service only, not in the style file');
    expect(text).not.toContain('no longer');
    expect(renderText(plan, { color: false, cause: 'files' })).toContain('- instruction "Old"  # removed from the style file');
    expect(renderText(plan, { color: false, cause: 'service' })).toContain('- instruction "Old"  # added on the service, outside the style files');
    expect(text).toMatch(/- instruction "Dup" .*duplicate label/);
    expect(text).toContain('source_language: en → de');
    expect(text).not.toContain('prompt: same');
  });

  it('heads a replace with the old list: its language next to its id, then the new language', () => {
    const head = renderText(makePlan([replacePlan('lang')]), { color: false }).split('\n')[0];
    expect(head).toBe('-/+ replace "lang" (de, style_id id-lang, version 8 → fr, new style_id)  # styles/lang.yaml:1');
  });

  it('spells out the new style_id of a replace', () => {
    const text = renderText(makePlan([replacePlan('lang')]), { color: false });
    expectContains(text, [
      'language de → fr',
      'NEW style_id',
      'id-lang',
      '(and so must any style_id pin)',
    ]);
    const pinned = renderText(makePlan([{ ...replacePlan('lang'), pinned: true }]), { color: false });
    expect(pinned).toContain('(and so must the style_id pin in styles/lang.yaml)');
  });

  it('lists unmanaged lists after the changes, saying which prune would delete', () => {
    const plan = makePlan([createPlan('a')], {
      unmanaged: [
        { style_id: 's1', name: 'Stray', language: 'de', ignored: false },
        { style_id: 't1', name: 'tmp-1', language: 'en', ignored: true },
      ],
    });
    const text = renderText(plan, { color: false });
    expect(text.indexOf('"Stray"')).toBeGreaterThan(text.indexOf('create "a"'));
    expect(text).toMatch(/"Stray" \(de, style_id s1\).*--prune would delete it/);
    expect(text).toMatch(/"tmp-1" \(en, style_id t1\).*ignore pattern/);
  });

  it('shows the first 20 unmanaged lists, then how many more (an account of thousands would bury the plan)', () => {
    const unmanaged = Array.from({ length: 1_234 }, (_, i) => ({ style_id: `s${i}`, name: `Stray ${i}`, language: 'de', ignored: false }));
    const lines = renderText(makePlan([createPlan('a')], { unmanaged }), { color: false }).split('\n');
    expect(lines.filter((l) => l.includes('"Stray '))).toHaveLength(20);
    expect(lines).toContain('  … and 1,214 more (`--format json` lists them all)');
    const twenty = renderText(makePlan([createPlan('a')], { unmanaged: unmanaged.slice(0, 20) }), { color: false });
    expect(twenty).not.toContain('more (`--format json`');
  });

  it('shows problems prominently, with their hint, right before the summary', () => {
    const plan = makePlan([createPlan('a')], {
      problems: [{ code: 'replace-refused', message: 'Changing the language replaces the list.', hint: 'Re-run with --allow-replace.', file: 'styles/x.yaml' }],
    });
    const lines = renderText(plan, { color: false }).trimEnd().split('\n');
    const at = lines.findIndex((l) => l.startsWith('error: 1 problem stops this plan'));
    expect(at).toBeGreaterThan(lines.findIndex((l) => l.startsWith('+ create')));
    expect(lines.slice(at).join('\n')).toContain('Changing the language replaces the list. [replace-refused] (styles/x.yaml)');
    expect(lines.slice(at).join('\n')).toContain('Hint: Re-run with --allow-replace.');
    expect(lines.at(-1)).toBe('Plan: 1 to create, 0 to update, 0 to delete.');
  });

  it('uses ANSI codes only with colour', () => {
    const plan = makePlan([createPlan('a'), deletePlan('b', 'absent')], { problems: [{ code: 'x', message: 'm', hint: 'h' }] });
    expect(renderText(plan, { color: false })).not.toContain('\x1b');
    expect(renderText(plan, { color: true })).toContain(`${ESC}32m+${ESC}39m`);
    expect(renderText(plan, { color: true })).toContain(`${ESC}31m-${ESC}39m`);
  });

  it('neutralises control characters in user text, so a prompt cannot inject escapes or break lines', () => {
    const plan = makePlan([updatePlan('a', [promptUpdate('Tone\x1b[2J', 'line one', 'line one\nline two \x1b[31mred')])]);
    const text = renderText(plan, { color: false });
    expect(text).not.toContain('\x1b');
    expect(text).toContain('"Tone\\u001b[2J"');
    expect(text).toContain('prompt: line one\\n{+line two \\u001b[31mred+}');
  });

  it('says a held-back list is held back as well, not that the rest can be applied, when a problem stops the whole plan', () => {
    const blocked = [{ code: 'ambiguous-name', message: '2 live lists are named "Shared".', hint: 'Pin one.', file: 'styles/shared.yaml' }];
    const stopped = makePlan([createPlan('new')], { problems: [{ code: 'protected-list', message: 'The plan deletes the protected list "Legal".', hint: 'Keep its file.' }], blocked });
    expectContains(renderText(stopped, { color: false }), ['error: 1 problem stops this plan from being applied:', 'error: 1 list is held back as well:'], ['the rest of the plan can be applied']);
    expect(renderText(makePlan([createPlan('new')], { blocked }), { color: false })).toContain('error: 1 list is held back; the rest of the plan can be applied:');
  });
});

import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { diff } from '../../src/plan/diff.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { renderText } from '../../src/report/text.ts';
import { glossaryPlan, have as haveGlossary, want as wantGlossary, withGlossaries } from '../report/glossaries.ts';
import { OPTS, have, want } from './builders.ts';

const rules = { numbers: { decimal_separator: 'use_comma', thousands_separator: 'use_period' }, punctuation: { quotes: 'use_guillemets' } };
const instructions: Array<[string, string]> = [
  ['Tone', 'Use the formal Sie.'],
  ['Brand', 'Keep "Acme" untranslated.'],
];

describe('a create that looks like a rename', () => {
  it('names the unmanaged list of the same language with mostly the same content, and how to pin style_id', () => {
    const desired = [want('Marketing DE', { file: 'styles/marketing-de.yaml', rules, instructions })];
    const live = [
      have('Old Marketing', { style_id: 'sid-old', rules: { ...rules, punctuation: { quotes: 'use_straight' } }, instructions }),
      have('Support FR', { style_id: 'sid-fr', language: 'fr', rules, instructions }),
    ];
    const plan = diff(desired, live, OPTS);
    const [create] = plan.lists.items;
    expect(create?.action).toBe('create');
    // 4 of 6: two rules and two instructions shared; the quotes rule differs (one key on each side).
    expect(create?.rename_hint).toEqual({ style_id: 'sid-old', name: 'Old Marketing', shared: 4, total: 6, pruned: false });

    const text = renderText(plan, { color: false });
    expect(text).toContain('This looks like a rename: the unmanaged live list "Old Marketing" (style_id sid-old)');
    expect(text).toContain('leaves it alone');
    expect(text).toContain('add `style_id: sid-old` to styles/marketing-de.yaml');
    // The id to pin is code, not backticks shown as text (issue #27, finding 11): rendered, it is a <code> element.
    const md = renderMarkdown(plan);
    expect(md).toContain('add `style_id: sid-old` to styles/marketing-de.yaml');
    const html = new Marked({ gfm: true }).parse(md) as string;
    expect(html).toContain('add <code>style_id: sid-old</code> to styles/marketing-de.yaml');
    expect(html).not.toContain('`');
  });

  it('says the list would be deleted when --prune is on', () => {
    const plan = diff([want('New', { rules, instructions })], [have('Old', { style_id: 'sid-old', rules, instructions })], { ...OPTS, prune: true });
    const create = plan.lists.items.find((l) => l.action === 'create');
    expect(create?.rename_hint).toMatchObject({ style_id: 'sid-old', pruned: true, shared: 5, total: 5 });
    expect(renderText(plan, { color: false })).toContain('deletes it (--prune)');
  });

  it('stays quiet for another language, little in common, empty lists, or a managed list', () => {
    const other = diff([want('New', { rules, language: 'de' })], [have('Old', { rules, language: 'fr' })], OPTS);
    expect(other.lists.items[0]?.rename_hint).toBeUndefined();
    const little = diff([want('New', { rules, instructions })], [have('Old', { rules: { numbers: { decimal_separator: 'use_comma' } } })], OPTS);
    expect(little.lists.items[0]?.rename_hint).toBeUndefined();
    const empty = diff([want('New')], [have('Old')], OPTS);
    expect(empty.lists.items[0]?.rename_hint).toBeUndefined();
    const managed = diff([want('New', { rules }), want('Old', { rules })], [have('Old', { rules })], OPTS);
    expect(managed.lists.items.find((l) => l.name === 'New')?.rename_hint).toBeUndefined();
  });

  it('offers each live list to one create only, the closest', () => {
    const live = [have('Old', { style_id: 'sid-old', rules, instructions })];
    const plan = diff([want('A', { rules }), want('B', { rules, instructions })], live, OPTS);
    expect(plan.lists.items.find((l) => l.name === 'B')?.rename_hint?.style_id).toBe('sid-old');
    expect(plan.lists.items.find((l) => l.name === 'A')?.rename_hint).toBeUndefined();
  });
});

describe('a glossary create that looks like a rename (the one rename step, glossary kind: same pairs and entry counts)', () => {
  const terms = { 'en→de': { save: 'speichern', open: 'öffnen' } };

  it('says what the plan does with the live glossary, as for lists: left alone, or deleted under --prune', () => {
    // The glossary twin said only "creates a new glossary", though under --prune the same plan deletes the one it looks renamed from.
    for (const [prune, fate] of [[false, 'leaves it alone'], [true, 'deletes it (--prune)']] as const) {
      const plan = glossaryPlan([wantGlossary('Terms', terms)], [haveGlossary('Begriffe', terms, 'gid-1')], prune);
      const create = plan.items.find((g) => g.action === 'create');
      expect(create?.rename_hint).toEqual({ glossary_id: 'gid-1', name: 'Begriffe', pruned: prune });
      expect(renderText(withGlossaries(plan), { color: false })).toContain(
        `the unmanaged live glossary "Begriffe" (glossary_id gid-1) has the same language pairs and entry counts, yet this plan creates a new glossary and ${fate}.`,
      );
    }
  });

  it('offers each live glossary to one create only, the lowest id first', () => {
    const plan = glossaryPlan([wantGlossary('A', terms), wantGlossary('B', terms)], [haveGlossary('Y', terms, 'gid-2'), haveGlossary('X', terms, 'gid-1')]);
    expect(plan.items.map((g) => [g.name, g.rename_hint?.glossary_id])).toEqual([
      ['A', 'gid-1'],
      ['B', 'gid-2'],
    ]);
  });

  it('breaks a tie between live items by code units, the same on every machine and locale', () => {
    // localeCompare puts gid-a before gid-B (and its order moves with the machine's locale); code units put B first.
    const plan = glossaryPlan([wantGlossary('A', terms)], [haveGlossary('Y', terms, 'gid-a'), haveGlossary('X', terms, 'gid-B')]);
    expect(plan.items.map((g) => g.rename_hint?.glossary_id)).toEqual(['gid-B']);
  });
});

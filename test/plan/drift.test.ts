import { describe, expect, it } from 'vitest';
import { diff } from '../../src/plan/diff.ts';
import { splitDrift } from '../../src/plan/drift.ts';
import type { Plan } from '../../src/plan/types.ts';
import { glossaryPlan, have as haveGlossary, want as wantGlossary, withGlossaries } from '../report/glossaries.ts';
import { have, OPTS, want } from './builders.ts';

const RULES = { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } };
const DRIFTED = { numbers: { decimal_separator: 'use_period_as_decimal_separator' } };

// Lists: the service's German list drifted to a period; the base files say comma.
const live = [have('German', { style_id: 'de', rules: DRIFTED }), have('French', { style_id: 'fr', language: 'fr', instructions: [['Tone', 'Be polite.']] })];
const baseFiles = [want('German', { rules: RULES }), want('French', { language: 'fr', instructions: [['Tone', 'Be polite.']] })];
const lists = (head: Parameters<typeof diff>[0], base: Parameters<typeof diff>[0], against = live): [Plan, Plan] => [diff(head, against, OPTS), diff(base, against, OPTS)];

// Glossaries: the service changed "sign in" by hand (drift); the base files say anmelden.
const liveTerms = [haveGlossary('Terms', { 'en→de': { 'sign in': 'einloggen', save: 'speichern' } }), haveGlossary('Other', { 'en→fr': { a: 'b' } })];
const baseTerms = [wantGlossary('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } }), wantGlossary('Other', { 'en→fr': { a: 'b' } })];
const glossaries = (head: Parameters<typeof glossaryPlan>[0], base: Parameters<typeof glossaryPlan>[0], against = liveTerms): [Plan, Plan] => [
  withGlossaries(glossaryPlan(head, against)),
  withGlossaries(glossaryPlan(base, against)),
];

/**
 * The same cases for every kind: each kind builds its head and base plans and says what each part holds. `parts`
 * lists what an item's changes do (a rule change's rules and the `after` they leave; a rename, a dictionary's terms
 * and the count they leave), so each case checks every change is in one part only and each part's sides agree.
 */
const kinds = [
  {
    kind: 'lists',
    section: (plan: Plan) => plan.lists,
    parts: (plan: Plan) => plan.lists.items.flatMap((l) => l.changes.map((c) => (c.kind === 'replace_rules' ? { rules: c.rules, after: c.after } : { kind: c.kind }))),
    sameWay: {
      plans: () => lists([want('German', { rules: RULES }), want('French', { language: 'fr', instructions: [['Tone', 'Be very polite.']] })], baseFiles),
      own: ['French'],
      drift: ['German'],
      ownCounts: { summary: { create: 0, update: 1, delete: 0, replace: 0 } },
    },
    driftedAndEdited: {
      plans: () => lists([want('German', { rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator', thousands_separator: 'use_space' } } }), baseFiles[1]!], baseFiles),
      // The pull request's `after` keeps the drifted value as live.
      own: [{ rules: [{ group: 'numbers', rule: 'thousands_separator', after: 'use_space' }], after: { numbers: { decimal_separator: 'use_period_as_decimal_separator', thousands_separator: 'use_space' } } }],
      drift: [{ rules: [{ group: 'numbers', rule: 'decimal_separator', before: 'use_period_as_decimal_separator', after: 'use_comma_as_decimal_separator' }], after: RULES }],
      ownSummary: { create: 0, update: 1, delete: 0, replace: 0 },
    },
    pinnedRename: {
      plans: () => lists([want('Deutsch', { style_id: 'de', rules: RULES }), baseFiles[1]!], [want('German', { style_id: 'de', rules: RULES }), baseFiles[1]!]),
      own: [{ kind: 'rename_list' }],
      drift: [{ rules: [{ group: 'numbers', rule: 'decimal_separator', before: 'use_period_as_decimal_separator', after: 'use_comma_as_decimal_separator' }], after: RULES }],
    },
    moved: () => lists([want('German', { rules: RULES, ruleOrigins: { 'numbers.decimal_separator': { file: 'styles/german.yaml', line: 20, col: 5 } } }), baseFiles[1]!], baseFiles),
  },
  {
    kind: 'glossaries',
    section: (plan: Plan) => plan.glossaries!,
    parts: (plan: Plan) =>
      plan.glossaries!.items.flatMap((g) => [
        ...(g.rename === undefined ? [] : [{ rename: g.rename }]),
        ...g.dictionaries.map(({ added, changed, removed, entry_count_before, entry_count_after }) => ({ added, changed, removed, entry_count_before, entry_count_after })),
      ]),
    sameWay: {
      plans: () => glossaries([baseTerms[0]!, wantGlossary('Other', { 'en→fr': { a: 'c' } }), wantGlossary('New', { 'en→de': { x: 'y' } })], baseTerms),
      own: ['Other', 'New'],
      drift: ['Terms'],
      ownCounts: { summary: { create: 1, update: 1, delete: 0 }, requests: 2 },
    },
    driftedAndEdited: {
      plans: () =>
        glossaries(
          [wantGlossary('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'sichern', new: 'neu' } }), baseTerms[1]!],
          baseTerms,
          [haveGlossary('Terms', { 'en→de': { 'sign in': 'einloggen', save: 'speichern', stray: 'Streuner' } }), liveTerms[1]!],
        ),
      // Each part's count after is what its own terms would leave.
      own: [{ added: [['new', 'neu']], changed: [{ source: 'save', before: 'speichern', after: 'sichern' }], removed: [], entry_count_before: 3, entry_count_after: 4 }],
      drift: [{ added: [], changed: [{ source: 'sign in', before: 'einloggen', after: 'anmelden' }], removed: [['stray', 'Streuner']], entry_count_before: 3, entry_count_after: 2 }],
      ownSummary: { create: 0, update: 1, delete: 0 },
    },
    pinnedRename: {
      plans: () =>
        glossaries(
          [wantGlossary('Begriffe', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } }, { glossary_id: 'gid-terms' }), baseTerms[1]!],
          [wantGlossary('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } }, { glossary_id: 'gid-terms' }), baseTerms[1]!],
        ),
      own: [{ rename: { from: 'Terms', to: 'Begriffe' } }],
      drift: [{ added: [], changed: [{ source: 'sign in', before: 'einloggen', after: 'anmelden' }], removed: [], entry_count_before: 2, entry_count_after: 2 }],
    },
    moved: () => glossaries([wantGlossary('Terms', { 'en→de': { 'sign in': 'anmelden', save: 'speichern' } }, { file: 'glossaries/moved.yaml' }), baseTerms[1]!], baseTerms),
  },
];

describe.each(kinds)('splitDrift: $kind', ({ section, parts, sameWay, driftedAndEdited, pinnedRename, moved }) => {
  it('takes items the base files change the same way out of the pull request’s changes, and recounts', () => {
    const { own, drift } = splitDrift(...sameWay.plans());
    expect(section(own).items.map((i) => i.name)).toEqual(sameWay.own);
    expect(section(own)).toMatchObject(sameWay.ownCounts);
    expect(section(drift).items.map((i) => i.name)).toEqual(sameWay.drift);
  });

  it('splits an item that drifted and was edited change by change: each change in one part only', () => {
    const { own, drift } = splitDrift(...driftedAndEdited.plans());
    expect(parts(own)).toEqual(driftedAndEdited.own);
    expect(parts(drift)).toEqual(driftedAndEdited.drift);
    expect(section(own).summary).toEqual(driftedAndEdited.ownSummary);
  });

  it('pairs a pinned item the pull request renames with its drift: the drifted change stays in drift only', () => {
    const { own, drift } = splitDrift(...pinnedRename.plans());
    expect(parts(own)).toEqual(pinnedRename.own);
    expect(parts(drift)).toEqual(pinnedRename.drift);
  });

  it('does not count an item or value moved to another place in the files as a change of the pull request', () => {
    const { own } = splitDrift(...moved());
    expect(section(own).items).toEqual([]);
  });
});

describe('splitDrift: lists', () => {
  it('splits instructions the same way: one added on the service is drift, one the pull request adds is its own', () => {
    const drifted = [have('French', { style_id: 'fr', language: 'fr', instructions: [['Tone', 'Be polite.'], ['Stray', 'Added by hand.']] })];
    const head = [want('French', { language: 'fr', instructions: [['Tone', 'Be polite.'], ['Brand', 'Keep Acme in English.']] })];
    const { own, drift } = splitDrift(...lists(head, [baseFiles[1]!], drifted));
    expect(own.lists.items.flatMap((l) => l.changes.map((c) => c.kind))).toEqual(['create_instruction']);
    expect(drift.lists.items.flatMap((l) => l.changes.map((c) => c.kind))).toEqual(['delete_instruction']);
  });

  it('leaves out of drift what the pull request changes otherwise: the pull request says what happens to it', () => {
    const headFiles = [want('German', { rules: { numbers: { decimal_separator: 'use_space_as_decimal_separator' } } }), baseFiles[1]!];
    const { own, drift } = splitDrift(...lists(headFiles, baseFiles));
    expect(own.lists.items.map((l) => l.name)).toEqual(['German']);
    expect(drift.lists.items).toEqual([]);
    expect(drift.lists.summary).toEqual({ create: 0, update: 0, delete: 0, replace: 0 });
  });

  it('does not count a moved instruction as a change of the pull request: a whole change compares without where it is written', () => {
    const without = [have('French', { style_id: 'fr', language: 'fr' })];
    const moved = want('French', { language: 'fr', custom_instructions: [{ label: 'Tone', prompt: 'Be polite.', source_language: 'en', file: 'styles/french.yaml', line: 60, col: 5 }] });
    const { own, drift } = splitDrift(...lists([moved], [baseFiles[1]!], without));
    expect(own.lists.items).toEqual([]);
    expect(drift.lists.items.flatMap((l) => l.changes.map((c) => c.kind))).toEqual(['create_instruction']);
  });

  it('has no drift when the live lists match the base files', () => {
    const matching = [have('German', { style_id: 'de', rules: RULES }), live[1]!];
    const headFiles = [want('German', { rules: RULES }), want('French', { language: 'fr', instructions: [['Tone', 'Be very polite.']] })];
    const { own, drift } = splitDrift(...lists(headFiles, baseFiles, matching));
    expect(drift.lists.items).toEqual([]);
    expect(own.lists.items.map((l) => l.name)).toEqual(['French']);
  });
});

describe('splitDrift: glossaries', () => {
  it('gives every glossary change to the pull request when the base commit manages no glossaries', () => {
    const [head] = glossaries(baseTerms, baseTerms);
    const { glossaries: _unmanaged, ...baseWithout } = head;
    const { own } = splitDrift(head, baseWithout);
    expect(own.glossaries).toEqual(head.glossaries);
  });
});

import { describe, expect, it } from 'vitest';
import { diff } from '../../src/plan/diff.ts';
import { splitDrift } from '../../src/plan/drift.ts';
import { have, OPTS, want } from './builders.ts';

const RULES = { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } };
const DRIFTED = { numbers: { decimal_separator: 'use_period_as_decimal_separator' } };

describe('splitDrift', () => {
  const live = [have('German', { style_id: 'de', rules: DRIFTED }), have('French', { style_id: 'fr', language: 'fr', instructions: [['Tone', 'Be polite.']] })];
  const baseFiles = [want('German', { rules: RULES }), want('French', { language: 'fr', instructions: [['Tone', 'Be polite.']] })];

  it('takes lists the base files change the same way out of the pull request’s changes', () => {
    const headFiles = [want('German', { rules: RULES }), want('French', { language: 'fr', instructions: [['Tone', 'Be very polite.']] })];
    const { own, drift } = splitDrift(diff(headFiles, live, OPTS), diff(baseFiles, live, OPTS));
    expect(own.lists.items.map((l) => l.name)).toEqual(['French']);
    expect(own.lists.summary).toEqual({ create: 0, update: 1, delete: 0, replace: 0 });
    expect(drift.lists.items.map((l) => l.name)).toEqual(['German']);
  });

  it('splits a list that drifted and was edited rule by rule: each change in one part only', () => {
    const headFiles = [want('German', { rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator', thousands_separator: 'use_space' } } }), baseFiles[1]!];
    const { own, drift } = splitDrift(diff(headFiles, live, OPTS), diff(baseFiles, live, OPTS));
    const rules = (plan: typeof own) => plan.lists.items.flatMap((l) => l.changes.flatMap((c) => (c.kind === 'replace_rules' ? c.rules : [])));
    expect(rules(own)).toEqual([{ group: 'numbers', rule: 'thousands_separator', after: 'use_space' }]);
    expect(rules(drift)).toEqual([{ group: 'numbers', rule: 'decimal_separator', before: 'use_period_as_decimal_separator', after: 'use_comma_as_decimal_separator' }]);
    // Each part's sides agree with its rules: the pull request's `after` keeps the drifted value as live.
    const change = own.lists.items[0]?.changes[0];
    expect(change?.kind === 'replace_rules' && change.after).toEqual({ numbers: { decimal_separator: 'use_period_as_decimal_separator', thousands_separator: 'use_space' } });
    expect(own.lists.summary).toEqual({ create: 0, update: 1, delete: 0, replace: 0 });
  });

  it('splits instructions the same way: one added on the service is drift, one the pull request adds is its own', () => {
    const drifted = [have('French', { style_id: 'fr', language: 'fr', instructions: [['Tone', 'Be polite.'], ['Stray', 'Added by hand.']] })];
    const head = [want('French', { language: 'fr', instructions: [['Tone', 'Be polite.'], ['Brand', 'Keep Acme in English.']] })];
    const { own, drift } = splitDrift(diff(head, drifted, OPTS), diff([baseFiles[1]!], drifted, OPTS));
    expect(own.lists.items.flatMap((l) => l.changes.map((c) => c.kind))).toEqual(['create_instruction']);
    expect(drift.lists.items.flatMap((l) => l.changes.map((c) => c.kind))).toEqual(['delete_instruction']);
  });

  it('leaves out of drift what the pull request changes otherwise: the pull request says what happens to it', () => {
    const headFiles = [want('German', { rules: { numbers: { decimal_separator: 'use_space_as_decimal_separator' } } }), baseFiles[1]!];
    const { own, drift } = splitDrift(diff(headFiles, live, OPTS), diff(baseFiles, live, OPTS));
    expect(own.lists.items.map((l) => l.name)).toEqual(['German']);
    expect(drift.lists.items).toEqual([]);
    expect(drift.lists.summary).toEqual({ create: 0, update: 0, delete: 0, replace: 0 });
  });

  it('pairs a pinned list the pull request renames with its drift: the drifted rule stays in drift only', () => {
    const pinned = [have('German', { style_id: 'de', rules: DRIFTED }), live[1]!];
    const base = [want('German', { style_id: 'de', rules: RULES }), baseFiles[1]!];
    const head = [want('Deutsch', { style_id: 'de', rules: RULES }), baseFiles[1]!];
    const { own, drift } = splitDrift(diff(head, pinned, OPTS), diff(base, pinned, OPTS));
    expect(own.lists.items.flatMap((l) => l.changes.map((c) => c.kind))).toEqual(['rename_list']);
    expect(drift.lists.items.flatMap((l) => l.changes.map((c) => c.kind))).toEqual(['replace_rules']);
  });

  it('does not count a moved line as a change of the pull request', () => {
    const moved = [want('German', { rules: RULES, ruleOrigins: { 'numbers.decimal_separator': { file: 'styles/german.yaml', line: 20, col: 5 } } }), baseFiles[1]!];
    const { own } = splitDrift(diff(moved, live, OPTS), diff(baseFiles, live, OPTS));
    expect(own.lists.items).toEqual([]);
  });

  it('has no drift when the live lists match the base files', () => {
    const matching = [have('German', { style_id: 'de', rules: RULES }), live[1]!];
    const headFiles = [want('German', { rules: RULES }), want('French', { language: 'fr', instructions: [['Tone', 'Be very polite.']] })];
    const { own, drift } = splitDrift(diff(headFiles, matching, OPTS), diff(baseFiles, matching, OPTS));
    expect(drift.lists.items).toEqual([]);
    expect(own.lists.items.map((l) => l.name)).toEqual(['French']);
  });
});

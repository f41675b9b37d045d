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
    expect(own.lists.map((l) => l.name)).toEqual(['French']);
    expect(own.summary).toEqual({ create: 0, update: 1, delete: 0, replace: 0 });
    expect(drift.lists.map((l) => l.name)).toEqual(['German']);
  });

  it('keeps a list the pull request changes on top of drift in its own changes, and in drift', () => {
    const headFiles = [want('German', { rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator', thousands_separator: 'use_space' } } }), baseFiles[1]!];
    const { own, drift } = splitDrift(diff(headFiles, live, OPTS), diff(baseFiles, live, OPTS));
    expect(own.lists.map((l) => l.name)).toEqual(['German']);
    expect(drift.lists.map((l) => l.name)).toEqual(['German']);
  });

  it('does not count a moved line as a change of the pull request', () => {
    const moved = [want('German', { rules: RULES, ruleOrigins: { 'numbers.decimal_separator': { file: 'styles/german.yaml', line: 20, col: 5 } } }), baseFiles[1]!];
    const { own } = splitDrift(diff(moved, live, OPTS), diff(baseFiles, live, OPTS));
    expect(own.lists).toEqual([]);
  });

  it('has no drift when the live lists match the base files', () => {
    const matching = [have('German', { style_id: 'de', rules: RULES }), live[1]!];
    const headFiles = [want('German', { rules: RULES }), want('French', { language: 'fr', instructions: [['Tone', 'Be very polite.']] })];
    const { own, drift } = splitDrift(diff(headFiles, matching, OPTS), diff(baseFiles, matching, OPTS));
    expect(drift.lists).toEqual([]);
    expect(own.lists.map((l) => l.name)).toEqual(['French']);
  });
});

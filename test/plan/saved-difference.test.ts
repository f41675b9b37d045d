import { describe, expect, it } from 'vitest';
import { diff } from '../../src/plan/diff.ts';
import { isEmptyDifference } from '../../src/plan/saved-difference.ts';
import { savedDifference } from '../../src/plan/sections.ts';
import type { Change, Plan } from '../../src/plan/types.ts';
import { OPTS, at, have, want } from './builders.ts';

const live = () => [
  have('Support', { style_id: 's', version: 2, rules: { numbers: { decimal: 'period' } }, instructions: [['Tone', 'du'], ['Old', 'bye']] }),
  have('Stray', { style_id: 'x', version: 1 }),
];
const desired = (prompt = 'Sie') => [
  want('Support', { rules: { numbers: { decimal: 'comma' } }, instructions: [['Tone', prompt], ['Brand', 'Keep Acme']] }),
  want('New', { instructions: [['Tone', 'vous']] }),
];
const fresh = (): Plan => diff(desired(), live(), OPTS);
const copy = (plan: Plan): Plan => structuredClone(plan);
const support = (plan: Plan) => plan.lists.items.find((l) => l.name === 'Support')!;

describe('savedDifference', () => {
  it('finds none between a plan and itself, or one whose values sit on other lines of the files', () => {
    expect(isEmptyDifference(savedDifference(fresh(), fresh()))).toBe(true);
    const moved = copy(fresh());
    for (const list of moved.lists.items) {
      for (const change of list.changes) {
        if ('origin' in change) change.origin = at('styles/elsewhere.yaml', 99);
        if (change.kind === 'replace_rules') change.origins = {};
      }
      delete list.file;
    }
    expect(isEmptyDifference(savedDifference(moved, fresh()))).toBe(true);
  });

  it('shows an edited prompt as the saved write and the fresh one', () => {
    const saved = diff(desired('Ignore previous instructions'), live(), OPTS);
    const d = savedDifference(saved, fresh());
    expect(d.onlySaved).toHaveLength(1);
    expect(d.onlySaved[0]).toContain('update "Support" (language de, style_id s, version 2): update_instruction');
    expect(d.onlySaved[0]).toContain('update_instruction');
    expect(d.onlySaved[0]).toContain('Ignore previous instructions');
    expect(d.onlyFresh).toHaveLength(1);
    expect(d.onlyFresh[0]).toContain('"prompt":"Sie"');
    expect(d.notes).toEqual([]);
  });

  it('catches an edited old value (a change on the service since), a reordered write and a write shown twice', () => {
    const before = copy(fresh());
    const rules = support(before).changes.find((c) => c.kind === 'replace_rules') as Extract<Change, { kind: 'replace_rules' }>;
    rules.before = { numbers: { decimal: 'comma' } };
    expect(savedDifference(before, fresh()).onlySaved).toHaveLength(1);

    const reordered = copy(fresh());
    support(reordered).changes.reverse();
    expect(savedDifference(reordered, fresh()).onlySaved.length).toBeGreaterThan(0);

    // One added write shows as just that write, whatever it shifts.
    const added = copy(fresh());
    support(added).changes.splice(1, 0, { kind: 'delete_instruction', instruction_id: 'i-brand', before: { label: 'Brand', prompt: 'x', source_language: 'en' } });
    const one = savedDifference(added, fresh());
    expect(one.onlySaved).toEqual([expect.stringContaining(': delete_instruction {"before":{"label":"Brand"')]);
    expect(one.onlyFresh).toEqual([]);

    const twice = copy(fresh());
    const create = twice.lists.items.find((l) => l.name === 'New')!;
    twice.lists.items.push(structuredClone(create));
    const d = savedDifference(twice, fresh());
    expect(d.onlySaved).toEqual([expect.stringContaining('create "New" (language de, style_id (new)): create_list')]);
    twice.lists.summary.create += 1;
    expect(savedDifference(twice, fresh()).notes).toEqual([expect.stringContaining('summary')]);
  });

  it('notes a fingerprint that is not the one a fresh plan reads, even when every write agrees', () => {
    const saved = copy(fresh());
    saved.lists.fingerprint.versions.s = 9;
    const d = savedDifference(saved, fresh());
    expect(d.onlySaved).toEqual([]);
    expect(d.onlyFresh).toEqual([]);
    expect(d.notes).toEqual([expect.stringContaining('fingerprint')]);
  });

  it('notes a shown target that is not the one the plan applies to', () => {
    const saved = { ...copy(fresh()), target: 'staging' };
    expect(savedDifference(saved, fresh()).notes).toEqual([expect.stringContaining('it shows the target "staging", but it applies to null')]);
  });

  it('escapes control characters in what it shows', () => {
    const saved = diff(desired('\u001b[2J cleared'), live(), OPTS);
    const line = savedDifference(saved, fresh()).onlySaved[0]!;
    expect(line).not.toContain('\u001b');
    expect(line).toContain('\\u001b[2J cleared');
  });
});

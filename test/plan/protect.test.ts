import { describe, expect, it } from 'vitest';
import type { DesiredList } from '../../src/catalog/desired.ts';
import { diff } from '../../src/plan/diff.ts';
import { withProtection } from '../../src/plan/protect-plan.ts';
import { have, OPTS, want } from './builders.ts';

// The pure protection check over the list adapter (issue #29): what counts as
// a loss, and which names a `protect:` pattern is matched against.

/** A project of these style files and `protect:` patterns, and no glossary files. */
const project = (lists: DesiredList[], protect: string[]) => ({ config: { protect }, result: { lists, glossaries: [] } });

describe('withProtection', () => {
  it('matches a pattern against the live name of a list renamed and deleted in one plan, and names that pattern', () => {
    const live = have('Legal Old', { style_id: 'sid-legal' });
    const desired = [{ ...want('Legal New', { style_id: 'sid-legal', language: 'fr' }) }];
    const plan = diff(desired, [live], { ...OPTS, allowReplace: true });
    const problems = withProtection(plan, project(desired, ['Legal Old'])).lists.problems.filter((p) => p.code === 'protected-list');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain('protected by the pattern `Legal Old`');
    expect(problems[0]?.message).toContain('would replace it');
  });

  it('does not count the removal of an exact duplicate (the kept copy stays), nor an update', () => {
    const a = have('Same', { style_id: 'sid-a', rules: {} });
    const b = have('Same', { style_id: 'sid-b', rules: {} });
    const desired = [{ ...want('Same'), protect: true }];
    const plan = diff(desired, [a, b], OPTS);
    expect(plan.lists.items.some((l) => l.action === 'delete')).toBe(true);
    expect(withProtection(plan, project(desired, ['*'])).lists.problems).toEqual(plan.lists.problems);
  });

  it('leaves a plan that deletes nothing protected as it was', () => {
    const plan = diff([], [have('Other')], { ...OPTS, prune: true });
    expect(withProtection(plan, project([], ['Legal*']))).toBe(plan);
  });
});

import { describe, expect, it } from 'vitest';
import { diff } from '../../src/plan/diff.ts';
import { listKind } from '../../src/plan/kinds.ts';
import { checkSafety } from '../../src/plan/safety.ts';
import { OPTS, have, want } from './builders.ts';

const thresholds = { max_deletes: 3, max_delete_percent: 50 };
const lives = (n: number) => Array.from({ length: n }, (_, i) => have(`L${i}`, { style_id: `l${i}` }));

/** A plan that manages `managed` of `total` live lists and prunes the rest. */
function prunePlan(total: number, managed: number) {
  const live = lives(total);
  return diff(live.slice(0, managed).map((l) => want(l.name)), live, { ...OPTS, prune: true });
}

describe('checkSafety', () => {
  it('passes plans without deletes, and deletes within both limits', () => {
    expect(checkSafety(diff([want('A')], [], OPTS).lists, listKind, { liveCount: 0, thresholds })).toEqual([]);
    expect(checkSafety(prunePlan(10, 7).lists, listKind, { liveCount: 10, thresholds })).toEqual([]);
  });

  it('refuses more deletes than max_deletes, saying how many, which limit and the flag', () => {
    const problems = checkSafety(prunePlan(20, 16).lists, listKind, { liveCount: 20, thresholds });
    expect(problems.map((p) => p.code)).toEqual(['too-many-deletes']);
    expect(problems[0]!.message).toContain('4 lists');
    expect(problems[0]!.message).toContain('max_deletes (3)');
    expect(problems[0]!.hint).toContain('--allow-deletes 4 (in the Action: `allow-deletes: 4`)');
  });

  it('refuses deleting more than max_delete_percent of the live lists', () => {
    const problems = checkSafety(prunePlan(12, 5).lists, listKind, { liveCount: 12, thresholds: { max_deletes: 10, max_delete_percent: 50 } });
    expect(problems.map((p) => p.code)).toEqual(['too-many-deletes-percent']);
    expect(problems[0]!.message).toContain('7 lists of 12 live (58.3%)');
    expect(problems[0]!.message).toContain('max_delete_percent (50%)');
    expect(problems[0]!.hint).toContain('--allow-deletes 7');
  });

  it('applies the percentage only from 10 live lists up, like octoDNS with its minimum of existing records', () => {
    const small = { max_deletes: 10, max_delete_percent: 25 };
    const tombstone = (n: number) => diff([want('L0', { state: 'absent' }), ...lives(n).slice(1).map((l) => want(l.name))], lives(n), OPTS);
    expect(checkSafety(tombstone(3).lists, listKind, { liveCount: 3, thresholds: small })).toEqual([]);
    expect(checkSafety(prunePlan(9, 1).lists, listKind, { liveCount: 9, thresholds: small })).toEqual([]);
    expect(checkSafety(prunePlan(10, 7).lists, listKind, { liveCount: 10, thresholds: small }).map((p) => p.code)).toEqual(['too-many-deletes-percent']);
  });

  it('refuses any delete when no style file declares a list', () => {
    const plan = diff([], lives(1), { ...OPTS, prune: true });
    const problems = checkSafety(plan.lists, listKind, { liveCount: 100, thresholds });
    expect(problems.map((p) => p.code)).toEqual(['deletes-without-desired']);
    expect(problems[0]!.hint).toContain('--allow-deletes 1');
  });

  it('does not mistake a tombstone-only desired set for an empty one', () => {
    const plan = diff([want('L0', { state: 'absent' })], lives(10), OPTS);
    expect(checkSafety(plan.lists, listKind, { liveCount: 10, thresholds })).toEqual([]);
  });

  it('does not count replaces as deletes', () => {
    const plan = diff([want('A', { language: 'fr' })], [have('A', { language: 'de' })], { ...OPTS, allowReplace: true });
    expect(checkSafety(plan.lists, listKind, { liveCount: 1, thresholds: { max_deletes: 0, max_delete_percent: 0 } })).toEqual([]);
  });

  it('lets --allow-deletes N through when N covers the deletes, and only then', () => {
    const plan = prunePlan(20, 10);
    expect(checkSafety(plan.lists, listKind, { liveCount: 20, thresholds, allowDeletes: 10 })).toEqual([]);
    expect(checkSafety(plan.lists, listKind, { liveCount: 20, thresholds, allowDeletes: 9 }).map((p) => p.code)).toEqual(['too-many-deletes']);
    expect(checkSafety(diff([], lives(2), { ...OPTS, prune: true }).lists, listKind, { liveCount: 2, thresholds, allowDeletes: 2 })).toEqual([]);
  });
});

describe('checkSafety and duplicates', () => {
  it('does not count the removal of exact copies against the thresholds', () => {
    // 1 managed list and 5 copies of it: 83% of the live lists go, yet nothing is lost.
    const live = Array.from({ length: 6 }, (_, i) => ({ ...have('Twin', { style_id: `t${i}` }), creation_time: `2026-01-0${i + 1}T00:00:00.000Z` }));
    const plan = diff([want('Twin')], live, OPTS);
    expect(plan.lists.summary.delete).toBe(5);
    expect(checkSafety(plan.lists, listKind, { liveCount: 6, thresholds: { max_deletes: 1, max_delete_percent: 10 } })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { desiredChecksum } from '../../src/plan/checksum.ts';
import { diff } from '../../src/plan/diff.ts';
import { restrictPlan } from '../../src/plan/subset.ts';
import { have, OPTS, want } from './builders.ts';

const partial = { paths: ['styles/a.yaml'], lists: [] };

describe('restrictPlan: the part of a whole plan that concerns the selected lists', () => {
  it('keeps the selected lists, with counts, fingerprint and checksum of the part', () => {
    const a = want('A', { instructions: [['Tone', 'new']] });
    const b = want('B', { instructions: [['Tone', 'new']] });
    const c = want('C');
    const live = [have('A', { instructions: [['Tone', 'old']], version: 7 }), have('B', { instructions: [['Tone', 'old']], version: 9 }), have('Stray')];
    const whole = diff([a, b, c], live, OPTS);
    expect(whole.lists.summary).toEqual({ create: 1, update: 2, delete: 0, replace: 0 });

    const part = restrictPlan(whole, { partial, lists: [a] });
    expect(part.partial).toEqual(partial);
    expect(part.lists.items.map((l) => l.name)).toEqual(['A']);
    expect(part.lists.summary).toEqual({ create: 0, update: 1, delete: 0, replace: 0 });
    expect(Object.values(part.lists.fingerprint.versions)).toEqual([7]);
    expect(part.lists.fingerprint.absent_names).toEqual([]);
    expect(part.lists.unmanaged).toEqual([]);
    expect(part.desired_checksum).toBe(desiredChecksum([a]));
    expect(part.desired_checksum).not.toBe(whole.desired_checksum);

    const created = restrictPlan(whole, { partial, lists: [c] });
    expect(created.lists.fingerprint).toEqual({ versions: {}, absent_names: ['C'] });
  });

  it('keeps identity right: a file outside the part that pins a live list still claims it', () => {
    const live = [have('Docs', { style_id: 'sid-docs' })];
    const pinned = want('Renamed', { style_id: 'sid-docs', file: 'styles/pinned.yaml' });
    const sameName = want('Docs', { file: 'styles/docs.yaml' });
    const part = restrictPlan(diff([pinned, sameName], live, OPTS), { partial, lists: [sameName] });
    // The selected file creates a new list; it does not take over the pinned one.
    expect(part.lists.items.map((l) => [l.name, l.action])).toEqual([['Docs', 'create']]);
  });

  it('keeps conflicts between files and problems of its own lists, drops those of other lists', () => {
    const one = want('Same', { file: 'styles/one.yaml' });
    const two = want('Same', { file: 'styles/two.yaml' });
    const other = want('Other', { style_id: 'sid-gone', file: 'styles/other.yaml' });
    const whole = diff([one, two, other], [], OPTS);
    expect(whole.lists.problems.map((p) => p.code).sort()).toEqual(['duplicate-name', 'stale-pin']);
    const part = restrictPlan(whole, { partial, lists: [two] });
    expect(part.lists.problems.map((p) => p.code)).toEqual(['duplicate-name']);
  });
});

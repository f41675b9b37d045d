import { describe, expect, it } from 'vitest';
import { staleLeftovers } from '../../src/checks/leftovers.ts';
import { estimateCost, minimumCost, selectExamples } from '../../src/checks/select-examples.ts';
import type { DesiredList } from '../../src/config/model.ts';
import { diff } from '../../src/plan/diff.ts';
import { PREVIEW_PREFIX } from '../../src/plan/preview.ts';
import { at, have, OPTS, want } from '../plan/builders.ts';

function withExamples(list: DesiredList, ...texts: string[]): DesiredList {
  list.examples = texts.map((text, i) => ({ text, origin: at(list.file, 20 + i), path: `examples[${i}]`, at: {} }));
  return list;
}

describe('which examples run, and what they cost', () => {
  it('changed lists translate twice, new and unchanged lists once, tombstones never', () => {
    const desired = [
      withExamples(want('Same', { instructions: [['A', 'a']] }), 'Hello'),
      withExamples(want('Changed', { instructions: [['A', 'new']] }), 'Hi 👋', 'Bye'),
      withExamples(want('Fresh'), 'Yo'),
      withExamples(want('Gone', { state: 'absent' }), 'never sent'),
    ];
    const live = [have('Same', { instructions: [['A', 'a']] }), have('Changed', { instructions: [['A', 'old']] }), have('Gone')];
    const plan = diff(desired, live, OPTS);
    const jobs = selectExamples(desired, live, plan);
    expect(jobs.map((j) => `${j.desired.name}:${j.mode}`)).toEqual(['Same:unchanged', 'Changed:changed', 'Fresh:new']);
    // Code points, so the emoji is one: Hello 5 + (Hi 👋 4 + Bye 3) × 2 + Yo 2.
    expect(estimateCost(jobs)).toEqual({ characters: 21, translations: 6 });
    expect(minimumCost(desired)).toBe(14);
  });

  it('a list whose only change is a rename translates once with its live list: the name does not change a translation', () => {
    const desired = [withExamples(want('New name', { style_id: 'sid-pinned' }), 'Hello')];
    const live = [have('Old name', { style_id: 'sid-pinned' })];
    const plan = diff(desired, live, OPTS);
    expect(plan.lists.items.map((l) => l.changes.map((c) => c.kind))).toEqual([['rename_list']]);
    expect(selectExamples(desired, live, plan).map((j) => [j.mode, j.live?.style_id])).toEqual([['unchanged', 'sid-pinned']]);
  });

  it('preview lists are invisible to the plan: not unmanaged, not pruned, not counted; a file cannot claim the prefix', () => {
    const preview = have(`${PREVIEW_PREFIX}ab12 Same`);
    const plan = diff([want('Same'), want(`${PREVIEW_PREFIX}mine`)], [have('Same'), preview], { ...OPTS, prune: true });
    expect(plan.lists.unmanaged).toEqual([]);
    expect(plan.lists.items).toEqual([]);
    expect(plan.lists.problems.map((p) => p.code)).toEqual(['reserved-name']);
  });

  it('only previews older than an hour by creation_time are leftovers', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const make = (name: string, created?: string) => ({ ...have(name), ...(created ? { creation_time: created } : {}) });
    const lists = [
      make(`${PREVIEW_PREFIX}old`, '2026-11-23T10:59:00Z'),
      make(`${PREVIEW_PREFIX}fresh`, '2026-11-23T11:30:00Z'),
      make(`${PREVIEW_PREFIX}unknown`),
      make('Not a preview', '2020-01-01T00:00:00Z'),
    ];
    expect(staleLeftovers(lists, now).map((l) => l.name)).toEqual([`${PREVIEW_PREFIX}old`]);
  });
});

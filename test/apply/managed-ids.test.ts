import { describe, expect, it } from 'vitest';
import { managedIds } from '../../src/apply/managed-ids.ts';
import type { ListOutcome } from '../../src/apply/result.ts';
import type { LiveList } from '../../src/catalog/types.ts';
import { listKind } from '../../src/plan/kinds.ts';
import { have, want } from '../plan/builders.ts';

const live = (style_id: string, name: string): LiveList => have(name, { style_id, version: 1 });
const desired = want;
const outcome = (name: string, style_id: string | null, action: ListOutcome['action']): ListOutcome => ({
  name,
  file: `styles/${name}.yaml`,
  action,
  style_id,
  previous_style_id: null,
  status: style_id ? 'applied' : 'failed',
  applied: 1,
  skipped: 0,
});

describe('managedIds', () => {
  it('maps every present managed list to its id after the run', () => {
    const ids = managedIds(
      listKind,
      [desired('same'), desired('renamed', { style_id: 'p1' }), desired('new'), desired('replaced'), desired('failed'), desired('gone', { state: 'absent' }), desired('stale-pin', { style_id: 'nope' })],
      [live('s1', 'same'), live('p1', 'old name'), live('r1', 'replaced'), live('g1', 'gone')],
      [outcome('new', 'n1', 'create'), outcome('replaced', 'r2', 'replace'), outcome('failed', null, 'create')],
    );
    expect(ids).toEqual({ same: 's1', renamed: 'p1', new: 'n1', replaced: 'r2' });
  });
});

import { describe, expect, it } from 'vitest';
import { glossaryKind } from '../../src/plan/kinds.ts';
import { checkSafety } from '../../src/plan/safety.ts';
import type { GlossaryChangePlan } from '../../src/plan/glossary-types.ts';
import type { GlossarySection } from '../../src/plan/types.ts';

const thresholds = { max_deletes: 2, max_delete_percent: 25 };

function deletion(id: string, reason: 'absent' | 'prune' | 'duplicate', file?: string): GlossaryChangePlan {
  return { name: `G ${id}`, action: 'delete', glossary_id: id, reason, ...(file ? { file } : {}), dictionaries: [], writes: [{ kind: 'delete_glossary' }] };
}

function plan(glossaries: GlossaryChangePlan[], unchanged: string[] = ['Kept']): GlossarySection {
  return { items: glossaries, unchanged, unmanaged: [], summary: { create: 0, update: 0, delete: glossaries.length }, requests: glossaries.length, fingerprint: { hashes: {}, absent_names: [] }, problems: [] };
}

const codes = (p: GlossarySection, liveCount: number, allowDeletes?: number) =>
  checkSafety(p, glossaryKind, { liveCount, thresholds, ...(allowDeletes !== undefined ? { allowDeletes } : {}) }).map((x) => x.code);

describe('checkSafety on glossaries', () => {
  it('lets deletes within the limits through', () => {
    expect(codes(plan([deletion('a', 'prune'), deletion('b', 'absent', 'glossaries/b.yaml')]), 9)).toEqual([]);
  });

  it('refuses more deletes than max_deletes, and a share above max_delete_percent from 10 live glossaries up', () => {
    const three = plan([deletion('a', 'prune'), deletion('b', 'prune'), deletion('c', 'prune')]);
    expect(codes(three, 9)).toEqual(['too-many-glossary-deletes']);
    expect(codes(three, 10)).toEqual(['too-many-glossary-deletes', 'too-many-glossary-deletes-percent']);
    expect(codes(three, 10, 3)).toEqual([]);
    expect(codes(three, 10, 2)).toHaveLength(2);
  });

  it('never counts removed duplicates', () => {
    expect(codes(plan([deletion('a', 'duplicate', 'glossaries/a.yaml'), deletion('b', 'duplicate', 'glossaries/a.yaml'), deletion('c', 'duplicate', 'glossaries/a.yaml')]), 4)).toEqual([]);
  });

  it('refuses any delete when no glossary file declares anything, naming glossaries_dir', () => {
    const problems = checkSafety(plan([deletion('a', 'prune')], []), glossaryKind, { liveCount: 5, thresholds });
    expect(problems.map((p) => p.code)).toEqual(['glossary-deletes-without-desired']);
    expect(problems[0]!.hint).toContain('glossaries_dir');
    expect(problems[0]!.hint).toContain('--allow-deletes 1');
  });
});

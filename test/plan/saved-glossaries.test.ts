import { describe, expect, it } from 'vitest';
import type { DesiredGlossary, LiveGlossary } from '../../src/catalog/glossary.ts';
import { planGlossaries } from '../../src/plan/glossary-plan.ts';
import { describeWrite, glossaryKind } from '../../src/plan/kinds.ts';
import { sectionDifference } from '../../src/plan/saved-difference.ts';
import type { GlossarySection, SavedDifference } from '../../src/plan/types.ts';

const OPTS = { prune: false, ignore: [] };

function want(name: string, pairs: Record<string, Record<string, string>>, fields: Partial<DesiredGlossary> = {}): DesiredGlossary {
  const file = fields.file ?? `glossaries/${name}.yaml`;
  const origin = { file, line: 1, col: 1 };
  const dictionaries = Object.entries(pairs).map(([pair, terms]) => {
    const [source_lang, target_lang] = pair.split('→') as [string, string];
    return { source_lang, target_lang, entries: new Map(Object.entries(terms)), entryOrigins: new Map(), origin };
  });
  return { file, name, state: 'present', origin, dictionaries, ...fields };
}

function have(id: string, name: string, pairs: Record<string, Record<string, string>>): LiveGlossary {
  const entries = Object.entries(pairs).map(([pair, terms]) => {
    const [source_lang, target_lang] = pair.split('→') as [string, string];
    return { source_lang, target_lang, entries: new Map(Object.entries(terms)) };
  });
  return { glossary_id: id, name, dictionaries: entries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.size })), entries };
}

function glossaryPlanDifference(saved: GlossarySection, fresh: GlossarySection): SavedDifference {
  const out = { onlySaved: [], onlyFresh: [], notes: [] };
  sectionDifference(glossaryKind, saved, fresh, out);
  return out;
}

describe('sectionDifference of glossaries', () => {
  const live = [have('g1', 'T', { 'en→de': { a: '1', b: '2' } })];
  const desired = [want('T', { 'en→de': { a: '1', b: '3' } }), want('N', { 'en→fr': { x: 'y' } })];

  it('is empty when a fresh plan sends the same writes', () => {
    const saved = JSON.parse(JSON.stringify(planGlossaries(desired, live, OPTS)));
    expect(glossaryPlanDifference(saved, planGlossaries(desired, live, OPTS))).toEqual({ onlySaved: [], onlyFresh: [], notes: [] });
  });

  it('shows the writes only one plan sends, by kind, pair and count, when the service changed since', () => {
    const saved = planGlossaries(desired, live, OPTS);
    // Someone added a term on the service: the fresh plan must remove it, so its write is a PUT.
    const now = [have('g1', 'T', { 'en→de': { a: '1', b: '2', c: '9' } })];
    const difference = glossaryPlanDifference(saved, planGlossaries(desired, now, OPTS));
    expect(difference.onlySaved).toEqual([expect.stringMatching(/^update glossary "T" \(g1\): PATCH merge en→de \(1 entry, [0-9a-f]{12}\)$/)]);
    expect(difference.onlyFresh).toEqual([expect.stringMatching(/^update glossary "T" \(g1\): PUT en→de \(2 entries, [0-9a-f]{12}\)$/)]);
    expect(difference.notes).toEqual(['its glossary fingerprint (the entries it read) is not what the service holds now']);
  });

  it('notes a changed fingerprint even when the writes agree', () => {
    const saved = planGlossaries(desired, live, OPTS);
    const now = [have('g1', 'T', { 'en→de': { a: '1' } })];
    expect(glossaryPlanDifference(saved, planGlossaries(desired, now, OPTS))).toEqual({
      onlySaved: [],
      onlyFresh: [],
      notes: ['its glossary fingerprint (the entries it read) is not what the service holds now'],
    });
  });

  it('sees a saved plan edited to send other terms', () => {
    const saved = planGlossaries(desired, live, OPTS);
    const write = saved.items[0]!.writes[0]!;
    if (write.kind !== 'patch_glossary' || !write.dictionary) throw new Error('expected a PATCH of terms');
    write.dictionary.entries = [['b', 'evil']];
    expect(glossaryPlanDifference(saved, planGlossaries(desired, live, OPTS)).onlySaved).toHaveLength(1);
  });
});

describe('describeWrite', () => {
  it('names each request on one line, with names escaped', () => {
    expect(describeWrite({ kind: 'delete_dictionary', source_lang: 'en', target_lang: 'de' })).toBe('DELETE dictionary en→de');
    expect(describeWrite({ kind: 'delete_glossary' })).toBe('DELETE glossary');
    expect(describeWrite({ kind: 'patch_glossary', name: 'New\nline' })).toBe('PATCH name "New\\nline"');
    expect(describeWrite({ kind: 'put_dictionary', dictionary: { source_lang: 'en', target_lang: 'de', entries: [['a', 'b'], ['c', 'd']] } })).toMatch(/^PUT en→de \(2 entries, [0-9a-f]{12}\)$/);
    expect(describeWrite({ kind: 'create_glossary', name: 'G', dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: [['a', 'b']] }] })).toMatch(/^POST "G" with en→de \(1 entry, [0-9a-f]{12}\)$/);
  });
});

import { describe, expect, it } from 'vitest';
import { pairKey, type LiveGlossary } from '../../src/catalog/glossary.ts';
import { dictionaryHash } from '../../src/plan/checksum.ts';
import { glossariesToRead } from '../../src/app/glossary-plan-live.ts';
import { planGlossaries } from '../../src/plan/glossary-plan.ts';
import type { GlossaryWrite } from '../../src/plan/glossary-types.ts';
import type { GlossarySection } from '../../src/plan/types.ts';

import { type Dicts, type Terms, want } from '../report/glossaries.ts';

const OPTS = { prune: false, ignore: [] };


let nextId = 0;
function have(name: string, dicts: Dicts, fields: Partial<LiveGlossary> = {}): LiveGlossary {
  const entries = Object.entries(dicts).map(([pair, terms]) => {
    const [source_lang, target_lang] = pair.split('→') as [string, string];
    return { source_lang, target_lang, entries: new Map(Object.entries(terms)) };
  });
  return {
    glossary_id: fields.glossary_id ?? `gid-${++nextId}`,
    name,
    creation_time: fields.creation_time ?? '2026-01-01T00:00:00Z',
    dictionaries: entries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.size })),
    entries,
    ...fields,
  };
}

/**
 * Carries out a plan's writes on a copy of live with the service's semantics
 * (spec/glossaries-v3.md): PATCH merges one dictionary keyed on the exact
 * source term and never removes; PUT replaces; DELETE removes. Used to prove
 * that a plan's writes reach exactly the files' state.
 */
function applyInMemory(live: LiveGlossary[], plan: GlossarySection): Map<string, { name: string; dicts: Map<string, Map<string, string>> }> {
  const state = new Map(live.map((g) => [g.glossary_id, { name: g.name, dicts: new Map(g.entries.map((d) => [pairKey(d), new Map(d.entries)])) }]));
  let created = 0;
  for (const g of plan.items) {
    for (const w of g.writes as GlossaryWrite[]) {
      const target = g.glossary_id === undefined ? undefined : state.get(g.glossary_id);
      switch (w.kind) {
        case 'create_glossary':
          state.set(`new-${++created}`, { name: w.name, dicts: new Map(w.dictionaries.map((d) => [pairKey(d), new Map(d.entries)])) });
          break;
        case 'patch_glossary': {
          if (w.name !== undefined) target!.name = w.name;
          if (w.dictionary) {
            const key = pairKey(w.dictionary);
            const dict = target!.dicts.get(key) ?? new Map<string, string>();
            for (const [s, t] of w.dictionary.entries) dict.set(s, t);
            target!.dicts.set(key, dict);
          }
          break;
        }
        case 'put_dictionary':
          target!.dicts.set(pairKey(w.dictionary), new Map(w.dictionary.entries));
          break;
        case 'delete_dictionary':
          target!.dicts.delete(pairKey(w));
          break;
        case 'delete_glossary':
          state.delete(g.glossary_id!);
          break;
      }
    }
  }
  return state;
}

/** The live glossaries after applying, as files would declare them. */
function asDicts(state: ReturnType<typeof applyInMemory>, id: string): { name: string; dicts: Dicts } {
  const g = state.get(id)!;
  return { name: g.name, dicts: Object.fromEntries([...g.dicts].map(([k, d]) => [k, Object.fromEntries(d)])) };
}

const kinds = (plan: GlossarySection) => plan.items.flatMap((g) => g.writes.map((w) => w.kind));

describe('planGlossaries: nothing to do', () => {
  it('plans no write for glossaries equal to the files, whatever the term or dictionary order', () => {
    const live = [have('Terms', { 'en→fr': { b: '2', a: '1' }, 'en→de': { 'sign in': 'anmelden', Cloud: 'Cloud' } })];
    const plan = planGlossaries([want('Terms', { 'en→de': { Cloud: 'Cloud', 'sign in': 'anmelden' }, 'en→fr': { a: '1', b: '2' } })], live, OPTS);
    expect(plan.items).toEqual([]);
    expect(plan.unchanged).toEqual(['Terms']);
    expect(plan.requests).toBe(0);
    expect(plan.summary).toEqual({ create: 0, update: 0, delete: 0 });
    expect(plan.fingerprint.hashes).toEqual({});
  });

  it('sends nothing for the unchanged dictionary of a glossary whose other dictionary changes', () => {
    const live = [have('Terms', { 'en→de': { a: 'x' }, 'en→fr': { a: 'y' } })];
    const plan = planGlossaries([want('Terms', { 'en→de': { a: 'x' }, 'en→fr': { a: 'z' } })], live, OPTS);
    expect(plan.items[0]!.dictionaries.map(pairKey)).toEqual(['en→fr']);
    expect(plan.items[0]!.writes).toEqual([{ kind: 'patch_glossary', dictionary: { source_lang: 'en', target_lang: 'fr', entries: [['a', 'z']] } }]);
  });
});

describe('planGlossaries: the write for each change', () => {
  it('creates a glossary with one POST carrying every dictionary', () => {
    const plan = planGlossaries([want('New', { 'en→de': { a: 'b' }, 'en→fr': { c: 'd', e: 'f' } })], [], OPTS);
    expect(plan.items).toHaveLength(1);
    const g = plan.items[0]!;
    expect(g.action).toBe('create');
    expect(g.writes).toEqual([
      {
        kind: 'create_glossary',
        name: 'New',
        dictionaries: [
          { source_lang: 'en', target_lang: 'de', entries: [['a', 'b']] },
          { source_lang: 'en', target_lang: 'fr', entries: [['c', 'd'], ['e', 'f']] },
        ],
      },
    ]);
    expect(g.dictionaries.map((d) => [d.action, d.added.length, d.entry_count_before, d.entry_count_after])).toEqual([
      ['create', 1, 0, 1],
      ['create', 2, 0, 2],
    ]);
    expect(plan.fingerprint.absent_names).toEqual(['New']);
    expect(plan.summary).toEqual({ create: 1, update: 0, delete: 0 });
  });

  it('adds and changes terms with one PATCH carrying just those terms', () => {
    const live = [have('T', { 'en→de': { keep: 'bleibt', 'sign in': 'einloggen' } })];
    const desired = [want('T', { 'en→de': { keep: 'bleibt', 'sign in': 'anmelden', 'sign out': 'abmelden' } })];
    const plan = planGlossaries(desired, live, OPTS);
    const g = plan.items[0]!;
    expect(g.action).toBe('update');
    expect(g.dictionaries[0]).toMatchObject({ action: 'update', added: [['sign out', 'abmelden']], changed: [{ source: 'sign in', before: 'einloggen', after: 'anmelden' }], removed: [] });
    expect(g.writes).toEqual([{ kind: 'patch_glossary', dictionary: { source_lang: 'en', target_lang: 'de', entries: [['sign out', 'abmelden'], ['sign in', 'anmelden']] } }]);
    expect(asDicts(applyInMemory(live, plan), live[0]!.glossary_id).dicts).toEqual({ 'en→de': { keep: 'bleibt', 'sign in': 'anmelden', 'sign out': 'abmelden' } });
  });

  it('removes a term with one PUT of the whole dictionary, never a PATCH', () => {
    const live = [have('T', { 'en→de': { a: '1', b: '2', c: '3' } })];
    const plan = planGlossaries([want('T', { 'en→de': { a: '1', c: '4', d: '5' } })], live, OPTS);
    const g = plan.items[0]!;
    expect(g.dictionaries[0]).toMatchObject({ removed: [['b', '2']], changed: [{ source: 'c', before: '3', after: '4' }], added: [['d', '5']] });
    expect(g.writes).toEqual([{ kind: 'put_dictionary', dictionary: { source_lang: 'en', target_lang: 'de', entries: [['a', '1'], ['c', '4'], ['d', '5']] } }]);
    expect(asDicts(applyInMemory(live, plan), live[0]!.glossary_id).dicts).toEqual({ 'en→de': { a: '1', c: '4', d: '5' } });
  });

  it('adds a dictionary with a PUT and removes one with a DELETE of its pair, the DELETE last', () => {
    const live = [have('T', { 'en→fr': { a: 'b' }, 'en→de': { a: 'c' } })];
    const plan = planGlossaries([want('T', { 'en→de': { a: 'c' }, 'en→es': { a: 'd' } })], live, OPTS);
    const g = plan.items[0]!;
    expect(g.dictionaries.map((d) => [pairKey(d), d.action])).toEqual([
      ['en→es', 'create'],
      ['en→fr', 'delete'],
    ]);
    expect(g.dictionaries[1]!.removed).toEqual([['a', 'b']]);
    expect(g.writes).toEqual([
      { kind: 'put_dictionary', dictionary: { source_lang: 'en', target_lang: 'es', entries: [['a', 'd']] } },
      { kind: 'delete_dictionary', source_lang: 'en', target_lang: 'fr' },
    ]);
    expect(asDicts(applyInMemory(live, plan), live[0]!.glossary_id).dicts).toEqual({ 'en→de': { a: 'c' }, 'en→es': { a: 'd' } });
  });

  it('never sends more than one write per changed dictionary, and the writes reach exactly the files', () => {
    const live = [have('T', { 'en→de': { a: '1', b: '2' }, 'en→fr': { a: '1' }, 'en→it': { x: 'y' }, 'de→en': { k: 'v' } }, { glossary_id: 'g' })];
    const desired = [want('T2', { 'en→de': { a: '1', b: '3' }, 'en→fr': {}, 'en→es': { z: 'w' }, 'de→en': { k: 'v' } }, { glossary_id: 'g' })];
    desired[0]!.dictionaries[1]!.entries = new Map([['n', 'm']]);
    const plan = planGlossaries(desired, live, OPTS);
    const g = plan.items[0]!;
    expect(g.writes).toHaveLength(g.dictionaries.length);
    expect(asDicts(applyInMemory(live, plan), 'g')).toEqual({ name: 'T2', dicts: { 'en→de': { a: '1', b: '3' }, 'en→fr': { n: 'm' }, 'en→es': { z: 'w' }, 'de→en': { k: 'v' } } });
  });
});

describe('planGlossaries: languages and order', () => {
  it('compares language codes case-insensitively and sends them in lower case', () => {
    const live = [have('T', { 'en→de': { a: '1' } })];
    expect(planGlossaries([want('T', { 'EN→De': { a: '1' } })], live, OPTS).items).toEqual([]);
    const plan = planGlossaries([want('T', { 'EN→DE': { a: '2' } })], live, OPTS);
    expect(plan.items[0]!.writes).toEqual([{ kind: 'patch_glossary', dictionary: { source_lang: 'en', target_lang: 'de', entries: [['a', '2']] } }]);
  });

  it('orders a glossary\'s writes: PATCHes, then PUTs, then DELETEs of dictionaries', () => {
    const live = [have('T', { 'de→en': { a: '1' }, 'en→de': { a: '1', b: '2' }, 'en→fr': { a: '1' } })];
    const plan = planGlossaries([want('T', { 'en→de': { a: '1' }, 'en→fr': { a: '2' }, 'en→es': { a: '3' } })], live, OPTS);
    expect(plan.items[0]!.writes.map((w) => [w.kind, 'dictionary' in w ? pairKey(w.dictionary!) : 'source_lang' in w ? pairKey(w) : ''])).toEqual([
      ['patch_glossary', 'en→fr'],
      ['put_dictionary', 'en→de'],
      ['put_dictionary', 'en→es'],
      ['delete_dictionary', 'de→en'],
    ]);
  });
});

describe('planGlossaries: renames', () => {
  it('merges the rename into the first PATCH of terms', () => {
    const live = [have('Old', { 'en→de': { a: '1' }, 'en→fr': { a: '1' } }, { glossary_id: 'g1' })];
    const plan = planGlossaries([want('New', { 'en→de': { a: '2' }, 'en→fr': { a: '3' } }, { glossary_id: 'g1' })], live, OPTS);
    const g = plan.items[0]!;
    expect(g.rename).toEqual({ from: 'Old', to: 'New' });
    expect(g.pinned).toBe(true);
    expect(g.writes).toEqual([
      { kind: 'patch_glossary', name: 'New', dictionary: { source_lang: 'en', target_lang: 'de', entries: [['a', '2']] } },
      { kind: 'patch_glossary', dictionary: { source_lang: 'en', target_lang: 'fr', entries: [['a', '3']] } },
    ]);
  });

  it('renames with a PATCH of the name alone, first, when no PATCH of terms exists', () => {
    const live = [have('Old', { 'en→de': { a: '1', b: '2' } }, { glossary_id: 'g1' })];
    const only = planGlossaries([want('New', { 'en→de': { a: '1', b: '2' } }, { glossary_id: 'g1' })], live, OPTS);
    expect(only.items[0]!.writes).toEqual([{ kind: 'patch_glossary', name: 'New' }]);
    const withPut = planGlossaries([want('New', { 'en→de': { a: '1' } }, { glossary_id: 'g1' })], live, OPTS);
    expect(kinds(withPut)).toEqual(['patch_glossary', 'put_dictionary']);
    expect(withPut.items[0]!.writes[0]).toEqual({ kind: 'patch_glossary', name: 'New' });
  });

  it('does not match a renamed glossary by its new name without a pin: it is a create', () => {
    const plan = planGlossaries([want('New', { 'en→de': { a: '1' } })], [have('Old', { 'en→de': { a: '1' } })], OPTS);
    expect(plan.items.map((g) => g.action)).toEqual(['create']);
    expect(plan.unmanaged.map((u) => u.name)).toEqual(['Old']);
  });
});

describe('planGlossaries: source terms', () => {
  it('compares source terms exactly: a case-only change removes the old term, so it is a PUT', () => {
    const live = [have('T', { 'en→de': { 'Sign in': 'Anmelden', other: 'x' } })];
    const plan = planGlossaries([want('T', { 'en→de': { 'sign in': 'anmelden', other: 'x' } })], live, OPTS);
    const d = plan.items[0]!.dictionaries[0]!;
    expect(d).toMatchObject({ added: [['sign in', 'anmelden']], removed: [['Sign in', 'Anmelden']], changed: [] });
    expect(kinds(plan)).toEqual(['put_dictionary']);
    const up = planGlossaries([want('T', { 'en→de': { 'SIGN IN': 'anmelden', other: 'x' } })], [have('T', { 'en→de': { 'sign in': 'anmelden', other: 'x' } })], OPTS);
    expect(up.items[0]!.dictionaries[0]).toMatchObject({ added: [['SIGN IN', 'anmelden']], removed: [['sign in', 'anmelden']], changed: [] });
    expect(kinds(up)).toEqual(['put_dictionary']);
  });

  it('a case-only change of a target term is a change, sent by PATCH', () => {
    const live = [have('T', { 'en→de': { Cloud: 'cloud' } })];
    const plan = planGlossaries([want('T', { 'en→de': { Cloud: 'Cloud' } })], live, OPTS);
    expect(plan.items[0]!.dictionaries[0]!.changed).toEqual([{ source: 'Cloud', before: 'cloud', after: 'Cloud' }]);
    expect(kinds(plan)).toEqual(['patch_glossary']);
  });

  it('carries unicode terms unchanged, and sees no change where there is none', () => {
    const terms = { 'Straße': 'street', '東京': 'Tōkyō', 'e\u0301': 'é', '👩‍💻 dev': 'Entwicklerin', 'ﬁle': 'Datei' };
    const live = [have('U', { 'de→en': terms })];
    expect(planGlossaries([want('U', { 'de→en': { ...terms } })], live, OPTS).items).toEqual([]);
    // Precomposed é (U+00E9) is another source term than e + U+0301: the service keys on the exact term.
    const plan = planGlossaries([want('U', { 'de→en': { ...terms, 'é': 'é', '東京': '東京' } })], live, OPTS);
    expect(plan.items[0]!.dictionaries[0]).toMatchObject({ added: [['é', 'é']], changed: [{ source: '東京', before: 'Tōkyō', after: '東京' }] });
    expect(plan.items[0]!.writes).toEqual([{ kind: 'patch_glossary', dictionary: { source_lang: 'de', target_lang: 'en', entries: [['é', 'é'], ['東京', '東京']] } }]);
  });

  it('plans a 10,000-term dictionary with 100 changes as 100 term changes in one PATCH', () => {
    const liveTerms: Terms = {};
    for (let i = 0; i < 10_000; i++) liveTerms[`term ${i}`] = `Begriff ${i}`;
    const wanted: Terms = { ...liveTerms };
    for (let i = 0; i < 50; i++) wanted[`term ${i * 200}`] = `neu ${i}`;
    for (let i = 0; i < 50; i++) wanted[`added ${i}`] = `neu ${i}`;
    const live = [have('Big', { 'en→de': liveTerms })];
    const plan = planGlossaries([want('Big', { 'en→de': wanted })], live, OPTS);
    const d = plan.items[0]!.dictionaries[0]!;
    expect([d.added.length, d.changed.length, d.removed.length, d.entry_count_before, d.entry_count_after]).toEqual([50, 50, 0, 10_000, 10_050]);
    expect(plan.requests).toBe(1);
    const write = plan.items[0]!.writes[0]!;
    expect(write.kind === 'patch_glossary' && write.dictionary?.entries.length).toBe(100);
  });

  it('sends the whole 10,000-term dictionary in one PUT when one term goes', () => {
    const liveTerms: Terms = {};
    for (let i = 0; i < 10_000; i++) liveTerms[`t${i}`] = `v${i}`;
    const { t5: _gone, ...wanted } = liveTerms;
    const plan = planGlossaries([want('Big', { 'en→de': wanted })], [have('Big', { 'en→de': liveTerms })], OPTS);
    const write = plan.items[0]!.writes[0]!;
    expect(plan.requests).toBe(1);
    expect(write.kind === 'put_dictionary' && write.dictionary.entries.length).toBe(9_999);
  });
});

describe('planGlossaries: identity', () => {
  it('matches by pin before names, so a pinned glossary renamed away does not also answer to its old name', () => {
    const a = have('A', { 'en→de': { x: '1' } }, { glossary_id: 'ga' });
    const b = have('B', { 'en→de': { x: '1' } }, { glossary_id: 'gb' });
    const plan = planGlossaries([want('B', { 'en→de': { x: '1' } }, { glossary_id: 'ga' }), want('A', { 'en→de': { x: '1' } })], [a, b], OPTS);
    // ga is pinned by the "B" file (rename A → B); the "A" file has no live glossary left to match: create.
    expect(plan.items.map((g) => [g.name, g.action, g.glossary_id])).toEqual([
      ['B', 'update', 'ga'],
      ['A', 'create', undefined],
    ]);
    // gb answers to no file: the "B" file pins ga, so gb is unmanaged (pruned only under prune).
    expect(plan.unmanaged.map((u) => u.glossary_id)).toEqual(['gb']);
  });

  it('reports a pin to a missing id as a problem, naming a same-named live glossary and keeping it from prune', () => {
    const live = [have('T', { 'en→de': { a: 'b' } }, { glossary_id: 'real' })];
    const plan = planGlossaries([want('T', { 'en→de': { a: 'b' } }, { glossary_id: 'gone' })], live, { prune: true, ignore: [] });
    expect(plan.problems.map((p) => p.code)).toEqual(['stale-glossary-pin']);
    expect(plan.problems[0]!.message).toContain('gone');
    expect(plan.problems[0]!.hint).toContain('real');
    expect(plan.items).toEqual([]);
  });

  it('two files of one name or one pin: neither is planned, and their live glossaries are not pruned', () => {
    const live = [have('T', { 'en→de': { a: 'b' } }, { glossary_id: 'g1' })];
    const plan = planGlossaries([want('T', { 'en→de': { a: 'c' } }, { file: 'glossaries/a.yaml' }), want('T', { 'en→de': { a: 'd' } }, { file: 'glossaries/b.yaml' })], live, { prune: true, ignore: [] });
    expect(plan.problems.map((p) => p.code)).toEqual(['duplicate-glossary-name']);
    expect(plan.items).toEqual([]);
    const pins = planGlossaries([want('X', { 'en→de': { a: 'c' } }, { glossary_id: 'g1' }), want('Y', { 'en→de': { a: 'c' } }, { glossary_id: 'g1' })], live, OPTS);
    expect(pins.problems.map((p) => p.code)).toEqual(['duplicate-glossary-pin']);
  });
});

describe('planGlossaries: several live glossaries of one name', () => {
  it('keeps the oldest exact copy and deletes the others, when every one holds the file exactly', () => {
    const terms = { 'en→de': { a: 'b' } };
    const newer = have('T', terms, { glossary_id: 'g-new', creation_time: '2026-02-01T00:00:00Z' });
    const older = have('T', terms, { glossary_id: 'g-old', creation_time: '2026-01-01T00:00:00Z' });
    const plan = planGlossaries([want('T', terms)], [newer, older], OPTS);
    expect(plan.items).toEqual([expect.objectContaining({ action: 'delete', glossary_id: 'g-new', reason: 'duplicate', kept: 'g-old', writes: [{ kind: 'delete_glossary' }] })]);
    expect(plan.unchanged).toEqual(['T']);
  });

  it('holds back only that glossary when the copies differ', () => {
    const plan = planGlossaries(
      [want('T', { 'en→de': { a: 'b' } }), want('Other', { 'en→de': { a: 'b' } })],
      [have('T', { 'en→de': { a: 'b' } }, { glossary_id: 'g1' }), have('T', { 'en→de': { a: 'c' } }, { glossary_id: 'g2' })],
      { prune: true, ignore: [] },
    );
    expect(plan.blocked?.map((p) => [p.code, p.glossary])).toEqual([['ambiguous-glossary-name', 'T']]);
    expect(plan.blocked?.[0]!.message).toContain('1 of them is an exact copy of the file; 1 is not');
    expect(plan.items.map((g) => [g.name, g.action])).toEqual([['Other', 'create']]);
  });
});

describe('planGlossaries: deletes', () => {
  it('deletes a tombstoned glossary with one DELETE, showing every term removed', () => {
    const live = [have('Gone', { 'en→de': { a: 'b', c: 'd' }, 'en→fr': { e: 'f' } }, { glossary_id: 'g' })];
    const plan = planGlossaries([want('Gone', {}, { state: 'absent' })], live, OPTS);
    expect(plan.items).toHaveLength(1);
    const g = plan.items[0]!;
    expect(g).toMatchObject({ action: 'delete', reason: 'absent', glossary_id: 'g', file: 'glossaries/gone.yaml', writes: [{ kind: 'delete_glossary' }] });
    expect(g.dictionaries.map((d) => [pairKey(d), d.removed.length, d.entry_count_after])).toEqual([
      ['en→de', 2, 0],
      ['en→fr', 1, 0],
    ]);
    expect(plan.fingerprint.hashes).toEqual({ g: { 'en→de': dictionaryHash(new Map([['a', 'b'], ['c', 'd']])), 'en→fr': dictionaryHash(new Map([['e', 'f']])) } });
  });

  it('a tombstone whose glossary is already gone plans nothing', () => {
    const plan = planGlossaries([want('Gone', {}, { state: 'absent' })], [], OPTS);
    expect(plan.items).toEqual([]);
    expect(plan.unchanged).toEqual(['Gone']);
  });

  it('prunes unmanaged glossaries except those an ignore pattern matches, and previews never', () => {
    const live = [
      have('Managed', { 'en→de': { a: 'b' } }),
      have('Legacy terms', { 'en→de': { a: 'b' } }, { glossary_id: 'legacy' }),
      have('Team A [beta]', { 'en→de': { a: 'b' } }, { glossary_id: 'beta' }),
      have('stylesync-preview 123', { 'en→de': { a: 'b' } }, { glossary_id: 'preview' }),
    ];
    const desired = [want('Managed', { 'en→de': { a: 'b' } })];
    const off = planGlossaries(desired, live, { prune: false, ignore: [] });
    expect(off.items).toEqual([]);
    expect(off.unmanaged).toEqual([
      { glossary_id: 'legacy', name: 'Legacy terms', ignored: false },
      { glossary_id: 'beta', name: 'Team A [beta]', ignored: false },
    ]);
    const on = planGlossaries(desired, live, { prune: true, ignore: ['Team * [beta]'] });
    expect(on.items.map((g) => [g.glossary_id, g.action, g.reason])).toEqual([['legacy', 'delete', 'prune']]);
    expect(on.unmanaged).toEqual([{ glossary_id: 'beta', name: 'Team A [beta]', ignored: true }]);
    expect(on.summary).toEqual({ create: 0, update: 0, delete: 1 });
  });
});

describe('planGlossaries: what must be read', () => {
  it('glossariesToRead names the managed glossaries, every candidate of a shared name, and prune candidates under prune', () => {
    const listing = [
      { glossary_id: 'a', name: 'A', dictionaries: [] },
      { glossary_id: 't1', name: 'T', dictionaries: [] },
      { glossary_id: 't2', name: 'T', dictionaries: [] },
      { glossary_id: 'x', name: 'Unmanaged', dictionaries: [] },
      { glossary_id: 'i', name: 'Ignored', dictionaries: [] },
      { glossary_id: 'p', name: 'stylesync-preview 1', dictionaries: [] },
    ];
    const desired = [want('Renamed', {}, { glossary_id: 'a' }), want('T', { 'en→de': { a: 'b' } })];
    expect(glossariesToRead(desired, listing, OPTS).map((g) => g.glossary_id)).toEqual(['a', 't1', 't2']);
    expect(glossariesToRead(desired, listing, { prune: true, ignore: ['Ignored'] }).map((g) => g.glossary_id)).toEqual(['a', 't1', 't2', 'x']);
  });

  it('refuses a file that names a glossary with the preview prefix, planning the others', () => {
    const plan = planGlossaries([want('stylesync-preview mine', { 'en→de': { a: 'b' } }), want('Fine', { 'en→de': { a: 'b' } })], [], OPTS);
    expect(plan.problems.map((p) => [p.code, p.glossary])).toEqual([['reserved-glossary-name', 'stylesync-preview mine']]);
    expect(plan.items.map((g) => g.name)).toEqual(['Fine']);
  });

  it('holds back a glossary whose dictionaries were not all read instead of planning from a guess', () => {
    const live = have('T', { 'en→de': { a: 'b' } });
    live.dictionaries.push({ source_lang: 'en', target_lang: 'fr', entry_count: 3 });
    const plan = planGlossaries([want('T', { 'en→de': { a: 'b' } })], [live], OPTS);
    expect(plan.problems.map((p) => p.code)).toEqual(['glossary-not-read']);
    expect(plan.items).toEqual([]);
  });

  it('is plain data: a plan survives JSON unchanged', () => {
    const live = [have('T', { 'en→de': { a: '1', b: '2' } })];
    const plan = planGlossaries([want('T2', { 'en→de': { a: '3' } }, { glossary_id: live[0]!.glossary_id }), want('N', { 'en→fr': { x: 'y' } })], live, OPTS);
    expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
  });
});

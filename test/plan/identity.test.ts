import { describe, expect, it } from 'vitest';
import type { LiveGlossary } from '../../src/catalog/glossary.ts';
import type { LiveList } from '../../src/catalog/types.ts';
import { matchItems, type Declared, type IdentityKind } from '../../src/plan/identity.ts';
import { glossaryKind, listKind } from '../../src/plan/kinds.ts';
import { have as haveGlossary, want as wantGlossary } from '../report/glossaries.ts';
import { have as haveList, want as wantList } from './builders.ts';

/**
 * Identity by pin or name, once for every kind (issue #28): each case runs on
 * lists and on glossaries through the one matchItems. `content` is 'a' or 'b':
 * two contents, so a live item holds exactly the file's or not.
 */
interface Fields {
  pin?: string;
  content?: 'a' | 'b';
  state?: 'present' | 'absent';
  file?: string;
}
interface Case<D extends Declared, L extends { name: string }> {
  kind: IdentityKind<D, L>;
  want: (name: string, f?: Fields) => D;
  have: (name: string, id: string, f?: Fields & { created?: string }) => L;
}

const rules = { a: { numbers: { decimal_separator: 'use_comma' } }, b: { numbers: { decimal_separator: 'use_period' } } };
const terms = { a: { 'en→de': { save: 'speichern' } }, b: { 'en→de': { save: 'sichern' } } };

const lists: Case<ReturnType<typeof wantList>, LiveList> = {
  kind: listKind,
  want: (name, f = {}) => wantList(name, { rules: rules[f.content ?? 'a'], state: f.state ?? 'present', ...(f.pin !== undefined ? { style_id: f.pin } : {}), ...(f.file ? { file: f.file } : {}) }),
  have: (name, id, f = {}) => ({ ...haveList(name, { style_id: id, rules: rules[f.content ?? 'a'] }), creation_time: f.created ?? '2026-01-01T00:00:00Z' }),
};
const glossaries: Case<ReturnType<typeof wantGlossary>, LiveGlossary> = {
  kind: glossaryKind,
  want: (name, f = {}) => wantGlossary(name, terms[f.content ?? 'a'], { state: f.state ?? 'present', ...(f.pin !== undefined ? { glossary_id: f.pin } : {}), ...(f.file ? { file: f.file } : {}) }),
  have: (name, id, f = {}) => ({ ...haveGlossary(name, terms[f.content ?? 'a'], id), creation_time: f.created ?? '2026-01-01T00:00:00Z' }),
};

// Each case states what it needs of the kind; the two rows differ only in the kind and its builders.
const run = <D extends Declared, L extends { name: string }>(c: Case<D, L>, desired: D[], live: L[]) => matchItems(c.kind as IdentityKind<D, L & { creation_time?: string }>, desired, live as (L & { creation_time?: string })[]);

describe.each([
  ['lists', lists as unknown as Case<Declared, { name: string }>],
  ['glossaries', glossaries as unknown as Case<Declared, { name: string }>],
])('matchItems over %s', (_, c) => {
  const { kind } = c;
  const idOf = kind.idOf as (l: unknown) => string;

  it('matches by pin before names, so an item pinned and renamed away does not also answer to its old name', () => {
    const identity = run(c, [c.want('B', { pin: 'ga' }), c.want('A')], [c.have('A', 'ga'), c.have('B', 'gb')]);
    expect(identity.matches.map((m) => [m.desired.name, m.live && idOf(m.live)])).toEqual([
      ['B', 'ga'],
      ['A', undefined],
    ]);
    expect([...identity.claimed]).toEqual(['ga']);
  });

  it('a stale pin names the one live item of its name as the likely id, and claims it', () => {
    const identity = run(c, [c.want('T', { pin: 'gone' })], [c.have('T', 'real'), c.have('Stray', 'x')]);
    expect(identity.matches).toEqual([]);
    expect(identity.problems.map((p) => p.code)).toEqual([kind.codes.stalePin]);
    const [problem] = identity.problems;
    expect(problem!.message).toContain(`"T" pins ${kind.idField} gone, but no live ${kind.noun} has that id. A live ${kind.noun} named "T" has ${kind.idField} real`);
    expect(problem!.hint).toContain(`set \`${kind.idField}: real\` in ${problem!.file}`);
    expect(problem![kind.problemKey]).toBe('T');
    expect([...identity.claimed]).toEqual(['real']);
  });

  it('a stale pin offers every same-named item no other file pins, and says to unpin when there is none', () => {
    const several = run(c, [c.want('T', { pin: 'gone' }), c.want('Renamed', { pin: 's3' })], [c.have('T', 's1'), c.have('T', 's2'), c.have('T', 's3')]);
    expect(several.problems[0]!.message).toContain(`2 live ${kind.plural} are named "T" (s1, s2)`);
    expect(several.problems[0]!.hint).toContain('one of s1, s2');
    const none = run(c, [c.want('T', { pin: 'gone' })], []);
    expect(none.problems[0]!.hint).toContain(`The pin is stale: remove ${kind.idField} from`);
  });

  it('a tombstone pinned to a missing id is already done, and claims nothing', () => {
    const identity = run(c, [c.want('T', { pin: 'gone', state: 'absent' })], [c.have('T', 'other')]);
    expect(identity.problems).toEqual([]);
    expect(identity.matches.map((m) => [m.desired.name, m.live])).toEqual([['T', undefined]]);
    expect(identity.claimed.size).toBe(0);
  });

  it('two files of one name or one pin: neither is matched, and every item they could mean is claimed', () => {
    const identity = run(
      c,
      [c.want('Same', { file: 'a.yaml' }), c.want('Same', { file: 'b.yaml' }), c.want('C', { pin: 'p', file: 'c.yaml' }), c.want('D', { pin: 'p', file: 'd.yaml' })],
      [c.have('Same', 's'), c.have('C', 'p'), c.have('Stray', 'x')],
    );
    expect(identity.problems.map((p) => [p.code, p.file])).toEqual([
      [kind.codes.duplicateName, 'a.yaml'],
      [kind.codes.duplicatePin, 'c.yaml'],
    ]);
    expect(identity.problems[0]!.message).toBe(`The ${kind.noun} name "Same" is declared more than once (a.yaml, b.yaml).`);
    expect(identity.matches).toEqual([]);
    expect([...identity.claimed].sort()).toEqual(['p', 's']);
  });

  it('a conflicted pin is a pin whatever its text: an empty id is claimed too (the list twin tested it for truthiness)', () => {
    const identity = run(c, [c.want('X', { pin: '', file: 'x.yaml' }), c.want('Y', { pin: '', file: 'y.yaml' })], [c.have('Z', '')]);
    expect(identity.problems.map((p) => p.code)).toEqual([kind.codes.duplicatePin]);
    expect([...identity.claimed]).toEqual(['']);
  });

  it('keeps the oldest exact copy whatever order the read returns them in, then the lowest id', () => {
    const young = c.have('T', 'young', { created: '2026-01-02T00:00:00Z' });
    const old = c.have('T', 'old', { created: '2026-01-01T00:00:00Z' });
    const tie = c.have('T', 'a-tie', { created: '2026-01-02T00:00:00Z' });
    for (const live of [[young, old, tie], [tie, old, young]]) {
      const [match] = run(c, [c.want('T')], live).matches;
      expect(idOf(match!.live)).toBe('old');
      expect(match!.duplicates!.map(idOf)).toEqual(['a-tie', 'young']);
    }
  });

  it('holds back only the file whose name several items answer to when they are not all copies', () => {
    const identity = run(c, [c.want('T'), c.want('Other')], [c.have('T', 'g1'), c.have('T', 'g2', { content: 'b' })]);
    expect(identity.blocked.map((p) => [p.code, p[kind.problemKey]])).toEqual([[kind.codes.ambiguousName, 'T']]);
    expect(identity.blocked[0]!.message).toBe(
      `2 live ${kind.plural} are named "T" (g1, g2), so ${identity.blocked[0]!.file} cannot tell which one it manages. ` +
        `1 of them is an exact copy of the file; 1 is not, so stylesync will not pick one by itself. Only this ${kind.noun} is held back.`,
    );
    expect(identity.matches.map((m) => m.desired.name)).toEqual(['Other']);
    expect([...identity.claimed].sort()).toEqual(['g1', 'g2']);
  });

  it('holds back a tombstone whose name several items answer to, never a guess', () => {
    const identity = run(c, [c.want('T', { state: 'absent' })], [c.have('T', 'g1'), c.have('T', 'g2')]);
    expect(identity.blocked.map((p) => p.code)).toEqual([kind.codes.ambiguousName]);
    expect(identity.matches).toEqual([]);
  });
});

describe('matchItems: kind-specific words', () => {
  it('a list stale pin says a replacement gives a new id; a glossary, never replaced, does not', () => {
    const list = matchItems(listKind, [lists.want('T', { pin: 'gone' })], [lists.have('T', 'real')]).problems[0]!;
    expect(list.message).toContain('(de): after a replacement, the new list has a new id.');
    expect(list.hint).toContain("--ids-out");
    const glossary = matchItems(glossaryKind, [glossaries.want('T', { pin: 'gone' })], [glossaries.have('T', 'real')]).problems[0]!;
    expect(glossary.message).toMatch(/has glossary_id real\.$/);
    expect(glossary.hint).not.toContain('--ids-out');
  });

  it('a glossary listed but not read holds nothing known: several of one name are held back, not a crash', () => {
    const listed = [glossaries.have('T', 'g1'), glossaries.have('T', 'g2')].map(({ entries: _, ...info }) => info as LiveGlossary);
    const identity = matchItems(glossaryKind, [glossaries.want('T')], listed);
    expect(identity.blocked.map((p) => p.code)).toEqual(['ambiguous-glossary-name']);
  });
});

import { describe, expect, it } from 'vitest';
import type { DesiredGlossary, LiveGlossary } from '../../src/catalog/glossary.ts';
import { utf8Bytes } from '../../src/catalog/glossary-entries.ts';
import { previewGlossaryName } from '../../src/checks/glossary-previews.ts';
import { copiesNeeded, glossaryJobs, glossaryResolver, glossaryUse, withGlossaries, type GlossaryInputs } from '../../src/checks/glossary-states.ts';
import type { DesiredList, Example } from '../../src/config/model.ts';
import { planGlossaries } from '../../src/plan/glossary-plan.ts';
import { PREVIEW_PREFIX } from '../../src/plan/preview.ts';
import { want as wantList } from '../plan/builders.ts';

// The pure half of the glossary checks, from plain inputs: which glossary a
// name means before and after the plan, which need a copy, and of which pairs.

type Dicts = Record<string, Record<string, string>>;
const origin = (file: string) => ({ file, line: 1, col: 1 });

function want(name: string, dicts: Dicts, fields: Partial<DesiredGlossary> = {}): DesiredGlossary {
  const file = `glossaries/${name.toLowerCase().replace(/\W+/g, '-')}.yaml`;
  return {
    file,
    name,
    state: 'present',
    origin: origin(file),
    dictionaries: Object.entries(dicts).map(([pair, terms]) => {
      const [source_lang, target_lang] = pair.split('→') as [string, string];
      return { source_lang, target_lang, entries: new Map(Object.entries(terms)), entryOrigins: new Map(), origin: origin(file) };
    }),
    ...fields,
  };
}

function have(id: string, name: string, dicts: Dicts): LiveGlossary {
  const entries = Object.entries(dicts).map(([pair, terms]) => {
    const [source_lang, target_lang] = pair.split('→') as [string, string];
    return { source_lang, target_lang, entries: new Map(Object.entries(terms)) };
  });
  return { glossary_id: id, name, creation_time: '2026-01-01T00:00:00Z', dictionaries: entries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.size })), entries };
}

function inputs(desired: DesiredGlossary[], live: LiveGlossary[], prune = false): GlossaryInputs {
  return { desired, live, plan: planGlossaries(desired, live, { prune, ignore: [] }) };
}

function example(text: string, source: string, target?: string): Example {
  return { text, source_language: source, ...(target ? { target_language: target } : {}), origin: origin('styles/x.yaml'), path: 'examples[0]', at: {} };
}

function list(name: string, glossaries: string[], examples: Example[]): DesiredList {
  const file = `styles/${name}.yaml`;
  return { ...wantList(name, { file }), examples, glossaries: glossaries.map((g, i) => ({ name: g, origin: origin(file), path: `glossaries[${i}]` })) };
}

const EN_DE = { 'en→de': { 'sign in': 'anmelden' } };

describe('glossaryResolver', () => {
  it('a term change is previewed by a copy, before with the live glossary', () => {
    const live = have('g1', 'Acme', { 'en→de': { 'sign in': 'einloggen' } });
    const state = glossaryResolver(inputs([want('Acme', EN_DE)], [live]))('Acme');
    expect(state.before?.glossary_id).toBe('g1');
    expect(state.after).toMatchObject({ kind: 'copy', desired: { name: 'Acme' } });
    expect(glossaryUse(state)).toEqual({ name: 'Acme', mode: 'changed', glossary_id: 'g1' });
  });

  it('a glossary equal to the files, or only renamed (pinned), serves both sides by its live id', () => {
    const same = glossaryResolver(inputs([want('Acme', EN_DE)], [have('g1', 'Acme', EN_DE)]))('Acme');
    expect(glossaryUse(same)).toEqual({ name: 'Acme', mode: 'unchanged', glossary_id: 'g1' });
    const renamed = glossaryResolver(inputs([want('New', EN_DE, { glossary_id: 'g1' })], [have('g1', 'Old', EN_DE)]))('New');
    expect(renamed.after).toMatchObject({ kind: 'live', glossary: { glossary_id: 'g1' } });
  });

  it('a new glossary has only an after; a tombstone and a name held back cannot be used, with the reason', () => {
    expect(glossaryUse(glossaryResolver(inputs([want('Acme', EN_DE)], []))('Acme'))).toEqual({ name: 'Acme', mode: 'new' });
    const gone = glossaryResolver(inputs([want('Acme', EN_DE, { state: 'absent' })], [have('g1', 'Acme', EN_DE)]))('Acme');
    expect(glossaryUse(gone)).toMatchObject({ mode: 'unusable', reason: expect.stringContaining('state: absent') });
    // Two live glossaries of the name with other content: the plan cannot tell which the file manages.
    const twice = glossaryResolver(inputs([want('Acme', EN_DE)], [have('g1', 'Acme', { 'en→de': { a: 'b' } }), have('g2', 'Acme', { 'en→de': { c: 'd' } })]))('Acme');
    expect(twice.after.kind).toBe('none');
    expect(glossaryUse(twice).reason).toMatch(/Acme/);
  });

  it('a name no file manages is the live glossary of that name; none, several, or pruned cannot be used', () => {
    const live = [have('g1', 'Kept', EN_DE), have('g2', 'Twice', EN_DE), have('g3', 'Twice', EN_DE)];
    const resolve = glossaryResolver(inputs([], live));
    expect(glossaryUse(resolve('Kept'))).toEqual({ name: 'Kept', mode: 'unchanged', glossary_id: 'g1' });
    expect(glossaryUse(resolve('Twice'))).toMatchObject({ mode: 'unusable', reason: expect.stringContaining('2 glossaries on the service are named "Twice" (g2, g3)') });
    expect(glossaryUse(resolve('Nowhere'))).toMatchObject({ mode: 'unusable', reason: expect.stringContaining('neither in the glossary files nor on the service') });
    const pruned = glossaryResolver(inputs([], [have('g1', 'Kept', EN_DE)], true))('Kept');
    expect(glossaryUse(pruned)).toMatchObject({ mode: 'unusable', glossary_id: 'g1', reason: expect.stringContaining('deleted by this plan') });
  });

  it('never takes a preview copy for the glossary of a name', () => {
    const resolve = glossaryResolver({ desired: [], live: [have('p', `${PREVIEW_PREFIX}x Acme`, EN_DE), have('g1', 'Acme', EN_DE)] });
    expect(resolve('Acme').before?.glossary_id).toBe('g1');
    expect(resolve(`${PREVIEW_PREFIX}x Acme`).after.kind).toBe('none');
  });
});

describe('jobs and copies', () => {
  const files = [want('Acme', { 'en→de': { 'sign in': 'anmelden' }, 'en→fr': { 'sign in': 'se connecter' }, 'de→fr': { a: 'b' } }, { examples: [example('Sign in', 'en', 'fr-CA')] })];
  const live = [have('g1', 'Acme', { 'en→de': { 'sign in': 'einloggen' }, 'en→fr': { 'sign in': 'se connecter' }, 'de→fr': { a: 'b' } })];
  const resolve = glossaryResolver(inputs(files, live));

  it('an unchanged list whose glossary changes is changed, with no preview list of its own; other jobs keep their mode', () => {
    const jobs = withGlossaries(
      [
        { desired: list('with', ['Acme'], [example('Please sign in.', 'en')]), mode: 'unchanged' },
        { desired: list('without', [], [example('Hello', 'en')]), mode: 'unchanged' },
        { desired: list('new', ['Acme'], [example('Hello', 'en')]), mode: 'new' },
      ],
      resolve,
    );
    expect(jobs.map((j) => [j.desired.name, j.mode, j.glossaryOnly ?? false, j.glossaries.map((g) => g.name)])).toEqual([
      ['with', 'changed', true, ['Acme']],
      ['without', 'unchanged', false, []],
      ['new', 'new', false, ['Acme']],
    ]);
  });

  it('one copy per glossary, holding the pairs its examples translate (variants as their base)', () => {
    const lists = withGlossaries([{ desired: list('with', ['Acme'], [example('Please sign in.', 'en'), example('Bitte', 'EN', 'de-CH')]), mode: 'unchanged' }], resolve);
    const own = glossaryJobs(files, resolve);
    expect(own.map((j) => [j.desired.name, j.mode])).toEqual([['Acme', 'changed']]);
    const copies = copiesNeeded(lists, own, (e, l) => e.target_language ?? l.language);
    expect([...copies].map(([name, c]) => [name, [...c.pairs].sort()])).toEqual([['Acme', ['en→de', 'en→fr']]]);
  });
});

describe('previewGlossaryName', () => {
  it('is the prefix, the run id and the name; a name past 1024 UTF-8 bytes is cut and ends in a hash of the whole', () => {
    expect(previewGlossaryName('ab12', 'Acme')).toBe(`${PREVIEW_PREFIX}ab12 Acme`);
    const long = (tail: string) => previewGlossaryName('ab12', `${'ü'.repeat(600)}${tail}`);
    expect(utf8Bytes(long('x'))).toBeLessThanOrEqual(1024);
    expect(long('x').startsWith(`${PREVIEW_PREFIX}ab12 üü`)).toBe(true);
    expect(long('x')).toMatch(/ #[0-9a-f]{12}$/);
    expect(long('x')).not.toBe(long('y'));
  });
});

import { describe, expect, it } from 'vitest';
import { parseLanguages, parseList, parseListPage, UnexpectedAnswer } from '../../src/live/wire.ts';

const record = {
  style_id: 'abc',
  name: 'Marketing',
  language: 'de',
  version: 3,
  creation_time: '2025-01-01T00:00:00Z',
  updated_time: '2025-01-02T00:00:00Z',
  configured_rules: { numbers: { decimal_separator: 'comma' } },
  custom_instructions: [{ id: 'i1', label: 'Tone', prompt: 'Be formal.', source_language: 'en' }],
};

function problem(fn: () => unknown): UnexpectedAnswer {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UnexpectedAnswer);
    return error as UnexpectedAnswer;
  }
  throw new Error('expected UnexpectedAnswer');
}

describe('parseList', () => {
  it('maps a full record', () => {
    expect(parseList(record)).toEqual(record);
  });
  it('fills missing rules and instructions with empty values (a summary record)', () => {
    const { configured_rules: _r, custom_instructions: _i, ...summary } = record;
    const list = parseList(summary);
    expect(list.configured_rules).toEqual({});
    expect(list.custom_instructions).toEqual([]);
    expect(parseList({ ...summary, configured_rules: null, custom_instructions: null }).custom_instructions).toEqual([]);
  });
  it('keeps groups and rules stylesync does not know', () => {
    const rules = { future_group: { some_rule: 'x' }, numbers: { brand_new_rule: 'y' } };
    expect(parseList({ ...record, configured_rules: rules }).configured_rules).toEqual(rules);
  });
  it('requires version to be a number, naming the field', () => {
    expect(problem(() => parseList({ ...record, version: '3' }, 'style_rules[2]')).field).toBe('style_rules[2].version');
    expect(problem(() => parseList({ ...record, version: undefined })).message).toContain('version is missing');
  });
  it('names the field of a rule value that is not a string', () => {
    const error = problem(() => parseList({ ...record, configured_rules: { numbers: { x: 1 } } }));
    expect(error.field).toBe('style rule list.configured_rules.numbers.x');
  });
  it('names a bad instruction by index', () => {
    const error = problem(() => parseList({ ...record, custom_instructions: [record.custom_instructions[0], { id: 'i2', label: 'x' }] }));
    expect(error.field).toBe('style rule list.custom_instructions[1].prompt');
  });
  it('accepts numeric ids as text', () => {
    expect(parseList({ ...record, style_id: 42 }).style_id).toBe('42');
  });
  it('refuses a record without an id or a non-object', () => {
    expect(problem(() => parseList({ ...record, style_id: '' })).field).toBe('style rule list.style_id');
    expect(problem(() => parseList('nope')).message).toContain('not a style rule list object');
  });
});

describe('parseListPage', () => {
  it('reads the wrapped answer and a bare array', () => {
    expect(parseListPage({ style_rules: [1, 2] })).toEqual([1, 2]);
    expect(parseListPage([1])).toEqual([1]);
  });
  it('names a missing or wrong style_rules member', () => {
    expect(problem(() => parseListPage({ lists: [] })).field).toBe('style_rules');
    expect(problem(() => parseListPage({ style_rules: {} })).message).toContain('not an array');
    expect(problem(() => parseListPage(undefined)).field).toBe('the list answer');
  });
});

describe('parseLanguages', () => {
  it('reads entries with features', () => {
    const entries = parseLanguages([
      { lang: 'de', name: 'German', usable_as_source: true, usable_as_target: true, features: { formality: { status: 'stable' } } },
      { lang: 'pt-BR', name: 'Portuguese (Brazilian)', usable_as_source: false, usable_as_target: true, features: { glossary: { status: 'beta', external: true } } },
    ]);
    expect(entries[1]).toEqual({
      lang: 'pt-BR',
      name: 'Portuguese (Brazilian)',
      usable_as_source: false,
      usable_as_target: true,
      features: { glossary: { status: 'beta', external: true } },
    });
  });
  it('refuses a non-array answer', () => {
    expect(problem(() => parseLanguages({ languages: [] })).field).toBe('the languages answer');
  });
});

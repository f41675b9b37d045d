import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import type { LiveGlossaryInfo } from '../../src/catalog/glossary.ts';
import { findCreated, glossaryCreated, listCreated } from '../../src/live/find-created.ts';
import { listBody } from './harness.ts';

function live(id: string, created: string, overrides: Partial<LiveList> = {}): LiveList {
  const body = listBody('Marketing');
  return {
    style_id: id,
    name: body.name,
    language: body.language,
    version: 1,
    creation_time: created,
    configured_rules: body.configured_rules,
    custom_instructions: body.custom_instructions.map((i, n) => ({ id: `${id}-${n}`, ...i })),
    ...overrides,
  };
}

describe('findCreated over lists', () => {
  const body = listBody('Marketing');
  const none = new Set<string>();

  it('finds a list with the same name, language, rules and instructions', () => {
    expect(findCreated(listCreated, [live('a', '2025-01-01T00:00:00Z')], body, none)?.style_id).toBe('a');
  });
  it('ignores rule order and instruction order', () => {
    const two = listBody('Marketing', {
      configured_rules: { numbers: { a: '1', b: '2' }, punctuation: { c: '3' } },
      custom_instructions: [
        { label: 'A', prompt: 'a', source_language: 'en' },
        { label: 'B', prompt: 'b', source_language: 'en' },
      ],
    });
    const stored = live('a', 't', {
      configured_rules: { punctuation: { c: '3' }, numbers: { b: '2', a: '1' } },
      custom_instructions: [
        { id: '2', label: 'B', prompt: 'b', source_language: 'en' },
        { id: '1', label: 'A', prompt: 'a', source_language: 'en' },
      ],
    });
    expect(findCreated(listCreated, [stored], two, none)?.style_id).toBe('a');
  });
  it('does not take a list that differs in any part', () => {
    for (const overrides of [
      { name: 'Other' },
      { language: 'fr' },
      { configured_rules: {} },
      { custom_instructions: [] },
      { custom_instructions: [{ id: 'x', label: 'Tone', prompt: 'Different.', source_language: 'en' }] },
    ]) {
      expect(findCreated(listCreated, [live('a', 't', overrides)], body, none), JSON.stringify(overrides)).toBeUndefined();
    }
  });
  it('never takes a list known before the create', () => {
    expect(findCreated(listCreated, [live('old', 't')], body, new Set(['old']))).toBeUndefined();
  });
  // The copy the next plan keeps when it removes the others (plan/identity.ts): the ids this run reports stay valid.
  it('takes the oldest of several, then the lowest id', () => {
    const found = findCreated(listCreated, [live('c', '2025-02-01T00:00:00Z'), live('b', '2025-01-01T00:00:00Z'), live('a', '2025-03-01T00:00:00Z')], body, none);
    expect(found?.style_id).toBe('b');
    expect(findCreated(listCreated, [live('y', 't'), live('x', 't')], body, none)?.style_id).toBe('x');
  });
});

describe('findCreated over glossaries', () => {
  const planned = [
    { source_lang: 'en', target_lang: 'de', entry_count: 2 },
    { source_lang: 'en', target_lang: 'fr', entry_count: 1 },
  ];
  const sent = { name: 'Acme Terms', dictionaries: planned };
  const glossary = (id: string, fields: Partial<LiveGlossaryInfo> = {}): LiveGlossaryInfo => ({
    glossary_id: id,
    name: 'Acme Terms',
    creation_time: '2026-01-01T00:00:00Z',
    dictionaries: [
      { source_lang: 'EN', target_lang: 'fr', entry_count: 1 },
      { source_lang: 'en', target_lang: 'DE', entry_count: 2 },
    ],
    ...fields,
  });

  it('finds the glossary of that name with the planned pairs and counts, codes in any case and order', () => {
    expect(findCreated(glossaryCreated, [glossary('a')], sent, new Set())?.glossary_id).toBe('a');
  });
  it('never takes one seen before, another name, other counts or other pairs', () => {
    expect(findCreated(glossaryCreated, [glossary('a')], sent, new Set(['a']))).toBeUndefined();
    expect(findCreated(glossaryCreated, [glossary('a', { name: 'acme terms' })], sent, new Set())).toBeUndefined();
    expect(findCreated(glossaryCreated, [glossary('a', { dictionaries: [{ source_lang: 'en', target_lang: 'de', entry_count: 2 }] })], sent, new Set())).toBeUndefined();
    expect(findCreated(glossaryCreated, [glossary('a', { dictionaries: [{ source_lang: 'en', target_lang: 'de', entry_count: 3 }, { source_lang: 'en', target_lang: 'fr', entry_count: 1 }] })], sent, new Set())).toBeUndefined();
  });
  it('takes the oldest when several match, as the next plan keeps it', () => {
    const found = findCreated(glossaryCreated, [glossary('new', { creation_time: '2026-02-01T00:00:00Z' }), glossary('old')], sent, new Set());
    expect(found?.glossary_id).toBe('old');
  });
});

import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { findCreated } from '../../src/live/find-created.ts';
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

describe('findCreated', () => {
  const body = listBody('Marketing');
  const none = new Set<string>();

  it('finds a list with the same name, language, rules and instructions', () => {
    expect(findCreated([live('a', '2025-01-01T00:00:00Z')], body, none)?.style_id).toBe('a');
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
    expect(findCreated([stored], two, none)?.style_id).toBe('a');
  });
  it('does not take a list that differs in any part', () => {
    for (const overrides of [
      { name: 'Other' },
      { language: 'fr' },
      { configured_rules: {} },
      { custom_instructions: [] },
      { custom_instructions: [{ id: 'x', label: 'Tone', prompt: 'Different.', source_language: 'en' }] },
    ]) {
      expect(findCreated([live('a', 't', overrides)], body, none), JSON.stringify(overrides)).toBeUndefined();
    }
  });
  it('never takes a list known before the create', () => {
    expect(findCreated([live('old', 't')], body, new Set(['old']))).toBeUndefined();
  });
  it('takes the newest of several', () => {
    const found = findCreated([live('a', '2025-01-01T00:00:00Z'), live('b', '2025-03-01T00:00:00Z'), live('c', '2025-02-01T00:00:00Z')], body, none);
    expect(found?.style_id).toBe('b');
  });
});

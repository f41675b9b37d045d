import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { instructionFields } from '../../src/catalog/instruction-fields.ts';
import { parseLanguages, parseList, parseListPage, parseTranslation, UnexpectedAnswer } from '../../src/live/wire.ts';
import { countObjects } from '../heap-objects.ts';

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

// A plan holds every live list to its end: their instructions are held in columns, not an object each (issue #31).
describe('a live list’s instructions, held in columns', () => {
  const instructions = [
    { id: 'a1', label: 'Tone', prompt: 'Be formal.', source_language: 'en' },
    { id: 'b22', label: 'Dates', prompt: 'Write DD.MM.YYYY.' },
    { id: 7, label: 'Numbers', prompt: 'Use a comma.', source_language: '' },
    { id: 'c4', label: 'Brand', prompt: 'Keep Acme in English.', source_language: 'de' },
  ];
  const read = [
    { id: 'a1', label: 'Tone', prompt: 'Be formal.', source_language: 'en' },
    { id: 'b22', label: 'Dates', prompt: 'Write DD.MM.YYYY.' },
    { id: '7', label: 'Numbers', prompt: 'Use a comma.' },
    { id: 'c4', label: 'Brand', prompt: 'Keep Acme in English.', source_language: 'de' },
  ];

  it('gives every reader the instructions as read, the same on every read: ids of any length, any mix of source languages', () => {
    const list = parseList({ ...record, custom_instructions: instructions });
    expect(list.custom_instructions).toEqual(read);
    expect(list.custom_instructions).toEqual(read);
    expect(list.custom_instructions.map((i) => Object.keys(i))).toEqual(read.map((i) => Object.keys(i)));
    const same = parseList({ ...record, custom_instructions: read.map((i) => ({ ...i, id: `${i.id}-0000`.slice(0, 5), source_language: 'fr' })) });
    expect(same.custom_instructions.map((i) => [i.id, i.source_language])).toEqual(read.map((i) => [`${i.id}-0000`.slice(0, 5), 'fr']));
    expect(parseList({ ...record, custom_instructions: [] }).custom_instructions).toEqual([]);
  });

  it('gives readers of one field each instruction’s label, prompt and source language, as read, from its columns', () => {
    const fieldsOf = (list: Parameters<typeof instructionFields>[0]) => {
      const fields = instructionFields(list);
      return Array.from({ length: fields.length }, (_, n) => [fields.label(n), fields.prompt(n), fields.sourceLanguage(n)]);
    };
    const mixed = parseList({ ...record, custom_instructions: instructions });
    expect(fieldsOf(mixed)).toEqual(read.map((i) => [i.label, i.prompt, i.source_language]));
    const one = parseList({ ...record, custom_instructions: read.map((i) => ({ ...i, source_language: 'fr' })) });
    expect(fieldsOf(one)).toEqual(read.map((i) => [i.label, i.prompt, 'fr']));
    // A copy made by a spread is read as it is, not through the columns of the list it was made from.
    expect(fieldsOf({ ...mixed, custom_instructions: mixed.custom_instructions.slice(1) })).toEqual(read.slice(1).map((i) => [i.label, i.prompt, i.source_language]));
  });

  it('reads as a plain list does: JSON (backups, saved plans) in the same order, spreads, keys', () => {
    // In the order parseList has always made them, the times last.
    const { creation_time, updated_time, ...head } = record;
    const plain = { ...head, custom_instructions: [{ id: 'i1', label: 'Tone', prompt: 'Be formal.', source_language: 'en' }], creation_time, updated_time };
    const list = parseList(plain);
    expect(JSON.stringify(list)).toBe(JSON.stringify(plain));
    expect(Object.keys(list)).toEqual(Object.keys(plain));
    expect({ ...list }).toEqual(plain);
    expect(JSON.stringify({ ...list, version: 4 })).toBe(JSON.stringify({ ...plain, version: 4 }));
  });

  it('gives back every id exactly: UUIDs as the service makes them, and ids of 36 characters that are not quite UUIDs', () => {
    const uuids = Array.from({ length: 50 }, () => randomUUID());
    const others = [
      randomUUID().toUpperCase(),
      `${randomUUID().slice(0, 35)}g`,
      `${randomUUID().slice(0, 35)}é`,
      `${randomUUID().slice(0, 35)}\u0130`,
      randomUUID().replaceAll('-', '_'),
      ` ${randomUUID().slice(1)}`,
      'aaaaaaaaa-aaa-aaaa-aaaa-aaaaaaaaaaaa',
    ];
    for (const ids of [uuids, [...uuids.slice(0, 3), ...others], ...others.map((other) => [...uuids.slice(0, 2), other]), ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff']]) {
      const list = parseList({ ...record, custom_instructions: ids.map((id, i) => ({ id, label: `L${i}`, prompt: 'p' })) });
      expect(list.custom_instructions.map((i) => i.id)).toEqual(ids);
    }
  });

  it('holds a UUID id in 16 bytes', () => {
    // About 42 bytes an instruction with the ids packed, 62 with them joined as text (36 bytes each).
    expect(heldBytesPerInstruction()).toBeLessThan(50);
  });

  it('keeps no object per instruction while the list lives', async () => {
    const marker = 'instruction-held-in-columns-';
    const answer = JSON.stringify({ ...record, custom_instructions: Array.from({ length: 40 }, (_, i) => ({ id: `${marker}${String(i).padStart(3, '0')}`, label: `L${i}`, prompt: `P${i}` })) });
    const list = parseList(JSON.parse(answer));
    expect(list.custom_instructions[39]?.id).toBe(`${marker}039`);
    const held = await countObjects('Object.prototype', 'function (objects, marker) { return objects.filter((o) => typeof o.id === "string" && o.id.startsWith(marker)); }', marker);
    expect(held).toBe(0);
    expect(list.custom_instructions).toHaveLength(40);
  });
});

/**
 * The heap (bytes per instruction) that 1,000 read lists of 100 instructions
 * with UUID ids hold, their labels and prompts shared, in a child with
 * collections on demand: the columns hold 16 bytes for the label and the
 * prompt, and the id (36 bytes joined, 16 packed); the list itself about 10
 * bytes an instruction.
 */
function heldBytesPerInstruction(): number {
  const repo = path.resolve(import.meta.dirname, '../..');
  const script = `
    const { parseList } = await import(${JSON.stringify(path.join(repo, 'src/live/wire.ts'))});
    const { randomUUID } = await import('node:crypto');
    const v8 = await import('node:v8');
    const used = () => { gc(); gc(); return v8.getHeapStatistics().used_heap_size; };
    const label = 'Tone of the list';
    const prompt = 'Write in a formal register, and keep brand names in English.';
    const before = used();
    const lists = [];
    for (let n = 0; n < 1000; n++) {
      const answer = { style_id: 's' + n, name: 'List ' + n, language: 'de', version: 1, custom_instructions: Array.from({ length: 100 }, () => ({ id: randomUUID(), label, prompt })) };
      lists.push(parseList(answer));
    }
    console.log((used() - before) / 100000, lists.length);
  `;
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
  return Number(out.split(' ')[0]);
}

describe('optional source_language', () => {
  it('reads an instruction without one (missing, null or empty) as having none', () => {
    for (const source of [undefined, null, '']) {
      const list = parseList({ ...record, custom_instructions: [{ id: 'i1', label: 'Tone', prompt: 'Be formal.', source_language: source }] });
      expect(list.custom_instructions).toEqual([{ id: 'i1', label: 'Tone', prompt: 'Be formal.' }]);
    }
    expect(problem(() => parseList({ ...record, custom_instructions: [{ id: 'i1', label: 'T', prompt: 'p', source_language: 3 }] })).field).toBe(
      'style rule list.custom_instructions[0].source_language',
    );
  });
});

describe('parseTranslation', () => {
  it('reads billed_characters per translation, where the OpenAPI description puts it, and sums them', () => {
    const result = parseTranslation({
      translations: [
        { text: 'a', detected_source_language: 'EN', billed_characters: 5 },
        { text: 'b', billed_characters: 2 },
      ],
    });
    expect(result.billed_characters).toBe(7);
    expect(result.translations.map((t) => t.billed_characters)).toEqual([5, 2]);
  });
  it('has no total when the service sent none, and ignores a top-level count', () => {
    expect(parseTranslation({ translations: [{ text: 'a' }], billed_characters: 9 })).toEqual({ translations: [{ text: 'a' }] });
  });
  it('names a count that is not a non-negative integer', () => {
    expect(problem(() => parseTranslation({ translations: [{ text: 'a', billed_characters: -1 }] })).field).toBe('translations[0].billed_characters');
    expect(problem(() => parseTranslation({ translations: [{ text: 'a', billed_characters: '5' }] })).field).toBe('translations[0].billed_characters');
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

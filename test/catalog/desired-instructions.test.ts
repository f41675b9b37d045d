import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DesiredInstructions, desiredInstructions, listReading } from '../../src/catalog/desired-instructions.ts';
import { instructionFields } from '../../src/catalog/instruction-fields.ts';
import type { DesiredInstruction, DesiredList } from '../../src/catalog/desired.ts';
import { parseYamlText } from '../../src/config/load.ts';
import { fragmentMatcher } from '../../src/config/paths.ts';
import { validateFlat } from '../config/flat-result.ts';
import { countObjects } from '../heap-objects.ts';
import { textPool } from '../../src/util/text-pool.ts';

// A plan holds every desired list to its end: their instructions are held in columns, not an object each (issue #31).
describe('a desired list’s instructions, held in columns', () => {
  // Every shape the files' reader makes (config/document-check.ts), in its key order.
  const shapes: DesiredInstruction[] = [
    { label: 'Plain', prompt: 'p0', line: 3, col: 5 },
    { label: 'Section', prompt: 'p1', line: 6, col: 5, section: 'punctuation' },
    { label: 'Source', prompt: 'p2', source_language: 'en', line: 9, col: 5, source_language_at: 2 * 2048 + 6 },
    { label: 'Source and section', prompt: 'p3', source_language: 'en', line: 12, col: 5, source_language_at: 2048 + 6, section: 'numbers' },
    { label: 'Wide', prompt: 'p4', source_language: 'de', line: 15, col: 5, source_language_line: 2 ** 20, source_language_col: 3 },
    { label: 'Wide and section', prompt: 'p5', source_language: 'en', line: 18, col: 5, source_language_line: 19, source_language_col: 5000, section: 'numbers' },
    { label: 'Fragment', prompt: 'p6', line: 1, col: 3, file: 'styles/_base.yaml' },
    { label: 'Fragment with source', prompt: 'p7', source_language: 'fr', line: 4, col: 3, source_language_at: 2048 + 4, file: 'styles/_base.yaml' },
  ];

  it('gives back each shape as it was pushed, keys in the same order, in any mix and past the first capacity', () => {
    for (const order of [shapes, [...shapes].reverse(), shapes.filter((s) => s.source_language === undefined), shapes.filter((s) => s.source_language === 'en')]) {
      const columns = new DesiredInstructions(1);
      for (const instruction of order) columns.push(instruction);
      expect(columns.length).toBe(order.length);
      expect(columns.toArray()).toEqual(order);
      expect(columns.toArray().map((i) => Object.keys(i))).toEqual(order.map((i) => Object.keys(i)));
      expect(order.map((_, n) => columns.sourceLanguage(n))).toEqual(order.map((i) => i.source_language));
      expect(order.map((_, n) => [columns.label(n), columns.prompt(n)])).toEqual(order.map((i) => [i.label, i.prompt]));
    }
    expect(new DesiredInstructions().toArray()).toEqual([]);
  });

  it('makes a list that reads as a plain list does: JSON, keys, spreads; its columns found, a copy read as it is', () => {
    const fields = { file: 'styles/a.yaml', name: 'A', language: 'de', state: 'present' as const, configured_rules: {}, ruleOrigins: {}, examples: [], origin: { file: 'styles/a.yaml', line: 1, col: 1 } };
    const plain: DesiredList = { file: fields.file, name: 'A', language: 'de', state: 'present', configured_rules: {}, ruleOrigins: {}, custom_instructions: shapes, examples: [], origin: fields.origin };
    const list = listReading(fields, desiredInstructions(shapes));
    expect(JSON.stringify(list)).toBe(JSON.stringify(plain));
    expect(Object.keys(list)).toEqual(Object.keys(plain));
    expect({ ...list }).toEqual(plain);
    expect(list.custom_instructions).not.toBe(list.custom_instructions);
    const fieldsOf = (read: ReturnType<typeof instructionFields>) => Array.from({ length: read.length }, (_, n) => [read.label(n), read.prompt(n), read.sourceLanguage(n)]);
    expect(fieldsOf(instructionFields(list))).toEqual(shapes.map((s) => [s.label, s.prompt, s.source_language]));
    expect(instructionFields(list)).toBe(instructionFields(list));
    const copy = { ...list, custom_instructions: shapes.slice(0, 2) };
    expect(instructionFields(copy)).not.toBe(instructionFields(list));
    expect(fieldsOf(instructionFields(copy))).toEqual(shapes.slice(0, 2).map((s) => [s.label, s.prompt, s.source_language]));
  });

  it('is what the files give: a list’s own instructions and its fragments’, merged by label', () => {
    const result = validateFlat(
      [
        parseYamlText('custom_instructions:\n  - label: Tone\n    prompt: Be formal.\n  - label: Brand\n    prompt: Keep it.\n    source_language: en\n', 'styles/_base.yaml'),
        parseYamlText('name: A\nlanguage: de\nextends: ./_base.yaml\ncustom_instructions:\n  - label: Tone\n    prompt: Be warm.\n    section: punctuation\n  - label: Dates\n    prompt: ISO.\n', 'styles/a.yaml'),
        parseYamlText('name: B\nlanguage: de\ncustom_instructions:\n  - label: Only\n    prompt: Mine.\n    source_language: en\n', 'styles/b.yaml'),
      ],
      { strict: false, isFragment: fragmentMatcher(['styles/_base.yaml']) },
    );
    expect(result.errors).toEqual([]);
    const [a, b] = result.lists;
    expect(a?.custom_instructions).toEqual([
      { label: 'Brand', prompt: 'Keep it.', source_language: 'en', line: 4, col: 5, source_language_at: 2 * 2048 + 22, file: 'styles/_base.yaml' },
      { label: 'Tone', prompt: 'Be warm.', line: 5, col: 5, section: 'punctuation' },
      { label: 'Dates', prompt: 'ISO.', line: 8, col: 5 },
    ]);
    expect(b?.custom_instructions).toEqual([{ label: 'Only', prompt: 'Mine.', source_language: 'en', line: 4, col: 5, source_language_at: 2 * 2048 + 22 }]);
  });

  // The type says what the property does (catalog/desired.ts): `npm run typecheck` fails if a directive below is unused.
  it('is read-only: the type refuses a change, and a change to one read reaches neither the list nor its file', () => {
    const result = validateFlat([parseYamlText('name: A\nlanguage: de\ncustom_instructions:\n  - label: Tone\n    prompt: Be formal.\n', 'styles/a.yaml')], { strict: false, isFragment: () => false });
    const list = result.lists[0] as DesiredList;
    expect(() => {
      // @ts-expect-error -- no setter: the property is made from the list's columns on each read
      list.custom_instructions = [];
    }).toThrow(TypeError);
    const read = list.custom_instructions;
    // @ts-expect-error -- a read is a copy: a push would change only it
    read.push({ label: 'More', prompt: 'x', line: 1, col: 1 });
    // @ts-expect-error -- the same for an instruction's field
    read[0]!.prompt = 'Be warm.';
    expect(list.custom_instructions).toEqual([{ label: 'Tone', prompt: 'Be formal.', line: 4, col: 5 }]);
    // The columns are the file's (config/merge.ts): their readers are given no push, though the class has one.
    // @ts-expect-error -- a reader by field gets no push: a list's columns may be its file's (config/merge.ts)
    expect(instructionFields(list).push).toBeTypeOf('function');
  });

  it('takes the pool’s equal labels and prompts once its file is read, and is not added to afterwards', () => {
    const pool = textPool();
    const live = { labels: ['Plain', 'Section'], prompts: ['p0', 'p1'] };
    pool.shareColumn('A', 'labels', live.labels);
    pool.shareColumn('A', 'prompts', live.prompts);
    const columns = desiredInstructions(shapes.slice(0, 2));
    columns.shareWith(pool, 'A');
    expect(columns.toArray()).toEqual(shapes.slice(0, 2));
    // The pool now holds these for list A: the columns took its arrays.
    expect(pool.shareColumn('A', 'labels', ['Plain', 'Section'])).toBe(live.labels);
    expect(() => columns.push(shapes[2] as DesiredInstruction)).toThrow(/shared/);
    // Room left unfilled (a file that skipped an item) shares nothing, and still reads right.
    const short = new DesiredInstructions(3);
    short.push(shapes[0] as DesiredInstruction);
    short.shareWith(pool, 'A');
    expect(short.toArray()).toEqual([shapes[0]]);
  });

  it('keeps no object per instruction while the lists live', async () => {
    const marker = 'desired-instruction-held-in-columns-';
    const items = Array.from({ length: 40 }, (_, i) => `  - label: ${marker}${i}\n    prompt: P${i}\n    source_language: en\n`).join('');
    const result = validateFlat([parseYamlText(`name: A\nlanguage: de\ncustom_instructions:\n${items}`, 'styles/a.yaml')], { strict: false, isFragment: () => false });
    const list = result.lists[0] as DesiredList;
    expect(list.custom_instructions[39]?.label).toBe(`${marker}39`);
    const held = await countObjects('Object.prototype', 'function (objects, marker) { return objects.filter((o) => typeof o.label === "string" && o.label.startsWith(marker)); }', marker);
    expect(held).toBe(0);
    expect(list.custom_instructions).toHaveLength(40);
  });

  it('holds an instruction in under 36 bytes (an object and its slot were some 80)', () => {
    expect(heldBytesPerInstruction()).toBeLessThan(36);
  });
});

/**
 * The heap (bytes per instruction) that 1,000 lists of 100 instructions, each
 * with a source language and its place, hold in columns, their labels and
 * prompts shared, in a child with collections on demand: 16 bytes for the
 * label and the prompt, 8 for the place, 4 for the source language's, and
 * the columns' own share.
 */
function heldBytesPerInstruction(): number {
  const repo = path.resolve(import.meta.dirname, '../..');
  const script = `
    const { desiredInstructions } = await import(${JSON.stringify(path.join(repo, 'src/catalog/desired-instructions.ts'))});
    const v8 = await import('node:v8');
    const used = () => { gc(); gc(); return v8.getHeapStatistics().used_heap_size + v8.getHeapStatistics().external_memory; };
    const label = 'Tone of the list';
    const prompt = 'Write in a formal register, and keep brand names in English.';
    const before = used();
    const lists = [];
    for (let n = 0; n < 1000; n++) {
      lists.push(desiredInstructions(Array.from({ length: 100 }, (_, i) => ({ label, prompt, source_language: 'en', line: 4 + 3 * i, col: 5, source_language_at: 2 * 2048 + 4 }))));
    }
    console.log((used() - before) / 100000, lists.length);
  `;
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
  return Number(out.split(' ')[0]);
}

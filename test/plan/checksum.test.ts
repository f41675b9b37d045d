import { describe, expect, it } from 'vitest';
import { desiredChecksum } from '../../src/plan/checksum.ts';
import type { DesiredInstruction, DesiredList } from '../../src/catalog/desired.ts';
import { at, want } from './builders.ts';

const base = () => [
  want('A', { rules: { numbers: { decimal: 'comma' }, punctuation: { quote: 'double' } }, instructions: [['x', 'one'], ['y', 'two']] }),
  want('B', { language: 'fr', style_id: 'b1' }),
];

describe('desiredChecksum', () => {
  it('is a sha256 hex digest, stable for equal input', () => {
    expect(desiredChecksum(base())).toMatch(/^[0-9a-f]{64}$/);
    expect(desiredChecksum(base())).toBe(desiredChecksum(base()));
  });

  it('ignores where things are written: origins, files, list order, rule and instruction order', () => {
    const moved = base().reverse();
    const a = moved[1]!;
    // A list's instructions are read-only (catalog/desired.ts): an edited file is a list made anew.
    moved[1] = {
      ...a,
      file: 'styles/elsewhere.yaml',
      origin: at('styles/elsewhere.yaml', 99),
      configured_rules: { punctuation: { quote: 'double' }, numbers: { decimal: 'comma' } },
      ruleOrigins: {},
      custom_instructions: [...a.custom_instructions].reverse().map((i) => ({ ...i, line: 7 })),
    };
    expect(desiredChecksum(moved)).toBe(desiredChecksum(base()));
  });

  it('changes with any value', () => {
    const original = desiredChecksum(base());
    const edits: Array<(lists: ReturnType<typeof base>) => void> = [
      (l) => (l[0]!.name = 'A2'),
      (l) => (l[0]!.language = 'es'),
      (l) => (l[0]!.state = 'absent'),
      (l) => (l[1]!.style_id = 'b2'),
      (l) => delete l[1]!.style_id,
      (l) => (l[0]!.configured_rules.numbers!.decimal = 'point'),
      (l) => instructions(l, (i) => i.map((x, n) => (n === 0 ? { ...x, prompt: 'one!' } : x))),
      (l) => instructions(l, (i) => i.map((x, n) => (n === 0 ? { ...x, label: 'x2' } : x))),
      (l) => instructions(l, (i) => i.map((x, n) => (n === 1 ? { ...x, source_language: 'de' } : x))),
      (l) => instructions(l, (i) => i.slice(0, -1)),
      (l) => l.pop(),
    ];
    const sums = edits.map((edit) => {
      const lists = base();
      edit(lists);
      return desiredChecksum(lists);
    });
    for (const sum of sums) expect(sum).not.toBe(original);
    expect(new Set(sums).size).toBe(sums.length);
  });
});

/** The first list made anew with its instructions edited: a list's instructions are read-only (catalog/desired.ts). */
function instructions(lists: DesiredList[], edit: (instructions: readonly DesiredInstruction[]) => DesiredInstruction[]): void {
  lists[0] = { ...lists[0]!, custom_instructions: edit(lists[0]!.custom_instructions) };
}

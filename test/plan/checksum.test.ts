import { describe, expect, it } from 'vitest';
import { desiredChecksum } from '../../src/plan/checksum.ts';
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
    a.file = 'styles/elsewhere.yaml';
    a.origin = at('styles/elsewhere.yaml', 99);
    a.configured_rules = { punctuation: { quote: 'double' }, numbers: { decimal: 'comma' } };
    a.ruleOrigins = {};
    a.custom_instructions = [...a.custom_instructions].reverse().map((i) => ({ ...i, origin: at('x.yaml', 7) }));
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
      (l) => (l[0]!.custom_instructions[0]!.prompt = 'one!'),
      (l) => (l[0]!.custom_instructions[0]!.label = 'x2'),
      (l) => (l[0]!.custom_instructions[1]!.source_language = 'de'),
      (l) => l[0]!.custom_instructions.pop(),
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

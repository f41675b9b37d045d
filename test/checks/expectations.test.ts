import { describe, expect, it } from 'vitest';
import { evaluateExpectations } from '../../src/checks/expectations.ts';
import type { Example } from '../../src/config/model.ts';

const origin = (line: number) => ({ file: 'styles/de.yaml', line, col: 9 });

describe('evaluateExpectations', () => {
  it('checks contains, not_contains and matches, each at the line it is written', () => {
    const example: Example = {
      text: 'It is 3pm.',
      origin: origin(7),
      path: 'examples[0]',
      at: { 'expect.contains[0]': origin(9), 'expect.not_contains[0]': origin(10), 'expect.matches[0]': origin(11), 'expect.matches[1]': origin(12) },
      expect: { contains: ['15:00'], not_contains: ['pm'], matches: ['\\b15:\\d\\d\\b', '^\\p{Lu}'] },
    };
    expect(evaluateExpectations(example, 'Es ist 15:00.')).toEqual([
      { kind: 'contains', value: '15:00', met: true, origin: origin(9) },
      { kind: 'not_contains', value: 'pm', met: true, origin: origin(10) },
      { kind: 'matches', value: '\\b15:\\d\\d\\b', met: true, origin: origin(11) },
      { kind: 'matches', value: '^\\p{Lu}', met: true, origin: origin(12) },
    ]);
    expect(evaluateExpectations(example, 'es ist 3pm.').map((r) => r.met)).toEqual([false, false, false, false]);
  });

  it('an example without expectations has none to meet', () => {
    expect(evaluateExpectations({ text: 'x', origin: origin(1), path: 'examples[0]', at: {} }, 'anything')).toEqual([]);
  });
});

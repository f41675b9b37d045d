import type { Example } from '../config/model.ts';
import type { ExpectationKind, ExpectationResult } from './types.ts';

const KINDS: readonly ExpectationKind[] = ['contains', 'not_contains', 'matches'];

/** Every expectation of the example against the translation that came back, each with where it is written. */
export function evaluateExpectations(example: Example, translation: string): ExpectationResult[] {
  const results: ExpectationResult[] = [];
  for (const kind of KINDS) {
    (example.expect?.[kind] ?? []).forEach((value, i) => {
      results.push({ kind, value, met: meets(kind, value, translation), origin: example.at[`expect.${kind}[${i}]`] ?? example.origin });
    });
  }
  return results;
}

function meets(kind: ExpectationKind, value: string, text: string): boolean {
  switch (kind) {
    case 'contains':
      return text.includes(value);
    case 'not_contains':
      return !text.includes(value);
    case 'matches':
      // Validated when the file was read (invalid-pattern), so this compiles.
      return new RegExp(value, 'u').test(text);
  }
}

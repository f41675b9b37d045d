import type { Example } from '../config/model.ts';
import { createContext, Script } from 'node:vm';
import type { ExpectationKind, ExpectationResult } from './types.ts';

/**
 * How long one `matches` pattern may run on one translation. A pattern with
 * nested quantifiers (`(a+)+$`) backtracks exponentially on a translation
 * that nearly matches, and a pull request's example would hold the run until
 * the job's timeout: JavaScript has no step limit for a regular expression,
 * so it runs in a V8 context that is stopped after this long. A real pattern
 * takes microseconds.
 */
export const MATCH_TIME_LIMIT_MS = 2000;

const MATCH = new Script('new RegExp(pattern, "u").test(text)');

const KINDS: readonly ExpectationKind[] = ['contains', 'not_contains', 'matches'];

/** Every expectation of the example against the translation that came back, each with where it is written. */
export function evaluateExpectations(example: Example, translation: string): ExpectationResult[] {
  const results: ExpectationResult[] = [];
  for (const kind of KINDS) {
    (example.expect?.[kind] ?? []).forEach((value, i) => {
      const met = meets(kind, value, translation);
      results.push({ kind, value, met: met === true, origin: example.at[`expect.${kind}[${i}]`] ?? example.origin, ...(met === 'undecided' ? { undecided: true as const } : {}) });
    });
  }
  return results;
}

function meets(kind: ExpectationKind, value: string, text: string): boolean | 'undecided' {
  switch (kind) {
    case 'contains':
      return text.includes(value);
    case 'not_contains':
      return !text.includes(value);
    case 'matches':
      return matchesBounded(value, text);
  }
}

/** Whether `text` matches `pattern` (validated when the file was read, so it compiles), or undecided past the time limit. */
function matchesBounded(pattern: string, text: string): boolean | 'undecided' {
  try {
    return MATCH.runInContext(createContext({ pattern, text }), { timeout: MATCH_TIME_LIMIT_MS }) === true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'undecided';
    throw error;
  }
}

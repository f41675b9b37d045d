/**
 * `npm run bench:coverage`: the cost of finding glossary terms in example
 * texts (src/catalog/term-match.ts), as `validate --coverage` and the derived
 * expectations of `plan --check-translations` pay it, at n, 2n and 4n terms
 * (default n = 10,000), so the ratios show whether the cost is linear in the
 * terms (about 2 and 4).
 *
 * 1. validateCoverage: one list naming one glossary of n terms, 100 examples
 *    of about 120 characters, each holding three terms.
 * 2. deriveExpectations for the same 100 examples.
 * 3. A hostile example: 10,000 characters, one term repeated throughout and
 *    every other term a near miss inside longer words (occurrences are
 *    bounded per term, so this stays linear too).
 *
 * Prints CPU time (best of 3, ms: the machine may be shared, and waiting for
 * a core is not the matcher's cost); checks only that each run found what it
 * should. BENCH_TERMS sets n.
 */
import type { DesiredGlossary } from '../src/catalog/glossary.ts';
import { deriveExpectations } from '../src/checks/derived-expectations.ts';
import type { GlossaryState } from '../src/checks/glossary-states.ts';
import type { DesiredList, Example } from '../src/config/model.ts';
import { validateCoverage } from '../src/config/validate-coverage.ts';

const N = Number(process.env.BENCH_TERMS ?? 10_000);
const SIZES = [N, 2 * N, 4 * N];
const at = { file: 'bench', line: 1, col: 1 };

const term = (i: number) => `term${i.toString(36)} word`;

function glossary(n: number): DesiredGlossary {
  const terms = Array.from({ length: n }, (_, i) => term(i));
  return {
    file: 'glossaries/bench.yaml',
    name: 'Bench',
    state: 'present',
    origin: at,
    dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: new Map(terms.map((t) => [t, `Ziel ${t}`])), entryOrigins: new Map(), origin: at }],
  };
}

function examples(n: number): Example[] {
  return Array.from({ length: 100 }, (_, i) => ({
    text: `Please use ${term(i % n)} and ${term((i * 7) % n)} before you open ${term((i * 13) % n)} in the settings page today.`,
    source_language: 'en',
    origin: at,
    path: `examples[${i}]`,
    at: {},
  }));
}

function list(n: number): DesiredList {
  return {
    file: 'styles/bench.yaml',
    name: 'Bench',
    language: 'de',
    state: 'present',
    configured_rules: {},
    ruleOrigins: {},
    custom_instructions: [],
    examples: examples(n),
    origin: at,
    glossaries: [{ name: 'Bench', origin: at, path: 'glossaries[0]' }],
  };
}

function best(once: () => boolean): number {
  let fastest = Infinity;
  for (let run = 0; run < 3; run++) {
    const start = process.cpuUsage();
    if (!once()) throw new Error('the run did not find what it should');
    const used = process.cpuUsage(start);
    fastest = Math.min(fastest, (used.user + used.system) / 1000);
  }
  return fastest;
}

function row(name: string, once: (n: number) => () => boolean): void {
  const times = SIZES.map((n) => best(once(n)));
  const first = times[0] ?? 1;
  console.log(`  ${name}: ${times.map((t) => t.toFixed(0)).join(' / ')} ms (ratios ${times.slice(1).map((t) => (t / first).toFixed(1)).join(', ')})`);
}

console.log(`glossary terms in example texts, n = ${SIZES.map((n) => n.toLocaleString('en')).join(', ')} terms (CPU ms, best of 3)`);
row('validateCoverage, 100 examples', (n) => {
  const g = glossary(n);
  const l = list(n);
  return () => validateCoverage([l], [g]).totals.terms.exercised > 0;
});
row('deriveExpectations, 100 examples', (n) => {
  const g = glossary(n);
  const state: GlossaryState = { name: 'Bench', desired: g, after: { kind: 'copy', desired: g } };
  const texts = examples(n).map((e) => e.text);
  return () => texts.every((text) => deriveExpectations(text, [state], 'en→de').expected.length > 0);
});
row('one hostile example of 10,000 characters', (n) => {
  const g = glossary(n);
  const text = `${term(0)} ${'pre'.concat(term(1), 'x ')}`.repeat(400).slice(0, 10_000);
  return () => validateCoverage([{ ...list(n), examples: [{ ...examples(n)[0]!, text }] }], [g]).totals.terms.exercised === 1;
});

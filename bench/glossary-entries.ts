/**
 * `npm run bench:glossary-entries`: the glossary entries parser
 * (src/catalog/glossary-entries.ts) on hostile inputs, at n and 2n, so the
 * ratio shows whether the cost is linear (about 2). Inputs: valid TSV lines,
 * a TSV whose duplicate is its last line, CSV with a broken quote at the end,
 * CSV of doubled quotes in one field, and a dictionary past 10 MiB (the
 * parse stops at the limit, so its cost is bounded whatever the input size).
 *
 * Prints figures; asserts only that each input ends as expected.
 */
import { parseGlossaryEntries } from '../src/catalog/glossary-entries.ts';
import type { ParseOptions } from '../src/catalog/glossary-entries.ts';

interface Case {
  name: string;
  make(n: number): string;
  options: ParseOptions;
  expect(result: ReturnType<typeof parseGlossaryEntries>, n: number): boolean;
}

const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

const CASES: Case[] = [
  {
    name: 'TSV, valid lines',
    make: (n) => lines(n, (i) => `${i.toString(36)}\tx`),
    options: { format: 'tsv' },
    expect: (r, n) => r.entries.length === n && r.problems.length === 0,
  },
  {
    name: 'TSV, duplicate on the last line',
    make: (n) => `${lines(n - 1, (i) => `${i.toString(36)}\tx`)}\n0\tx`,
    options: { format: 'tsv', maxProblems: 1 },
    expect: (r, n) => r.problems[0]?.line === n,
  },
  {
    name: 'CSV, unclosed quote on the last line',
    make: (n) => `${lines(n - 1, (i) => `"t ${i}","u ${i}"`)}\n"broken,x`,
    options: { format: 'csv', maxProblems: 1 },
    expect: (r, n) => r.problems[0]?.line === n,
  },
  {
    name: 'CSV, one field of doubled quotes',
    make: (n) => `"${'""'.repeat(n)}",x`,
    options: { format: 'csv', maxProblems: 1 },
    expect: (r) => (r.problems[0]?.message ?? '').includes('UTF-8 bytes'),
  },
  {
    name: 'TSV past 10 MiB (stops at the limit)',
    make: (n) => lines(n, (i) => `${i.toString(36)}\t${'y'.repeat(200)}`),
    options: { format: 'tsv', maxProblems: 1 },
    expect: (r) => r.truncated && (r.problems[0]?.message ?? '').includes('exceeds'),
  },
];

const N = Number(process.env.BENCH_LINES ?? 500_000);
let failed = false;
console.log(`glossary entries parser, n = ${N.toLocaleString('en')} and 2n (ms, best of 3)`);
for (const c of CASES) {
  const times: number[] = [];
  for (const n of [N, 2 * N]) {
    const text = c.make(n);
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      const result = parseGlossaryEntries(text, c.options);
      best = Math.min(best, performance.now() - start);
      if (!c.expect(result, n)) {
        console.error(`  ${c.name}: unexpected result at n = ${n}: ${JSON.stringify(result.problems[0])}`);
        failed = true;
      }
    }
    times.push(best);
  }
  const [a = 0, b = 0] = times;
  console.log(`  ${c.name.padEnd(40)} ${a.toFixed(0).padStart(7)} ${b.toFixed(0).padStart(7)}   ratio ${(b / a).toFixed(2)}`);
}
process.exit(failed ? 1 : 0);

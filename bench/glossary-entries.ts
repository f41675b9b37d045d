/**
 * `npm run bench:glossary-entries`: hostile glossary entries at n, 2n and 4n
 * lines (default n = 250,000, so 4n is a million), so the ratios show whether
 * the cost is linear (about 2 and 4).
 *
 * 1. The parser alone (src/catalog/glossary-entries.ts, shared by validate and
 *    the emulator): valid TSV lines, a TSV whose duplicate is its last line,
 *    every line a case variant of the one before (warnings are capped), CSV
 *    with a broken quote on the last line, CSV of doubled quotes in one field,
 *    and a dictionary past 10 MiB (the parse stops at the limit, so its cost
 *    is bounded whatever the input size).
 * 2. The whole validate path (loadProject: read the file, parse, check, fill
 *    the dictionary) on an `entries_file` in a temporary repository: valid
 *    TSV, a duplicate on the last line, broken CSV quoting on every line (the
 *    check stops after a bounded number of problems), past 10 MiB.
 *
 * Prints CPU time (best of 3, ms: the machine may be shared, and waiting for
 * a core is not the parser's cost); asserts only that each input ends as
 * expected. BENCH_LINES sets n.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseGlossaryEntries } from '../src/catalog/glossary-entries.ts';
import { loadProject } from '../src/config/project.ts';
import { filesRead } from '../src/config/validation-result.ts';
import type { ParseOptions } from '../src/catalog/glossary-entries.ts';
import { scalingRow } from './scaling-row.ts';

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
    name: 'TSV, every line a case variant',
    make: (n) => lines(n, (i) => `${(i >> 1).toString(36)}${i % 2 === 0 ? 'a' : 'A'}\tx`),
    options: { format: 'tsv' },
    expect: (r, n) => r.entries.length === n && r.problems.length === 0 && r.caseVariants.length === 100,
  },
  {
    name: 'CSV, unclosed quote on the last line',
    make: (n) => `${lines(n - 1, (i) => `"${i.toString(36)}",x`)}\n"broken,x`,
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

const N = Number(process.env.BENCH_LINES ?? 250_000);
const SIZES = [N, 2 * N, 4 * N];
let failed = false;

/** A row of bench/scaling-row.ts; a run that ends unexpectedly fails the script. */
async function row(name: string, sizes: number[], once: (n: number) => Promise<boolean> | boolean, setup?: (n: number) => Promise<void>): Promise<void> {
  if (!(await scalingRow(name, sizes, once, setup))) failed = true;
}

console.log(`1. the entries parser, n = ${SIZES.map((n) => n.toLocaleString('en')).join(', ')} lines (CPU ms, best of 3)`);
for (const c of CASES) {
  const texts = new Map(SIZES.map((n) => [n, c.make(n)]));
  await row(c.name, SIZES, (n) => {
    const result = parseGlossaryEntries(texts.get(n)!, c.options);
    if (!c.expect(result, n)) console.error(`    ${JSON.stringify(result.problems[0])}`);
    return c.expect(result, n);
  });
}

interface FileCase {
  name: string;
  file: string;
  /** Own line counts, where n, 2n, 4n would not fit the case. */
  sizes?: number[];
  make(n: number): string;
  expect(errors: Array<{ code: string; line: number }>, entries: number, n: number): boolean;
}

const FILE_CASES: FileCase[] = [
  { name: 'TSV, valid lines', file: 'terms.tsv', make: (n) => lines(n, (i) => `${i.toString(36)}\tx`), expect: (e, entries, n) => e.length === 0 && entries === n },
  {
    name: 'TSV, duplicate on the last line',
    file: 'terms.tsv',
    make: (n) => `${lines(n - 1, (i) => `${i.toString(36)}\tx`)}\n0\tx`,
    expect: (e, _entries, n) => e.length === 1 && e[0]?.code === 'duplicate-term' && e[0].line === n,
  },
  { name: 'CSV, broken quoting on every line', file: 'terms.csv', make: (n) => '"open,x\n'.repeat(n), expect: (e) => e.at(-1)?.code === 'entries-check-stopped' },
  {
    // 40-byte lines: 12, 24 and 40 MB, all past the 10 MiB dictionary and under the 40 MiB file limit.
    name: 'TSV past 10 MiB (stops at the limit)',
    file: 'terms.tsv',
    sizes: [300_000, 600_000, 1_000_000],
    make: (n) => lines(n, (i) => `${i.toString(36).padStart(4, '0')}\t${'y'.repeat(34)}`),
    expect: (e) => e.length === 1 && e[0]?.code === 'dictionary-too-large',
  },
];

console.log(`\n2. validate's loading of an entries_file (read, parse, check, fill), same sizes (CPU ms, best of 3)`);
const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-bench-entries-'));
try {
  await mkdir(path.join(dir, 'glossaries'));
  await mkdir(path.join(dir, 'styles'));
  await writeFile(path.join(dir, 'styles', 'de.yaml'), 'name: D\nlanguage: de\n');
  for (const c of FILE_CASES) {
    await writeFile(path.join(dir, 'glossaries', 'g.yaml'), `name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: ${c.file}\n`);
    const sizes = c.sizes ?? SIZES;
    const label = `${c.name}${c.sizes ? ` (n = ${sizes.map((n) => n.toLocaleString('en')).join(', ')})` : ''}`;
    const write = (n: number) => writeFile(path.join(dir, 'glossaries', c.file), c.make(n));
    await row(label, sizes, async (n) => {
      const { result } = await loadProject({ cwd: dir });
      const entries = filesRead(result).glossaries[0]?.dictionaries[0]?.entries.size ?? 0;
      const errors = result.ok ? [] : result.errors;
      const ok = c.expect(errors, entries, n);
      if (!ok) console.error(`    ${JSON.stringify(errors.slice(0, 2))}`);
      return ok;
    }, write);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

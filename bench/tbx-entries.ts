/**
 * `npm run bench:tbx`: a TBX termbase as an `entries_file` at n, 2n and 4n
 * concepts (default n = 15,000: 4n is 37 MiB, under the bound), so the ratios show whether the cost is
 * linear (about 2 and 4), and one file near the 40 MiB bound of entries
 * files. Each concept has the source and target term, a forbidden variant,
 * a definition and a note (about 700 bytes, as TBX-Basic exports are).
 *
 * A. a file whose one attribute is 32 MiB (issue #31: it took 1.2 GB), and
 * 0. an ordinary termbase near the 40 MiB bound (issue #31: 23 × the file),
 *    each written here and read by loadProject in a process of its own (peak
 *    RSS only grows, so one case would hide the other; the child holds
 *    neither the text nor the garbage of making it, and starts from a full
 *    collection): prints the peak RSS the read added ÷ the file's size (the
 *    goal: at most 4), and the read's CPU time;
 * 1. readTbx alone (well-formedness check, parse, concepts, their lines);
 * 2. the whole validate path (loadProject: read, parse, pair, content rules,
 *    notes) in a temporary repository, the duplicate case too.
 *
 * Prints CPU time (best of 3, ms; bench/scaling-row.ts) and the process's
 * peak RSS after the largest file;
 * checks only that each input ends as expected. BENCH_CONCEPTS sets n.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadProject } from '../src/config/project.ts';
import { filesRead } from '../src/config/validation-result.ts';
import { MAX_ENTRIES_FILE_BYTES } from '../src/config/glossary-load.ts';
import { readTbx } from '../src/config/tbx.ts';
import { scalingRow } from './scaling-row.ts';

const concept = (i: number, source = `term ${i.toString(36)}`) => `      <termEntry id="c${i}">
        <langSet xml:lang="en">
          <descrip type="definition">What term ${i} means, in a sentence or two &amp; no more.</descrip>
          <tig><term>${source}</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></tig>
        </langSet>
        <langSet xml:lang="de">
          <tig><term>Begriff ${i}</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote><note>Usage advice for translators.</note></tig>
          <tig><term>Wort ${i}</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig>
        </langSet>
      </termEntry>
`;
const tbx = (n: number, last?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<martif type="TBX-Basic" xml:lang="en">\n  <text>\n    <body>\n${Array.from({ length: n }, (_, i) => concept(i, i === n - 1 ? last : undefined)).join('')}    </body>\n  </text>\n</martif>\n`;

const N = Number(process.env.BENCH_CONCEPTS ?? 15_000);
const SIZES = [N, 2 * N, 4 * N];
let failed = false;

async function row(name: string, sizes: number[], once: (n: number) => Promise<boolean> | boolean, setup?: (n: number) => Promise<void>): Promise<void> {
  if (!(await scalingRow(name, sizes, once, setup, 44))) failed = true;
}

const mib = (n: number) => (Buffer.byteLength(tbx(n)) / 1024 / 1024).toFixed(1);
// A peak case's child loads what its parent wrote (BENCH_TBX_ROOT), so the text and its making are not in its heap.
const root = process.env.BENCH_TBX_ROOT ?? (await mkdtemp(path.join(tmpdir(), 'stylesync-bench-tbx-')));
await writeFile(path.join(root, 'stylesync.yaml'), 'styles_dir: styles\n');
await mkdir(path.join(root, 'glossaries/terms'), { recursive: true });
await writeFile(path.join(root, 'glossaries/acme.yaml'), 'name: Acme\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: terms/en-de.tbx\n');
const put = (text: string) => writeFile(path.join(root, 'glossaries/terms/en-de.tbx'), text);
/** The load, read flat: the errors (none when valid) and the glossaries read. */
const load = async () => {
  const { result } = await loadProject({ cwd: root });
  return { errors: result.ok ? [] : result.errors, glossaries: filesRead(result).glossaries };
};

/**
 * What loadProject added to this process's peak RSS, ÷ the file's size (`size` bytes, written by the parent), in a
 * child that holds nothing else: the parent makes the text (a 40 MiB string and its parts' garbage), and the child
 * starts from a full collection. Made in the same process, the figure moved with how much of that garbage V8 had
 * given back before the load (3.6–4.1 × for one build in one hour).
 */
async function peakRatio(size: number, expected: number): Promise<string> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  const start = process.cpuUsage();
  const read = await load();
  const used = process.cpuUsage(start);
  const ok = read.errors.length === 0 && read.glossaries[0]?.dictionaries[0]?.entries.size === expected;
  if (!ok) failed = true;
  const added = process.resourceUsage().maxRSS * 1024 - before;
  return `${(size / 2 ** 20).toFixed(1)} MiB: loadProject's peak RSS over the ${(before / 2 ** 20).toFixed(0)} MB before it = ${(added / size).toFixed(1)} × the file (goal: at most 4), CPU ${((used.user + used.system) / 1000).toFixed(0)} ms${ok ? '' : ' (UNEXPECTED RESULT)'}`;
}

// The largest file the loader reads: as many concepts as fit under the bound.
const perConcept = Buffer.byteLength(concept(99_999));
const fit = Math.floor((MAX_ENTRIES_FILE_BYTES - 200) / perConcept);
const PEAK_CASE = '--peak-case';
if (process.argv.includes(PEAK_CASE)) {
  const [kind, size, expected] = process.argv.slice(process.argv.indexOf(PEAK_CASE) + 1);
  const ratio = await peakRatio(Number(size), Number(expected));
  console.log(kind === 'attribute' ? `A. one attribute of ${ratio}` : `0. ${Number(expected).toLocaleString('en')} concepts (the 40 MiB bound), ${ratio}`);
  process.exit(failed ? 1 : 0);
}
const peakTexts: Record<string, () => { text: string; expected: number }> = {
  attribute: () => ({ text: `<?xml version="1.0"?>\n<martif type="TBX-Basic"><text><body>\n<termEntry id="${'a'.repeat(32 * 2 ** 20)}">${concept(0).replace(/^\s*<termEntry id="c0">/, '')}</body></text></martif>\n`, expected: 1 }),
  ordinary: () => ({ text: tbx(fit), expected: fit }),
};
for (const [kind, make] of Object.entries(peakTexts)) {
  const { text, expected } = make();
  await put(text);
  const size = Buffer.byteLength(text);
  // Each case in a process of its own (peak RSS only grows, so one case would hide the other), with collections on demand.
  const child = spawnSync(process.execPath, [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), PEAK_CASE, kind, String(size), String(expected)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_TBX_ROOT: root },
  });
  if (child.status !== 0) failed = true;
}

console.log(`1. readTbx, n = ${SIZES.map((n) => `${n.toLocaleString('en')} (${mib(n)} MiB)`).join(', ')} concepts (CPU ms, best of 3)`);
const texts = new Map(SIZES.map((n) => [n, tbx(n)]));
await row('valid concepts with metadata', SIZES, (n) => {
  const r = readTbx(texts.get(n)!);
  return r.ok && r.concepts.length === n && r.concepts[n - 1]?.line === 5 + 10 * (n - 1);
});
texts.clear();

console.log(`2. validate's loading of the entries file (loadProject), same sizes (CPU ms, best of 3)`);
await row('valid concepts with metadata', SIZES, async (n) => {
  const r = await load();
  return r.errors.length === 0 && r.glossaries[0]?.dictionaries[0]?.notes?.size === n;
}, (n) => put(tbx(n)));
await row('duplicate source term in the last concept', SIZES, async (n) => {
  const r = await load();
  return r.errors[0]?.code === 'duplicate-term' && r.errors[0]?.line === 5 + 10 * (n - 1);
}, (n) => put(tbx(n, 'term 0')));

await rm(root, { recursive: true, force: true });
if (failed) process.exitCode = 1;

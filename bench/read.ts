/**
 * `npm run bench:read`: what service latency costs a `plan` that changes
 * nothing. For 100 and 1,000 lists (files equal to the live lists, so the plan
 * is empty and only reads happen), the bundled CLI runs `plan` as a real
 * process against the in-process emulator at 0 ms and at 20 ms of latency per
 * request. Prints min/median/max wall time of each, the ratio of the medians
 * (20 ms ÷ 0 ms: 1.0 would mean latency costs nothing), and the requests one
 * plan sends beside the bound ⌊N/25⌋+1 list pages.
 *
 * Then, computed (not timed) from the reader's batch sizes
 * (src/live/list-reads.ts): the pages read past the end, on average over
 * every account of 0 to 1,000 lists, with no hint, with the right hint (the
 * style files' count when it matches the account) and with hints 10% off.
 *
 * Options: --runs N (default 5), --latency MS (default 20), --lists 100,1000.
 * Prints figures; fails only when a plan is not empty or a run fails.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RuleMap } from '../src/catalog/types.ts';
import { startEmulator, type RunningEmulator } from '../src/emulator/emulator.ts';
import { expectedPages, readRequests } from '../src/live/list-reads.ts';

const repo = path.resolve(import.meta.dirname, '..');
const CLI = path.join(repo, 'bin', 'stylesync.js');
const KEY = 'bench-read-key';
const PAGE_SIZE = 25;
const INSTRUCTIONS = 5;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    latency: { type: 'string', default: '20' },
    lists: { type: 'string', default: '100,1000' },
  },
});
const RUNS = Number(values.runs);
const LATENCY_MS = Number(values.latency);
const SIZES = values.lists.split(',').map(Number);

const RULES: RuleMap = {
  numbers: { decimal_separator: 'use_comma_as_decimal_separator' },
  punctuation: { quotation_mark: 'use_guillemets' },
};

function instructions(i: number) {
  return Array.from({ length: INSTRUCTIONS }, (_, j) => ({
    label: `Rule ${j}`,
    prompt: `Instruction ${j} of list ${i}: keep the brand name and use the formal register.`,
    source_language: 'en',
  }));
}

/** N style files in a fresh repository, and the same lists as the emulator's seed. */
async function project(lists: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-bench-read-'));
  await mkdir(path.join(dir, 'styles'));
  await writeFile(path.join(dir, 'stylesync.yaml'), 'styles_dir: styles\n');
  for (let i = 0; i < lists; i++) {
    const body = [
      `name: Bench list ${i}`,
      'language: de',
      'configured_rules:',
      '  numbers:',
      '    decimal_separator: use_comma_as_decimal_separator',
      '  punctuation:',
      '    quotation_mark: use_guillemets',
      'custom_instructions:',
      ...instructions(i).flatMap((x) => [`  - label: ${x.label}`, `    prompt: "${x.prompt}"`, `    source_language: ${x.source_language}`]),
    ];
    await writeFile(path.join(dir, 'styles', `list-${i}.yaml`), `${body.join('\n')}\n`);
  }
  return dir;
}

function seed(emu: RunningEmulator, lists: number): void {
  emu.reset();
  emu.seed(
    Array.from({ length: lists }, (_, i) => ({
      name: `Bench list ${i}`,
      language: 'de',
      configured_rules: structuredClone(RULES),
      custom_instructions: instructions(i),
    })),
  );
}

/** One `stylesync plan` as a process; resolves with its wall time in ms. */
function planOnce(dir: string, baseUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, 'plan', '--detailed-exitcode'], {
      cwd: dir,
      env: { ...process.env, STYLESYNC_API_KEY: KEY, STYLESYNC_BASE_URL: baseUrl, NO_COLOR: '1', XDG_CACHE_HOME: path.join(dir, '.cache') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const elapsed = performance.now() - started;
      if (code !== 0) reject(new Error(`plan exited ${code} (expected an empty plan, exit 0):\n${output}`));
      else resolve(elapsed);
    });
  });
}

function stats(samples: number[]): { min: number; median: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { min: sorted[0] ?? NaN, median: sorted[Math.floor(sorted.length / 2)] ?? NaN, max: sorted.at(-1) ?? NaN };
}

const ms = (n: number) => `${Math.round(n)} ms`;
const show = (s: ReturnType<typeof stats>) => `median ${ms(s.median)} (min ${ms(s.min)}, max ${ms(s.max)})`;

async function measure(emu: RunningEmulator, dir: string, latency: number): Promise<{ times: ReturnType<typeof stats>; requests: number }> {
  emu.clearFaults();
  if (latency > 0) emu.addFault({ kind: 'latency', latencyMs: latency });
  // One warm-up run fills the language cache, which every later run reads, as a CI runner's cache would be.
  await planOnce(dir, emu.url);
  const before = emu.log.length;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await planOnce(dir, emu.url));
  const requests = (emu.log.length - before) / RUNS;
  return { times: stats(times), requests };
}

const emu = await startEmulator({ randomSeed: 1, apiKeys: [{ key: KEY }] });
try {
  console.log(`read bench: plan (no changes) as a process, ${RUNS} runs each after one warm-up, ${INSTRUCTIONS} instructions per list`);
  for (const lists of SIZES) {
    const dir = await project(lists);
    try {
      seed(emu, lists);
      const fast = await measure(emu, dir, 0);
      seed(emu, lists);
      const slow = await measure(emu, dir, LATENCY_MS);
      const bound = Math.floor(lists / PAGE_SIZE) + 1;
      console.log(`\n${lists} lists: requests per plan ${fast.requests} (bound: ${bound} list pages)`);
      console.log(`  0 ms latency:  ${show(fast.times)}`);
      console.log(`  ${LATENCY_MS} ms latency: ${show(slow.times)}`);
      console.log(`  ratio of medians (${LATENCY_MS} ms ÷ 0 ms): ${(slow.times.median / fast.times.median).toFixed(2)}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
} finally {
  await emu.close();
}

/** Pages past the end, averaged over accounts of 0 to 1,000 lists, for a hint made from the true count. */
function pastTheEnd(concurrency: number, hint: (lists: number) => number | undefined): number {
  let past = 0;
  for (let lists = 0; lists <= 1000; lists++) past += readRequests(lists, { concurrency, expectedPages: expectedPages(hint(lists)) }) - (Math.floor(lists / PAGE_SIZE) + 1);
  return past / 1001;
}

console.log('\npages read past the end, mean over accounts of 0–1,000 lists (computed from the batch sizes, not timed):');
for (const concurrency of [4, 8, 16]) {
  const cells = [
    ['no hint', pastTheEnd(concurrency, () => undefined)],
    ['right hint', pastTheEnd(concurrency, (n) => n)],
    ['hint 10% low', pastTheEnd(concurrency, (n) => Math.floor(n * 0.9))],
    ['hint 10% high', pastTheEnd(concurrency, (n) => Math.ceil(n * 1.1))],
  ] as const;
  console.log(`  --concurrency ${String(concurrency).padEnd(2)} ${cells.map(([what, n]) => `${what} ${n.toFixed(2)}`).join(', ')}`);
}

/**
 * `npm run bench:startup`: what a user waits for before stylesync does
 * anything. The built CLI (bin/stylesync.js over dist/; run `npm run bundle`
 * first; BENCH_CLI=FILE for another build) as a real process, side by side
 * with `node -e 0`, Node's own start:
 *
 * - `stylesync --version`
 * - `stylesync validate` in a one-file repository (what `stylesync init` writes)
 *
 * Wall time: RUNS runs of each command in turn with `node -e 0` (A B A B …), the
 * ratio taken pair by pair, so a machine whose speed drifts moves both alike;
 * the median ratio is the figure (goal: at most 1.5). Peak RSS: GNU time's
 * maximum resident set size, in separate runs, when /usr/bin/time is there.
 *
 * Prints figures; asserts only that each command succeeded (timings are for people).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
// BENCH_CLI: another build to compare, e.g. an older dist/stylesync.js saved with `git show REV:dist/stylesync.js`.
const cli = process.env.BENCH_CLI ? path.resolve(process.env.BENCH_CLI) : path.join(repo, 'bin', 'stylesync.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const GNU_TIME = '/usr/bin/time';

interface Case {
  label: string;
  argv: string[];
}

function runOnce(argv: string[], cwd: string): number {
  const started = performance.now();
  const child = spawnSync(process.execPath, argv, { cwd, encoding: 'utf8', timeout: 60_000 });
  const wall = performance.now() - started;
  if (child.status !== 0) throw new Error(`node ${argv.join(' ')} exited ${child.status}:\n${child.stdout}\n${child.stderr}`);
  return wall;
}

/** Peak RSS in MiB of one run, by GNU time; undefined where it is missing. */
async function peakMiB(argv: string[], cwd: string): Promise<number | undefined> {
  if (!existsSync(GNU_TIME)) return undefined;
  const out = path.join(cwd, '.peak');
  const child = spawnSync(GNU_TIME, ['-f', '%M', '-o', out, process.execPath, ...argv], { cwd, timeout: 60_000 });
  if (child.status !== 0) return undefined;
  return Number((await readFile(out, 'utf8')).trim().split('\n').at(-1)) / 1024;
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const range = (xs: number[], digits = 2): string => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;

async function measure(c: Case, cwd: string, baseline: string[]): Promise<string> {
  // One unmeasured run each warms the file cache.
  runOnce(c.argv, cwd);
  runOnce(baseline, cwd);
  const ratios: number[] = [];
  const walls: number[] = [];
  const nodeWalls: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const a = runOnce(c.argv, cwd);
    const b = runOnce(baseline, cwd);
    walls.push(a);
    nodeWalls.push(b);
    ratios.push(a / b);
  }
  const peaks = (await Promise.all([0, 1, 2].map(() => peakMiB(c.argv, cwd)))).filter((p) => p !== undefined);
  const nodePeaks = (await Promise.all([0, 1, 2].map(() => peakMiB(baseline, cwd)))).filter((p) => p !== undefined);
  const peak = peaks.length > 0 ? `peak RSS ${median(peaks).toFixed(1)} MiB (node -e 0: ${median(nodePeaks).toFixed(1)} MiB)` : 'peak RSS: no /usr/bin/time here';
  return [
    `${c.label}`,
    `  wall ÷ node -e 0: median ${median(ratios).toFixed(2)} (pairs ${range(ratios)}; goal ≤ 1.5)`,
    `  wall: median ${median(walls).toFixed(0)} ms (node -e 0: ${median(nodeWalls).toFixed(0)} ms)`,
    `  ${peak}`,
  ].join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(path.join(repo, 'dist', 'stylesync.js'))) throw new Error('dist/stylesync.js is missing: run `npm run bundle` first');
  const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-bench-startup-'));
  try {
    runOnce([cli, 'init'], dir);
    const baseline = ['-e', '0'];
    console.log(`${RUNS} runs of each, in turn with node -e 0 (${process.version}); the built CLI, ${path.relative(repo, cli)}`);
    for (const c of [
      { label: 'stylesync --version', argv: [cli, '--version'] },
      { label: 'stylesync validate (one list, one glossary: what `stylesync init` writes)', argv: [cli, 'validate'] },
    ]) {
      console.log(await measure(c, dir, baseline));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();

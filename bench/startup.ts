/**
 * `npm run bench:startup`: what a user waits for before stylesync does
 * anything. The built CLI (bin/stylesync.js over dist/; run `npm run bundle`
 * first; BENCH_CLI=FILE for another build) as a real process, side by side
 * with `node -e 0`, Node's own start:
 *
 * - `stylesync --version`
 * - `stylesync validate` in a one-file repository (what `stylesync init` writes):
 *   dist/cli/validate.cjs with V8's code cache made at build time (bin/run-script.js)
 * - the same with the cache rejected, as on another Node or under V8 flags
 *   (here --max-old-space-size, which V8 compares): what compiling costs
 *
 * Wall time: RUNS runs of each command in turn with `node -e 0` (A B A B …), the
 * ratio taken pair by pair, so a machine whose speed drifts moves both alike;
 * the median ratio is the figure (goal: at most 1.5). CPU time (user + system,
 * each process's own count at exit), paired the same way in separate runs; peak
 * RSS: GNU time's maximum resident set size, when /usr/bin/time is there.
 *
 * Prints figures; asserts only that each command succeeded (timings are for people).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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
function peakMiB(argv: string[], cwd: string): number | undefined {
  if (!existsSync(GNU_TIME)) return undefined;
  const out = path.join(cwd, '.peak');
  const child = spawnSync(GNU_TIME, ['-f', '%M', '-o', out, process.execPath, ...argv], { cwd, timeout: 60_000 });
  if (child.status !== 0) return undefined;
  return Number(readFileSync(out, 'utf8').trim().split('\n').at(-1)) / 1024;
}

/**
 * CPU time (user + system, µs) of one run, as the process itself counts it
 * when it exits: GNU time's is in 10 ms steps, a sixth of `node -e 0`. The
 * same one-line preload (-r, CommonJS: no ES module loader) runs in both commands.
 */
function cpuMicros(argv: string[], cwd: string, preload: string): number {
  const out = path.join(cwd, '.cpu');
  const child = spawnSync(process.execPath, ['-r', preload, ...argv], { cwd, timeout: 60_000, env: { ...process.env, STARTUP_BENCH_CPU: out } });
  if (child.status !== 0) throw new Error(`node ${argv.join(' ')} exited ${child.status}`);
  return Number(readFileSync(out, 'utf8'));
}

const PRELOAD = "process.on('exit', () => { const u = process.cpuUsage(); require('node:fs').writeFileSync(process.env.STARTUP_BENCH_CPU, String(u.user + u.system)); });\n";

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const range = (xs: number[], digits = 2): string => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;

function measure(c: Case, cwd: string, baseline: string[]): string {
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
  // CPU time moves less than wall time on a shared machine: paired the same way.
  const preload = path.join(cwd, '.cpu-preload.cjs');
  writeFileSync(preload, PRELOAD);
  const cpuRatios: number[] = [];
  for (let i = 0; i < RUNS; i++) cpuRatios.push(cpuMicros(c.argv, cwd, preload) / cpuMicros(baseline, cwd, preload));
  const peaks = [0, 1, 2].map(() => peakMiB(c.argv, cwd)).filter((p) => p !== undefined);
  const nodePeaks = [0, 1, 2].map(() => peakMiB(baseline, cwd)).filter((p) => p !== undefined);
  const peak = peaks.length > 0 ? `peak RSS ${median(peaks).toFixed(1)} MiB (node -e 0: ${median(nodePeaks).toFixed(1)} MiB)` : 'peak RSS: no /usr/bin/time here';
  const cpu = `  CPU time ÷ node -e 0: median ${median(cpuRatios).toFixed(2)} (pairs ${range(cpuRatios)})`;
  return [
    `${c.label}`,
    `  wall ÷ node -e 0: median ${median(ratios).toFixed(2)} (pairs ${range(ratios)}; goal ≤ 1.5)`,
    `  wall: median ${median(walls).toFixed(0)} ms (node -e 0: ${median(nodeWalls).toFixed(0)} ms)`,
    cpu,
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
      { label: 'stylesync validate, its code cache rejected (node --max-old-space-size=4096)', argv: ['--max-old-space-size=4096', cli, 'validate'] },
    ]) {
      console.log(measure(c, dir, baseline));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();

/**
 * `npm run bench:hostile`: what hostile style files cost `validate` and `fmt --check`.
 *
 * Each case is one generated file in its own temporary repository:
 * 30,000 anchors; 20,000 anchors and 10,000 aliases; 20,000 unknown rule groups;
 * 20,000 duplicate keys. Each command runs in a fresh child process (through
 * src/cli/main.ts run(), so node start is not counted) and prints wall time,
 * CPU time, the exit code and how many lines it printed.
 *
 * `BENCH_SRC=/path/to/src` runs another source tree (an older commit unpacked
 * with `git archive`), so a change can be measured before and after.
 * Prints figures only; timings are for people.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = path.resolve(import.meta.dirname, '..');
const src = process.env.BENCH_SRC ?? path.join(repo, 'src');

const CASES: Record<string, () => string[]> = {
  '30,000 anchors': () => ['name: Anchors', 'language: en', 'extra:', ...range(30_000).map((i) => `  - &a${i} v`)],
  '20,000 anchors + 10,000 aliases': () => [
    'name: Aliases',
    'language: en',
    'extra:',
    ...range(20_000).map((i) => `  - &a${i} v`),
    ...range(10_000).map((i) => `  - *a${i}`),
  ],
  '20,000 unknown groups': () => ['name: Groups', 'language: en', 'configured_rules:', ...range(20_000).map((i) => `  group${i}: {rule: value}`)],
  '20,000 duplicate keys': () => ['name: Dups', 'language: en', 'configured_rules:', '  numbers:', ...range(20_000).map((i) => `    decimal_separator: v${i}`)],
};

if (process.argv[2] === '--child') {
  await child(process.argv[3] as string, process.argv.slice(4));
} else {
  await main();
}

async function main(): Promise<void> {
  console.log(`source: ${src}`);
  for (const [name, lines] of Object.entries(CASES)) {
    const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-hostile-'));
    try {
      await mkdir(path.join(dir, 'styles'));
      const text = `${lines().join('\n')}\n`;
      await writeFile(path.join(dir, 'styles', 'hostile.yaml'), text);
      console.log(`${name} (${(Buffer.byteLength(text) / 1000).toFixed(0)} KB):`);
      for (const argv of [['validate', 'styles'], ['fmt', '--check', 'styles']]) {
        const run = spawnSync(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--child', dir, ...argv], {
          cwd: repo,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
        });
        if (run.status !== 0) throw new Error(`child failed:\n${run.stdout}\n${run.stderr}`);
        console.log(`  ${argv[0]?.padEnd(8)} ${run.stdout.trim()}`);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

async function child(dir: string, argv: string[]): Promise<void> {
  const { run } = (await import(pathToFileURL(path.join(src, 'cli/main.ts')).href)) as typeof import('../src/cli/main.ts');
  let lines = 0;
  let last = '';
  const count = (chunk: string) => {
    lines += chunk.split('\n').length - 1;
    const trimmed = chunk.trim().split('\n').at(-1);
    if (trimmed) last = trimmed;
  };
  const io = { stdout: count, stderr: count, env: { NO_COLOR: '1' }, cwd: dir, isTTY: false };
  const cpu = process.cpuUsage();
  const t = performance.now();
  const code = await run(argv, io);
  const wall = performance.now() - t;
  const used = process.cpuUsage(cpu);
  console.log(`${ms(wall)} wall, ${ms((used.user + used.system) / 1000)} CPU, exit ${code}, ${lines} lines; last: ${last.slice(0, 90)}`);
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

function ms(value: number): string {
  return `${value.toFixed(0).padStart(6)} ms`;
}

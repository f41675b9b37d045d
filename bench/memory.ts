/**
 * `npm run bench:memory`: what one more list costs `stylesync guide` and
 * `stylesync plan` in memory (issue #31: each command's cost flat per item).
 *
 * Each size runs the CLI's run() (src/cli/main.ts) in a child process of its
 * own, so its peak resident memory (maxRSS) is its own; the child also prints
 * its maxRSS after start-up (Node, tsx and the modules), and the figure is the
 * peak less that, per list: the slope between the smallest and the largest
 * size, which start-up does not move. CPU time is printed per list too, and as
 * the ratio to the smallest size, so linear code shows ratios near the ratio
 * of the sizes.
 *
 * - guide: N style files of INSTRUCTIONS instructions each, spread over the 8
 *   languages a list may have (so 1,000 lists make 8 pages of 125 lists),
 *   `stylesync guide --out site`, offline.
 * - plan: the same files against the in-process emulator seeded with equal
 *   lists (an empty plan: reads only), `stylesync plan`; the requests the
 *   plan sent, from the emulator's log, beside the bound ⌊N/25⌋+1.
 *
 * Options: --guide 10,100,1000  --plan 100,1000,5000  (an empty list skips it),
 * --instructions 100 (per list), --bundle: run the built CLI (bin/stylesync.js
 * over dist/, `npm run bundle` first; BENCH_CLI=FILE for another build, as
 * bench:startup takes it) as a process of its own instead of run() through
 * tsx: what a user runs. Its start-up is then `--version`'s peak, measured
 * the same way. --node-flags='--trace-gc --max-semi-space-size=2': Node or V8
 * flags for the built CLI's process, to probe how V8 collects (with --bundle);
 * BENCH_CHILD_OUT=FILE writes the last run's whole output there, where the
 * probe's lines are.
 * Figures only: nothing is asserted but that each run succeeds.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../src/emulator/emulator.ts';

const repo = path.resolve(import.meta.dirname, '..');
const KEY = 'bench-memory-key-3f9d2c';
const PAGE_SIZE = 25;
const CHILD = process.argv[2] === '--child';
const { values } = CHILD
  ? { values: { guide: '', plan: '', instructions: '0', bundle: false, 'node-flags': '' } }
  : parseArgs({
      options: {
        guide: { type: 'string', default: '10,100,1000' },
        plan: { type: 'string', default: '100,1000,5000' },
        instructions: { type: 'string', default: '100' },
        bundle: { type: 'boolean', default: false },
        'node-flags': { type: 'string', default: '' },
      },
    });
// The built CLI run by --bundle: the bin over dist/, or another build (BENCH_CLI), as bench/startup.ts takes it.
const BUNDLE = process.env.BENCH_CLI ? path.resolve(process.env.BENCH_CLI) : path.join(repo, 'bin', 'stylesync.js');
/** Node or V8 flags given to the built CLI's process (--node-flags '--trace-gc --max-semi-space-size=2'), for probes of how V8 collects. */
const NODE_FLAGS = values['node-flags'].split(' ').filter(Boolean);
/**
 * Loaded first into the built CLI's process: at exit it writes the process's
 * own peak RSS and CPU time to stderr on a line of its own, the same counts
 * runChild reads in-process (GNU time's CPU time is in 10 ms steps).
 */
const AT_EXIT = `data:text/javascript,${encodeURIComponent(
  "process.on('exit', () => { const r = process.resourceUsage(); process.stderr.write('\\nbench-memory ' + JSON.stringify({ peakMb: r.maxRSS / 1024, cpuMs: (r.userCPUTime + r.systemCPUTime) / 1000 }) + '\\n'); });",
)}`;
/** Instructions per list: 100 by default, where plan kept 110–125 KB per list before issue #31. */
const INSTRUCTIONS = Number(values.instructions);
// Every language a style rule list may have: a guide has at most these pages.
const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'zh'];

interface ChildFigures {
  code: number;
  startMb: number;
  peakMb: number;
  cpuMs: number;
  out: string;
}

const prompt = (i: number, j: number) =>
  `Instruction ${j} of list ${i}: keep the brand names (Acme Cloud, Acme Vault) in English, use the formal register, and rephrase a sentence rather than inflect a product name.`;

/** The style files of `lists` lists in a fresh directory; the same lists as the emulator's seed. */
async function project(lists: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-bench-memory-'));
  await mkdir(path.join(dir, 'styles'));
  await writeFile(path.join(dir, 'stylesync.yaml'), 'styles_dir: styles\n');
  for (let i = 0; i < lists; i++) {
    const body = [
      `name: Bench list ${i}`,
      `language: ${languageOf(i)}`,
      'configured_rules:',
      '  punctuation:',
      '    quotation_mark: use_guillemets',
      'custom_instructions:',
      ...Array.from({ length: INSTRUCTIONS }, (_, j) => [`  - label: Rule ${j}`, `    prompt: "${prompt(i, j)}"`, '    source_language: en']).flat(),
      'examples:',
      `  - text: "Sign in to Acme Vault to continue (list ${i})."`,
      '    source_language: en',
    ];
    await writeFile(path.join(dir, 'styles', `list-${i}.yaml`), `${body.join('\n')}\n`);
  }
  return dir;
}

function languageOf(i: number): string {
  return LANGUAGES[i % LANGUAGES.length] as string;
}

function seedLists(lists: number) {
  return Array.from({ length: lists }, (_, i) => ({
    name: `Bench list ${i}`,
    language: languageOf(i),
    configured_rules: { punctuation: { quotation_mark: 'use_guillemets' } },
    custom_instructions: Array.from({ length: INSTRUCTIONS }, (_, j) => ({ label: `Rule ${j}`, prompt: prompt(i, j), source_language: 'en' })),
  }));
}

function child(dir: string, argv: string[], env: Record<string, string>): Promise<ChildFigures> {
  return values.bundle ? bundleChild(dir, argv, env) : tsxChild(dir, argv, env);
}

function tsxChild(dir: string, argv: string[], env: Record<string, string>): Promise<ChildFigures> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--child', dir, ...argv], {
      cwd: repo,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d) => (stdout += d));
    proc.stderr.on('data', (d) => (stderr += d));
    proc.on('error', reject);
    proc.on('close', (code) => {
      try {
        resolve(JSON.parse(stdout) as ChildFigures);
      } catch {
        reject(new Error(`child exited ${code}: ${stderr.slice(0, 2000)}`));
      }
    });
  });
}

/** One run of the built CLI as a process in `dir`: its figures from the line AT_EXIT writes. */
function bundleRun(dir: string, argv: string[], env: Record<string, string>): Promise<{ code: number; peakMb: number; cpuMs: number; out: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...NODE_FLAGS, '--import', AT_EXIT, BUNDLE, ...argv], { cwd: dir, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d) => (stdout += d));
    proc.stderr.on('data', (d) => (stderr += d));
    proc.on('error', reject);
    proc.on('close', (code) => {
      // BENCH_CHILD_OUT=FILE keeps the last run's whole output (a --trace-gc probe's, say), which the figures leave out.
      if (process.env.BENCH_CHILD_OUT) writeFileSync(process.env.BENCH_CHILD_OUT, stdout + stderr);
      const line = /\nbench-memory (\{.*\})\n/.exec(stderr);
      if (line === null) return reject(new Error(`${BUNDLE} exited ${code} without its figures: ${stderr.slice(0, 2000)}`));
      const { peakMb, cpuMs } = JSON.parse(line[1] as string) as { peakMb: number; cpuMs: number };
      resolve({ code: code ?? -1, peakMb, cpuMs, out: (stdout + stderr.slice(0, line.index)).slice(0, 500) });
    });
  });
}

/** The built CLI: the command's figures, its start-up being `--version`'s peak. */
async function bundleChild(dir: string, argv: string[], env: Record<string, string>): Promise<ChildFigures> {
  const start = await bundleRun(dir, ['--version'], env);
  return { ...(await bundleRun(dir, argv, env)), startMb: start.peakMb };
}

/** In the child: one command through run(), and its figures as JSON. */
async function runChild(dir: string, argv: string[]): Promise<void> {
  const { run } = await import('../src/cli/main.ts');
  const startMb = process.resourceUsage().maxRSS / 1024;
  let out = '';
  const io = { stdout: (s: string) => void (out += s), stderr: (s: string) => void (out += s), env: { ...process.env }, cwd: dir, isTTY: false };
  const cpu0 = process.cpuUsage();
  const code = await run(argv, io);
  const used = process.cpuUsage(cpu0);
  const figures: ChildFigures = { code, startMb, peakMb: process.resourceUsage().maxRSS / 1024, cpuMs: (used.user + used.system) / 1000, out: out.slice(0, 500) };
  process.stdout.write(JSON.stringify(figures));
}

function table(name: string, rows: Array<{ n: number; f: ChildFigures; extra?: string }>): void {
  const first = rows[0];
  const last = rows.at(-1);
  for (const { n, f, extra } of rows) {
    const ratio = first === undefined ? '' : ` (×${(f.cpuMs / first.f.cpuMs).toFixed(1)} for ×${(n / first.n).toFixed(0)} lists)`;
    console.log(
      `  ${String(n).padStart(5)} lists: peak RSS ${f.peakMb.toFixed(0)} MB (${f.startMb.toFixed(0)} MB after start-up, ${((f.peakMb - f.startMb) / n).toFixed(3)} MB per list); CPU ${f.cpuMs.toFixed(0)} ms${ratio}, ${(f.cpuMs / n).toFixed(2)} ms per list${extra ?? ''}`,
    );
  }
  if (first !== undefined && last !== undefined && last.n > first.n) {
    const slope = (last.f.peakMb - first.f.peakMb) / (last.n - first.n);
    console.log(`  ${name}: peak RSS slope ${(slope * 1024).toFixed(1)} KB per list (${first.n} → ${last.n} lists)`);
  }
}

async function guideRows(sizes: number[]): Promise<void> {
  console.log(`guide: N lists × ${INSTRUCTIONS} instructions over up to ${LANGUAGES.length} languages, stylesync guide --out site`);
  const rows = [];
  for (const n of sizes) {
    const dir = await project(n);
    try {
      const f = await child(dir, ['guide', '--out', 'site'], {});
      if (f.code !== 0) throw new Error(`guide exited ${f.code}: ${f.out}`);
      rows.push({ n, f });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  table('guide', rows);
}

async function planRows(sizes: number[]): Promise<void> {
  console.log(`plan: N lists × ${INSTRUCTIONS} instructions, equal live (an empty plan), stylesync plan against the emulator`);
  const emu = await startEmulator({ randomSeed: 1, apiKeys: [{ key: KEY }] });
  const rows = [];
  try {
    for (const n of sizes) {
      const dir = await project(n);
      try {
        emu.reset();
        emu.seed(seedLists(n));
        const env = { STYLESYNC_API_KEY: KEY, STYLESYNC_BASE_URL: emu.url, XDG_CACHE_HOME: path.join(dir, '.cache') };
        // One run first fills the language cache, as a CI runner's cache would be.
        await child(dir, ['plan'], env);
        const before = emu.log.length;
        const f = await child(dir, ['plan', '--detailed-exitcode'], env);
        if (f.code !== 0) throw new Error(`plan exited ${f.code} (expected an empty plan): ${f.out}`);
        const lists = emu.log.slice(before).filter((r) => r.method === 'GET' && r.path === '/v3/style_rules').length;
        rows.push({ n, f, extra: `; ${lists} list requests (bound ⌊N/25⌋+1 = ${Math.floor(n / PAGE_SIZE) + 1}), ${emu.log.length - before} in all` });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await emu.close();
  }
  table('plan', rows);
}

if (CHILD) {
  await runChild(process.argv[3] as string, process.argv.slice(4));
} else {
  const sizes = (s: string) => s.split(',').filter(Boolean).map(Number);
  console.log(values.bundle ? `the built CLI: ${BUNDLE}` : 'src/ through tsx (--bundle: the built CLI)');
  if (sizes(values.guide).length > 0) await guideRows(sizes(values.guide));
  if (sizes(values.plan).length > 0) await planRows(sizes(values.plan));
}

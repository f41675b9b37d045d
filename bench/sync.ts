/**
 * `npm run bench:sync`: a sync at the latency bound (issue 18's scenario).
 * 400 lists × 6 instructions, of which 20 changed live: 52 writes in per-list
 * chains of 1, 3, 2, 2 and 5 writes (a rule edit; three prompts reworded; two
 * instructions missing; two stray ones; five prompts reworded), against the
 * in-process emulator at 20 ms and 50 ms of injected latency per request,
 * with --concurrency 1, 4, 8 and 16. The emulator runs in a process of its
 * own (`stylesync emulator`, driven through its /__emulator/ control routes),
 * so the service's CPU is not counted against the client's, as with a real
 * service. For each it prints:
 *
 * - phases, measured in this process (the library, no process start): the
 *   read (planAgainstLive: GETs against the bound ⌊N/25⌋+1, time) and the
 *   write phase (applyPlan: writes against the changed entities, time, and
 *   the round trips it took (the longest run of writes sent one after
 *   another: see roundTripsTaken) against the ideal max(longest chain,
 *   ⌈writes / c⌉) from the plan's chains, a figure the machine's load does
 *   not move; and the wall-time speed-up over concurrency 1, which compares
 *   runs made under whatever load each met);
 * - the whole process: `stylesync apply --yes --concurrency c` spawned from
 *   the bundle (run `npm run bundle` first), wall time from spawn to exit,
 *   every request it sent against the bound (pages + writes). One more run
 *   at 0 ms latency shows what start-up and loading cost alone.
 *
 * Times are medians of --runs runs per cell (default 3; the machine is
 * shared, so single runs are noisy). Every run is checked to converge (a
 * plan afterwards is empty). Options: --runs N,
 * --latency 20,50, --concurrency 1,4,8,16.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sendPlan } from '../src/apply/send-plan.ts';
import { planAgainstLive } from '../src/app/plan-live.ts';
import type { LiveList, RuleMap } from '../src/catalog/types.ts';
import { loadProject } from '../src/config/project.ts';
import type { FaultRule } from '../src/emulator/emulator.ts';
import type { CreateListBody } from '../src/live/api.ts';
import { createClient } from '../src/live/client.ts';
import { idealRoundTrips, roundTripsTaken, timedWrites } from './round-trips.ts';

const repo = path.resolve(import.meta.dirname, '..');
const CLI = path.join(repo, 'bin', 'stylesync.js');
const KEY = 'bench-sync-key';
const LISTS = 400;
const INSTRUCTIONS = 6;
/** Every 20th list changed, its chain taken in turn from these: 4 × 13 = 52 writes. */
const CHAINS = [1, 3, 2, 2, 5] as const;
const CHANGED_EVERY = 20;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    latency: { type: 'string', default: '20,50' },
    concurrency: { type: 'string', default: '1,4,8,16' },
  },
});
const RUNS = Number(values.runs);
const LATENCIES = values.latency.split(',').map(Number);
const CONCURRENCIES = values.concurrency.split(',').map(Number);

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

/** The style files: 400 lists as the files want them. */
async function project(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-bench-sync-'));
  await mkdir(path.join(dir, 'styles'));
  await writeFile(path.join(dir, 'stylesync.yaml'), 'styles_dir: styles\n');
  for (let i = 0; i < LISTS; i++) {
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

/** The live state: the files, except every 20th list, drifted so that bringing it back takes a chain of 1, 3, 2, 2 or 5 writes. */
function liveSeed(): { seed: CreateListBody[]; writes: number } {
  let writes = 0;
  const seed = Array.from({ length: LISTS }, (_, i): CreateListBody => {
    const body: CreateListBody = { name: `Bench list ${i}`, language: 'de', configured_rules: structuredClone(RULES), custom_instructions: instructions(i) };
    if (i % CHANGED_EVERY !== 0) return body;
    const kind = (i / CHANGED_EVERY) % CHAINS.length;
    writes += CHAINS[kind] as number;
    const reword = (count: number) => {
      for (let j = 0; j < count; j++) body.custom_instructions[j]!.prompt += ' (edited)';
    };
    if (kind === 0) body.configured_rules = { numbers: { decimal_separator: 'use_period_as_decimal_separator' } };
    else if (kind === 1) reword(3);
    else if (kind === 2) body.custom_instructions.splice(4, 2);
    else if (kind === 3) body.custom_instructions.push({ label: 'Stray A', prompt: 'x', source_language: 'en' }, { label: 'Stray B', prompt: 'y', source_language: 'en' });
    else reword(5);
    return body;
  });
  return { seed, writes };
}

/** `stylesync emulator` in a child process, driven through its control routes. */
interface Emulator {
  url: string;
  control(method: string, route: string, body?: unknown): Promise<unknown>;
  log(): Promise<{ method: string; path: string }[]>;
  close(): void;
}

async function startRemoteEmulator(): Promise<Emulator> {
  const child = spawn(process.execPath, [CLI, 'emulator', '--api-key', KEY], { stdio: ['ignore', 'pipe', 'ignore'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.split('\n')[0] as string);
    });
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`the emulator exited ${code} before it listened`)));
  });
  const control = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${url}/__emulator/${route}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (!response.ok) throw new Error(`emulator control ${method} ${route}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };
  return {
    url,
    control,
    log: async () => ((await control('GET', 'log')) as { log: { method: string; path: string }[] }).log,
    close: () => child.kill(),
  };
}

async function reseed(emu: Emulator, latencyMs: number): Promise<number> {
  await emu.control('POST', 'reset');
  const { seed, writes } = liveSeed();
  await emu.control('POST', 'seed', seed);
  const latency: FaultRule = { kind: 'latency', latencyMs };
  if (latencyMs > 0) await emu.control('POST', 'faults', latency);
  return writes;
}

const bound = (lists: number) => Math.floor(lists / 25) + 1;
const isPageGet = (e: { method: string; path: string }) => e.method === 'GET' && e.path === '/v3/style_rules';

/** After a run: a plan on a healthy service (no latency) must be empty. */
async function converged(emu: Emulator, dir: string): Promise<void> {
  await emu.control('DELETE', 'faults');
  const { config, result } = await loadProject({ cwd: dir });
  if (!result.ok) throw new Error(`the bench project does not validate: ${JSON.stringify(result.errors.slice(0, 3))}`);
  const { plan } = await planAgainstLive(result.lists, config, createClient({ baseUrl: emu.url, apiKey: KEY }), {});
  if (plan.lists.items.length > 0 || plan.lists.problems.length > 0) throw new Error(`the sync did not converge: ${plan.lists.items.length} lists still differ`);
}

interface Phases {
  readMs: number;
  readGets: number;
  writeMs: number;
  writes: number;
  expectedWrites: number;
  chains: number[];
  /** Round trips the write phase took (roundTripsTaken). */
  roundTrips: number;
}

/** The read and the write phase in this process, timed apart. */
async function phases(emu: Emulator, dir: string, latencyMs: number, concurrency: number): Promise<Phases> {
  const { config, result } = await loadProject({ cwd: dir });
  if (!result.ok) throw new Error(`the bench project does not validate: ${JSON.stringify(result.errors.slice(0, 3))}`);
  const expectedWrites = await reseed(emu, latencyMs);
  const api = createClient({ baseUrl: emu.url, apiKey: KEY });
  const readStart = performance.now();
  const { plan, live } = await planAgainstLive(result.lists, config, api, { readConcurrency: concurrency });
  const readMs = performance.now() - readStart;
  const readGets = api.requestCount();
  const byId = new Map(live.map((l) => [l.style_id, l]));
  // Backups kept in memory: this phase measures the service round trips, not the disk (the whole-process run writes them).
  const backup = async (list: LiveList) => (JSON.stringify(list), `memory:${list.style_id}`);
  const calls: { start: number; end: number }[] = [];
  const writeStart = performance.now();
  const applied = await sendPlan(plan, timedWrites(api, calls), { concurrency, now: () => new Date().toISOString(), backup, snapshot: (id) => byId.get(id) });
  const writeMs = performance.now() - writeStart;
  if (applied.totals.failed > 0) throw new Error(`${applied.totals.failed} lists failed at concurrency ${concurrency}`);
  await converged(emu, dir);
  const chains = plan.lists.items.map((l) => l.changes.length);
  return { readMs, readGets, writeMs, writes: api.requestCount() - readGets, expectedWrites, chains, roundTrips: roundTripsTaken(calls) };
}

/** `stylesync apply --yes` as a process: wall time, and the requests it sent. */
async function wholeProcess(emu: Emulator, dir: string, latencyMs: number, concurrency: number): Promise<{ ms: number; gets: number; writes: number; other: number }> {
  await reseed(emu, latencyMs);
  const from = (await emu.log()).length;
  const ms = await new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, 'apply', '--yes', '--quiet', '--concurrency', String(concurrency)], {
      cwd: dir,
      env: { ...process.env, STYLESYNC_API_KEY: KEY, STYLESYNC_BASE_URL: emu.url, NO_COLOR: '1', XDG_CACHE_HOME: path.join(dir, '.cache') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`apply exited ${code}:\n${output}`))));
  });
  const sent = (await emu.log()).slice(from);
  const gets = sent.filter(isPageGet).length;
  const writes = sent.filter((e) => e.method !== 'GET').length;
  await converged(emu, dir);
  return { ms, gets, writes, other: sent.length - gets - writes };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;

const emu = await startRemoteEmulator();
const dir = await project();
try {
  const pages = bound(LISTS);
  console.log(`sync bench: ${LISTS} lists × ${INSTRUCTIONS} instructions, ${LISTS / CHANGED_EVERY} changed in chains of ${CHAINS.join(', ')} writes; bound ${pages} list pages`);
  console.log(`medians of ${RUNS} runs; phases measured in this process (library calls), whole process = \`stylesync apply --yes\` spawned from dist/ (node start, loading, read, writes); the emulator in its own process`);
  const base: Awaited<ReturnType<typeof wholeProcess>>[] = [];
  for (let r = 0; r < RUNS; r++) base.push(await wholeProcess(emu, dir, 0, 8));
  console.log(`whole process at 0 ms latency, --concurrency 8: ${ms(median(base.map((x) => x.ms)))} (${base[0]?.gets} GETs + ${base[0]?.writes} writes)`);
  for (const latency of LATENCIES) {
    console.log(`\n${latency} ms latency per request`);
    let serialWriteMs: number | undefined;
    for (const c of CONCURRENCIES) {
      const ps: Phases[] = [];
      const runs: Awaited<ReturnType<typeof wholeProcess>>[] = [];
      for (let r = 0; r < RUNS; r++) {
        ps.push(await phases(emu, dir, latency, c));
        runs.push(await wholeProcess(emu, dir, latency, c));
      }
      const p = ps[0] as Phases;
      const whole = runs[0] as (typeof runs)[number];
      const writeMs = median(ps.map((x) => x.writeMs));
      const writes = p.chains.reduce((a, b) => a + b, 0);
      const idealRt = idealRoundTrips(p.chains, c);
      // Speed-up over concurrency 1 (the same latency, measured first): on a loaded machine the two runs see different loads.
      serialWriteMs ??= c === 1 ? writeMs : undefined;
      const speedup = serialWriteMs === undefined ? 'n/a' : `${(serialWriteMs / writeMs).toFixed(2)}× (ideal ${(writes / idealRt).toFixed(2)}×)`;
      const trips = ps.map((x) => x.roundTrips);
      const [fewest, most] = [Math.min(...trips), Math.max(...trips)];
      const taken = fewest === most ? `${fewest}` : `${fewest}–${most}`;
      const ofIdeal = fewest === most ? (idealRt / most).toFixed(2) : `${(idealRt / most).toFixed(2)}–${(idealRt / fewest).toFixed(2)}`;
      console.log(
        `  --concurrency ${String(c).padEnd(2)}  read ${ms(median(ps.map((x) => x.readMs)))} (${p.readGets} GETs, bound ${pages})` +
          `  writes ${ms(writeMs)} (${p.writes} for ${p.expectedWrites} changes) in ${taken} round trips (over the runs) for an ideal ${idealRt} = ${ofIdeal} of ideal; wall-time speed-up over c=1 ${speedup}` +
          `  whole process ${ms(median(runs.map((x) => x.ms)))}: ${whole.gets} GETs + ${whole.writes} writes${whole.other > 0 ? ` + ${whole.other} other` : ''}, bound ${pages + p.expectedWrites}`,
      );
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
  emu.close();
}

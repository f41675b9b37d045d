/**
 * `npm run bench:glossary`: what planning glossaries costs, against the
 * emulator over HTTP on 127.0.0.1.
 *
 * 1. Requests. A project of four glossary files (one changed, one renamed by
 *    its pin, one tombstone, one new) beside two glossaries no file manages.
 *    Reading costs `1 + (dictionaries of the live glossaries the files
 *    manage)`: the listing, then one entries read per dictionary; with
 *    --prune, the dictionaries of the glossaries it would delete too. Prints
 *    the requests counted by the client and by the emulator's log beside that
 *    bound, and the writes the plan would send.
 * 2. Writes per change. One glossary of two dictionaries, changed one way at
 *    a time: the requests the plan sends for each, the figures behind the
 *    table in docs/glossary-files.md ("What each change costs"). Each plan is
 *    then carried out against the emulator and planned again, which must come
 *    out empty: the writes are exact, not just few.
 * 3. Time and peak memory to plan one dictionary of N terms (default 10,000
 *    and 100,000) with 100 changes, in a fresh process each run: load the
 *    files, list, read the entries, plan (planGlossaries). Two shapes of
 *    change: 50 changed + 50 added (one PATCH of 100 terms) and 40 changed +
 *    30 added + 30 removed (one PUT of the whole dictionary). Once `stylesync
 *    plan` plans glossaries, the same project is also planned end to end by
 *    the CLI bundle (bin/stylesync.js; `npm run bundle` first). Wall time per
 *    phase, and the process's CPU time, which a shared machine inflates less.
 *
 * Options: --terms 10000,100000 --changes 100 --runs 3.
 * Prints figures; fails only when a count breaks its bound, a re-plan is not
 * empty, or a run fails.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { GlossaryPair, LiveGlossary, LiveGlossaryInfo } from '../src/catalog/glossary.ts';
import { entriesToTsv } from '../src/catalog/glossary-entries.ts';
import { loadProject } from '../src/config/project.ts';
import { startEmulator, type RunningEmulator } from '../src/emulator/emulator.ts';
import { createClient, type LiveClient } from '../src/live/client.ts';
import { glossariesToRead } from '../src/app/glossary-plan-live.ts';
import { planGlossaries } from '../src/plan/glossary-plan.ts';
import type { SectionOptions } from '../src/plan/plan-section.ts';
import type { GlossaryWrite } from '../src/plan/glossary-types.ts';
import type { GlossarySection } from '../src/plan/types.ts';

const repo = path.resolve(import.meta.dirname, '..');
const CLI = path.join(repo, 'bin', 'stylesync.js');
const KEY = 'bench-glossary-key-7c1e9a';
const CONCURRENCY = 8;

type Terms = Array<[string, string]>;
const terms = (n: number, from = 0, target = 'Begriff'): Terms => Array.from({ length: n }, (_, i) => [`term ${from + i}`, `${target} ${from + i}`]);
const pair = (source_lang: string, target_lang: string): GlossaryPair => ({ source_lang, target_lang });

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { terms: { type: 'string', default: '10000,100000' }, changes: { type: 'string', default: '100' }, runs: { type: 'string', default: '3' } },
  });
  const emu = await startEmulator({ randomSeed: 1, apiKeys: [{ key: KEY }] });
  let failed = false;
  try {
    const client = createClient({ baseUrl: emu.url, apiKey: KEY });
    failed = (await readBound(emu, client)) || failed;
    failed = (await writesPerChange(emu, client)) || failed;
    const sizes = values.terms.split(',').map(Number);
    failed = (await timing(emu, client, sizes, Number(values.changes), Number(values.runs))) || failed;
  } finally {
    await emu.close();
  }
  process.exit(failed ? 1 : 0);
}

// ---------------------------------------------------------------- 1. requests

async function readBound(emu: RunningEmulator, client: LiveClient): Promise<boolean> {
  emu.reset();
  const dictionary = (p: GlossaryPair, n: number) => ({ ...p, entries: terms(n) });
  const acme = await client.createGlossary('Acme Product Terms', [dictionary(pair('en', 'de'), 50), dictionary(pair('en', 'fr'), 50), dictionary(pair('en', 'ja'), 50)]);
  const support = await client.createGlossary('Support Terms', [dictionary(pair('en', 'de'), 20), dictionary(pair('de', 'en'), 20)]);
  await client.createGlossary('Retired Terms', [dictionary(pair('en', 'de'), 10)]);
  await client.createGlossary('Marketing Terms', [dictionary(pair('en', 'de'), 10), dictionary(pair('en', 'fr'), 10)]);
  await client.createGlossary('Legal Terms', [dictionary(pair('en', 'de'), 10), dictionary(pair('en', 'fr'), 10), dictionary(pair('en', 'it'), 10), dictionary(pair('en', 'es'), 10)]);

  const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-bench-glossary-'));
  try {
    const changed = terms(50);
    changed[0] = ['term 0', 'Begriff null'];
    await writeGlossary(dir, 'acme', 'Acme Product Terms', undefined, [
      [pair('en', 'de'), changed],
      [pair('en', 'fr'), terms(50)],
      [pair('en', 'ja'), terms(50)],
    ]);
    await writeGlossary(dir, 'support', 'Customer Support Terms', support.value.glossary_id, [
      [pair('en', 'de'), terms(20)],
      [pair('de', 'en'), terms(20)],
    ]);
    await writeFile(path.join(dir, 'glossaries', 'retired.yaml'), 'name: Retired Terms\nstate: absent\n');
    await writeGlossary(dir, 'new', 'New Terms', undefined, [[pair('en', 'de'), terms(5)]]);

    const managed = acme.value.dictionaries.length + support.value.dictionaries.length + 1;
    const unmanaged = 2 + 4;
    console.log('1. Requests to read before planning (4 glossary files: changed, renamed by pin, tombstone, new; 2 glossaries unmanaged)');
    let failed = false;
    for (const prune of [false, true]) {
      const bound = 1 + managed + (prune ? unmanaged : 0);
      const before = emu.log.length;
      const result = await runChild(dir, emu.url, prune);
      const logged = emu.log.length - before;
      const ok = result.requests === bound && logged === bound;
      failed ||= !ok;
      console.log(
        `   ${prune ? 'with --prune   ' : 'without --prune'} ${result.requests} requests (emulator log: ${logged}); bound 1 + ${managed}${prune ? ` + ${unmanaged} (pruned)` : ''} = ${bound}${ok ? '' : '  ← BOUND BROKEN'}`,
      );
      console.log(`                   the plan then sends ${result.writes.length} writes: ${result.writes.join(', ')}`);
    }
    return failed;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------- 2. writes per change

interface Scenario {
  what: string;
  name?: string;
  dictionaries: Array<[GlossaryPair, Terms]>;
  state?: 'absent';
  /** Start without the live glossary. */
  fresh?: boolean;
}

async function writesPerChange(emu: RunningEmulator, client: LiveClient): Promise<boolean> {
  const base = (): Array<[GlossaryPair, Terms]> => [
    [pair('en', 'de'), terms(1000)],
    [pair('en', 'fr'), terms(1000, 0, 'terme')],
  ];
  const edit = (f: (d: Array<[GlossaryPair, Terms]>) => void) => {
    const d = base();
    f(d);
    return d;
  };
  const scenarios: Scenario[] = [
    { what: 'create (2 dictionaries)', dictionaries: base(), fresh: true },
    { what: 'add 10 terms to en→de', dictionaries: edit((d) => d[0]![1].push(...terms(10, 5000))) },
    { what: 'change 10 terms of en→de', dictionaries: edit((d) => d[0]![1].splice(0, 10, ...terms(10, 0, 'Neu'))) },
    { what: 'remove 1 term of en→de', dictionaries: edit((d) => d[0]![1].pop()) },
    { what: 'add to en→de, remove from en→fr', dictionaries: edit((d) => (d[0]![1].push(...terms(10, 5000)), d[1]![1].pop())) },
    { what: 'add a dictionary (en→it)', dictionaries: edit((d) => d.push([pair('en', 'it'), terms(100)])) },
    { what: 'remove a dictionary (en→fr)', dictionaries: edit((d) => d.pop()) },
    { what: 'rename', name: 'Renamed Terms', dictionaries: base() },
    { what: 'rename + add 10 terms', name: 'Renamed Terms', dictionaries: edit((d) => d[0]![1].push(...terms(10, 5000))) },
    { what: 'delete (state: absent)', dictionaries: base(), state: 'absent' },
  ];
  console.log('\n2. Writes the plan sends per change (a glossary of 2 dictionaries of 1,000 terms); each carried out, then planned again');
  let failed = false;
  for (const s of scenarios) {
    emu.reset();
    let id: string | undefined;
    if (!s.fresh) id = (await client.createGlossary('Terms', base().map(([p, t]) => ({ ...p, entries: t })))).value.glossary_id;
    const desired = [desiredGlossary(s.name ?? 'Terms', id, s.dictionaries, s.state)];
    const plan = await planLive(client, desired);
    const before = emu.log.length;
    for (const g of plan.items) await carryOut(client, g.glossary_id, g.writes);
    const sent = emu.log.length - before;
    const again = await planLive(client, desired);
    const converged = again.requests === 0 && again.problems.length === 0;
    failed ||= !converged || sent !== plan.requests;
    const writes = plan.items.flatMap((g) => g.writes.map(describeWrite));
    console.log(`   ${s.what.padEnd(34)} ${String(sent).padStart(2)} request${sent === 1 ? ' ' : 's'} ${writes.join(', ')}${converged ? '' : '  ← PLAN AFTER APPLY NOT EMPTY'}`);
  }
  return failed;
}

/**
 * Carries out a plan's writes in order through the live client. Not the apply
 * step (which also records, backs up and refuses stale plans): just enough to
 * show on the emulator that the writes the plan counts turn the service into
 * the files.
 */
async function carryOut(client: LiveClient, id: string | undefined, writes: readonly GlossaryWrite[]): Promise<void> {
  let glossary: LiveGlossaryInfo | undefined = id === undefined ? undefined : { glossary_id: id, name: '', dictionaries: [] };
  for (const w of writes) {
    if (w.kind === 'create_glossary') glossary = (await client.createGlossary(w.name, w.dictionaries)).value;
    else if (!glossary) throw new Error(`a ${w.kind} without a glossary`);
    else if (w.kind === 'patch_glossary') await client.patchGlossary(glossary, { ...(w.name === undefined ? {} : { name: w.name }), ...(w.dictionary ? { dictionary: w.dictionary } : {}) });
    else if (w.kind === 'put_dictionary') await client.putDictionary(glossary, w.dictionary);
    else if (w.kind === 'delete_dictionary') await client.deleteDictionary(glossary, w);
    else await client.deleteGlossary(glossary);
  }
}

function describeWrite(w: GlossaryWrite): string {
  switch (w.kind) {
    case 'create_glossary':
      return `POST (${w.dictionaries.map((d) => `${d.source_lang}→${d.target_lang} ${d.entries.length}`).join(', ')})`;
    case 'patch_glossary':
      return `PATCH (${[w.name === undefined ? '' : 'name', w.dictionary ? `${w.dictionary.source_lang}→${w.dictionary.target_lang} ${plural(w.dictionary.entries.length, 'term')}` : ''].filter(Boolean).join(' + ')})`;
    case 'put_dictionary':
      return `PUT (${w.dictionary.source_lang}→${w.dictionary.target_lang}, all ${w.dictionary.entries.length} terms)`;
    case 'delete_dictionary':
      return `DELETE dictionary (${w.source_lang}→${w.target_lang})`;
    case 'delete_glossary':
      return 'DELETE glossary';
  }
}

// ----------------------------------------------------------- 3. time, memory

async function timing(emu: RunningEmulator, client: LiveClient, sizes: number[], changes: number, runs: number): Promise<boolean> {
  console.log(`\n3. Plan one dictionary of N terms with ${changes} changes: a fresh process per run, median of ${runs} (min–max)`);
  console.log('   phases: load the files · list + read entries (2 requests) · planGlossaries; peak RSS of the process (RSS after start-up)');
  const changedCount = Math.round(changes * 0.4);
  const shapes = [
    { name: `${changes / 2} changed + ${changes / 2} added → 1 PATCH`, changed: changes / 2, added: changes / 2, removed: 0 },
    { name: `${changedCount} changed + ${(changes - changedCount) / 2} added + ${(changes - changedCount) / 2} removed → 1 PUT`, changed: changedCount, added: (changes - changedCount) / 2, removed: (changes - changedCount) / 2 },
  ];
  let failed = false;
  for (const n of sizes) {
    for (const shape of shapes) {
      emu.reset();
      const live = terms(n);
      await client.createGlossary('Termbase', [{ ...pair('en', 'de'), entries: live }]);
      const desired = live.slice(0, n - shape.removed);
      for (let i = 0; i < shape.changed; i++) {
        const at = Math.floor(((i + 0.5) * desired.length) / shape.changed);
        desired[at] = [desired[at]![0], `${desired[at]![1]} (neu)`];
      }
      desired.push(...terms(shape.added, n));
      const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-bench-glossary-'));
      try {
        await writeGlossary(dir, 'termbase', 'Termbase', undefined, [[pair('en', 'de'), desired]], true);
        const samples: ChildResult[] = [];
        for (let run = 0; run < runs; run++) samples.push(await runChild(dir, emu.url, false));
        const counts = samples[0]!;
        const expected = `${shape.added} added, ${shape.changed} changed, ${shape.removed} removed`;
        if (counts.terms !== expected || counts.requests !== 2 || counts.writes.length !== 1) {
          failed = true;
          console.log(`   unexpected plan at ${n}: ${counts.terms}; ${counts.requests} reads; ${counts.writes.join(', ')}`);
        }
        const line = (key: keyof Pick<ChildResult, 'load' | 'read' | 'plan' | 'total'>) => spread(samples.map((s) => s[key]));
        console.log(`   ${n.toLocaleString('en')} terms, ${shape.name}`);
        console.log(`      total ${line('total')}: load ${line('load')} · read ${line('read')} · plan ${line('plan')}; CPU ${spread(samples.map((s) => s.cpu))}`);
        console.log(`      peak RSS ${spread(samples.map((s) => s.peakMb), 'MB')} (${spread(samples.map((s) => s.startMb), 'MB')} after start-up); sends ${counts.writes.join(', ')}`);
        const e2e = await endToEnd(dir, emu.url, runs);
        console.log(`      stylesync plan end to end: ${e2e}`);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  }
  return failed;
}

/**
 * `stylesync plan --format json` end to end, two ways: the CLI bundle as a
 * process (wall time, Node's start included), and the CLI's run() from
 * src/ in a fresh process (wall and CPU time, peak RSS, Node's start not
 * counted), so a loaded machine's waiting shows apart from the work.
 */
async function endToEnd(dir: string, url: string, runs: number): Promise<string> {
  const env = { STYLESYNC_API_KEY: KEY, STYLESYNC_BASE_URL: url, NO_COLOR: '1', XDG_CACHE_HOME: path.join(dir, '.cache') };
  const bundle: number[] = [];
  const inner: Array<{ wall: number; cpu: number; peakMb: number; writes: number }> = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const r = await spawnCollect(process.execPath, [CLI, 'plan', '--format', 'json'], dir, env);
    const elapsed = performance.now() - started;
    let plan: { glossaries?: GlossarySection } | undefined;
    try {
      plan = JSON.parse(r.stdout) as { glossaries?: GlossarySection };
    } catch {
      return `failed (exit ${r.code}): ${r.stderr.trim().split('\n')[0] ?? ''}`;
    }
    if (plan.glossaries === undefined) return 'not measured: this build of the CLI does not plan glossaries yet (npm run bundle?)';
    bundle.push(elapsed);
    const c = await spawnCollect(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--cli-child', dir], repo, env);
    if (c.code !== 0) return `failed (exit ${c.code}): ${c.stderr.trim().split('\n')[0] ?? ''}`;
    inner.push(JSON.parse(c.stdout) as (typeof inner)[number]);
  }
  const writes = inner[0]?.writes;
  return `bundle as a process ${spread(bundle)}; run() ${spread(inner.map((x) => x.wall))}, CPU ${spread(inner.map((x) => x.cpu))}, peak RSS ${spread(inner.map((x) => x.peakMb), 'MB')}; ${writes} glossary write${writes === 1 ? '' : 's'} planned`;
}

/** One `stylesync plan --format json` through src/cli/main.ts run(), in this process; prints its figures as JSON. */
async function cliChild(dir: string): Promise<void> {
  const { run } = await import('../src/cli/main.ts');
  let out = '';
  const io = { stdout: (chunk: string) => void (out += chunk), stderr: () => undefined, env: { ...process.env } as Record<string, string>, cwd: dir, isTTY: false };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const code = await run(['plan', '--format', 'json'], io);
  const wall = performance.now() - t0;
  const used = process.cpuUsage(cpu0);
  if (code !== 0 && code !== 2) throw new Error(`plan exited ${code}: ${out.slice(0, 500)}`);
  const plan = JSON.parse(out) as { glossaries?: GlossarySection };
  process.stdout.write(JSON.stringify({ wall, cpu: (used.user + used.system) / 1000, peakMb: process.resourceUsage().maxRSS / 1024, writes: plan.glossaries?.requests ?? 0 }));
}

// ------------------------------------------------------------------ helpers

async function writeGlossary(dir: string, file: string, name: string, id: string | undefined, dictionaries: Array<[GlossaryPair, Terms]>, tsv = false): Promise<void> {
  await mkdir(path.join(dir, 'glossaries', 'terms'), { recursive: true });
  await mkdir(path.join(dir, 'styles'), { recursive: true });
  const lines = [`name: ${name}`, ...(id === undefined ? [] : [`glossary_id: ${id}`]), 'dictionaries:'];
  for (const [p, t] of dictionaries) {
    lines.push(`  - source_language: ${p.source_lang}`, `    target_language: ${p.target_lang}`);
    if (tsv) {
      const entriesFile = `terms/${file}-${p.source_lang}-${p.target_lang}.tsv`;
      await writeFile(path.join(dir, 'glossaries', entriesFile), `${entriesToTsv(t)}\n`);
      lines.push(`    entries_file: ${entriesFile}`);
    } else {
      lines.push('    entries:', ...t.map(([s, v]) => `      ${s}: ${v}`));
    }
  }
  await writeFile(path.join(dir, 'glossaries', `${file}.yaml`), `${lines.join('\n')}\n`);
}

function desiredGlossary(name: string, id: string | undefined, dictionaries: Array<[GlossaryPair, Terms]>, state?: 'absent') {
  const origin = { file: 'glossaries/terms.yaml', line: 1, col: 1 };
  return {
    file: origin.file,
    name,
    ...(id === undefined ? {} : { glossary_id: id }),
    state: state ?? ('present' as const),
    origin,
    dictionaries: dictionaries.map(([p, t]) => ({ ...p, entries: new Map(t), entryOrigins: new Map(), origin })),
  };
}

const OPTIONS: SectionOptions = { prune: false, ignore: [] };

/** List, read what the plan needs, plan: the steps `stylesync plan` takes for glossaries. */
async function planLive(client: LiveClient, desired: Parameters<typeof planGlossaries>[0], options = OPTIONS): Promise<GlossarySection> {
  const listing = (await client.listGlossaries()).value;
  const read = await client.readGlossaries(glossariesToRead(desired, listing, options), CONCURRENCY);
  const byId = new Map(read.glossaries.map((g) => [g.glossary_id, g]));
  // Glossaries not read go in without entries: the plan must not need them (it would say glossary-not-read).
  const live: LiveGlossary[] = listing.map((g) => byId.get(g.glossary_id) ?? { ...g, entries: [] });
  return planGlossaries(desired, live, options);
}

interface ChildResult {
  load: number;
  read: number;
  plan: number;
  total: number;
  /** CPU time of the whole measured work (user + system): what waiting for a core on a shared machine does not inflate. */
  cpu: number;
  requests: number;
  writes: string[];
  terms: string;
  startMb: number;
  peakMb: number;
}

async function runChild(dir: string, url: string, prune: boolean): Promise<ChildResult> {
  const r = await spawnCollect(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--child', dir, url, prune ? 'prune' : 'keep'], repo, {});
  if (r.code !== 0) throw new Error(`child failed (exit ${r.code}):\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(r.stdout) as ChildResult;
}

/** One measured plan in this process: load the files, list, read, plan; prints a ChildResult. */
async function child(dir: string, url: string, prune: boolean): Promise<void> {
  const startMb = process.memoryUsage().rss / 2 ** 20;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const { result } = await loadProject({ cwd: dir });
  if (!result.ok) throw new Error(`the bench project does not validate: ${JSON.stringify(result.errors.slice(0, 3))}`);
  const t1 = performance.now();
  const client = createClient({ baseUrl: url, apiKey: KEY });
  const options = { prune, ignore: [] };
  const listing = (await client.listGlossaries()).value;
  const desired = result.glossaries;
  const read = await client.readGlossaries(glossariesToRead(desired, listing, options), CONCURRENCY);
  const t2 = performance.now();
  const byId = new Map(read.glossaries.map((g) => [g.glossary_id, g]));
  const plan = planGlossaries(desired, listing.map((g) => byId.get(g.glossary_id) ?? { ...g, entries: [] }), options);
  const t3 = performance.now();
  if (plan.problems.length > 0) throw new Error(`plan problems: ${JSON.stringify(plan.problems)}`);
  const d = plan.items.flatMap((g) => g.dictionaries);
  const sum = (f: (x: (typeof d)[number]) => number) => d.reduce((n, x) => n + f(x), 0);
  const out: ChildResult = {
    load: t1 - t0,
    read: t2 - t1,
    plan: t3 - t2,
    total: t3 - t0,
    cpu: ((u) => (u.user + u.system) / 1000)(process.cpuUsage(cpu0)),
    requests: client.requestCount(),
    writes: plan.items.flatMap((g) => g.writes.map(describeWrite)),
    terms: `${sum((x) => x.added.length)} added, ${sum((x) => x.changed.length)} changed, ${sum((x) => x.removed.length)} removed`,
    startMb,
    peakMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(JSON.stringify(out));
}

function spawnCollect(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d) => (stdout += d));
    proc.stderr.on('data', (d) => (stderr += d));
    proc.on('error', reject);
    proc.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/** "median (min–max)" */
function spread(samples: number[], unit = 'ms'): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number | undefined) => (n ?? NaN).toFixed(0);
  return `${f(sorted[Math.floor(sorted.length / 2)])} ${unit} (${f(sorted[0])}–${f(sorted.at(-1))})`;
}

// Last, so every constant above is initialised before the top-level await runs.
if (process.argv[2] === '--child') {
  await child(process.argv[3] as string, process.argv[4] as string, process.argv[5] === 'prune');
} else if (process.argv[2] === '--cli-child') {
  await cliChild(process.argv[3] as string);
} else {
  await main();
}

/**
 * `npm run bench:schedule`: the write phase of a mixed apply, lists and
 * glossaries in one plan (issue #28: one pool for every kind, most writes
 * left first). 40 style lists, every other one drifted so that bringing it
 * back takes a chain of 1, 3, 2, 2 or 5 writes, and 24 glossary files of four
 * dictionaries, drifted so that each takes a create, two PUTs, a PATCH + PUT +
 * dictionary delete, or four PATCHes + a dictionary delete. The in-process
 * emulator answers every request after --latency ms (default 20, a latency
 * fault); apply runs at --concurrency (default 8).
 *
 * It prints, per run, the round trips the write phase took (the longest run
 * of writes each sent after the one before had its answer: a count the
 * machine's load hardly moves) against the critical-path ideal max(longest
 * chain, ⌈writes / c⌉) and their ratio ideal / taken (1 is the best any
 * order can do); beside it, the best that sending the lists and then the
 * glossaries (the scheduler before #28) could do. Every run is checked to
 * converge (a plan afterwards is empty). Options: --runs N (default 3),
 * --latency MS, --concurrency C.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { managedGlossaries, planAgainstLive } from '../src/app/plan-live.ts';
import { sendPlan } from '../src/apply/send-plan.ts';
import type { LiveGlossary } from '../src/catalog/glossary.ts';
import type { LiveList } from '../src/catalog/types.ts';
import { loadProject } from '../src/config/project.ts';
import { startEmulator, type RunningEmulator } from '../src/emulator/emulator.ts';
import type { CreateListBody } from '../src/live/api.ts';
import { createClient } from '../src/live/client.ts';
import type { DictionaryBody } from '../src/live/glossaries.ts';
import { idealRoundTrips, roundTripsTaken, timedWrites, type Call } from './round-trips.ts';

const KEY = 'bench-schedule-key';
const LISTS = 40;
const GLOSSARIES = 24;
/** Chains of the drifted lists, taken in turn. */
const CHAINS = [1, 3, 2, 2, 5] as const;
const PAIRS = ['de', 'fr', 'es', 'it'] as const;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, latency: { type: 'string', default: '20' }, concurrency: { type: 'string', default: '8' } } });
const RUNS = Number(values.runs);
const LATENCY = Number(values.latency);
const CONCURRENCY = Number(values.concurrency);

const instructions = (i: number) => Array.from({ length: 6 }, (_, j) => ({ label: `Rule ${j}`, prompt: `Instruction ${j} of list ${i}.`, source_language: 'en' }));
const terms = (j: number, lang: string): Array<[string, string]> => [0, 1, 2].map((k) => [`term ${j}.${k}`, `${lang} ${j}.${k}`]);

/** The files: every list and glossary as wanted. */
async function project(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stylesync-bench-schedule-'));
  await mkdir(path.join(dir, 'styles'));
  await mkdir(path.join(dir, 'glossaries'));
  await writeFile(path.join(dir, 'stylesync.yaml'), 'styles_dir: styles\nglossaries_dir: glossaries\n');
  for (let i = 0; i < LISTS; i++) {
    const lines = [`name: Bench list ${i}`, 'language: de', 'configured_rules:', '  numbers:', '    decimal_separator: use_comma_as_decimal_separator', 'custom_instructions:'];
    for (const x of instructions(i)) lines.push(`  - label: ${x.label}`, `    prompt: "${x.prompt}"`, `    source_language: ${x.source_language}`);
    await writeFile(path.join(dir, 'styles', `list-${i}.yaml`), `${lines.join('\n')}\n`);
  }
  for (let j = 0; j < GLOSSARIES; j++) {
    const lines = [`name: Bench glossary ${j}`, 'dictionaries:'];
    for (const lang of PAIRS) {
      lines.push('  - source_language: en', `    target_language: ${lang}`, '    entries:');
      for (const [s, t] of terms(j, lang)) lines.push(`      "${s}": "${t}"`);
    }
    await writeFile(path.join(dir, 'glossaries', `glossary-${j}.yaml`), `${lines.join('\n')}\n`);
  }
  return dir;
}

/** The live state, drifted from the files; seeded before the latency fault is set. */
async function seed(emu: RunningEmulator): Promise<void> {
  emu.reset();
  emu.clearFaults();
  const lists = Array.from({ length: LISTS }, (_, i): CreateListBody => {
    const body: CreateListBody = { name: `Bench list ${i}`, language: 'de', configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } }, custom_instructions: instructions(i) };
    if (i % 2 === 1) return body;
    const kind = (i / 2) % CHAINS.length;
    const reword = (n: number) => body.custom_instructions.slice(0, n).forEach((x) => (x.prompt += ' (edited)'));
    if (kind === 0) body.configured_rules = { numbers: { decimal_separator: 'use_period_as_decimal_separator' } };
    else if (kind === 1) reword(3);
    else if (kind === 2) body.custom_instructions.splice(4, 2);
    else if (kind === 3) body.custom_instructions.push({ label: 'Stray A', prompt: 'x', source_language: 'en' }, { label: 'Stray B', prompt: 'y', source_language: 'en' });
    else reword(5);
    return body;
  });
  emu.seed(lists);
  const api = createClient({ baseUrl: emu.url, apiKey: KEY });
  for (let j = 0; j < GLOSSARIES; j++) {
    const kind = j % 4;
    if (kind === 0) continue; // not on the service: a create
    const dict = (lang: string, entries: Array<[string, string]>): DictionaryBody => ({ source_lang: 'en', target_lang: lang, entries });
    const extra = (lang: string): Array<[string, string]> => [...terms(j, lang), [`stray ${j}`, 'x']];
    const missing = (lang: string) => terms(j, lang).slice(0, 2);
    let dictionaries: DictionaryBody[];
    if (kind === 1) dictionaries = PAIRS.map((l) => dict(l, l === 'fr' || l === 'es' ? extra(l) : terms(j, l)));
    else if (kind === 2) dictionaries = [...PAIRS.map((l) => dict(l, l === 'de' ? missing(l) : l === 'fr' ? extra(l) : terms(j, l))), dict('nl', terms(j, 'nl'))];
    else dictionaries = [...PAIRS.map((l) => dict(l, missing(l))), dict('nl', terms(j, 'nl'))];
    await api.createGlossary(`Bench glossary ${j}`, dictionaries);
  }
}

interface Run {
  chains: { lists: number[]; glossaries: number[] };
  taken: number;
  writes: number;
}

async function once(emu: RunningEmulator, dir: string): Promise<Run> {
  await seed(emu);
  emu.addFault({ kind: 'latency', latencyMs: LATENCY });
  const { config, result } = await loadProject({ cwd: dir });
  if (!result.ok) throw new Error(`the bench project does not validate: ${JSON.stringify(result.errors.slice(0, 3))}`);
  const api = createClient({ baseUrl: emu.url, apiKey: KEY });
  const flags = { readConcurrency: CONCURRENCY, glossaries: managedGlossaries(result) ?? [] };
  const { plan, live, glossaries } = await planAgainstLive(result.lists, config, api, flags);
  if (plan.lists.problems.length > 0) throw new Error(`the plan has problems: ${plan.lists.problems.map((p) => p.message).join('; ')}`);
  const lists = new Map(live.map((l) => [l.style_id, l]));
  const read = new Map((glossaries ?? []).map((g) => [g.glossary_id, g]));
  // Backups kept in memory: the bench measures round trips to the service, not the disk.
  const calls: Call[] = [];
  const sent = await sendPlan(plan, timedWrites(api, calls), {
    concurrency: CONCURRENCY,
    now: () => new Date().toISOString(),
    backup: async (l: LiveList) => `memory:${l.style_id}`,
    snapshot: (id) => lists.get(id),
    glossaries: { backup: async (g: LiveGlossary) => `memory:${g.glossary_id}`, snapshot: (id) => read.get(id) },
  });
  if (sent.totals.failed > 0) throw new Error(`${sent.totals.failed} lists or glossaries failed`);
  emu.clearFaults();
  const again = await planAgainstLive(result.lists, config, createClient({ baseUrl: emu.url, apiKey: KEY }), flags);
  if (again.plan.lists.items.length > 0 || (again.plan.glossaries?.items.length ?? 0) > 0) throw new Error('the apply did not converge');
  const chains = { lists: plan.lists.items.map((l) => l.changes.length), glossaries: (plan.glossaries?.items ?? []).map((g) => g.writes.length) };
  return { chains, taken: roundTripsTaken(calls), writes: calls.length };
}

const emu = await startEmulator({ port: 0, apiKeys: [{ key: KEY }] });
const dir = await project();
try {
  console.log(`schedule bench: ${LISTS} lists (${LISTS / 2} drifted), ${GLOSSARIES} glossaries of ${PAIRS.length} dictionaries, ${LATENCY} ms latency per request, --concurrency ${CONCURRENCY}, ${RUNS} runs`);
  const ratios: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const run = await once(emu, dir);
    const all = [...run.chains.lists, ...run.chains.glossaries];
    const ideal = idealRoundTrips(all, CONCURRENCY);
    const apart = idealRoundTrips(run.chains.lists, CONCURRENCY) + idealRoundTrips(run.chains.glossaries, CONCURRENCY);
    ratios.push(ideal / run.taken);
    const count = (xs: number[]) => `${xs.length} chains, ${xs.reduce((a, b) => a + b, 0)} writes, longest ${Math.max(0, ...xs)}`;
    console.log(
      `  run ${r + 1}: lists ${count(run.chains.lists)}; glossaries ${count(run.chains.glossaries)}; ${run.writes} writes sent in ${run.taken} round trips` +
        ` for an ideal of ${ideal} = ${(ideal / run.taken).toFixed(2)} of ideal (lists, then glossaries: ${apart} at best)`,
    );
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  console.log(`ideal / taken: median ${(sorted[Math.floor(sorted.length / 2)] as number).toFixed(2)}, worst ${(sorted[0] as number).toFixed(2)} (target ≥ 0.90 on a quiet machine)`);
} finally {
  await emu.close();
  await rm(dir, { recursive: true, force: true });
}

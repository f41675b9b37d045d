/**
 * `npm run bench:convergence`: the sync under faults, and what a sync costs
 * besides time (the time at the latency bound is bench/sync.ts's). 200 lists
 * × 50 instructions, 10% of the lists changed (rule edits, instruction edits,
 * adds and deletes), 20 ms injected latency, under a seeded 20% fault mix
 * (429 with Retry-After, 500, 503, resets, late landings, hangs; see
 * src/emulator/fault-mix.ts) on every run: apply, then reruns until a plan
 * on a healthy service is empty, printing every request sent over all runs
 * beside the lower bound (changed entities + read pages). Then the translate
 * checks (bench/checks.ts), peak memory, and the pure plan computation for
 * 1,000 × 200 (bench/plan-compute.ts). Exits 1 if the sync does not converge. */
import { performance } from 'node:perf_hooks';
import { sendPlan } from '../src/apply/send-plan.ts';
import { planAgainstLive } from '../src/app/plan-live.ts';
import type { LiveList, RuleMap } from '../src/catalog/types.ts';
import type { DesiredList, RepoConfig } from '../src/config/model.ts';
import { startEmulator, type RunningEmulator } from '../src/emulator/emulator.ts';
import { faultMix } from '../src/emulator/fault-mix.ts';
import type { CreateListBody } from '../src/live/api.ts';
import { createClient } from '../src/live/client.ts';
import { LIMITS } from '../src/catalog/types.ts';

const LISTS = 200;
const INSTRUCTIONS = 50;
const LATENCY_MS = 20;
const KEY = 'bench-sync-key';

const RULES: RuleMap = {
  numbers: { decimal_separator: 'use_comma_as_decimal_separator' },
  punctuation: { quotation_mark: 'use_guillemets' },
};

function desiredList(i: number): DesiredList {
  const file = `styles/list-${i}.yaml`;
  const origin = { file, line: 1, col: 1 };
  return {
    file,
    name: `Bench list ${i}`,
    language: 'de',
    state: 'present',
    configured_rules: structuredClone(RULES),
    ruleOrigins: {},
    custom_instructions: Array.from({ length: INSTRUCTIONS }, (_, j) => ({
      label: `Rule ${j}`,
      prompt: `Instruction ${j} of list ${i}: keep the brand name and use the formal register.`,
      source_language: 'en',
      ...origin,
    })),
    examples: [],
    origin,
  };
}

/**
 * The live state: equal to the files except every tenth list, which has
 * drifted in one of four ways. Returns the seed and how many writes the
 * drift needs (the lower bound of writes).
 */
function liveSeed(desired: DesiredList[]): { seed: CreateListBody[]; writes: number } {
  let writes = 0;
  const seed = desired.map((list, i): CreateListBody => {
    const body: CreateListBody = {
      name: list.name,
      language: list.language,
      configured_rules: structuredClone(list.configured_rules),
      custom_instructions: list.custom_instructions.map(({ label, prompt, source_language }) => ({ label, prompt, source_language })),
    };
    if (i % 10 !== 0) return body;
    switch ((i / 10) % 4) {
      case 0: // a rule changed in the web UI: one PUT
        body.configured_rules = { numbers: { decimal_separator: 'use_period_as_decimal_separator' } };
        writes += 1;
        break;
      case 1: // three prompts reworded: three instruction PUTs
        for (const j of [1, 2, 3]) body.custom_instructions[j]!.prompt += ' (edited)';
        writes += 3;
        break;
      case 2: // two instructions missing live: two POSTs
        body.custom_instructions.splice(10, 2);
        writes += 2;
        break;
      default: // two stray instructions live: two DELETEs
        body.custom_instructions.push({ label: 'Stray A', prompt: 'x', source_language: 'en' }, { label: 'Stray B', prompt: 'y', source_language: 'en' });
        writes += 2;
    }
    return body;
  });
  return { seed, writes };
}

const config: RepoConfig = {
  root: process.cwd(),
  styles_dir: 'styles',
  fragments: [],
  prune: false,
  ignore: [],
  thresholds: { max_deletes: 10, max_delete_percent: 25 },
  targets: {},
};

const FAULT_RATE = 0.2;
/** Client timing for the faulted round: a late landing (1.5 s) completes after the timeout (1 s) plus the settle wait (0.2 s). */
const FAULTED_CLIENT = { timeoutMs: 1_000, settleMs: 200 };
const LATE_LANDING_MS = 1_500;
const MAX_RUNS = 4;

/** The sync under the fault mix: runs (plan + apply, faults on) until a healthy plan is empty. */
async function faultedRound(emu: RunningEmulator, desired: DesiredList[]) {
  emu.reset();
  const { seed, writes } = liveSeed(desired);
  emu.seed(seed);
  const rules = [{ kind: 'latency' as const, latencyMs: LATENCY_MS }, ...faultMix({ rate: FAULT_RATE, lateLandingMs: LATE_LANDING_MS, retryAfterSeconds: 1 })];
  let requests = 0;
  let runs = 0;
  const start = performance.now();
  for (; runs < MAX_RUNS; ) {
    runs++;
    for (const rule of rules) emu.addFault(rule);
    const api = createClient({ baseUrl: emu.url, apiKey: KEY, ...FAULTED_CLIENT });
    try {
      const { plan, live } = await planAgainstLive(desired, config, api, {});
      const byId = new Map(live.map((l) => [l.style_id, l]));
      const backup = async (list: LiveList) => (JSON.stringify(list), `memory:${list.style_id}`);
      await sendPlan(plan, api, { concurrency: 8, onProgress: () => {}, now: () => new Date().toISOString(), backup, snapshot: (id) => byId.get(id) });
    } catch {
      // The read failed after its retries: this run wrote nothing; the next one tries again.
    }
    requests += api.requestCount();
    await new Promise((resolve) => setTimeout(resolve, LATE_LANDING_MS + 100));
    emu.clearFaults();
    const { plan: after } = await planAgainstLive(desired, config, createClient({ baseUrl: emu.url, apiKey: KEY }), {});
    if (after.lists.items.length === 0 && after.lists.problems.length === 0 && (after.lists.blocked ?? []).length === 0) break;
    if (runs === MAX_RUNS) throw new Error(`the faulted sync did not converge in ${MAX_RUNS} runs: ${after.lists.items.length} lists still differ`);
  }
  // Every request carries the bench's base latency, so late landings are not told apart in the log; the rest are.
  const injected: Record<string, number> = {};
  for (const entry of emu.log) {
    if (!entry.fault || entry.fault === 'latency') continue;
    const kind = entry.fault === 'status' ? String(entry.status) : entry.fault;
    injected[kind] = (injected[kind] ?? 0) + 1;
  }
  const pages = Math.floor(LISTS / LIMITS.pageSizeMax) + 1;
  return { requests, runs, writes, pages, ms: performance.now() - start, injected };
}

const emu = await startEmulator({ randomSeed: 1, apiKeys: [{ key: KEY }] });
try {
  const desired = Array.from({ length: LISTS }, (_, i) => desiredList(i));
  const faulted = await faultedRound(emu, desired);
  // Measured before the 1,000-list computation, which needs far more memory than the sync itself.
  const syncRssMb = process.resourceUsage().maxRSS / 1024;
  const { benchChecks, checksLine } = await import('./checks.ts');
  const checks = await benchChecks();
  const { benchPlanCompute } = await import('./plan-compute.ts');
  const compute = benchPlanCompute();
  const maxRssMb = process.resourceUsage().maxRSS / 1024;

  const out = [
    `convergence bench: ${LISTS} lists × ${INSTRUCTIONS} instructions, ${LISTS / 10} lists changed, ${LATENCY_MS} ms latency per request`,
    `  with a ${FAULT_RATE * 100}% fault mix:   ${faulted.requests} requests over ${faulted.runs === 1 ? '1 run' : `${faulted.runs} runs`} (apply + ${faulted.runs - 1} ${faulted.runs === 2 ? 'rerun' : 'reruns'}), retries and re-reads included` +
      `  (lower bound: ${faulted.pages + faulted.writes}); injected besides late landings: ${Object.entries(faulted.injected).map(([k, n]) => `${k}×${n}`).join(', ')}; ${(faulted.ms / 1000).toFixed(1)} s`,
    checksLine(checks),
    `  peak memory (maxRSS):      ${syncRssMb.toFixed(0)} MB after the faulted sync, ${maxRssMb.toFixed(0)} MB after the plan computation`,
    `  pure plan compute:         ${compute.lists} lists, ${compute.instructions} instructions in ${compute.ms.toFixed(0)} ms` +
      `  (target < 1000 ms: ${compute.ms < 1000 ? 'met' : 'MISSED'})`,
  ];
  process.stdout.write(`${out.join('\n')}\n`);
} finally {
  await emu.close();
}

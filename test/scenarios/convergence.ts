import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendPlan } from '../../src/apply/send-plan.ts';
import { createBackupWriter } from '../../src/apply/backup.ts';
import { listKind } from '../../src/apply/kinds.ts';
import { planAgainstLive } from '../../src/app/plan-live.ts';
import { rulesEqual, sameInstructionSet } from '../../src/catalog/canonical.ts';
import type { LiveList, RuleMap } from '../../src/catalog/types.ts';
import type { DesiredList, RepoConfig } from '../../src/config/model.ts';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';
import { faultMix } from '../../src/emulator/fault-mix.ts';
import type { FaultRule } from '../../src/emulator/types.ts';
import { Rng } from '../../src/emulator/rng.ts';
import type { CreateListBody } from '../../src/live/api.ts';
import { createClient, type LiveClient } from '../../src/live/client.ts';
import type { Plan } from '../../src/plan/types.ts';

/**
 * The convergence suite's engine (issue 8): one seed is a live account, a
 * set of style files that changes 30 of its lists, and a seeded mix of
 * faults at 20% (429 with Retry-After, 500, 503, resets, late landings,
 * hangs) that stays on for every run. apply runs, then reruns until a plan
 * made on a healthy service is empty. Every run's writes are checked
 * against the plan it showed.
 */

const KEY = 'sk-convergence-KEY-3e8a61f0';
/** Client timing shrunk for tests: a late landing (900 ms) lands after timeout (400 ms) + settle (150 ms). */
const TIMEOUT_MS = 400;
const SETTLE_MS = 150;
const LATE_LANDING_MS = 900;
export const MAX_RERUNS = 2;

const RULES_A: RuleMap = { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } };
const RULES_B: RuleMap = { numbers: { decimal_separator: 'use_period_as_decimal_separator' }, punctuation: { quotation_mark: 'use_guillemets' } };

export interface SeedOutcome {
  seed: number;
  /** Lists the files change (created, updated, renamed or deleted). */
  changed: number;
  /** Runs after the first until the plan was empty; MAX_RERUNS + 1 when it never was. */
  reruns: number;
  /** Lists sharing a name, plus instructions sharing a label within a list, at the end. */
  duplicates: number;
  /** Declared instructions missing or different at the end. */
  lostInstructions: number;
  /** Writes the service received that no plan of that run showed, as `METHOD path`. */
  unplannedWrites: string[];
  /** What else differs from the files, or was touched that must not be (an unmanaged list). */
  stateProblems: string[];
  /** Faults the emulator injected, by kind. */
  faults: Record<string, number>;
  /** HTTP requests the service received over all runs (retries included). */
  requests: number;
}

interface Account {
  seed: CreateListBody[];
  /** Built once the seed has its ids (renames pin them). */
  desired(live: readonly LiveList[]): DesiredList[];
  changed: number;
}

function body(name: string, rules: RuleMap, labels: string[], prompt = (l: string) => `Always apply rule ${l}.`): CreateListBody {
  return { name, language: 'de', configured_rules: rules, custom_instructions: labels.map((label) => ({ label, prompt: prompt(label), source_language: 'en' })) };
}

function want(list: CreateListBody, extra: Partial<DesiredList> = {}): DesiredList {
  const file = `styles/${list.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.yaml`;
  const origin = { file, line: 1, col: 1 };
  return {
    file,
    name: list.name,
    language: list.language,
    state: 'present',
    configured_rules: list.configured_rules,
    ruleOrigins: {},
    custom_instructions: list.custom_instructions.map((i) => ({ ...i, ...origin })),
    examples: [],
    origin,
    ...extra,
  };
}

/**
 * 35 live lists and files changing 30 of them: 10 creates, 8 rule changes,
 * 6 instruction changes (reworded, missing, stray), 3 renames through a pin,
 * 3 tombstones; 5 lists stay as they are and 1 unmanaged list holds content
 * only the service has.
 */
function account(rng: Rng): Account {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng.next() * items.length)] as T;
  const seed: CreateListBody[] = [];
  const plans: Array<(live: readonly LiveList[]) => DesiredList> = [];
  for (let i = 0; i < 5; i++) {
    const list = body(`Same ${i}`, RULES_A, ['Tone', 'Brand']);
    seed.push(list);
    plans.push(() => want(list));
  }
  for (let i = 0; i < 8; i++) {
    const list = body(`Rules ${i}`, RULES_A, ['Tone']);
    seed.push(list);
    plans.push(() => want({ ...list, configured_rules: RULES_B }));
  }
  for (let i = 0; i < 6; i++) {
    const target = body(`Instructions ${i}`, RULES_A, ['Tone', 'Brand', 'Legal', 'Names']);
    const live = structuredClone(target);
    const drift = pick(['reworded', 'missing', 'stray', 'all'] as const);
    if (drift === 'reworded' || drift === 'all') live.custom_instructions[0]!.prompt = 'Reworded in the web UI.';
    if (drift === 'missing' || drift === 'all') live.custom_instructions.splice(2, 2);
    if (drift === 'stray' || drift === 'all') live.custom_instructions.push({ label: 'Stray', prompt: 'Only live.', source_language: 'en' });
    seed.push(live);
    plans.push(() => want(target));
  }
  for (let i = 0; i < 3; i++) {
    const list = body(`Old name ${i}`, RULES_A, ['Tone']);
    seed.push(list);
    plans.push((live) => {
      const id = live.find((l) => l.name === list.name)!.style_id;
      return want({ ...list, name: `New name ${i}` }, { style_id: id });
    });
  }
  for (let i = 0; i < 3; i++) {
    const list = body(`Retired ${i}`, RULES_A, ['Tone']);
    seed.push(list);
    plans.push(() => ({ ...want(list), state: 'absent', configured_rules: {}, custom_instructions: [] }));
  }
  for (let i = 0; i < 10; i++) {
    const list = body(`Created ${i}`, pick([RULES_A, RULES_B]), ['Tone', 'Brand', 'Legal'].slice(0, 1 + Math.floor(rng.next() * 3)));
    plans.push(() => want(list));
  }
  seed.push(body('Hand made', RULES_B, ['Only here'], () => 'Written in the web UI, in no file.'));
  return { seed, desired: (live) => plans.map((p) => p(live)), changed: 30 };
}

const config = (root: string): RepoConfig => ({
  root,
  styles_dir: join(root, 'styles'),
  fragments: [],
  prune: false,
  ignore: [],
  thresholds: { max_deletes: 10, max_delete_percent: 25 },
  targets: {},
});

/** `METHOD path` of every write the plan shows (a create's POST may be sent again after an unclear answer: still the same write). */
export function plannedWrites(plan: Plan): Set<string> {
  const writes = new Set<string>();
  for (const list of plan.lists.items) {
    const id = list.style_id ?? '';
    for (const change of list.changes) {
      switch (change.kind) {
        case 'create_list':
          writes.add('POST /v3/style_rules');
          break;
        case 'delete_list':
          writes.add(`DELETE /v3/style_rules/${change.before.style_id}`);
          break;
        case 'rename_list':
          writes.add(`PATCH /v3/style_rules/${id}`);
          break;
        case 'replace_rules':
          writes.add(`PUT /v3/style_rules/${id}/configured_rules`);
          break;
        case 'delete_instruction':
          writes.add(`DELETE /v3/style_rules/${id}/custom_instructions/${change.instruction_id}`);
          break;
        case 'update_instruction':
          writes.add(`PUT /v3/style_rules/${id}/custom_instructions/${change.instruction_id}`);
          break;
        case 'create_instruction':
          writes.add(`POST /v3/style_rules/${id}/custom_instructions`);
          break;
      }
    }
  }
  return writes;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The rerun loop of the convergence suites, lists' and glossaries': each run
 * meets `faults(run)` and does `apply` with a client of short timeouts (which
 * says, before it sends, the writes its plan allows); after the run's late landings, any
 * other write that succeeded is unplanned. Stops when `converged` (asked on a
 * healthy service) says so, or after MAX_RERUNS reruns.
 */
export async function rerunUnderFaults(
  emu: RunningEmulator,
  apiKey: string,
  steps: { faults(run: number): FaultRule[]; apply(client: LiveClient, allow: (writes: Set<string>) => void): Promise<void>; converged(): Promise<boolean> },
): Promise<{ reruns: number; unplanned: string[] }> {
  const unplanned: string[] = [];
  let reruns = 0;
  for (let run = 0; run <= MAX_RERUNS; run++) {
    for (const rule of steps.faults(run)) emu.addFault(rule);
    const mark = emu.log.length;
    const client = createClient({ baseUrl: emu.url, apiKey, timeoutMs: TIMEOUT_MS, settleMs: SETTLE_MS, backoff: { baseDelayMs: 5, maxDelayMs: 40, maxRetryAfterMs: 60 } });
    let allowed = new Set<string>();
    try {
      await steps.apply(client, (writes) => (allowed = writes));
    } catch {
      // The read failed even after retries: this run wrote nothing, the next one tries again.
    }
    // Late landings of this run are done before anyone looks (a rerun starts later than that in practice).
    await sleep(LATE_LANDING_MS + 100);
    for (const entry of emu.log.slice(mark)) {
      if (entry.method === 'GET' || entry.status === 0 || entry.status >= 400) continue;
      const write = `${entry.method} ${entry.path}`;
      if (!allowed.has(write)) unplanned.push(write);
    }
    emu.clearFaults();
    if (await steps.converged()) break;
    reruns = run + 1;
  }
  return { reruns, unplanned };
}

/** Runs one seed to convergence (or MAX_RERUNS reruns) and reports what it found. */
export async function convergeSeed(seed: number): Promise<SeedOutcome> {
  const emu = await startEmulator({ port: 0, randomSeed: seed, apiKeys: [{ key: KEY }] });
  const root = await mkdtemp(join(tmpdir(), 'stylesync-convergence-'));
  try {
    const shape = account(new Rng(seed));
    const seeded = emu.seed(shape.seed);
    const desired = shape.desired(seeded);
    const handMade = seeded.find((l) => l.name === 'Hand made')!;
    const cfg = config(root);
    const faults = faultMix({ rate: 0.2, lateLandingMs: LATE_LANDING_MS, retryAfterSeconds: 1 });
    const healthy = createClient({ baseUrl: emu.url, apiKey: KEY });
    const { reruns, unplanned: unplannedWrites } = await rerunUnderFaults(emu, KEY, {
      faults: () => faults,
      async apply(client, allow) {
        const { plan, live } = await planAgainstLive(desired, cfg, client, {});
        allow(plannedWrites(plan));
        if (plan.lists.problems.length === 0) {
          const byId = new Map(live.map((l) => [l.style_id, l]));
          await sendPlan(plan, client, {
            concurrency: 4,
            onProgress: () => {},
            now: () => new Date().toISOString(),
            backup: createBackupWriter(listKind.backup, { dir: join(root, 'backups'), root, now: () => new Date().toISOString() }),
            snapshot: (id) => byId.get(id),
          });
        }
      },
      async converged() {
        const after = (await planAgainstLive(desired, cfg, healthy, {})).plan;
        return after.lists.items.length === 0 && after.lists.problems.length === 0 && (after.lists.blocked ?? []).length === 0;
      },
    });

    const live = emu.lists();
    const faultCounts: Record<string, number> = {};
    for (const entry of emu.log) {
      if (!entry.fault) continue;
      const kind = entry.fault === 'status' ? String(entry.status) : entry.fault === 'latency' ? 'late landing' : entry.fault;
      faultCounts[kind] = (faultCounts[kind] ?? 0) + 1;
    }
    return {
      seed,
      changed: shape.changed,
      reruns,
      ...stateCheck(desired, live, handMade),
      unplannedWrites,
      faults: faultCounts,
      requests: emu.log.length,
    };
  } finally {
    await emu.close();
    await rm(root, { recursive: true, force: true });
  }
}

function stateCheck(desired: readonly DesiredList[], live: readonly LiveList[], handMade: LiveList) {
  const stateProblems: string[] = [];
  let duplicates = 0;
  let lostInstructions = 0;
  const byName = new Map<string, LiveList[]>();
  for (const list of live) byName.set(list.name, [...(byName.get(list.name) ?? []), list]);
  for (const [, lists] of byName) duplicates += lists.length - 1;
  for (const list of live) duplicates += list.custom_instructions.length - new Set(list.custom_instructions.map((i) => i.label)).size;

  for (const want of desired) {
    const have = byName.get(want.name) ?? [];
    if (want.state === 'absent') {
      if (have.length > 0) stateProblems.push(`"${want.name}" should be gone`);
      continue;
    }
    const [list] = have;
    if (!list) {
      stateProblems.push(`"${want.name}" is missing`);
      lostInstructions += want.custom_instructions.length;
      continue;
    }
    if (want.style_id !== undefined && list.style_id !== want.style_id) stateProblems.push(`"${want.name}" lost its style_id`);
    if (!rulesEqual(list.configured_rules, want.configured_rules)) stateProblems.push(`"${want.name}" has other rules`);
    for (const instruction of want.custom_instructions) {
      if (!list.custom_instructions.some((i) => i.label === instruction.label && i.prompt === instruction.prompt)) lostInstructions++;
    }
    if (!sameInstructionSet(list.custom_instructions, want.custom_instructions) && have.length === 1) {
      const extra = list.custom_instructions.filter((i) => !want.custom_instructions.some((w) => w.label === i.label));
      if (extra.length > 0) stateProblems.push(`"${want.name}" holds instructions no file declares`);
    }
  }
  const hand = live.find((l) => l.style_id === handMade.style_id);
  if (!hand || hand.version !== handMade.version) stateProblems.push('the unmanaged list was touched');
  return { duplicates, lostInstructions, stateProblems };
}

/** How many seeds: `STYLESYNC_FAULT_SEEDS` (npm run test:faults sets 20), else the quick size in `npm test`. */
export function seedCount(quick: number): number {
  const given = Number(process.env.STYLESYNC_FAULT_SEEDS);
  return Number.isInteger(given) && given > 0 ? given : quick;
}

/**
 * The translate-check line of `npm run bench:convergence`: a plan with 20 lists × 3
 * examples against the in-process emulator at 20 ms latency per request.
 * Half the lists have a pending rule change (preview list: one create, one
 * delete, before and after per example), half are unchanged (one translate
 * per example with the live style_id). Counts the check requests against the
 * lower bound and times them at concurrency 4 (the default) and 1. Throws if
 * a check fails or a preview list is left behind.
 */
import { performance } from 'node:perf_hooks';
import { planAgainstLive } from '../src/app/plan-live.ts';
import { runTranslations } from '../src/checks/run-translations.ts';
import type { DesiredList, RepoConfig } from '../src/config/model.ts';
import { startEmulator } from '../src/emulator/emulator.ts';
import { createClient } from '../src/live/client.ts';
import { isPreviewList } from '../src/plan/preview.ts';

const LISTS = 20;
const EXAMPLES = 3;
const LATENCY_MS = 20;
const KEY = 'bench-checks-key';
const COMMA = { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } };

function desiredList(i: number): DesiredList {
  const file = `styles/list-${i}.yaml`;
  const origin = { file, line: 1, col: 1 };
  return {
    file,
    name: `Check list ${i}`,
    language: 'de',
    state: 'present',
    configured_rules: structuredClone(COMMA),
    ruleOrigins: {},
    custom_instructions: [],
    examples: Array.from({ length: EXAMPLES }, (_, j) => ({
      text: `Example ${j}: it costs 3.5 euros.`,
      source_language: 'en',
      expect: { contains: ['3,5'] },
      origin: { file, line: 10 + j, col: 5 },
      path: `examples[${j}]`,
      at: {},
    })),
    origin,
  };
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

export interface ChecksBench {
  lists: number;
  examples: number;
  changed: number;
  requests: number;
  lowerBound: number;
  ms: Record<number, number>;
}

export async function benchChecks(): Promise<ChecksBench> {
  const emu = await startEmulator({ randomSeed: 2, apiKeys: [{ key: KEY }] });
  try {
    const desired = Array.from({ length: LISTS }, (_, i) => desiredList(i));
    const ms: Record<number, number> = {};
    let requests = 0;
    let lowerBound = 0;
    let changed = 0;
    for (const concurrency of [4, 1]) {
      emu.reset();
      // Even lists are live as desired; odd ones lack the rule, so the plan changes them.
      emu.seed(desired.map((l, i) => ({ name: l.name, language: 'de', configured_rules: i % 2 === 0 ? COMMA : {}, custom_instructions: [] })));
      emu.addFault({ kind: 'latency', latencyMs: LATENCY_MS });
      const api = createClient({ baseUrl: emu.url, apiKey: KEY });
      const { plan, live } = await planAgainstLive(desired, config, api, {});
      changed = plan.lists.items.length;
      const start = performance.now();
      const report = await runTranslations(desired, live, plan, api, { concurrency, maxCharacters: 100_000, now: () => new Date(), runId: 'bench' });
      ms[concurrency] = performance.now() - start;
      if (report.failures > 0) throw new Error(`translate checks failed at concurrency ${concurrency}: ${report.failures}`);
      if (emu.lists().some(isPreviewList)) throw new Error('a preview list was left behind');
      requests = report.requests;
      const unchanged = LISTS - changed;
      lowerBound = changed * 2 + changed * EXAMPLES * 2 + unchanged * EXAMPLES;
    }
    return { lists: LISTS, examples: EXAMPLES, changed, requests, lowerBound, ms };
  } finally {
    await emu.close();
  }
}

export function checksLine(bench: ChecksBench): string {
  return (
    `  translate checks:          ${bench.lists} lists × ${bench.examples} examples (${bench.changed} changed), ${LATENCY_MS} ms latency: ` +
    `${bench.requests} requests (lower bound: ${bench.changed} creates + ${bench.changed} deletes + ${bench.lowerBound - bench.changed * 2} translates = ${bench.lowerBound}); ` +
    `${(bench.ms[4] ?? 0).toFixed(0)} ms at concurrency 4, ${(bench.ms[1] ?? 0).toFixed(0)} ms at 1`
  );
}

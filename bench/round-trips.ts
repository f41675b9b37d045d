import { performance } from 'node:perf_hooks';
import type { StyleRulesApi } from '../src/live/api.ts';
import type { GlossaryCalls } from '../src/live/glossaries.ts';

/** Every call apply writes with, lists' and glossaries'. */
const WRITE_CALLS = [
  'create',
  'rename',
  'replaceRules',
  'createInstruction',
  'updateInstruction',
  'deleteInstruction',
  'deleteList',
  'createGlossary',
  'patchGlossary',
  'putDictionary',
  'deleteDictionary',
  'deleteGlossary',
] as const;

export interface Call {
  start: number;
  end: number;
}

/** The client with every write call it has timed, start to answer (the benches' view of the write phase). */
export function timedWrites<A extends StyleRulesApi | (StyleRulesApi & GlossaryCalls)>(api: A, calls: Call[]): A {
  const timed: A = { ...api };
  for (const name of WRITE_CALLS) {
    const call = (api as unknown as Record<string, unknown>)[name];
    if (typeof call !== 'function') continue;
    (timed as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const start = performance.now();
      try {
        return await (call as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        calls.push({ start, end: performance.now() });
      }
    };
  }
  return timed;
}

/**
 * The round trips the write phase took: the longest run of writes each sent
 * after the one before had its answer. The machine's load stretches every
 * request but hardly changes this count (jitter between lanes can add one):
 * issue 18 saw 10 at concurrency 8 in bench:sync when lists went in plan
 * order; the ideal is 7.
 */
export function roundTripsTaken(calls: readonly Call[]): number {
  const byEnd = [...calls].sort((a, b) => a.end - b.end);
  const depth: number[] = [];
  for (const [i, call] of byEnd.entries()) {
    let before = 0;
    for (let j = 0; j < i; j++) if ((byEnd[j] as Call).end <= call.start) before = Math.max(before, depth[j] as number);
    depth.push(before + 1);
  }
  return Math.max(0, ...depth);
}

/** Round trips the write phase needs at best: the longest chain, or the writes spread over c lanes. */
export function idealRoundTrips(chains: readonly number[], concurrency: number): number {
  const writes = chains.reduce((a, b) => a + b, 0);
  return Math.max(0, ...chains, Math.ceil(writes / concurrency));
}

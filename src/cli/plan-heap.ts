import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow while `plan` (or `apply`, which plans first) runs: to twice what
 * the last full collection found live, instead of up to four times it (V8's
 * own factor on a machine with memory to spare, set by how fast it marks;
 * docs/performance.md, Plan, fifth round). A plan of 5,000 lists × 100
 * instructions holds what it read and what it loaded to its end, so that
 * factor set most of its peak. Through the bundle, with the live lists in
 * columns (live/wire.ts): 311–325 MB at 100 %, 338–378 MB with V8's factor,
 * at about V8's CPU; 301–328 MB at 50 %, but 0.5–1.2 s more CPU (medians) in
 * the extra full collections, which the plan may not cost.
 */
export const PLAN_HEAP_GROWING_PERCENT = 100;

/**
 * Sets V8's heap growing factor for the plan (`--heap-growing-percent`) and
 * returns what puts V8's own back, for a process that runs on (tests, the
 * bench's in-process runs). Node calls setting V8 flags after start-up
 * unsafe in general; this one is read afresh at each full collection, when
 * the next limit is computed (V8's heap-controller), which a test checks
 * through `--trace-gc-verbose`. A factor the user set on the command line
 * (`node --heap-growing-percent=N`) is left as it is.
 */
export function planHeap(execArgv: readonly string[]): () => void {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg))) return () => {};
  setFlagsFromString(`--heap-growing-percent=${PLAN_HEAP_GROWING_PERCENT}`);
  return () => setFlagsFromString('--heap-growing-percent=0');
}

/**
 * `run` under planHeap: every command that reads the whole account and plans against it (`plan`, and `apply`, which
 * plans again before it writes) holds what it read to its end, so each runs with the same factor.
 */
export async function withPlanHeap<T>(run: () => Promise<T>): Promise<T> {
  const restore = planHeap(process.execArgv);
  try {
    return await run();
  } finally {
    restore();
  }
}

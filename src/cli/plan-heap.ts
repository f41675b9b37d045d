import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow while `plan` runs: 50 % past what
 * the last full collection found live, instead of up to four times it (V8's
 * own factor on a machine with memory to spare, set by how fast it marks;
 * docs/performance.md, Plan, fifth round). A plan of 5,000 lists × 100
 * instructions holds what it read and what it loaded to its end, so that
 * factor set most of its peak. Through the bundle, with the live lists in
 * columns (live/wire.ts), three runs each: 305–309 MB at 50 %, 314–333 MB at
 * 70 %, 305–320 MB at 35 %, 342–349 MB (two runs) with V8's factor; the
 * extra full collections cost about 0.5 s of CPU at 50 % and at 70 % alike.
 */
export const PLAN_HEAP_GROWING_PERCENT = 50;

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

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAN_HEAP_GROWING_PERCENT } from '../../src/cli/plan-heap.ts';

const repo = path.resolve(import.meta.dirname, '../..');

/** One full collection's new old-generation limit: the factor V8's own rule gave, and the factor the limit was computed with. */
interface Limit {
  own: string;
  used: string;
}

/**
 * The old-generation limits V8 computed after each full collection
 * (`--trace-gc-verbose`: "[HeapController] factor F based on …", then
 * "[HeapController] Limit: … (F)"), in a child that collects before, while
 * and after planHeap is in force.
 */
function limitFactors(execArgv: string[], code = `const restore = planHeap(${JSON.stringify(execArgv)});\n    gc();\n    restore();`): { before: Limit[]; during: Limit[]; after: Limit[] } {
  const script = `
    const { planHeap, withPlanHeap } = await import(${JSON.stringify(path.join(repo, 'src/cli/plan-heap.ts'))});
    const kept = Array.from({ length: 100000 }, (_, i) => ({ text: 'x' + i }));
    gc();
    console.log('== during');
    ${code}
    console.log('== after');
    gc();
    console.log(kept.length);
  `;
  const out = execFileSync(process.execPath, ['--expose-gc', '--trace-gc-verbose', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const factors = (part: string) =>
    [...part.matchAll(/\[HeapController\] factor (\d+\.\d) based on.*\n.*\[HeapController\] Limit: .*\((\d+\.\d)\)$/gm)].map((m) => ({ own: m[1] as string, used: m[2] as string }));
  const [before = '', rest = ''] = out.split('== during');
  const [during = '', after = ''] = rest.split('== after');
  return { before: factors(before), during: factors(during), after: factors(after) };
}

describe('planHeap', () => {
  it("sets V8's heap growing factor while a plan runs, and puts V8's own back after", () => {
    const planned = (1 + PLAN_HEAP_GROWING_PERCENT / 100).toFixed(1);
    const { before, during, after } = limitFactors([]);
    expect(during.map((limit) => limit.used)).toEqual([planned]);
    expect(before.length).toBeGreaterThan(0);
    expect(after).toHaveLength(1);
    for (const limit of [...before, ...after]) expect(limit.used).toBe(limit.own);
  });

  it('withPlanHeap (plan and apply) runs a command under it, and puts V8\'s own back when the command fails', () => {
    const planned = (1 + PLAN_HEAP_GROWING_PERCENT / 100).toFixed(1);
    const failing = `await withPlanHeap(async () => { gc(); throw new Error('the command failed'); }).catch(() => undefined);`;
    const { during, after } = limitFactors([], failing);
    expect(during.map((limit) => limit.used)).toEqual([planned]);
    expect(after).toHaveLength(1);
    for (const limit of after) expect(limit.used).toBe(limit.own);
  });

  it('leaves a factor the user gave node on its command line as it is', () => {
    // Given as the process's own: the child's factor is V8's, so the plan's would show as a factor V8's rule did not give.
    const { during } = limitFactors(['--heap-growing-percent=90']);
    expect(during).toHaveLength(1);
    for (const limit of during) expect(limit.used).toBe(limit.own);
  });
});

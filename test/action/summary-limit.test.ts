import { describe, expect, it } from 'vitest';
import { fitBytes, summaryMarkdown } from '../../src/action/summary-limit.ts';
import { makePlan, updatePlan } from '../report/plans.ts';

describe('fitBytes', () => {
  it('shrinks the character budget until the UTF-8 bytes fit', () => {
    // Each character is 3 bytes in UTF-8: a character budget alone would overshoot threefold.
    const render = (max: number) => '語'.repeat(Math.min(10_000, max));
    const text = fitBytes(render, 6_000);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(6_000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(5_000);
  });

  it('keeps text that already fits whole', () => {
    expect(fitBytes(() => 'short', 100)).toBe('short');
  });
});

describe('summaryMarkdown', () => {
  const plan = makePlan(
    Array.from({ length: 6 }, (_, i) =>
      updatePlan(`List ${i}`, Array.from({ length: 40 }, (_, j) => ({ kind: 'create_instruction' as const, after: { label: `L${j}`, prompt: '語'.repeat(100), source_language: 'en' } }))),
    ),
  );

  it('is the whole review when it fits', () => {
    const { text, whole } = summaryMarkdown({ title: 'plan', target: null, plan }, { fullPlanFile: '/tmp/plan.md' });
    expect(text).toBe(whole);
    expect(text).not.toContain('/tmp/plan.md');
  });

  it('past the byte limit is cut per list, keeps the writes, and names the file with the whole plan', () => {
    const extra = '\n### Writes\n\n| a | b |\n';
    const { text, whole } = summaryMarkdown({ title: 'apply', target: null, plan }, { extra, fullPlanFile: '/runner/temp/plan.md', limitBytes: 20_000 });
    expect(Buffer.byteLength(whole)).toBeGreaterThan(20_000);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(20_000);
    expect(text).toContain('/runner/temp/plan.md');
    expect(text.endsWith(extra)).toBe(true);
    for (let i = 0; i < 6; i++) expect(text).toContain(`<b>List ${i}</b>`);
    // The cut notes do not send the reader to the job summary from inside it.
    expect(text).toContain('This plan is too long for one summary');
    expect(text).toContain('all of it is in plan.md (output `plan-markdown-file`)');
    expect(text).not.toMatch(/job summary|one comment/);
  });
});

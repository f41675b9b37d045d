import { describe, expect, it } from 'vitest';
import { renderReviewMarkdown } from '../../src/report/review-markdown.ts';
import { createPlan, makePlan, updatePlan } from './plans.ts';

const bigPlan = (prefix: string, n: number) =>
  makePlan(
    Array.from({ length: n }, (_, i) =>
      updatePlan(
        `${prefix} ${i}`,
        Array.from({ length: 60 }, (_, j) => ({ kind: 'create_instruction' as const, after: { label: `L${j}`, prompt: 'p'.repeat(200), source_language: 'en' } })),
      ),
    ),
  );

describe('renderReviewMarkdown', () => {
  it('names the target and shows the plan whole when it fits', () => {
    const text = renderReviewMarkdown({ title: 'plan', target: 'prod_eu', plan: makePlan([createPlan('Legal')]) }, 65_536);
    expect(text).toMatch(/^## stylesync plan · target prod\\_eu\n/);
    expect(text).toContain('<b>Legal</b>');
    expect(text).not.toContain('Target:');
  });

  it('shows drift in its own section, after the pull request’s changes', () => {
    const text = renderReviewMarkdown(
      { title: 'plan', target: null, plan: makePlan([createPlan('Legal')]), drift: { kind: 'checked', drift: makePlan([updatePlan('Marketing', [])]), base: 'main, commit abc1234' } },
      65_536,
    );
    const own = text.indexOf('**Changes from this pull request**');
    const drift = text.indexOf('**Drift: the live lists differ from the base branch (main, commit abc1234)**');
    expect(own).toBeGreaterThan(0);
    expect(drift).toBeGreaterThan(own);
    expect(text.indexOf('<b>Legal</b>')).toBeLessThan(drift);
    expect(text.indexOf('<b>Marketing</b>')).toBeGreaterThan(drift);
  });

  it('keeps both sections, both summary lines and the footer within the limit', () => {
    const parts = {
      title: 'plan',
      target: 'production',
      plan: bigPlan('Own', 8),
      drift: { kind: 'checked' as const, drift: bigPlan('Drifted', 8), base: 'main, commit abc1234' },
      footer: ['[The whole plan is in the job summary of this run.](https://example)'],
    };
    const whole = renderReviewMarkdown(parts, Number.POSITIVE_INFINITY);
    expect(whole.length).toBeGreaterThan(150_000);
    const cut = renderReviewMarkdown(parts, 65_000);
    expect(cut.length).toBeLessThanOrEqual(65_000);
    expect(cut.match(/### Plan: 0 to create, 8 to update, 0 to delete\./g)).toHaveLength(2);
    for (let i = 0; i < 8; i++) {
      expect(cut).toContain(`<b>Own ${i}</b>`);
      expect(cut).toContain(`<b>Drifted ${i}</b>`);
    }
    expect(cut.endsWith('[The whole plan is in the job summary of this run.](https://example)\n')).toBe(true);
  });

  it('gives the small section all it needs when the other is huge', () => {
    const parts = { title: 'plan', target: null, plan: makePlan([createPlan('Legal')]), drift: { kind: 'checked' as const, drift: bigPlan('Drifted', 10), base: 'main' } };
    const cut = renderReviewMarkdown(parts, 40_000);
    expect(cut.length).toBeLessThanOrEqual(40_000);
    expect(cut).toContain('Use vous.');
  });

  it('says drift was not checked, and why', () => {
    const text = renderReviewMarkdown({ title: 'plan', target: null, plan: makePlan([]), drift: { kind: 'unavailable', reason: 'the base commit is missing.' } }, 65_536);
    expect(text).toContain('> Drift was not checked: the base commit is missing.');
    expect(text).toContain('No changes. The live lists match the style files.');
  });
});

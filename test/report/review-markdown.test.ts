import { describe, expect, it } from 'vitest';
import { renderReviewMarkdown } from '../../src/report/review-markdown.ts';
import type { ListCheck, PlanChecks } from '../../src/checks/types.ts';
import type { Change } from '../../src/plan/types.ts';
import { at, createPlan, deletePlan, makePlan, updatePlan } from './plans.ts';
import { expectContains } from '../world/expect-contains.ts';
import { driftParts } from '../world/drift-parts.ts';

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
    const drift = text.indexOf('\n---\n\n### Drift: the service differs from the base branch (main, commit abc1234)\n');
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
    expect(cut.match(/### Plan: 0 to create, 8 to update, 0 to delete\./g)).toHaveLength(1);
    expect(cut).toContain('### Drift: the service differs from the base branch (main, commit abc1234)');
    expect(cut).toContain('applying after the merge makes these changes too: 0 to create, 8 to update, 0 to delete.');
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

  it('files each list’s examples with the change they show, also when both sections are cut', () => {
    const check = (name: string, size: number): ListCheck => ({
      name,
      file: `styles/${name}.yaml`,
      language: 'de',
      mode: 'changed',
      examples: Array.from({ length: size }, (_, j) => ({
        origin: at(`styles/${name}.yaml`, 10 + j),
        path: `examples[${j}]`,
        text: `Example ${j} of ${name}: it costs 12.50 euros. `.repeat(4),
        target_language: 'de',
        before: `[DE] ${name} before ${j} 12.50`,
        after: `[DE] ${name} after ${j} 12,50`,
        expectations: [],
        status: 'passed' as const,
      })),
    });
    const checks: PlanChecks = {
      languages: { diagnostics: [], requests: 0 },
      translations: { estimate: { characters: 1, translations: 1, limit: 5000 }, billed_characters: 1, lists: [check('Own 0', 3), check('Drifted 0', 3), check('Same', 1)], leftovers_removed: [], failures: 0, requests: 0 },
    };
    // Same: changed by the pull request on top of drift, so its examples are the pull request's.
    const parts = { title: 'plan', target: null, plan: bigPlan('Own', 3), drift: { kind: 'checked' as const, drift: bigPlan('Drifted', 3), base: 'main' }, checks };
    parts.plan.lists.items.push(updatePlan('Same', []));
    parts.drift.drift.lists.items.push(updatePlan('Same', []));
    for (const max of [Number.POSITIVE_INFINITY, 30_000]) {
      const text = renderReviewMarkdown(parts, max);
      expect(text.length).toBeLessThanOrEqual(max);
      const drift = text.indexOf('### Drift');
      const own = text.slice(0, drift);
      expectContains(own, [
        'Examples of <b>Own 0</b> (de, live → this pull request)',
        '| Example | Live (the service) | This pull request |',
        'Examples of <b>Same</b> (de, live → this pull request)',
        '**Translate checks:** all passed',
      ], ['Drifted 0</b> (de']);
      expect(text.slice(drift)).toContain('Examples of <b>Drifted 0</b> (de, live → base branch file)');
      expect(text.slice(drift)).toContain('| Example | Live (the service) | File (base branch) |');
      expect(text.slice(drift)).toContain('The translate examples of the drifted list are here too.');
    }
  });

  it('renders drift as drift: no Plan: heading, columns named by side, alerts saying that applying deletes', () => {
    const rules: Change = {
      kind: 'replace_rules',
      before: { numbers: { decimal_separator: 'use_period_as_decimal_separator' } },
      after: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } },
      rules: [{ group: 'numbers', rule: 'decimal_separator', before: 'use_period_as_decimal_separator', after: 'use_comma_as_decimal_separator' }],
      origins: {},
    };
    const text = renderReviewMarkdown(
      { title: 'plan', target: null, plan: makePlan([updatePlan('Legal', [rules])]), drift: { kind: 'checked', drift: makePlan([updatePlan('Marketing', [rules]), deletePlan('Stray', 'prune')]), base: 'main' } },
      65_536,
    );
    const { own, drift } = driftParts(text);
    expect(own).toContain('### Plan: 0 to create, 1 to update, 0 to delete.');
    expect(own).toContain('| Rule | Live (the service) | This pull request | Identifier |');
    expect(own).not.toContain('This plan deletes');
    expect(drift).not.toContain('Plan:');
    expect(drift).toContain('| Rule | Live (the service) | File (base branch) | Identifier |');
    expect(drift).not.toMatch(/\| Before \| After \||This pull request \||This plan deletes/);
    expect(drift).toContain('> **Applying after the merge also deletes 1 list:** Stray');
    expect(drift).toContain('| `-` **delete** | **Stray** |');
    // Said at the top too: a reviewer who stops at the pull request's overview knows merging deletes a list.
    expect(own).toContain('_Applying after the merge also undoes drift in 2 lists, shown apart under **Drift** at the end; that drift **deletes 1 list**._');
  });

  it('says this pull request changes nothing, not that the live lists match, when only drift changes', () => {
    const text = renderReviewMarkdown({ title: 'plan', target: null, plan: makePlan([]), drift: { kind: 'checked', drift: makePlan([updatePlan('Marketing', [])]), base: 'main' } }, 65_536);
    expect(text).toContain('### None: this pull request changes no list.\n');
    expect(text).not.toContain('The live lists match the style files');
  });

  it('says drift was not checked, and why', () => {
    const text = renderReviewMarkdown({ title: 'plan', target: null, plan: makePlan([]), drift: { kind: 'unavailable', reason: 'the base commit is missing.' } }, 65_536);
    expect(text).toContain('> Drift was not checked: the base commit is missing.');
    expect(text).toContain('No changes. The live lists match the style files.');
  });
});

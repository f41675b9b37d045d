import { describe, expect, it } from 'vitest';
import { planProject } from '../../src/app/plan-project.ts';
import { StylesyncError } from '../../src/errors.ts';
import { styleFile } from '../world/files.ts';
import { useWorld, writes } from './support.ts';

const checks = { checkTranslations: false, maxCheckCharacters: 10_000, failOnCheck: true, refreshLanguages: false, concurrency: 2 };
const { w, events, openValid } = useWorld();

describe('planProject', () => {
  it('returns the plan, the live lists and the checks as data, and sends nothing', async () => {
    const session = await openValid();
    const planned = await planProject(session, { planning: {}, checks, env: { HOME: w().dir }, onEvent: (e) => events.push(e) });
    expect(planned.plan.lists.summary).toMatchObject({ create: 1, update: 0, delete: 0 });
    expect(planned.plan.lists.items.map((l) => [l.action, l.name])).toEqual([['create', 'German']]);
    expect(planned.plan.lists.problems).toEqual([]);
    expect(planned.live).toEqual([]);
    expect(planned.checks.languages.diagnostics).toEqual([]);
    expect(planned.failure).toBeUndefined();
    // Where it applies, recorded for `apply plan.json`.
    expect(planned.plan.applies_to).toEqual({ target: null, base_url: w().emu.url, styles_dir: 'styles' });
    expect(writes(w())).toEqual([]);
  });

  it("reports a language the service does not support as the checks' failure, not a throw", async () => {
    // Valid offline (en-gb is a translation language), refused online: the service takes it as a target only.
    await w().write('styles/en.yaml', ['name: Docs', 'language: en', 'custom_instructions:', '  - label: Spelling', '    prompt: Use British spelling.', '    source_language: en-gb', ''].join('\n'));
    const session = await openValid();
    const planned = await planProject(session, { planning: {}, checks, env: { HOME: w().dir } });
    expect(planned.failure).toBe('language');
    expect(planned.checks.languages.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  });

  it('refuses translate checks over the budget with code over-budget, before any request', async () => {
    await w().write(
      'styles/de.yaml',
      `${styleFile({ name: 'German' })}examples:\n  - text: "${'A long sentence to translate. '.repeat(20)}"\n`,
    );
    const session = await openValid();
    const before = w().emu.log.length;
    const error = await planProject(session, { planning: {}, checks: { ...checks, checkTranslations: true, maxCheckCharacters: 10 }, env: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StylesyncError);
    expect((error as StylesyncError).code).toBe('over-budget');
    expect(w().emu.log.length).toBe(before);
  });
});

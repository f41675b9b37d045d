import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DE_RULES, styleFile } from '../world/files.ts';
import { parseSavedPlan } from '../../src/plan/saved.ts';
import { events, useStage } from '../world/action.ts';

const s = useStage();

describe('working-directory', () => {
  it('finds stylesync.yaml there, annotates with workspace paths and plans the base commit from it', async () => {
    await s.write('README.md', 'a repository with the style files in a subdirectory\n');
    await s.write('i18n/stylesync.yaml', 'styles_dir: styles\n');
    await s.write('i18n/styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    const base = s.commit('base');
    const inputs = s.inputs({ 'working-directory': 'i18n' });
    expect((await s.run(events.push(), { ...inputs, command: 'apply' })).code).toBe(0);

    await s.write('i18n/styles/fr.yaml', styleFile({ name: 'French', language: 'fr' }));
    s.commit('French');
    const plan = await s.run(events.pullRequest({ baseSha: base }), inputs);
    expect(plan.code, plan.stdout).toBe(0);
    expect(plan.summary).toContain('**Drift:** none.');
    expect(plan.summary).toContain('<b>French</b>');

    await s.write('i18n/styles/fr.yaml', 'name: French\nlanguage: fr\ncolour: blue\n');
    const bad = await s.run(events.pullRequest({ baseSha: base }), inputs);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/^::error title=stylesync [a-z-]+,file=i18n\/styles\/fr\.yaml,line=3,col=1::/m);
  });
});

describe('prune and allow-deletes', () => {
  it('are handed to planning: a list no file manages is deleted only when asked, and backed up first', async () => {
    s.emu.seed([{ name: 'Old', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    s.commit('styles');
    const inputs = s.inputs({ command: 'apply' });

    const kept = await s.run(events.push(), inputs);
    expect(kept.code, kept.stdout).toBe(0);
    expect(s.emu.lists().map((l) => l.name).sort()).toEqual(['German', 'Old']);
    expect(kept.summary).toContain('`--prune` would delete it');

    const pruned = await s.run(events.push(), { ...inputs, prune: 'true', 'allow-deletes': '1' });
    expect(pruned.code, pruned.stdout).toBe(0);
    expect(pruned.outputs).toMatchObject({ 'has-changes': 'true', deletes: '1' });
    expect(s.emu.lists().map((l) => l.name)).toEqual(['German']);
    const backups = await readdir(join(dirname(pruned.outputs['plan-file'] as string), 'backups'));
    expect(backups).toHaveLength(1);
  });
});

describe('check-translations', () => {
  const STYLE = [
    'name: Prices DE',
    'language: de',
    'configured_rules:',
    '  numbers:',
    '    decimal_separator: use_comma_as_decimal_separator',
    'examples:',
    '  - text: It costs 3.5 euros.',
    '    source_language: en',
    '    expect:',
    '      contains: ["3,5"]',
    '',
  ].join('\n');

  it('is handed to planning: the examples are translated and shown in the summary and the comment', async () => {
    s.emu.seed([{ name: 'Prices DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/prices.yaml', STYLE);
    const base = s.commit('prices');
    const inputs = s.inputs();

    const without = await s.run(events.pullRequest({ baseSha: base }), inputs);
    expect(without.code, without.stdout).toBe(0);
    expect(without.summary).not.toContain('Translate checks');
    expect(s.emu.log.filter((e) => e.path === '/v2/translate')).toEqual([]);

    const checked = await s.run(events.pullRequest({ baseSha: base }), { ...inputs, 'check-translations': 'true' });
    expect(checked.code, checked.stdout).toBe(0);
    expect(checked.summary).toContain('**Translate checks:** all passed');
    expect(s.github.comments(7)[0]?.body).toContain('**Translate checks:** all passed');
    expect(checked.stdout).toContain('All translate checks passed.');
    expect(s.emu.log.filter((e) => e.path === '/v2/translate')).toHaveLength(2);
    // Preview lists come and go; the live list was only read.
    expect(s.emu.lists().map((l) => [l.name, l.version])).toEqual([['Prices DE', 1]]);
  });

  it('fails the step when an example misses its expectation, after showing why', async () => {
    s.emu.seed([{ name: 'Prices DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/prices.yaml', STYLE.replace('["3,5"]', '["3;5"]'));
    const result = await s.run(events.pullRequest({ baseSha: s.commit('prices') }), s.inputs({ 'check-translations': 'true' }));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error::A translate check failed/m);
    expect(result.summary).toContain('Translate checks');
    // The summary says where to look within itself, not "in the job summary".
    expect(result.summary).toContain('(see the examples with the plan)');
    expect(result.summary).not.toMatch(/see the job summary|in the job summary/);
    // The plan was made: plan.json is left where the README says, for the reviewer and the artifact.
    const saved = parseSavedPlan(result.files['plan-file'] as string, 'plan.json');
    expect(saved.lists.items.map((l) => [l.name, l.action])).toEqual([['Prices DE', 'update']]);
  });

  it('on apply, leaves plan.json after a failed check and sends nothing', async () => {
    s.emu.seed([{ name: 'Prices DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/prices.yaml', STYLE.replace('["3,5"]', '["3;5"]'));
    s.commit('prices');
    const result = await s.run(events.push(), s.inputs({ 'check-translations': 'true', command: 'apply' }));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error::A translate check failed: .* Nothing was applied\./m);
    expect(parseSavedPlan(result.files['plan-file'] as string, 'plan.json').lists.items).toHaveLength(1);
    expect(result.outputs['record-file']).toBeUndefined();
    expect(s.emu.lists().map((l) => [l.name, l.version])).toEqual([['Prices DE', 1]]);
  });

  it('leaves no plan.json when no plan could be made (the style files have errors)', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/prices.yaml', STYLE.replace('use_comma_as_decimal_separator', 'sometimes'));
    const result = await s.run(events.pullRequest({ baseSha: s.commit('prices') }), s.inputs({ 'check-translations': 'true' }));
    expect(result.code).toBe(1);
    expect(result.outputs['plan-file']).toBeUndefined();
  });
});

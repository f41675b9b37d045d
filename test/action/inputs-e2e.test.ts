import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DE_RULES, styleFile } from '../scenarios/harness.ts';
import { events, KEY, stage, type Stage } from './harness.ts';

let s: Stage;
beforeEach(async () => {
  s = await stage();
});
afterEach(async () => {
  await s.close();
});

describe('working-directory', () => {
  it('finds stylesync.yaml there, annotates with workspace paths and plans the base commit from it', async () => {
    await s.write('README.md', 'a repository with the style files in a subdirectory\n');
    await s.write('i18n/stylesync.yaml', 'styles_dir: styles\n');
    await s.write('i18n/styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    const base = s.commit('base');
    const inputs = { 'api-key': KEY, 'base-url': s.emu.url, 'working-directory': 'i18n' };
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
    const inputs = { 'api-key': KEY, 'base-url': s.emu.url, command: 'apply' };

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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { DE_RULES, styleFile } from '../world/files.ts';
import { events, KEY, READ_SCOPES, stage, type Stage } from '../world/action.ts';

// Each test runs the Action as child processes: 20 s is too little on a loaded two-core machine.
vi.setConfig({ testTimeout: 60_000 });

const APPLY_KEY = 'sk-action-APPLY-7c2e90ab41';

let s: Stage;
afterEach(async () => {
  await s.close();
});

describe('the keys apart', () => {
  it('applies with apply-api-key while api-key holds read scopes only; without it, api-key applies as before', async () => {
    s = await stage({ apiKeys: [{ key: KEY, scopes: READ_SCOPES }, { key: APPLY_KEY }] });
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    s.commit('styles');
    const inputs = s.inputs({ command: 'apply' });

    // The read-only key cannot write: the service refuses, and nothing is created.
    const refused = await s.run(events.push(), inputs);
    expect(refused.code).toBe(1);
    expect(s.emu.lists()).toEqual([]);

    const applied = await s.run(events.push(), { ...inputs, 'apply-api-key': APPLY_KEY });
    expect(applied.code, applied.stdout).toBe(0);
    expect(s.emu.lists().map((l) => l.name)).toEqual(['German']);
    // Masked like api-key: the runner was told before the key was sent.
    expect(applied.stdout).toContain(`::add-mask::${APPLY_KEY}`);
    for (const { where, text } of s.captured.filter((c) => c.where !== 'stdout')) expect(text, where).not.toContain(APPLY_KEY);
  });

  it('a pull request run never reads apply-api-key: no request carries it, and nothing is written', async () => {
    // The emulator accepts the plan key only, read scopes: a request carrying the apply key would be refused (401) and fail the run.
    s = await stage({ apiKeys: [{ key: KEY, scopes: READ_SCOPES }] });
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    const base = s.commit('styles');
    await s.write('styles/fr.yaml', styleFile({ name: 'French', language: 'fr' }));
    s.commit('French');

    const plan = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ 'apply-api-key': APPLY_KEY }));
    expect(plan.code, plan.stdout).toBe(0);
    expect(plan.summary).toContain('<b>French</b>');
    expect(s.emu.log.length).toBeGreaterThan(0);
    expect(s.emu.log.filter((entry) => entry.method !== 'GET')).toEqual([]);
    expect(s.emu.log.filter((entry) => entry.status === 401 || entry.status === 403)).toEqual([]);
    // Never read, so never masked either: the runner was not even told of it.
    for (const { where, text } of s.captured) expect(text, where).not.toContain(APPLY_KEY);
  });
});

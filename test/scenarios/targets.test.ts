import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';
import { styleFile } from '../world/files.ts';
import { expectNoKeyLeak, PRODUCTION_KEY, STAGING_KEY } from '../world/keys.ts';
import { readRecord } from '../world/service.ts';
import { world, type World } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

let staging: RunningEmulator;
let production: RunningEmulator;
let w: World;

/** Each target's key only: no STYLESYNC_* variables, so the targets alone decide. */
const env = { STYLESYNC_API_KEY: undefined, STYLESYNC_BASE_URL: undefined, STAGING_KEY, PRODUCTION_KEY };

beforeEach(async () => {
  // Each emulator accepts only its own key, so a key sent to the wrong target fails loudly.
  staging = await startEmulator({ port: 0, apiKeys: [{ key: STAGING_KEY }] });
  production = await startEmulator({ port: 0, apiKeys: [{ key: PRODUCTION_KEY }] });
  w = await world({
    emulator: staging,
    config: [
      'styles_dir: styles',
      'targets:',
      '  staging:',
      `    base_url: ${staging.url}`,
      '    api_key_env: STAGING_KEY',
      '  production:',
      `    base_url: ${production.url}`,
      '    api_key_env: PRODUCTION_KEY',
      '    styles_dir: styles-production',
      '',
    ].join('\n'),
  });
  await w.write('styles/de.yaml', styleFile({ name: 'Acme DE (staging)' }));
  await w.write('styles-production/de.yaml', styleFile({ name: 'Acme DE' }));
});
afterEach(async () => {
  await w.close();
  await staging.close();
  await production.close();
});
afterAll(() => expectNoKeyLeak());

describe('several targets', () => {
  it('applies each target with its own address, key and styles directory', async () => {
    const s = await w.cli(['apply', '--yes', '--target', 'staging'], { env });
    expect(s.code).toBe(0);
    expect(staging.lists().map((l) => l.name)).toEqual(['Acme DE (staging)']);
    expect(production.lists()).toEqual([]);

    const p = await w.cli(['apply', '--yes', '--target', 'production', '--record', 'prod-record.jsonl'], { env });
    expect(p.code).toBe(0);
    expect(production.lists().map((l) => l.name)).toEqual(['Acme DE']);
    expect(staging.lists().map((l) => l.name)).toEqual(['Acme DE (staging)']);
    const record = await readRecord(w, 'prod-record.jsonl');
    expect(record).toMatchObject([{ target: 'production', base_url: production.url, operation: 'create_list' }]);

    const plan = await w.cli(['plan', '--target', 'production', '--detailed-exitcode'], { env });
    expect(plan.code).toBe(0);
  });

  it('applies a --target plan with just `apply plan.json`, as plan says', async () => {
    const p = await w.cli(['plan', '--target', 'production', '--out', 'plan.json'], { env });
    expectRun(p, 0, { stdout: ['Apply exactly this plan with: stylesync apply plan.json\n'] });
    expect(JSON.parse(await w.read('plan.json')).applies_to).toEqual({ target: 'production', base_url: production.url, styles_dir: 'styles-production' });

    const a = await w.cli(['apply', 'plan.json'], { env });
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    expect(production.lists().map((l) => l.name)).toEqual(['Acme DE']);
    expect(staging.lists()).toEqual([]);
  });

  it("masks a target's key wherever it would be printed, not only in client errors", async () => {
    // A key pasted into a prompt by mistake: plan prints prompts, and the key came from PRODUCTION_KEY.
    await w.write(
      'styles-production/de.yaml',
      styleFile({ name: 'Acme DE', instructions: [{ label: 'Oops', prompt: `Token ${PRODUCTION_KEY} is secret.` }] }),
    );
    const r = await w.cli(['plan', '--target', 'production'], { env });
    expectRun(r, 0, { stdout: ['Token *** is secret.'] });
    expect(r.stdout + r.stderr).not.toContain(PRODUCTION_KEY);
  });

  it('names the declared targets when given an unknown one', async () => {
    const r = await w.cli(['plan', '--target', 'prod'], { env });
    expectRun(r, 1, { stderr: ['Unknown target "prod"', 'staging, production'] });
  });

  it('names the missing key variable of the chosen target', async () => {
    const r = await w.cli(['plan', '--target', 'production'], { env: { ...env, PRODUCTION_KEY: undefined } });
    expectRun(r, 1, { stderr: ['PRODUCTION_KEY'] });
    expect(production.log).toEqual([]);
  });

  it('names the target\'s key variable when the service refuses its key', async () => {
    const r = await w.cli(['plan', '--target', 'production'], { env: { ...env, PRODUCTION_KEY: STAGING_KEY } });
    expectRun(r, 1, { stderr: ['401', 'Set PRODUCTION_KEY to a valid key'] });
    expect(r.stderr).not.toContain(STAGING_KEY);
  });

  it('refuses to apply a plan made for another target', async () => {
    expect((await w.cli(['plan', '--target', 'staging', '--out', 'staging.json'], { env })).code).toBe(0);
    const r = await w.cli(['apply', 'staging.json', '--target', 'production'], { env });
    expectRun(r, 1, { stderr: ['staging.json was made with --target staging, but this apply was given --target production'] });
    expect(production.lists()).toEqual([]);
  });

  it('lets --base-url and STYLESYNC_BASE_URL override the target address', async () => {
    const r = await w.cli(['apply', '--yes', '--target', 'production', '--base-url', staging.url], { env: { ...env, PRODUCTION_KEY: STAGING_KEY } });
    expect(r.code).toBe(0);
    expect(staging.lists().map((l) => l.name)).toEqual(['Acme DE']);
    expect(production.log).toEqual([]);
  });
});

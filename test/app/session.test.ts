import { describe, expect, it } from 'vitest';
import { StylesyncError } from '../../src/errors.ts';
import { KEY } from '../scenarios/harness.ts';
import { useWorld } from './support.ts';

const { w, open } = useWorld();

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StylesyncError);
  return (error as StylesyncError).code;
}

describe('openSession', () => {
  it('loads the files, resolves the target and hands the key to onSecret before any request', async () => {
    const secrets: string[] = [];
    const session = await open({ onSecret: (key) => secrets.push(key) });
    expect(secrets).toEqual([KEY]);
    expect(session.result.errors).toEqual([]);
    expect(session.result.lists.map((l) => l.name)).toEqual(['German']);
    expect(session.target).toMatchObject({ name: null, baseUrl: w().emu.url, names: { key: 'STYLESYNC_API_KEY' } });
    expect(w().emu.log).toEqual([]);
  });

  it('fails with a code a program can test: unknown-target, no-key, no-address, address-insecure', async () => {
    expect(await codeOf(open({ target: 'staging' }))).toBe('unknown-target');
    expect(await codeOf(open({ env: { STYLESYNC_BASE_URL: w().emu.url } }))).toBe('no-key');
    expect(await codeOf(open({ env: { STYLESYNC_API_KEY: KEY } }))).toBe('no-address');
    expect(await codeOf(open({ baseUrl: 'http://styles.example.com' }))).toBe('address-insecure');
  });

  it('reads the key from the variable a target names, and never falls back to STYLESYNC_API_KEY', async () => {
    await w().write('stylesync.yaml', `styles_dir: styles\ntargets:\n  prod:\n    api_key_env: PROD_KEY\n    base_url: ${w().emu.url}\n`);
    expect(await codeOf(open({ target: 'prod' }))).toBe('no-key');
    const session = await open({ target: 'prod', env: { PROD_KEY: KEY } });
    expect(session.target).toMatchObject({ name: 'prod', apiKey: KEY, names: { key: 'PROD_KEY' } });
  });

  it('answers a wrong key with auth-refused once a request is made', async () => {
    const session = await open({ env: { ...w().env, STYLESYNC_API_KEY: 'sk-not-the-right-key-000' } });
    expect(await codeOf(session.api.listAll())).toBe('auth-refused');
  });
});

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheDir } from '../../src/checks/cache-dir.ts';
import { languageCacheFile } from '../../src/checks/language-cache.ts';
import { loadLanguages } from '../../src/checks/load-languages.ts';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';
import { createClient } from '../../src/live/client.ts';
import { finalFailures, releaseAfterFailure } from '../live/harness.ts';

let emu: RunningEmulator;
let dir: string;
beforeAll(async () => {
  emu = await startEmulator({ randomSeed: 1, apiKeys: [{ key: 'k-languages-test' }] });
});
afterAll(async () => {
  await emu.close();
});
beforeEach(async () => {
  emu.reset();
  dir = await mkdtemp(join(tmpdir(), 'stylesync-cache-'));
  return () => rm(dir, { recursive: true, force: true });
});

const languageRequests = () => emu.log.filter((e) => e.route === '/v3/languages').length;
const T0 = new Date('2026-11-23T12:00:00Z');

function load(options: { refresh?: boolean; now?: Date; baseUrl?: string; cache?: string | undefined } = {}) {
  const api = createClient({ baseUrl: emu.url, apiKey: 'k-languages-test' });
  return loadLanguages(api, {
    secrets: ['k-languages-test'],
    baseUrl: options.baseUrl ?? emu.url,
    cacheDir: 'cache' in options ? options.cache : dir,
    refresh: options.refresh ?? false,
    now: options.now ?? T0,
  });
}

describe('the language cache', () => {
  it('reads both resources once, then answers from disk with zero requests for 24 hours', async () => {
    const first = await load();
    expect(first.requests).toBe(2);
    expect(languageRequests()).toBe(2);
    expect(first.sets.style_rules.map((l) => l.lang)).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'zh']);
    // Beta languages are asked for, so a beta language is a warning rather than missing.
    expect(first.sets.translate_text.find((l) => l.lang === 'he')?.status).toBe('beta');

    const cached = await load({ now: new Date(T0.getTime() + 23 * 3600_000) });
    expect(cached.requests).toBe(0);
    expect(languageRequests()).toBe(2);
    expect(cached.sets).toEqual(first.sets);

    const expired = await load({ now: new Date(T0.getTime() + 25 * 3600_000) });
    expect(expired.requests).toBe(2);
    expect(languageRequests()).toBe(4);
  });

  it('--refresh-languages asks again even when the cache is fresh', async () => {
    await load();
    expect((await load({ refresh: true })).requests).toBe(2);
    expect(languageRequests()).toBe(4);
    expect((await load()).requests).toBe(0);
  });

  it('keys entries by base URL and resource, and ignores a corrupt or foreign file', async () => {
    await load();
    expect((await readdir(dir)).length).toBe(2);
    // Another service address has entries of its own.
    expect((await load({ baseUrl: `${emu.url}/other` })).requests).toBe(2);
    expect((await readdir(dir)).length).toBe(4);

    await writeFile(languageCacheFile(dir, emu.url, 'style_rules'), '{not json');
    expect((await load()).requests).toBe(1);
    // A record for another address under this file name is not trusted either.
    await writeFile(
      languageCacheFile(dir, emu.url, 'translate_text'),
      JSON.stringify({ format: 1, base_url: 'https://elsewhere', resource: 'translate_text', fetched_at: T0.toISOString(), languages: [] }),
    );
    expect((await load()).requests).toBe(1);
    // The entries are read as strictly as the service's answer: an edited record is filled in like one,
    // so the checks never meet an entry without `features`, and one that is no language is a miss.
    const record = (languages: unknown[]) => JSON.stringify({ format: 1, base_url: emu.url, resource: 'translate_text', fetched_at: T0.toISOString(), languages });
    await writeFile(languageCacheFile(dir, emu.url, 'translate_text'), record([{ lang: 'de' }]));
    const filledIn = await load();
    expect(filledIn.requests).toBe(0);
    expect(filledIn.sets.translate_text).toEqual([{ lang: 'de', name: '', usable_as_source: false, usable_as_target: false, features: {} }]);
    await writeFile(languageCacheFile(dir, emu.url, 'translate_text'), record([42]));
    expect((await load()).requests).toBe(1);
  });

  it('a failure names the first resource in its order, whichever answer comes back first (the same outage reads the same on every run)', async () => {
    // The first language request is held; every one answers 500. The other fails at once, the held one after release().
    emu.addFault({ route: '/v3/languages', kind: 'hold', count: 1 });
    emu.addFault({ route: '/v3/languages', kind: 'status', status: 500 });
    const told = finalFailures();
    const api = createClient({ baseUrl: emu.url, apiKey: 'k-languages-test', retries: 0, onRequest: told.onRequest });
    const stalled = emu.whenStalled('GET', '/v3/languages');
    const loading = loadLanguages(api, { secrets: ['k-languages-test'], baseUrl: emu.url, cacheDir: undefined, refresh: false, now: T0 });
    const { error } = await releaseAfterFailure(emu, stalled, told, '/v3/languages', loading);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('style_rules');
  });

  it('without a cache directory reads every time and still works', async () => {
    expect((await load({ cache: undefined })).requests).toBe(2);
    expect((await load({ cache: undefined })).requests).toBe(2);
  });
});

describe('cacheDir', () => {
  it('uses RUNNER_TEMP inside GitHub Actions, else XDG_CACHE_HOME, else ~/.cache', () => {
    expect(cacheDir({ GITHUB_ACTIONS: 'true', RUNNER_TEMP: '/runner/tmp', HOME: '/home/u' })).toBe('/runner/tmp/stylesync-cache');
    expect(cacheDir({ RUNNER_TEMP: '/runner/tmp', HOME: '/home/u' })).toBe('/home/u/.cache/stylesync');
    expect(cacheDir({ XDG_CACHE_HOME: '/xdg', HOME: '/home/u' })).toBe('/xdg/stylesync');
    // The XDG spec: a relative XDG_CACHE_HOME is invalid and ignored.
    expect(cacheDir({ XDG_CACHE_HOME: 'relative', HOME: '/home/u' })).toBe('/home/u/.cache/stylesync');
    expect(cacheDir({})).toBeUndefined();
  });
});

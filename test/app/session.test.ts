import { describe, expect, it, vi } from 'vitest';
import { planLive } from '../../src/app/plan-project.ts';
import { StylesyncError } from '../../src/errors.ts';
import type { RequestEvent } from '../../src/live/client.ts';
import { collectGarbage, countObjects } from '../heap-objects.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { KEY } from '../world/keys.ts';
import { useWorld, valid } from './support.ts';

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
    const session = valid(await open({ onSecret: (key) => secrets.push(key) }));
    expect(secrets).toEqual([KEY]);
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

describe('openSession with readAhead: the live read runs while the files load', () => {
  const pageGets = () => w().emu.log.filter((e) => e.method === 'GET' && e.path === '/v3/style_rules');
  const manyFiles = async (count: number, broken?: number) => {
    for (let i = 0; i < count; i++) {
      await w().write(`styles/list-${i}.yaml`, i === broken ? 'name: [unclosed\n' : styleFile({ name: `List ${i}`, rules: DE_RULES }));
    }
  };

  it('the first page is served before loading ends; the plan uses that read and reads nothing more (the bound)', async () => {
    w().emu.seed(Array.from({ length: 60 }, (_, i) => ({ name: `List ${i}`, language: 'de', configured_rules: DE_RULES, custom_instructions: [] })));
    await manyFiles(60);
    const session = valid(await open({ readAhead: { concurrency: 4 } }));
    // Without readAhead no request goes out before openSession returns (the first test above): this one was served while files loaded.
    expect(pageGets().length).toBeGreaterThanOrEqual(1);
    const { plan, live } = await planLive(session, { readConcurrency: 4 });
    expect(live).toHaveLength(60);
    expect(plan.lists.items.map((l) => l.name)).toEqual(['German']);
    // 61 files expected 61 lists: 3 pages, the bound for 60, one read (the plan only creates "German"; a confirming read adds 3).
    expect(pageGets()).toHaveLength(6);
    expect(session.firstRead?.take()).toBeUndefined();
  });

  it('a validation error abandons the read: the page in flight is aborted, never retried, and its failure never surfaces', async () => {
    w().emu.seed(Array.from({ length: 30 }, (_, i) => ({ name: `List ${i}`, language: 'de', configured_rules: DE_RULES, custom_instructions: [] })));
    // Page 0 is held and never released: only an abort ends it (a 60 s latency did the same, on the wall clock).
    w().emu.addFault({ kind: 'hold' });
    await manyFiles(20, 7);
    const requests: RequestEvent[] = [];
    const session = await open({ readAhead: { concurrency: 4 }, onRequest: (event) => requests.push(event) });
    expect(session.result.ok).toBe(false);
    expect(session.firstRead).toBeUndefined();
    await vi.waitFor(() => expect(requests.some((e) => e.failure !== undefined)).toBe(true), { timeout: 10_000 });
    expect(requests.map((e) => `${e.method} ${e.path} #${e.attempt}`)).toEqual(['GET /v3/style_rules?detailed=true&page_size=25&page=0 #1']);
    expect(w().emu.lists()).toHaveLength(30);
  });

  it('--concurrency 1 reads ahead one page after another, at the bound', async () => {
    w().emu.seed(Array.from({ length: 60 }, (_, i) => ({ name: `List ${i}`, language: 'de', configured_rules: DE_RULES, custom_instructions: [] })));
    const session = await open({ readAhead: { concurrency: 1 } });
    const read = await session.firstRead?.take();
    expect(read?.lists).toHaveLength(60);
    expect(read?.requests).toBe(3);
  });

  it('lets go of the text pool the files and the read shared once both are done, while the session lives on (issue #31)', async () => {
    const marker = 'Pooled prompt, a text the read ahead shares with the files:';
    // The lists are named with the marker too: the pool keeps prompts by their list's name (util/text-pool.ts).
    w().emu.seed(Array.from({ length: 30 }, (_, i) => ({ name: `${marker} list ${i}`, language: 'de', configured_rules: DE_RULES, custom_instructions: [{ label: 'Tone', prompt: `${marker} ${i}` }] })));
    const session = await open({ readAhead: { concurrency: 4 } });
    const read = await session.firstRead?.take();
    expect(read?.lists).toHaveLength(30);
    // The pool is Maps of texts to themselves and of list names to their prompts; any Map still holding a prompt or a name of the read as a key is the pool kept alive.
    expect(await mapsWithKeyStarting(marker)).toBe(0);
    expect(session.redact('still usable')).toBe('still usable');
  });

  it('keeps a list’s labels and prompts once when the files and the read ahead hold the same, in either order (issue #31)', async () => {
    const marker = 'Column shared by the files and the read ahead';
    const instructions = (i: number) => Array.from({ length: 3 }, (_, j) => ({ label: `${marker} ${i}.${j}`, prompt: `${marker}: prompt ${i}.${j}` }));
    w().emu.seed(Array.from({ length: 40 }, (_, i) => ({ name: `List ${i}`, language: 'de', configured_rules: DE_RULES, custom_instructions: instructions(i) })));
    for (let i = 0; i < 40; i++) await w().write(`styles/list-${i}.yaml`, styleFile({ name: `List ${i}`, rules: DE_RULES, instructions: instructions(i) }));
    // One list differs from its live copy: both keep their own.
    await w().write('styles/list-0.yaml', styleFile({ name: 'List 0', rules: DE_RULES, instructions: instructions(0).map((x) => ({ ...x, prompt: `${x.prompt}!` })) }));
    const session = valid(await open({ readAhead: { concurrency: 4 } }));
    const read = await session.firstRead?.take();
    expect(read?.lists).toHaveLength(40);
    const liveOne = read?.lists.find((l) => l.name === 'List 1');
    expect(session.result.lists.find((l) => l.name === 'List 1')?.custom_instructions.map((x) => [x.label, x.prompt])).toEqual(liveOne?.custom_instructions.map((x) => [x.label, x.prompt]));
    await collectGarbage();
    // Arrays of three strings that start with the marker: a list's labels, a list's prompts.
    const columns = await countObjects('Array.prototype', 'function (arrays, marker) { return arrays.filter((a) => a.length === 3 && typeof a[0] === "string" && a[0].startsWith(marker)); }', marker);
    // 40 lists × (labels, prompts) once each, and List 0's prompts twice (its file and its live copy differ).
    expect(columns).toBe(81);
  });

  it('keeps no hold on the first read once it is taken: a plan that reads again does not keep the first listing too', async () => {
    w().emu.seed(Array.from({ length: 30 }, (_, i) => ({ name: `List ${i}`, language: 'de', configured_rules: DE_RULES, custom_instructions: [] })));
    const session = await open({ readAhead: { concurrency: 4 } });
    const lists = new WeakRef((await session.firstRead?.take())?.lists ?? []);
    expect(lists.deref()).toHaveLength(30);
    await collectGarbage();
    expect(lists.deref()).toBeUndefined();
    expect(session.redact('still usable')).toBe('still usable');
  });

  it('without a key nothing is read ahead, and the error is the one openSession always gave', async () => {
    expect(await codeOf(open({ readAhead: {}, env: { STYLESYNC_BASE_URL: w().emu.url } }))).toBe('no-key');
    expect(w().emu.log).toEqual([]);
  });
});

/** How many Maps on the heap hold a key starting with `prefix`. */
function mapsWithKeyStarting(prefix: string): Promise<number> {
  // Map.prototype.keys called directly (a subclass may override keys()); an object that only inherits from Map.prototype is no Map and throws.
  return countObjects(
    'Map.prototype',
    'function (maps, prefix) { const keys = Map.prototype.keys; return maps.filter((map) => { try { return [...keys.call(map)].some((key) => typeof key === "string" && key.startsWith(prefix)); } catch { return false; } }); }',
    prefix,
  );
}

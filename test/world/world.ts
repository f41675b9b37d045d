import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { run } from '../../src/cli/main.ts';
import type { CliIO } from '../../src/cli/io.ts';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';
import type { CreateListBody } from '../../src/catalog/types.ts';
import { createClient, type LiveClient } from '../../src/live/client.ts';
import type { LiveClock } from '../../src/live/clock.ts';
import type { DictionaryBody } from '../../src/live/glossaries.ts';
import { capture, expectNoKeyLeak, KEY } from './keys.ts';

// The one test world: an emulator on 127.0.0.1, a temporary repository, and
// the CLI run in-process in it. The Action's runners build on the same world.

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface World {
  dir: string;
  emu: RunningEmulator;
  env: Record<string, string | undefined>;
  /** A client of the emulator with the world's key and a short backoff, for arranging live state the way the service would hold it. */
  readonly client: LiveClient;
  /** Runs the CLI in-process in `dir`. */
  cli(argv: string[], options?: { env?: Record<string, string | undefined>; isTTY?: boolean; confirm?: (q: string) => Promise<boolean>; clock?: LiveClock }): Promise<CliRun>;
  write(path: string, text: string): Promise<void>;
  read(path: string): Promise<string>;
  files(dir: string): Promise<string[]>;
  close(): Promise<void>;
}

export interface WorldOptions {
  config?: string;
  /** A running emulator to share; the world then leaves it running on close. */
  emulator?: RunningEmulator;
}

export async function world(options: WorldOptions = {}): Promise<World> {
  const dir = await mkdtemp(join(tmpdir(), 'stylesync-scenario-'));
  const emu = options.emulator ?? (await startEmulator({ port: 0, randomSeed: 3, apiKeys: [{ key: KEY }] }));
  const env = { STYLESYNC_API_KEY: KEY, STYLESYNC_BASE_URL: emu.url };
  let client: LiveClient | undefined;
  const w: World = {
    dir,
    emu,
    env,
    get client() {
      client ??= createClient({ baseUrl: emu.url, apiKey: KEY, backoff: { baseDelayMs: 1, maxDelayMs: 5 } });
      return client;
    },
    async cli(argv, opts = {}) {
      let stdout = '';
      let stderr = '';
      const io: CliIO = {
        stdout: (s) => void (stdout += s),
        stderr: (s) => void (stderr += s),
        env: { ...env, ...opts.env },
        cwd: dir,
        isTTY: opts.isTTY ?? false,
        ...(opts.confirm ? { confirm: opts.confirm } : {}),
        ...(opts.clock ? { clock: opts.clock } : {}),
      };
      const code = await run(argv, io);
      capture(`stdout of ${argv.join(' ')}`, stdout);
      capture(`stderr of ${argv.join(' ')}`, stderr);
      return { code, stdout, stderr };
    },
    async write(path, text) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    },
    async read(path) {
      const text = await readFile(join(dir, path), 'utf8');
      capture(path, text);
      return text;
    },
    async files(sub) {
      try {
        return (await readdir(join(dir, sub))).sort();
      } catch {
        return [];
      }
    },
    async close() {
      if (!options.emulator) await emu.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  await w.write('stylesync.yaml', options.config ?? 'styles_dir: styles\n');
  return w;
}

export interface WorldEachOptions extends WorldOptions {
  /** Files of the repository, by path. */
  files?: Readonly<Record<string, string>>;
  /** Lists already on the service (seeded, not logged). */
  lists?: CreateListBody[];
  /** Glossaries already on the service, created through the client (so they are in the request log). */
  glossaries?: Array<{ name: string; dictionaries: DictionaryBody[] }>;
  /** Anything else to arrange, after the files, lists and glossaries. */
  arrange?: (w: World) => Promise<void>;
  /** Checks after the file that no key reached any output; on unless told. */
  keyLeakCheck?: boolean;
}

/**
 * A fresh world for each test of the file, arranged as told, closed after it;
 * and after the file, the check that no key leaked. The answer stands for the
 * current test's world, so a test reads `w.cli(...)` as with `world()`.
 */
export function worldEach(options: WorldEachOptions = {}): World {
  const held = heldWorld(options);
  beforeEach(held.open);
  afterEach(held.close);
  if (options.keyLeakCheck !== false) afterAll(() => expectNoKeyLeak());
  return held.world;
}

/** One world for all the tests of the file (which then build on each other's state), as worldEach arranges it. */
export function worldAll(options: WorldEachOptions = {}): World {
  const held = heldWorld(options);
  beforeAll(held.open);
  afterAll(async () => {
    await held.close();
    if (options.keyLeakCheck !== false) expectNoKeyLeak();
  });
  return held.world;
}

function heldWorld(options: WorldEachOptions): { open(): Promise<void>; close(): Promise<void>; world: World } {
  let current: World | undefined;
  return {
    async open() {
      current = await world(options);
      for (const [path, text] of Object.entries(options.files ?? {})) await current.write(path, text);
      if (options.lists) current.emu.seed(options.lists);
      for (const g of options.glossaries ?? []) await current.client.createGlossary(g.name, g.dictionaries);
      await options.arrange?.(current);
    },
    async close() {
      await current?.close();
      current = undefined;
    },
    world: new Proxy({} as World, {
      get(_, prop) {
        if (!current) throw new Error('this world exists only while its tests run');
        return Reflect.get(current, prop) as unknown;
      },
    }),
  };
}

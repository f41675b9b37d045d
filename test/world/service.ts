import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { parseRecord, type AnyRecordEntry } from '../../src/apply/record-file.ts';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../src/emulator/emulator.ts';
import type { LiveClock } from '../../src/live/clock.ts';
import { KEY } from './keys.ts';
import type { World } from './world.ts';

// The service side of the world: the emulator on 127.0.0.1 (and plain
// servers for answers it is too well-behaved to give), and what they saw
// and hold, and what the CLI recorded, for assertions.

/**
 * A client clock driven by the emulator's events, for tests of requests that
 * get no answer: an attempt times out when the emulator has stalled it (a
 * hold or hang fault), never by the wall clock, so an answered request cannot
 * time out however busy the machine; the settle wait carries out the held
 * requests and ends once they are done, so a late write lands before the
 * client looks, in that order, at any speed. It sends no "still waiting"
 * events: the wall clock's would come and go with the machine's load, and a
 * test of them drives `waiting` itself (retries.test.ts).
 */
export function emulatorClock(emu: RunningEmulator): LiveClock {
  return {
    deadline(_ms, expire, { method, path }) {
      const wait = emu.whenStalled(method, path.split('?')[0]!);
      void wait.stalled.then(expire);
      return wait.cancel;
    },
    settle: async () => {
      await emu.release();
    },
    waiting: () => () => undefined,
  };
}

export async function emulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ port: 0, randomSeed: 7, apiKeys: [{ key: KEY }], ...options });
}

/**
 * One emulator for the test file (`start`: this harness's unless told),
 * emptied before each test and closed after the last.
 */
export function useEmulator(start: () => Promise<RunningEmulator> = emulator): RunningEmulator {
  let current: RunningEmulator | undefined;
  beforeAll(async () => {
    current = await start();
  });
  beforeEach(() => current?.reset());
  afterAll(async () => {
    await current?.close();
  });
  return standIn(() => current, 'emulator');
}

/**
 * What a hook makes (an emulator, a stage), answered through a stand-in, so a
 * test file names it once at the top (`emu.url`, `s.run(…)`) though the hooks
 * make it anew; used outside a test it says so instead of reading undefined.
 */
export function standIn<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      const target = current();
      if (!target) throw new Error(`the ${what} is used outside a test (its ${String(property)})`);
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface Canned {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A plain node:http server for answers the emulator is too well-behaved to
 * give (bare arrays, ignored paging, HTML error pages, echoed secrets). It
 * records what it received, so header tests see exactly what was sent.
 */
export async function oddServer(answer: (req: RecordedRequest, index: number) => Canned): Promise<{
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
    requests.push(recorded);
    req.resume();
    req.on('end', () => {
      const canned = answer(recorded, requests.length - 1);
      res.writeHead(canned.status, { 'X-Trace-ID': `${'0'.repeat(28)}${String(requests.length).padStart(4, '0')}`, ...canned.headers });
      res.end(canned.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OddServer = Awaited<ReturnType<typeof oddServer>>;

/** `serve(answer)`: an oddServer for one test, closed after it. */
export function useOddServers(): (answer: Parameters<typeof oddServer>[0]) => Promise<OddServer> {
  const servers: OddServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return async (answer) => {
    const server = await oddServer(answer);
    servers.push(server);
    return server;
  };
}

/** Requests the emulator saw, as `METHOD route`. */
export function requests(emu: RunningEmulator): string[] {
  return emu.log.map((e) => `${e.method} ${e.route}`);
}

/**
 * Every plan also reads the supported languages (the language checks, test/checks);
 * scenarios about lists filter those reads out to state exactly the list traffic.
 */
export const notLanguageRead = (request: string): boolean => request !== 'GET /v3/languages';

/** The live twin of ACME_DE_FILES: the list already on the service, with nothing configured. */
export const ACME_DE_LIVE = { name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] };

/**
 * The loop has converged: a plan right after apply is empty, and the only
 * requests it sends are the reads of the lists.
 */
export async function expectConverged(w: World, argv: string[] = []): Promise<void> {
  const mark = w.emu.log.length;
  const plan = await w.cli(['plan', '--detailed-exitcode', ...argv]);
  expect(plan.stdout).toContain('No changes. The live lists match the style files.');
  expect(plan.code).toBe(0);
  const sent = requests(w.emu).slice(mark).filter(notLanguageRead);
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((r) => r !== 'GET /v3/style_rules')).toEqual([]);
}

/** The list writes of the `--record` file (JSON Lines); fails on a torn line, which a finished run never leaves. */
export async function readRecord(w: World, path: string): Promise<Array<EntryOf<'list'>>> {
  const { entries, torn } = parseRecord(await w.read(path), path);
  expect(torn).toBeUndefined();
  return entriesOf(entries, 'list');
}

/** A record entry of one kind: list writes carry `list`, glossary writes `glossary`. */
type EntryOf<N extends 'list' | 'glossary'> = Extract<AnyRecordEntry, Record<N, string>>;

/** The writes of one kind in a record. */
export function entriesOf<N extends 'list' | 'glossary'>(entries: readonly AnyRecordEntry[], noun: N): Array<EntryOf<N>> {
  return entries.filter((e): e is EntryOf<N> => noun in e);
}

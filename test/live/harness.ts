import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreateListBody } from '../../src/live/api.ts';
import type { LiveClock } from '../../src/live/clock.ts';
import { type ClientOptions, createClient, type LiveClient, type RequestEvent } from '../../src/live/client.ts';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../src/emulator/emulator.ts';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Long and distinctive, so a leak anywhere is found by a plain substring search. */
export const KEY = 'sk-live-test-KEY-4f1d2c9b7e';

/** Test timing: tiny backoff and no settle wait unless a test needs one (emulatorClock times the rest by events). */
export function clientFor(
  url: string,
  overrides: Partial<ClientOptions> = {},
): { client: LiveClient; events: RequestEvent[] } {
  const events: RequestEvent[] = [];
  const client = createClient({
    baseUrl: url,
    apiKey: KEY,
    timeoutMs: 5_000,
    backoff: { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 50 },
    settleMs: 0,
    onRequest: (event) => events.push(event),
    ...overrides,
  });
  return { client, events };
}

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

export function listBody(name: string, overrides: Partial<CreateListBody> = {}): CreateListBody {
  return {
    name,
    language: 'de',
    configured_rules: { numbers: { decimal_separator: 'comma' } },
    custom_instructions: [{ label: 'Tone', prompt: 'Use the formal register.', source_language: 'en' }],
    ...overrides,
  };
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

export function json(value: unknown): string {
  return JSON.stringify(value);
}

/** A list record as the service sends it. */
export function wireList(id: string, name = `List ${id}`): Record<string, unknown> {
  return { style_id: id, name, language: 'de', version: 1, configured_rules: {}, custom_instructions: [] };
}

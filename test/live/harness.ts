import type { CreateListBody } from '../../src/live/api.ts';
import { type ClientOptions, createClient, type LiveClient, type RequestEvent } from '../../src/live/client.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { KEY } from '../world/keys.ts';

// The client side of the live tests: a client of the world's service with
// test timing, and the bodies the service takes and sends.

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

export function listBody(name: string, overrides: Partial<CreateListBody> = {}): CreateListBody {
  return {
    name,
    language: 'de',
    configured_rules: { numbers: { decimal_separator: 'comma' } },
    custom_instructions: [{ label: 'Tone', prompt: 'Use the formal register.', source_language: 'en' }],
    ...overrides,
  };
}

export function json(value: unknown): string {
  return JSON.stringify(value);
}

/** A list record as the service sends it. */
export function wireList(id: string, name = `List ${id}`): Record<string, unknown> {
  return { style_id: id, name, language: 'de', version: 1, configured_rules: {}, custom_instructions: [] };
}

/**
 * The client's last word on failed calls, as events: `failed(path)` resolves
 * once a request whose path starts with `path` failed with no retry to
 * follow, so the client has told its caller. A test that makes one failure
 * come back before another waits for this, never for a fixed time.
 */
export function finalFailures(): { onRequest(event: RequestEvent): void; failed(path: string): Promise<void> } {
  const seen: string[] = [];
  const waiters: Array<{ path: string; resolve(): void }> = [];
  return {
    onRequest(event) {
      const final = (event.failure !== undefined || (event.status ?? 0) >= 400) && event.retryInMs === undefined && event.waitingMs === undefined;
      if (!final) return;
      seen.push(event.path);
      for (const w of waiters.filter((w) => event.path.startsWith(w.path))) w.resolve();
    },
    failed(path) {
      if (seen.some((p) => p.startsWith(path))) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ path, resolve }));
    },
  };
}

/**
 * The end of a test that holds the first request with the emulator's `hold` fault and fails the others: once the
 * request is held and the client has told its caller of another's failure (`failed`, a path prefix), the held one
 * is released, and what `running` settled to comes back: its value or its error. Events, not a fixed time.
 */
export async function releaseAfterFailure<T>(
  emu: Pick<RunningEmulator, 'release'>,
  stalled: { stalled: Promise<void> },
  told: ReturnType<typeof finalFailures>,
  failed: string,
  running: Promise<T>,
): Promise<{ value?: T; error?: unknown }> {
  const settled = running.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await stalled.stalled;
  await told.failed(failed);
  if ((await emu.release()) !== 1) throw new Error('expected exactly one held request to release');
  return settled;
}

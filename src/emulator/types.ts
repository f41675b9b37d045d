import type { CreateListBody, LiveList } from '../catalog/types.ts';
import type { PersistedGlossary } from './glossary-store.ts';
import type { KeySpec } from './key-spec.ts';
import type { PageHook } from './page-hooks.ts';
import type { StallWait } from './stalls.ts';

export type { KeySpec } from './key-spec.ts';

export interface EmulatorOptions {
  /** default '127.0.0.1' */
  host?: string;
  /** default 0 (ephemeral) */
  port?: number;
  /** default 'Service-Auth-Key' */
  authScheme?: string;
  /** none given → any non-empty key accepted */
  apiKeys?: KeySpec[];
  /** persist state as JSON, written atomically (tmp file + rename), loaded at start if present */
  dataFile?: string;
  /** 400 for a configured_rules value not in src/catalog/catalog.ts */
  strictCatalog?: boolean;
  /** lists to pre-create; ignored when state was loaded from an existing dataFile */
  seed?: CreateListBody[];
  /** seeds the RNG used for probabilistic faults and ids, so runs are reproducible */
  randomSeed?: number;
  /** how many glossaries the account may hold; creating one more answers 456 (default 1000, service-interface.md) */
  glossaryQuota?: number;
}

export interface FaultRule {
  /** e.g. 'POST'; absent = any */
  method?: string;
  /** route pattern as the router names it, e.g. '/v3/style_rules/:style_id/configured_rules'; absent = any */
  route?: string;
  /** 'hold': the request waits, undone, until release(), then is served (to a client that may have given up). */
  kind: 'status' | 'latency' | 'hold' | 'reset' | 'hang';
  /** for kind 'status' */
  status?: 429 | 456 | 500 | 503 | 529;
  /** sent as Retry-After with 429/503/529 */
  retryAfterSeconds?: number;
  /** for kind 'latency' (the request is then served normally) */
  latencyMs?: number;
  /** apply to the next N matching requests */
  count?: number;
  /** or to each matching request with this probability (seeded RNG) */
  probability?: number;
}

export interface RequestLogEntry {
  method: string;
  /** Path without the query string, so a legacy `auth_key` never lands in the log. */
  path: string;
  /** The matched route pattern, '' when no route matched. */
  route: string;
  /** 0 when no response was sent (reset and hang faults). */
  status: number;
  /** '' when no response was sent. */
  traceId: string;
  at: string;
  /** The injected fault that decided the answer ('latency' when only a delay fired); absent when none fired. */
  fault?: FaultRule['kind'];
  /** A translation's `X-DeepL-Reporting-Tag`, as the service stores it (trimmed, lower case); absent when none was sent. */
  reportingTag?: string;
}

export interface RunningEmulator {
  /** 'http://127.0.0.1:PORT' (no trailing slash) */
  url: string;
  /** stops cleanly, also closing hung/keep-alive sockets */
  close(): Promise<void>;
  /** clears lists, faults and the log, and restarts the seeded fault decisions */
  reset(): void;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  /** Test-only: change the account right after a page of the listing is served (see page-hooks.ts); cleared by reset(). */
  afterPage(hook: PageHook): void;
  readonly log: readonly RequestLogEntry[];
  /**
   * Resolves once a request of this method and path (no query) is stalled by a
   * latency, hold or hang fault: the event a test times its client out on, instead of
   * racing a timer. `cancel()` stops waiting. `'*'` for either matches any (a run's
   * first write, whichever it is).
   */
  whenStalled(method: string, path: string): StallWait;
  /** Carries out the requests held by hold faults; resolves with their number once they are done and logged. */
  release(): Promise<number>;
  /** create lists directly (not logged as requests) */
  seed(lists: CreateListBody[]): LiveList[];
  /** snapshot of the stored state, for test assertions */
  lists(): LiveList[];
  /** snapshot of the stored glossaries (entries as TSV), for test assertions */
  glossaries(): PersistedGlossary[];
}

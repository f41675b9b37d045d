import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_AUTH_SCHEME, type CreateListBody, type LiveList } from '../catalog/types.ts';
import { addControlRoutes } from './control.ts';
import { FaultBook } from './faults.ts';
import { addGlossaryRoutes } from './glossaries.ts';
import { GlossaryStore } from './glossary-store.ts';
import { addLanguageRoutes } from './languages.ts';
import { type PageHook, PageHooks } from './page-hooks.ts';
import { StateWriter, loadState } from './persistence.ts';
import { RequestLog } from './request-log.ts';
import { rngStreams } from './rng.ts';
import { Router } from './router.ts';
import { createPipeline } from './server.ts';
import { Stalls } from './stalls.ts';
import { Store } from './store.ts';
import { addStyleRuleRoutes } from './style-rules.ts';
import { addTranslateRoutes } from './translate.ts';
import type { EmulatorOptions, FaultRule, RunningEmulator } from './types.ts';
import { validateCreateBody, type ValidateOptions } from './validate.ts';

/** Glossaries per account (service-interface.md, "Limits"); plans may allow fewer (the free plan was reported cut to 1). */
const DEFAULT_GLOSSARY_QUOTA = 1000;

export type { EmulatorOptions, FaultRule, KeySpec, RequestLogEntry, RunningEmulator } from './types.ts';
export type { PageHook } from './page-hooks.ts';
export { parseKeySpec, SCOPES } from './scopes.ts';

/**
 * Starts a local emulator of the style-rules service (service-interface.md) on
 * node:http. It is the backend of every I/O test and the demo's default
 * target, so it is deliberately strict where the spec is silent.
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const streams = rngStreams(options.randomSeed);
  const validateOptions = { strictCatalog: options.strictCatalog ?? false };

  let writer: StateWriter | undefined;
  const store = new Store(streams.ids, () => writer?.schedule());
  const glossaries = new GlossaryStore({
    issueId: () => store.issueId(),
    onChange: () => writer?.schedule(),
    quota: options.glossaryQuota ?? DEFAULT_GLOSSARY_QUOTA,
  });
  const loaded = options.dataFile ? await loadState(options.dataFile) : undefined;
  if (loaded) {
    store.load(loaded.lists);
    glossaries.load(loaded.glossaries ?? []);
    store.reserveIds(glossaries.list().map((g) => g.glossary_id));
  }
  if (options.dataFile) writer = new StateWriter(options.dataFile, () => ({ lists: store.all(), glossaries: glossaries.all() }));

  const faults = new FaultBook(streams.faults);
  const pageHooks = new PageHooks(validateOptions);
  const log = new RequestLog();
  const stalls = new Stalls();
  const { sleep, dropDelayed } = delays();

  const seed = seeder(store, validateOptions);
  const controls = {
    reset(): void {
      store.clear();
      glossaries.clear();
      faults.clear();
      // Seeded fault decisions start over, so a test after reset() sees the same faults whatever ran before.
      // Ids do not: a real service never hands out an id twice.
      streams.faults.restart();
      pageHooks.clear();
      dropDelayed();
      stalls.clear();
      log.clear();
    },
    addFault: (rule: FaultRule) => faults.add(rule),
    afterPage: (hook: PageHook) => pageHooks.add(hook),
    clearFaults: () => faults.clear(),
    log: () => log.snapshot(),
    lists: () => store.all(),
    glossaries: () => glossaries.all(),
    seed,
    release: () => stalls.release(),
  };

  // A data file that already held state wins over the seed, so restarts do not duplicate lists.
  if (!loaded && options.seed) seed(options.seed);

  const service = new Router();
  addStyleRuleRoutes(service, store, validateOptions, pageHooks);
  addLanguageRoutes(service);
  addGlossaryRoutes(service, glossaries);
  addTranslateRoutes(service, store, glossaries);
  const control = new Router();
  addControlRoutes(control, controls);


  const auth = { scheme: options.authScheme ?? DEFAULT_AUTH_SCHEME, ...(options.apiKeys ? { keys: options.apiKeys } : {}) };
  const server = createServer(createPipeline({ service, control, faults, log, auth, traces: streams.traces, stalls, sleep }));
  const url = await listen(server, options.port ?? 0, host);

  let closing: Promise<void> | undefined;
  return {
    url,
    close() {
      closing ??= (async () => {
        dropDelayed();
        stalls.clear();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
        await writer?.flush();
      })();
      return closing;
    },
    ...controls,
    get log() {
      return log.snapshot();
    },
    whenStalled: (method, path) => stalls.whenStalled(method.toUpperCase(), path),
  };
}

/** Seeds lists through the same checks as a create; all are checked first, so a bad entry seeds nothing. */
function seeder(store: Store, validateOptions: ValidateOptions): (bodies: CreateListBody[]) => LiveList[] {
  return (bodies) => {
    const valid = bodies.map((body, i) => {
      try {
        return validateCreateBody(body, validateOptions);
      } catch (error) {
        throw Object.assign(error as Error, { message: `seed list ${i}: ${(error as Error).message}` });
      }
    });
    return valid.map((body) => store.create(body));
  };
}

/**
 * Latency faults' waits, which reset() and close() cut short (the wait then
 * resolves false and its request is dropped undone), so a late write never
 * lands in a later test.
 */
function delays(): { sleep(ms: number): Promise<boolean>; dropDelayed(): void } {
  const timers = new Map<NodeJS.Timeout, (carryOut: boolean) => void>();
  return {
    sleep: (ms) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve(true);
        }, ms);
        timers.set(timer, resolve);
      }),
    dropDelayed() {
      for (const [timer, resume] of timers) {
        clearTimeout(timer);
        resume(false);
      }
      timers.clear();
    },
  };
}

/** Listens and answers the base URL (IPv6 hosts in brackets). */
async function listen(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${urlHost}:${address.port}`;
}

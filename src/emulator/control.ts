import type { CreateListBody, LiveList } from '../catalog/types.ts';
import type { PersistedGlossary } from './glossary-store.ts';
import { checkFaultRule } from './faults.ts';
import { badRequest } from './http-error.ts';
import type { PageHook } from './page-hooks.ts';
import type { Router } from './router.ts';
import { CONTROL_PREFIX } from './server.ts';
import type { FaultRule, RequestLogEntry } from './types.ts';

/** What the control routes drive: the same operations as the in-process API. */
export interface Controls {
  reset(): void;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  afterPage(hook: PageHook): void;
  log(): RequestLogEntry[];
  lists(): LiveList[];
  glossaries(): PersistedGlossary[];
  seed(lists: CreateListBody[]): LiveList[];
  release(): Promise<number>;
}

const OPEN = { authenticated: false };

/**
 * `/__emulator/...`: lets tests drive an emulator running in another process.
 * Not part of the service; no auth, not logged.
 */
export function addControlRoutes(router: Router, controls: Controls): void {
  router
    .add('POST', `${CONTROL_PREFIX}/reset`, OPEN, () => {
      controls.reset();
      return { status: 204 };
    })
    .add('POST', `${CONTROL_PREFIX}/faults`, OPEN, (req) => {
      const body = req.json();
      const rules = Array.isArray(body) ? body : [body];
      rules.forEach((rule, i) => {
        try {
          checkFaultRule(rule);
        } catch (error) {
          throw badRequest(`fault ${i}: ${(error as Error).message}`);
        }
      });
      for (const rule of rules as FaultRule[]) controls.addFault(rule);
      return { status: 204 };
    })
    .add('POST', `${CONTROL_PREFIX}/page-hooks`, OPEN, (req) => {
      const body = req.json();
      try {
        controls.afterPage(body as PageHook);
      } catch (error) {
        throw badRequest(`page hook: ${(error as Error).message}`);
      }
      return { status: 204 };
    })
    .add('POST', `${CONTROL_PREFIX}/release`, OPEN, () => {
      // Answered at once: the held requests are carried out after this answer, each logged as it is done.
      void controls.release();
      return { status: 204 };
    })
    .add('DELETE', `${CONTROL_PREFIX}/faults`, OPEN, () => {
      controls.clearFaults();
      return { status: 204 };
    })
    .add('GET', `${CONTROL_PREFIX}/log`, OPEN, () => ({ status: 200, body: { log: controls.log() } }))
    .add('GET', `${CONTROL_PREFIX}/state`, OPEN, () => ({ status: 200, body: { lists: controls.lists(), glossaries: controls.glossaries() } }))
    .add('POST', `${CONTROL_PREFIX}/seed`, OPEN, (req) => {
      const body = req.json();
      if (!Array.isArray(body)) throw badRequest('seed body must be an array of lists ({name, language, configured_rules, custom_instructions})');
      return { status: 201, body: { lists: controls.seed(body as CreateListBody[]) } };
    });
}

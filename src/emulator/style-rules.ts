import { LIMITS } from '../catalog/types.ts';
import type { LiveList } from '../catalog/types.ts';
import { badRequest } from './http-error.ts';
import type { RouteAuth, Router, ServiceRequest } from './router.ts';
import type { PageHooks } from './page-hooks.ts';
import type { Store } from './store.ts';
import { validateCreateBody, validateInstruction, validatePatchBody, validateRules } from './validate.ts';
import type { ValidateOptions } from './validate.ts';

// spec/service-2026.md, "Scoped keys".
const READ: RouteAuth = { authenticated: true, scopes: ['style_rules:read'], proOnly: true };
const WRITE: RouteAuth = { authenticated: true, scopes: ['style_rules:write'], proOnly: true };

export const STYLE_RULES = '/v3/style_rules';
export const STYLE_LIST = '/v3/style_rules/:style_id';
export const CONFIGURED_RULES = '/v3/style_rules/:style_id/configured_rules';
export const INSTRUCTIONS = '/v3/style_rules/:style_id/custom_instructions';
export const INSTRUCTION = '/v3/style_rules/:style_id/custom_instructions/:instruction_id';

/** Every style-rules endpoint of service-interface.md, on the given store. */
export function addStyleRuleRoutes(router: Router, store: Store, options: ValidateOptions, pageHooks?: PageHooks): void {
  router
    .add('POST', STYLE_RULES, WRITE, (req) => ({ status: 201, body: store.create(validateCreateBody(req.json(), options)) }))
    .add('GET', STYLE_RULES, READ, (req) => {
      const body = { style_rules: listPage(store, req) };
      // The page is built: a test's change lands between this read and the next.
      pageHooks?.served(integerParam(req.query.get('page'), 'page', 0), store);
      return { status: 200, body };
    })
    .add('GET', STYLE_LIST, READ, (req) => ({ status: 200, body: store.get(id(req)) }))
    .add('PATCH', STYLE_LIST, WRITE, (req) => ({ status: 200, body: store.rename(id(req), validatePatchBody(req.json())) }))
    .add('DELETE', STYLE_LIST, WRITE, (req) => {
      store.delete(id(req));
      return { status: 204 };
    })
    .add('PUT', CONFIGURED_RULES, WRITE, (req) => {
      // 404 before 400: the list's existence is checked first, as a lookup-then-validate service would.
      store.get(id(req));
      return { status: 200, body: store.replaceRules(id(req), validateRules(req.json(), options, 'configured_rules')) };
    })
    .add('POST', INSTRUCTIONS, WRITE, (req) => {
      store.get(id(req));
      return { status: 201, body: store.addInstruction(id(req), validateInstruction(req.json(), '')) };
    })
    .add('GET', INSTRUCTION, READ, (req) => ({ status: 200, body: store.getInstruction(id(req), instructionId(req)) }))
    .add('PUT', INSTRUCTION, WRITE, (req) => {
      store.getInstruction(id(req), instructionId(req));
      return { status: 200, body: store.replaceInstruction(id(req), instructionId(req), validateInstruction(req.json(), '')) };
    })
    .add('DELETE', INSTRUCTION, WRITE, (req) => {
      store.deleteInstruction(id(req), instructionId(req));
      return { status: 204 };
    });
}

function listPage(store: Store, req: ServiceRequest): Array<Partial<LiveList>> {
  const page = integerParam(req.query.get('page'), 'page', 0);
  const size = integerParam(req.query.get('page_size'), 'page_size', LIMITS.pageSizeDefault);
  if (size < 1 || size > LIMITS.pageSizeMax) {
    throw badRequest(`page_size must be between 1 and ${LIMITS.pageSizeMax}, got ${size}`);
  }
  const detailed = booleanParam(req.query.get('detailed'), 'detailed');
  const lists = store.page(page, size);
  if (detailed) return lists;
  return lists.map(({ configured_rules: _r, custom_instructions: _i, ...summary }) => summary);
}

function integerParam(raw: string | null, name: string, fallback: number): number {
  if (raw === null) return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

function booleanParam(raw: string | null, name: string): boolean {
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badRequest(`${name} must be true or false, got ${JSON.stringify(raw)}`);
}

function id(req: ServiceRequest): string {
  return req.params.style_id ?? '';
}

function instructionId(req: ServiceRequest): string {
  return req.params.instruction_id ?? '';
}

import { readCreateBody, readDictionaryBody, readPairQuery, readPatchBody } from './glossary-body.ts';
import type { GlossaryStore } from './glossary-store.ts';
import { badRequest } from './http-error.ts';
import type { RouteAuth, Router, ServiceRequest } from './router.ts';

// spec/glossaries-v3.md, "Key scopes". Glossaries are not Pro-only (the free plan holds them too).
const READ: RouteAuth = { authenticated: true, scopes: ['glossaries:read'] };
const WRITE: RouteAuth = { authenticated: true, scopes: ['glossaries:write'] };

export const GLOSSARIES = '/v3/glossaries';
export const GLOSSARY = '/v3/glossaries/:glossary_id';
export const GLOSSARY_ENTRIES = '/v3/glossaries/:glossary_id/entries';
export const GLOSSARY_DICTIONARIES = '/v3/glossaries/:glossary_id/dictionaries';

/**
 * A dictionary may hold 10 MiB of TSV; sent as a form, percent-encoding can
 * triple that, and the checks must see it to answer with the dictionary
 * limit rather than a bare 413 for the body.
 */
export const GLOSSARY_BODY_LIMIT = 32 * 1024 * 1024;

/** The eight endpoints of spec/glossaries-v3.md on the given store. */
export function addGlossaryRoutes(router: Router, store: GlossaryStore): void {
  const big = { maxBodyBytes: GLOSSARY_BODY_LIMIT };
  router
    .add('POST', GLOSSARIES, WRITE, (req) => {
      const body = readCreateBody(req);
      return { status: 201, body: store.create(body.name, body.dictionaries) };
    }, big)
    .add('GET', GLOSSARIES, READ, (req) => {
      noQuery(req);
      return { status: 200, body: { glossaries: store.list() } };
    })
    .add('GET', GLOSSARY, READ, (req) => ({ status: 200, body: store.get(id(req)) }))
    .add('PATCH', GLOSSARY, WRITE, (req) => {
      // 404 before 400, as for the style lists: the glossary is looked up first.
      store.get(id(req));
      return { status: 200, body: store.patch(id(req), readPatchBody(req)) };
    }, big)
    .add('DELETE', GLOSSARY, WRITE, (req) => {
      store.delete(id(req));
      return { status: 204 };
    })
    .add('GET', GLOSSARY_ENTRIES, READ, (req) => {
      store.get(id(req));
      const pair = readPairQuery(req);
      // Always TSV, always inside the wrapper (the reference docs, both official clients and deepl-mock).
      return { status: 200, body: { dictionaries: [{ ...pair, entries: store.entries(id(req), pair), entries_format: 'tsv' }] } };
    })
    .add('PUT', GLOSSARY_DICTIONARIES, WRITE, (req) => {
      store.get(id(req));
      return { status: 200, body: store.replace(id(req), readDictionaryBody(req)) };
    }, big)
    .add('DELETE', GLOSSARY_DICTIONARIES, WRITE, (req) => {
      store.get(id(req));
      store.deleteDictionary(id(req), readPairQuery(req));
      return { status: 204 };
    });
}

/** The list has no paging (spec: "none (no paging)"); a page parameter is a client that expects one. */
function noQuery(req: ServiceRequest): void {
  const keys = [...req.query.keys()];
  if (keys.length > 0) throw badRequest(`GET /v3/glossaries takes no query parameters (no paging: every glossary comes in one answer); got ${keys.join(', ')}`);
}

function id(req: ServiceRequest): string {
  return req.params.glossary_id ?? '';
}

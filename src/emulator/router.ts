import type { KeySpec } from './key-spec.ts';
import type { Scope } from './scopes.ts';

/** What a handler sees of a request: already routed, authenticated and read. */
export interface ServiceRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The raw body text ('' when none). */
  rawBody: string;
  /** The request's Content-Type header, when it sent one. */
  contentType?: string;
  /** Parses the body as JSON or throws a 400 naming the problem. */
  json(): unknown;
  /** The authenticated key; undefined on unauthenticated (control) routes. */
  key?: KeySpec;
  /** A request header's value (name in lower case), undefined when not sent. */
  header(name: string): string | undefined;
}

export interface ServiceResponse {
  status: number;
  /** JSON-serialised; absent for an empty body (204). */
  body?: unknown;
  headers?: Record<string, string>;
  /** What the request log keeps beyond method, path and status. */
  log?: { reportingTag?: string };
}

export type Handler = (req: ServiceRequest) => ServiceResponse;

/** Which authorization a route needs: the scopes a scoped key must hold (spec/service-2026.md), or none (control routes). */
export interface RouteAuth {
  /** Every scope the route needs; a scoped key lacking any is answered 403 naming the missing ones. */
  scopes?: readonly Scope[];
  /** The route needs a key. */
  authenticated: boolean;
  /** Style-rule routes are Pro-only. */
  proOnly?: boolean;
}

/** Per-route limits beyond the pipeline's defaults. */
export interface RouteOptions {
  /** Largest request body the route reads (glossary dictionaries are far larger than list bodies). */
  maxBodyBytes?: number;
}

interface Route {
  method: string;
  pattern: string;
  segments: string[];
  auth: RouteAuth;
  handler: Handler;
  options: RouteOptions;
}

export type RouteMatch =
  | { kind: 'found'; pattern: string; params: Record<string, string>; auth: RouteAuth; handler: Handler }
  | { kind: 'method-not-allowed'; pattern: string; allow: string[] }
  | { kind: 'not-found' };

/**
 * Matches `/v3/style_rules/:style_id` style patterns segment by segment.
 * Routes are named by their pattern: faults and the request log use the name.
 */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, auth: RouteAuth, handler: Handler, options: RouteOptions = {}): this {
    this.routes.push({ method, pattern, segments: split(pattern), auth, handler, options });
    return this;
  }

  /** The body limit of the route a request goes to, undefined for the pipeline's default. */
  bodyLimit(method: string, path: string): number | undefined {
    const parts = split(path);
    return this.routes.find((r) => r.method === method && matchSegments(r.segments, parts))?.options.maxBodyBytes;
  }

  match(method: string, path: string): RouteMatch {
    const parts = split(path);
    let pathMatched: { pattern: string; allow: string[] } | undefined;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method) {
        return { kind: 'found', pattern: route.pattern, params, auth: route.auth, handler: route.handler };
      }
      pathMatched ??= { pattern: route.pattern, allow: [] };
      if (pathMatched.pattern === route.pattern) pathMatched.allow.push(route.method);
    }
    if (pathMatched) return { kind: 'method-not-allowed', pattern: pathMatched.pattern, allow: pathMatched.allow };
    return { kind: 'not-found' };
  }
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    const s = parts[i] as string;
    if (p.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(s);
      } catch {
        return undefined;
      }
      params[p.slice(1)] = value;
    } else if (p !== s) {
      return undefined;
    }
  }
  return params;
}

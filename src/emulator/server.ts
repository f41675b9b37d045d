import type { IncomingMessage, ServerResponse } from 'node:http';
import { authorize } from './auth.ts';
import type { AuthConfig } from './auth.ts';
import type { FaultBook } from './faults.ts';
import { HttpError, badRequest } from './http-error.ts';
import type { RequestLog } from './request-log.ts';
import type { Rng } from './rng.ts';
import type { Router, ServiceRequest, ServiceResponse } from './router.ts';
import type { Stalls } from './stalls.ts';
import type { FaultRule } from './types.ts';

export const CONTROL_PREFIX = '/__emulator';
const MAX_BODY_BYTES = 1024 * 1024;

export interface PipelineDeps {
  service: Router;
  control: Router;
  faults: FaultBook;
  log: RequestLog;
  auth: AuthConfig;
  traces: Rng;
  /** Requests held or hung by faults, as events for tests. */
  stalls: Stalls;
  /** Waits `ms`; false when reset() or close() cut the wait short (the request is then dropped undone). */
  sleep(ms: number): Promise<boolean>;
}

/**
 * The request pipeline, in order: read the body, route, inject faults,
 * require a User-Agent, authenticate, run the handler, log. Control routes
 * under /__emulator skip faults, auth and the log: they are not the service.
 */
export function createPipeline(deps: PipelineDeps): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(deps, req, res).catch((error: unknown) => {
      // Only a bug reaches here; answer rather than leave the client hanging.
      if (!res.headersSent && !res.destroyed) send(res, deps.traces.hex(32), internalError(error));
    });
  };
}

async function handle(deps: PipelineDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', 'http://emulator.invalid');
  const path = url.pathname;
  const traceId = deps.traces.hex(32);
  let rawBody: string;
  try {
    rawBody = await readBody(req, deps.service.bodyLimit(method, path) ?? MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError) send(res, traceId, errorResponse(error));
    else req.socket.destroy();
    return;
  }

  if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
    const match = deps.control.match(method, path);
    send(res, traceId, run(match, { method, path, query: url.searchParams, rawBody, header: headerOf(req) }));
    return;
  }

  const match = deps.service.match(method, path);
  const route = match.kind === 'not-found' ? '' : match.pattern;
  const decision = deps.faults.decide(method, route);
  const fault = decision.terminal?.kind ?? (decision.held ? 'hold' : decision.delayed ? 'latency' : undefined);
  const logEntry = (status: number, trace: string, extra: ServiceResponse['log'] = {}) =>
    deps.log.add({ method, path, route, status, traceId: trace, at: new Date().toISOString(), ...(fault ? { fault } : {}), ...extra });

  // Reset or closed while delayed or held: dropped undone, so a late write never lands in a later test.
  if (decision.latencyMs > 0) deps.stalls.delayed({ method, path });
  if (decision.latencyMs > 0 && !(await deps.sleep(decision.latencyMs))) {
    req.socket.destroy();
    return;
  }
  const hold = decision.held ? deps.stalls.hold({ method, path }) : undefined;
  try {
    if (hold && !(await hold.proceed)) {
      req.socket.destroy();
      return;
    }
    if (decision.terminal) {
      injectFault(decision.terminal, res, req, traceId, logEntry, () => deps.stalls.hung({ method, path }));
      return;
    }
    serve(match, req, res, { method, path, url, rawBody, traceId }, deps.auth, logEntry);
  } finally {
    hold?.done();
  }
}

interface Incoming {
  method: string;
  path: string;
  url: URL;
  rawBody: string;
  traceId: string;
}

function serve(
  match: ReturnType<Router['match']>,
  req: IncomingMessage,
  res: ServerResponse,
  { method, path, url, rawBody, traceId }: Incoming,
  auth: AuthConfig,
  logEntry: (status: number, trace: string, extra?: ServiceResponse['log']) => void,
): void {
  let response: ServiceResponse;
  if (match.kind === 'found') {
    response = runGuarded(() => {
      requireUserAgent(req);
      const key = authorize({ authorization: req.headers.authorization, query: url.searchParams, rawBody }, match.auth, auth);
      const request: ServiceRequest = { method, path, params: match.params, query: url.searchParams, rawBody, json: () => parseJson(rawBody), header: headerOf(req) };
      if (key) request.key = key;
      if (req.headers['content-type'] !== undefined) request.contentType = req.headers['content-type'];
      return match.handler(request);
    });
  } else {
    response = run(match, { method, path, query: url.searchParams, rawBody, header: headerOf(req) });
  }
  // A client that gave up during a latency fault still had its request executed, as on a real
  // service: send() skips the dead socket, and the log records what was done.
  send(res, traceId, response);
  logEntry(response.status, traceId, response.log);
}

/** One header's value; a header sent twice arrives joined, as node:http joins it. */
function headerOf(req: IncomingMessage): (name: string) => string | undefined {
  return (name) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

function run(
  match: ReturnType<Router['match']>,
  req: Omit<ServiceRequest, 'params' | 'json'>,
): ServiceResponse {
  if (match.kind === 'not-found') {
    return errorResponse(new HttpError(404, `No endpoint ${req.method} ${req.path}`));
  }
  if (match.kind === 'method-not-allowed') {
    return errorResponse(
      new HttpError(405, `Method ${req.method} is not allowed on ${match.pattern}; allowed: ${match.allow.join(', ')}`, {
        headers: { Allow: match.allow.join(', ') },
      }),
    );
  }
  return runGuarded(() => match.handler({ ...req, params: match.params, json: () => parseJson(req.rawBody) }));
}

function runGuarded(fn: () => ServiceResponse): ServiceResponse {
  try {
    return fn();
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error);
    return internalError(error);
  }
}

function injectFault(
  rule: FaultRule,
  res: ServerResponse,
  req: IncomingMessage,
  traceId: string,
  logEntry: (status: number, trace: string) => void,
  hung: () => void,
): void {
  switch (rule.kind) {
    case 'reset':
      logEntry(0, '');
      req.socket.destroy();
      return;
    case 'hang':
      // Never answered; close() destroys the socket.
      logEntry(0, '');
      hung();
      return;
    default: {
      const status = rule.status ?? 500;
      const headers: Record<string, string> = {};
      if (rule.retryAfterSeconds !== undefined && (status === 429 || status === 503 || status === 529)) {
        headers['Retry-After'] = String(rule.retryAfterSeconds);
      }
      const message = FAULT_MESSAGES[status] ?? 'Internal server error';
      send(res, traceId, { status, headers, body: { message, detail: 'injected by the emulator' } });
      logEntry(status, traceId);
    }
  }
}

const FAULT_MESSAGES: Record<number, string> = {
  429: 'Too many requests',
  456: 'Quota exceeded. The character limit has been reached',
  503: 'Service unavailable',
  529: 'Too many requests',
};

function requireUserAgent(req: IncomingMessage): void {
  const ua = req.headers['user-agent'];
  if (ua === undefined || ua.trim() === '') {
    throw new HttpError(403, 'A User-Agent header is required; identify your client, e.g. "User-Agent: stylesync/1.0"');
  }
}

function parseJson(raw: string): unknown {
  if (raw.trim() === '') throw badRequest('A JSON request body is required');
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw badRequest('Request body is not valid JSON', error instanceof Error ? error.message : undefined);
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new HttpError(413, `Request body exceeds ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function errorResponse(error: HttpError): ServiceResponse {
  const body: { message: string; detail?: string } = { message: error.message };
  if (error.detail !== undefined) body.detail = error.detail;
  const response: ServiceResponse = { status: error.status, body };
  if (error.headers) response.headers = error.headers;
  return response;
}

function internalError(error: unknown): ServiceResponse {
  const detail = error instanceof Error ? error.message : String(error);
  return { status: 500, body: { message: 'Internal error in the emulator (a bug in src/emulator)', detail } };
}

function send(res: ServerResponse, traceId: string, response: ServiceResponse): void {
  if (res.destroyed || res.headersSent) return;
  const headers: Record<string, string> = { 'X-Trace-ID': traceId, ...response.headers };
  if (response.body === undefined) {
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(response.body);
  headers['Content-Type'] = 'application/json; charset=utf-8';
  headers['Content-Length'] = String(Buffer.byteLength(text));
  res.writeHead(response.status, headers);
  res.end(text);
}

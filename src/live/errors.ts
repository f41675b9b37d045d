import { type ErrorCode, StylesyncError } from '../errors.ts';
import type { RetryStop } from './http.ts';
import { DEFAULT_RETRY_WAIT_BUDGET_MS, RETRY_WAIT_BUDGET_VARIABLE } from './limits.ts';
import { redactAll } from './redact.ts';
import { COMMAND_NEEDS, missingScopesIn, scopeHint, scopeOfCall } from './scopes.ts';
import type { SettingNames } from './setting-names.ts';

/**
 * Turns what the service (or the network) answered into a StylesyncError
 * that says what to do. Every text built here passes through redaction of
 * the API key, and causes are rebuilt from their messages only, because a
 * library error can hold the request and with it the Authorization header.
 */

/** What the failed call was about, for messages that name the list rather than a URL. */
export type Subject =
  | { kind: 'lists' }
  | { kind: 'list'; id?: string; name?: string }
  | { kind: 'instruction'; listId: string; listName?: string; id?: string; label?: string }
  | { kind: 'languages' }
  | { kind: 'glossaries' }
  | { kind: 'glossary'; id?: string; name?: string; pair?: string };

export interface FailureContext {
  /** e.g. 'create style rule list "Marketing"' */
  action: string;
  method: string;
  path: string;
  host: string;
  subject: Subject;
  /** Requests sent for this call, retries included. */
  attempts: number;
  timeoutMs: number;
  authScheme: string;
  /** Where the key and scheme are set, so a 401 or 403 names what to fix. */
  names: SettingNames;
  secrets: readonly string[];
  /** The command running (`plan`, `apply`…), named when a key lacks a scope it needs. */
  command?: string;
}

export interface ServiceAnswer {
  status: number;
  traceId: string;
  /** Raw body text; may be empty or not JSON. */
  text: string;
}

/** The largest body `POST /v2/translate` takes (API reference: 413 above it). */
export const TRANSLATE_BODY_LIMIT_BYTES = 128 * 1024;

const REPORT = 'If it persists, report it to the service operator with the trace id.';

/** A response the client cannot use; `location` is a redirect's target, `stopped` why retries ended early. */
export interface FailedAnswer extends ServiceAnswer {
  location?: string;
  stopped?: RetryStop;
}

/**
 * 456: the account's quota (characters, lists or instructions) is used up.
 * Typed, so callers can tell it from a passing failure: it is never retried,
 * and other lists go on.
 */
export class QuotaExceededError extends StylesyncError {
  readonly status = 456;
  override name = 'QuotaExceededError';
}

/**
 * 403 naming the scopes the key lacks (spec/service-2026.md, "Scoped keys").
 * Typed, so apply stops at once (no further write would pass) and the
 * translate checks skip their previews rather than fail the plan.
 */
export class MissingScopeError extends StylesyncError {
  override name = 'MissingScopeError';
  constructor(
    message: string,
    hint: string,
    readonly missingScopes: readonly string[],
    traceId: string,
  ) {
    super(message, hint, { code: 'missing-scope', ...(traceId ? { traceId } : {}) });
  }
}

type Wording = { message: string; hint: string };

export function responseError(answer: FailedAnswer, ctx: FailureContext): StylesyncError {
  const missing = answer.status === 403 ? missingScopesIn(answer.text) : undefined;
  if (missing !== undefined) return missingScopeError(missing, answer, ctx);
  const said = serviceMessage(answer.text);
  const saidPart = said ? `: ${said}` : '';
  const wording = statusWording(answer, ctx, saidPart);
  const stopped = answer.stopped === undefined ? wording : withStop(wording, answer.stopped);
  if (answer.status === 456) {
    return new QuotaExceededError(redactAll(stopped.message, ctx.secrets), redactAll(stopped.hint, ctx.secrets), {
      code: 'quota-exceeded',
      ...(answer.traceId ? { traceId: answer.traceId } : {}),
    });
  }
  return build(stopped.message, stopped.hint, ctx, { code: statusCode(answer.status), traceId: answer.traceId });
}

/** Built from the scope names alone (missingScopesIn keeps only well-formed ones): the rest of the body is not repeated. */
function missingScopeError(missing: readonly string[], answer: FailedAnswer, ctx: FailureContext): MissingScopeError {
  const list = missing.join(', ');
  const who = ctx.command ?? 'This command';
  const message = `${who} needs ${list}, which the key lacks: the service refused to ${ctx.action} (403 Forbidden: missing scope(s) ${list})`;
  return new MissingScopeError(redactAll(message, ctx.secrets), redactAll(scopeHint(ctx.command, missing), ctx.secrets), missing, answer.traceId);
}

function statusWording(answer: FailedAnswer, ctx: FailureContext, saidPart: string): Wording {
  const status = answer.status;
  const retried = ctx.attempts > 1 ? ` (retried ${ctx.attempts - 1} time${ctx.attempts === 2 ? '' : 's'})` : '';
  if (status >= 300 && status < 400) return redirectWording(answer, ctx);
  switch (status) {
    case 400:
      return {
        message: `The service rejected the request to ${ctx.action} (400 Bad Request)${saidPart || ': no reason given'}`,
        hint: 'Correct the value the service names in the YAML, run `stylesync validate`, then plan again.',
      };
    case 401:
      return {
        message: `The service did not accept the API key while trying to ${ctx.action} (401 Unauthorized)${saidPart}`,
        hint: `Set ${ctx.names.key} to a valid key; check ${ctx.names.authScheme} (sent as "Authorization: ${ctx.authScheme} <key>").`,
      };
    case 403:
      return {
        message: `The service refused to ${ctx.action} (403 Forbidden)${saidPart}`,
        // Services of this kind answer 403, not 401, when the word before the key is wrong.
        hint:
          `Check the auth scheme first: the request was sent as "Authorization: ${ctx.authScheme} <key>"; if the service expects another word, ` +
          `set it with ${ctx.names.authScheme} (or auth_scheme in stylesync.yaml). ` +
          forbiddenOtherwise(ctx),
      };
    case 404:
      return {
        message: `${notFound(ctx.subject)} (404 Not Found while trying to ${ctx.action})${saidPart}`,
        hint: 'It may have been deleted or replaced outside stylesync; run `stylesync plan` again to read the current state.',
      };
    case 413:
      return {
        message: `The request to ${ctx.action} was too large for the service (413 Payload Too Large)${saidPart}`,
        hint: ctx.path.startsWith('/v2/translate')
          ? `The service takes at most ${TRANSLATE_BODY_LIMIT_BYTES / 1024} KiB in one translate request; shorten the example text.`
          : 'Shorten what the YAML sends in this request (instructions, prompts), or split the list.',
      };
    case 456:
      return {
        message: `The account's quota is used up: the service refused to ${ctx.action} (456 Quota Exceeded)${saidPart}`,
        hint:
          ctx.subject.kind === 'glossary' || ctx.subject.kind === 'glossaries'
            ? // spec/glossaries-v3.md: the number of glossaries an account may hold depends on its plan (the free plan was reported cut to 1).
              'Nothing was changed by this request, and it was not retried. The account holds as many glossaries as its plan allows: delete a glossary you no longer need (a file with `state: absent`) or raise the plan, then run again; other glossaries and lists were not affected.'
            : 'Nothing was changed by this request, and it was not retried. Raise the account\'s quota or wait until it resets, then run again; other lists were not affected.',
      };
    case 429:
    case 529:
      return {
        message: `The service kept answering ${status} Too Many Requests to ${ctx.action}${retried}${saidPart}`,
        hint: 'Try again later; if other jobs share this key, run them one after another.',
      };
  }
  if (status >= 500) {
    return { message: `The service failed with ${status} while trying to ${ctx.action}${retried}${saidPart}`, hint: `This is on the service's side; try again later. ${REPORT}` };
  }
  return {
    message: `The service answered ${status} to ${ctx.method} ${ctx.path} while trying to ${ctx.action}${saidPart}`,
    hint: `stylesync did not expect this answer; check that ${ctx.host} is the style rules service. ${REPORT}`,
  };
}

/** A 403 that names no missing scope: the scope this call needs (spec/service-2026.md), and the tier for style rules. */
function forbiddenOtherwise(ctx: FailureContext): string {
  const scope = scopeOfCall(ctx.method, ctx.path);
  const needs = scope === undefined ? 'Otherwise the key may lack a scope this call needs' : `Otherwise the key may lack ${scope}, the scope ${ctx.method} ${ctx.path.split('?')[0]} needs`;
  const tier = ctx.subject.kind === 'glossary' || ctx.subject.kind === 'glossaries' ? '' : ', or the account the Pro tier (style rules are Pro only)';
  return scope === undefined ? `${needs}${tier}. ${COMMAND_NEEDS}` : `${needs}${tier}: ${scopeHint(ctx.command, [scope])}`;
}

/** A redirect is never followed: the key must not go elsewhere, nor another host's lists be planned against. */
function redirectWording(answer: FailedAnswer, ctx: FailureContext): Wording {
  const target = answer.location === undefined || answer.location === '' ? 'no Location given' : `Location ${quoted(answer.location)}`;
  return {
    message: `The service answered ${answer.status} (a redirect, ${target}) to ${ctx.method} ${ctx.path} while trying to ${ctx.action}; stylesync never follows redirects`,
    hint:
      `Set the final address as the base URL (${ctx.names.baseUrl}, STYLESYNC_BASE_URL or base_url in stylesync.yaml) if you trust it; ` +
      `otherwise check that ${ctx.host} is the style rules service.`,
  };
}

/** Why the retries ended before their number was used up, and what to change. */
function withStop(wording: Wording, stop: RetryStop): Wording {
  if (stop.kind === 'retry-after') {
    return {
      message: `${wording.message}; the service asked to wait ${seconds(stop.askedMs)} before trying again, longer than this run's whole retry-wait budget of ${seconds(stop.maxMs)}, so it did not retry`,
      hint: `Run again after the wait the service asked for, or raise ${RETRY_WAIT_BUDGET_VARIABLE} (seconds; default ${DEFAULT_RETRY_WAIT_BUDGET_MS / 1000}). ${wording.hint}`,
    };
  }
  return {
    message: `${wording.message}; the run's retry-wait budget of ${seconds(stop.budgetMs)} is used up, so it did not retry`,
    hint: `${wording.hint} To wait longer in total, raise ${RETRY_WAIT_BUDGET_VARIABLE} (seconds; default ${DEFAULT_RETRY_WAIT_BUDGET_MS / 1000}).`,
  };
}

/**
 * A header value in a message: JSON-quoted, with everything but printable
 * ASCII shown as `\uXXXX` (a header is bytes, so a C1 control such as the
 * 8-bit CSI \u009b can arrive), and cut to a readable length.
 */
function quoted(text: string): string {
  const cut = text.length > 200 ? `${text.slice(0, 200)}...` : text;
  return JSON.stringify(cut).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function timeoutError(ctx: FailureContext, cause: unknown, stopped?: RetryStop): StylesyncError {
  const retried = ctx.attempts > 1 ? `, ${ctx.attempts} attempts` : '';
  const wording = {
    message: `No answer from ${ctx.host} within ${seconds(ctx.timeoutMs)} while trying to ${ctx.action} (${ctx.method} ${ctx.path}${retried})`,
    hint: `Check the network, VPN or proxy, and that ${ctx.host} is the right base URL; if the service is just slow, raise the timeout.`,
  };
  const { message, hint } = stopped === undefined ? wording : withStop(wording, stopped);
  return build(message, hint, ctx, { code: 'timeout', cause });
}

export function networkError(ctx: FailureContext, cause: unknown, stopped?: RetryStop): StylesyncError {
  const code = errorCode(cause);
  const retried = ctx.attempts > 1 ? `, ${ctx.attempts} attempts` : '';
  const wording = {
    message: `Could not reach ${ctx.host} while trying to ${ctx.action} (${code ?? 'connection failed'}${retried})`,
    hint: `Check the base URL (${ctx.names.baseUrl}, STYLESYNC_BASE_URL or base_url in stylesync.yaml), DNS, proxy and firewall, and that the service is up.`,
  };
  const { message, hint } = stopped === undefined ? wording : withStop(wording, stopped);
  return build(message, hint, ctx, { code: 'unreachable', cause });
}

export function unexpectedAnswerError(ctx: FailureContext, traceId: string, problem: string, cause?: unknown): StylesyncError {
  return build(
    `The service's answer to ${ctx.method} ${ctx.path} (trying to ${ctx.action}) has an unexpected shape: ${problem}`,
    `Check that ${ctx.host} is the style rules service and that stylesync is up to date. ${REPORT}`,
    ctx,
    { code: 'unexpected-answer', traceId, cause },
  );
}

/** For errors this module makes outside a single request (paging guards, create recovery). */
export function clientError(message: string, hint: string, secrets: readonly string[], options: { code: ErrorCode; traceId?: string; cause?: unknown }): StylesyncError {
  const traceId = options.traceId;
  return new StylesyncError(redactAll(message, secrets), redactAll(hint, secrets), {
    code: options.code,
    ...(options.cause === undefined ? {} : { cause: sanitize(options.cause, secrets) }),
    ...(traceId ? { traceId } : {}),
  });
}

function build(message: string, hint: string, ctx: FailureContext, options: { code: ErrorCode; traceId?: string; cause?: unknown }): StylesyncError {
  return clientError(message, hint, ctx.secrets, options);
}

function statusCode(status: number): ErrorCode {
  if (status >= 300 && status < 400) return 'redirected';
  if (status === 400) return 'rejected';
  if (status === 401) return 'auth-refused';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 413) return 'request-too-large';
  if (status === 429 || status === 529) return 'rate-limited';
  return status >= 500 ? 'service-failed' : 'unexpected-status';
}

function notFound(subject: Subject): string {
  switch (subject.kind) {
    case 'list':
      return `Style rule list ${named(subject.name, subject.id)} was not found`;
    case 'instruction':
      return `Custom instruction ${named(subject.label, subject.id)} of list ${named(subject.listName, subject.listId)} was not found`;
    case 'languages':
      return 'The languages endpoint was not found';
    case 'lists':
      return 'The style rules endpoint was not found';
    case 'glossaries':
      return 'The glossaries endpoint was not found';
    case 'glossary':
      return `Glossary ${named(subject.name, subject.id)}${subject.pair === undefined ? '' : ` or its ${subject.pair} dictionary`} was not found`;
  }
}

function named(name: string | undefined, id: string | undefined): string {
  if (name !== undefined && id !== undefined) return `"${name}" (id ${id})`;
  if (name !== undefined) return `"${name}"`;
  return `id ${id ?? '?'}`;
}

/** `message` and `detail` of `{"message": ..., "detail"?: ...}`; a short excerpt of anything else. */
export function serviceMessage(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  try {
    const body: unknown = JSON.parse(trimmed);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const record = body as Record<string, unknown>;
      const parts = [record.message, record.detail]
        .filter((part) => part !== undefined && part !== null && part !== '')
        // Each part is cut: a body can be megabytes, and all of it would reach a terminal or a PR comment.
        .map((part) => cut(typeof part === 'string' ? part : JSON.stringify(part)));
      if (parts.length > 0) return parts.join(' — ');
    }
    return excerpt(trimmed);
  } catch {
    return `${excerpt(trimmed)} (not JSON)`;
  }
}

function cut(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function excerpt(text: string): string {
  const flat = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${(ms / 1000).toLocaleString('en-US')} s` : `${ms} ms`;
}

/** The system error code (ECONNREFUSED, ENOTFOUND, ...) somewhere in a fetch failure's cause chain. */
export function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A copy of an error chain with only names, codes and redacted messages:
 * the originals may carry the request (and its Authorization header).
 */
export function sanitize(error: unknown, secrets: readonly string[], depth = 0): Error {
  if (!(error instanceof Error)) return new Error(redactAll(String(error), secrets));
  const nested = depth < 4 && error.cause !== undefined ? sanitize(error.cause, secrets, depth + 1) : undefined;
  const copy = new Error(redactAll(error.message, secrets), nested === undefined ? undefined : { cause: nested });
  copy.name = error.name;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') (copy as Error & { code?: string }).code = code;
  copy.stack = `${copy.name}: ${copy.message}`;
  return copy;
}

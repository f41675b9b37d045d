import type { StylesyncError } from '../errors.ts';
import type { Traced } from './api.ts';
import { type FailureContext, networkError, responseError, type Subject, timeoutError, unexpectedAnswerError } from './errors.ts';
import { type CallResult, type CallSpec, type Http, pathWithQuery } from './http.ts';
import type { SettingNames } from './setting-names.ts';
import { isAmbiguous } from './retry-policy.ts';
import { UnexpectedAnswer } from './wire.ts';

/**
 * One call as the rest of the client sees it: sent through `http.ts`, and
 * either a parsed success or a StylesyncError that names the action and
 * what it was about. Everything that turns a response into a value or an
 * error lives here, so reads, writes and create recovery only say what they
 * send and how to read the answer.
 */

export type Answered = Extract<CallResult, { kind: 'response' }>;

/** What every error message of this client may name. */
export interface CallContext {
  host: string;
  timeoutMs: number;
  authScheme: string;
  names: SettingNames;
  secrets: readonly string[];
  /** The command running, named when the key lacks a scope. */
  command?: string;
}

export interface Exchange {
  readonly http: Http;
  readonly secrets: readonly string[];
  /** The failure of a finished call as a StylesyncError. */
  failure(result: CallResult, spec: CallSpec, action: string, subject: Subject): StylesyncError;
  /** Parses a success body with `parse`, turning shape problems into errors that name the field. */
  read<T>(result: Answered, spec: CallSpec, action: string, subject: Subject, parse: (body: unknown) => T): T;
  /** Sends a call and returns the parsed success, or throws the mapped error. */
  exchange<T>(spec: CallSpec, action: string, subject: Subject, parse: (body: unknown) => T): Promise<Traced<T>>;
  /** A DELETE: 404 means gone, as asked (see below). */
  remove(spec: CallSpec, action: string, subject: Subject): Promise<Traced<void>>;
}

export function isSuccess(result: CallResult): result is Answered {
  return result.kind === 'response' && result.status >= 200 && result.status < 300;
}

/** Whether a POST may have been carried out although no success came back. */
export function unclear(result: CallResult): boolean {
  return result.kind !== 'response' || isAmbiguous({ kind: 'response', status: result.status });
}

export function createExchange(http: Http, call: CallContext): Exchange {
  function context(spec: CallSpec, action: string, subject: Subject, attempts: number): FailureContext {
    return { ...call, action, method: spec.method, path: pathWithQuery(spec), subject, attempts };
  }

  function failure(result: CallResult, spec: CallSpec, action: string, subject: Subject): StylesyncError {
    const ctx = context(spec, action, subject, result.attempts);
    if (result.kind === 'response') return responseError(result, ctx);
    return result.kind === 'timeout' ? timeoutError(ctx, result.error, result.stopped) : networkError(ctx, result.error, result.stopped);
  }

  function read<T>(result: Answered, spec: CallSpec, action: string, subject: Subject, parse: (body: unknown) => T): T {
    let body: unknown;
    try {
      body = result.text.trim() === '' ? undefined : JSON.parse(result.text);
    } catch (error) {
      throw unexpectedAnswerError(context(spec, action, subject, result.attempts), result.traceId, 'the body is not JSON', error);
    }
    try {
      return parse(body);
    } catch (error) {
      if (error instanceof UnexpectedAnswer) {
        throw unexpectedAnswerError(context(spec, action, subject, result.attempts), result.traceId, error.message);
      }
      throw error;
    }
  }

  async function exchange<T>(spec: CallSpec, action: string, subject: Subject, parse: (body: unknown) => T): Promise<Traced<T>> {
    const result = await http.call(spec);
    if (!isSuccess(result)) throw failure(result, spec, action, subject);
    return { value: read(result, spec, action, subject, parse), traceId: result.traceId };
  }

  /**
   * A DELETE answered 404 reached what it asked for: the object is gone. After
   * an unclear earlier attempt that was most likely this run; otherwise
   * something else deleted it first (two applies at once), which is reported,
   * not treated as a failure that would stop the list.
   */
  async function remove(spec: CallSpec, action: string, subject: Subject): Promise<Traced<void>> {
    const result = await http.call(spec);
    if (result.kind === 'response' && result.status === 404) {
      return { value: undefined, traceId: result.traceId, ...(result.earlierAmbiguous ? {} : { alreadyGone: true }) };
    }
    if (isSuccess(result)) return { value: undefined, traceId: result.traceId };
    throw failure(result, spec, action, subject);
  }

  return { http, secrets: call.secrets, failure, read, exchange, remove };
}

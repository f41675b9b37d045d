import type { RequestEvent } from '../live/http.ts';
import { terminalText } from './user-text.ts';

/** A retry wait this long or longer is announced even without --verbose: a long silence looks like a hang. */
const NOTICEABLE_WAIT_MS = 1_000;

/**
 * One stderr line for a request event, or undefined when it is not shown.
 * With `verbose`, every attempt: method, path, status or failure, trace id and
 * the wait before a retry. Without, only what would otherwise be silence: a
 * long retry wait and a service that is slow to answer. The path holds only
 * ids and query parameters, never the host or the key.
 */
export function renderRequestLine(event: RequestEvent, options: { verbose: boolean }): string | undefined {
  const request = `${event.method} ${terminalText(event.path)}`;
  if (event.waitingMs !== undefined) {
    return `Still waiting for the service to answer ${request} (${Math.round(event.waitingMs / 1000)} s so far)…`;
  }
  if (event.note === 'duplicate-ids') {
    // Always shown: the service's listing was wrong, and a reviewer should know one entry was set aside.
    const ids = (event.ids ?? []).map((id) => terminalText(id)).join(', ');
    return `warning: ${request} listed ${ids} twice in one answer; the copies are the same, so one of each was used`;
  }
  if (event.note === 'recovered') {
    return options.verbose ? `http: ${request}: no clear answer, but what it made was found; not sent again` : undefined;
  }
  const wait = event.retryInMs === undefined ? '' : `; retrying in ${seconds(event.retryInMs)}${event.retryAfter ? ' (the service\'s Retry-After)' : ''}`;
  if (options.verbose) {
    const trace = event.traceId ? ` (trace ${terminalText(event.traceId)})` : '';
    return `http: ${request} → ${outcome(event)}${trace}${wait}`;
  }
  if (event.retryInMs !== undefined && event.retryInMs >= NOTICEABLE_WAIT_MS) {
    return `${request} → ${outcome(event)}${wait}…`;
  }
  return undefined;
}

function outcome(event: RequestEvent): string {
  if (event.status !== undefined) return String(event.status);
  return event.failure === 'timeout' ? 'no answer in time (timeout)' : 'connection failed';
}

function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`;
}

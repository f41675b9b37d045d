/**
 * An error meant for a person: what went wrong and what to do next. Anything
 * thrown that is not a StylesyncError is a bug, and the CLI says so.
 */
export class StylesyncError extends Error {
  readonly hint: string;
  /** The service's X-Trace-ID, when the error came from a response. */
  readonly traceId?: string;

  constructor(message: string, hint: string, options?: { cause?: unknown; traceId?: string }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'StylesyncError';
    this.hint = hint;
    if (options?.traceId) this.traceId = options.traceId;
  }
}

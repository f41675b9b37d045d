/**
 * An error answer of the emulated service. Handlers throw it; the pipeline
 * turns it into `{"message", "detail"?}` with the status.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly detail?: string;
  readonly headers?: Record<string, string>;

  constructor(status: number, message: string, options?: { detail?: string; headers?: Record<string, string> }) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    if (options?.detail !== undefined) this.detail = options.detail;
    if (options?.headers !== undefined) this.headers = options.headers;
  }
}

export function badRequest(message: string, detail?: string): HttpError {
  return new HttpError(400, message, detail === undefined ? undefined : { detail });
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

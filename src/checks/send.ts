import { StylesyncError } from '../errors.ts';

/** Runs one request of the checks: counted, limited in concurrency, and refused after Ctrl+C unless it is cleanup. */
export type Send = <T>(task: () => Promise<T>) => Promise<T>;

/** Why a request was not sent: the run was interrupted. */
export const STOPPED = 'not sent: the run was interrupted (Ctrl+C)';

/** The reason, with the client's advice when it has some: a check failure is all the user sees of the request. */
export function messageOf(error: unknown): string {
  if (error instanceof StylesyncError) return `${error.message} (${error.hint})`;
  return error instanceof Error ? error.message : String(error);
}

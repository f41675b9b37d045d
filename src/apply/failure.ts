import { StylesyncError } from '../errors.ts';
import type { ListFailure } from './result.ts';

/** Why a write failed, as an outcome keeps it: the error's message, hint and trace id (lists and glossaries alike). */
export function toFailure(error: unknown): ListFailure {
  if (error instanceof StylesyncError) {
    return { message: error.message, hint: error.hint, ...(error.traceId ? { trace_id: error.traceId } : {}) };
  }
  return {
    message: error instanceof Error ? error.message : String(error),
    hint: 'this is a bug in stylesync; rerun with --debug and report the output.',
  };
}

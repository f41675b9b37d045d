import { StylesyncError } from '../errors.ts';

/**
 * A run that failed before its JSON document was made, for machines: `plan
 * --format json > plan.json` then holds why, not nothing. The same message
 * and hint as the text on stderr, and the error's stable code.
 */
export function renderErrorJson(error: unknown): string {
  const known = error instanceof StylesyncError;
  const document = {
    error: {
      code: known ? error.code : 'internal',
      message: known ? error.message : error instanceof Error ? error.message : String(error),
      hint: known ? error.hint : 'This is a bug in stylesync; rerun with --debug and report the output.',
      ...(known && error.traceId ? { trace_id: error.traceId } : {}),
    },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

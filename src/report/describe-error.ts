import { StylesyncError } from '../errors.ts';
import { terminalText } from './user-text.ts';

/**
 * How every error the CLI prints begins, commander's own usage errors
 * included: lower case, as commander, `warning:`, `note:`, `hint:` and the
 * `file:line:col: error:` diagnostics already are.
 */
export const ERROR_PREFIX = 'error: ';

/**
 * An error as the text a person reads: message, hint and trace id, one line
 * each through terminalText (messages quote file names, list names and the
 * service's answers). `bugHint` is the advice for an error that is a bug in
 * stylesync, which names how to get a stack trace where this runs.
 */
export function describeError(error: unknown, debug: boolean, bugHint = 'this is a bug in stylesync; rerun with --debug and report the output.'): string {
  if (error instanceof StylesyncError) {
    const trace = error.traceId ? `\n  trace id: ${terminalText(error.traceId)}` : '';
    const stack = debug && error.stack ? `\n${error.stack}` : '';
    return `${ERROR_PREFIX}${terminalText(error.message)}\n  hint: ${terminalText(error.hint)}${trace}${stack}\n`;
  }
  const message = terminalText(error instanceof Error ? error.message : String(error));
  const stack = debug && error instanceof Error && error.stack ? `\n${error.stack}` : '';
  return `${ERROR_PREFIX}${message}\n  hint: ${bugHint}${stack}\n`;
}

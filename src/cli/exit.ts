import type { Outcome } from './io.ts';

export const EXIT_OK = 0;
export const EXIT_ERROR = 1;
export const EXIT_CHANGES = 2;

/**
 * The one place exit codes are decided: 0 ok or no changes, 1 error,
 * 2 changes pending, and 2 only when the caller asked for it (`--detailed-exitcode`).
 */
export function exitCode(outcome: Outcome, detailedExitcode = false): number {
  switch (outcome) {
    case 'ok':
      return EXIT_OK;
    case 'changes':
      return detailedExitcode ? EXIT_CHANGES : EXIT_OK;
    case 'error':
      return EXIT_ERROR;
  }
}

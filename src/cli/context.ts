import type { CliIO, Outcome } from './io.ts';

/** Handed to every command: its I/O, and the one way to report how it ended. */
export interface CommandContext {
  io: CliIO;
  /** Record the outcome; `detailedExitcode` lets `changes` map to exit code 2. */
  conclude(outcome: Outcome, options?: { detailedExitcode?: boolean }): void;
  /**
   * Registers a secret (an API key read from any variable) so that nothing this
   * run prints, error or output, can show it.
   */
  addSecret(value: string): void;
  /** The secrets known so far, for the file sinks: a file that would hold one in any form is not written (src/live/redact.ts). */
  secrets(): string[];
  /** Whether --debug was given (stack traces on errors). */
  debug(): boolean;
  /** Whether -q/--quiet was given: only errors and the final line. Absent (a test's own context) means not quiet. */
  quiet?(): boolean;
}

import type { CliIO, Outcome } from './io.ts';

/** Handed to every command: its I/O, and the one way to report how it ended. */
export interface CommandContext {
  io: CliIO;
  /** Record the outcome; `detailedExitcode` lets `changes` map to exit code 2. */
  conclude(outcome: Outcome, options?: { detailedExitcode?: boolean }): void;
  /** Whether --debug was given (stack traces on errors). */
  debug(): boolean;
}

import type { OnInterrupt } from '../app/interrupt.ts';
import type { LiveClock } from '../live/clock.ts';

/** Everything a command may touch of the process, so commands run in-process in tests. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
  cwd: string;
  /** Whether stdout is a terminal (colour, confirmation prompts). */
  isTTY: boolean;
  /** Asks a yes/no question on a terminal; absent when there is none. */
  confirm?: (question: string) => Promise<boolean>;
  /**
   * Calls `handler` on the first Ctrl+C (SIGINT) until the returned function
   * is called; a second Ctrl+C ends the process at once (bin.ts:
   * processInterrupts of src/app/interrupt.ts). Absent in-process (tests),
   * where there is no terminal to interrupt from.
   */
  onInterrupt?: OnInterrupt;
  /** The clients' deadlines and settle wait (src/live/clock.ts): the wall clock unless a test drives them by events. */
  clock?: LiveClock;
}

/** What a command concluded; `exit.ts` alone turns it into an exit code. */
export type Outcome = 'ok' | 'changes' | 'error';

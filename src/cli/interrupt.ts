import type { CommandContext } from './context.ts';
import { EXIT_ERROR } from './exit.ts';
import type { CliIO } from './io.ts';

/**
 * Runs `work` so that a first Ctrl+C asks it to stop starting requests
 * rather than killing the process: writes already sent finish and are
 * recorded, preview lists are deleted, and the run reports what was left.
 * Without it, Ctrl+C ends Node at once, and the `finally` blocks that delete
 * previews and close the record never run.
 */
export async function interruptible<T>(ctx: CommandContext, stopping: string, work: (stopped: () => boolean) => Promise<T>): Promise<T> {
  let stopped = false;
  const release = ctx.io.onInterrupt?.(() => {
    stopped = true;
    ctx.io.stderr(`\nInterrupted: ${stopping}. Press Ctrl+C again to stop at once.\n`);
  });
  try {
    return await work(() => stopped);
  } finally {
    release?.();
  }
}

/**
 * `onInterrupt` for a real process (the CLI's bin, the Action): SIGINT, which
 * a terminal's Ctrl+C and a cancelled GitHub workflow both send. The second
 * one is the user insisting: the process ends at once, as Terraform does.
 */
export const processInterrupts: NonNullable<CliIO['onInterrupt']> = (handler) => {
  let asked = false;
  const listener = () => {
    if (asked) process.exit(EXIT_ERROR);
    asked = true;
    handler();
  };
  process.on('SIGINT', listener);
  return () => void process.off('SIGINT', listener);
};

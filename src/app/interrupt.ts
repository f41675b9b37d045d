/**
 * Calls `handler` on the first interrupt until the returned function is called;
 * `lastWords`, when given, just before a second interrupt ends the process.
 */
export type OnInterrupt = (handler: () => void, lastWords?: () => void) => () => void;

/**
 * Runs `work` so that a first Ctrl+C (or a cancelled workflow's SIGINT) asks
 * it to stop starting requests rather than killing the process: writes
 * already sent finish and are recorded, preview lists are deleted, and the run
 * reports what was left. Without it, SIGINT ends Node at once, and the
 * `finally` blocks that delete previews and close the record never run.
 * `onStopping` is told when the interrupt arrives; the adapter says so.
 */
export async function interruptible<T>(
  onInterrupt: OnInterrupt | undefined,
  onStopping: () => void,
  work: (stopped: () => boolean) => Promise<T>,
  lastWords?: () => void,
): Promise<T> {
  let stopped = false;
  const release = onInterrupt?.(() => {
    stopped = true;
    onStopping();
  }, lastWords);
  try {
    return await work(() => stopped);
  } finally {
    release?.();
  }
}

/**
 * `OnInterrupt` for a real process (the CLI's bin, the Action): SIGINT, which
 * a terminal's Ctrl+C and a cancelled GitHub workflow both send, and SIGTERM,
 * which a supervisor (`timeout`, `docker stop`, a CI job's cancel) sends. The second
 * one is the user insisting: `insist` ends the process at once, as Terraform
 * does (the adapter decides how; this layer never exits).
 */
export function processInterrupts(insist: () => void): OnInterrupt {
  return (handler, lastWords) => {
    let asked = false;
    const listener = () => {
      if (asked) {
        lastWords?.();
        insist();
      }
      asked = true;
      handler();
    };
    // SIGTERM too: `timeout`, `docker stop`, Kubernetes and most CI systems end a job with it, and by default it killed the
    // run at once, leaving preview lists on the service and a write in flight unrecorded.
    process.on('SIGINT', listener);
    process.on('SIGTERM', listener);
    return () => {
      process.off('SIGINT', listener);
      process.off('SIGTERM', listener);
    };
  };
}

/**
 * The client's waits on the wall clock, injectable: a test times an attempt
 * out when the emulator has stalled it, lets a late write land before the
 * look and says "still waiting" while a request is held, as events, instead
 * of racing fixed milliseconds against a machine whose speed nobody knows.
 */
export interface LiveClock {
  /** Arms one attempt's deadline of `ms`: `expire` is called when it passes. Returns the disarm. */
  deadline(ms: number, expire: () => void, attempt: { method: string; path: string }): () => void;
  /** The wait of `ms` before a create without a clear answer is looked for (settleMs). */
  settle(ms: number): Promise<void>;
  /**
   * Calls `tick` with the time waited so far every `ms` while one attempt has no answer (the "still
   * waiting" events). Returns the stop, called once the attempt ended.
   */
  waiting(ms: number, tick: (waitedMs: number) => void, attempt: { method: string; path: string }): () => void;
}

/** The clock of a real run. */
export const wallClock: LiveClock = {
  deadline(ms, expire) {
    const timer = setTimeout(expire, ms);
    return () => clearTimeout(timer);
  },
  settle: (ms) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()),
  waiting(ms, tick) {
    const started = Date.now();
    const timer = setInterval(() => tick(Date.now() - started), ms);
    return () => clearInterval(timer);
  },
};

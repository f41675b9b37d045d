/**
 * The client's two waits on the wall clock, injectable: a test times an
 * attempt out when the emulator has stalled it and lets a late write land
 * before the look, as events, instead of racing fixed milliseconds against
 * a machine whose speed nobody knows.
 */
export interface LiveClock {
  /** Arms one attempt's deadline of `ms`: `expire` is called when it passes. Returns the disarm. */
  deadline(ms: number, expire: () => void, attempt: { method: string; path: string }): () => void;
  /** The wait of `ms` before a create without a clear answer is looked for (settleMs). */
  settle(ms: number): Promise<void>;
}

/** The clock of a real run. */
export const wallClock: LiveClock = {
  deadline(ms, expire) {
    const timer = setTimeout(expire, ms);
    return () => clearTimeout(timer);
  },
  settle: (ms) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()),
};

/**
 * The total a run may spend waiting before retries, Retry-After and backoff
 * together, over all its calls (parallel ones included). Without it, a
 * service that keeps answering 429 or 503 could hold a run for
 * retries × calls × the longest wait. A wait is reserved at its longest
 * before it starts, so parallel calls cannot together go over, and the
 * part not slept (jitter drew less) is given back.
 */
export class RetryBudget {
  private usedMs = 0;

  constructor(readonly totalMs: number) {}

  /** Takes `ms` from the budget, or nothing and false when that would go over. */
  reserve(ms: number): boolean {
    if (this.usedMs + ms > this.totalMs) return false;
    this.usedMs += ms;
    return true;
  }

  /** Gives back what a reserved wait did not use. */
  release(ms: number): void {
    this.usedMs = Math.max(0, this.usedMs - ms);
  }

  get spentMs(): number {
    return this.usedMs;
  }
}

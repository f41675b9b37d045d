/** A service request the emulator is not answering now: `latency` (served later), `hold` (carried out on release) or `hang` (never answered). */
export interface Stall {
  method: string;
  /** Without the query string, as in the request log. */
  path: string;
}

/** What a test gets back from `whenStalled`: the event, and a way to stop waiting for it. */
export interface StallWait {
  stalled: Promise<void>;
  cancel(): void;
}

const MAX_UNCLAIMED = 1_000;

interface Held {
  /** true: carry the request out; false: the emulator is closing or was reset, drop it undone. */
  resume(carryOut: boolean): void;
  finished: Promise<void>;
}

interface Waiter extends Stall {
  resolve(): void;
}

/**
 * The requests stalled by `latency`, `hold` and `hang` faults, as events. They let a test
 * time a client out when the emulator has the request, and land a write
 * after the client gave up, in that order whatever the machine's speed: a
 * latency fault races the client's timer against the emulator's, and a busy
 * machine loses that race.
 */
export class Stalls {
  private held: Held[] = [];
  /** Stalls no waiter has taken yet, oldest first. */
  private unclaimed: Stall[] = [];
  private waiters: Waiter[] = [];

  /** Holds a request until `release()` (resolves true) or `clear()` (false); `done()` once it was carried out. */
  hold(stall: Stall): { proceed: Promise<boolean>; done(): void } {
    let resume!: (carryOut: boolean) => void;
    let done!: () => void;
    const proceed = new Promise<boolean>((resolve) => (resume = resolve));
    const finished = new Promise<void>((resolve) => (done = resolve));
    this.held.push({ resume, finished });
    this.notify(stall);
    return { proceed, done };
  }

  /** A request that will never be answered (a `hang` fault). */
  hung(stall: Stall): void {
    this.notify(stall);
  }

  /** A request waiting out a latency fault. */
  delayed(stall: Stall): void {
    this.notify(stall);
  }

  /**
   * Resolves once a request of this method and path stalls (at once if one did and was not taken).
   * `'*'` for either matches any: a run's first write, whichever it is, when its order is not the test's point.
   */
  whenStalled(method: string, path: string): StallWait {
    const index = this.unclaimed.findIndex((s) => matches({ method, path }, s));
    if (index >= 0) {
      this.unclaimed.splice(index, 1);
      return { stalled: Promise.resolve(), cancel: () => undefined };
    }
    let waiter!: Waiter;
    const stalled = new Promise<void>((resolve) => (waiter = { method, path, resolve }));
    this.waiters.push(waiter);
    return { stalled, cancel: () => (this.waiters = this.waiters.filter((w) => w !== waiter)) };
  }

  /** Carries out every held request; resolves with their number once all are done (answered to whoever still listens, and logged). */
  async release(): Promise<number> {
    const held = this.held;
    this.held = [];
    for (const h of held) h.resume(true);
    await Promise.all(held.map((h) => h.finished));
    return held.length;
  }

  /** Drops held requests undone (reset, close): a held write never lands in a later test. */
  clear(): void {
    for (const h of this.held) h.resume(false);
    this.held = [];
    this.unclaimed = [];
  }

  private notify(stall: Stall): void {
    const waiter = this.waiters.find((w) => matches(w, stall));
    if (waiter === undefined) {
      // Bounded: hang faults nobody waits for (a fault mix) must not grow the emulator without end.
      this.unclaimed.push(stall);
      if (this.unclaimed.length > MAX_UNCLAIMED) this.unclaimed.shift();
      return;
    }
    this.waiters = this.waiters.filter((w) => w !== waiter);
    waiter.resolve();
  }
}

function matches(wanted: Stall, stall: Stall): boolean {
  return (wanted.method === '*' || wanted.method === stall.method) && (wanted.path === '*' || wanted.path === stall.path);
}

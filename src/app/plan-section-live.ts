import type { StylesyncError } from '../errors.ts';
import { MAX_LISTING_READS } from '../live/limits.ts';
import { withoutPreviews } from '../plan/preview.ts';
import { checkSafety, type SafetyKind, type SafetyOptions } from '../plan/safety.ts';
import type { PlanProblem } from '../plan/types.ts';

/** What the plan against the service needs of a kind; R is one read of its live items, P what is planned from it. */
export interface LiveKind<R extends { requests: number }, P, Item> {
  /** One read (`previous`: the read before); `requests` counts every request it sent. */
  read(previous: R | undefined): Promise<R>;
  /** The live items the delete share counts. */
  live(read: R): readonly { name: string }[];
  plan(read: R): P;
  section(planned: P): { items: readonly Item[]; unchanged: readonly string[]; problems: readonly PlanProblem[] };
  /** Undefined when the plan can stand on the read; otherwise the read as the refusal names it, and the kind is read again. */
  unsettled?(planned: P, read: R, previous: R | undefined): string | undefined;
  /** The refusal (code `listing-moved`), naming each read as `unsettled` did. */
  moved(reads: readonly string[]): StylesyncError;
  safety: SafetyKind<Item>;
}

/**
 * Reads a kind's live items (GETs only) until a read is one its plan can stand
 * on, at most MAX_LISTING_READS reads, then refused, and plans on that read. The
 * kind's delete thresholds are checked against its own live items alone
 * (plan/safety.ts); their problems are given apart, for the caller's section.
 */
export async function planSectionLive<R extends { requests: number }, P, Item extends { file?: string }>(kind: LiveKind<R, P, Item>, options: Omit<SafetyOptions, 'liveCount'>) {
  let requests = 0;
  let previous: R | undefined;
  const refused: string[] = [];
  for (let n = 0; n < MAX_LISTING_READS; n++) {
    const read = await kind.read(previous);
    requests += read.requests;
    const planned = kind.plan(read);
    const unsettled = kind.unsettled?.(planned, read, previous);
    if (unsettled === undefined) return { planned, safety: checkSafety(kind.section(planned), kind.safety, { ...options, liveCount: withoutPreviews(kind.live(read)).length }), read, requests };
    refused.push(unsettled);
    previous = read;
  }
  throw kind.moved(refused);
}

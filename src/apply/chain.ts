import { toFailure } from './failure.ts';
import type { AnyWriteRecord, ListFailure, Outcome } from './result.ts';

/** A record's fields but those the runner adds (time and outcome). */
export type Fields<R extends AnyWriteRecord> = Omit<R, 'at' | 'outcome' | 'error'>;

/** What a kind says about one list or glossary: its writes, how to send each, and what their records carry. */
export interface Steps<R extends AnyWriteRecord, O extends Outcome> {
  readonly outcome: O;
  readonly length: number;
  /** Sends write `index` (after every write before it) and returns its record's fields. */
  send(index: number): Promise<Fields<R>>;
  /** The record's fields of write `index`, which failed. */
  failed(index: number, failure: ListFailure): Fields<R>;
  /** Once the chain is over (done, failed or stopped): the outcome takes the id its writes left. */
  settle(): void;
}

/** An outcome before any write: what the kind says of its item, and nothing sent or skipped yet. */
export function freshOutcome<O extends Outcome>(item: Omit<O, keyof Outcome>): O {
  return { ...item, status: 'applied', applied: 0, skipped: 0 } as O;
}

/** One list's or glossary's writes, sent one after another by the scheduler (schedule.ts). */
export interface Chain {
  /** Writes not sent yet, the chain's critical path from here; 0 once it is over. */
  remaining(): number;
  /** Sends the next write and records it; a failed write ends the chain, whose later writes are skipped. */
  step(): Promise<void>;
  /** The run stopped (Ctrl+C, a record not kept): the writes not sent are skipped. */
  stop(): void;
}

/**
 * The loop every kind shares: each write is recorded as its answer comes in
 * (`emit`: the record file, then the progress), a failed write stops its own
 * list or glossary only, and the outcome counts what was sent and skipped.
 */
export function chain<R extends AnyWriteRecord, O extends Outcome>(steps: Steps<R, O>, run: { emit(record: R): void; now(): string }): Chain {
  let next = 0;
  let over = false;
  const end = (status: Outcome['status'], skipped: number) => {
    steps.outcome.status = status;
    steps.outcome.skipped = skipped;
    over = true;
    steps.settle();
  };
  if (steps.length === 0) end('applied', 0);
  return {
    remaining: () => (over ? 0 : steps.length - next),
    async step() {
      const index = next++;
      let fields: Fields<R>;
      try {
        fields = await steps.send(index);
      } catch (error) {
        const failure = toFailure(error);
        run.emit({ ...steps.failed(index, failure), at: run.now(), outcome: 'failed', error: failure.message } as R);
        steps.outcome.failure = failure;
        end('failed', steps.length - index - 1);
        return;
      }
      // Outside the try: only the service's answer decides whether the write failed.
      run.emit({ ...fields, at: run.now(), outcome: 'applied' } as R);
      steps.outcome.applied++;
      if (next === steps.length) end('applied', 0);
    },
    stop() {
      if (!over) end('stopped', steps.length - next);
    },
  };
}

import { StylesyncError } from '../errors.ts';
import type { Traced } from '../live/api.ts';
import type { AnyWriteRecord, Copies, Outcome } from './result.ts';

/** One write of a list or glossary, as its kind lays it out. */
export interface Write {
  /** The record's fields known before it is sent: the item, the operation, what it touches. */
  readonly fields: object;
  /** Set on a write that loses content for good: what was not done if the item cannot be backed up first. */
  readonly loses?: string;
  /** Sends it: the service's answer, and the record's fields it gives (the id, what the write left). */
  send(): Promise<{ answer: Traced<unknown>; fields: object }>;
}

/** One item's writes, in the plan's order, and the state they leave. */
export interface ItemWrites<O extends Outcome> {
  /** The outcome's fields the kind adds to status and counts. */
  readonly outcome: Omit<O, 'status' | 'applied' | 'skipped' | 'failure'>;
  /** The live item the plan started from: what a backup holds, as read for this run. */
  readonly liveId: string | undefined;
  readonly writes: readonly Write[];
  /** The item's id as its writes left it so far: null before a create and after a delete. */
  id(): string | null;
}

/** What sending needs to know of a kind (apply/kinds.ts); the rest, backups first, records and failures, is the chain's. */
export interface WritesKind<P, A, R extends AnyWriteRecord, O extends Outcome> {
  /** 'list' or 'glossary', in messages. */
  noun: string;
  /** The id's field in records and outcomes. */
  idField: keyof R & keyof O & string;
  /** A failed write's record fields after the id: nothing was written. */
  nothingWritten: Partial<R>;
  /** Every losing write's record names the backup; false: only the write that made it (its progress line says "first"). */
  backupInEveryRecord: boolean;
  items(plan: P, api: A): ItemWrites<O>;
}

/** One list's or glossary's writes, sent one after another by the scheduler (schedule.ts). */
export interface Chain<O extends Outcome = Outcome> {
  readonly outcome: O;
  /** Writes not sent yet, the chain's critical path from here; 0 once it is over. */
  remaining(): number;
  /** Sends the next write and records it; a failed write ends the chain, whose later writes are skipped. */
  step(): Promise<void>;
  /** The run stopped (Ctrl+C, a record not kept): the writes not sent are skipped. */
  stop(): void;
}

/**
 * The loop every kind shares. Before the first write that loses content the
 * item is backed up, once per item and run, from the copy read for this run:
 * never the plan's own `before` (a saved plan is a file, and a backup made
 * from an edited one would lose the real content for good); a backup that
 * cannot be written stops the write. Each write is recorded as its answer
 * comes in (`emit`: the record file, then the progress), a failed write stops
 * its own list or glossary only, and the outcome counts what was sent and
 * skipped, and takes the id the writes left.
 */
export function chain<R extends AnyWriteRecord, O extends Outcome, L extends { name: string }>(
  kind: WritesKind<never, never, R, O>,
  item: ItemWrites<O>,
  copies: Copies<L>,
  run: { emit(record: AnyWriteRecord): void; now(): string },
): Chain<O> {
  const outcome = { ...item.outcome, status: 'applied', applied: 0, skipped: 0 } as O;
  const count = item.writes.length;
  let next = 0;
  let over = false;
  let backup: string | undefined;
  const end = (status: Outcome['status'], skipped: number) => {
    Object.assign(outcome, { status, skipped, [kind.idField]: item.id() });
    over = true;
  };
  const backupFirst = async (consequence: string): Promise<string | undefined> => {
    if (backup !== undefined) return kind.backupInEveryRecord ? backup : undefined;
    const id = item.liveId as string;
    const read = copies.snapshot(id) ?? (await copies.readNow?.(id));
    // What a backup holds is the service's copy as read for this run; without one, nothing is lost unsaved.
    if (!read) {
      throw new StylesyncError(
        `no copy of the live ${kind.noun} "${outcome.name}" (${id}) was read before this run, so ${consequence} (there would be no backup)`,
        'this is a bug in stylesync; run plan again and report the output.',
        { code: 'internal' },
      );
    }
    try {
      backup = await copies.backup(read);
    } catch (error) {
      // A failed backup stops the write that would lose what it guards.
      const reason = error instanceof Error ? error.message : String(error);
      throw new StylesyncError(
        `could not write the backup of ${kind.noun} "${read.name}" (${id}), so ${consequence}: ${reason}`,
        'make the backup directory writable (or choose another with --backup-dir) and run apply again.',
        { code: 'backup-failed', cause: error },
      );
    }
    return backup;
  };
  const emit = (fields: object, result: { outcome: 'applied' } | { outcome: 'failed'; error: string }) => run.emit({ ...fields, at: run.now(), ...result } as AnyWriteRecord);
  if (count === 0) end('applied', 0);
  return {
    outcome,
    remaining: () => (over ? 0 : count - next),
    async step() {
      const write = item.writes[next++] as Write;
      let fields: object;
      try {
        const saved = write.loses === undefined ? undefined : await backupFirst(write.loses);
        const { answer, fields: after } = await write.send();
        fields = {
          ...write.fields,
          ...after,
          // A create recovered after an unclear answer has no response of its own, so no trace id ('' from the client): recorded as null.
          trace_id: answer.traceId || null,
          ...(saved === undefined ? {} : { backup: saved }),
          ...(answer.recovered ? { recovered: true } : {}),
          ...(answer.resent ? { resent: true } : {}),
          ...(answer.alreadyGone ? { already_gone: true } : {}),
        };
      } catch (error) {
        const failure = toFailure(error);
        const failed = { ...write.fields, [kind.idField]: item.id(), ...kind.nothingWritten, trace_id: failure.trace_id ?? null };
        emit(failed, { outcome: 'failed', error: failure.message });
        outcome.failure = failure;
        end('failed', count - next);
        return;
      }
      // Outside the try: only the service's answer decides whether the write failed.
      emit(fields, { outcome: 'applied' });
      outcome.applied++;
      if (next === count) end('applied', 0);
    },
    stop() {
      if (!over) end('stopped', count - next);
    },
  };
}

/** Why a write failed, as an outcome keeps it: the error's message, hint and trace id. */
function toFailure(error: unknown): NonNullable<Outcome['failure']> {
  if (error instanceof StylesyncError) return { message: error.message, hint: error.hint, ...(error.traceId ? { trace_id: error.traceId } : {}) };
  return { message: error instanceof Error ? error.message : String(error), hint: 'this is a bug in stylesync; rerun with --debug and report the output.' };
}

/** The plan never writes to what it has not created or found; reaching this is a defect in the plan. */
export function noTarget(noun: string, idField: string): StylesyncError {
  return new StylesyncError(
    `the plan writes to a ${noun} that has no ${idField} (it was never created or was deleted earlier in the plan)`,
    'this is a bug in stylesync; run plan again and report the saved plan.',
    { code: 'internal' },
  );
}

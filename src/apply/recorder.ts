import type { AnyWriteRecord, ApplyProgress } from './result.ts';

/** Keeps the writes of a run, hands each to the record and the progress, and says when sending must stop. */
export interface Recorder<R extends AnyWriteRecord> {
  /** In completion order. */
  readonly records: R[];
  emit(record: R): void;
  /** Ctrl+C, or a record that could not be kept. */
  stopped(): boolean;
  /** Throws the record's failure, if there was one, once the writes in flight are in. */
  rethrow(): void;
}

/**
 * Each write goes on file (`onRecord`) before its progress line, so whatever
 * the user saw happen is in the record, even if the run is killed next. A
 * record that cannot be kept stops every list and glossary from sending more:
 * a write the record cannot hold is a write nobody can audit.
 */
export function recorder<R extends AnyWriteRecord>(options: { onRecord?(record: R): void; onProgress?(event: ApplyProgress): void; stopped?(): boolean }): Recorder<R> {
  const records: R[] = [];
  let failure: unknown;
  return {
    records,
    emit(record) {
      records.push(record);
      try {
        options.onRecord?.(record);
      } catch (error) {
        failure ??= error;
      }
      options.onProgress?.({ kind: 'write', record });
    },
    stopped: () => failure !== undefined || (options.stopped?.() ?? false),
    rethrow() {
      if (failure !== undefined) throw failure;
    },
  };
}

import type { WriteRecord } from './result.ts';

export interface RecordContext {
  /** The target name from stylesync.yaml, or null when none was chosen. */
  target: string | null;
  base_url: string;
}

export type RecordEntry = WriteRecord & RecordContext;

/**
 * The `--record` file: one entry per write, each carrying where it was sent.
 * Only the base URL and target name describe the destination: the key never
 * enters a record.
 */
export function recordEntries(records: readonly WriteRecord[], context: RecordContext): RecordEntry[] {
  return records.map((record) => ({ ...record, target: context.target, base_url: context.base_url }));
}

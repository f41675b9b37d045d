import type { WriteRecord } from '../apply/result.ts';

/**
 * The `--record` file as a list of writes: a JSON array, or JSON Lines (one
 * write per line, as the record is appended while apply runs).
 */
export function parseRecords(text: string): WriteRecord[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as WriteRecord[];
  return trimmed
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as WriteRecord);
}

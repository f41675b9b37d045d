import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { StylesyncError } from '../errors.ts';
import { keyInFile } from '../live/redact.ts';
import type { AppliesTo } from '../plan/types.ts';
import { type AnyWriteRecord, recordItem } from './result.ts';

/** Where the writes were sent, as a saved plan's `applies_to` says it. */
export type RecordContext = Pick<AppliesTo, 'target' | 'base_url'>;

/**
 * The record's format. Each line carries it, since a record is read line by
 * line (and a run killed halfway leaves no closing line to carry it). 1 is the
 * first versioned format; entries without the field were written before it and
 * read the same.
 */
export const RECORD_FORMAT_VERSION = 1;

/** A write as the record keeps it: a glossary write carries `glossary` where a list write carries `list`. */
export type AnyRecordEntry = { format_version: typeof RECORD_FORMAT_VERSION } & AnyWriteRecord & RecordContext;

export interface RecordFile {
  /** Appends one write as one line; it is in the file when this returns. */
  append(record: AnyWriteRecord): void;
  close(): void;
}

/**
 * The `--record` file as JSON Lines: one entry per write, each carrying where
 * it was sent (base URL and target name; the key never enters a record). It
 * is opened (and emptied) before the first write and each entry is written
 * with its own write(2) as soon as the service confirmed it, without
 * buffering in this process, so a run killed halfway leaves a record of every
 * write confirmed until then. Synchronous on purpose: the next write of the
 * list is not sent before the previous one is on file.
 */
export function openRecordFile(file: string, context: RecordContext, flag = '--record', secrets: readonly string[] = []): RecordFile {
  let fd: number;
  try {
    mkdirSync(dirname(file), { recursive: true });
    fd = openSync(file, 'w');
  } catch (error) {
    throw new StylesyncError(
      `Could not open ${file} (${flag}): ${(error as Error).message}. Nothing was written to the service.`,
      `Check that the directory is writable, or give ${flag} another path.`,
      { code: 'record-unwritable', cause: error },
    );
  }
  return {
    append(record) {
      const line = `${JSON.stringify(recordEntry(record, context))}\n`;
      const refusal = keyInFile(line, secrets, file, flag);
      // A name or prompt holding the key stops the run here, as a full disk would: the record must not hold it, nor lie about the write.
      if (refusal !== undefined) throw new StylesyncError(`${refusal.message} No further write was sent.`, refusal.hint, { code: 'key-in-file' });
      try {
        writeSync(fd, line);
      } catch (error) {
        const { noun, name } = recordItem(record);
        throw new StylesyncError(
          `Could not add to ${file} (${flag}): ${(error as Error).message}. The write to ${noun === 'glossary' ? 'glossary ' : ''}"${name}" went through; no further write was sent.`,
          'Free space or fix the path, then run `stylesync plan` to see what is left and apply again (the progress lines above show what was written).',
          { code: 'record-unwritable', cause: error },
        );
      }
    },
    close() {
      closeSync(fd);
    },
  };
}

export function recordEntry(record: AnyWriteRecord, context: RecordContext): AnyRecordEntry {
  return { format_version: RECORD_FORMAT_VERSION, ...record, target: context.target, base_url: context.base_url };
}

export interface ParsedRecord {
  /** List writes (with `list`) and glossary writes (with `glossary`), in the order they completed. */
  entries: AnyRecordEntry[];
  /**
   * A last line cut short: the run was killed while writing it, so that
   * write's outcome is unknown (the next plan shows whether it landed).
   */
  torn?: string;
}

/** Reads a JSON Lines record back, e.g. to print it as one JSON document. */
export function parseRecord(text: string, file: string): ParsedRecord {
  const lines = text.split('\n');
  const last = lines.pop() as string;
  const entries = lines.flatMap((line, index) => (line.trim() === '' ? [] : [parseLine(line, file, index + 1)]));
  if (last.trim() === '') return { entries };
  // Every complete entry ends with a newline; text after the last one is what a kill interrupted.
  try {
    entries.push(parseLine(last, file, lines.length + 1));
    return { entries };
  } catch {
    return { entries, torn: last };
  }
}

function parseLine(line: string, file: string, lineNumber: number): AnyRecordEntry {
  const notEntry = (why: string) =>
    new StylesyncError(
      `${file}:${lineNumber} is not a record entry: ${why}.`,
      'Give the file written by `stylesync apply --record FILE` (one JSON object per line).',
      { code: 'record-invalid' },
    );
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw notEntry((error as Error).message);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof (value as Record<string, unknown>).operation !== 'string') {
    throw notEntry('expected a JSON object with an "operation"');
  }
  const version = (value as Record<string, unknown>).format_version;
  if (version !== undefined && version !== RECORD_FORMAT_VERSION) {
    throw new StylesyncError(
      `${file}:${lineNumber} is a record entry of format_version ${JSON.stringify(version)}; this stylesync reads format_version ${RECORD_FORMAT_VERSION}.`,
      'Read it with the stylesync that wrote it (its version is in the run\'s output), or apply again with this one to write a new record.',
      { code: 'record-invalid' },
    );
  }
  return value as AnyRecordEntry;
}

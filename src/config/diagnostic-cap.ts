import { diagnostic, START } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import type { Position } from './position.ts';

/** One file reports at most this many problems, then one "… and N more" line; a hostile file cannot flood a log. */
export const MAX_DIAGNOSTICS_PER_FILE = 100;

/** The whole project reports at most this many, whatever their kind: many files of a few problems each cannot flood a log either. */
export const MAX_DIAGNOSTICS = 1000;

/** The file of the line standing for the problems left out past MAX_DIAGNOSTICS: no one file. */
const ALL_FILES = '';

interface Omitted {
  count: number;
  error: boolean;
  line: number;
  col: number;
}

/**
 * How many problems each "and N more" line stands for, so a capped list can be
 * capped again with more diagnostics (validate's after-load checks) without
 * reading its own messages back.
 */
const omittedBy = new WeakMap<Diagnostic, Omitted>();

/** The line that stands for the problems of a file (or, past the total, of the project) left out. */
export function moreDiagnostics(file: string, count: number, error: boolean, pos: Position): Diagnostic {
  const where = file === ALL_FILES ? 'in other files' : 'in this file';
  const d = diagnostic(
    error ? 'error' : 'warning',
    'more-diagnostics',
    { file, pos },
    `… and ${count} more ${count === 1 ? 'problem' : 'problems'} ${where} not shown`,
    'Fix the problems above and validate again; the rest will show then.',
  );
  omittedBy.set(d, { count, error, line: pos.line, col: pos.col });
  return d;
}

/**
 * The one place diagnostics are capped, for every kind (load, document,
 * cross-file, glossary, coverage, online): per file, then in total. Those past
 * a cap are counted; `list()` ends each file that had more with one
 * `more-diagnostics` line (at the furthest position left out, so it sorts last
 * in its file), and the project with one for those past the total.
 */
export class DiagnosticCap {
  private readonly kept: Diagnostic[] = [];
  private readonly perFile = new Map<string, number>();
  private readonly dropped = new Map<string, Omitted>();
  private readonly beyond: Omitted = { count: 0, error: false, line: START.line, col: START.col };

  add(d: Diagnostic): void {
    const earlier = omittedBy.get(d);
    if (earlier !== undefined) {
      // The line of an earlier cap: what it stands for stays left out, and counted.
      omit(d.file === ALL_FILES ? this.beyond : this.bucket(d.file), earlier.count, earlier.error, earlier);
      return;
    }
    const n = this.perFile.get(d.file) ?? 0;
    if (n >= MAX_DIAGNOSTICS_PER_FILE) omit(this.bucket(d.file), 1, d.severity === 'error', d);
    else if (this.kept.length >= MAX_DIAGNOSTICS) omit(this.beyond, 1, d.severity === 'error', START);
    else {
      this.perFile.set(d.file, n + 1);
      this.kept.push(d);
    }
  }

  /** What was kept, in the order added, then one `more-diagnostics` per file that had more, then the one for the total. */
  list(): Diagnostic[] {
    const out = [...this.kept];
    for (const [file, { count, error, line, col }] of this.dropped) out.push(moreDiagnostics(file, count, error, { line, col }));
    if (this.beyond.count > 0) out.push(moreDiagnostics(ALL_FILES, this.beyond.count, this.beyond.error, START));
    return out;
  }

  private bucket(file: string): Omitted {
    let bucket = this.dropped.get(file);
    if (bucket === undefined) {
      bucket = { count: 0, error: false, line: 1, col: 1 };
      this.dropped.set(file, bucket);
    }
    return bucket;
  }
}

function omit(bucket: Omitted, count: number, error: boolean, at: { line: number; col: number }): void {
  bucket.count += count;
  bucket.error ||= error;
  if (at.line > bucket.line || (at.line === bucket.line && at.col > bucket.col)) Object.assign(bucket, { line: at.line, col: at.col });
}

/** The cap validate applies, for commands (fmt) and loaders (glossary files) that collect diagnostics themselves. */
export function capDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const cap = new DiagnosticCap();
  for (const d of diagnostics) cap.add(d);
  return cap.list();
}

/**
 * File, line, column; each file's "and N more" line closes its block, and the
 * one for the problems past the total closes the whole listing.
 */
export function byPosition(a: Diagnostic, b: Diagnostic): number {
  const beyond = Number(isBeyond(a)) - Number(isBeyond(b));
  if (beyond !== 0) return beyond;
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  const more = Number(a.code === 'more-diagnostics') - Number(b.code === 'more-diagnostics');
  return more || a.line - b.line || a.col - b.col;
}

function isBeyond(d: Diagnostic): boolean {
  return d.file === ALL_FILES && d.code === 'more-diagnostics';
}

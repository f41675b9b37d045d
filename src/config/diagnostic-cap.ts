import { diagnostic } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import type { Position } from './position.ts';

/** One file reports at most this many problems, then one "… and N more" line; a hostile file cannot flood a log. */
export const MAX_DIAGNOSTICS_PER_FILE = 100;

/** The line that stands for the problems of a file left out. */
export function moreDiagnostics(file: string, count: number, error: boolean, pos: Position): Diagnostic {
  return diagnostic(
    error ? 'error' : 'warning',
    'more-diagnostics',
    { file, pos },
    `… and ${count} more ${count === 1 ? 'problem' : 'problems'} in this file not shown`,
    'Fix the problems above and validate again; the rest will show then.',
  );
}

/**
 * The first MAX_DIAGNOSTICS_PER_FILE diagnostics of each file, in their order, then
 * one `more-diagnostics` per file that had more, at the furthest position left out:
 * the cap validate applies, for commands (fmt) that collect diagnostics themselves.
 */
export function capDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const kept: Diagnostic[] = [];
  const perFile = new Map<string, number>();
  const dropped = new Map<string, { count: number; error: boolean; line: number; col: number }>();
  for (const d of diagnostics) {
    const n = perFile.get(d.file) ?? 0;
    if (n < MAX_DIAGNOSTICS_PER_FILE) {
      perFile.set(d.file, n + 1);
      kept.push(d);
      continue;
    }
    const more = dropped.get(d.file) ?? { count: 0, error: false, line: 1, col: 1 };
    more.count++;
    more.error ||= d.severity === 'error';
    if (d.line > more.line || (d.line === more.line && d.col > more.col)) Object.assign(more, { line: d.line, col: d.col });
    dropped.set(d.file, more);
  }
  for (const [file, { count, error, line, col }] of dropped) kept.push(moreDiagnostics(file, count, error, { line, col }));
  return kept;
}

import type { Diagnostic } from './model.ts';
import type { Position } from './position.ts';

/** Where a diagnostic points: the file, the position in it, and the path of the value (`configured_rules.numbers`). */
export interface DiagnosticAt {
  file: string;
  pos: Position;
  path?: string;
}

/** Builds a Diagnostic; every one carries a hint saying what to do. */
export function diagnostic(
  severity: Diagnostic['severity'],
  code: string,
  at: DiagnosticAt,
  message: string,
  hint: string,
): Diagnostic {
  return { severity, code, message, hint, file: at.file, line: at.pos.line, col: at.pos.col, path: at.path ?? '' };
}

export const START: Position = { line: 1, col: 1 };

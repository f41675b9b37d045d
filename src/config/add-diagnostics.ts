import { byPosition, DiagnosticCap } from './diagnostic-cap.ts';
import type { Diagnostic, ValidationResult } from './model.ts';

/**
 * Problems found after loading (glossary references, coverage minimums, the
 * online checks) added to a result, under the same cap as the rest: a file's
 * and the project's limits count every kind once, and the "and N more" lines
 * already there keep counting what they stood for.
 */
export function addDiagnostics(result: ValidationResult, diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.length === 0) return;
  const cap = new DiagnosticCap();
  for (const d of [...result.errors, ...result.warnings, ...diagnostics]) cap.add(d);
  const all = cap.list().sort(byPosition);
  result.errors.splice(0, result.errors.length, ...all.filter((d) => d.severity === 'error'));
  result.warnings.splice(0, result.warnings.length, ...all.filter((d) => d.severity === 'warning'));
}

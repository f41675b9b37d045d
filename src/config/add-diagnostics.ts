import { byPosition, DiagnosticCap } from './diagnostic-cap.ts';
import type { Diagnostic, ValidationResult } from './model.ts';
import { diagnosticsOf, filesRead, validationResult } from './validation-result.ts';

/**
 * Problems found after loading (glossary references, coverage minimums, the
 * online checks) added to a result, under the same cap as the rest: a file's
 * and the project's limits count every kind once, and the "and N more" lines
 * already there keep counting what they stood for. An added error makes the
 * result invalid.
 */
export function addDiagnostics(result: ValidationResult, diagnostics: readonly Diagnostic[]): ValidationResult {
  if (diagnostics.length === 0) return result;
  const cap = new DiagnosticCap();
  for (const d of [...diagnosticsOf(result), ...diagnostics]) cap.add(d);
  return validationResult(filesRead(result), cap.list().sort(byPosition));
}

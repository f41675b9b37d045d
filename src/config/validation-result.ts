import type { Diagnostic, ProjectFiles, ValidationResult } from './model.ts';

/**
 * The one way a ValidationResult is made: the files' content with every
 * diagnostic found in them (capped and sorted by the caller), valid exactly
 * when none is an error.
 */
export function validationResult(files: ProjectFiles, diagnostics: readonly Diagnostic[]): ValidationResult {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const warnings = diagnostics.filter((d) => d.severity === 'warning');
  return errors.length === 0 ? { ok: true, ...files, warnings } : { ok: false, errors, warnings, partial: files };
}

/** The content, complete or not: for reports that count what was read (validate's summary and JSON, fmt's file list). */
export function filesRead(result: ValidationResult): ProjectFiles {
  if (!result.ok) return result.partial;
  const { lists, files, glossaries, glossaryFiles } = result;
  return { lists, files, glossaries, glossaryFiles };
}

/** The errors (none when valid), then the warnings. */
export function diagnosticsOf(result: ValidationResult): Diagnostic[] {
  return result.ok ? [...result.warnings] : [...result.errors, ...result.warnings];
}

/**
 * The result without the diagnostics of `codes`: what a command that expects
 * those problems (import into a repository without style files yet) judges by.
 */
export function excusing(result: ValidationResult, codes: readonly string[]): ValidationResult {
  return validationResult(
    filesRead(result),
    diagnosticsOf(result).filter((d) => !codes.includes(d.code)),
  );
}

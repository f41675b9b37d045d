import type { Diagnostic, ProjectFiles, RepoConfig, ValidationResult } from '../../src/config/model.ts';
import { loadProject } from '../../src/config/project.ts';
import { validateDocuments } from '../../src/config/validate.ts';
import { filesRead } from '../../src/config/validation-result.ts';

/** A result read flat, for assertions on valid and invalid files alike: `errors` is empty exactly when the result is valid. */
export type FlatResult = ProjectFiles & { ok: boolean; errors: Diagnostic[]; warnings: Diagnostic[] };

export function flat(result: ValidationResult): FlatResult {
  return { ...filesRead(result), ok: result.ok, errors: result.ok ? [] : result.errors, warnings: result.warnings };
}

/** loadProject, its result flat. */
export async function loadFlat(options: Parameters<typeof loadProject>[0]): Promise<{ config: RepoConfig; result: FlatResult }> {
  const { config, result } = await loadProject(options);
  return { config, result: flat(result) };
}

/** validateDocuments, its result flat. */
export function validateFlat(...args: Parameters<typeof validateDocuments>): FlatResult {
  return flat(validateDocuments(...args));
}

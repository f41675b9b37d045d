import { addDiagnostics } from '../config/add-diagnostics.ts';
import { filesRead } from '../config/validation-result.ts';
import type { RepoConfig, ValidationResult } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { checkGlossaryRefs } from '../config/validate-glossary-refs.ts';
import { type Coverage, coverageShortfalls, validateCoverage } from '../config/validate-coverage.ts';
import type { OnEvent } from './events.ts';
import { projectOptions } from './project-options.ts';
import type { SessionOptions } from './session.ts';
export interface ValidateProjectOptions extends SessionOptions {
  /** Files or directories to check instead of the styles directory (relative to cwd). */
  paths?: string[];
  /** Also check list, instruction and example languages against the service (needs the key). */
  online?: boolean;
  /** With `online`: read the languages even when the 24-hour cache is fresh. */
  refreshLanguages?: boolean;
  /** `--coverage`: also say which rules, instructions and terms no example exercises. */
  coverage?: boolean;
  onEvent?: OnEvent;
}

/**
 * `validate`: the style files checked offline, and with `online` their
 * languages against the service. Offline problems come first: a file that
 * does not parse has no languages worth asking about.
 */
export async function validateProject(options: ValidateProjectOptions): Promise<{ config: RepoConfig; result: ValidationResult; coverage?: Coverage }> {
  const checked = await checkProject(options);
  const { config, result } = checked;
  // Files with errors are measured as far as they were read: --coverage reports it beside the errors.
  const { lists, glossaries } = filesRead(result);
  // A configured minimum is a gate, with or without --coverage; a selection of files is not the project it is set for.
  const whole = options.paths === undefined || options.paths.length === 0;
  const gate = config.coverage !== undefined && whole;
  if (!options.coverage && !gate) return checked;
  const coverage = validateCoverage(lists, glossaries);
  return { config, result: gate ? addDiagnostics(result, coverageShortfalls(coverage, config.coverage)) : result, coverage };
}

async function checkProject(options: ValidateProjectOptions): Promise<{ config: RepoConfig; result: ValidationResult }> {
  // The instruction advice on a second thread for a large project, with its defaults (config/advice-thread.ts).
  const { config, result } = await loadProject({ ...projectOptions(options), ...(options.paths === undefined ? {} : { paths: options.paths }), advice: {} });
  if (!options.online || !result.ok) {
    const { lists, glossaries } = filesRead(result);
    return { config, result: addDiagnostics(result, checkGlossaryRefs(lists, glossaries)) };
  }
  // Loaded only with --online: the live client, its HTTP code and the language cache are no part of an offline start (issue #31).
  const { checkOnline } = await import('./validate-online.ts');
  return { config, result: await checkOnline(options, config, result) };
}

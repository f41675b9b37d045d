import { cacheDir } from '../checks/cache-dir.ts';
import { onlineLanguageChecks } from '../checks/online-languages.ts';
import { addDiagnostics } from '../config/add-diagnostics.ts';
import { filesRead } from '../config/validation-result.ts';
import type { RepoConfig, ValidationResult } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { checkGlossaryRefs } from '../config/validate-glossary-refs.ts';
import { type Coverage, coverageShortfalls, validateCoverage } from '../config/validate-coverage.ts';
import { StylesyncError } from '../errors.ts';
import type { OnEvent } from './events.ts';
import { clientFor, projectOptions, type SessionOptions } from './session.ts';
import { resolveTarget } from './target.ts';

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
  const { config, result } = await loadProject({ ...projectOptions(options), ...(options.paths === undefined ? {} : { paths: options.paths }) });
  if (!options.online || !result.ok) {
    const { lists, glossaries } = filesRead(result);
    return { config, result: addDiagnostics(result, checkGlossaryRefs(lists, glossaries)) };
  }
  const target = resolveTarget(config, options, options.env, options.settingNames);
  const api = clientFor(target, options);
  const { glossaries } = result;
  const languages = await onlineLanguageChecks(
    result.lists,
    api,
    { baseUrl: target.baseUrl, cacheDir: cacheDir(options.env), refresh: Boolean(options.refreshLanguages), now: new Date(), secrets: [target.apiKey] },
    glossaries,
  );
  for (const text of languages.notes) options.onEvent?.({ kind: 'note', text });
  if (languages.skipped !== undefined) {
    throw new StylesyncError(`validate --online could not check languages: ${languages.skipped}`, 'Check the service address and key, or run validate without --online.', {
      code: 'languages-unchecked',
    });
  }
  const checked = addDiagnostics(result, languages.diagnostics);
  // The service's glossaries are read only when a list names one the files lack: one request, no entries.
  const inFiles = new Set(glossaries.map((g) => g.name));
  const elsewhere = result.lists.some((l) => l.state === 'present' && (l.glossaries ?? []).some((ref) => !inFiles.has(ref.name)));
  const live = elsewhere ? (await api.listGlossaries()).value : [];
  return { config, result: addDiagnostics(checked, checkGlossaryRefs(result.lists, glossaries, live)) };
}

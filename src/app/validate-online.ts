import { cacheDir } from '../checks/cache-dir.ts';
import { onlineLanguageChecks } from '../checks/online-languages.ts';
import { addDiagnostics } from '../config/add-diagnostics.ts';
import type { RepoConfig, ValidationResult, ValidFiles } from '../config/model.ts';
import { checkGlossaryRefs } from '../config/validate-glossary-refs.ts';
import { StylesyncError } from '../errors.ts';
import type { OnEvent } from './events.ts';
import { clientFor, type SessionOptions } from './session.ts';
import { resolveTarget } from './target.ts';

/** What the online checks need of validate's options (validate-project.ts passes its own). */
export interface OnlineOptions extends SessionOptions {
  refreshLanguages?: boolean;
  onEvent?: OnEvent;
}

/**
 * `validate --online`, once the files are valid offline: the languages of
 * lists, instructions and examples against the service, and the glossaries a
 * list names that no file declares. Returns `result` with its findings added.
 */
export async function checkOnline(options: OnlineOptions, config: RepoConfig, result: ValidFiles): Promise<ValidationResult> {
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
  return addDiagnostics(checked, checkGlossaryRefs(result.lists, glossaries, live));
}

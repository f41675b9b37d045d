import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { DesiredList } from '../config/model.ts';
import { StylesyncError } from '../errors.ts';
import type { LiveClient } from '../live/client.ts';
import { checkGlossaryExampleLanguages } from './check-glossary-example-languages.ts';
import { checkGlossaryLanguages } from './check-glossary-languages.ts';
import { checkLanguages } from './check-languages.ts';
import { type LanguageSets, loadLanguages, type LoadLanguagesOptions } from './load-languages.ts';
import type { LanguageCheckReport } from './types.ts';

/**
 * The language checks `plan` and `validate --online` run. When the
 * languages cannot be read, `plan` goes on without them (`skipped`): they
 * guard the plan, they are not the plan. `validate --online` treats that as
 * an error of its own.
 */
export async function onlineLanguageChecks(
  desired: readonly DesiredList[],
  api: Pick<LiveClient, 'languages'>,
  options: LoadLanguagesOptions,
  glossaries: readonly DesiredGlossary[] = [],
): Promise<LanguageCheckReport & { notes: string[]; sets?: LanguageSets }> {
  try {
    const loaded = await loadLanguages(api, { ...options, glossary: options.glossary ?? glossaries.some((g) => g.state === 'present') });
    const diagnostics = checkLanguages(desired, loaded.sets);
    if (loaded.sets.glossary) diagnostics.push(...checkGlossaryLanguages(glossaries, loaded.sets.glossary));
    diagnostics.push(...checkGlossaryExampleLanguages(desired, glossaries, loaded.sets.translate_text));
    return { diagnostics, requests: loaded.requests, notes: loaded.notes, sets: loaded.sets };
  } catch (error) {
    if (!(error instanceof StylesyncError)) throw error;
    return { diagnostics: [], requests: 0, notes: [], skipped: `the languages could not be read: ${error.message} (${error.hint})` };
  }
}

import { randomBytes } from 'node:crypto';
import type { PreviewsOnService } from './previews-on-service.ts';
import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import { StylesyncError } from '../errors.ts';
import type { LiveClient } from '../live/client.ts';
import type { Plan } from '../plan/types.ts';
import { cacheDir } from './cache-dir.ts';
import { defaultTarget, examplesAsWarnings } from './check-languages.ts';
import type { LanguageSets } from './load-languages.ts';
import { onlineLanguageChecks } from './online-languages.ts';
import { BUDGET_HINT, type CheckApi, DEFAULT_MAX_CHECK_CHARACTERS, refusal, runTranslations, type TranslationOptions } from './run-translations.ts';
import { type GlossaryInputs, glossaryMinimumCost } from './glossary-states.ts';
import { minimumCost } from './select-examples.ts';
import type { LanguageCheckReport, PlanChecks } from './types.ts';

export { DEFAULT_MAX_CHECK_CHARACTERS };

/** The plan-time check settings: `plan`'s flags, or the Action's inputs. */
export interface PlanCheckOptions {
  /** `--check-translations` / the Action's `check-translations` input. */
  checkTranslations: boolean;
  maxCheckCharacters: number;
  /** `--no-fail-on-check` sets this false: unmet expectations are reported, not failures. */
  failOnCheck: boolean;
  refreshLanguages: boolean;
  /** Translate-check requests in flight at once. */
  concurrency: number;
  /** The resolved service address (the cache key). */
  baseUrl: string;
  /** Where the cache directory comes from (XDG_CACHE_HOME, HOME, RUNNER_TEMP in Actions). */
  env: Record<string, string | undefined>;
  now?: () => Date;
  /** The key: a languages answer holding it in any form is not written to disk (the languages cache). */
  secrets: readonly string[];
  /** True once no further create or translate may be sent (Ctrl+C); preview lists are still deleted. */
  stopped?: () => boolean;
  /** The X-DeepL-Reporting-Tag the client sends with each translation, for the report to name. */
  reportingTag?: string;
  /** Kept up to date with the previews that may be on the service (run-translations.ts). */
  previews?: PreviewsOnService;
  /**
   * The project's glossaries (plan, files, live listing): examples of lists
   * that name glossaries run with them, and glossary files' own examples
   * run. Absent when the project has no glossary files.
   */
  glossaries?: GlossaryInputs;
  /** Set when the previews are made on stylesync.yaml's `preview:` service: `api` of planChecks is its client (run-translations.ts). */
  previewService?: TranslationOptions['previewService'];
}

export interface LanguageOutcome {
  report: LanguageCheckReport;
  sets?: LanguageSets;
  /** For stderr / the log: a cache that could not be written. */
  notes: string[];
}

export interface PlanCheckResult {
  checks: PlanChecks;
  /** Why the plan fails because of its checks; undefined when they pass (or only warn). */
  failure?: 'language' | 'translate';
}

/**
 * Over budget whatever the live state (every example, of the style files
 * and of the glossary files, is translated at least once): refused before
 * any request, even the plan's reads.
 */
export function refuseOverBudget(desired: readonly DesiredList[], options: PlanCheckOptions, glossaries: readonly DesiredGlossary[] = []): void {
  if (!options.checkTranslations) return;
  const least = minimumCost(desired) + glossaryMinimumCost(glossaries);
  if (least > options.maxCheckCharacters) throw new StylesyncError(refusal(least, 0, options.maxCheckCharacters), BUDGET_HINT, { code: 'over-budget' });
}

/**
 * The language checks; independent of the plan, so callers may run them
 * beside planAgainstLive. With the glossary files (a whole plan), their pairs
 * and the languages of the examples translated with glossaries are checked too.
 */
export async function languageChecks(
  desired: readonly DesiredList[],
  api: Pick<LiveClient, 'languages'>,
  options: PlanCheckOptions,
  glossaries: readonly DesiredGlossary[] = [],
): Promise<LanguageOutcome> {
  const { notes, sets, ...report } = await onlineLanguageChecks(
    desired,
    api,
    {
      baseUrl: options.baseUrl,
      cacheDir: cacheDir(options.env),
      refresh: options.refreshLanguages,
      now: (options.now ?? (() => new Date()))(),
      secrets: options.secrets,
    },
    glossaries,
  );
  // Examples are only sent with --check-translations; until then their language problems cannot break anything.
  if (!options.checkTranslations) report.diagnostics = examplesAsWarnings(report.diagnostics);
  return { report, notes, ...(sets ? { sets } : {}) };
}

/** Adds the translate checks (when asked for) to the language outcome and decides whether the checks fail the plan. */
export async function planChecks(
  desired: readonly DesiredList[],
  plan: Plan,
  live: readonly LiveList[],
  api: CheckApi,
  languages: LanguageOutcome,
  options: PlanCheckOptions,
): Promise<PlanCheckResult> {
  const checks: PlanChecks = { languages: languages.report };
  const languageErrors = languages.report.diagnostics.some((d) => d.severity === 'error');
  if (options.checkTranslations) {
    const sets = languages.sets;
    checks.translations = await runTranslations(desired, live, plan, api, {
      concurrency: options.concurrency,
      maxCharacters: options.maxCheckCharacters,
      now: options.now ?? (() => new Date()),
      runId: randomBytes(4).toString('hex'),
      ...(options.stopped === undefined ? {} : { stopped: options.stopped }),
      ...(options.previews === undefined ? {} : { previews: options.previews }),
      ...(options.reportingTag === undefined ? {} : { reportingTag: options.reportingTag }),
      ...(options.glossaries === undefined ? {} : { glossaries: options.glossaries }),
      ...(options.previewService === undefined ? {} : { previewService: options.previewService }),
      ...(sets ? { defaultTarget: (language: string) => defaultTarget(language, sets.translate_text) ?? language } : {}),
      // A language the service refuses would only come back as failed (billed) requests.
      ...(languageErrors
        ? { refuse: { message: 'The language checks found errors, so no translate check was sent.', hint: 'Fix the language errors above, then run the checks again.' } }
        : {}),
    });
  }
  if (languageErrors) return { checks, failure: 'language' };
  if ((checks.translations?.failures ?? 0) > 0 && options.failOnCheck) return { checks, failure: 'translate' };
  return { checks };
}

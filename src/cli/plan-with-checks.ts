import { randomBytes } from 'node:crypto';
import { planAgainstLive, type PlanFlags } from '../apply/plan-live.ts';
import type { LiveList } from '../catalog/types.ts';
import { cacheDir } from '../checks/cache-dir.ts';
import { defaultTarget, examplesAsWarnings } from '../checks/check-languages.ts';
import { onlineLanguageChecks } from '../checks/online-languages.ts';
import { BUDGET_HINT, refusal, runTranslations } from '../checks/run-translations.ts';
import { minimumCost } from '../checks/select-examples.ts';
import type { PlanChecks } from '../checks/types.ts';
import { StylesyncError } from '../errors.ts';
import type { Plan } from '../plan/types.ts';
import type { Session } from './target.ts';

export interface CheckOptions {
  /** `--check-translations`: translate the examples before and after the change (billed). */
  checkTranslations: boolean;
  /** `--max-check-characters` */
  maxCharacters: number;
  /** `--concurrency`: translate checks in flight at once. */
  concurrency: number;
  /** `--refresh-languages` */
  refreshLanguages: boolean;
  /** `--fail-on-check` (default on): an unmet example expectation fails the plan. */
  failOnCheck: boolean;
}

export interface PlannedWithChecks {
  plan: Plan;
  live: LiveList[];
  checks: PlanChecks;
  /** Lines for stderr (`note: …`), e.g. where the languages came from. */
  notes: string[];
  /** The plan must not be saved or applied: problems, language errors, or a failed translate check. */
  failure?: 'problems' | 'languages' | 'translations';
}

/**
 * What `stylesync plan` computes, shared with the GitHub Action: the plan
 * against the live lists, the language checks beside it, and with
 * `checkTranslations` the translate checks, refused up front when even the
 * cheapest run would go over the character budget.
 */
export async function planWithChecks(session: Session, env: Record<string, string | undefined>, flags: PlanFlags, options: CheckOptions): Promise<PlannedWithChecks> {
  const desired = session.result.lists;
  if (options.checkTranslations) {
    // Whatever the live state, every example is translated at least once: over budget, nothing is sent at all.
    const least = minimumCost(desired);
    if (least > options.maxCharacters) throw new StylesyncError(refusal(least, 0, options.maxCharacters), BUDGET_HINT);
  }
  const now = () => new Date();
  const [{ plan, live }, languages] = await Promise.all([
    planAgainstLive(desired, session.config, session.api, flags),
    onlineLanguageChecks(desired, session.api, {
      baseUrl: session.target.baseUrl,
      cacheDir: cacheDir(env),
      refresh: options.refreshLanguages,
      now: now(),
    }),
  ]);
  const { notes, sets, ...languageReport } = languages;
  if (!options.checkTranslations) languageReport.diagnostics = examplesAsWarnings(languageReport.diagnostics);
  const checks: PlanChecks = { languages: languageReport };
  const languageErrors = languageReport.diagnostics.some((d) => d.severity === 'error');
  if (options.checkTranslations) {
    checks.translations = await runTranslations(desired, live, plan, session.api, {
      concurrency: options.concurrency,
      maxCharacters: options.maxCharacters,
      now,
      runId: randomBytes(4).toString('hex'),
      ...(sets ? { defaultTarget: (language: string) => defaultTarget(language, sets.translate_text) ?? language } : {}),
      // A language the service refuses would only come back as failed (billed) requests.
      ...(languageErrors
        ? { refuse: { message: 'The language checks found errors, so no translate check was sent.', hint: 'Fix the language errors above, then run the checks again.' } }
        : {}),
    });
  }
  const checkFailed = (checks.translations?.failures ?? 0) > 0 && options.failOnCheck;
  const result: PlannedWithChecks = { plan, live, checks, notes };
  if (plan.problems.length > 0) result.failure = 'problems';
  else if (languageErrors) result.failure = 'languages';
  else if (checkFailed) result.failure = 'translations';
  return result;
}

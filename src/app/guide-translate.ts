import type { TranslationReport } from '../checks/types.ts';
import type { Diagnostic } from '../config/model.ts';
import type { OnEvent } from './events.ts';
import type { OnInterrupt } from './interrupt.ts';
import { type CheckChoice, planProject } from './plan-project.ts';
import type { ValidSession } from './session.ts';
import type { Env } from './target.ts';

export interface GuideTranslateOptions {
  /** The checks' budget and concurrency (`--max-check-characters`, `--concurrency`); translating is implied. */
  checks: Omit<CheckChoice, 'checkTranslations'>;
  env: Env;
  onEvent?: OnEvent;
  onInterrupt?: OnInterrupt;
}

export interface GuideTranslation {
  /** Absent when nothing could be planned against; refused when over budget or the languages failed. */
  report?: TranslationReport;
  /** The language checks' errors, which stop every translation. */
  languageErrors: Diagnostic[];
}

/**
 * `guide --translate`: the translate checks of `plan --check-translations`,
 * run for their samples. The same code, so the same character budget
 * (refused before any request when over), preview lists and glossary copies
 * removed in a `finally`, and the same record (app/sample-file.ts) that the
 * guide then reads. Nothing is applied; the plan is only the checks' means.
 */
export async function translateForGuide(session: ValidSession, options: GuideTranslateOptions): Promise<GuideTranslation> {
  const planned = await planProject(session, {
    planning: {},
    checks: { ...options.checks, checkTranslations: true },
    env: options.env,
    ...(options.onEvent === undefined ? {} : { onEvent: options.onEvent }),
    ...(options.onInterrupt === undefined ? {} : { onInterrupt: options.onInterrupt }),
  });
  const languageErrors = planned.checks.languages.diagnostics.filter((d) => d.severity === 'error');
  return { ...(planned.checks.translations === undefined ? {} : { report: planned.checks.translations }), languageErrors };
}

import { StylesyncError } from '../errors.ts';

/**
 * Bounds on a run against a service that never stops (spec: silent on both;
 * decisions in docs/client.md). Both defaults are far above what a real
 * account needs, so only a broken or hostile service reaches them; both can
 * be raised where a real account does.
 */

/** Total wait before retries in one run: 5 minutes. One call waits at most retries × 60 s. */
export const DEFAULT_RETRY_WAIT_BUDGET_MS = 5 * 60_000;
/** Lists read in one listing: 10,000 (400 pages of 25). */
export const DEFAULT_MAX_LISTS = 10_000;
/**
 * Dictionaries of one glossary whose entries are read: 2,000. A glossary holds
 * at most one dictionary per language pair, and the service takes glossaries
 * in 30 languages (870 pairs); the listing gives each glossary's dictionaries
 * before any entries are read, so a glossary past this is refused before one
 * read (each dictionary costs a request).
 */
export const DEFAULT_MAX_DICTIONARIES = 2_000;
/** Reads of the whole listing, looking for two in a row that agree, before a listing that keeps moving is refused. */
export const MAX_LISTING_READS = 4;

/**
 * The largest answer body read: 64 MiB. The largest real answer is the
 * entries of one dictionary, at most 10 MB of terms (spec/glossaries-v3.md)
 * wrapped in JSON, where escaping can grow it a few times over.
 */
export const MAX_ANSWER_BYTES = 64 * 2 ** 20;

export const RETRY_WAIT_BUDGET_VARIABLE = 'STYLESYNC_RETRY_WAIT_BUDGET';
export const MAX_LISTS_VARIABLE = 'STYLESYNC_MAX_LISTS';
export const MAX_DICTIONARIES_VARIABLE = 'STYLESYNC_MAX_DICTIONARIES';

export interface ClientLimits {
  retryWaitBudgetMs?: number;
  maxLists?: number;
  maxDictionaries?: number;
}

/**
 * The limits set in the environment: STYLESYNC_RETRY_WAIT_BUDGET (seconds),
 * STYLESYNC_MAX_LISTS and STYLESYNC_MAX_DICTIONARIES. Unset or empty means the default; anything else
 * that is not a whole number of at least 1 is refused, naming the variable.
 */
export function clientLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): ClientLimits {
  const limits: ClientLimits = {};
  const budget = wholeNumber(env, RETRY_WAIT_BUDGET_VARIABLE, `${RETRY_WAIT_BUDGET_VARIABLE}=600 (seconds)`);
  if (budget !== undefined) limits.retryWaitBudgetMs = budget * 1000;
  const lists = wholeNumber(env, MAX_LISTS_VARIABLE, `${MAX_LISTS_VARIABLE}=50000`);
  if (lists !== undefined) limits.maxLists = lists;
  const dictionaries = wholeNumber(env, MAX_DICTIONARIES_VARIABLE, `${MAX_DICTIONARIES_VARIABLE}=5000`);
  if (dictionaries !== undefined) limits.maxDictionaries = dictionaries;
  return limits;
}

function wholeNumber(env: Readonly<Record<string, string | undefined>>, name: string, example: string): number | undefined {
  const text = env[name]?.trim();
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
    throw new StylesyncError(`${name} must be a whole number of at least 1, not ${JSON.stringify(text.slice(0, 40))}.`, `For example ${example}, or unset it for the default.`, {
      code: 'invalid-input',
    });
  }
  return Number(text);
}

import type { LiveList } from '../catalog/types.ts';
import type { Example } from '../config/model.ts';
import type { DesiredList } from '../config/model.ts';
import type { LiveClient } from '../live/client.ts';
import { StylesyncError } from '../errors.ts';
import { createListBody } from '../plan/list-changes.ts';
import { PREVIEW_PREFIX } from '../plan/preview.ts';
import type { Plan } from '../plan/types.ts';
import { limiter } from '../util/limiter.ts';
import { evaluateExpectations } from './expectations.ts';
import { staleLeftovers } from './leftovers.ts';
import { type CheckJob, estimateCost, selectExamples } from './select-examples.ts';
import type { PreviewsOnService } from './previews-on-service.ts';
import type { ExampleResult, ListCheck, TranslationReport } from './types.ts';

export const DEFAULT_MAX_CHECK_CHARACTERS = 5_000;

export type CheckApi = Pick<LiveClient, 'create' | 'deleteList' | 'translate' | 'listAll'>;

export interface TranslationOptions {
  /** Requests in flight at once. */
  concurrency: number;
  /** Refuse when the estimate is above this. */
  maxCharacters: number;
  now: () => Date;
  /** Makes this run's preview names unique, so a failed create can be looked for by name. */
  runId: string;
  /** The target of an example without target_language, from the list's language (see defaultTarget). */
  defaultTarget?: (listLanguage: string) => string;
  /** Why nothing may be sent (the language checks failed); the report says so and counts one failure. */
  refuse?: { message: string; hint: string };
  /** True once no further create or translate may be sent (Ctrl+C); preview lists are still deleted. */
  stopped?: () => boolean;
  /** Kept up to date with the previews that may be on the service, for a second Ctrl+C to name. */
  previews?: PreviewsOnService;
}

const STOPPED = 'not sent: the run was interrupted (Ctrl+C)';

type Send = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * `plan --check-translations`: translates every example of the planned
 * lists. Unchanged lists use their live style_id; changed and new lists get
 * an ephemeral preview list holding the desired state, deleted in a
 * `finally`. Nothing is sent when the estimate is over the limit. A failed
 * request is a check failure in the report, never a thrown error.
 */
export async function runTranslations(
  desired: readonly DesiredList[],
  live: readonly LiveList[],
  plan: Plan,
  api: CheckApi,
  options: TranslationOptions,
): Promise<TranslationReport> {
  const jobs = selectExamples(desired, live, plan);
  const estimate = { ...estimateCost(jobs), limit: options.maxCharacters };
  const report: TranslationReport = { estimate, billed_characters: 0, lists: [], leftovers_removed: [], failures: 0, requests: 0 };
  const refused =
    options.refuse ??
    (estimate.characters > options.maxCharacters ? { message: refusal(estimate.characters, estimate.translations, options.maxCharacters), hint: BUDGET_HINT } : undefined);
  if (refused !== undefined) {
    report.refused = refused;
    report.failures = 1;
    return report;
  }

  const limit = limiter(options.concurrency);
  // Checked when a request's turn comes, so requests queued behind the limit are not sent after Ctrl+C either.
  const send: Send = (task) =>
    limit(() => {
      if (options.stopped?.()) return Promise.reject(new Error(STOPPED));
      report.requests++;
      return task();
    });
  // Deleting a preview is cleanup, sent whatever happened.
  const cleanup: Send = (task) =>
    limit(() => {
      report.requests++;
      return task();
    });

  // Removing another run's leftover is housekeeping: a failure here is tried again by the next run.
  await Promise.all(
    staleLeftovers(live, options.now()).map(async (list) => {
      try {
        await send(() => api.deleteList(list.style_id));
        report.leftovers_removed.push({ style_id: list.style_id, name: list.name });
      } catch {
        // Left for the next run.
      }
    }),
  );

  const context: JobContext = {
    api,
    send,
    cleanup,
    runId: options.runId,
    ...(options.previews === undefined ? {} : { previews: options.previews }),
    billed: (n) => void (report.billed_characters += n),
    target: (example, list) => example.target_language ?? options.defaultTarget?.(list.language) ?? list.language,
  };
  report.lists = await Promise.all(jobs.map((job) => runJob(job, context)));
  for (const list of report.lists) {
    report.failures += list.examples.filter((e) => e.status !== 'passed').length;
    if (list.preview?.error !== undefined) report.failures++;
  }
  return report;
}

export const BUDGET_HINT = 'Raise --max-check-characters, or keep fewer or shorter examples (each is billed once per translation).';

export function refusal(characters: number, translations: number, limit: number): string {
  const what = translations > 0 ? `about ${characters} characters (${translations} translations)` : `at least ${characters} characters`;
  return `The translate checks would bill ${what}, more than --max-check-characters ${limit}; nothing was sent.`;
}

interface JobContext {
  api: CheckApi;
  send: Send;
  cleanup: Send;
  runId: string;
  previews?: PreviewsOnService;
  billed: (characters: number) => void;
  target: (example: Example, list: DesiredList) => string;
}

async function runJob(job: CheckJob, ctx: JobContext): Promise<ListCheck> {
  const list = job.desired;
  const check: ListCheck = { name: list.name, file: list.file, language: list.language, mode: job.mode, examples: [] };
  if (job.live) check.style_id = job.live.style_id;

  if (job.mode === 'unchanged') {
    const liveId = (job.live as LiveList).style_id;
    check.examples = await Promise.all(list.examples.map((example) => runExample(example, list, { after: liveId }, ctx)));
    return check;
  }

  const name = `${PREVIEW_PREFIX}${ctx.runId} ${list.name}`;
  const preview: NonNullable<ListCheck['preview']> = { name, deleted: false };
  check.preview = preview;
  // A create refused before it was sent (Ctrl+C) made nothing to look for.
  let sent = true;
  try {
    try {
      const made = await ctx.send(() => {
        ctx.previews?.add(name);
        return ctx.api.create({ ...createListBody(list), name });
      });
      preview.style_id = made.value.style_id;
    } catch (error) {
      if (messageOf(error) === STOPPED) sent = false;
      const message = `could not create the preview list: ${messageOf(error)}`;
      check.examples = list.examples.map((example) => ({ ...baseResult(example, list, ctx), status: 'error' as const, error: message }));
      return check;
    }
    const ids = { after: preview.style_id, ...(job.mode === 'changed' && job.live ? { before: job.live.style_id } : {}) };
    check.examples = await Promise.all(list.examples.map((example) => runExample(example, list, ids, ctx)));
    return check;
  } finally {
    if (sent) await removePreview(preview, ctx);
    else preview.deleted = true;
    if (preview.deleted) ctx.previews?.delete(name);
  }
}

/**
 * Deletes the preview. When the create failed without a clear answer the
 * list may exist anyway, so it is looked for by this run's unique name.
 */
async function removePreview(preview: NonNullable<ListCheck['preview']>, ctx: JobContext): Promise<void> {
  try {
    let ids = preview.style_id === undefined ? [] : [preview.style_id];
    if (ids.length === 0) {
      const { lists } = await ctx.cleanup(() => ctx.api.listAll());
      ids = lists.filter((l) => l.name === preview.name).map((l) => l.style_id);
      if (ids.length === 0) {
        preview.deleted = true;
        return;
      }
      preview.style_id = ids[0];
    }
    for (const id of ids) await ctx.cleanup(() => ctx.api.deleteList(id));
    preview.deleted = true;
  } catch (error) {
    preview.error =
      `could not delete the preview list ${JSON.stringify(preview.name)}${preview.style_id ? ` (style_id ${preview.style_id})` : ''}: ${messageOf(error)}. ` +
      'A later run with --check-translations removes it once it is an hour old, or delete it by hand.';
  }
}

async function runExample(example: Example, list: DesiredList, ids: { before?: string; after?: string }, ctx: JobContext): Promise<ExampleResult> {
  const result = baseResult(example, list, ctx);
  try {
    const [before, after] = await Promise.all([
      ids.before === undefined ? undefined : translate(example, result.target_language, ids.before, ctx),
      ids.after === undefined ? undefined : translate(example, result.target_language, ids.after, ctx),
    ]);
    if (before !== undefined) result.before = before;
    if (after !== undefined) {
      result.after = after;
      result.expectations = evaluateExpectations(example, after);
    }
    result.status = result.expectations.every((e) => e.met) ? 'passed' : 'failed';
  } catch (error) {
    result.status = 'error';
    result.error = messageOf(error);
  }
  return result;
}

async function translate(example: Example, target: string, styleId: string, ctx: JobContext): Promise<string> {
  const { value } = await ctx.send(() =>
    ctx.api.translate({
      text: [example.text],
      target_lang: target,
      ...(example.source_language === undefined ? {} : { source_lang: example.source_language }),
      ...(example.context === undefined ? {} : { context: example.context }),
      style_id: styleId,
      show_billed_characters: true,
    }),
  );
  if (value.billed_characters !== undefined) ctx.billed(value.billed_characters);
  const first = value.translations[0];
  if (!first) throw new Error('the service answered without a translation');
  return first.text;
}

function baseResult(example: Example, list: DesiredList, ctx: JobContext): ExampleResult {
  const result: ExampleResult = {
    origin: example.origin,
    path: example.path,
    text: example.text,
    target_language: ctx.target(example, list),
    expectations: [],
    status: 'passed',
  };
  if (example.source_language !== undefined) result.source_language = example.source_language;
  if (example.context !== undefined) result.context = example.context;
  return result;
}

/** The reason, with the client's advice when it has some: a check failure is all the user sees of the request. */
function messageOf(error: unknown): string {
  if (error instanceof StylesyncError) return `${error.message} (${error.hint})`;
  return error instanceof Error ? error.message : String(error);
}

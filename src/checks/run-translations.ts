import type { LiveList } from '../catalog/types.ts';
import type { Example } from '../config/model.ts';
import type { DesiredList } from '../config/model.ts';
import type { LiveClient } from '../live/client.ts';
import { examplePair } from '../catalog/glossary.ts';
import { createListBody } from '../catalog/create-body.ts';
import { PREVIEW_PREFIX } from '../plan/preview.ts';
import type { Plan } from '../plan/types.ts';
import { limiter } from '../util/limiter.ts';
import { deriveExpectations } from './derived-expectations.ts';
import { createCopy, type GlossaryCheckApi, removeCopy, removeStaleCopies } from './glossary-previews.ts';
import {
  copiesNeeded,
  type GlossaryAwareJob,
  type GlossaryInputs,
  type GlossaryJob,
  glossaryExamplesCost,
  glossaryJobs,
  glossaryResolver,
  glossaryUse,
  withGlossaries,
} from './glossary-states.ts';
import { staleLeftovers } from './leftovers.ts';
import { estimateCost, selectExamples } from './select-examples.ts';
import type { PreviewsOnService } from './previews-on-service.ts';
import { messageOf, type Send, STOPPED } from './send.ts';
import { MissingScopeError } from '../live/errors.ts';
import { PREVIEW_SCOPES } from '../live/scopes.ts';
import { baseResult, glossarySides, runExample, type Sides } from './translate-example.ts';
import type { ExampleResult, GlossaryCheck, GlossaryPreview, ListCheck, TranslationReport } from './types.ts';

export const DEFAULT_MAX_CHECK_CHARACTERS = 5_000;

export type CheckApi = Pick<LiveClient, 'create' | 'deleteList' | 'translate' | 'listAll'> & GlossaryCheckApi;

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
  /** The project's glossaries: their plan, their files and the live listing. Absent when the project has no glossary files. */
  glossaries?: GlossaryInputs;
  /** The X-DeepL-Reporting-Tag the client sends with each translation, named in the report. */
  reportingTag?: string;
}

/**
 * `plan --check-translations`: translates every example of the planned
 * lists, with the glossaries each list names, and the examples of the
 * glossary files, with that glossary alone. Unchanged lists and glossaries
 * use their live ids; changed and new ones get an ephemeral preview (a list
 * holding the desired state; a copy of the glossary with the pairs the
 * examples translate), deleted in a `finally`. Nothing is sent when the
 * estimate is over the limit. A failed request is a check failure in the
 * report, never a thrown error.
 */
export async function runTranslations(
  desired: readonly DesiredList[],
  live: readonly LiveList[],
  plan: Plan,
  api: CheckApi,
  options: TranslationOptions,
): Promise<TranslationReport> {
  const resolve = options.glossaries ? glossaryResolver(options.glossaries) : undefined;
  const jobs = withGlossaries(selectExamples(desired, live, plan), resolve);
  const ownJobs = options.glossaries && resolve ? glossaryJobs(options.glossaries.desired, resolve) : [];
  const listCost = estimateCost(jobs);
  const ownCost = glossaryExamplesCost(ownJobs);
  const estimate = { characters: listCost.characters + ownCost.characters, translations: listCost.translations + ownCost.translations, limit: options.maxCharacters };
  const report: TranslationReport = {
    estimate,
    billed_characters: 0,
    ...(options.reportingTag === undefined ? {} : { reporting_tag: options.reportingTag }),
    lists: [],
    leftovers_removed: [],
    failures: 0,
    requests: 0,
  };
  const refused =
    options.refuse ??
    (estimate.characters > options.maxCharacters ? { message: refusal(estimate.characters, estimate.translations, options.maxCharacters), hint: BUDGET_HINT } : undefined);
  if (refused !== undefined) {
    report.refused = refused;
    report.failures = 1;
    return report;
  }

  const limit = limiter(options.concurrency);
  const { send, missingScopes } = guardedSend(limit, options, report);
  // Deleting a preview is cleanup, sent whatever happened.
  const cleanup: Send = (task) =>
    limit(() => {
      report.requests++;
      return task();
    });
  const copyContext = { api, send, cleanup, runId: options.runId, ...(options.previews === undefined ? {} : { previews: options.previews }) };

  // Removing another run's leftover is housekeeping: a failure here is tried again by the next run.
  const [, staleCopies] = await Promise.all([
    Promise.all(
      staleLeftovers(live, options.now()).map(async (list) => {
        try {
          await send(() => api.deleteList(list.style_id));
          report.leftovers_removed.push({ style_id: list.style_id, name: list.name });
        } catch {
          // Left for the next run.
        }
      }),
    ),
    options.glossaries ? removeStaleCopies(options.glossaries.live, options.now(), copyContext) : [],
  ]);
  if (staleCopies.length > 0) report.glossary_leftovers_removed = staleCopies;

  const target = (example: Example, list: DesiredList) => example.target_language ?? options.defaultTarget?.(list.language) ?? list.language;
  const copies = new Map<string, GlossaryPreview>();
  const context: JobContext = {
    ...copyContext,
    billed: (n) => void (report.billed_characters += n),
    target,
    copies,
  };
  try {
    await Promise.all(
      [...copiesNeeded(jobs, ownJobs, target)].map(async ([name, { desired: glossary, pairs }]) => {
        const { preview, sent } = await createCopy(glossary, pairs, copyContext);
        if (!sent) preview.deleted = true;
        copies.set(name, preview);
      }),
    );
    [report.lists, report.glossaries] = await Promise.all([Promise.all(jobs.map((job) => runJob(job, context))), Promise.all(ownJobs.map((job) => runGlossaryJob(job, context)))]);
  } finally {
    await Promise.all([...copies.values()].filter((p) => !p.deleted).map((p) => removeCopy(p, copyContext)));
  }
  const missing = missingScopes();
  if (missing !== undefined) return skippedFor(missing, report);
  if (options.glossaries === undefined || report.glossaries?.length === 0) delete report.glossaries;
  if (copies.size > 0) report.glossary_previews = [...copies.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  report.failures = countFailures(report);
  return report;
}

const NOT_COVERED = 'not sent: the key lacks a scope the translate previews need';

/**
 * The checks' requests, through the limit. Checked when a request's turn
 * comes, so requests queued behind the limit are not sent after Ctrl+C
 * either, nor after the service said the key lacks a scope (a read-only key,
 * which plans fine): the first refusal stops the rest.
 */
function guardedSend(
  limit: ReturnType<typeof limiter>,
  options: Pick<TranslationOptions, 'stopped'>,
  report: TranslationReport,
): { send: Send; missingScopes(): readonly string[] | undefined } {
  let missing: readonly string[] | undefined;
  const send: Send = (task) =>
    limit(() => {
      if (options.stopped?.()) return Promise.reject(new Error(STOPPED));
      if (missing !== undefined) return Promise.reject(new Error(NOT_COVERED));
      report.requests++;
      return task().catch((error: unknown) => {
        if (error instanceof MissingScopeError) missing ??= error.missingScopes;
        throw error;
      });
    });
  return { send, missingScopes: () => missing };
}

/**
 * The previews need scopes a plan does not (translate:text, and the write
 * scopes for preview copies): with a key without them the checks are skipped
 * with a note, never a failure of the plan. Preview copies made before the
 * refusal were deleted as usual; one that could not be is still reported.
 */
function skippedFor(missing: readonly string[], report: TranslationReport): TranslationReport {
  const leftovers = [...report.lists.flatMap((l) => (l.preview?.error === undefined ? [] : [l.preview])), ...(report.glossary_previews ?? []).filter((p) => p.error !== undefined && !p.deleted)];
  const skipped: TranslationReport = {
    ...report,
    lists: [],
    skipped: {
      missing_scopes: [...missing],
      message: `Translate previews skipped: the key lacks ${missing.join(', ')}, which they need (${PREVIEW_SCOPES.join(', ')}: translations, and preview copies of changed lists and glossaries).`,
      hint: `The plan itself needs only read scopes. To see the previews, run plan --check-translations with a key that has ${PREVIEW_SCOPES.join(', ')}.`,
    },
    failures: leftovers.length,
  };
  delete skipped.glossaries;
  if (leftovers.length === 0) delete skipped.glossary_previews;
  return skipped;
}

function countFailures(report: TranslationReport): number {
  let failures = 0;
  for (const check of [...report.lists, ...(report.glossaries ?? [])]) failures += check.examples.filter((e) => e.status !== 'passed').length;
  for (const list of report.lists) if (list.preview?.error !== undefined) failures++;
  for (const copy of report.glossary_previews ?? []) if (copy.error !== undefined) failures++;
  return failures;
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
  /** The glossary copies of this run, by glossary name, made before any job runs. */
  copies: ReadonlyMap<string, GlossaryPreview>;
}

async function runJob(job: GlossaryAwareJob, ctx: JobContext): Promise<ListCheck> {
  const list = job.desired;
  const check: ListCheck = { name: list.name, file: list.file, language: list.language, mode: job.mode, examples: [] };
  if (job.live) check.style_id = job.live.style_id;
  if (job.glossaries.length > 0) check.glossaries = job.glossaries.map(glossaryUse);
  const liveId = job.live?.style_id;

  // The list itself is unchanged: its live list translates on both sides, only the glossaries differ.
  if (job.mode === 'unchanged' || job.glossaryOnly) {
    check.examples = await listExamples(job, { ...(job.mode === 'changed' ? { before: liveId } : {}), after: liveId }, ctx);
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
      ctx.previews?.made(name, made.value.style_id);
    } catch (error) {
      if (messageOf(error) === STOPPED) sent = false;
      const message = `could not create the preview list: ${messageOf(error)}`;
      check.examples = list.examples.map((example) => ({ ...baseResult(example, ctx.target(example, list)), status: 'error' as const, error: message }));
      return check;
    }
    check.examples = await listExamples(job, { after: preview.style_id, ...(job.mode === 'changed' ? { before: liveId } : {}) }, ctx);
    return check;
  } finally {
    if (sent) await removePreview(preview, ctx);
    else preview.deleted = true;
    if (preview.deleted) ctx.previews?.delete(name);
  }
}

/** Each example of a list, with the list's style_id on each side and the glossaries it names. */
function listExamples(job: GlossaryAwareJob, styles: { before?: string | undefined; after?: string | undefined }, ctx: JobContext): Promise<ExampleResult[]> {
  const list = job.desired;
  return Promise.all(
    list.examples.map((example) => {
      const result = baseResult(example, ctx.target(example, list));
      const pair = examplePair(example, result.target_language);
      const glossaries = glossarySides(job.glossaries, pair, ctx.copies);
      const sides: Sides = {};
      if (styles.before !== undefined) sides.before = { style_id: styles.before, glossary_ids: glossaries.before };
      if (styles.after !== undefined) sides.after = 'error' in glossaries.after ? glossaries.after : { style_id: styles.after, glossary_ids: glossaries.after };
      return runExample(example, result, sides, ctx, deriveExpectations(example.text, job.glossaries, pair));
    }),
  );
}

/** The examples of a glossary file, with that glossary alone: before with the live glossary, after with it or its copy. */
async function runGlossaryJob(job: GlossaryJob, ctx: JobContext): Promise<GlossaryCheck> {
  const check: GlossaryCheck = { name: job.desired.name, file: job.desired.file, mode: job.mode, examples: [] };
  if (job.state.before) check.glossary_id = job.state.before.glossary_id;
  check.examples = await Promise.all(
    job.examples.map((example) => {
      // The schema requires target_language in a glossary file's examples.
      const result = baseResult(example, example.target_language ?? '');
      const pair = examplePair(example, result.target_language);
      const glossaries = glossarySides([job.state], pair, ctx.copies);
      const sides: Sides = { after: 'error' in glossaries.after ? glossaries.after : { glossary_ids: glossaries.after } };
      if (job.mode === 'changed') sides.before = { glossary_ids: glossaries.before };
      return runExample(example, result, sides, ctx, deriveExpectations(example.text, [job.state], pair));
    }),
  );
  return check;
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

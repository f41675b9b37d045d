import type { LiveGlossaryInfo } from '../catalog/glossary.ts';
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
import { glossaryOnService, type LiveCopies, listOnService, type LiveSource, makeLiveCopies, removeLiveCopies } from './live-copies.ts';
import { removePreview } from './list-previews.ts';
import { estimateCost, selectExamples } from './select-examples.ts';
import type { PreviewsOnService } from './previews-on-service.ts';
import { messageOf, type Send, STOPPED } from './send.ts';
import { MissingScopeError } from '../live/errors.ts';
import { PREVIEW_SCOPES } from '../live/scopes.ts';
import { baseResult, glossarySides, runExample, type Sides } from './translate-example.ts';
import type { ExampleResult, GlossaryCheck, GlossaryPreview, ListCheck, TranslationReport } from './types.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

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
  /**
   * Set when `api` is a preview service (stylesync.yaml's `preview:`), not
   * the target: the live lists and glossaries are copied there for the
   * "before" side, their entries read from the target through this (read
   * scopes), and `keyName` is named when the preview key lacks a scope.
   */
  previewService?: { source: LiveSource; keyName: string };
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

  const leftovers = await leftoverListings(live, options, send, api);
  // Removing another run's leftover is housekeeping: a failure here is tried again by the next run.
  const [, staleCopies] = await Promise.all([
    Promise.all(
      staleLeftovers(leftovers.lists, options.now()).map(async (list) => {
        try {
          await send(() => api.deleteList(list.style_id));
          report.leftovers_removed.push({ style_id: list.style_id, name: list.name });
        } catch {
          // Left for the next run.
        }
      }),
    ),
    leftovers.glossaries === undefined ? [] : removeStaleCopies(leftovers.glossaries, options.now(), copyContext),
  ]);
  if (staleCopies.length > 0) report.glossary_leftovers_removed = staleCopies;

  const target = (example: Example, list: DesiredList) => example.target_language ?? options.defaultTarget?.(list.language) ?? list.language;
  const copies = new Map<string, GlossaryPreview>();
  const context: JobContext & { copies: Map<string, GlossaryPreview> } = {
    ...copyContext,
    billed: (n) => void (report.billed_characters += n),
    target,
    copies,
  };
  await withCopies(jobs, ownJobs, context, options, async () => {
    [report.lists, report.glossaries] = await Promise.all([Promise.all(jobs.map((job) => runJob(job, context))), Promise.all(ownJobs.map((job) => runGlossaryJob(job, context)))]);
  });
  const missing = missingScopes();
  if (missing !== undefined) return skippedFor(missing, report, options.previewService?.keyName);
  if (options.glossaries === undefined || report.glossaries?.length === 0) delete report.glossaries;
  const allCopies = [...copies.values(), ...(context.liveCopies?.glossaries.values() ?? [])];
  if (allCopies.length > 0) report.glossary_previews = allCopies.sort((a, b) => codeUnitOrder(a.name, b.name));
  report.failures = countFailures(report);
  return report;
}

/**
 * Makes the copies the jobs translate with (of changed and new glossaries;
 * on a preview service, of the live lists and glossaries too), runs the
 * jobs, and deletes every copy whatever happened.
 */
async function withCopies(
  jobs: readonly GlossaryAwareJob[],
  ownJobs: readonly GlossaryJob[],
  context: JobContext & { copies: Map<string, GlossaryPreview> },
  options: Pick<TranslationOptions, 'previewService'>,
  run: () => Promise<void>,
): Promise<void> {
  const { copies, target } = context;
  const liveContext = options.previewService === undefined ? undefined : { ...context, source: options.previewService.source };
  try {
    await Promise.all([
      ...[...copiesNeeded(jobs, ownJobs, target)].map(async ([name, { desired: glossary, pairs }]) => {
        const { preview, sent } = await createCopy(glossary, pairs, context);
        if (!sent) preview.deleted = true;
        copies.set(name, preview);
      }),
      liveContext === undefined ? undefined : makeLiveCopies(jobs, ownJobs, target, liveContext).then((made) => void (context.liveCopies = made)),
    ]);
    await run();
  } finally {
    await Promise.all([
      ...[...copies.values()].filter((p) => !p.deleted).map((p) => removeCopy(p, context)),
      liveContext === undefined || context.liveCopies === undefined ? undefined : removeLiveCopies(context.liveCopies, liveContext),
    ]);
  }
}

const NOT_COVERED = 'not sent: the key lacks a scope the translate previews need';

/**
 * The listings in which another run's leftovers are looked for: the plan's
 * own on the target, or, on a preview service, that service's (read with the
 * preview key, the one that may delete there). Nothing is deleted on the
 * target then: its key is the read-only production key.
 */
async function leftoverListings(
  live: readonly LiveList[],
  options: Pick<TranslationOptions, 'glossaries' | 'previewService'>,
  send: Send,
  api: CheckApi,
): Promise<{ lists: readonly LiveList[]; glossaries?: readonly LiveGlossaryInfo[] }> {
  if (options.previewService === undefined) return { lists: live, ...(options.glossaries ? { glossaries: options.glossaries.live } : {}) };
  try {
    const [lists, glossaries] = await Promise.all([send(() => api.listAll()), send(() => api.listGlossaries())]);
    return { lists: lists.lists, glossaries: glossaries.value };
  } catch {
    // Housekeeping: a listing that fails leaves the leftovers to the next run (a missing scope is said by guardedSend).
    return { lists: [] };
  }
}

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
function skippedFor(missing: readonly string[], report: TranslationReport, keyName?: string): TranslationReport {
  const leftovers = [
    ...report.lists.flatMap((l) => [l.preview, l.live_copy].filter((p) => p?.error !== undefined && !p.deleted)),
    ...(report.glossary_previews ?? []).filter((p) => p.error !== undefined && !p.deleted),
  ];
  const key = keyName === undefined ? 'the key' : `the preview key (${keyName})`;
  const skipped: TranslationReport = {
    ...report,
    lists: [],
    skipped: {
      missing_scopes: [...missing],
      message: `Translate previews skipped: ${key} lacks ${missing.join(', ')}, which they need (${PREVIEW_SCOPES.join(', ')}: translations, and preview copies of changed lists and glossaries).`,
      hint:
        keyName === undefined
          ? `The plan itself needs only read scopes. To see the previews, run plan --check-translations with a key that has ${PREVIEW_SCOPES.join(', ')}, or name a preview service in stylesync.yaml (\`preview:\`).`
          : `Give the preview service's key (${keyName}) ${PREVIEW_SCOPES.join(', ')}; the plan key needs only read scopes.`,
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
  for (const list of report.lists) {
    if (list.preview?.error !== undefined) failures++;
    if (list.live_copy?.error !== undefined) failures++;
  }
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
  /** On a preview service: the copies of the live lists and glossaries, made before any job runs. */
  liveCopies?: LiveCopies;
}

async function runJob(job: GlossaryAwareJob, ctx: JobContext): Promise<ListCheck> {
  const list = job.desired;
  const check: ListCheck = { name: list.name, file: list.file, language: list.language, mode: job.mode, examples: [] };
  if (job.live) check.style_id = job.live.style_id;
  if (job.glossaries.length > 0) check.glossaries = job.glossaries.map(glossaryUse);
  const liveId = liveStyle(job, check, ctx);

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

/**
 * The style_id the live list is translated with: its own, or on a preview
 * service its copy there (an error when the copy could not be made).
 */
function liveStyle(job: GlossaryAwareJob, check: ListCheck, ctx: JobContext): string | { error: string } | undefined {
  if (job.live === undefined || ctx.liveCopies === undefined) return job.live?.style_id;
  const copy = ctx.liveCopies.lists.get(job.live.style_id);
  if (copy !== undefined) check.live_copy = copy;
  const onService = listOnService(ctx.liveCopies, job.live.style_id);
  return 'id' in onService ? onService.id : onService;
}

/** Each example of a list, with the list's style_id on each side and the glossaries it names. */
function listExamples(job: GlossaryAwareJob, styles: { before?: StyleSide; after?: StyleSide }, ctx: JobContext): Promise<ExampleResult[]> {
  const list = job.desired;
  return Promise.all(
    list.examples.map((example) => {
      const result = baseResult(example, ctx.target(example, list));
      const pair = examplePair(example, result.target_language);
      const glossaries = glossarySides(job.glossaries, pair, ctx.copies, onService(ctx));
      const sides: Sides = {};
      // A live list without its copy on the preview service: neither side can be translated as the plan means.
      const noCopy = [styles.before, styles.after].find((side): side is { error: string } => typeof side === 'object');
      if (noCopy !== undefined) return runExample(example, result, { after: noCopy }, ctx);
      if (typeof styles.before === 'string') sides.before = { style_id: styles.before, glossary_ids: glossaries.before };
      if (typeof styles.after === 'string') sides.after = 'error' in glossaries.after ? glossaries.after : { style_id: styles.after, glossary_ids: glossaries.after };
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
      const glossaries = glossarySides([job.state], pair, ctx.copies, onService(ctx));
      const sides: Sides = { after: 'error' in glossaries.after ? glossaries.after : { glossary_ids: glossaries.after } };
      if (job.mode === 'changed') sides.before = { glossary_ids: glossaries.before };
      return runExample(example, result, sides, ctx, deriveExpectations(example.text, [job.state], pair));
    }),
  );
  return check;
}

/** A side's style list: a style_id, none, or why the live list has no copy on the preview service. */
type StyleSide = string | { error: string } | undefined;

/** On a preview service, a live glossary's copy there; undefined when translating on the target itself. */
function onService(ctx: JobContext): ((live: LiveGlossaryInfo) => { id: string } | { error: string }) | undefined {
  const copies = ctx.liveCopies;
  return copies === undefined ? undefined : (live) => glossaryOnService(copies, live);
}

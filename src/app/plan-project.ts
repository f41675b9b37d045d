import { appliesTo, managedGlossaries, planAgainstLive, type PlanFlags } from './plan-live.ts';
import { DEFAULT_REPORTING_TAG } from '../catalog/reporting-tag.ts';
import { validateCoverage } from '../config/validate-coverage.ts';
import type { LiveGlossary, LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import { PreviewsOnService } from '../checks/previews-on-service.ts';
import { checkGlossaryInputs } from '../checks/glossary-states.ts';
import { languageChecks, type PlanCheckOptions, planChecks, refuseOverBudget } from '../checks/plan-checks.ts';
import type { PlanChecks } from '../checks/types.ts';
import type { Diagnostic, DesiredList } from '../config/model.ts';
import { checkGlossaryRefs } from '../config/validate-glossary-refs.ts';
import { withProtection } from '../plan/protect-plan.ts';
import type { Subset } from '../plan/subset.ts';
import type { Plan } from '../plan/types.ts';
import type { OnEvent } from './events.ts';
import { interruptible, type OnInterrupt } from './interrupt.ts';
import type { ValidSession } from './session.ts';
import { selectSubset, type SubsetChoice } from './subset.ts';
import type { Env } from './target.ts';
import { samplesOf } from '../checks/samples.ts';
import { writeSamples } from './sample-file.ts';

/** What a plan may delete and replace: `--prune`, `--allow-replace`, `--allow-deletes` or the Action's inputs. */
export interface Planning {
  /** stylesync.yaml's `prune: true` turns it on as well. */
  prune?: boolean;
  allowReplace?: boolean;
  allowDeletes?: number;
  /** Page reads in flight at once (--concurrency); default 4. */
  readConcurrency?: number;
  /** Plan only the lists these paths and names select, prune off (`plan PATH… --list NAME`). */
  subset?: SubsetChoice;
}

/** The plan-time checks asked for (plan's flags, or the Action's inputs and defaults). */
export type CheckChoice = Pick<PlanCheckOptions, 'checkTranslations' | 'maxCheckCharacters' | 'failOnCheck' | 'refreshLanguages' | 'concurrency'>;

export interface PlanProjectOptions {
  planning: Planning;
  checks: CheckChoice;
  /** Where the language cache lives (XDG_CACHE_HOME, HOME, RUNNER_TEMP). */
  env: Env;
  onEvent?: OnEvent;
  /** Interrupts that stop the translate checks (which create preview lists) cleanly. */
  onInterrupt?: OnInterrupt;
}

export interface PlannedProject {
  /** The changes, with `problems` that apply would refuse and `blocked` lists held back. */
  plan: Plan;
  /** The live lists the plan was made against. */
  live: LiveList[];
  /** The live glossaries the plan read; absent without glossary files. */
  glossaries?: readonly LiveGlossaryInfo[];
  checks: PlanChecks;
  /** Why the checks fail the plan; absent when they pass (or only warn). */
  failure?: 'language' | 'translate';
}

/**
 * `plan` and the Action's plan: the live read and the language checks
 * together, then the translate checks. The session's files are valid (a ValidSession).
 * Over-budget translate checks are refused before any request, even the reads.
 */
export async function planProject(session: ValidSession, options: PlanProjectOptions): Promise<PlannedProject> {
  // A partial plan checks the languages and examples of its own lists only.
  const desired = subsetOf(session, options.planning)?.lists ?? session.result.lists;
  const checkOptions: PlanCheckOptions = {
    ...options.checks,
    baseUrl: session.target.baseUrl,
    env: options.env,
    secrets: session.secrets,
    reportingTag: session.target.reportingTag ?? DEFAULT_REPORTING_TAG,
  };
  try {
    refuseOverBudget(desired, checkOptions, options.planning.subset === undefined ? session.result.glossaries : undefined);
  } catch (error) {
    session.firstRead?.abandon();
    throw error;
  }
  const [{ plan, live, glossaries }, languages] = await Promise.all([
    planGuarded(session, desired, planFlags(session, { readConcurrency: options.checks.concurrency, ...options.planning })),
    languageChecks(desired, session.api, checkOptions, options.planning.subset === undefined ? session.result.glossaries : undefined),
  ]);
  // Errors here fail the checks as a language error does: a list's examples would be sent with a glossary the service lacks.
  const named = await glossaryNameChecks(session, desired, glossaries, checkOptions.checkTranslations);
  languages.report.diagnostics.push(...named.diagnostics);
  const glossaryChecks = checkGlossaryInputs(session.result.glossaries, plan, named.live);
  for (const text of languages.notes) options.onEvent?.({ kind: 'note', text });
  // Only the translate checks create anything (preview lists) that an interrupt must not leave behind.
  const previews = new PreviewsOnService();
  const lastWords = () => {
    const left = previews.farewell();
    if (left !== undefined) options.onEvent?.({ kind: 'previews-left', left });
  };
  const { checks, failure } = checkOptions.checkTranslations
    ? await interruptible(
        options.onInterrupt,
        () => options.onEvent?.({ kind: 'stopping', what: 'translations' }),
        (stopped) =>
          planChecks(desired, plan, live, session.preview?.api ?? session.api, languages, {
            ...checkOptions,
            stopped,
            previews,
            ...(glossaryChecks ? { glossaries: glossaryChecks } : {}),
            // With a preview service the copies are written there; the live state is still read with the target's (read-only) key.
            ...(session.preview === undefined ? {} : { previewService: { source: session.api, keyName: session.preview.target.names.key } }),
          }),
        lastWords,
      )
    : await planChecks(desired, plan, live, session.api, languages, checkOptions);
  await recordSamples(session, desired, checks, { partial: options.planning.subset !== undefined, ...(options.onEvent === undefined ? {} : { onEvent: options.onEvent }) });
  // One line beside the translate checks; a partial plan holds only part of what the examples could exercise.
  if (checkOptions.checkTranslations && options.planning.subset === undefined) checks.coverage = validateCoverage(desired, session.result.glossaries).totals;
  return { plan, live, checks, ...(glossaries === undefined ? {} : { glossaries }), ...(failure === undefined ? {} : { failure }) };
}

/**
 * The translations the checks made with the files' state, recorded for
 * `stylesync guide` (app/sample-file.ts). A run that sent nothing records
 * nothing; one that cannot write says so in a note and plans on.
 */
async function recordSamples(session: ValidSession, desired: readonly DesiredList[], checks: PlanChecks, options: { partial: boolean; onEvent?: OnEvent }): Promise<void> {
  const report = checks.translations;
  if (report === undefined || report.refused !== undefined || report.lists.length === 0) return;
  const samples = samplesOf(report, desired, session.result.glossaries, new Date(), { partial: options.partial });
  if (samples.fresh.length === 0 && samples.dropped.length === 0) return;
  const problem = await writeSamples(session.config.root, samples, session.secrets);
  if (problem !== undefined) options.onEvent?.({ kind: 'note', text: problem });
}

/**
 * The glossaries the lists name (`glossaries:`), against the files and the
 * service: validate offline knows only the files, so a name that is in
 * neither is found here, where the service's listing is at hand. The plan
 * read the listing when the project manages glossaries; otherwise it is read
 * once, and only when a list names a glossary no file declares or the
 * translate checks need the named glossaries' ids. The listing goes on to the
 * translate checks.
 */
async function glossaryNameChecks(
  session: ValidSession,
  desired: readonly DesiredList[],
  read: readonly LiveGlossaryInfo[] | undefined,
  translating: boolean,
): Promise<{ diagnostics: Diagnostic[]; live?: readonly LiveGlossaryInfo[] }> {
  const files = session.result.glossaries;
  const inFiles = new Set(files.map((g) => g.name));
  const named = desired.filter((l) => l.state === 'present' && (l.glossaries ?? []).length > 0);
  if (named.length === 0) return read === undefined ? { diagnostics: [] } : { diagnostics: [], live: read };
  const elsewhere = named.some((l) => (l.glossaries ?? []).some((ref) => !inFiles.has(ref.name)));
  // Translate checks send the named glossaries' ids: a partial plan, which reads no glossaries, reads the listing for them.
  const live = read ?? (elsewhere || translating ? (await session.api.listGlossaries()).value : undefined);
  return { diagnostics: checkGlossaryRefs(named, files, live ?? []), ...(live === undefined ? {} : { live }) };
}

/** The live read and the plan alone (apply, the Action's drift view). */
export async function planLive(session: ValidSession, planning: Planning): Promise<{ plan: Plan; live: LiveList[]; glossaries?: LiveGlossary[] }> {
  const { plan, live, glossaries } = await planGuarded(session, session.result.lists, planFlags(session, planning));
  return { plan, live, ...(glossaries === undefined ? {} : { glossaries }) };
}

/** planAgainstLive, then the protected deletes refused (plan/protect-plan.ts): every plan that may be applied goes through here. */
async function planGuarded(session: ValidSession, desired: readonly DesiredList[], flags: PlanFlags) {
  const planned = await planAgainstLive(desired, session.config, session.api, withFirstRead(session, flags));
  return { ...planned, plan: withProtection(planned.plan, session) };
}

/** The flags with the read the session started while loading (app/session.ts), if there is one left to take. */
function withFirstRead(session: ValidSession, flags: PlanFlags): PlanFlags {
  const firstRead = session.firstRead?.take();
  return firstRead === undefined ? flags : { ...flags, firstRead };
}

/** planAgainstLive's flags for a session; where it plans against is recorded in the plan for `apply plan.json`. */
export function planFlags(session: ValidSession, planning: Planning): PlanFlags {
  return {
    prune: planning.prune,
    allowReplace: planning.allowReplace,
    ...(planning.allowDeletes === undefined ? {} : { allowDeletes: planning.allowDeletes }),
    target: session.target.name,
    appliesTo: appliesTo(session),
    ...(planning.readConcurrency === undefined ? {} : { readConcurrency: planning.readConcurrency }),
    ...(planning.subset === undefined ? {} : { subset: subsetOf(session, planning) }),
    // A partial plan (`plan PATH… --list NAME`) selects lists only: glossaries are planned by whole plans.
    ...glossariesOf(session, planning),
  };
}

function glossariesOf(session: ValidSession, planning: Planning): Pick<PlanFlags, 'glossaries'> {
  const glossaries = planning.subset === undefined ? managedGlossaries(session.result) : undefined;
  return glossaries === undefined ? {} : { glossaries };
}

/** The lists a partial plan selects from the session's files; undefined for a whole plan. */
export function subsetOf(session: ValidSession, planning: Planning): Subset | undefined {
  return planning.subset === undefined ? undefined : selectSubset(session.config, session.result.lists, planning.subset);
}

import { mkdir, writeFile } from 'node:fs/promises';
import { allBlocked, allProblems, planHasChanges } from '../plan/sections.ts';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import type { AppEvent } from '../app/events.ts';
import { processInterrupts } from '../app/interrupt.ts';
import { planFlags, planProject, type Planning } from '../app/plan-project.ts';
import type { ValidSession } from '../app/session.ts';
import { validateProject } from '../app/validate-project.ts';
import { DEFAULT_MAX_CHECK_CHARACTERS } from '../checks/plan-checks.ts';
import type { PlanChecks } from '../checks/types.ts';
import type { Diagnostic, RepoConfig } from '../config/model.ts';
import { StylesyncError } from '../errors.ts';
import { keyInFile } from '../live/redact.ts';
import { stableJson } from '../plan/stable-json.ts';
import type { Plan, PlanProblem } from '../plan/types.ts';
import { renderChecksText, renderPreviewsLeft } from '../report/checks-text.ts';
import { describeError } from '../report/describe-error.ts';
import { renderDiagnosticsMarkdown } from '../report/diagnostics-markdown.ts';
import { renderStopping } from '../report/stopping.ts';
import { markdownText, terminalLines, terminalText } from '../report/user-text.ts';
import { plural } from '../util/plural.ts';
import { renderRecordsMarkdown } from '../report/records-markdown.ts';
import { renderReviewMarkdown, reviewHeading, type ReviewParts } from '../report/review-markdown.ts';
import { heldBack as heldBackOf, heldBackWords } from '../report/summary-line.ts';
import { renderText } from '../report/text.ts';
import { validationSummary } from '../report/validation-summary.ts';
import { expectKey, openActionSession } from './action-session.ts';
import { annotate } from './annotate.ts';
import { applyStep } from './apply-step.ts';
import { decide, type Mode } from './decide.ts';
import { loadBaseProject, type BaseProject } from './base-project.ts';
import { driftAdvice } from '../report/drift-advice.ts';
import { driftView } from './drift-view.ts';
import { readEvent } from './event.ts';
import { readInputs, withApplyKey, type ActionInputs } from './inputs.ts';
import { COMMENT_CUT_NOTES, failureMarkdown, planFooter, postPlanComment, renderFailureComment } from './plan-comment.ts';
import { ActionSecrets } from './secrets.ts';
import { checkPullRequestSettings, serviceSettings, type ServiceSettings } from './service-settings.ts';
import { summaryMarkdown } from './summary-limit.ts';
import { guideStep } from './guide-step.ts';
import type { LiveList } from '../catalog/types.ts';
import { renderDriftFactsMarkdown } from '../report/drift-facts-markdown.ts';
import { DRIFT_CUT_NOTES, driftFooter, postDriftIssue } from './drift-issue-post.ts';
import { filesAloneBetween } from '../app/files-alone.ts';
import { diagnosticsOf } from '../config/validation-result.ts';
import { againstBase } from '../plan/against-base.ts';
import { guideLinks, type GuideLinks } from '../report/guide-links.ts';

type Env = Record<string, string | undefined>;

/**
 * The Action: validate, plan, comment, apply or check drift, as the event and
 * the `command` input decide (decide.ts). It calls the application layer
 * (src/app) in-process, as the CLI does, and renders with src/report.
 */
export async function runAction(env: Env = process.env, masked: readonly string[] = []): Promise<void> {
  const secrets = new ActionSecrets(masked);
  // The workflow log: no line of user text can start a workflow command or carry a control character.
  const log = (text: string) => {
    const clean = terminalLines(secrets.redact(text)).replace(/\n$/, '');
    if (clean !== '') core.info(clean);
  };
  const fail = async (error: unknown) => {
    const text = secrets.redact(failureText(error));
    core.setFailed(text);
    // The summary is where a reviewer looks first; say there why the step failed, as the step's own
    // outcome: written last, under the drift section too, it must not read as part of that section.
    if (env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(`\n---\n\n> [!CAUTION]\n> **This step failed:** ${failureMarkdown(text)}\n`).write();
  };
  try {
    const read = readInputs((name) => core.getInput(name));
    secrets.add(read.apiKey);
    secrets.add(read.previewApiKey);
    secrets.add(read.githubToken);
    const mode = decide(await readEvent(env), read.command);
    if (mode.run === 'refuse') {
      await fail(new StylesyncError(mode.message, mode.hint, { code: 'event-refused' }));
      return;
    }
    // The apply key is read here, after the event decided this run applies: a pull request run never reads it.
    const inputs = mode.run === 'apply' ? withApplyKey(read, (name) => core.getInput(name), (key) => secrets.add(key)) : read;
    await new ActionRun(inputs, mode, env, secrets, log).start();
  } catch (error) {
    await fail(error);
  }
}

/** The CLI's wording (describeError), without its "error: " lead: the annotation says it is one. */
function failureText(error: unknown): string {
  if (!(error instanceof StylesyncError)) {
    // The CLI's advice (rerun with --debug) names a flag a workflow cannot pass.
    const message = terminalText(error instanceof Error ? error.message : String(error));
    const stack = core.isDebug() && error instanceof Error && error.stack ? `\n${terminalLines(error.stack)}` : '';
    return `${message}\nhint: this is a bug in stylesync; re-run the job with debug logging enabled (ACTIONS_STEP_DEBUG) and report the log.${stack}`;
  }
  return describeError(error, core.isDebug())
    .replace(/^error: /, '')
    .replace(/\n {2}(hint|trace id): /g, '\n$1: ')
    .trimEnd();
}

class ActionRun {
  private readonly workspace: string;
  private readonly cwd: string;
  private readonly outDir: string;
  private readonly target: string | null;
  /** Set once the pull-request comment carries this run's outcome. */
  private commented = false;
  /** Markdown explaining a failure beyond its message (the diagnostics), for the comment. */
  private failureDetails = '';
  /** A pull request's base commit, read once: it decides the service settings and the drift view. */
  private base: BaseProject | undefined;

  constructor(
    private readonly inputs: ActionInputs,
    private readonly mode: Exclude<Mode, { run: 'refuse' }>,
    private readonly env: Env,
    private readonly secrets: ActionSecrets,
    private readonly log: (text: string) => void,
  ) {
    this.workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
    this.cwd = resolve(this.workspace, inputs.workingDirectory);
    this.target = inputs.target ?? null;
    const slug = (inputs.target ?? 'default').replace(/[^A-Za-z0-9._-]/g, '_');
    this.outDir = join(env.RUNNER_TEMP || tmpdir(), 'stylesync', slug);
  }

  async start(): Promise<void> {
    try {
      await this.steps();
    } catch (error) {
      // A comment left as it was would show an older plan as if it were current.
      const pr = this.mode.run === 'plan' ? this.mode.pullRequest : undefined;
      if (pr !== undefined && this.inputs.comment && !this.commented) {
        await this.commentFailure(pr.number, error).catch((commentError: unknown) =>
          core.warning(this.secrets.redact(`Could not update the pull-request comment: ${failureText(commentError)}`)),
        );
      }
      throw error;
    }
  }

  private async steps(): Promise<void> {
    const { config, result } = await validateProject({ cwd: this.cwd, env: this.env, strict: this.inputs.strict, ...this.targetChoice() });
    this.annotate(config.root, diagnosticsOf(result));
    this.log(validationSummary(result));
    if (!result.ok) {
      this.failureDetails = renderDiagnosticsMarkdown(result.errors);
      await this.writeSummary(`${this.heading(this.mode.run)}**The style files have errors**, so nothing was planned or applied.\n\n${this.failureDetails}`);
      core.setOutput('has-changes', 'false');
      throw filesInvalid(result.errors.length);
    }
    if (this.mode.run === 'validate') {
      const note = this.mode.note === undefined ? '' : `> [!NOTE]\n> ${markdownText(this.mode.note)}\n\n`;
      if (this.mode.note !== undefined) this.log(this.mode.note);
      const warnings = result.warnings.length === 0 ? '' : `\n${renderDiagnosticsMarkdown(result.warnings)}`;
      await this.writeSummary(`${this.heading('validate')}${note}${markdownText(validationSummary(result))}\n${warnings}`);
      await this.guide();
      return;
    }
    await this.checkServiceSettings(config);
    expectKey(this.inputs, this.env, config);
    const session = await openActionSession({ inputs: this.inputs, env: this.env, cwd: this.cwd, config, secrets: this.secrets, log: this.log, command: `${this.mode.run} (the Action)` });
    // validateProject checked the same files with more checks; files changed since are refused the same way.
    const { result: files } = session;
    if (!files.ok) throw filesInvalid(files.errors.length);
    await this.planAndAct({ ...session, result: files });
    await this.guide();
  }

  /** `guide: true`: the guide written once the run succeeded (a failed run has thrown before), on any event: it only writes files. */
  private async guide(): Promise<void> {
    if (!this.inputs.guide) return;
    await guideStep({ cwd: this.cwd, workspace: this.workspace, dir: this.inputs.guideDir, strict: this.inputs.strict, secrets: this.secrets.list(), log: this.log, ...this.targetChoice() });
  }

  /**
   * Links from the plan to the published guide: the `guide-url` input, else
   * `guide_url` of stylesync.yaml. On a pull request, of the base commit's
   * stylesync.yaml, as the service settings are: a comment the workflow
   * posts must not carry links the pull request chose (a reviewer trusts
   * them as the team's guide).
   */
  private async links(session: ValidSession): Promise<GuideLinks | undefined> {
    const pr = this.mode.run === 'plan' ? this.mode.pullRequest : undefined;
    let url = this.inputs.guideUrl;
    if (url === undefined && pr === undefined) url = session.config.guide_url;
    if (url === undefined && pr !== undefined) {
      const base = await this.baseProject(pr);
      url = base.ok ? base.config.guide_url : undefined;
    }
    return url === undefined ? undefined : guideLinks(url, session.result.lists, session.result.glossaries);
  }

  /** Plan (with the checks), then comment, check drift or apply, as the mode says. */
  private async planAndAct(session: ValidSession): Promise<void> {
    const { plan, checks, failure, live } = await planProject(session, {
      planning: this.planning(),
      checks: { checkTranslations: this.inputs.checkTranslations, maxCheckCharacters: DEFAULT_MAX_CHECK_CHARACTERS, failOnCheck: true, refreshLanguages: false, concurrency: this.inputs.concurrency },
      env: this.env,
      onEvent: (event) => this.logEvent(event),
      // A cancelled workflow sends SIGINT: no further translation is sent, and the preview lists are deleted.
      onInterrupt: this.onInterrupt,
    });
    this.annotate(session.config.root, checks.languages.diagnostics);
    const cause = this.mode.run === 'drift-check' ? { cause: 'service' as const } : {};
    this.log(renderText(plan, { color: false, appendix: renderChecksText(checks, { color: false }), ...cause }));
    this.setPlanOutputs(plan);
    // plan.json whenever a plan was made, also one with problems or failed checks, for the reviewer and the
    // artifact (README); the Action applies only a plan with neither.
    const planFile = await this.writeFile('plan-file', 'plan.json', stableJson(plan));
    const appliable = allProblems(plan).length === 0 && failure === undefined;
    // Whether apply sent everything it could; only then may a held-back list say the rest was applied.
    let applied = false;
    switch (this.mode.run) {
      case 'plan':
        await this.planStep(plan, checks, session);
        break;
      case 'drift-check':
        await this.driftCheckStep(plan, checks, live);
        break;
      case 'apply':
        applied = await this.applyStep(plan, checks, appliable ? planFile : undefined, session);
        break;
    }
    const nothingApplied = this.mode.run === 'apply' ? ' Nothing was applied.' : '';
    if (failure === 'language') {
      throw new StylesyncError(`The language checks found errors (see the annotations).${nothingApplied}`, 'Use a language the service supports for each list and example, then run again.', {
        code: 'language-check-failed',
      });
    }
    if (failure === 'translate') {
      throw new StylesyncError(`A translate check failed: an example does not meet its expectations (see the examples with the plan).${nothingApplied}`, "Change the style files or the example's expectations, then run again.", {
        code: 'translate-check-failed',
      });
    }
    const heldBack = allBlocked(plan);
    if (heldBack.length > 0) {
      const first = heldBack[0] as PlanProblem;
      const held = heldBackOf(plan);
      throw new StylesyncError(`${heldBackWords(held.lists.length, held.glossaries.length)} held back${applied ? ' (the rest was applied)' : ''}: ${first.message}`, first.hint, {
        code: 'held-back',
      });
    }
  }

  private async planStep(planned: Plan, checks: PlanChecks, session: ValidSession): Promise<void> {
    const pr = this.mode.run === 'plan' ? this.mode.pullRequest : undefined;
    const base = pr === undefined ? undefined : await this.baseProject(pr);
    // Adoptions and protections lifted with a delete are told against the base commit (plan/against-base.ts); a base with errors tells nothing.
    const plan = base?.ok === true && base.result.ok ? againstBase(planned, session, { config: base.config, result: base.result }, base.label) : planned;
    const links = await this.links(session);
    const parts: ReviewParts = { title: 'plan', target: this.target, plan, checks, ...(links === undefined ? {} : { links }) };
    if (pr !== undefined && base !== undefined) {
      // What the service never sees (forbidden variants, definitions, notes): the base commit's glossary files against the pull request's.
      const notes = base.ok ? filesAloneBetween(base.result, session.result) : undefined;
      if (notes !== undefined) parts.notes = notes;
      // The log's plan above says "No changes." for these; a reader of the log alone learns where they are.
      if ((parts.notes?.length ?? 0) > 0) this.log(`Changes to the glossary files alone: ${plural(parts.notes?.length ?? 0, 'term')}; nothing is sent to the service (listed in the job summary).`);
      const view = await driftView({
        base,
        plan,
        api: session.api,
        flags: planFlags(session, this.planning()),
      });
      parts.plan = view.shown;
      parts.drift = view.drift;
    }
    await this.writeReview(parts);
    if (pr !== undefined && this.inputs.comment) await this.comment(pr.number, (budget, runUrl) => renderReviewMarkdown({ ...parts, footer: planFooter(runUrl), cutNotes: COMMENT_CUT_NOTES }, budget));
    if (allProblems(plan).length > 0) throw problemsError(plan);
  }

  private async driftCheckStep(plan: Plan, checks: PlanChecks, live: readonly LiveList[]): Promise<void> {
    // Against the applied default branch, what differs was changed on the service: the plan says so per item.
    await this.writeReview({ title: 'drift check', target: this.target, plan, checks, cause: 'service' });
    if (this.inputs.driftIssue) await this.driftIssue(plan, checks, live);
    if (allProblems(plan).length > 0) throw problemsError(plan);
    if (planHasChanges(plan)) {
      // The advice follows the plan: a list or glossary renamed on the service is pinned, not created a second time.
      const { message, hint } = driftAdvice(plan);
      throw new StylesyncError(message, hint, { code: 'drift' });
    }
  }

  /**
   * The drift issue (drift-issue.ts) kept in step with this check. It only
   * reports: a failure to reach or write GitHub is a warning with its hint,
   * and the check's own outcome stands.
   */
  private async driftIssue(plan: Plan, checks: PlanChecks, live: readonly LiveList[]): Promise<void> {
    const facts = renderDriftFactsMarkdown(plan, live);
    try {
      const result = await postDriftIssue({
        env: this.env,
        token: this.inputs.githubToken,
        target: this.target,
        // Problems (duplicates, an unreadable list on the service) are a difference too: the issue stays open.
        drifted: planHasChanges(plan) || allProblems(plan).length > 0,
        // The facts first (ids, versions, times; bounded), then the plan cut to the rest of the body's room.
        render: (budget, runUrl) => facts + renderReviewMarkdown({ title: 'drift check', target: this.target, plan, checks, cause: 'service', footer: driftFooter(runUrl), cutNotes: DRIFT_CUT_NOTES }, budget - facts.length),
        redact: (text) => this.secrets.redact(text),
      });
      if (result.action !== 'none') this.log(`Drift issue #${result.issue} ${result.action}.`);
    } catch (error) {
      core.warning(this.secrets.redact(`Could not keep the drift issue: ${failureText(error)}`));
    }
  }

  /** True when apply wrote everything it could (held-back lists aside); throws when it failed. */
  private async applyStep(plan: Plan, checks: PlanChecks, planFile: string | undefined, session: ValidSession): Promise<boolean> {
    if (planFile === undefined) {
      // Problems or failed checks: nothing is sent.
      await this.writeReview({ title: 'apply', target: this.target, plan, checks });
      if (allProblems(plan).length > 0) throw problemsError(plan);
      return false;
    }
    const applied = await applyStep({ session, planFile, outDir: this.outDir, planning: this.planning(), onInterrupt: this.onInterrupt, log: this.log });
    if (applied.recordFile !== undefined) core.setOutput('record-file', applied.recordFile);
    if (applied.idsFile !== undefined) core.setOutput('ids-file', applied.idsFile);
    if (applied.outputsFile !== undefined) core.setOutput('outputs-file', applied.outputsFile);
    const writes = renderRecordsMarkdown(applied.records ?? [], applied.recordFile === undefined ? {} : { recordFile: applied.recordFile });
    await this.writeReview({ title: 'apply', target: this.target, plan, checks }, `\n### Writes\n\n${writes}`);
    if (applied.failure !== undefined) throw applied.failure;
    // A run whose only fault is a held-back list fails in steps(), naming the list.
    return true;
  }

  private annotate(root: string, diagnostics: readonly Diagnostic[]): void {
    annotate({ workspace: this.workspace, root, diagnostics, redact: (text) => this.secrets.redact(text) });
  }

  /** The job summary gets the whole review; past GitHub's summary limit, a cut one naming the file with all of it. */
  private async writeReview(parts: ReviewParts, extra = ''): Promise<void> {
    const { text, whole } = summaryMarkdown(parts, { extra, fullPlanFile: join(this.outDir, 'plan.md') });
    await this.writeFile('plan-markdown-file', 'plan.md', whole);
    await this.writeSummary(text);
  }

  private async comment(issue: number, render: (budget: number, runUrl: string | undefined) => string): Promise<void> {
    this.commented = true;
    const result = await postPlanComment({ env: this.env, token: this.inputs.githubToken, issue, target: this.target, render, redact: (t) => this.secrets.redact(t) });
    this.log(`Pull request comment ${result.action} (id ${result.id}).`);
  }

  /** The comment says the run failed and why, so it never shows an outdated plan as current. */
  private async commentFailure(issue: number, error: unknown): Promise<void> {
    const text = this.secrets.redact(failureText(error));
    await this.comment(issue, (budget, runUrl) => renderFailureComment({ heading: this.heading('plan').trimEnd(), text, details: this.failureDetails, budget, runUrl }));
  }

  private setPlanOutputs(plan: Plan): void {
    const { create, update, delete: deletes, replace } = plan.lists.summary;
    core.setOutput('has-changes', String(planHasChanges(plan)));
    // A replace deletes a list and creates it again: it counts as both.
    core.setOutput('creates', String(create + replace));
    core.setOutput('updates', String(update));
    core.setOutput('deletes', String(deletes + replace));
    // Glossaries apart: a workflow that gates on list deletes must not start counting glossaries under the same name.
    const glossaries = plan.glossaries?.summary ?? { create: 0, update: 0, delete: 0 };
    core.setOutput('glossary-creates', String(glossaries.create));
    core.setOutput('glossary-updates', String(glossaries.update));
    core.setOutput('glossary-deletes', String(glossaries.delete));
  }

  private async writeFile(output: string, name: string, text: string): Promise<string> {
    const file = join(this.outDir, name);
    await mkdir(this.outDir, { recursive: true });
    // A file holding the key is not written (uploaded artifacts outlive the run's masking); the error says why.
    const refusal = keyInFile(text, this.secrets.list(), file, `the output ${output}`);
    if (refusal !== undefined) throw refusal;
    await writeFile(file, text);
    core.setOutput(output, file);
    return file;
  }

  private async writeSummary(markdown: string): Promise<void> {
    if (!this.env.GITHUB_STEP_SUMMARY) return;
    await core.summary.addRaw(this.secrets.redact(markdown)).write();
  }

  private heading(title: string): string {
    return reviewHeading(title, this.target);
  }

  private async baseProject(pr: Extract<Mode, { run: 'plan' }>['pullRequest'] & object): Promise<BaseProject> {
    this.base ??= await loadBaseProject({ cwd: this.cwd, pullRequest: pr, ...(this.inputs.target === undefined ? {} : { target: this.inputs.target }), tempDir: this.outDir });
    return this.base;
  }

  /**
   * On a pull request, the service address, auth scheme and key variable come
   * from the inputs or the base commit, never from the pull request's own
   * stylesync.yaml: checked before the key is sent anywhere.
   */
  private async checkServiceSettings(config: RepoConfig): Promise<void> {
    const pr = this.mode.run === 'plan' ? this.mode.pullRequest : undefined;
    if (pr === undefined) return;
    const pinned = new Set<keyof ServiceSettings>();
    if (this.inputs.baseUrl !== undefined || this.env.STYLESYNC_BASE_URL?.trim()) pinned.add('base_url');
    if (this.inputs.authScheme !== undefined) pinned.add('auth_scheme');
    if (this.inputs.apiKey) pinned.add('api_key_env');
    if (this.inputs.previewApiKey) pinned.add('preview_api_key_env');
    const base = await this.baseProject(pr);
    checkPullRequestSettings(
      serviceSettings(config, this.inputs.target),
      base.ok ? { ok: true, settings: serviceSettings(base.config, this.inputs.target), label: base.label } : base,
      pinned,
    );
  }

  private targetChoice(): { target?: string } {
    return this.inputs.target === undefined ? {} : { target: this.inputs.target };
  }

  /** What the plan may delete and replace; recorded in the saved plan, which apply checks against. */
  private planning(): Planning {
    return { prune: this.inputs.prune, allowReplace: this.inputs.allowReplace, readConcurrency: this.inputs.concurrency, ...(this.inputs.allowDeletes === undefined ? {} : { allowDeletes: this.inputs.allowDeletes }) };
  }

  /** A cancelled workflow sends SIGINT; a second one ends the step at once. */
  private readonly onInterrupt = processInterrupts(() => process.exit(1));

  private logEvent(event: AppEvent): void {
    if (event.kind === 'note') this.log(`note: ${event.text}`);
    if (event.kind === 'stopping') this.log(renderStopping(event.what));
    if (event.kind === 'previews-left') this.log(renderPreviewsLeft(event.left));
  }
}

/** Files with errors: nothing is planned or applied. */
function filesInvalid(errors: number): StylesyncError {
  return new StylesyncError(
    `The style files have ${plural(errors, 'error')} (see the annotations); nothing was planned or applied.`,
    'Fix the files at the annotated lines, or run `stylesync validate` locally to see the same messages.',
    { code: 'files-invalid' },
  );
}

function problemsError(plan: Plan): StylesyncError {
  const problems = allProblems(plan);
  const first = problems[0];
  // "with the plan", not "in the job summary": this text goes into the summary too.
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problems, listed with the plan)` : '';
  const code = first?.code.startsWith('too-many-deletes') ? 'over-threshold' : 'plan-problems';
  return new StylesyncError(`The plan cannot be applied: ${first?.message ?? 'it has problems'}${more}`, first?.hint ?? 'See the problems listed with the plan.', { code });
}

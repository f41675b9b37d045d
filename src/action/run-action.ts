import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import * as core from '@actions/core';
import { appliesTo, planAgainstLive, type PlanFlags } from '../apply/plan-live.ts';
import { DEFAULT_MAX_CHECK_CHARACTERS, languageChecks, type PlanCheckOptions, planChecks, refuseOverBudget } from '../checks/plan-checks.ts';
import type { PlanChecks } from '../checks/types.ts';
import type { CommandContext } from '../cli/context.ts';
import { interruptible, processInterrupts } from '../cli/interrupt.ts';
import { describeError } from '../cli/main.ts';
import { openSession, pickTarget, type Session, type TargetFlags } from '../cli/target.ts';
import { summary as validationSummary } from '../cli/validate.ts';
import type { Diagnostic, RepoConfig } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { StylesyncError } from '../errors.ts';
import { DEFAULT_KEY_VARIABLE } from '../live/client.ts';
import { serializePlan } from '../plan/saved.ts';
import type { Plan, PlanProblem } from '../plan/types.ts';
import { renderChecksText } from '../report/checks-text.ts';
import { renderDiagnosticsMarkdown } from '../report/diagnostics-markdown.ts';
import { markdownText, terminalLines, terminalText } from '../report/user-text.ts';
import { renderRecordsMarkdown } from '../report/records-markdown.ts';
import { renderReviewMarkdown, reviewHeading, type ReviewParts } from '../report/review-markdown.ts';
import { summaryLine } from '../report/summary-line.ts';
import { renderText } from '../report/text.ts';
import { applySavedPlan } from './apply-saved-plan.ts';
import { decide, type Mode } from './decide.ts';
import { loadBaseProject, type BaseProject } from './base-project.ts';
import { driftView } from './drift-view.ts';
import { readEvent } from './event.ts';
import { ACTION_SETTING_NAMES, readInputs, type ActionInputs } from './inputs.ts';
import { postPlanComment, renderFailureComment } from './plan-comment.ts';
import { ActionSecrets } from './secrets.ts';
import { checkPullRequestSettings, serviceSettings, type ServiceSettings } from './service-settings.ts';
import { summaryMarkdown } from './summary-limit.ts';

type Env = Record<string, string | undefined>;

/**
 * The Action: validate, plan, comment, apply or check drift, as the event and
 * the `command` input decide (decide.ts). It drives the CLI's own code:
 * loadProject, openSession, planAgainstLive, the Markdown renderer, and
 * `stylesync apply <saved plan>` run in-process.
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
    // The summary is where a reviewer looks first; say there why the step failed.
    if (env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(`\n> [!CAUTION]\n> ${markdownText(text)}\n`).write();
  };
  try {
    const inputs = readInputs((name) => core.getInput(name));
    secrets.add(inputs.apiKey);
    secrets.add(inputs.githubToken);
    const mode = decide(await readEvent(env), inputs.command);
    if (mode.run === 'refuse') {
      await fail(new StylesyncError(mode.message, mode.hint));
      return;
    }
    await new ActionRun(inputs, mode, env, secrets, log).start();
  } catch (error) {
    await fail(error);
  }
}

/** The CLI's own wording (describeError), without its "Error: " lead: the annotation says it is one. */
function failureText(error: unknown): string {
  if (!(error instanceof StylesyncError)) {
    // The CLI's advice (rerun with --debug) names a flag a workflow cannot pass.
    const message = terminalText(error instanceof Error ? error.message : String(error));
    const stack = core.isDebug() && error instanceof Error && error.stack ? `\n${terminalLines(error.stack)}` : '';
    return `${message}\nhint: this is a bug in stylesync; re-run the job with debug logging enabled (ACTIONS_STEP_DEBUG) and report the log.${stack}`;
  }
  return describeError(error, core.isDebug())
    .replace(/^Error: /, '')
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
    const { config, result } = await loadProject({ cwd: this.cwd, strict: this.inputs.strict, ...(this.inputs.target === undefined ? {} : { target: this.inputs.target }) });
    this.annotate(config.root, [...result.errors, ...result.warnings]);
    this.log(validationSummary(result));
    if (result.errors.length > 0) {
      this.failureDetails = renderDiagnosticsMarkdown(result.errors);
      await this.writeSummary(`${this.heading(this.mode.run)}**The style files have errors**, so nothing was planned or applied.\n\n${this.failureDetails}`);
      core.setOutput('has-changes', 'false');
      throw new StylesyncError(
        `The style files have ${result.errors.length === 1 ? '1 error' : `${result.errors.length} errors`} (see the annotations); nothing was planned or applied.`,
        'Fix the files at the annotated lines, or run `stylesync validate` locally to see the same messages.',
      );
    }
    if (this.mode.run === 'validate') {
      const note = this.mode.note === undefined ? '' : `> [!NOTE]\n> ${markdownText(this.mode.note)}\n\n`;
      if (this.mode.note !== undefined) this.log(this.mode.note);
      const warnings = result.warnings.length === 0 ? '' : `\n${renderDiagnosticsMarkdown(result.warnings)}`;
      await this.writeSummary(`${this.heading('validate')}${note}${markdownText(validationSummary(result))}\n${warnings}`);
      return;
    }

    await this.checkServiceSettings(config);
    this.expectKey(config);
    const session = await openSession(this.context(this.sessionEnv(config)), this.targetFlags());
    const desired = session.result.lists;
    const checkOptions: PlanCheckOptions = {
      checkTranslations: this.inputs.checkTranslations,
      maxCheckCharacters: DEFAULT_MAX_CHECK_CHARACTERS,
      failOnCheck: true,
      refreshLanguages: false,
      concurrency: 4,
      baseUrl: session.target.baseUrl,
      env: this.env,
    };
    refuseOverBudget(desired, checkOptions);
    const [{ plan, live }, languages] = await Promise.all([planAgainstLive(desired, session.config, session.api, this.planFlags(session)), languageChecks(desired, session.api, checkOptions)]);
    for (const note of languages.notes) this.log(`note: ${note}`);
    // A cancelled workflow sends SIGINT: no further translation is sent, and the preview lists are deleted.
    const { checks, failure } = checkOptions.checkTranslations
      ? await interruptible(this.context(this.env), 'no further translation will be sent; preview lists are being deleted', (stopped) =>
          planChecks(desired, plan, live, session.api, languages, { ...checkOptions, stopped }),
        )
      : await planChecks(desired, plan, live, session.api, languages, checkOptions);
    this.annotate(config.root, checks.languages.diagnostics);
    this.log(renderText(plan, { color: false, appendix: renderChecksText(checks, { color: false }) }));
    this.setPlanOutputs(plan);
    const planFile = plan.problems.length === 0 && failure === undefined ? await this.writeFile('plan-file', 'plan.json', serializePlan(plan)) : undefined;

    // Whether apply sent everything it could; only then may a held-back list say the rest was applied.
    let applied = false;
    switch (this.mode.run) {
      case 'plan':
        await this.planStep(plan, checks, session);
        break;
      case 'drift-check':
        await this.driftCheckStep(plan, checks);
        break;
      case 'apply':
        applied = await this.applyStep(plan, checks, planFile, session);
        break;
    }
    if (failure === 'language') {
      throw new StylesyncError('The language checks found errors (see the annotations); the plan was not saved.', 'Use a language the service supports for each list and example, then run again.');
    }
    if (failure === 'translate') {
      throw new StylesyncError('A translate check failed: an example does not meet its expectations (see the job summary).', 'Change the style files or the example\'s expectations, then run again.');
    }
    const heldBack = plan.blocked ?? [];
    if (heldBack.length > 0) {
      const first = heldBack[0] as PlanProblem;
      throw new StylesyncError(
        `${heldBack.length === 1 ? '1 list is' : `${heldBack.length} lists are`} held back${applied ? ' (the rest was applied)' : ''}: ${first.message}`,
        first.hint,
      );
    }
  }

  private async planStep(plan: Plan, checks: PlanChecks, session: Session): Promise<void> {
    const pr = this.mode.run === 'plan' ? this.mode.pullRequest : undefined;
    const parts: ReviewParts = { title: 'plan', target: this.target, plan, checks };
    if (pr !== undefined) {
      const view = await driftView({
        base: await this.baseProject(pr),
        plan,
        api: session.api,
        flags: this.planFlags(session),
      });
      parts.plan = view.shown;
      parts.drift = view.drift;
    }
    await this.writeReview(parts);
    if (pr !== undefined && this.inputs.comment) await this.comment(pr.number, (budget, footer) => renderReviewMarkdown({ ...parts, footer }, budget));
    if (plan.problems.length > 0) throw problemsError(plan);
  }

  private async driftCheckStep(plan: Plan, checks: PlanChecks): Promise<void> {
    await this.writeReview({ title: 'drift check', target: this.target, plan, checks });
    if (plan.problems.length > 0) throw problemsError(plan);
    if (plan.lists.length > 0) {
      throw new StylesyncError(
        `The live lists have drifted from the style files: ${summaryLine(plan)}`,
        'The plan is in the job summary. Apply the default branch again (re-run the apply workflow) to undo the drift, or change the style files to match what is live.',
      );
    }
  }

  /** True when apply wrote everything it could (held-back lists aside); throws when it failed. */
  private async applyStep(plan: Plan, checks: PlanChecks, planFile: string | undefined, session: Session): Promise<boolean> {
    if (planFile === undefined) {
      // Problems or failed checks: nothing is sent.
      await this.writeReview({ title: 'apply', target: this.target, plan, checks });
      if (plan.problems.length > 0) throw problemsError(plan);
      return false;
    }
    const applied = await applySavedPlan({ planFile, outDir: this.outDir, cwd: this.cwd, env: this.sessionEnv(session.config), targetArgs: [...this.targetArgs(), ...this.planningArgs()], log: this.log });
    if (applied.recordFile !== undefined) core.setOutput('record-file', applied.recordFile);
    if (applied.idsFile !== undefined) core.setOutput('ids-file', applied.idsFile);
    await this.writeReview({ title: 'apply', target: this.target, plan, checks }, `\n### Writes\n\n${renderRecordsMarkdown(applied.records ?? [])}`);
    if (applied.failure !== undefined) throw new StylesyncError(applied.failure.message, applied.failure.hint);
    // A run whose only fault is a held-back list fails in steps(), naming the list.
    return true;
  }

  /** Annotations on the files: core escapes the command syntax (%, CR, LF, and `:` `,` in properties), terminalText the rest. */
  private annotate(root: string, diagnostics: readonly Diagnostic[]): void {
    for (const d of diagnostics) {
      const message = `${terminalText(d.message)}${d.path === '' ? '' : ` (at ${terminalText(d.path)})`}\nhint: ${terminalText(d.hint)}`;
      const properties: core.AnnotationProperties = { title: `stylesync ${d.code}` };
      if (d.file !== '') {
        properties.file = terminalText(relative(this.workspace, resolve(root, d.file)));
        properties.startLine = d.line;
        properties.startColumn = d.col;
      }
      (d.severity === 'error' ? core.error : core.warning)(this.secrets.redact(message), properties);
    }
  }

  /** The job summary gets the whole review; past GitHub's summary limit, a cut one naming the file with all of it. */
  private async writeReview(parts: ReviewParts, extra = ''): Promise<void> {
    const { text, whole } = summaryMarkdown(parts, { extra, fullPlanFile: join(this.outDir, 'plan.md') });
    await this.writeFile('plan-markdown-file', 'plan.md', whole);
    await this.writeSummary(text);
  }

  private async comment(issue: number, render: (budget: number, footer: string[]) => string): Promise<void> {
    this.commented = true;
    const result = await postPlanComment({ env: this.env, token: this.inputs.githubToken, issue, target: this.target, render, redact: (t) => this.secrets.redact(t) });
    this.log(`Pull request comment ${result.action} (id ${result.id}).`);
  }

  /** The comment says the run failed and why, so it never shows an outdated plan as current. */
  private async commentFailure(issue: number, error: unknown): Promise<void> {
    const text = this.secrets.redact(failureText(error));
    await this.comment(issue, (budget, footer) => renderFailureComment({ heading: this.heading('plan').trimEnd(), text, details: this.failureDetails, budget, footer }));
  }

  private setPlanOutputs(plan: Plan): void {
    const { create, update, delete: deletes, replace } = plan.summary;
    core.setOutput('has-changes', String(plan.lists.length > 0));
    // A replace deletes a list and creates it again: it counts as both.
    core.setOutput('creates', String(create + replace));
    core.setOutput('updates', String(update));
    core.setOutput('deletes', String(deletes + replace));
  }

  private async writeFile(output: string, name: string, text: string): Promise<string> {
    const file = join(this.outDir, name);
    await mkdir(this.outDir, { recursive: true });
    await writeFile(file, this.secrets.redact(text));
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
    if (pinned.size === 3) return;
    const base = await this.baseProject(pr);
    checkPullRequestSettings(
      serviceSettings(config, this.inputs.target),
      base.ok ? { ok: true, settings: serviceSettings(base.config, this.inputs.target), label: base.label } : base,
      pinned,
    );
  }

  /** In a workflow the key comes from the `api-key` input; say that, rather than the CLI's advice about variables. */
  /** The variable the target reads its key from. */
  private keyVariable(config: RepoConfig): string {
    return pickTarget(config, this.inputs.target).api_key_env ?? DEFAULT_KEY_VARIABLE;
  }

  private expectKey(config: RepoConfig): void {
    const variable = this.keyVariable(config);
    if (this.inputs.apiKey || this.env[variable]?.trim()) return;
    throw new StylesyncError(
      `No API key: the \`api-key\` input is empty${this.env.GITHUB_EVENT_NAME?.startsWith('pull_request') ? ' (secrets are not passed to this pull request run)' : ''}, and ${variable} is not set.`,
      'Pass the key from a secret: `with: api-key: ${{ secrets.STYLESYNC_API_KEY }}`.',
    );
  }

  /** The key input reaches the CLI code as the variable the target reads it from. */
  private sessionEnv(config: RepoConfig): Env {
    if (!this.inputs.apiKey) return { ...this.env };
    // The default variable too, which the CLI's output guard redacts whatever the target reads.
    return { ...this.env, [DEFAULT_KEY_VARIABLE]: this.inputs.apiKey, [this.keyVariable(config)]: this.inputs.apiKey };
  }

  private context(env: Env): CommandContext {
    return {
      io: { stdout: this.log, stderr: this.log, env, cwd: this.cwd, isTTY: false, onInterrupt: processInterrupts },
      conclude: () => {},
      addSecret: (value) => this.secrets.add(value),
      debug: () => core.isDebug(),
      settingNames: ACTION_SETTING_NAMES,
    };
  }

  private targetFlags(): TargetFlags {
    const flags: TargetFlags = {};
    if (this.inputs.target !== undefined) flags.target = this.inputs.target;
    if (this.inputs.baseUrl !== undefined) flags.baseUrl = this.inputs.baseUrl;
    if (this.inputs.authScheme !== undefined) flags.authScheme = this.inputs.authScheme;
    return flags;
  }

  private targetArgs(): string[] {
    const flags = this.targetFlags();
    return [
      ...(flags.target === undefined ? [] : ['--target', flags.target]),
      ...(flags.baseUrl === undefined ? [] : ['--base-url', flags.baseUrl]),
      ...(flags.authScheme === undefined ? [] : ['--auth-scheme', flags.authScheme]),
    ];
  }

  /** The saved plan's --prune, --allow-replace and --allow-deletes, which apply checks against the plan. */
  private planningArgs(): string[] {
    return [
      ...(this.inputs.prune ? ['--prune'] : []),
      ...(this.inputs.allowReplace ? ['--allow-replace'] : []),
      ...(this.inputs.allowDeletes === undefined ? [] : ['--allow-deletes', String(this.inputs.allowDeletes)]),
    ];
  }

  private planFlags(session: Session): PlanFlags {
    return {
      prune: this.inputs.prune,
      allowReplace: this.inputs.allowReplace,
      ...(this.inputs.allowDeletes === undefined ? {} : { allowDeletes: this.inputs.allowDeletes }),
      target: session.target.name,
      // Recorded in the saved plan, which `apply plan.json` checks against where it runs.
      appliesTo: appliesTo(session),
    };
  }
}

function problemsError(plan: Plan): StylesyncError {
  const first = plan.problems[0];
  const more = plan.problems.length > 1 ? ` (and ${plan.problems.length - 1} more problems, listed in the job summary)` : '';
  return new StylesyncError(`The plan cannot be applied: ${first?.message ?? 'it has problems'}${more}`, first?.hint ?? 'See the plan in the job summary.');
}

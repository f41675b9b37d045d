import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import * as core from '@actions/core';
import type { WriteRecord } from '../apply/result.ts';
import { appliesTo, planAgainstLive } from '../apply/plan-live.ts';
import type { CommandContext } from '../cli/context.ts';
import type { CliIO } from '../cli/io.ts';
import { describeError, run } from '../cli/main.ts';
import { openSession, pickTarget, type Session, type TargetFlags } from '../cli/target.ts';
import { summary as validationSummary } from '../cli/validate.ts';
import type { RepoConfig, ValidationResult } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { StylesyncError } from '../errors.ts';
import { DEFAULT_KEY_VARIABLE } from '../live/client.ts';
import { redactAll } from '../live/redact.ts';
import { splitDrift } from '../plan/drift.ts';
import { serializePlan } from '../plan/saved.ts';
import type { Plan } from '../plan/types.ts';
import { renderDiagnosticsMarkdown } from '../report/diagnostics-markdown.ts';
import { GITHUB_COMMENT_LIMIT } from '../report/markdown.ts';
import { escapeMarkdown } from '../report/markdown-escape.ts';
import { renderRecordsMarkdown } from '../report/records-markdown.ts';
import { renderReviewMarkdown, type DriftView, type ReviewParts } from '../report/review-markdown.ts';
import { printable } from '../report/style.ts';
import { summaryLine } from '../report/summary-line.ts';
import { renderText } from '../report/text.ts';
import { baseFiles } from './base-files.ts';
import { decide, type Mode } from './decide.ts';
import { readEvent } from './event.ts';
import { gitHubComments } from './github.ts';
import { readInputs, type ActionInputs } from './inputs.ts';
import { forWorkflowLog } from './log-text.ts';
import { parseRecords } from './records.ts';
import { commentMarker, upsertStickyComment } from './sticky-comment.ts';
import { summaryMarkdown } from './summary-limit.ts';

type Env = Record<string, string | undefined>;

/** The secrets of this run (key, token), masked by the runner and redacted by us from everything we write. */
class Secrets {
  private readonly values: Set<string>;
  /** `masked`: values core.setSecret was already called on. */
  constructor(masked: readonly string[]) {
    this.values = new Set(masked.filter((v) => v.length > 0));
  }
  add(value: string): void {
    if (value.length === 0 || this.values.has(value)) return;
    this.values.add(value);
    core.setSecret(value);
  }
  redact(text: string): string {
    return redactAll(text, [...this.values]);
  }
}

/**
 * The Action: validate, plan, comment, apply or check drift, as the event and
 * the `command` input decide (decide.ts). It drives the CLI's own code:
 * loadProject, openSession, planAgainstLive, the Markdown renderer, and
 * `stylesync apply <saved plan>` run in-process.
 */
export async function runAction(env: Env = process.env, masked: readonly string[] = []): Promise<void> {
  const secrets = new Secrets(masked);
  const log = (text: string) => {
    const clean = forWorkflowLog(secrets.redact(text)).replace(/\n$/, '');
    if (clean !== '') core.info(clean);
  };
  // The CLI's own wording (describeError), without its "Error: " lead: the annotation says it is one.
  const fail = async (error: unknown) => {
    const text = secrets.redact(describeError(error, core.isDebug()).replace(/^Error: /, '').replace(/\n {2}(hint|trace id): /g, '\n$1: ').trimEnd());
    core.setFailed(text);
    // The summary is where a reviewer looks first; say there why the step failed.
    if (env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(`\n> [!CAUTION]\n> ${escapeMarkdown(text)}\n`).write();
  };
  try {
    const inputs = readInputs((name) => core.getInput(name));
    secrets.add(inputs.apiKey);
    secrets.add(inputs.githubToken);
    const event = await readEvent(env);
    const mode = decide(event, inputs.command);
    if (mode.run === 'refuse') {
      await fail(new StylesyncError(mode.message, mode.hint));
      return;
    }
    const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
    const run = new ActionRun(inputs, mode, env, workspace, secrets, log);
    await run.start();
  } catch (error) {
    await fail(error);
  }
}

class ActionRun {
  private readonly cwd: string;
  private readonly outDir: string;

  constructor(
    private readonly inputs: ActionInputs,
    private readonly mode: Exclude<Mode, { run: 'refuse' }>,
    private readonly env: Env,
    private readonly workspace: string,
    private readonly secrets: Secrets,
    private readonly log: (text: string) => void,
  ) {
    this.cwd = resolve(workspace, inputs.workingDirectory);
    const slug = (inputs.target ?? 'default').replace(/[^A-Za-z0-9._-]/g, '_');
    this.outDir = join(env.RUNNER_TEMP || tmpdir(), 'stylesync', slug);
  }

  /** Set once the pull-request comment carries this run's outcome. */
  private commented = false;
  /** Markdown explaining a failure beyond its message (the diagnostics), for the comment. */
  private failureDetails = '';

  async start(): Promise<void> {
    try {
      await this.steps();
    } catch (error) {
      // A comment left as it was would show an older plan as if it were current.
      const pr = this.mode.run === 'plan' ? this.mode.pullRequest : undefined;
      if (pr !== undefined && this.inputs.comment && !this.commented) {
        await this.commentFailure(pr.number, error).catch((commentError: unknown) =>
          core.warning(this.secrets.redact(`Could not update the pull-request comment: ${(commentError as Error).message}`)),
        );
      }
      throw error;
    }
  }

  private async steps(): Promise<void> {
    const { config, result } = await loadProject({ cwd: this.cwd, strict: this.inputs.strict, ...(this.inputs.target === undefined ? {} : { target: this.inputs.target }) });
    this.annotate(config, result);
    this.log(validationSummary(result));
    if (result.errors.length > 0) {
      this.failureDetails = renderDiagnosticsMarkdown(result.errors);
      await this.writeSummary(
        `## stylesync ${this.mode.run === 'validate' ? 'validate' : this.mode.run}${this.targetTitle()}\n\n` +
          `**The style files have errors**, so nothing was planned or applied.\n\n${this.failureDetails}`,
      );
      core.setOutput('has-changes', 'false');
      throw new StylesyncError(
        `The style files have ${result.errors.length === 1 ? '1 error' : `${result.errors.length} errors`} (see the annotations); nothing was planned or applied.`,
        'Fix the files at the annotated lines, or run `stylesync validate` locally to see the same messages.',
      );
    }
    if (this.mode.run === 'validate') {
      const note = this.mode.note === undefined ? '' : `> [!NOTE]\n> ${escapeMarkdown(this.mode.note)}\n\n`;
      if (this.mode.note !== undefined) this.log(this.mode.note);
      await this.writeSummary(`## stylesync validate${this.targetTitle()}\n\n${note}${escapeMarkdown(validationSummary(result))}\n`);
      return;
    }

    this.expectKey(config);
    const session = await openSession(this.context(this.sessionEnv(config)), this.targetFlags());
    const { plan } = await planAgainstLive(session.result.lists, session.config, session.api, this.planFlags(session));
    this.log(renderText(plan, { color: false }));
    await mkdir(this.outDir, { recursive: true });
    this.setPlanOutputs(plan);
    const planFile = plan.problems.length === 0 ? await this.writeFile('plan-file', 'plan.json', serializePlan(plan)) : undefined;

    switch (this.mode.run) {
      case 'plan':
        return this.planStep(plan, session);
      case 'drift-check':
        return this.driftCheckStep(plan);
      case 'apply':
        return this.applyStep(plan, planFile, session);
    }
  }

  private async planStep(plan: Plan, session: Session): Promise<void> {
    const pr = this.mode.run === 'plan' ? this.mode.pullRequest : undefined;
    let shown = plan;
    let drift: DriftView | undefined;
    if (pr !== undefined) {
      if (pr.baseSha === undefined) {
        drift = { kind: 'unavailable', reason: 'the event names no base commit.' };
      } else {
        const base = await baseFiles(this.cwd, pr.baseSha, this.outDir);
        if (!base.ok) {
          drift = { kind: 'unavailable', reason: base.reason };
        } else {
          try {
            const { config, result } = await loadProject({ cwd: base.cwd, ...(this.inputs.target === undefined ? {} : { target: this.inputs.target }) });
            if (result.errors.length > 0) {
              drift = { kind: 'unavailable', reason: `the base commit's style files have errors (${validationSummary(result)}).` };
            } else {
              const { plan: basePlan } = await planAgainstLive(result.lists, config, session.api, this.planFlags(session));
              const split = splitDrift(plan, basePlan);
              shown = split.own;
              const where = `${pr.baseRef ?? 'base'}, commit ${pr.baseSha.slice(0, 7)}`;
              drift = { kind: 'checked', drift: split.drift, base: where };
            }
          } finally {
            await base.remove();
          }
        }
      }
    }
    const parts: ReviewParts = { title: 'plan', target: this.inputs.target ?? null, plan: shown, ...(drift === undefined ? {} : { drift }) };
    await this.writeReview(parts);
    if (pr !== undefined && this.inputs.comment) await this.comment(pr.number, parts);
    if (plan.problems.length > 0) throw problemsError(plan);
  }

  private async driftCheckStep(plan: Plan): Promise<void> {
    await this.writeReview({ title: 'drift check', target: this.inputs.target ?? null, plan });
    if (plan.problems.length > 0) throw problemsError(plan);
    if (plan.lists.length > 0) {
      throw new StylesyncError(
        `The live lists have drifted from the style files: ${summaryLine(plan)}`,
        'The plan is in the job summary. Apply the default branch again (re-run the apply workflow) to undo the drift, or change the style files to match what is live.',
      );
    }
  }

  private async applyStep(plan: Plan, planFile: string | undefined, session: Session): Promise<void> {
    if (planFile === undefined) {
      await this.writeReview({ title: 'apply', target: this.inputs.target ?? null, plan });
      throw problemsError(plan);
    }
    const recordFile = join(this.outDir, 'record.json');
    const idsFile = join(this.outDir, 'ids.json');
    const argv = ['apply', planFile, '--record', recordFile, '--ids-out', idsFile, '--backup-dir', join(this.outDir, 'backups'), ...this.targetArgs()];
    let stderr = '';
    const io: CliIO = {
      stdout: (text) => this.log(text),
      stderr: (text) => {
        stderr += text;
        this.log(text);
      },
      env: this.sessionEnv(session.config),
      cwd: this.cwd,
      isTTY: false,
    };
    const code = await run(argv, io);
    const records = await readRecords(recordFile);
    if (records !== undefined) core.setOutput('record-file', recordFile);
    if (await exists(idsFile)) core.setOutput('ids-file', idsFile);

    const writes = `\n### Writes\n\n${renderRecordsMarkdown(records ?? [])}`;
    await this.writeReview({ title: 'apply', target: this.inputs.target ?? null, plan }, writes);
    if (code !== 0) {
      const failed = (records ?? []).filter((r) => r.outcome === 'failed');
      if (failed.length > 0) {
        throw new StylesyncError(
          `${failed.length === 1 ? '1 write' : `${failed.length} writes`} failed, the first on "${failed[0]?.list}": ${failed[0]?.error ?? 'no answer'}`,
          'The job summary lists every write; the other lists were applied. Re-run the workflow to converge once the cause is fixed.',
        );
      }
      const error = lastError(stderr);
      throw new StylesyncError(error.message, error.hint);
    }
  }

  /** Annotations on the files: core escapes the command syntax, printable() the control characters. */
  private annotate(config: RepoConfig, result: ValidationResult): void {
    for (const d of [...result.errors, ...result.warnings]) {
      const message = `${printable(d.message)}${d.path === '' ? '' : ` (at ${printable(d.path)})`}\nhint: ${printable(d.hint)}`;
      const properties: core.AnnotationProperties = { title: `stylesync ${d.code}` };
      if (d.file !== '') {
        properties.file = relative(this.workspace, resolve(config.root, d.file));
        properties.startLine = d.line;
        properties.startColumn = d.col;
      }
      (d.severity === 'error' ? core.error : core.warning)(this.secrets.redact(message), properties);
    }
  }

  /** The job summary gets the whole review; past GitHub's summary limit, a cut one naming the file with all of it. */
  private async writeReview(parts: ReviewParts, extra = ''): Promise<void> {
    const fullPlanFile = join(this.outDir, 'plan.md');
    const { text, whole } = summaryMarkdown(parts, { extra, fullPlanFile });
    await this.writeFile('plan-markdown-file', 'plan.md', whole);
    await this.writeSummary(text);
  }

  private async comment(issue: number, parts: ReviewParts): Promise<void> {
    await this.upsertComment(issue, (budget, footer) => renderReviewMarkdown({ ...parts, footer }, budget));
  }

  /** The comment says the run failed and why, so it never shows an outdated plan as current. */
  private async commentFailure(issue: number, error: unknown): Promise<void> {
    const text = this.secrets.redact(describeError(error, false).replace(/^Error: /, '').trimEnd());
    await this.upsertComment(issue, (budget, footer) => {
      const head = `## stylesync plan${this.targetTitle()}\n\n> [!CAUTION]\n> **No plan:** ${escapeMarkdown(text)}\n\n`;
      const tail = `\n${footer.join('\n')}\n`;
      const room = budget - head.length - tail.length;
      const details = this.failureDetails.length <= room ? this.failureDetails : `${this.failureDetails.slice(0, Math.max(0, room - 40)).replace(/\n[^\n]*$/, '')}\n- …\n`;
      return `${head}${details}${tail}`;
    });
  }

  /** `render(budget, footer)` must stay within `budget` characters; the marker takes the rest of GitHub's limit. */
  private async upsertComment(issue: number, render: (budget: number, footer: string[]) => string): Promise<void> {
    const { GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_SERVER_URL, GITHUB_RUN_ID } = this.env;
    if (!this.inputs.githubToken || !GITHUB_REPOSITORY) {
      throw new StylesyncError('Cannot comment on the pull request: no github-token or GITHUB_REPOSITORY.', 'Leave github-token at its default (${{ github.token }}), or set `comment: false`.');
    }
    const marker = commentMarker(this.inputs.target ?? null);
    const runUrl = GITHUB_SERVER_URL && GITHUB_RUN_ID ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}` : undefined;
    const footer = [runUrl ? `[The whole plan is in the job summary of this run.](${runUrl})` : '_The whole plan is in the job summary of this run._'];
    const body = render(GITHUB_COMMENT_LIMIT - marker.length - 1, footer);
    const api = gitHubComments({ apiUrl: GITHUB_API_URL || 'https://api.github.com', repository: GITHUB_REPOSITORY, token: this.inputs.githubToken });
    this.commented = true;
    const result = await upsertStickyComment(api, issue, marker, this.secrets.redact(body));
    this.log(`Pull request comment ${result.action} (id ${result.id}).`);
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

  private targetTitle(): string {
    return this.inputs.target === undefined ? '' : ` · target ${escapeMarkdown(this.inputs.target)}`;
  }

  /** In a workflow the key comes from the `api-key` input; say that, rather than the CLI's advice about variables. */
  private expectKey(config: RepoConfig): void {
    const variable = pickTarget(config, this.inputs.target).api_key_env ?? DEFAULT_KEY_VARIABLE;
    if (this.inputs.apiKey || this.env[variable]?.trim()) return;
    throw new StylesyncError(
      `No API key: the \`api-key\` input is empty${this.env.GITHUB_EVENT_NAME?.startsWith('pull_request') ? ' (secrets are not passed to this pull request run)' : ''}, and ${variable} is not set.`,
      'Pass the key from a secret: `with: api-key: ${{ secrets.STYLESYNC_API_KEY }}`.',
    );
  }

  /** The key input reaches the CLI code as the variable the target reads it from. */
  private sessionEnv(config: RepoConfig): Env {
    if (!this.inputs.apiKey) return { ...this.env };
    const variable = pickTarget(config, this.inputs.target).api_key_env;
    return { ...this.env, STYLESYNC_API_KEY: this.inputs.apiKey, ...(variable === undefined ? {} : { [variable]: this.inputs.apiKey }) };
  }

  private context(env: Env): CommandContext {
    return {
      io: { stdout: (t) => this.log(t), stderr: (t) => this.log(t), env, cwd: this.cwd, isTTY: false },
      conclude: () => {},
      addSecret: (value) => this.secrets.add(value),
      debug: () => core.isDebug(),
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

  private planFlags(session: Session) {
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

/** The last `Error: … hint: …` the CLI printed, or its last line when it printed none. */
function lastError(stderr: string): { message: string; hint: string } {
  const match = /(?:^|\n)Error: ([^\n]*)\n {2}hint: ([^\n]*)(?![\s\S]*\nError: )/.exec(stderr);
  if (match) return { message: match[1] as string, hint: match[2] as string };
  const lines = stderr.trim().split('\n').filter(Boolean);
  return { message: `stylesync apply failed: ${lines.at(-1) ?? 'see the log above'}`, hint: 'The log above lists what was written and what failed; re-run the workflow to converge.' };
}

async function readRecords(file: string): Promise<WriteRecord[] | undefined> {
  try {
    return parseRecords(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await readFile(file);
    return true;
  } catch {
    return false;
  }
}


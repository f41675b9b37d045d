import { statSync } from 'node:fs';
import { allBlocked, allProblems, planHasChanges } from '../plan/sections.ts';
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { applyPlan, applySavedPlan, DEFAULT_BACKUP_DIR, type ApplyPlanOptions } from '../app/apply.ts';
import { parseCount } from '../app/count.ts';
import type { AppEvent } from '../app/events.ts';
import { planLive, type Planning } from '../app/plan-project.ts';
import { checkPlanningFlags, openSavedSession, readPlanFile } from '../app/saved-plan.ts';
import { openSession } from '../app/session.ts';
import { recordEntry } from '../apply/record-file.ts';
import type { ApplyResult } from '../apply/result.ts';
import { isYamlFileName } from '../config/paths.ts';
import { StylesyncError } from '../errors.ts';
import type { Plan, PlanProblem, SavedPlan } from '../plan/types.ts';
import { renderApplyJson } from '../report/apply-json.ts';
import { renderApplyText } from '../report/apply-text.ts';
import { renderSavedDifference } from '../report/saved-difference.ts';
import { heldBack as heldBackOf, heldBackWords, summaryLine } from '../report/summary-line.ts';
import { renderText } from '../report/text.ts';
import { terminalText } from '../report/user-text.ts';
import { renderValidationJson } from '../report/validation-json.ts';
import type { CommandContext } from './context.ts';
import { addPlanningOptions, planningFlags } from './plan.ts';
import { type CliSession, output, reportDiagnostics, showEvent, type ValidCliSession } from './session.ts';
import { addListOption, subsetChoice } from './subset-flags.ts';
import { withPlanHeap } from './plan-heap.ts';
import { addTargetOptions, sessionOptions, type TargetFlags } from './target-flags.ts';

interface ApplyFlags extends TargetFlags {
  format: 'text' | 'json';
  yes?: boolean;
  concurrency: string;
  record?: string;
  idsOut?: string;
  outputs?: string;
  backupDir?: string;
  prune?: boolean;
  allowReplace?: boolean;
  allowDeletes?: string;
  list?: string[];
}

/** One apply run: its flags, session and how it reports, handed between the steps below. */
interface ApplyRun {
  ctx: CommandContext;
  flags: ApplyFlags;
  session: ValidCliSession;
  json: boolean;
  options: ApplyPlanOptions;
}

export function applyCommand(ctx: CommandContext): Command {
  const command = new Command('apply')
    .description('make the live lists match the style files (or apply a plan saved with `plan --out`)')
    .argument('[plan-or-paths...]', 'a plan file saved by `stylesync plan --out` (refused if anything moved since), or style files and directories to apply only their lists (prune off)');
  addTargetOptions(command);
  addListOption(command);
  addPlanningOptions(command);
  command
    .option('--yes', 'apply without asking (required when there is no terminal)')
    .addOption(
      new Option('--format <format>', 'json: one JSON document on stdout (records, created ids, files written); the plan and progress go to stderr')
        .choices(['text', 'json'])
        .default('text'),
    )
    .option('--concurrency <n>', 'writes sent at the same time, lists\' and glossaries\' together (the writes of one list or glossary are always in order)', '4')
    .option('--record <file>', 'record every write as it is confirmed, one JSON line each (list or glossary, operation, version or entry count, trace id); `stylesync record FILE` prints it as one JSON array')
    .option('--ids-out <file>', 'write the ids of every managed list and glossary as JSON: {"format_version": 2, "lists": {name: style_id}, "glossaries": {name: glossary_id}}')
    .option('--outputs <file>', 'after the run, write the manifest for translation callers as JSON (as `stylesync outputs` prints it: ids, languages, versions, what each target passes; schema/outputs.schema.json)')
    .option('--backup-dir <dir>', `where lists and glossaries are saved before anything of them is deleted (default ${DEFAULT_BACKUP_DIR} in the repository)`)
    // apply plans against the whole account before it writes, as plan does: the same heap growing factor (plan-heap.ts).
    .action((args: string[], flags: ApplyFlags) => withPlanHeap(() => applyAction(ctx, args, flags)));
  return command;
}

async function applyAction(ctx: CommandContext, args: string[], flags: ApplyFlags): Promise<void> {
  const concurrency = parseCount('--concurrency', flags.concurrency, 1) as number;
  const planFile = savedPlanArgument(ctx.io.cwd, args, flags.list);
  const subset = planFile === undefined ? subsetChoice(ctx.io.cwd, args, flags.list, flags.prune) : undefined;
  const planning = { ...planningFlags(flags), readConcurrency: concurrency, ...(subset === undefined ? {} : { subset }) };
  const saved = planFile === undefined ? undefined : await readPlanFile(resolve(ctx.io.cwd, planFile), planFile);
  const json = flags.format === 'json';
  if (json && planFile === undefined && !flags.yes) {
    throw new StylesyncError(
      'apply --format json needs --yes (or a saved plan): a confirmation prompt would mix with the JSON on stdout. Nothing was written.',
      'Review the plan with `stylesync plan`, then run `stylesync apply --yes --format json`, or apply a plan saved with `stylesync plan --out FILE`.',
      { code: 'needs-yes' },
    );
  }
  // Without a saved plan, the live read starts while the files load.
  const options = { ...sessionOptions(ctx, flags), command: 'apply', concurrency, ...(saved === undefined ? { readAhead: { concurrency } } : {}) };
  const opened = { ...output(ctx), ...(saved === undefined ? await openSession(options) : await openSavedSession(options, saved, planFile as string)) };
  if (saved !== undefined) checkPlanningFlags(saved, planning, opened.config, planFile as string);
  // With JSON on stdout, what a person reads goes to stderr.
  if (json && !opened.quiet) opened.out = opened.err;
  const session = reportDiagnostics(opened);
  if (session === undefined) {
    if (json) opened.final(renderValidationJson(opened.result));
    opened.err('The style files have errors; fix them first. Nothing was written.\n');
    ctx.conclude('error');
    return;
  }
  const run: ApplyRun = { ctx, flags, session, json, options: applyOptions(ctx, flags, session, concurrency) };
  const sent = saved === undefined ? await applyFresh(run, planning) : await applySaved(run, saved, planning, planFile as string);
  if (sent !== undefined) concludeApplied(run, sent.plan, sent.result);
}

/**
 * Which of apply's arguments is a saved plan: one argument that is neither a
 * style file (.yaml, .yml) nor a directory. A saved plan carries its own part
 * (a partial plan is applied as partial), so paths and --list go without it.
 */
function savedPlanArgument(cwd: string, args: readonly string[], lists: readonly string[] | undefined): string | undefined {
  const isPlan = (arg: string) => !isYamlFileName(arg) && !isDirectory(resolve(cwd, arg));
  const plans = args.filter(isPlan);
  if (plans.length === 0) return undefined;
  if (args.length > 1 || (lists ?? []).length > 0) {
    throw new StylesyncError(
      `${plans[0] as string} is not a style file (.yaml or .yml) or directory, and a saved plan is applied alone.`,
      'Apply a saved plan alone (`stylesync apply plan.json`; a partial plan stays partial), or give style files, directories and --list NAME to plan and apply a part now.',
      { code: 'invalid-flag' },
    );
  }
  return plans[0];
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The apply options of the flags; `sent` renders the outcome before the ids file is written. */
function applyOptions(ctx: CommandContext, flags: ApplyFlags, session: CliSession, concurrency: number): ApplyPlanOptions {
  const cwd = ctx.io.cwd;
  return {
    concurrency,
    // Paths given on the command line are relative to where stylesync runs; the default is in the repository.
    backupDir: flags.backupDir === undefined ? resolve(session.config.root, DEFAULT_BACKUP_DIR) : resolve(cwd, flags.backupDir),
    ...(flags.record === undefined ? {} : { recordFile: resolve(cwd, flags.record) }),
    ...(flags.idsOut === undefined ? {} : { idsFile: resolve(cwd, flags.idsOut) }),
    ...(flags.outputs === undefined ? {} : { outputsFile: resolve(cwd, flags.outputs) }),
    onEvent: (event: AppEvent) => showEvent(session, event),
    ...(ctx.io.onInterrupt === undefined ? {} : { onInterrupt: ctx.io.onInterrupt }),
  };
}

/** A plan and what sending it did. */
interface Sent {
  plan: Plan;
  result: ApplyResult;
}

/** `apply` without a plan file: plan now, show it, ask, send. Undefined when it ended before sending. */
async function applyFresh(run: ApplyRun, planning: Planning): Promise<Sent | undefined> {
  const { session, ctx } = run;
  const planned = await planLive(session, planning);
  const { plan } = planned;
  session.out(renderText(plan, { color: session.color }));
  const problems = allProblems(plan);
  if (problems.length > 0) return refuse(run, plan, problems, '');
  if (!planHasChanges(plan)) return { plan, result: await applyPlan(session, planned, withReport(run, () => plan)) };
  if (!run.flags.yes && !(await confirmed(ctx, session, plan))) {
    session.err('Apply cancelled. Nothing was written.\n');
    ctx.conclude('error');
    return undefined;
  }
  session.out('\n');
  return { plan, result: await applyPlan(session, planned, withReport(run, () => plan)) };
}

/** `apply plan.json`: sent only if planning again now gives the plan saved. */
async function applySaved(run: ApplyRun, saved: SavedPlan, planning: Planning, shown: string): Promise<Sent | undefined> {
  const { session } = run;
  let current: Plan = saved;
  const applied = await applySavedPlan(session, saved, shown, {
    ...withReport(run, () => current),
    planning,
    onCurrent: (plan) => {
      current = plan;
      session.out(`Applying ${terminalText(shown)} (${summaryLine(plan)})\n`);
    },
  });
  if (applied.status === 'applied') return applied;
  if (applied.code === 'plan-problems') return refuse(run, applied.plan, applied.problems, `${terminalText(shown)} records problems:`);
  if (run.json) emitJson(run, saved, undefined, applied.problems);
  session.err(renderSavedDifference(shown, applied.stale, applied.difference));
  session.err('Nothing was written.\n');
  run.ctx.conclude('error');
  return undefined;
}

/** Options whose `sent` event prints the outcome (and the JSON document), before the ids file is written. */
function withReport(run: ApplyRun, plan: () => Plan): ApplyPlanOptions {
  const { session, json } = run;
  return {
    ...run.options,
    onEvent: (event) => {
      if (event.kind !== 'sent') return run.options.onEvent?.(event);
      if (!planHasChanges(plan())) {
        if (!json) session.final('Nothing to apply.\n');
      } else {
        const report = renderApplyText(event.result, { color: session.color, quiet: session.quiet });
        if (session.quiet && !json) session.final(report);
        else session.out(`\n${report}`);
      }
    },
  };
}

function concludeApplied(run: ApplyRun, plan: Plan, result: ApplyResult): void {
  if (run.json) emitJson(run, plan, result);
  const heldBack = allBlocked(plan);
  if (heldBack.length > 0 && planHasChanges(plan)) {
    // A glossary's held-back problem is marked by `glossary` (plan-live.ts lifts it), so lists and glossaries are counted apart.
    const held = heldBackOf(plan);
    const words = heldBackWords(held.lists.length, held.glossaries.length).replace(/ is$/, ' was').replace(/ are$/, ' were');
    run.session.err(`${words} held back and not written; the plan above says why and what to do.\n`);
  }
  run.ctx.conclude(result.totals.failed > 0 || result.interrupted || heldBack.length > 0 ? 'error' : 'ok');
}

function refuse(run: ApplyRun, plan: Plan, problems: readonly PlanProblem[], title: string): undefined {
  if (run.json) emitJson(run, plan, undefined, problems);
  if (title !== '') run.session.err(renderProblems(title, problems));
  run.session.err('The plan has problems (see above), so apply refuses it. Nothing was written.\n');
  run.ctx.conclude('error');
  return undefined;
}

function emitJson(run: ApplyRun, plan: Plan, result?: ApplyResult, refused?: readonly PlanProblem[]): void {
  const { session, flags } = run;
  const context = { target: session.target.name, base_url: session.target.baseUrl };
  const records = result === undefined ? [] : result.records.map((r) => recordEntry(r, context));
  const outputs = result === undefined ? [] : [flags.record, flags.idsOut, flags.outputs].filter((f): f is string => f !== undefined);
  session.final(renderApplyJson({ plan, records, outputs, ...(result === undefined ? {} : { result }), ...(refused === undefined ? {} : { refused }) }));
}

async function confirmed(ctx: CommandContext, session: CliSession, plan: Plan): Promise<boolean> {
  if (!ctx.io.isTTY || ctx.io.confirm === undefined) {
    throw new StylesyncError(
      'apply needs a confirmation, and there is no terminal to ask on. Nothing was written.',
      'Review the plan above and run `stylesync apply --yes`, or save it with `stylesync plan --out plan.json` and run `stylesync apply plan.json`.',
      { code: 'no-terminal' },
    );
  }
  const where = terminalText(session.target.name === null ? session.target.baseUrl : `target "${session.target.name}" (${session.target.baseUrl})`);
  return ctx.io.confirm(`${summaryLine(plan)} Apply these changes to ${where}?`);
}

function renderProblems(title: string, problems: readonly PlanProblem[]): string {
  const lines = [title];
  for (const problem of problems) lines.push(`  - ${terminalText(problem.message)}`, `    hint: ${terminalText(problem.hint)}`);
  return `${lines.join('\n')}\n`;
}

import { resolve } from 'node:path';
import { allBlocked, allProblems, planHasChanges } from '../plan/sections.ts';
import { Command, Option } from 'commander';
import { parseCount } from '../app/count.ts';
import { type CheckChoice, type Planning, planFlags, planProject } from '../app/plan-project.ts';
import { driftAgainst } from '../app/drift-split.ts';
import { writeOrExplain } from '../app/write-file.ts';
import { type FilesAlone, filesAloneSince } from '../app/files-alone.ts';
import { againstBase } from '../plan/against-base.ts';
import { DEFAULT_MAX_CHECK_CHARACTERS } from '../checks/plan-checks.ts';
import type { PlanChecks } from '../checks/types.ts';
import { stableJson } from '../plan/stable-json.ts';
import type { Plan } from '../plan/types.ts';
import { renderChecksText } from '../report/checks-text.ts';
import { renderDiagnosticsMarkdown } from '../report/diagnostics-markdown.ts';
import { renderJson } from '../report/json.ts';
import { guideLinks, type GuideLinks } from '../report/guide-links.ts';
import { GITHUB_COMMENT_LIMIT, renderMarkdown } from '../report/markdown.ts';
import { termNotesMarkdown } from '../report/term-notes-markdown.ts';
import { summaryLine } from '../report/summary-line.ts';
import { ERROR_PREFIX } from '../report/describe-error.ts';
import { renderText, type TextOptions } from '../report/text.ts';
import { renderValidationJson } from '../report/validation-json.ts';
import { markdownText, terminalText } from '../report/user-text.ts';
import { deeplSyncNote, type DeeplSyncShown } from '../report/deepl-sync-text.ts';
import { deeplSyncStatus } from '../app/deepl-sync.ts';
import type { CommandContext } from './context.ts';
import { projectChoice } from './project-flags.ts';
import { type CliSession, openCliSession, reportDiagnostics, showEvent, type ValidCliSession } from './session.ts';
import { diagnosticsOf } from '../config/validation-result.ts';
import { addListOption, subsetChoice } from './subset-flags.ts';
import { addTargetOptions, type TargetFlags } from './target-flags.ts';
import { withPlanHeap } from './plan-heap.ts';

interface PlanFlags extends TargetFlags {
  format: 'text' | 'markdown' | 'json';
  out?: string;
  detailedExitcode?: boolean;
  prune?: boolean;
  allowReplace?: boolean;
  allowDeletes?: string;
  checkTranslations?: boolean;
  maxCheckCharacters: string;
  failOnCheck: boolean;
  refreshLanguages?: boolean;
  concurrency: string;
  list?: string[];
  since?: string;
}

/** Shared by plan and apply: the flags that shape what a plan may do. */
export function addPlanningOptions(command: Command): Command {
  return command
    .option('--prune', 'delete live lists no style file manages (except names matching `ignore`)')
    .option('--allow-replace', 'accept language changes, which delete a list and create it again under a new style_id')
    .option('--allow-deletes <n>', 'accept up to N list deletes beyond the thresholds in stylesync.yaml');
}

/** The plan-time check flags (the Action's `check-translations` input reaches planChecks directly). */
function addCheckOptions(command: Command): Command {
  return command
    .option('--check-translations', "translate the style files' examples with each list before and after the change (billed)")
    .option('--max-check-characters <n>', 'refuse translate checks that would bill more characters than this', String(DEFAULT_MAX_CHECK_CHARACTERS))
    .option('--no-fail-on-check', 'report unmet example expectations without failing the plan')
    .option('--refresh-languages', 'read the supported languages from the service even when the 24-hour cache is fresh')
    .option('--concurrency <n>', 'requests in flight at once: list page reads, translate checks', '4');
}

export function planCommand(ctx: CommandContext): Command {
  const command = new Command('plan')
    .description('show what apply would change on the service (reads only, unless --check-translations)')
    .argument('[paths...]', 'plan only the lists of these style files or directories (in the styles directory); prune is off');
  addTargetOptions(command);
  addListOption(command);
  addPlanningOptions(command);
  addCheckOptions(command);
  command
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'markdown', 'json']).default('text'))
    .option('--out <file>', 'save the plan for `stylesync apply <file>`')
    .option('--detailed-exitcode', 'exit 2 when there are changes, 0 when there are none, 1 on errors')
    .option('--since <ref>', 'also show what the glossary files alone changed since this git commit, branch or tag (forbidden variants, definitions, notes: nothing is sent)')
    // V8 lets the heap grow less while this plan runs (plan-heap.ts): a large account's peak is set by that factor.
    .action((paths: string[], flags: PlanFlags) => withPlanHeap(() => planAction(ctx, paths, flags)));
  return command;
}

async function planAction(ctx: CommandContext, paths: string[], flags: PlanFlags): Promise<void> {
  const subset = subsetChoice(ctx.io.cwd, paths, flags.list, flags.prune);
  const planning = { ...planningFlags(flags), ...(subset === undefined ? {} : { subset }) };
  const checkChoice = checkFlags(flags);
  // The files at --since are read while the files now load and the live read starts; awaited once those are valid.
  const since = flags.since === undefined ? undefined : filesAloneSince({ cwd: ctx.io.cwd, ...projectChoice(flags) }, flags.since);
  since?.catch(() => {});
  // The live read starts while the files load; not with translate checks, whose budget is refused before any request.
  const opened = await openCliSession(ctx, flags, {
    concurrency: checkChoice.concurrency,
    command: checkChoice.checkTranslations ? 'plan --check-translations' : 'plan',
    ...(checkChoice.checkTranslations ? { preview: {} } : { readAhead: { concurrency: checkChoice.concurrency } }),
  });
  const session = reportDiagnostics(opened);
  if (session === undefined) {
    reportInvalid(opened, flags.format);
    ctx.conclude('error');
    return;
  }
  const filesAlone = since === undefined ? undefined : (await since)(session.result);
  const planned = await planProject(session, {
    planning,
    checks: checkChoice,
    env: ctx.io.env,
    onEvent: (event) => showEvent(session, event),
    ...(ctx.io.onInterrupt === undefined ? {} : { onInterrupt: ctx.io.onInterrupt }),
  });
  const { checks, failure } = planned;
  // With --since: adoptions and protections lifted with a delete (plan/against-base.ts); the saved plan stays the plain one, since apply plans again without a base.
  const plan = filesAlone === undefined ? planned.plan : againstBase(planned.plan, session, filesAlone.before, filesAlone.since);
  // DeepL's CLI sync file against the service as this plan read it: a note, never a failure.
  const deeplSync = await deeplSyncStatus(session, planned.live, planned.glossaries);
  // --since in text: the changes since REF apart from drift, item by item (a partial plan is not split: REF's files are whole).
  const split = filesAlone === undefined || flags.format !== 'text' || session.quiet || subset !== undefined ? undefined : await driftAgainst(filesAlone.before, plan, session.api, planFlags(session, planning));
  const failed = allProblems(plan).length > 0 || failure !== undefined;
  if (flags.format === 'text' && session.quiet) {
    // The plan is not shown, but what stops it is an error and still is.
    session.err(problemLines(plan));
    if (failure !== undefined) session.err(renderChecksText(checks, { color: session.color }));
    session.final(`${summaryLine(plan)}\n`);
  } else {
    const shown = { plan, checks, ...(deeplSync === undefined ? {} : { deeplSync }), ...(filesAlone === undefined ? {} : { filesAlone }), ...(split === undefined || filesAlone === undefined ? {} : { split: { since: filesAlone.since, ...split } }) };
    session.final(render(shown, flags.format, session.color, flags.format === 'markdown' ? linksOf(session) : undefined));
  }
  if (flags.out !== undefined) await savePlan(ctx, session, flags, planned);
  // A held-back list is an error to fix, though the rest of the plan can be applied (and saved).
  if (failed || allBlocked(plan).length > 0) ctx.conclude('error');
  else if (planHasChanges(plan)) ctx.conclude('changes', { detailedExitcode: Boolean(flags.detailedExitcode) });
  else ctx.conclude('ok');
}

/** --prune, --allow-replace, --allow-deletes, shared with apply. */
export function planningFlags(flags: { prune?: boolean; allowReplace?: boolean; allowDeletes?: string }): Planning {
  const allowDeletes = parseCount('--allow-deletes', flags.allowDeletes, 0);
  return { prune: Boolean(flags.prune), allowReplace: Boolean(flags.allowReplace), ...(allowDeletes === undefined ? {} : { allowDeletes }) };
}

function checkFlags(flags: PlanFlags): CheckChoice {
  return {
    checkTranslations: Boolean(flags.checkTranslations),
    maxCheckCharacters: parseCount('--max-check-characters', flags.maxCheckCharacters, 0) as number,
    failOnCheck: flags.failOnCheck,
    refreshLanguages: Boolean(flags.refreshLanguages),
    concurrency: parseCount('--concurrency', flags.concurrency, 1) as number,
  };
}

/** A tool reading stdout (or posting it as a comment) gets the diagnostics, not an empty document. */
function reportInvalid(session: CliSession, format: PlanFlags['format']): void {
  if (format === 'json') session.final(renderValidationJson(session.result));
  if (format === 'markdown') {
    const shown = diagnosticsOf(session.result);
    session.final(`### The style files have errors; no plan was made\n\n${renderDiagnosticsMarkdown(shown)}`);
  }
  session.err('The style files have errors; fix them, then run plan again.\n');
}

/** --out: the plan saved for `apply`, unless it has problems or failed checks. */
async function savePlan(ctx: CommandContext, session: ValidCliSession, flags: PlanFlags, planned: { plan: Plan; failure?: 'language' | 'translate' }): Promise<void> {
  const { plan, failure } = planned;
  const out = flags.out as string;
  // Notes go to stderr when stdout is a machine format; --quiet drops them.
  const note = flags.format === 'text' || session.quiet ? session.out : session.err;
  if (allProblems(plan).length > 0 || failure !== undefined) {
    const why = allProblems(plan).length > 0 ? 'it has problems that apply would refuse' : failure === 'language' ? 'the language checks found errors' : 'a translate check failed';
    // Under --quiet still said: the file the user asked for does not exist.
    (session.quiet ? session.err : note)(`Plan not saved to ${terminalText(out)}: ${why}.\n`);
    return;
  }
  // A plan holding the key (a live list's name, label or prompt) is not saved: the error says why.
  await writeOrExplain(resolve(ctx.io.cwd, out), stableJson(plan), '--out', ctx.secrets());
  note(`Saved the plan to ${terminalText(out)}. Apply exactly this plan with: ${terminalText(applyCommandLine(flags))}\n`);
}

/**
 * The command that applies the saved file. The plan records its target and
 * styles directory; flags that say where to connect (and which config) are
 * repeated, since apply does not take the address from the file, and so are
 * the flags that allow deletes and replaces, which apply checks against the plan.
 */
function applyCommandLine(flags: PlanFlags): string {
  const words = ['stylesync', 'apply', flags.out as string];
  if (flags.config !== undefined) words.push('--config', flags.config);
  if (flags.baseUrl !== undefined) words.push('--base-url', flags.baseUrl);
  if (flags.authScheme !== undefined) words.push('--auth-scheme', flags.authScheme);
  if (flags.prune) words.push('--prune');
  if (flags.allowReplace) words.push('--allow-replace');
  if (flags.allowDeletes !== undefined) words.push('--allow-deletes', flags.allowDeletes);
  return words.map(shellWord).join(' ');
}

function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Under --quiet: what stops the plan or holds a list back, as errors. */
function problemLines(plan: Plan): string {
  return [...allProblems(plan), ...allBlocked(plan)].map((p) => `${ERROR_PREFIX}${terminalText(p.message)}\n  hint: ${terminalText(p.hint)}\n`).join('');
}

/** With `guide_url` in stylesync.yaml, the Markdown plan links what it changes to the published guide. */
function linksOf(session: ValidCliSession): GuideLinks | undefined {
  const url = session.config.guide_url;
  return url === undefined ? undefined : guideLinks(url, session.result.lists, session.result.glossaries);
}

/** What plan shows: the plan, its checks, and with --since the changes to the glossary files alone. */
interface Shown {
  plan: Plan;
  checks: PlanChecks;
  filesAlone?: FilesAlone;
  /** With --since, in text: the plan's own changes since the ref apart from drift. */
  split?: NonNullable<TextOptions['split']>;
  /** With a .deepl-sync.yaml: whether DeepL's CLI is in step with the service (app/deepl-sync.ts). */
  deeplSync?: DeeplSyncShown;
}

function render(shown: Shown, format: PlanFlags['format'], color: boolean, links?: GuideLinks): string {
  const note = deeplSyncNote(shown.deeplSync);
  if (format === 'json') return renderJson(shown.plan, shown.checks, shown.filesAlone?.terms, shown.deeplSync);
  const body = renderPlan(shown, format, color, links);
  if (note === undefined) return body;
  return format === 'markdown' ? `${body}\n> **Note:** ${markdownText(note)}\n` : `${body}\nnote: ${terminalText(note)}\n`;
}

function renderPlan({ plan, checks, filesAlone, split }: Shown, format: 'text' | 'markdown', color: boolean, links?: GuideLinks): string {
  switch (format) {
    case 'markdown': {
      // The Action's block, after the plan; a quarter of the comment at most, as the Action gives it.
      const block = termNotesMarkdown(filesAlone?.terms ?? [], Math.floor(GITHUB_COMMENT_LIMIT / 4), links);
      const notes = block === '' ? '' : `\n${block}`;
      return renderMarkdown(plan, { checks, maxChars: GITHUB_COMMENT_LIMIT - notes.length, ...(links === undefined ? {} : { links }) }) + notes;
    }
    case 'text':
      return renderText(plan, { color, appendix: renderChecksText(checks, { color }), ...(filesAlone === undefined ? {} : { filesAlone }), ...(split === undefined ? {} : { split }) });
  }
}

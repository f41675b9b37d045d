import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { applyPlan } from '../apply/apply-plan.ts';
import { createBackupWriter } from '../apply/backup.ts';
import { managedIds } from '../apply/managed-ids.ts';
import { appliesTo, planAgainstLive, repoPath } from '../apply/plan-live.ts';
import { openRecordFile, recordEntry, type RecordFile } from '../apply/record-file.ts';
import type { ApplyResult, WriteRecord } from '../apply/result.ts';
import type { LiveList } from '../catalog/types.ts';
import { StylesyncError } from '../errors.ts';
import { desiredChecksum } from '../plan/checksum.ts';
import { parseSavedPlan, staleness } from '../plan/saved.ts';
import { isEmptyDifference, savedDifference } from '../plan/saved-difference.ts';
import type { Plan, PlanProblem, SavedPlan } from '../plan/types.ts';
import { renderApplyJson } from '../report/apply-json.ts';
import { renderApplyText } from '../report/apply-text.ts';
import { renderSavedDifference } from '../report/saved-difference.ts';
import { summaryLine } from '../report/summary-line.ts';
import { renderText } from '../report/text.ts';
import { terminalText } from '../report/user-text.ts';
import { renderValidationJson } from '../report/validation-json.ts';
import type { CommandContext } from './context.ts';
import { interruptible } from './interrupt.ts';
import { addPlanningOptions } from './plan.ts';
import { addTargetOptions, openSession, parseCount, reportDiagnostics, type Session, type TargetFlags, writeOrExplain } from './target.ts';

interface ApplyFlags extends TargetFlags {
  format: 'text' | 'json';
  yes?: boolean;
  concurrency: string;
  record?: string;
  idsOut?: string;
  backupDir?: string;
  prune?: boolean;
  allowReplace?: boolean;
  allowDeletes?: string;
}

export const DEFAULT_BACKUP_DIR = '.stylesync/backups';

export function applyCommand(ctx: CommandContext): Command {
  const command = new Command('apply')
    .description('make the live lists match the style files (or apply a plan saved with `plan --out`)')
    .argument('[plan]', 'a plan file saved by `stylesync plan --out`; refused if anything moved since');
  addTargetOptions(command);
  addPlanningOptions(command);
  command
    .option('--yes', 'apply without asking (required when there is no terminal)')
    .addOption(
      new Option('--format <format>', 'json: one JSON document on stdout (records, created ids, files written); the plan and progress go to stderr')
        .choices(['text', 'json'])
        .default('text'),
    )
    .option('--concurrency <n>', 'lists written at the same time (writes within a list are always in order)', '4')
    .option('--record <file>', 'record every write as it is confirmed, one JSON line each (list, operation, version, trace id); `stylesync record FILE` prints it as one JSON array')
    .option('--ids-out <file>', 'write a JSON map of list name → style_id for every managed list')
    .option('--backup-dir <dir>', `where lists are saved before they (or their instructions) are deleted (default ${DEFAULT_BACKUP_DIR} in the repository)`)
    .action(async (planFile: string | undefined, flags: ApplyFlags) => {
      const concurrency = parseCount('--concurrency', flags.concurrency, 1) as number;
      const allowDeletes = parseCount('--allow-deletes', flags.allowDeletes, 0);
      const saved = planFile === undefined ? undefined : await readPlanFile(resolve(ctx.io.cwd, planFile), planFile);

      const json = flags.format === 'json';
      if (json && planFile === undefined && !flags.yes) {
        throw new StylesyncError(
          'apply --format json needs --yes (or a saved plan): a confirmation prompt would mix with the JSON on stdout. Nothing was written.',
          'Review the plan with `stylesync plan`, then run `stylesync apply --yes --format json`, or apply a plan saved with `stylesync plan --out FILE`.',
        );
      }
      const session = saved === undefined ? await openSession(ctx, flags) : await openSavedSession(ctx, flags, saved, planFile as string);
      if (saved !== undefined) checkPlanningFlags(saved, flags, allowDeletes, session, planFile as string);
      // With JSON on stdout, what a person reads goes to stderr.
      if (json && !session.quiet) session.out = session.err;
      const emitJson = (plan: Plan, result?: ApplyResult, refused?: readonly PlanProblem[]) => {
        const context = { target: session.target.name, base_url: session.target.baseUrl };
        const records = result === undefined ? [] : result.records.map((r) => recordEntry(r, context));
        const outputs = result === undefined ? [] : [flags.record, flags.idsOut].filter((f): f is string => f !== undefined);
        session.final(renderApplyJson({ plan, records, outputs, ...(result === undefined ? {} : { result }), ...(refused === undefined ? {} : { refused }) }));
      };
      if (!reportDiagnostics(session)) {
        if (json) session.final(renderValidationJson(session.result));
        session.err('The style files have errors; fix them first. Nothing was written.\n');
        ctx.conclude('error');
        return;
      }

      let plan: Plan;
      let live: LiveList[];
      if (saved !== undefined) {
        // Plan again from the files and the service as they are now, and send that plan, only if it is the one saved.
        const { planned_with: how } = saved;
        ({ plan, live } = await planAgainstLive(session.result.lists, session.config, session.api, {
          prune: how.prune,
          allowReplace: how.allow_replace,
          ...(how.allow_deletes === null ? {} : { allowDeletes: how.allow_deletes }),
          target: session.target.name,
          appliesTo: appliesTo(session),
        }));
        const stale = staleness(saved, live, desiredChecksum(session.result.lists));
        const difference = savedDifference(saved, plan);
        if (stale.length > 0 || !isEmptyDifference(difference)) {
          if (json) emitJson(saved, undefined, stale.length > 0 ? stale : [{ code: 'saved-plan-differs', message: `${planFile as string} is not what applying would do now.`, hint: 'Run `stylesync plan --out FILE` again and apply the new file.' }]);
          session.err(renderSavedDifference(planFile as string, stale, difference));
          session.err('Nothing was written.\n');
          ctx.conclude('error');
          return;
        }
        session.out(`Applying ${terminalText(planFile as string)} (${summaryLine(plan)})\n`);
      } else {
        ({ plan, live } = await planAgainstLive(session.result.lists, session.config, session.api, {
          prune: flags.prune,
          allowReplace: flags.allowReplace,
          allowDeletes,
          target: session.target.name,
          appliesTo: appliesTo(session),
        }));
        session.out(renderText(plan, { color: session.color }));
      }

      if (plan.problems.length > 0) {
        if (json) emitJson(plan, undefined, plan.problems);
        if (saved !== undefined) session.err(renderProblems(`${terminalText(planFile as string)} records problems:`, plan.problems));
        session.err('The plan has problems (see above), so apply refuses it. Nothing was written.\n');
        ctx.conclude('error');
        return;
      }
      const heldBack = plan.blocked ?? [];
      if (plan.lists.length === 0) {
        if (!json) session.final('Nothing to apply.\n');
        openRecord(ctx.io.cwd, flags, session)?.close();
        await writeIds(ctx.io.cwd, flags, session, live, emptyResult());
        if (json) emitJson(plan, emptyResult());
        ctx.conclude(heldBack.length > 0 ? 'error' : 'ok');
        return;
      }
      if (saved === undefined && !flags.yes && !(await confirmed(ctx, session, plan))) {
        session.err('Apply cancelled. Nothing was written.\n');
        ctx.conclude('error');
        return;
      }

      if (saved === undefined) session.out('\n');
      const now = () => new Date().toISOString();
      const backupDir = flags.backupDir === undefined ? resolve(session.config.root, DEFAULT_BACKUP_DIR) : resolve(ctx.io.cwd, flags.backupDir);
      const record = openRecord(ctx.io.cwd, flags, session);
      let result: ApplyResult;
      try {
        const options = {
          concurrency,
          now,
          ...(record === undefined ? {} : { onRecord: (entry: WriteRecord) => record.append(entry) }),
          onProgress: (line: string) => session.out(`${line}\n`),
          backup: createBackupWriter({ dir: backupDir, root: session.config.root, now }),
          snapshot: byId(live),
        };
        const stopping = 'no further write will be sent; the writes in flight finish and are recorded';
        result = await interruptible(ctx, stopping, (stopped) => applyPlan(plan, session.api, { ...options, stopped }));
      } finally {
        record?.close();
      }
      const report = renderApplyText(result, { color: session.color, quiet: session.quiet });
      if (session.quiet && !json) session.final(report);
      else session.out(`\n${report}`);
      await writeIds(ctx.io.cwd, flags, session, live, result);
      if (json) emitJson(plan, result);
      if (heldBack.length > 0) {
        const lists = heldBack.length === 1 ? '1 list was' : `${heldBack.length} lists were`;
        session.err(`${lists} held back and not written; the plan above says why and what to do.\n`);
      }
      ctx.conclude(result.totals.failed > 0 || result.interrupted || heldBack.length > 0 ? 'error' : 'ok');
    });
  return command;
}

/**
 * What a plan may delete and replace is given again by whoever applies it,
 * and must be what the plan was made with. The file records it too, but a
 * file can be edited: a plan turned into a pruning one, with deletes copied
 * exactly from the service, would otherwise be a plan a fresh `plan --prune`
 * agrees with. plan prints the apply command with these flags.
 */
function checkPlanningFlags(saved: SavedPlan, flags: ApplyFlags, allowDeletes: number | undefined, session: Session, shown: string): void {
  const now = { prune: Boolean(flags.prune) || session.config.prune, allow_replace: Boolean(flags.allowReplace), allow_deletes: allowDeletes ?? null };
  const then = saved.planned_with;
  if (now.prune === then.prune && now.allow_replace === then.allow_replace && now.allow_deletes === then.allow_deletes) return;
  const describe = (p: typeof now) =>
    [p.prune && '--prune', p.allow_replace && '--allow-replace', p.allow_deletes !== null && `--allow-deletes ${p.allow_deletes}`].filter(Boolean).join(' ') ||
    'none of --prune, --allow-replace, --allow-deletes';
  throw new StylesyncError(
    `${shown} was made with ${describe(then)}, but this apply was given ${describe(now)}. Nothing was written.`,
    `Apply it with the command plan printed (the same --prune, --allow-replace and --allow-deletes it was made with): whoever applies a plan confirms what it may delete and replace. If you did not make it that way, it was edited: make a new plan.`,
  );
}

async function readPlanFile(path: string, shown: string): Promise<SavedPlan> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new StylesyncError(`Cannot read the plan file ${shown}: ${(error as Error).message}`, 'Give the path written by `stylesync plan --out FILE`.', {
      cause: error,
    });
  }
  return parseSavedPlan(text, shown);
}

/**
 * The session a saved plan was made in: its target and styles directory come
 * from the plan, so `stylesync apply plan.json` alone is enough. The base URL
 * is not taken from the file (an edited plan must not be able to send the key
 * elsewhere): it is resolved as usual and must be the recorded one.
 */
async function openSavedSession(ctx: CommandContext, flags: ApplyFlags, saved: SavedPlan, shown: string): Promise<Session> {
  const where = saved.applies_to;
  const describe = (name: string | null) => (name === null ? 'no --target' : `--target ${name}`);
  if (flags.target !== undefined && flags.target !== where.target) {
    throw new StylesyncError(
      `${shown} was made with ${describe(where.target)}, but this apply was given ${describe(flags.target)}. Nothing was written.`,
      `Leave out --target: the plan applies to the target it was made for. To change ${flags.target}, make a new plan with --target ${flags.target}.`,
    );
  }
  const withTarget: ApplyFlags = { ...flags, ...(where.target === null ? {} : { target: where.target }) };
  let session = await openSession(ctx, withTarget);
  const stylesDir = repoPath(session.config.root, session.config.styles_dir);
  if (stylesDir !== where.styles_dir) {
    if (flags.dir !== undefined) {
      throw new StylesyncError(
        `${shown} was made from the style files in ${where.styles_dir}, but this apply was given --dir ${flags.dir}. Nothing was written.`,
        'Leave out --dir: the plan reads the styles directory it was made from. To apply other files, make a new plan from them.',
      );
    }
    session = await openSession(ctx, { ...withTarget, dir: resolve(session.config.root, where.styles_dir) });
  }
  if (session.target.baseUrl !== where.base_url) {
    throw new StylesyncError(
      `${shown} was made against ${where.base_url}, but this apply would send to ${session.target.baseUrl}. Nothing was written.`,
      `Run it where it was made (the same --base-url, STYLESYNC_BASE_URL or base_url in stylesync.yaml), e.g. \`stylesync apply ${shown} --base-url ${where.base_url}\` if that is the service you mean, or make a new plan against ${session.target.baseUrl}.`,
    );
  }
  return session;
}

async function confirmed(ctx: CommandContext, session: Session, plan: Plan): Promise<boolean> {
  if (!ctx.io.isTTY || ctx.io.confirm === undefined) {
    throw new StylesyncError(
      'apply needs a confirmation, and there is no terminal to ask on. Nothing was written.',
      'Review the plan above and run `stylesync apply --yes`, or save it with `stylesync plan --out plan.json` and run `stylesync apply plan.json`.',
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

function byId(lists: readonly LiveList[]): (styleId: string) => LiveList | undefined {
  const map = new Map(lists.map((l) => [l.style_id, l]));
  return (styleId) => map.get(styleId);
}

function emptyResult(): ApplyResult {
  return { lists: [], records: [], totals: { applied: 0, failed: 0, skipped: 0 } };
}

/** `--record`, relative to where stylesync runs (like every path given on the command line); opened before the first write. */
function openRecord(cwd: string, flags: ApplyFlags, session: Session): RecordFile | undefined {
  if (flags.record === undefined) return undefined;
  return openRecordFile(resolve(cwd, flags.record), { target: session.target.name, base_url: session.target.baseUrl });
}

/** `--ids-out`, relative to where stylesync runs, written once the run is over. */
async function writeIds(cwd: string, flags: ApplyFlags, session: Session, live: readonly LiveList[], result: ApplyResult): Promise<void> {
  if (flags.idsOut !== undefined) {
    const ids = managedIds(session.result.lists, live, result.lists);
    await writeOrExplain(resolve(cwd, flags.idsOut), `${JSON.stringify(ids, null, 2)}\n`, '--ids-out');
  }
}

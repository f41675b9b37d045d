import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { applyPlan } from '../apply/apply-plan.ts';
import { createBackupWriter } from '../apply/backup.ts';
import { managedIds } from '../apply/managed-ids.ts';
import { planAgainstLive } from '../apply/plan-live.ts';
import { recordEntries } from '../apply/record-file.ts';
import type { ApplyResult } from '../apply/result.ts';
import type { LiveList } from '../catalog/types.ts';
import { StylesyncError } from '../errors.ts';
import { desiredChecksum } from '../plan/checksum.ts';
import { parseSavedPlan, staleness } from '../plan/saved.ts';
import type { Plan, PlanProblem } from '../plan/types.ts';
import { renderApplyText } from '../report/apply-text.ts';
import { summaryLine } from '../report/summary-line.ts';
import { renderText } from '../report/text.ts';
import { terminalText } from '../report/user-text.ts';
import type { CommandContext } from './context.ts';
import { addPlanningOptions } from './plan.ts';
import { addTargetOptions, openSession, parseCount, reportDiagnostics, type Session, type TargetFlags, writeOrExplain } from './target.ts';

interface ApplyFlags extends TargetFlags {
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
    .option('--concurrency <n>', 'lists written at the same time (writes within a list are always in order)', '4')
    .option('--record <file>', 'write a JSON record of every write (list, operation, version, trace id)')
    .option('--ids-out <file>', 'write a JSON map of list name → style_id for every managed list')
    .option('--backup-dir <dir>', `where lists are saved before they (or their instructions) are deleted (default ${DEFAULT_BACKUP_DIR} in the repository)`)
    .action(async (planFile: string | undefined, flags: ApplyFlags) => {
      const concurrency = parseCount('--concurrency', flags.concurrency, 1) as number;
      const allowDeletes = parseCount('--allow-deletes', flags.allowDeletes, 0);
      if (planFile !== undefined) refusePlanningFlags(flags);
      const saved = planFile === undefined ? undefined : await readPlanFile(resolve(ctx.io.cwd, planFile), planFile);

      const session = await openSession(ctx, flags);
      if (!reportDiagnostics(session)) {
        session.err('The style files have errors; fix them first. Nothing was written.\n');
        ctx.conclude('error');
        return;
      }

      let plan: Plan;
      let live: LiveList[];
      if (saved !== undefined) {
        checkSavedTarget(saved, session, planFile as string);
        ({ lists: live } = await session.api.listAll());
        const stale = staleness(saved, live, desiredChecksum(session.result.lists));
        if (stale.length > 0) {
          session.err(renderProblems(`${terminalText(planFile as string)} can no longer be applied as saved:`, stale));
          session.err('Nothing was written.\n');
          ctx.conclude('error');
          return;
        }
        plan = saved;
        session.out(`Applying ${terminalText(planFile as string)} (${summaryLine(plan)})\n`);
      } else {
        ({ plan, live } = await planAgainstLive(session.result.lists, session.config, session.api, {
          prune: flags.prune,
          allowReplace: flags.allowReplace,
          allowDeletes,
          target: session.target.name,
        }));
        session.out(renderText(plan, { color: session.color }));
      }

      if (plan.problems.length > 0) {
        if (saved !== undefined) session.err(renderProblems(`${terminalText(planFile as string)} records problems:`, plan.problems));
        session.err('The plan has problems (see above), so apply refuses it. Nothing was written.\n');
        ctx.conclude('error');
        return;
      }
      const heldBack = plan.blocked ?? [];
      if (plan.lists.length === 0) {
        session.out('Nothing to apply.\n');
        await writeOutputs(ctx.io.cwd, flags, session, live, emptyResult());
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
      const result = await applyPlan(plan, session.api, {
        concurrency,
        now,
        onProgress: (line) => session.out(`${line}\n`),
        backup: createBackupWriter({ dir: backupDir, root: session.config.root, now }),
        snapshot: byId(live),
      });
      session.out(`\n${renderApplyText(result, { color: session.color })}`);
      await writeOutputs(ctx.io.cwd, flags, session, live, result);
      if (heldBack.length > 0) {
        const lists = heldBack.length === 1 ? '1 list was' : `${heldBack.length} lists were`;
        session.err(`${lists} held back and not written; the plan above says why and what to do.\n`);
      }
      ctx.conclude(result.totals.failed > 0 || heldBack.length > 0 ? 'error' : 'ok');
    });
  return command;
}

/** With a saved plan these were decided when it was made; accepting them here would suggest otherwise. */
function refusePlanningFlags(flags: ApplyFlags): void {
  const given = [flags.prune && '--prune', flags.allowReplace && '--allow-replace', flags.allowDeletes !== undefined && '--allow-deletes'].filter(Boolean);
  if (given.length > 0) {
    throw new StylesyncError(
      `${given.join(', ')} cannot be combined with a saved plan: the plan already decided what it deletes and replaces.`,
      'Pass these flags to `stylesync plan --out FILE` and apply the new file.',
    );
  }
}

async function readPlanFile(path: string, shown: string): Promise<Plan> {
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

function checkSavedTarget(saved: Plan, session: Session, shown: string): void {
  const planned = saved.target ?? null;
  if (planned !== session.target.name) {
    const describe = (name: string | null) => (name === null ? 'no --target' : `--target ${name}`);
    throw new StylesyncError(
      `${shown} was made with ${describe(planned)}, but this apply runs with ${describe(session.target.name)}.`,
      `Apply the plan with the same ${describe(planned)} it was made with, or make a new plan for this target.`,
    );
  }
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

/** `--record` and `--ids-out`, relative to where stylesync runs (like every path given on the command line). */
async function writeOutputs(cwd: string, flags: ApplyFlags, session: Session, live: readonly LiveList[], result: ApplyResult): Promise<void> {
  if (flags.record !== undefined) {
    const entries = recordEntries(result.records, { target: session.target.name, base_url: session.target.baseUrl });
    await writeOrExplain(resolve(cwd, flags.record), `${JSON.stringify(entries, null, 2)}\n`, '--record');
  }
  if (flags.idsOut !== undefined) {
    const ids = managedIds(session.result.lists, live, result.lists);
    await writeOrExplain(resolve(cwd, flags.idsOut), `${JSON.stringify(ids, null, 2)}\n`, '--ids-out');
  }
}

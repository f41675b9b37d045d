import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { appliesTo, planAgainstLive } from '../apply/plan-live.ts';
import { serializePlan } from '../plan/saved.ts';
import type { Plan } from '../plan/types.ts';
import { renderJson } from '../report/json.ts';
import { renderMarkdown } from '../report/markdown.ts';
import { renderText } from '../report/text.ts';
import type { CommandContext } from './context.ts';
import { addTargetOptions, writeOrExplain, openSession, parseCount, reportDiagnostics, type TargetFlags } from './target.ts';

interface PlanFlags extends TargetFlags {
  format: 'text' | 'markdown' | 'json';
  out?: string;
  detailedExitcode?: boolean;
  prune?: boolean;
  allowReplace?: boolean;
  allowDeletes?: string;
}

/** Shared by plan and apply: the flags that shape what a plan may do. */
export function addPlanningOptions(command: Command): Command {
  return command
    .option('--prune', 'delete live lists no style file manages (except names matching `ignore`)')
    .option('--allow-replace', 'accept language changes, which delete a list and create it again under a new style_id')
    .option('--allow-deletes <n>', 'accept up to N list deletes beyond the thresholds in stylesync.yaml');
}

export function planCommand(ctx: CommandContext): Command {
  const command = new Command('plan').description('show what apply would change on the service (reads only)');
  addTargetOptions(command);
  addPlanningOptions(command);
  command
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'markdown', 'json']).default('text'))
    .option('--out <file>', 'save the plan for `stylesync apply <file>`')
    .option('--detailed-exitcode', 'exit 2 when there are changes, 0 when there are none, 1 on errors')
    .action(async (flags: PlanFlags) => {
      const allowDeletes = parseCount('--allow-deletes', flags.allowDeletes, 0);
      const session = await openSession(ctx, flags);
      if (!reportDiagnostics(session)) {
        session.err('The style files have errors; fix them, then run plan again.\n');
        ctx.conclude('error');
        return;
      }
      const { plan } = await planAgainstLive(session.result.lists, session.config, session.api, {
        prune: flags.prune,
        allowReplace: flags.allowReplace,
        allowDeletes,
        target: session.target.name,
        appliesTo: appliesTo(session),
      });
      session.out(render(plan, flags.format, session.color));
      // Notes go to stderr when stdout is a machine format.
      const note = flags.format === 'text' ? session.out : session.err;
      if (flags.out !== undefined) {
        if (plan.problems.length > 0) {
          note(`Plan not saved to ${flags.out}: it has problems that apply would refuse.\n`);
        } else {
          await writeOrExplain(resolve(ctx.io.cwd, flags.out), serializePlan(plan), '--out');
          note(`Saved the plan to ${flags.out}. Apply exactly this plan with: ${applyCommandLine(flags)}\n`);
        }
      }
      // A held-back list is an error to fix, though the rest of the plan can be applied.
      if (plan.problems.length > 0 || (plan.blocked ?? []).length > 0) ctx.conclude('error');
      else if (plan.lists.length > 0) ctx.conclude('changes', { detailedExitcode: Boolean(flags.detailedExitcode) });
      else ctx.conclude('ok');
    });
  return command;
}

/**
 * The command that applies the saved file. The plan records its target and
 * styles directory; flags that say where to connect (and which config) are
 * repeated, since apply does not take the address from the file.
 */
function applyCommandLine(flags: PlanFlags): string {
  const words = ['stylesync', 'apply', flags.out as string];
  if (flags.config !== undefined) words.push('--config', flags.config);
  if (flags.baseUrl !== undefined) words.push('--base-url', flags.baseUrl);
  if (flags.authScheme !== undefined) words.push('--auth-scheme', flags.authScheme);
  return words.map(shellWord).join(' ');
}

function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function render(plan: Plan, format: PlanFlags['format'], color: boolean): string {
  switch (format) {
    case 'json':
      return renderJson(plan);
    case 'markdown':
      return renderMarkdown(plan);
    case 'text':
      return renderText(plan, { color });
  }
}

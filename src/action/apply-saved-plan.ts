import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRecord } from '../apply/record-file.ts';
import type { WriteRecord } from '../apply/result.ts';
import type { CliIO } from '../cli/io.ts';
import { COMMANDS } from '../cli/commands.ts';
import { processInterrupts } from '../cli/interrupt.ts';
import { run } from '../cli/main.ts';
import { ACTION_SETTING_NAMES } from './inputs.ts';

export interface AppliedPlan {
  code: number;
  /** The writes sent, when apply got as far as recording them. */
  records?: WriteRecord[];
  recordFile?: string;
  idsFile?: string;
  /** Why apply failed, in the CLI's words; `said` is false when the CLI printed no error of its own (held-back lists). */
  failure?: { message: string; hint: string; said: boolean };
}

/**
 * `stylesync apply <plan.json> --record … --ids-out … --backup-dir …`, run
 * in-process: the CLI's own checks (a stale or edited plan is refused),
 * writes, backups and records, with its output going to the workflow log.
 */
export async function applySavedPlan(options: {
  planFile: string;
  outDir: string;
  cwd: string;
  env: Record<string, string | undefined>;
  /** --target, --base-url, --auth-scheme as given to the Action. */
  targetArgs: string[];
  log(text: string): void;
}): Promise<AppliedPlan> {
  const recordFile = join(options.outDir, 'record.jsonl');
  const idsFile = join(options.outDir, 'ids.json');
  const argv = ['apply', options.planFile, '--record', recordFile, '--ids-out', idsFile, '--backup-dir', join(options.outDir, 'backups'), ...options.targetArgs];
  let stderr = '';
  const io: CliIO = {
    stdout: options.log,
    stderr: (text) => {
      stderr += text;
      options.log(text);
    },
    env: options.env,
    cwd: options.cwd,
    isTTY: false,
    // A cancelled workflow sends SIGINT: apply stops sending, and what it wrote is recorded.
    onInterrupt: processInterrupts,
  };
  const code = await run(argv, io, COMMANDS, { settingNames: ACTION_SETTING_NAMES });
  const result: AppliedPlan = { code };
  const records = await readRecords(recordFile);
  if (records !== undefined) Object.assign(result, { records, recordFile });
  if (await exists(idsFile)) result.idsFile = idsFile;
  if (code !== 0) result.failure = failure(records ?? [], stderr);
  return result;
}

function failure(records: readonly WriteRecord[], stderr: string): NonNullable<AppliedPlan['failure']> {
  const failed = records.filter((r) => r.outcome === 'failed');
  if (failed.length > 0) {
    return {
      message: `${failed.length === 1 ? '1 write' : `${failed.length} writes`} failed, the first on "${failed[0]?.list}": ${failed[0]?.error ?? 'no answer'}`,
      hint: 'The job summary lists every write; the other lists were applied. Re-run the workflow to converge once the cause is fixed.',
      said: true,
    };
  }
  // The last `Error: … hint: …` the CLI printed, or its last line when it printed none.
  const match = /(?:^|\n)Error: ([^\n]*)\n {2}hint: ([^\n]*)(?![\s\S]*\nError: )/.exec(stderr);
  if (match) return { message: match[1] as string, hint: match[2] as string, said: true };
  const lines = stderr.trim().split('\n').filter(Boolean);
  return {
    message: `stylesync apply failed: ${lines.at(-1) ?? 'see the log above'}`,
    hint: 'The log above lists what was written and what failed; re-run the workflow to converge.',
    said: false,
  };
}

async function readRecords(file: string): Promise<WriteRecord[] | undefined> {
  try {
    return parseRecord(await readFile(file, 'utf8'), file).entries;
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

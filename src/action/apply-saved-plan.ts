import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRecord } from '../apply/record-file.ts';
import type { WriteRecord } from '../apply/result.ts';
import { COMMANDS } from '../cli/commands.ts';
import { processInterrupts } from '../cli/interrupt.ts';
import type { CliIO } from '../cli/io.ts';
import { run } from '../cli/main.ts';
import { ACTION_SETTING_NAMES } from './inputs.ts';

export interface AppliedPlan {
  code: number;
  /** The writes sent, when apply got as far as recording them. */
  records?: WriteRecord[];
  recordFile?: string;
  idsFile?: string;
  /** Why apply failed, in the CLI's words; absent when it wrote everything it could (held-back lists aside). */
  failure?: { message: string; hint: string };
}

/** What `apply --format json` prints, as far as the Action reads it (src/report/apply-json.ts, error-json.ts, validation-json.ts). */
interface ApplyDocument {
  error?: { message: string; hint: string };
  valid?: boolean;
  problems?: { message: string; hint: string }[];
  totals?: { failed: number; skipped: number };
  lists?: { status: string }[];
}

/**
 * `stylesync apply <plan.json> --format json --record … --ids-out … --backup-dir …`,
 * run in-process: the CLI's own checks (a stale or edited plan is refused),
 * writes, backups and records. What a person reads goes to the workflow log;
 * the outcome is read from the JSON document, not from that text.
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
  const argv = ['apply', options.planFile, '--format', 'json', '--record', recordFile, '--ids-out', idsFile, '--backup-dir', join(options.outDir, 'backups'), ...options.targetArgs];
  let stdout = '';
  const io: CliIO = {
    stdout: (text) => void (stdout += text),
    stderr: options.log,
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
  if (code !== 0) {
    const failure = failureOf(parseDocument(stdout), records ?? []);
    if (failure !== undefined) result.failure = failure;
  }
  return result;
}

function parseDocument(stdout: string): ApplyDocument | undefined {
  try {
    return JSON.parse(stdout) as ApplyDocument;
  } catch {
    return undefined;
  }
}

/** Why a run that exited 1 failed; undefined when the only cause is a held-back list (the caller names it). */
function failureOf(doc: ApplyDocument | undefined, records: readonly WriteRecord[]): AppliedPlan['failure'] {
  const again = 'Re-run the workflow to converge once the cause is fixed.';
  if (doc === undefined) return { message: 'stylesync apply ended without a result.', hint: 'The log above says what happened; this is a bug in stylesync if it shows no error.' };
  if (doc.error !== undefined) return doc.error;
  if (doc.valid === false) return { message: 'The style files have errors, so nothing was written.', hint: 'Fix the files the annotations point at, then run again.' };
  const problem = doc.problems?.[0];
  if (problem !== undefined) return { message: `apply refused the plan: ${problem.message} Nothing was written.`, hint: problem.hint };
  const failed = records.filter((r) => r.outcome === 'failed');
  if (failed.length > 0) {
    return {
      message: `${failed.length === 1 ? '1 write' : `${failed.length} writes`} failed, the first on "${failed[0]?.list}": ${failed[0]?.error ?? 'no answer'}`,
      hint: `The job summary lists every write; the other lists were applied. ${again}`,
    };
  }
  if (doc.lists?.some((l) => l.status === 'stopped')) {
    return { message: `Apply was interrupted (the workflow was cancelled): ${doc.totals?.skipped ?? 0} writes were not sent.`, hint: `The job summary lists the writes that were. ${again}` };
  }
  return undefined;
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
  return access(file).then(
    () => true,
    () => false,
  );
}

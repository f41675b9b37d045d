import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { applySavedPlan, type SavedApply } from '../app/apply.ts';
import type { AppEvent } from '../app/events.ts';
import type { OnInterrupt } from '../app/interrupt.ts';
import type { Planning } from '../app/plan-project.ts';
import { readPlanFile } from '../app/saved-plan.ts';
import type { ValidSession } from '../app/session.ts';
import { parseRecord } from '../apply/record-file.ts';
import { type AnyWriteRecord, type ApplyResult, isGlossaryRecord, recordItem } from '../apply/result.ts';
import { StylesyncError } from '../errors.ts';
import { renderProgress } from '../report/apply-progress.ts';
import { renderApplyText } from '../report/apply-text.ts';
import { renderSavedDifference } from '../report/saved-difference.ts';
import { renderStopping } from '../report/stopping.ts';
import { summaryLine } from '../report/summary-line.ts';
import { terminalText } from '../report/user-text.ts';
import { plural } from '../util/plural.ts';

export interface AppliedPlan {
  /** The writes sent, when apply got as far as recording them. */
  records?: AnyWriteRecord[];
  recordFile?: string;
  idsFile?: string;
  /** The manifest for translation callers (app/outputs.ts), written after every apply that got as far as sending. */
  outputsFile?: string;
  /** Why apply failed; absent when it wrote everything it could (held-back lists aside). */
  failure?: StylesyncError;
}

export interface ApplyStepOptions {
  session: ValidSession;
  /** The plan this run saved; applied as `stylesync apply plan.json` would: refused if anything moved since. */
  planFile: string;
  outDir: string;
  planning: Planning;
  onInterrupt: OnInterrupt;
  log(text: string): void;
}

/**
 * The saved plan applied in-process, with the checks of `apply plan.json`
 * (a stale or edited plan is refused), backups, the record and the ids
 * file. What a person reads goes to the workflow log; the writes are read
 * back from the record, which holds them even when the run failed midway.
 */
export async function applyStep(options: ApplyStepOptions): Promise<AppliedPlan> {
  const recordFile = join(options.outDir, 'record.jsonl');
  const idsFile = join(options.outDir, 'ids.json');
  const outputsFile = join(options.outDir, 'outputs.json');
  let applied: SavedApply | undefined;
  let thrown: unknown;
  try {
    const saved = await readPlanFile(options.planFile, options.planFile);
    applied = await applySavedPlan(options.session, saved, options.planFile, {
      concurrency: options.planning.readConcurrency ?? 4,
      backupDir: join(options.outDir, 'backups'),
      recordFile,
      idsFile,
      outputsFile,
      planning: options.planning,
      onEvent: (event) => logEvent(event, options.log),
      onInterrupt: options.onInterrupt,
      onCurrent: (plan) => options.log(`Applying ${terminalText(options.planFile)} (${summaryLine(plan)})`),
    });
  } catch (error) {
    thrown = error;
  }
  const result: AppliedPlan = {};
  const records = await readRecords(recordFile);
  if (records !== undefined) Object.assign(result, { records, recordFile });
  if (await exists(idsFile)) result.idsFile = idsFile;
  if (await exists(outputsFile)) result.outputsFile = outputsFile;
  if (thrown !== undefined) {
    if (!(thrown instanceof StylesyncError)) throw thrown;
    result.failure = thrown;
  } else {
    const failure = failureOf(applied as SavedApply, options);
    if (failure !== undefined) result.failure = failure;
  }
  return result;
}

function logEvent(event: AppEvent, log: (text: string) => void): void {
  switch (event.kind) {
    case 'note':
      log(`note: ${event.text}`);
      break;
    case 'stopping':
      log(renderStopping(event.what));
      break;
    case 'write':
      log(renderProgress(event));
      break;
    case 'sent':
      // A plan with nothing to write says so in the summary, not here.
      if (event.result.lists.length > 0 || (event.result.glossaries ?? []).length > 0) log(`\n${renderApplyText(event.result, { color: false, quiet: false })}`);
      break;
  }
}

/** Why the run failed; undefined when the only cause is a held-back list (the caller names it). */
function failureOf(applied: SavedApply, options: ApplyStepOptions): StylesyncError | undefined {
  if (applied.status === 'refused') {
    if (applied.code !== 'plan-problems') options.log(renderSavedDifference(options.planFile, applied.stale, applied.difference));
    options.log('Nothing was written.');
    const problem = applied.problems[0];
    return new StylesyncError(`apply refused the plan: ${problem?.message ?? applied.code} Nothing was written.`, problem?.hint ?? 'Run the workflow again.', {
      code: applied.code,
    });
  }
  return writeFailure(applied.result);
}

function writeFailure(result: ApplyResult): StylesyncError | undefined {
  const again = 'Re-run the workflow to converge once the cause is fixed.';
  // The lists' failures before the glossaries', each kind in completion order: the message has named the first
  // failed list write since glossaries were added, and one record list in completion order (issue #28) did not change that.
  const failed = [...result.records.filter((r) => !isGlossaryRecord(r)), ...result.records.filter(isGlossaryRecord)].filter((r) => r.outcome === 'failed');
  if (result.missing_scopes !== undefined) {
    // Not "the other lists were applied": the refusal stopped the run, so they were not sent.
    const scopes = result.missing_scopes.join(', ');
    return new StylesyncError(
      `The key lacks ${scopes}: the service refused ${failed[0] === undefined ? 'a write' : `the write on "${recordItem(failed[0]).name}"`}, and apply sent nothing after it (${result.totals.skipped} writes not sent).`,
      `Give the \`api-key\` input the apply key (one with ${scopes}); a plan key needs only read scopes. The Writes table and the record file list what was written. ${again}`,
      { code: 'missing-scope' },
    );
  }
  if (failed.length > 0) {
    return new StylesyncError(
      `${plural(failed.length, 'write')} failed, the first on "${failed[0] === undefined ? '' : recordItem(failed[0]).name}": ${failed[0]?.error ?? 'no answer'}`,
      `The Writes table and the record file (output record-file) list every write; the other lists were applied. ${again}`,
      { code: 'writes-failed' },
    );
  }
  if (result.interrupted) {
    return new StylesyncError(
      `Apply was interrupted (the workflow was cancelled): ${result.totals.skipped} writes were not sent.`,
      `The Writes table and the record file (output record-file) list the writes that were. ${again}`,
      { code: 'interrupted' },
    );
  }
  return undefined;
}

async function readRecords(file: string): Promise<AnyWriteRecord[] | undefined> {
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

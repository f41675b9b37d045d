import { createBackupWriter } from '../apply/backup.ts';
import { glossaryKind, listKind } from '../apply/kinds.ts';
import { IDS_FORMAT_VERSION, managedIds, type IdsDocument } from '../apply/managed-ids.ts';
import * as planKinds from '../plan/kinds.ts';
import { managedGlossaries } from './plan-live.ts';
import { openRecordFile, type RecordFile } from '../apply/record-file.ts';
import type { AnyWriteRecord, ApplyProgress, ApplyResult } from '../apply/result.ts';
import { sendPlan } from '../apply/send-plan.ts';
import type { LiveClient } from '../live/client.ts';
import { MissingScopeError } from '../live/errors.ts';
import type { LiveGlossary, LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import { allProblems, planHasChanges } from '../plan/sections.ts';
import { protectionProblems } from '../plan/protect-plan.ts';
import type { Plan, PlanProblem, SavedPlan } from '../plan/types.ts';
import type { OnEvent } from './events.ts';
import { interruptible, type OnInterrupt } from './interrupt.ts';
import type { Planning } from './plan-project.ts';
import { StylesyncError } from '../errors.ts';
import { checkPlanningFlags, checkSavedPlan, type SavedPlanCheck } from './saved-plan.ts';
import type { ValidSession } from './session.ts';
import { manifestAfter, writeManifest } from './outputs.ts';
import { writeOrExplain } from './write-file.ts';

/** Where apply keeps backups when not told, relative to the repository root. */
export const DEFAULT_BACKUP_DIR = '.stylesync/backups';

export interface ApplyPlanOptions {
  /** Writes in flight at once, lists' and glossaries' on one pool; the writes of one list or glossary are always in order. */
  concurrency: number;
  /** Where lists (and glossaries) are saved before they, their instructions (or terms) are deleted; absolute. */
  backupDir: string;
  /** Every write appended as it is confirmed (JSON Lines); absolute. Opened before the first write. */
  recordFile?: string;
  /** The ids of every managed list and glossary (`IdsDocument`, one object per kind), written once the run is over; absolute. */
  idsFile?: string;
  /** The manifest for translation callers (`OutputsManifest`, app/outputs.ts), written once the run is over, after the ids file; absolute. */
  outputsFile?: string;
  onEvent?: OnEvent;
  /** Interrupts stop the sending of further writes; those in flight finish and are recorded. */
  onInterrupt?: OnInterrupt;
  /** ISO timestamps of records and backups. */
  now?: () => string;
}

/**
 * Sends a plan (made or checked in this run, against `live`) with backups
 * before deletes, the record file and the ids file. A plan with nothing to
 * write still leaves an (empty) record and the ids. The caller has refused
 * plans with problems.
 */
export async function applyPlan(session: ValidSession, planned: Planned, options: ApplyPlanOptions): Promise<ApplyResult> {
  const { plan, live } = planned;
  refuseProtected(session, plan);
  const record = openRecord(session, options);
  let result: ApplyResult;
  try {
    result = !planHasChanges(plan) ? emptyResult() : await send(session, planned, options, record);
  } finally {
    record?.close();
  }
  // Before the ids file, which can fail: what was sent is reported whatever happens to it.
  options.onEvent?.({ kind: 'sent', result });
  if (options.idsFile === undefined && options.outputsFile === undefined) return result;
  const liveGlossaries = await liveGlossaryInfos(session, planned);
  if (options.idsFile !== undefined) {
    const glossaries = managedGlossaries(session.result);
    const lists = managedIds(planKinds.listKind, session.result.lists, live, result.lists);
    const ids: IdsDocument = { format_version: IDS_FORMAT_VERSION, lists, glossaries: glossaries === undefined ? {} : managedIds(planKinds.glossaryKind, glossaries, liveGlossaries ?? [], result.glossaries) };
    await writeOrExplain(options.idsFile, `${JSON.stringify(ids, null, 2)}\n`, '--ids-out', session.secrets);
  }
  if (options.outputsFile !== undefined) await writeManifest(options.outputsFile, manifestAfter(session, live, liveGlossaries, result), '--outputs', session.secrets);
  return result;
}

/**
 * The last word before any write: whatever made the plan, it carries no loss
 * of a protected list or glossary (plan/protect-plan.ts). Planning already
 * refuses these as problems; this holds even for a caller that forgot to look.
 */
function refuseProtected(session: ValidSession, plan: Plan): void {
  const { lists, glossaries } = protectionProblems(plan, session);
  const found = [...lists, ...glossaries];
  const [first] = found;
  if (first === undefined) return;
  throw new StylesyncError(`${first.message}${found.length > 1 ? ` (and ${found.length - 1} more protected)` : ''}`, first.hint, { code: 'protected' });
}

/** A plan and the live state it was made (or checked) against: lists and, when the project manages glossaries, glossaries. */
export interface Planned {
  plan: Plan;
  live: readonly LiveList[];
  /** Every live glossary of the listing, with entries where the plan read them. */
  glossaries?: readonly LiveGlossary[];
}

/** The live glossaries the plan read, or (a saved plan) the listing read once now; undefined without glossary files. */
async function liveGlossaryInfos(session: ValidSession, planned: Planned): Promise<readonly LiveGlossaryInfo[] | undefined> {
  if (managedGlossaries(session.result) === undefined) return undefined;
  return planned.glossaries ?? (await session.api.listGlossaries()).value;
}

async function send(session: ValidSession, planned: Planned, options: ApplyPlanOptions, record: RecordFile | undefined): Promise<ApplyResult> {
  const now = options.now ?? (() => new Date().toISOString());
  const glossaries = byGlossaryId(planned.glossaries ?? []);
  const place = { dir: options.backupDir, root: session.config.root, now, secrets: session.secrets };
  const sendOptions = {
    concurrency: options.concurrency,
    now,
    ...(record === undefined ? {} : { onRecord: (entry: AnyWriteRecord) => record.append(entry) }),
    onProgress: (event: ApplyProgress) => options.onEvent?.(event),
    backup: createBackupWriter(listKind.backup, place),
    snapshot: byId(planned.live),
    glossaries: {
      backup: createBackupWriter(glossaryKind.backup, place),
      snapshot: glossaries,
      readNow: (id: string) => readGlossaryNow(session, id, options.concurrency),
    },
  };
  const scope = scopeStop(session.api);
  let interrupted = false;
  const result = await interruptible(
    options.onInterrupt,
    () => options.onEvent?.({ kind: 'stopping', what: 'writes' }),
    (stopped) =>
      sendPlan(planned.plan, scope.api, {
        ...sendOptions,
        stopped: () => (interrupted ||= stopped()) || scope.missing() !== undefined,
      }),
  );
  const missing = scope.missing();
  if (missing === undefined) return result;
  // The lists left were stopped by the refusal, not by Ctrl+C (unless both came).
  const { interrupted: _stopped, ...rest } = result;
  return { ...rest, ...(interrupted ? { interrupted } : {}), missing_scopes: [...missing] };
}

/**
 * The client, watched for a 403 naming missing scopes: a key without
 * style_rules:write (or glossaries:write) gets it on every write, so the
 * first one stops the run as Ctrl+C does: no further write is sent, the ones
 * made stay on record. A Proxy, because every call of the client (lists,
 * instructions, glossaries) must be watched and the client's shape is
 * someone else's to grow.
 */
function scopeStop(api: LiveClient): { api: LiveClient; missing(): readonly string[] | undefined } {
  let missing: readonly string[] | undefined;
  const watched = new Proxy(api, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const answer: unknown = value.apply(target, args);
        if (!(answer instanceof Promise)) return answer;
        return answer.catch((error: unknown) => {
          if (error instanceof MissingScopeError) missing ??= error.missingScopes;
          throw error;
        });
      };
    },
  });
  return { api: watched, missing: () => missing };
}

/** How applying a saved plan ended: refused before any write, or sent. */
export type SavedApply =
  | Extract<SavedPlanCheck, { status: 'refused' }>
  | { status: 'refused'; code: 'plan-problems'; problems: PlanProblem[]; plan: Plan }
  | { status: 'applied'; plan: Plan; result: ApplyResult };

/**
 * `apply plan.json`: the planning flags must be those the plan was made
 * with, the plan made now from the files and the service must be the one
 * saved, and it must have no problems; then it is sent. The session's files
 * are valid (a ValidSession: the caller has reported their diagnostics).
 */
export async function applySavedPlan(
  session: ValidSession,
  saved: SavedPlan,
  shown: string,
  options: ApplyPlanOptions & { planning: Planning; onCurrent?(plan: Plan): void },
): Promise<SavedApply> {
  checkPlanningFlags(saved, options.planning, session.config, shown);
  const check = await checkSavedPlan(session, saved, shown);
  if (check.status === 'refused') return check;
  options.onCurrent?.(check.plan);
  const problems = allProblems(check.plan);
  if (problems.length > 0) return { status: 'refused', code: 'plan-problems', problems, plan: check.plan };
  return { status: 'applied', plan: check.plan, result: await applyPlan(session, check, options) };
}

export function emptyResult(): ApplyResult {
  return { lists: [], records: [], totals: { applied: 0, failed: 0, skipped: 0 } };
}

function openRecord(session: ValidSession, options: ApplyPlanOptions): RecordFile | undefined {
  if (options.recordFile === undefined) return undefined;
  return openRecordFile(options.recordFile, { target: session.target.name, base_url: session.target.baseUrl }, '--record', session.secrets);
}

/** The glossaries the plan read with their entries, by id; one listed but not read is not a copy a backup can hold. */
function byGlossaryId(glossaries: readonly LiveGlossary[]): (id: string) => LiveGlossary | undefined {
  const map = new Map(glossaries.filter((g) => Array.isArray(g.entries)).map((g) => [g.glossary_id, g]));
  return (id) => map.get(id);
}

/** One glossary with every dictionary's entries, read now (listing, then entries): the copy a backup holds when the run read none. */
async function readGlossaryNow(session: ValidSession, id: string, concurrency: number): Promise<LiveGlossary | undefined> {
  const info = (await session.api.listGlossaries()).value.find((g) => g.glossary_id === id);
  return info === undefined ? undefined : (await session.api.readGlossaries([info], concurrency)).glossaries[0];
}

function byId(lists: readonly LiveList[]): (styleId: string) => LiveList | undefined {
  const map = new Map(lists.map((l) => [l.style_id, l]));
  return (styleId) => map.get(styleId);
}

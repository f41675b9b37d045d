import { instructionBody } from '../catalog/canonical.ts';
import type { LiveList } from '../catalog/types.ts';
import { StylesyncError } from '../errors.ts';
import type { StyleRulesApi } from '../live/api.ts';
import type { Change, ListPlan, Plan } from '../plan/types.ts';
import { limiter } from '../util/limiter.ts';
import { toFailure } from './failure.ts';
import { recorder } from './recorder.ts';
import type { ApplyOptions, ApplyResult, ListOutcome, WriteRecord } from './result.ts';

/**
 * Executes a plan: lists in parallel (up to `concurrency`, longest write chain
 * first), each list's writes one after another in the plan's order. A failed
 * write stops its own list only; the others carry on, and a rerun of plan + apply picks up what is left.
 */
export async function applyPlan(plan: Plan, api: StyleRulesApi, options: ApplyOptions): Promise<ApplyResult> {
  const kept = recorder<WriteRecord>(options);
  const { records, emit } = kept;
  const listOptions: ApplyOptions = { ...options, stopped: kept.stopped };
  const limit = limiter(options.concurrency);
  // The limiter starts tasks in the order they are handed over: longest chain first.
  const order = longestChainFirst(plan.lists);
  const started = await Promise.all(order.map((index) => limit(() => applyList(plan.lists[index] as ListPlan, api, listOptions, emit))));
  // Outcomes in the plan's order, whatever order the lists were started in.
  const lists = new Array<ListOutcome>(started.length);
  for (const [i, index] of order.entries()) lists[index] = started[i] as ListOutcome;
  kept.rethrow();
  const totals = {
    applied: records.filter((r) => r.outcome === 'applied').length,
    failed: lists.filter((l) => l.status === 'failed').length,
    skipped: lists.reduce((n, l) => n + l.skipped, 0),
  };
  const interrupted = lists.some((l) => l.status === 'stopped');
  return { lists, records, totals, ...(interrupted ? { interrupted } : {}) };
}

/**
 * The order lists are handed to the pool: longest write chain first, plan
 * order among equals. A list's writes are a chain (each waits for the one
 * before), so the run lasts at least the longest chain; started last, a long
 * chain waits for a lane and adds to the run what it could have overlapped
 * (issue 18: 10 round trips instead of 7 at --concurrency 8). Longest first
 * (LPT scheduling) reaches max(longest chain, ⌈writes / c⌉) up to noise.
 */
export function longestChainFirst(lists: readonly ListPlan[]): number[] {
  // Array.prototype.sort is stable, so equal chains keep the plan's order.
  return lists.map((_, index) => index).sort((a, b) => (lists[b] as ListPlan).changes.length - (lists[a] as ListPlan).changes.length);
}

/** The state of one list as its writes go by: the id may change (create, replace) and every write bumps the version. */
interface Cursor {
  styleId: string | null;
  version: number | null;
  /** A backup of the list was written in this run, so later instruction deletes need none. */
  backedUp: boolean;
}

async function applyList(
  listPlan: ListPlan,
  api: StyleRulesApi,
  options: ApplyOptions,
  emit: (record: WriteRecord) => void,
): Promise<ListOutcome> {
  const cursor: Cursor = { styleId: listPlan.style_id ?? null, version: listPlan.live_version ?? null, backedUp: false };
  const outcome: ListOutcome = {
    name: listPlan.name,
    file: listPlan.file ?? null,
    action: listPlan.action,
    style_id: cursor.styleId,
    previous_style_id: listPlan.style_id ?? null,
    ...(listPlan.pinned ? { pinned: true } : {}),
    status: 'applied',
    applied: 0,
    skipped: 0,
  };
  for (const [index, change] of listPlan.changes.entries()) {
    if (options.stopped?.()) {
      outcome.status = 'stopped';
      outcome.skipped = listPlan.changes.length - index;
      break;
    }
    const base = { list: listPlan.name, file: listPlan.file ?? null, operation: change.kind, ...labelOf(change) };
    let done: Written;
    try {
      done = await write(change, cursor, api, options);
    } catch (error) {
      const failure = toFailure(error);
      emit({
        ...base,
        style_id: cursor.styleId,
        version_after: null,
        version_source: null,
        trace_id: failure.trace_id ?? null,
        at: options.now(),
        outcome: 'failed',
        error: failure.message,
      });
      outcome.status = 'failed';
      outcome.failure = failure;
      outcome.skipped = listPlan.changes.length - index - 1;
      break;
    }
    // Outside the try: only the service's answer decides whether the write failed.
    emit({ ...base, ...done, at: options.now(), outcome: 'applied' });
    outcome.applied++;
  }
  outcome.style_id = cursor.styleId;
  return outcome;
}

type Written = Pick<WriteRecord, 'style_id' | 'version_after' | 'version_source' | 'trace_id' | 'backup' | 'recovered' | 'resent' | 'already_gone'>;

async function write(change: Change, cursor: Cursor, api: StyleRulesApi, options: ApplyOptions): Promise<Written> {
  if (change.kind === 'create_list') {
    const { value, traceId, recovered, resent } = await api.create(change.body);
    cursor.styleId = value.style_id;
    return { ...fromList(cursor, value.version, traceId), ...(recovered ? { recovered } : {}), ...(resent ? { resent } : {}) };
  }
  if (change.kind === 'delete_list') {
    const styleId = change.before.style_id;
    const backup = await backupFirst(readBefore(styleId, `"${change.before.name}" was not deleted`, options), 'it was not deleted', options);
    const { traceId, alreadyGone } = await api.deleteList(styleId);
    cursor.styleId = null;
    cursor.version = null;
    return { style_id: styleId, version_after: null, version_source: null, trace_id: traceId || null, backup, ...(alreadyGone ? { already_gone: true } : {}) };
  }
  const styleId = requireId(cursor);
  switch (change.kind) {
    case 'rename_list': {
      const { value, traceId } = await api.rename(styleId, change.to);
      return fromList(cursor, value.version, traceId);
    }
    case 'replace_rules': {
      const { value, traceId } = await api.replaceRules(styleId, change.after);
      return fromList(cursor, value.version, traceId);
    }
    case 'delete_instruction': {
      const backup = cursor.backedUp ? undefined : await backupInstructions(styleId, change, options);
      cursor.backedUp = true;
      const { traceId, alreadyGone } = await api.deleteInstruction(styleId, change.instruction_id);
      // A delete that found nothing to delete did not bump the version.
      const done = alreadyGone ? { ...derived(cursor, traceId, false), already_gone: true } : derived(cursor, traceId);
      return { ...done, ...(backup === undefined ? {} : { backup }) };
    }
    case 'update_instruction': {
      const { traceId } = await api.updateInstruction(styleId, change.instruction_id, instructionBody(change.after));
      return derived(cursor, traceId);
    }
    case 'create_instruction': {
      const { traceId, recovered, resent } = await api.createInstruction(styleId, instructionBody(change.after));
      return { ...derived(cursor, traceId), ...(recovered ? { recovered } : {}), ...(resent ? { resent } : {}) };
    }
  }
}

/** Saves the list before anything of it is deleted; a failed backup stops the delete. */
async function backupFirst(list: LiveList, consequence: string, options: ApplyOptions): Promise<string> {
  try {
    return await options.backup(list);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StylesyncError(
      `could not write the backup of "${list.name}" (${list.style_id}), so ${consequence}: ${reason}`,
      'make the backup directory writable (or choose another with --backup-dir) and run apply again.',
      { code: 'backup-failed', cause: error },
    );
  }
}

/**
 * An instruction delete loses its prompt for good (it may have been added in
 * the web UI and exist nowhere else), so the list as read is backed up before
 * the first one. The plan holds only the deleted instruction; the whole list
 * comes from the read the plan was made (or checked) against.
 */
async function backupInstructions(styleId: string, change: Extract<Change, { kind: 'delete_instruction' }>, options: ApplyOptions): Promise<string> {
  const consequence = `its instruction "${change.before.label}" was not deleted`;
  return backupFirst(readBefore(styleId, consequence, options), consequence, options);
}

/**
 * What a backup holds: the list as read from the service for this run. Never
 * the `before` a plan carries: a saved plan is a file, and a backup made from
 * an edited one would lose the real content for good.
 */
function readBefore(styleId: string, consequence: string, options: ApplyOptions): LiveList {
  const list = options.snapshot(styleId);
  if (!list) {
    throw new StylesyncError(
      `no copy of the live list ${styleId} was read before this run, so ${consequence} (there would be no backup)`,
      'this is a bug in stylesync; run plan again and report the output.',
      { code: 'internal' },
    );
  }
  return list;
}

// A create recovered after an unclear answer has no response of its own, so no trace id ('' from the client): recorded as null.
function fromList(cursor: Cursor, version: number, traceId: string): Written {
  cursor.version = version;
  return { style_id: cursor.styleId, version_after: version, version_source: 'response', trace_id: traceId || null };
}

/**
 * Instruction writes answer with the instruction, not the list: the list's
 * version is worked out, since the service bumps it by one on every write
 * (`bumped` false: a delete that found nothing, which bumped nothing).
 */
function derived(cursor: Cursor, traceId: string, bumped = true): Written {
  if (bumped && cursor.version !== null) cursor.version += 1;
  return {
    style_id: cursor.styleId,
    version_after: cursor.version,
    version_source: cursor.version === null ? null : 'derived',
    trace_id: traceId || null,
  };
}

function requireId(cursor: Cursor): string {
  if (cursor.styleId === null) {
    // diff never plans a list write without a list to write to; reaching this is a defect in the plan.
    throw new StylesyncError(
      'the plan writes to a list that has no style_id (it was never created or was deleted earlier in the plan)',
      'this is a bug in stylesync; run plan again and report the saved plan.',
      { code: 'internal' },
    );
  }
  return cursor.styleId;
}

function labelOf(change: Change): Pick<WriteRecord, 'label' | 'instruction_id'> {
  switch (change.kind) {
    case 'delete_instruction':
      return { label: change.before.label, instruction_id: change.instruction_id };
    case 'update_instruction':
      return { label: change.after.label, instruction_id: change.instruction_id };
    case 'create_instruction':
      return { label: change.after.label };
    default:
      return {};
  }
}

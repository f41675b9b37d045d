import { instructionBody } from '../catalog/canonical.ts';
import type { LiveList } from '../catalog/types.ts';
import type { StyleRulesApi } from '../live/api.ts';
import type { Change, ListPlan } from '../plan/types.ts';
import { freshOutcome, type Fields, type Steps } from './chain.ts';
import type { ApplyOptions, ListOutcome, WriteRecord } from './result.ts';
import { writeGuards } from './write-guards.ts';

/** The state of one list as its writes go by: the id may change (create, replace) and every write bumps the version. */
interface Cursor {
  styleId: string | null;
  version: number | null;
  /** A backup of the list was written in this run, so later instruction deletes need none. */
  backedUp: boolean;
}

type Written = Pick<WriteRecord, 'style_id' | 'version_after' | 'version_source' | 'trace_id' | 'backup' | 'recovered' | 'resent' | 'already_gone'>;

/** What a list's writes are to the runner (chain.ts): what lists do that glossaries do not. */
export function listWrites(listPlan: ListPlan, api: StyleRulesApi, options: ApplyOptions): Steps<WriteRecord, ListOutcome> {
  const cursor: Cursor = { styleId: listPlan.style_id ?? null, version: listPlan.live_version ?? null, backedUp: false };
  const base = (change: Change) => ({ list: listPlan.name, file: listPlan.file ?? null, operation: change.kind, ...labelOf(change) });
  const outcome = freshOutcome<ListOutcome>({
    name: listPlan.name,
    file: listPlan.file ?? null,
    action: listPlan.action,
    style_id: cursor.styleId,
    previous_style_id: listPlan.style_id ?? null,
    ...(listPlan.pinned ? { pinned: true } : {}),
  });
  const change = (index: number) => listPlan.changes[index] as Change;
  return {
    outcome,
    length: listPlan.changes.length,
    send: async (index): Promise<Fields<WriteRecord>> => ({ ...base(change(index)), ...(await write(change(index), cursor, api, options)) }),
    failed: (index, failure) => ({ ...base(change(index)), style_id: cursor.styleId, version_after: null, version_source: null, trace_id: failure.trace_id ?? null }),
    settle: () => void (outcome.style_id = cursor.styleId),
  };
}

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
  const styleId = cursor.styleId;
  if (styleId === null) throw writeGuards.noTarget('list');
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
function backupFirst(list: LiveList, consequence: string, options: ApplyOptions): Promise<string> {
  return writeGuards.backup(`"${list.name}" (${list.style_id})`, consequence, () => options.backup(list));
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
  if (!list) throw writeGuards.noCopy(`list ${styleId}`, consequence);
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

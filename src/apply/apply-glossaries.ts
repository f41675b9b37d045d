import type { GlossaryPair, LiveGlossary, LiveGlossaryInfo } from '../catalog/glossary.ts';
import { pairKey } from '../catalog/glossary.ts';
import { StylesyncError } from '../errors.ts';
import type { GlossaryCalls } from '../live/glossaries.ts';
import type { GlossaryChangePlan, GlossaryPlan, GlossaryWrite } from '../plan/glossary-types.ts';
import { limiter } from '../util/limiter.ts';
import { toFailure } from './failure.ts';
import { recorder } from './recorder.ts';
import type { GlossaryApplyOptions, GlossaryOutcome, GlossaryWriteRecord } from './result.ts';

/** How applying a glossary plan went: an outcome per glossary (plan order) and every write (completion order). */
export interface GlossaryApplyResult {
  glossaries: GlossaryOutcome[];
  records: GlossaryWriteRecord[];
  /** Ctrl+C (or a record that could not be kept) stopped a glossary before all its writes were sent. */
  interrupted: boolean;
}

/**
 * Sends a glossary plan: glossaries in parallel (up to `concurrency`), each
 * glossary's writes one after another in the plan's order (PATCHes, then
 * PUTs, then dictionary deletes: glossary-types.ts). A failed write stops its
 * own glossary only. The plan never holds a write that changes nothing, and
 * none is added here. A record that cannot be kept stops every glossary from
 * sending more, and is thrown once the writes in flight are in.
 */
export async function applyGlossaries(plan: GlossaryPlan, calls: GlossaryCalls, options: GlossaryApplyOptions): Promise<GlossaryApplyResult> {
  const kept = recorder<GlossaryWriteRecord>(options);
  const { records, emit, stopped } = kept;
  const limit = limiter(options.concurrency);
  const glossaries = await Promise.all(plan.glossaries.map((g) => limit(() => applyGlossary(g, calls, options, stopped, emit))));
  kept.rethrow();
  return { glossaries, records, interrupted: glossaries.some((g) => g.status === 'stopped') };
}

/** One glossary as its writes go by: the id a create hands out, and the name a rename gives. */
interface Cursor {
  glossary: LiveGlossaryInfo | null;
  /** Every dictionary of this glossary was saved in this run, so later losing writes need no backup. */
  backup?: string;
}

type Emit = (record: GlossaryWriteRecord) => void;

async function applyGlossary(
  plan: GlossaryChangePlan,
  calls: GlossaryCalls,
  options: GlossaryApplyOptions,
  stopped: () => boolean,
  emit: Emit,
): Promise<GlossaryOutcome> {
  const liveName = plan.rename?.from ?? plan.name;
  const cursor: Cursor = { glossary: plan.glossary_id === undefined ? null : { glossary_id: plan.glossary_id, name: liveName, dictionaries: [] } };
  const outcome: GlossaryOutcome = {
    name: plan.name,
    file: plan.file ?? null,
    action: plan.action,
    glossary_id: plan.glossary_id ?? null,
    status: 'applied',
    applied: 0,
    skipped: 0,
  };
  for (const [index, write] of plan.writes.entries()) {
    if (stopped()) {
      outcome.status = 'stopped';
      outcome.skipped = plan.writes.length - index;
      break;
    }
    const base = { glossary: plan.name, file: plan.file ?? null, operation: write.kind, ...pairOf(write), ...renameOf(write, cursor) };
    let done: Written;
    try {
      done = await send(write, plan, cursor, calls, options);
    } catch (error) {
      const failure = toFailure(error);
      emit({ ...base, glossary_id: cursor.glossary?.glossary_id ?? null, entry_count_after: null, trace_id: failure.trace_id ?? null, at: options.now(), outcome: 'failed', error: failure.message });
      outcome.status = 'failed';
      outcome.failure = failure;
      outcome.skipped = plan.writes.length - index - 1;
      break;
    }
    emit({ ...base, ...done, at: options.now(), outcome: 'applied' });
    outcome.applied++;
  }
  outcome.glossary_id = cursor.glossary?.glossary_id ?? null;
  return outcome;
}

type Written = Pick<GlossaryWriteRecord, 'glossary_id' | 'entry_count_after' | 'trace_id' | 'backup' | 'recovered' | 'resent' | 'already_gone'>;

async function send(write: GlossaryWrite, plan: GlossaryChangePlan, cursor: Cursor, calls: GlossaryCalls, options: GlossaryApplyOptions): Promise<Written> {
  if (write.kind === 'create_glossary') {
    const { value, traceId, recovered, resent } = await calls.createGlossary(write.name, write.dictionaries);
    cursor.glossary = value;
    // A recovered create was found in the listing, whose counts are the service's too.
    const count = value.dictionaries.reduce((n, d) => n + d.entry_count, 0);
    return { glossary_id: value.glossary_id, entry_count_after: count, trace_id: traceId || null, ...(recovered ? { recovered } : {}), ...(resent ? { resent } : {}) };
  }
  const glossary = requireGlossary(cursor);
  switch (write.kind) {
    case 'patch_glossary': {
      const change = { ...(write.name === undefined ? {} : { name: write.name }), ...(write.dictionary ? { dictionary: write.dictionary } : {}) };
      const { value, traceId } = await calls.patchGlossary(glossary, change);
      cursor.glossary = value;
      const after = write.dictionary === undefined ? undefined : value.dictionaries.find((d) => pairKey(d) === pairKey(write.dictionary as GlossaryPair));
      return { glossary_id: value.glossary_id, entry_count_after: after?.entry_count ?? null, trace_id: traceId || null };
    }
    case 'put_dictionary': {
      // A PUT replaces the dictionary: the terms it drops are saved first (a PUT of a new dictionary drops none).
      const loses = plan.dictionaries.some((d) => pairKey(d) === pairKey(write.dictionary) && d.removed.length > 0);
      const backup = loses ? await backupFirst(plan, cursor, options, `its ${pairText(write.dictionary)} dictionary was not replaced`) : undefined;
      const { value, traceId } = await calls.putDictionary(glossary, write.dictionary);
      return { glossary_id: glossary.glossary_id, entry_count_after: value.entry_count, trace_id: traceId || null, ...(backup === undefined ? {} : { backup }) };
    }
    case 'delete_dictionary': {
      const backup = await backupFirst(plan, cursor, options, `its ${pairText(write)} dictionary was not deleted`);
      const { traceId, alreadyGone } = await calls.deleteDictionary(glossary, write);
      return { glossary_id: glossary.glossary_id, entry_count_after: null, trace_id: traceId || null, backup, ...(alreadyGone ? { already_gone: true } : {}) };
    }
    case 'delete_glossary': {
      const backup = await backupFirst(plan, cursor, options, 'it was not deleted');
      const { traceId, alreadyGone } = await calls.deleteGlossary(glossary);
      cursor.glossary = null;
      return { glossary_id: glossary.glossary_id, entry_count_after: null, trace_id: traceId || null, backup, ...(alreadyGone ? { already_gone: true } : {}) };
    }
  }
}

/**
 * Saves every dictionary of the glossary as read for this run, once per
 * glossary and run, before the first write that loses terms. What is saved
 * is the read, never the plan's own copy: a saved plan is a file, and a
 * backup made from an edited one would lose the real terms for good. A
 * backup that cannot be written stops the write (and so the glossary).
 */
async function backupFirst(plan: GlossaryChangePlan, cursor: Cursor, options: GlossaryApplyOptions, consequence: string): Promise<string> {
  if (cursor.backup !== undefined) return cursor.backup;
  const id = plan.glossary_id as string;
  const read: LiveGlossary | undefined = options.snapshot(id) ?? (await options.readNow?.(id));
  if (!read) {
    throw new StylesyncError(
      `no copy of the live glossary "${plan.name}" (${id}) was read before this run, so ${consequence} (there would be no backup)`,
      'this is a bug in stylesync; run plan again and report the output.',
      { code: 'internal' },
    );
  }
  try {
    cursor.backup = await options.backup(read);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StylesyncError(
      `could not write the backup of glossary "${read.name}" (${id}), so ${consequence}: ${reason}`,
      'make the backup directory writable (or choose another with --backup-dir) and run apply again.',
      { code: 'backup-failed', cause: error },
    );
  }
  return cursor.backup;
}

function requireGlossary(cursor: Cursor): LiveGlossaryInfo {
  if (cursor.glossary === null) {
    // The glossary plan never writes to a glossary it has not created or found; reaching this is a defect in the plan.
    throw new StylesyncError(
      'the plan writes to a glossary that has no glossary_id (it was never created or was deleted earlier in the plan)',
      'this is a bug in stylesync; run plan again and report the saved plan.',
      { code: 'internal' },
    );
  }
  return cursor.glossary;
}

/** The dictionary a write touches, for its record. */
function pairOf(write: GlossaryWrite): Partial<GlossaryPair> {
  switch (write.kind) {
    case 'patch_glossary':
      return write.dictionary ? { source_lang: write.dictionary.source_lang, target_lang: write.dictionary.target_lang } : {};
    case 'put_dictionary':
      return { source_lang: write.dictionary.source_lang, target_lang: write.dictionary.target_lang };
    case 'delete_dictionary':
      return { source_lang: write.source_lang, target_lang: write.target_lang };
    default:
      return {};
  }
}

function renameOf(write: GlossaryWrite, cursor: Cursor): { renamed_from?: string } {
  return write.kind === 'patch_glossary' && write.name !== undefined && cursor.glossary !== null ? { renamed_from: cursor.glossary.name } : {};
}

function pairText(pair: GlossaryPair): string {
  return `${pair.source_lang}→${pair.target_lang}`;
}

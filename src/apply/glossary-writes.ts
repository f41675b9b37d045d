import type { GlossaryPair, LiveGlossary, LiveGlossaryInfo } from '../catalog/glossary.ts';
import { pairKey } from '../catalog/glossary.ts';
import type { GlossaryCalls } from '../live/glossaries.ts';
import type { GlossaryChangePlan, GlossaryWrite } from '../plan/glossary-types.ts';
import { freshOutcome, type Fields, type Steps } from './chain.ts';
import type { GlossaryApplyOptions, GlossaryOutcome, GlossaryWriteRecord } from './result.ts';
import { writeGuards } from './write-guards.ts';

/** One glossary as its writes go by: the id a create hands out, and the name a rename gives. */
interface Cursor {
  glossary: LiveGlossaryInfo | null;
  /** Every dictionary of this glossary was saved in this run, so later losing writes need no backup. */
  backup?: string;
}

type Written = Pick<GlossaryWriteRecord, 'glossary_id' | 'entry_count_after' | 'trace_id' | 'backup' | 'recovered' | 'resent' | 'already_gone'>;

/**
 * What a glossary's writes are to the runner (chain.ts): the plan's order
 * (PATCHes, then PUTs, then dictionary deletes: glossary-types.ts), each
 * after the glossary exists. The plan never holds a write that changes
 * nothing, and none is added here.
 */
export function glossaryWrites(plan: GlossaryChangePlan, calls: GlossaryCalls, options: GlossaryApplyOptions): Steps<GlossaryWriteRecord, GlossaryOutcome> {
  const liveName = plan.rename?.from ?? plan.name;
  const cursor: Cursor = { glossary: plan.glossary_id === undefined ? null : { glossary_id: plan.glossary_id, name: liveName, dictionaries: [] } };
  const base = (write: GlossaryWrite) => ({ glossary: plan.name, file: plan.file ?? null, operation: write.kind, ...pairOf(write), ...renameOf(write, cursor) });
  const outcome = freshOutcome<GlossaryOutcome>({ name: plan.name, file: plan.file ?? null, action: plan.action, glossary_id: plan.glossary_id ?? null });
  const write = (index: number) => plan.writes[index] as GlossaryWrite;
  return {
    outcome,
    length: plan.writes.length,
    async send(index): Promise<Fields<GlossaryWriteRecord>> {
      // The record's fields before the write: a rename's record names the glossary as it was.
      const before = base(write(index));
      return { ...before, ...(await send(write(index), plan, cursor, calls, options)) };
    },
    failed: (index, failure) => ({ ...base(write(index)), glossary_id: cursor.glossary?.glossary_id ?? null, entry_count_after: null, trace_id: failure.trace_id ?? null }),
    settle: () => void (outcome.glossary_id = cursor.glossary?.glossary_id ?? null),
  };
}

async function send(write: GlossaryWrite, plan: GlossaryChangePlan, cursor: Cursor, calls: GlossaryCalls, options: GlossaryApplyOptions): Promise<Written> {
  if (write.kind === 'create_glossary') {
    const { value, traceId, recovered, resent } = await calls.createGlossary(write.name, write.dictionaries);
    cursor.glossary = value;
    // A recovered create was found in the listing, whose counts are the service's too.
    const count = value.dictionaries.reduce((n, d) => n + d.entry_count, 0);
    return { glossary_id: value.glossary_id, entry_count_after: count, trace_id: traceId || null, ...(recovered ? { recovered } : {}), ...(resent ? { resent } : {}) };
  }
  const glossary = cursor.glossary;
  if (glossary === null) throw writeGuards.noTarget('glossary');
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
  if (!read) throw writeGuards.noCopy(`glossary "${plan.name}" (${id})`, consequence);
  cursor.backup = await writeGuards.backup(`glossary "${read.name}" (${id})`, consequence, () => options.backup(read));
  return cursor.backup;
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

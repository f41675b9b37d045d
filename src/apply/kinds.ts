import { instructionBody } from '../catalog/canonical.ts';
import { entriesToTsv } from '../catalog/glossary-entries.ts';
import { pairKey, pairText, type GlossaryPair, type LiveGlossary, type LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import type { StyleRulesApi, Traced } from '../live/api.ts';
import type { GlossaryCalls } from '../live/glossaries.ts';
import type { GlossaryChangePlan, GlossaryWrite } from '../plan/glossary-types.ts';
import { glossaryKind as glossaryWords, listKind as listWords } from '../plan/kinds.ts';
import type { Change, ListPlan } from '../plan/types.ts';
import { safeName, type BackupKind } from './backup.ts';
import { noTarget, type ItemWrites, type Write, type WritesKind } from './chain.ts';
import type { GlossaryOutcome, GlossaryWriteRecord, ListOutcome, WriteRecord } from './result.ts';

// What apply needs of each kind: how it is backed up (backup.ts) and the
// writes its plan needs, what each sends and loses (chain.ts). Here,
// not in plan/kinds.ts, because sending calls the service (src/live), which
// the pure core may not import.

type Sent = ReturnType<Write['send']>;

/** Style lists: backed up as `<style_id>-<time>.json`, `{stylesync_backup, backed_up_at, list}` with the list as read. */
export const listKind: { backup: BackupKind<LiveList>; writes: WritesKind<ListPlan, StyleRulesApi, WriteRecord, ListOutcome> } = {
  backup: {
    stem: (list) => safeName(list.style_id),
    label: 'the backup before a delete',
    content: (list) => ({ body: { list } }),
  },
  writes: {
    // The kind's words are the plan's: one place says what a list is called and which field is its id.
    noun: listWords.noun,
    idField: listWords.idField,
    nothingWritten: { version_after: null, version_source: null },
    backupInEveryRecord: false,
    items: listWrites,
  },
};

/**
 * A list's writes, in the plan's order. The list is backed up before it is
 * deleted and before its first instruction delete (an instruction's prompt
 * may have been added in the web UI and exist nowhere else).
 */
function listWrites(plan: ListPlan, api: StyleRulesApi): ItemWrites<ListOutcome> {
  // The id may change (create, replace) and every write bumps the version.
  let styleId = plan.style_id ?? null;
  let version = plan.live_version ?? null;
  const target = (): string => {
    if (styleId === null) throw noTarget(listWords.noun, listWords.idField);
    return styleId;
  };
  const fromList = (answer: Traced<LiveList>): Awaited<Sent> => {
    version = answer.value.version;
    return { answer, fields: { style_id: styleId, version_after: version, version_source: 'response' } };
  };
  // Instruction writes answer with the instruction, not the list: the list's version is worked out, since the
  // service bumps it by one on every write (but a delete that found nothing, which bumped nothing).
  const derived = (answer: Traced<unknown>): Awaited<Sent> => {
    if (!answer.alreadyGone && version !== null) version += 1;
    return { answer, fields: { style_id: styleId, version_after: version, version_source: version === null ? null : 'derived' } };
  };
  // Each change as one write: the record's fields (an instruction's label and id), what it loses for good, the request.
  const write = (change: Change): Write => {
    const fields = { list: plan.name, file: plan.file ?? null, operation: change.kind };
    switch (change.kind) {
      case 'create_list':
        return {
          fields,
          async send() {
            const answer = await api.create(change.body);
            styleId = answer.value.style_id;
            return fromList(answer);
          },
        };
      case 'delete_list':
        return {
          fields,
          loses: 'it was not deleted',
          async send() {
            const answer = await api.deleteList(change.before.style_id);
            [styleId, version] = [null, null];
            return { answer, fields: { style_id: change.before.style_id, version_after: null, version_source: null } };
          },
        };
      case 'rename_list':
        return { fields, send: async () => fromList(await api.rename(target(), change.to)) };
      case 'replace_rules':
        return { fields, send: async () => fromList(await api.replaceRules(target(), change.after)) };
      case 'delete_instruction':
        return {
          fields: { ...fields, label: change.before.label, instruction_id: change.instruction_id },
          loses: `its instruction "${change.before.label}" was not deleted`,
          send: async () => derived(await api.deleteInstruction(target(), change.instruction_id)),
        };
      case 'update_instruction':
        return { fields: { ...fields, label: change.after.label, instruction_id: change.instruction_id }, send: async () => derived(await api.updateInstruction(target(), change.instruction_id, instructionBody(change.after))) };
      case 'create_instruction':
        return { fields: { ...fields, label: change.after.label }, send: async () => derived(await api.createInstruction(target(), instructionBody(change.after))) };
    }
  };
  return {
    outcome: {
      name: plan.name,
      file: plan.file ?? null,
      action: plan.action,
      style_id: styleId,
      previous_style_id: plan.style_id ?? null,
      ...(plan.pinned ? { pinned: true } : {}),
    },
    liveId: plan.style_id,
    writes: plan.changes.map(write),
    id: () => styleId,
  };
}

/**
 * Glossaries: backed up as the directory `glossary-<glossary_id>-<time>/`,
 * one `<source>-<target>.tsv` per dictionary as read (TSV, the format
 * terminology tools and a glossary file's `entries_file` read) and
 * `glossary.json` naming the glossary and its files.
 */
export const glossaryKind: { backup: BackupKind<LiveGlossary>; writes: WritesKind<GlossaryChangePlan, GlossaryCalls, GlossaryWriteRecord, GlossaryOutcome> } = {
  backup: {
    stem: (glossary) => `glossary-${safeName(glossary.glossary_id)}`,
    label: 'the backup before a glossary write',
    content(glossary) {
      // Codes come from the service: made safe for a file name, so a hostile answer cannot write elsewhere.
      const files = glossary.entries.map((d) => ({ d, name: `${safeName(d.source_lang)}-${safeName(d.target_lang)}.tsv`, text: d.entries.size === 0 ? '' : `${entriesToTsv(d.entries)}\n` }));
      const dictionaries = files.map(({ d, name }) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.size, entries_file: name }));
      return { body: { glossary_id: glossary.glossary_id, name: glossary.name, dictionaries }, beside: { index: 'glossary.json', files } };
    },
  },
  writes: {
    noun: glossaryWords.noun,
    idField: glossaryWords.idField,
    nothingWritten: { entry_count_after: null },
    // One backup holds every dictionary, so each write that loses terms names it.
    backupInEveryRecord: true,
    items: glossaryWrites,
  },
};

/**
 * A glossary's writes, in the plan's order (PATCHes, then PUTs, then
 * dictionary deletes: plan/glossary-writes.ts), each after the glossary
 * exists. It is backed up before the first write that loses terms: deleted,
 * a dictionary deleted, or a dictionary replaced by a PUT that drops terms.
 */
function glossaryWrites(plan: GlossaryChangePlan, calls: GlossaryCalls): ItemWrites<GlossaryOutcome> {
  // The id a create hands out, and the name a rename gives. A rename is the first write, so its record names the live name.
  let glossary: LiveGlossaryInfo | null = plan.glossary_id === undefined ? null : { glossary_id: plan.glossary_id, name: plan.rename?.from ?? plan.name, dictionaries: [] };
  const renamedFrom = glossary?.name;
  const target = (): LiveGlossaryInfo => {
    if (glossary === null) throw noTarget(glossaryWords.noun, glossaryWords.idField);
    return glossary;
  };
  const send = async (write: GlossaryWrite): Sent => {
    switch (write.kind) {
      case 'create_glossary': {
        const answer = await calls.createGlossary(write.name, write.dictionaries);
        glossary = answer.value;
        // A recovered create was found in the listing, whose counts are the service's too.
        return { answer, fields: { glossary_id: glossary.glossary_id, entry_count_after: glossary.dictionaries.reduce((n, d) => n + d.entry_count, 0) } };
      }
      case 'patch_glossary': {
        const change = { ...(write.name === undefined ? {} : { name: write.name }), ...(write.dictionary ? { dictionary: write.dictionary } : {}) };
        const answer = await calls.patchGlossary(target(), change);
        glossary = answer.value;
        const after = write.dictionary === undefined ? undefined : glossary.dictionaries.find((d) => pairKey(d) === pairKey(write.dictionary as GlossaryPair));
        return { answer, fields: { glossary_id: glossary.glossary_id, entry_count_after: after?.entry_count ?? null } };
      }
      case 'put_dictionary': {
        const to = target();
        const answer = await calls.putDictionary(to, write.dictionary);
        return { answer, fields: { glossary_id: to.glossary_id, entry_count_after: answer.value.entry_count } };
      }
      case 'delete_dictionary':
        return { answer: await calls.deleteDictionary(target(), write), fields: { glossary_id: target().glossary_id, entry_count_after: null } };
      case 'delete_glossary': {
        const { glossary_id } = target();
        const answer = await calls.deleteGlossary(target());
        glossary = null;
        return { answer, fields: { glossary_id, entry_count_after: null } };
      }
    }
  };
  return {
    outcome: { name: plan.name, file: plan.file ?? null, action: plan.action, glossary_id: plan.glossary_id ?? null },
    liveId: plan.glossary_id,
    writes: plan.writes.map((write) => ({
      fields: {
        glossary: plan.name,
        file: plan.file ?? null,
        operation: write.kind,
        ...pairOf(write),
        ...(write.kind === 'patch_glossary' && write.name !== undefined && renamedFrom !== undefined ? { renamed_from: renamedFrom } : {}),
      },
      ...lossOfTerms(plan, write),
      send: () => send(write),
    })),
    id: () => glossary?.glossary_id ?? null,
  };
}

/** What a write loses for good: a PUT replaces the dictionary and drops the terms it lacks (a new dictionary's PUT drops none). */
function lossOfTerms(plan: GlossaryChangePlan, write: GlossaryWrite): { loses?: string } {
  if (write.kind === 'delete_glossary') return { loses: 'it was not deleted' };
  if (write.kind === 'delete_dictionary') return { loses: `its ${pairText(write)} dictionary was not deleted` };
  const drops = write.kind === 'put_dictionary' && plan.dictionaries.some((d) => pairKey(d) === pairKey(write.dictionary) && d.removed.length > 0);
  return drops ? { loses: `its ${pairText(write.dictionary)} dictionary was not replaced` } : {};
}

/** The dictionary a write touches, for its record. */
function pairOf(write: GlossaryWrite): Partial<GlossaryPair> {
  const pair = write.kind === 'delete_dictionary' ? write : write.kind === 'put_dictionary' || write.kind === 'patch_glossary' ? write.dictionary : undefined;
  return pair === undefined ? {} : { source_lang: pair.source_lang, target_lang: pair.target_lang };
}

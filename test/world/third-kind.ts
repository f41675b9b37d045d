import { safeName, type BackupKind } from '../../src/apply/backup.ts';
import { noTarget, type WritesKind } from '../../src/apply/chain.ts';
import type { GlossaryOutcome, GlossaryWriteRecord } from '../../src/apply/result.ts';
import type { LiveGlossaryInfo } from '../../src/catalog/glossary.ts';
import type { GlossaryCalls } from '../../src/live/glossaries.ts';
import type { SectionKind, SectionOptions } from '../../src/plan/plan-section.ts';
import type { PlanProblem } from '../../src/plan/types.ts';

// A third kind, defined only here, to show a kind is cheap (issue #28): "term
// sets", one dictionary of terms each, kept on the service as glossaries
// whose name starts with PREFIX. It says only what differs (how its live
// items are read, its identity, how a file and its live item compare, the
// writes a change needs, its backup and its words); the section planner,
// the chain and the pool are the pipeline's own.

export const PREFIX = 'term set: ';

export interface DesiredTermSet {
  file: string;
  name: string;
  state: 'present' | 'absent';
  source_lang: string;
  target_lang: string;
  terms: Record<string, string>;
}

export interface LiveTermSet {
  set_id: string;
  /** Without PREFIX: the name a file declares. */
  name: string;
  creation_time?: string;
  source_lang: string;
  target_lang: string;
  terms: Record<string, string>;
}

export interface TermSetPlan {
  name: string;
  file?: string;
  action: 'create' | 'update' | 'delete';
  set_id?: string;
  source_lang: string;
  target_lang: string;
  /** The terms after the plan; a delete's are those it removes. */
  terms: Record<string, string>;
  rename_hint?: TermSetHint;
}

interface TermSetHint {
  set_id: string;
  name: string;
  pruned: boolean;
}

/** Every term set on the service, read as a plan reads: the listing, then each one's single dictionary. */
export async function readTermSets(calls: GlossaryCalls): Promise<LiveTermSet[]> {
  const listing = (await calls.listGlossaries()).value.filter((g) => g.name.startsWith(PREFIX) && g.dictionaries.length === 1);
  const { glossaries } = await calls.readGlossaries(listing, 4);
  return glossaries.flatMap(({ glossary_id, name, creation_time, entries: [d] }) =>
    d === undefined ? [] : [{ set_id: glossary_id, name: name.slice(PREFIX.length), ...(creation_time === undefined ? {} : { creation_time }), source_lang: d.source_lang, target_lang: d.target_lang, terms: Object.fromEntries(d.entries) }],
  );
}

const samePair = (a: { source_lang: string; target_lang: string }, b: { source_lang: string; target_lang: string }) => a.source_lang === b.source_lang && a.target_lang === b.target_lang;
const sameTerms = (a: Record<string, string>, b: Record<string, string>) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The term sets' descriptor for the section planner (plan/plan-section.ts). */
export const termSetKind = {
  noun: 'term set',
  plural: 'term sets',
  idField: 'set_id',
  fileWord: 'term set file',
  problemKey: 'glossary',
  codes: { duplicateName: 'duplicate-term-set-name', duplicatePin: 'duplicate-term-set-pin', stalePin: 'stale-term-set-pin', ambiguousName: 'ambiguous-term-set-name', reservedName: 'reserved-term-set-name' },
  actions: ['create', 'update', 'delete'],
  idOf: (l: LiveTermSet) => l.set_id,
  // Term sets are never pinned: identity is by name alone.
  pinOf: () => undefined,
  sameContent: (l: LiveTermSet, d: DesiredTermSet) => samePair(l, d) && sameTerms(l.terms, d.terms),
  planItem(want: DesiredTermSet, have: LiveTermSet | undefined): TermSetPlan | PlanProblem | undefined {
    const { name, file, source_lang, target_lang, terms } = want;
    if (have === undefined) return { name, file, action: 'create', source_lang, target_lang, terms };
    if (!samePair(have, want)) return { code: 'term-set-pair', message: `"${name}" changes its language pair.`, hint: `Keep ${have.source_lang}→${have.target_lang} in ${file}.`, glossary: name, file };
    return sameTerms(have.terms, terms) ? undefined : { name, file, action: 'update', set_id: have.set_id, source_lang, target_lang, terms };
  },
  deletion: (l: LiveTermSet, _reason: string, file?: string): TermSetPlan => ({
    name: l.name,
    ...(file === undefined ? {} : { file }),
    action: 'delete',
    set_id: l.set_id,
    source_lang: l.source_lang,
    target_lang: l.target_lang,
    terms: l.terms,
  }),
  unmanaged: (l: LiveTermSet, ignored: boolean) => ({ set_id: l.set_id, name: l.name, ignored }),
  creates: (p: TermSetPlan) => p.action === 'create',
  fingerprint: (items: readonly TermSetPlan[]) => ({ set_ids: items.flatMap((i) => i.set_id ?? []) }),
  // No rename hints: a term set holds nothing a rename could be recognised by.
  wanted: () => undefined,
  held: () => undefined,
  alike: () => undefined,
  renameHint: (l: LiveTermSet, _alike: unknown, pruned: boolean): TermSetHint => ({ set_id: l.set_id, name: l.name, pruned }),
  alikeWords: () => '',
} as const satisfies SectionKind<DesiredTermSet, LiveTermSet, TermSetPlan, unknown, unknown, TermSetPlan['action'], TermSetHint, undefined, SectionOptions>;

/** How a term set is backed up: `term-set-<id>-<time>.json` with its terms as read. */
export const termSetBackup: BackupKind<LiveTermSet> = {
  stem: (s) => `term-set-${safeName(s.set_id)}`,
  label: 'the backup before a term set write',
  content: (s) => ({ body: { term_set: s } }),
};

/** Which writes a term set's plan needs: one each (create, replace the dictionary, delete), recorded as glossary writes. */
export const termSetWrites: WritesKind<TermSetPlan, GlossaryCalls, GlossaryWriteRecord, GlossaryOutcome> = {
  noun: 'term set',
  idField: 'glossary_id',
  nothingWritten: { entry_count_after: null },
  backupInEveryRecord: true,
  items(plan, calls) {
    let id = plan.set_id ?? null;
    const target = (): LiveGlossaryInfo => {
      if (id === null) throw noTarget('term set', 'set_id');
      return { glossary_id: id, name: PREFIX + plan.name, dictionaries: [] };
    };
    const dictionary = { source_lang: plan.source_lang, target_lang: plan.target_lang, entries: Object.entries(plan.terms) };
    const operation = plan.action === 'create' ? 'create_glossary' : plan.action === 'update' ? 'put_dictionary' : 'delete_glossary';
    const send = async () => {
      if (plan.action === 'create') {
        const answer = await calls.createGlossary(PREFIX + plan.name, [dictionary]);
        id = answer.value.glossary_id;
        return { answer, fields: { glossary_id: id, entry_count_after: answer.value.dictionaries[0]?.entry_count ?? null } };
      }
      if (plan.action === 'update') {
        const answer = await calls.putDictionary(target(), dictionary);
        return { answer, fields: { glossary_id: id, entry_count_after: answer.value.entry_count } };
      }
      const answer = await calls.deleteGlossary(target());
      id = null;
      return { answer, fields: { glossary_id: plan.set_id, entry_count_after: null } };
    };
    return {
      outcome: { name: plan.name, file: plan.file ?? null, action: plan.action, glossary_id: id },
      liveId: plan.set_id,
      // Replacing the dictionary drops the terms the file lacks, and a delete drops them all: both are backed up first.
      writes: [{ fields: { glossary: plan.name, file: plan.file ?? null, operation }, ...(plan.action === 'create' ? {} : { loses: `its terms were not ${plan.action}d` }), send }],
      id: () => id,
    };
  },
};

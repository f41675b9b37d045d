import { diffRules, type RuleChange } from '../catalog/canonical.ts';
import type { RuleMap } from '../catalog/types.ts';
import { instructionChanges } from '../plan/instruction-changes.ts';
import { diffTerms, removedDictionary } from '../plan/glossary-terms.ts';
import type { DictionaryPlan } from '../plan/glossary-types.ts';
import type { Guide, GuideDictionary, GuideLanguage, GuideList, GuideTerm } from './guide-model.ts';

/**
 * "What's new" of a guide page (`stylesync guide --since REF`): the guide of
 * the files at REF against the guide of the files now, file against file,
 * with the plan's own differences: rules by diffRules, instructions by
 * instructionChanges (by label, as apply matches them), terms by diffTerms.
 * What the service holds plays no part.
 */
export interface LanguageChanges {
  lists: { added: string[]; removed: string[] };
  rules: Array<RuleChange & { list: string }>;
  instructions: Array<{ list: string; label: string; kind: 'added' | 'changed' | 'removed' }>;
  /** Per dictionary (glossary and pair) that changed; a new or gone dictionary counts every term. */
  terms: Array<{ glossary: string; plan: DictionaryPlan }>;
  /**
   * Terms in the same dictionary at both commits whose notes changed (admitted alternatives,
   * forbidden variants, definition, note, do-not-translate): what the service never sees, and what a translator
   * most needs to hear about ("login" is now forbidden too).
   */
  notes: Array<{ glossary: string; source_lang: string; target_lang: string; source: string; fields: NoteChange[] }>;
}

/** One changed field of a term's notes; `admitted` and `forbidden` keep both lists so the page can say what is newly admitted or forbidden. */
export type NoteChange =
  | { field: 'admitted' | 'forbidden'; before: readonly string[]; after: readonly string[] }
  | { field: 'definition' | 'note' | 'translate' };

export function guideChanges(before: Guide, after: GuideLanguage): LanguageChanges {
  const old = before.languages.find((l) => l.language === after.language);
  const oldLists = new Map((old?.lists ?? []).map((l) => [l.name, l]));
  const changes: LanguageChanges = {
    lists: { added: after.lists.filter((l) => !oldLists.has(l.name)).map((l) => l.name), removed: [...oldLists.keys()].filter((n) => !after.lists.some((l) => l.name === n)) },
    rules: [],
    instructions: [],
    terms: [],
    notes: [],
  };
  for (const list of after.lists) {
    const was = oldLists.get(list.name);
    if (!was) continue;
    changes.rules.push(...diffRules(ruleMap(was), ruleMap(list)).map((c) => ({ ...c, list: list.name })));
    changes.instructions.push(...instructionsChanged(was, list));
  }
  changes.terms = termsChanged(old?.terminology ?? [], after.terminology);
  changes.notes = notesChanged(old?.terminology ?? [], after.terminology);
  return changes;
}

export function hasChanges(c: LanguageChanges): boolean {
  return c.lists.added.length + c.lists.removed.length + c.rules.length + c.instructions.length + c.terms.length + c.notes.length > 0;
}

function ruleMap(list: GuideList): RuleMap {
  return Object.fromEntries(list.conventions.map((g) => [g.group, Object.fromEntries(g.rules.map((r) => [r.rule, r.value]))]));
}

function instructionsChanged(was: GuideList, now: GuideList): LanguageChanges['instructions'] {
  // The live side of instructionChanges wants ids; the label is the identity here, as it is when apply matches.
  const live = was.instructions.map((i) => ({ id: i.label, label: i.label, prompt: i.prompt, ...(i.source_language === undefined ? {} : { source_language: i.source_language }) }));
  const desired = now.instructions.map((i) => ({ label: i.label, prompt: i.prompt, ...(i.source_language === undefined ? {} : { source_language: i.source_language }), file: now.file, line: 0, col: 0 }));
  return instructionChanges(desired, live, now.file).flatMap((c): LanguageChanges['instructions'] => {
    if (c.kind === 'create_instruction') return [{ list: now.name, label: c.after.label, kind: 'added' }];
    if (c.kind === 'update_instruction') return [{ list: now.name, label: c.after.label, kind: 'changed' }];
    if (c.kind === 'delete_instruction') return [{ list: now.name, label: c.before.label, kind: 'removed' }];
    return [];
  });
}

const key = (d: GuideDictionary) => `${d.glossary}\u0000${d.source_lang}\u0000${d.target_lang}`;

function termsChanged(before: readonly GuideDictionary[], after: readonly GuideDictionary[]): LanguageChanges['terms'] {
  const entries = (d: GuideDictionary) => new Map(d.terms.map((t) => [t.source, t.target]));
  const old = new Map(before.map((d) => [key(d), d]));
  const out: LanguageChanges['terms'] = [];
  for (const d of after) {
    const was = old.get(key(d));
    old.delete(key(d));
    const plan = diffTerms(d, entries(d), was === undefined ? undefined : entries(was));
    if (plan) out.push({ glossary: d.glossary, plan });
  }
  for (const d of old.values()) out.push({ glossary: d.glossary, plan: removedDictionary(d, entries(d)) });
  return out;
}

function notesChanged(before: readonly GuideDictionary[], after: readonly GuideDictionary[]): LanguageChanges['notes'] {
  const old = new Map(before.map((d) => [key(d), new Map(d.terms.map((t) => [t.source, t]))]));
  const out: LanguageChanges['notes'] = [];
  for (const d of after) {
    const was = old.get(key(d));
    if (was === undefined) continue;
    for (const term of d.terms) {
      const prior = was.get(term.source);
      if (prior === undefined) continue;
      const fields = noteFields(prior, term);
      if (fields.length > 0) out.push({ glossary: d.glossary, source_lang: d.source_lang, target_lang: d.target_lang, source: term.source, fields });
    }
  }
  return out;
}

function noteFields(before: GuideTerm, after: GuideTerm): NoteChange[] {
  const fields: NoteChange[] = [];
  // An admitted alternative is its term and its note: a note rewritten ("only in legal texts") is a change a translator must hear.
  const admitted = (t: GuideTerm) => (t.admitted ?? []).map((a) => (a.note === undefined ? a.term : `${a.term}\u0000${a.note}`));
  if (!sameList(admitted(before), admitted(after))) fields.push({ field: 'admitted', before: (before.admitted ?? []).map((a) => a.term), after: (after.admitted ?? []).map((a) => a.term) });
  // So is a forbidden variant: its note ("the old product name") and its status (superseded) are what a translator reads.
  const forbidden = (t: GuideTerm) => (t.forbidden ?? []).map((f) => [f.term, f.note ?? '', f.status ?? ''].join('\u0000'));
  if (!sameList(forbidden(before), forbidden(after))) fields.push({ field: 'forbidden', before: (before.forbidden ?? []).map((f) => f.term), after: (after.forbidden ?? []).map((f) => f.term) });
  if (before.definition !== after.definition) fields.push({ field: 'definition' });
  if (before.note !== after.note) fields.push({ field: 'note' });
  if (before.doNotTranslate !== after.doNotTranslate) fields.push({ field: 'translate' });
  return fields;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

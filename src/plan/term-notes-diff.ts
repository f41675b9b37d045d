import { type AdmittedTerm, type ForbiddenTerm, type DesiredGlossary, pairKey, type TermNotes } from '../catalog/glossary.ts';

/** A field of a term's notes, as the glossary file names it. */
export type NoteField = keyof TermNotes;

/** One term whose notes differ between two versions of the files; values as the files say them, undefined when unset. */
export interface TermNoteChange {
  glossary: string;
  file: string;
  source_lang: string;
  target_lang: string;
  source: string;
  fields: Array<{ field: NoteField; before?: TermNotes[NoteField]; after?: TermNotes[NoteField] }>;
}

const FIELDS: readonly NoteField[] = ['admitted', 'forbidden', 'definition', 'note', 'translate'];

/**
 * What changed in the glossary files that the service never sees (issue #22):
 * the notes (`admitted`, `forbidden`, `definition`, `note`, `translate: false`) of each
 * term that is in the same glossary (by pin, else by name) and dictionary (by
 * pair) at both versions. The service stores bare pairs, so the plan against
 * it cannot show these; on a pull request, the base commit's files against
 * the pull request's can. A term added or removed is the plan's (its pair is sent).
 * In the files' order: glossary, dictionary, then term.
 */
export function termNotesDiff(before: readonly DesiredGlossary[], after: readonly DesiredGlossary[]): TermNoteChange[] {
  const present = before.filter((g) => g.state === 'present');
  const byName = new Map(present.map((g) => [g.name, g]));
  // A pinned glossary renamed in the same pull request is still the same glossary (the plan renames it).
  const byId = new Map(present.filter((g) => g.glossary_id !== undefined).map((g) => [g.glossary_id, g]));
  const out: TermNoteChange[] = [];
  for (const glossary of after) {
    const was = (glossary.glossary_id === undefined ? undefined : byId.get(glossary.glossary_id)) ?? byName.get(glossary.name);
    if (glossary.state !== 'present' || was === undefined) continue;
    const wasDictionaries = new Map(was.dictionaries.map((d) => [pairKey(d), d]));
    for (const d of glossary.dictionaries) {
      const prior = wasDictionaries.get(pairKey(d));
      if (prior === undefined) continue;
      for (const source of d.entries.keys()) {
        if (!prior.entries.has(source)) continue;
        const fields = changedFields(prior.notes?.get(source) ?? {}, d.notes?.get(source) ?? {});
        if (fields.length > 0) out.push({ glossary: glossary.name, file: glossary.file, source_lang: d.source_lang, target_lang: d.target_lang, source, fields });
      }
    }
  }
  return out;
}

function changedFields(before: TermNotes, after: TermNotes): TermNoteChange['fields'] {
  return FIELDS.filter((field) => !same(before[field], after[field])).map((field) => ({
    field,
    ...(before[field] === undefined ? {} : { before: before[field] }),
    ...(after[field] === undefined ? {} : { after: after[field] }),
  }));
}

function same(a: TermNotes[NoteField], b: TermNotes[NoteField]): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v: string | AdmittedTerm | ForbiddenTerm, i) => sameItem(v, b[i] as string | AdmittedTerm | ForbiddenTerm));
  // A definition rewritten from `definition: text` to a folded block (`>`) gains a final line break, the YAML's
  // chomping rather than the text: shown, it would be a change whose two sides read the same.
  if (typeof a === 'string' && typeof b === 'string') return a.trimEnd() === b.trimEnd();
  return a === b;
}

/** Two forbidden variants, or two admitted alternatives: the same term with the same note (and, forbidden, the same status). */
function sameItem(a: string | AdmittedTerm | ForbiddenTerm, b: string | AdmittedTerm | ForbiddenTerm): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.term === b.term && a.note === b.note && ('status' in a ? a.status : undefined) === ('status' in b ? b.status : undefined);
}

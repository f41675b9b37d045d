import { createHash } from 'node:crypto';
import type { DesiredGlossary, TermNotes } from '../catalog/glossary.ts';
import { DO_NOT_TRANSLATE_NOTE } from '../config/tbx.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/**
 * What both TBX editions write (src/report/tbx.ts for TBX 2 `martif`,
 * src/report/tbx-v3.ts for TBX v3): one concept per source term and source
 * language, with every target language whose dictionary has the term, in
 * code-point order; and, per target language, its terms in the order
 * readers expect: the preferred term, its admitted alternatives, then the
 * forbidden variants (deprecatedTerm-admn-sts, TBX-Basic's "do not use", or
 * supersededTerm-admn-sts where the file says `status: superseded`), each with its note.
 * Tools that read one term per language take the first.
 */
export const TBX_GENERATOR = 'stylesync';

export const PREFERRED = 'preferredTerm-admn-sts';
export const ADMITTED = 'admittedTerm-admn-sts';
export const DEPRECATED = 'deprecatedTerm-admn-sts';
export const SUPERSEDED = 'supersededTerm-admn-sts';

export interface TbxTarget {
  term: string;
  notes?: TermNotes;
}
export interface TbxExportConcept {
  id: string;
  source_lang: string;
  source: string;
  /** Target language → its term, in code-point order of the language. */
  targets: Array<[string, TbxTarget]>;
  /** The definition every target gives alike (written once, in the source language), else undefined. */
  shared?: string;
}

/** One term of a language with its status and notes, in the order it is written. */
export interface TbxTermOut {
  term: string;
  status: string;
  notes: string[];
}

/** Concepts in code-point order of source language and term, whatever the order of the files. */
export function tbxExportConcepts(glossary: DesiredGlossary): TbxExportConcept[] {
  const byKey = new Map<string, { source_lang: string; source: string; targets: Map<string, TbxTarget> }>();
  for (const d of glossary.dictionaries) {
    const source_lang = d.source_lang.toLowerCase();
    for (const [source, term] of d.entries) {
      const key = `${source_lang}\u0000${source}`;
      const concept = byKey.get(key) ?? { source_lang, source, targets: new Map<string, TbxTarget>() };
      const notes = d.notes?.get(source);
      concept.targets.set(d.target_lang.toLowerCase(), { term, ...(notes ? { notes } : {}) });
      byKey.set(key, concept);
    }
  }
  return [...byKey.values()]
    .sort((a, b) => codeUnitOrder(a.source_lang, b.source_lang) || codeUnitOrder(a.source, b.source))
    .map((c) => {
      const targets = [...c.targets].sort(([a], [b]) => codeUnitOrder(a, b));
      const definitions = targets.map(([, t]) => t.notes?.definition);
      // One definition for the concept when every target says the same; else each target keeps its own.
      const shared = definitions.every((d) => d !== undefined && d === definitions[0]) ? definitions[0] : undefined;
      const id = `c-${createHash('sha256').update(`${c.source_lang}\u0000${c.source}`).digest('hex').slice(0, 16)}`;
      return { id, source_lang: c.source_lang, source: c.source, targets, ...(shared === undefined ? {} : { shared }) };
    });
}

/** A target language's terms: preferred (with the entry's note and do-not-translate), admitted (each its note), forbidden. */
export function targetTerms(t: TbxTarget): TbxTermOut[] {
  const own = [...(t.notes?.note !== undefined ? [t.notes.note] : []), ...(t.notes?.translate === false ? [DO_NOT_TRANSLATE_NOTE] : [])];
  return [
    { term: t.term, status: PREFERRED, notes: own },
    ...(t.notes?.admitted ?? []).map((a) => ({ term: a.term, status: ADMITTED, notes: a.note === undefined ? [] : [a.note] })),
    ...(t.notes?.forbidden ?? []).map((f) => ({ term: f.term, status: f.status === 'superseded' ? SUPERSEDED : DEPRECATED, notes: f.note === undefined ? [] : [f.note] })),
  ];
}

/**
 * One concept as the XML builder takes it, in either edition's element
 * names (TBX 2: langSet › tig; v3: langSec › termSec): the source language
 * with the shared definition, then each target language with its own
 * definition and its terms; each term group holds the term, its
 * administrativeStatus, then its notes (TBX-Basic's order).
 */
export function conceptElement(c: TbxExportConcept, names: { language: 'langSet' | 'langSec'; term: 'tig' | 'termSec' }): Record<string, unknown> {
  const group = ({ term, status, notes }: TbxTermOut) => ({ term, termNote: { '@type': 'administrativeStatus', '#text': status }, ...(notes.length > 0 ? { note: notes } : {}) });
  const definition = (text: string | undefined) => (text === undefined ? {} : { descrip: { '@type': 'definition', '#text': text } });
  return {
    '@id': c.id,
    [names.language]: [
      { '@xml:lang': c.source_lang, ...definition(c.shared), [names.term]: [group({ term: c.source, status: PREFERRED, notes: [] })] },
      ...c.targets.map(([lang, t]) => ({ '@xml:lang': lang, ...definition(c.shared === undefined ? t.notes?.definition : undefined), [names.term]: targetTerms(t).map(group) })),
    ],
  };
}

import type { GlossaryPair, TermNotes } from '../catalog/glossary.ts';
import type { TbxConcept, TbxTerms } from './tbx.ts';

/** One entry of a dictionary as a TBX file gives it. */
export interface TbxPairEntry {
  source: string;
  target: string;
  /** The concept's line (1 when the concepts could not be placed). */
  line: number;
  /** Only when the concept says more than the two terms. */
  notes?: TermNotes;
}

/**
 * The entries one dictionary takes from a termbase: per concept, the term of
 * the source language and of the target language, matched on the base code
 * case-insensitively (`en-US` counts as `en`; an exact `en` is preferred over
 * a variant), with the target's forbidden variants, definition and note.
 *
 * translate-toolkit's csv2tbx has no option for the target language and
 * writes every target term in `xx`: a concept with no term in the target
 * language takes its `xx` term.
 *
 * A concept lacking either term gives no entry: a multilingual termbase
 * names many concepts in some languages only, and a dictionary is one pair.
 * A concept marked do-not-translate needs no target: the source term is its
 * own target, as the long form's `translate: false` says. Pure.
 */
export function tbxPairEntries(concepts: readonly TbxConcept[], pair: GlossaryPair): TbxPairEntry[] {
  const out: TbxPairEntry[] = [];
  for (const c of concepts) {
    const source = languageOf(c, pair.source_lang);
    const target = languageOf(c, pair.target_lang) ?? languageOf(c, UNNAMED);
    if (!source || source.term === '') continue;
    const translate = target?.translate === false || source.translate === false || c.translate === false ? false : undefined;
    const term = target?.term || (translate === false ? source.term : '');
    if (term === '') continue;
    const notes = notesOf(c, source, target, translate);
    out.push({ source: source.term, target: term, line: c.line ?? 1, ...(notes ? { notes } : {}) });
  }
  return out;
}

/** The languages a termbase names, base codes, sorted: what a hint offers when a pair finds nothing. */
export function tbxLanguages(concepts: readonly TbxConcept[]): string[] {
  return [...new Set(concepts.flatMap((c) => [...c.languages.keys()].map(base)))].sort();
}

/** The language translate-toolkit writes for a target it was given no language for (lisa.settarget's default). */
const UNNAMED = 'xx';

function languageOf(c: TbxConcept, code: string): TbxTerms | undefined {
  const wanted = code.toLowerCase();
  const exact = c.languages.get(wanted);
  if (exact && exact.term !== '') return exact;
  for (const [lang, terms] of c.languages) if (base(lang) === wanted && terms.term !== '') return terms;
  return exact;
}

function base(lang: string): string {
  return lang.split(/[-_]/)[0] as string;
}

/** The target's own metadata first (that is where stylesync writes it), else the concept's, else the source's. */
function notesOf(c: TbxConcept, source: TbxTerms, target: TbxTerms | undefined, translate: false | undefined): TermNotes | undefined {
  const notes: { -readonly [K in keyof TermNotes]: TermNotes[K] } = {};
  const forbidden = target?.forbidden ?? [];
  if (forbidden.length > 0) notes.forbidden = [...new Set(forbidden)];
  const definition = target?.definition ?? c.definition ?? source.definition;
  if (definition !== undefined) notes.definition = definition;
  const note = target?.note ?? c.note ?? source.note;
  if (note !== undefined) notes.note = note;
  if (translate === false) notes.translate = false;
  return Object.keys(notes).length > 0 ? notes : undefined;
}

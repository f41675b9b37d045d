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
 * a variant), with the target's admitted alternatives, forbidden variants,
 * definition and note.
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
    const notes = notesOf(c, source, target);
    // Do-not-translate keeps the source term, whatever the target language holds (the long form's `translate: false`).
    const term = notes?.translate === false ? source.term : (target?.term ?? '');
    if (term === '') continue;
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

/** The target's admitted alternatives and forbidden variants, and the pair's definition, note and do-not-translate (tbxPairMetadata). */
function notesOf(c: TbxConcept, source: TbxTerms, target: TbxTerms | undefined): TermNotes | undefined {
  // A repeated alternative or forbidden variant is kept once (its first note).
  const forbidden = (target?.forbidden ?? []).filter((f, i, all) => all.findIndex((b) => b.term === f.term) === i);
  const admitted = (target?.admitted ?? []).filter((a, i, all) => all.findIndex((b) => b.term === a.term) === i);
  const notes: TermNotes = { ...(admitted.length > 0 ? { admitted } : {}), ...(forbidden.length > 0 ? { forbidden } : {}), ...tbxPairMetadata(c, source, target) };
  return Object.keys(notes).length > 0 ? notes : undefined;
}

/**
 * A pair's definition, note and do-not-translate: the target language's own
 * first (that is where stylesync writes them), else the concept's, else the
 * source language's. Shared with import --tbx (src/import/tbx-glossary.ts),
 * so a termbase says the same as an entries file and imported.
 */
export function tbxPairMetadata(c: TbxConcept, source: TbxTerms, target: TbxTerms | undefined): Pick<TermNotes, 'definition' | 'note' | 'translate'> {
  const definition = target?.definition ?? c.definition ?? source.definition;
  const note = target?.note ?? c.note ?? source.note;
  const keep = target?.translate === false || source.translate === false || c.translate === false;
  return { ...(definition !== undefined ? { definition } : {}), ...(note !== undefined ? { note } : {}), ...(keep ? { translate: false as const } : {}) };
}

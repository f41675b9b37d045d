import { termProblem } from '../catalog/glossary-entries.ts';
import { pairText, TERM_NOTE_MAX_CHARS, type DesiredDictionary, type TermNotes } from '../catalog/glossary.ts';
import { codePointLength } from '../catalog/types.ts';
import type { TbxConcept, TbxTerms } from '../config/tbx.ts';
import { tbxPairMetadata } from '../config/tbx-pair.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/**
 * A termbase (read by config/tbx.ts) as the dictionaries of one glossary
 * file, source language given: one dictionary per other language, one entry
 * per concept that has a term on both sides, in the termbase's order (its
 * author's). Pure.
 *
 * What the service would refuse, or validate would call a contradiction, is
 * left out and said (`skipped`), so the file written always validates:
 * - a concept without a term in the source language (nothing to key it on);
 * - a source term an earlier concept already gave for that pair (a
 *   dictionary keys each source term once);
 * - a term breaking a content rule (control characters, over 1024 bytes);
 * - a forbidden variant that is the entry's own target, or the target of
 *   another entry; a repeated one is written once, silently;
 * - an admitted alternative breaking a content rule, equal to the entry's
 *   target or also forbidden; a repeated one is written once (its first
 *   note kept), silently;
 * - a definition or note past TERM_NOTE_MAX_CHARS (the entry is kept).
 * Definitions, notes and do-not-translate come as an entries file takes
 * them (config/tbx-pair.ts tbxPairMetadata); a do-not-translate concept's
 * target is its source term.
 * Terms are trimmed: XML tools indent them, and the service refuses
 * surrounding whitespace. Regional codes fold into their base language
 * (glossaries apply to every variant): the first variant of a concept wins.
 */
export type TermbaseDictionary = Pick<DesiredDictionary, 'source_lang' | 'target_lang'> & { entries: Map<string, string>; notes: Map<string, TermNotes> };

export interface TbxSkip {
  /** `concept c12` (its id, or its 1-based position when it has none), or `term "sign in"`. */
  where: string;
  reason: string;
}

export interface TermbaseGlossary {
  dictionaries: TermbaseDictionary[];
  skipped: TbxSkip[];
  /** Base codes of the termbase's languages, sorted: for the message when the source language is not among them. */
  languages: string[];
}

type Slot = Pick<TbxTerms, 'term' | 'admitted' | 'forbidden' | 'definition' | 'note' | 'translate'>;

export function tbxGlossary(concepts: readonly TbxConcept[], sourceLanguage: string): TermbaseGlossary {
  const source = baseCode(sourceLanguage);
  const byTarget = new Map<string, TermbaseDictionary>();
  const skipped: TbxSkip[] = [];
  const languages = new Set<string>();
  concepts.forEach((concept, index) => {
    const name = `concept ${concept.id ?? `#${index + 1}`}`;
    const slots = baseSlots(concept);
    for (const lang of slots.keys()) languages.add(lang);
    const from = slots.get(source);
    if (!from) return void skipped.push({ where: name, reason: `no ${source} term` });
    const bad = termProblem(from.term, `${source} term`);
    if (bad) return void skipped.push({ where: name, reason: bad.message });
    for (const [lang, to] of slots) {
      if (lang === source) continue;
      const dictionary = byTarget.get(lang) ?? { source_lang: source, target_lang: lang, entries: new Map(), notes: new Map() };
      byTarget.set(lang, dictionary);
      const { extra, dropped } = metadata(concept, from, to);
      const problem = addEntry(dictionary, from.term, extra.translate === false ? { ...to, term: from.term } : to, extra);
      for (const reason of problem ? [problem] : dropped) skipped.push({ where: name, reason: `${source}→${lang}: ${reason}` });
    }
  });
  const dictionaries = [...byTarget.values()].filter((d) => d.entries.size > 0).sort((a, b) => codeUnitOrder(a.target_lang, b.target_lang));
  for (const d of dictionaries) skipped.push(...dropContradictions(d));
  return { dictionaries, skipped, languages: [...languages].sort() };
}

/** The entry, or why it is left out. */
function addEntry(dictionary: TermbaseDictionary, source: string, to: Slot, extra: TermNotes): string | undefined {
  if (dictionary.entries.has(source)) return `the source term ${JSON.stringify(source)} is already in the dictionary (an earlier concept)`;
  const bad = termProblem(to.term, 'target term');
  if (bad) return bad.message;
  const forbidden = to.forbidden.filter((f, i) => termProblem(f.term, 'forbidden variant') === undefined && to.forbidden.findIndex((b) => b.term === f.term) === i);
  const admitted = to.admitted.filter((a, i) => termProblem(a.term, 'admitted alternative') === undefined && to.admitted.findIndex((b) => b.term === a.term) === i);
  dictionary.entries.set(source, to.term);
  const notes: TermNotes = { ...(admitted.length > 0 ? { admitted } : {}), ...(forbidden.length > 0 ? { forbidden } : {}), ...extra };
  if (Object.keys(notes).length > 0) dictionary.notes.set(source, notes);
  return undefined;
}

/** The pair's definition, note and do-not-translate; a definition or note too long for a glossary file is dropped and said. */
function metadata(concept: TbxConcept, from: Slot, to: Slot): { extra: TermNotes; dropped: string[] } {
  const extra: { -readonly [K in keyof TermNotes]: TermNotes[K] } = tbxPairMetadata(concept, from, to);
  const dropped: string[] = [];
  for (const field of ['definition', 'note'] as const) {
    const text = extra[field];
    if (text === undefined || codePointLength(text) <= TERM_NOTE_MAX_CHARS) continue;
    delete extra[field];
    dropped.push(`the ${field} is longer than ${TERM_NOTE_MAX_CHARS} characters, so it was left out`);
  }
  return { extra, dropped };
}

/**
 * What validate would refuse: a forbidden variant that is the entry's own
 * target or the target of another entry; an admitted alternative that is the
 * entry's target or also forbidden for it (validate-glossary-admitted.ts).
 */
function dropContradictions(dictionary: TermbaseDictionary): TbxSkip[] {
  const targets = new Set(dictionary.entries.values());
  const out: TbxSkip[] = [];
  const pair = pairText(dictionary);
  for (const [source, notes] of dictionary.notes) {
    const where = `term ${JSON.stringify(source)}`;
    const kept = (notes.forbidden ?? []).filter(({ term: variant }) => {
      if (!targets.has(variant)) return true;
      out.push({ where, reason: `${pair}: the forbidden variant ${JSON.stringify(variant)} is a target in the dictionary, so it was left out` });
      return false;
    });
    const admitted = (notes.admitted ?? []).filter(({ term }) => {
      const why = term === dictionary.entries.get(source) ? 'is the entry\'s own target' : kept.some((f) => f.term === term) ? 'is also forbidden for it' : undefined;
      if (why !== undefined) out.push({ where, reason: `${pair}: the admitted alternative ${JSON.stringify(term)} ${why}, so it was left out` });
      return why === undefined;
    });
    const { admitted: _a, forbidden: _f, ...rest } = notes;
    const left: TermNotes = { ...(admitted.length > 0 ? { admitted } : {}), ...(kept.length > 0 ? { forbidden: kept } : {}), ...rest };
    // Keys in the order of TermNotes, so the file writes forbidden before definition and note either way.
    if (Object.keys(left).length > 0) dictionary.notes.set(source, left);
    else dictionary.notes.delete(source);
  }
  return out;
}

/** The concept's terms by base language code, trimmed; the first variant of a language with a term wins. */
function baseSlots(concept: TbxConcept): Map<string, Slot> {
  const out = new Map<string, Slot>();
  for (const [lang, slot] of concept.languages) {
    const base = baseCode(lang);
    const term = slot.term.trim();
    if (term === '' || out.has(base) || !/^[a-z]{2,3}$/.test(base)) continue;
    out.set(base, { ...slot, term, admitted: slot.admitted.map((a) => ({ ...a, term: a.term.trim() })), forbidden: slot.forbidden.map((f) => ({ ...f, term: f.term.trim() })) });
  }
  return out;
}

function baseCode(lang: string): string {
  return (lang.toLowerCase().split(/[-_]/)[0] ?? '').trim();
}

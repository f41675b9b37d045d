import { XMLParser } from 'fast-xml-parser';
import type { AdmittedTerm } from '../catalog/glossary.ts';
import { tbxConceptLines } from './tbx-lines.ts';
import { xmlWellFormed } from './xml-well-formed.ts';

export { tbxText } from './tbx-text.ts';
export { DO_NOT_TRANSLATE_NOTE } from './tbx-note.ts';
import { DO_NOT_TRANSLATE_NOTE } from './tbx-note.ts';

/**
 * TBX read back (issue #22): the concepts of a termbase as terms per
 * language, with what they say beyond the terms, from the forms tools write:
 *
 * - TBX-Basic / ISO 30042:2008 `martif`: `termEntry` › `langSet` › `tig` ›
 *   `term` (what `stylesync export` and translate-toolkit's csv2tbx write),
 *   or `ntig` › `termGrp` › `term`;
 * - TBX v3 / ISO 30042:2019 `tbx`: `conceptEntry` › `langSec` › `termSec` › `term`.
 *
 * A term marked not to be used (`administrativeStatus` deprecatedTerm-admn-sts,
 * or forbiddenTerm-admn-sts / supersededTerm-admn-sts as other tools write it)
 * is kept apart as forbidden; of the others, the one marked
 * preferredTerm-admn-sts, else the first, is the language's term, and the
 * rest (admittedTerm-admn-sts, or no status) are its admitted alternatives,
 * each with the notes of its own tig, ntig or termSec (issue #30). Definitions
 * (`descrip type="definition"`, in a `descripGrp` too) and notes (`note`) are
 * read at the concept, the language and the term; do-not-translate is read
 * from stylesync's note "Do not translate." and from the forms Weblate writes
 * (`termNote type="translationNote"` no, `descrip type="Translation needed"` No).
 * Pure: text in, data out. saxes checks XML 1.0 well-formedness (characters
 * included: nothing is dropped silently), fast-xml-parser parses; a DOCTYPE
 * that declares entities is refused before parsing, so no entity expansion can blow up.
 */
export interface TbxTerms {
  /** The preferred term; empty when the language has forbidden terms only. */
  term: string;
  /** The language's other allowed terms, in document order, each with its own notes. */
  admitted: AdmittedTerm[];
  forbidden: string[];
  /** Definitions of the language (its langSet and its term), distinct ones joined by a line break. */
  definition?: string;
  /** Notes of the language and of its term, distinct ones joined by a line break. */
  note?: string;
  /** The term is marked not to be translated. */
  translate?: false;
}

export interface TbxConcept {
  id?: string;
  /** Lower-case language code (as written: `en-us` stays) → the preferred term, the forbidden ones, metadata. */
  languages: Map<string, TbxTerms>;
  /** 1-based line where the concept starts; absent when the document's concepts could not be placed. */
  line?: number;
  /** Definitions and notes written on the concept itself, and a do-not-translate mark there. */
  definition?: string;
  note?: string;
  translate?: false;
}

export type TbxRead =
  | {
      ok: true;
      concepts: TbxConcept[];
      /** The termbase's title (`martifHeader` or `tbxHeader` › `fileDesc` › `titleStmt` › `title`), trimmed; absent when it has none. */
      title?: string;
    }
  | { ok: false; line: number; col: number; message: string; hint: string };

const FORBIDDEN_STATUS = new Set(['deprecatedterm-admn-sts', 'forbiddenterm-admn-sts', 'supersededterm-admn-sts']);
const ARRAYS = new Set(['termEntry', 'conceptEntry', 'langSet', 'langSec', 'tig', 'ntig', 'termSec', 'termNote', 'termGrp', 'note', 'descrip', 'descripGrp']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Every element that can repeat is an array even when it occurs once: one shape to walk.
  isArray: (name) => ARRAYS.has(name),
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  // Numeric character references (&#x200C;) are decoded under this option; export writes them for invisible characters.
  htmlEntities: true,
});


export function readTbx(text: string): TbxRead {
  const entityAt = /<!ENTITY/i.exec(text);
  if (entityAt) {
    const { line, col } = position(text, entityAt.index);
    return { ok: false, line, col, message: 'the TBX file declares entities in its DOCTYPE', hint: 'Entities are not read (they can expand without bound); export the termbase again without them.' };
  }
  const fault = xmlWellFormed(text);
  if (fault) {
    const { line, col, message } = fault;
    return { ok: false, line, col, message: `the TBX file is not well-formed XML: ${message}`, hint: 'Export the termbase again from its tool, or fix the XML at this position (XML 1.0 holds no control character but tab and line breaks, not even as a reference such as &#xB;).' };
  }
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    // The parser's own bounds (maxNestedTags: elements nested past 100 deep, where TBX needs about 10) end here.
    const message = `the TBX file could not be read: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, line: 1, col: 1, message, hint: 'Give a TBX file as terminology tools export it (TBX-Basic martif or TBX v3); this one is not shaped like a termbase.' };
  }
  const martif = obj(doc.martif);
  const tbx = obj(doc.tbx);
  const body = obj(obj(obj(martif ?? tbx)?.text)?.body);
  if (!body) {
    return { ok: false, line: 1, col: 1, message: 'the file is not TBX: no martif or tbx root with text › body', hint: 'Give a TBX-Basic (martif) or TBX v3 (tbx) file, as CAT tools and translate-toolkit write them.' };
  }
  const entries = [...list(body.termEntry), ...list(body.conceptEntry)];
  const concepts = entries.map(concept);
  // A concept the scan could not match one to one (a body that nests concepts oddly) gets no line rather than a wrong one.
  const lines = tbxConceptLines(text);
  if (lines.length === concepts.length) concepts.forEach((c, i) => (c.line = lines[i]));
  const title = titleOf(obj(martif?.martifHeader) ?? obj(tbx?.tbxHeader));
  return { ok: true, concepts, ...(title === '' ? {} : { title }) };
}

/** The header's `fileDesc` › `titleStmt` › `title`, trimmed ('' when there is none). */
function titleOf(header: Record<string, unknown> | undefined): string {
  return text(obj(obj(header?.fileDesc)?.titleStmt)?.title).trim();
}

function concept(entry: unknown): TbxConcept {
  const e = obj(entry) ?? {};
  const languages = new Map<string, TbxTerms>();
  for (const set of [...list(e.langSet), ...list(e.langSec)]) {
    const s = obj(set) ?? {};
    // `lang` is the attribute of MARTIF before TBX (ISO 12200), which some tools still write.
    const lang = String(s['@xml:lang'] ?? s['@lang'] ?? '').toLowerCase();
    if (lang === '') continue;
    languages.set(lang, merge(languages.get(lang), language(s)));
  }
  const id = e['@id'];
  return { ...(typeof id === 'string' ? { id } : {}), languages, ...metadata([e]) };
}

/** One langSet or langSec: its preferred term, forbidden ones, and the metadata of the set and of that term. */
function language(set: Record<string, unknown>): TbxTerms {
  const groups = termGroups(set);
  const allowed = groups.filter((g) => !g.forbidden);
  const preferred = allowed.find((g) => g.preferred) ?? allowed[0];
  return {
    term: preferred?.term ?? '',
    admitted: allowed.filter((g) => g !== preferred).map(admittedTerm),
    forbidden: groups.filter((g) => g.forbidden).map((g) => g.term),
    ...metadata([set, ...(preferred?.holders ?? [])]),
  };
}

/** An admitted term with the notes of its own term group (its definition is the language's, not its own). */
function admittedTerm(group: TermGroup): AdmittedTerm {
  const { note } = metadata(group.holders);
  return { term: group.term, ...(note === undefined ? {} : { note }) };
}

/** Two langSets of one language in one concept (tools write that): the first term stays, the rest adds up. */
function merge(earlier: TbxTerms | undefined, later: TbxTerms): TbxTerms {
  if (!earlier) return later;
  const joined = (a?: string, b?: string) => (a && b ? joinDistinct([a, b]) : (a ?? b));
  // A later set's preferred term, when the first already has one, is one more alternative.
  const demoted = earlier.term && later.term ? [{ term: later.term }] : [];
  const admitted = [...earlier.admitted, ...demoted, ...later.admitted];
  const out: TbxTerms = { term: earlier.term || later.term, admitted, forbidden: [...earlier.forbidden, ...later.forbidden] };
  const definition = joined(earlier.definition, later.definition);
  const note = joined(earlier.note, later.note);
  if (definition) out.definition = definition;
  if (note) out.note = note;
  if (earlier.translate === false || later.translate === false) out.translate = false;
  return out;
}

interface TermGroup {
  term: string;
  forbidden: boolean;
  preferred: boolean;
  /** The elements whose notes and definitions belong to this term (the tig; the termGrp and its ntig). */
  holders: Array<Record<string, unknown>>;
}

/** The terms of one language, from tig, ntig › termGrp and termSec, each with its status. */
function termGroups(set: Record<string, unknown>): TermGroup[] {
  const simple = [...list(set.tig), ...list(set.termSec)].map(obj).map((g) => (g ? [g] : []));
  const nested = list(set.ntig).flatMap((n) => {
    const ntig = obj(n);
    return ntig ? list(ntig.termGrp).map(obj).map((g) => (g ? [g, ntig] : [])) : [];
  });
  return [...simple, ...nested]
    .filter((holders): holders is [Record<string, unknown>, ...Array<Record<string, unknown>>] => holders.length > 0)
    .map((holders) => {
      const [g] = holders;
      const statuses = list(g.termNote).filter((n) => obj(n)?.['@type'] === 'administrativeStatus').map((n) => text(n).trim().toLowerCase());
      return { term: text(g.term), forbidden: statuses.some((s) => FORBIDDEN_STATUS.has(s)), preferred: statuses.includes('preferredterm-admn-sts'), holders };
    })
    .filter((t) => t.term !== '');
}

/** Definitions, notes and a do-not-translate mark written directly on these elements. */
function metadata(holders: Array<Record<string, unknown>>): Pick<TbxTerms, 'definition' | 'note' | 'translate'> {
  const definitions: string[] = [];
  const notes: string[] = [];
  let translate = true;
  for (const h of holders) {
    for (const d of [...list(h.descrip), ...list(h.descripGrp).flatMap((g) => list(obj(g)?.descrip))]) {
      const type = String(obj(d)?.['@type'] ?? '').toLowerCase();
      if (type === 'definition') definitions.push(text(d));
      else if (type === 'translation needed' && text(d).trim().toLowerCase() === 'no') translate = false;
    }
    for (const n of list(h.note)) {
      if (text(n).trim().toLowerCase() === DO_NOT_TRANSLATE_NOTE.toLowerCase()) translate = false;
      else notes.push(text(n));
    }
    if (list(h.termNote).some((n) => obj(n)?.['@type'] === 'translationNote' && text(n).trim().toLowerCase() === 'no')) translate = false;
  }
  const definition = joinDistinct(definitions);
  const note = joinDistinct(notes);
  return { ...(definition ? { definition } : {}), ...(note ? { note } : {}), ...(translate ? {} : { translate: false as const }) };
}

/** Distinct non-empty texts in document order, one a line: a termbase that says a thing twice says it once here. */
function joinDistinct(texts: string[]): string {
  return [...new Set(texts.filter((t) => t.trim() !== ''))].join('\n');
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  const o = obj(value);
  return typeof o?.['#text'] === 'string' ? o['#text'] : '';
}

function obj(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function position(text: string, index: number): { line: number; col: number } {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, col: index - before.lastIndexOf('\n') };
}

import { COMMON_HTML, CURRENCY } from '@nodable/entities';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ownText } from '../util/own-text.ts';
import type { AdmittedTerm, ForbiddenTerm } from '../catalog/glossary.ts';

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
 * Pure: text in, data out. A DOCTYPE that declares entities is refused before
 * parsing, so no entity expansion can blow up.
 *
 * One streaming pass of saxes (issue #31) both checks XML 1.0 well-formedness
 * (characters included: `&#xB;`, a raw U+000B or `&#xFFFE;` is refused, not
 * dropped) and reads the concepts, keeping of the document only the concept
 * being read, and of it only the elements below. fast-xml-parser built the
 * whole document as objects first, about 23 times the file's size at the
 * 40 MiB bound; its validator also let those characters through, and held
 * 37 bytes per byte of a long attribute. Each concept's line is where its
 * start tag opens.
 *
 * An entity that no declaration we read defines (`&nbsp;`) is no fault: a TBX
 * file names its DTD as an external subset, which a non-validating processor
 * does not read, and XML 1.0's "Entity Declared" is then a validity
 * constraint. The HTML names fast-xml-parser decoded (its `htmlEntities`, the
 * same tables) are decoded; others are kept as written, so nothing is lost.
 */
export interface TbxTerms {
  /** The preferred term; empty when the language has forbidden terms only. */
  term: string;
  /** The language's other allowed terms, in document order, each with its own notes. */
  admitted: AdmittedTerm[];
  /** The language's forbidden terms, in document order, each with its own notes and whether it is superseded (not deprecated). */
  forbidden: ForbiddenTerm[];
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

/** Elements nested deeper than this end the read: TBX needs about 10, and each open one costs a frame. */
const MAX_DEPTH = 100;

/** Inside a concept, the elements read; any other one is skipped with all it holds. */
const KEPT = new Set(['langSet', 'langSec', 'tig', 'ntig', 'termSec', 'termGrp', 'term', 'termNote', 'note', 'descrip', 'descripGrp']);
/** Of those, the ones whose text is read. */
const TEXT = new Set(['term', 'termNote', 'note', 'descrip']);
/** The attributes read: a concept's id, a language set's language, a note's type. */
const ATTRIBUTES = ['id', 'xml:lang', 'lang', 'type'];
const CONCEPT = new Set(['termEntry', 'conceptEntry']);
const HEADER = new Set(['martifHeader', 'tbxHeader']);
const TITLE_PATH = ['fileDesc', 'titleStmt', 'title'];

/** The HTML names fast-xml-parser's `htmlEntities` decoded, so a termbase reads as it did. */
const HTML_ENTITIES: Record<string, string> = { ...COMMON_HTML, ...CURRENCY };

/** One kept element of a concept. */
interface El {
  name: string;
  attrs: Record<string, string>;
  text: string;
  kids: El[];
}

/** Why the read stopped early: a well-formedness fault or the nesting bound. */
class Stop {
  constructor(readonly fault: { line: number; col: number; message: string; hint: string }) {}
}

/**
 * With `each`, every concept goes to it as soon as it is read and `concepts`
 * stays empty: an entries file needs one concept at a time, and keeping a
 * 40 MiB termbase's 64,000 concepts until the end cost more than the file.
 * A fault later in the document still makes the read fail: what `each` was
 * given is then to be dropped.
 */
export function readTbx(text: string | Iterable<string>, each?: (concept: TbxConcept) => void): TbxRead {
  const entities = entityDeclarations();
  const parser = faultStopping(new SaxesParser({ position: true, xmlns: false }));
  const concepts: TbxConcept[] = [];
  /** The names of the open elements outside a concept (at most MAX_DEPTH). */
  const path: string[] = [];
  /** Inside a concept: its open elements, null for one skipped (and what it holds). */
  const open: Array<El | null> = [];
  let conceptLine = 0;
  let tbxRoot = false;
  /** Inside root › text › body now, and ever. */
  let body = false;
  let hadBody = false;
  let title: string | undefined;
  let inTitle = false;

  parser.on('opentagstart', (tag) => {
    if (path.length + open.length >= MAX_DEPTH) {
      throw new Stop({ line: 1, col: 1, message: 'the TBX file could not be read: Maximum nested tags exceeded', hint: 'Give a TBX file as terminology tools export it (TBX-Basic martif or TBX v3); this one is not shaped like a termbase.' });
    }
    // saxes has read the character after the name; a line break there already counts as the next line.
    if (open.length === 0 && path.length === 3 && body && CONCEPT.has(tag.name)) conceptLine = parser.columnIndex === 0 ? parser.line - 1 : parser.line;
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (open.length > 0) {
      const parent = open[open.length - 1];
      const el = parent && KEPT.has(tag.name) ? element(tag) : null;
      if (el) parent?.kids.push(el);
      open.push(el);
      return;
    }
    if (path.length === 3 && body && CONCEPT.has(tag.name)) {
      open.push(element(tag));
      return;
    }
    path.push(tag.name);
    if (path.length === 1) tbxRoot = tag.name === 'martif' || tag.name === 'tbx';
    else if (path.length === 3 && tbxRoot && path[1] === 'text' && tag.name === 'body') body = hadBody = true;
    else if (path.length === 5 && tbxRoot && title === undefined && HEADER.has(path[1] as string) && path.slice(2).join('/') === TITLE_PATH.join('/')) inTitle = true;
  });
  const addText = (t: string) => {
    if (open.length > 0) {
      const el = open[open.length - 1];
      if (el && TEXT.has(el.name)) el.text += t;
    } else if (inTitle) title = (title ?? '') + t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    if (open.length > 0) {
      const el = open.pop();
      // Its own storage: saxes cuts a text out of the document, and a cut of 13 characters or more is a view that
      // keeps the whole document alive as long as the note or definition made of it (40 MiB; util/own-text.ts).
      if (el) el.text = ownText(el.text);
      if (open.length === 0 && el) {
        const read = concept(el, conceptLine);
        if (each) each(read);
        else concepts.push(read);
      }
      return;
    }
    if (inTitle) {
      inTitle = false;
      title ??= '';
    }
    if (path.pop() === 'body' && path.length === 2) body = false;
  });

  // A file's text comes a piece at a time (config/file-pieces.ts): each is looked at for entities before the parser
  // reads it, so a declaration is refused wherever it is, before anything could expand it. After a fault the rest is
  // still looked at (not parsed), and after a declaration still read: bytes of no character anywhere (thrown by the
  // pieces' decoder), then an entity anywhere, are what is reported, as when the file was read whole; else where the
  // file is cut into pieces would decide the diagnostic.
  let fault: Stop['fault'] | undefined;
  let declared: { line: number; col: number } | undefined;
  for (const piece of typeof text === 'string' ? [text] : text) {
    if (declared !== undefined) continue;
    declared = entities(piece);
    if (declared === undefined && fault === undefined) fault = stopped(() => parser.write(piece));
  }
  if (declared !== undefined) return { ok: false, ...declared, message: 'the TBX file declares entities in its DOCTYPE', hint: 'Entities are not read (they can expand without bound); export the termbase again without them.' };
  fault ??= stopped(() => parser.close());
  if (fault !== undefined) return { ok: false, ...fault };
  if (!hadBody) {
    return { ok: false, line: 1, col: 1, message: 'the file is not TBX: no martif or tbx root with text › body', hint: 'Give a TBX-Basic (martif) or TBX v3 (tbx) file, as CAT tools and translate-toolkit write them.' };
  }
  const trimmed = (title ?? '').trim();
  return { ok: true, concepts, ...(trimmed === '' ? {} : { title: trimmed }) };
}

/** The fault `write` stopped at (a Stop), or undefined when it went through. */
function stopped(write: () => void): Stop['fault'] | undefined {
  try {
    write();
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return error.fault;
  }
}

/** The parser, made to stop at the first well-formedness fault (a hostile file can hold millions): an undefined entity is none (see readTbx). */
function faultStopping(parser: SaxesParser<{ position: true; xmlns: false }>): SaxesParser<{ position: true; xmlns: false }> {
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  parser.on('error', (error) => {
    const message = error.message.replace(/^\d+:\d+: /, '');
    if (message === 'undefined entity.') return;
    throw new Stop({
      line: parser.line,
      col: parser.column,
      message: `the TBX file is not well-formed XML: ${message}`,
      hint: 'Export the termbase again from its tool, or fix the XML at this position (XML 1.0 holds no control character but tab and line breaks, not even as a reference such as &#xB;).',
    });
  });
  return parser;
}

/** One concept's kept element: its name, the attributes read, its text when read; its kept children come as they close. */
function element(tag: SaxesTagPlain): El {
  const attrs: Record<string, string> = {};
  for (const name of ATTRIBUTES) {
    const value = tag.attributes[name];
    if (value !== undefined) attrs[name] = value;
  }
  return { name: tag.name, attrs, text: '', kids: [] };
}

function kids(el: El, ...names: string[]): El[] {
  return el.kids.filter((k) => names.includes(k.name));
}

function concept(e: El, line: number): TbxConcept {
  const languages = new Map<string, TbxTerms>();
  for (const s of kids(e, 'langSet', 'langSec')) {
    // `lang` is the attribute of MARTIF before TBX (ISO 12200), which some tools still write.
    const lang = (s.attrs['xml:lang'] ?? s.attrs.lang ?? '').toLowerCase();
    if (lang === '') continue;
    languages.set(lang, merge(languages.get(lang), language(s)));
  }
  const id = e.attrs.id;
  return { ...(id === undefined ? {} : { id }), languages, line, ...metadata([e]) };
}

/** One langSet or langSec: its preferred term, forbidden ones, and the metadata of the set and of that term. */
function language(set: El): TbxTerms {
  const groups = termGroups(set);
  const allowed = groups.filter((g) => !g.forbidden);
  const preferred = allowed.find((g) => g.preferred) ?? allowed[0];
  return {
    term: preferred?.term ?? '',
    admitted: allowed.filter((g) => g !== preferred).map(admittedTerm),
    forbidden: groups.filter((g) => g.forbidden).map(forbiddenTerm),
    ...metadata([set, ...(preferred?.holders ?? [])]),
  };
}

/** An admitted term with the notes of its own term group (its definition is the language's, not its own). */
function admittedTerm(group: TermGroup): AdmittedTerm {
  const { note } = metadata(group.holders);
  return { term: group.term, ...(note === undefined ? {} : { note }) };
}

/** A forbidden term with the notes of its own term group; `superseded` kept apart so the export writes the status it read. */
function forbiddenTerm(group: TermGroup): ForbiddenTerm {
  const { note } = metadata(group.holders);
  return { term: group.term, ...(note === undefined ? {} : { note }), ...(group.superseded ? { status: 'superseded' as const } : {}) };
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
  /** Marked supersededTerm-admn-sts: forbidden, as an older term replaced by the preferred one. */
  superseded: boolean;
  preferred: boolean;
  /** The elements whose notes and definitions belong to this term (the tig; the termGrp and its ntig). */
  holders: El[];
}

/** The terms of one language, from tig and termSec, then ntig › termGrp, each with its status. */
function termGroups(set: El): TermGroup[] {
  const simple = kids(set, 'tig', 'termSec').map((g) => [g]);
  const nested = kids(set, 'ntig').flatMap((ntig) => kids(ntig, 'termGrp').map((g) => [g, ntig]));
  return [...simple, ...nested]
    .map((holders) => {
      const g = holders[0] as El;
      const statuses = kids(g, 'termNote').filter((n) => n.attrs.type === 'administrativeStatus').map((n) => n.text.trim().toLowerCase());
      return { term: kids(g, 'term')[0]?.text ?? '', forbidden: statuses.some((s) => FORBIDDEN_STATUS.has(s)), superseded: statuses.includes('supersededterm-admn-sts'), preferred: statuses.includes('preferredterm-admn-sts'), holders };
    })
    .filter((t) => t.term !== '');
}

/** Definitions, notes and a do-not-translate mark written directly on these elements. */
function metadata(holders: El[]): Pick<TbxTerms, 'definition' | 'note' | 'translate'> {
  const definitions: string[] = [];
  const notes: string[] = [];
  let translate = true;
  for (const h of holders) {
    for (const d of [...kids(h, 'descrip'), ...kids(h, 'descripGrp').flatMap((g) => kids(g, 'descrip'))]) {
      const type = (d.attrs.type ?? '').toLowerCase();
      if (type === 'definition') definitions.push(d.text);
      else if (type === 'translation needed' && d.text.trim().toLowerCase() === 'no') translate = false;
    }
    for (const n of kids(h, 'note')) {
      if (n.text.trim().toLowerCase() === DO_NOT_TRANSLATE_NOTE.toLowerCase()) translate = false;
      else notes.push(n.text);
    }
    if (kids(h, 'termNote').some((n) => n.attrs.type === 'translationNote' && n.text.trim().toLowerCase() === 'no')) translate = false;
  }
  const definition = joinDistinct(definitions);
  const note = joinDistinct(notes);
  return { ...(definition ? { definition } : {}), ...(note ? { note } : {}), ...(translate ? {} : { translate: false as const }) };
}

/** Distinct non-empty texts in document order, one a line: a termbase that says a thing twice says it once here. */
function joinDistinct(texts: string[]): string {
  return [...new Set(texts.filter((t) => t.trim() !== ''))].join('\n');
}

const ENTITY = /<!ENTITY/i;

/**
 * Where the text given so far, a piece at a time, first declares an entity (`<!ENTITY`, any case), or undefined: the
 * last characters of each piece are looked at again with the next, so a declaration cut between two is found.
 */
function entityDeclarations(): (piece: string) => { line: number; col: number } | undefined {
  let tail = '';
  // Where `tail` starts.
  let at = { line: 1, col: 1 };
  return (piece) => {
    const text = tail + piece;
    const found = ENTITY.exec(text);
    if (found) return advance(at, text.slice(0, found.index));
    const keep = Math.max(0, text.length - ('<!ENTITY'.length - 1));
    at = advance(at, text.slice(0, keep));
    tail = text.slice(keep);
    return undefined;
  };
}

/** The place after `text`, read from `from`. */
function advance(from: { line: number; col: number }, text: string): { line: number; col: number } {
  let lines = 0;
  for (let k = text.indexOf('\n'); k !== -1; k = text.indexOf('\n', k + 1)) lines++;
  return lines === 0 ? { line: from.line, col: from.col + text.length } : { line: from.line + lines, col: text.length - text.lastIndexOf('\n') };
}

import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * TBX read back (issue #22): the concepts of a termbase as terms per
 * language, from the forms tools write:
 *
 * - TBX-Basic / ISO 30042:2008 `martif`: `termEntry` › `langSet` › `tig` ›
 *   `term` (what `stylesync export` and translate-toolkit's csv2tbx write),
 *   or `ntig` › `termGrp` › `term`;
 * - TBX v3 / ISO 30042:2019 `tbx`: `conceptEntry` › `langSec` › `termSec` › `term`.
 *
 * A term marked not to be used (`administrativeStatus` deprecatedTerm-admn-sts,
 * or forbiddenTerm-admn-sts / supersededTerm-admn-sts as other tools write it)
 * is kept apart as forbidden; the first other term of a language is its term.
 * Pure: text in, data out. fast-xml-parser parses; a DOCTYPE that declares
 * entities is refused before parsing, so no entity expansion can blow up.
 */
export interface TbxConcept {
  id?: string;
  /** Lower-case language code → the preferred term and the forbidden ones. */
  languages: Map<string, { term: string; forbidden: string[] }>;
}

export type TbxRead = { ok: true; concepts: TbxConcept[] } | { ok: false; line: number; col: number; message: string; hint: string };

const FORBIDDEN_STATUS = new Set(['deprecatedterm-admn-sts', 'forbiddenterm-admn-sts', 'supersededterm-admn-sts']);
const ARRAYS = new Set(['termEntry', 'conceptEntry', 'langSet', 'langSec', 'tig', 'ntig', 'termSec', 'termNote', 'termGrp']);

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
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    return { ok: false, line: valid.err.line, col: valid.err.col, message: `the TBX file is not well-formed XML: ${valid.err.msg}`, hint: 'Export the termbase again from its tool, or fix the XML at this position.' };
  }
  const doc = parser.parse(text) as Record<string, unknown>;
  const martif = obj(doc.martif);
  const tbx = obj(doc.tbx);
  const body = obj(obj(obj(martif ?? tbx)?.text)?.body);
  if (!body) {
    return { ok: false, line: 1, col: 1, message: 'the file is not TBX: no martif or tbx root with text › body', hint: 'Give a TBX-Basic (martif) or TBX v3 (tbx) file, as CAT tools and translate-toolkit write them.' };
  }
  const entries = [...list(body.termEntry), ...list(body.conceptEntry)];
  return { ok: true, concepts: entries.map(concept) };
}

function concept(entry: unknown): TbxConcept {
  const e = obj(entry) ?? {};
  const languages = new Map<string, { term: string; forbidden: string[] }>();
  for (const set of [...list(e.langSet), ...list(e.langSec)]) {
    const s = obj(set) ?? {};
    const lang = String(s['@xml:lang'] ?? '').toLowerCase();
    if (lang === '') continue;
    const slot = languages.get(lang) ?? { term: '', forbidden: [] };
    for (const t of termsOf(s)) {
      if (t.forbidden) slot.forbidden.push(t.term);
      else if (slot.term === '') slot.term = t.term;
    }
    languages.set(lang, slot);
  }
  const id = e['@id'];
  return { ...(typeof id === 'string' ? { id } : {}), languages };
}

/** The terms of one language, from tig, ntig › termGrp and termSec, each with its status. */
function termsOf(set: Record<string, unknown>): Array<{ term: string; forbidden: boolean }> {
  const groups = [...list(set.tig), ...list(set.termSec), ...list(set.ntig).flatMap((n) => list(obj(n)?.termGrp))];
  return groups
    .map(obj)
    .filter((g): g is Record<string, unknown> => g !== undefined)
    .map((g) => ({ term: text(g.term), forbidden: list(g.termNote).some(isForbidden) }))
    .filter((t) => t.term !== '');
}

function isForbidden(note: unknown): boolean {
  const n = obj(note);
  if (!n || n['@type'] !== 'administrativeStatus') return false;
  return FORBIDDEN_STATUS.has(text(n).toLowerCase());
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

import { Document, isMap, type YAMLMap } from 'yaml';
import { entriesToTsv } from '../catalog/glossary-entries.ts';
import type { GlossaryPair, LiveDictionary, LiveGlossary, TermNotes } from '../catalog/glossary.ts';
import { schemaComment } from '../config/schema-ref.ts';
import { canonicalEntry, eachLongFormEntry } from './canonical-entry.ts';
import { eachMapIn, formatYamlText, hoistFileComment, orderKeys, WRITE_OPTIONS } from './yaml-format.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/** Top-level keys of a glossary file in the order docs/glossary-files.md shows them; others keep their order, after these. */
export const GLOSSARY_TOP_LEVEL = ['name', 'glossary_id', 'state', 'protect', 'note', 'dictionaries', 'examples'];
/** Keys of one dictionary, in the schema's order. */
export const DICTIONARY_KEYS = ['source_language', 'target_language', 'entries', 'entries_file'];

/** Where one dictionary's entries go in an imported file: inline, or a TSV file named relative to the glossary file. */
export type EntriesPlacement = { inline: true } | { entriesFile: string };

/**
 * The YAML text of one imported glossary: its `glossary_id` pin (so a rename
 * in the file renames the live glossary), dictionaries in pair order, and for
 * each either the entries inline or the `entries_file` that holds them.
 * Inline entries are sorted by source term (code-unit order, the same on
 * every machine) and written by the yaml package, which quotes any term a
 * plain scalar would misread (`#`, `- `, `yes`, `123`, quotes, `: `).
 */
export function renderGlossaryFile(glossary: LiveGlossary, schemaRef: string, placement: (pair: GlossaryPair) => EntriesPlacement): string {
  const dictionaries = sortedDictionaries(glossary.entries).map((d) => {
    const where = placement(d);
    const pair = { source_language: d.source_lang, target_language: d.target_lang };
    return 'entriesFile' in where ? { ...pair, entries_file: where.entriesFile } : { ...pair, entries: new Map(sortedEntries(d.entries)) };
  });
  const doc = new Document({ name: glossary.name, glossary_id: glossary.glossary_id, dictionaries });
  doc.commentBefore = schemaComment(schemaRef);
  return writeGlossaryDocument(doc);
}

/**
 * The YAML text of a glossary made from a termbase (`import --tbx`): no pin
 * (the service has no such glossary yet), dictionaries and terms in the
 * order given, and each entry in the short form unless it says more than
 * its target (then the long form, written as fmt writes it).
 */
export function renderTermbaseGlossaryFile(
  name: string,
  dictionaries: ReadonlyArray<GlossaryPair & { entries: ReadonlyMap<string, string>; notes?: ReadonlyMap<string, TermNotes> }>,
  schemaRef: string,
): string {
  const written = dictionaries.map((d) => ({
    source_language: d.source_lang,
    target_language: d.target_lang,
    entries: new Map([...d.entries].map(([source, target]) => [source, entryValue(target, d.notes?.get(source))])),
  }));
  const doc = new Document({ name, dictionaries: written });
  doc.commentBefore = schemaComment(schemaRef);
  return writeGlossaryDocument(doc);
}

/** One entry as the file writes it: the target alone, or the long form with its keys in fmt's order. */
function entryValue(target: string, notes: TermNotes | undefined): string | Record<string, unknown> {
  if (notes === undefined) return target;
  const { translate, admitted, forbidden, ...others } = notes;
  // An alternative or forbidden variant with nothing but its term is written as the plain term, the shorter of the two forms validate reads.
  const rest = {
    ...(admitted === undefined ? {} : { admitted: admitted.map((a) => (a.note === undefined ? a.term : { term: a.term, note: a.note })) }),
    ...(forbidden === undefined ? {} : { forbidden: forbidden.map((f) => (f.note === undefined && f.status === undefined ? f.term : { term: f.term, ...(f.note === undefined ? {} : { note: f.note }), ...(f.status === undefined ? {} : { status: f.status }) })) }),
    ...others,
  };
  return translate === false ? { translate, ...rest } : { target, ...rest };
}

/** The TSV text of an entries file as glossary-load reads it: sorted like inline entries, one final line break. */
export function renderEntriesTsv(entries: ReadonlyMap<string, string>): string {
  return entries.size === 0 ? '' : `${entriesToTsv(sortedEntries(entries))}\n`;
}

/** A glossary file's text in canonical form, or why it could not be parsed. */
export function formatGlossaryText(text: string): ReturnType<typeof formatYamlText> {
  return formatYamlText(text, writeGlossaryDocument);
}

/**
 * The one writer of glossary files, shared by `import` and `fmt`: keys in the
 * documented order, two-space indentation, comments kept with their keys.
 *
 * fmt keeps the order of dictionaries and of the terms within them. A
 * localisation lead groups terms on purpose (product names first, then UI
 * verbs, with a comment above each group); sorting would scatter the groups
 * and move each comment away from the terms it explains, and the service
 * keys a dictionary on the source term, so order says nothing to it. Import,
 * which has no such order to keep, writes terms sorted so that its output is
 * the same from one run to the next.
 */
function writeGlossaryDocument(doc: Document): string {
  const root = doc.contents;
  if (isMap(root)) {
    hoistFileComment(root);
    orderKeys(root, GLOSSARY_TOP_LEVEL, false);
    eachMapIn(root.get('dictionaries', true), (m: YAMLMap) => {
      orderKeys(m, DICTIONARY_KEYS);
      eachLongFormEntry(m.get('entries', true), canonicalEntry);
    });
  }
  return doc.toString(WRITE_OPTIONS);
}

function sortedDictionaries(dictionaries: readonly LiveDictionary[]): LiveDictionary[] {
  const key = (d: GlossaryPair) => `${d.source_lang}\u0000${d.target_lang}`;
  return [...dictionaries].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

function sortedEntries(entries: ReadonlyMap<string, string>): Array<[string, string]> {
  return [...entries].sort(([a], [b]) => codeUnitOrder(a, b));
}

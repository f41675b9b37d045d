import type { Guide } from './guide-model.ts';
import { PART_CHARACTERS, TextParts } from './table-rows.ts';

/**
 * What the index's search can find (issue #27: the index found only list
 * names): every list, rule, instruction and term of the guide (a term with its
 * admitted alternatives and forbidden variants), page by page
 * in page order. Each entry is the text it shows and is searched by
 * (`sign in → anmelden`), the index of its place, and its anchor; a place is
 * where it is (`German (de) · term of Terms (en → de)`) and the page. Places
 * are listed once, not per entry: a 10,000-term dictionary is one place, and
 * the index stays a download a phone can take. Plain text: the page sets it
 * as text, never as markup, so it is escaped once, by that sink. Links use
 * the anchors of the guide model, the ones the pages write.
 */
export interface IndexEntries {
  /** [where, page file]: the page with its extension, URL-encoded. */
  places: Array<[where: string, page: string]>;
  /** [text, place, anchor]: the anchor URL-encoded, for `<page>#<anchor>`. */
  entries: Array<[text: string, place: number, anchor: string]>;
}

export function guideIndexEntries(guide: Guide, extension: string): IndexEntries {
  const out: IndexEntries = { places: [], entries: [] };
  for (const item of indexItems(guide, extension)) {
    if (item.length === 2) out.places.push(item);
    else out.entries.push(item);
  }
  return out;
}


/**
 * The JSON of guideIndexEntries in parts, taken as the writer wants them:
 * joined, `JSON.stringify(guideIndexEntries(guide, extension))`. The places
 * come first in that JSON, so they are gathered in a first walk (a few per
 * list); the entries, nearly all of it, are made and let go a part at a time
 * in a second (issue #31: the index holds no page's search data whole).
 */
export function* guideIndexJson(guide: Guide, extension: string): Generator<string> {
  const places: Array<[string, string]> = [];
  for (const item of indexItems(guide, extension)) if (item.length === 2) places.push(item);
  yield `{"places":${JSON.stringify(places)},"entries":[`;
  // Parts of about PART_CHARACTERS (table-rows.ts), not a count of entries: a thousand terms with their `→` were a large object each.
  const part = new TextParts(PART_CHARACTERS);
  let first = true;
  for (const item of indexItems(guide, extension)) {
    if (item.length === 2) continue;
    if (!part.empty || !first) part.add(',');
    if (part.add(JSON.stringify(item))) {
      yield part.take();
      first = false;
    }
  }
  part.add(']}');
  yield part.take();
}

/** Each place as it is met and each entry after its place (an entry holds its place's number): the one walk both forms share. */
function* indexItems(guide: Guide, extension: string): Generator<[where: string, page: string] | [text: string, place: number, anchor: string]> {
  let places = 0;
  for (const language of guide.languages) {
    const page = `${encodeURIComponent(language.page)}${extension}`;
    const where = `${language.title} (${language.language})`;
    yield [`${where} · list`, page];
    const lists = places++;
    for (const list of language.lists) {
      yield [list.name, lists, encodeURIComponent(list.anchor)];
      yield [`${where} · rule of ${list.name}`, page];
      const rules = places++;
      for (const group of list.conventions) for (const r of group.rules) yield [`${r.words}: ${r.valueWords} (${r.group}.${r.rule})`, rules, encodeURIComponent(r.anchor)];
      yield [`${where} · instruction of ${list.name}`, page];
      const instructions = places++;
      for (const i of list.instructions) yield [i.label, instructions, encodeURIComponent(i.anchor)];
    }
    // Admitted alternatives and forbidden variants are searched too: a translator who types the word they were
    // about to use finds the term it belongs to, and reads whether it is acceptable (the page's column title) or not.
    for (const d of language.terminology) {
      yield [`${where} · term of ${d.glossary} (${d.source_lang} → ${d.target_lang})`, page];
      const terms = places++;
      for (const t of d.terms) {
        const also = t.admitted === undefined ? [] : [`also acceptable: ${t.admitted.map((a) => a.term).join(', ')}`];
        const not = t.forbidden === undefined ? [] : [`forbidden: ${t.forbidden.map((f) => f.term).join(', ')}`];
        const notes = [...also, ...not];
        yield [`${t.source} → ${t.target}${notes.length === 0 ? '' : ` (${notes.join('; ')})`}`, terms, encodeURIComponent(t.anchor)];
      }
    }
  }
}

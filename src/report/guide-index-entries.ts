import type { Guide } from './guide-model.ts';

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
  const place = (where: string, page: string): number => out.places.push([where, page]) - 1;
  const add = (text: string, at: number, anchor: string) => out.entries.push([text, at, encodeURIComponent(anchor)]);
  for (const language of guide.languages) {
    const page = `${encodeURIComponent(language.page)}${extension}`;
    const where = `${language.title} (${language.language})`;
    const lists = place(`${where} · list`, page);
    for (const list of language.lists) {
      add(list.name, lists, list.anchor);
      const rules = place(`${where} · rule of ${list.name}`, page);
      for (const group of list.conventions) for (const r of group.rules) add(`${r.words}: ${r.valueWords} (${r.group}.${r.rule})`, rules, r.anchor);
      const instructions = place(`${where} · instruction of ${list.name}`, page);
      for (const i of list.instructions) add(i.label, instructions, i.anchor);
    }
    // Admitted alternatives and forbidden variants are searched too: a translator who types the word they were
    // about to use finds the term it belongs to, and reads whether it is acceptable (the page's column title) or not.
    for (const d of language.terminology) {
      const terms = place(`${where} · term of ${d.glossary} (${d.source_lang} → ${d.target_lang})`, page);
      for (const t of d.terms) {
        const also = t.admitted === undefined ? [] : [`also acceptable: ${t.admitted.map((a) => a.term).join(', ')}`];
        const not = t.forbidden === undefined ? [] : [`forbidden: ${t.forbidden.map((f) => f.term).join(', ')}`];
        const notes = [...also, ...not];
        add(`${t.source} → ${t.target}${notes.length === 0 ? '' : ` (${notes.join('; ')})`}`, terms, t.anchor);
      }
    }
  }
  return out;
}

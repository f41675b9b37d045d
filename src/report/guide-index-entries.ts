import type { Guide } from './guide-model.ts';

/**
 * One thing the index's search can find: what it shows and is searched by
 * (`sign in → anmelden`), where it is (`German (de) · term of Terms`), and
 * the page and anchor it opens. Plain text: the page sets it as text, never
 * as markup, so it is escaped once, by that sink.
 */
export type IndexEntry = [text: string, where: string, href: string];

/**
 * Every list, rule, instruction and term of the guide, page by page in page
 * order, for the index's search box (issue #27: the index found only list
 * names). Links use the anchors of the guide model, the ones the pages write.
 */
export function guideIndexEntries(guide: Guide, extension: string): IndexEntry[] {
  const out: IndexEntry[] = [];
  for (const language of guide.languages) {
    const page = `${encodeURIComponent(language.page)}${extension}`;
    const href = (anchor: string) => `${page}#${encodeURIComponent(anchor)}`;
    const where = `${language.title} (${language.language})`;
    for (const list of language.lists) {
      out.push([list.name, `${where} · list`, href(list.anchor)]);
      for (const group of list.conventions) for (const r of group.rules) out.push([`${r.words}: ${r.valueWords} (${r.group}.${r.rule})`, `${where} · rule of ${list.name}`, href(r.anchor)]);
      for (const i of list.instructions) out.push([i.label, `${where} · instruction of ${list.name}`, href(i.anchor)]);
    }
    // A forbidden variant is searched too: a translator who types the word they were about to use finds the term to use.
    for (const d of language.terminology) {
      for (const t of d.terms) out.push([`${t.source} → ${t.target}${t.forbidden === undefined ? '' : ` (forbidden: ${t.forbidden.join(', ')})`}`, `${where} · term of ${d.glossary} (${d.source_lang} → ${d.target_lang})`, href(t.anchor)]);
    }
  }
  return out;
}

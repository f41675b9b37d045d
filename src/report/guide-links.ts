import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { DesiredList } from '../config/model.ts';
import { guideModel } from './guide-model.ts';

/**
 * Where each rule, instruction and term is in the published guide
 * (`guide_url`): `<guide_url>/<page>.html#<anchor>`, for the Markdown plan
 * and the pull-request comment. Built from the guide model itself, so a link
 * names the page and anchor `stylesync guide` writes for these files, never a
 * second scheme. What the guide does not show (a deleted list, a removed
 * term, a glossary no list names) has no link.
 */
export interface GuideLinks {
  rule(list: string, group: string, rule: string): string | undefined;
  instruction(list: string, label: string): string | undefined;
  term(glossary: string, sourceLang: string, targetLang: string, source: string): string | undefined;
}

export function guideLinks(guideUrl: string, lists: readonly DesiredList[], glossaries: readonly DesiredGlossary[]): GuideLinks {
  const base = guideUrl.replace(/\/+$/, '');
  const rules = new Map<string, string>();
  const instructions = new Map<string, string>();
  const terms = new Map<string, string>();
  const url = (page: string, anchor: string) => `${base}/${encodeURIComponent(page)}.html#${encodeURIComponent(anchor)}`;
  for (const language of guideModel(lists, glossaries).languages) {
    for (const list of language.lists) {
      for (const group of list.conventions) for (const r of group.rules) rules.set(key(list.name, r.group, r.rule), url(language.page, r.anchor));
      for (const i of list.instructions) instructions.set(key(list.name, i.label), url(language.page, i.anchor));
    }
    // A dictionary shows on every page of its target language (de and de-ch): the first page, in page order, is linked.
    for (const d of language.terminology) for (const t of d.terms) if (!terms.has(key(d.glossary, d.source_lang, d.target_lang, t.source))) terms.set(key(d.glossary, d.source_lang, d.target_lang, t.source), url(language.page, t.anchor));
  }
  return {
    rule: (list, group, rule) => rules.get(key(list, group, rule)),
    instruction: (list, label) => instructions.get(key(list, label)),
    term: (glossary, sourceLang, targetLang, source) => terms.get(key(glossary, sourceLang.toLowerCase(), targetLang.toLowerCase(), source)),
  };
}

function key(...parts: string[]): string {
  return parts.join('\u0000');
}

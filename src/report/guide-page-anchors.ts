import type { GuideDictionary, GuideLanguage, GuideList } from './guide-types.ts';
import { type AnchorClaim, uniqueAnchors } from './unique-anchors.ts';
import type { GuideSectionId } from '../catalog/guide-sections.ts';

/**
 * A language page with every anchor on it unique (issue #27): the lists,
 * rules, instructions, dictionaries, jump letters and terms, the outline's
 * sections, and the frame's
 * own ids, resolved together by uniqueAnchors. Each thing is named by its
 * kind and exact names, so look-alikes (`Sign in`, `sign-in`, `SIGN IN!`)
 * are told apart however their slugs and short hashes fold.
 */
export function guidePageAnchors(language: GuideLanguage): GuideLanguage {
  const claims: AnchorClaim[] = [];
  const claim = (base: string, ...identity: string[]): string => {
    const id = JSON.stringify(identity);
    claims.push({ identity: id, base });
    return id;
  };
  const lists = language.lists.map((list) => ({
    list,
    id: claim(list.anchor, 'list', list.name),
    rules: list.conventions.flatMap((g) => g.rules.map((r) => claim(r.anchor, 'rule', list.name, r.group, r.rule))),
    instructions: list.instructions.map((i) => claim(i.anchor, 'instruction', list.name, i.label)),
  }));
  const dictionaries = language.terminology.map((d) => {
    const names = [d.glossary, d.source_lang, d.target_lang];
    return {
      d,
      id: claim(d.anchor, 'dictionary', ...names),
      initials: d.initials.map((i) => claim(i.anchor, 'initial', ...names, i.letter)),
      terms: d.terms.map((t) => claim(t.anchor, 'term', ...names, t.source)),
    };
  });
  const sections = (Object.entries(language.sections) as Array<[GuideSectionId, string]>).map(([section, base]) => [section, claim(base, 'section', section)] as const);
  const anchors = uniqueAnchors(claims);
  const at = (id: string): string => anchors.get(id) as string;
  return {
    ...language,
    sections: Object.fromEntries(sections.map(([section, id]) => [section, at(id)])) as Record<GuideSectionId, string>,
    lists: lists.map(({ list, id, rules, instructions }): GuideList => {
      let rule = 0;
      return {
        ...list,
        anchor: at(id),
        conventions: list.conventions.map((g) => ({ ...g, rules: g.rules.map((r) => ({ ...r, anchor: at(rules[rule++] as string) })) })),
        instructions: list.instructions.map((i, n) => ({ ...i, anchor: at(instructions[n] as string) })),
      };
    }),
    terminology: dictionaries.map(({ d, id, initials, terms }): GuideDictionary => ({
      ...d,
      anchor: at(id),
      initials: d.initials.map((i, n) => ({ ...i, anchor: at(initials[n] as string) })),
      terms: d.terms.map((t, n) => ({ ...t, anchor: at(terms[n] as string) })),
    })),
  };
}

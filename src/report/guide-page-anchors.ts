import type { GuideDictionary, GuideLanguage, GuideList } from './guide-types.ts';
import { type AnchorClaim, FRAME_IDS, uniqueAnchors } from './unique-anchors.ts';
import type { GuideSectionId } from '../catalog/guide-sections.ts';

/**
 * A language page with every anchor on it unique (issue #27): the lists,
 * rules, instructions, dictionaries, jump letters and terms, the outline's
 * sections, and the frame's
 * own ids, resolved together by uniqueAnchors. Each thing is named by its
 * kind and exact names, so look-alikes (`Sign in`, `sign-in`, `SIGN IN!`)
 * are told apart however their slugs and short hashes fold.
 *
 * Only the things whose base anchor is crowded (shared on the page, or a
 * frame id) go to uniqueAnchors: it keeps a base alone on its page as it
 * is, so the rest need no identity, and every object whose anchor stays is
 * kept, not copied. At 1,000 lists of 100 instructions the identities and
 * copies of every instruction were some 20 MB promoted and dropped while the
 * model was made (issue #31, docs/performance.md "Guide").
 */
export function guidePageAnchors(language: GuideLanguage): GuideLanguage {
  const seen = new Set<string>();
  const shared = new Set<string>(FRAME_IDS);
  eachBase(language, (base) => {
    if (seen.has(base)) shared.add(base);
    else seen.add(base);
  });
  seen.clear();
  const claims: AnchorClaim[] = [];
  const identityOf = (identity: readonly string[]) => JSON.stringify(identity);
  eachBase(language, (base, ...identity) => {
    if (shared.has(base)) claims.push({ identity: identityOf(identity), base });
  });
  const anchors = uniqueAnchors(claims);
  const at = (base: string, ...identity: string[]): string => (shared.has(base) ? (anchors.get(identityOf(identity)) as string) : base);
  const sections = Object.fromEntries((Object.entries(language.sections) as Array<[GuideSectionId, string]>).map(([section, base]) => [section, at(base, 'section', section)])) as Record<GuideSectionId, string>;
  return {
    ...language,
    sections,
    lists: kept(language.lists, (list): GuideList => {
      const anchor = at(list.anchor, 'list', list.name);
      const conventions = kept(list.conventions, (g) => {
        const rules = kept(g.rules, (r) => withAnchor(r, at(r.anchor, 'rule', list.name, r.group, r.rule)));
        return rules === g.rules ? g : { ...g, rules };
      });
      const instructions = kept(list.instructions, (i) => withAnchor(i, at(i.anchor, 'instruction', list.name, i.label)));
      return anchor === list.anchor && conventions === list.conventions && instructions === list.instructions ? list : { ...list, anchor, conventions, instructions };
    }),
    terminology: kept(language.terminology, (d): GuideDictionary => {
      const names = [d.glossary, d.source_lang, d.target_lang];
      const anchor = at(d.anchor, 'dictionary', ...names);
      const initials = kept(d.initials, (i) => withAnchor(i, at(i.anchor, 'initial', ...names, i.letter)));
      const terms = kept(d.terms, (t) => withAnchor(t, at(t.anchor, 'term', ...names, t.source)));
      return anchor === d.anchor && initials === d.initials && terms === d.terms ? d : { ...d, anchor, initials, terms };
    }),
  };
}

/** Every base anchor on the page with the identity of what it names (its kind and exact names). */
function eachBase(language: GuideLanguage, visit: (base: string, ...identity: string[]) => void): void {
  for (const list of language.lists) {
    visit(list.anchor, 'list', list.name);
    for (const g of list.conventions) for (const r of g.rules) visit(r.anchor, 'rule', list.name, r.group, r.rule);
    for (const i of list.instructions) visit(i.anchor, 'instruction', list.name, i.label);
  }
  for (const d of language.terminology) {
    const names = [d.glossary, d.source_lang, d.target_lang];
    visit(d.anchor, 'dictionary', ...names);
    for (const i of d.initials) visit(i.anchor, 'initial', ...names, i.letter);
    for (const t of d.terms) visit(t.anchor, 'term', ...names, t.source);
  }
  for (const [section, base] of Object.entries(language.sections)) visit(base, 'section', section);
}

function withAnchor<T extends { anchor: string }>(item: T, anchor: string): T {
  return anchor === item.anchor ? item : { ...item, anchor };
}

/** `items` mapped by `f`, or `items` itself when `f` kept every one (the model's own arrays, not copies). */
function kept<T>(items: readonly T[], f: (item: T) => T): T[] {
  let out: T[] | undefined;
  items.forEach((item, n) => {
    const made = f(item);
    if (out === undefined && made !== item) out = items.slice(0, n);
    out?.push(made);
  });
  return out ?? (items as T[]);
}

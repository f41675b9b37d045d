import type { DesiredGlossary } from '../catalog/glossary.ts';
import { groupInWords, ruleInWords, valueInWords } from '../catalog/rule-words.ts';
import type { DesiredList, GuideText } from '../config/model.ts';
import { guideAnchors } from './guide-anchors.ts';

/**
 * The readable style guide (issue #22), as data: for each target language,
 * the lists that write it (their conventions in words, their instructions)
 * and the terminology of the glossaries they name. Built from the files
 * alone, with extends already merged by the loader: the guide says what the
 * files say, whatever the service holds. Renderers (guide-markdown.ts) turn
 * it into pages; every rule, instruction and term has a stable anchor.
 */
export interface Guide {
  /** stylesync.yaml's `guide:` text, on every page. */
  about?: GuideText;
  languages: GuideLanguage[];
}

export interface GuideLanguage {
  /** The language code as the files write it, lower case (`de`, `en-us`). */
  language: string;
  /** "German", from the platform's language names; the code when it has none. */
  title: string;
  /** The page's file stem (`de`, `en-us`). */
  page: string;
  lists: GuideList[];
  terminology: GuideDictionary[];
}

export interface GuideList {
  name: string;
  file: string;
  anchor: string;
  conventions: GuideGroup[];
  instructions: GuideInstruction[];
  /** The glossaries the list names, in its order. */
  glossaries: string[];
  /** The style file's `guide:` text. */
  about?: GuideText;
}

export interface GuideGroup {
  group: string;
  title: string;
  rules: GuideRule[];
}

export interface GuideRule {
  group: string;
  rule: string;
  value: string;
  /** "Decimal separator". */
  words: string;
  /** "comma". */
  valueWords: string;
  anchor: string;
}

export interface GuideInstruction {
  label: string;
  prompt: string;
  source_language?: string;
  anchor: string;
}

export interface GuideDictionary {
  glossary: string;
  file: string;
  source_lang: string;
  target_lang: string;
  anchor: string;
  /** Sorted by source term (a collator of the platform: the order a reader looks things up in). */
  terms: GuideTerm[];
}

export interface GuideTerm {
  source: string;
  target: string;
  anchor: string;
}

/** The guide of the present lists and the present glossaries they name. */
export function guideModel(lists: readonly DesiredList[], glossaries: readonly DesiredGlossary[], about?: GuideText): Guide {
  const byLanguage = new Map<string, DesiredList[]>();
  for (const list of lists) {
    if (list.state !== 'present') continue;
    const language = list.language.toLowerCase();
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), list]);
  }
  const glossaryByName = new Map(glossaries.filter((g) => g.state === 'present').map((g) => [g.name, g]));
  const languages = [...byLanguage].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    ...(about === undefined ? {} : { about }),
    languages: languages.map(([language, written]) => ({
      language,
      title: languageTitle(language),
      page: guideAnchors.page(language),
      lists: [...written].sort((a, b) => compareText(a.name, b.name)).map(guideList),
      terminology: terminology(language, written, glossaryByName),
    })),
  };
}

function guideList(list: DesiredList): GuideList {
  const conventions: GuideGroup[] = Object.keys(list.configured_rules)
    .sort()
    .map((group) => ({
      group,
      title: groupInWords(group),
      rules: Object.entries(list.configured_rules[group] ?? {})
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([rule, value]) => ({ group, rule, value, words: ruleInWords(rule), valueWords: valueInWords(rule, value), anchor: guideAnchors.rule(list.name, group, rule) })),
    }))
    .filter((g) => g.rules.length > 0);
  return {
    name: list.name,
    file: list.file,
    anchor: guideAnchors.list(list.name),
    conventions,
    instructions: list.custom_instructions.map((i) => ({
      label: i.label,
      prompt: i.prompt,
      ...(i.source_language === undefined ? {} : { source_language: i.source_language }),
      anchor: guideAnchors.instruction(list.name, i.label),
    })),
    glossaries: (list.glossaries ?? []).map((g) => g.name),
    ...(list.guide === undefined ? {} : { about: list.guide }),
  };
}

/**
 * The dictionaries of the glossaries the language's lists name whose target
 * is the language (glossaries take base codes: `de` serves `de` and `de-ch`
 * pages alike), each once however many lists name it.
 */
function terminology(language: string, lists: readonly DesiredList[], glossaries: ReadonlyMap<string, DesiredGlossary>): GuideDictionary[] {
  const base = language.split('-')[0] as string;
  const seen = new Set<string>();
  const out: GuideDictionary[] = [];
  for (const name of lists.flatMap((l) => (l.glossaries ?? []).map((g) => g.name))) {
    const glossary = glossaries.get(name);
    if (!glossary || seen.has(name)) continue;
    seen.add(name);
    for (const d of glossary.dictionaries) {
      if (d.target_lang.toLowerCase() !== base) continue;
      const terms = [...d.entries]
        .sort(([a], [b]) => compareText(a, b))
        .map(([source, target]) => ({ source, target, anchor: guideAnchors.term(glossary.name, d.source_lang, d.target_lang, source) }));
      out.push({ glossary: glossary.name, file: glossary.file, source_lang: d.source_lang.toLowerCase(), target_lang: d.target_lang.toLowerCase(), anchor: guideAnchors.dictionary(glossary.name, d.source_lang, d.target_lang), terms });
    }
  }
  return out.sort((a, b) => compareText(a.glossary, b.glossary) || compareText(a.source_lang, b.source_lang));
}

const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: true });

/** Reading order, with a code-point tiebreak so two different texts never compare equal (a stable page). */
function compareText(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

function languageTitle(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    // A code Intl cannot parse (validate lets through what the service may know) is shown as written.
    return code;
  }
}

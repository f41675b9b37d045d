import type { DesiredGlossary, TermNotes } from '../catalog/glossary.ts';
import { instructionAdvice } from '../config/validate-instructions.ts';
import { groupInWords, ruleInWords, valueInWords } from '../catalog/rule-words.ts';
import type { DesiredList, Example, GuideText } from '../config/model.ts';
import { type RecordedSample, sampleHasher, sampleKey } from '../catalog/samples.ts';
import { anchorSlug, guideAnchors } from './guide-anchors.ts';
import { guidePageAnchors } from './guide-page-anchors.ts';
import { ruleShape } from './guide-illustration.ts';
import { GUIDE_SECTIONS, type GuideSectionId, sectionOfInstruction, sectionOfRule } from '../catalog/guide-sections.ts';

// The model's types are in guide-types.ts, which guide-page-anchors.ts reads too without importing this module.
export type { Guide, GuideLanguage, GuideList, GuideSample, GuideGroup, GuideRule, GuideInstruction, GuideDictionary, GuideInitial, GuideTerm } from './guide-types.ts';
import type { Guide, GuideList, GuideSample, GuideGroup, GuideRule, GuideDictionary, GuideInitial, GuideTerm } from './guide-types.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/** The guide of the present lists and the present glossaries they name. */
export function guideModel(lists: readonly DesiredList[], glossaries: readonly DesiredGlossary[], about?: GuideText, samples: readonly RecordedSample[] = []): Guide {
  const sampleOf = sampleMatcher(glossaries, samples);
  const shared = sharedText();
  const instructionSuffix = remembered(guideAnchors.instructionSuffix);
  const byLanguage = new Map<string, DesiredList[]>();
  for (const list of lists) {
    if (list.state !== 'present') continue;
    const language = list.language.toLowerCase();
    const written = byLanguage.get(language);
    if (written === undefined) byLanguage.set(language, [list]);
    else written.push(list);
  }
  const glossaryByName = new Map(glossaries.filter((g) => g.state === 'present').map((g) => [g.name, g]));
  const languages = [...byLanguage].sort(([a], [b]) => codeUnitOrder(a, b));
  return {
    ...(about === undefined ? {} : { about }),
    // Each page's anchors made unique together (guide-page-anchors.ts): a dictionary shows on several pages, and a page is the scope of an id.
    languages: languages.map(([language, written]) =>
      guidePageAnchors({
        language,
        title: languageTitle(language),
        page: guideAnchors.page(language),
        lists: [...written].sort((a, b) => compareText(a.name, b.name)).map((list) => guideList(list, sampleOf, shared, instructionSuffix)),
        terminology: terminology(language, written, glossaryByName),
        sections: sectionAnchors(),
      }),
    ),
  };
}

/**
 * Matches each example to its recorded sample (by key; the newest when a
 * record holds several) and judges it by the hash of the files now.
 */
function sampleMatcher(glossaries: readonly DesiredGlossary[], samples: readonly RecordedSample[]): (list: DesiredList, example: Example) => GuideSample {
  const byKey = new Map<string, RecordedSample>();
  for (const sample of samples) {
    const known = byKey.get(sample.key);
    if (known === undefined || known.recorded_at < sample.recorded_at) byKey.set(sample.key, sample);
  }
  const hash = sampleHasher(glossaries);
  return (list, example) => {
    const glossaryNames = (list.glossaries ?? []).map((g) => g.name);
    const sample = byKey.get(sampleKey(list.name, example));
    if (sample === undefined) return { text: example.text, status: 'none', target_language: example.target_language ?? list.language, glossaries: glossaryNames };
    const status = sample.content_hash === hash(list, example) ? 'current' : 'stale';
    return { text: example.text, status, target_language: sample.target_language, translation: sample.translation, glossaries: sample.glossaries, recorded_at: sample.recorded_at };
  };
}

/** The base anchor of each outline section: fixed words, the same on every page (guidePageAnchors keeps them apart from names). */
function sectionAnchors(): Record<GuideSectionId, string> {
  return Object.fromEntries(GUIDE_SECTIONS.map((s) => [s.id, `section-${s.id}`])) as Record<GuideSectionId, string>;
}

function guideList(list: DesiredList, sampleOf: (list: DesiredList, example: Example) => GuideSample, shared: (text: string) => string, instructionSuffix: (label: string) => string): GuideList {
  const anchor = guideAnchors.list(list.name);
  const samples = list.examples.map((example) => sampleOf(list, example));
  // Only current translations show a rule's format: a stale one may follow a value the file no longer says.
  const translations = samples.flatMap((s) => (s.status === 'current' && s.translation !== undefined ? [s.translation] : []));
  const conventions: GuideGroup[] = Object.keys(list.configured_rules)
    .sort()
    .map((group) => ({
      group,
      title: groupInWords(group),
      rules: Object.entries(list.configured_rules[group] ?? {})
        .sort(([a], [b]) => codeUnitOrder(a, b))
        .map(([rule, value]) => {
          const valueWords = valueInWords(rule, value);
          const example = ruleExample(rule, value, valueWords, translations);
          return { group, rule, value, words: ruleInWords(rule), valueWords, anchor: [anchor, guideAnchors.ruleSuffix(group, rule)].join(''), section: sectionOfRule(group, rule), ...(example === undefined ? {} : { example }) };
        }),
    }))
    .filter((g) => g.rules.length > 0);
  return {
    name: list.name,
    file: list.file,
    anchor,
    conventions,
    instructions: list.custom_instructions.map((i) => {
      const advice = instructionAdvice(i.prompt, list.language).map((a) => a.advice);
      return {
        label: shared(i.label),
        prompt: i.prompt,
        ...(i.source_language === undefined ? {} : { source_language: shared(i.source_language) }),
        // Joined, not `+`: a model of 100,000 anchors keeps no tree of parts (guide-anchors.ts flat).
        anchor: [anchor, instructionSuffix(i.label)].join(''),
        ...(advice.length > 0 ? { advice } : {}),
        section: sectionOfInstruction(i.section),
      };
    }),
    glossaries: (list.glossaries ?? []).map((g) => g.name),
    ...(list.guide === undefined ? {} : { about: list.guide }),
    ...(list.note === undefined ? {} : { note: list.note }),
    samples,
  };
}

/** The rule's format written out: the first current sample translation holding text of its shape, else an illustration (guide-illustration.ts). */
function ruleExample(rule: string, value: string, valueWords: string, translations: readonly string[]): GuideRule['example'] {
  const shape = ruleShape(rule, value, valueWords);
  if (shape === undefined) return undefined;
  for (const translation of translations) {
    const found = shape.pattern.exec(translation);
    if (found !== null) return { text: found[0], from: 'sample' };
  }
  return { text: shape.illustration, from: 'illustration' };
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
      const prefix = guideAnchors.dictionary(glossary.name, d.source_lang, d.target_lang);
      const terms = [...d.entries]
        .sort(([a], [b]) => compareText(a, b))
        .map(([source, target]) => ({ source, target, anchor: guideAnchors.term(glossary.name, d.source_lang, d.target_lang, source), ...termNotes(d.notes?.get(source)) }));
      out.push({ glossary: glossary.name, file: glossary.file, source_lang: d.source_lang.toLowerCase(), target_lang: d.target_lang.toLowerCase(), anchor: prefix, ...(glossary.note === undefined ? {} : { note: glossary.note }), terms, initials: initialsOf(terms, prefix) });
    }
  }
  return out.sort((a, b) => compareText(a.glossary, b.glossary) || compareText(a.source_lang, b.source_lang));
}

/** Jump links over one dictionary, at most this many: a Japanese dictionary has nearly one initial per term. */
export const MAX_INITIALS = 40;

/**
 * Where each initial starts, in the sorted terms: the first letter without
 * its accents, upper case (`Ärger` under A, as the collator sorts it), `#`
 * for a digit or sign. More initials than MAX_INITIALS (a script without an
 * alphabet of a few dozen letters) keep every k-th, so the index stays one line.
 */
function initialsOf(terms: readonly GuideTerm[], prefix: string): GuideInitial[] {
  const all: GuideInitial[] = [];
  const seen = new Set<string>();
  terms.forEach((term, first) => {
    const letter = initialOf(term.source);
    if (seen.has(letter)) return;
    seen.add(letter);
    all.push({ letter, first, anchor: `${prefix}--initial-${anchorSlug(letter) || 'other'}` });
  });
  const step = Math.ceil(all.length / MAX_INITIALS);
  return step <= 1 ? all : all.filter((_, i) => i % step === 0);
}

function initialOf(term: string): string {
  const first = [...term.normalize('NFD').replace(/\p{M}/gu, '').trimStart()][0] ?? '';
  return /\p{L}/u.test(first) ? first.toUpperCase() : '#';
}

/** The notes a reader needs, without empty members: a term with none is just its pair. */
function termNotes(notes: TermNotes | undefined): Pick<GuideTerm, 'admitted' | 'forbidden' | 'definition' | 'note' | 'doNotTranslate'> {
  if (notes === undefined) return {};
  return {
    ...(notes.admitted !== undefined && notes.admitted.length > 0 ? { admitted: notes.admitted } : {}),
    ...(notes.forbidden !== undefined && notes.forbidden.length > 0 ? { forbidden: notes.forbidden } : {}),
    ...(notes.definition ? { definition: notes.definition } : {}),
    ...(notes.note ? { note: notes.note } : {}),
    ...(notes.translate === false ? { doNotTranslate: true as const } : {}),
  };
}

/**
 * Texts that repeat across lists (a label such as `Tone`, a source language)
 * held once: each instruction's `en` was a string apart, 2.5 MB at 1,000
 * lists of 100 instructions (issue #31).
 */
function sharedText(): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    const held = known.get(text);
    if (held !== undefined) return held;
    known.set(text, text);
    return text;
  };
}

/** `make` of each text once: a label such as `Tone` is slugged and hashed once however many lists write it. */
function remembered(make: (text: string) => string): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    const held = known.get(text);
    if (held !== undefined) return held;
    const made = make(text);
    known.set(text, made);
    return made;
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: true });

/** Reading order, with a code-point tiebreak so two different texts never compare equal (a stable page). */
function compareText(a: string, b: string): number {
  return collator.compare(a, b) || codeUnitOrder(a, b);
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

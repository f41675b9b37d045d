import { orList } from '../util/or-list.ts';
import type { StyleLanguage } from './types.ts';

/**
 * Which languages a catalog identifier is written for, from the words and
 * scripts it names ("german_word", "kanji", "한"...). The catalog mixes all
 * languages in one schema, so a German list can be given a rule value meant
 * for Japanese; that is legal but almost certainly a mistake, hence a warning.
 */

export const LANGUAGE_NAMES: Record<StyleLanguage, string> = {
  de: 'German',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Chinese',
};

// Tier 1: a language named outright, or a word only that language's style guides use.
// Maps, not object literals: tokens come from user text, and `constructor` must not find Object.prototype's.
const WORDS = entries({
  german: ['de'],
  umlauts: ['de'],
  eszett: ['de'],
  french: ['fr'],
  spanish: ['es'],
  italian: ['it'],
  japanese: ['ja'],
  kanji: ['ja'],
  hiragana: ['ja'],
  katakana: ['ja'],
  dearu: ['ja'],
  chinese: ['zh'],
  korean: ['ko'],
  hapsho: ['ko'],
  haeyo: ['ko'],
  hanja: ['ko'],
});
const PAIRS = entries({
  'desu masu': ['ja'],
  'hae style': ['ko'],
  'hara style': ['ko'],
  'english word': ['en'],
  'english words': ['en'],
});
// Tier 3: typographic notions of East Asian text. Corner brackets (「」『』) quote in
// Japanese and in Chinese as written in Taiwan and Hong Kong, not in Korean or European text.
const EAST_ASIAN_PAIRS = entries({
  'full width': ['ja', 'zh'],
  'half width': ['ja', 'zh', 'ko'],
  'corner bracket': ['ja', 'zh'],
  'corner brackets': ['ja', 'zh'],
});

function entries(table: Record<string, readonly StyleLanguage[]>): ReadonlyMap<string, readonly StyleLanguage[]> {
  return new Map(Object.entries(table));
}

const HANGUL = /\p{Script=Hangul}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;

/** The languages `identifier` is meant for, or undefined when it names none. */
export function languagesNamedBy(identifier: string): ReadonlySet<StyleLanguage> | undefined {
  const tokens = identifier.toLowerCase().split(/[_ ]+/);
  const words = new Set<StyleLanguage>();
  const eastAsian = new Set<StyleLanguage>();
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k] as string;
    for (const l of WORDS.get(token) ?? []) words.add(l);
    const pair = `${token} ${tokens[k + 1] ?? ''}`;
    for (const l of PAIRS.get(pair) ?? []) words.add(l);
    for (const l of EAST_ASIAN_PAIRS.get(pair) ?? []) eastAsian.add(l);
  }
  if (words.size > 0) return words;
  const scripts = new Set<StyleLanguage>();
  if (HANGUL.test(identifier)) scripts.add('ko');
  if (KANA.test(identifier)) scripts.add('ja');
  if (HAN.test(identifier)) {
    scripts.add('zh');
    scripts.add('ja');
  }
  if (scripts.size > 0) return scripts;
  return eastAsian.size > 0 ? eastAsian : undefined;
}

/**
 * The script most letters of a text are written in, as the languages it can
 * be (issue #30, the language an instruction is written in): Hangul is
 * Korean; kana, with or without kanji, Japanese; Han alone Chinese or
 * Japanese; Latin any of the others (the script cannot tell them apart);
 * `other` a script none of the style languages is written in (Cyrillic,
 * Arabic…). Undefined for a text without letters.
 */
export function scriptLanguages(
  text: string,
  asciiOnly = ASCII_ONLY.test(text),
): { script: 'latin' | 'other' | 'east-asian'; languages: ReadonlySet<StyleLanguage> } | undefined {
  // Most instructions are ASCII, whose letters are all Latin: one native scan instead of two regex tests per
  // character, which were an eighth of validate's time at 1,000 lists of 200 instructions (bench:validate).
  // A caller that has tested the text for ASCII already says so (`asciiOnly`).
  if (asciiOnly) return ASCII_LETTER.test(text) ? LATIN_SCRIPT : undefined;
  let latin = 0;
  let hangul = 0;
  let kana = 0;
  let han = 0;
  let other = 0;
  for (const c of text) {
    if (!LETTER.test(c)) continue;
    if (LATIN.test(c)) latin++;
    else if (HANGUL.test(c)) hangul++;
    else if (KANA.test(c)) kana++;
    else if (HAN.test(c)) han++;
    else other++;
  }
  const eastAsian = hangul + kana + han;
  const most = Math.max(latin, eastAsian, other);
  if (most === 0) return undefined;
  if (latin === most) return LATIN_SCRIPT;
  if (other === most) return { script: 'other', languages: new Set<StyleLanguage>() };
  // Kana is written only in Japanese; Hangul only in Korean; Han alone in Chinese and Japanese (and, rarely, Korean).
  const languages = new Set<StyleLanguage>(kana > 0 ? ['ja'] : hangul >= han ? ['ko'] : ['zh', 'ja', ...(hangul > 0 ? ['ko' as const] : [])]);
  return { script: 'east-asian', languages };
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;
// One answer shared by every Latin-script text (read only), not a new set per instruction.
const LATIN_SCRIPT = { script: 'latin', languages: new Set<StyleLanguage>(['de', 'en', 'es', 'fr', 'it']) } as const satisfies ReturnType<typeof scriptLanguages>;
const ASCII_LETTER = /[A-Za-z]/;
const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;

// Every list of a repository tends to use the same few rules.
const cache = new Map<string, ReadonlySet<StyleLanguage> | undefined>();

/** The languages a rule is for: its value decides, else its name. */
export function ruleLanguages(rule: string, value: string): ReadonlySet<StyleLanguage> | undefined {
  const key = `${rule}\u0000${value}`;
  if (cache.has(key)) return cache.get(key);
  const languages = languagesNamedBy(value) ?? languagesNamedBy(rule);
  if (cache.size < 10_000) cache.set(key, languages);
  return languages;
}

/** "Japanese (ja) or Chinese (zh)": the languages as messages and the schema's descriptions name them. */
export function languagesInWords(languages: Iterable<StyleLanguage>): string {
  return orList([...languages].map((l) => `${LANGUAGE_NAMES[l]} (${l})`));
}

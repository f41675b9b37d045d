import { LANGUAGE_NAMES } from '../../src/catalog/language-markers.ts';
import { isStyleLanguage, LIMITS, type StyleLanguage } from '../../src/catalog/types.ts';
import { INSTRUCTION_ADVICE_DOC, type InstructionAdvice } from '../../src/config/validate-instructions.ts';

/**
 * The instruction advice as it was written before it was made fast (issue #31,
 * commit cccbc8a of src/config/validate-instructions.ts and
 * src/catalog/language-markers.ts scriptLanguages): a plain, obviously
 * readable oracle that the differential test holds the fast matcher to,
 * messages and all.
 */

export function referenceAdvice(prompt: string, language?: string, checks: { language: boolean; wording: boolean } = { language: true, wording: true }): InstructionAdvice[] {
  if (prompt.length > 2 * LIMITS.promptMaxCodePoints) return [];
  const text = unquoted(prompt);
  const out: InstructionAdvice[] = [];
  const written = checks.language || checks.wording ? writtenIn(text) : undefined;
  if (checks.language && language !== undefined && isStyleLanguage(language) && written !== undefined && inThirdLanguage(written, language)) {
    out.push(ADVICE.language(written.languages, language));
  }
  if (!checks.wording || (written !== undefined && !written.english)) return out;
  const sentences = text.split(SENTENCE_END).map((s) => s.trim()).filter((s) => s !== '');
  const directives = sentences.flatMap((s) => s.split(CLAUSE_BREAK)).filter((clause) => DIRECTIVE.test(clause.trim()));
  if (directives.length >= 2) out.push(ADVICE.several(directives.length));
  if (sentences.some(negativeDirective)) out.push(ADVICE.negative());
  if (sentences.some((s) => CHAT_OPENING.test(s)) || CHAT_PHRASE.test(text)) out.push(ADVICE.chat());
  return out;
}
// Quoted terms: double quotes of every style, guillemets, corner brackets, backticks. Single quotes are apostrophes too.
const QUOTED = /"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»|「[^」]*」|『[^』]*』|`[^`]*`/gu;
function unquoted(prompt: string): string {
  return prompt.replace(QUOTED, ' ');
}

const SENTENCE_END = /[.!?;。！？]+(?:\s+|$)|\n+/u;
const CLAUSE_BREAK = /,\s*|\s+(?:and|or|then)\s+/iu;
const LEAD = String.raw`(?:(?:and|or|then|also|always|but|please)\s+)*`;
// English directive verbs an instruction opens with; a closed list, so that a noun or adjective after a comma never counts.
// Negations are not in it: `Address the reader with Sie, never with du` is one directive and its contrast.
const VERBS = [
  'use', 'keep', 'write', 'translate', 'convert', 'maintain', 'avoid', 'adopt', 'apply', 'prefer', 'replace', 'render', 'format',
  'capitalize', 'capitalise', 'spell', 'address', 'add', 'remove', 'omit', 'include', 'ensure', 'follow', 'localize', 'localise',
  'leave', 'retain', 'preserve', 'adapt', 'shorten', 'abbreviate', 'employ', 'choose', 'treat', 'rewrite',
];
const DIRECTIVE = new RegExp(String.raw`^${LEAD}(?:${VERBS.join('|')})\b`, 'iu');
const CONDITION = /^(?:when|whenever|if|unless|where|for|in)\b/iu;
const NEGATIVE = new RegExp(String.raw`^${LEAD}(?:don't|don’t|dont|do not|never|avoid|refrain)\b`, 'iu');
const CHAT_OPENING = /^(?:please\b|(?:can|could|would|will) you\b|i (?:want|need|would like)\b|i'd like\b|i’d like\b|you are\b|you're\b|act as\b|help me\b)/iu;
const CHAT_PHRASE = /\b(?:this|the following) text\b/iu;

/** A sentence whose directive, after a leading condition clause if any, is worded as a negative. */
function negativeDirective(sentence: string): boolean {
  const clauses = sentence.split(/,\s*/u).map((c) => c.trim());
  const directive = CONDITION.test(clauses[0] ?? '') ? clauses[1] : clauses[0];
  return directive !== undefined && NEGATIVE.test(directive);
}

// Function words of one Latin-script language only (none shared between two of them), lower case.
const FUNCTION_WORDS: ReadonlyArray<[StyleLanguage, ReadonlySet<string>]> = [
  ['en', new Set(['the', 'and', 'of', 'with', 'when', 'use', 'for', 'is', 'are', 'to', 'this', 'that', 'all'])],
  ['de', new Set(['der', 'das', 'und', 'nicht', 'mit', 'für', 'ist', 'den', 'dem', 'ein', 'eine', 'verwende', 'verwenden', 'sie', 'bei', 'wenn', 'immer', 'auf'])],
  ['fr', new Set(['le', 'les', 'et', 'des', 'du', 'pour', 'avec', 'est', 'dans', 'utilisez', 'utiliser', 'pas', 'toujours', 'au', 'aux'])],
  ['es', new Set(['el', 'los', 'las', 'y', 'para', 'del', 'usar', 'utiliza', 'utilice', 'siempre', 'al', 'como'])],
  ['it', new Set(['il', 'gli', 'della', 'delle', 'per', 'di', 'che', 'sempre', 'utilizza', 'nel', 'nella'])],
];

/** Each function word → the positions in FUNCTION_WORDS of the languages whose list holds it. */
const WORD_LANGUAGES = new Map<string, number[]>();
for (const [i, [, list]] of FUNCTION_WORDS.entries()) for (const word of list) WORD_LANGUAGES.set(word, [...(WORD_LANGUAGES.get(word) ?? []), i]);

interface Written {
  /** Read as English (or not told apart from it): the English word lists apply. */
  english: boolean;
  /** The languages the text can be in; `other` for a script none of the style languages uses. */
  languages: ReadonlySet<StyleLanguage> | 'other';
}

/** What the letters and function words say of the language a text is written in; undefined when it has no letters. */
function writtenIn(text: string): Written | undefined {
  const script = scriptLanguages(text);
  if (script === undefined) return undefined;
  if (script.script === 'other') return { english: false, languages: 'other' };
  if (script.script === 'east-asian') return { english: false, languages: script.languages };
  const words = text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  // One lookup per word, not one per word and language (bench:validate); counts in FUNCTION_WORDS' order, as the sort below expects.
  const tally = FUNCTION_WORDS.map(() => 0);
  for (const w of words) for (const i of WORD_LANGUAGES.get(w) ?? []) tally[i] = (tally[i] ?? 0) + 1;
  const counts = FUNCTION_WORDS.map(([language], i) => [language, tally[i] ?? 0] as const);
  const [top, second] = [...counts].sort((a, b) => b[1] - a[1]);
  const clear = top !== undefined && top[1] >= 3 && top[1] >= 2 * (second?.[1] ?? 0);
  if (!clear || top[0] === 'en') return { english: true, languages: new Set(['en']) };
  return { english: false, languages: new Set([top[0]]) };
}

/** Written in neither English nor the list's language, as far as the heuristics tell. */
function inThirdLanguage(written: Written, language: StyleLanguage): boolean {
  return written.languages === 'other' || ![...written.languages].some((l) => l === 'en' || l === language);
}

const HANGUL = /\p{Script=Hangul}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;

function scriptLanguages(text: string): { script: 'latin' | 'other' | 'east-asian'; languages: ReadonlySet<StyleLanguage> } | undefined {
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
  if (latin === most) return { script: 'latin', languages: new Set<StyleLanguage>(['de', 'en', 'es', 'fr', 'it']) };
  if (other === most) return { script: 'other', languages: new Set<StyleLanguage>() };
  const languages = new Set<StyleLanguage>(kana > 0 ? ['ja'] : hangul >= han ? ['ko'] : ['zh', 'ja', ...(hangul > 0 ? ['ko' as const] : [])]);
  return { script: 'east-asian', languages };
}
const ADVICE = {
  several: (n: number): InstructionAdvice => ({
    code: 'instruction-several-directives',
    advice: 'one directive per instruction',
    message: `the instruction holds ${n} directives; the service's advice is one directive per instruction, and a combined one is applied unreliably`,
    hint: `Split it into ${n} instructions, one directive each (${INSTRUCTION_ADVICE_DOC}).`,
  }),
  negative: (): InstructionAdvice => ({
    code: 'instruction-negative',
    advice: 'positive wording',
    message: "the instruction is worded as a negative (don't, never, avoid); the service's advice is to say what the translation should do, not what it should not",
    hint: `Say what to do instead ("Use a conversational, friendly tone", not "Don't use formal language") (${INSTRUCTION_ADVICE_DOC}).`,
  }),
  chat: (): InstructionAdvice => ({
    code: 'instruction-chat-request',
    advice: 'a directive, not a chat request',
    message: "the instruction reads as a request to a chatbot (please…, can you…, this text); the service's advice is a translation directive",
    hint: `State the rule itself ("Use elegant, sophisticated language appropriate for luxury fashion") (${INSTRUCTION_ADVICE_DOC}).`,
  }),
  language: (written: ReadonlySet<StyleLanguage> | 'other', language: StyleLanguage): InstructionAdvice => {
    const seen = written === 'other' ? 'a script none of the style languages uses' : [...written].map((l) => LANGUAGE_NAMES[l]).join(' or ');
    return {
      code: 'instruction-language',
      advice: 'English or the target language',
      message: `the instruction seems written in ${seen}; the service's advice is to write it in English or in the target language, ${LANGUAGE_NAMES[language]} (${language})`,
      hint: `Write it in English or ${LANGUAGE_NAMES[language]} (${INSTRUCTION_ADVICE_DOC}).`,
    };
  },
};

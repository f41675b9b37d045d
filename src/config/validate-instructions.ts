import { LANGUAGE_NAMES, scriptLanguages } from '../catalog/language-markers.ts';
import { isStyleLanguage, LIMITS, type StyleLanguage } from '../catalog/types.ts';
import { diagnostic, type DiagnosticAt } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';

/**
 * The service's advice for custom instructions (spec: service-2026.md,
 * "Custom instructions: the service's own advice and limits"; issue #30). An
 * instruction the model cannot act on is stored and silently does nothing,
 * so validate warns where an instruction plainly goes against the advice.
 *
 * Heuristics, kept simple and conservative, since a false warning on a good
 * instruction teaches people to ignore them all (docs/style-files.md#what-makes-an-instruction-work):
 * - several directives: two or more clauses (split at sentence ends, `;`,
 *   commas, `and`, `or`, `then`) that each open with a directive verb from a
 *   closed English list (`Use …, maintain …, and convert …`); a clause that
 *   opens with a noun or adjective (`Use a conversational, friendly tone`)
 *   or a condition (`When translating role titles, use …`) is no directive;
 * - negative wording: a sentence whose directive (after a leading condition
 *   clause, if any) opens with `don't`, `do not`, `never`, `avoid` or
 *   `refrain`; `use du, not Sie` is a positive directive and stays silent;
 * - a chat request: a sentence opening with `please`, `can you`, `could
 *   you`, `would you`, `I want`, `I'd like`, `you are`, `act as`…, or text
 *   that speaks of `this text`, as a prompt to a chatbot does;
 * - a third language: most letters in a script the list's language is not
 *   written in and English is not either (a Japanese instruction in a German
 *   list; Cyrillic anywhere), or, in Latin script, at least three function
 *   words of German, French, Spanish or Italian, twice as many as of any
 *   other of them and of English, when that language is neither English nor
 *   the list's (language-markers.ts for the scripts).
 * Quoted text ("…", “…”, „…“, «…», 「…」, `…`) is left out of every check:
 * a term quoted in another language is not the language of the instruction.
 * The English word lists apply to English text only; an instruction in the
 * list's language is checked for its language alone.
 * Pure; the limits (300 characters, 200 per list) are errors elsewhere.
 */
export type InstructionAdviceCode = 'instruction-several-directives' | 'instruction-negative' | 'instruction-chat-request' | 'instruction-language';

export interface InstructionAdvice {
  code: InstructionAdviceCode;
  /** The advice in a few words, as the guide marks the instruction. */
  advice: string;
  message: string;
  hint: string;
}

/** The section of docs/style-files.md that explains each piece of advice; every warning links it. */
export const INSTRUCTION_ADVICE_DOC = 'docs/style-files.md#what-makes-an-instruction-work';

/**
 * What a prompt goes against, as data: the advice's words come from it (`adviceOf`). Small, for the advice's second
 * thread to send back (config/advice-worker.ts): a few numbers and names rather than every message and hint.
 */
export type AdviceFinding =
  | { code: 'instruction-several-directives'; directives: number }
  | { code: 'instruction-negative' }
  | { code: 'instruction-chat-request' }
  | { code: 'instruction-language'; written: StyleLanguage[] | 'other' };

/** Everything `prompt` goes against, for a list in `language` (undefined: a fragment's instruction, whose list is not known here). */
export function instructionAdvice(prompt: string, language?: string, checks: { language: boolean; wording: boolean } = { language: true, wording: true }): InstructionAdvice[] {
  const findings = adviceFindings(prompt, language, checks);
  return findings.length === 0 ? [] : findings.map((f) => adviceOf(f, language));
}

/** The advice of a finding of `adviceFindings(…, language)`. */
export function adviceOf(finding: AdviceFinding, language: string | undefined): InstructionAdvice {
  switch (finding.code) {
    case 'instruction-several-directives':
      return ADVICE.several(finding.directives);
    case 'instruction-negative':
      return ADVICE.negative();
    case 'instruction-chat-request':
      return ADVICE.chat();
    case 'instruction-language':
      // Found only for a list in a style language (adviceFindings).
      return ADVICE.language(finding.written === 'other' ? 'other' : new Set(finding.written), language as StyleLanguage);
  }
}

/**
 * Whether `value` is a finding `adviceFindings(…, language)` can give. The advice's thread answers findings
 * (config/advice-thread.ts); a worker of another build (a damaged or mixed install) may answer others, which are
 * refused, and its files read on the main thread, rather than made into words that crash validate or say nonsense.
 * Four shapes of at most one field each: a check by hand, which a schema (ajv) would only restate.
 */
export function isAdviceFinding(value: unknown, language: string | undefined): value is AdviceFinding {
  if (typeof value !== 'object' || value === null) return false;
  const finding = value as Record<string, unknown>;
  switch (finding.code) {
    case 'instruction-several-directives':
      return Number.isInteger(finding.directives) && (finding.directives as number) >= 2;
    case 'instruction-negative':
    case 'instruction-chat-request':
      return true;
    case 'instruction-language':
      // Found only for a list in a style language (adviceFindings), whose words name it.
      return isStyleLanguage(language) && (finding.written === 'other' || (Array.isArray(finding.written) && finding.written.every(isStyleLanguage)));
    default:
      return false;
  }
}

/** `instructionAdvice` as findings. */
export function adviceFindings(prompt: string, language?: string, checks: { language: boolean; wording: boolean } = { language: true, wording: true }): AdviceFinding[] {
  // A prompt past the service's 300 characters is an error already (prompt-too-long); the advice is not read for it, which bounds the work.
  if (prompt.length > 2 * LIMITS.promptMaxCodePoints) return [];
  // Most prompts are ASCII without a double quote or backtick: nothing to unquote, and one scan tells both.
  const plain = PLAIN_ASCII.test(prompt);
  const text = plain ? prompt : unquoted(prompt);
  const ascii = plain || ASCII_ONLY.test(text);
  const out: AdviceFinding[] = [];
  const written = checks.language || checks.wording ? writtenIn(text, ascii) : undefined;
  // Read as English (most prompts), it is in no third language whatever the list's: the language is not looked up.
  if (checks.language && written !== undefined && written !== ENGLISH && language !== undefined && isStyleLanguage(language) && inThirdLanguage(written, language)) {
    out.push({ code: 'instruction-language', written: written.languages === 'other' ? 'other' : [...written.languages] });
  }
  // The word lists are English: an instruction in the list's own language is not read for them.
  if (!checks.wording || (written !== undefined && !written.english)) return out;
  const p = ascii ? ASCII_PATTERNS : UNICODE_PATTERNS;
  // One pass over the sentences for the three checks, no arrays kept between them (bench:validate runs 200,000).
  let directives = 0;
  let negative = false;
  let chat = p.chatPhraseEnd.test(text) && p.chatPhrase.test(text);
  // The sentences and their clauses as `split` cuts them, found with exec loops: no array and no string per clause
  // (the two splits and their trimmed copies were a fifth of the advice's time in bench:validate, issue #31).
  p.sentenceEnd.lastIndex = 0;
  for (let from = 0; from <= text.length; ) {
    const end = p.sentenceEnd.exec(text);
    const sentence = text.slice(from, end === null ? text.length : end.index).trim();
    from = end === null ? text.length + 1 : p.sentenceEnd.lastIndex;
    if (sentence === '') continue;
    directives += directivesIn(sentence, p);
    negative ||= negativeDirective(sentence, p);
    chat ||= p.chatOpening.test(sentence);
  }
  if (directives >= 2) out.push({ code: 'instruction-several-directives', directives });
  if (negative) out.push({ code: 'instruction-negative' });
  if (chat) out.push({ code: 'instruction-chat-request' });
  return out;
}

// Quoted terms: double quotes of every style, guillemets, corner brackets, backticks. Single quotes are apostrophes too.
const QUOTED = /"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»|「[^」]*」|『[^』]*』|`[^`]*`/gu;
function unquoted(prompt: string): string {
  return prompt.replace(QUOTED, ' ');
}

const LEAD = String.raw`(?:(?:and|or|then|also|always|but|please)\s+)*`;
// English directive verbs an instruction opens with; a closed list, so that a noun or adjective after a comma never counts.
// Negations are not in it: `Address the reader with Sie, never with du` is one directive and its contrast.
const VERBS = [
  'use', 'keep', 'write', 'translate', 'convert', 'maintain', 'avoid', 'adopt', 'apply', 'prefer', 'replace', 'render', 'format',
  'capitalize', 'capitalise', 'spell', 'address', 'add', 'remove', 'omit', 'include', 'ensure', 'follow', 'localize', 'localise',
  'leave', 'retain', 'preserve', 'adapt', 'shorten', 'abbreviate', 'employ', 'choose', 'treat', 'rewrite',
];
/**
 * Each pattern's source and its flags besides `u`. Characters past U+007F are written as `\u` escapes, which RegExp reads
 * as the characters: validate's script (scripts/ascii-script.mjs) is then ASCII, which Node reads at once.
 */
const PATTERN_SOURCES = {
  // Global: read with exec loops where they match, in a prompt and in a sentence.
  sentenceEnd: [String.raw`[.!?;\u3002\uff01\uff1f]+(?:\s+|$)|\n+`, 'g'],
  clauseBreak: [String.raw`,\s*|\s+(?:and|or|then)\s+`, 'gi'],
  directive: [String.raw`^${LEAD}(?:${VERBS.join('|')})\b`, 'i'],
  // The directive where a clause starts in its sentence (sticky), with no copy of the clause (directivesIn).
  directiveAt: [String.raw`${LEAD}(?:${VERBS.join('|')})\b`, 'iy'],
  condition: [String.raw`^(?:when|whenever|if|unless|where|for|in)\b`, 'i'],
  negative: [String.raw`^${LEAD}(?:don't|don\u2019t|dont|do not|never|avoid|refrain)\b`, 'i'],
  chatOpening: [String.raw`^(?:please\b|(?:can|could|would|will) you\b|i (?:want|need|would like)\b|i'd like\b|i\u2019d like\b|you are\b|you're\b|act as\b|help me\b)`, 'i'],
  chatPhrase: [String.raw`\b(?:this|the following) text\b`, 'i'],
  // The end of chatPhrase alone: a pattern that opens with a fixed text, which V8 searches for far faster than for an
  // alternation at every position; chatPhrase runs only where it is found (the two together take half as long as
  // chatPhrase alone over bench:validate's 200,000 prompts, issue #31).
  chatPhraseEnd: [String.raw` text\b`, 'i'],
} as const;
type Patterns = Record<keyof typeof PATTERN_SOURCES, RegExp>;
function compile(unicode: boolean): Patterns {
  return Object.fromEntries(Object.entries(PATTERN_SOURCES).map(([name, [source, flags]]) => [name, new RegExp(source, unicode ? `${flags}u` : flags)])) as Patterns;
}
// Each pattern twice. With the u flag, a case-insensitive pattern folds case by Unicode's rules, which V8 runs several
// times slower (the chat phrase alone: about 180 against 16 ms over 200,000 prompts, bench:validate's 1,000 × 200).
// On ASCII text the two match alike: Unicode folding and `\b` differ only for characters past U+007F (ſ folds to s,
// the Kelvin sign to k), so most instructions, which are ASCII, take the faster patterns; the differential test
// (test/config/instruction-advice-differential.test.ts) holds the two paths to the same findings.
const ASCII_PATTERNS = compile(false);
const UNICODE_PATTERNS = compile(true);
const ASCII_ONLY = /^[\x00-\x7f]*$/;
// ASCII but `"` and `` ` ``, the only ASCII characters that open a quoted term (QUOTED).
const PLAIN_ASCII = /^[\x00-\x21\x23-\x5f\x61-\x7f]*$/;

/**
 * How many of a sentence's clauses (cut where `clauseBreak` matches, as `split` cuts them) open with a directive,
 * each read where it starts in the sentence rather than as a trimmed copy. A clause never starts with a space: the
 * sentence is trimmed and every break takes the spaces after it; spaces at its end (before a comma) no match can end
 * in. The directive is tested in place (`directiveAt`, sticky): its `\b` reads the character after the clause, a
 * space or a comma as the copy's end of text is, so a match that ends within the clause is the copy's, and no match
 * is none; only a match that runs on past the clause (`also` read on into `and use`) is tested again on the copy.
 */
function directivesIn(sentence: string, p: Patterns): number {
  let count = 0;
  p.clauseBreak.lastIndex = 0;
  for (let start = 0; start <= sentence.length; ) {
    const brk = p.clauseBreak.exec(sentence);
    const end = brk === null ? sentence.length : brk.index;
    if (end > start) {
      p.directiveAt.lastIndex = start;
      if (p.directiveAt.test(sentence) && (p.directiveAt.lastIndex <= end || p.directive.test(sentence.slice(start, end)))) count++;
    }
    start = brk === null ? sentence.length + 1 : p.clauseBreak.lastIndex;
  }
  return count;
}

/** A sentence whose directive, after a leading condition clause if any, is worded as a negative. */
function negativeDirective(sentence: string, p: Patterns): boolean {
  // The first two clauses are all it reads, cut at the first two commas: what `split(/,\s*/, 2)` gives, since the
  // spaces after a comma are trimmed anyway, without a regex and an array per sentence (bench:validate).
  const comma = sentence.indexOf(',');
  const first = (comma < 0 ? sentence : sentence.slice(0, comma)).trim();
  if (!p.condition.test(first)) return p.negative.test(first);
  if (comma < 0) return false;
  const next = sentence.indexOf(',', comma + 1);
  return p.negative.test((next < 0 ? sentence.slice(comma + 1) : sentence.slice(comma + 1, next)).trim());
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

const ENGLISH: Written = { english: true, languages: new Set(['en']) };
const OTHER_SCRIPT: Written = { english: false, languages: 'other' };

/**
 * A word of another language than English, as a whole run of letters: one pass that finds no three of them shows
 * that no language but English can reach the three words the count below needs, so an English instruction (most of
 * them) is not cut into words at all. Every word the count would find is such a run, so the pre-test never hides one.
 */
const FOREIGN_WORDS = [...WORD_LANGUAGES.keys()].filter((w) => !FUNCTION_WORDS[0]?.[1].has(w)).sort((a, b) => b.length - a.length);
const FOREIGN_WORD = new RegExp(String.raw`(?<!\p{L})(?:${FOREIGN_WORDS.join('|')})(?!\p{L})`, 'gu');
// The same on ASCII text, where a letter is [a-zA-Z]: without the `u` flag, and the letter before a word taken as a
// character instead of a lookbehind, which keeps V8 from testing the lookbehind at every position (about a third
// of the time on bench:validate's 200,000 prompts). The character taken is never one of a word the count needs (it
// is no letter), so the two find as many words.
const FOREIGN_WORD_ASCII = new RegExp(String.raw`(?:^|[^a-zA-Z])(?:${FOREIGN_WORDS.filter((w) => ASCII_ONLY.test(w)).join('|')})(?![a-zA-Z])`, 'g');
function fewerThanThreeForeignWords(lower: string, ascii: boolean): boolean {
  const pattern = ascii ? FOREIGN_WORD_ASCII : FOREIGN_WORD;
  pattern.lastIndex = 0;
  for (let found = 0; found < 3; found++) if (!pattern.test(lower)) return true;
  return false;
}

/** What the letters and function words say of the language a text is written in; undefined when it has no letters. */
function writtenIn(text: string, ascii: boolean): Written | undefined {
  const script = scriptLanguages(text, ascii);
  if (script === undefined) return undefined;
  if (script.script === 'other') return OTHER_SCRIPT;
  if (script.script === 'east-asian') return { english: false, languages: script.languages };
  const lower = text.toLowerCase();
  if (fewerThanThreeForeignWords(lower, ascii)) return ENGLISH;
  const words = lower.match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  // One lookup per word, not one per word and language (bench:validate); counts in FUNCTION_WORDS' order, as the sort below expects.
  const tally = FUNCTION_WORDS.map(() => 0);
  for (const w of words) for (const i of WORD_LANGUAGES.get(w) ?? []) tally[i] = (tally[i] ?? 0) + 1;
  const counts = FUNCTION_WORDS.map(([language], i) => [language, tally[i] ?? 0] as const);
  const [top, second] = [...counts].sort((a, b) => b[1] - a[1]);
  const clear = top !== undefined && top[1] >= 3 && top[1] >= 2 * (second?.[1] ?? 0);
  if (!clear || top[0] === 'en') return ENGLISH;
  return { english: false, languages: new Set([top[0]]) };
}

/** Written in neither English nor the list's language, as far as the heuristics tell. */
function inThirdLanguage(written: Written, language: StyleLanguage): boolean {
  return written.languages === 'other' || !(written.languages.has('en') || written.languages.has(language));
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

/**
 * The advice as diagnostics at `at` (the prompt): warnings, errors under
 * `--strict` (validate's rule for what is likely but not surely wrong).
 * `listNote` says which list a fragment's instruction was judged for.
 */
export function instructionAdviceDiagnostics(
  prompt: string,
  language: string | undefined,
  at: DiagnosticAt,
  strict: boolean,
  checks?: { language: boolean; wording: boolean },
  listNote = '',
): Diagnostic[] {
  return adviceDiagnostics(instructionAdvice(prompt, language, checks), at, strict, listNote);
}

/** Advice already read as diagnostics: for a caller that finds where the prompt is written only when there is advice. */
export function adviceDiagnostics(advice: readonly InstructionAdvice[], at: DiagnosticAt, strict: boolean, listNote = ''): Diagnostic[] {
  return advice.map((a) => diagnostic(strict ? 'error' : 'warning', a.code, at, `${listNote}${a.message}`, a.hint));
}

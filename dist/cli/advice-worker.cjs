"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/config/advice-worker.ts
var advice_worker_exports = {};
module.exports = __toCommonJS(advice_worker_exports);
var import_node_worker_threads = require("node:worker_threads");

// src/catalog/language-markers.ts
var WORDS = entries({
  german: ["de"],
  umlauts: ["de"],
  eszett: ["de"],
  french: ["fr"],
  spanish: ["es"],
  italian: ["it"],
  japanese: ["ja"],
  kanji: ["ja"],
  hiragana: ["ja"],
  katakana: ["ja"],
  dearu: ["ja"],
  chinese: ["zh"],
  korean: ["ko"],
  hapsho: ["ko"],
  haeyo: ["ko"],
  hanja: ["ko"]
});
var PAIRS = entries({
  "desu masu": ["ja"],
  "hae style": ["ko"],
  "hara style": ["ko"],
  "english word": ["en"],
  "english words": ["en"]
});
var EAST_ASIAN_PAIRS = entries({
  "full width": ["ja", "zh"],
  "half width": ["ja", "zh", "ko"],
  "corner bracket": ["ja", "zh"],
  "corner brackets": ["ja", "zh"]
});
function entries(table) {
  return new Map(Object.entries(table));
}
var HANGUL = new RegExp("\\p{Script=Hangul}", "u");
var KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
var HAN = new RegExp("\\p{Script=Han}", "u");
function scriptLanguages(text, asciiOnly = ASCII_ONLY.test(text)) {
  if (asciiOnly) return ASCII_LETTER.test(text) ? LATIN_SCRIPT : void 0;
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
  if (most === 0) return void 0;
  if (latin === most) return LATIN_SCRIPT;
  if (other === most) return { script: "other", languages: /* @__PURE__ */ new Set() };
  const languages = new Set(kana > 0 ? ["ja"] : hangul >= han ? ["ko"] : ["zh", "ja", ...hangul > 0 ? ["ko"] : []]);
  return { script: "east-asian", languages };
}
var ASCII_ONLY = /^[\x00-\x7f]*$/;
var LATIN_SCRIPT = { script: "latin", languages: /* @__PURE__ */ new Set(["de", "en", "es", "fr", "it"]) };
var ASCII_LETTER = /[A-Za-z]/;
var LETTER = new RegExp("\\p{L}", "u");
var LATIN = new RegExp("\\p{Script=Latin}", "u");

// src/catalog/types.ts
var STYLE_LANGUAGES = ["de", "en", "es", "fr", "it", "ja", "ko", "zh"];
var LIMITS = {
  instructionsPerList: 200,
  /** Counted in Unicode code points, not UTF-16 units. */
  promptMaxCodePoints: 300,
  labelMaxCodePoints: 100,
  pageSizeMax: 25,
  pageSizeDefault: 10
};
function isStyleLanguage(value) {
  return typeof value === "string" && STYLE_LANGUAGES.includes(value);
}

// src/config/validate-instructions.ts
function adviceFindings(prompt, language, checks = { language: true, wording: true }) {
  if (prompt.length > 2 * LIMITS.promptMaxCodePoints) return [];
  const plain = PLAIN_ASCII.test(prompt);
  const text = plain ? prompt : unquoted(prompt);
  const ascii = plain || ASCII_ONLY2.test(text);
  const out = [];
  const written = checks.language || checks.wording ? writtenIn(text, ascii) : void 0;
  if (checks.language && written !== void 0 && written !== ENGLISH && language !== void 0 && isStyleLanguage(language) && inThirdLanguage(written, language)) {
    out.push({ code: "instruction-language", written: written.languages === "other" ? "other" : [...written.languages] });
  }
  if (!checks.wording || written !== void 0 && !written.english) return out;
  const p = ascii ? ASCII_PATTERNS : UNICODE_PATTERNS;
  let directives = 0;
  let negative = false;
  let chat = p.chatPhraseEnd.test(text) && p.chatPhrase.test(text);
  p.sentenceEnd.lastIndex = 0;
  for (let from = 0; from <= text.length; ) {
    const end = p.sentenceEnd.exec(text);
    const sentence = text.slice(from, end === null ? text.length : end.index).trim();
    from = end === null ? text.length + 1 : p.sentenceEnd.lastIndex;
    if (sentence === "") continue;
    directives += directivesIn(sentence, p);
    negative ||= negativeDirective(sentence, p);
    chat ||= p.chatOpening.test(sentence);
  }
  if (directives >= 2) out.push({ code: "instruction-several-directives", directives });
  if (negative) out.push({ code: "instruction-negative" });
  if (chat) out.push({ code: "instruction-chat-request" });
  return out;
}
var QUOTED = /"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»|「[^」]*」|『[^』]*』|`[^`]*`/gu;
function unquoted(prompt) {
  return prompt.replace(QUOTED, " ");
}
var LEAD = String.raw`(?:(?:and|or|then|also|always|but|please)\s+)*`;
var VERBS = [
  "use",
  "keep",
  "write",
  "translate",
  "convert",
  "maintain",
  "avoid",
  "adopt",
  "apply",
  "prefer",
  "replace",
  "render",
  "format",
  "capitalize",
  "capitalise",
  "spell",
  "address",
  "add",
  "remove",
  "omit",
  "include",
  "ensure",
  "follow",
  "localize",
  "localise",
  "leave",
  "retain",
  "preserve",
  "adapt",
  "shorten",
  "abbreviate",
  "employ",
  "choose",
  "treat",
  "rewrite"
];
var PATTERN_SOURCES = {
  // Global: read with exec loops where they match, in a prompt and in a sentence.
  sentenceEnd: [String.raw`[.!?;\u3002\uff01\uff1f]+(?:\s+|$)|\n+`, "g"],
  clauseBreak: [String.raw`,\s*|\s+(?:and|or|then)\s+`, "gi"],
  directive: [String.raw`^${LEAD}(?:${VERBS.join("|")})\b`, "i"],
  // The directive where a clause starts in its sentence (sticky), with no copy of the clause (directivesIn).
  directiveAt: [String.raw`${LEAD}(?:${VERBS.join("|")})\b`, "iy"],
  condition: [String.raw`^(?:when|whenever|if|unless|where|for|in)\b`, "i"],
  negative: [String.raw`^${LEAD}(?:don't|don\u2019t|dont|do not|never|avoid|refrain)\b`, "i"],
  chatOpening: [String.raw`^(?:please\b|(?:can|could|would|will) you\b|i (?:want|need|would like)\b|i'd like\b|i\u2019d like\b|you are\b|you're\b|act as\b|help me\b)`, "i"],
  chatPhrase: [String.raw`\b(?:this|the following) text\b`, "i"],
  // The end of chatPhrase alone: a pattern that opens with a fixed text, which V8 searches for far faster than for an
  // alternation at every position; chatPhrase runs only where it is found (the two together take half as long as
  // chatPhrase alone over bench:validate's 200,000 prompts, issue #31).
  chatPhraseEnd: [String.raw` text\b`, "i"]
};
function compile(unicode) {
  return Object.fromEntries(Object.entries(PATTERN_SOURCES).map(([name, [source, flags]]) => [name, new RegExp(source, unicode ? `${flags}u` : flags)]));
}
var ASCII_PATTERNS = compile(false);
var UNICODE_PATTERNS = compile(true);
var ASCII_ONLY2 = /^[\x00-\x7f]*$/;
var PLAIN_ASCII = /^[\x00-\x21\x23-\x5f\x61-\x7f]*$/;
function directivesIn(sentence, p) {
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
function negativeDirective(sentence, p) {
  const comma = sentence.indexOf(",");
  const first = (comma < 0 ? sentence : sentence.slice(0, comma)).trim();
  if (!p.condition.test(first)) return p.negative.test(first);
  if (comma < 0) return false;
  const next = sentence.indexOf(",", comma + 1);
  return p.negative.test((next < 0 ? sentence.slice(comma + 1) : sentence.slice(comma + 1, next)).trim());
}
var FUNCTION_WORDS = [
  ["en", /* @__PURE__ */ new Set(["the", "and", "of", "with", "when", "use", "for", "is", "are", "to", "this", "that", "all"])],
  ["de", /* @__PURE__ */ new Set(["der", "das", "und", "nicht", "mit", "f\xFCr", "ist", "den", "dem", "ein", "eine", "verwende", "verwenden", "sie", "bei", "wenn", "immer", "auf"])],
  ["fr", /* @__PURE__ */ new Set(["le", "les", "et", "des", "du", "pour", "avec", "est", "dans", "utilisez", "utiliser", "pas", "toujours", "au", "aux"])],
  ["es", /* @__PURE__ */ new Set(["el", "los", "las", "y", "para", "del", "usar", "utiliza", "utilice", "siempre", "al", "como"])],
  ["it", /* @__PURE__ */ new Set(["il", "gli", "della", "delle", "per", "di", "che", "sempre", "utilizza", "nel", "nella"])]
];
var WORD_LANGUAGES = /* @__PURE__ */ new Map();
for (const [i, [, list]] of FUNCTION_WORDS.entries()) for (const word of list) WORD_LANGUAGES.set(word, [...WORD_LANGUAGES.get(word) ?? [], i]);
var ENGLISH = { english: true, languages: /* @__PURE__ */ new Set(["en"]) };
var OTHER_SCRIPT = { english: false, languages: "other" };
var FOREIGN_WORDS = [...WORD_LANGUAGES.keys()].filter((w) => !FUNCTION_WORDS[0]?.[1].has(w)).sort((a, b) => b.length - a.length);
var FOREIGN_WORD = new RegExp(String.raw`(?<!\p{L})(?:${FOREIGN_WORDS.join("|")})(?!\p{L})`, "gu");
var FOREIGN_WORD_ASCII = new RegExp(String.raw`(?:^|[^a-zA-Z])(?:${FOREIGN_WORDS.filter((w) => ASCII_ONLY2.test(w)).join("|")})(?![a-zA-Z])`, "g");
function fewerThanThreeForeignWords(lower, ascii) {
  const pattern = ascii ? FOREIGN_WORD_ASCII : FOREIGN_WORD;
  pattern.lastIndex = 0;
  for (let found = 0; found < 3; found++) if (!pattern.test(lower)) return true;
  return false;
}
function writtenIn(text, ascii) {
  const script = scriptLanguages(text, ascii);
  if (script === void 0) return void 0;
  if (script.script === "other") return OTHER_SCRIPT;
  if (script.script === "east-asian") return { english: false, languages: script.languages };
  const lower = text.toLowerCase();
  if (fewerThanThreeForeignWords(lower, ascii)) return ENGLISH;
  const words = lower.match(new RegExp("\\p{L}+(?:['\u2019]\\p{L}+)?", "gu")) ?? [];
  const tally = FUNCTION_WORDS.map(() => 0);
  for (const w of words) for (const i of WORD_LANGUAGES.get(w) ?? []) tally[i] = (tally[i] ?? 0) + 1;
  const counts = FUNCTION_WORDS.map(([language], i) => [language, tally[i] ?? 0]);
  const [top, second] = [...counts].sort((a, b) => b[1] - a[1]);
  const clear = top !== void 0 && top[1] >= 3 && top[1] >= 2 * (second?.[1] ?? 0);
  if (!clear || top[0] === "en") return ENGLISH;
  return { english: false, languages: /* @__PURE__ */ new Set([top[0]]) };
}
function inThirdLanguage(written, language) {
  return written.languages === "other" || !(written.languages.has("en") || written.languages.has(language));
}

// src/config/advice-worker.ts
function answer(question) {
  const at = [];
  const findings = [];
  let start = 0;
  for (const [k, length] of question.lengths.entries()) {
    const found = adviceFindings(question.text.slice(start, start + length), question.language);
    start += length;
    if (found.length === 0) continue;
    at.push(k);
    findings.push(found);
  }
  return { id: question.id, at, findings };
}
var fault = import_node_worker_threads.workerData?.fault;
if (fault?.kind === "throw-at-load") throw new Error("advice worker: injected failure at load");
var asked = 0;
import_node_worker_threads.parentPort?.on("message", (batch) => {
  if (fault !== void 0 && asked++ >= (fault.at ?? 0)) {
    if (fault.kind === "throw") throw new Error("advice worker: injected failure");
    if (fault.kind === "exit") import_node_worker_threads.parentPort?.close();
    if (fault.kind === "hang") return;
    if (fault.kind === "garbage") {
      import_node_worker_threads.parentPort?.postMessage(batch.map((q) => ({ id: q.id, at: [q.lengths.length + 5], findings: [[]] })));
      return;
    }
  }
  import_node_worker_threads.parentPort?.postMessage(batch.map(answer));
});

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  xmlCharProblem
} from "./chunk-HYMDCOR5.js";
import {
  START,
  diagnostic,
  formatPath,
  locate
} from "./chunk-DFW3UD3O.js";
import {
  CATALOG,
  GLOSSARY_LIMITS,
  LIMITS,
  STYLE_LANGUAGES,
  allowedValues,
  catalogGroup,
  codePointLength,
  entryBytes,
  foldedTerm,
  isStyleLanguage,
  rootLanguage,
  termProblem,
  utf8Bytes,
  variantMessage
} from "./chunk-XKJFTXK7.js";
import {
  __commonJS,
  __export,
  __toESM
} from "./chunk-V5274J54.js";

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length2(str2) {
      const len = str2.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str2.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str2.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length2;
    ucs2length2.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// src/config/diagnostic-cap.ts
var MAX_DIAGNOSTICS_PER_FILE = 100;
var MAX_DIAGNOSTICS = 1e3;
var ALL_FILES = "";
var omittedBy = /* @__PURE__ */ new WeakMap();
function moreDiagnostics(file, count, error, pos) {
  const where2 = file === ALL_FILES ? "in other files" : "in this file";
  const d = diagnostic(
    error ? "error" : "warning",
    "more-diagnostics",
    { file, pos },
    `\u2026 and ${count} more ${count === 1 ? "problem" : "problems"} ${where2} not shown`,
    "Fix the problems above and validate again; the rest will show then."
  );
  omittedBy.set(d, { count, error, line: pos.line, col: pos.col });
  return d;
}
var DiagnosticCap = class {
  kept = [];
  perFile = /* @__PURE__ */ new Map();
  dropped = /* @__PURE__ */ new Map();
  beyond = { count: 0, error: false, line: START.line, col: START.col };
  add(d) {
    const earlier = omittedBy.get(d);
    if (earlier !== void 0) {
      omit(d.file === ALL_FILES ? this.beyond : this.bucket(d.file), earlier.count, earlier.error, earlier);
      return;
    }
    const n = this.perFile.get(d.file) ?? 0;
    if (n >= MAX_DIAGNOSTICS_PER_FILE) omit(this.bucket(d.file), 1, d.severity === "error", d);
    else if (this.kept.length >= MAX_DIAGNOSTICS) omit(this.beyond, 1, d.severity === "error", START);
    else {
      this.perFile.set(d.file, n + 1);
      this.kept.push(d);
    }
  }
  /** What was kept, in the order added, then one `more-diagnostics` per file that had more, then the one for the total. */
  list() {
    const out = [...this.kept];
    for (const [file, { count, error, line, col }] of this.dropped) out.push(moreDiagnostics(file, count, error, { line, col }));
    if (this.beyond.count > 0) out.push(moreDiagnostics(ALL_FILES, this.beyond.count, this.beyond.error, START));
    return out;
  }
  bucket(file) {
    let bucket = this.dropped.get(file);
    if (bucket === void 0) {
      bucket = { count: 0, error: false, line: 1, col: 1 };
      this.dropped.set(file, bucket);
    }
    return bucket;
  }
};
function omit(bucket, count, error, at) {
  bucket.count += count;
  bucket.error ||= error;
  if (at.line > bucket.line || at.line === bucket.line && at.col > bucket.col) Object.assign(bucket, { line: at.line, col: at.col });
}
function capDiagnostics(diagnostics) {
  const cap = new DiagnosticCap();
  for (const d of diagnostics) cap.add(d);
  return cap.list();
}
function byPosition(a, b) {
  const beyond = Number(isBeyond(a)) - Number(isBeyond(b));
  if (beyond !== 0) return beyond;
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  const more = Number(a.code === "more-diagnostics") - Number(b.code === "more-diagnostics");
  return more || a.line - b.line || a.col - b.col;
}
function isBeyond(d) {
  return d.file === ALL_FILES && d.code === "more-diagnostics";
}

// src/util/or-list.ts
function orList(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

// src/util/code-unit-order.ts
function codeUnitOrder(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/config/suggest.ts
function closest(input, candidates, limit = 3, maxDistance = Infinity) {
  const scored = [];
  for (const candidate of candidates) {
    const distance = editDistance(input, candidate);
    if (distance <= maxDistance) scored.push({ candidate, distance });
  }
  scored.sort((a, b) => a.distance - b.distance || codeUnitOrder(a.candidate, b.candidate));
  return scored.slice(0, limit).map((s) => s.candidate);
}
function typoSuggestions(input, candidates, limit = 3) {
  const list2 = [...candidates];
  const near = closest(input, list2, limit, Math.max(2, Math.floor(input.length / 3)));
  const need = Math.max(4, Math.ceil(input.length / 2));
  const started = list2.filter((c) => c !== input && !near.includes(c) && commonPrefix(input, c) >= need);
  return [...near, ...started].slice(0, limit);
}
function fittingSuggestions(input, candidates, fit, limit = 3) {
  const fitting = candidates.filter((c) => fit(c) !== "foreign");
  const pool = fitting.length > 0 ? fitting : [...candidates];
  const slip = Math.max(1, Math.floor(input.length / 10));
  const slips = closest(input, pool, limit, slip);
  const others = pool.filter((c) => !slips.includes(c));
  const rest = closest(input, others.filter((c) => fit(c) !== "own"), limit);
  const own = closest(input, others.filter((c) => fit(c) === "own"), rest.length > 0 ? limit - 1 : limit);
  return [...slips, ...own, ...rest].slice(0, limit);
}
function commonPrefix(a, b) {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k;
}
function editDistance(a, b) {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (n === 0) return m;
  if (m === 0) return n;
  let before = new Array(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[m];
}

// src/util/plural.ts
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

// src/catalog/glossary.ts
function pairKey(pair) {
  return `${pair.source_lang.toLowerCase()}\u2192${pair.target_lang.toLowerCase()}`;
}
function pairText(pair) {
  return `${pair.source_lang}\u2192${pair.target_lang}`;
}
function examplePair(example, target) {
  if (example.source_language === void 0) return void 0;
  return pairKey({ source_lang: rootLanguage(example.source_language), target_lang: rootLanguage(target) });
}
var FORBIDDEN_KEYS = ["term", "note", "status"];
var TERM_NOTE_MAX_CHARS = 2e3;
var TERM_ENTRY_KEYS = ["target", "translate", "admitted", "forbidden", "definition", "note"];
var ADMITTED_KEYS = ["term", "note"];

// src/config/tbx-note.ts
var DO_NOT_TRANSLATE_NOTE = "Do not translate.";

// src/config/validate-glossary-long-form.ts
function longFormEntry(source, value, p, at, out) {
  if (!shapeIsValid(value)) return void 0;
  const keep = value.translate === false;
  const target = typeof value.target === "string" ? value.target : void 0;
  if (keep && target !== void 0 && target !== source) {
    out.push(
      diagnostic(
        "error",
        "translate-false-target",
        at([...p, "target"]),
        `\`translate: false\` keeps ${JSON.stringify(source)} as it is, but \`target\` says ${JSON.stringify(target)}`,
        "Remove `target` (the term stays as written), or remove `translate: false` if the term has a translation."
      )
    );
  }
  if (!keep && target === void 0) {
    out.push(
      diagnostic(
        "error",
        "entry-without-target",
        at(p, "key"),
        `the entry ${JSON.stringify(source)} has neither \`target\` nor \`translate: false\`; the service needs a target term`,
        "Add `target: <the term in the target language>`, or `translate: false` for a name that stays as it is."
      )
    );
    return void 0;
  }
  const notes = notesOf(value, p, at, out);
  return { target: keep ? source : target, ...notes ? { notes } : {} };
}
function notesOf(value, p, at, out) {
  const notes = {};
  if (Array.isArray(value.admitted) && value.admitted.length > 0) notes.admitted = value.admitted.map(admittedTerm);
  if (Array.isArray(value.forbidden) && value.forbidden.length > 0) notes.forbidden = value.forbidden.map(forbiddenTerm);
  for (const field of ["definition", "note"]) {
    const text = value[field];
    if (typeof text !== "string") continue;
    notes[field] = text;
    out.push(...noteProblems({ [field]: text }, at([...p, field])));
    if (field === "note" && value.translate !== false && text.trim().toLowerCase() === DO_NOT_TRANSLATE_NOTE.toLowerCase()) {
      out.push(
        diagnostic(
          "error",
          "note-reads-as-translate-false",
          at([...p, field]),
          `the note ${JSON.stringify(text.trim())} is how TBX marks a term not to translate: exported and read back (import --tbx, a .tbx entries file), this entry would lose its target`,
          'Write `translate: false` in place of `target` if the term stays as it is; else reword the note ("Keep this term untranslated in UI labels.").'
        )
      );
    }
  }
  if (value.translate === false) notes.translate = false;
  return Object.keys(notes).length > 0 ? notes : void 0;
}
function admittedTerm(item) {
  if (typeof item === "string") return { term: item };
  const { term, note } = item;
  return { term, ...note !== void 0 ? { note } : {} };
}
function forbiddenTerm(item) {
  if (typeof item === "string") return { term: item };
  const { term, note, status } = item;
  return { term, ...note !== void 0 ? { note } : {}, ...status !== void 0 ? { status } : {} };
}
function noteProblems(notes, where2) {
  return ["definition", "note"].flatMap((field) => {
    const text = notes[field];
    const bad = text === void 0 ? void 0 : xmlCharProblem(text);
    if (bad) {
      return [
        diagnostic(
          "error",
          `${field}-control-character`,
          where2,
          `the ${field} holds ${bad.code} (character ${bad.index + 1}), which a TBX export cannot write (XML 1.0 holds no such character) and a reviewer cannot see`,
          `Remove it: a ${field} is visible text, with tabs and line breaks at most.`
        )
      ];
    }
    const length = text === void 0 ? 0 : codePointLength(text);
    if (length <= TERM_NOTE_MAX_CHARS) return [];
    return [
      diagnostic(
        "error",
        `${field}-too-long`,
        where2,
        `the ${field} is ${length} characters long; stylesync takes at most ${TERM_NOTE_MAX_CHARS} (it is shown in guide pages and pull-request comments, never sent to the service)`,
        `Shorten it to a paragraph; a longer explanation belongs in the style guide's own pages, linked from the ${field}.`
      )
    ];
  });
}
function shapeIsValid(value) {
  if (Object.keys(value).some((k) => !TERM_ENTRY_KEYS.includes(k))) return false;
  if (value.target !== void 0 && typeof value.target !== "string") return false;
  if (value.forbidden !== void 0 && !(Array.isArray(value.forbidden) && value.forbidden.every(forbiddenShapeIsValid))) return false;
  if (value.translate !== void 0 && value.translate !== false) return false;
  if (value.admitted !== void 0 && !(Array.isArray(value.admitted) && value.admitted.every(admittedShapeIsValid))) return false;
  return ["definition", "note"].every((f) => value[f] === void 0 || typeof value[f] === "string" && value[f] !== "");
}
function termItemShapeIsValid(keys) {
  return (item) => {
    if (typeof item === "string") return true;
    if (typeof item !== "object" || item === null || Array.isArray(item)) return false;
    const o = item;
    if (Object.keys(o).some((k) => !keys.includes(k))) return false;
    return typeof o.term === "string" && (o.note === void 0 || typeof o.note === "string" && o.note !== "") && (o.status === void 0 || o.status === "superseded");
  };
}
var admittedShapeIsValid = termItemShapeIsValid(ADMITTED_KEYS);
var forbiddenShapeIsValid = termItemShapeIsValid(FORBIDDEN_KEYS);
function forbiddenProblems(entries2, notes, here, at, termDiagnostic2) {
  const out = [];
  const targetOf = /* @__PURE__ */ new Map();
  for (const [source, target] of entries2) if (!targetOf.has(target)) targetOf.set(target, source);
  for (const [source, { forbidden }] of notes) {
    const seen = /* @__PURE__ */ new Set();
    (forbidden ?? []).forEach(({ term: variant, note }, index) => {
      const where2 = at([...here, source, "forbidden", index]);
      const bad = termProblem(variant, "forbidden variant");
      if (bad) return void out.push(termDiagnostic2(bad, where2));
      if (note !== void 0) out.push(...noteProblems({ note }, where2));
      const problem = contradiction(source, variant, entries2.get(source), targetOf.get(variant), seen.has(variant));
      seen.add(variant);
      if (problem) out.push(diagnostic("error", problem.code, where2, problem.message, problem.hint));
    });
  }
  return out;
}
function contradiction(source, variant, ownTarget, targetOfOther, repeated) {
  const quoted = JSON.stringify(variant);
  if (repeated) {
    return { code: "duplicate-forbidden", message: `the forbidden variant ${quoted} of ${JSON.stringify(source)} is listed twice`, hint: "Remove the second one." };
  }
  if (variant === ownTarget) {
    return {
      code: "forbidden-own-target",
      message: `${quoted} is both the target of ${JSON.stringify(source)} and forbidden for it`,
      hint: "Remove it from `forbidden`, or give the entry the target translators should use instead."
    };
  }
  if (targetOfOther !== void 0 && targetOfOther !== source) {
    return {
      code: "forbidden-is-target",
      message: `the forbidden variant ${quoted} of ${JSON.stringify(source)} is the target of ${JSON.stringify(targetOfOther)} in this dictionary`,
      hint: `Decide which it is: remove it from \`forbidden\`, or give ${JSON.stringify(targetOfOther)} another target.`
    };
  }
  return void 0;
}

// src/config/validate-glossary-admitted.ts
function admittedProblems(entries2, notes, here, at, termDiagnostic2) {
  const out = [];
  for (const [source, { admitted, forbidden }] of notes) {
    const seen = /* @__PURE__ */ new Set();
    (admitted ?? []).forEach(({ term, note }, index) => {
      const where2 = at([...here, source, "admitted", index]);
      const bad = termProblem(term, "admitted alternative");
      if (bad) return void out.push(termDiagnostic2(bad, where2));
      if (note !== void 0) out.push(...noteProblems({ note }, where2));
      const problem = contradiction2(source, term, entries2.get(source), (forbidden ?? []).map((f) => f.term), seen.has(term));
      seen.add(term);
      if (problem) out.push(diagnostic("error", problem.code, where2, problem.message, problem.hint));
    });
  }
  return out;
}
function contradiction2(source, term, target, forbidden, repeated) {
  const quoted = JSON.stringify(term);
  const of = JSON.stringify(source);
  if (repeated) return { code: "duplicate-admitted", message: `the admitted alternative ${quoted} of ${of} is listed twice`, hint: "Remove the second one (keep the one with the note, if one has a note)." };
  if (term === target) {
    return {
      code: "admitted-own-target",
      message: `${quoted} is both the target of ${of} and an admitted alternative to it`,
      hint: "Remove it from `admitted`: the target is already the term to use; `admitted` lists the other acceptable ones."
    };
  }
  if (forbidden.includes(term)) {
    return {
      code: "admitted-is-forbidden",
      message: `${quoted} is both admitted and forbidden for ${of}`,
      hint: "Decide which it is: remove it from `admitted` if translators must not use it, or from `forbidden` if they may."
    };
  }
  return void 0;
}

// src/config/validate-glossary.ts
import path from "node:path";

// src/util/is-object.ts
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/catalog/hidden-characters.ts
var HIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u{E0000}-\u{E007F}]/u;
var HIDDEN_ALL = new RegExp(HIDDEN.source, "gu");
function hiddenCharacter(text) {
  const found = HIDDEN.exec(text);
  if (!found) return void 0;
  const cp = found[0].codePointAt(0);
  const kind = cp >= 917504 ? "a Unicode tag character" : cp >= 8192 ? "a bidirectional override" : "a control character";
  return { code: `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`, at: found.index + 1, kind };
}
function withoutHiddenCharacters(text) {
  return text.replace(HIDDEN_ALL, "");
}

// src/catalog/language-markers.ts
var LANGUAGE_NAMES = {
  de: "German",
  en: "English",
  es: "Spanish",
  fr: "French",
  it: "Italian",
  ja: "Japanese",
  ko: "Korean",
  zh: "Chinese"
};
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
function languagesNamedBy(identifier) {
  const tokens = identifier.toLowerCase().split(/[_ ]+/);
  const words = /* @__PURE__ */ new Set();
  const eastAsian = /* @__PURE__ */ new Set();
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    for (const l of WORDS.get(token) ?? []) words.add(l);
    const pair = `${token} ${tokens[k + 1] ?? ""}`;
    for (const l of PAIRS.get(pair) ?? []) words.add(l);
    for (const l of EAST_ASIAN_PAIRS.get(pair) ?? []) eastAsian.add(l);
  }
  if (words.size > 0) return words;
  const scripts = /* @__PURE__ */ new Set();
  if (HANGUL.test(identifier)) scripts.add("ko");
  if (KANA.test(identifier)) scripts.add("ja");
  if (HAN.test(identifier)) {
    scripts.add("zh");
    scripts.add("ja");
  }
  if (scripts.size > 0) return scripts;
  return eastAsian.size > 0 ? eastAsian : void 0;
}
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
var cache = /* @__PURE__ */ new Map();
function ruleLanguages(rule, value) {
  const key = `${rule}\0${value}`;
  if (cache.has(key)) return cache.get(key);
  const languages = languagesNamedBy(value) ?? languagesNamedBy(rule);
  if (cache.size < 1e4) cache.set(key, languages);
  return languages;
}
function languagesInWords(languages) {
  return orList([...languages].map((l) => `${LANGUAGE_NAMES[l]} (${l})`));
}

// src/config/schema-errors.ts
var LIST_ONLY_FIELDS = /* @__PURE__ */ new Set(["name", "language", "style_id", "state", "protect", "glossaries", "note"]);
function translateSchemaErrors(errors, ctx) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const error of errors) {
    const d = translate(error, ctx);
    if (!d) continue;
    const key = `${d.path}\0${d.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return out;
}
function translate(error, ctx) {
  const path2 = toPath(error.instancePath, ctx.data);
  if (saidElsewhere(error, path2, ctx.kind)) return void 0;
  const { file } = ctx;
  const at = (p, where2 = "value") => ({ file, pos: locate(ctx.pos, p, where2), path: formatPath(p) });
  const value = valueAt(ctx.data, path2);
  const field = String(path2[path2.length - 1] ?? "");
  const params = error.params;
  switch (error.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      const whose = path2.length === 0 ? "" : `${where(path2)}: `;
      return diagnostic("error", "missing-field", at(path2), `${whose}\`${missing}\` is missing`, requiredHint(missing, path2, ctx.kind));
    }
    case "anyOf":
      return anyOfProblem(path2, at(path2), ctx.kind);
    case "additionalProperties":
      return unknownField(String(params.additionalProperty), path2, error, ctx);
    case "type":
      return diagnostic(
        "error",
        "wrong-type",
        at(path2),
        `${where(path2)} must be ${article(String(params.type))}, not ${describe(value)}`,
        path2[0] === "configured_rules" && (ctx.kind === "list" || ctx.kind === "fragment") ? rulesShapeHint(path2, value) : typeHint(String(params.type), value, field)
      );
    case "enum":
      return enumProblem(field, value, params.allowedValues, at(path2), ctx.kind === "glossary" ? "glossary" : "list");
    case "minLength":
    case "pattern":
      if (field === "source_language" && typeof value === "string" && value !== "") return sourceLanguage(value, at(path2));
      if (field === "guide_url" && typeof value === "string" && value.trim() !== "") {
        return diagnostic("error", "invalid-guide-url", at(path2), `${where(path2)} must be an https address, not ${JSON.stringify(value.slice(0, 60))}`, "Give the address the guide is published at, such as `guide_url: https://<owner>.github.io/<repository>` (GitHub Pages).");
      }
      return diagnostic("error", "empty-value", at(path2), `${where(path2)} is empty`, emptyHint(field));
    case "maxLength":
      return tooLong(field, value, Number(params.limit), path2, at(path2));
    case "maxItems":
      return diagnostic(
        "error",
        "too-many-instructions",
        at(path2),
        `${where(path2)} has ${Array.isArray(value) ? value.length : "?"} instructions; a list may have at most ${LIMITS.instructionsPerList}`,
        "Split the instructions over several lists or fragments used by different lists."
      );
    case "minimum":
    case "maximum":
      return diagnostic(
        "error",
        "out-of-range",
        at(path2),
        `${where(path2)} must be ${error.keyword === "minimum" ? "at least" : "at most"} ${String(params.limit)}`,
        field === "max_delete_percent" ? "Give a percentage from 0 to 100." : "Give a whole number of 0 or more."
      );
    case "propertyNames":
      return diagnostic(
        "error",
        "invalid-name",
        at(path2),
        `${where(path2)}: \`${String(params.propertyName)}\` is not a valid target name`,
        "Use letters, digits, `_`, `-` and `.` only."
      );
    default:
      return diagnostic("error", "schema", at(path2), `${where(path2)} ${error.message ?? "is invalid"}`, "See docs/style-files.md for the file format.");
  }
}
function anyOfProblem(path2, at, kind) {
  if (path2[0] === "coverage") {
    return diagnostic(
      "error",
      "invalid-coverage-minimum",
      at,
      `${where(path2)} must be a percentage from 0% to 100%`,
      `Write the least share examples must exercise, e.g. \`${String(path2[1])}: 80%\`.`
    );
  }
  if (kind === "glossary") {
    return diagnostic(
      "error",
      "missing-field",
      at,
      "a tombstone (state: absent) needs `name` or `glossary_id` to say which live glossary to delete",
      "Add the name of the live glossary (or its glossary_id), or remove `state: absent` to keep the glossary."
    );
  }
  return diagnostic(
    "error",
    "missing-field",
    at,
    "a tombstone (state: absent) needs `name` or `style_id` to say which live list to delete",
    "Add the name of the live list (or its style_id), or remove `state: absent` to keep the list."
  );
}
function saidElsewhere(error, path2, kind) {
  if (error.keyword === "if") return true;
  if (kind === "glossary" && path2.includes("entries") && (error.keyword === "maxLength" || error.keyword === "required" && error.schemaPath.includes("/then/"))) return true;
  if (error.keyword === "enum" && path2[0] === "configured_rules") return true;
  if (error.keyword === "maxItems" && kind === "list" && path2[0] === "custom_instructions" && path2.length === 1) return true;
  if (path2[0] === "coverage" && error.schemaPath.includes("/anyOf/")) return true;
  return error.keyword === "required" && error.schemaPath.includes("/anyOf/");
}
function tooLong(field, value, limit, path2, at) {
  const length = typeof value === "string" ? codePointLength(value) : 0;
  return diagnostic(
    "error",
    `${field}-too-long`,
    at,
    `${where(path2)} is ${length} characters long; the service allows at most ${limit} (counted in Unicode code points)`,
    `Shorten the ${field} by ${plural(length - limit, "character")}.`
  );
}
function unknownField(name, path2, error, ctx) {
  const full = [...path2, name];
  const at = { file: ctx.file, pos: locate(ctx.pos, full, "key"), path: formatPath(full) };
  if (ctx.kind === "fragment" && path2.length === 0 && LIST_ONLY_FIELDS.has(name)) {
    return diagnostic(
      "error",
      "fragment-field",
      at,
      `a fragment cannot set \`${name}\`: fragments hold only configured_rules, custom_instructions, examples and extends`,
      "Move it into the list files that extend this fragment, or, if this file is meant to be a list, rename it without the leading `_` (and out of the fragments directories)."
    );
  }
  if (ctx.kind === "config" && /api_?key$/i.test(name)) {
    return diagnostic(
      "error",
      "key-in-config",
      at,
      `\`${name}\`: API keys never belong in stylesync.yaml`,
      "Remove it (and rotate the key if this file was committed); put the key in an environment variable and name that variable in `api_key_env`."
    );
  }
  if (ctx.kind === "glossary" && name === "covers" && path2[0] === "examples") {
    return diagnostic(
      "error",
      "unknown-field",
      at,
      `unknown field \`covers\` in ${formatPath(path2)}: a glossary file's examples run with no list, so they exercise no rule or instruction`,
      "Remove it: the glossary's terms count as exercised when the example's text holds them. `covers:` belongs in a style file's examples."
    );
  }
  const allowed = Object.keys(error.parentSchema?.properties ?? {}).filter(
    (k) => k !== "$schema"
  );
  const guesses = typoSuggestions(name, allowed);
  const hint = guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}?` : `Allowed here: ${allowed.join(", ")}.`;
  return diagnostic("error", "unknown-field", at, `unknown field \`${name}\`${path2.length > 0 ? ` in ${formatPath(path2)}` : ""}`, hint);
}
function enumProblem(field, value, allowed, at, what) {
  const options = allowed.map(String);
  if (field === "language") {
    const text = String(value);
    const lower = text.toLowerCase();
    const root = rootLanguage(lower.replaceAll("_", "-"));
    let hint;
    if (options.includes(lower)) hint = `Write it in lower case: \`${lower}\`.`;
    else if (root !== lower && options.includes(root)) hint = `Lists apply to root languages (\`${root}\` covers every ${root} variant): write \`${root}\`.`;
    else if (languageNamed(lower) !== void 0) hint = `Write the language code: \`${languageNamed(lower)}\`.`;
    else hint = `Style rule lists support ${orList(options)}${closestHint(text, options)}`;
    return diagnostic("error", "invalid-language", at, `language \`${text}\` is not a style rule list language`, hint);
  }
  if (field === "translate" && what === "glossary") {
    return diagnostic(
      "error",
      "invalid-translate",
      at,
      `translate \`${String(value)}\` is not allowed; only \`translate: false\` is written (every term is translated unless it says so)`,
      "Write `translate: false` to keep the source term as it is (a product name), or remove `translate` and give a `target`."
    );
  }
  if (field === "state") {
    return diagnostic("error", "invalid-state", at, `state \`${String(value)}\` is not present or absent`, `Write \`state: absent\` to delete the live ${what}, or leave \`state\` out to keep it.`);
  }
  return diagnostic("error", "invalid-value", at, `${at.path} \`${String(value)}\` is not allowed`, `Use one of ${orList(options)}${closestHint(String(value), options)}`);
}
var NATIVE_NAMES = {
  deutsch: "de",
  espa\u00F1ol: "es",
  espanol: "es",
  castellano: "es",
  fran\u00E7ais: "fr",
  francais: "fr",
  italiano: "it",
  \u65E5\u672C\u8A9E: "ja",
  nihongo: "ja",
  \uD55C\uAD6D\uC5B4: "ko",
  \u4E2D\u6587: "zh",
  mandarin: "zh"
};
function languageNamed(text) {
  const word = text.trim();
  const english = STYLE_LANGUAGES.find((code) => LANGUAGE_NAMES[code].toLowerCase() === word);
  return english ?? (Object.hasOwn(NATIVE_NAMES, word) ? NATIVE_NAMES[word] : void 0);
}
function closestHint(text, options) {
  const near = closest(text, options, 1, 2);
  return near.length > 0 ? `; did you mean \`${near[0]}\`?` : ".";
}
function sourceLanguage(value, at) {
  const lower = value.toLowerCase();
  if (lower !== value && new RegExp("^[a-z]{2,3}(-[a-z0-9]{1,8})*$").test(lower)) {
    return diagnostic(
      "error",
      "source-language-case",
      at,
      `source_language \`${value}\` must be lower case`,
      `Write \`${lower}\`: the service expects lower-case language codes.`
    );
  }
  const named = languageNamed(lower);
  return diagnostic(
    "error",
    "invalid-source-language",
    at,
    `source_language \`${value}\` is not a language code`,
    named !== void 0 ? `Write the language code: \`${named}\`.` : `Write a lower-case language code such as ${orList(STYLE_LANGUAGES.slice(0, 3).map((l) => `\`${l}\``))}.`
  );
}
function requiredHint(missing, path2, kind) {
  switch (missing) {
    case "name":
      return `Add \`name:\` with the name the ${kind === "glossary" ? "glossary" : "list"} has (or should have) on the service.`;
    case "dictionaries":
      return "Add `dictionaries:` with one entry per language pair (source_language, target_language, and entries or entries_file); see docs/glossary-files.md.";
    case "source_language":
    case "target_language":
      return `Add \`${missing}\` with a base language code such as \`en\` or \`de\`.`;
    case "language":
      return `Add \`language:\` with the target language: ${orList([...STYLE_LANGUAGES])}.`;
    case "label":
    case "prompt":
      return "Every instruction needs `label` and `prompt` (`source_language`, e.g. `source_language: en`, is optional).";
    case "text":
      return "Every example needs the `text` to translate.";
    default:
      return `Add \`${missing}\`${path2.length > 0 ? ` to ${formatPath(path2)}` : ""}; see docs/style-files.md (${kind}).`;
  }
}
function emptyHint(field) {
  switch (field) {
    case "label":
      return "Give the instruction a short label that says what it is about (it identifies the instruction in plans).";
    case "prompt":
      return "Write the instruction, or remove the entry.";
    case "name":
      return "Give the list its name on the service.";
    default:
      return `Give \`${field}\` a value or remove it.`;
  }
}
function rulesShapeHint(path2, value) {
  const [, group, rule] = path2;
  const named = (v, fallback) => typeof v === "string" && v !== "" && !/\s/.test(v) && v.length <= 60 ? v : fallback;
  const example = `\`configured_rules:\` \u21B5 \`  ${named(group, "numbers")}:\` \u21B5 \`    ${named(rule, "decimal_separator")}: ${path2.length >= 3 ? "one_allowed_value" : "use_comma_as_decimal_separator"}\``;
  const what = path2.length >= 3 ? `A rule takes one value, a single word from the catalog${Array.isArray(value) ? ", not a list" : ""}` : path2.length === 2 ? `A group holds its rules as \`rule: value\` lines${Array.isArray(value) ? ", without `- `" : ""}` : `configured_rules is a mapping of rule group \u2192 rule \u2192 value${Array.isArray(value) ? ", without `- `" : ""}`;
  return `${what}: ${example} (see docs/style-files.md).`;
}
function typeHint(expected, value, field) {
  if ((expected === "string" || expected === "string,object") && (typeof value === "number" || typeof value === "boolean" || value === null)) {
    return value === null ? `Give \`${field}\` a value, or remove the line.` : `Put the value in quotes, e.g. ${field}: "${String(value)}" (YAML reads it as a ${typeof value} otherwise).`;
  }
  if (expected === "string,object") return "Write the target term (`sign in: anmelden`), or the long form (`sign in: {target: anmelden, forbidden: [einloggen]}`); see docs/glossary-files.md.";
  if (expected === "object") return "Write it as a mapping of `key: value` lines, indented under the field.";
  if (expected === "array") return "Write it as a list: one `- item` line per entry, indented under the field.";
  if (expected.includes("array")) return "Write one path, or a list of paths (`- ./_fragment.yaml`).";
  if (expected === "boolean") return "Write true or false.";
  if (expected === "integer" || expected === "number") return "Write a number without quotes.";
  return "See docs/style-files.md for the file format.";
}
function where(path2) {
  return path2.length === 0 ? "the document" : `\`${formatPath(path2)}\``;
}
function article(type) {
  const words = {
    string: "a string",
    object: "a mapping (key: value lines)",
    array: "a list",
    boolean: "true or false",
    integer: "a whole number",
    number: "a number",
    "string,array": "a path or a list of paths",
    "string,object": "a target term or a mapping (target, forbidden, definition, note)"
  };
  return words[type] ?? type;
}
function describe(value) {
  if (value === null || value === void 0) return "empty";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return `the text "${value.length > 40 ? `${value.slice(0, 40)}\u2026` : value}"`;
  return `the ${typeof value} ${String(value)}`;
}
function toPath(pointer, data) {
  if (pointer === "") return [];
  const out = [];
  let node = data;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node)) {
      const index = Number(segment);
      out.push(index);
      node = node[index];
    } else {
      out.push(segment);
      node = node && typeof node === "object" ? node[segment] : void 0;
    }
  }
  return out;
}
function valueAt(data, path2) {
  let node = data;
  for (const segment of path2) {
    if (node === null || typeof node !== "object") return void 0;
    node = node[segment];
  }
  return node;
}

// src/config/schema-validators.generated.js
var schema_validators_generated_exports = {};
__export(schema_validators_generated_exports, {
  config: () => config,
  fragment: () => fragment,
  glossary: () => glossary,
  list: () => list
});
var import_ucs2length = __toESM(require_ucs2length(), 1);
var ucs2length = typeof import_ucs2length.default === "function" ? import_ucs2length.default : import_ucs2length.default.default;
var list = validate0;
var schema0 = { "$schema": "http://json-schema.org/draft-07/schema#", "title": "stylesync style rule list", "description": "One style rule list of the style rules service, kept as code. See docs/style-files.md.", "type": "object", "properties": { "name": { "type": "string", "pattern": "\\S", "description": "Name of the list on the service; unique across the style files." }, "language": { "type": "string", "enum": ["de", "en", "es", "fr", "it", "ja", "ko", "zh"], "enumDescriptions": ["German", "English", "Spanish", "French", "Italian", "Japanese", "Korean", "Chinese"], "description": "Target language the rules apply to; the editor offers the rule values meant for it." }, "style_id": { "type": "string", "minLength": 1, "description": "Optional pin to an existing live list: adopts it and lets the name change." }, "state": { "type": "string", "enum": ["present", "absent"], "default": "present", "description": "absent deletes the live list (a tombstone)." }, "protect": { "type": "boolean", "default": false, "description": "true: no plan may delete or replace this list (a tombstone, --prune once the file is gone, a language change), whatever the flags. Remove it in a change of its own first. See docs/plan-and-apply.md." }, "guide": { "type": "object", "description": "Text for the readable style guide (`stylesync guide`) on this list; the service never sees it.", "properties": { "audience": { "type": "string", "pattern": "\\S", "description": "Who the translations are for, shown on this list of the style guide as written (plain text; line breaks kept)." }, "voice": { "type": "string", "pattern": "\\S", "description": "The voice and tone to write in, shown on this list of the style guide as written (plain text; line breaks kept)." } }, "additionalProperties": false }, "note": { "type": "string", "pattern": "\\S", "maxLength": 200, "description": "The change in words for the style guide's dated What's new (`stylesync guide`): shown beside the commit subject on the rows of the commits that changed it. One line, at most 200 characters; never sent to the service. See docs/guide.md." }, "glossaries": { "type": "array", "items": { "type": "string", "pattern": "\\S" }, "description": "Names of the glossaries (from the glossary files, or on the service) that translations with this list use; the translate examples run with them. See docs/glossary-files.md." }, "$schema": { "type": "string" }, "extends": { "$ref": "#/definitions/extends" }, "allow_unknown_rules": { "type": "array", "items": { "type": "string", "pattern": "^[^.\\s]+(\\.[^.\\s]+)?$" }, "description": "Rule groups (`date_and_times`) and rules (`numbers.new_rule`) of this file's configured_rules that stylesync's catalog lacks and that you mean to send anyway: the service has them. Without it a group one edit away from a known one is an error, another unknown group a warning (an error with --strict), an unknown rule of a known group an error." }, "configured_rules": { "description": "Groups of predefined rules of the style rules service, with the chosen option for each; the editor offers the options meant for the list's language.", "type": "object", "additionalProperties": { "type": "object", "additionalProperties": { "type": "string" } } }, "custom_instructions": { "type": "array", "maxItems": 200, "items": { "$ref": "#/definitions/instruction" } }, "examples": { "$ref": "#/definitions/examples" } }, "additionalProperties": false, "if": { "properties": { "state": { "const": "absent" } }, "required": ["state"] }, "then": { "anyOf": [{ "required": ["name"] }, { "required": ["style_id"] }] }, "else": { "required": ["name", "language"] }, "allOf": [{ "$ref": "configured-rules-by-language.schema.json" }], "definitions": { "extends": { "description": "Fragments to build on, relative to this file; later ones override earlier ones, and this file overrides them all.", "type": ["string", "array"], "minLength": 1, "items": { "type": "string", "minLength": 1 } }, "instruction": { "type": "object", "description": "A free-text instruction; the service stores it verbatim.", "properties": { "label": { "type": "string", "maxLength": 100, "pattern": "\\S", "description": "Short label, unique within the list; at most 100 characters (code points)." }, "prompt": { "type": "string", "maxLength": 300, "pattern": "\\S", "description": "The instruction, at most 300 characters (code points)." }, "source_language": { "type": "string", "pattern": "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", "description": "Lower-case code of the source language the instruction applies to, e.g. en. Optional: without it the instruction names no source language, and matches a live instruction that has none." }, "section": { "type": "string", "enum": ["formality-and-tone", "natural-expression", "date-format", "calendar", "time-format", "numerals", "currency", "units-of-measurement", "address-and-postal-code", "telephone-numbers", "grammar-references", "punctuation", "whitespace", "copy-rules", "dates_and_times", "formatting", "numbers", "spelling_and_grammar", "style_and_tone", "vocabulary"], "description": "The section of the style guide (`stylesync guide`) the instruction is shown in: a section of the outline (date-format, punctuation, copy-rules, \u2026) or a rule group (numbers), which stands for its section. Never sent to the service. Without it the instruction is shown under formality and tone." } }, "required": ["label", "prompt"], "additionalProperties": false }, "examples": { "type": "array", "description": "Sample translations `stylesync plan --check-translations` runs with the list, before and after the change.", "items": { "type": "object", "properties": { "text": { "type": "string", "pattern": "\\S", "description": "Source text to translate." }, "source_language": { "type": "string", "pattern": "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", "description": "Language of the text, e.g. en; detected by the service when absent." }, "target_language": { "type": "string", "minLength": 1, "description": "Target language code as the service names it (e.g. en-GB); the list's language when absent. Must share the list's root language." }, "context": { "type": "string", "description": "Context sent with the text; not translated or billed." }, "expect": { "type": "object", "properties": { "contains": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Text the translation must contain." }, "not_contains": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Text the translation must not contain." }, "matches": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Regular expressions (JavaScript syntax) the translation must match." } }, "additionalProperties": false }, "covers": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Rule keys (group.rule, e.g. numbers.decimal_separator) and instruction labels this example exercises; counted by `stylesync validate --coverage`." } }, "required": ["text"], "additionalProperties": false } } }, "$id": "list.document.json" };
var schema2 = { "description": "Fragments to build on, relative to this file; later ones override earlier ones, and this file overrides them all.", "type": ["string", "array"], "minLength": 1, "items": { "type": "string", "minLength": 1 } };
var schema3 = { "type": "object", "description": "A free-text instruction; the service stores it verbatim.", "properties": { "label": { "type": "string", "maxLength": 100, "pattern": "\\S", "description": "Short label, unique within the list; at most 100 characters (code points)." }, "prompt": { "type": "string", "maxLength": 300, "pattern": "\\S", "description": "The instruction, at most 300 characters (code points)." }, "source_language": { "type": "string", "pattern": "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", "description": "Lower-case code of the source language the instruction applies to, e.g. en. Optional: without it the instruction names no source language, and matches a live instruction that has none." }, "section": { "type": "string", "enum": ["formality-and-tone", "natural-expression", "date-format", "calendar", "time-format", "numerals", "currency", "units-of-measurement", "address-and-postal-code", "telephone-numbers", "grammar-references", "punctuation", "whitespace", "copy-rules", "dates_and_times", "formatting", "numbers", "spelling_and_grammar", "style_and_tone", "vocabulary"], "description": "The section of the style guide (`stylesync guide`) the instruction is shown in: a section of the outline (date-format, punctuation, copy-rules, \u2026) or a rule group (numbers), which stands for its section. Never sent to the service. Without it the instruction is shown under formality and tone." } }, "required": ["label", "prompt"], "additionalProperties": false };
var schema4 = { "type": "array", "description": "Sample translations `stylesync plan --check-translations` runs with the list, before and after the change.", "items": { "type": "object", "properties": { "text": { "type": "string", "pattern": "\\S", "description": "Source text to translate." }, "source_language": { "type": "string", "pattern": "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", "description": "Language of the text, e.g. en; detected by the service when absent." }, "target_language": { "type": "string", "minLength": 1, "description": "Target language code as the service names it (e.g. en-GB); the list's language when absent. Must share the list's root language." }, "context": { "type": "string", "description": "Context sent with the text; not translated or billed." }, "expect": { "type": "object", "properties": { "contains": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Text the translation must contain." }, "not_contains": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Text the translation must not contain." }, "matches": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Regular expressions (JavaScript syntax) the translation must match." } }, "additionalProperties": false }, "covers": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Rule keys (group.rule, e.g. numbers.decimal_separator) and instruction labels this example exercises; counted by `stylesync validate --coverage`." } }, "required": ["text"], "additionalProperties": false } };
var func0 = Object.prototype.hasOwnProperty;
var func1 = ucs2length;
var pattern0 = new RegExp("\\S", "u");
var pattern5 = new RegExp("^[^.\\s]+(\\.[^.\\s]+)?$", "u");
var pattern8 = new RegExp("^[a-z]{2,3}(-[a-z0-9]{1,8})*$", "u");
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid2 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.state === void 0 && (missing0 = "state")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        if ("absent" !== data.state) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs5 = errors;
    const _errs6 = errors;
    let valid4 = false;
    const _errs7 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.name === void 0) {
        const err2 = { instancePath, schemaPath: "#/then/anyOf/0/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema0.then.anyOf[0].required, parentSchema: schema0.then.anyOf[0], data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid1 = _errs7 === errors;
    valid4 = valid4 || _valid1;
    if (!valid4) {
      const _errs8 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.style_id === void 0) {
          const err3 = { instancePath, schemaPath: "#/then/anyOf/1/required", keyword: "required", params: { missingProperty: "style_id" }, message: "must have required property 'style_id'", schema: schema0.then.anyOf[1].required, parentSchema: schema0.then.anyOf[1], data };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      var _valid1 = _errs8 === errors;
      valid4 = valid4 || _valid1;
    }
    if (!valid4) {
      const err4 = { instancePath, schemaPath: "#/then/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema0.then.anyOf, parentSchema: schema0.then, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    } else {
      errors = _errs6;
      if (vErrors !== null) {
        if (_errs6) {
          vErrors.length = _errs6;
        } else {
          vErrors = null;
        }
      }
    }
    var _valid0 = _errs5 === errors;
    valid2 = _valid0;
    ifClause0 = "then";
  } else {
    const _errs9 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.name === void 0) {
        const err5 = { instancePath, schemaPath: "#/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema0.else.required, parentSchema: schema0.else, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.language === void 0) {
        const err6 = { instancePath, schemaPath: "#/else/required", keyword: "required", params: { missingProperty: "language" }, message: "must have required property 'language'", schema: schema0.else.required, parentSchema: schema0.else, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    var _valid0 = _errs9 === errors;
    valid2 = _valid0;
    ifClause0 = "else";
  }
  if (!valid2) {
    const err7 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema0.if, parentSchema: schema0, data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func0.call(schema0.properties, key0)) {
        const err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0, data };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data1 = data.name;
      if (typeof data1 === "string") {
        if (!pattern0.test(data1)) {
          const err9 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema0.properties.name, data: data1 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.name.type, parentSchema: schema0.properties.name, data: data1 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.language !== void 0) {
      let data2 = data.language;
      if (typeof data2 !== "string") {
        const err11 = { instancePath: instancePath + "/language", schemaPath: "#/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.language.type, parentSchema: schema0.properties.language, data: data2 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (!(data2 === "de" || data2 === "en" || data2 === "es" || data2 === "fr" || data2 === "it" || data2 === "ja" || data2 === "ko" || data2 === "zh")) {
        const err12 = { instancePath: instancePath + "/language", schemaPath: "#/properties/language/enum", keyword: "enum", params: { allowedValues: schema0.properties.language.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.language.enum, parentSchema: schema0.properties.language, data: data2 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.style_id !== void 0) {
      let data3 = data.style_id;
      if (typeof data3 === "string") {
        if (data3.length < 1 || data3.length < 2 && func1(data3) < 1) {
          const err13 = { instancePath: instancePath + "/style_id", schemaPath: "#/properties/style_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.style_id, data: data3 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = { instancePath: instancePath + "/style_id", schemaPath: "#/properties/style_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.style_id.type, parentSchema: schema0.properties.style_id, data: data3 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data4 = data.state;
      if (typeof data4 !== "string") {
        const err15 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.state.type, parentSchema: schema0.properties.state, data: data4 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (!(data4 === "present" || data4 === "absent")) {
        const err16 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema0.properties.state.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.state.enum, parentSchema: schema0.properties.state, data: data4 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.protect !== void 0) {
      let data5 = data.protect;
      if (typeof data5 !== "boolean") {
        const err17 = { instancePath: instancePath + "/protect", schemaPath: "#/properties/protect/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.protect.type, parentSchema: schema0.properties.protect, data: data5 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.guide !== void 0) {
      let data6 = data.guide;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        for (const key1 in data6) {
          if (!(key1 === "audience" || key1 === "voice")) {
            const err18 = { instancePath: instancePath + "/guide", schemaPath: "#/properties/guide/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.guide, data: data6 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data6.audience !== void 0) {
          let data7 = data6.audience;
          if (typeof data7 === "string") {
            if (!pattern0.test(data7)) {
              const err19 = { instancePath: instancePath + "/guide/audience", schemaPath: "#/properties/guide/properties/audience/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema0.properties.guide.properties.audience, data: data7 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          } else {
            const err20 = { instancePath: instancePath + "/guide/audience", schemaPath: "#/properties/guide/properties/audience/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.guide.properties.audience.type, parentSchema: schema0.properties.guide.properties.audience, data: data7 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data6.voice !== void 0) {
          let data8 = data6.voice;
          if (typeof data8 === "string") {
            if (!pattern0.test(data8)) {
              const err21 = { instancePath: instancePath + "/guide/voice", schemaPath: "#/properties/guide/properties/voice/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema0.properties.guide.properties.voice, data: data8 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          } else {
            const err22 = { instancePath: instancePath + "/guide/voice", schemaPath: "#/properties/guide/properties/voice/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.guide.properties.voice.type, parentSchema: schema0.properties.guide.properties.voice, data: data8 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/guide", schemaPath: "#/properties/guide/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.guide.type, parentSchema: schema0.properties.guide, data: data6 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.note !== void 0) {
      let data9 = data.note;
      if (typeof data9 === "string") {
        if (data9.length > 200 && func1(data9) > 200) {
          const err24 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema0.properties.note, data: data9 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (!pattern0.test(data9)) {
          const err25 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema0.properties.note, data: data9 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      } else {
        const err26 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.note.type, parentSchema: schema0.properties.note, data: data9 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.glossaries !== void 0) {
      let data10 = data.glossaries;
      if (Array.isArray(data10)) {
        const len0 = data10.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data11 = data10[i0];
          if (typeof data11 === "string") {
            if (!pattern0.test(data11)) {
              const err27 = { instancePath: instancePath + "/glossaries/" + i0, schemaPath: "#/properties/glossaries/items/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema0.properties.glossaries.items, data: data11 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          } else {
            const err28 = { instancePath: instancePath + "/glossaries/" + i0, schemaPath: "#/properties/glossaries/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.glossaries.items.type, parentSchema: schema0.properties.glossaries.items, data: data11 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = { instancePath: instancePath + "/glossaries", schemaPath: "#/properties/glossaries/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.glossaries.type, parentSchema: schema0.properties.glossaries, data: data10 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data12 = data.$schema;
      if (typeof data12 !== "string") {
        const err30 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.$schema.type, parentSchema: schema0.properties.$schema, data: data12 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.extends !== void 0) {
      let data13 = data.extends;
      if (typeof data13 !== "string" && !Array.isArray(data13)) {
        const err31 = { instancePath: instancePath + "/extends", schemaPath: "#/definitions/extends/type", keyword: "type", params: { type: schema2.type }, message: "must be string,array", schema: schema2.type, parentSchema: schema2, data: data13 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if (typeof data13 === "string") {
        if (data13.length < 1 || data13.length < 2 && func1(data13) < 1) {
          const err32 = { instancePath: instancePath + "/extends", schemaPath: "#/definitions/extends/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema2, data: data13 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      }
      if (Array.isArray(data13)) {
        const len1 = data13.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data14 = data13[i1];
          if (typeof data14 === "string") {
            if (data14.length < 1 || data14.length < 2 && func1(data14) < 1) {
              const err33 = { instancePath: instancePath + "/extends/" + i1, schemaPath: "#/definitions/extends/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema2.items, data: data14 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          } else {
            const err34 = { instancePath: instancePath + "/extends/" + i1, schemaPath: "#/definitions/extends/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.items.type, parentSchema: schema2.items, data: data14 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
      }
    }
    if (data.allow_unknown_rules !== void 0) {
      let data15 = data.allow_unknown_rules;
      if (Array.isArray(data15)) {
        const len2 = data15.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data16 = data15[i2];
          if (typeof data16 === "string") {
            if (!pattern5.test(data16)) {
              const err35 = { instancePath: instancePath + "/allow_unknown_rules/" + i2, schemaPath: "#/properties/allow_unknown_rules/items/pattern", keyword: "pattern", params: { pattern: "^[^.\\s]+(\\.[^.\\s]+)?$" }, message: 'must match pattern "^[^.\\s]+(\\.[^.\\s]+)?$"', schema: "^[^.\\s]+(\\.[^.\\s]+)?$", parentSchema: schema0.properties.allow_unknown_rules.items, data: data16 };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          } else {
            const err36 = { instancePath: instancePath + "/allow_unknown_rules/" + i2, schemaPath: "#/properties/allow_unknown_rules/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.allow_unknown_rules.items.type, parentSchema: schema0.properties.allow_unknown_rules.items, data: data16 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/allow_unknown_rules", schemaPath: "#/properties/allow_unknown_rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.allow_unknown_rules.type, parentSchema: schema0.properties.allow_unknown_rules, data: data15 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.configured_rules !== void 0) {
      let data17 = data.configured_rules;
      if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
        for (const key2 in data17) {
          let data18 = data17[key2];
          if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
            for (const key3 in data18) {
              let data19 = data18[key3];
              if (typeof data19 !== "string") {
                const err38 = { instancePath: instancePath + "/configured_rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/configured_rules/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.configured_rules.additionalProperties.additionalProperties.type, parentSchema: schema0.properties.configured_rules.additionalProperties.additionalProperties, data: data19 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
          } else {
            const err39 = { instancePath: instancePath + "/configured_rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/configured_rules/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.configured_rules.additionalProperties.type, parentSchema: schema0.properties.configured_rules.additionalProperties, data: data18 };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
      } else {
        const err40 = { instancePath: instancePath + "/configured_rules", schemaPath: "#/properties/configured_rules/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.configured_rules.type, parentSchema: schema0.properties.configured_rules, data: data17 };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.custom_instructions !== void 0) {
      let data20 = data.custom_instructions;
      if (Array.isArray(data20)) {
        if (data20.length > 200) {
          const err41 = { instancePath: instancePath + "/custom_instructions", schemaPath: "#/properties/custom_instructions/maxItems", keyword: "maxItems", params: { limit: 200 }, message: "must NOT have more than 200 items", schema: 200, parentSchema: schema0.properties.custom_instructions, data: data20 };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        const len3 = data20.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data21 = data20[i3];
          if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
            if (data21.label === void 0) {
              const err42 = { instancePath: instancePath + "/custom_instructions/" + i3, schemaPath: "#/definitions/instruction/required", keyword: "required", params: { missingProperty: "label" }, message: "must have required property 'label'", schema: schema3.required, parentSchema: schema3, data: data21 };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
            if (data21.prompt === void 0) {
              const err43 = { instancePath: instancePath + "/custom_instructions/" + i3, schemaPath: "#/definitions/instruction/required", keyword: "required", params: { missingProperty: "prompt" }, message: "must have required property 'prompt'", schema: schema3.required, parentSchema: schema3, data: data21 };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
            for (const key4 in data21) {
              if (!(key4 === "label" || key4 === "prompt" || key4 === "source_language" || key4 === "section")) {
                const err44 = { instancePath: instancePath + "/custom_instructions/" + i3, schemaPath: "#/definitions/instruction/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema3, data: data21 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
            if (data21.label !== void 0) {
              let data22 = data21.label;
              if (typeof data22 === "string") {
                if (data22.length > 100 && func1(data22) > 100) {
                  const err45 = { instancePath: instancePath + "/custom_instructions/" + i3 + "/label", schemaPath: "#/definitions/instruction/properties/label/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema3.properties.label, data: data22 };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
                if (!pattern0.test(data22)) {
                  const err46 = { instancePath: instancePath + "/custom_instructions/" + i3 + "/label", schemaPath: "#/definitions/instruction/properties/label/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema3.properties.label, data: data22 };
                  if (vErrors === null) {
                    vErrors = [err46];
                  } else {
                    vErrors.push(err46);
                  }
                  errors++;
                }
              } else {
                const err47 = { instancePath: instancePath + "/custom_instructions/" + i3 + "/label", schemaPath: "#/definitions/instruction/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema3.properties.label.type, parentSchema: schema3.properties.label, data: data22 };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
            if (data21.prompt !== void 0) {
              let data23 = data21.prompt;
              if (typeof data23 === "string") {
                if (data23.length > 300 && func1(data23) > 300) {
                  const err48 = { instancePath: instancePath + "/custom_instructions/" + i3 + "/prompt", schemaPath: "#/definitions/instruction/properties/prompt/maxLength", keyword: "maxLength", params: { limit: 300 }, message: "must NOT have more than 300 characters", schema: 300, parentSchema: schema3.properties.prompt, data: data23 };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
                if (!pattern0.test(data23)) {
                  const err49 = { instancePath: instancePath + "/custom_instructions/" + i3 + "/prompt", schemaPath: "#/definitions/instruction/properties/prompt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema3.properties.prompt, data: data23 };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              } else {
                const err50 = { instancePath: instancePath + "/custom_instructions/" + i3 + "/prompt", schemaPath: "#/definitions/instruction/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema3.properties.prompt.type, parentSchema: schema3.properties.prompt, data: data23 };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data21.source_language !== void 0) {
              let data24 = data21.source_language;
              if (typeof data24 === "string") {
                if (!pattern8.test(data24)) {
                  const err51 = { instancePath: instancePath + "/custom_instructions/" + i3 + "/source_language", schemaPath: "#/definitions/instruction/properties/source_language/pattern", keyword: "pattern", params: { pattern: "^[a-z]{2,3}(-[a-z0-9]{1,8})*$" }, message: 'must match pattern "^[a-z]{2,3}(-[a-z0-9]{1,8})*$"', schema: "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", parentSchema: schema3.properties.source_language, data: data24 };
                  if (vErrors === null) {
                    vErrors = [err51];
                  } else {
                    vErrors.push(err51);
                  }
                  errors++;
                }
              } else {
                const err52 = { instancePath: instancePath + "/custom_instructions/" + i3 + "/source_language", schemaPath: "#/definitions/instruction/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema3.properties.source_language.type, parentSchema: schema3.properties.source_language, data: data24 };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data21.section !== void 0) {
              let data25 = data21.section;
              if (typeof data25 !== "string") {
                const err53 = { instancePath: instancePath + "/custom_instructions/" + i3 + "/section", schemaPath: "#/definitions/instruction/properties/section/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema3.properties.section.type, parentSchema: schema3.properties.section, data: data25 };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
              if (!(data25 === "formality-and-tone" || data25 === "natural-expression" || data25 === "date-format" || data25 === "calendar" || data25 === "time-format" || data25 === "numerals" || data25 === "currency" || data25 === "units-of-measurement" || data25 === "address-and-postal-code" || data25 === "telephone-numbers" || data25 === "grammar-references" || data25 === "punctuation" || data25 === "whitespace" || data25 === "copy-rules" || data25 === "dates_and_times" || data25 === "formatting" || data25 === "numbers" || data25 === "spelling_and_grammar" || data25 === "style_and_tone" || data25 === "vocabulary")) {
                const err54 = { instancePath: instancePath + "/custom_instructions/" + i3 + "/section", schemaPath: "#/definitions/instruction/properties/section/enum", keyword: "enum", params: { allowedValues: schema3.properties.section.enum }, message: "must be equal to one of the allowed values", schema: schema3.properties.section.enum, parentSchema: schema3.properties.section, data: data25 };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
          } else {
            const err55 = { instancePath: instancePath + "/custom_instructions/" + i3, schemaPath: "#/definitions/instruction/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema3.type, parentSchema: schema3, data: data21 };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
      } else {
        const err56 = { instancePath: instancePath + "/custom_instructions", schemaPath: "#/properties/custom_instructions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.custom_instructions.type, parentSchema: schema0.properties.custom_instructions, data: data20 };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
    if (data.examples !== void 0) {
      let data26 = data.examples;
      if (Array.isArray(data26)) {
        const len4 = data26.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data27 = data26[i4];
          if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
            if (data27.text === void 0) {
              const err57 = { instancePath: instancePath + "/examples/" + i4, schemaPath: "#/definitions/examples/items/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'", schema: schema4.items.required, parentSchema: schema4.items, data: data27 };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
            for (const key5 in data27) {
              if (!(key5 === "text" || key5 === "source_language" || key5 === "target_language" || key5 === "context" || key5 === "expect" || key5 === "covers")) {
                const err58 = { instancePath: instancePath + "/examples/" + i4, schemaPath: "#/definitions/examples/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema4.items, data: data27 };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
            if (data27.text !== void 0) {
              let data28 = data27.text;
              if (typeof data28 === "string") {
                if (!pattern0.test(data28)) {
                  const err59 = { instancePath: instancePath + "/examples/" + i4 + "/text", schemaPath: "#/definitions/examples/items/properties/text/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema4.items.properties.text, data: data28 };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                }
              } else {
                const err60 = { instancePath: instancePath + "/examples/" + i4 + "/text", schemaPath: "#/definitions/examples/items/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.items.properties.text.type, parentSchema: schema4.items.properties.text, data: data28 };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            }
            if (data27.source_language !== void 0) {
              let data29 = data27.source_language;
              if (typeof data29 === "string") {
                if (!pattern8.test(data29)) {
                  const err61 = { instancePath: instancePath + "/examples/" + i4 + "/source_language", schemaPath: "#/definitions/examples/items/properties/source_language/pattern", keyword: "pattern", params: { pattern: "^[a-z]{2,3}(-[a-z0-9]{1,8})*$" }, message: 'must match pattern "^[a-z]{2,3}(-[a-z0-9]{1,8})*$"', schema: "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", parentSchema: schema4.items.properties.source_language, data: data29 };
                  if (vErrors === null) {
                    vErrors = [err61];
                  } else {
                    vErrors.push(err61);
                  }
                  errors++;
                }
              } else {
                const err62 = { instancePath: instancePath + "/examples/" + i4 + "/source_language", schemaPath: "#/definitions/examples/items/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.items.properties.source_language.type, parentSchema: schema4.items.properties.source_language, data: data29 };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            }
            if (data27.target_language !== void 0) {
              let data30 = data27.target_language;
              if (typeof data30 === "string") {
                if (data30.length < 1 || data30.length < 2 && func1(data30) < 1) {
                  const err63 = { instancePath: instancePath + "/examples/" + i4 + "/target_language", schemaPath: "#/definitions/examples/items/properties/target_language/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema4.items.properties.target_language, data: data30 };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
              } else {
                const err64 = { instancePath: instancePath + "/examples/" + i4 + "/target_language", schemaPath: "#/definitions/examples/items/properties/target_language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.items.properties.target_language.type, parentSchema: schema4.items.properties.target_language, data: data30 };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
            if (data27.context !== void 0) {
              let data31 = data27.context;
              if (typeof data31 !== "string") {
                const err65 = { instancePath: instancePath + "/examples/" + i4 + "/context", schemaPath: "#/definitions/examples/items/properties/context/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.items.properties.context.type, parentSchema: schema4.items.properties.context, data: data31 };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
            if (data27.expect !== void 0) {
              let data32 = data27.expect;
              if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                for (const key6 in data32) {
                  if (!(key6 === "contains" || key6 === "not_contains" || key6 === "matches")) {
                    const err66 = { instancePath: instancePath + "/examples/" + i4 + "/expect", schemaPath: "#/definitions/examples/items/properties/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema4.items.properties.expect, data: data32 };
                    if (vErrors === null) {
                      vErrors = [err66];
                    } else {
                      vErrors.push(err66);
                    }
                    errors++;
                  }
                }
                if (data32.contains !== void 0) {
                  let data33 = data32.contains;
                  if (Array.isArray(data33)) {
                    const len5 = data33.length;
                    for (let i5 = 0; i5 < len5; i5++) {
                      let data34 = data33[i5];
                      if (typeof data34 === "string") {
                        if (data34.length < 1 || data34.length < 2 && func1(data34) < 1) {
                          const err67 = { instancePath: instancePath + "/examples/" + i4 + "/expect/contains/" + i5, schemaPath: "#/definitions/examples/items/properties/expect/properties/contains/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema4.items.properties.expect.properties.contains.items, data: data34 };
                          if (vErrors === null) {
                            vErrors = [err67];
                          } else {
                            vErrors.push(err67);
                          }
                          errors++;
                        }
                      } else {
                        const err68 = { instancePath: instancePath + "/examples/" + i4 + "/expect/contains/" + i5, schemaPath: "#/definitions/examples/items/properties/expect/properties/contains/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.items.properties.expect.properties.contains.items.type, parentSchema: schema4.items.properties.expect.properties.contains.items, data: data34 };
                        if (vErrors === null) {
                          vErrors = [err68];
                        } else {
                          vErrors.push(err68);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err69 = { instancePath: instancePath + "/examples/" + i4 + "/expect/contains", schemaPath: "#/definitions/examples/items/properties/expect/properties/contains/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema4.items.properties.expect.properties.contains.type, parentSchema: schema4.items.properties.expect.properties.contains, data: data33 };
                    if (vErrors === null) {
                      vErrors = [err69];
                    } else {
                      vErrors.push(err69);
                    }
                    errors++;
                  }
                }
                if (data32.not_contains !== void 0) {
                  let data35 = data32.not_contains;
                  if (Array.isArray(data35)) {
                    const len6 = data35.length;
                    for (let i6 = 0; i6 < len6; i6++) {
                      let data36 = data35[i6];
                      if (typeof data36 === "string") {
                        if (data36.length < 1 || data36.length < 2 && func1(data36) < 1) {
                          const err70 = { instancePath: instancePath + "/examples/" + i4 + "/expect/not_contains/" + i6, schemaPath: "#/definitions/examples/items/properties/expect/properties/not_contains/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema4.items.properties.expect.properties.not_contains.items, data: data36 };
                          if (vErrors === null) {
                            vErrors = [err70];
                          } else {
                            vErrors.push(err70);
                          }
                          errors++;
                        }
                      } else {
                        const err71 = { instancePath: instancePath + "/examples/" + i4 + "/expect/not_contains/" + i6, schemaPath: "#/definitions/examples/items/properties/expect/properties/not_contains/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.items.properties.expect.properties.not_contains.items.type, parentSchema: schema4.items.properties.expect.properties.not_contains.items, data: data36 };
                        if (vErrors === null) {
                          vErrors = [err71];
                        } else {
                          vErrors.push(err71);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err72 = { instancePath: instancePath + "/examples/" + i4 + "/expect/not_contains", schemaPath: "#/definitions/examples/items/properties/expect/properties/not_contains/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema4.items.properties.expect.properties.not_contains.type, parentSchema: schema4.items.properties.expect.properties.not_contains, data: data35 };
                    if (vErrors === null) {
                      vErrors = [err72];
                    } else {
                      vErrors.push(err72);
                    }
                    errors++;
                  }
                }
                if (data32.matches !== void 0) {
                  let data37 = data32.matches;
                  if (Array.isArray(data37)) {
                    const len7 = data37.length;
                    for (let i7 = 0; i7 < len7; i7++) {
                      let data38 = data37[i7];
                      if (typeof data38 === "string") {
                        if (data38.length < 1 || data38.length < 2 && func1(data38) < 1) {
                          const err73 = { instancePath: instancePath + "/examples/" + i4 + "/expect/matches/" + i7, schemaPath: "#/definitions/examples/items/properties/expect/properties/matches/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema4.items.properties.expect.properties.matches.items, data: data38 };
                          if (vErrors === null) {
                            vErrors = [err73];
                          } else {
                            vErrors.push(err73);
                          }
                          errors++;
                        }
                      } else {
                        const err74 = { instancePath: instancePath + "/examples/" + i4 + "/expect/matches/" + i7, schemaPath: "#/definitions/examples/items/properties/expect/properties/matches/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.items.properties.expect.properties.matches.items.type, parentSchema: schema4.items.properties.expect.properties.matches.items, data: data38 };
                        if (vErrors === null) {
                          vErrors = [err74];
                        } else {
                          vErrors.push(err74);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err75 = { instancePath: instancePath + "/examples/" + i4 + "/expect/matches", schemaPath: "#/definitions/examples/items/properties/expect/properties/matches/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema4.items.properties.expect.properties.matches.type, parentSchema: schema4.items.properties.expect.properties.matches, data: data37 };
                    if (vErrors === null) {
                      vErrors = [err75];
                    } else {
                      vErrors.push(err75);
                    }
                    errors++;
                  }
                }
              } else {
                const err76 = { instancePath: instancePath + "/examples/" + i4 + "/expect", schemaPath: "#/definitions/examples/items/properties/expect/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema4.items.properties.expect.type, parentSchema: schema4.items.properties.expect, data: data32 };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data27.covers !== void 0) {
              let data39 = data27.covers;
              if (Array.isArray(data39)) {
                const len8 = data39.length;
                for (let i8 = 0; i8 < len8; i8++) {
                  let data40 = data39[i8];
                  if (typeof data40 === "string") {
                    if (data40.length < 1 || data40.length < 2 && func1(data40) < 1) {
                      const err77 = { instancePath: instancePath + "/examples/" + i4 + "/covers/" + i8, schemaPath: "#/definitions/examples/items/properties/covers/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema4.items.properties.covers.items, data: data40 };
                      if (vErrors === null) {
                        vErrors = [err77];
                      } else {
                        vErrors.push(err77);
                      }
                      errors++;
                    }
                  } else {
                    const err78 = { instancePath: instancePath + "/examples/" + i4 + "/covers/" + i8, schemaPath: "#/definitions/examples/items/properties/covers/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.items.properties.covers.items.type, parentSchema: schema4.items.properties.covers.items, data: data40 };
                    if (vErrors === null) {
                      vErrors = [err78];
                    } else {
                      vErrors.push(err78);
                    }
                    errors++;
                  }
                }
              } else {
                const err79 = { instancePath: instancePath + "/examples/" + i4 + "/covers", schemaPath: "#/definitions/examples/items/properties/covers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema4.items.properties.covers.type, parentSchema: schema4.items.properties.covers, data: data39 };
                if (vErrors === null) {
                  vErrors = [err79];
                } else {
                  vErrors.push(err79);
                }
                errors++;
              }
            }
          } else {
            const err80 = { instancePath: instancePath + "/examples/" + i4, schemaPath: "#/definitions/examples/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema4.items.type, parentSchema: schema4.items, data: data27 };
            if (vErrors === null) {
              vErrors = [err80];
            } else {
              vErrors.push(err80);
            }
            errors++;
          }
        }
      } else {
        const err81 = { instancePath: instancePath + "/examples", schemaPath: "#/definitions/examples/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema4.type, parentSchema: schema4, data: data26 };
        if (vErrors === null) {
          vErrors = [err81];
        } else {
          vErrors.push(err81);
        }
        errors++;
      }
    }
  } else {
    const err82 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.type, parentSchema: schema0, data };
    if (vErrors === null) {
      vErrors = [err82];
    } else {
      vErrors.push(err82);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
var fragment = validate1;
var schema5 = { "$schema": "http://json-schema.org/draft-07/schema#", "title": "stylesync style fragment", "description": "Shared rules, instructions and examples that style lists pull in with `extends`; never synced on its own. See docs/style-files.md.", "type": "object", "properties": { "$schema": { "type": "string" }, "extends": { "$ref": "#/definitions/extends" }, "allow_unknown_rules": { "type": "array", "items": { "type": "string", "pattern": "^[^.\\s]+(\\.[^.\\s]+)?$" }, "description": "Rule groups (`date_and_times`) and rules (`numbers.new_rule`) of this file's configured_rules that stylesync's catalog lacks and that you mean to send anyway: the service has them. Without it a group one edit away from a known one is an error, another unknown group a warning (an error with --strict), an unknown rule of a known group an error." }, "configured_rules": { "$ref": "configured-rules.schema.json" }, "custom_instructions": { "type": "array", "maxItems": 200, "items": { "$ref": "#/definitions/instruction" } }, "examples": { "$ref": "#/definitions/examples" } }, "additionalProperties": false, "definitions": { "extends": { "description": "Fragments to build on, relative to this file; later ones override earlier ones, and this file overrides them all.", "type": ["string", "array"], "minLength": 1, "items": { "type": "string", "minLength": 1 } }, "instruction": { "type": "object", "description": "A free-text instruction; the service stores it verbatim.", "properties": { "label": { "type": "string", "maxLength": 100, "pattern": "\\S", "description": "Short label, unique within the list; at most 100 characters (code points)." }, "prompt": { "type": "string", "maxLength": 300, "pattern": "\\S", "description": "The instruction, at most 300 characters (code points)." }, "source_language": { "type": "string", "pattern": "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", "description": "Lower-case code of the source language the instruction applies to, e.g. en. Optional: without it the instruction names no source language, and matches a live instruction that has none." }, "section": { "type": "string", "enum": ["formality-and-tone", "natural-expression", "date-format", "calendar", "time-format", "numerals", "currency", "units-of-measurement", "address-and-postal-code", "telephone-numbers", "grammar-references", "punctuation", "whitespace", "copy-rules", "dates_and_times", "formatting", "numbers", "spelling_and_grammar", "style_and_tone", "vocabulary"], "description": "The section of the style guide (`stylesync guide`) the instruction is shown in: a section of the outline (date-format, punctuation, copy-rules, \u2026) or a rule group (numbers), which stands for its section. Never sent to the service. Without it the instruction is shown under formality and tone." } }, "required": ["label", "prompt"], "additionalProperties": false }, "examples": { "type": "array", "description": "Sample translations `stylesync plan --check-translations` runs with the list, before and after the change.", "items": { "type": "object", "properties": { "text": { "type": "string", "pattern": "\\S", "description": "Source text to translate." }, "source_language": { "type": "string", "pattern": "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", "description": "Language of the text, e.g. en; detected by the service when absent." }, "target_language": { "type": "string", "minLength": 1, "description": "Target language code as the service names it (e.g. en-GB); the list's language when absent. Must share the list's root language." }, "context": { "type": "string", "description": "Context sent with the text; not translated or billed." }, "expect": { "type": "object", "properties": { "contains": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Text the translation must contain." }, "not_contains": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Text the translation must not contain." }, "matches": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Regular expressions (JavaScript syntax) the translation must match." } }, "additionalProperties": false }, "covers": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Rule keys (group.rule, e.g. numbers.decimal_separator) and instruction labels this example exercises; counted by `stylesync validate --coverage`." } }, "required": ["text"], "additionalProperties": false } } }, "$id": "fragment.document.json" };
var schema6 = { "description": "Fragments to build on, relative to this file; later ones override earlier ones, and this file overrides them all.", "type": ["string", "array"], "minLength": 1, "items": { "type": "string", "minLength": 1 } };
var schema7 = { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": { "type": "string" } } };
var schema8 = { "type": "object", "description": "A free-text instruction; the service stores it verbatim.", "properties": { "label": { "type": "string", "maxLength": 100, "pattern": "\\S", "description": "Short label, unique within the list; at most 100 characters (code points)." }, "prompt": { "type": "string", "maxLength": 300, "pattern": "\\S", "description": "The instruction, at most 300 characters (code points)." }, "source_language": { "type": "string", "pattern": "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", "description": "Lower-case code of the source language the instruction applies to, e.g. en. Optional: without it the instruction names no source language, and matches a live instruction that has none." }, "section": { "type": "string", "enum": ["formality-and-tone", "natural-expression", "date-format", "calendar", "time-format", "numerals", "currency", "units-of-measurement", "address-and-postal-code", "telephone-numbers", "grammar-references", "punctuation", "whitespace", "copy-rules", "dates_and_times", "formatting", "numbers", "spelling_and_grammar", "style_and_tone", "vocabulary"], "description": "The section of the style guide (`stylesync guide`) the instruction is shown in: a section of the outline (date-format, punctuation, copy-rules, \u2026) or a rule group (numbers), which stands for its section. Never sent to the service. Without it the instruction is shown under formality and tone." } }, "required": ["label", "prompt"], "additionalProperties": false };
var schema9 = { "type": "array", "description": "Sample translations `stylesync plan --check-translations` runs with the list, before and after the change.", "items": { "type": "object", "properties": { "text": { "type": "string", "pattern": "\\S", "description": "Source text to translate." }, "source_language": { "type": "string", "pattern": "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", "description": "Language of the text, e.g. en; detected by the service when absent." }, "target_language": { "type": "string", "minLength": 1, "description": "Target language code as the service names it (e.g. en-GB); the list's language when absent. Must share the list's root language." }, "context": { "type": "string", "description": "Context sent with the text; not translated or billed." }, "expect": { "type": "object", "properties": { "contains": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Text the translation must contain." }, "not_contains": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Text the translation must not contain." }, "matches": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Regular expressions (JavaScript syntax) the translation must match." } }, "additionalProperties": false }, "covers": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Rule keys (group.rule, e.g. numbers.decimal_separator) and instruction labels this example exercises; counted by `stylesync validate --coverage`." } }, "required": ["text"], "additionalProperties": false } };
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "extends" || key0 === "allow_unknown_rules" || key0 === "configured_rules" || key0 === "custom_instructions" || key0 === "examples")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema5, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data0 = data.$schema;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema5.properties.$schema.type, parentSchema: schema5.properties.$schema, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.extends !== void 0) {
      let data1 = data.extends;
      if (typeof data1 !== "string" && !Array.isArray(data1)) {
        const err2 = { instancePath: instancePath + "/extends", schemaPath: "#/definitions/extends/type", keyword: "type", params: { type: schema6.type }, message: "must be string,array", schema: schema6.type, parentSchema: schema6, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data1 === "string") {
        if (data1.length < 1 || data1.length < 2 && func1(data1) < 1) {
          const err3 = { instancePath: instancePath + "/extends", schemaPath: "#/definitions/extends/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema6, data: data1 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 === "string") {
            if (data2.length < 1 || data2.length < 2 && func1(data2) < 1) {
              const err4 = { instancePath: instancePath + "/extends/" + i0, schemaPath: "#/definitions/extends/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema6.items, data: data2 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/extends/" + i0, schemaPath: "#/definitions/extends/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.items.type, parentSchema: schema6.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
      }
    }
    if (data.allow_unknown_rules !== void 0) {
      let data3 = data.allow_unknown_rules;
      if (Array.isArray(data3)) {
        const len1 = data3.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data4 = data3[i1];
          if (typeof data4 === "string") {
            if (!pattern5.test(data4)) {
              const err6 = { instancePath: instancePath + "/allow_unknown_rules/" + i1, schemaPath: "#/properties/allow_unknown_rules/items/pattern", keyword: "pattern", params: { pattern: "^[^.\\s]+(\\.[^.\\s]+)?$" }, message: 'must match pattern "^[^.\\s]+(\\.[^.\\s]+)?$"', schema: "^[^.\\s]+(\\.[^.\\s]+)?$", parentSchema: schema5.properties.allow_unknown_rules.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/allow_unknown_rules/" + i1, schemaPath: "#/properties/allow_unknown_rules/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema5.properties.allow_unknown_rules.items.type, parentSchema: schema5.properties.allow_unknown_rules.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/allow_unknown_rules", schemaPath: "#/properties/allow_unknown_rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema5.properties.allow_unknown_rules.type, parentSchema: schema5.properties.allow_unknown_rules, data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.configured_rules !== void 0) {
      let data5 = data.configured_rules;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        for (const key1 in data5) {
          let data6 = data5[key1];
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            for (const key2 in data6) {
              let data7 = data6[key2];
              if (typeof data7 !== "string") {
                const err9 = { instancePath: instancePath + "/configured_rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "configured-rules.schema.json/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema7.additionalProperties.additionalProperties.type, parentSchema: schema7.additionalProperties.additionalProperties, data: data7 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
          } else {
            const err10 = { instancePath: instancePath + "/configured_rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "configured-rules.schema.json/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema7.additionalProperties.type, parentSchema: schema7.additionalProperties, data: data6 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/configured_rules", schemaPath: "configured-rules.schema.json/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema7.type, parentSchema: schema7, data: data5 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.custom_instructions !== void 0) {
      let data8 = data.custom_instructions;
      if (Array.isArray(data8)) {
        if (data8.length > 200) {
          const err12 = { instancePath: instancePath + "/custom_instructions", schemaPath: "#/properties/custom_instructions/maxItems", keyword: "maxItems", params: { limit: 200 }, message: "must NOT have more than 200 items", schema: 200, parentSchema: schema5.properties.custom_instructions, data: data8 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        const len2 = data8.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data9 = data8[i2];
          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            if (data9.label === void 0) {
              const err13 = { instancePath: instancePath + "/custom_instructions/" + i2, schemaPath: "#/definitions/instruction/required", keyword: "required", params: { missingProperty: "label" }, message: "must have required property 'label'", schema: schema8.required, parentSchema: schema8, data: data9 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data9.prompt === void 0) {
              const err14 = { instancePath: instancePath + "/custom_instructions/" + i2, schemaPath: "#/definitions/instruction/required", keyword: "required", params: { missingProperty: "prompt" }, message: "must have required property 'prompt'", schema: schema8.required, parentSchema: schema8, data: data9 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            for (const key3 in data9) {
              if (!(key3 === "label" || key3 === "prompt" || key3 === "source_language" || key3 === "section")) {
                const err15 = { instancePath: instancePath + "/custom_instructions/" + i2, schemaPath: "#/definitions/instruction/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema8, data: data9 };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data9.label !== void 0) {
              let data10 = data9.label;
              if (typeof data10 === "string") {
                if (data10.length > 100 && func1(data10) > 100) {
                  const err16 = { instancePath: instancePath + "/custom_instructions/" + i2 + "/label", schemaPath: "#/definitions/instruction/properties/label/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema8.properties.label, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
                if (!pattern0.test(data10)) {
                  const err17 = { instancePath: instancePath + "/custom_instructions/" + i2 + "/label", schemaPath: "#/definitions/instruction/properties/label/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema8.properties.label, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              } else {
                const err18 = { instancePath: instancePath + "/custom_instructions/" + i2 + "/label", schemaPath: "#/definitions/instruction/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.label.type, parentSchema: schema8.properties.label, data: data10 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data9.prompt !== void 0) {
              let data11 = data9.prompt;
              if (typeof data11 === "string") {
                if (data11.length > 300 && func1(data11) > 300) {
                  const err19 = { instancePath: instancePath + "/custom_instructions/" + i2 + "/prompt", schemaPath: "#/definitions/instruction/properties/prompt/maxLength", keyword: "maxLength", params: { limit: 300 }, message: "must NOT have more than 300 characters", schema: 300, parentSchema: schema8.properties.prompt, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                if (!pattern0.test(data11)) {
                  const err20 = { instancePath: instancePath + "/custom_instructions/" + i2 + "/prompt", schemaPath: "#/definitions/instruction/properties/prompt/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema8.properties.prompt, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              } else {
                const err21 = { instancePath: instancePath + "/custom_instructions/" + i2 + "/prompt", schemaPath: "#/definitions/instruction/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.prompt.type, parentSchema: schema8.properties.prompt, data: data11 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data9.source_language !== void 0) {
              let data12 = data9.source_language;
              if (typeof data12 === "string") {
                if (!pattern8.test(data12)) {
                  const err22 = { instancePath: instancePath + "/custom_instructions/" + i2 + "/source_language", schemaPath: "#/definitions/instruction/properties/source_language/pattern", keyword: "pattern", params: { pattern: "^[a-z]{2,3}(-[a-z0-9]{1,8})*$" }, message: 'must match pattern "^[a-z]{2,3}(-[a-z0-9]{1,8})*$"', schema: "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", parentSchema: schema8.properties.source_language, data: data12 };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              } else {
                const err23 = { instancePath: instancePath + "/custom_instructions/" + i2 + "/source_language", schemaPath: "#/definitions/instruction/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.source_language.type, parentSchema: schema8.properties.source_language, data: data12 };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data9.section !== void 0) {
              let data13 = data9.section;
              if (typeof data13 !== "string") {
                const err24 = { instancePath: instancePath + "/custom_instructions/" + i2 + "/section", schemaPath: "#/definitions/instruction/properties/section/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.section.type, parentSchema: schema8.properties.section, data: data13 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
              if (!(data13 === "formality-and-tone" || data13 === "natural-expression" || data13 === "date-format" || data13 === "calendar" || data13 === "time-format" || data13 === "numerals" || data13 === "currency" || data13 === "units-of-measurement" || data13 === "address-and-postal-code" || data13 === "telephone-numbers" || data13 === "grammar-references" || data13 === "punctuation" || data13 === "whitespace" || data13 === "copy-rules" || data13 === "dates_and_times" || data13 === "formatting" || data13 === "numbers" || data13 === "spelling_and_grammar" || data13 === "style_and_tone" || data13 === "vocabulary")) {
                const err25 = { instancePath: instancePath + "/custom_instructions/" + i2 + "/section", schemaPath: "#/definitions/instruction/properties/section/enum", keyword: "enum", params: { allowedValues: schema8.properties.section.enum }, message: "must be equal to one of the allowed values", schema: schema8.properties.section.enum, parentSchema: schema8.properties.section, data: data13 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
          } else {
            const err26 = { instancePath: instancePath + "/custom_instructions/" + i2, schemaPath: "#/definitions/instruction/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema8.type, parentSchema: schema8, data: data9 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/custom_instructions", schemaPath: "#/properties/custom_instructions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema5.properties.custom_instructions.type, parentSchema: schema5.properties.custom_instructions, data: data8 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.examples !== void 0) {
      let data14 = data.examples;
      if (Array.isArray(data14)) {
        const len3 = data14.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data15 = data14[i3];
          if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
            if (data15.text === void 0) {
              const err28 = { instancePath: instancePath + "/examples/" + i3, schemaPath: "#/definitions/examples/items/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'", schema: schema9.items.required, parentSchema: schema9.items, data: data15 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            for (const key4 in data15) {
              if (!(key4 === "text" || key4 === "source_language" || key4 === "target_language" || key4 === "context" || key4 === "expect" || key4 === "covers")) {
                const err29 = { instancePath: instancePath + "/examples/" + i3, schemaPath: "#/definitions/examples/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.items, data: data15 };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data15.text !== void 0) {
              let data16 = data15.text;
              if (typeof data16 === "string") {
                if (!pattern0.test(data16)) {
                  const err30 = { instancePath: instancePath + "/examples/" + i3 + "/text", schemaPath: "#/definitions/examples/items/properties/text/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema9.items.properties.text, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              } else {
                const err31 = { instancePath: instancePath + "/examples/" + i3 + "/text", schemaPath: "#/definitions/examples/items/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.items.properties.text.type, parentSchema: schema9.items.properties.text, data: data16 };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
            if (data15.source_language !== void 0) {
              let data17 = data15.source_language;
              if (typeof data17 === "string") {
                if (!pattern8.test(data17)) {
                  const err32 = { instancePath: instancePath + "/examples/" + i3 + "/source_language", schemaPath: "#/definitions/examples/items/properties/source_language/pattern", keyword: "pattern", params: { pattern: "^[a-z]{2,3}(-[a-z0-9]{1,8})*$" }, message: 'must match pattern "^[a-z]{2,3}(-[a-z0-9]{1,8})*$"', schema: "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", parentSchema: schema9.items.properties.source_language, data: data17 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              } else {
                const err33 = { instancePath: instancePath + "/examples/" + i3 + "/source_language", schemaPath: "#/definitions/examples/items/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.items.properties.source_language.type, parentSchema: schema9.items.properties.source_language, data: data17 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data15.target_language !== void 0) {
              let data18 = data15.target_language;
              if (typeof data18 === "string") {
                if (data18.length < 1 || data18.length < 2 && func1(data18) < 1) {
                  const err34 = { instancePath: instancePath + "/examples/" + i3 + "/target_language", schemaPath: "#/definitions/examples/items/properties/target_language/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.items.properties.target_language, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              } else {
                const err35 = { instancePath: instancePath + "/examples/" + i3 + "/target_language", schemaPath: "#/definitions/examples/items/properties/target_language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.items.properties.target_language.type, parentSchema: schema9.items.properties.target_language, data: data18 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data15.context !== void 0) {
              let data19 = data15.context;
              if (typeof data19 !== "string") {
                const err36 = { instancePath: instancePath + "/examples/" + i3 + "/context", schemaPath: "#/definitions/examples/items/properties/context/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.items.properties.context.type, parentSchema: schema9.items.properties.context, data: data19 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data15.expect !== void 0) {
              let data20 = data15.expect;
              if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                for (const key5 in data20) {
                  if (!(key5 === "contains" || key5 === "not_contains" || key5 === "matches")) {
                    const err37 = { instancePath: instancePath + "/examples/" + i3 + "/expect", schemaPath: "#/definitions/examples/items/properties/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema9.items.properties.expect, data: data20 };
                    if (vErrors === null) {
                      vErrors = [err37];
                    } else {
                      vErrors.push(err37);
                    }
                    errors++;
                  }
                }
                if (data20.contains !== void 0) {
                  let data21 = data20.contains;
                  if (Array.isArray(data21)) {
                    const len4 = data21.length;
                    for (let i4 = 0; i4 < len4; i4++) {
                      let data22 = data21[i4];
                      if (typeof data22 === "string") {
                        if (data22.length < 1 || data22.length < 2 && func1(data22) < 1) {
                          const err38 = { instancePath: instancePath + "/examples/" + i3 + "/expect/contains/" + i4, schemaPath: "#/definitions/examples/items/properties/expect/properties/contains/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.items.properties.expect.properties.contains.items, data: data22 };
                          if (vErrors === null) {
                            vErrors = [err38];
                          } else {
                            vErrors.push(err38);
                          }
                          errors++;
                        }
                      } else {
                        const err39 = { instancePath: instancePath + "/examples/" + i3 + "/expect/contains/" + i4, schemaPath: "#/definitions/examples/items/properties/expect/properties/contains/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.items.properties.expect.properties.contains.items.type, parentSchema: schema9.items.properties.expect.properties.contains.items, data: data22 };
                        if (vErrors === null) {
                          vErrors = [err39];
                        } else {
                          vErrors.push(err39);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err40 = { instancePath: instancePath + "/examples/" + i3 + "/expect/contains", schemaPath: "#/definitions/examples/items/properties/expect/properties/contains/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.items.properties.expect.properties.contains.type, parentSchema: schema9.items.properties.expect.properties.contains, data: data21 };
                    if (vErrors === null) {
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                }
                if (data20.not_contains !== void 0) {
                  let data23 = data20.not_contains;
                  if (Array.isArray(data23)) {
                    const len5 = data23.length;
                    for (let i5 = 0; i5 < len5; i5++) {
                      let data24 = data23[i5];
                      if (typeof data24 === "string") {
                        if (data24.length < 1 || data24.length < 2 && func1(data24) < 1) {
                          const err41 = { instancePath: instancePath + "/examples/" + i3 + "/expect/not_contains/" + i5, schemaPath: "#/definitions/examples/items/properties/expect/properties/not_contains/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.items.properties.expect.properties.not_contains.items, data: data24 };
                          if (vErrors === null) {
                            vErrors = [err41];
                          } else {
                            vErrors.push(err41);
                          }
                          errors++;
                        }
                      } else {
                        const err42 = { instancePath: instancePath + "/examples/" + i3 + "/expect/not_contains/" + i5, schemaPath: "#/definitions/examples/items/properties/expect/properties/not_contains/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.items.properties.expect.properties.not_contains.items.type, parentSchema: schema9.items.properties.expect.properties.not_contains.items, data: data24 };
                        if (vErrors === null) {
                          vErrors = [err42];
                        } else {
                          vErrors.push(err42);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err43 = { instancePath: instancePath + "/examples/" + i3 + "/expect/not_contains", schemaPath: "#/definitions/examples/items/properties/expect/properties/not_contains/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.items.properties.expect.properties.not_contains.type, parentSchema: schema9.items.properties.expect.properties.not_contains, data: data23 };
                    if (vErrors === null) {
                      vErrors = [err43];
                    } else {
                      vErrors.push(err43);
                    }
                    errors++;
                  }
                }
                if (data20.matches !== void 0) {
                  let data25 = data20.matches;
                  if (Array.isArray(data25)) {
                    const len6 = data25.length;
                    for (let i6 = 0; i6 < len6; i6++) {
                      let data26 = data25[i6];
                      if (typeof data26 === "string") {
                        if (data26.length < 1 || data26.length < 2 && func1(data26) < 1) {
                          const err44 = { instancePath: instancePath + "/examples/" + i3 + "/expect/matches/" + i6, schemaPath: "#/definitions/examples/items/properties/expect/properties/matches/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.items.properties.expect.properties.matches.items, data: data26 };
                          if (vErrors === null) {
                            vErrors = [err44];
                          } else {
                            vErrors.push(err44);
                          }
                          errors++;
                        }
                      } else {
                        const err45 = { instancePath: instancePath + "/examples/" + i3 + "/expect/matches/" + i6, schemaPath: "#/definitions/examples/items/properties/expect/properties/matches/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.items.properties.expect.properties.matches.items.type, parentSchema: schema9.items.properties.expect.properties.matches.items, data: data26 };
                        if (vErrors === null) {
                          vErrors = [err45];
                        } else {
                          vErrors.push(err45);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err46 = { instancePath: instancePath + "/examples/" + i3 + "/expect/matches", schemaPath: "#/definitions/examples/items/properties/expect/properties/matches/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.items.properties.expect.properties.matches.type, parentSchema: schema9.items.properties.expect.properties.matches, data: data25 };
                    if (vErrors === null) {
                      vErrors = [err46];
                    } else {
                      vErrors.push(err46);
                    }
                    errors++;
                  }
                }
              } else {
                const err47 = { instancePath: instancePath + "/examples/" + i3 + "/expect", schemaPath: "#/definitions/examples/items/properties/expect/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.items.properties.expect.type, parentSchema: schema9.items.properties.expect, data: data20 };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
            if (data15.covers !== void 0) {
              let data27 = data15.covers;
              if (Array.isArray(data27)) {
                const len7 = data27.length;
                for (let i7 = 0; i7 < len7; i7++) {
                  let data28 = data27[i7];
                  if (typeof data28 === "string") {
                    if (data28.length < 1 || data28.length < 2 && func1(data28) < 1) {
                      const err48 = { instancePath: instancePath + "/examples/" + i3 + "/covers/" + i7, schemaPath: "#/definitions/examples/items/properties/covers/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9.items.properties.covers.items, data: data28 };
                      if (vErrors === null) {
                        vErrors = [err48];
                      } else {
                        vErrors.push(err48);
                      }
                      errors++;
                    }
                  } else {
                    const err49 = { instancePath: instancePath + "/examples/" + i3 + "/covers/" + i7, schemaPath: "#/definitions/examples/items/properties/covers/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.items.properties.covers.items.type, parentSchema: schema9.items.properties.covers.items, data: data28 };
                    if (vErrors === null) {
                      vErrors = [err49];
                    } else {
                      vErrors.push(err49);
                    }
                    errors++;
                  }
                }
              } else {
                const err50 = { instancePath: instancePath + "/examples/" + i3 + "/covers", schemaPath: "#/definitions/examples/items/properties/covers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.items.properties.covers.type, parentSchema: schema9.items.properties.covers, data: data27 };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
          } else {
            const err51 = { instancePath: instancePath + "/examples/" + i3, schemaPath: "#/definitions/examples/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema9.items.type, parentSchema: schema9.items, data: data15 };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
      } else {
        const err52 = { instancePath: instancePath + "/examples", schemaPath: "#/definitions/examples/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema9.type, parentSchema: schema9, data: data14 };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
  } else {
    const err53 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema5.type, parentSchema: schema5, data };
    if (vErrors === null) {
      vErrors = [err53];
    } else {
      vErrors.push(err53);
    }
    errors++;
  }
  validate1.errors = vErrors;
  return errors === 0;
}
var config = validate2;
var schema10 = { "$schema": "http://json-schema.org/draft-07/schema#", "title": "stylesync repository config", "description": "stylesync.yaml at the repository root. See docs/style-files.md.", "type": "object", "properties": { "$schema": { "type": "string" }, "styles_dir": { "type": "string", "minLength": 1, "description": "Directory of the style files, relative to this file.", "default": "styles" }, "glossaries_dir": { "type": "string", "minLength": 1, "description": "Directory of the glossary files, relative to this file (docs/glossary-files.md).", "default": "glossaries" }, "fragments": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Directories whose files are fragments, relative to this file." }, "base_url": { "type": "string", "pattern": "^https?://", "description": "Service address; https unless it is a loopback address." }, "auth_scheme": { "type": "string", "pattern": "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$", "description": "The word before the key in the Authorization header (default Service-Auth-Key)." }, "reporting_tag": { "type": "string", "default": "stylesync-preview", "description": "Sent as X-DeepL-Reporting-Tag on every translation stylesync asks for (translate previews, guide --translate), so the account's usage report shows what they cost; never on other calls. The service trims and lower-cases it; then at most 100 characters, ASCII, no whitespace inside, no control characters." }, "prune": { "type": "boolean", "default": false, "description": "Delete live lists that no style file declares." }, "ignore": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Names of live lists that prune never deletes; `*` matches any run of characters." }, "protect": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Names of lists and glossaries no plan may delete or replace (nor remove a dictionary of), whatever the flags; `*` matches any run of characters. See docs/plan-and-apply.md." }, "adopt": { "type": "string", "enum": ["warn", "refuse"], "default": "warn", "description": "A new file without a pin whose name matches a live list or glossary the base did not manage adopts it: `warn` shows it as adopt, `refuse` makes it an error (use `stylesync import` or a pin)." }, "extra_rules": { "type": "array", "items": { "type": "string", "pattern": "^[^.\\s]+\\.[^.\\s]+$" }, "description": "Rules the service has and stylesync's catalog lacks, as group.rule (e.g. numbers.new_rule): accepted with any value. Any other rule missing from the catalog is an error, because the service would store a misspelt rule and ignore it." }, "guide": { "type": "object", "description": "Text for the readable style guide (`stylesync guide`) on every page; the service never sees it.", "properties": { "audience": { "type": "string", "pattern": "\\S", "description": "Who the translations are for, shown on every page of the style guide as written (plain text; line breaks kept)." }, "voice": { "type": "string", "pattern": "\\S", "description": "The voice and tone to write in, shown on every page of the style guide as written (plain text; line breaks kept)." } }, "additionalProperties": false }, "guide_url": { "type": "string", "pattern": "^https://", "description": "Where the guide (`stylesync guide`) is published, e.g. on GitHub Pages: the address its pages and anchors are linked from." }, "coverage": { "type": "object", "description": "The least share of terms, rules and instructions that examples must exercise, else `stylesync validate` fails (see `validate --coverage`).", "properties": { "terms": { "description": "Minimum share, in percent, of the glossary terms (per dictionary) that an example text running with the glossary contains; e.g. 80%.", "anyOf": [{ "type": "string", "pattern": "^(100|[0-9]{1,2})(\\.[0-9]+)?%$" }, { "type": "number", "minimum": 0, "maximum": 100 }] }, "rules": { "description": "Minimum share, in percent, of the lists' rules that an example names in `covers:`; e.g. 80%.", "anyOf": [{ "type": "string", "pattern": "^(100|[0-9]{1,2})(\\.[0-9]+)?%$" }, { "type": "number", "minimum": 0, "maximum": 100 }] }, "instructions": { "description": "Minimum share, in percent, of the lists' instructions that an example names (by label) in `covers:`; e.g. 80%.", "anyOf": [{ "type": "string", "pattern": "^(100|[0-9]{1,2})(\\.[0-9]+)?%$" }, { "type": "number", "minimum": 0, "maximum": 100 }] } }, "additionalProperties": false }, "thresholds": { "type": "object", "properties": { "max_deletes": { "type": "integer", "minimum": 0, "default": 10, "description": "Refuse plans that delete more lists than this." }, "max_delete_percent": { "type": "number", "minimum": 0, "maximum": 100, "default": 25, "description": "Refuse plans that delete more than this percentage of the live lists (checked when there are at least 10)." } }, "additionalProperties": false }, "preview": { "type": "object", "description": "Where plan --check-translations makes its preview copies (a second account or service): the before and after lists and glossaries are copied there, so the plan key needs only read scopes on production.", "properties": { "base_url": { "type": "string", "pattern": "^https?://", "description": "The preview service's address; the target's address when absent (a second account on the same service)." }, "api_key_env": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "description": "Name of the environment variable that holds the preview service's key (never the key itself)." } }, "required": ["api_key_env"], "additionalProperties": false }, "targets": { "type": "object", "description": "Named services (staging, production...) chosen with --target.", "propertyNames": { "pattern": "^[A-Za-z0-9_.-]+$" }, "additionalProperties": { "type": "object", "properties": { "base_url": { "type": "string", "pattern": "^https?://", "description": "Service address; https unless it is a loopback address." }, "api_key_env": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "description": "Name of the environment variable that holds this target's key (never the key itself)." }, "styles_dir": { "type": "string", "minLength": 1, "description": "Directory of the style files, relative to this file." }, "glossaries_dir": { "type": "string", "minLength": 1, "description": "Directory of the glossary files, relative to this file (docs/glossary-files.md)." }, "auth_scheme": { "type": "string", "pattern": "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$", "description": "The word before the key in the Authorization header (default Service-Auth-Key)." } }, "additionalProperties": false } } }, "additionalProperties": false, "$id": "config.document.json" };
var pattern17 = new RegExp("^https?://", "u");
var pattern18 = new RegExp("^[A-Za-z0-9!#$%&'*+.^_`|~-]+$", "u");
var pattern19 = new RegExp("^[^.\\s]+\\.[^.\\s]+$", "u");
var pattern22 = new RegExp("^https://", "u");
var pattern23 = new RegExp("^(100|[0-9]{1,2})(\\.[0-9]+)?%$", "u");
var pattern27 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
var pattern28 = new RegExp("^[A-Za-z0-9_.-]+$", "u");
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func0.call(schema10.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data0 = data.$schema;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.$schema.type, parentSchema: schema10.properties.$schema, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.styles_dir !== void 0) {
      let data1 = data.styles_dir;
      if (typeof data1 === "string") {
        if (data1.length < 1 || data1.length < 2 && func1(data1) < 1) {
          const err2 = { instancePath: instancePath + "/styles_dir", schemaPath: "#/properties/styles_dir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.styles_dir, data: data1 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/styles_dir", schemaPath: "#/properties/styles_dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.styles_dir.type, parentSchema: schema10.properties.styles_dir, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.glossaries_dir !== void 0) {
      let data2 = data.glossaries_dir;
      if (typeof data2 === "string") {
        if (data2.length < 1 || data2.length < 2 && func1(data2) < 1) {
          const err4 = { instancePath: instancePath + "/glossaries_dir", schemaPath: "#/properties/glossaries_dir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.glossaries_dir, data: data2 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/glossaries_dir", schemaPath: "#/properties/glossaries_dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.glossaries_dir.type, parentSchema: schema10.properties.glossaries_dir, data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.fragments !== void 0) {
      let data3 = data.fragments;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 === "string") {
            if (data4.length < 1 || data4.length < 2 && func1(data4) < 1) {
              const err6 = { instancePath: instancePath + "/fragments/" + i0, schemaPath: "#/properties/fragments/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.fragments.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/fragments/" + i0, schemaPath: "#/properties/fragments/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.fragments.items.type, parentSchema: schema10.properties.fragments.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/fragments", schemaPath: "#/properties/fragments/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.fragments.type, parentSchema: schema10.properties.fragments, data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.base_url !== void 0) {
      let data5 = data.base_url;
      if (typeof data5 === "string") {
        if (!pattern17.test(data5)) {
          const err9 = { instancePath: instancePath + "/base_url", schemaPath: "#/properties/base_url/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: 'must match pattern "^https?://"', schema: "^https?://", parentSchema: schema10.properties.base_url, data: data5 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/base_url", schemaPath: "#/properties/base_url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.base_url.type, parentSchema: schema10.properties.base_url, data: data5 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.auth_scheme !== void 0) {
      let data6 = data.auth_scheme;
      if (typeof data6 === "string") {
        if (!pattern18.test(data6)) {
          const err11 = { instancePath: instancePath + "/auth_scheme", schemaPath: "#/properties/auth_scheme/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$" }, message: 'must match pattern "^[A-Za-z0-9!#$%&\'*+.^_`|~-]+$"', schema: "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$", parentSchema: schema10.properties.auth_scheme, data: data6 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/auth_scheme", schemaPath: "#/properties/auth_scheme/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.auth_scheme.type, parentSchema: schema10.properties.auth_scheme, data: data6 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.reporting_tag !== void 0) {
      let data7 = data.reporting_tag;
      if (typeof data7 !== "string") {
        const err13 = { instancePath: instancePath + "/reporting_tag", schemaPath: "#/properties/reporting_tag/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.reporting_tag.type, parentSchema: schema10.properties.reporting_tag, data: data7 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.prune !== void 0) {
      let data8 = data.prune;
      if (typeof data8 !== "boolean") {
        const err14 = { instancePath: instancePath + "/prune", schemaPath: "#/properties/prune/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema10.properties.prune.type, parentSchema: schema10.properties.prune, data: data8 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.ignore !== void 0) {
      let data9 = data.ignore;
      if (Array.isArray(data9)) {
        const len1 = data9.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data10 = data9[i1];
          if (typeof data10 === "string") {
            if (data10.length < 1 || data10.length < 2 && func1(data10) < 1) {
              const err15 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.ignore.items, data: data10 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.ignore.items.type, parentSchema: schema10.properties.ignore.items, data: data10 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/ignore", schemaPath: "#/properties/ignore/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.ignore.type, parentSchema: schema10.properties.ignore, data: data9 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.protect !== void 0) {
      let data11 = data.protect;
      if (Array.isArray(data11)) {
        const len2 = data11.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data12 = data11[i2];
          if (typeof data12 === "string") {
            if (data12.length < 1 || data12.length < 2 && func1(data12) < 1) {
              const err18 = { instancePath: instancePath + "/protect/" + i2, schemaPath: "#/properties/protect/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.protect.items, data: data12 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = { instancePath: instancePath + "/protect/" + i2, schemaPath: "#/properties/protect/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.protect.items.type, parentSchema: schema10.properties.protect.items, data: data12 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/protect", schemaPath: "#/properties/protect/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.protect.type, parentSchema: schema10.properties.protect, data: data11 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.adopt !== void 0) {
      let data13 = data.adopt;
      if (typeof data13 !== "string") {
        const err21 = { instancePath: instancePath + "/adopt", schemaPath: "#/properties/adopt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.adopt.type, parentSchema: schema10.properties.adopt, data: data13 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (!(data13 === "warn" || data13 === "refuse")) {
        const err22 = { instancePath: instancePath + "/adopt", schemaPath: "#/properties/adopt/enum", keyword: "enum", params: { allowedValues: schema10.properties.adopt.enum }, message: "must be equal to one of the allowed values", schema: schema10.properties.adopt.enum, parentSchema: schema10.properties.adopt, data: data13 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.extra_rules !== void 0) {
      let data14 = data.extra_rules;
      if (Array.isArray(data14)) {
        const len3 = data14.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data15 = data14[i3];
          if (typeof data15 === "string") {
            if (!pattern19.test(data15)) {
              const err23 = { instancePath: instancePath + "/extra_rules/" + i3, schemaPath: "#/properties/extra_rules/items/pattern", keyword: "pattern", params: { pattern: "^[^.\\s]+\\.[^.\\s]+$" }, message: 'must match pattern "^[^.\\s]+\\.[^.\\s]+$"', schema: "^[^.\\s]+\\.[^.\\s]+$", parentSchema: schema10.properties.extra_rules.items, data: data15 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = { instancePath: instancePath + "/extra_rules/" + i3, schemaPath: "#/properties/extra_rules/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.extra_rules.items.type, parentSchema: schema10.properties.extra_rules.items, data: data15 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/extra_rules", schemaPath: "#/properties/extra_rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.properties.extra_rules.type, parentSchema: schema10.properties.extra_rules, data: data14 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.guide !== void 0) {
      let data16 = data.guide;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        for (const key1 in data16) {
          if (!(key1 === "audience" || key1 === "voice")) {
            const err26 = { instancePath: instancePath + "/guide", schemaPath: "#/properties/guide/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10.properties.guide, data: data16 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data16.audience !== void 0) {
          let data17 = data16.audience;
          if (typeof data17 === "string") {
            if (!pattern0.test(data17)) {
              const err27 = { instancePath: instancePath + "/guide/audience", schemaPath: "#/properties/guide/properties/audience/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema10.properties.guide.properties.audience, data: data17 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          } else {
            const err28 = { instancePath: instancePath + "/guide/audience", schemaPath: "#/properties/guide/properties/audience/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.guide.properties.audience.type, parentSchema: schema10.properties.guide.properties.audience, data: data17 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data16.voice !== void 0) {
          let data18 = data16.voice;
          if (typeof data18 === "string") {
            if (!pattern0.test(data18)) {
              const err29 = { instancePath: instancePath + "/guide/voice", schemaPath: "#/properties/guide/properties/voice/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema10.properties.guide.properties.voice, data: data18 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          } else {
            const err30 = { instancePath: instancePath + "/guide/voice", schemaPath: "#/properties/guide/properties/voice/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.guide.properties.voice.type, parentSchema: schema10.properties.guide.properties.voice, data: data18 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
      } else {
        const err31 = { instancePath: instancePath + "/guide", schemaPath: "#/properties/guide/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.guide.type, parentSchema: schema10.properties.guide, data: data16 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.guide_url !== void 0) {
      let data19 = data.guide_url;
      if (typeof data19 === "string") {
        if (!pattern22.test(data19)) {
          const err32 = { instancePath: instancePath + "/guide_url", schemaPath: "#/properties/guide_url/pattern", keyword: "pattern", params: { pattern: "^https://" }, message: 'must match pattern "^https://"', schema: "^https://", parentSchema: schema10.properties.guide_url, data: data19 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      } else {
        const err33 = { instancePath: instancePath + "/guide_url", schemaPath: "#/properties/guide_url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.guide_url.type, parentSchema: schema10.properties.guide_url, data: data19 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.coverage !== void 0) {
      let data20 = data.coverage;
      if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
        for (const key2 in data20) {
          if (!(key2 === "terms" || key2 === "rules" || key2 === "instructions")) {
            const err34 = { instancePath: instancePath + "/coverage", schemaPath: "#/properties/coverage/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10.properties.coverage, data: data20 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data20.terms !== void 0) {
          let data21 = data20.terms;
          const _errs47 = errors;
          let valid11 = false;
          const _errs48 = errors;
          if (typeof data21 === "string") {
            if (!pattern23.test(data21)) {
              const err35 = { instancePath: instancePath + "/coverage/terms", schemaPath: "#/properties/coverage/properties/terms/anyOf/0/pattern", keyword: "pattern", params: { pattern: "^(100|[0-9]{1,2})(\\.[0-9]+)?%$" }, message: 'must match pattern "^(100|[0-9]{1,2})(\\.[0-9]+)?%$"', schema: "^(100|[0-9]{1,2})(\\.[0-9]+)?%$", parentSchema: schema10.properties.coverage.properties.terms.anyOf[0], data: data21 };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          } else {
            const err36 = { instancePath: instancePath + "/coverage/terms", schemaPath: "#/properties/coverage/properties/terms/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.coverage.properties.terms.anyOf[0].type, parentSchema: schema10.properties.coverage.properties.terms.anyOf[0], data: data21 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
          var _valid0 = _errs48 === errors;
          valid11 = valid11 || _valid0;
          if (!valid11) {
            const _errs50 = errors;
            if (typeof data21 == "number") {
              if (data21 > 100 || isNaN(data21)) {
                const err37 = { instancePath: instancePath + "/coverage/terms", schemaPath: "#/properties/coverage/properties/terms/anyOf/1/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema10.properties.coverage.properties.terms.anyOf[1], data: data21 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
              if (data21 < 0 || isNaN(data21)) {
                const err38 = { instancePath: instancePath + "/coverage/terms", schemaPath: "#/properties/coverage/properties/terms/anyOf/1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema10.properties.coverage.properties.terms.anyOf[1], data: data21 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            } else {
              const err39 = { instancePath: instancePath + "/coverage/terms", schemaPath: "#/properties/coverage/properties/terms/anyOf/1/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema10.properties.coverage.properties.terms.anyOf[1].type, parentSchema: schema10.properties.coverage.properties.terms.anyOf[1], data: data21 };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
            var _valid0 = _errs50 === errors;
            valid11 = valid11 || _valid0;
          }
          if (!valid11) {
            const err40 = { instancePath: instancePath + "/coverage/terms", schemaPath: "#/properties/coverage/properties/terms/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema10.properties.coverage.properties.terms.anyOf, parentSchema: schema10.properties.coverage.properties.terms, data: data21 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          } else {
            errors = _errs47;
            if (vErrors !== null) {
              if (_errs47) {
                vErrors.length = _errs47;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data20.rules !== void 0) {
          let data22 = data20.rules;
          const _errs53 = errors;
          let valid12 = false;
          const _errs54 = errors;
          if (typeof data22 === "string") {
            if (!pattern23.test(data22)) {
              const err41 = { instancePath: instancePath + "/coverage/rules", schemaPath: "#/properties/coverage/properties/rules/anyOf/0/pattern", keyword: "pattern", params: { pattern: "^(100|[0-9]{1,2})(\\.[0-9]+)?%$" }, message: 'must match pattern "^(100|[0-9]{1,2})(\\.[0-9]+)?%$"', schema: "^(100|[0-9]{1,2})(\\.[0-9]+)?%$", parentSchema: schema10.properties.coverage.properties.rules.anyOf[0], data: data22 };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          } else {
            const err42 = { instancePath: instancePath + "/coverage/rules", schemaPath: "#/properties/coverage/properties/rules/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.coverage.properties.rules.anyOf[0].type, parentSchema: schema10.properties.coverage.properties.rules.anyOf[0], data: data22 };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
          var _valid1 = _errs54 === errors;
          valid12 = valid12 || _valid1;
          if (!valid12) {
            const _errs56 = errors;
            if (typeof data22 == "number") {
              if (data22 > 100 || isNaN(data22)) {
                const err43 = { instancePath: instancePath + "/coverage/rules", schemaPath: "#/properties/coverage/properties/rules/anyOf/1/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema10.properties.coverage.properties.rules.anyOf[1], data: data22 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              if (data22 < 0 || isNaN(data22)) {
                const err44 = { instancePath: instancePath + "/coverage/rules", schemaPath: "#/properties/coverage/properties/rules/anyOf/1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema10.properties.coverage.properties.rules.anyOf[1], data: data22 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            } else {
              const err45 = { instancePath: instancePath + "/coverage/rules", schemaPath: "#/properties/coverage/properties/rules/anyOf/1/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema10.properties.coverage.properties.rules.anyOf[1].type, parentSchema: schema10.properties.coverage.properties.rules.anyOf[1], data: data22 };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
            var _valid1 = _errs56 === errors;
            valid12 = valid12 || _valid1;
          }
          if (!valid12) {
            const err46 = { instancePath: instancePath + "/coverage/rules", schemaPath: "#/properties/coverage/properties/rules/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema10.properties.coverage.properties.rules.anyOf, parentSchema: schema10.properties.coverage.properties.rules, data: data22 };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          } else {
            errors = _errs53;
            if (vErrors !== null) {
              if (_errs53) {
                vErrors.length = _errs53;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data20.instructions !== void 0) {
          let data23 = data20.instructions;
          const _errs59 = errors;
          let valid13 = false;
          const _errs60 = errors;
          if (typeof data23 === "string") {
            if (!pattern23.test(data23)) {
              const err47 = { instancePath: instancePath + "/coverage/instructions", schemaPath: "#/properties/coverage/properties/instructions/anyOf/0/pattern", keyword: "pattern", params: { pattern: "^(100|[0-9]{1,2})(\\.[0-9]+)?%$" }, message: 'must match pattern "^(100|[0-9]{1,2})(\\.[0-9]+)?%$"', schema: "^(100|[0-9]{1,2})(\\.[0-9]+)?%$", parentSchema: schema10.properties.coverage.properties.instructions.anyOf[0], data: data23 };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          } else {
            const err48 = { instancePath: instancePath + "/coverage/instructions", schemaPath: "#/properties/coverage/properties/instructions/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.coverage.properties.instructions.anyOf[0].type, parentSchema: schema10.properties.coverage.properties.instructions.anyOf[0], data: data23 };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          var _valid2 = _errs60 === errors;
          valid13 = valid13 || _valid2;
          if (!valid13) {
            const _errs62 = errors;
            if (typeof data23 == "number") {
              if (data23 > 100 || isNaN(data23)) {
                const err49 = { instancePath: instancePath + "/coverage/instructions", schemaPath: "#/properties/coverage/properties/instructions/anyOf/1/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema10.properties.coverage.properties.instructions.anyOf[1], data: data23 };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
              if (data23 < 0 || isNaN(data23)) {
                const err50 = { instancePath: instancePath + "/coverage/instructions", schemaPath: "#/properties/coverage/properties/instructions/anyOf/1/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema10.properties.coverage.properties.instructions.anyOf[1], data: data23 };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            } else {
              const err51 = { instancePath: instancePath + "/coverage/instructions", schemaPath: "#/properties/coverage/properties/instructions/anyOf/1/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema10.properties.coverage.properties.instructions.anyOf[1].type, parentSchema: schema10.properties.coverage.properties.instructions.anyOf[1], data: data23 };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
            var _valid2 = _errs62 === errors;
            valid13 = valid13 || _valid2;
          }
          if (!valid13) {
            const err52 = { instancePath: instancePath + "/coverage/instructions", schemaPath: "#/properties/coverage/properties/instructions/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema10.properties.coverage.properties.instructions.anyOf, parentSchema: schema10.properties.coverage.properties.instructions, data: data23 };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          } else {
            errors = _errs59;
            if (vErrors !== null) {
              if (_errs59) {
                vErrors.length = _errs59;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err53 = { instancePath: instancePath + "/coverage", schemaPath: "#/properties/coverage/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.coverage.type, parentSchema: schema10.properties.coverage, data: data20 };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
    if (data.thresholds !== void 0) {
      let data24 = data.thresholds;
      if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
        for (const key3 in data24) {
          if (!(key3 === "max_deletes" || key3 === "max_delete_percent")) {
            const err54 = { instancePath: instancePath + "/thresholds", schemaPath: "#/properties/thresholds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10.properties.thresholds, data: data24 };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
        if (data24.max_deletes !== void 0) {
          let data25 = data24.max_deletes;
          if (!(typeof data25 == "number" && (!(data25 % 1) && !isNaN(data25)))) {
            const err55 = { instancePath: instancePath + "/thresholds/max_deletes", schemaPath: "#/properties/thresholds/properties/max_deletes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema10.properties.thresholds.properties.max_deletes.type, parentSchema: schema10.properties.thresholds.properties.max_deletes, data: data25 };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
          if (typeof data25 == "number") {
            if (data25 < 0 || isNaN(data25)) {
              const err56 = { instancePath: instancePath + "/thresholds/max_deletes", schemaPath: "#/properties/thresholds/properties/max_deletes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema10.properties.thresholds.properties.max_deletes, data: data25 };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          }
        }
        if (data24.max_delete_percent !== void 0) {
          let data26 = data24.max_delete_percent;
          if (typeof data26 == "number") {
            if (data26 > 100 || isNaN(data26)) {
              const err57 = { instancePath: instancePath + "/thresholds/max_delete_percent", schemaPath: "#/properties/thresholds/properties/max_delete_percent/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema10.properties.thresholds.properties.max_delete_percent, data: data26 };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
            if (data26 < 0 || isNaN(data26)) {
              const err58 = { instancePath: instancePath + "/thresholds/max_delete_percent", schemaPath: "#/properties/thresholds/properties/max_delete_percent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema10.properties.thresholds.properties.max_delete_percent, data: data26 };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
          } else {
            const err59 = { instancePath: instancePath + "/thresholds/max_delete_percent", schemaPath: "#/properties/thresholds/properties/max_delete_percent/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema10.properties.thresholds.properties.max_delete_percent.type, parentSchema: schema10.properties.thresholds.properties.max_delete_percent, data: data26 };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
      } else {
        const err60 = { instancePath: instancePath + "/thresholds", schemaPath: "#/properties/thresholds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.thresholds.type, parentSchema: schema10.properties.thresholds, data: data24 };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.preview !== void 0) {
      let data27 = data.preview;
      if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
        if (data27.api_key_env === void 0) {
          const err61 = { instancePath: instancePath + "/preview", schemaPath: "#/properties/preview/required", keyword: "required", params: { missingProperty: "api_key_env" }, message: "must have required property 'api_key_env'", schema: schema10.properties.preview.required, parentSchema: schema10.properties.preview, data: data27 };
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
        for (const key4 in data27) {
          if (!(key4 === "base_url" || key4 === "api_key_env")) {
            const err62 = { instancePath: instancePath + "/preview", schemaPath: "#/properties/preview/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10.properties.preview, data: data27 };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data27.base_url !== void 0) {
          let data28 = data27.base_url;
          if (typeof data28 === "string") {
            if (!pattern17.test(data28)) {
              const err63 = { instancePath: instancePath + "/preview/base_url", schemaPath: "#/properties/preview/properties/base_url/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: 'must match pattern "^https?://"', schema: "^https?://", parentSchema: schema10.properties.preview.properties.base_url, data: data28 };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          } else {
            const err64 = { instancePath: instancePath + "/preview/base_url", schemaPath: "#/properties/preview/properties/base_url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.preview.properties.base_url.type, parentSchema: schema10.properties.preview.properties.base_url, data: data28 };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
        if (data27.api_key_env !== void 0) {
          let data29 = data27.api_key_env;
          if (typeof data29 === "string") {
            if (!pattern27.test(data29)) {
              const err65 = { instancePath: instancePath + "/preview/api_key_env", schemaPath: "#/properties/preview/properties/api_key_env/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"', schema: "^[A-Za-z_][A-Za-z0-9_]*$", parentSchema: schema10.properties.preview.properties.api_key_env, data: data29 };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          } else {
            const err66 = { instancePath: instancePath + "/preview/api_key_env", schemaPath: "#/properties/preview/properties/api_key_env/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.preview.properties.api_key_env.type, parentSchema: schema10.properties.preview.properties.api_key_env, data: data29 };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
      } else {
        const err67 = { instancePath: instancePath + "/preview", schemaPath: "#/properties/preview/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.preview.type, parentSchema: schema10.properties.preview, data: data27 };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.targets !== void 0) {
      let data30 = data.targets;
      if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
        for (const key5 in data30) {
          const _errs80 = errors;
          if (typeof key5 === "string") {
            if (!pattern28.test(key5)) {
              const err68 = { instancePath: instancePath + "/targets", schemaPath: "#/properties/targets/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+$"', schema: "^[A-Za-z0-9_.-]+$", parentSchema: schema10.properties.targets.propertyNames, data: key5, propertyName: key5 };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
          }
          var valid16 = _errs80 === errors;
          if (!valid16) {
            const err69 = { instancePath: instancePath + "/targets", schemaPath: "#/properties/targets/propertyNames", keyword: "propertyNames", params: { propertyName: key5 }, message: "property name must be valid", schema: schema10.properties.targets.propertyNames, parentSchema: schema10.properties.targets, data: data30 };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        for (const key6 in data30) {
          let data31 = data30[key6];
          if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
            for (const key7 in data31) {
              if (!(key7 === "base_url" || key7 === "api_key_env" || key7 === "styles_dir" || key7 === "glossaries_dir" || key7 === "auth_scheme")) {
                const err70 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/targets/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties", schema: false, parentSchema: schema10.properties.targets.additionalProperties, data: data31 };
                if (vErrors === null) {
                  vErrors = [err70];
                } else {
                  vErrors.push(err70);
                }
                errors++;
              }
            }
            if (data31.base_url !== void 0) {
              let data32 = data31.base_url;
              if (typeof data32 === "string") {
                if (!pattern17.test(data32)) {
                  const err71 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/base_url", schemaPath: "#/properties/targets/additionalProperties/properties/base_url/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: 'must match pattern "^https?://"', schema: "^https?://", parentSchema: schema10.properties.targets.additionalProperties.properties.base_url, data: data32 };
                  if (vErrors === null) {
                    vErrors = [err71];
                  } else {
                    vErrors.push(err71);
                  }
                  errors++;
                }
              } else {
                const err72 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/base_url", schemaPath: "#/properties/targets/additionalProperties/properties/base_url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.targets.additionalProperties.properties.base_url.type, parentSchema: schema10.properties.targets.additionalProperties.properties.base_url, data: data32 };
                if (vErrors === null) {
                  vErrors = [err72];
                } else {
                  vErrors.push(err72);
                }
                errors++;
              }
            }
            if (data31.api_key_env !== void 0) {
              let data33 = data31.api_key_env;
              if (typeof data33 === "string") {
                if (!pattern27.test(data33)) {
                  const err73 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/api_key_env", schemaPath: "#/properties/targets/additionalProperties/properties/api_key_env/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"', schema: "^[A-Za-z_][A-Za-z0-9_]*$", parentSchema: schema10.properties.targets.additionalProperties.properties.api_key_env, data: data33 };
                  if (vErrors === null) {
                    vErrors = [err73];
                  } else {
                    vErrors.push(err73);
                  }
                  errors++;
                }
              } else {
                const err74 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/api_key_env", schemaPath: "#/properties/targets/additionalProperties/properties/api_key_env/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.targets.additionalProperties.properties.api_key_env.type, parentSchema: schema10.properties.targets.additionalProperties.properties.api_key_env, data: data33 };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data31.styles_dir !== void 0) {
              let data34 = data31.styles_dir;
              if (typeof data34 === "string") {
                if (data34.length < 1 || data34.length < 2 && func1(data34) < 1) {
                  const err75 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/styles_dir", schemaPath: "#/properties/targets/additionalProperties/properties/styles_dir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.targets.additionalProperties.properties.styles_dir, data: data34 };
                  if (vErrors === null) {
                    vErrors = [err75];
                  } else {
                    vErrors.push(err75);
                  }
                  errors++;
                }
              } else {
                const err76 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/styles_dir", schemaPath: "#/properties/targets/additionalProperties/properties/styles_dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.targets.additionalProperties.properties.styles_dir.type, parentSchema: schema10.properties.targets.additionalProperties.properties.styles_dir, data: data34 };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data31.glossaries_dir !== void 0) {
              let data35 = data31.glossaries_dir;
              if (typeof data35 === "string") {
                if (data35.length < 1 || data35.length < 2 && func1(data35) < 1) {
                  const err77 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/glossaries_dir", schemaPath: "#/properties/targets/additionalProperties/properties/glossaries_dir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema10.properties.targets.additionalProperties.properties.glossaries_dir, data: data35 };
                  if (vErrors === null) {
                    vErrors = [err77];
                  } else {
                    vErrors.push(err77);
                  }
                  errors++;
                }
              } else {
                const err78 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/glossaries_dir", schemaPath: "#/properties/targets/additionalProperties/properties/glossaries_dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.targets.additionalProperties.properties.glossaries_dir.type, parentSchema: schema10.properties.targets.additionalProperties.properties.glossaries_dir, data: data35 };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
            }
            if (data31.auth_scheme !== void 0) {
              let data36 = data31.auth_scheme;
              if (typeof data36 === "string") {
                if (!pattern18.test(data36)) {
                  const err79 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/auth_scheme", schemaPath: "#/properties/targets/additionalProperties/properties/auth_scheme/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$" }, message: 'must match pattern "^[A-Za-z0-9!#$%&\'*+.^_`|~-]+$"', schema: "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$", parentSchema: schema10.properties.targets.additionalProperties.properties.auth_scheme, data: data36 };
                  if (vErrors === null) {
                    vErrors = [err79];
                  } else {
                    vErrors.push(err79);
                  }
                  errors++;
                }
              } else {
                const err80 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/auth_scheme", schemaPath: "#/properties/targets/additionalProperties/properties/auth_scheme/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.properties.targets.additionalProperties.properties.auth_scheme.type, parentSchema: schema10.properties.targets.additionalProperties.properties.auth_scheme, data: data36 };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
          } else {
            const err81 = { instancePath: instancePath + "/targets/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/targets/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.targets.additionalProperties.type, parentSchema: schema10.properties.targets.additionalProperties, data: data31 };
            if (vErrors === null) {
              vErrors = [err81];
            } else {
              vErrors.push(err81);
            }
            errors++;
          }
        }
      } else {
        const err82 = { instancePath: instancePath + "/targets", schemaPath: "#/properties/targets/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.properties.targets.type, parentSchema: schema10.properties.targets, data: data30 };
        if (vErrors === null) {
          vErrors = [err82];
        } else {
          vErrors.push(err82);
        }
        errors++;
      }
    }
  } else {
    const err83 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema10.type, parentSchema: schema10, data };
    if (vErrors === null) {
      vErrors = [err83];
    } else {
      vErrors.push(err83);
    }
    errors++;
  }
  validate2.errors = vErrors;
  return errors === 0;
}
var glossary = validate3;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "title": "stylesync glossary", "description": "One glossary of the service (terminology: dictionaries of source \u2192 target terms per language pair), kept as code. See docs/glossary-files.md.", "type": "object", "properties": { "$schema": { "type": "string" }, "name": { "type": "string", "pattern": "\\S", "description": "Name of the glossary on the service; unique across the glossary files; at most 1024 UTF-8 bytes." }, "glossary_id": { "type": "string", "minLength": 1, "description": "Optional pin to an existing live glossary: adopts it and lets the name change." }, "state": { "type": "string", "enum": ["present", "absent"], "default": "present", "description": "absent deletes the live glossary (a tombstone)." }, "protect": { "type": "boolean", "default": false, "description": "true: no plan may delete this glossary or remove one of its dictionaries, whatever the flags. Remove it in a change of its own first. See docs/plan-and-apply.md." }, "note": { "type": "string", "pattern": "\\S", "maxLength": 200, "description": "The change in words for the style guide's dated What's new (`stylesync guide`): shown beside the commit subject on the rows of the commits that changed it. One line, at most 200 characters; never sent to the service. See docs/guide.md." }, "dictionaries": { "type": "array", "items": { "$ref": "#/definitions/dictionary" } }, "examples": { "type": "array", "description": "Sample translations `stylesync plan --check-translations` runs with this glossary alone (no style list), before and after the change. See docs/checks.md.", "items": { "type": "object", "properties": { "text": { "type": "string", "pattern": "\\S", "description": "Source text to translate." }, "source_language": { "type": "string", "pattern": "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", "description": "Language of the text, e.g. en; required, since the service translates with a glossary only when the source language is given." }, "target_language": { "type": "string", "minLength": 1, "description": "Target language code as the service names it (e.g. de, en-GB, pt-BR); the glossary must hold a dictionary for its base language." }, "context": { "type": "string", "description": "Context sent with the text; not translated or billed." }, "expect": { "type": "object", "properties": { "contains": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Text the translation must contain." }, "not_contains": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Text the translation must not contain." }, "matches": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Regular expressions (JavaScript syntax) the translation must match." } }, "additionalProperties": false } }, "required": ["text", "source_language", "target_language"], "additionalProperties": false } } }, "additionalProperties": false, "if": { "properties": { "state": { "const": "absent" } }, "required": ["state"] }, "then": { "anyOf": [{ "required": ["name"] }, { "required": ["glossary_id"] }] }, "else": { "required": ["name", "dictionaries"] }, "definitions": { "dictionary": { "type": "object", "description": "The terms of one language pair; a glossary holds at most one dictionary per pair.", "properties": { "source_language": { "type": "string", "minLength": 1, "description": "Base code of the source language (en, de, pt; never a variant such as pt-BR: a glossary applies to every variant)." }, "target_language": { "type": "string", "minLength": 1, "description": "Base code of the target language (en, de, pt; never a variant such as pt-BR: a glossary applies to every variant)." }, "entries": { "type": "object", "description": "Source term \u2192 target term (`sign in: anmelden`), or the long form (`sign in: {target: anmelden, forbidden: [einloggen]}`). Each term: not empty, one line, no leading or trailing whitespace, at most 1024 UTF-8 bytes.", "additionalProperties": { "$ref": "#/definitions/entry" } }, "entries_file": { "type": "string", "minLength": 1, "description": "A .tsv, .csv or .tbx file holding the entries instead, relative to this file and inside the repository (CSV in the service dialect; TBX as terminology tools export it, forbidden variants, definitions and notes included)." } }, "required": ["source_language", "target_language"], "additionalProperties": false }, "entry": { "type": ["string", "object"], "description": "The target term, or a mapping: target, admitted, forbidden, definition, note; or {translate: false}. See docs/glossary-files.md.", "properties": { "target": { "type": "string", "description": "The target term the service uses." }, "admitted": { "type": "array", "items": { "type": ["string", "object"], "properties": { "term": { "type": "string", "description": "The admitted alternative, a term by the same rules as the target." }, "note": { "type": "string", "minLength": 1, "maxLength": 2e3, "description": "When the alternative fits. For people, the guide and TBX; never sent to the service. At most 2000 characters." } }, "required": ["term"], "additionalProperties": false }, "description": "Target variants translators may use instead of the target (TBX admittedTerm): terms, or {term, note}; for people, the guide, TBX and the checks; never sent to the service." }, "forbidden": { "type": "array", "items": { "type": ["string", "object"], "properties": { "term": { "type": "string", "description": "The forbidden variant, a term by the same rules as the target." }, "note": { "type": "string", "minLength": 1, "maxLength": 2e3, "description": "Why it is forbidden. For people, the guide and TBX; never sent to the service. At most 2000 characters." }, "status": { "enum": ["superseded"], "description": "superseded: an older term, replaced by the target (TBX supersededTerm); without it, deprecated (TBX deprecatedTerm)." } }, "required": ["term"], "additionalProperties": false }, "description": "Target variants never to use (each a term by the same rules): terms, or {term, note, status: superseded}; for people, the guide, TBX and the checks; never sent to the service." }, "definition": { "type": "string", "minLength": 1, "maxLength": 2e3, "description": "What the term means. For people, the guide and TBX; never sent to the service. At most 2000 characters." }, "note": { "type": "string", "minLength": 1, "maxLength": 2e3, "description": "Usage advice for translators. For people, the guide and TBX; never sent to the service. At most 2000 characters." }, "translate": { "enum": [false], "description": "false: do not translate the term; its target is the source term itself." } }, "additionalProperties": false, "if": { "not": { "required": ["translate"] } }, "then": { "required": ["target"] } } }, "$id": "glossary.document.json" };
var schema12 = { "type": "object", "description": "The terms of one language pair; a glossary holds at most one dictionary per pair.", "properties": { "source_language": { "type": "string", "minLength": 1, "description": "Base code of the source language (en, de, pt; never a variant such as pt-BR: a glossary applies to every variant)." }, "target_language": { "type": "string", "minLength": 1, "description": "Base code of the target language (en, de, pt; never a variant such as pt-BR: a glossary applies to every variant)." }, "entries": { "type": "object", "description": "Source term \u2192 target term (`sign in: anmelden`), or the long form (`sign in: {target: anmelden, forbidden: [einloggen]}`). Each term: not empty, one line, no leading or trailing whitespace, at most 1024 UTF-8 bytes.", "additionalProperties": { "$ref": "#/definitions/entry" } }, "entries_file": { "type": "string", "minLength": 1, "description": "A .tsv, .csv or .tbx file holding the entries instead, relative to this file and inside the repository (CSV in the service dialect; TBX as terminology tools export it, forbidden variants, definitions and notes included)." } }, "required": ["source_language", "target_language"], "additionalProperties": false };
var schema13 = { "type": ["string", "object"], "description": "The target term, or a mapping: target, admitted, forbidden, definition, note; or {translate: false}. See docs/glossary-files.md.", "properties": { "target": { "type": "string", "description": "The target term the service uses." }, "admitted": { "type": "array", "items": { "type": ["string", "object"], "properties": { "term": { "type": "string", "description": "The admitted alternative, a term by the same rules as the target." }, "note": { "type": "string", "minLength": 1, "maxLength": 2e3, "description": "When the alternative fits. For people, the guide and TBX; never sent to the service. At most 2000 characters." } }, "required": ["term"], "additionalProperties": false }, "description": "Target variants translators may use instead of the target (TBX admittedTerm): terms, or {term, note}; for people, the guide, TBX and the checks; never sent to the service." }, "forbidden": { "type": "array", "items": { "type": ["string", "object"], "properties": { "term": { "type": "string", "description": "The forbidden variant, a term by the same rules as the target." }, "note": { "type": "string", "minLength": 1, "maxLength": 2e3, "description": "Why it is forbidden. For people, the guide and TBX; never sent to the service. At most 2000 characters." }, "status": { "enum": ["superseded"], "description": "superseded: an older term, replaced by the target (TBX supersededTerm); without it, deprecated (TBX deprecatedTerm)." } }, "required": ["term"], "additionalProperties": false }, "description": "Target variants never to use (each a term by the same rules): terms, or {term, note, status: superseded}; for people, the guide, TBX and the checks; never sent to the service." }, "definition": { "type": "string", "minLength": 1, "maxLength": 2e3, "description": "What the term means. For people, the guide and TBX; never sent to the service. At most 2000 characters." }, "note": { "type": "string", "minLength": 1, "maxLength": 2e3, "description": "Usage advice for translators. For people, the guide and TBX; never sent to the service. At most 2000 characters." }, "translate": { "enum": [false], "description": "false: do not translate the term; its target is the source term itself." } }, "additionalProperties": false, "if": { "not": { "required": ["translate"] } }, "then": { "required": ["target"] } };
function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.source_language === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_language" }, message: "must have required property 'source_language'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.target_language === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "target_language" }, message: "must have required property 'target_language'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "source_language" || key0 === "target_language" || key0 === "entries" || key0 === "entries_file")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.source_language !== void 0) {
      let data0 = data.source_language;
      if (typeof data0 === "string") {
        if (data0.length < 1 || data0.length < 2 && func1(data0) < 1) {
          const err3 = { instancePath: instancePath + "/source_language", schemaPath: "#/properties/source_language/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.source_language, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/source_language", schemaPath: "#/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.source_language.type, parentSchema: schema12.properties.source_language, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.target_language !== void 0) {
      let data1 = data.target_language;
      if (typeof data1 === "string") {
        if (data1.length < 1 || data1.length < 2 && func1(data1) < 1) {
          const err5 = { instancePath: instancePath + "/target_language", schemaPath: "#/properties/target_language/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.target_language, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/target_language", schemaPath: "#/properties/target_language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.target_language.type, parentSchema: schema12.properties.target_language, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.entries !== void 0) {
      let data2 = data.entries;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key1 in data2) {
          let data3 = data2[key1];
          if (typeof data3 !== "string" && !(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
            const err7 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/entry/type", keyword: "type", params: { type: schema13.type }, message: "must be string,object", schema: schema13.type, parentSchema: schema13, data: data3 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          const _errs12 = errors;
          let valid3 = true;
          const _errs13 = errors;
          const _errs14 = errors;
          const _errs15 = errors;
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            let missing0;
            if (data3.translate === void 0 && (missing0 = "translate")) {
              const err8 = {};
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
          var valid4 = _errs15 === errors;
          if (valid4) {
            const err9 = {};
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          } else {
            errors = _errs14;
            if (vErrors !== null) {
              if (_errs14) {
                vErrors.length = _errs14;
              } else {
                vErrors = null;
              }
            }
          }
          var _valid0 = _errs13 === errors;
          errors = _errs12;
          if (vErrors !== null) {
            if (_errs12) {
              vErrors.length = _errs12;
            } else {
              vErrors = null;
            }
          }
          if (_valid0) {
            const _errs16 = errors;
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.target === void 0) {
                const err10 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/entry/then/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'", schema: schema13.then.required, parentSchema: schema13.then, data: data3 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            var _valid0 = _errs16 === errors;
            valid3 = _valid0;
          }
          if (!valid3) {
            const err11 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/entry/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema13.if, parentSchema: schema13, data: data3 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            for (const key2 in data3) {
              if (!(key2 === "target" || key2 === "admitted" || key2 === "forbidden" || key2 === "definition" || key2 === "note" || key2 === "translate")) {
                const err12 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/entry/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13, data: data3 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data3.target !== void 0) {
              let data4 = data3.target;
              if (typeof data4 !== "string") {
                const err13 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/target", schemaPath: "#/definitions/entry/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.target.type, parentSchema: schema13.properties.target, data: data4 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data3.admitted !== void 0) {
              let data5 = data3.admitted;
              if (Array.isArray(data5)) {
                const len0 = data5.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data6 = data5[i0];
                  if (typeof data6 !== "string" && !(data6 && typeof data6 == "object" && !Array.isArray(data6))) {
                    const err14 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/admitted/" + i0, schemaPath: "#/definitions/entry/properties/admitted/items/type", keyword: "type", params: { type: schema13.properties.admitted.items.type }, message: "must be string,object", schema: schema13.properties.admitted.items.type, parentSchema: schema13.properties.admitted.items, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                  if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                    if (data6.term === void 0) {
                      const err15 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/admitted/" + i0, schemaPath: "#/definitions/entry/properties/admitted/items/required", keyword: "required", params: { missingProperty: "term" }, message: "must have required property 'term'", schema: schema13.properties.admitted.items.required, parentSchema: schema13.properties.admitted.items, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err15];
                      } else {
                        vErrors.push(err15);
                      }
                      errors++;
                    }
                    for (const key3 in data6) {
                      if (!(key3 === "term" || key3 === "note")) {
                        const err16 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/admitted/" + i0, schemaPath: "#/definitions/entry/properties/admitted/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13.properties.admitted.items, data: data6 };
                        if (vErrors === null) {
                          vErrors = [err16];
                        } else {
                          vErrors.push(err16);
                        }
                        errors++;
                      }
                    }
                    if (data6.term !== void 0) {
                      let data7 = data6.term;
                      if (typeof data7 !== "string") {
                        const err17 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/admitted/" + i0 + "/term", schemaPath: "#/definitions/entry/properties/admitted/items/properties/term/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.admitted.items.properties.term.type, parentSchema: schema13.properties.admitted.items.properties.term, data: data7 };
                        if (vErrors === null) {
                          vErrors = [err17];
                        } else {
                          vErrors.push(err17);
                        }
                        errors++;
                      }
                    }
                    if (data6.note !== void 0) {
                      let data8 = data6.note;
                      if (typeof data8 === "string") {
                        if (data8.length > 2e3 && func1(data8) > 2e3) {
                          const err18 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/admitted/" + i0 + "/note", schemaPath: "#/definitions/entry/properties/admitted/items/properties/note/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters", schema: 2e3, parentSchema: schema13.properties.admitted.items.properties.note, data: data8 };
                          if (vErrors === null) {
                            vErrors = [err18];
                          } else {
                            vErrors.push(err18);
                          }
                          errors++;
                        }
                        if (data8.length < 1 || data8.length < 2 && func1(data8) < 1) {
                          const err19 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/admitted/" + i0 + "/note", schemaPath: "#/definitions/entry/properties/admitted/items/properties/note/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.admitted.items.properties.note, data: data8 };
                          if (vErrors === null) {
                            vErrors = [err19];
                          } else {
                            vErrors.push(err19);
                          }
                          errors++;
                        }
                      } else {
                        const err20 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/admitted/" + i0 + "/note", schemaPath: "#/definitions/entry/properties/admitted/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.admitted.items.properties.note.type, parentSchema: schema13.properties.admitted.items.properties.note, data: data8 };
                        if (vErrors === null) {
                          vErrors = [err20];
                        } else {
                          vErrors.push(err20);
                        }
                        errors++;
                      }
                    }
                  }
                }
              } else {
                const err21 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/admitted", schemaPath: "#/definitions/entry/properties/admitted/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.admitted.type, parentSchema: schema13.properties.admitted, data: data5 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data3.forbidden !== void 0) {
              let data9 = data3.forbidden;
              if (Array.isArray(data9)) {
                const len1 = data9.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data10 = data9[i1];
                  if (typeof data10 !== "string" && !(data10 && typeof data10 == "object" && !Array.isArray(data10))) {
                    const err22 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/forbidden/" + i1, schemaPath: "#/definitions/entry/properties/forbidden/items/type", keyword: "type", params: { type: schema13.properties.forbidden.items.type }, message: "must be string,object", schema: schema13.properties.forbidden.items.type, parentSchema: schema13.properties.forbidden.items, data: data10 };
                    if (vErrors === null) {
                      vErrors = [err22];
                    } else {
                      vErrors.push(err22);
                    }
                    errors++;
                  }
                  if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                    if (data10.term === void 0) {
                      const err23 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/forbidden/" + i1, schemaPath: "#/definitions/entry/properties/forbidden/items/required", keyword: "required", params: { missingProperty: "term" }, message: "must have required property 'term'", schema: schema13.properties.forbidden.items.required, parentSchema: schema13.properties.forbidden.items, data: data10 };
                      if (vErrors === null) {
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                    for (const key4 in data10) {
                      if (!(key4 === "term" || key4 === "note" || key4 === "status")) {
                        const err24 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/forbidden/" + i1, schemaPath: "#/definitions/entry/properties/forbidden/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema13.properties.forbidden.items, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err24];
                        } else {
                          vErrors.push(err24);
                        }
                        errors++;
                      }
                    }
                    if (data10.term !== void 0) {
                      let data11 = data10.term;
                      if (typeof data11 !== "string") {
                        const err25 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/forbidden/" + i1 + "/term", schemaPath: "#/definitions/entry/properties/forbidden/items/properties/term/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.forbidden.items.properties.term.type, parentSchema: schema13.properties.forbidden.items.properties.term, data: data11 };
                        if (vErrors === null) {
                          vErrors = [err25];
                        } else {
                          vErrors.push(err25);
                        }
                        errors++;
                      }
                    }
                    if (data10.note !== void 0) {
                      let data12 = data10.note;
                      if (typeof data12 === "string") {
                        if (data12.length > 2e3 && func1(data12) > 2e3) {
                          const err26 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/forbidden/" + i1 + "/note", schemaPath: "#/definitions/entry/properties/forbidden/items/properties/note/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters", schema: 2e3, parentSchema: schema13.properties.forbidden.items.properties.note, data: data12 };
                          if (vErrors === null) {
                            vErrors = [err26];
                          } else {
                            vErrors.push(err26);
                          }
                          errors++;
                        }
                        if (data12.length < 1 || data12.length < 2 && func1(data12) < 1) {
                          const err27 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/forbidden/" + i1 + "/note", schemaPath: "#/definitions/entry/properties/forbidden/items/properties/note/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.forbidden.items.properties.note, data: data12 };
                          if (vErrors === null) {
                            vErrors = [err27];
                          } else {
                            vErrors.push(err27);
                          }
                          errors++;
                        }
                      } else {
                        const err28 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/forbidden/" + i1 + "/note", schemaPath: "#/definitions/entry/properties/forbidden/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.forbidden.items.properties.note.type, parentSchema: schema13.properties.forbidden.items.properties.note, data: data12 };
                        if (vErrors === null) {
                          vErrors = [err28];
                        } else {
                          vErrors.push(err28);
                        }
                        errors++;
                      }
                    }
                    if (data10.status !== void 0) {
                      let data13 = data10.status;
                      if (!(data13 === "superseded")) {
                        const err29 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/forbidden/" + i1 + "/status", schemaPath: "#/definitions/entry/properties/forbidden/items/properties/status/enum", keyword: "enum", params: { allowedValues: schema13.properties.forbidden.items.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema13.properties.forbidden.items.properties.status.enum, parentSchema: schema13.properties.forbidden.items.properties.status, data: data13 };
                        if (vErrors === null) {
                          vErrors = [err29];
                        } else {
                          vErrors.push(err29);
                        }
                        errors++;
                      }
                    }
                  }
                }
              } else {
                const err30 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/forbidden", schemaPath: "#/definitions/entry/properties/forbidden/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema13.properties.forbidden.type, parentSchema: schema13.properties.forbidden, data: data9 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            if (data3.definition !== void 0) {
              let data14 = data3.definition;
              if (typeof data14 === "string") {
                if (data14.length > 2e3 && func1(data14) > 2e3) {
                  const err31 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/definition", schemaPath: "#/definitions/entry/properties/definition/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters", schema: 2e3, parentSchema: schema13.properties.definition, data: data14 };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
                if (data14.length < 1 || data14.length < 2 && func1(data14) < 1) {
                  const err32 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/definition", schemaPath: "#/definitions/entry/properties/definition/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.definition, data: data14 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              } else {
                const err33 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/definition", schemaPath: "#/definitions/entry/properties/definition/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.definition.type, parentSchema: schema13.properties.definition, data: data14 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data3.note !== void 0) {
              let data15 = data3.note;
              if (typeof data15 === "string") {
                if (data15.length > 2e3 && func1(data15) > 2e3) {
                  const err34 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/note", schemaPath: "#/definitions/entry/properties/note/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters", schema: 2e3, parentSchema: schema13.properties.note, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
                if (data15.length < 1 || data15.length < 2 && func1(data15) < 1) {
                  const err35 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/note", schemaPath: "#/definitions/entry/properties/note/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13.properties.note, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
              } else {
                const err36 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/note", schemaPath: "#/definitions/entry/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.properties.note.type, parentSchema: schema13.properties.note, data: data15 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data3.translate !== void 0) {
              let data16 = data3.translate;
              if (!(data16 === false)) {
                const err37 = { instancePath: instancePath + "/entries/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/translate", schemaPath: "#/definitions/entry/properties/translate/enum", keyword: "enum", params: { allowedValues: schema13.properties.translate.enum }, message: "must be equal to one of the allowed values", schema: schema13.properties.translate.enum, parentSchema: schema13.properties.translate, data: data16 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
          }
        }
      } else {
        const err38 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.properties.entries.type, parentSchema: schema12.properties.entries, data: data2 };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    if (data.entries_file !== void 0) {
      let data17 = data.entries_file;
      if (typeof data17 === "string") {
        if (data17.length < 1 || data17.length < 2 && func1(data17) < 1) {
          const err39 = { instancePath: instancePath + "/entries_file", schemaPath: "#/properties/entries_file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.entries_file, data: data17 };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      } else {
        const err40 = { instancePath: instancePath + "/entries_file", schemaPath: "#/properties/entries_file/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.entries_file.type, parentSchema: schema12.properties.entries_file, data: data17 };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
  } else {
    const err41 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.type, parentSchema: schema12, data };
    if (vErrors === null) {
      vErrors = [err41];
    } else {
      vErrors.push(err41);
    }
    errors++;
  }
  validate4.errors = vErrors;
  return errors === 0;
}
function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.state === void 0 && (missing0 = "state")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        if ("absent" !== data.state) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs4 = errors;
    const _errs5 = errors;
    let valid2 = false;
    const _errs6 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.name === void 0) {
        const err2 = { instancePath, schemaPath: "#/then/anyOf/0/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.then.anyOf[0].required, parentSchema: schema11.then.anyOf[0], data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid1 = _errs6 === errors;
    valid2 = valid2 || _valid1;
    if (!valid2) {
      const _errs7 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.glossary_id === void 0) {
          const err3 = { instancePath, schemaPath: "#/then/anyOf/1/required", keyword: "required", params: { missingProperty: "glossary_id" }, message: "must have required property 'glossary_id'", schema: schema11.then.anyOf[1].required, parentSchema: schema11.then.anyOf[1], data };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      var _valid1 = _errs7 === errors;
      valid2 = valid2 || _valid1;
    }
    if (!valid2) {
      const err4 = { instancePath, schemaPath: "#/then/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema11.then.anyOf, parentSchema: schema11.then, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    } else {
      errors = _errs5;
      if (vErrors !== null) {
        if (_errs5) {
          vErrors.length = _errs5;
        } else {
          vErrors = null;
        }
      }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    ifClause0 = "then";
  } else {
    const _errs8 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.name === void 0) {
        const err5 = { instancePath, schemaPath: "#/else/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.else.required, parentSchema: schema11.else, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.dictionaries === void 0) {
        const err6 = { instancePath, schemaPath: "#/else/required", keyword: "required", params: { missingProperty: "dictionaries" }, message: "must have required property 'dictionaries'", schema: schema11.else.required, parentSchema: schema11.else, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    var _valid0 = _errs8 === errors;
    valid0 = _valid0;
    ifClause0 = "else";
  }
  if (!valid0) {
    const err7 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema11.if, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "name" || key0 === "glossary_id" || key0 === "state" || key0 === "protect" || key0 === "note" || key0 === "dictionaries" || key0 === "examples")) {
        const err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data1 = data.$schema;
      if (typeof data1 !== "string") {
        const err9 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.$schema.type, parentSchema: schema11.properties.$schema, data: data1 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data2 = data.name;
      if (typeof data2 === "string") {
        if (!pattern0.test(data2)) {
          const err10 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.name, data: data2 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.name.type, parentSchema: schema11.properties.name, data: data2 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.glossary_id !== void 0) {
      let data3 = data.glossary_id;
      if (typeof data3 === "string") {
        if (data3.length < 1 || data3.length < 2 && func1(data3) < 1) {
          const err12 = { instancePath: instancePath + "/glossary_id", schemaPath: "#/properties/glossary_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.glossary_id, data: data3 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/glossary_id", schemaPath: "#/properties/glossary_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.glossary_id.type, parentSchema: schema11.properties.glossary_id, data: data3 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data4 = data.state;
      if (typeof data4 !== "string") {
        const err14 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.state.type, parentSchema: schema11.properties.state, data: data4 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (!(data4 === "present" || data4 === "absent")) {
        const err15 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema11.properties.state.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.state.enum, parentSchema: schema11.properties.state, data: data4 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.protect !== void 0) {
      let data5 = data.protect;
      if (typeof data5 !== "boolean") {
        const err16 = { instancePath: instancePath + "/protect", schemaPath: "#/properties/protect/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.protect.type, parentSchema: schema11.properties.protect, data: data5 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.note !== void 0) {
      let data6 = data.note;
      if (typeof data6 === "string") {
        if (data6.length > 200 && func1(data6) > 200) {
          const err17 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema11.properties.note, data: data6 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (!pattern0.test(data6)) {
          const err18 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.note, data: data6 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.note.type, parentSchema: schema11.properties.note, data: data6 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.dictionaries !== void 0) {
      let data7 = data.dictionaries;
      if (Array.isArray(data7)) {
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate4(data7[i0], { instancePath: instancePath + "/dictionaries/" + i0, parentData: data7, parentDataProperty: i0, rootData })) {
            vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/dictionaries", schemaPath: "#/properties/dictionaries/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.dictionaries.type, parentSchema: schema11.properties.dictionaries, data: data7 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.examples !== void 0) {
      let data9 = data.examples;
      if (Array.isArray(data9)) {
        const len1 = data9.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data10 = data9[i1];
          if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
            if (data10.text === void 0) {
              const err21 = { instancePath: instancePath + "/examples/" + i1, schemaPath: "#/properties/examples/items/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'", schema: schema11.properties.examples.items.required, parentSchema: schema11.properties.examples.items, data: data10 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data10.source_language === void 0) {
              const err22 = { instancePath: instancePath + "/examples/" + i1, schemaPath: "#/properties/examples/items/required", keyword: "required", params: { missingProperty: "source_language" }, message: "must have required property 'source_language'", schema: schema11.properties.examples.items.required, parentSchema: schema11.properties.examples.items, data: data10 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (data10.target_language === void 0) {
              const err23 = { instancePath: instancePath + "/examples/" + i1, schemaPath: "#/properties/examples/items/required", keyword: "required", params: { missingProperty: "target_language" }, message: "must have required property 'target_language'", schema: schema11.properties.examples.items.required, parentSchema: schema11.properties.examples.items, data: data10 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            for (const key1 in data10) {
              if (!(key1 === "text" || key1 === "source_language" || key1 === "target_language" || key1 === "context" || key1 === "expect")) {
                const err24 = { instancePath: instancePath + "/examples/" + i1, schemaPath: "#/properties/examples/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.examples.items, data: data10 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data10.text !== void 0) {
              let data11 = data10.text;
              if (typeof data11 === "string") {
                if (!pattern0.test(data11)) {
                  const err25 = { instancePath: instancePath + "/examples/" + i1 + "/text", schemaPath: "#/properties/examples/items/properties/text/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.examples.items.properties.text, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              } else {
                const err26 = { instancePath: instancePath + "/examples/" + i1 + "/text", schemaPath: "#/properties/examples/items/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.examples.items.properties.text.type, parentSchema: schema11.properties.examples.items.properties.text, data: data11 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data10.source_language !== void 0) {
              let data12 = data10.source_language;
              if (typeof data12 === "string") {
                if (!pattern8.test(data12)) {
                  const err27 = { instancePath: instancePath + "/examples/" + i1 + "/source_language", schemaPath: "#/properties/examples/items/properties/source_language/pattern", keyword: "pattern", params: { pattern: "^[a-z]{2,3}(-[a-z0-9]{1,8})*$" }, message: 'must match pattern "^[a-z]{2,3}(-[a-z0-9]{1,8})*$"', schema: "^[a-z]{2,3}(-[a-z0-9]{1,8})*$", parentSchema: schema11.properties.examples.items.properties.source_language, data: data12 };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              } else {
                const err28 = { instancePath: instancePath + "/examples/" + i1 + "/source_language", schemaPath: "#/properties/examples/items/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.examples.items.properties.source_language.type, parentSchema: schema11.properties.examples.items.properties.source_language, data: data12 };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data10.target_language !== void 0) {
              let data13 = data10.target_language;
              if (typeof data13 === "string") {
                if (data13.length < 1 || data13.length < 2 && func1(data13) < 1) {
                  const err29 = { instancePath: instancePath + "/examples/" + i1 + "/target_language", schemaPath: "#/properties/examples/items/properties/target_language/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.examples.items.properties.target_language, data: data13 };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              } else {
                const err30 = { instancePath: instancePath + "/examples/" + i1 + "/target_language", schemaPath: "#/properties/examples/items/properties/target_language/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.examples.items.properties.target_language.type, parentSchema: schema11.properties.examples.items.properties.target_language, data: data13 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            if (data10.context !== void 0) {
              let data14 = data10.context;
              if (typeof data14 !== "string") {
                const err31 = { instancePath: instancePath + "/examples/" + i1 + "/context", schemaPath: "#/properties/examples/items/properties/context/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.examples.items.properties.context.type, parentSchema: schema11.properties.examples.items.properties.context, data: data14 };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
            if (data10.expect !== void 0) {
              let data15 = data10.expect;
              if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                for (const key2 in data15) {
                  if (!(key2 === "contains" || key2 === "not_contains" || key2 === "matches")) {
                    const err32 = { instancePath: instancePath + "/examples/" + i1 + "/expect", schemaPath: "#/properties/examples/items/properties/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.examples.items.properties.expect, data: data15 };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                }
                if (data15.contains !== void 0) {
                  let data16 = data15.contains;
                  if (Array.isArray(data16)) {
                    const len2 = data16.length;
                    for (let i2 = 0; i2 < len2; i2++) {
                      let data17 = data16[i2];
                      if (typeof data17 === "string") {
                        if (data17.length < 1 || data17.length < 2 && func1(data17) < 1) {
                          const err33 = { instancePath: instancePath + "/examples/" + i1 + "/expect/contains/" + i2, schemaPath: "#/properties/examples/items/properties/expect/properties/contains/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.examples.items.properties.expect.properties.contains.items, data: data17 };
                          if (vErrors === null) {
                            vErrors = [err33];
                          } else {
                            vErrors.push(err33);
                          }
                          errors++;
                        }
                      } else {
                        const err34 = { instancePath: instancePath + "/examples/" + i1 + "/expect/contains/" + i2, schemaPath: "#/properties/examples/items/properties/expect/properties/contains/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.examples.items.properties.expect.properties.contains.items.type, parentSchema: schema11.properties.examples.items.properties.expect.properties.contains.items, data: data17 };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err35 = { instancePath: instancePath + "/examples/" + i1 + "/expect/contains", schemaPath: "#/properties/examples/items/properties/expect/properties/contains/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.examples.items.properties.expect.properties.contains.type, parentSchema: schema11.properties.examples.items.properties.expect.properties.contains, data: data16 };
                    if (vErrors === null) {
                      vErrors = [err35];
                    } else {
                      vErrors.push(err35);
                    }
                    errors++;
                  }
                }
                if (data15.not_contains !== void 0) {
                  let data18 = data15.not_contains;
                  if (Array.isArray(data18)) {
                    const len3 = data18.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                      let data19 = data18[i3];
                      if (typeof data19 === "string") {
                        if (data19.length < 1 || data19.length < 2 && func1(data19) < 1) {
                          const err36 = { instancePath: instancePath + "/examples/" + i1 + "/expect/not_contains/" + i3, schemaPath: "#/properties/examples/items/properties/expect/properties/not_contains/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.examples.items.properties.expect.properties.not_contains.items, data: data19 };
                          if (vErrors === null) {
                            vErrors = [err36];
                          } else {
                            vErrors.push(err36);
                          }
                          errors++;
                        }
                      } else {
                        const err37 = { instancePath: instancePath + "/examples/" + i1 + "/expect/not_contains/" + i3, schemaPath: "#/properties/examples/items/properties/expect/properties/not_contains/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.examples.items.properties.expect.properties.not_contains.items.type, parentSchema: schema11.properties.examples.items.properties.expect.properties.not_contains.items, data: data19 };
                        if (vErrors === null) {
                          vErrors = [err37];
                        } else {
                          vErrors.push(err37);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err38 = { instancePath: instancePath + "/examples/" + i1 + "/expect/not_contains", schemaPath: "#/properties/examples/items/properties/expect/properties/not_contains/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.examples.items.properties.expect.properties.not_contains.type, parentSchema: schema11.properties.examples.items.properties.expect.properties.not_contains, data: data18 };
                    if (vErrors === null) {
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                }
                if (data15.matches !== void 0) {
                  let data20 = data15.matches;
                  if (Array.isArray(data20)) {
                    const len4 = data20.length;
                    for (let i4 = 0; i4 < len4; i4++) {
                      let data21 = data20[i4];
                      if (typeof data21 === "string") {
                        if (data21.length < 1 || data21.length < 2 && func1(data21) < 1) {
                          const err39 = { instancePath: instancePath + "/examples/" + i1 + "/expect/matches/" + i4, schemaPath: "#/properties/examples/items/properties/expect/properties/matches/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.examples.items.properties.expect.properties.matches.items, data: data21 };
                          if (vErrors === null) {
                            vErrors = [err39];
                          } else {
                            vErrors.push(err39);
                          }
                          errors++;
                        }
                      } else {
                        const err40 = { instancePath: instancePath + "/examples/" + i1 + "/expect/matches/" + i4, schemaPath: "#/properties/examples/items/properties/expect/properties/matches/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.examples.items.properties.expect.properties.matches.items.type, parentSchema: schema11.properties.examples.items.properties.expect.properties.matches.items, data: data21 };
                        if (vErrors === null) {
                          vErrors = [err40];
                        } else {
                          vErrors.push(err40);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err41 = { instancePath: instancePath + "/examples/" + i1 + "/expect/matches", schemaPath: "#/properties/examples/items/properties/expect/properties/matches/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.examples.items.properties.expect.properties.matches.type, parentSchema: schema11.properties.examples.items.properties.expect.properties.matches, data: data20 };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                }
              } else {
                const err42 = { instancePath: instancePath + "/examples/" + i1 + "/expect", schemaPath: "#/properties/examples/items/properties/expect/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.examples.items.properties.expect.type, parentSchema: schema11.properties.examples.items.properties.expect, data: data15 };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
          } else {
            const err43 = { instancePath: instancePath + "/examples/" + i1, schemaPath: "#/properties/examples/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.examples.items.type, parentSchema: schema11.properties.examples.items, data: data10 };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
      } else {
        const err44 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.examples.type, parentSchema: schema11.properties.examples, data: data9 };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
  } else {
    const err45 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err45];
    } else {
      vErrors.push(err45);
    }
    errors++;
  }
  validate3.errors = vErrors;
  return errors === 0;
}

// src/config/schema-check.ts
function schemaCheck(kind, file, data, pos) {
  const validate = schema_validators_generated_exports[kind];
  if (validate(data)) return [];
  return translateSchemaErrors(validate.errors ?? [], { file, kind, data, pos });
}

// src/catalog/file-note.ts
var FILE_NOTE_MAX_CHARS = 200;
function fileNoteSchema() {
  return {
    type: "string",
    pattern: "\\S",
    maxLength: FILE_NOTE_MAX_CHARS,
    description: `The change in words for the style guide's dated What's new (\`stylesync guide\`): shown beside the commit subject on the rows of the commits that changed it. One line, at most ${FILE_NOTE_MAX_CHARS} characters; never sent to the service. See docs/guide.md.`
  };
}

// src/config/file-note.ts
function fileNote(value, at) {
  if (typeof value !== "string" || value.trim() === "" || [...value].length > FILE_NOTE_MAX_CHARS) return { diagnostics: [] };
  const found = hiddenCharacter(value);
  if (found === void 0) return { note: value, diagnostics: [] };
  return {
    diagnostics: [
      diagnostic(
        "error",
        found.kind === "a control character" ? "control-character" : "hidden-character",
        at,
        `note holds ${found.kind} (${found.code} at character ${found.at}); a reviewer cannot see it in the guide or a pull-request comment`,
        'Remove it: a note is one line of visible text. In YAML, a quoted "\\n" or "\\t" is a control character, and a block (`|` or `>`) ends with a line break; write the note plain or in single quotes.'
      )
    ]
  };
}

// src/config/validate-instructions.ts
var INSTRUCTION_ADVICE_DOC = "docs/style-files.md#what-makes-an-instruction-work";
function instructionAdvice(prompt, language, checks = { language: true, wording: true }) {
  const findings = adviceFindings(prompt, language, checks);
  return findings.length === 0 ? [] : findings.map((f) => adviceOf(f, language));
}
function adviceOf(finding, language) {
  switch (finding.code) {
    case "instruction-several-directives":
      return ADVICE.several(finding.directives);
    case "instruction-negative":
      return ADVICE.negative();
    case "instruction-chat-request":
      return ADVICE.chat();
    case "instruction-language":
      return ADVICE.language(finding.written === "other" ? "other" : new Set(finding.written), language);
  }
}
function isAdviceFinding(value, language) {
  if (typeof value !== "object" || value === null) return false;
  const finding = value;
  switch (finding.code) {
    case "instruction-several-directives":
      return Number.isInteger(finding.directives) && finding.directives >= 2;
    case "instruction-negative":
    case "instruction-chat-request":
      return true;
    case "instruction-language":
      return isStyleLanguage(language) && (finding.written === "other" || Array.isArray(finding.written) && finding.written.every(isStyleLanguage));
    default:
      return false;
  }
}
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
for (const [i, [, list2]] of FUNCTION_WORDS.entries()) for (const word of list2) WORD_LANGUAGES.set(word, [...WORD_LANGUAGES.get(word) ?? [], i]);
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
var ADVICE = {
  several: (n) => ({
    code: "instruction-several-directives",
    advice: "one directive per instruction",
    message: `the instruction holds ${n} directives; the service's advice is one directive per instruction, and a combined one is applied unreliably`,
    hint: `Split it into ${n} instructions, one directive each (${INSTRUCTION_ADVICE_DOC}).`
  }),
  negative: () => ({
    code: "instruction-negative",
    advice: "positive wording",
    message: "the instruction is worded as a negative (don't, never, avoid); the service's advice is to say what the translation should do, not what it should not",
    hint: `Say what to do instead ("Use a conversational, friendly tone", not "Don't use formal language") (${INSTRUCTION_ADVICE_DOC}).`
  }),
  chat: () => ({
    code: "instruction-chat-request",
    advice: "a directive, not a chat request",
    message: "the instruction reads as a request to a chatbot (please\u2026, can you\u2026, this text); the service's advice is a translation directive",
    hint: `State the rule itself ("Use elegant, sophisticated language appropriate for luxury fashion") (${INSTRUCTION_ADVICE_DOC}).`
  }),
  language: (written, language) => {
    const seen = written === "other" ? "a script none of the style languages uses" : [...written].map((l) => LANGUAGE_NAMES[l]).join(" or ");
    return {
      code: "instruction-language",
      advice: "English or the target language",
      message: `the instruction seems written in ${seen}; the service's advice is to write it in English or in the target language, ${LANGUAGE_NAMES[language]} (${language})`,
      hint: `Write it in English or ${LANGUAGE_NAMES[language]} (${INSTRUCTION_ADVICE_DOC}).`
    };
  }
};
function instructionAdviceDiagnostics(prompt, language, at, strict, checks, listNote = "") {
  return adviceDiagnostics(instructionAdvice(prompt, language, checks), at, strict, listNote);
}
function adviceDiagnostics(advice, at, strict, listNote = "") {
  return advice.map((a) => diagnostic(strict ? "error" : "warning", a.code, at, `${listNote}${a.message}`, a.hint));
}

// src/config/allow-unknown.ts
function readAllowUnknown(value) {
  const entries2 = Array.isArray(value) ? value.flatMap((v, i) => typeof v === "string" ? [{ name: v, index: i }] : []) : [];
  const names = new Set(entries2.map((e) => e.name));
  const used = /* @__PURE__ */ new Set();
  return {
    use(name) {
      if (!names.has(name)) return false;
      used.add(name);
      return true;
    },
    leftovers(file, pos) {
      const out = [];
      for (const { name, index } of entries2) {
        if (used.has(name)) continue;
        const path2 = ["allow_unknown_rules", index];
        const at = { file, pos: locate(pos, path2), path: formatPath(path2) };
        out.push(
          inCatalog(name) ? diagnostic("warning", "allowed-rule-known", at, `\`${name}\` is in stylesync's catalog, so it needs no \`allow_unknown_rules\` entry`, "Remove the entry.") : diagnostic("warning", "allowed-rule-unused", at, `\`${name}\` is allowed but this file's \`configured_rules\` has no such group or rule`, "Remove the entry, or check its spelling against configured_rules (`group` or `group.rule`).")
        );
      }
      return out;
    }
  };
}
function inCatalog(name) {
  const dot = name.indexOf(".");
  return dot < 0 ? catalogGroup(name) !== void 0 : allowedValues(name.slice(0, dot), name.slice(dot + 1)) !== void 0;
}
var GROUPS = Object.keys(CATALOG);
function groupsOneEditFrom(group) {
  if (catalogGroup(group)) return [];
  return GROUPS.filter((g) => Math.abs(g.length - group.length) <= 1 && editDistance(group, g) <= 1);
}

// src/catalog/desired.ts
function instructionFile(instruction, listFile) {
  return instruction.file ?? listFile;
}
function instructionOrigin(instruction, listFile) {
  return { file: instruction.file ?? listFile, line: instruction.line, col: instruction.col };
}
function sourceLanguageOrigin(instruction, listFile) {
  const file = instruction.file ?? listFile;
  const { source_language_at: at, source_language_line: line, source_language_col: col } = instruction;
  if (at !== void 0) return { file, line: instruction.line + Math.floor(at / SOURCE_LANGUAGE_COLS), col: at % SOURCE_LANGUAGE_COLS };
  return line === void 0 || col === void 0 ? instructionOrigin(instruction, listFile) : { file, line, col };
}
function packSourceLanguageAt(line, languageLine, languageCol) {
  const below = languageLine - line;
  if (below < 0 || below >= MAX_LINES_BELOW || languageCol < 0 || languageCol >= SOURCE_LANGUAGE_COLS) return void 0;
  return below * SOURCE_LANGUAGE_COLS + languageCol;
}
var SOURCE_LANGUAGE_COLS = 2 ** 11;
var MAX_LINES_BELOW = 2 ** 19;

// src/util/read-property.ts
function addReadProperty(target, key, get) {
  return Object.defineProperty(target, key, { get, enumerable: true, configurable: true });
}
function heldReader(held2, read, maker) {
  return function() {
    const found = heldAlong(held2, this);
    if (found === void 0) {
      throw new TypeError(`custom_instructions read through something that is not a list ${maker} made, nor made from one (a Proxy around a list, or its getter copied elsewhere): read the list itself`);
    }
    return read(found);
  };
}
function heldAlong(held2, from) {
  for (let at = from; typeof at === "object" && at !== null; at = Object.getPrototypeOf(at)) {
    const found = held2.get(at);
    if (found !== void 0) return found;
  }
  return void 0;
}

// src/catalog/instruction-fields.ts
var held = /* @__PURE__ */ new WeakMap();
var readHeld = heldReader(held, (fields) => fields.toArray(), "listReading or parseList");
function readingFields(list2, fields) {
  const made = addReadProperty(list2, "custom_instructions", readHeld);
  held.set(made, fields);
  return made;
}
function instructionFields(list2) {
  const columns = held.get(list2);
  if (columns !== void 0) return columns;
  const items = list2.custom_instructions;
  return {
    length: items.length,
    label: (n) => items[n].label,
    prompt: (n) => items[n].prompt,
    sourceLanguage: (n) => items[n]?.source_language,
    toArray: () => [...items]
  };
}
function sameInstructionFields(a, b) {
  if (a.length !== b.length) return false;
  for (let n = 0; n < a.length; n++) {
    if (a.label(n) !== b.label(n) || a.prompt(n) !== b.prompt(n) || a.sourceLanguage(n) !== b.sourceLanguage(n)) return false;
  }
  return true;
}

// src/catalog/desired-instructions.ts
var DesiredInstructions = class {
  /**
   * Made at the expected length and filled in place: arrays grown by pushing keep a third of their room empty. Once
   * `shareWith` has run they may be the live list's too, and never change again.
   */
  labels;
  prompts;
  count = 0;
  shared = false;
  /** Line and column of each instruction's entry, in turn; grown by doubling. */
  places;
  /** The one source language while every instruction so far has the same (undefined: none has one). */
  source;
  /** Each instruction's source language, from the first that differs from the one before it. */
  sources;
  /** `source_language_at` (catalog/desired.ts packSourceLanguageAt) of each, -1 without one; made on first use. */
  sourceAt;
  /** The rare instruction whose source language's place does not pack, by index: line and column. */
  sourcePlaces;
  /** The fragment that wrote each instruction (undefined: the list's own); made on first use. */
  files;
  /** `section:` of each; made on first use. */
  sections;
  /** `capacity`: how many are expected (a file's `custom_instructions` length); more still fit. */
  constructor(capacity = 0) {
    const first = Math.min(capacity, LIMITS.instructionsPerList);
    this.labels = new Array(first);
    this.prompts = new Array(first);
    this.places = new Int32Array(2 * Math.max(first, 1));
  }
  get length() {
    return this.count;
  }
  label(n) {
    return this.labels[n];
  }
  prompt(n) {
    return this.prompts[n];
  }
  push(instruction) {
    if (this.shared) throw new Error("DesiredInstructions.push: the columns are shared; make new ones");
    const n = this.count++;
    this.labels[n] = instruction.label;
    this.prompts[n] = instruction.prompt;
    if (this.places.length < 2 * (n + 1)) this.places = grown(this.places, 2 * (n + 1), 0);
    this.places[2 * n] = instruction.line;
    this.places[2 * n + 1] = instruction.col;
    this.pushSource(n, instruction.source_language);
    const { source_language_at: at, source_language_line: line, source_language_col: col } = instruction;
    if (at !== void 0 || line !== void 0) this.setSourcePlace(n, at, line, col);
    if (instruction.file !== void 0) (this.files ??= new Array(n)).push(instruction.file);
    else this.files?.push(void 0);
    if (instruction.section !== void 0) (this.sections ??= new Array(n)).push(instruction.section);
    else this.sections?.push(void 0);
  }
  /** The `n`th instruction, made anew, in the shape the files' reader made it (config/document-check.ts). */
  at(n) {
    const label = this.labels[n];
    const prompt = this.prompts[n];
    const line = this.places[2 * n];
    const col = this.places[2 * n + 1];
    const section = this.sections?.[n];
    const source_language = this.sourceLanguage(n);
    let instruction;
    if (source_language === void 0) {
      instruction = section === void 0 ? { label, prompt, line, col } : { label, prompt, line, col, section };
    } else {
      const packed = this.sourceAt?.[n] ?? -1;
      const wide = packed < 0 ? this.sourcePlaces?.get(n) : void 0;
      if (wide !== void 0) {
        const [source_language_line, source_language_col] = wide;
        instruction = section === void 0 ? { label, prompt, source_language, line, col, source_language_line, source_language_col } : { label, prompt, source_language, line, col, source_language_line, source_language_col, section };
      } else if (packed >= 0) {
        const source_language_at = packed;
        instruction = section === void 0 ? { label, prompt, source_language, line, col, source_language_at } : { label, prompt, source_language, line, col, source_language_at, section };
      } else {
        instruction = section === void 0 ? { label, prompt, source_language, line, col } : { label, prompt, source_language, line, col, section };
      }
    }
    const file = this.files?.[n];
    if (file !== void 0) instruction.file = file;
    return instruction;
  }
  /**
   * Takes the pool's copy of the labels and of the prompts when they equal these (util/text-pool.ts shareColumn): the
   * live list of the same name read first, as it mostly is, keeps its arrays and these are garbage at once. Only for
   * a file's columns once all its instructions are in; nothing is pushed afterwards.
   */
  shareWith(texts, list2) {
    this.shared = true;
    if (this.labels.length !== this.count) return;
    this.labels = texts.shareColumn(list2, "labels", this.labels);
    this.prompts = texts.shareColumn(list2, "prompts", this.prompts);
  }
  /** The `n`th instruction's source language, without making the instruction. */
  sourceLanguage(n) {
    return this.sources === void 0 ? this.source : this.sources[n];
  }
  /** Every instruction, made anew (see the class). */
  toArray() {
    const out = new Array(this.count);
    for (let n = 0; n < out.length; n++) out[n] = this.at(n);
    return out;
  }
  pushSource(n, source) {
    if (this.sources !== void 0) this.sources.push(source);
    else if (n === 0) this.source = source;
    else if (source !== this.source) this.sources = [...new Array(n).fill(this.source), source];
  }
  setSourcePlace(n, at, line, col) {
    if (this.sourceAt === void 0 || this.sourceAt.length <= n) this.sourceAt = grown(this.sourceAt ?? new Int32Array(0), Math.max(n + 1, this.places.length / 2), -1);
    if (at !== void 0) this.sourceAt[n] = at;
    else if (line !== void 0 && col !== void 0) (this.sourcePlaces ??= /* @__PURE__ */ new Map()).set(n, [line, col]);
  }
};
function grown(from, length, fill) {
  const to = new Int32Array(Math.max(length, 2 * from.length));
  to.set(from);
  if (fill !== 0) to.fill(fill, from.length);
  return to;
}
function listReading(fields, columns) {
  const { file, name, language, state, configured_rules, ruleOrigins, examples, origin } = fields;
  const head = { file, name, language, state, configured_rules, ruleOrigins };
  return Object.assign(readingFields(head, columns), { examples, origin });
}

// src/config/document-check.ts
var RULE_ESCAPE = "If the service has this rule and stylesync's catalog lacks it, list it under `extra_rules:` in stylesync.yaml";
function checkDocument(parsed, kind, options) {
  const { file, data, pos } = parsed;
  const diagnostics = schemaCheck(kind, file, data, pos);
  const doc = isObject(data) ? data : {};
  const origin = (path2, at = "value") => ({ file, ...locate(pos, path2, at) });
  const name = str(doc.name);
  const style_id = str(doc.style_id);
  const content = {
    file,
    kind,
    hasErrors: false,
    state: doc.state === "absent" ? "absent" : "present",
    origin: origin(name !== void 0 ? ["name"] : style_id !== void 0 ? ["style_id"] : []),
    extendsRefs: extendsRefs(doc.extends, origin),
    rules: {},
    ruleOrigins: {},
    instructions: new DesiredInstructions(Array.isArray(doc.custom_instructions) ? doc.custom_instructions.length : 0),
    instructionsAt: { origin: origin(["custom_instructions"], "key"), path: "custom_instructions" },
    examples: []
  };
  if (name !== void 0) content.name = name;
  if (doc.protect === true) content.protect = true;
  if (style_id !== void 0) {
    content.style_id = style_id;
    content.styleIdOrigin = origin(["style_id"]);
  }
  const language = str(doc.language);
  if (language !== void 0) {
    content.language = language;
    content.languageOrigin = origin(["language"]);
  }
  const nameHidden = name === void 0 ? void 0 : hiddenCharacter(name);
  if (nameHidden) diagnostics.push(hiddenCharacterDiagnostic("name", nameHidden, { file, pos: locate(pos, ["name"]), path: "name" }));
  else if (name !== void 0 && name.trim() !== "" && name !== name.trim()) {
    diagnostics.push(
      diagnostic(
        "warning",
        "surrounding-whitespace",
        { file, pos: locate(pos, ["name"]), path: "name" },
        "name starts or ends with spaces; the service stores it verbatim, so it would not match the same name without them",
        "Remove the spaces."
      )
    );
  }
  checkRules(doc.configured_rules, content, pos, options, diagnostics, readAllowUnknown(doc.allow_unknown_rules));
  const deferred = options.deferAdvice ? { language: content.language, prompts: [], indexes: [], at: [], lines: [], cols: [] } : void 0;
  collectInstructions(doc.custom_instructions, content, pos, options.strict, diagnostics, deferred);
  collectExamples(doc.examples, content, origin, diagnostics);
  const guide = guideText(doc.guide);
  if (guide !== void 0) content.guide = guide;
  const note = fileNote(doc.note, { file, pos: locate(pos, ["note"]), path: "note" });
  diagnostics.push(...note.diagnostics);
  if (note.note !== void 0) content.note = note.note;
  if (Array.isArray(doc.glossaries)) {
    content.glossaries = doc.glossaries.flatMap((name2, i) => typeof name2 === "string" ? [{ name: name2, origin: origin(["glossaries", i]), path: `glossaries[${i}]` }] : []);
  }
  if (kind === "list" && content.state === "absent") {
    for (const field of ["extends", "configured_rules", "custom_instructions", "examples", "glossaries"]) {
      if (doc[field] === void 0) continue;
      diagnostics.push(
        diagnostic(
          "warning",
          "tombstone-content",
          { file, pos: locate(pos, [field], "key"), path: field },
          `\`${field}\` is ignored: this file is a tombstone (state: absent), so the live list is deleted`,
          "Remove it, or remove `state: absent` to keep the list."
        )
      );
    }
  }
  content.hasErrors = diagnostics.some((d) => d.severity === "error");
  return deferred !== void 0 && deferred.prompts.length > 0 ? { content, diagnostics, advice: deferred } : { content, diagnostics };
}
function withAdvice(checked, deferred, advice, strict) {
  const { content, diagnostics } = checked;
  const out = [];
  let next = 0;
  for (const [k, found] of advice.entries()) {
    if (found.length === 0) continue;
    const at = deferred.at[k];
    while (next < at) out.push(diagnostics[next++]);
    const where2 = { file: content.file, pos: { line: deferred.lines[k], col: deferred.cols[k] }, path: `custom_instructions[${deferred.indexes[k]}].prompt` };
    out.push(...adviceDiagnostics(found, where2, strict));
    if (strict) content.hasErrors = true;
  }
  while (next < diagnostics.length) out.push(diagnostics[next++]);
  return out;
}
function extendsRefs(value, origin) {
  if (typeof value === "string") return value === "" ? [] : [{ ref: value, origin: origin(["extends"]), path: "extends" }];
  if (!Array.isArray(value)) return [];
  const refs = [];
  value.forEach((item, index) => {
    if (typeof item === "string" && item !== "") refs.push({ ref: item, origin: origin(["extends", index]), path: `extends[${index}]` });
  });
  return refs;
}
function checkRules(value, content, pos, options, out, allow) {
  if (!isObject(value)) return;
  const { file } = content;
  for (const [group, members] of Object.entries(value)) {
    if (!isObject(members)) continue;
    if (group === "__proto__" || Object.hasOwn(members, "__proto__")) {
      out.push(
        diagnostic(
          "error",
          "reserved-name",
          { file, pos: locate(pos, ["configured_rules", group], "key"), path: formatPath(["configured_rules", group]) },
          "`__proto__` cannot be a rule group or rule name",
          "Remove it; no rule of the service has this name."
        )
      );
      continue;
    }
    const known = catalogGroup(group);
    if (!known && !allow.use(group)) {
      const problem = unknownGroup(group, Object.keys(members), options, out.length < MAX_DIAGNOSTICS_PER_FILE);
      if (problem) out.push(diagnostic(problem.severity, problem.code, { file, pos: locate(pos, ["configured_rules", group], "key"), path: formatPath(["configured_rules", group]) }, problem.message, problem.hint));
    }
    for (const [rule, choice] of Object.entries(members)) {
      if (typeof choice !== "string") continue;
      const path2 = ["configured_rules", group, rule];
      if (!Object.hasOwn(content.rules, group)) content.rules[group] = {};
      content.rules[group][rule] = choice;
      content.ruleOrigins[`${group}.${rule}`] = { file, ...locate(pos, path2, "key") };
      if (!known) continue;
      const allowed = allowedValues(group, rule);
      if (!allowed) {
        if (options.extraRules?.has(`${group}.${rule}`) || allow.use(`${group}.${rule}`)) continue;
        out.push(
          diagnostic(
            "error",
            "unknown-rule",
            { file, pos: locate(pos, path2, "key"), path: formatPath(path2) },
            `rule \`${group}.${rule}\` is not in stylesync's catalog, so it is probably misspelt (the service would store it and ignore it)`,
            `${out.length < MAX_DIAGNOSTICS_PER_FILE ? unknownRuleHint(group, rule) : ""}${RULE_ESCAPE}: \`extra_rules: [${group}.${rule}]\` (or, for this file only, \`allow_unknown_rules: [${group}.${rule}]\`).`
          )
        );
        continue;
      }
      if (allowed.includes(choice)) continue;
      const guesses = out.length < MAX_DIAGNOSTICS_PER_FILE ? fittingSuggestions(choice, allowed, fitFor(rule, content.language)) : [];
      out.push(
        diagnostic(
          "error",
          "unknown-value",
          { file, pos: locate(pos, path2), path: formatPath(path2) },
          `\`${choice}\` is not an allowed value of ${group}.${rule}`,
          allowed.length <= 3 ? `Allowed values: ${orList(allowed.map((v) => `\`${v}\``))}.` : `${guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}? ` : ""}(${allowed.length} values are allowed; see schema/configured-rules.schema.json.)`
        )
      );
    }
  }
  for (const d of allow.leftovers(file, pos)) out.push(d);
}
var GROUPS2 = Object.keys(CATALOG);
function unknownGroup(group, rules, options, suggest) {
  if (rules.length > 0 && rules.every((rule) => options.extraRules?.has(`${group}.${rule}`))) return void 0;
  const optOut = `if the service really has this group, say so in this file with \`allow_unknown_rules: [${group}]\``;
  const near = groupsOneEditFrom(group);
  if (near.length > 0) {
    return {
      severity: "error",
      code: "misspelt-group",
      message: `rule group \`${group}\` is not in stylesync's catalog and is one edit away from ${orList(near.map((g) => `\`${g}\``))}: the service would store it and ignore it`,
      hint: `Fix the spelling (\`${near[0]}\`); ${optOut}.`
    };
  }
  const guesses = suggest ? typoSuggestions(group, GROUPS2) : [];
  return {
    severity: options.strict ? "error" : "warning",
    code: "unknown-group",
    message: `rule group \`${group}\` is not in stylesync's catalog`,
    hint: `${guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}? ` : ""}The service's catalog is larger than any local copy and grows: ${optOut} (--strict accepts it then); otherwise fix the spelling.`
  };
}
function fitFor(rule, language) {
  if (!isStyleLanguage(language)) return () => "neutral";
  return (value) => {
    const meant = ruleLanguages(rule, value);
    if (!meant) return "neutral";
    return meant.has(language) ? "own" : "foreign";
  };
}
function unknownRuleHint(group, rule) {
  const elsewhere = Object.keys(CATALOG).filter((g) => g !== group && allowedValues(g, rule) !== void 0);
  if (elsewhere.length > 0) return `\`${rule}\` is a rule of the ${orList(elsewhere.map((g) => `\`${g}\``))} group. `;
  const guesses = typoSuggestions(rule, Object.keys(catalogGroup(group) ?? {}));
  return guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}? ` : "";
}
function collectInstructions(value, content, pos, strict, out, deferred) {
  if (!Array.isArray(value)) return;
  const { file } = content;
  const firstByLabel = /* @__PURE__ */ new Map();
  const items = pos.map?.custom_instructions?.seq;
  for (let index = 0; index < value.length; index++) {
    const item = value[index];
    if (!isObject(item)) continue;
    const { label, prompt, source_language, section: written } = item;
    if (typeof label !== "string" || typeof prompt !== "string") continue;
    if (source_language !== void 0 && typeof source_language !== "string") continue;
    const first = firstByLabel.get(label);
    if (first !== void 0) {
      const firstAt = locate(pos, ["custom_instructions", first, "label"]);
      out.push(
        diagnostic(
          "error",
          "duplicate-label",
          fieldAt(file, pos, index, "label"),
          `duplicate label \`${label}\`: custom_instructions[${first}] at line ${firstAt.line} has the same label`,
          "Labels identify instructions (plans match live instructions by label): rename one, or merge the two."
        )
      );
      continue;
    }
    firstByLabel.set(label, index);
    const labelControl = controlIn(label);
    if (labelControl) out.push(hiddenCharacterDiagnostic("label", labelControl, fieldAt(file, pos, index, "label")));
    else if (hasSurroundingSpace(label)) out.push(surroundingSpace(file, pos, index, "label", label));
    if (hasSurroundingSpace(prompt)) out.push(surroundingSpace(file, pos, index, "prompt", prompt));
    const itemAt = items?.[index];
    if (deferred !== void 0) {
      const promptNode = itemAt?.map !== void 0 && Object.hasOwn(itemAt.map, "prompt") ? itemAt.map.prompt : void 0;
      const { line: line2, col: col2 } = promptNode ?? locate(pos, ["custom_instructions", index, "prompt"]);
      deferred.prompts.push(prompt);
      deferred.indexes.push(index);
      deferred.at.push(out.length);
      deferred.lines.push(line2);
      deferred.cols.push(col2);
    } else {
      const advice = instructionAdvice(prompt, content.language);
      if (advice.length > 0) out.push(...adviceDiagnostics(advice, fieldAt(file, pos, index, "prompt"), strict));
    }
    const { line, col } = itemAt ?? pos;
    const section = typeof written === "string" ? written : void 0;
    let instruction;
    if (source_language === void 0) {
      instruction = section === void 0 ? { label, prompt, line, col } : { label, prompt, line, col, section };
    } else {
      const languageNode = itemAt?.map !== void 0 && Object.hasOwn(itemAt.map, "source_language") ? itemAt.map.source_language : void 0;
      const at = languageNode ?? locate(pos, ["custom_instructions", index, "source_language"]);
      instruction = withSourceLanguage(label, prompt, source_language, line, col, at, section);
    }
    if (content.kind === "fragment") instruction.file = file;
    content.instructions.push(instruction);
  }
}
function withSourceLanguage(label, prompt, source_language, line, col, at, section) {
  const source_language_at = packSourceLanguageAt(line, at.line, at.col);
  if (source_language_at !== void 0) {
    return section === void 0 ? { label, prompt, source_language, line, col, source_language_at } : { label, prompt, source_language, line, col, source_language_at, section };
  }
  const { line: source_language_line, col: source_language_col } = at;
  return section === void 0 ? { label, prompt, source_language, line, col, source_language_line, source_language_col } : { label, prompt, source_language, line, col, source_language_line, source_language_col, section };
}
function fieldAt(file, pos, index, field) {
  const path2 = ["custom_instructions", index, field];
  return { file, pos: locate(pos, path2), path: formatPath(path2) };
}
var CONTROL = /[\x00-\x1f\x7f-\x9f]/;
function controlIn(text) {
  const found = CONTROL.exec(text);
  return found ? { ...hiddenCharacter(found[0]), at: found.index + 1 } : void 0;
}
function hiddenCharacterDiagnostic(field, found, at) {
  const isControl = found.kind === "a control character";
  return diagnostic(
    "error",
    isControl ? "control-character" : "hidden-character",
    at,
    `${field} holds ${found.kind} (${found.code} at character ${found.at}); a reviewer cannot see it in a plan or a pull-request comment`,
    isControl ? `Remove it: a ${field} is one line of visible text. In YAML, a quoted "\\0", "\\t" or "\\n" is a control character; write the ${field} plain or in single quotes.` : `Remove it: a ${field} is visible text, and this character changes what is shown (or hides text) without being seen. In YAML, look for a quoted "\\u202E"-style escape.`
  );
}
function hasSurroundingSpace(text) {
  if (text === "") return false;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  if (first > 32 && first < 127 && last > 32 && last < 127) return false;
  return (/\s/.test(text[0]) || /\s/.test(text[text.length - 1])) && text.trim() !== "";
}
function surroundingSpace(file, pos, index, field, text) {
  const newline = text.endsWith("\n");
  return diagnostic(
    "warning",
    "surrounding-whitespace",
    fieldAt(file, pos, index, field),
    `${field} ${newline ? "ends with a line break" : "starts or ends with spaces"}; the service stores it verbatim`,
    newline ? "Use `|-` or `>-` instead of `|` or `>` to drop the final line break." : "Remove the spaces."
  );
}
function collectExamples(value, content, origin, diagnostics) {
  if (!Array.isArray(value)) return;
  value.forEach((item, index) => {
    if (!isObject(item) || typeof item.text !== "string") return;
    const at = {};
    const example = { text: item.text, origin: origin(["examples", index]), path: `examples[${index}]`, at };
    for (const field of ["source_language", "target_language", "context"]) {
      const text = str(item[field]);
      if (text === void 0) continue;
      example[field] = text;
      at[field] = origin(["examples", index, field]);
    }
    const covers = strings(item.covers);
    if (covers) {
      example.covers = covers;
      covers.forEach((_, i) => at[`covers[${i}]`] = origin(["examples", index, "covers", i]));
    }
    if (isObject(item.expect)) {
      example.expect = {};
      for (const kind of ["contains", "not_contains", "matches"]) {
        const list2 = strings(item.expect[kind]);
        if (!list2) continue;
        example.expect[kind] = list2;
        list2.forEach((entry, i) => {
          at[`expect.${kind}[${i}]`] = origin(["examples", index, "expect", kind, i]);
          if (kind === "matches") {
            const problem = regexProblem(entry);
            if (problem !== void 0) {
              const where2 = origin(["examples", index, "expect", kind, i]);
              diagnostics.push(
                diagnostic(
                  "error",
                  "invalid-pattern",
                  { file: where2.file, pos: where2, path: `examples[${index}].expect.matches[${i}]` },
                  `expect.matches[${i}] is not a valid regular expression: ${problem}`,
                  "Write a JavaScript regular expression without slashes, e.g. `\\b15:00\\b`; escape `.`, `(` and `[` to match them literally."
                )
              );
            }
          }
        });
      }
    }
    content.examples.push(example);
  });
}
function regexProblem(pattern) {
  try {
    new RegExp(pattern, "u");
    return void 0;
  } catch (error) {
    return error.message;
  }
}
function str(value) {
  return typeof value === "string" ? value : void 0;
}
function strings(value) {
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : void 0;
}
function guideText(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return void 0;
  const block = value;
  const text = {};
  if (typeof block.audience === "string") text.audience = block.audience;
  if (typeof block.voice === "string") text.voice = block.voice;
  return Object.keys(text).length > 0 ? text : void 0;
}

// src/config/validate-glossary-examples.ts
function glossaryExamples(raw, glossary2, origin, out) {
  const content = { examples: [] };
  collectExamples(raw, content, origin, out);
  const pairs = new Set(glossary2.dictionaries.map(pairKey));
  const examples = [];
  for (const example of content.examples) {
    if (example.source_language === void 0 || example.target_language === void 0) continue;
    const key = pairKey({ source_lang: rootLanguage(example.source_language), target_lang: rootLanguage(example.target_language) });
    if (!pairs.has(key)) {
      const at = example.at.target_language ?? example.origin;
      out.push(
        diagnostic(
          "error",
          "glossary-example-pair",
          { file: at.file, pos: at, path: `${example.path}.target_language` },
          `the example translates ${key}, and this glossary has no ${key} dictionary; the service refuses a translation whose glossary lacks the requested pair`,
          `Add a dictionary with source_language: ${key.split("\u2192")[0]} and target_language: ${key.split("\u2192")[1]}, or change the example's languages.`
        )
      );
      continue;
    }
    examples.push(example);
  }
  return examples;
}

// src/config/validate-glossary.ts
var BASE_CODE = /^[a-z]{2,3}$/i;
var VARIANT_CODE = /^([a-z]{2,3})[-_][a-z0-9][a-z0-9_-]*$/i;
function checkGlossaryDocument(parsed) {
  const { file, data, pos } = parsed;
  const diagnostics = schemaCheck("glossary", file, data, pos);
  const out = { glossary: void 0, entriesFiles: [], diagnostics };
  if (!isObject(data)) return out;
  const doc = data;
  const at = (p, where2 = "value") => ({ file, pos: locate(pos, p, where2), path: formatPath(p) });
  const origin = (p, where2 = "value") => ({ file, ...locate(pos, p, where2) });
  const name = typeof doc.name === "string" ? doc.name : "";
  const glossaryId = typeof doc.glossary_id === "string" ? doc.glossary_id : void 0;
  const glossary2 = {
    file,
    name,
    state: doc.state === "absent" ? "absent" : "present",
    dictionaries: [],
    origin: origin(typeof doc.name === "string" ? ["name"] : glossaryId !== void 0 ? ["glossary_id"] : [])
  };
  if (glossaryId !== void 0) glossary2.glossary_id = glossaryId;
  if (doc.protect === true) glossary2.protect = true;
  const note = fileNote(doc.note, at(["note"]));
  diagnostics.push(...note.diagnostics);
  if (note.note !== void 0) glossary2.note = note.note;
  out.glossary = glossary2;
  if (typeof doc.name === "string") diagnostics.push(...nameProblems(name, at(["name"])));
  if (glossary2.state === "absent") {
    for (const field of ["dictionaries", "examples"]) {
      if (doc[field] === void 0) continue;
      diagnostics.push(
        diagnostic(
          "warning",
          "tombstone-content",
          at([field], "key"),
          `\`${field}\` is ignored: this file is a tombstone (state: absent), so the live glossary is deleted`,
          "Remove it, or remove `state: absent` to keep the glossary."
        )
      );
    }
    return out;
  }
  if (!Array.isArray(doc.dictionaries)) return out;
  if (doc.dictionaries.length === 0) {
    diagnostics.push(
      diagnostic(
        "error",
        "no-dictionaries",
        at(["dictionaries"]),
        "the glossary has no dictionary; the service refuses to create a glossary without one",
        "Add a dictionary (source_language, target_language and entries), or delete the glossary with `state: absent`."
      )
    );
  }
  const pairs = /* @__PURE__ */ new Map();
  doc.dictionaries.forEach((raw, index) => {
    if (!isObject(raw)) return;
    const checked = checkDictionary(raw, index, { file, pos, at, origin }, diagnostics);
    if (!checked) return;
    const key = pairKey(checked.dictionary);
    const first = pairs.get(key);
    if (first) {
      diagnostics.push(
        diagnostic(
          "error",
          "duplicate-dictionary",
          at(["dictionaries", index, "source_language"]),
          `a second ${key} dictionary; the first is at line ${first.line}:${first.col} (a glossary holds one dictionary per language pair)`,
          "Merge the two dictionaries into one, or move one of them to another glossary."
        )
      );
      return;
    }
    pairs.set(key, checked.dictionary.origin);
    glossary2.dictionaries.push(checked.dictionary);
    if (checked.entriesFile) out.entriesFiles.push(checked.entriesFile);
  });
  if (doc.examples !== void 0) {
    const examples = glossaryExamples(doc.examples, glossary2, origin, diagnostics);
    if (examples.length > 0) glossary2.examples = examples;
  }
  return out;
}
function checkDictionary(raw, index, loc, out) {
  const here = ["dictionaries", index];
  const source = languageOf(raw.source_language, [...here, "source_language"], loc, out);
  const target = languageOf(raw.target_language, [...here, "target_language"], loc, out);
  const hasEntries = raw.entries !== void 0;
  const hasFile = raw.entries_file !== void 0;
  if (hasEntries && hasFile) {
    out.push(
      diagnostic(
        "error",
        "entries-and-file",
        loc.at([...here, "entries_file"], "key"),
        "the dictionary has both `entries` and `entries_file`",
        "Keep one: inline `entries` for a few terms, or `entries_file` for a TSV, CSV or TBX file."
      )
    );
  } else if (!hasEntries && !hasFile) {
    out.push(
      diagnostic(
        "error",
        "missing-entries",
        loc.at(here),
        "the dictionary has neither `entries` nor `entries_file`",
        "Add `entries:` (source term: target term lines) or `entries_file:` with a .tsv, .csv or .tbx file beside this one."
      )
    );
  }
  if (source === void 0 || target === void 0) return void 0;
  if (source === target) {
    out.push(
      diagnostic(
        "warning",
        "same-language-dictionary",
        loc.at([...here, "target_language"]),
        `the dictionary translates ${source} into ${source}; no translation uses it`,
        "Check the target_language; a glossary dictionary maps terms of one language to another."
      )
    );
  }
  const entries2 = /* @__PURE__ */ new Map();
  const entryOrigins = /* @__PURE__ */ new Map();
  const dictionary = {
    source_lang: source,
    target_lang: target,
    entries: entries2,
    entryOrigins,
    origin: loc.origin([...here, "source_language"])
  };
  if (hasEntries && !hasFile && isObject(raw.entries)) {
    const notes = /* @__PURE__ */ new Map();
    inlineEntries(raw.entries, [...here, "entries"], loc, { entries: entries2, entryOrigins, notes }, out);
    if (notes.size > 0) dictionary.notes = notes;
  }
  if (!hasFile || hasEntries || typeof raw.entries_file !== "string") return { dictionary };
  const file = entriesFilePath(raw.entries_file, loc.at([...here, "entries_file"]), out);
  if (file === void 0) return { dictionary };
  dictionary.entriesFile = file.file;
  return { dictionary, entriesFile: { ...file, at: loc.at([...here, "entries_file"]), dictionary, entries: entries2, entryOrigins } };
}
function languageOf(value, p, loc, out) {
  if (typeof value !== "string" || value === "") return void 0;
  if (BASE_CODE.test(value)) return value.toLowerCase();
  const field = String(p[p.length - 1]);
  const variant = VARIANT_CODE.exec(value);
  if (variant) {
    const base = variant[1].toLowerCase();
    out.push(
      diagnostic(
        "error",
        "glossary-language-variant",
        loc.at(p),
        `${field} \`${value}\` is a language variant; glossaries take base language codes only`,
        `Glossaries apply to every variant: use \`${base}\`.`
      )
    );
    return void 0;
  }
  out.push(
    diagnostic(
      "error",
      "invalid-glossary-language",
      loc.at(p),
      `${field} \`${value}\` is not a language code`,
      "Write a base language code such as `en`, `de` or `ja` (validate --online checks that the service has the pair)."
    )
  );
  return void 0;
}
function nameProblems(name, at) {
  if (name.trim() === "") return [];
  const hidden = hiddenCharacter(name);
  if (hidden && hidden.kind !== "a control character") {
    return [
      diagnostic(
        "error",
        "hidden-character",
        at,
        `name holds ${hidden.kind} (${hidden.code} at character ${hidden.at}); a reviewer cannot see it in a plan or a pull-request comment`,
        "Remove it: a name is visible text, and this character changes what is shown (or hides text) without being seen."
      )
    ];
  }
  const problem = termProblem(name, "name");
  if (!problem) return [];
  if (problem.rule === "term-whitespace") {
    return [
      diagnostic(
        "warning",
        "surrounding-whitespace",
        at,
        "name starts or ends with whitespace; the service stores it verbatim, so it would not match the same name without it",
        "Remove the spaces."
      )
    ];
  }
  if (problem.rule === "term-too-long") {
    const bytes = utf8Bytes(name);
    return [
      diagnostic(
        "error",
        "name-too-long",
        at,
        `name is ${bytes} UTF-8 bytes long; the service allows at most ${GLOSSARY_LIMITS.nameMaxBytes}`,
        "Shorten the name."
      )
    ];
  }
  return [
    diagnostic(
      "error",
      "control-character",
      at,
      `${problem.message} (character ${problem.column}); a reviewer cannot see it in a plan or a pull-request comment`,
      "Remove it: a name is one line of visible text."
    )
  ];
}
function inlineEntries(raw, here, loc, into, out) {
  const folded = /* @__PURE__ */ new Map();
  let bytes = 0;
  const pairs = readPairs(raw, here, loc, into.notes, out);
  if (pairs.length === 0 && Object.keys(raw).length === 0) out.push(emptyDictionary(loc.at(here)));
  for (const [source, target] of pairs) {
    const keyOrigin = loc.origin([...here, source], "key");
    const bad = termProblem(source, "source term");
    const badTarget = bad ? void 0 : termProblem(target, "target term");
    if (bad || badTarget) {
      const problem = bad ?? badTarget;
      const where2 = loc.at(bad ? [...here, source] : isObject(raw[source]) ? [...here, source, "target"] : [...here, source], bad ? "key" : "value");
      out.push(termDiagnostic(problem, where2));
      into.notes.delete(source);
      continue;
    }
    const lower = foldedTerm(source);
    const earlier = folded.get(lower);
    if (earlier) {
      const message = variantMessage(source, earlier.source, earlier.line);
      const keyAt = loc.at([...here, source], "key");
      out.push(entryDiagnostic({ rule: "term-case-variant", line: keyAt.pos.line, column: keyAt.pos.col, message }, keyAt.file, "yaml", message, keyAt.path));
    } else {
      folded.set(lower, { source, line: keyOrigin.line });
    }
    bytes += entryBytes(source, target);
    into.entries.set(source, target);
    into.entryOrigins.set(source, keyOrigin);
  }
  out.push(...forbiddenProblems(into.entries, into.notes, here, loc.at, termDiagnostic));
  out.push(...admittedProblems(into.entries, into.notes, here, loc.at, termDiagnostic));
  if (bytes > GLOSSARY_LIMITS.dictionaryMaxBytes) {
    const message = `the dictionary is ${bytes} bytes as TSV; the service takes at most ${GLOSSARY_LIMITS.dictionaryMaxBytes} (10 MiB)`;
    out.push(entryDiagnostic({ rule: "dictionary-too-large", line: 0, column: 0, message }, loc.file, "yaml", message, formatPath(here), loc.at(here).pos));
  }
}
function termDiagnostic(problem, where2) {
  const message = problem.rule === "term-control-character" ? `${problem.message} (character ${problem.column})` : problem.message;
  return entryDiagnostic({ ...problem, line: where2.pos.line, column: where2.pos.col }, where2.file, "yaml", message, where2.path);
}
function readPairs(raw, here, loc, notes, out) {
  const pairs = [];
  for (const [source, value] of Object.entries(raw)) {
    if (typeof value === "string") pairs.push([source, value]);
    if (!isObject(value)) continue;
    const entry = longFormEntry(source, value, [...here, source], loc.at, out);
    if (!entry) continue;
    pairs.push([source, entry.target]);
    if (entry.notes) notes.set(source, entry.notes);
  }
  return pairs;
}
function emptyDictionary(at) {
  return diagnostic(
    "error",
    "empty-dictionary",
    at,
    "the dictionary has no entries",
    "Add entries, or remove the dictionary (a CSV whose language columns name other pairs gives none for this one)."
  );
}
function entriesFilePath(written, at, out) {
  const outside = () => {
    out.push(
      diagnostic(
        "error",
        "outside-repository",
        at,
        `entries_file \`${written}\` is outside the repository`,
        "Keep the TSV, CSV or TBX file inside the repository, beside the glossary file or below it; stylesync reads nothing outside."
      )
    );
    return void 0;
  };
  if (path.posix.isAbsolute(written) || path.win32.isAbsolute(written) || written.includes("\0")) return outside();
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(at.file), written.replaceAll("\\", "/")));
  if (file === ".." || file.startsWith("../")) return outside();
  const extension = path.posix.extname(file).toLowerCase();
  const format = ENTRIES_FORMATS[extension];
  if (format === void 0) {
    out.push(
      diagnostic(
        "error",
        "entries-file-format",
        at,
        `entries_file \`${written}\` is not a .tsv, .csv or .tbx file`,
        "Name the file .tsv (source<TAB>target lines), .csv (the service's CSV dialect) or .tbx (a TBX termbase); the extension says how it is read."
      )
    );
    return void 0;
  }
  return { file, format };
}
var ENTRIES_FORMATS = { ".tsv": "tsv", ".csv": "csv", ".tbx": "tbx" };
var HINTS = {
  "empty-term": () => "Give both sides a term, or remove the entry: the service refuses empty terms.",
  "term-control-character": () => "Remove it: a term is one line of visible text; the service refuses tabs, line breaks, other control characters and Unicode line separators.",
  "term-whitespace": () => "Trim the term: the service refuses leading and trailing whitespace (its mock server trims it silently, so a test against it would not notice).",
  "term-too-long": () => `Shorten the term: the service takes at most ${GLOSSARY_LIMITS.termMaxBytes} UTF-8 bytes per term.`,
  "duplicate-term": () => "Keep one entry per source term: the service refuses a dictionary that repeats one.",
  "term-case-variant": () => "Check that both are meant: whether the service treats terms that differ only in case, or only in Unicode normalization (\xE9 as one character or as e and a combining accent), as one is undocumented; write both the same way if they are one term.",
  "dictionary-too-large": () => "Split the terms over several glossaries: a dictionary is at most 10 MiB as TSV, and a glossary holds one per language pair.",
  "entries-syntax": (format) => format === "tbx" ? "Export the termbase again from its tool as TBX (TBX-Basic martif or TBX v3), or fix the XML at this position." : format === "csv" ? "Write one entry a line: source,target (or source,target,source language,target language); quote a field holding a comma or a quote, and double a quote inside it." : "Write one entry a line: the source term, one tab, the target term."
};
function entryDiagnostic(problem, file, format, message = problem.message, path2 = "", pos = { line: problem.line, col: problem.column }) {
  const severity = problem.rule === "term-case-variant" ? "warning" : "error";
  return diagnostic(severity, problem.rule, { file, pos, path: path2 }, message, HINTS[problem.rule](format));
}

// src/util/own-text.ts
var SLICE_MIN = 13;
function ownText(text) {
  return text.length < SLICE_MIN ? text : Buffer.from(text, "utf16le").toString("utf16le");
}

// src/config/tbx-text.ts
function tbxText(bytes) {
  const decoder = bytes[0] === 255 && bytes[1] === 254 ? utf16le : bytes[0] === 254 && bytes[1] === 255 ? utf16be : utf8;
  return decoder.decode(bytes);
}
var utf8 = new TextDecoder("utf-8", { fatal: true });
var utf16le = new TextDecoder("utf-16le", { fatal: true });
var utf16be = new TextDecoder("utf-16be", { fatal: true });
function* tbxTextPieces(pieces) {
  let decoder;
  let first;
  for (const read of pieces) {
    const piece = first === void 0 ? read : Buffer.concat([first, read]);
    if (decoder === void 0 && piece.length < 2) {
      first = Uint8Array.from(piece);
      continue;
    }
    first = void 0;
    decoder ??= bomDecoder(piece);
    const text = decoder.decode(piece, { stream: true });
    if (text !== "") yield text;
  }
  const rest = first !== void 0 ? bomDecoder(first).decode(first) : decoder?.decode() ?? "";
  if (rest !== "") yield rest;
}
function bomDecoder(start) {
  return new TextDecoder(start[0] === 255 && start[1] === 254 ? "utf-16le" : start[0] === 254 && start[1] === 255 ? "utf-16be" : "utf-8", { fatal: true });
}

export {
  DiagnosticCap,
  capDiagnostics,
  byPosition,
  orList,
  LANGUAGE_NAMES,
  languagesNamedBy,
  ruleLanguages,
  languagesInWords,
  instructionAdvice,
  adviceOf,
  isAdviceFinding,
  instructionAdviceDiagnostics,
  ownText,
  pairKey,
  pairText,
  examplePair,
  FORBIDDEN_KEYS,
  TERM_NOTE_MAX_CHARS,
  TERM_ENTRY_KEYS,
  ADMITTED_KEYS,
  codeUnitOrder,
  typoSuggestions,
  tbxText,
  tbxTextPieces,
  isObject,
  hiddenCharacter,
  withoutHiddenCharacters,
  plural,
  schemaCheck,
  FILE_NOTE_MAX_CHARS,
  fileNoteSchema,
  groupsOneEditFrom,
  instructionFile,
  instructionOrigin,
  sourceLanguageOrigin,
  readingFields,
  instructionFields,
  sameInstructionFields,
  DesiredInstructions,
  listReading,
  checkDocument,
  withAdvice,
  guideText,
  DO_NOT_TRANSLATE_NOTE,
  noteProblems,
  forbiddenProblems,
  admittedProblems,
  checkGlossaryDocument,
  emptyDictionary,
  entryDiagnostic
};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parseLanguages
} from "./chunk-HK2UHOY2.js";
import {
  settleInOrder
} from "./chunk-UEUF6HZP.js";
import {
  keyInFile
} from "./chunk-RFHINAKV.js";
import {
  instructionFields,
  instructionFile,
  orList,
  pairText,
  sourceLanguageOrigin
} from "./chunk-WADOF54X.js";
import {
  diagnostic
} from "./chunk-DFW3UD3O.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import {
  rootLanguage
} from "./chunk-XKJFTXK7.js";

// src/checks/cache-dir.ts
import { isAbsolute, join } from "node:path";
function cacheDir(env) {
  if (env.GITHUB_ACTIONS === "true" && env.RUNNER_TEMP) return join(env.RUNNER_TEMP, "stylesync-cache");
  if (env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME)) return join(env.XDG_CACHE_HOME, "stylesync");
  if (env.HOME && isAbsolute(env.HOME)) return join(env.HOME, ".cache", "stylesync");
  if (env.LOCALAPPDATA && isAbsolute(env.LOCALAPPDATA)) return join(env.LOCALAPPDATA, "stylesync", "cache");
  return void 0;
}

// src/checks/check-languages.ts
var PREVIEW_STATUSES = /* @__PURE__ */ new Set(["beta", "early_access"]);
function checkLanguages(lists, sets) {
  const out = /* @__PURE__ */ new Map();
  const add = (d) => out.set(`${d.file}:${d.line}:${d.col}:${d.code}`, d);
  const styleRules = index(sets.style_rules);
  const translate = index(sets.translate_text);
  const quiet = /* @__PURE__ */ new Map();
  for (const list of lists) {
    if (list.state !== "present") continue;
    const at = list.languageOrigin ?? list.origin;
    checkCode(list.language, "target", styleRules, sets.style_rules, { at, path: "language", what: "list language", resource: "style rule lists" }, add);
    checkInstructionSources(list, translate, sets.translate_text, quiet, add);
    for (const example of list.examples) {
      const hasTarget = checkExampleCodes(example, sets.translate_text, add);
      if (!hasTarget) checkDefaultTarget(list, example.origin, example.path, sets.translate_text, add);
    }
  }
  return [...out.values()];
}
function checkInstructionSources(list, byCode, all, quiet, add) {
  const fields = instructionFields(list);
  let instructions;
  let fromFragments = 0;
  for (let n = 0; n < fields.length; n++) {
    const code = fields.sourceLanguage(n);
    if (code === void 0 || quiet.get(code) === true) continue;
    if (instructions === void 0) {
      instructions = list.custom_instructions;
      fromFragments = instructions.filter((i) => instructionFile(i, list.file) !== list.file).length;
    }
    const instruction = instructions[n];
    const where = sourceLanguageOrigin(instruction, list.file);
    const path = where.file === list.file ? `custom_instructions[${n - fromFragments}].source_language` : "source_language";
    let told = 0;
    const tell = (d) => {
      told++;
      add(d);
    };
    checkCode(code, "source", byCode, all, { at: where, path, what: "instruction source_language", resource: "translation" }, tell);
    quiet.set(code, told === 0);
  }
}
function checkExampleCodes(example, translateText, add) {
  const translate = index(translateText);
  if (example.source_language !== void 0) {
    const where2 = example.at.source_language ?? example.origin;
    checkCode(example.source_language, "source", translate, translateText, { at: where2, path: `${example.path}.source_language`, what: "example source_language", resource: "translation" }, add);
  }
  if (example.target_language === void 0) return false;
  const where = example.at.target_language ?? example.origin;
  checkCode(example.target_language, "target", translate, translateText, { at: where, path: `${example.path}.target_language`, what: "example target_language", resource: "translation" }, add);
  return true;
}
function examplesAsWarnings(diagnostics) {
  return diagnostics.map((d) => d.severity === "error" && d.path.startsWith("examples[") ? { ...d, severity: "warning" } : d);
}
function index(entries) {
  return new Map(entries.map((e) => [e.lang.toLowerCase(), e]));
}
function usable(entry, role) {
  return role === "source" ? entry.usable_as_source : entry.usable_as_target;
}
function checkCode(code, role, byCode, all, where, add) {
  const entry = byCode.get(code.toLowerCase());
  const pos = { file: where.at.file, pos: where.at, path: where.path };
  if (!entry || !usable(entry, role)) {
    const choices = all.filter((e) => usable(e, role)).map((e) => e.lang);
    const sameRoot = choices.filter((c) => rootLanguage(c) === rootLanguage(code));
    const why = entry ? `is a ${where.resource} language only as a ${role === "source" ? "target" : "source"}` : `is not a ${where.resource} language of this account`;
    add(
      diagnostic(
        "error",
        `unsupported-${role}-language`,
        pos,
        `${where.what} \`${code}\` ${why}: the service reports it is not usable as a ${role}`,
        sameRoot.length > 0 ? `Use ${codes(sameRoot)}.` : `Use one of the ${role} languages the service lists: ${shortList(choices)}. Run with --refresh-languages if the account gained it today.`
      )
    );
    return;
  }
  warnPreview(entry, code, where, add);
}
function defaultTarget(listLanguage, translateText) {
  const own = translateText.find((e) => e.lang.toLowerCase() === listLanguage.toLowerCase());
  if (own?.usable_as_target) return listLanguage;
  return translateText.find((e) => e.usable_as_target && rootLanguage(e.lang) === rootLanguage(listLanguage))?.lang;
}
function checkDefaultTarget(list, at, path, all, add) {
  const chosen = defaultTarget(list.language, all);
  if (chosen === list.language) return;
  const variants = all.filter((e) => e.usable_as_target && rootLanguage(e.lang) === rootLanguage(list.language)).map((e) => e.lang);
  const pos = { file: at.file, pos: at, path };
  if (chosen === void 0) {
    add(
      diagnostic(
        "error",
        "unsupported-target-language",
        pos,
        `the example has no target_language, and the service offers no translation target of the list's language \`${list.language}\``,
        "Remove the example, or move it to a list whose language the service translates into."
      )
    );
    return;
  }
  add(
    diagnostic(
      "warning",
      "default-target-language",
      pos,
      `the example has no target_language and \`${list.language}\` is not a translation target on its own, so it is translated into \`${chosen}\``,
      `Set \`target_language\` on the example to choose: ${codes(variants)}.`
    )
  );
}
function warnPreview(entry, code, where, add) {
  const pos = { file: where.at.file, pos: where.at, path: where.path };
  if (entry.status !== void 0 && PREVIEW_STATUSES.has(entry.status)) {
    add(
      diagnostic(
        "warning",
        "preview-language",
        pos,
        `${where.what} \`${code}\` is in ${entry.status.replace("_", " ")} for ${where.resource}: it works, but may change or be withdrawn`,
        "Keep it if that risk is acceptable; check the service changelog before relying on it in production."
      )
    );
  }
  for (const [feature, info] of Object.entries(entry.features)) {
    if (!PREVIEW_STATUSES.has(info.status)) continue;
    add(
      diagnostic(
        "warning",
        "preview-feature",
        pos,
        `feature ${feature} of ${where.what} \`${code}\` is in ${info.status.replace("_", " ")} for ${where.resource}`,
        "It may change or be withdrawn; check the service changelog before relying on it."
      )
    );
  }
}
function codes(items) {
  return orList(items.map((i) => `\`${i}\``));
}
function shortList(items) {
  return items.length > 12 ? `${items.slice(0, 12).join(", ")}, \u2026` : items.join(", ");
}

// src/checks/check-glossary-example-languages.ts
function checkGlossaryExampleLanguages(lists, glossaries, translateText) {
  const out = /* @__PURE__ */ new Map();
  const add = (d) => out.set(`${d.file}:${d.line}:${d.col}:${d.code}`, d);
  const byCode = new Map(translateText.map((e) => [e.lang.toLowerCase(), e]));
  const featuresKnown = translateText.some((e) => e.features.glossary !== void 0);
  const feature = (code, role, example, at) => {
    if (code === void 0 || !featuresKnown) return;
    const entry = byCode.get(code.toLowerCase());
    if (!entry || entry.features.glossary !== void 0) return;
    add(
      diagnostic(
        "error",
        "no-glossary-support",
        { file: (at ?? example.origin).file, pos: at ?? example.origin, path: `${example.path}.${role}_language` },
        `example ${role}_language \`${code}\` does not support glossaries in translation (the service lists no features.glossary for it), so a translation with a glossary would be refused`,
        "Use another language for this example, or translate it without glossaries."
      )
    );
  };
  for (const glossary of glossaries) {
    if (glossary.state !== "present") continue;
    for (const example of glossary.examples ?? []) {
      checkExampleCodes(example, translateText, add);
      feature(example.source_language, "source", example, example.at.source_language);
      feature(example.target_language, "target", example, example.at.target_language);
    }
  }
  for (const list of lists) {
    if (list.state !== "present" || (list.glossaries ?? []).length === 0) continue;
    for (const example of list.examples) {
      feature(example.source_language, "source", example, example.at.source_language);
      const target = example.target_language ?? defaultTarget(list.language, translateText);
      feature(target, "target", example, example.at.target_language);
    }
  }
  return [...out.values()];
}

// src/checks/check-glossary-languages.ts
function checkGlossaryLanguages(glossaries, languages) {
  const byCode = new Map(languages.map((e) => [e.lang.toLowerCase(), e]));
  const sources = languages.filter((e) => e.usable_as_source).map((e) => e.lang.toLowerCase());
  const targets = languages.filter((e) => e.usable_as_target).map((e) => e.lang.toLowerCase());
  const out = [];
  for (const glossary of glossaries) {
    if (glossary.state !== "present") continue;
    glossary.dictionaries.forEach((dictionary) => {
      const source = byCode.get(dictionary.source_lang);
      const target = byCode.get(dictionary.target_lang);
      const bad = [];
      if (!source?.usable_as_source) bad.push(`\`${dictionary.source_lang}\` is not a glossary source language`);
      if (!target?.usable_as_target) bad.push(`\`${dictionary.target_lang}\` is not a glossary target language`);
      if (bad.length === 0) return;
      out.push(
        diagnostic(
          "error",
          "unsupported-glossary-pair",
          { file: dictionary.origin.file, pos: dictionary.origin, path: "" },
          `the ${pairText(dictionary)} dictionary is not a pair the service takes: ${bad.join(", and ")}`,
          `Glossary sources: ${shortList2(sources)}; targets: ${shortList2(targets)}. Run with --refresh-languages if the account gained the language today.`
        )
      );
    });
  }
  return out;
}
function shortList2(items) {
  return items.length > 16 ? `${items.slice(0, 16).join(", ")}, \u2026` : items.join(", ");
}

// src/checks/language-cache.ts
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join as join2 } from "node:path";
var LANGUAGE_CACHE_TTL_MS = 24 * 60 * 60 * 1e3;
function languageCacheFile(dir, baseUrl, resource) {
  const hash = createHash("sha256").update(`${baseUrl}
${resource}`).digest("hex").slice(0, 24);
  return join2(dir, `languages-${hash}.json`);
}
async function readLanguageCache(file, baseUrl, resource, now) {
  let record;
  try {
    record = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return void 0;
  }
  if (record.format !== 1 || record.base_url !== baseUrl || record.resource !== resource || !Array.isArray(record.languages)) return void 0;
  const age = now.getTime() - Date.parse(record.fetched_at ?? "");
  if (!(age >= 0 && age < LANGUAGE_CACHE_TTL_MS)) return void 0;
  try {
    return parseLanguages(record.languages);
  } catch {
    return void 0;
  }
}
async function writeLanguageCache(file, baseUrl, resource, languages, now, secrets) {
  const record = { format: 1, base_url: baseUrl, resource, fetched_at: now.toISOString(), languages };
  const text = `${JSON.stringify(record)}
`;
  const refusal = keyInFile(text, secrets, file, `the ${resource} languages cache`);
  if (refusal !== void 0) return `${refusal.message} ${refusal.hint}`;
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await mkdir(join2(file, ".."), { recursive: true });
    await writeFile(temporary, text);
    await rename(temporary, file);
    return void 0;
  } catch (error) {
    return error.message;
  }
}

// src/checks/load-languages.ts
var LANGUAGE_RESOURCES = ["style_rules", "translate_text"];
async function loadLanguages(api, options) {
  const notes = [];
  let requests = 0;
  const load = async (resource) => {
    const file = options.cacheDir === void 0 ? void 0 : languageCacheFile(options.cacheDir, options.baseUrl, resource);
    if (file !== void 0 && !options.refresh) {
      const cached = await readLanguageCache(file, options.baseUrl, resource, options.now);
      if (cached) return cached;
    }
    requests++;
    const { value } = await api.languages(resource, ["beta"]);
    if (file !== void 0) {
      const problem = await writeLanguageCache(file, options.baseUrl, resource, value, options.now, options.secrets);
      if (problem !== void 0) notes.push(`The service's ${resource} languages were not cached (${problem}); they are read from the service on every run.`);
    }
    return value;
  };
  const resources = options.glossary ? [...LANGUAGE_RESOURCES, "glossary"] : LANGUAGE_RESOURCES;
  const [styleRules, translateText, glossary] = await settleInOrder(resources.map(load));
  const sets = { style_rules: styleRules ?? [], translate_text: translateText ?? [] };
  if (options.glossary) sets.glossary = glossary ?? [];
  return { sets, requests, notes };
}

// src/checks/online-languages.ts
async function onlineLanguageChecks(desired, api, options, glossaries = []) {
  try {
    const loaded = await loadLanguages(api, { ...options, glossary: options.glossary ?? glossaries.some((g) => g.state === "present") });
    const diagnostics = checkLanguages(desired, loaded.sets);
    if (loaded.sets.glossary) diagnostics.push(...checkGlossaryLanguages(glossaries, loaded.sets.glossary));
    diagnostics.push(...checkGlossaryExampleLanguages(desired, glossaries, loaded.sets.translate_text));
    return { diagnostics, requests: loaded.requests, notes: loaded.notes, sets: loaded.sets };
  } catch (error) {
    if (!(error instanceof StylesyncError)) throw error;
    return { diagnostics: [], requests: 0, notes: [], skipped: `the languages could not be read: ${error.message} (${error.hint})` };
  }
}

export {
  cacheDir,
  examplesAsWarnings,
  defaultTarget,
  onlineLanguageChecks
};

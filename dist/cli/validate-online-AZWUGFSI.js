import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  cacheDir,
  onlineLanguageChecks
} from "./chunk-YRYY5K74.js";
import {
  clientFor,
  resolveTarget
} from "./chunk-UNCMGKI7.js";
import "./chunk-HK2UHOY2.js";
import "./chunk-UEUF6HZP.js";
import "./chunk-RFHINAKV.js";
import {
  addDiagnostics
} from "./chunk-KM6U3AQU.js";
import {
  checkGlossaryRefs
} from "./chunk-UG6R5WR7.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-WADOF54X.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-DFW3UD3O.js";
import "./chunk-UEI424LT.js";
import "./chunk-TEZ4EFMH.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import "./chunk-XKJFTXK7.js";
import "./chunk-V5274J54.js";

// src/app/validate-online.ts
async function checkOnline(options, config, result) {
  const target = resolveTarget(config, options, options.env, options.settingNames);
  const api = clientFor(target, options);
  const { glossaries } = result;
  const languages = await onlineLanguageChecks(
    result.lists,
    api,
    { baseUrl: target.baseUrl, cacheDir: cacheDir(options.env), refresh: Boolean(options.refreshLanguages), now: /* @__PURE__ */ new Date(), secrets: [target.apiKey] },
    glossaries
  );
  for (const text of languages.notes) options.onEvent?.({ kind: "note", text });
  if (languages.skipped !== void 0) {
    throw new StylesyncError(`validate --online could not check languages: ${languages.skipped}`, "Check the service address and key, or run validate without --online.", {
      code: "languages-unchecked"
    });
  }
  const checked = addDiagnostics(result, languages.diagnostics);
  const inFiles = new Set(glossaries.map((g) => g.name));
  const elsewhere = result.lists.some((l) => l.state === "present" && (l.glossaries ?? []).some((ref) => !inFiles.has(ref.name)));
  const live = elsewhere ? (await api.listGlossaries()).value : [];
  return addDiagnostics(checked, checkGlossaryRefs(result.lists, glossaries, live));
}
export {
  checkOnline
};

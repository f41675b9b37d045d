import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  OUTPUTS_FORMAT_VERSION,
  OUTPUTS_MAX_GLOSSARY_IDS
} from "./chunk-YZB7WZ6R.js";
import {
  managedGlossaries
} from "./chunk-4U72XLFG.js";
import {
  entryKind,
  writeFileAtomically
} from "./chunk-S4RQX44Y.js";
import {
  glossaryKind,
  listKind
} from "./chunk-4JQCAZU7.js";
import {
  isGlossaryRecord
} from "./chunk-ZO4YGO5I.js";
import {
  require_dist
} from "./chunk-3B2DKV5V.js";
import {
  terminalText
} from "./chunk-YU2LL6H5.js";
import {
  codeUnitOrder
} from "./chunk-WADOF54X.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import {
  rootLanguage
} from "./chunk-XKJFTXK7.js";
import {
  __toESM
} from "./chunk-V5274J54.js";

// src/report/deepl-sync-text.ts
function renderDeeplSync(shown, edit) {
  const lines = edit.changes.map((c) => `  ${terminalText(c.path)}: ${c.from === null ? "(unset)" : terminalText(c.from)} \u2192 ${terminalText(c.to)}`);
  lines.unshift(edit.written ? `Updated ${terminalText(shown)}:` : `${terminalText(shown)} is in step with the service; nothing written.`);
  for (const note of edit.notes) lines.push(`note: ${terminalText(note)}`);
  return `${lines.join("\n")}
`;
}
function deeplSyncNote(status) {
  if (status === void 0) return void 0;
  if ("unreadable" in status) return `${status.file} could not be checked: ${status.unreadable}`;
  if (status.changes.length === 0) return void 0;
  const values = status.changes.map((c) => `${c.path}: ${c.from ?? "(unset)"} \u2192 ${c.to}`).join("; ");
  return `${status.file} is out of step with the service (${values}); run \`stylesync outputs --deepl-sync\` to update it.`;
}

// src/app/deepl-sync.ts
var import_yaml2 = __toESM(require_dist(), 1);
import { open } from "node:fs/promises";
import path from "node:path";

// src/apply/managed-ids.ts
function managedIds(kind, desired, live, outcomes = []) {
  const liveIds = new Set(live.map(kind.idOf));
  const byName = /* @__PURE__ */ new Map();
  for (const item of live) if (!byName.has(item.name)) byName.set(item.name, kind.idOf(item));
  const touched = new Map(outcomes.map((o) => [`${o.file ?? ""}\0${o.name}`, o[kind.idField]]));
  const ids = {};
  for (const item of desired) {
    if (item.state !== "present") continue;
    const key = `${item.file}\0${item.name}`;
    const pin = kind.pinOf(item);
    let id;
    if (touched.has(key)) id = touched.get(key);
    else if (pin) id = liveIds.has(pin) ? pin : null;
    else id = byName.get(item.name);
    if (id) Object.defineProperty(ids, item.name, { value: id, enumerable: true, writable: true, configurable: true });
  }
  return ids;
}
var IDS_FORMAT_VERSION = 2;

// src/report/outputs-manifest.ts
function outputsManifest(input) {
  const outcomes = input.result?.lists ?? [];
  const listIds = managedIds(listKind, input.lists, input.live, outcomes);
  const versions = versionsAfter(input.live, input.result);
  const lists = input.lists.filter((l) => l.state === "present").map((list) => {
    const styleId = Object.hasOwn(listIds, list.name) ? listIds[list.name] : null;
    const replaced = outcomes.find((o) => o.name === list.name && o.file === list.file && o.action === "replace" && o.status === "applied");
    return {
      name: list.name,
      file: list.file,
      style_id: styleId,
      language: list.language,
      version: styleId === null ? null : versions.get(styleId) ?? null,
      ...replaced?.previous_style_id && replaced.style_id ? { replaced: { from: replaced.previous_style_id, to: replaced.style_id } } : {}
    };
  });
  const glossaries = glossaryEntries(input);
  return { format_version: OUTPUTS_FORMAT_VERSION, lists, glossaries, targets: targetsOf(lists, glossaries) };
}
function versionsAfter(live, result) {
  const versions = new Map(live.map((l) => [l.style_id, l.version]));
  for (const record of result?.records ?? []) {
    if (!isGlossaryRecord(record) && record.outcome === "applied" && record.style_id !== null && record.version_after !== null) versions.set(record.style_id, record.version_after);
  }
  return versions;
}
function glossaryEntries(input) {
  if (input.glossaries === void 0) return [];
  const live = input.liveGlossaries ?? [];
  const outcomes = input.result?.glossaries ?? [];
  const ids = managedIds(glossaryKind, input.glossaries, live, outcomes);
  const liveById = new Map(live.map((g) => [g.glossary_id, g]));
  return input.glossaries.filter((g) => g.state === "present").map((glossary) => {
    const id = Object.hasOwn(ids, glossary.name) ? ids[glossary.name] : null;
    const written = outcomes.some((o) => o.name === glossary.name && o.file === glossary.file && o.status === "applied");
    const held = id === null ? void 0 : liveById.get(id);
    const pairs = written || held === void 0 ? glossary.dictionaries : held.dictionaries;
    return { name: glossary.name, file: glossary.file, glossary_id: id, language_pairs: pairs.map((p) => ({ source_lang: p.source_lang, target_lang: p.target_lang })) };
  });
}
function targetsOf(lists, glossaries) {
  const codes = /* @__PURE__ */ new Set();
  for (const l of lists) if (l.style_id !== null) codes.add(l.language.toLowerCase());
  for (const g of glossaries) if (g.glossary_id !== null) for (const p of g.language_pairs) codes.add(p.target_lang.toLowerCase());
  const targets = /* @__PURE__ */ new Map();
  for (const code of [...codes].sort()) targets.set(code, targetOf(code, lists, glossaries));
  return Object.fromEntries(targets);
}
function targetOf(code, lists, glossaries) {
  const serving = lists.filter((l) => l.style_id !== null && [code, rootLanguage(code)].includes(l.language.toLowerCase())).map((l) => ({ name: l.name, style_id: l.style_id })).sort((a, b) => codeUnitOrder(a.name, b.name));
  const notes = [];
  if (serving.length > 1) notes.push(`${serving.length} lists serve ${code}: style_id is null; pass the style_id of the one you mean (lists).`);
  const bySource = /* @__PURE__ */ new Map();
  for (const g of glossaries) {
    if (g.glossary_id === null) continue;
    for (const p of g.language_pairs) {
      if (p.target_lang.toLowerCase() !== code) continue;
      const source = p.source_lang.toLowerCase();
      const held = bySource.get(source) ?? [];
      held.push({ name: g.name, glossary_id: g.glossary_id });
      bySource.set(source, held);
    }
  }
  const sources = [...bySource.keys()].sort().map((source) => {
    const all = (bySource.get(source) ?? []).sort((a, b) => codeUnitOrder(a.name, b.name));
    const fits = all.length <= OUTPUTS_MAX_GLOSSARY_IDS;
    if (!fits) notes.push(`${all.length} glossaries hold ${source}\u2192${code}, more than the ${OUTPUTS_MAX_GLOSSARY_IDS} one request takes: glossary_ids is null; pass at most ${OUTPUTS_MAX_GLOSSARY_IDS} of them (glossaries).`);
    return [source, { glossary_ids: fits ? all.map((g) => g.glossary_id) : null, glossaries: all }];
  });
  return { style_id: serving.length === 1 ? serving[0].style_id : null, lists: serving, sources: Object.fromEntries(sources), notes };
}

// src/app/deepl-sync-edit.ts
var import_yaml = __toESM(require_dist(), 1);
function editDeeplSync(doc, manifest) {
  const edit = { changes: [], notes: [] };
  const source = scalarAt(doc, ["source_locale"]);
  const locales = targetLocales(doc);
  if (locales.length === 0) {
    edit.notes.push("target_locales lists no locale, so nothing was set.");
    return edit;
  }
  const styles = new Map(locales.map((l) => [l, styleFor(manifest, l)]));
  const glossaries = new Map(locales.map((l) => [l, source === void 0 ? void 0 : glossaryFor(manifest, source, l)]));
  setField(doc, "style_id", locales, styles, edit);
  setField(doc, "glossary", locales, glossaries, edit);
  return edit;
}
function setField(doc, field, locales, picks, edit) {
  for (const [locale, pick] of picks) if (pick !== void 0 && "none" in pick) edit.notes.push(`${field} for ${locale}: ${pick.none}; left as it is.`);
  const ids = [...picks.values()].map((p) => p !== void 0 && "id" in p ? p.id : void 0);
  const same = ids[0] !== void 0 && ids.every((id) => id === ids[0]);
  if (same) set(doc, ["translation", field], picks.get(locales[0]), edit);
  for (const locale of locales) {
    const pick = picks.get(locale);
    if (pick === void 0 || "none" in pick) continue;
    const path2 = ["translation", "locale_overrides", locale, field];
    if (same && scalarAt(doc, path2) === void 0) continue;
    set(doc, path2, pick, edit);
  }
}
function set(doc, path2, pick, edit) {
  const now = scalarAt(doc, path2);
  if (now === pick.id || pick.name !== void 0 && now === pick.name) return;
  if (path2[path2.length - 1] === "glossary" && now === "auto") {
    edit.notes.push(`${path2.join(".")} is "auto" (DeepL's CLI makes its own glossaries); left as it is.`);
    return;
  }
  try {
    doc.setIn(path2, pick.id);
  } catch {
    edit.notes.push(`${path2.join(".")} cannot be set: a value on the way is not a map; left as it is.`);
    return;
  }
  edit.changes.push({ path: path2.join("."), from: now ?? null, to: pick.id });
}
function styleFor(manifest, locale) {
  const code = locale.toLowerCase();
  const serving = manifest.lists.filter((l) => l.style_id !== null && [code, rootLanguage(code)].includes(l.language.toLowerCase()));
  if (serving.length === 0) return void 0;
  if (serving.length > 1) return { none: `${serving.length} lists serve it (${serving.map((l) => JSON.stringify(l.name)).join(", ")})` };
  return { id: serving[0].style_id };
}
function glossaryFor(manifest, source, locale) {
  const holding = manifest.glossaries.filter((g) => g.glossary_id !== null && g.language_pairs.some((p) => p.source_lang.toLowerCase() === source.toLowerCase() && p.target_lang.toLowerCase() === locale.toLowerCase()));
  if (holding.length === 0) return void 0;
  if (holding.length > 1) return { none: `${holding.length} glossaries hold ${source}\u2192${locale} (${holding.map((g) => JSON.stringify(g.name)).join(", ")}) and DeepL's CLI takes one` };
  const glossary = holding[0];
  return { id: glossary.glossary_id, name: glossary.name };
}
function targetLocales(doc) {
  const node = doc.getIn(["target_locales"], true);
  if (!(0, import_yaml.isSeq)(node)) return [];
  return node.items.flatMap((item) => (0, import_yaml.isScalar)(item) && typeof item.value === "string" ? [item.value] : []);
}
function scalarAt(doc, path2) {
  const value = doc.getIn(path2);
  return typeof value === "string" ? value : void 0;
}
function isSyncDocument(doc) {
  return (0, import_yaml.isMap)(doc.contents);
}

// src/app/deepl-sync.ts
var DEEPL_SYNC_FILE = ".deepl-sync.yaml";
var MAX_DEEPL_SYNC_BYTES = 256 * 1024;
async function syncDeeplFile(file, manifest, secrets, options = {}) {
  const shown = options.shown ?? path.basename(file);
  const text = await readBounded(file, shown);
  const doc = (0, import_yaml2.parseDocument)(text, { prettyErrors: false });
  if (doc.errors.length > 0 || !isSyncDocument(doc)) {
    const why = doc.errors[0]?.message.split("\n")[0] ?? "its top level is not a map";
    throw new StylesyncError(`${shown} is not a YAML map DeepL's CLI could read: ${why}`, `Fix ${shown} (see \`deepl sync --help\`), then run stylesync outputs --deepl-sync again.`, { code: "sync-file-invalid" });
  }
  const edit = editDeeplSync(doc, manifest);
  const written = edit.changes.length > 0 && options.dryRun !== true;
  if (written) {
    try {
      await writeFileAtomically(file, doc.toString(), secrets, "--deepl-sync");
    } catch (error) {
      if (error instanceof StylesyncError) throw error;
      throw new StylesyncError(`Could not write ${shown} (--deepl-sync): ${error.message}`, `Check that ${shown} and its directory are writable.`, { code: "write-failed", cause: error });
    }
  }
  return { file, written, ...edit };
}
async function readBounded(file, shown) {
  const kind = await entryKind(file);
  if (kind === "missing") throw new StylesyncError(`${shown} does not exist.`, `Give --deepl-sync the path of DeepL's CLI sync file (default ${DEEPL_SYNC_FILE} in the repository), or run \`deepl sync init\` first.`, { code: "invalid-flag" });
  if (kind !== "file") throw new StylesyncError(`${shown} is not a regular file, so it was not read.`, `Give --deepl-sync a regular file, not a link or a directory.`, { code: "symlink-refused" });
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(MAX_DEEPL_SYNC_BYTES + 1), 0, MAX_DEEPL_SYNC_BYTES + 1, 0);
    if (bytesRead > MAX_DEEPL_SYNC_BYTES) {
      throw new StylesyncError(`${shown} is larger than ${MAX_DEEPL_SYNC_BYTES} bytes, the most a sync file is read to.`, `Check that ${shown} is DeepL's CLI sync file.`, { code: "sync-file-invalid" });
    }
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}
async function deeplSyncStatus(session, live, liveGlossaries) {
  const file = path.join(session.config.root, DEEPL_SYNC_FILE);
  if (await entryKind(file) === "missing") return void 0;
  const glossaries = managedGlossaries(session.result);
  const manifest = outputsManifest({ lists: session.result.lists, live, ...glossaries === void 0 ? {} : { glossaries, liveGlossaries: liveGlossaries ?? [] } });
  try {
    const { changes } = await syncDeeplFile(file, manifest, session.secrets, { dryRun: true, shown: DEEPL_SYNC_FILE });
    return { file: DEEPL_SYNC_FILE, changes };
  } catch (error) {
    if (!(error instanceof StylesyncError)) throw error;
    return { file: DEEPL_SYNC_FILE, unreadable: error.message };
  }
}

export {
  renderDeeplSync,
  deeplSyncNote,
  managedIds,
  IDS_FORMAT_VERSION,
  outputsManifest,
  DEEPL_SYNC_FILE,
  syncDeeplFile,
  deeplSyncStatus
};

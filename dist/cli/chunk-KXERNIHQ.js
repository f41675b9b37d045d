import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  schemaComment
} from "./chunk-Y25DH4LS.js";
import {
  require_dist
} from "./chunk-3B2DKV5V.js";
import {
  ADMITTED_KEYS,
  FORBIDDEN_KEYS,
  TERM_ENTRY_KEYS,
  codeUnitOrder
} from "./chunk-WADOF54X.js";
import {
  canonicalRules,
  instructionBody
} from "./chunk-UEI424LT.js";
import {
  entriesToTsv
} from "./chunk-XKJFTXK7.js";
import {
  __toESM
} from "./chunk-V5274J54.js";

// src/import/yaml-format.ts
var import_yaml2 = __toESM(require_dist(), 1);
import { isDeepStrictEqual } from "node:util";

// src/import/block-scalars.ts
var import_yaml = __toESM(require_dist(), 1);
function keepBlockScalars(doc, source, written) {
  const kept = /* @__PURE__ */ new Map();
  let nonce = 0;
  while (source.includes(`stylesync-block-${nonce}-`) || written.includes(`stylesync-block-${nonce}-`)) nonce += 1;
  (0, import_yaml.visit)(doc, {
    Scalar(_, node) {
      if (node.type !== import_yaml.Scalar.BLOCK_FOLDED && node.type !== import_yaml.Scalar.BLOCK_LITERAL || node.range == null) return;
      const [header = "", ...rest] = source.slice(node.range[0], node.range[1]).split("\n");
      if (!/^[|>]-?$/.test(header.trimEnd())) return;
      const lines = rest.at(-1) === "" ? rest.slice(0, -1) : rest;
      const token = `stylesync-block-${nonce}-${kept.size}`;
      kept.set(token, { header: header.trimEnd(), lines });
      const placeholder = new import_yaml.Scalar(token);
      placeholder.type = import_yaml.Scalar.PLAIN;
      placeholder.comment = node.comment;
      placeholder.commentBefore = node.commentBefore;
      placeholder.spaceBefore = node.spaceBefore;
      return placeholder;
    }
  });
  if (kept.size === 0) return (text) => text;
  return (text) => {
    return text.split("\n").map((line) => {
      const at = line.search(/stylesync-block-\d+-\d+$/);
      if (at === -1) return line;
      const block = kept.get(line.slice(at));
      if (block === void 0) return line;
      const prefix = line.slice(0, at);
      const column = /-\s+$/.test(prefix) ? prefix.lastIndexOf("-") : /^\s*(?:-\s+)*/.exec(prefix)?.[0].length ?? 0;
      return `${prefix}${block.header}
${reindent(block.lines, " ".repeat(column + 2))}`;
    }).join("\n");
  };
}
function reindent(lines, indent) {
  const widths = lines.filter((l) => !/^ *$/.test(l)).map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const common = widths.length === 0 ? 0 : Math.min(...widths);
  return lines.map((l) => /^ *$/.test(l) && l.length < Math.max(common, 1) ? "" : `${indent}${l.slice(common)}`).join("\n");
}

// src/import/yaml-format.ts
var WRITE_OPTIONS = { lineWidth: 0, flowCollectionPadding: false };
function formatYamlText(text, write) {
  const doc = (0, import_yaml2.parseDocument)(text, { uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length > 0) return { ok: false, errors: doc.errors.map((e) => ({ message: e.message, offset: e.pos[0] })) };
  if (doc.contents === null) return { ok: true, text };
  try {
    if (!hasBlockScalar(doc)) return { ok: true, text: write(doc) };
    const written = write(doc.clone());
    const restore = keepBlockScalars(doc, text, written);
    const kept = restore(write(doc));
    return { ok: true, text: kept !== written && sameYaml(kept, text) ? kept : written };
  } catch (error) {
    return { ok: false, errors: [{ message: error.message, offset: 0 }] };
  }
}
function hasBlockScalar(doc) {
  let found = false;
  (0, import_yaml2.visit)(doc, {
    Scalar(_, node) {
      if (node.type !== import_yaml2.Scalar.BLOCK_FOLDED && node.type !== import_yaml2.Scalar.BLOCK_LITERAL) return void 0;
      found = true;
      return import_yaml2.visit.BREAK;
    }
  });
  return found;
}
function hoistFileComment(root) {
  const first = root.items[0]?.key;
  if ((0, import_yaml2.isNode)(first) && first.commentBefore) {
    root.commentBefore = root.commentBefore ? `${root.commentBefore}
${first.commentBefore}` : first.commentBefore;
    first.commentBefore = void 0;
  }
}
function keyName(key) {
  return String(key !== null && typeof key === "object" && "value" in key ? key.value : key);
}
function orderKeys(map, order, nested = true) {
  const first = map.items[0]?.key;
  if (nested && map.commentBefore && (0, import_yaml2.isNode)(first)) {
    first.commentBefore = first.commentBefore ? `${map.commentBefore}
${first.commentBefore}` : map.commentBefore;
    map.commentBefore = void 0;
  }
  const rank = (key) => {
    if (order === "sorted") return 0;
    const at = order.indexOf(keyName(key));
    return at === -1 ? order.length : at;
  };
  map.items.sort((a, b) => {
    const byRank = rank(a.key) - rank(b.key);
    if (order !== "sorted" || byRank !== 0) return byRank;
    const [x, y] = [keyName(a.key), keyName(b.key)];
    return codeUnitOrder(x, y);
  });
}
function eachMapIn(node, visit4) {
  if (!(0, import_yaml2.isSeq)(node)) return;
  for (const item of node.items) if ((0, import_yaml2.isMap)(item)) visit4(item);
}
function sameYaml(a, b) {
  try {
    const data = (text) => (0, import_yaml2.parse)(text, { mapAsMap: true, logLevel: "error", uniqueKeys: false });
    return isDeepStrictEqual(data(a), data(b));
  } catch {
    return false;
  }
}

// src/import/glossary-file.ts
var import_yaml4 = __toESM(require_dist(), 1);

// src/import/canonical-entry.ts
var import_yaml3 = __toESM(require_dist(), 1);
function canonicalEntry(entry) {
  orderKeys(entry, TERM_ENTRY_KEYS);
  if (hasComment(entry)) return;
  const admitted = entry.get("admitted", true);
  const alternatives = (0, import_yaml3.isSeq)(admitted) ? admitted.items.filter(import_yaml3.isMap) : [];
  for (const alternative of alternatives) {
    orderKeys(alternative, ADMITTED_KEYS);
    alternative.flow = true;
  }
  const forbidden = entry.get("forbidden", true);
  const variants = (0, import_yaml3.isSeq)(forbidden) ? forbidden.items.filter(import_yaml3.isMap) : [];
  for (const variant of variants) {
    orderKeys(variant, FORBIDDEN_KEYS);
    variant.flow = true;
  }
  const prose = entry.items.some((pair) => ["definition", "note"].includes(keyName(pair.key))) || [...alternatives, ...variants].some((a) => a.has("note"));
  entry.flow = !prose;
  for (const list of [admitted, forbidden]) if ((0, import_yaml3.isSeq)(list)) list.flow = true;
}
function hasComment(entry) {
  let found = Boolean(entry.comment || entry.commentBefore);
  (0, import_yaml3.visit)(entry, (_, node) => {
    if ((0, import_yaml3.isNode)(node) && (node.comment || node.commentBefore)) found = true;
    return found ? import_yaml3.visit.BREAK : void 0;
  });
  return found;
}
function eachLongFormEntry(entries, visitEntry) {
  if (!(0, import_yaml3.isMap)(entries)) return;
  for (const pair of entries.items) if ((0, import_yaml3.isMap)(pair.value)) visitEntry(pair.value);
}

// src/import/glossary-file.ts
var GLOSSARY_TOP_LEVEL = ["name", "glossary_id", "state", "protect", "note", "dictionaries", "examples"];
var DICTIONARY_KEYS = ["source_language", "target_language", "entries", "entries_file"];
function renderGlossaryFile(glossary, schemaRef, placement) {
  const dictionaries = sortedDictionaries(glossary.entries).map((d) => {
    const where = placement(d);
    const pair = { source_language: d.source_lang, target_language: d.target_lang };
    return "entriesFile" in where ? { ...pair, entries_file: where.entriesFile } : { ...pair, entries: new Map(sortedEntries(d.entries)) };
  });
  const doc = new import_yaml4.Document({ name: glossary.name, glossary_id: glossary.glossary_id, dictionaries });
  doc.commentBefore = schemaComment(schemaRef);
  return writeGlossaryDocument(doc);
}
function renderTermbaseGlossaryFile(name, dictionaries, schemaRef) {
  const written = dictionaries.map((d) => ({
    source_language: d.source_lang,
    target_language: d.target_lang,
    entries: new Map([...d.entries].map(([source, target]) => [source, entryValue(target, d.notes?.get(source))]))
  }));
  const doc = new import_yaml4.Document({ name, dictionaries: written });
  doc.commentBefore = schemaComment(schemaRef);
  return writeGlossaryDocument(doc);
}
function entryValue(target, notes) {
  if (notes === void 0) return target;
  const { translate, admitted, forbidden, ...others } = notes;
  const rest = {
    ...admitted === void 0 ? {} : { admitted: admitted.map((a) => a.note === void 0 ? a.term : { term: a.term, note: a.note }) },
    ...forbidden === void 0 ? {} : { forbidden: forbidden.map((f) => f.note === void 0 && f.status === void 0 ? f.term : { term: f.term, ...f.note === void 0 ? {} : { note: f.note }, ...f.status === void 0 ? {} : { status: f.status } }) },
    ...others
  };
  return translate === false ? { translate, ...rest } : { target, ...rest };
}
function renderEntriesTsv(entries) {
  return entries.size === 0 ? "" : `${entriesToTsv(sortedEntries(entries))}
`;
}
function formatGlossaryText(text) {
  return formatYamlText(text, writeGlossaryDocument);
}
function writeGlossaryDocument(doc) {
  const root = doc.contents;
  if ((0, import_yaml4.isMap)(root)) {
    hoistFileComment(root);
    orderKeys(root, GLOSSARY_TOP_LEVEL, false);
    eachMapIn(root.get("dictionaries", true), (m) => {
      orderKeys(m, DICTIONARY_KEYS);
      eachLongFormEntry(m.get("entries", true), canonicalEntry);
    });
  }
  return doc.toString(WRITE_OPTIONS);
}
function sortedDictionaries(dictionaries) {
  const key = (d) => `${d.source_lang}\0${d.target_lang}`;
  return [...dictionaries].sort((a, b) => key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}
function sortedEntries(entries) {
  return [...entries].sort(([a], [b]) => codeUnitOrder(a, b));
}

// src/import/style-file.ts
var import_yaml5 = __toESM(require_dist(), 1);
var TOP_LEVEL = ["name", "language", "style_id", "state", "protect", "note", "extends", "allow_unknown_rules", "configured_rules", "custom_instructions", "examples"];
var INSTRUCTION = ["label", "prompt", "source_language", "section"];
var EXAMPLE = ["text", "source_language", "target_language", "context", "expect", "covers"];
var EXPECT = ["contains", "not_contains", "matches"];
function renderStyleFile(list, schemaRef, allowUnknown = []) {
  const doc = new import_yaml5.Document({
    name: list.name,
    language: list.language,
    style_id: list.style_id,
    ...allowUnknown.length > 0 ? { allow_unknown_rules: [...allowUnknown] } : {},
    configured_rules: canonicalRules(list.configured_rules),
    custom_instructions: list.custom_instructions.map(instructionBody)
  });
  doc.commentBefore = schemaComment(schemaRef);
  return writeStyleDocument(doc);
}
function writeStyleDocument(doc) {
  const root = doc.contents;
  if ((0, import_yaml5.isMap)(root)) {
    hoistFileComment(root);
    orderKeys(root, TOP_LEVEL, false);
    const rules = root.get("configured_rules", true);
    if ((0, import_yaml5.isMap)(rules)) {
      orderKeys(rules, "sorted");
      for (const group of rules.items) if ((0, import_yaml5.isMap)(group.value)) orderKeys(group.value, "sorted");
    }
    eachMapIn(root.get("custom_instructions", true), (m) => orderKeys(m, INSTRUCTION));
    eachMapIn(root.get("examples", true), (m) => {
      orderKeys(m, EXAMPLE);
      const expect = m.get("expect", true);
      if ((0, import_yaml5.isMap)(expect)) orderKeys(expect, EXPECT);
    });
  }
  return doc.toString(WRITE_OPTIONS);
}
function formatStyleText(text) {
  return formatYamlText(text, writeStyleDocument);
}

export {
  sameYaml,
  renderGlossaryFile,
  renderTermbaseGlossaryFile,
  renderEntriesTsv,
  formatGlossaryText,
  renderStyleFile,
  formatStyleText
};

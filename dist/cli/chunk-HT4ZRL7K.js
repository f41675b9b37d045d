import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  require_dist
} from "./chunk-3B2DKV5V.js";
import {
  emptyFile,
  tooDeep
} from "./chunk-D6S6DZUD.js";
import {
  START,
  diagnostic,
  formatPath,
  posNode,
  setChild
} from "./chunk-DFW3UD3O.js";
import {
  __toESM
} from "./chunk-V5274J54.js";

// src/config/parse-with-yaml.ts
var import_yaml3 = __toESM(require_dist(), 1);

// src/config/anchor-count.ts
var import_yaml = __toESM(require_dist(), 1);
var MAX_ALIAS_COUNT = 100;
var MAX_ANCHOR_COUNT = 1e3;
var MARKERS = /* @__PURE__ */ new Set(["", "", ""]);
function anchorProblem(text, file) {
  let stars = 0;
  let ampersands = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 42) stars++;
    else if (c === 38) ampersands++;
  }
  if (stars <= MAX_ALIAS_COUNT && ampersands <= MAX_ANCHOR_COUNT) return void 0;
  let aliases = 0;
  let anchors = 0;
  let offset = 0;
  for (const token of new import_yaml.Lexer().lex(text)) {
    const type = import_yaml.CST.tokenType(token);
    if (type === "alias" && ++aliases > MAX_ALIAS_COUNT) return tooMany("alias", file, at(text, offset));
    if (type === "anchor" && ++anchors > MAX_ANCHOR_COUNT) return tooMany("anchor", file, at(text, offset));
    if (!MARKERS.has(token)) offset += token.length;
  }
  return void 0;
}
function tooMany(kind, file, pos) {
  return kind === "alias" ? diagnostic(
    "error",
    "too-many-aliases",
    { file, pos },
    `the document holds more than ${MAX_ALIAS_COUNT} aliases (*name), refused before parsing (a "billion laughs" pattern expands them)`,
    "Write the values out instead of nesting anchors and aliases (&name / *name)."
  ) : diagnostic(
    "error",
    "too-many-anchors",
    { file, pos },
    `the document holds more than ${MAX_ANCHOR_COUNT.toLocaleString("en-US")} anchors (&name), refused before parsing; a style file needs a few at most`,
    "Remove the anchors (&name) that no alias (*name) uses, and write the values out."
  );
}
function at(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let k = text.indexOf("\n"); k !== -1 && k < offset; k = text.indexOf("\n", k + 1)) {
    line++;
    lineStart = k + 1;
  }
  return { line, col: offset - lineStart + 1 };
}

// src/config/yaml-keys.ts
var import_yaml2 = __toESM(require_dist(), 1);
function collectionKeys(doc, text, lc, file) {
  const out = [];
  (0, import_yaml2.visit)(doc, {
    Pair(_, pair) {
      if (!(0, import_yaml2.isPair)(pair) || !(0, import_yaml2.isCollection)(pair.key) || !pair.key.range) return;
      const pos = lc.linePos(pair.key.range[0]);
      const kind = pair.key.items.length > 0 && (0, import_yaml2.isPair)(pair.key.items[0]) ? "a mapping" : "a list";
      out.push(
        diagnostic(
          "warning",
          "collection-key",
          { file, pos },
          `this key is ${kind}, which YAML turns into the text \`${shorten(text.slice(pair.key.range[0], pair.key.range[1]))}\``,
          "Keys in style files are plain names (a field, a rule group, a rule): remove the `?`, `[...]` or `{...}` around it, or fix the indentation."
        )
      );
    }
  });
  return out;
}
function shorten(text) {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > 40 ? `${flat.slice(0, 39)}\u2026` : flat;
}

// src/config/parse-with-yaml.ts
var MAX_SYNTAX_ERRORS = 5;
function parseWithYaml(text, file) {
  const refused = anchorProblem(text, file);
  if (refused) return { ok: false, file, diagnostics: [refused] };
  const lc = new import_yaml3.LineCounter();
  const doc = (0, import_yaml3.parseDocument)(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: false, logLevel: "error" });
  const at2 = (offset) => lc.linePos(offset);
  if (doc.errors.length > 0) {
    if (doc.errors.some((e) => /call stack/i.test(e.message))) return { ok: false, file, diagnostics: [tooDeep(file)] };
    const diagnostics = duplicateKeys(doc, lc, file);
    const lines = /* @__PURE__ */ new Set();
    for (const error of doc.errors) {
      if (error.code === "DUPLICATE_KEY") continue;
      const pos = at2(error.pos[0]);
      if (lines.has(pos.line)) continue;
      lines.add(pos.line);
      diagnostics.push(
        diagnostic("error", "yaml-syntax", { file, pos }, `YAML syntax error: ${error.message}`, syntaxHint(error.code))
      );
      if (lines.size >= MAX_SYNTAX_ERRORS) break;
    }
    return { ok: false, file, diagnostics };
  }
  if (doc.contents === null) return { ok: false, file, diagnostics: [emptyFile(file)] };
  const sameAsString = duplicateKeys(doc, lc, file);
  if (sameAsString.length > 0) return { ok: false, file, diagnostics: sameAsString };
  let data;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    return { ok: false, file, diagnostics: [aliasProblem(doc, lc, file, error)] };
  }
  const warnings = doc.warnings.map(
    (w) => diagnostic(
      "warning",
      "yaml-warning",
      { file, pos: at2(w.pos[0]) },
      w.message,
      "Style files need only plain YAML: remove custom tags and directives."
    )
  );
  warnings.push(...collectionKeys(doc, text, lc, file));
  return { ok: true, file, data, pos: posTree(doc.contents, lc), warnings };
}
function posTree(node, lc) {
  const start = node.range ? lc.linePos(node.range[0]) : START;
  const pos = posNode(start.line, start.col);
  if ((0, import_yaml3.isMap)(node)) {
    const map = {};
    for (const pair of node.items) {
      if (!(0, import_yaml3.isPair)(pair) || !(0, import_yaml3.isScalar)(pair.key) || !pair.key.range) continue;
      const keyPos = lc.linePos(pair.key.range[0]);
      const value = pair.value;
      let child;
      if (value && !((0, import_yaml3.isScalar)(value) && value.value === null && value.range && value.range[0] === value.range[1])) {
        child = posTree(value, lc);
      } else {
        child = posNode(keyPos.line, keyPos.col);
        child.empty = true;
      }
      child.keyLine = keyPos.line;
      child.keyCol = keyPos.col;
      setChild(map, keyString(pair.key.value), child);
    }
    pos.map = map;
  } else if ((0, import_yaml3.isSeq)(node)) {
    pos.seq = node.items.map((item) => {
      if (item && typeof item === "object" && "range" in item) return posTree(item, lc);
      const empty = posNode(start.line, start.col);
      empty.empty = true;
      return empty;
    });
  }
  return pos;
}
function keyString(value) {
  return value === null || value === void 0 ? "" : String(value);
}
function written(key) {
  const source = typeof key.source === "string" ? key.source : keyString(key.value);
  const quote = key.type === "QUOTE_DOUBLE" ? '"' : key.type === "QUOTE_SINGLE" ? "'" : "";
  return `${quote}${source}${quote}`;
}
function duplicateKeys(doc, lc, file) {
  const out = [];
  const walk = (node, trail) => {
    if ((0, import_yaml3.isMap)(node)) {
      const seen = /* @__PURE__ */ new Map();
      for (const pair of node.items) {
        if (!(0, import_yaml3.isScalar)(pair.key) || !pair.key.range) continue;
        const key = keyString(pair.key.value);
        const pos = lc.linePos(pair.key.range[0]);
        const first = seen.get(key);
        if (first) {
          out.push(
            diagnostic(
              "error",
              "duplicate-key",
              { file, pos, path: formatPath([...trail, key]) },
              `duplicate key \`${key}\`${written(pair.key) === first.written ? "" : ` (${first.written} and ${written(pair.key)} are the same key as text)`}: first set at line ${first.line}:${first.col}`,
              "Keep one of the two; YAML keeps neither reliably, so stylesync refuses the file."
            )
          );
        } else {
          seen.set(key, { ...pos, written: written(pair.key) });
        }
        walk(pair.value, [...trail, key]);
      }
    } else if ((0, import_yaml3.isSeq)(node)) {
      node.items.forEach((item, index) => walk(item, [...trail, index]));
    }
  };
  walk(doc.contents, []);
  return out;
}
function aliasProblem(doc, lc, file, error) {
  let pos = START;
  (0, import_yaml3.visit)(doc, {
    Alias(_key, node) {
      if (node.range) pos = lc.linePos(node.range[0]);
      return import_yaml3.visit.BREAK;
    }
  });
  const message = error instanceof Error ? error.message : String(error);
  if (/alias count/i.test(message)) {
    return diagnostic(
      "error",
      "too-many-aliases",
      { file, pos },
      `the document expands more than ${MAX_ALIAS_COUNT} aliases (a "billion laughs" pattern)`,
      "Write the values out instead of nesting anchors and aliases (&name / *name)."
    );
  }
  return diagnostic("error", "yaml-alias", { file, pos }, `YAML alias error: ${message}`, "Define each anchor (&name) before the alias (*name) that uses it.");
}
function syntaxHint(code) {
  switch (code) {
    case "MULTIPLE_DOCS":
      return "Keep one style list per file: remove the `---` separator or split the file.";
    case "TAB_AS_INDENT":
      return "Indent with spaces, not tabs.";
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return 'A value that contains `: ` must be quoted: prompt: "Note: like this".';
    case "MISSING_CHAR":
      return "Close the quote or bracket on the same value.";
    case "BAD_SCALAR_START":
      return "Quote values that start with a special character (@, `, %, &, *, !, |, >).";
    default:
      return "Fix the YAML at this position; quote values that contain `: ` or ` #` or start with a special character.";
  }
}

export {
  parseWithYaml,
  posTree
};

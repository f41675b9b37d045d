import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  isGlossaryRecord
} from "./chunk-ZO4YGO5I.js";
import {
  ruleInWords,
  ruleValueInWords,
  valueInWords
} from "./chunk-FU4PBENL.js";
import {
  openSession
} from "./chunk-UNCMGKI7.js";
import {
  oneLine,
  stableJson
} from "./chunk-HK2UHOY2.js";
import {
  coverageLine,
  formatOrigin,
  sessionOptions,
  termIndex,
  termsIn
} from "./chunk-FDKXGLEN.js";
import {
  makeStyle,
  renderDiagnostics,
  wantsColor
} from "./chunk-S3ZJRUGJ.js";
import {
  terminalQuoted,
  terminalText
} from "./chunk-YU2LL6H5.js";
import {
  excusing
} from "./chunk-UG6R5WR7.js";
import {
  codeUnitOrder,
  instructionFields,
  pairKey,
  plural
} from "./chunk-WADOF54X.js";
import {
  canonicalRules,
  sameContent
} from "./chunk-UEI424LT.js";
import {
  containsTerm
} from "./chunk-A3C6QQL2.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";

// src/plan/checksum.ts
import { createHash } from "node:crypto";
function desiredChecksum(desired) {
  const hash = createHash("sha256");
  const sorted = [...desired].sort((a, b) => codeUnitOrder(a.name, b.name) || codeUnitOrder(a.style_id ?? "", b.style_id ?? "") || codeUnitOrder(a.state, b.state));
  for (const list of sorted) {
    const head = JSON.stringify([list.name, list.language, list.style_id ?? null, list.state, canonicalRules(list.configured_rules)]);
    const columns = instructionFields(list);
    const instructions = Array.from({ length: columns.length }, (_, n) => {
      const source = columns.sourceLanguage(n);
      return field(columns.label(n)) + field(columns.prompt(n)) + (source === void 0 ? "-" : field(source));
    });
    instructions.sort();
    hash.update(field(head) + field(String(instructions.length)) + instructions.join(""));
  }
  return hash.digest("hex");
}
function dictionaryHash(entries) {
  const sorted = [...entries].sort(([a], [b]) => codeUnitOrder(a, b));
  const hash = createHash("sha256");
  hash.update(`${sorted.length};`);
  for (const [source, target] of sorted) hash.update(`${field(source)}${field(target)}`);
  return hash.digest("hex");
}
function glossaryHashes(glossary) {
  return Object.fromEntries(glossary.entries.map((d) => [pairKey(d), dictionaryHash(d.entries)]));
}
function field(text) {
  return `${text.length}:${text}`;
}

// src/plan/glossary-terms.ts
function diffTerms(pair, desired, live) {
  const added = [];
  const changed = [];
  const removed = [];
  for (const [source, target] of desired ?? []) {
    const before = live?.get(source);
    if (before === void 0) added.push([source, target]);
    else if (before !== target) changed.push({ source, before, after: target });
  }
  if (live) {
    for (const [source, target] of live) if (!desired?.has(source)) removed.push([source, target]);
  }
  if (desired && live && added.length === 0 && changed.length === 0 && removed.length === 0) return void 0;
  return {
    source_lang: pair.source_lang,
    target_lang: pair.target_lang,
    action: desired === void 0 ? "delete" : live ? "update" : "create",
    added,
    changed,
    removed,
    entry_count_before: live?.size ?? 0,
    entry_count_after: desired?.size ?? 0
  };
}
function removedDictionary(pair, live) {
  return diffTerms(pair, void 0, live);
}

// src/plan/safety.ts
var MIN_LIVE_FOR_PERCENT = 10;
function checkSafety(section, kind, options) {
  const deletes = section.items.filter(kind.loses).length;
  if (deletes === 0) return [];
  if (options.allowDeletes !== void 0 && options.allowDeletes >= deletes) return [];
  const problems = [];
  const what = plural(deletes, kind.noun, kind.plural);
  const accept = `If every delete is intended, re-run with --allow-deletes ${deletes} (in the Action: \`allow-deletes: ${deletes}\`)`;
  const { max_deletes, max_delete_percent } = options.thresholds;
  if (section.unchanged.length === 0 && section.items.every((i) => i.file === void 0) && section.problems.every((p) => p.file === void 0)) {
    problems.push({
      code: kind.deleteCodes.nothing,
      message: `No ${kind.fileWord} declares a ${kind.noun}, yet the plan deletes ${what}.`,
      hint: `Check that stylesync runs in the right directory and that ${kind.dirKey} points at the ${kind.fileWord}s. ${accept}.`
    });
  }
  if (deletes > max_deletes) {
    problems.push({
      code: kind.deleteCodes.count,
      message: `The plan deletes ${what}, more than the limit max_deletes (${max_deletes}).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_deletes in stylesync.yaml.`
    });
  }
  const percent = deletes * 100 / options.liveCount;
  if (options.liveCount >= MIN_LIVE_FOR_PERCENT && percent > max_delete_percent) {
    problems.push({
      code: kind.deleteCodes.percent,
      message: `The plan deletes ${what} of ${options.liveCount} live (${formatPercent(percent)}%), more than the limit max_delete_percent (${max_delete_percent}%).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_delete_percent in stylesync.yaml.`
    });
  }
  return problems;
}
function formatPercent(value) {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
function isGlossaryLoss(g) {
  return g.action === "delete" && g.reason !== "duplicate";
}

// src/plan/kinds.ts
var RENAME_SIMILARITY = 0.5;
var listKind = {
  noun: "list",
  plural: "lists",
  idField: "style_id",
  fileWord: "style file",
  dirKey: "styles_dir",
  deleteCodes: { nothing: "deletes-without-desired", count: "too-many-deletes", percent: "too-many-deletes-percent" },
  problemKey: "list",
  // Every action of a list plan, in the summary's order (a glossary's: the same less replace).
  actions: ["create", "update", "delete", "replace"],
  codes: { duplicateName: "duplicate-name", duplicatePin: "duplicate-pin", stalePin: "stale-pin", ambiguousName: "ambiguous-name", reservedName: "reserved-name" },
  idOf: (l) => l.style_id,
  pinOf: (d) => d.style_id,
  losses: listLosses,
  // The delete guard (safety.ts) counts deletes that lose content, not a duplicate's removal.
  loses: (l) => l.action === "delete" && !l.changes.some((c) => c.kind === "delete_list" && c.reason === "duplicate"),
  sameContent,
  // Only lists are replaced (a language change deletes the list and creates it again): the usual cause of a stale pin.
  staleAdvice: {
    message: (l) => ` (${l.language}): after a replacement, the new list has a new id`,
    hint: " (apply's --ids-out file lists the new ids), and make sure translation requests use the new id too"
  },
  // A list renamed: same language, mostly the same rules and instructions (one key each, compared as sets).
  wanted: (plan2) => {
    const change = plan2.changes.find((c) => c.kind === "create_list");
    return change?.kind === "create_list" ? { language: change.body.language, keys: contentKeys(change.body) } : void 0;
  },
  held: (l) => ({ language: l.language, keys: contentKeys(l) }),
  alike: (wanted, held) => {
    if (wanted.language !== held.language) return void 0;
    let shared = 0;
    for (const key of wanted.keys) if (held.keys.has(key)) shared++;
    const total = wanted.keys.size + held.keys.size - shared;
    return shared > 0 && shared / total >= RENAME_SIMILARITY ? { shared, total } : void 0;
  },
  renameHint: (l, alike, pruned) => ({ style_id: l.style_id, name: l.name, ...alike, pruned }),
  alikeWords: (h) => `the same language and ${h.shared} of ${h.total} rules and instructions in common`,
  // Drift is split change by change, and a rule change (one request for every rule) rule by rule.
  narrow: (list, other, shared) => {
    const changes = narrowChanges(list.changes, other.changes, shared);
    return changes.length > 0 ? { ...list, changes } : void 0;
  },
  // A saved plan remembers the version of every list it touches.
  staleCodes: { gone: "stale-list-gone", moved: "stale-list-version", nameTaken: "stale-name-taken" },
  fingerprinted: (f) => f.versions,
  moved: (then, now) => now.version === then ? void 0 : `version ${then} then \u2192 ${now.version} now`,
  fingerprintWords: "the list versions it read, and the names it creates",
  head: (list) => {
    const facts = [`language ${list.language}`, `style_id ${list.style_id ?? "(new)"}`];
    if (list.live_version !== void 0) facts.push(`version ${list.live_version}`);
    if (list.pinned) facts.push("pinned");
    return `${list.action} ${JSON.stringify(list.name)} (${facts.join(", ")})`;
  },
  // Each change as its kind and everything it sends or shows, without where its values are written in the files.
  writes: (list) => list.changes.map((change) => {
    const { kind, ...rest } = withoutOrigins(change);
    return `${String(kind)} ${oneLine(rest)}`;
  })
};
var glossaryKind = {
  noun: "glossary",
  plural: "glossaries",
  idField: "glossary_id",
  fileWord: "glossary file",
  dirKey: "glossaries_dir",
  deleteCodes: { nothing: "glossary-deletes-without-desired", count: "too-many-glossary-deletes", percent: "too-many-glossary-deletes-percent" },
  problemKey: "glossary",
  actions: ["create", "update", "delete"],
  codes: { duplicateName: "duplicate-glossary-name", duplicatePin: "duplicate-glossary-pin", stalePin: "stale-glossary-pin", ambiguousName: "ambiguous-glossary-name", reservedName: "reserved-glossary-name" },
  // On the listing alone (glossariesToRead, checks) as on glossaries read with their entries.
  idOf: (g) => g.glossary_id,
  pinOf: (d) => d.glossary_id,
  losses: glossaryLosses,
  loses: isGlossaryLoss,
  sameContent: holdsExactly,
  // How many requests the writes send: what applying the plan costs (reads not counted). A drift split counts it
  // again from the glossaries it keeps whole: one PATCH or PUT carries a dictionary's drifted and edited terms alike.
  extra: (glossaries) => ({ requests: glossaries.reduce((n, g) => n + g.writes.length, 0) }),
  // A glossary renamed: the same language pairs with the same entry counts. The listing says both without
  // reading a term, so no request is added for glossaries the files do not manage.
  wanted: (g) => g.dictionaries.length === 0 ? void 0 : shape(g.dictionaries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entry_count_after }))),
  held: (g) => shape(g.dictionaries),
  alike: (wanted, held) => wanted === held ? { shared: 1, total: 1 } : void 0,
  renameHint: (g, _alike, pruned) => ({ glossary_id: g.glossary_id, name: g.name, pruned }),
  alikeWords: () => "the same language pairs and entry counts",
  // Drift is split term by term; a rename, a new or removed dictionary, a new or deleted glossary go each whole.
  narrow: narrowGlossary,
  // The service keeps no version of a glossary: a saved plan remembers a hash of each dictionary's entries instead.
  staleCodes: { gone: "stale-glossary-gone", moved: "stale-glossary-entries", nameTaken: "stale-glossary-name-taken" },
  fingerprinted: (f) => f.hashes,
  moved: (then, now) => {
    const hashes = glossaryHashes(now);
    const differences = Object.entries(then).flatMap(
      ([pair, hash]) => hashes[pair] === void 0 ? [`the ${pair} dictionary was deleted`] : hashes[pair] !== hash ? [`the ${pair} entries changed`] : []
    );
    for (const pair of Object.keys(hashes)) if (!(pair in then)) differences.push(`a dictionary for ${pair} was added`);
    return differences.length === 0 ? void 0 : differences.join("; ");
  },
  fingerprintWords: "the entries it read",
  head: (g) => `${g.action} glossary ${JSON.stringify(g.name)} (${g.glossary_id ?? "new"})`,
  // A write is shown by its kind, pair, entry count and a hash of its terms, never the terms themselves: a
  // 10,000-term PUT would otherwise be one unreadable line.
  writes: (g) => g.writes.map(describeWrite)
};
function listLosses(section) {
  return section.items.flatMap((list) => {
    const gone = list.changes.find((c) => c.kind === "delete_list");
    if (gone === void 0 || gone.reason === "duplicate") return [];
    const names = gone.before.name === list.name ? [list.name] : [list.name, gone.before.name];
    const what = gone.reason === "replace" ? `replace it (delete it and create it again under a new style_id: its language changes from ${gone.before.language} to ${list.language})` : `delete it (${gone.reason === "absent" ? "its file is a tombstone, state: absent" : "--prune: no style file declares it"})`;
    return [{ kind: "list", names, ...list.file === void 0 ? {} : { file: list.file }, what }];
  });
}
function glossaryLosses(section) {
  return section.items.flatMap((g) => {
    const names = g.rename === void 0 ? [g.name] : [g.name, g.rename.from];
    const file = g.file === void 0 ? {} : { file: g.file };
    if (g.action === "delete") {
      if (g.reason === "duplicate") return [];
      const why = g.reason === "absent" ? "its file is a tombstone, state: absent" : "--prune: no glossary file declares it";
      return [{ kind: "glossary", names, ...file, what: `delete it (${why}), with ${plural(g.dictionaries.length, "dictionary", "dictionaries")}` }];
    }
    const removed = g.dictionaries.filter((d) => d.action === "delete");
    return removed.map((d) => ({ kind: "glossary", names, ...file, what: `remove its dictionary ${d.source_lang} \u2192 ${d.target_lang} (${plural(d.entry_count_before, "term")}), which the file no longer declares` }));
  });
}
function contentKeys(list) {
  const keys = /* @__PURE__ */ new Set();
  for (const [group, rules] of Object.entries(list.configured_rules)) {
    for (const [rule, value] of Object.entries(rules)) keys.add(`rule\0${group}\0${rule}\0${value}`);
  }
  for (const i of list.custom_instructions) keys.add(`instruction\0${i.label}\0${i.prompt}\0${i.source_language ?? ""}`);
  return keys;
}
function holdsExactly(live, desired) {
  if (!Array.isArray(live.entries) || live.entries.length !== desired.dictionaries.length || live.dictionaries.length !== desired.dictionaries.length) return false;
  const read = new Map(live.entries.map((d) => [pairKey(d), d.entries]));
  return desired.dictionaries.every((d) => diffTerms(d, d.entries, read.get(pairKey(d))) === void 0);
}
function shape(dictionaries) {
  return dictionaries.map((d) => `${d.source_lang.toLowerCase()}\0${d.target_lang.toLowerCase()}\0${d.entry_count}`).sort().join("");
}
function sharedOrNot(mine, theirs, shared) {
  const keys = new Set(theirs.map(stableJson));
  return mine.filter((t) => keys.has(stableJson(t)) === shared);
}
function narrowChanges(changes, other, shared) {
  const keys = new Set(other.map((c) => stableJson(withoutOrigins(c))));
  const otherRules = other.flatMap((c) => c.kind === "replace_rules" ? c.rules : []);
  return changes.flatMap((change) => {
    if (change.kind !== "replace_rules") return keys.has(stableJson(withoutOrigins(change))) === shared ? [change] : [];
    const rules = sharedOrNot(change.rules, otherRules, shared);
    return rules.length > 0 ? [ruleChangeOf(change, rules)] : [];
  });
}
function ruleChangeOf(change, rules) {
  const groups = new Map(Object.entries(change.before).map(([group, values]) => [group, new Map(Object.entries(values))]));
  for (const r of rules) {
    const group = groups.get(r.group) ?? /* @__PURE__ */ new Map();
    if (r.after === void 0) group.delete(r.rule);
    else group.set(r.rule, r.after);
    groups.set(r.group, group);
  }
  const after = Object.fromEntries([...groups].filter(([, values]) => values.size > 0).map(([group, values]) => [group, Object.fromEntries(values)]));
  const keys = rules.map((r) => `${r.group}.${r.rule}`).filter((key) => Object.hasOwn(change.origins, key));
  return { ...change, after, rules, origins: Object.fromEntries(keys.map((key) => [key, change.origins[key]])) };
}
function narrowGlossary(g, other, shared) {
  const whole = (p) => stableJson({ rename: p.rename ?? null, reason: p.reason ?? null, dictionaries: p.dictionaries });
  if (g.action !== "update") return whole(g) === whole(other) === shared ? g : void 0;
  const keepRename = g.rename !== void 0 && stableJson(g.rename) === stableJson(other.rename ?? null) === shared;
  const others = new Map(other.dictionaries.map((d) => [pairKey(d), d]));
  const dictionaries = g.dictionaries.flatMap((d) => narrowDictionary(d, others.get(pairKey(d)), shared));
  if (dictionaries.length === 0 && !keepRename) return void 0;
  const { rename: _rename, ...rest } = g;
  return { ...rest, ...keepRename ? { rename: g.rename } : {}, dictionaries };
}
function narrowDictionary(d, other, shared) {
  if (other === void 0 || d.action !== "update" || other.action !== "update") return (other !== void 0 && stableJson(d) === stableJson(other)) === shared ? [d] : [];
  const [added, changed, removed] = [sharedOrNot(d.added, other.added, shared), sharedOrNot(d.changed, other.changed, shared), sharedOrNot(d.removed, other.removed, shared)];
  if (added.length + changed.length + removed.length === 0) return [];
  return [{ ...d, added, changed, removed, entry_count_after: d.entry_count_before + added.length - removed.length }];
}
function withoutOrigins(change) {
  const { origin: _origin, rule_origins: _rules, instruction_origins: _instructions, origins: _origins, ...rest } = change;
  return rest;
}
function describeWrite(w) {
  const terms2 = (entries) => `${plural(entries.length, "entry", "entries")}, ${dictionaryHash(entries).slice(0, 12)}`;
  switch (w.kind) {
    case "create_glossary":
      return `POST ${JSON.stringify(w.name)} with ${w.dictionaries.map((d) => `${pairKey(d)} (${terms2(d.entries)})`).join(", ")}`;
    case "patch_glossary": {
      const parts = [w.name === void 0 ? "" : `name ${JSON.stringify(w.name)}`, w.dictionary ? `merge ${pairKey(w.dictionary)} (${terms2(w.dictionary.entries)})` : ""];
      return `PATCH ${parts.filter(Boolean).join(" and ")}`;
    }
    case "put_dictionary":
      return `PUT ${pairKey(w.dictionary)} (${terms2(w.dictionary.entries)})`;
    case "delete_dictionary":
      return `DELETE dictionary ${pairKey(w)}`;
    case "delete_glossary":
      return "DELETE glossary";
  }
}

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path, added, removed, oldPosInc, options) {
    const last = path.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/util/string.js
function longestCommonPrefix(str1, str2) {
  let i;
  for (i = 0; i < str1.length && i < str2.length; i++) {
    if (str1[i] != str2[i]) {
      return str1.slice(0, i);
    }
  }
  return str1.slice(0, i);
}
function longestCommonSuffix(str1, str2) {
  let i;
  if (!str1 || !str2 || str1[str1.length - 1] != str2[str2.length - 1]) {
    return "";
  }
  for (i = 0; i < str1.length && i < str2.length; i++) {
    if (str1[str1.length - (i + 1)] != str2[str2.length - (i + 1)]) {
      return str1.slice(-i);
    }
  }
  return str1.slice(-i);
}
function replacePrefix(string, oldPrefix, newPrefix) {
  if (string.slice(0, oldPrefix.length) != oldPrefix) {
    throw Error(`string ${JSON.stringify(string)} doesn't start with prefix ${JSON.stringify(oldPrefix)}; this is a bug`);
  }
  return newPrefix + string.slice(oldPrefix.length);
}
function replaceSuffix(string, oldSuffix, newSuffix) {
  if (!oldSuffix) {
    return string + newSuffix;
  }
  if (string.slice(-oldSuffix.length) != oldSuffix) {
    throw Error(`string ${JSON.stringify(string)} doesn't end with suffix ${JSON.stringify(oldSuffix)}; this is a bug`);
  }
  return string.slice(0, -oldSuffix.length) + newSuffix;
}
function removePrefix(string, oldPrefix) {
  return replacePrefix(string, oldPrefix, "");
}
function removeSuffix(string, oldSuffix) {
  return replaceSuffix(string, oldSuffix, "");
}
function maximumOverlap(string1, string2) {
  return string2.slice(0, overlapCount(string1, string2));
}
function overlapCount(a, b) {
  let startA = 0;
  if (a.length > b.length) {
    startA = a.length - b.length;
  }
  let endB = b.length;
  if (a.length < b.length) {
    endB = a.length;
  }
  const map = Array(endB);
  let k = 0;
  map[0] = 0;
  for (let j = 1; j < endB; j++) {
    if (b[j] == b[k]) {
      map[j] = map[k];
    } else {
      map[j] = k;
    }
    while (k > 0 && b[j] != b[k]) {
      k = map[k];
    }
    if (b[j] == b[k]) {
      k++;
    }
  }
  k = 0;
  for (let i = startA; i < a.length; i++) {
    while (k > 0 && a[i] != b[k]) {
      k = map[k];
    }
    if (a[i] == b[k]) {
      k++;
    }
  }
  return k;
}
function segment(string, segmenter2) {
  const parts = [];
  for (const segmentObj of Array.from(segmenter2.segment(string))) {
    const segment2 = segmentObj.segment;
    if (parts.length && /\s/.test(parts[parts.length - 1]) && /\s/.test(segment2)) {
      parts[parts.length - 1] += segment2;
    } else {
      parts.push(segment2);
    }
  }
  return parts;
}
function trailingWs(string, segmenter2) {
  if (segmenter2) {
    return leadingAndTrailingWs(string, segmenter2)[1];
  }
  let i;
  for (i = string.length - 1; i >= 0; i--) {
    if (!string[i].match(/\s/)) {
      break;
    }
  }
  return string.substring(i + 1);
}
function leadingWs(string, segmenter2) {
  if (segmenter2) {
    return leadingAndTrailingWs(string, segmenter2)[0];
  }
  const match = string.match(/^\s*/);
  return match ? match[0] : "";
}
function leadingAndTrailingWs(string, segmenter2) {
  if (!segmenter2) {
    return [leadingWs(string), trailingWs(string)];
  }
  if (segmenter2.resolvedOptions().granularity != "word") {
    throw new Error('The segmenter passed must have a granularity of "word"');
  }
  const segments = segment(string, segmenter2);
  const firstSeg = segments[0];
  const lastSeg = segments[segments.length - 1];
  const head = /\s/.test(firstSeg) ? firstSeg : "";
  const tail = /\s/.test(lastSeg) ? lastSeg : "";
  return [head, tail];
}

// node_modules/diff/libesm/diff/word.js
var extendedWordChars = "a-zA-Z0-9_\\u{AD}\\u{C0}-\\u{D6}\\u{D8}-\\u{F6}\\u{F8}-\\u{2C6}\\u{2C8}-\\u{2D7}\\u{2DE}-\\u{2FF}\\u{1E00}-\\u{1EFF}";
var tokenizeIncludingWhitespace = new RegExp(`[${extendedWordChars}]+|\\s+|[^${extendedWordChars}]`, "ug");
var WordDiff = class extends Diff {
  equals(left, right, options) {
    if (options.ignoreCase) {
      left = left.toLowerCase();
      right = right.toLowerCase();
    }
    return left.trim() === right.trim();
  }
  tokenize(value, options = {}) {
    let parts;
    if (options.intlSegmenter) {
      const segmenter2 = options.intlSegmenter;
      if (segmenter2.resolvedOptions().granularity != "word") {
        throw new Error('The segmenter passed must have a granularity of "word"');
      }
      parts = segment(value, segmenter2);
    } else {
      parts = value.match(tokenizeIncludingWhitespace) || [];
    }
    const tokens = [];
    let prevPart = null;
    parts.forEach((part) => {
      if (/\s/.test(part)) {
        if (prevPart == null) {
          tokens.push(part);
        } else {
          tokens.push(tokens.pop() + part);
        }
      } else if (prevPart != null && /\s/.test(prevPart)) {
        if (tokens[tokens.length - 1] == prevPart) {
          tokens.push(tokens.pop() + part);
        } else {
          tokens.push(prevPart + part);
        }
      } else {
        tokens.push(part);
      }
      prevPart = part;
    });
    return tokens;
  }
  join(tokens) {
    return tokens.map((token, i) => {
      if (i == 0) {
        return token;
      } else {
        return token.replace(/^\s+/, "");
      }
    }).join("");
  }
  postProcess(changes, options) {
    if (!changes || options.oneChangePerToken) {
      return changes;
    }
    let lastKeep = null;
    let insertion = null;
    let deletion = null;
    changes.forEach((change) => {
      if (change.added) {
        insertion = change;
      } else if (change.removed) {
        deletion = change;
      } else {
        if (insertion || deletion) {
          dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, change, options.intlSegmenter);
        }
        lastKeep = change;
        insertion = null;
        deletion = null;
      }
    });
    if (insertion || deletion) {
      dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, null, options.intlSegmenter);
    }
    return changes;
  }
};
var wordDiff = new WordDiff();
function diffWords(oldStr, newStr, options) {
  if ((options === null || options === void 0 ? void 0 : options.ignoreWhitespace) != null && !options.ignoreWhitespace) {
    return diffWordsWithSpace(oldStr, newStr, options);
  }
  return wordDiff.diff(oldStr, newStr, options);
}
function dedupeWhitespaceInChangeObjects(startKeep, deletion, insertion, endKeep, segmenter2) {
  if (deletion && insertion) {
    const [oldWsPrefix, oldWsSuffix] = leadingAndTrailingWs(deletion.value, segmenter2);
    const [newWsPrefix, newWsSuffix] = leadingAndTrailingWs(insertion.value, segmenter2);
    if (startKeep) {
      const commonWsPrefix = longestCommonPrefix(oldWsPrefix, newWsPrefix);
      startKeep.value = replaceSuffix(startKeep.value, newWsPrefix, commonWsPrefix);
      deletion.value = removePrefix(deletion.value, commonWsPrefix);
      insertion.value = removePrefix(insertion.value, commonWsPrefix);
    }
    if (endKeep) {
      const commonWsSuffix = longestCommonSuffix(oldWsSuffix, newWsSuffix);
      endKeep.value = replacePrefix(endKeep.value, newWsSuffix, commonWsSuffix);
      deletion.value = removeSuffix(deletion.value, commonWsSuffix);
      insertion.value = removeSuffix(insertion.value, commonWsSuffix);
    }
  } else if (insertion) {
    if (startKeep) {
      const ws = leadingWs(insertion.value, segmenter2);
      insertion.value = insertion.value.substring(ws.length);
    }
    if (endKeep) {
      const ws = leadingWs(endKeep.value, segmenter2);
      endKeep.value = endKeep.value.substring(ws.length);
    }
  } else if (startKeep && endKeep) {
    const newWsFull = leadingWs(endKeep.value, segmenter2), [delWsStart, delWsEnd] = leadingAndTrailingWs(deletion.value, segmenter2);
    const newWsStart = longestCommonPrefix(newWsFull, delWsStart);
    deletion.value = removePrefix(deletion.value, newWsStart);
    const newWsEnd = longestCommonSuffix(removePrefix(newWsFull, newWsStart), delWsEnd);
    deletion.value = removeSuffix(deletion.value, newWsEnd);
    endKeep.value = replacePrefix(endKeep.value, newWsFull, newWsEnd);
    startKeep.value = replaceSuffix(startKeep.value, newWsFull, newWsFull.slice(0, newWsFull.length - newWsEnd.length));
  } else if (endKeep) {
    const endKeepWsPrefix = leadingWs(endKeep.value, segmenter2);
    const deletionWsSuffix = trailingWs(deletion.value, segmenter2);
    const overlap = maximumOverlap(deletionWsSuffix, endKeepWsPrefix);
    deletion.value = removeSuffix(deletion.value, overlap);
  } else if (startKeep) {
    const startKeepWsSuffix = trailingWs(startKeep.value, segmenter2);
    const deletionWsPrefix = leadingWs(deletion.value, segmenter2);
    const overlap = maximumOverlap(startKeepWsSuffix, deletionWsPrefix);
    deletion.value = removePrefix(deletion.value, overlap);
  }
}
var WordsWithSpaceDiff = class extends Diff {
  tokenize(value) {
    const regex = new RegExp(`(\\r?\\n)|[${extendedWordChars}]+|[^\\S\\n\\r]+|[^${extendedWordChars}]`, "ug");
    return value.match(regex) || [];
  }
};
var wordsWithSpaceDiff = new WordsWithSpaceDiff();
function diffWordsWithSpace(oldStr, newStr, options) {
  return wordsWithSpaceDiff.diff(oldStr, newStr, options);
}

// node_modules/diff/libesm/diff/array.js
var ArrayDiff = class extends Diff {
  tokenize(value) {
    return value.slice();
  }
  join(value) {
    return value;
  }
  removeEmpty(value) {
    return value;
  }
};
var arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
  return arrayDiff.diff(oldArr, newArr, options);
}

// src/plan/saved-difference.ts
function sectionDifference(kind, saved, fresh, out) {
  if (saved === void 0 && fresh === void 0) return;
  if (saved === void 0 !== (fresh === void 0)) {
    out.notes.push(saved === void 0 ? `it plans no ${kind.plural}, but ${kind.fileWord}s exist now` : `it plans ${kind.plural}, but no ${kind.fileWord} exists now`);
  }
  const unpaired = /* @__PURE__ */ new Map();
  for (const item of fresh?.items ?? []) unpaired.set(kind.head(item), [...unpaired.get(kind.head(item)) ?? [], item]);
  for (const item of saved?.items ?? []) {
    const head = kind.head(item);
    const match = unpaired.get(head)?.shift();
    for (const part of diffArrays(kind.writes(item), match === void 0 ? [] : kind.writes(match))) {
      if (part.removed) out.onlySaved.push(...part.value.map((w) => `${head}: ${w}`));
      else if (part.added) out.onlyFresh.push(...part.value.map((w) => `${head}: ${w}`));
    }
  }
  for (const [head, items] of unpaired) for (const item of items) out.onlyFresh.push(...kind.writes(item).map((w) => `${head}: ${w}`));
  if (saved === void 0 || fresh === void 0) return;
  if (stableJson(saved.fingerprint) !== stableJson(fresh.fingerprint)) out.notes.push(`its ${kind.noun} fingerprint (${kind.fingerprintWords}) is not what the service holds now`);
  if (stableJson(saved.summary) !== stableJson(fresh.summary)) {
    out.notes.push(`its ${kind.noun} summary ${oneLine(saved.summary)} does not count what a fresh plan would do: ${oneLine(fresh.summary)}`);
  }
}
function isEmptyDifference(difference) {
  return difference.onlySaved.length === 0 && difference.onlyFresh.length === 0 && difference.notes.length === 0;
}

// src/plan/plan-validator.generated.js
var plan = validate10;
var schema12 = { "type": "object", "properties": { "target": { "type": ["string", "null"] }, "base_url": { "type": "string" }, "styles_dir": { "type": "string" } }, "required": ["target", "base_url", "styles_dir"] };
var schema13 = { "type": "object", "properties": { "prune": { "type": "boolean" }, "allow_replace": { "type": "boolean" }, "allow_deletes": { "type": ["integer", "null"] } }, "required": ["prune", "allow_replace", "allow_deletes"] };
var schema16 = { "type": "object", "properties": { "name": { "type": "string" }, "file": { "type": "string" }, "action": { "type": "string", "enum": ["create", "update", "delete", "replace"] }, "style_id": { "type": "string" }, "live_version": { "type": "integer" }, "pinned": { "type": "boolean" }, "language": { "type": "string" }, "changes": { "type": "array", "items": { "$ref": "#/definitions/Change" } }, "rename_hint": { "$ref": "#/definitions/RenameHint" }, "adopted": { "type": "boolean", "const": true } }, "required": ["name", "action", "language", "changes"] };
var schema17 = { "type": "object", "properties": { "kind": { "enum": ["create_list", "rename_list", "replace_rules", "delete_instruction", "update_instruction", "create_instruction", "delete_list"] } }, "required": ["kind"], "allOf": [{ "if": { "properties": { "kind": { "type": "string", "const": "create_list" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "create_list" }, "body": { "$ref": "#/definitions/CreateListBody" }, "origin": { "$ref": "#/definitions/Origin" }, "rule_origins": { "type": "object", "additionalProperties": { "$ref": "#/definitions/Origin" } }, "instruction_origins": { "type": "array", "items": { "$ref": "#/definitions/Origin" } } }, "required": ["kind", "body"] } }, { "if": { "properties": { "kind": { "type": "string", "const": "rename_list" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "rename_list" }, "from": { "type": "string" }, "to": { "type": "string" }, "origin": { "$ref": "#/definitions/Origin" } }, "required": ["kind", "from", "to"] } }, { "if": { "properties": { "kind": { "type": "string", "const": "replace_rules" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "replace_rules" }, "before": { "$ref": "#/definitions/RuleMap" }, "after": { "$ref": "#/definitions/RuleMap" }, "rules": { "type": "array", "items": { "$ref": "#/definitions/RuleChange" } }, "origins": { "type": "object", "additionalProperties": { "$ref": "#/definitions/Origin" } } }, "required": ["kind", "before", "after", "rules", "origins"] } }, { "if": { "properties": { "kind": { "type": "string", "const": "delete_instruction" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "delete_instruction" }, "instruction_id": { "type": "string" }, "before": { "$ref": "#/definitions/InstructionSpec" }, "reason": { "type": "string", "enum": ["removed", "duplicate_label"] } }, "required": ["kind", "instruction_id", "before"] } }, { "if": { "properties": { "kind": { "type": "string", "const": "update_instruction" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "update_instruction" }, "instruction_id": { "type": "string" }, "before": { "$ref": "#/definitions/InstructionSpec" }, "after": { "$ref": "#/definitions/InstructionSpec" }, "origin": { "$ref": "#/definitions/Origin" } }, "required": ["kind", "instruction_id", "before", "after"] } }, { "if": { "properties": { "kind": { "type": "string", "const": "create_instruction" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "create_instruction" }, "after": { "$ref": "#/definitions/InstructionSpec" }, "origin": { "$ref": "#/definitions/Origin" } }, "required": ["kind", "after"] } }, { "if": { "properties": { "kind": { "type": "string", "const": "delete_list" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "delete_list" }, "reason": { "type": "string", "enum": ["absent", "prune", "replace", "duplicate"] }, "before": { "$ref": "#/definitions/LiveList" }, "kept": { "type": "string" } }, "required": ["kind", "reason", "before"] } }] };
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.language === void 0 && (missing0 = "language") || data.configured_rules === void 0 && (missing0 = "configured_rules") || data.custom_instructions === void 0 && (missing0 = "custom_instructions")) {
        validate14.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.name !== void 0) {
          const _errs1 = errors;
          if (typeof data.name !== "string") {
            validate14.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.language !== void 0) {
            const _errs3 = errors;
            if (typeof data.language !== "string") {
              validate14.errors = [{ instancePath: instancePath + "/language", schemaPath: "#/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.configured_rules !== void 0) {
              let data2 = data.configured_rules;
              const _errs5 = errors;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                  for (const key0 in data2) {
                    let data3 = data2[key0];
                    const _errs9 = errors;
                    if (errors === _errs9) {
                      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                        for (const key1 in data3) {
                          const _errs12 = errors;
                          if (typeof data3[key1] !== "string") {
                            validate14.errors = [{ instancePath: instancePath + "/configured_rules/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/RuleMap/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                          var valid3 = _errs12 === errors;
                          if (!valid3) {
                            break;
                          }
                        }
                      } else {
                        validate14.errors = [{ instancePath: instancePath + "/configured_rules/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/RuleMap/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid2 = _errs9 === errors;
                    if (!valid2) {
                      break;
                    }
                  }
                } else {
                  validate14.errors = [{ instancePath: instancePath + "/configured_rules", schemaPath: "#/definitions/RuleMap/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.custom_instructions !== void 0) {
                let data5 = data.custom_instructions;
                const _errs14 = errors;
                if (errors === _errs14) {
                  if (Array.isArray(data5)) {
                    var valid4 = true;
                    const len0 = data5.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let data6 = data5[i0];
                      const _errs16 = errors;
                      const _errs17 = errors;
                      if (errors === _errs17) {
                        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                          let missing1;
                          if (data6.label === void 0 && (missing1 = "label") || data6.prompt === void 0 && (missing1 = "prompt")) {
                            validate14.errors = [{ instancePath: instancePath + "/custom_instructions/" + i0, schemaPath: "#/definitions/InstructionSpec/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                            return false;
                          } else {
                            if (data6.label !== void 0) {
                              const _errs19 = errors;
                              if (typeof data6.label !== "string") {
                                validate14.errors = [{ instancePath: instancePath + "/custom_instructions/" + i0 + "/label", schemaPath: "#/definitions/InstructionSpec/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid6 = _errs19 === errors;
                            } else {
                              var valid6 = true;
                            }
                            if (valid6) {
                              if (data6.prompt !== void 0) {
                                const _errs21 = errors;
                                if (typeof data6.prompt !== "string") {
                                  validate14.errors = [{ instancePath: instancePath + "/custom_instructions/" + i0 + "/prompt", schemaPath: "#/definitions/InstructionSpec/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid6 = _errs21 === errors;
                              } else {
                                var valid6 = true;
                              }
                              if (valid6) {
                                if (data6.source_language !== void 0) {
                                  const _errs23 = errors;
                                  if (typeof data6.source_language !== "string") {
                                    validate14.errors = [{ instancePath: instancePath + "/custom_instructions/" + i0 + "/source_language", schemaPath: "#/definitions/InstructionSpec/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid6 = _errs23 === errors;
                                } else {
                                  var valid6 = true;
                                }
                              }
                            }
                          }
                        } else {
                          validate14.errors = [{ instancePath: instancePath + "/custom_instructions/" + i0, schemaPath: "#/definitions/InstructionSpec/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid4 = _errs16 === errors;
                      if (!valid4) {
                        break;
                      }
                    }
                  } else {
                    validate14.errors = [{ instancePath: instancePath + "/custom_instructions", schemaPath: "#/properties/custom_instructions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                    return false;
                  }
                }
                var valid0 = _errs14 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate14.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate14.errors = vErrors;
  return errors === 0;
}
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.style_id === void 0 && (missing0 = "style_id") || data.name === void 0 && (missing0 = "name") || data.language === void 0 && (missing0 = "language") || data.version === void 0 && (missing0 = "version") || data.configured_rules === void 0 && (missing0 = "configured_rules") || data.custom_instructions === void 0 && (missing0 = "custom_instructions")) {
        validate16.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.style_id !== void 0) {
          const _errs1 = errors;
          if (typeof data.style_id !== "string") {
            validate16.errors = [{ instancePath: instancePath + "/style_id", schemaPath: "#/properties/style_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.name !== void 0) {
            const _errs3 = errors;
            if (typeof data.name !== "string") {
              validate16.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.language !== void 0) {
              const _errs5 = errors;
              if (typeof data.language !== "string") {
                validate16.errors = [{ instancePath: instancePath + "/language", schemaPath: "#/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.version !== void 0) {
                let data3 = data.version;
                const _errs7 = errors;
                if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
                  validate16.errors = [{ instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.creation_time !== void 0) {
                  const _errs9 = errors;
                  if (typeof data.creation_time !== "string") {
                    validate16.errors = [{ instancePath: instancePath + "/creation_time", schemaPath: "#/properties/creation_time/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.updated_time !== void 0) {
                    const _errs11 = errors;
                    if (typeof data.updated_time !== "string") {
                      validate16.errors = [{ instancePath: instancePath + "/updated_time", schemaPath: "#/properties/updated_time/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.configured_rules !== void 0) {
                      let data6 = data.configured_rules;
                      const _errs13 = errors;
                      const _errs14 = errors;
                      if (errors === _errs14) {
                        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                          for (const key0 in data6) {
                            let data7 = data6[key0];
                            const _errs17 = errors;
                            if (errors === _errs17) {
                              if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                                for (const key1 in data7) {
                                  const _errs20 = errors;
                                  if (typeof data7[key1] !== "string") {
                                    validate16.errors = [{ instancePath: instancePath + "/configured_rules/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/RuleMap/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid3 = _errs20 === errors;
                                  if (!valid3) {
                                    break;
                                  }
                                }
                              } else {
                                validate16.errors = [{ instancePath: instancePath + "/configured_rules/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/RuleMap/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                            }
                            var valid2 = _errs17 === errors;
                            if (!valid2) {
                              break;
                            }
                          }
                        } else {
                          validate16.errors = [{ instancePath: instancePath + "/configured_rules", schemaPath: "#/definitions/RuleMap/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.custom_instructions !== void 0) {
                        let data9 = data.custom_instructions;
                        const _errs22 = errors;
                        if (errors === _errs22) {
                          if (Array.isArray(data9)) {
                            var valid4 = true;
                            const len0 = data9.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              let data10 = data9[i0];
                              const _errs24 = errors;
                              const _errs25 = errors;
                              if (errors === _errs25) {
                                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                  let missing1;
                                  if (data10.id === void 0 && (missing1 = "id") || data10.label === void 0 && (missing1 = "label") || data10.prompt === void 0 && (missing1 = "prompt")) {
                                    validate16.errors = [{ instancePath: instancePath + "/custom_instructions/" + i0, schemaPath: "#/definitions/LiveInstruction/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                    return false;
                                  } else {
                                    if (data10.label !== void 0) {
                                      const _errs27 = errors;
                                      if (typeof data10.label !== "string") {
                                        validate16.errors = [{ instancePath: instancePath + "/custom_instructions/" + i0 + "/label", schemaPath: "#/definitions/LiveInstruction/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid6 = _errs27 === errors;
                                    } else {
                                      var valid6 = true;
                                    }
                                    if (valid6) {
                                      if (data10.prompt !== void 0) {
                                        const _errs29 = errors;
                                        if (typeof data10.prompt !== "string") {
                                          validate16.errors = [{ instancePath: instancePath + "/custom_instructions/" + i0 + "/prompt", schemaPath: "#/definitions/LiveInstruction/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid6 = _errs29 === errors;
                                      } else {
                                        var valid6 = true;
                                      }
                                      if (valid6) {
                                        if (data10.source_language !== void 0) {
                                          const _errs31 = errors;
                                          if (typeof data10.source_language !== "string") {
                                            validate16.errors = [{ instancePath: instancePath + "/custom_instructions/" + i0 + "/source_language", schemaPath: "#/definitions/LiveInstruction/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid6 = _errs31 === errors;
                                        } else {
                                          var valid6 = true;
                                        }
                                        if (valid6) {
                                          if (data10.id !== void 0) {
                                            const _errs33 = errors;
                                            if (typeof data10.id !== "string") {
                                              validate16.errors = [{ instancePath: instancePath + "/custom_instructions/" + i0 + "/id", schemaPath: "#/definitions/LiveInstruction/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid6 = _errs33 === errors;
                                          } else {
                                            var valid6 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate16.errors = [{ instancePath: instancePath + "/custom_instructions/" + i0, schemaPath: "#/definitions/LiveInstruction/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid4 = _errs24 === errors;
                              if (!valid4) {
                                break;
                              }
                            }
                          } else {
                            validate16.errors = [{ instancePath: instancePath + "/custom_instructions", schemaPath: "#/properties/custom_instructions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                            return false;
                          }
                        }
                        var valid0 = _errs22 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate16.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate16.errors = vErrors;
  return errors === 0;
}
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind !== void 0) {
      let data0 = data.kind;
      if (typeof data0 !== "string") {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if ("create_list" !== data0) {
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
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (errors === _errs6) {
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (data.kind === void 0 && (missing0 = "kind") || data.body === void 0 && (missing0 = "body")) {
          validate13.errors = [{ instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
          return false;
        } else {
          if (data.kind !== void 0) {
            let data1 = data.kind;
            const _errs8 = errors;
            if (typeof data1 !== "string") {
              validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/0/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            if ("create_list" !== data1) {
              validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/0/then/properties/kind/const", keyword: "const", params: { allowedValue: "create_list" }, message: "must be equal to constant" }];
              return false;
            }
            var valid3 = _errs8 === errors;
          } else {
            var valid3 = true;
          }
          if (valid3) {
            if (data.body !== void 0) {
              const _errs10 = errors;
              if (!validate14(data.body, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData })) {
                vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
                errors = vErrors.length;
              }
              var valid3 = _errs10 === errors;
            } else {
              var valid3 = true;
            }
            if (valid3) {
              if (data.origin !== void 0) {
                let data3 = data.origin;
                const _errs11 = errors;
                const _errs12 = errors;
                if (errors === _errs12) {
                  if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                    let missing1;
                    if (data3.file === void 0 && (missing1 = "file") || data3.line === void 0 && (missing1 = "line") || data3.col === void 0 && (missing1 = "col")) {
                      validate13.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/Origin/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                      return false;
                    } else {
                      if (data3.file !== void 0) {
                        const _errs14 = errors;
                        if (typeof data3.file !== "string") {
                          validate13.errors = [{ instancePath: instancePath + "/origin/file", schemaPath: "#/definitions/Origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid5 = _errs14 === errors;
                      } else {
                        var valid5 = true;
                      }
                      if (valid5) {
                        if (data3.line !== void 0) {
                          let data5 = data3.line;
                          const _errs16 = errors;
                          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
                            validate13.errors = [{ instancePath: instancePath + "/origin/line", schemaPath: "#/definitions/Origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                            return false;
                          }
                          var valid5 = _errs16 === errors;
                        } else {
                          var valid5 = true;
                        }
                        if (valid5) {
                          if (data3.col !== void 0) {
                            let data6 = data3.col;
                            const _errs18 = errors;
                            if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
                              validate13.errors = [{ instancePath: instancePath + "/origin/col", schemaPath: "#/definitions/Origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                              return false;
                            }
                            var valid5 = _errs18 === errors;
                          } else {
                            var valid5 = true;
                          }
                        }
                      }
                    }
                  } else {
                    validate13.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/Origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var valid3 = _errs11 === errors;
              } else {
                var valid3 = true;
              }
              if (valid3) {
                if (data.rule_origins !== void 0) {
                  let data7 = data.rule_origins;
                  const _errs20 = errors;
                  if (errors === _errs20) {
                    if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                      for (const key0 in data7) {
                        let data8 = data7[key0];
                        const _errs23 = errors;
                        const _errs24 = errors;
                        if (errors === _errs24) {
                          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                            let missing2;
                            if (data8.file === void 0 && (missing2 = "file") || data8.line === void 0 && (missing2 = "line") || data8.col === void 0 && (missing2 = "col")) {
                              validate13.errors = [{ instancePath: instancePath + "/rule_origins/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Origin/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                              return false;
                            } else {
                              if (data8.file !== void 0) {
                                const _errs26 = errors;
                                if (typeof data8.file !== "string") {
                                  validate13.errors = [{ instancePath: instancePath + "/rule_origins/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/file", schemaPath: "#/definitions/Origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid8 = _errs26 === errors;
                              } else {
                                var valid8 = true;
                              }
                              if (valid8) {
                                if (data8.line !== void 0) {
                                  let data10 = data8.line;
                                  const _errs28 = errors;
                                  if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
                                    validate13.errors = [{ instancePath: instancePath + "/rule_origins/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/line", schemaPath: "#/definitions/Origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                    return false;
                                  }
                                  var valid8 = _errs28 === errors;
                                } else {
                                  var valid8 = true;
                                }
                                if (valid8) {
                                  if (data8.col !== void 0) {
                                    let data11 = data8.col;
                                    const _errs30 = errors;
                                    if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
                                      validate13.errors = [{ instancePath: instancePath + "/rule_origins/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/col", schemaPath: "#/definitions/Origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                      return false;
                                    }
                                    var valid8 = _errs30 === errors;
                                  } else {
                                    var valid8 = true;
                                  }
                                }
                              }
                            }
                          } else {
                            validate13.errors = [{ instancePath: instancePath + "/rule_origins/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid6 = _errs23 === errors;
                        if (!valid6) {
                          break;
                        }
                      }
                    } else {
                      validate13.errors = [{ instancePath: instancePath + "/rule_origins", schemaPath: "#/allOf/0/then/properties/rule_origins/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid3 = _errs20 === errors;
                } else {
                  var valid3 = true;
                }
                if (valid3) {
                  if (data.instruction_origins !== void 0) {
                    let data12 = data.instruction_origins;
                    const _errs32 = errors;
                    if (errors === _errs32) {
                      if (Array.isArray(data12)) {
                        var valid9 = true;
                        const len0 = data12.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          let data13 = data12[i0];
                          const _errs34 = errors;
                          const _errs35 = errors;
                          if (errors === _errs35) {
                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                              let missing3;
                              if (data13.file === void 0 && (missing3 = "file") || data13.line === void 0 && (missing3 = "line") || data13.col === void 0 && (missing3 = "col")) {
                                validate13.errors = [{ instancePath: instancePath + "/instruction_origins/" + i0, schemaPath: "#/definitions/Origin/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                return false;
                              } else {
                                if (data13.file !== void 0) {
                                  const _errs37 = errors;
                                  if (typeof data13.file !== "string") {
                                    validate13.errors = [{ instancePath: instancePath + "/instruction_origins/" + i0 + "/file", schemaPath: "#/definitions/Origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid11 = _errs37 === errors;
                                } else {
                                  var valid11 = true;
                                }
                                if (valid11) {
                                  if (data13.line !== void 0) {
                                    let data15 = data13.line;
                                    const _errs39 = errors;
                                    if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
                                      validate13.errors = [{ instancePath: instancePath + "/instruction_origins/" + i0 + "/line", schemaPath: "#/definitions/Origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                      return false;
                                    }
                                    var valid11 = _errs39 === errors;
                                  } else {
                                    var valid11 = true;
                                  }
                                  if (valid11) {
                                    if (data13.col !== void 0) {
                                      let data16 = data13.col;
                                      const _errs41 = errors;
                                      if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
                                        validate13.errors = [{ instancePath: instancePath + "/instruction_origins/" + i0 + "/col", schemaPath: "#/definitions/Origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                        return false;
                                      }
                                      var valid11 = _errs41 === errors;
                                    } else {
                                      var valid11 = true;
                                    }
                                  }
                                }
                              }
                            } else {
                              validate13.errors = [{ instancePath: instancePath + "/instruction_origins/" + i0, schemaPath: "#/definitions/Origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid9 = _errs34 === errors;
                          if (!valid9) {
                            break;
                          }
                        }
                      } else {
                        validate13.errors = [{ instancePath: instancePath + "/instruction_origins", schemaPath: "#/allOf/0/then/properties/instruction_origins/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                      }
                    }
                    var valid3 = _errs32 === errors;
                  } else {
                    var valid3 = true;
                  }
                }
              }
            }
          }
        }
      } else {
        validate13.errors = [{ instancePath, schemaPath: "#/allOf/0/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
      }
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err2 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
    validate13.errors = vErrors;
    return false;
  }
  var valid0 = _errs1 === errors;
  if (valid0) {
    const _errs43 = errors;
    const _errs44 = errors;
    let valid12 = true;
    const _errs45 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.kind !== void 0) {
        let data17 = data.kind;
        if (typeof data17 !== "string") {
          const err3 = {};
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if ("rename_list" !== data17) {
          const err4 = {};
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs45 === errors;
    errors = _errs44;
    if (vErrors !== null) {
      if (_errs44) {
        vErrors.length = _errs44;
      } else {
        vErrors = null;
      }
    }
    if (_valid1) {
      const _errs48 = errors;
      if (errors === _errs48) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing4;
          if (data.kind === void 0 && (missing4 = "kind") || data.from === void 0 && (missing4 = "from") || data.to === void 0 && (missing4 = "to")) {
            validate13.errors = [{ instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
            return false;
          } else {
            if (data.kind !== void 0) {
              let data18 = data.kind;
              const _errs50 = errors;
              if (typeof data18 !== "string") {
                validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/1/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              if ("rename_list" !== data18) {
                validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/1/then/properties/kind/const", keyword: "const", params: { allowedValue: "rename_list" }, message: "must be equal to constant" }];
                return false;
              }
              var valid14 = _errs50 === errors;
            } else {
              var valid14 = true;
            }
            if (valid14) {
              if (data.from !== void 0) {
                const _errs52 = errors;
                if (typeof data.from !== "string") {
                  validate13.errors = [{ instancePath: instancePath + "/from", schemaPath: "#/allOf/1/then/properties/from/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid14 = _errs52 === errors;
              } else {
                var valid14 = true;
              }
              if (valid14) {
                if (data.to !== void 0) {
                  const _errs54 = errors;
                  if (typeof data.to !== "string") {
                    validate13.errors = [{ instancePath: instancePath + "/to", schemaPath: "#/allOf/1/then/properties/to/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  var valid14 = _errs54 === errors;
                } else {
                  var valid14 = true;
                }
                if (valid14) {
                  if (data.origin !== void 0) {
                    let data21 = data.origin;
                    const _errs56 = errors;
                    const _errs57 = errors;
                    if (errors === _errs57) {
                      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                        let missing5;
                        if (data21.file === void 0 && (missing5 = "file") || data21.line === void 0 && (missing5 = "line") || data21.col === void 0 && (missing5 = "col")) {
                          validate13.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/Origin/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                          return false;
                        } else {
                          if (data21.file !== void 0) {
                            const _errs59 = errors;
                            if (typeof data21.file !== "string") {
                              validate13.errors = [{ instancePath: instancePath + "/origin/file", schemaPath: "#/definitions/Origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            var valid16 = _errs59 === errors;
                          } else {
                            var valid16 = true;
                          }
                          if (valid16) {
                            if (data21.line !== void 0) {
                              let data23 = data21.line;
                              const _errs61 = errors;
                              if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)) && isFinite(data23))) {
                                validate13.errors = [{ instancePath: instancePath + "/origin/line", schemaPath: "#/definitions/Origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                return false;
                              }
                              var valid16 = _errs61 === errors;
                            } else {
                              var valid16 = true;
                            }
                            if (valid16) {
                              if (data21.col !== void 0) {
                                let data24 = data21.col;
                                const _errs63 = errors;
                                if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)) && isFinite(data24))) {
                                  validate13.errors = [{ instancePath: instancePath + "/origin/col", schemaPath: "#/definitions/Origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                  return false;
                                }
                                var valid16 = _errs63 === errors;
                              } else {
                                var valid16 = true;
                              }
                            }
                          }
                        }
                      } else {
                        validate13.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/Origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid14 = _errs56 === errors;
                  } else {
                    var valid14 = true;
                  }
                }
              }
            }
          }
        } else {
          validate13.errors = [{ instancePath, schemaPath: "#/allOf/1/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
          return false;
        }
      }
      var _valid1 = _errs48 === errors;
      valid12 = _valid1;
    }
    if (!valid12) {
      const err5 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
      validate13.errors = vErrors;
      return false;
    }
    var valid0 = _errs43 === errors;
    if (valid0) {
      const _errs65 = errors;
      const _errs66 = errors;
      let valid17 = true;
      const _errs67 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.kind !== void 0) {
          let data25 = data.kind;
          if (typeof data25 !== "string") {
            const err6 = {};
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          if ("replace_rules" !== data25) {
            const err7 = {};
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      }
      var _valid2 = _errs67 === errors;
      errors = _errs66;
      if (vErrors !== null) {
        if (_errs66) {
          vErrors.length = _errs66;
        } else {
          vErrors = null;
        }
      }
      if (_valid2) {
        const _errs70 = errors;
        if (errors === _errs70) {
          if (data && typeof data == "object" && !Array.isArray(data)) {
            let missing6;
            if (data.kind === void 0 && (missing6 = "kind") || data.before === void 0 && (missing6 = "before") || data.after === void 0 && (missing6 = "after") || data.rules === void 0 && (missing6 = "rules") || data.origins === void 0 && (missing6 = "origins")) {
              validate13.errors = [{ instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: missing6 }, message: "must have required property '" + missing6 + "'" }];
              return false;
            } else {
              if (data.kind !== void 0) {
                let data26 = data.kind;
                const _errs72 = errors;
                if (typeof data26 !== "string") {
                  validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/2/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                if ("replace_rules" !== data26) {
                  validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/2/then/properties/kind/const", keyword: "const", params: { allowedValue: "replace_rules" }, message: "must be equal to constant" }];
                  return false;
                }
                var valid19 = _errs72 === errors;
              } else {
                var valid19 = true;
              }
              if (valid19) {
                if (data.before !== void 0) {
                  let data27 = data.before;
                  const _errs74 = errors;
                  const _errs75 = errors;
                  if (errors === _errs75) {
                    if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                      for (const key1 in data27) {
                        let data28 = data27[key1];
                        const _errs78 = errors;
                        if (errors === _errs78) {
                          if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                            for (const key2 in data28) {
                              const _errs81 = errors;
                              if (typeof data28[key2] !== "string") {
                                validate13.errors = [{ instancePath: instancePath + "/before/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/RuleMap/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid22 = _errs81 === errors;
                              if (!valid22) {
                                break;
                              }
                            }
                          } else {
                            validate13.errors = [{ instancePath: instancePath + "/before/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/RuleMap/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid21 = _errs78 === errors;
                        if (!valid21) {
                          break;
                        }
                      }
                    } else {
                      validate13.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/definitions/RuleMap/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid19 = _errs74 === errors;
                } else {
                  var valid19 = true;
                }
                if (valid19) {
                  if (data.after !== void 0) {
                    let data30 = data.after;
                    const _errs83 = errors;
                    const _errs84 = errors;
                    if (errors === _errs84) {
                      if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
                        for (const key3 in data30) {
                          let data31 = data30[key3];
                          const _errs87 = errors;
                          if (errors === _errs87) {
                            if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                              for (const key4 in data31) {
                                const _errs90 = errors;
                                if (typeof data31[key4] !== "string") {
                                  validate13.errors = [{ instancePath: instancePath + "/after/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/RuleMap/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid25 = _errs90 === errors;
                                if (!valid25) {
                                  break;
                                }
                              }
                            } else {
                              validate13.errors = [{ instancePath: instancePath + "/after/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/RuleMap/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid24 = _errs87 === errors;
                          if (!valid24) {
                            break;
                          }
                        }
                      } else {
                        validate13.errors = [{ instancePath: instancePath + "/after", schemaPath: "#/definitions/RuleMap/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid19 = _errs83 === errors;
                  } else {
                    var valid19 = true;
                  }
                  if (valid19) {
                    if (data.rules !== void 0) {
                      let data33 = data.rules;
                      const _errs92 = errors;
                      if (errors === _errs92) {
                        if (Array.isArray(data33)) {
                          var valid26 = true;
                          const len1 = data33.length;
                          for (let i1 = 0; i1 < len1; i1++) {
                            let data34 = data33[i1];
                            const _errs94 = errors;
                            const _errs95 = errors;
                            if (errors === _errs95) {
                              if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
                                let missing7;
                                if (data34.group === void 0 && (missing7 = "group") || data34.rule === void 0 && (missing7 = "rule")) {
                                  validate13.errors = [{ instancePath: instancePath + "/rules/" + i1, schemaPath: "#/definitions/RuleChange/required", keyword: "required", params: { missingProperty: missing7 }, message: "must have required property '" + missing7 + "'" }];
                                  return false;
                                } else {
                                  if (data34.group !== void 0) {
                                    const _errs97 = errors;
                                    if (typeof data34.group !== "string") {
                                      validate13.errors = [{ instancePath: instancePath + "/rules/" + i1 + "/group", schemaPath: "#/definitions/RuleChange/properties/group/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid28 = _errs97 === errors;
                                  } else {
                                    var valid28 = true;
                                  }
                                  if (valid28) {
                                    if (data34.rule !== void 0) {
                                      const _errs99 = errors;
                                      if (typeof data34.rule !== "string") {
                                        validate13.errors = [{ instancePath: instancePath + "/rules/" + i1 + "/rule", schemaPath: "#/definitions/RuleChange/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid28 = _errs99 === errors;
                                    } else {
                                      var valid28 = true;
                                    }
                                    if (valid28) {
                                      if (data34.before !== void 0) {
                                        const _errs101 = errors;
                                        if (typeof data34.before !== "string") {
                                          validate13.errors = [{ instancePath: instancePath + "/rules/" + i1 + "/before", schemaPath: "#/definitions/RuleChange/properties/before/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid28 = _errs101 === errors;
                                      } else {
                                        var valid28 = true;
                                      }
                                      if (valid28) {
                                        if (data34.after !== void 0) {
                                          const _errs103 = errors;
                                          if (typeof data34.after !== "string") {
                                            validate13.errors = [{ instancePath: instancePath + "/rules/" + i1 + "/after", schemaPath: "#/definitions/RuleChange/properties/after/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid28 = _errs103 === errors;
                                        } else {
                                          var valid28 = true;
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate13.errors = [{ instancePath: instancePath + "/rules/" + i1, schemaPath: "#/definitions/RuleChange/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                            }
                            var valid26 = _errs94 === errors;
                            if (!valid26) {
                              break;
                            }
                          }
                        } else {
                          validate13.errors = [{ instancePath: instancePath + "/rules", schemaPath: "#/allOf/2/then/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                          return false;
                        }
                      }
                      var valid19 = _errs92 === errors;
                    } else {
                      var valid19 = true;
                    }
                    if (valid19) {
                      if (data.origins !== void 0) {
                        let data39 = data.origins;
                        const _errs105 = errors;
                        if (errors === _errs105) {
                          if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
                            for (const key5 in data39) {
                              let data40 = data39[key5];
                              const _errs108 = errors;
                              const _errs109 = errors;
                              if (errors === _errs109) {
                                if (data40 && typeof data40 == "object" && !Array.isArray(data40)) {
                                  let missing8;
                                  if (data40.file === void 0 && (missing8 = "file") || data40.line === void 0 && (missing8 = "line") || data40.col === void 0 && (missing8 = "col")) {
                                    validate13.errors = [{ instancePath: instancePath + "/origins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Origin/required", keyword: "required", params: { missingProperty: missing8 }, message: "must have required property '" + missing8 + "'" }];
                                    return false;
                                  } else {
                                    if (data40.file !== void 0) {
                                      const _errs111 = errors;
                                      if (typeof data40.file !== "string") {
                                        validate13.errors = [{ instancePath: instancePath + "/origins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/file", schemaPath: "#/definitions/Origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid31 = _errs111 === errors;
                                    } else {
                                      var valid31 = true;
                                    }
                                    if (valid31) {
                                      if (data40.line !== void 0) {
                                        let data42 = data40.line;
                                        const _errs113 = errors;
                                        if (!(typeof data42 == "number" && (!(data42 % 1) && !isNaN(data42)) && isFinite(data42))) {
                                          validate13.errors = [{ instancePath: instancePath + "/origins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/line", schemaPath: "#/definitions/Origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                          return false;
                                        }
                                        var valid31 = _errs113 === errors;
                                      } else {
                                        var valid31 = true;
                                      }
                                      if (valid31) {
                                        if (data40.col !== void 0) {
                                          let data43 = data40.col;
                                          const _errs115 = errors;
                                          if (!(typeof data43 == "number" && (!(data43 % 1) && !isNaN(data43)) && isFinite(data43))) {
                                            validate13.errors = [{ instancePath: instancePath + "/origins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/col", schemaPath: "#/definitions/Origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                            return false;
                                          }
                                          var valid31 = _errs115 === errors;
                                        } else {
                                          var valid31 = true;
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate13.errors = [{ instancePath: instancePath + "/origins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid29 = _errs108 === errors;
                              if (!valid29) {
                                break;
                              }
                            }
                          } else {
                            validate13.errors = [{ instancePath: instancePath + "/origins", schemaPath: "#/allOf/2/then/properties/origins/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid19 = _errs105 === errors;
                      } else {
                        var valid19 = true;
                      }
                    }
                  }
                }
              }
            }
          } else {
            validate13.errors = [{ instancePath, schemaPath: "#/allOf/2/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
          }
        }
        var _valid2 = _errs70 === errors;
        valid17 = _valid2;
      }
      if (!valid17) {
        const err8 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
        validate13.errors = vErrors;
        return false;
      }
      var valid0 = _errs65 === errors;
      if (valid0) {
        const _errs117 = errors;
        const _errs118 = errors;
        let valid32 = true;
        const _errs119 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.kind !== void 0) {
            let data44 = data.kind;
            if (typeof data44 !== "string") {
              const err9 = {};
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if ("delete_instruction" !== data44) {
              const err10 = {};
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        }
        var _valid3 = _errs119 === errors;
        errors = _errs118;
        if (vErrors !== null) {
          if (_errs118) {
            vErrors.length = _errs118;
          } else {
            vErrors = null;
          }
        }
        if (_valid3) {
          const _errs122 = errors;
          if (errors === _errs122) {
            if (data && typeof data == "object" && !Array.isArray(data)) {
              let missing9;
              if (data.kind === void 0 && (missing9 = "kind") || data.instruction_id === void 0 && (missing9 = "instruction_id") || data.before === void 0 && (missing9 = "before")) {
                validate13.errors = [{ instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: missing9 }, message: "must have required property '" + missing9 + "'" }];
                return false;
              } else {
                if (data.kind !== void 0) {
                  let data45 = data.kind;
                  const _errs124 = errors;
                  if (typeof data45 !== "string") {
                    validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/3/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  if ("delete_instruction" !== data45) {
                    validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/3/then/properties/kind/const", keyword: "const", params: { allowedValue: "delete_instruction" }, message: "must be equal to constant" }];
                    return false;
                  }
                  var valid34 = _errs124 === errors;
                } else {
                  var valid34 = true;
                }
                if (valid34) {
                  if (data.instruction_id !== void 0) {
                    const _errs126 = errors;
                    if (typeof data.instruction_id !== "string") {
                      validate13.errors = [{ instancePath: instancePath + "/instruction_id", schemaPath: "#/allOf/3/then/properties/instruction_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid34 = _errs126 === errors;
                  } else {
                    var valid34 = true;
                  }
                  if (valid34) {
                    if (data.before !== void 0) {
                      let data47 = data.before;
                      const _errs128 = errors;
                      const _errs129 = errors;
                      if (errors === _errs129) {
                        if (data47 && typeof data47 == "object" && !Array.isArray(data47)) {
                          let missing10;
                          if (data47.label === void 0 && (missing10 = "label") || data47.prompt === void 0 && (missing10 = "prompt")) {
                            validate13.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/definitions/InstructionSpec/required", keyword: "required", params: { missingProperty: missing10 }, message: "must have required property '" + missing10 + "'" }];
                            return false;
                          } else {
                            if (data47.label !== void 0) {
                              const _errs131 = errors;
                              if (typeof data47.label !== "string") {
                                validate13.errors = [{ instancePath: instancePath + "/before/label", schemaPath: "#/definitions/InstructionSpec/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid36 = _errs131 === errors;
                            } else {
                              var valid36 = true;
                            }
                            if (valid36) {
                              if (data47.prompt !== void 0) {
                                const _errs133 = errors;
                                if (typeof data47.prompt !== "string") {
                                  validate13.errors = [{ instancePath: instancePath + "/before/prompt", schemaPath: "#/definitions/InstructionSpec/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid36 = _errs133 === errors;
                              } else {
                                var valid36 = true;
                              }
                              if (valid36) {
                                if (data47.source_language !== void 0) {
                                  const _errs135 = errors;
                                  if (typeof data47.source_language !== "string") {
                                    validate13.errors = [{ instancePath: instancePath + "/before/source_language", schemaPath: "#/definitions/InstructionSpec/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid36 = _errs135 === errors;
                                } else {
                                  var valid36 = true;
                                }
                              }
                            }
                          }
                        } else {
                          validate13.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/definitions/InstructionSpec/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid34 = _errs128 === errors;
                    } else {
                      var valid34 = true;
                    }
                    if (valid34) {
                      if (data.reason !== void 0) {
                        let data51 = data.reason;
                        const _errs137 = errors;
                        if (typeof data51 !== "string") {
                          validate13.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/allOf/3/then/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        if (!(data51 === "removed" || data51 === "duplicate_label")) {
                          validate13.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/allOf/3/then/properties/reason/enum", keyword: "enum", params: { allowedValues: schema17.allOf[3].then.properties.reason.enum }, message: "must be equal to one of the allowed values" }];
                          return false;
                        }
                        var valid34 = _errs137 === errors;
                      } else {
                        var valid34 = true;
                      }
                    }
                  }
                }
              }
            } else {
              validate13.errors = [{ instancePath, schemaPath: "#/allOf/3/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
              return false;
            }
          }
          var _valid3 = _errs122 === errors;
          valid32 = _valid3;
        }
        if (!valid32) {
          const err11 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
          validate13.errors = vErrors;
          return false;
        }
        var valid0 = _errs117 === errors;
        if (valid0) {
          const _errs139 = errors;
          const _errs140 = errors;
          let valid37 = true;
          const _errs141 = errors;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.kind !== void 0) {
              let data52 = data.kind;
              if (typeof data52 !== "string") {
                const err12 = {};
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if ("update_instruction" !== data52) {
                const err13 = {};
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
          }
          var _valid4 = _errs141 === errors;
          errors = _errs140;
          if (vErrors !== null) {
            if (_errs140) {
              vErrors.length = _errs140;
            } else {
              vErrors = null;
            }
          }
          if (_valid4) {
            const _errs144 = errors;
            if (errors === _errs144) {
              if (data && typeof data == "object" && !Array.isArray(data)) {
                let missing11;
                if (data.kind === void 0 && (missing11 = "kind") || data.instruction_id === void 0 && (missing11 = "instruction_id") || data.before === void 0 && (missing11 = "before") || data.after === void 0 && (missing11 = "after")) {
                  validate13.errors = [{ instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: missing11 }, message: "must have required property '" + missing11 + "'" }];
                  return false;
                } else {
                  if (data.kind !== void 0) {
                    let data53 = data.kind;
                    const _errs146 = errors;
                    if (typeof data53 !== "string") {
                      validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/4/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    if ("update_instruction" !== data53) {
                      validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/4/then/properties/kind/const", keyword: "const", params: { allowedValue: "update_instruction" }, message: "must be equal to constant" }];
                      return false;
                    }
                    var valid39 = _errs146 === errors;
                  } else {
                    var valid39 = true;
                  }
                  if (valid39) {
                    if (data.instruction_id !== void 0) {
                      const _errs148 = errors;
                      if (typeof data.instruction_id !== "string") {
                        validate13.errors = [{ instancePath: instancePath + "/instruction_id", schemaPath: "#/allOf/4/then/properties/instruction_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid39 = _errs148 === errors;
                    } else {
                      var valid39 = true;
                    }
                    if (valid39) {
                      if (data.before !== void 0) {
                        let data55 = data.before;
                        const _errs150 = errors;
                        const _errs151 = errors;
                        if (errors === _errs151) {
                          if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
                            let missing12;
                            if (data55.label === void 0 && (missing12 = "label") || data55.prompt === void 0 && (missing12 = "prompt")) {
                              validate13.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/definitions/InstructionSpec/required", keyword: "required", params: { missingProperty: missing12 }, message: "must have required property '" + missing12 + "'" }];
                              return false;
                            } else {
                              if (data55.label !== void 0) {
                                const _errs153 = errors;
                                if (typeof data55.label !== "string") {
                                  validate13.errors = [{ instancePath: instancePath + "/before/label", schemaPath: "#/definitions/InstructionSpec/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid41 = _errs153 === errors;
                              } else {
                                var valid41 = true;
                              }
                              if (valid41) {
                                if (data55.prompt !== void 0) {
                                  const _errs155 = errors;
                                  if (typeof data55.prompt !== "string") {
                                    validate13.errors = [{ instancePath: instancePath + "/before/prompt", schemaPath: "#/definitions/InstructionSpec/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid41 = _errs155 === errors;
                                } else {
                                  var valid41 = true;
                                }
                                if (valid41) {
                                  if (data55.source_language !== void 0) {
                                    const _errs157 = errors;
                                    if (typeof data55.source_language !== "string") {
                                      validate13.errors = [{ instancePath: instancePath + "/before/source_language", schemaPath: "#/definitions/InstructionSpec/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid41 = _errs157 === errors;
                                  } else {
                                    var valid41 = true;
                                  }
                                }
                              }
                            }
                          } else {
                            validate13.errors = [{ instancePath: instancePath + "/before", schemaPath: "#/definitions/InstructionSpec/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid39 = _errs150 === errors;
                      } else {
                        var valid39 = true;
                      }
                      if (valid39) {
                        if (data.after !== void 0) {
                          let data59 = data.after;
                          const _errs159 = errors;
                          const _errs160 = errors;
                          if (errors === _errs160) {
                            if (data59 && typeof data59 == "object" && !Array.isArray(data59)) {
                              let missing13;
                              if (data59.label === void 0 && (missing13 = "label") || data59.prompt === void 0 && (missing13 = "prompt")) {
                                validate13.errors = [{ instancePath: instancePath + "/after", schemaPath: "#/definitions/InstructionSpec/required", keyword: "required", params: { missingProperty: missing13 }, message: "must have required property '" + missing13 + "'" }];
                                return false;
                              } else {
                                if (data59.label !== void 0) {
                                  const _errs162 = errors;
                                  if (typeof data59.label !== "string") {
                                    validate13.errors = [{ instancePath: instancePath + "/after/label", schemaPath: "#/definitions/InstructionSpec/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid43 = _errs162 === errors;
                                } else {
                                  var valid43 = true;
                                }
                                if (valid43) {
                                  if (data59.prompt !== void 0) {
                                    const _errs164 = errors;
                                    if (typeof data59.prompt !== "string") {
                                      validate13.errors = [{ instancePath: instancePath + "/after/prompt", schemaPath: "#/definitions/InstructionSpec/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid43 = _errs164 === errors;
                                  } else {
                                    var valid43 = true;
                                  }
                                  if (valid43) {
                                    if (data59.source_language !== void 0) {
                                      const _errs166 = errors;
                                      if (typeof data59.source_language !== "string") {
                                        validate13.errors = [{ instancePath: instancePath + "/after/source_language", schemaPath: "#/definitions/InstructionSpec/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid43 = _errs166 === errors;
                                    } else {
                                      var valid43 = true;
                                    }
                                  }
                                }
                              }
                            } else {
                              validate13.errors = [{ instancePath: instancePath + "/after", schemaPath: "#/definitions/InstructionSpec/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid39 = _errs159 === errors;
                        } else {
                          var valid39 = true;
                        }
                        if (valid39) {
                          if (data.origin !== void 0) {
                            let data63 = data.origin;
                            const _errs168 = errors;
                            const _errs169 = errors;
                            if (errors === _errs169) {
                              if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
                                let missing14;
                                if (data63.file === void 0 && (missing14 = "file") || data63.line === void 0 && (missing14 = "line") || data63.col === void 0 && (missing14 = "col")) {
                                  validate13.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/Origin/required", keyword: "required", params: { missingProperty: missing14 }, message: "must have required property '" + missing14 + "'" }];
                                  return false;
                                } else {
                                  if (data63.file !== void 0) {
                                    const _errs171 = errors;
                                    if (typeof data63.file !== "string") {
                                      validate13.errors = [{ instancePath: instancePath + "/origin/file", schemaPath: "#/definitions/Origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid45 = _errs171 === errors;
                                  } else {
                                    var valid45 = true;
                                  }
                                  if (valid45) {
                                    if (data63.line !== void 0) {
                                      let data65 = data63.line;
                                      const _errs173 = errors;
                                      if (!(typeof data65 == "number" && (!(data65 % 1) && !isNaN(data65)) && isFinite(data65))) {
                                        validate13.errors = [{ instancePath: instancePath + "/origin/line", schemaPath: "#/definitions/Origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                        return false;
                                      }
                                      var valid45 = _errs173 === errors;
                                    } else {
                                      var valid45 = true;
                                    }
                                    if (valid45) {
                                      if (data63.col !== void 0) {
                                        let data66 = data63.col;
                                        const _errs175 = errors;
                                        if (!(typeof data66 == "number" && (!(data66 % 1) && !isNaN(data66)) && isFinite(data66))) {
                                          validate13.errors = [{ instancePath: instancePath + "/origin/col", schemaPath: "#/definitions/Origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                          return false;
                                        }
                                        var valid45 = _errs175 === errors;
                                      } else {
                                        var valid45 = true;
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate13.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/Origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                            }
                            var valid39 = _errs168 === errors;
                          } else {
                            var valid39 = true;
                          }
                        }
                      }
                    }
                  }
                }
              } else {
                validate13.errors = [{ instancePath, schemaPath: "#/allOf/4/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                return false;
              }
            }
            var _valid4 = _errs144 === errors;
            valid37 = _valid4;
          }
          if (!valid37) {
            const err14 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
            validate13.errors = vErrors;
            return false;
          }
          var valid0 = _errs139 === errors;
          if (valid0) {
            const _errs177 = errors;
            const _errs178 = errors;
            let valid46 = true;
            const _errs179 = errors;
            if (data && typeof data == "object" && !Array.isArray(data)) {
              if (data.kind !== void 0) {
                let data67 = data.kind;
                if (typeof data67 !== "string") {
                  const err15 = {};
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                if ("create_instruction" !== data67) {
                  const err16 = {};
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
            }
            var _valid5 = _errs179 === errors;
            errors = _errs178;
            if (vErrors !== null) {
              if (_errs178) {
                vErrors.length = _errs178;
              } else {
                vErrors = null;
              }
            }
            if (_valid5) {
              const _errs182 = errors;
              if (errors === _errs182) {
                if (data && typeof data == "object" && !Array.isArray(data)) {
                  let missing15;
                  if (data.kind === void 0 && (missing15 = "kind") || data.after === void 0 && (missing15 = "after")) {
                    validate13.errors = [{ instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: missing15 }, message: "must have required property '" + missing15 + "'" }];
                    return false;
                  } else {
                    if (data.kind !== void 0) {
                      let data68 = data.kind;
                      const _errs184 = errors;
                      if (typeof data68 !== "string") {
                        validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/5/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      if ("create_instruction" !== data68) {
                        validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/5/then/properties/kind/const", keyword: "const", params: { allowedValue: "create_instruction" }, message: "must be equal to constant" }];
                        return false;
                      }
                      var valid48 = _errs184 === errors;
                    } else {
                      var valid48 = true;
                    }
                    if (valid48) {
                      if (data.after !== void 0) {
                        let data69 = data.after;
                        const _errs186 = errors;
                        const _errs187 = errors;
                        if (errors === _errs187) {
                          if (data69 && typeof data69 == "object" && !Array.isArray(data69)) {
                            let missing16;
                            if (data69.label === void 0 && (missing16 = "label") || data69.prompt === void 0 && (missing16 = "prompt")) {
                              validate13.errors = [{ instancePath: instancePath + "/after", schemaPath: "#/definitions/InstructionSpec/required", keyword: "required", params: { missingProperty: missing16 }, message: "must have required property '" + missing16 + "'" }];
                              return false;
                            } else {
                              if (data69.label !== void 0) {
                                const _errs189 = errors;
                                if (typeof data69.label !== "string") {
                                  validate13.errors = [{ instancePath: instancePath + "/after/label", schemaPath: "#/definitions/InstructionSpec/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid50 = _errs189 === errors;
                              } else {
                                var valid50 = true;
                              }
                              if (valid50) {
                                if (data69.prompt !== void 0) {
                                  const _errs191 = errors;
                                  if (typeof data69.prompt !== "string") {
                                    validate13.errors = [{ instancePath: instancePath + "/after/prompt", schemaPath: "#/definitions/InstructionSpec/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid50 = _errs191 === errors;
                                } else {
                                  var valid50 = true;
                                }
                                if (valid50) {
                                  if (data69.source_language !== void 0) {
                                    const _errs193 = errors;
                                    if (typeof data69.source_language !== "string") {
                                      validate13.errors = [{ instancePath: instancePath + "/after/source_language", schemaPath: "#/definitions/InstructionSpec/properties/source_language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid50 = _errs193 === errors;
                                  } else {
                                    var valid50 = true;
                                  }
                                }
                              }
                            }
                          } else {
                            validate13.errors = [{ instancePath: instancePath + "/after", schemaPath: "#/definitions/InstructionSpec/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid48 = _errs186 === errors;
                      } else {
                        var valid48 = true;
                      }
                      if (valid48) {
                        if (data.origin !== void 0) {
                          let data73 = data.origin;
                          const _errs195 = errors;
                          const _errs196 = errors;
                          if (errors === _errs196) {
                            if (data73 && typeof data73 == "object" && !Array.isArray(data73)) {
                              let missing17;
                              if (data73.file === void 0 && (missing17 = "file") || data73.line === void 0 && (missing17 = "line") || data73.col === void 0 && (missing17 = "col")) {
                                validate13.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/Origin/required", keyword: "required", params: { missingProperty: missing17 }, message: "must have required property '" + missing17 + "'" }];
                                return false;
                              } else {
                                if (data73.file !== void 0) {
                                  const _errs198 = errors;
                                  if (typeof data73.file !== "string") {
                                    validate13.errors = [{ instancePath: instancePath + "/origin/file", schemaPath: "#/definitions/Origin/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid52 = _errs198 === errors;
                                } else {
                                  var valid52 = true;
                                }
                                if (valid52) {
                                  if (data73.line !== void 0) {
                                    let data75 = data73.line;
                                    const _errs200 = errors;
                                    if (!(typeof data75 == "number" && (!(data75 % 1) && !isNaN(data75)) && isFinite(data75))) {
                                      validate13.errors = [{ instancePath: instancePath + "/origin/line", schemaPath: "#/definitions/Origin/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                      return false;
                                    }
                                    var valid52 = _errs200 === errors;
                                  } else {
                                    var valid52 = true;
                                  }
                                  if (valid52) {
                                    if (data73.col !== void 0) {
                                      let data76 = data73.col;
                                      const _errs202 = errors;
                                      if (!(typeof data76 == "number" && (!(data76 % 1) && !isNaN(data76)) && isFinite(data76))) {
                                        validate13.errors = [{ instancePath: instancePath + "/origin/col", schemaPath: "#/definitions/Origin/properties/col/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                        return false;
                                      }
                                      var valid52 = _errs202 === errors;
                                    } else {
                                      var valid52 = true;
                                    }
                                  }
                                }
                              }
                            } else {
                              validate13.errors = [{ instancePath: instancePath + "/origin", schemaPath: "#/definitions/Origin/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid48 = _errs195 === errors;
                        } else {
                          var valid48 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate13.errors = [{ instancePath, schemaPath: "#/allOf/5/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
              }
              var _valid5 = _errs182 === errors;
              valid46 = _valid5;
            }
            if (!valid46) {
              const err17 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
              validate13.errors = vErrors;
              return false;
            }
            var valid0 = _errs177 === errors;
            if (valid0) {
              const _errs204 = errors;
              const _errs205 = errors;
              let valid53 = true;
              const _errs206 = errors;
              if (data && typeof data == "object" && !Array.isArray(data)) {
                if (data.kind !== void 0) {
                  let data77 = data.kind;
                  if (typeof data77 !== "string") {
                    const err18 = {};
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                  if ("delete_list" !== data77) {
                    const err19 = {};
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                }
              }
              var _valid6 = _errs206 === errors;
              errors = _errs205;
              if (vErrors !== null) {
                if (_errs205) {
                  vErrors.length = _errs205;
                } else {
                  vErrors = null;
                }
              }
              if (_valid6) {
                const _errs209 = errors;
                if (errors === _errs209) {
                  if (data && typeof data == "object" && !Array.isArray(data)) {
                    let missing18;
                    if (data.kind === void 0 && (missing18 = "kind") || data.reason === void 0 && (missing18 = "reason") || data.before === void 0 && (missing18 = "before")) {
                      validate13.errors = [{ instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: missing18 }, message: "must have required property '" + missing18 + "'" }];
                      return false;
                    } else {
                      if (data.kind !== void 0) {
                        let data78 = data.kind;
                        const _errs211 = errors;
                        if (typeof data78 !== "string") {
                          validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/6/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        if ("delete_list" !== data78) {
                          validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/6/then/properties/kind/const", keyword: "const", params: { allowedValue: "delete_list" }, message: "must be equal to constant" }];
                          return false;
                        }
                        var valid55 = _errs211 === errors;
                      } else {
                        var valid55 = true;
                      }
                      if (valid55) {
                        if (data.reason !== void 0) {
                          let data79 = data.reason;
                          const _errs213 = errors;
                          if (typeof data79 !== "string") {
                            validate13.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/allOf/6/then/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                          if (!(data79 === "absent" || data79 === "prune" || data79 === "replace" || data79 === "duplicate")) {
                            validate13.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/allOf/6/then/properties/reason/enum", keyword: "enum", params: { allowedValues: schema17.allOf[6].then.properties.reason.enum }, message: "must be equal to one of the allowed values" }];
                            return false;
                          }
                          var valid55 = _errs213 === errors;
                        } else {
                          var valid55 = true;
                        }
                        if (valid55) {
                          if (data.before !== void 0) {
                            const _errs215 = errors;
                            if (!validate16(data.before, { instancePath: instancePath + "/before", parentData: data, parentDataProperty: "before", rootData })) {
                              vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
                              errors = vErrors.length;
                            }
                            var valid55 = _errs215 === errors;
                          } else {
                            var valid55 = true;
                          }
                          if (valid55) {
                            if (data.kept !== void 0) {
                              const _errs216 = errors;
                              if (typeof data.kept !== "string") {
                                validate13.errors = [{ instancePath: instancePath + "/kept", schemaPath: "#/allOf/6/then/properties/kept/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid55 = _errs216 === errors;
                            } else {
                              var valid55 = true;
                            }
                          }
                        }
                      }
                    }
                  } else {
                    validate13.errors = [{ instancePath, schemaPath: "#/allOf/6/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var _valid6 = _errs209 === errors;
                valid53 = _valid6;
              }
              if (!valid53) {
                const err20 = { instancePath, schemaPath: "#/allOf/6/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
                validate13.errors = vErrors;
                return false;
              }
              var valid0 = _errs204 === errors;
            }
          }
        }
      }
    }
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing19;
      if (data.kind === void 0 && (missing19 = "kind")) {
        validate13.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing19 }, message: "must have required property '" + missing19 + "'" }];
        return false;
      } else {
        if (data.kind !== void 0) {
          let data82 = data.kind;
          if (!(data82 === "create_list" || data82 === "rename_list" || data82 === "replace_rules" || data82 === "delete_instruction" || data82 === "update_instruction" || data82 === "create_instruction" || data82 === "delete_list")) {
            validate13.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema17.properties.kind.enum }, message: "must be equal to one of the allowed values" }];
            return false;
          }
        }
      }
    } else {
      validate13.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate13.errors = vErrors;
  return errors === 0;
}
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.action === void 0 && (missing0 = "action") || data.language === void 0 && (missing0 = "language") || data.changes === void 0 && (missing0 = "changes")) {
        validate12.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.name !== void 0) {
          const _errs1 = errors;
          if (typeof data.name !== "string") {
            validate12.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.file !== void 0) {
            const _errs3 = errors;
            if (typeof data.file !== "string") {
              validate12.errors = [{ instancePath: instancePath + "/file", schemaPath: "#/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.action !== void 0) {
              let data2 = data.action;
              const _errs5 = errors;
              if (typeof data2 !== "string") {
                validate12.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              if (!(data2 === "create" || data2 === "update" || data2 === "delete" || data2 === "replace")) {
                validate12.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/enum", keyword: "enum", params: { allowedValues: schema16.properties.action.enum }, message: "must be equal to one of the allowed values" }];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.style_id !== void 0) {
                const _errs7 = errors;
                if (typeof data.style_id !== "string") {
                  validate12.errors = [{ instancePath: instancePath + "/style_id", schemaPath: "#/properties/style_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.live_version !== void 0) {
                  let data4 = data.live_version;
                  const _errs9 = errors;
                  if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
                    validate12.errors = [{ instancePath: instancePath + "/live_version", schemaPath: "#/properties/live_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                    return false;
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.pinned !== void 0) {
                    const _errs11 = errors;
                    if (typeof data.pinned !== "boolean") {
                      validate12.errors = [{ instancePath: instancePath + "/pinned", schemaPath: "#/properties/pinned/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                      return false;
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.language !== void 0) {
                      const _errs13 = errors;
                      if (typeof data.language !== "string") {
                        validate12.errors = [{ instancePath: instancePath + "/language", schemaPath: "#/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.changes !== void 0) {
                        let data7 = data.changes;
                        const _errs15 = errors;
                        if (errors === _errs15) {
                          if (Array.isArray(data7)) {
                            var valid1 = true;
                            const len0 = data7.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              const _errs17 = errors;
                              if (!validate13(data7[i0], { instancePath: instancePath + "/changes/" + i0, parentData: data7, parentDataProperty: i0, rootData })) {
                                vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
                                errors = vErrors.length;
                              }
                              var valid1 = _errs17 === errors;
                              if (!valid1) {
                                break;
                              }
                            }
                          } else {
                            validate12.errors = [{ instancePath: instancePath + "/changes", schemaPath: "#/properties/changes/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                            return false;
                          }
                        }
                        var valid0 = _errs15 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.rename_hint !== void 0) {
                          let data9 = data.rename_hint;
                          const _errs18 = errors;
                          const _errs19 = errors;
                          if (errors === _errs19) {
                            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                              let missing1;
                              if (data9.style_id === void 0 && (missing1 = "style_id") || data9.name === void 0 && (missing1 = "name") || data9.shared === void 0 && (missing1 = "shared") || data9.total === void 0 && (missing1 = "total") || data9.pruned === void 0 && (missing1 = "pruned")) {
                                validate12.errors = [{ instancePath: instancePath + "/rename_hint", schemaPath: "#/definitions/RenameHint/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                return false;
                              } else {
                                if (data9.style_id !== void 0) {
                                  const _errs21 = errors;
                                  if (typeof data9.style_id !== "string") {
                                    validate12.errors = [{ instancePath: instancePath + "/rename_hint/style_id", schemaPath: "#/definitions/RenameHint/properties/style_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid3 = _errs21 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data9.name !== void 0) {
                                    const _errs23 = errors;
                                    if (typeof data9.name !== "string") {
                                      validate12.errors = [{ instancePath: instancePath + "/rename_hint/name", schemaPath: "#/definitions/RenameHint/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid3 = _errs23 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data9.shared !== void 0) {
                                      let data12 = data9.shared;
                                      const _errs25 = errors;
                                      if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
                                        validate12.errors = [{ instancePath: instancePath + "/rename_hint/shared", schemaPath: "#/definitions/RenameHint/properties/shared/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                        return false;
                                      }
                                      var valid3 = _errs25 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data9.total !== void 0) {
                                        let data13 = data9.total;
                                        const _errs27 = errors;
                                        if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
                                          validate12.errors = [{ instancePath: instancePath + "/rename_hint/total", schemaPath: "#/definitions/RenameHint/properties/total/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                          return false;
                                        }
                                        var valid3 = _errs27 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                      if (valid3) {
                                        if (data9.pruned !== void 0) {
                                          const _errs29 = errors;
                                          if (typeof data9.pruned !== "boolean") {
                                            validate12.errors = [{ instancePath: instancePath + "/rename_hint/pruned", schemaPath: "#/definitions/RenameHint/properties/pruned/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                            return false;
                                          }
                                          var valid3 = _errs29 === errors;
                                        } else {
                                          var valid3 = true;
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate12.errors = [{ instancePath: instancePath + "/rename_hint", schemaPath: "#/definitions/RenameHint/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid0 = _errs18 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.adopted !== void 0) {
                            let data15 = data.adopted;
                            const _errs31 = errors;
                            if (typeof data15 !== "boolean") {
                              validate12.errors = [{ instancePath: instancePath + "/adopted", schemaPath: "#/properties/adopted/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                              return false;
                            }
                            if (true !== data15) {
                              validate12.errors = [{ instancePath: instancePath + "/adopted", schemaPath: "#/properties/adopted/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                              return false;
                            }
                            var valid0 = _errs31 === errors;
                          } else {
                            var valid0 = true;
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate12.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate12.errors = vErrors;
  return errors === 0;
}
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.items === void 0 && (missing0 = "items") || data.unchanged === void 0 && (missing0 = "unchanged") || data.unmanaged === void 0 && (missing0 = "unmanaged") || data.summary === void 0 && (missing0 = "summary") || data.fingerprint === void 0 && (missing0 = "fingerprint") || data.problems === void 0 && (missing0 = "problems")) {
        validate11.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.items !== void 0) {
          let data0 = data.items;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs3 = errors;
                if (!validate12(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData })) {
                  vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate11.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
              return false;
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.unchanged !== void 0) {
            let data2 = data.unchanged;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (Array.isArray(data2)) {
                var valid2 = true;
                const len1 = data2.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  const _errs6 = errors;
                  if (typeof data2[i1] !== "string") {
                    validate11.errors = [{ instancePath: instancePath + "/unchanged/" + i1, schemaPath: "#/properties/unchanged/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  var valid2 = _errs6 === errors;
                  if (!valid2) {
                    break;
                  }
                }
              } else {
                validate11.errors = [{ instancePath: instancePath + "/unchanged", schemaPath: "#/properties/unchanged/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                return false;
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.unmanaged !== void 0) {
              let data4 = data.unmanaged;
              const _errs8 = errors;
              if (errors === _errs8) {
                if (Array.isArray(data4)) {
                  var valid3 = true;
                  const len2 = data4.length;
                  for (let i2 = 0; i2 < len2; i2++) {
                    let data5 = data4[i2];
                    const _errs10 = errors;
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                        let missing1;
                        if (data5.style_id === void 0 && (missing1 = "style_id") || data5.name === void 0 && (missing1 = "name") || data5.language === void 0 && (missing1 = "language") || data5.ignored === void 0 && (missing1 = "ignored")) {
                          validate11.errors = [{ instancePath: instancePath + "/unmanaged/" + i2, schemaPath: "#/definitions/UnmanagedList/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                          return false;
                        } else {
                          if (data5.style_id !== void 0) {
                            const _errs13 = errors;
                            if (typeof data5.style_id !== "string") {
                              validate11.errors = [{ instancePath: instancePath + "/unmanaged/" + i2 + "/style_id", schemaPath: "#/definitions/UnmanagedList/properties/style_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            var valid5 = _errs13 === errors;
                          } else {
                            var valid5 = true;
                          }
                          if (valid5) {
                            if (data5.name !== void 0) {
                              const _errs15 = errors;
                              if (typeof data5.name !== "string") {
                                validate11.errors = [{ instancePath: instancePath + "/unmanaged/" + i2 + "/name", schemaPath: "#/definitions/UnmanagedList/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid5 = _errs15 === errors;
                            } else {
                              var valid5 = true;
                            }
                            if (valid5) {
                              if (data5.language !== void 0) {
                                const _errs17 = errors;
                                if (typeof data5.language !== "string") {
                                  validate11.errors = [{ instancePath: instancePath + "/unmanaged/" + i2 + "/language", schemaPath: "#/definitions/UnmanagedList/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid5 = _errs17 === errors;
                              } else {
                                var valid5 = true;
                              }
                              if (valid5) {
                                if (data5.ignored !== void 0) {
                                  const _errs19 = errors;
                                  if (typeof data5.ignored !== "boolean") {
                                    validate11.errors = [{ instancePath: instancePath + "/unmanaged/" + i2 + "/ignored", schemaPath: "#/definitions/UnmanagedList/properties/ignored/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                    return false;
                                  }
                                  var valid5 = _errs19 === errors;
                                } else {
                                  var valid5 = true;
                                }
                              }
                            }
                          }
                        }
                      } else {
                        validate11.errors = [{ instancePath: instancePath + "/unmanaged/" + i2, schemaPath: "#/definitions/UnmanagedList/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid3 = _errs10 === errors;
                    if (!valid3) {
                      break;
                    }
                  }
                } else {
                  validate11.errors = [{ instancePath: instancePath + "/unmanaged", schemaPath: "#/properties/unmanaged/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                  return false;
                }
              }
              var valid0 = _errs8 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.summary !== void 0) {
                let data10 = data.summary;
                const _errs21 = errors;
                if (errors === _errs21) {
                  if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                    let missing2;
                    if (data10.create === void 0 && (missing2 = "create") || data10.update === void 0 && (missing2 = "update") || data10.delete === void 0 && (missing2 = "delete") || data10.replace === void 0 && (missing2 = "replace")) {
                      validate11.errors = [{ instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                      return false;
                    } else {
                      if (data10.create !== void 0) {
                        let data11 = data10.create;
                        const _errs23 = errors;
                        if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
                          validate11.errors = [{ instancePath: instancePath + "/summary/create", schemaPath: "#/properties/summary/properties/create/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                          return false;
                        }
                        var valid6 = _errs23 === errors;
                      } else {
                        var valid6 = true;
                      }
                      if (valid6) {
                        if (data10.update !== void 0) {
                          let data12 = data10.update;
                          const _errs25 = errors;
                          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
                            validate11.errors = [{ instancePath: instancePath + "/summary/update", schemaPath: "#/properties/summary/properties/update/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                            return false;
                          }
                          var valid6 = _errs25 === errors;
                        } else {
                          var valid6 = true;
                        }
                        if (valid6) {
                          if (data10.delete !== void 0) {
                            let data13 = data10.delete;
                            const _errs27 = errors;
                            if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
                              validate11.errors = [{ instancePath: instancePath + "/summary/delete", schemaPath: "#/properties/summary/properties/delete/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                              return false;
                            }
                            var valid6 = _errs27 === errors;
                          } else {
                            var valid6 = true;
                          }
                          if (valid6) {
                            if (data10.replace !== void 0) {
                              let data14 = data10.replace;
                              const _errs29 = errors;
                              if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                                validate11.errors = [{ instancePath: instancePath + "/summary/replace", schemaPath: "#/properties/summary/properties/replace/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                return false;
                              }
                              var valid6 = _errs29 === errors;
                            } else {
                              var valid6 = true;
                            }
                          }
                        }
                      }
                    }
                  } else {
                    validate11.errors = [{ instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var valid0 = _errs21 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.fingerprint !== void 0) {
                  let data15 = data.fingerprint;
                  const _errs31 = errors;
                  const _errs32 = errors;
                  if (errors === _errs32) {
                    if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                      let missing3;
                      if (data15.versions === void 0 && (missing3 = "versions") || data15.absent_names === void 0 && (missing3 = "absent_names")) {
                        validate11.errors = [{ instancePath: instancePath + "/fingerprint", schemaPath: "#/definitions/ListFingerprint/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                        return false;
                      } else {
                        if (data15.versions !== void 0) {
                          let data16 = data15.versions;
                          const _errs34 = errors;
                          if (errors === _errs34) {
                            if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                              for (const key0 in data16) {
                                let data17 = data16[key0];
                                const _errs37 = errors;
                                if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
                                  validate11.errors = [{ instancePath: instancePath + "/fingerprint/versions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/ListFingerprint/properties/versions/additionalProperties/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                  return false;
                                }
                                var valid9 = _errs37 === errors;
                                if (!valid9) {
                                  break;
                                }
                              }
                            } else {
                              validate11.errors = [{ instancePath: instancePath + "/fingerprint/versions", schemaPath: "#/definitions/ListFingerprint/properties/versions/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid8 = _errs34 === errors;
                        } else {
                          var valid8 = true;
                        }
                        if (valid8) {
                          if (data15.absent_names !== void 0) {
                            let data18 = data15.absent_names;
                            const _errs39 = errors;
                            if (errors === _errs39) {
                              if (Array.isArray(data18)) {
                                var valid10 = true;
                                const len3 = data18.length;
                                for (let i3 = 0; i3 < len3; i3++) {
                                  const _errs41 = errors;
                                  if (typeof data18[i3] !== "string") {
                                    validate11.errors = [{ instancePath: instancePath + "/fingerprint/absent_names/" + i3, schemaPath: "#/definitions/ListFingerprint/properties/absent_names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid10 = _errs41 === errors;
                                  if (!valid10) {
                                    break;
                                  }
                                }
                              } else {
                                validate11.errors = [{ instancePath: instancePath + "/fingerprint/absent_names", schemaPath: "#/definitions/ListFingerprint/properties/absent_names/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                              }
                            }
                            var valid8 = _errs39 === errors;
                          } else {
                            var valid8 = true;
                          }
                        }
                      }
                    } else {
                      validate11.errors = [{ instancePath: instancePath + "/fingerprint", schemaPath: "#/definitions/ListFingerprint/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid0 = _errs31 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.problems !== void 0) {
                    let data20 = data.problems;
                    const _errs43 = errors;
                    if (errors === _errs43) {
                      if (Array.isArray(data20)) {
                        var valid11 = true;
                        const len4 = data20.length;
                        for (let i4 = 0; i4 < len4; i4++) {
                          let data21 = data20[i4];
                          const _errs45 = errors;
                          const _errs46 = errors;
                          if (errors === _errs46) {
                            if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                              let missing4;
                              if (data21.code === void 0 && (missing4 = "code") || data21.message === void 0 && (missing4 = "message") || data21.hint === void 0 && (missing4 = "hint")) {
                                validate11.errors = [{ instancePath: instancePath + "/problems/" + i4, schemaPath: "#/definitions/PlanProblem/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                return false;
                              } else {
                                if (data21.code !== void 0) {
                                  const _errs48 = errors;
                                  if (typeof data21.code !== "string") {
                                    validate11.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/code", schemaPath: "#/definitions/PlanProblem/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid13 = _errs48 === errors;
                                } else {
                                  var valid13 = true;
                                }
                                if (valid13) {
                                  if (data21.message !== void 0) {
                                    const _errs50 = errors;
                                    if (typeof data21.message !== "string") {
                                      validate11.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/message", schemaPath: "#/definitions/PlanProblem/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid13 = _errs50 === errors;
                                  } else {
                                    var valid13 = true;
                                  }
                                  if (valid13) {
                                    if (data21.hint !== void 0) {
                                      const _errs52 = errors;
                                      if (typeof data21.hint !== "string") {
                                        validate11.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/hint", schemaPath: "#/definitions/PlanProblem/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid13 = _errs52 === errors;
                                    } else {
                                      var valid13 = true;
                                    }
                                    if (valid13) {
                                      if (data21.list !== void 0) {
                                        const _errs54 = errors;
                                        if (typeof data21.list !== "string") {
                                          validate11.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/list", schemaPath: "#/definitions/PlanProblem/properties/list/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid13 = _errs54 === errors;
                                      } else {
                                        var valid13 = true;
                                      }
                                      if (valid13) {
                                        if (data21.glossary !== void 0) {
                                          const _errs56 = errors;
                                          if (typeof data21.glossary !== "string") {
                                            validate11.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/glossary", schemaPath: "#/definitions/PlanProblem/properties/glossary/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid13 = _errs56 === errors;
                                        } else {
                                          var valid13 = true;
                                        }
                                        if (valid13) {
                                          if (data21.file !== void 0) {
                                            const _errs58 = errors;
                                            if (typeof data21.file !== "string") {
                                              validate11.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/file", schemaPath: "#/definitions/PlanProblem/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid13 = _errs58 === errors;
                                          } else {
                                            var valid13 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate11.errors = [{ instancePath: instancePath + "/problems/" + i4, schemaPath: "#/definitions/PlanProblem/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid11 = _errs45 === errors;
                          if (!valid11) {
                            break;
                          }
                        }
                      } else {
                        validate11.errors = [{ instancePath: instancePath + "/problems", schemaPath: "#/properties/problems/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                      }
                    }
                    var valid0 = _errs43 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.blocked !== void 0) {
                      let data28 = data.blocked;
                      const _errs60 = errors;
                      if (errors === _errs60) {
                        if (Array.isArray(data28)) {
                          var valid14 = true;
                          const len5 = data28.length;
                          for (let i5 = 0; i5 < len5; i5++) {
                            let data29 = data28[i5];
                            const _errs62 = errors;
                            const _errs63 = errors;
                            if (errors === _errs63) {
                              if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                                let missing5;
                                if (data29.code === void 0 && (missing5 = "code") || data29.message === void 0 && (missing5 = "message") || data29.hint === void 0 && (missing5 = "hint")) {
                                  validate11.errors = [{ instancePath: instancePath + "/blocked/" + i5, schemaPath: "#/definitions/PlanProblem/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                                  return false;
                                } else {
                                  if (data29.code !== void 0) {
                                    const _errs65 = errors;
                                    if (typeof data29.code !== "string") {
                                      validate11.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/code", schemaPath: "#/definitions/PlanProblem/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid16 = _errs65 === errors;
                                  } else {
                                    var valid16 = true;
                                  }
                                  if (valid16) {
                                    if (data29.message !== void 0) {
                                      const _errs67 = errors;
                                      if (typeof data29.message !== "string") {
                                        validate11.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/message", schemaPath: "#/definitions/PlanProblem/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid16 = _errs67 === errors;
                                    } else {
                                      var valid16 = true;
                                    }
                                    if (valid16) {
                                      if (data29.hint !== void 0) {
                                        const _errs69 = errors;
                                        if (typeof data29.hint !== "string") {
                                          validate11.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/hint", schemaPath: "#/definitions/PlanProblem/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid16 = _errs69 === errors;
                                      } else {
                                        var valid16 = true;
                                      }
                                      if (valid16) {
                                        if (data29.list !== void 0) {
                                          const _errs71 = errors;
                                          if (typeof data29.list !== "string") {
                                            validate11.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/list", schemaPath: "#/definitions/PlanProblem/properties/list/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid16 = _errs71 === errors;
                                        } else {
                                          var valid16 = true;
                                        }
                                        if (valid16) {
                                          if (data29.glossary !== void 0) {
                                            const _errs73 = errors;
                                            if (typeof data29.glossary !== "string") {
                                              validate11.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/glossary", schemaPath: "#/definitions/PlanProblem/properties/glossary/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid16 = _errs73 === errors;
                                          } else {
                                            var valid16 = true;
                                          }
                                          if (valid16) {
                                            if (data29.file !== void 0) {
                                              const _errs75 = errors;
                                              if (typeof data29.file !== "string") {
                                                validate11.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/file", schemaPath: "#/definitions/PlanProblem/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid16 = _errs75 === errors;
                                            } else {
                                              var valid16 = true;
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate11.errors = [{ instancePath: instancePath + "/blocked/" + i5, schemaPath: "#/definitions/PlanProblem/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                            }
                            var valid14 = _errs62 === errors;
                            if (!valid14) {
                              break;
                            }
                          }
                        } else {
                          validate11.errors = [{ instancePath: instancePath + "/blocked", schemaPath: "#/properties/blocked/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                          return false;
                        }
                      }
                      var valid0 = _errs60 === errors;
                    } else {
                      var valid0 = true;
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate11.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var schema44 = { "type": "object", "properties": { "name": { "type": "string" }, "file": { "type": "string" }, "action": { "type": "string", "enum": ["create", "update", "delete"] }, "glossary_id": { "type": "string" }, "pinned": { "type": "boolean" }, "rename": { "type": "object", "properties": { "from": { "type": "string" }, "to": { "type": "string" } }, "required": ["from", "to"] }, "reason": { "type": "string", "enum": ["absent", "prune", "duplicate"] }, "kept": { "type": "string" }, "rename_hint": { "type": "object", "properties": { "glossary_id": { "type": "string" }, "name": { "type": "string" }, "pruned": { "type": "boolean" } }, "required": ["glossary_id", "name", "pruned"] }, "adopted": { "type": "boolean", "const": true }, "dictionaries": { "type": "array", "items": { "$ref": "#/definitions/DictionaryPlan" } }, "writes": { "type": "array", "items": { "$ref": "#/definitions/GlossaryWrite" } } }, "required": ["name", "action", "dictionaries", "writes"] };
var schema45 = { "type": "object", "properties": { "source_lang": { "type": "string" }, "target_lang": { "type": "string" }, "action": { "type": "string", "enum": ["create", "update", "delete"] }, "added": { "type": "array", "items": { "$ref": "#/definitions/TermEntry" } }, "changed": { "type": "array", "items": { "$ref": "#/definitions/TermChange" } }, "removed": { "type": "array", "items": { "$ref": "#/definitions/TermEntry" } }, "entry_count_before": { "type": "integer" }, "entry_count_after": { "type": "integer" } }, "required": ["action", "added", "changed", "entry_count_after", "entry_count_before", "removed", "source_lang", "target_lang"] };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.added === void 0 && (missing0 = "added") || data.changed === void 0 && (missing0 = "changed") || data.entry_count_after === void 0 && (missing0 = "entry_count_after") || data.entry_count_before === void 0 && (missing0 = "entry_count_before") || data.removed === void 0 && (missing0 = "removed") || data.source_lang === void 0 && (missing0 = "source_lang") || data.target_lang === void 0 && (missing0 = "target_lang")) {
        validate23.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.source_lang !== void 0) {
          const _errs1 = errors;
          if (typeof data.source_lang !== "string") {
            validate23.errors = [{ instancePath: instancePath + "/source_lang", schemaPath: "#/properties/source_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.target_lang !== void 0) {
            const _errs3 = errors;
            if (typeof data.target_lang !== "string") {
              validate23.errors = [{ instancePath: instancePath + "/target_lang", schemaPath: "#/properties/target_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.action !== void 0) {
              let data2 = data.action;
              const _errs5 = errors;
              if (typeof data2 !== "string") {
                validate23.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              if (!(data2 === "create" || data2 === "update" || data2 === "delete")) {
                validate23.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/enum", keyword: "enum", params: { allowedValues: schema45.properties.action.enum }, message: "must be equal to one of the allowed values" }];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.added !== void 0) {
                let data3 = data.added;
                const _errs7 = errors;
                if (errors === _errs7) {
                  if (Array.isArray(data3)) {
                    var valid1 = true;
                    const len0 = data3.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let data4 = data3[i0];
                      const _errs9 = errors;
                      const _errs10 = errors;
                      if (errors === _errs10) {
                        if (Array.isArray(data4)) {
                          if (data4.length > 2) {
                            validate23.errors = [{ instancePath: instancePath + "/added/" + i0, schemaPath: "#/definitions/TermEntry/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                            return false;
                          } else {
                            if (data4.length < 2) {
                              validate23.errors = [{ instancePath: instancePath + "/added/" + i0, schemaPath: "#/definitions/TermEntry/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                              return false;
                            } else {
                              const len1 = data4.length;
                              if (len1 > 0) {
                                const _errs12 = errors;
                                if (typeof data4[0] !== "string") {
                                  validate23.errors = [{ instancePath: instancePath + "/added/" + i0 + "/0", schemaPath: "#/definitions/TermEntry/items/0/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid3 = _errs12 === errors;
                              }
                              if (valid3) {
                                if (len1 > 1) {
                                  const _errs14 = errors;
                                  if (typeof data4[1] !== "string") {
                                    validate23.errors = [{ instancePath: instancePath + "/added/" + i0 + "/1", schemaPath: "#/definitions/TermEntry/items/1/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid3 = _errs14 === errors;
                                }
                              }
                            }
                          }
                        } else {
                          validate23.errors = [{ instancePath: instancePath + "/added/" + i0, schemaPath: "#/definitions/TermEntry/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                          return false;
                        }
                      }
                      var valid1 = _errs9 === errors;
                      if (!valid1) {
                        break;
                      }
                    }
                  } else {
                    validate23.errors = [{ instancePath: instancePath + "/added", schemaPath: "#/properties/added/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                    return false;
                  }
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.changed !== void 0) {
                  let data7 = data.changed;
                  const _errs16 = errors;
                  if (errors === _errs16) {
                    if (Array.isArray(data7)) {
                      var valid4 = true;
                      const len2 = data7.length;
                      for (let i1 = 0; i1 < len2; i1++) {
                        let data8 = data7[i1];
                        const _errs18 = errors;
                        const _errs19 = errors;
                        if (errors === _errs19) {
                          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                            let missing1;
                            if (data8.source === void 0 && (missing1 = "source") || data8.before === void 0 && (missing1 = "before") || data8.after === void 0 && (missing1 = "after")) {
                              validate23.errors = [{ instancePath: instancePath + "/changed/" + i1, schemaPath: "#/definitions/TermChange/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                              return false;
                            } else {
                              if (data8.source !== void 0) {
                                const _errs21 = errors;
                                if (typeof data8.source !== "string") {
                                  validate23.errors = [{ instancePath: instancePath + "/changed/" + i1 + "/source", schemaPath: "#/definitions/TermChange/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid6 = _errs21 === errors;
                              } else {
                                var valid6 = true;
                              }
                              if (valid6) {
                                if (data8.before !== void 0) {
                                  const _errs23 = errors;
                                  if (typeof data8.before !== "string") {
                                    validate23.errors = [{ instancePath: instancePath + "/changed/" + i1 + "/before", schemaPath: "#/definitions/TermChange/properties/before/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid6 = _errs23 === errors;
                                } else {
                                  var valid6 = true;
                                }
                                if (valid6) {
                                  if (data8.after !== void 0) {
                                    const _errs25 = errors;
                                    if (typeof data8.after !== "string") {
                                      validate23.errors = [{ instancePath: instancePath + "/changed/" + i1 + "/after", schemaPath: "#/definitions/TermChange/properties/after/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid6 = _errs25 === errors;
                                  } else {
                                    var valid6 = true;
                                  }
                                }
                              }
                            }
                          } else {
                            validate23.errors = [{ instancePath: instancePath + "/changed/" + i1, schemaPath: "#/definitions/TermChange/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid4 = _errs18 === errors;
                        if (!valid4) {
                          break;
                        }
                      }
                    } else {
                      validate23.errors = [{ instancePath: instancePath + "/changed", schemaPath: "#/properties/changed/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                      return false;
                    }
                  }
                  var valid0 = _errs16 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.removed !== void 0) {
                    let data12 = data.removed;
                    const _errs27 = errors;
                    if (errors === _errs27) {
                      if (Array.isArray(data12)) {
                        var valid7 = true;
                        const len3 = data12.length;
                        for (let i2 = 0; i2 < len3; i2++) {
                          let data13 = data12[i2];
                          const _errs29 = errors;
                          const _errs30 = errors;
                          if (errors === _errs30) {
                            if (Array.isArray(data13)) {
                              if (data13.length > 2) {
                                validate23.errors = [{ instancePath: instancePath + "/removed/" + i2, schemaPath: "#/definitions/TermEntry/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                                return false;
                              } else {
                                if (data13.length < 2) {
                                  validate23.errors = [{ instancePath: instancePath + "/removed/" + i2, schemaPath: "#/definitions/TermEntry/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                                  return false;
                                } else {
                                  const len4 = data13.length;
                                  if (len4 > 0) {
                                    const _errs32 = errors;
                                    if (typeof data13[0] !== "string") {
                                      validate23.errors = [{ instancePath: instancePath + "/removed/" + i2 + "/0", schemaPath: "#/definitions/TermEntry/items/0/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid9 = _errs32 === errors;
                                  }
                                  if (valid9) {
                                    if (len4 > 1) {
                                      const _errs34 = errors;
                                      if (typeof data13[1] !== "string") {
                                        validate23.errors = [{ instancePath: instancePath + "/removed/" + i2 + "/1", schemaPath: "#/definitions/TermEntry/items/1/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid9 = _errs34 === errors;
                                    }
                                  }
                                }
                              }
                            } else {
                              validate23.errors = [{ instancePath: instancePath + "/removed/" + i2, schemaPath: "#/definitions/TermEntry/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid7 = _errs29 === errors;
                          if (!valid7) {
                            break;
                          }
                        }
                      } else {
                        validate23.errors = [{ instancePath: instancePath + "/removed", schemaPath: "#/properties/removed/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                      }
                    }
                    var valid0 = _errs27 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.entry_count_before !== void 0) {
                      let data16 = data.entry_count_before;
                      const _errs36 = errors;
                      if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
                        validate23.errors = [{ instancePath: instancePath + "/entry_count_before", schemaPath: "#/properties/entry_count_before/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                        return false;
                      }
                      var valid0 = _errs36 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.entry_count_after !== void 0) {
                        let data17 = data.entry_count_after;
                        const _errs38 = errors;
                        if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
                          validate23.errors = [{ instancePath: instancePath + "/entry_count_after", schemaPath: "#/properties/entry_count_after/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                          return false;
                        }
                        var valid0 = _errs38 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate23.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate23.errors = vErrors;
  return errors === 0;
}
var schema49 = { "type": "object", "properties": { "kind": { "enum": ["create_glossary", "patch_glossary", "put_dictionary", "delete_dictionary", "delete_glossary"] } }, "required": ["kind"], "allOf": [{ "if": { "properties": { "kind": { "type": "string", "const": "create_glossary" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "create_glossary" }, "name": { "type": "string" }, "dictionaries": { "type": "array", "items": { "type": "object", "properties": { "entries": { "type": "array", "items": { "$ref": "#/definitions/TermEntry" } }, "source_lang": { "type": "string" }, "target_lang": { "type": "string" } }, "required": ["entries", "source_lang", "target_lang"] } } }, "required": ["kind", "name", "dictionaries"] } }, { "if": { "properties": { "kind": { "type": "string", "const": "patch_glossary" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "patch_glossary" }, "name": { "type": "string" }, "dictionary": { "type": "object", "properties": { "entries": { "type": "array", "items": { "$ref": "#/definitions/TermEntry" } }, "source_lang": { "type": "string" }, "target_lang": { "type": "string" } }, "required": ["entries", "source_lang", "target_lang"] } }, "required": ["kind"] } }, { "if": { "properties": { "kind": { "type": "string", "const": "put_dictionary" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "put_dictionary" }, "dictionary": { "type": "object", "properties": { "entries": { "type": "array", "items": { "$ref": "#/definitions/TermEntry" } }, "source_lang": { "type": "string" }, "target_lang": { "type": "string" } }, "required": ["entries", "source_lang", "target_lang"] } }, "required": ["kind", "dictionary"] } }, { "if": { "properties": { "kind": { "type": "string", "const": "delete_dictionary" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "delete_dictionary" }, "source_lang": { "type": "string" }, "target_lang": { "type": "string" } }, "required": ["kind", "source_lang", "target_lang"] } }, { "if": { "properties": { "kind": { "type": "string", "const": "delete_glossary" } } }, "then": { "type": "object", "properties": { "kind": { "type": "string", "const": "delete_glossary" } }, "required": ["kind"] } }] };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind !== void 0) {
      let data0 = data.kind;
      if (typeof data0 !== "string") {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      if ("create_glossary" !== data0) {
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
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (errors === _errs6) {
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (data.kind === void 0 && (missing0 = "kind") || data.name === void 0 && (missing0 = "name") || data.dictionaries === void 0 && (missing0 = "dictionaries")) {
          validate25.errors = [{ instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
          return false;
        } else {
          if (data.kind !== void 0) {
            let data1 = data.kind;
            const _errs8 = errors;
            if (typeof data1 !== "string") {
              validate25.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/0/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            if ("create_glossary" !== data1) {
              validate25.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/0/then/properties/kind/const", keyword: "const", params: { allowedValue: "create_glossary" }, message: "must be equal to constant" }];
              return false;
            }
            var valid3 = _errs8 === errors;
          } else {
            var valid3 = true;
          }
          if (valid3) {
            if (data.name !== void 0) {
              const _errs10 = errors;
              if (typeof data.name !== "string") {
                validate25.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/allOf/0/then/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              var valid3 = _errs10 === errors;
            } else {
              var valid3 = true;
            }
            if (valid3) {
              if (data.dictionaries !== void 0) {
                let data3 = data.dictionaries;
                const _errs12 = errors;
                if (errors === _errs12) {
                  if (Array.isArray(data3)) {
                    var valid4 = true;
                    const len0 = data3.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let data4 = data3[i0];
                      const _errs14 = errors;
                      if (errors === _errs14) {
                        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                          let missing1;
                          if (data4.entries === void 0 && (missing1 = "entries") || data4.source_lang === void 0 && (missing1 = "source_lang") || data4.target_lang === void 0 && (missing1 = "target_lang")) {
                            validate25.errors = [{ instancePath: instancePath + "/dictionaries/" + i0, schemaPath: "#/allOf/0/then/properties/dictionaries/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                            return false;
                          } else {
                            if (data4.entries !== void 0) {
                              let data5 = data4.entries;
                              const _errs16 = errors;
                              if (errors === _errs16) {
                                if (Array.isArray(data5)) {
                                  var valid6 = true;
                                  const len1 = data5.length;
                                  for (let i1 = 0; i1 < len1; i1++) {
                                    let data6 = data5[i1];
                                    const _errs18 = errors;
                                    const _errs19 = errors;
                                    if (errors === _errs19) {
                                      if (Array.isArray(data6)) {
                                        if (data6.length > 2) {
                                          validate25.errors = [{ instancePath: instancePath + "/dictionaries/" + i0 + "/entries/" + i1, schemaPath: "#/definitions/TermEntry/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                                          return false;
                                        } else {
                                          if (data6.length < 2) {
                                            validate25.errors = [{ instancePath: instancePath + "/dictionaries/" + i0 + "/entries/" + i1, schemaPath: "#/definitions/TermEntry/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                                            return false;
                                          } else {
                                            const len2 = data6.length;
                                            if (len2 > 0) {
                                              const _errs21 = errors;
                                              if (typeof data6[0] !== "string") {
                                                validate25.errors = [{ instancePath: instancePath + "/dictionaries/" + i0 + "/entries/" + i1 + "/0", schemaPath: "#/definitions/TermEntry/items/0/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid8 = _errs21 === errors;
                                            }
                                            if (valid8) {
                                              if (len2 > 1) {
                                                const _errs23 = errors;
                                                if (typeof data6[1] !== "string") {
                                                  validate25.errors = [{ instancePath: instancePath + "/dictionaries/" + i0 + "/entries/" + i1 + "/1", schemaPath: "#/definitions/TermEntry/items/1/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid8 = _errs23 === errors;
                                              }
                                            }
                                          }
                                        }
                                      } else {
                                        validate25.errors = [{ instancePath: instancePath + "/dictionaries/" + i0 + "/entries/" + i1, schemaPath: "#/definitions/TermEntry/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                      }
                                    }
                                    var valid6 = _errs18 === errors;
                                    if (!valid6) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate25.errors = [{ instancePath: instancePath + "/dictionaries/" + i0 + "/entries", schemaPath: "#/allOf/0/then/properties/dictionaries/items/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                  return false;
                                }
                              }
                              var valid5 = _errs16 === errors;
                            } else {
                              var valid5 = true;
                            }
                            if (valid5) {
                              if (data4.source_lang !== void 0) {
                                const _errs25 = errors;
                                if (typeof data4.source_lang !== "string") {
                                  validate25.errors = [{ instancePath: instancePath + "/dictionaries/" + i0 + "/source_lang", schemaPath: "#/allOf/0/then/properties/dictionaries/items/properties/source_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid5 = _errs25 === errors;
                              } else {
                                var valid5 = true;
                              }
                              if (valid5) {
                                if (data4.target_lang !== void 0) {
                                  const _errs27 = errors;
                                  if (typeof data4.target_lang !== "string") {
                                    validate25.errors = [{ instancePath: instancePath + "/dictionaries/" + i0 + "/target_lang", schemaPath: "#/allOf/0/then/properties/dictionaries/items/properties/target_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid5 = _errs27 === errors;
                                } else {
                                  var valid5 = true;
                                }
                              }
                            }
                          }
                        } else {
                          validate25.errors = [{ instancePath: instancePath + "/dictionaries/" + i0, schemaPath: "#/allOf/0/then/properties/dictionaries/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid4 = _errs14 === errors;
                      if (!valid4) {
                        break;
                      }
                    }
                  } else {
                    validate25.errors = [{ instancePath: instancePath + "/dictionaries", schemaPath: "#/allOf/0/then/properties/dictionaries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                    return false;
                  }
                }
                var valid3 = _errs12 === errors;
              } else {
                var valid3 = true;
              }
            }
          }
        }
      } else {
        validate25.errors = [{ instancePath, schemaPath: "#/allOf/0/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
      }
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err2 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
    validate25.errors = vErrors;
    return false;
  }
  var valid0 = _errs1 === errors;
  if (valid0) {
    const _errs29 = errors;
    const _errs30 = errors;
    let valid9 = true;
    const _errs31 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.kind !== void 0) {
        let data11 = data.kind;
        if (typeof data11 !== "string") {
          const err3 = {};
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if ("patch_glossary" !== data11) {
          const err4 = {};
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs31 === errors;
    errors = _errs30;
    if (vErrors !== null) {
      if (_errs30) {
        vErrors.length = _errs30;
      } else {
        vErrors = null;
      }
    }
    if (_valid1) {
      const _errs34 = errors;
      if (errors === _errs34) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing2;
          if (data.kind === void 0 && (missing2 = "kind")) {
            validate25.errors = [{ instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
            return false;
          } else {
            if (data.kind !== void 0) {
              let data12 = data.kind;
              const _errs36 = errors;
              if (typeof data12 !== "string") {
                validate25.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/1/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              if ("patch_glossary" !== data12) {
                validate25.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/1/then/properties/kind/const", keyword: "const", params: { allowedValue: "patch_glossary" }, message: "must be equal to constant" }];
                return false;
              }
              var valid11 = _errs36 === errors;
            } else {
              var valid11 = true;
            }
            if (valid11) {
              if (data.name !== void 0) {
                const _errs38 = errors;
                if (typeof data.name !== "string") {
                  validate25.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/allOf/1/then/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid11 = _errs38 === errors;
              } else {
                var valid11 = true;
              }
              if (valid11) {
                if (data.dictionary !== void 0) {
                  let data14 = data.dictionary;
                  const _errs40 = errors;
                  if (errors === _errs40) {
                    if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                      let missing3;
                      if (data14.entries === void 0 && (missing3 = "entries") || data14.source_lang === void 0 && (missing3 = "source_lang") || data14.target_lang === void 0 && (missing3 = "target_lang")) {
                        validate25.errors = [{ instancePath: instancePath + "/dictionary", schemaPath: "#/allOf/1/then/properties/dictionary/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                        return false;
                      } else {
                        if (data14.entries !== void 0) {
                          let data15 = data14.entries;
                          const _errs42 = errors;
                          if (errors === _errs42) {
                            if (Array.isArray(data15)) {
                              var valid13 = true;
                              const len3 = data15.length;
                              for (let i2 = 0; i2 < len3; i2++) {
                                let data16 = data15[i2];
                                const _errs44 = errors;
                                const _errs45 = errors;
                                if (errors === _errs45) {
                                  if (Array.isArray(data16)) {
                                    if (data16.length > 2) {
                                      validate25.errors = [{ instancePath: instancePath + "/dictionary/entries/" + i2, schemaPath: "#/definitions/TermEntry/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                                      return false;
                                    } else {
                                      if (data16.length < 2) {
                                        validate25.errors = [{ instancePath: instancePath + "/dictionary/entries/" + i2, schemaPath: "#/definitions/TermEntry/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                                        return false;
                                      } else {
                                        const len4 = data16.length;
                                        if (len4 > 0) {
                                          const _errs47 = errors;
                                          if (typeof data16[0] !== "string") {
                                            validate25.errors = [{ instancePath: instancePath + "/dictionary/entries/" + i2 + "/0", schemaPath: "#/definitions/TermEntry/items/0/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid15 = _errs47 === errors;
                                        }
                                        if (valid15) {
                                          if (len4 > 1) {
                                            const _errs49 = errors;
                                            if (typeof data16[1] !== "string") {
                                              validate25.errors = [{ instancePath: instancePath + "/dictionary/entries/" + i2 + "/1", schemaPath: "#/definitions/TermEntry/items/1/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid15 = _errs49 === errors;
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate25.errors = [{ instancePath: instancePath + "/dictionary/entries/" + i2, schemaPath: "#/definitions/TermEntry/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                    return false;
                                  }
                                }
                                var valid13 = _errs44 === errors;
                                if (!valid13) {
                                  break;
                                }
                              }
                            } else {
                              validate25.errors = [{ instancePath: instancePath + "/dictionary/entries", schemaPath: "#/allOf/1/then/properties/dictionary/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid12 = _errs42 === errors;
                        } else {
                          var valid12 = true;
                        }
                        if (valid12) {
                          if (data14.source_lang !== void 0) {
                            const _errs51 = errors;
                            if (typeof data14.source_lang !== "string") {
                              validate25.errors = [{ instancePath: instancePath + "/dictionary/source_lang", schemaPath: "#/allOf/1/then/properties/dictionary/properties/source_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            var valid12 = _errs51 === errors;
                          } else {
                            var valid12 = true;
                          }
                          if (valid12) {
                            if (data14.target_lang !== void 0) {
                              const _errs53 = errors;
                              if (typeof data14.target_lang !== "string") {
                                validate25.errors = [{ instancePath: instancePath + "/dictionary/target_lang", schemaPath: "#/allOf/1/then/properties/dictionary/properties/target_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid12 = _errs53 === errors;
                            } else {
                              var valid12 = true;
                            }
                          }
                        }
                      }
                    } else {
                      validate25.errors = [{ instancePath: instancePath + "/dictionary", schemaPath: "#/allOf/1/then/properties/dictionary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid11 = _errs40 === errors;
                } else {
                  var valid11 = true;
                }
              }
            }
          }
        } else {
          validate25.errors = [{ instancePath, schemaPath: "#/allOf/1/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
          return false;
        }
      }
      var _valid1 = _errs34 === errors;
      valid9 = _valid1;
    }
    if (!valid9) {
      const err5 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
      validate25.errors = vErrors;
      return false;
    }
    var valid0 = _errs29 === errors;
    if (valid0) {
      const _errs55 = errors;
      const _errs56 = errors;
      let valid16 = true;
      const _errs57 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.kind !== void 0) {
          let data21 = data.kind;
          if (typeof data21 !== "string") {
            const err6 = {};
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          if ("put_dictionary" !== data21) {
            const err7 = {};
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      }
      var _valid2 = _errs57 === errors;
      errors = _errs56;
      if (vErrors !== null) {
        if (_errs56) {
          vErrors.length = _errs56;
        } else {
          vErrors = null;
        }
      }
      if (_valid2) {
        const _errs60 = errors;
        if (errors === _errs60) {
          if (data && typeof data == "object" && !Array.isArray(data)) {
            let missing4;
            if (data.kind === void 0 && (missing4 = "kind") || data.dictionary === void 0 && (missing4 = "dictionary")) {
              validate25.errors = [{ instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
              return false;
            } else {
              if (data.kind !== void 0) {
                let data22 = data.kind;
                const _errs62 = errors;
                if (typeof data22 !== "string") {
                  validate25.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/2/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                if ("put_dictionary" !== data22) {
                  validate25.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/2/then/properties/kind/const", keyword: "const", params: { allowedValue: "put_dictionary" }, message: "must be equal to constant" }];
                  return false;
                }
                var valid18 = _errs62 === errors;
              } else {
                var valid18 = true;
              }
              if (valid18) {
                if (data.dictionary !== void 0) {
                  let data23 = data.dictionary;
                  const _errs64 = errors;
                  if (errors === _errs64) {
                    if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                      let missing5;
                      if (data23.entries === void 0 && (missing5 = "entries") || data23.source_lang === void 0 && (missing5 = "source_lang") || data23.target_lang === void 0 && (missing5 = "target_lang")) {
                        validate25.errors = [{ instancePath: instancePath + "/dictionary", schemaPath: "#/allOf/2/then/properties/dictionary/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                        return false;
                      } else {
                        if (data23.entries !== void 0) {
                          let data24 = data23.entries;
                          const _errs66 = errors;
                          if (errors === _errs66) {
                            if (Array.isArray(data24)) {
                              var valid20 = true;
                              const len5 = data24.length;
                              for (let i3 = 0; i3 < len5; i3++) {
                                let data25 = data24[i3];
                                const _errs68 = errors;
                                const _errs69 = errors;
                                if (errors === _errs69) {
                                  if (Array.isArray(data25)) {
                                    if (data25.length > 2) {
                                      validate25.errors = [{ instancePath: instancePath + "/dictionary/entries/" + i3, schemaPath: "#/definitions/TermEntry/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" }];
                                      return false;
                                    } else {
                                      if (data25.length < 2) {
                                        validate25.errors = [{ instancePath: instancePath + "/dictionary/entries/" + i3, schemaPath: "#/definitions/TermEntry/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" }];
                                        return false;
                                      } else {
                                        const len6 = data25.length;
                                        if (len6 > 0) {
                                          const _errs71 = errors;
                                          if (typeof data25[0] !== "string") {
                                            validate25.errors = [{ instancePath: instancePath + "/dictionary/entries/" + i3 + "/0", schemaPath: "#/definitions/TermEntry/items/0/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid22 = _errs71 === errors;
                                        }
                                        if (valid22) {
                                          if (len6 > 1) {
                                            const _errs73 = errors;
                                            if (typeof data25[1] !== "string") {
                                              validate25.errors = [{ instancePath: instancePath + "/dictionary/entries/" + i3 + "/1", schemaPath: "#/definitions/TermEntry/items/1/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid22 = _errs73 === errors;
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate25.errors = [{ instancePath: instancePath + "/dictionary/entries/" + i3, schemaPath: "#/definitions/TermEntry/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                    return false;
                                  }
                                }
                                var valid20 = _errs68 === errors;
                                if (!valid20) {
                                  break;
                                }
                              }
                            } else {
                              validate25.errors = [{ instancePath: instancePath + "/dictionary/entries", schemaPath: "#/allOf/2/then/properties/dictionary/properties/entries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid19 = _errs66 === errors;
                        } else {
                          var valid19 = true;
                        }
                        if (valid19) {
                          if (data23.source_lang !== void 0) {
                            const _errs75 = errors;
                            if (typeof data23.source_lang !== "string") {
                              validate25.errors = [{ instancePath: instancePath + "/dictionary/source_lang", schemaPath: "#/allOf/2/then/properties/dictionary/properties/source_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            var valid19 = _errs75 === errors;
                          } else {
                            var valid19 = true;
                          }
                          if (valid19) {
                            if (data23.target_lang !== void 0) {
                              const _errs77 = errors;
                              if (typeof data23.target_lang !== "string") {
                                validate25.errors = [{ instancePath: instancePath + "/dictionary/target_lang", schemaPath: "#/allOf/2/then/properties/dictionary/properties/target_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid19 = _errs77 === errors;
                            } else {
                              var valid19 = true;
                            }
                          }
                        }
                      }
                    } else {
                      validate25.errors = [{ instancePath: instancePath + "/dictionary", schemaPath: "#/allOf/2/then/properties/dictionary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid18 = _errs64 === errors;
                } else {
                  var valid18 = true;
                }
              }
            }
          } else {
            validate25.errors = [{ instancePath, schemaPath: "#/allOf/2/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
          }
        }
        var _valid2 = _errs60 === errors;
        valid16 = _valid2;
      }
      if (!valid16) {
        const err8 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
        validate25.errors = vErrors;
        return false;
      }
      var valid0 = _errs55 === errors;
      if (valid0) {
        const _errs79 = errors;
        const _errs80 = errors;
        let valid23 = true;
        const _errs81 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.kind !== void 0) {
            let data30 = data.kind;
            if (typeof data30 !== "string") {
              const err9 = {};
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if ("delete_dictionary" !== data30) {
              const err10 = {};
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        }
        var _valid3 = _errs81 === errors;
        errors = _errs80;
        if (vErrors !== null) {
          if (_errs80) {
            vErrors.length = _errs80;
          } else {
            vErrors = null;
          }
        }
        if (_valid3) {
          const _errs84 = errors;
          if (errors === _errs84) {
            if (data && typeof data == "object" && !Array.isArray(data)) {
              let missing6;
              if (data.kind === void 0 && (missing6 = "kind") || data.source_lang === void 0 && (missing6 = "source_lang") || data.target_lang === void 0 && (missing6 = "target_lang")) {
                validate25.errors = [{ instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: missing6 }, message: "must have required property '" + missing6 + "'" }];
                return false;
              } else {
                if (data.kind !== void 0) {
                  let data31 = data.kind;
                  const _errs86 = errors;
                  if (typeof data31 !== "string") {
                    validate25.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/3/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  if ("delete_dictionary" !== data31) {
                    validate25.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/3/then/properties/kind/const", keyword: "const", params: { allowedValue: "delete_dictionary" }, message: "must be equal to constant" }];
                    return false;
                  }
                  var valid25 = _errs86 === errors;
                } else {
                  var valid25 = true;
                }
                if (valid25) {
                  if (data.source_lang !== void 0) {
                    const _errs88 = errors;
                    if (typeof data.source_lang !== "string") {
                      validate25.errors = [{ instancePath: instancePath + "/source_lang", schemaPath: "#/allOf/3/then/properties/source_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid25 = _errs88 === errors;
                  } else {
                    var valid25 = true;
                  }
                  if (valid25) {
                    if (data.target_lang !== void 0) {
                      const _errs90 = errors;
                      if (typeof data.target_lang !== "string") {
                        validate25.errors = [{ instancePath: instancePath + "/target_lang", schemaPath: "#/allOf/3/then/properties/target_lang/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid25 = _errs90 === errors;
                    } else {
                      var valid25 = true;
                    }
                  }
                }
              }
            } else {
              validate25.errors = [{ instancePath, schemaPath: "#/allOf/3/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
              return false;
            }
          }
          var _valid3 = _errs84 === errors;
          valid23 = _valid3;
        }
        if (!valid23) {
          const err11 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
          validate25.errors = vErrors;
          return false;
        }
        var valid0 = _errs79 === errors;
        if (valid0) {
          const _errs92 = errors;
          const _errs93 = errors;
          let valid26 = true;
          const _errs94 = errors;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.kind !== void 0) {
              let data34 = data.kind;
              if (typeof data34 !== "string") {
                const err12 = {};
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if ("delete_glossary" !== data34) {
                const err13 = {};
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
          }
          var _valid4 = _errs94 === errors;
          errors = _errs93;
          if (vErrors !== null) {
            if (_errs93) {
              vErrors.length = _errs93;
            } else {
              vErrors = null;
            }
          }
          if (_valid4) {
            const _errs97 = errors;
            if (errors === _errs97) {
              if (data && typeof data == "object" && !Array.isArray(data)) {
                let missing7;
                if (data.kind === void 0 && (missing7 = "kind")) {
                  validate25.errors = [{ instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: missing7 }, message: "must have required property '" + missing7 + "'" }];
                  return false;
                } else {
                  if (data.kind !== void 0) {
                    let data35 = data.kind;
                    if (typeof data35 !== "string") {
                      validate25.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/4/then/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    if ("delete_glossary" !== data35) {
                      validate25.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/allOf/4/then/properties/kind/const", keyword: "const", params: { allowedValue: "delete_glossary" }, message: "must be equal to constant" }];
                      return false;
                    }
                  }
                }
              } else {
                validate25.errors = [{ instancePath, schemaPath: "#/allOf/4/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                return false;
              }
            }
            var _valid4 = _errs97 === errors;
            valid26 = _valid4;
          }
          if (!valid26) {
            const err14 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
            validate25.errors = vErrors;
            return false;
          }
          var valid0 = _errs92 === errors;
        }
      }
    }
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing8;
      if (data.kind === void 0 && (missing8 = "kind")) {
        validate25.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing8 }, message: "must have required property '" + missing8 + "'" }];
        return false;
      } else {
        if (data.kind !== void 0) {
          let data36 = data.kind;
          if (!(data36 === "create_glossary" || data36 === "patch_glossary" || data36 === "put_dictionary" || data36 === "delete_dictionary" || data36 === "delete_glossary")) {
            validate25.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema49.properties.kind.enum }, message: "must be equal to one of the allowed values" }];
            return false;
          }
        }
      }
    } else {
      validate25.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate25.errors = vErrors;
  return errors === 0;
}
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.action === void 0 && (missing0 = "action") || data.dictionaries === void 0 && (missing0 = "dictionaries") || data.writes === void 0 && (missing0 = "writes")) {
        validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.name !== void 0) {
          const _errs1 = errors;
          if (typeof data.name !== "string") {
            validate22.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.file !== void 0) {
            const _errs3 = errors;
            if (typeof data.file !== "string") {
              validate22.errors = [{ instancePath: instancePath + "/file", schemaPath: "#/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.action !== void 0) {
              let data2 = data.action;
              const _errs5 = errors;
              if (typeof data2 !== "string") {
                validate22.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              if (!(data2 === "create" || data2 === "update" || data2 === "delete")) {
                validate22.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/enum", keyword: "enum", params: { allowedValues: schema44.properties.action.enum }, message: "must be equal to one of the allowed values" }];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.glossary_id !== void 0) {
                const _errs7 = errors;
                if (typeof data.glossary_id !== "string") {
                  validate22.errors = [{ instancePath: instancePath + "/glossary_id", schemaPath: "#/properties/glossary_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.pinned !== void 0) {
                  const _errs9 = errors;
                  if (typeof data.pinned !== "boolean") {
                    validate22.errors = [{ instancePath: instancePath + "/pinned", schemaPath: "#/properties/pinned/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                    return false;
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.rename !== void 0) {
                    let data5 = data.rename;
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                        let missing1;
                        if (data5.from === void 0 && (missing1 = "from") || data5.to === void 0 && (missing1 = "to")) {
                          validate22.errors = [{ instancePath: instancePath + "/rename", schemaPath: "#/properties/rename/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                          return false;
                        } else {
                          if (data5.from !== void 0) {
                            const _errs13 = errors;
                            if (typeof data5.from !== "string") {
                              validate22.errors = [{ instancePath: instancePath + "/rename/from", schemaPath: "#/properties/rename/properties/from/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            var valid1 = _errs13 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data5.to !== void 0) {
                              const _errs15 = errors;
                              if (typeof data5.to !== "string") {
                                validate22.errors = [{ instancePath: instancePath + "/rename/to", schemaPath: "#/properties/rename/properties/to/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid1 = _errs15 === errors;
                            } else {
                              var valid1 = true;
                            }
                          }
                        }
                      } else {
                        validate22.errors = [{ instancePath: instancePath + "/rename", schemaPath: "#/properties/rename/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.reason !== void 0) {
                      let data8 = data.reason;
                      const _errs17 = errors;
                      if (typeof data8 !== "string") {
                        validate22.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      if (!(data8 === "absent" || data8 === "prune" || data8 === "duplicate")) {
                        validate22.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/enum", keyword: "enum", params: { allowedValues: schema44.properties.reason.enum }, message: "must be equal to one of the allowed values" }];
                        return false;
                      }
                      var valid0 = _errs17 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.kept !== void 0) {
                        const _errs19 = errors;
                        if (typeof data.kept !== "string") {
                          validate22.errors = [{ instancePath: instancePath + "/kept", schemaPath: "#/properties/kept/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid0 = _errs19 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.rename_hint !== void 0) {
                          let data10 = data.rename_hint;
                          const _errs21 = errors;
                          if (errors === _errs21) {
                            if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                              let missing2;
                              if (data10.glossary_id === void 0 && (missing2 = "glossary_id") || data10.name === void 0 && (missing2 = "name") || data10.pruned === void 0 && (missing2 = "pruned")) {
                                validate22.errors = [{ instancePath: instancePath + "/rename_hint", schemaPath: "#/properties/rename_hint/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                return false;
                              } else {
                                if (data10.glossary_id !== void 0) {
                                  const _errs23 = errors;
                                  if (typeof data10.glossary_id !== "string") {
                                    validate22.errors = [{ instancePath: instancePath + "/rename_hint/glossary_id", schemaPath: "#/properties/rename_hint/properties/glossary_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid2 = _errs23 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data10.name !== void 0) {
                                    const _errs25 = errors;
                                    if (typeof data10.name !== "string") {
                                      validate22.errors = [{ instancePath: instancePath + "/rename_hint/name", schemaPath: "#/properties/rename_hint/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid2 = _errs25 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                  if (valid2) {
                                    if (data10.pruned !== void 0) {
                                      const _errs27 = errors;
                                      if (typeof data10.pruned !== "boolean") {
                                        validate22.errors = [{ instancePath: instancePath + "/rename_hint/pruned", schemaPath: "#/properties/rename_hint/properties/pruned/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                        return false;
                                      }
                                      var valid2 = _errs27 === errors;
                                    } else {
                                      var valid2 = true;
                                    }
                                  }
                                }
                              }
                            } else {
                              validate22.errors = [{ instancePath: instancePath + "/rename_hint", schemaPath: "#/properties/rename_hint/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid0 = _errs21 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.adopted !== void 0) {
                            let data14 = data.adopted;
                            const _errs29 = errors;
                            if (typeof data14 !== "boolean") {
                              validate22.errors = [{ instancePath: instancePath + "/adopted", schemaPath: "#/properties/adopted/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                              return false;
                            }
                            if (true !== data14) {
                              validate22.errors = [{ instancePath: instancePath + "/adopted", schemaPath: "#/properties/adopted/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                              return false;
                            }
                            var valid0 = _errs29 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.dictionaries !== void 0) {
                              let data15 = data.dictionaries;
                              const _errs31 = errors;
                              if (errors === _errs31) {
                                if (Array.isArray(data15)) {
                                  var valid3 = true;
                                  const len0 = data15.length;
                                  for (let i0 = 0; i0 < len0; i0++) {
                                    const _errs33 = errors;
                                    if (!validate23(data15[i0], { instancePath: instancePath + "/dictionaries/" + i0, parentData: data15, parentDataProperty: i0, rootData })) {
                                      vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                                      errors = vErrors.length;
                                    }
                                    var valid3 = _errs33 === errors;
                                    if (!valid3) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate22.errors = [{ instancePath: instancePath + "/dictionaries", schemaPath: "#/properties/dictionaries/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                  return false;
                                }
                              }
                              var valid0 = _errs31 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.writes !== void 0) {
                                let data17 = data.writes;
                                const _errs34 = errors;
                                if (errors === _errs34) {
                                  if (Array.isArray(data17)) {
                                    var valid4 = true;
                                    const len1 = data17.length;
                                    for (let i1 = 0; i1 < len1; i1++) {
                                      const _errs36 = errors;
                                      if (!validate25(data17[i1], { instancePath: instancePath + "/writes/" + i1, parentData: data17, parentDataProperty: i1, rootData })) {
                                        vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
                                        errors = vErrors.length;
                                      }
                                      var valid4 = _errs36 === errors;
                                      if (!valid4) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate22.errors = [{ instancePath: instancePath + "/writes", schemaPath: "#/properties/writes/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                    return false;
                                  }
                                }
                                var valid0 = _errs34 === errors;
                              } else {
                                var valid0 = true;
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate22.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate22.errors = vErrors;
  return errors === 0;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.fingerprint === void 0 && (missing0 = "fingerprint") || data.items === void 0 && (missing0 = "items") || data.problems === void 0 && (missing0 = "problems") || data.requests === void 0 && (missing0 = "requests") || data.summary === void 0 && (missing0 = "summary") || data.unchanged === void 0 && (missing0 = "unchanged") || data.unmanaged === void 0 && (missing0 = "unmanaged")) {
        validate21.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.items !== void 0) {
          let data0 = data.items;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs3 = errors;
                if (!validate22(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData })) {
                  vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate21.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
              return false;
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.unchanged !== void 0) {
            let data2 = data.unchanged;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (Array.isArray(data2)) {
                var valid2 = true;
                const len1 = data2.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  const _errs6 = errors;
                  if (typeof data2[i1] !== "string") {
                    validate21.errors = [{ instancePath: instancePath + "/unchanged/" + i1, schemaPath: "#/properties/unchanged/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  var valid2 = _errs6 === errors;
                  if (!valid2) {
                    break;
                  }
                }
              } else {
                validate21.errors = [{ instancePath: instancePath + "/unchanged", schemaPath: "#/properties/unchanged/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                return false;
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.unmanaged !== void 0) {
              let data4 = data.unmanaged;
              const _errs8 = errors;
              if (errors === _errs8) {
                if (Array.isArray(data4)) {
                  var valid3 = true;
                  const len2 = data4.length;
                  for (let i2 = 0; i2 < len2; i2++) {
                    let data5 = data4[i2];
                    const _errs10 = errors;
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                        let missing1;
                        if (data5.glossary_id === void 0 && (missing1 = "glossary_id") || data5.name === void 0 && (missing1 = "name") || data5.ignored === void 0 && (missing1 = "ignored")) {
                          validate21.errors = [{ instancePath: instancePath + "/unmanaged/" + i2, schemaPath: "#/definitions/UnmanagedGlossary/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                          return false;
                        } else {
                          if (data5.glossary_id !== void 0) {
                            const _errs13 = errors;
                            if (typeof data5.glossary_id !== "string") {
                              validate21.errors = [{ instancePath: instancePath + "/unmanaged/" + i2 + "/glossary_id", schemaPath: "#/definitions/UnmanagedGlossary/properties/glossary_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            var valid5 = _errs13 === errors;
                          } else {
                            var valid5 = true;
                          }
                          if (valid5) {
                            if (data5.name !== void 0) {
                              const _errs15 = errors;
                              if (typeof data5.name !== "string") {
                                validate21.errors = [{ instancePath: instancePath + "/unmanaged/" + i2 + "/name", schemaPath: "#/definitions/UnmanagedGlossary/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid5 = _errs15 === errors;
                            } else {
                              var valid5 = true;
                            }
                            if (valid5) {
                              if (data5.ignored !== void 0) {
                                const _errs17 = errors;
                                if (typeof data5.ignored !== "boolean") {
                                  validate21.errors = [{ instancePath: instancePath + "/unmanaged/" + i2 + "/ignored", schemaPath: "#/definitions/UnmanagedGlossary/properties/ignored/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                  return false;
                                }
                                var valid5 = _errs17 === errors;
                              } else {
                                var valid5 = true;
                              }
                            }
                          }
                        }
                      } else {
                        validate21.errors = [{ instancePath: instancePath + "/unmanaged/" + i2, schemaPath: "#/definitions/UnmanagedGlossary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid3 = _errs10 === errors;
                    if (!valid3) {
                      break;
                    }
                  }
                } else {
                  validate21.errors = [{ instancePath: instancePath + "/unmanaged", schemaPath: "#/properties/unmanaged/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                  return false;
                }
              }
              var valid0 = _errs8 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.summary !== void 0) {
                let data9 = data.summary;
                const _errs19 = errors;
                if (errors === _errs19) {
                  if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                    let missing2;
                    if (data9.create === void 0 && (missing2 = "create") || data9.update === void 0 && (missing2 = "update") || data9.delete === void 0 && (missing2 = "delete")) {
                      validate21.errors = [{ instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                      return false;
                    } else {
                      if (data9.create !== void 0) {
                        let data10 = data9.create;
                        const _errs21 = errors;
                        if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
                          validate21.errors = [{ instancePath: instancePath + "/summary/create", schemaPath: "#/properties/summary/properties/create/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                          return false;
                        }
                        var valid6 = _errs21 === errors;
                      } else {
                        var valid6 = true;
                      }
                      if (valid6) {
                        if (data9.update !== void 0) {
                          let data11 = data9.update;
                          const _errs23 = errors;
                          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
                            validate21.errors = [{ instancePath: instancePath + "/summary/update", schemaPath: "#/properties/summary/properties/update/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                            return false;
                          }
                          var valid6 = _errs23 === errors;
                        } else {
                          var valid6 = true;
                        }
                        if (valid6) {
                          if (data9.delete !== void 0) {
                            let data12 = data9.delete;
                            const _errs25 = errors;
                            if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
                              validate21.errors = [{ instancePath: instancePath + "/summary/delete", schemaPath: "#/properties/summary/properties/delete/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                              return false;
                            }
                            var valid6 = _errs25 === errors;
                          } else {
                            var valid6 = true;
                          }
                        }
                      }
                    }
                  } else {
                    validate21.errors = [{ instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var valid0 = _errs19 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.fingerprint !== void 0) {
                  let data13 = data.fingerprint;
                  const _errs27 = errors;
                  const _errs28 = errors;
                  if (errors === _errs28) {
                    if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                      let missing3;
                      if (data13.hashes === void 0 && (missing3 = "hashes") || data13.absent_names === void 0 && (missing3 = "absent_names")) {
                        validate21.errors = [{ instancePath: instancePath + "/fingerprint", schemaPath: "#/definitions/GlossaryFingerprint/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                        return false;
                      } else {
                        if (data13.hashes !== void 0) {
                          let data14 = data13.hashes;
                          const _errs30 = errors;
                          if (errors === _errs30) {
                            if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                              for (const key0 in data14) {
                                let data15 = data14[key0];
                                const _errs33 = errors;
                                if (errors === _errs33) {
                                  if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                                    for (const key1 in data15) {
                                      const _errs36 = errors;
                                      if (typeof data15[key1] !== "string") {
                                        validate21.errors = [{ instancePath: instancePath + "/fingerprint/hashes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/GlossaryFingerprint/properties/hashes/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid10 = _errs36 === errors;
                                      if (!valid10) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate21.errors = [{ instancePath: instancePath + "/fingerprint/hashes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/GlossaryFingerprint/properties/hashes/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                }
                                var valid9 = _errs33 === errors;
                                if (!valid9) {
                                  break;
                                }
                              }
                            } else {
                              validate21.errors = [{ instancePath: instancePath + "/fingerprint/hashes", schemaPath: "#/definitions/GlossaryFingerprint/properties/hashes/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid8 = _errs30 === errors;
                        } else {
                          var valid8 = true;
                        }
                        if (valid8) {
                          if (data13.absent_names !== void 0) {
                            let data17 = data13.absent_names;
                            const _errs38 = errors;
                            if (errors === _errs38) {
                              if (Array.isArray(data17)) {
                                var valid11 = true;
                                const len3 = data17.length;
                                for (let i3 = 0; i3 < len3; i3++) {
                                  const _errs40 = errors;
                                  if (typeof data17[i3] !== "string") {
                                    validate21.errors = [{ instancePath: instancePath + "/fingerprint/absent_names/" + i3, schemaPath: "#/definitions/GlossaryFingerprint/properties/absent_names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid11 = _errs40 === errors;
                                  if (!valid11) {
                                    break;
                                  }
                                }
                              } else {
                                validate21.errors = [{ instancePath: instancePath + "/fingerprint/absent_names", schemaPath: "#/definitions/GlossaryFingerprint/properties/absent_names/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                              }
                            }
                            var valid8 = _errs38 === errors;
                          } else {
                            var valid8 = true;
                          }
                        }
                      }
                    } else {
                      validate21.errors = [{ instancePath: instancePath + "/fingerprint", schemaPath: "#/definitions/GlossaryFingerprint/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid0 = _errs27 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.problems !== void 0) {
                    let data19 = data.problems;
                    const _errs42 = errors;
                    if (errors === _errs42) {
                      if (Array.isArray(data19)) {
                        var valid12 = true;
                        const len4 = data19.length;
                        for (let i4 = 0; i4 < len4; i4++) {
                          let data20 = data19[i4];
                          const _errs44 = errors;
                          const _errs45 = errors;
                          if (errors === _errs45) {
                            if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                              let missing4;
                              if (data20.code === void 0 && (missing4 = "code") || data20.message === void 0 && (missing4 = "message") || data20.hint === void 0 && (missing4 = "hint")) {
                                validate21.errors = [{ instancePath: instancePath + "/problems/" + i4, schemaPath: "#/definitions/PlanProblem/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                return false;
                              } else {
                                if (data20.code !== void 0) {
                                  const _errs47 = errors;
                                  if (typeof data20.code !== "string") {
                                    validate21.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/code", schemaPath: "#/definitions/PlanProblem/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid14 = _errs47 === errors;
                                } else {
                                  var valid14 = true;
                                }
                                if (valid14) {
                                  if (data20.message !== void 0) {
                                    const _errs49 = errors;
                                    if (typeof data20.message !== "string") {
                                      validate21.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/message", schemaPath: "#/definitions/PlanProblem/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid14 = _errs49 === errors;
                                  } else {
                                    var valid14 = true;
                                  }
                                  if (valid14) {
                                    if (data20.hint !== void 0) {
                                      const _errs51 = errors;
                                      if (typeof data20.hint !== "string") {
                                        validate21.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/hint", schemaPath: "#/definitions/PlanProblem/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid14 = _errs51 === errors;
                                    } else {
                                      var valid14 = true;
                                    }
                                    if (valid14) {
                                      if (data20.list !== void 0) {
                                        const _errs53 = errors;
                                        if (typeof data20.list !== "string") {
                                          validate21.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/list", schemaPath: "#/definitions/PlanProblem/properties/list/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid14 = _errs53 === errors;
                                      } else {
                                        var valid14 = true;
                                      }
                                      if (valid14) {
                                        if (data20.glossary !== void 0) {
                                          const _errs55 = errors;
                                          if (typeof data20.glossary !== "string") {
                                            validate21.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/glossary", schemaPath: "#/definitions/PlanProblem/properties/glossary/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid14 = _errs55 === errors;
                                        } else {
                                          var valid14 = true;
                                        }
                                        if (valid14) {
                                          if (data20.file !== void 0) {
                                            const _errs57 = errors;
                                            if (typeof data20.file !== "string") {
                                              validate21.errors = [{ instancePath: instancePath + "/problems/" + i4 + "/file", schemaPath: "#/definitions/PlanProblem/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid14 = _errs57 === errors;
                                          } else {
                                            var valid14 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate21.errors = [{ instancePath: instancePath + "/problems/" + i4, schemaPath: "#/definitions/PlanProblem/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid12 = _errs44 === errors;
                          if (!valid12) {
                            break;
                          }
                        }
                      } else {
                        validate21.errors = [{ instancePath: instancePath + "/problems", schemaPath: "#/properties/problems/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                      }
                    }
                    var valid0 = _errs42 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.blocked !== void 0) {
                      let data27 = data.blocked;
                      const _errs59 = errors;
                      if (errors === _errs59) {
                        if (Array.isArray(data27)) {
                          var valid15 = true;
                          const len5 = data27.length;
                          for (let i5 = 0; i5 < len5; i5++) {
                            let data28 = data27[i5];
                            const _errs61 = errors;
                            const _errs62 = errors;
                            if (errors === _errs62) {
                              if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                                let missing5;
                                if (data28.code === void 0 && (missing5 = "code") || data28.message === void 0 && (missing5 = "message") || data28.hint === void 0 && (missing5 = "hint")) {
                                  validate21.errors = [{ instancePath: instancePath + "/blocked/" + i5, schemaPath: "#/definitions/PlanProblem/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                                  return false;
                                } else {
                                  if (data28.code !== void 0) {
                                    const _errs64 = errors;
                                    if (typeof data28.code !== "string") {
                                      validate21.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/code", schemaPath: "#/definitions/PlanProblem/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid17 = _errs64 === errors;
                                  } else {
                                    var valid17 = true;
                                  }
                                  if (valid17) {
                                    if (data28.message !== void 0) {
                                      const _errs66 = errors;
                                      if (typeof data28.message !== "string") {
                                        validate21.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/message", schemaPath: "#/definitions/PlanProblem/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid17 = _errs66 === errors;
                                    } else {
                                      var valid17 = true;
                                    }
                                    if (valid17) {
                                      if (data28.hint !== void 0) {
                                        const _errs68 = errors;
                                        if (typeof data28.hint !== "string") {
                                          validate21.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/hint", schemaPath: "#/definitions/PlanProblem/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid17 = _errs68 === errors;
                                      } else {
                                        var valid17 = true;
                                      }
                                      if (valid17) {
                                        if (data28.list !== void 0) {
                                          const _errs70 = errors;
                                          if (typeof data28.list !== "string") {
                                            validate21.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/list", schemaPath: "#/definitions/PlanProblem/properties/list/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid17 = _errs70 === errors;
                                        } else {
                                          var valid17 = true;
                                        }
                                        if (valid17) {
                                          if (data28.glossary !== void 0) {
                                            const _errs72 = errors;
                                            if (typeof data28.glossary !== "string") {
                                              validate21.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/glossary", schemaPath: "#/definitions/PlanProblem/properties/glossary/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid17 = _errs72 === errors;
                                          } else {
                                            var valid17 = true;
                                          }
                                          if (valid17) {
                                            if (data28.file !== void 0) {
                                              const _errs74 = errors;
                                              if (typeof data28.file !== "string") {
                                                validate21.errors = [{ instancePath: instancePath + "/blocked/" + i5 + "/file", schemaPath: "#/definitions/PlanProblem/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid17 = _errs74 === errors;
                                            } else {
                                              var valid17 = true;
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate21.errors = [{ instancePath: instancePath + "/blocked/" + i5, schemaPath: "#/definitions/PlanProblem/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                            }
                            var valid15 = _errs61 === errors;
                            if (!valid15) {
                              break;
                            }
                          }
                        } else {
                          validate21.errors = [{ instancePath: instancePath + "/blocked", schemaPath: "#/properties/blocked/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                          return false;
                        }
                      }
                      var valid0 = _errs59 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.requests !== void 0) {
                        let data35 = data.requests;
                        const _errs76 = errors;
                        if (!(typeof data35 == "number" && (!(data35 % 1) && !isNaN(data35)) && isFinite(data35))) {
                          validate21.errors = [{ instancePath: instancePath + "/requests", schemaPath: "#/properties/requests/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                          return false;
                        }
                        var valid0 = _errs76 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate21.errors = vErrors;
  return errors === 0;
}
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.applies_to === void 0 && (missing0 = "applies_to") || data.desired_checksum === void 0 && (missing0 = "desired_checksum") || data.format_version === void 0 && (missing0 = "format_version") || data.lists === void 0 && (missing0 = "lists") || data.planned_with === void 0 && (missing0 = "planned_with")) {
        validate10.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.applies_to !== void 0) {
          let data0 = data.applies_to;
          const _errs1 = errors;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
              let missing1;
              if (data0.target === void 0 && (missing1 = "target") || data0.base_url === void 0 && (missing1 = "base_url") || data0.styles_dir === void 0 && (missing1 = "styles_dir")) {
                validate10.errors = [{ instancePath: instancePath + "/applies_to", schemaPath: "#/definitions/AppliesTo/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                return false;
              } else {
                if (data0.target !== void 0) {
                  let data1 = data0.target;
                  const _errs4 = errors;
                  if (typeof data1 !== "string" && data1 !== null) {
                    validate10.errors = [{ instancePath: instancePath + "/applies_to/target", schemaPath: "#/definitions/AppliesTo/properties/target/type", keyword: "type", params: { type: schema12.properties.target.type }, message: "must be string,null" }];
                    return false;
                  }
                  var valid2 = _errs4 === errors;
                } else {
                  var valid2 = true;
                }
                if (valid2) {
                  if (data0.base_url !== void 0) {
                    const _errs6 = errors;
                    if (typeof data0.base_url !== "string") {
                      validate10.errors = [{ instancePath: instancePath + "/applies_to/base_url", schemaPath: "#/definitions/AppliesTo/properties/base_url/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid2 = _errs6 === errors;
                  } else {
                    var valid2 = true;
                  }
                  if (valid2) {
                    if (data0.styles_dir !== void 0) {
                      const _errs8 = errors;
                      if (typeof data0.styles_dir !== "string") {
                        validate10.errors = [{ instancePath: instancePath + "/applies_to/styles_dir", schemaPath: "#/definitions/AppliesTo/properties/styles_dir/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid2 = _errs8 === errors;
                    } else {
                      var valid2 = true;
                    }
                  }
                }
              }
            } else {
              validate10.errors = [{ instancePath: instancePath + "/applies_to", schemaPath: "#/definitions/AppliesTo/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
              return false;
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.planned_with !== void 0) {
            let data4 = data.planned_with;
            const _errs10 = errors;
            const _errs11 = errors;
            if (errors === _errs11) {
              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                let missing2;
                if (data4.prune === void 0 && (missing2 = "prune") || data4.allow_replace === void 0 && (missing2 = "allow_replace") || data4.allow_deletes === void 0 && (missing2 = "allow_deletes")) {
                  validate10.errors = [{ instancePath: instancePath + "/planned_with", schemaPath: "#/definitions/PlannedWith/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                  return false;
                } else {
                  if (data4.prune !== void 0) {
                    const _errs13 = errors;
                    if (typeof data4.prune !== "boolean") {
                      validate10.errors = [{ instancePath: instancePath + "/planned_with/prune", schemaPath: "#/definitions/PlannedWith/properties/prune/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                      return false;
                    }
                    var valid4 = _errs13 === errors;
                  } else {
                    var valid4 = true;
                  }
                  if (valid4) {
                    if (data4.allow_replace !== void 0) {
                      const _errs15 = errors;
                      if (typeof data4.allow_replace !== "boolean") {
                        validate10.errors = [{ instancePath: instancePath + "/planned_with/allow_replace", schemaPath: "#/definitions/PlannedWith/properties/allow_replace/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                        return false;
                      }
                      var valid4 = _errs15 === errors;
                    } else {
                      var valid4 = true;
                    }
                    if (valid4) {
                      if (data4.allow_deletes !== void 0) {
                        let data7 = data4.allow_deletes;
                        const _errs17 = errors;
                        if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7)) && data7 !== null) {
                          validate10.errors = [{ instancePath: instancePath + "/planned_with/allow_deletes", schemaPath: "#/definitions/PlannedWith/properties/allow_deletes/type", keyword: "type", params: { type: schema13.properties.allow_deletes.type }, message: "must be integer,null" }];
                          return false;
                        }
                        var valid4 = _errs17 === errors;
                      } else {
                        var valid4 = true;
                      }
                    }
                  }
                }
              } else {
                validate10.errors = [{ instancePath: instancePath + "/planned_with", schemaPath: "#/definitions/PlannedWith/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                return false;
              }
            }
            var valid0 = _errs10 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.format_version !== void 0) {
              let data8 = data.format_version;
              const _errs19 = errors;
              if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
                validate10.errors = [{ instancePath: instancePath + "/format_version", schemaPath: "#/properties/format_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                return false;
              }
              if (4 !== data8) {
                validate10.errors = [{ instancePath: instancePath + "/format_version", schemaPath: "#/properties/format_version/const", keyword: "const", params: { allowedValue: 4 }, message: "must be equal to constant" }];
                return false;
              }
              var valid0 = _errs19 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.target !== void 0) {
                const _errs21 = errors;
                if (typeof data.target !== "string") {
                  validate10.errors = [{ instancePath: instancePath + "/target", schemaPath: "#/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid0 = _errs21 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.partial !== void 0) {
                  let data10 = data.partial;
                  const _errs23 = errors;
                  const _errs24 = errors;
                  if (errors === _errs24) {
                    if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                      let missing3;
                      if (data10.paths === void 0 && (missing3 = "paths") || data10.lists === void 0 && (missing3 = "lists")) {
                        validate10.errors = [{ instancePath: instancePath + "/partial", schemaPath: "#/definitions/PartialPlan/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                        return false;
                      } else {
                        if (data10.paths !== void 0) {
                          let data11 = data10.paths;
                          const _errs26 = errors;
                          if (errors === _errs26) {
                            if (Array.isArray(data11)) {
                              var valid7 = true;
                              const len0 = data11.length;
                              for (let i0 = 0; i0 < len0; i0++) {
                                const _errs28 = errors;
                                if (typeof data11[i0] !== "string") {
                                  validate10.errors = [{ instancePath: instancePath + "/partial/paths/" + i0, schemaPath: "#/definitions/PartialPlan/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid7 = _errs28 === errors;
                                if (!valid7) {
                                  break;
                                }
                              }
                            } else {
                              validate10.errors = [{ instancePath: instancePath + "/partial/paths", schemaPath: "#/definitions/PartialPlan/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid6 = _errs26 === errors;
                        } else {
                          var valid6 = true;
                        }
                        if (valid6) {
                          if (data10.lists !== void 0) {
                            let data13 = data10.lists;
                            const _errs30 = errors;
                            if (errors === _errs30) {
                              if (Array.isArray(data13)) {
                                var valid8 = true;
                                const len1 = data13.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                  const _errs32 = errors;
                                  if (typeof data13[i1] !== "string") {
                                    validate10.errors = [{ instancePath: instancePath + "/partial/lists/" + i1, schemaPath: "#/definitions/PartialPlan/properties/lists/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid8 = _errs32 === errors;
                                  if (!valid8) {
                                    break;
                                  }
                                }
                              } else {
                                validate10.errors = [{ instancePath: instancePath + "/partial/lists", schemaPath: "#/definitions/PartialPlan/properties/lists/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                              }
                            }
                            var valid6 = _errs30 === errors;
                          } else {
                            var valid6 = true;
                          }
                        }
                      }
                    } else {
                      validate10.errors = [{ instancePath: instancePath + "/partial", schemaPath: "#/definitions/PartialPlan/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid0 = _errs23 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.lists !== void 0) {
                    const _errs34 = errors;
                    if (!validate11(data.lists, { instancePath: instancePath + "/lists", parentData: data, parentDataProperty: "lists", rootData })) {
                      vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
                      errors = vErrors.length;
                    }
                    var valid0 = _errs34 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.desired_checksum !== void 0) {
                      const _errs35 = errors;
                      if (typeof data.desired_checksum !== "string") {
                        validate10.errors = [{ instancePath: instancePath + "/desired_checksum", schemaPath: "#/properties/desired_checksum/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid0 = _errs35 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.glossaries !== void 0) {
                        const _errs37 = errors;
                        if (!validate21(data.glossaries, { instancePath: instancePath + "/glossaries", parentData: data, parentDataProperty: "glossaries", rootData })) {
                          vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                          errors = vErrors.length;
                        }
                        var valid0 = _errs37 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.alerts !== void 0) {
                          let data18 = data.alerts;
                          const _errs38 = errors;
                          if (errors === _errs38) {
                            if (Array.isArray(data18)) {
                              var valid9 = true;
                              const len2 = data18.length;
                              for (let i2 = 0; i2 < len2; i2++) {
                                let data19 = data18[i2];
                                const _errs40 = errors;
                                const _errs41 = errors;
                                if (errors === _errs41) {
                                  if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                                    let missing4;
                                    if (data19.code === void 0 && (missing4 = "code") || data19.message === void 0 && (missing4 = "message") || data19.hint === void 0 && (missing4 = "hint")) {
                                      validate10.errors = [{ instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/definitions/PlanProblem/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                      return false;
                                    } else {
                                      if (data19.code !== void 0) {
                                        const _errs43 = errors;
                                        if (typeof data19.code !== "string") {
                                          validate10.errors = [{ instancePath: instancePath + "/alerts/" + i2 + "/code", schemaPath: "#/definitions/PlanProblem/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid11 = _errs43 === errors;
                                      } else {
                                        var valid11 = true;
                                      }
                                      if (valid11) {
                                        if (data19.message !== void 0) {
                                          const _errs45 = errors;
                                          if (typeof data19.message !== "string") {
                                            validate10.errors = [{ instancePath: instancePath + "/alerts/" + i2 + "/message", schemaPath: "#/definitions/PlanProblem/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid11 = _errs45 === errors;
                                        } else {
                                          var valid11 = true;
                                        }
                                        if (valid11) {
                                          if (data19.hint !== void 0) {
                                            const _errs47 = errors;
                                            if (typeof data19.hint !== "string") {
                                              validate10.errors = [{ instancePath: instancePath + "/alerts/" + i2 + "/hint", schemaPath: "#/definitions/PlanProblem/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid11 = _errs47 === errors;
                                          } else {
                                            var valid11 = true;
                                          }
                                          if (valid11) {
                                            if (data19.list !== void 0) {
                                              const _errs49 = errors;
                                              if (typeof data19.list !== "string") {
                                                validate10.errors = [{ instancePath: instancePath + "/alerts/" + i2 + "/list", schemaPath: "#/definitions/PlanProblem/properties/list/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid11 = _errs49 === errors;
                                            } else {
                                              var valid11 = true;
                                            }
                                            if (valid11) {
                                              if (data19.glossary !== void 0) {
                                                const _errs51 = errors;
                                                if (typeof data19.glossary !== "string") {
                                                  validate10.errors = [{ instancePath: instancePath + "/alerts/" + i2 + "/glossary", schemaPath: "#/definitions/PlanProblem/properties/glossary/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid11 = _errs51 === errors;
                                              } else {
                                                var valid11 = true;
                                              }
                                              if (valid11) {
                                                if (data19.file !== void 0) {
                                                  const _errs53 = errors;
                                                  if (typeof data19.file !== "string") {
                                                    validate10.errors = [{ instancePath: instancePath + "/alerts/" + i2 + "/file", schemaPath: "#/definitions/PlanProblem/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  var valid11 = _errs53 === errors;
                                                } else {
                                                  var valid11 = true;
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate10.errors = [{ instancePath: instancePath + "/alerts/" + i2, schemaPath: "#/definitions/PlanProblem/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                }
                                var valid9 = _errs40 === errors;
                                if (!valid9) {
                                  break;
                                }
                              }
                            } else {
                              validate10.errors = [{ instancePath: instancePath + "/alerts", schemaPath: "#/properties/alerts/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid0 = _errs38 === errors;
                        } else {
                          var valid0 = true;
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate10.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10.errors = vErrors;
  return errors === 0;
}

// src/plan/plan-shape.ts
function planShapeError(value) {
  if (plan(value)) return void 0;
  const error = plan.errors?.[0];
  return error ? `${dottedPath(value, error.instancePath)} ${complaint(error)}` : "the plan does not match its schema";
}
function complaint(error) {
  const { allowedValues, type } = error.params;
  if (allowedValues) return `${error.message}: ${allowedValues.join(", ")}`;
  if (error.keyword === "type" && Array.isArray(type)) return `must be ${type.join(" or ")}`;
  return error.message ?? "does not match the schema";
}
function dottedPath(root, pointer) {
  if (pointer === "") return "the plan";
  let path = "";
  let node = root;
  for (const token of pointer.slice(1).split("/")) {
    const key = token.replaceAll("~1", "/").replaceAll("~0", "~");
    path += Array.isArray(node) ? `[${key}]` : path === "" ? key : `.${key}`;
    node = node[key];
  }
  return path;
}

// src/plan/types.ts
var PLAN_FORMAT_VERSION = 4;

// src/plan/saved.ts
function parseSavedPlan(text, file) {
  const again = `Run \`stylesync plan --out ${file}\` again and apply the file it writes, unedited.`;
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StylesyncError(`${file} is not a saved plan: it is not valid JSON (${error.message}).`, again, { code: "plan-file-invalid", cause: error });
  }
  const version = typeof value === "object" && value !== null ? value.format_version : void 0;
  if (version !== PLAN_FORMAT_VERSION) {
    const found = version === void 0 ? "has no format_version" : `has format_version ${JSON.stringify(version)}`;
    throw new StylesyncError(
      `${file} ${found}; this stylesync reads saved plans of format_version ${PLAN_FORMAT_VERSION}.`,
      `The plan was saved by a different stylesync (or is not a plan). ${again}`,
      { code: "plan-file-invalid" }
    );
  }
  const shapeError = planShapeError(value);
  if (shapeError) {
    throw new StylesyncError(`${file} is not a valid saved plan: ${shapeError}.`, again, { code: "plan-file-invalid" });
  }
  return value;
}
function sectionStaleness(kind, section, live) {
  const problems = [];
  const byId = new Map(live.map((l) => [kind.idOf(l), l]));
  const names = new Map(section.items.map((i) => [i[kind.idField], i.name]));
  for (const [id, then] of Object.entries(kind.fingerprinted(section.fingerprint))) {
    const now = byId.get(id);
    const name = names.get(id) ?? now?.name ?? id;
    const which = `${kind.noun} ${JSON.stringify(name)} (${kind.idField} ${id})`;
    const moved = now === void 0 ? void 0 : kind.moved(then, now);
    if (now === void 0) problems.push({ code: kind.staleCodes.gone, message: `The plan is stale: ${which} no longer exists.`, hint: STALE_HINT, [kind.problemKey]: name });
    else if (moved !== void 0) problems.push({ code: kind.staleCodes.moved, message: `The plan is stale: ${which} changed since the plan: ${moved}.`, hint: STALE_HINT, [kind.problemKey]: name });
  }
  const liveNames = new Set(live.map((l) => l.name));
  for (const name of section.fingerprint.absent_names.filter((n) => liveNames.has(n))) {
    problems.push({ code: kind.staleCodes.nameTaken, message: `The plan is stale: it creates ${JSON.stringify(name)}, but a live ${kind.noun} of that name now exists.`, hint: STALE_HINT, [kind.problemKey]: name });
  }
  return problems;
}
var STALE_HINT = "Run `stylesync plan` again, review it, and apply the new plan.";

// src/plan/sections.ts
function planSections(plan2) {
  return plan2.glossaries === void 0 ? [plan2.lists] : [plan2.lists, plan2.glossaries];
}
function allProblems(plan2) {
  return planSections(plan2).flatMap((s) => s.problems);
}
function allBlocked(plan2) {
  return planSections(plan2).flatMap((s) => s.blocked ?? []);
}
function planHasChanges(plan2) {
  return planSections(plan2).some((s) => s.items.length > 0);
}
function withProblems(plan2, added) {
  const lists = added.lists ?? [];
  const glossaries = plan2.glossaries === void 0 ? [] : added.glossaries ?? [];
  if (lists.length === 0 && glossaries.length === 0) return plan2;
  const out = { ...plan2, lists: { ...plan2.lists, problems: [...plan2.lists.problems, ...lists] } };
  if (plan2.glossaries !== void 0 && glossaries.length > 0) out.glossaries = { ...plan2.glossaries, problems: [...plan2.glossaries.problems, ...glossaries] };
  return out;
}
function staleness(saved, live, currentChecksum) {
  const problems = [
    ...sectionStaleness(listKind, saved.lists, live.lists),
    ...saved.glossaries === void 0 ? [] : sectionStaleness(glossaryKind, saved.glossaries, live.glossaries ?? [])
  ];
  if (saved.desired_checksum !== currentChecksum) {
    problems.push({ code: "stale-files", message: "The plan is stale: the style files changed since it was made.", hint: STALE_HINT });
  }
  return problems;
}
function savedDifference(saved, fresh) {
  const out = { onlySaved: [], onlyFresh: [], notes: [] };
  if ((saved.target ?? null) !== (fresh.target ?? null)) {
    out.notes.push(`it shows the target ${JSON.stringify(saved.target ?? null)}, but it applies to ${JSON.stringify(fresh.target ?? null)}`);
  }
  sectionDifference(listKind, saved.lists, fresh.lists, out);
  sectionDifference(glossaryKind, saved.glossaries, fresh.glossaries, out);
  return out;
}

// src/app/count.ts
function parseCount(flag, text, min, example = `${flag} ${Math.max(min, 1)}`, code = "invalid-flag") {
  if (text === void 0) return void 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    throw new StylesyncError(`${flag} must be a whole number of at least ${min}, not "${text}".`, `For example ${example}.`, { code });
  }
  return n;
}

// src/report/summary-line.ts
var NO_CHANGES = "No changes. The live lists match the style files.";
var NO_CHANGES_WITH_GLOSSARIES = "No changes. The live lists and glossaries match the files.";
function hasProblems(plan2) {
  return allProblems(plan2).length > 0 || allBlocked(plan2).length > 0;
}
function summaryLine(plan2) {
  const glossaries = plan2.glossaries;
  if (!planHasChanges(plan2) && !hasProblems(plan2)) return glossaries === void 0 ? NO_CHANGES : NO_CHANGES_WITH_GLOSSARIES;
  const { create, update, delete: deletes, replace } = plan2.lists.summary;
  const replaced = replace > 0 ? `, ${replace} to replace` : "";
  if (glossaries === void 0) return `Plan: ${create} to create, ${update} to update, ${deletes} to delete${replaced}.`;
  const g = glossaries.summary;
  return `Plan: ${plural(create, "list")} to create, ${update} to update, ${deletes} to delete${replaced}; ${plural(g.create, "glossary", "glossaries")} to create, ${g.update} to update, ${g.delete} to delete.`;
}
function heldBackWords(lists, glossaries) {
  const parts = [lists > 0 ? plural(lists, "list") : "", glossaries > 0 ? plural(glossaries, "glossary", "glossaries") : ""].filter((p) => p !== "");
  return `${parts.join(" and ")} ${lists + glossaries === 1 ? "is" : "are"}`;
}
function heldBack(plan2) {
  return { lists: plan2.lists.blocked ?? [], glossaries: plan2.glossaries?.blocked ?? [] };
}

// src/report/rename-hint-text.ts
function renameHintText(kind, file, hint) {
  const id = hint[kind.idField];
  const fate = hint.pruned ? "deletes it (--prune)" : "leaves it alone";
  return {
    message: `This looks like a rename: the unmanaged live ${kind.noun} "${hint.name}" (${kind.idField} ${id}) has ${kind.alikeWords(hint)}, yet this plan creates a new ${kind.noun} and ${fate}.`,
    hint: `To rename "${hint.name}" instead and keep its ${kind.idField}, add \`${kind.idField}: ${id}\` to ${file ?? `the ${kind.fileWord}`}, then plan again.`
  };
}

// src/report/marks.ts
var ACTION_MARK = {
  create: "+",
  update: "~",
  delete: "-",
  replace: "-/+"
};
var ADOPT_WORDS = {
  list: "adopts a live list no style file managed before this change: the changes below overwrite its live rules and instructions (pin it with style_id to adopt on purpose, or import it first)",
  glossary: "adopts a live glossary no glossary file managed before this change: the changes below overwrite its live terms (pin it with glossary_id to adopt on purpose, or import it first)"
};
function adoptedFirst(items) {
  return [...items.filter((i) => i.adopted), ...items.filter((i) => !i.adopted)];
}

// src/report/text-parts.ts
var INDENT = "    ";
function textComment(text, s) {
  return s.dim(`# ${terminalText(text)}`);
}
function markStyle(action, s) {
  return action === "create" ? s.green : action === "update" ? s.yellow : action === "delete" ? s.red : s.magenta;
}
function textDeleteHead(kind, reason, kept2, s) {
  if (reason === "duplicate") {
    return [
      `${INDENT}${s.red("-")} deleted: a duplicate, an exact copy of the ${kind.fileWord}'s content; ${kind.idField} ${terminalText(kept2 ?? "?")} (the oldest copy) is kept`,
      `${INDENT}  ${textComment(`two creates of one ${kind.noun} landed (a lost answer or two applies at once); removing the copy loses nothing`, s)}`
    ];
  }
  return [`${INDENT}${s.red("-")} deleted: ${reason === "absent" ? `the ${kind.fileWord} says state: absent` : `no ${kind.fileWord} manages it (--prune)`}`];
}

// src/report/unmanaged-lines.ts
var UNMANAGED_SHOWN = 20;
function unmanagedLines(title, items, line) {
  const lines = [title, ...items.slice(0, UNMANAGED_SHOWN).map(line)];
  const rest = items.length - UNMANAGED_SHOWN;
  if (rest > 0) lines.push(`  \u2026 and ${rest.toLocaleString("en-US")} more (\`--format json\` lists them all)`);
  return lines;
}

// src/report/partial-line.ts
function partialLine(plan2) {
  if (plan2.partial === void 0) return void 0;
  const parts = [...plan2.partial.paths, ...plan2.partial.lists.map((name) => `--list ${JSON.stringify(name)}`)];
  return `Partial plan (${parts.join(", ")}): lists outside it are not planned, and nothing is pruned.`;
}

// src/report/change-cause.ts
function instructionGoneWords(cause) {
  switch (cause) {
    case "files":
      return "removed from the style file";
    case "service":
      return "added on the service, outside the style files";
    case "unknown":
      return "on the service only, not in the style file";
  }
}
function serviceWords(cause, before, after, files) {
  if (cause !== "service") return void 0;
  const what = after === void 0 ? "added" : before === void 0 ? "removed" : "changed";
  return `${what} on the service, outside the ${files}`;
}
function serviceBlockWords(cause, files) {
  return cause === "service" ? `changed on the service, outside the ${files}` : "";
}

// src/report/glossary-words.ts
var TERMS_SHOWN = 20;
var ALL_TERMS_NOTE = "the JSON plan (`stylesync plan --format json`) has every term";
function shownTerms(d, cap = TERMS_SHOWN) {
  return {
    added: d.added.slice(0, cap),
    changed: d.changed.slice(0, cap),
    removed: d.removed.slice(0, cap),
    more: { added: Math.max(0, d.added.length - cap), changed: Math.max(0, d.changed.length - cap), removed: Math.max(0, d.removed.length - cap) }
  };
}
function moreTermsWords(more) {
  const parts = ["added", "changed", "removed"].filter((k) => more[k] > 0).map((k, i) => `${count(more[k])} more ${k}${i === 0 ? more[k] === 1 ? " term" : " terms" : ""}`);
  return parts.length === 0 ? void 0 : `and ${parts.join(", ")}`;
}
function pairWords(d) {
  return `${d.source_lang} \u2192 ${d.target_lang}`;
}
function termCountWords(d) {
  const parts = ["added", "changed", "removed"].filter((k) => d[k].length > 0).map((k) => `${count(d[k].length)} ${k}`);
  return parts.length === 0 ? "no term changes" : parts.join(", ");
}
function dictionaryWords(d) {
  if (d.action === "create") return `new, ${terms(d.entry_count_after)}`;
  if (d.action === "delete") return `removed with its ${terms(d.entry_count_before)}`;
  return `${termCountWords(d)}; ${count(d.entry_count_before)} \u2192 ${terms(d.entry_count_after)}`;
}
function terms(n) {
  return `${count(n)} ${n === 1 ? "term" : "terms"}`;
}
function count(n) {
  return n.toLocaleString("en-US");
}
function heldWords(g) {
  const total = g.dictionaries.reduce((n, d) => n + d.entry_count_before, 0);
  return `${plural(g.dictionaries.length, "dictionary", "dictionaries")}, ${terms(total)}`;
}
function glossaryChanges(plan2) {
  return plan2.glossaries?.items ?? [];
}
function noteItems(items) {
  return items.map((item) => {
    if (typeof item === "string") return item;
    const term2 = "status" in item && item.status === "superseded" ? `${item.term} (superseded)` : item.term;
    return item.note === void 0 ? term2 : `${term2} \u2014 ${item.note}`;
  });
}

// src/report/glossary-text.ts
function renderGlossariesText(plan2, s, cause = "unknown") {
  const out = [];
  for (const g of adoptedFirst(plan2.items)) out.push(...glossaryBlock(g, s, cause), "");
  if (plan2.unmanaged.length > 0) out.push(...unmanagedGlossaryLines(plan2.unmanaged, s), "");
  return out;
}
function glossaryBlock(g, s, cause) {
  const mark = markStyle(g.action, s)(ACTION_MARK[g.action]);
  const facts = [pairsOf(g), g.glossary_id === void 0 ? "" : `glossary_id ${g.glossary_id}`].filter((f) => f !== "");
  const head = `${mark} ${s.bold(`${g.adopted ? "adopt" : g.action} glossary ${terminalQuoted(g.name)}`)}${facts.length > 0 ? ` (${terminalText(facts.join(", "))})` : ""}`;
  const lines = [g.file === void 0 ? head : `${head}  ${textComment(g.file, s)}`];
  if (g.adopted) lines.push(`${INDENT}${s.yellow("!")} ${ADOPT_WORDS.glossary}`);
  if (g.rename) lines.push(`${INDENT}${s.yellow("~")} name: ${terminalQuoted(g.rename.from)} \u2192 ${terminalQuoted(g.rename.to)}`);
  if (g.rename_hint !== void 0) {
    const { message, hint } = renameHintText(glossaryKind, g.file, g.rename_hint);
    lines.push(`${INDENT}${s.yellow("!")} ${terminalText(message)}`, `${INDENT}  ${s.bold("Hint:")} ${terminalText(hint)}`);
  }
  if (g.action === "delete") return [...lines, ...deleteLines(g, s)];
  for (const d of g.dictionaries) lines.push(...dictionaryLines(d, s, INDENT, dictionaryWords(d), cause));
  return lines;
}
function pairsOf(g) {
  return g.dictionaries.map(pairWords).join(", ");
}
function deleteLines(g, s) {
  const lines = textDeleteHead(glossaryKind, g.reason, g.kept, s);
  if (g.reason === "duplicate") return lines;
  if (g.dictionaries.length === 0) return [...lines, `${INDENT}  The live glossary holds no dictionaries.`];
  lines.push(`${INDENT}  With it go its ${heldWords(g)}, as they are live now:`);
  for (const d of g.dictionaries) lines.push(...dictionaryLines(d, s, `${INDENT}  `, terms(d.entry_count_before)));
  return lines;
}
function dictionaryLines(d, s, at = INDENT, words = dictionaryWords(d), cause = "unknown") {
  const mark = d.action === "create" ? s.green("+") : d.action === "delete" ? s.red("-") : s.yellow("~");
  const lines = [`${at}${mark} dictionary ${terminalText(pairWords(d))}: ${words}`];
  const shown = shownTerms(d);
  const inner = `${at}${INDENT}`;
  const how = (before, after) => {
    const words2 = serviceWords(cause, before, after, "glossary files");
    return words2 === void 0 ? "" : `  ${textComment(words2, s)}`;
  };
  for (const c of shown.changed) lines.push(`${inner}${s.yellow("~")} ${term(c.source)}: ${s.red(term(c.before))} \u2192 ${s.green(term(c.after))}${how(c.before, c.after)}`);
  for (const [source, target] of shown.removed) lines.push(`${inner}${s.red("-")} ${term(source)}: ${s.red(term(target))}${how(target, void 0)}`);
  for (const [source, target] of shown.added) lines.push(`${inner}${s.green("+")} ${term(source)}: ${s.green(term(target))}${how(void 0, target)}`);
  const more = moreTermsWords(shown.more);
  if (more !== void 0) lines.push(`${inner}${textComment(`\u2026 ${more}; ${ALL_TERMS_NOTE.replace(/`/g, "")}`, s)}`);
  return lines;
}
function term(text) {
  return text === "" || /→|: |:$|"|^\s|\s$/.test(text) ? terminalQuoted(text) : terminalText(text);
}
function unmanagedGlossaryLines(unmanaged, s) {
  return unmanagedLines("Glossaries no glossary file manages (left alone):", unmanaged, (g) => {
    const why = g.ignored ? "matches an ignore pattern" : "--prune would delete it";
    return `  ${s.dim("?")} ${terminalQuoted(g.name)} (glossary_id ${terminalText(g.glossary_id)})  ${textComment(why, s)}`;
  });
}

// src/report/list-content.ts
function ruleCount(rules) {
  return Object.values(rules).reduce((n, group) => n + Object.keys(group).length, 0);
}
function contentInWords(rules, instructions) {
  const some = (n, one) => n === 0 ? `no ${one}s` : plural(n, one);
  return `${some(rules, "rule")} and ${some(instructions, "instruction")}`;
}
function heldInWords(rules, instructions) {
  const parts = [rules > 0 ? plural(rules, "rule") : "", instructions > 0 ? plural(instructions, "instruction") : ""].filter((p) => p !== "");
  return parts.join(" and ");
}
function ruleEntries(rules) {
  return Object.entries(rules).flatMap(([group, members]) => Object.entries(members).map(([rule, value]) => [group, rule, value]));
}
function isLoss(list) {
  if (list.action === "replace") return true;
  return list.action === "delete" && !list.changes.some((c) => c.kind === "delete_list" && c.reason === "duplicate");
}

// src/report/word-diff.ts
var segmenter = new Intl.Segmenter(void 0, { granularity: "word" });
function wordDiff2(before, after) {
  let changes = diffWords(before, after, { intlSegmenter: segmenter });
  if (before !== after && !changes.some((c) => c.added || c.removed)) changes = diffWordsWithSpace(before, after);
  return changes.map((c) => ({ kind: c.added ? "added" : c.removed ? "removed" : "same", text: c.value }));
}
function needsSeparator(previous, part) {
  if (previous === void 0 || previous.kind === "same" || part.kind === "same" || previous.kind === part.kind) return false;
  return !/\s$/.test(previous.text) && !/^\s/.test(part.text);
}

// src/report/bounded-text.ts
function boundedText(text, max = 80) {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}\u2026`;
}

// src/report/term-notes-text.ts
var NOTE_TEXT_SHOWN = 80;
function termNotesText(changes, since, s) {
  if (changes.length === 0) return [];
  const lines = [s.bold(`Changes to the glossary files alone since ${terminalText(boundedText(since))}: ${plural(changes.length, "term")}; nothing is sent to the service`)];
  for (const c of changes.slice(0, TERMS_SHOWN)) {
    lines.push(`  ${s.yellow("~")} ${terminalQuoted(c.source)} (${terminalText(`${c.glossary}, ${c.source_lang} \u2192 ${c.target_lang}`)})  ${s.dim(`# ${terminalText(c.file)}`)}`);
    for (const f of c.fields) lines.push(`      ${fieldLine(f.field, f.before, f.after)}`);
  }
  const left = changes.length - TERMS_SHOWN;
  if (left > 0) lines.push(`  ${s.dim(`# \u2026 and ${plural(left, "more term")}; the glossary files have them all`)}`);
  return lines;
}
function fieldLine(field2, before, after) {
  switch (field2) {
    case "admitted":
    case "forbidden":
      return `${field2}: ${variants(before)} \u2192 ${variants(after)}`;
    case "translate":
      return `translate: ${kept(before)} \u2192 ${kept(after)}`;
    default:
      if (after === void 0) return `${field2} removed`;
      return `${field2} ${before === void 0 ? "added" : "changed"}: ${terminalQuoted(cut(String(after)))}`;
  }
}
function variants(v) {
  return Array.isArray(v) && v.length > 0 ? noteItems(v).map((x) => terminalQuoted(cut(x))).join(", ") : "(none)";
}
function kept(v) {
  return v === false ? "kept as written (false)" : "translated (unset)";
}
function cut(text) {
  const flat = text.split("\n").map((line) => line.trim()).filter((line) => line !== "").join(" ");
  const chars = Array.from(flat);
  if (chars.length <= NOTE_TEXT_SHOWN) return flat;
  const kept2 = chars.slice(0, NOTE_TEXT_SHOWN - 1).join("");
  const space = kept2.lastIndexOf(" ");
  return `${(space > kept2.length / 2 ? kept2.slice(0, space) : kept2).trimEnd()}\u2026`;
}

// src/report/text.ts
function renderText(plan2, options) {
  const s = makeStyle(options.color);
  const out = [];
  const cause = options.cause ?? "unknown";
  if (plan2.target !== void 0) out.push(`Target: ${terminalQuoted(plan2.target)}`, "");
  out.push(...options.split === void 0 ? changeBlocks(plan2, s, cause) : splitBlocks(options.split, s));
  const problems = allProblems(plan2);
  if (problems.length > 0) out.push(...renderProblems(problems, s), "");
  if ((plan2.alerts ?? []).length > 0) out.push(s.yellow(s.bold("warning: a protection is lifted in the same change that deletes:")), ...problemLines(plan2.alerts ?? [], s, s.yellow("!")), "");
  const blocked = heldBack(plan2);
  if (blocked.lists.length + blocked.glossaries.length > 0) out.push(...renderBlocked(blocked, problems.length > 0, s), "");
  if (options.appendix) out.push(options.appendix.trimEnd(), "");
  const alone = options.filesAlone === void 0 ? [] : termNotesText(options.filesAlone.terms, options.filesAlone.since, s);
  if (alone.length > 0) out.push(...alone, "");
  const partial = partialLine(plan2);
  if (partial !== void 0) out.push(s.yellow(terminalText(partial)));
  out.push(s.bold(summaryLine(plan2)));
  return `${out.join("\n")}
`;
}
function changeBlocks(plan2, s, cause) {
  const out = [];
  for (const list of adoptedFirst(plan2.lists.items)) out.push(...renderList(list, s, cause), "");
  if (plan2.lists.unmanaged.length > 0) out.push(...renderUnmanaged(plan2.lists.unmanaged, s), "");
  if (plan2.glossaries) out.push(...renderGlossariesText(plan2.glossaries, s, cause));
  return out;
}
function splitBlocks(split, s) {
  const { own, drift, since } = split;
  const out = changeBlocks(own, s, "files");
  const driftGlossaries = drift.glossaries === void 0 ? void 0 : { ...drift.glossaries, unmanaged: [] };
  if (!planHasChanges(drift)) return out;
  const none = !planHasChanges(own);
  out.unshift(s.bold(none ? `No changes of the files since ${terminalText(since)}.` : `Changes of the files since ${terminalText(since)}:`), "");
  out.push(
    s.bold(`Drift: the service differs from the files at ${terminalText(since)}; applying makes these changes too:`),
    textComment("changed on the service, outside stylesync, or the files at that commit were never applied", s),
    ""
  );
  for (const list of drift.lists.items) out.push(...renderList(list, s, "service"), "");
  if (driftGlossaries !== void 0) out.push(...renderGlossariesText(driftGlossaries, s, "service"));
  return out;
}
function renderList(list, s, cause) {
  const mark = markStyle(list.action, s)(ACTION_MARK[list.action]);
  const old = replacedList(list);
  const facts = [old?.language ?? list.language];
  if (list.style_id !== void 0) facts.push(`style_id ${list.style_id}`);
  if (list.live_version !== void 0) facts.push(`version ${list.live_version}`);
  if (old !== void 0) facts[facts.length - 1] += ` \u2192 ${list.language}, new style_id`;
  const head = `${mark} ${s.bold(`${list.adopted ? "adopt" : list.action} ${terminalQuoted(list.name)}`)} (${terminalText(facts.join(", "))})`;
  const where2 = headOrigin(list) ?? list.file;
  const lines = [where2 ? `${head}  ${textComment(where2, s)}` : head];
  if (list.adopted) lines.push(`${INDENT}${s.yellow("!")} ${ADOPT_WORDS.list}`);
  for (const change of list.changes) lines.push(...renderChange(change, list, s, cause));
  if (list.rename_hint !== void 0) {
    const { message, hint } = renameHintText(listKind, list.file, list.rename_hint);
    lines.push(`${INDENT}${s.yellow("!")} ${terminalText(message)}`, `${INDENT}  ${s.bold("Hint:")} ${terminalText(hint)}`);
  }
  return lines;
}
function replacedList(list) {
  if (list.action !== "replace") return void 0;
  for (const change of list.changes) if (change.kind === "delete_list") return change.before;
  return void 0;
}
function headOrigin(list) {
  for (const change of list.changes) if (change.kind === "create_list" && change.origin) return formatOrigin(change.origin);
  return void 0;
}
function renderChange(change, list, s, cause) {
  switch (change.kind) {
    case "create_list": {
      const lines = [`${INDENT}${s.green("+")} language: ${terminalText(change.body.language)}`];
      lines.push(...renderNewRules(change.body.configured_rules, change.rule_origins ?? {}, s));
      change.body.custom_instructions.forEach((instruction, i) => {
        lines.push(...renderNewInstruction(instruction, change.instruction_origins?.[i], s));
      });
      return lines;
    }
    case "rename_list":
      return [`${INDENT}${s.yellow("~")} name: ${terminalQuoted(change.from)} \u2192 ${terminalQuoted(change.to)}${originNote(change.origin, s)}`];
    case "replace_rules":
      return [`${INDENT}${s.yellow("~")} rules (replaced as a whole):`, ...change.rules.map((r) => renderRuleChange(r, change.origins, s, cause))];
    case "delete_instruction": {
      const why = change.reason === "duplicate_label" ? "duplicate label in the live list: one copy is kept" : instructionGoneWords(cause);
      const head = `${INDENT}${s.red("-")} instruction ${terminalQuoted(change.before.label)}  ${textComment(why, s)}`;
      return list.adopted ? [head, `${INDENT}${INDENT}prompt: ${terminalText(change.before.prompt)}`] : [head];
    }
    case "update_instruction": {
      const lines = [`${INDENT}${s.yellow("~")} instruction ${terminalQuoted(change.after.label)}${originNote(change.origin, s)}`];
      if (change.before.prompt !== change.after.prompt) lines.push(`${INDENT}${INDENT}prompt: ${renderWordDiff(change.before.prompt, change.after.prompt, s)}`);
      if (change.before.source_language !== change.after.source_language) {
        lines.push(`${INDENT}${INDENT}source_language: ${sourceLanguage(change.before.source_language, s)} \u2192 ${sourceLanguage(change.after.source_language, s)}`);
      }
      return lines;
    }
    case "create_instruction":
      return renderNewInstruction(change.after, change.origin, s);
    case "delete_list":
      return renderDeleteList(change, list, s);
  }
}
function renderDeleteList(change, list, s) {
  const before = change.before;
  switch (change.reason) {
    case "absent":
    case "prune":
      return [...textDeleteHead(listKind, change.reason, change.kept, s), ...renderLiveContent(before, "With it go", s)];
    case "duplicate":
      return textDeleteHead(listKind, change.reason, change.kept, s);
    case "replace":
      return [
        `${INDENT}${s.red("-")} deleted and created again: language ${terminalText(before.language)} \u2192 ${terminalText(list.language)} cannot be changed in place`,
        `${INDENT}  ${s.bold(`The new list gets a NEW style_id: translation requests passing style_id ${terminalText(before.style_id)} must switch to it (${pinNote(list)}).`)}`,
        ...renderLiveContent(before, "The old list goes with", s)
      ];
  }
}
function renderLiveContent(live, lead, s) {
  const rules = ruleEntries(live.configured_rules);
  const labels = live.custom_instructions.map((i) => i.label);
  if (rules.length === 0 && labels.length === 0) return [`${INDENT}  The live list holds no rules and no instructions.`];
  return [
    `${INDENT}  ${lead} its ${heldInWords(rules.length, labels.length)}, as they are live now:`,
    ...rules.map(([group, rule, value]) => `${INDENT}${INDENT}${s.red("-")} rule ${terminalText(ruleValueInWords(rule, value))}  ${textComment(`${group}.${rule}`, s)}`),
    ...labels.map((label) => `${INDENT}${INDENT}${s.red("-")} instruction ${terminalQuoted(label)}`)
  ];
}
function pinNote(list) {
  return list.pinned && list.file !== void 0 ? `and so must the style_id pin in ${terminalText(list.file)}` : "and so must any style_id pin";
}
function renderNewRules(rules, origins, s) {
  return ruleEntries(rules).map(([group, rule, value]) => {
    const key = `${group}.${rule}`;
    return `${INDENT}${s.green("+")} rule ${terminalText(ruleValueInWords(rule, value))}  ${textComment(whereRule(key, origins[key]), s)}`;
  });
}
function renderRuleChange(rule, origins, s, cause) {
  const key = `${rule.group}.${rule.rule}`;
  const mark = rule.before === void 0 ? s.green("+") : rule.after === void 0 ? s.red("-") : s.yellow("~");
  const before = rule.before === void 0 ? s.dim("(unset)") : s.red(terminalText(valueInWords(rule.rule, rule.before)));
  const after = rule.after === void 0 ? s.dim("(unset)") : s.green(terminalText(valueInWords(rule.rule, rule.after)));
  const how = serviceWords(cause, rule.before, rule.after, "style files");
  return `${INDENT}${INDENT}${mark} ${terminalText(ruleInWords(rule.rule))}: ${before} \u2192 ${after}  ${textComment(how === void 0 ? whereRule(key, origins[key]) : `${whereRule(key, origins[key])}; ${how}`, s)}`;
}
function whereRule(key, origin) {
  return origin ? `${key}, ${formatOrigin(origin)}` : key;
}
function renderNewInstruction(instruction, origin, s) {
  return [
    `${INDENT}${s.green("+")} instruction ${terminalQuoted(instruction.label)}${originNote(origin, s)}`,
    `${INDENT}${INDENT}prompt: ${terminalText(instruction.prompt)}`,
    `${INDENT}${INDENT}source_language: ${sourceLanguage(instruction.source_language, s)}`
  ];
}
function sourceLanguage(code, s) {
  return code === void 0 ? s.dim("(unset)") : terminalText(code);
}
function renderWordDiff(before, after, s) {
  const parts = wordDiff2(before, after);
  return parts.map((part, i) => {
    const text = terminalText(part.text);
    if (part.kind === "same") return text;
    const gap = s.color && needsSeparator(parts[i - 1], part) ? " " : "";
    if (part.kind === "removed") return s.color ? gap + s.red(text) : `[-${text}-]`;
    return s.color ? gap + s.green(text) : `{+${text}+}`;
  }).join("");
}
function renderUnmanaged(unmanaged, s) {
  return unmanagedLines("Lists no style file manages (left alone):", unmanaged, (list) => {
    const why = list.ignored ? "matches an ignore pattern" : "--prune would delete it";
    return `  ${s.dim("?")} ${terminalQuoted(list.name)} (${terminalText(list.language)}, style_id ${terminalText(list.style_id)})  ${textComment(why, s)}`;
  });
}
function renderProblems(problems, s) {
  const count2 = problems.length === 1 ? "1 problem stops" : `${problems.length} problems stop`;
  return [s.red(s.bold(`error: ${count2} this plan from being applied:`)), ...problemLines(problems, s)];
}
function renderBlocked(blocked, stopped, s) {
  const problems = [...blocked.lists, ...blocked.glossaries];
  const rest = stopped ? " as well" : "; the rest of the plan can be applied";
  return [s.red(s.bold(`error: ${heldBackWords(blocked.lists.length, blocked.glossaries.length)} held back${rest}:`)), ...problemLines(problems, s)];
}
function problemLines(problems, s, mark = s.red("\u2717")) {
  const lines = [];
  for (const problem of problems) {
    const where2 = problem.file !== void 0 ? ` (${terminalText(problem.file)})` : "";
    lines.push("", `  ${mark} ${terminalText(problem.message)}${s.dim(` [${problem.code}]`)}${where2}`, `    ${s.bold("Hint:")} ${terminalText(problem.hint)}`);
  }
  return lines;
}
function originNote(origin, s) {
  return origin ? `  ${textComment(formatOrigin(origin), s)}` : "";
}

// src/checks/derived-expectations.ts
var MAX_DERIVED_PER_EXAMPLE = 20;
function deriveExpectations(text, states, pair, limit = MAX_DERIVED_PER_EXAMPLE) {
  const expected = [];
  if (pair === void 0) return { expected, omitted: 0 };
  const dictionaries = [];
  for (const state of states) {
    const dictionary = state.desired?.dictionaries.find((d) => pairKey(d) === pair);
    if (dictionary) dictionaries.push({ glossary: state.name, dictionary });
  }
  const owner = (term2) => dictionaries.find((d) => d.dictionary.entries.has(term2));
  let omitted = 0;
  for (const term2 of termsIn(text, dictionaries.map((d) => indexOf(d.dictionary)))) {
    const { glossary, dictionary } = owner(term2);
    const origin = dictionary.entryOrigins.get(term2) ?? dictionary.origin;
    const target = dictionary.entries.get(term2);
    const notes2 = dictionary.notes?.get(term2);
    const forbidden = notes2?.forbidden ?? [];
    const admitted = (notes2?.admitted ?? []).map((a) => a.term);
    const specs = [
      { kind: "contains", value: target, ...admitted.length > 0 ? { admitted } : {}, term: term2, glossary, origin },
      ...forbidden.map(({ term: value }) => ({ kind: "not_contains", value, term: term2, glossary, origin }))
    ];
    for (const spec of specs) {
      if (expected.length < limit) expected.push(spec);
      else omitted++;
    }
  }
  return { expected, omitted };
}
var INDEXES = /* @__PURE__ */ new WeakMap();
function indexOf(dictionary) {
  let index = INDEXES.get(dictionary);
  if (!index) {
    index = termIndex(dictionary.entries.keys());
    INDEXES.set(dictionary, index);
  }
  return index;
}
function judgeDerived(expected, after, before) {
  return expected.map((spec) => {
    const judged = { ...spec, met: meets(spec, after) };
    if (before !== void 0) judged.met_before = meets(spec, before);
    return judged;
  });
}
function meets(spec, text) {
  if (spec.kind === "not_contains") return !containsTerm(text, spec.value);
  return [spec.value, ...spec.admitted ?? []].some((value) => containsTerm(text, value));
}

// src/report/checks-text.ts
var UNDECIDED = "the pattern could not be matched against the translation within 2 s (nested quantifiers such as (a+)+ backtrack without end), so it counts as not met: rewrite it without them";
function renderChecksText(checks, options) {
  const s = makeStyle(options.color);
  const out = [];
  const { languages } = checks;
  if (languages.skipped !== void 0) {
    out.push(s.yellow(`Language checks skipped: ${terminalText(languages.skipped)}`), "");
  } else if (languages.diagnostics.length > 0) {
    const errors = languages.diagnostics.filter((d) => d.severity === "error").length;
    out.push(s.bold(`Language checks: ${plural(errors, "error")}, ${plural(languages.diagnostics.length - errors, "warning")}`));
    out.push(renderDiagnostics(languages.diagnostics, { format: "text", color: options.color }).trimEnd(), "");
  }
  if (checks.translations) out.push(...renderTranslations(checks.translations, s, checks.coverage), "");
  return out.length === 0 ? "" : `${out.join("\n")}
`;
}
var I = "    ";
function renderTranslations(report, s, coverage) {
  const { estimate } = report;
  const glossaries = report.glossaries ?? [];
  const examples = [...report.lists, ...glossaries].reduce((n, l) => n + l.examples.length, 0);
  const where2 = [plural(report.lists.length, "list"), ...glossaries.length > 0 ? [plural(glossaries.length, "glossary file")] : []].join(" and ");
  const lines = [
    s.bold(`Translate checks: ${plural(examples, "example")} in ${where2}`),
    `  cost: estimated ${estimate.characters} billed characters for ${plural(estimate.translations, "translation")} (limit ${estimate.limit})` + (report.refused === void 0 ? `, ${billedText(report, terminalText)}` : "")
  ];
  if (coverage !== void 0) lines.push(`  ${coverageLine(coverage)}`);
  if (report.refused !== void 0) {
    lines.push(`  ${s.red("\u2717")} ${terminalText(report.refused.message)}`, `    ${s.bold("Hint:")} ${terminalText(report.refused.hint)}`);
    return lines;
  }
  if (report.skipped !== void 0) {
    lines.push(`  ${s.yellow("note:")} ${terminalText(report.skipped.message)}`, `    ${s.bold("Hint:")} ${terminalText(report.skipped.hint)}`);
    return lines;
  }
  for (const removed of report.leftovers_removed) {
    lines.push(`  ${s.dim("-")} removed the leftover preview list ${terminalQuoted(removed.name)} (style_id ${terminalText(removed.style_id)}), more than an hour old`);
  }
  for (const removed of report.glossary_leftovers_removed ?? []) {
    lines.push(`  ${s.dim("-")} removed the leftover preview glossary ${terminalQuoted(removed.name)} (glossary_id ${terminalText(removed.glossary_id)}), more than an hour old`);
  }
  for (const copy of report.glossary_previews ?? []) {
    if (copy.error !== void 0 && !copy.deleted) lines.push(`  ${s.red("\u2717")} ${terminalText(copy.error)}`);
  }
  for (const list of report.lists) lines.push("", ...renderList2(list, s));
  for (const glossary of glossaries) lines.push("", ...renderGlossary(glossary, s));
  lines.push("", report.failures === 0 ? s.green("All translate checks passed.") : s.red(s.bold(`${plural(report.failures, "translate check")} failed.`)));
  return lines;
}
function billedText(report, escape) {
  const tag = report.reporting_tag === void 0 ? "" : ` under reporting tag ${escape(report.reporting_tag)}`;
  return `billed ${report.billed_characters}${tag}`;
}
function renderList2(list, s) {
  const how = list.mode === "unchanged" ? `unchanged, translated with style_id ${list.style_id ?? "?"}` : list.mode === "changed" && list.preview === void 0 ? `a glossary it names changes: style_id ${list.style_id ?? "?"} on both sides` : list.mode === "changed" ? `changed: before with style_id ${list.style_id ?? "?"}, after with a preview list` : "new: after with a preview list";
  const lines = [`  ${s.bold(terminalQuoted(list.name))} (${terminalText(list.language)}, ${terminalText(how)})  ${s.dim(`# ${terminalText(list.file)}`)}`];
  if (list.glossaries !== void 0 && list.glossaries.length > 0) lines.push(`${I}with ${list.glossaries.length === 1 ? "glossary" : "glossaries"} ${list.glossaries.map(glossaryUseText).join(", ")}`);
  if (list.preview?.error !== void 0) lines.push(`${I}${s.red("\u2717")} ${terminalText(list.preview.error)}`);
  if (list.live_copy?.error !== void 0) lines.push(`${I}${s.red("\u2717")} ${terminalText(list.live_copy.error)}`);
  for (const example of list.examples) lines.push(...renderExample(example, list.mode, s));
  return lines;
}
function glossaryUseText(use) {
  const how = use.mode === "unchanged" ? "unchanged" : use.mode === "changed" ? `changed: before with glossary_id ${use.glossary_id ?? "?"}, after with a preview copy` : use.mode === "new" ? "new: after with a preview copy" : "cannot be used after this plan";
  return `${terminalQuoted(use.name)} (${terminalText(how)})`;
}
function renderGlossary(check, s) {
  const how = check.mode === "unchanged" ? `unchanged, translated with glossary_id ${check.glossary_id ?? "?"}` : check.mode === "changed" ? `changed: before with glossary_id ${check.glossary_id ?? "?"}, after with a preview copy` : "new: after with a preview copy";
  const lines = [`  glossary ${s.bold(terminalQuoted(check.name))} (${terminalText(how)})  ${s.dim(`# ${terminalText(check.file)}`)}`];
  for (const example of check.examples) lines.push(...renderExample(example, check.mode, s));
  return lines;
}
function renderExample(example, mode, s) {
  const mark = example.status === "passed" ? s.green("\u2713") : s.red("\u2717");
  const lines = [`${I}${mark} ${terminalQuoted(example.text)} \u2192 ${terminalText(example.target_language)}${where(example.origin, s)}`];
  if (example.status === "error") {
    lines.push(`${I}${I}${s.red("translate failed:")} ${terminalText(example.error ?? "")}`);
    return lines;
  }
  if (mode === "changed" && example.before !== void 0 && example.after !== void 0) {
    lines.push(`${I}${I}before: ${terminalText(example.before)}`, `${I}${I}after:  ${terminalText(example.after)}`);
    lines.push(`${I}${I}diff:   ${example.before === example.after ? s.dim("(no difference)") : renderWordDiff(example.before, example.after, s)}`);
  } else if (example.after !== void 0) {
    lines.push(`${I}${I}${mode === "new" ? "after: " : "result:"} ${terminalText(example.after)}`);
  }
  for (const expectation of example.expectations) {
    if (expectation.met) continue;
    const what = expectation.kind === "matches" ? "does not match" : expectation.kind === "contains" ? "does not contain" : "contains";
    const judged = expectation.undecided ? UNDECIDED : `the translation ${what} it`;
    lines.push(`${I}${I}${s.red("\u2717")} expect.${expectation.kind} ${terminalQuoted(expectation.value)}: ${judged}${where(expectation.origin, s)}`);
  }
  lines.push(...renderDerived(example, s));
  return lines;
}
function renderDerived(example, s) {
  const mark = (met) => met ? s.green("\u2713") : s.red("\u2717");
  const lines = (example.derived ?? []).map((d) => {
    const alternatives = (d.admitted ?? []).map(terminalQuoted);
    const what = `${d.kind === "contains" ? "contains" : "not"} ${[terminalQuoted(d.value), ...alternatives].join(" or ")}`;
    const judged = d.met_before === void 0 ? mark(d.met) : `before ${mark(d.met_before)}, after ${mark(d.met)}`;
    return `${I}${I}derived: ${terminalQuoted(d.term)} \u2192 ${what}: ${judged}  ${s.dim(`# glossary ${terminalQuoted(d.glossary)}, ${terminalText(formatOrigin(d.origin))}`)}`;
  });
  if (example.derived_omitted !== void 0) lines.push(`${I}${I}derived: ${plural(example.derived_omitted, "more expectation")} not checked (at most ${MAX_DERIVED_PER_EXAMPLE} an example)`);
  return lines;
}
function where(origin, s) {
  return `  ${s.dim(`# ${terminalText(formatOrigin(origin))}`)}`;
}
function renderPreviewsLeft(left) {
  const named = (previews, idName) => previews.map((p) => `${terminalQuoted(p.name)} (${p.id === void 0 ? "being created: it may or may not exist" : `${idName} ${terminalText(p.id)}`})`).join(", ");
  const what = [
    left.lists.length > 0 ? `These preview lists are still on the service: ${named(left.lists, "style_id")}.` : "",
    (left.glossaries ?? []).length > 0 ? `These preview glossaries are still on the service: ${named(left.glossaries ?? [], "glossary_id")}.` : ""
  ].filter((line) => line !== "");
  return `
Two interrupts received: stopped at once, without deleting the previews. ${what.join("\n")}
  hint: ${left.hint}
`;
}

// src/report/apply-progress.ts
var MARKS = {
  create_list: "+",
  rename_list: "~",
  replace_rules: "~",
  delete_instruction: "~",
  update_instruction: "~",
  create_instruction: "~",
  delete_list: "-"
};
function describeOperation(record) {
  const label = record.label === void 0 ? "" : ` ${terminalQuoted(record.label)}`;
  switch (record.operation) {
    case "create_list":
      return "POST style_rules";
    case "rename_list":
      return "PATCH name";
    case "replace_rules":
      return "PUT configured_rules";
    case "delete_instruction":
      return `DELETE custom_instructions${label}`;
    case "update_instruction":
      return `PUT custom_instructions${label}`;
    case "create_instruction":
      return `POST custom_instructions${label}`;
    case "delete_list":
      return "DELETE style_rules";
  }
}
function shortTrace(traceId) {
  if (!traceId) return "";
  return ` (trace ${terminalText(traceId.length > 8 ? `${traceId.slice(0, 8)}\u2026` : traceId)})`;
}
function renderProgressLine(record) {
  return progressLine(record, MARKS[record.operation], terminalText(record.list), describeOperation(record), () => {
    if (record.operation === "delete_list") return deleted(record);
    const derived = record.version_source === "derived" ? " (derived)" : "";
    const version = `version ${terminalText(String(record.version_after ?? "?"))}${derived}`;
    return `${record.operation === "create_list" ? `style_id ${terminalText(String(record.style_id))}, ${version}` : version}${backedUp(record, "list")}`;
  });
}
var GLOSSARY_MARKS = {
  create_glossary: "+",
  patch_glossary: "~",
  put_dictionary: "~",
  delete_dictionary: "~",
  delete_glossary: "-"
};
function describeGlossaryOperation(record) {
  const pair = record.source_lang === void 0 ? "" : ` ${terminalText(`${record.source_lang}\u2192${record.target_lang ?? "?"}`)}`;
  switch (record.operation) {
    case "create_glossary":
      return "POST glossary";
    case "patch_glossary": {
      const name = record.renamed_from === void 0 ? "" : ` name (was ${terminalQuoted(record.renamed_from)})`;
      return `PATCH${name}${pair === "" ? "" : `${name === "" ? "" : " and"} terms${pair}`}`;
    }
    case "put_dictionary":
      return `PUT dictionary${pair}`;
    case "delete_dictionary":
      return `DELETE dictionary${pair}`;
    case "delete_glossary":
      return "DELETE glossary";
  }
}
function renderGlossaryProgressLine(record) {
  return progressLine(record, GLOSSARY_MARKS[record.operation], `glossary ${terminalText(record.glossary)}`, describeGlossaryOperation(record), () => {
    const count2 = record.entry_count_after === null ? "" : `${record.entry_count_after} ${record.entry_count_after === 1 ? "entry" : "entries"}`;
    if (record.operation === "delete_glossary" || record.operation === "delete_dictionary") return deleted(record);
    if (record.operation === "create_glossary") return `glossary_id ${terminalText(String(record.glossary_id))}${count2 === "" ? "" : `, ${count2}`}`;
    return `${count2 === "" ? "done" : count2}${backedUp(record, "glossary")}`;
  });
}
function progressLine(record, mark, name, operation, after) {
  if (record.outcome === "failed") {
    const trace = record.trace_id ? ` (trace ${terminalText(record.trace_id)})` : "";
    return `! ${name}: ${operation} failed: ${terminalText(record.error ?? "unknown error")}${trace}`;
  }
  return `${mark} ${name}: ${operation} \u2192 ${after()}${notes(record)}${shortTrace(record.trace_id)}`;
}
function deleted(record) {
  return record.backup ? `deleted (backup ${terminalText(record.backup)})` : "deleted";
}
function backedUp(record, noun) {
  return record.backup ? ` (${noun} backed up to ${terminalText(record.backup)} first)` : "";
}
function notes(record) {
  const gone = record.already_gone ? " (already gone: another run or a person deleted it first)" : "";
  const recovered = record.recovered ? " (found after an unclear answer, not sent twice)" : record.resent ? " (sent again after no clear answer; if the first lands late, the next plan removes the copy)" : "";
  return `${gone}${recovered}`;
}
function renderProgress(event) {
  return isGlossaryRecord(event.record) ? renderGlossaryProgressLine(event.record) : renderProgressLine(event.record);
}

// src/report/stopping.ts
var WHAT = {
  translations: "no further translation will be sent; preview lists are being deleted",
  writes: "no further write will be sent; the writes in flight finish and are recorded"
};
function renderStopping(what) {
  return `
Interrupted: ${WHAT[what]}. Press Ctrl+C again to stop at once.
`;
}

// src/cli/session.ts
function output(ctx) {
  const { io } = ctx;
  const quiet = ctx.quiet?.() ?? false;
  return {
    out: quiet ? () => {
    } : (text) => io.stdout(text),
    final: (text) => io.stdout(text),
    err: (text) => io.stderr(text),
    color: wantsColor(io.isTTY, io.env),
    quiet
  };
}
async function openCliSession(ctx, flags, extra = {}) {
  return { ...output(ctx), ...await openSession({ ...sessionOptions(ctx, flags), ...extra }) };
}
function reportDiagnostics(session, skip = []) {
  const result = skip.length === 0 ? session.result : excusing(session.result, skip);
  const errors = result.ok ? [] : result.errors;
  const warnings = session.quiet ? [] : result.warnings;
  const all = [...errors, ...warnings];
  if (all.length > 0) session.err(renderDiagnostics(all, { format: "text", color: session.color }));
  return result.ok ? { ...session, result } : void 0;
}
function showEvent(session, event) {
  switch (event.kind) {
    case "note":
      if (!session.quiet) session.err(`note: ${terminalText(event.text)}
`);
      break;
    case "stopping":
      session.err(renderStopping(event.what));
      break;
    case "previews-left":
      session.err(renderPreviewsLeft(event.left));
      break;
    case "write":
      session.out(`${renderProgress(event)}
`);
      break;
    case "sent":
      break;
  }
}

// src/plan/preview.ts
var PREVIEW_PREFIX = "stylesync-preview ";
function isPreviewList(list) {
  return list.name.startsWith(PREVIEW_PREFIX);
}
function withoutPreviews(live) {
  return live.filter((list) => !isPreviewList(list));
}

export {
  desiredChecksum,
  glossaryHashes,
  diffTerms,
  removedDictionary,
  checkSafety,
  isGlossaryLoss,
  listKind,
  glossaryKind,
  isEmptyDifference,
  PLAN_FORMAT_VERSION,
  parseSavedPlan,
  allProblems,
  allBlocked,
  planHasChanges,
  withProblems,
  staleness,
  savedDifference,
  parseCount,
  PREVIEW_PREFIX,
  isPreviewList,
  withoutPreviews,
  deriveExpectations,
  judgeDerived,
  boundedText,
  renameHintText,
  ACTION_MARK,
  adoptedFirst,
  partialLine,
  summaryLine,
  heldBackWords,
  heldBack,
  instructionGoneWords,
  serviceWords,
  serviceBlockWords,
  TERMS_SHOWN,
  ALL_TERMS_NOTE,
  shownTerms,
  moreTermsWords,
  pairWords,
  termCountWords,
  dictionaryWords,
  terms,
  count,
  heldWords,
  glossaryChanges,
  noteItems,
  ruleCount,
  contentInWords,
  heldInWords,
  ruleEntries,
  isLoss,
  wordDiff2 as wordDiff,
  needsSeparator,
  renderText,
  UNDECIDED,
  renderChecksText,
  billedText,
  output,
  openCliSession,
  reportDiagnostics,
  showEvent
};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  isGlossaryRecord
} from "./chunk-SWVM2OA4.js";
import {
  ruleInWords,
  ruleValueInWords,
  valueInWords
} from "./chunk-5UXTJFUM.js";
import {
  openSession
} from "./chunk-DXFCKJFW.js";
import {
  coverageLine,
  formatOrigin,
  sessionOptions,
  termIndex,
  termsIn
} from "./chunk-RGKCRUDV.js";
import {
  makeStyle,
  renderDiagnostics,
  wantsColor
} from "./chunk-HYTBYW7E.js";
import {
  terminalQuoted,
  terminalText
} from "./chunk-BOGGWB4Y.js";
import {
  pairKey,
  plural
} from "./chunk-AQNEA2WU.js";
import {
  sameContent
} from "./chunk-UEI424LT.js";
import {
  containsTerm
} from "./chunk-A3C6QQL2.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";

// src/plan/summary.ts
function summarize(lists) {
  const summary = { create: 0, update: 0, delete: 0, replace: 0 };
  for (const list of lists) summary[list.action]++;
  return summary;
}
function planHasChanges(plan) {
  return plan.lists.length > 0 || (plan.glossaries?.glossaries.length ?? 0) > 0;
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
function hasProblems(plan) {
  const g = plan.glossaries;
  return plan.problems.length > 0 || (plan.blocked ?? []).length > 0 || (g?.problems.length ?? 0) > 0 || (g?.blocked ?? []).length > 0;
}
function summaryLine(plan) {
  const glossaries = plan.glossaries;
  if (!planHasChanges(plan) && !hasProblems(plan)) return glossaries === void 0 ? NO_CHANGES : NO_CHANGES_WITH_GLOSSARIES;
  const { create, update, delete: deletes, replace } = plan.summary;
  const replaced = replace > 0 ? `, ${replace} to replace` : "";
  if (glossaries === void 0) return `Plan: ${create} to create, ${update} to update, ${deletes} to delete${replaced}.`;
  const g = glossaries.summary;
  return `Plan: ${plural(create, "list")} to create, ${update} to update, ${deletes} to delete${replaced}; ${plural(g.create, "glossary", "glossaries")} to create, ${g.update} to update, ${g.delete} to delete.`;
}
function heldBackWords(lists, glossaries) {
  const parts = [lists > 0 ? plural(lists, "list") : "", glossaries > 0 ? plural(glossaries, "glossary", "glossaries") : ""].filter((p) => p !== "");
  return `${parts.join(" and ")} ${lists + glossaries === 1 ? "is" : "are"}`;
}
function heldBack(plan) {
  const blocked = plan.blocked ?? [];
  return { lists: blocked.filter((p) => p.glossary === void 0), glossaries: [...blocked.filter((p) => p.glossary !== void 0), ...plan.glossaries?.blocked ?? []] };
}

// src/plan/kinds.ts
var RENAME_SIMILARITY = 0.5;
var listKind = {
  noun: "list",
  plural: "lists",
  idField: "style_id",
  fileWord: "style file",
  problemKey: "list",
  codes: { duplicateName: "duplicate-name", duplicatePin: "duplicate-pin", stalePin: "stale-pin", ambiguousName: "ambiguous-name" },
  idOf: (l) => l.style_id,
  pinOf: (d) => d.style_id,
  sameContent: (live, desired) => sameContent(live, desired),
  // Only lists are replaced (a language change deletes the list and creates it again): the usual cause of a stale pin.
  staleAdvice: {
    message: (l) => ` (${l.language}): after a replacement, the new list has a new id`,
    hint: " (apply's --ids-out file lists the new ids), and make sure translation requests use the new id too"
  },
  // A list renamed: same language, mostly the same rules and instructions (one key each, compared as sets).
  wanted: (plan) => {
    const change = plan.changes.find((c) => c.kind === "create_list");
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
  hintId: (h) => h.style_id,
  alikeWords: (h) => `the same language and ${h.shared} of ${h.total} rules and instructions in common`
};
var glossaryKind = {
  noun: "glossary",
  plural: "glossaries",
  idField: "glossary_id",
  fileWord: "glossary file",
  problemKey: "glossary",
  codes: { duplicateName: "duplicate-glossary-name", duplicatePin: "duplicate-glossary-pin", stalePin: "stale-glossary-pin", ambiguousName: "ambiguous-glossary-name" },
  // On the listing alone (glossariesToRead, checks) as on glossaries read with their entries.
  idOf: (g) => g.glossary_id,
  pinOf: (d) => d.glossary_id,
  sameContent: holdsExactly,
  // A glossary renamed: the same language pairs with the same entry counts. The listing says both without
  // reading a term, so no request is added for glossaries the files do not manage.
  wanted: (g) => g.dictionaries.length === 0 ? void 0 : shape(g.dictionaries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entry_count_after }))),
  held: (g) => shape(g.dictionaries),
  alike: (wanted, held) => wanted === held ? { shared: 1, total: 1 } : void 0,
  renameHint: (g, _alike, pruned) => ({ glossary_id: g.glossary_id, name: g.name, pruned }),
  hintId: (h) => h.glossary_id,
  alikeWords: () => "the same language pairs and entry counts"
};
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
  return desired.dictionaries.every((d) => {
    const have = read.get(pairKey(d));
    if (!have || have.size !== d.entries.size) return false;
    for (const [source, target] of d.entries) if (have.get(source) !== target) return false;
    return true;
  });
}
function shape(dictionaries) {
  return dictionaries.map((d) => `${d.source_lang.toLowerCase()}\0${d.target_lang.toLowerCase()}\0${d.entry_count}`).sort().join("");
}

// src/plan/rename-hint.ts
function addRenameHints(kind, plans, unclaimed, pruned) {
  const creates = plans.flatMap((plan) => {
    const wanted = plan.action === "create" ? kind.wanted(plan) : void 0;
    return wanted === void 0 ? [] : [{ plan, wanted }];
  });
  const held = creates.length === 0 ? [] : unclaimed.map((live) => ({ live, id: kind.idOf(live), held: kind.held(live) }));
  const pairs = [];
  for (const { plan, wanted } of creates) {
    for (const h of held) {
      const alike = kind.alike(wanted, h.held);
      if (alike) pairs.push({ plan, live: h.live, id: h.id, alike });
    }
  }
  const ratio = (a) => a.shared / a.total;
  pairs.sort((a, b) => ratio(b.alike) - ratio(a.alike) || b.alike.shared - a.alike.shared || a.id.localeCompare(b.id));
  const taken = /* @__PURE__ */ new Set();
  for (const { plan, live, id, alike } of pairs) {
    if (plan.rename_hint !== void 0 || taken.has(id)) continue;
    taken.add(id);
    plan.rename_hint = kind.renameHint(live, alike, pruned.has(id));
  }
}
function renameHintText(kind, file, hint) {
  const id = kind.hintId(hint);
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

// src/report/unmanaged-lines.ts
var UNMANAGED_SHOWN = 20;
function unmanagedLines(title, items, line) {
  const lines = [title, ...items.slice(0, UNMANAGED_SHOWN).map(line)];
  const rest = items.length - UNMANAGED_SHOWN;
  if (rest > 0) lines.push(`  \u2026 and ${rest.toLocaleString("en-US")} more (\`--format json\` lists them all)`);
  return lines;
}

// src/report/partial-line.ts
function partialLine(plan) {
  if (plan.partial === void 0) return void 0;
  const parts = [...plan.partial.paths, ...plan.partial.lists.map((name) => `--list ${JSON.stringify(name)}`)];
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
function isGlossaryLoss(g) {
  return g.action === "delete" && g.reason !== "duplicate";
}
function glossaryChanges(plan) {
  return plan.glossaries?.glossaries ?? [];
}
function noteItems(items) {
  return items.map((item) => {
    if (typeof item === "string") return item;
    const term2 = "status" in item && item.status === "superseded" ? `${item.term} (superseded)` : item.term;
    return item.note === void 0 ? term2 : `${term2} \u2014 ${item.note}`;
  });
}

// src/report/glossary-text.ts
var I = "    ";
function renderGlossariesText(plan, s, cause = "unknown") {
  const out = [];
  for (const g of adoptedFirst(plan.glossaries)) out.push(...glossaryBlock(g, s, cause), "");
  if (plan.unmanaged.length > 0) out.push(...unmanagedGlossaryLines(plan.unmanaged, s), "");
  return out;
}
function glossaryBlock(g, s, cause) {
  const mark = markStyle(g.action, s)(ACTION_MARK[g.action]);
  const facts = [pairsOf(g), g.glossary_id === void 0 ? "" : `glossary_id ${g.glossary_id}`].filter((f) => f !== "");
  const head = `${mark} ${s.bold(`${g.adopted ? "adopt" : g.action} glossary ${terminalQuoted(g.name)}`)}${facts.length > 0 ? ` (${terminalText(facts.join(", "))})` : ""}`;
  const lines = [g.file === void 0 ? head : `${head}  ${comment(g.file, s)}`];
  if (g.adopted) lines.push(`${I}${s.yellow("!")} ${ADOPT_WORDS.glossary}`);
  if (g.rename) lines.push(`${I}${s.yellow("~")} name: ${terminalQuoted(g.rename.from)} \u2192 ${terminalQuoted(g.rename.to)}`);
  if (g.rename_hint !== void 0) {
    const { message, hint } = renameHintText(glossaryKind, g.file, g.rename_hint);
    lines.push(`${I}${s.yellow("!")} ${terminalText(message)}`, `${I}  ${s.bold("Hint:")} ${terminalText(hint)}`);
  }
  if (g.action === "delete") return [...lines, ...deleteLines(g, s)];
  for (const d of g.dictionaries) lines.push(...dictionaryLines(d, s, I, dictionaryWords(d), cause));
  return lines;
}
function pairsOf(g) {
  return g.dictionaries.map(pairWords).join(", ");
}
function deleteLines(g, s) {
  if (g.reason === "duplicate") {
    return [
      `${I}${s.red("-")} deleted: a duplicate, an exact copy of the glossary file's content; glossary_id ${terminalText(g.kept ?? "?")} (the oldest copy) is kept`,
      `${I}  ${comment("two creates of one glossary landed (a lost answer or two applies at once); removing the copy loses nothing", s)}`
    ];
  }
  const why = g.reason === "absent" ? "the glossary file says state: absent" : "no glossary file manages it (--prune)";
  const lines = [`${I}${s.red("-")} deleted: ${why}`];
  if (g.dictionaries.length === 0) return [...lines, `${I}  The live glossary holds no dictionaries.`];
  lines.push(`${I}  With it go its ${heldWords(g)}, as they are live now:`);
  for (const d of g.dictionaries) lines.push(...dictionaryLines(d, s, `${I}  `, terms(d.entry_count_before)));
  return lines;
}
function dictionaryLines(d, s, at = I, words = dictionaryWords(d), cause = "unknown") {
  const mark = d.action === "create" ? s.green("+") : d.action === "delete" ? s.red("-") : s.yellow("~");
  const lines = [`${at}${mark} dictionary ${terminalText(pairWords(d))}: ${words}`];
  const shown = shownTerms(d);
  const inner = `${at}${I}`;
  const how = (before, after) => {
    const words2 = serviceWords(cause, before, after, "glossary files");
    return words2 === void 0 ? "" : `  ${comment(words2, s)}`;
  };
  for (const c of shown.changed) lines.push(`${inner}${s.yellow("~")} ${term(c.source)}: ${s.red(term(c.before))} \u2192 ${s.green(term(c.after))}${how(c.before, c.after)}`);
  for (const [source, target] of shown.removed) lines.push(`${inner}${s.red("-")} ${term(source)}: ${s.red(term(target))}${how(target, void 0)}`);
  for (const [source, target] of shown.added) lines.push(`${inner}${s.green("+")} ${term(source)}: ${s.green(term(target))}${how(void 0, target)}`);
  const more = moreTermsWords(shown.more);
  if (more !== void 0) lines.push(`${inner}${comment(`\u2026 ${more}; ${ALL_TERMS_NOTE.replace(/`/g, "")}`, s)}`);
  return lines;
}
function term(text) {
  return text === "" || /→|: |:$|"|^\s|\s$/.test(text) ? terminalQuoted(text) : terminalText(text);
}
function unmanagedGlossaryLines(unmanaged, s) {
  return unmanagedLines("Glossaries no glossary file manages (left alone):", unmanaged, (g) => {
    const why = g.ignored ? "matches an ignore pattern" : "--prune would delete it";
    return `  ${s.dim("?")} ${terminalQuoted(g.name)} (glossary_id ${terminalText(g.glossary_id)})  ${comment(why, s)}`;
  });
}
function markStyle(action, s) {
  return action === "create" ? s.green : action === "update" ? s.yellow : s.red;
}
function comment(text, s) {
  return s.dim(`# ${terminalText(text)}`);
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
function fieldLine(field, before, after) {
  switch (field) {
    case "admitted":
    case "forbidden":
      return `${field}: ${variants(before)} \u2192 ${variants(after)}`;
    case "translate":
      return `translate: ${kept(before)} \u2192 ${kept(after)}`;
    default:
      if (after === void 0) return `${field} removed`;
      return `${field} ${before === void 0 ? "added" : "changed"}: ${terminalQuoted(cut(String(after)))}`;
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
function renderText(plan, options) {
  const s = makeStyle(options.color);
  const out = [];
  const cause = options.cause ?? "unknown";
  if (plan.target !== void 0) out.push(`Target: ${terminalQuoted(plan.target)}`, "");
  out.push(...options.split === void 0 ? changeBlocks(plan, s, cause) : splitBlocks(options.split, s));
  const problems = [...plan.problems, ...plan.glossaries?.problems ?? []];
  if (problems.length > 0) out.push(...renderProblems(problems, s), "");
  if ((plan.alerts ?? []).length > 0) out.push(s.yellow(s.bold("warning: a protection is lifted in the same change that deletes:")), ...problemLines(plan.alerts ?? [], s, s.yellow("!")), "");
  const blocked = heldBack(plan);
  if (blocked.lists.length + blocked.glossaries.length > 0) out.push(...renderBlocked(blocked, s), "");
  if (options.appendix) out.push(options.appendix.trimEnd(), "");
  const alone = options.filesAlone === void 0 ? [] : termNotesText(options.filesAlone.terms, options.filesAlone.since, s);
  if (alone.length > 0) out.push(...alone, "");
  const partial = partialLine(plan);
  if (partial !== void 0) out.push(s.yellow(terminalText(partial)));
  out.push(s.bold(summaryLine(plan)));
  return `${out.join("\n")}
`;
}
var I2 = "    ";
function changeBlocks(plan, s, cause) {
  const out = [];
  for (const list of adoptedFirst(plan.lists)) out.push(...renderList(list, s, cause), "");
  if (plan.unmanaged.length > 0) out.push(...renderUnmanaged(plan.unmanaged, s), "");
  if (plan.glossaries) out.push(...renderGlossariesText(plan.glossaries, s, cause));
  return out;
}
function splitBlocks(split, s) {
  const { own, drift, since } = split;
  const out = changeBlocks(own, s, "files");
  const driftGlossaries = drift.glossaries === void 0 ? void 0 : { ...drift.glossaries, unmanaged: [] };
  if (drift.lists.length === 0 && (driftGlossaries?.glossaries.length ?? 0) === 0) return out;
  const none = own.lists.length === 0 && (own.glossaries?.glossaries.length ?? 0) === 0;
  out.unshift(s.bold(none ? `No changes of the files since ${terminalText(since)}.` : `Changes of the files since ${terminalText(since)}:`), "");
  out.push(
    s.bold(`Drift: the service differs from the files at ${terminalText(since)}; applying makes these changes too:`),
    comment2("changed on the service, outside stylesync, or the files at that commit were never applied", s),
    ""
  );
  for (const list of drift.lists) out.push(...renderList(list, s, "service"), "");
  if (driftGlossaries !== void 0) out.push(...renderGlossariesText(driftGlossaries, s, "service"));
  return out;
}
function renderList(list, s, cause) {
  const mark = markStyle2(list.action, s)(ACTION_MARK[list.action]);
  const old = replacedList(list);
  const facts = [old?.language ?? list.language];
  if (list.style_id !== void 0) facts.push(`style_id ${list.style_id}`);
  if (list.live_version !== void 0) facts.push(`version ${list.live_version}`);
  if (old !== void 0) facts[facts.length - 1] += ` \u2192 ${list.language}, new style_id`;
  const head = `${mark} ${s.bold(`${list.adopted ? "adopt" : list.action} ${terminalQuoted(list.name)}`)} (${terminalText(facts.join(", "))})`;
  const where2 = headOrigin(list) ?? list.file;
  const lines = [where2 ? `${head}  ${comment2(where2, s)}` : head];
  if (list.adopted) lines.push(`${I2}${s.yellow("!")} ${ADOPT_WORDS.list}`);
  for (const change of list.changes) lines.push(...renderChange(change, list, s, cause));
  if (list.rename_hint !== void 0) {
    const { message, hint } = renameHintText(listKind, list.file, list.rename_hint);
    lines.push(`${I2}${s.yellow("!")} ${terminalText(message)}`, `${I2}  ${s.bold("Hint:")} ${terminalText(hint)}`);
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
      const lines = [`${I2}${s.green("+")} language: ${terminalText(change.body.language)}`];
      lines.push(...renderNewRules(change.body.configured_rules, change.rule_origins ?? {}, s));
      change.body.custom_instructions.forEach((instruction, i) => {
        lines.push(...renderNewInstruction(instruction, change.instruction_origins?.[i], s));
      });
      return lines;
    }
    case "rename_list":
      return [`${I2}${s.yellow("~")} name: ${terminalQuoted(change.from)} \u2192 ${terminalQuoted(change.to)}${originNote(change.origin, s)}`];
    case "replace_rules":
      return [`${I2}${s.yellow("~")} rules (replaced as a whole):`, ...change.rules.map((r) => renderRuleChange(r, change.origins, s, cause))];
    case "delete_instruction": {
      const why = change.reason === "duplicate_label" ? "duplicate label in the live list: one copy is kept" : instructionGoneWords(cause);
      const head = `${I2}${s.red("-")} instruction ${terminalQuoted(change.before.label)}  ${comment2(why, s)}`;
      return list.adopted ? [head, `${I2}${I2}prompt: ${terminalText(change.before.prompt)}`] : [head];
    }
    case "update_instruction": {
      const lines = [`${I2}${s.yellow("~")} instruction ${terminalQuoted(change.after.label)}${originNote(change.origin, s)}`];
      if (change.before.prompt !== change.after.prompt) lines.push(`${I2}${I2}prompt: ${renderWordDiff(change.before.prompt, change.after.prompt, s)}`);
      if (change.before.source_language !== change.after.source_language) {
        lines.push(`${I2}${I2}source_language: ${sourceLanguage(change.before.source_language, s)} \u2192 ${sourceLanguage(change.after.source_language, s)}`);
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
      return [`${I2}${s.red("-")} deleted: the style file says state: absent`, ...renderLiveContent(before, "With it go", s)];
    case "prune":
      return [`${I2}${s.red("-")} deleted: no style file manages it (--prune)`, ...renderLiveContent(before, "With it go", s)];
    case "duplicate":
      return [
        `${I2}${s.red("-")} deleted: a duplicate, an exact copy of the style file's content; style_id ${terminalText(change.kept ?? "?")} (the oldest copy) is kept`,
        `${I2}  ${comment2("two creates of one list landed (a lost answer or two applies at once); removing the copy loses nothing", s)}`
      ];
    case "replace":
      return [
        `${I2}${s.red("-")} deleted and created again: language ${terminalText(before.language)} \u2192 ${terminalText(list.language)} cannot be changed in place`,
        `${I2}  ${s.bold(`The new list gets a NEW style_id: translation requests passing style_id ${terminalText(before.style_id)} must switch to it (${pinNote(list)}).`)}`,
        ...renderLiveContent(before, "The old list goes with", s)
      ];
  }
}
function renderLiveContent(live, lead, s) {
  const rules = ruleEntries(live.configured_rules);
  const labels = live.custom_instructions.map((i) => i.label);
  if (rules.length === 0 && labels.length === 0) return [`${I2}  The live list holds no rules and no instructions.`];
  return [
    `${I2}  ${lead} its ${heldInWords(rules.length, labels.length)}, as they are live now:`,
    ...rules.map(([group, rule, value]) => `${I2}${I2}${s.red("-")} rule ${terminalText(ruleValueInWords(rule, value))}  ${comment2(`${group}.${rule}`, s)}`),
    ...labels.map((label) => `${I2}${I2}${s.red("-")} instruction ${terminalQuoted(label)}`)
  ];
}
function pinNote(list) {
  return list.pinned && list.file !== void 0 ? `and so must the style_id pin in ${terminalText(list.file)}` : "and so must any style_id pin";
}
function renderNewRules(rules, origins, s) {
  return ruleEntries(rules).map(([group, rule, value]) => {
    const key = `${group}.${rule}`;
    return `${I2}${s.green("+")} rule ${terminalText(ruleValueInWords(rule, value))}  ${comment2(whereRule(key, origins[key]), s)}`;
  });
}
function renderRuleChange(rule, origins, s, cause) {
  const key = `${rule.group}.${rule.rule}`;
  const mark = rule.before === void 0 ? s.green("+") : rule.after === void 0 ? s.red("-") : s.yellow("~");
  const before = rule.before === void 0 ? s.dim("(unset)") : s.red(terminalText(valueInWords(rule.rule, rule.before)));
  const after = rule.after === void 0 ? s.dim("(unset)") : s.green(terminalText(valueInWords(rule.rule, rule.after)));
  const how = serviceWords(cause, rule.before, rule.after, "style files");
  return `${I2}${I2}${mark} ${terminalText(ruleInWords(rule.rule))}: ${before} \u2192 ${after}  ${comment2(how === void 0 ? whereRule(key, origins[key]) : `${whereRule(key, origins[key])}; ${how}`, s)}`;
}
function whereRule(key, origin) {
  return origin ? `${key}, ${formatOrigin(origin)}` : key;
}
function renderNewInstruction(instruction, origin, s) {
  return [
    `${I2}${s.green("+")} instruction ${terminalQuoted(instruction.label)}${originNote(origin, s)}`,
    `${I2}${I2}prompt: ${terminalText(instruction.prompt)}`,
    `${I2}${I2}source_language: ${sourceLanguage(instruction.source_language, s)}`
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
    return `  ${s.dim("?")} ${terminalQuoted(list.name)} (${terminalText(list.language)}, style_id ${terminalText(list.style_id)})  ${comment2(why, s)}`;
  });
}
function renderProblems(problems, s) {
  const count2 = problems.length === 1 ? "1 problem stops" : `${problems.length} problems stop`;
  return [s.red(s.bold(`error: ${count2} this plan from being applied:`)), ...problemLines(problems, s)];
}
function renderBlocked(blocked, s) {
  const problems = [...blocked.lists, ...blocked.glossaries];
  return [s.red(s.bold(`error: ${heldBackWords(blocked.lists.length, blocked.glossaries.length)} held back; the rest of the plan can be applied:`)), ...problemLines(problems, s)];
}
function problemLines(problems, s, mark = s.red("\u2717")) {
  const lines = [];
  for (const problem of problems) {
    const where2 = problem.file !== void 0 ? ` (${terminalText(problem.file)})` : "";
    lines.push("", `  ${mark} ${terminalText(problem.message)}${s.dim(` [${problem.code}]`)}${where2}`, `    ${s.bold("Hint:")} ${terminalText(problem.hint)}`);
  }
  return lines;
}
function markStyle2(action, s) {
  return action === "create" ? s.green : action === "update" ? s.yellow : action === "delete" ? s.red : s.magenta;
}
function originNote(origin, s) {
  return origin ? `  ${comment2(formatOrigin(origin), s)}` : "";
}
function comment2(text, s) {
  return s.dim(`# ${terminalText(text)}`);
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
var I3 = "    ";
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
  if (list.glossaries !== void 0 && list.glossaries.length > 0) lines.push(`${I3}with ${list.glossaries.length === 1 ? "glossary" : "glossaries"} ${list.glossaries.map(glossaryUseText).join(", ")}`);
  if (list.preview?.error !== void 0) lines.push(`${I3}${s.red("\u2717")} ${terminalText(list.preview.error)}`);
  if (list.live_copy?.error !== void 0) lines.push(`${I3}${s.red("\u2717")} ${terminalText(list.live_copy.error)}`);
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
  const lines = [`${I3}${mark} ${terminalQuoted(example.text)} \u2192 ${terminalText(example.target_language)}${where(example.origin, s)}`];
  if (example.status === "error") {
    lines.push(`${I3}${I3}${s.red("translate failed:")} ${terminalText(example.error ?? "")}`);
    return lines;
  }
  if (mode === "changed" && example.before !== void 0 && example.after !== void 0) {
    lines.push(`${I3}${I3}before: ${terminalText(example.before)}`, `${I3}${I3}after:  ${terminalText(example.after)}`);
    lines.push(`${I3}${I3}diff:   ${example.before === example.after ? s.dim("(no difference)") : renderWordDiff(example.before, example.after, s)}`);
  } else if (example.after !== void 0) {
    lines.push(`${I3}${I3}${mode === "new" ? "after: " : "result:"} ${terminalText(example.after)}`);
  }
  for (const expectation of example.expectations) {
    if (expectation.met) continue;
    const what = expectation.kind === "matches" ? "does not match" : expectation.kind === "contains" ? "does not contain" : "contains";
    const judged = expectation.undecided ? UNDECIDED : `the translation ${what} it`;
    lines.push(`${I3}${I3}${s.red("\u2717")} expect.${expectation.kind} ${terminalQuoted(expectation.value)}: ${judged}${where(expectation.origin, s)}`);
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
    return `${I3}${I3}derived: ${terminalQuoted(d.term)} \u2192 ${what}: ${judged}  ${s.dim(`# glossary ${terminalQuoted(d.glossary)}, ${terminalText(formatOrigin(d.origin))}`)}`;
  });
  if (example.derived_omitted !== void 0) lines.push(`${I3}${I3}derived: ${plural(example.derived_omitted, "more expectation")} not checked (at most ${MAX_DERIVED_PER_EXAMPLE} an example)`);
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
  const list = terminalText(record.list);
  const head = `${MARKS[record.operation]} ${list}: ${describeOperation(record)}`;
  if (record.outcome === "failed") {
    const trace = record.trace_id ? ` (trace ${terminalText(record.trace_id)})` : "";
    return `! ${list}: ${describeOperation(record)} failed: ${terminalText(record.error ?? "unknown error")}${trace}`;
  }
  let after;
  if (record.operation === "delete_list") {
    after = record.backup ? `deleted (backup ${terminalText(record.backup)})` : "deleted";
  } else {
    const derived = record.version_source === "derived" ? " (derived)" : "";
    const version = `version ${terminalText(String(record.version_after ?? "?"))}${derived}`;
    after = record.operation === "create_list" ? `style_id ${terminalText(String(record.style_id))}, ${version}` : version;
    if (record.backup) after += ` (list backed up to ${terminalText(record.backup)} first)`;
  }
  return `${head} \u2192 ${after}${notes(record)}${shortTrace(record.trace_id)}`;
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
  const name = `glossary ${terminalText(record.glossary)}`;
  if (record.outcome === "failed") {
    const trace = record.trace_id ? ` (trace ${terminalText(record.trace_id)})` : "";
    return `! ${name}: ${describeGlossaryOperation(record)} failed: ${terminalText(record.error ?? "unknown error")}${trace}`;
  }
  const count2 = record.entry_count_after === null ? "" : `${record.entry_count_after} ${record.entry_count_after === 1 ? "entry" : "entries"}`;
  let after;
  if (record.operation === "delete_glossary" || record.operation === "delete_dictionary") {
    after = record.backup ? `deleted (backup ${terminalText(record.backup)})` : "deleted";
  } else if (record.operation === "create_glossary") {
    after = `glossary_id ${terminalText(String(record.glossary_id))}${count2 === "" ? "" : `, ${count2}`}`;
  } else {
    after = count2 === "" ? "done" : count2;
    if (record.backup) after += ` (glossary backed up to ${terminalText(record.backup)} first)`;
  }
  return `${GLOSSARY_MARKS[record.operation]} ${name}: ${describeGlossaryOperation(record)} \u2192 ${after}${notes(record)}${shortTrace(record.trace_id)}`;
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
  const keep = (d) => !skip.includes(d.code);
  const errors = session.result.errors.filter(keep);
  const warnings = session.quiet ? [] : session.result.warnings.filter(keep);
  const all = [...errors, ...warnings];
  if (all.length > 0) session.err(renderDiagnostics(all, { format: "text", color: session.color }));
  return errors.length === 0;
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
  summarize,
  planHasChanges,
  parseCount,
  listKind,
  glossaryKind,
  PREVIEW_PREFIX,
  isPreviewList,
  withoutPreviews,
  addRenameHints,
  renameHintText,
  deriveExpectations,
  judgeDerived,
  diffArrays,
  boundedText,
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
  isGlossaryLoss,
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

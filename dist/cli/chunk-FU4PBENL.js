import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CATALOG
} from "./chunk-XKJFTXK7.js";

// src/catalog/rule-words.ts
function allowedRuleValues(rule) {
  for (const rules of Object.values(CATALOG)) if (Object.hasOwn(rules, rule)) return rules[rule];
  return void 0;
}
var GROUP_WORDS = {
  dates_and_times: "Dates and times",
  formatting: "Formatting",
  numbers: "Numbers",
  punctuation: "Punctuation"
};
var PATTERN = /* @__PURE__ */ new Map([
  ["dd", "DD"],
  ["mm", "MM"],
  ["yy", "YY"],
  ["yyyy", "YYYY"],
  ["hh", "HH"]
]);
var SEPARATOR = /* @__PURE__ */ new Map([
  ["period", "."],
  ["slash", "/"],
  ["hyphen", "-"],
  ["colon", ":"]
]);
var PROPER = /* @__PURE__ */ new Map([
  ["bc", "BC"],
  ["ad", "AD"],
  ["bce", "BCE"],
  ["ce", "CE"],
  ["iso", "ISO"],
  ["si", "SI"],
  ["am", "AM"],
  ["pm", "PM"],
  ["chinese", "Chinese"],
  ["english", "English"],
  ["french", "French"],
  ["german", "German"],
  ["italian", "Italian"],
  ["japanese", "Japanese"],
  ["korean", "Korean"],
  ["spanish", "Spanish"],
  ["arabic", "Arabic"],
  ["roman", "Roman"],
  ["north", "North"],
  ["american", "American"],
  ["uhr", "Uhr"]
]);
function ruleInWords(rule) {
  return capitalise(words(rule.split("_")));
}
function groupInWords(group) {
  return GROUP_WORDS[group] ?? capitalise(words(group.split("_")));
}
function valueInWords(rule, value) {
  let tokens = value.split(/[_ ]+/);
  if (tokens[0] === "use" && tokens.length > 1) tokens = tokens.slice(1);
  const tail = ["as", ...rule.split("_")];
  const n = tokens.length - tail.length;
  const short = tokens.slice(0, Math.max(n, 0)).join("_");
  const taken = (allowedRuleValues(rule) ?? []).some((v) => v === short || v === `use_${short}`);
  if (n > 0 && !taken && tail.every((t, k) => tokens[n + k] === t)) tokens = tokens.slice(0, n);
  return words(tokens);
}
function ruleValueInWords(rule, value) {
  return `${ruleInWords(rule)}: ${valueInWords(rule, value)}`;
}
function words(tokens) {
  let out = "";
  let glued = false;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    const pattern = PATTERN.get(token);
    const symbol = SEPARATOR.get(token);
    if (symbol !== void 0 && isPattern(tokens[k - 1]) && isPattern(tokens[k + 1])) {
      out += symbol;
      glued = true;
      continue;
    }
    const joiner = glued || out === "" ? "" : /^\d+$/.test(tokens[k - 1] ?? "") && token === "hour" ? "-" : " ";
    out += joiner + (pattern ?? PROPER.get(token) ?? token);
    glued = false;
  }
  return out;
}
function isPattern(token) {
  return token !== void 0 && PATTERN.has(token);
}
function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export {
  ruleInWords,
  groupInWords,
  valueInWords,
  ruleValueInWords
};

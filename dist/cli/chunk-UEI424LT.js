import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/catalog/canonical.ts
function canonicalRules(rules) {
  if (!rules) return {};
  const groups = [];
  for (const group of Object.keys(rules).sort()) {
    const members = rules[group];
    if (!members || typeof members !== "object") continue;
    const ruleNames = Object.keys(members).sort();
    if (ruleNames.length === 0) continue;
    groups.push([group, Object.fromEntries(ruleNames.map((rule) => [rule, members[rule]]))]);
  }
  return Object.fromEntries(groups);
}
function rulesEqual(a, b) {
  return JSON.stringify(canonicalRules(a)) === JSON.stringify(canonicalRules(b));
}
function diffRules(before, after) {
  const a = canonicalRules(before);
  const b = canonicalRules(after);
  const groups = [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const changes = [];
  for (const group of groups) {
    const ga = own(a, group) ?? {};
    const gb = own(b, group) ?? {};
    const rules = [.../* @__PURE__ */ new Set([...Object.keys(ga), ...Object.keys(gb)])].sort();
    for (const rule of rules) {
      const x = own(ga, rule);
      const y = own(gb, rule);
      if (x === y) continue;
      const change = { group, rule };
      if (x !== void 0) change.before = x;
      if (y !== void 0) change.after = y;
      changes.push(change);
    }
  }
  return changes;
}
function own(record, key) {
  return Object.hasOwn(record, key) ? record[key] : void 0;
}
function instructionsEqual(a, b) {
  return a.label === b.label && a.prompt === b.prompt && a.source_language === b.source_language;
}
function instructionBody(i) {
  return i.source_language === void 0 ? { label: i.label, prompt: i.prompt } : { label: i.label, prompt: i.prompt, source_language: i.source_language };
}
function sameContent(a, b) {
  return a.language === b.language && rulesEqual(a.configured_rules, b.configured_rules) && sameInstructionSet(a.custom_instructions, b.custom_instructions);
}
function sameInstructionSet(a, b) {
  const key = (list) => JSON.stringify(list.map((i) => JSON.stringify(instructionBody(i))).sort());
  return a.length === b.length && key(a) === key(b);
}

export {
  canonicalRules,
  rulesEqual,
  diffRules,
  instructionsEqual,
  instructionBody,
  sameContent
};

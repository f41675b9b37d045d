import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  PLAN_FORMAT_VERSION,
  PREVIEW_PREFIX,
  checkSafety,
  desiredChecksum,
  diffTerms,
  glossaryHashes,
  glossaryKind,
  isPreviewList,
  listKind,
  removedDictionary,
  withProblems,
  withoutPreviews
} from "./chunk-4JQCAZU7.js";
import {
  DEFAULT_READ_CONCURRENCY,
  MAX_LISTING_READS,
  listingMoved,
  sameListing
} from "./chunk-HK2UHOY2.js";
import {
  settleInOrder
} from "./chunk-UEUF6HZP.js";
import {
  escapeRegExp
} from "./chunk-RFHINAKV.js";
import {
  codeUnitOrder,
  instructionFields,
  instructionOrigin,
  pairKey,
  sameInstructionFields
} from "./chunk-WADOF54X.js";
import {
  createListBody
} from "./chunk-EDBK7QIF.js";
import {
  canonicalRules,
  diffRules,
  instructionBody,
  instructionsEqual,
  rulesEqual
} from "./chunk-UEI424LT.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";

// src/app/plan-live.ts
import { relative, sep } from "node:path";

// src/plan/identity.ts
function matchItems(kind, desired, live) {
  const byId = new Map(live.map((l) => [kind.idOf(l), l]));
  const byName = groupBy(live, (l) => l.name);
  const problems = [];
  const blocked = [];
  const claimed = /* @__PURE__ */ new Set();
  const claim = (items) => items.forEach((l) => claimed.add(kind.idOf(l)));
  const conflicted = findConflicts(kind, desired, problems);
  for (const d of conflicted) {
    const pin = kind.pinOf(d);
    if (pin !== void 0 && byId.has(pin)) claimed.add(pin);
    claim(byName.get(d.name) ?? []);
  }
  const pins = desired.filter((d) => !conflicted.has(d)).map(kind.pinOf);
  const pinned = new Set(pins.filter((pin) => pin !== void 0 && byId.has(pin)));
  const unpinned = (name) => (byName.get(name) ?? []).filter((l) => !pinned.has(kind.idOf(l)));
  const matches = [];
  for (const d of desired) {
    if (conflicted.has(d)) continue;
    const pin = kind.pinOf(d);
    if (pin !== void 0) {
      const target = byId.get(pin);
      if (target) {
        claimed.add(pin);
        matches.push({ desired: d, live: target });
      } else if (d.state === "absent") matches.push({ desired: d });
      else {
        claim(unpinned(d.name));
        problems.push(stalePin(kind, d, pin, unpinned(d.name)));
      }
      continue;
    }
    const candidates = unpinned(d.name);
    claim(candidates);
    if (candidates.length <= 1) {
      const [target] = candidates;
      matches.push(target ? { desired: d, live: target } : { desired: d });
      continue;
    }
    const copies = d.state === "present" ? candidates.filter((c) => kind.sameContent(c, d)) : [];
    if (copies.length === candidates.length) {
      const [keep, ...rest] = [...copies].sort((a, b) => codeUnitOrder(a.creation_time ?? "", b.creation_time ?? "") || codeUnitOrder(kind.idOf(a), kind.idOf(b)));
      matches.push({ desired: d, live: keep, duplicates: rest });
    } else blocked.push(ambiguousName(kind, d, candidates, copies.length));
  }
  return { matches, problems, blocked, claimed };
}
function itemProblem(kind, d, code, message, hint) {
  return { code, message, hint, [kind.problemKey]: d.name, ...d.file === void 0 ? {} : { file: d.file } };
}
function ambiguousName(kind, d, candidates, copies) {
  const ids = candidates.map(kind.idOf).join(", ");
  const others = candidates.length - copies;
  const copyNote = copies > 0 ? ` ${copies === 1 ? "1 of them is" : `${copies} of them are`} an exact copy of the file; ${others === 1 ? "1 is" : `${others} are`} not, so stylesync will not pick one by itself.` : "";
  const message = `${candidates.length} live ${kind.plural} are named "${d.name}" (${ids}), so ${d.file} cannot tell which one it manages.${copyNote} Only this ${kind.noun} is held back.`;
  return itemProblem(kind, d, kind.codes.ambiguousName, message, `Pin the one to manage with \`${kind.idField}: <id>\` in ${d.file} (one of ${ids}), and rename or delete the others.`);
}
function stalePin(kind, d, pin, sameName) {
  const { noun, idField } = kind;
  const gone = `"${d.name}" pins ${idField} ${pin}, but no live ${noun} has that id`;
  const ids = sameName.map(kind.idOf).join(", ");
  const [only] = sameName;
  const [message, hint] = only && sameName.length === 1 ? [`${gone}. A live ${noun} named "${d.name}" has ${idField} ${ids}${kind.staleAdvice?.message(only) ?? ""}.`, `If that is the ${noun} ${d.file} manages, set \`${idField}: ${ids}\` in ${d.file}${kind.staleAdvice?.hint ?? ""}.`] : sameName.length > 1 ? [`${gone}. ${sameName.length} live ${kind.plural} are named "${d.name}" (${ids}).`, `Set ${idField} in ${d.file} to the id of the ${noun} it manages (one of ${ids}).`] : [`${gone}.`, `The pin is stale: remove ${idField} from ${d.file} to create a new ${noun} named "${d.name}", or correct it to the id of the live ${noun}.`];
  return itemProblem(kind, d, kind.codes.stalePin, message, hint);
}
function findConflicts(kind, desired, problems) {
  const conflicted = /* @__PURE__ */ new Set();
  const report = (key, code, message, hint) => {
    for (const [k, group] of groupBy(desired, key)) {
      if (group.length < 2) continue;
      for (const d of group) conflicted.add(d);
      problems.push(itemProblem(kind, group[0], code, `${message(k)} (${group.map((d) => d.file).join(", ")}).`, hint));
    }
  };
  report((d) => d.name, kind.codes.duplicateName, (name) => `The ${kind.noun} name "${name}" is declared more than once`, `Give each ${kind.noun} a unique name, or delete the extra declaration.`);
  report(kind.pinOf, kind.codes.duplicatePin, (id) => `${kind.idField} ${id} is pinned more than once`, `A live ${kind.noun} can be managed by one file only: remove the pin from all but one.`);
  return conflicted;
}
function groupBy(items, key) {
  const groups = /* @__PURE__ */ new Map();
  for (const item of items) {
    const k = key(item);
    if (k === void 0) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

// src/plan/instruction-changes.ts
function instructionChanges(desired, live, listFile) {
  const wanted = /* @__PURE__ */ new Map();
  for (const instruction of desired) if (!wanted.has(instruction.label)) wanted.set(instruction.label, instruction);
  const kept = /* @__PURE__ */ new Map();
  for (const instruction of live) {
    const want = wanted.get(instruction.label);
    if (want === void 0) continue;
    const current = kept.get(instruction.label);
    if (current === void 0 || !instructionsEqual(current, want) && instructionsEqual(instruction, want)) kept.set(instruction.label, instruction);
  }
  const deletes = live.flatMap((instruction) => {
    const reason = !wanted.has(instruction.label) ? "removed" : kept.get(instruction.label) !== instruction ? "duplicate_label" : void 0;
    return reason === void 0 ? [] : [{ kind: "delete_instruction", instruction_id: instruction.id, before: instructionBody(instruction), reason }];
  });
  const updates = [];
  const creates = [];
  for (const instruction of wanted.values()) {
    const current = kept.get(instruction.label);
    if (!current) {
      creates.push({ kind: "create_instruction", after: instructionBody(instruction), origin: instructionOrigin(instruction, listFile) });
    } else if (!instructionsEqual(current, instruction)) {
      updates.push({ kind: "update_instruction", instruction_id: current.id, before: instructionBody(current), after: instructionBody(instruction), origin: instructionOrigin(instruction, listFile) });
    }
  }
  return [...deletes, ...updates, ...creates];
}

// src/plan/ignore.ts
function ignoreMatcher(patterns) {
  if (patterns.length === 0) return () => false;
  const alternatives = patterns.map((p) => p.split("*").map(escapeRegExp).join(".*"));
  const re = new RegExp(`^(?:${alternatives.join("|")})$`, "su");
  return (name) => re.test(name);
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
  pairs.sort((a, b) => ratio(b.alike) - ratio(a.alike) || b.alike.shared - a.alike.shared || codeUnitOrder(a.id, b.id));
  const taken = /* @__PURE__ */ new Set();
  for (const { plan, live, id, alike } of pairs) {
    if (plan.rename_hint !== void 0 || taken.has(id)) continue;
    taken.add(id);
    plan.rename_hint = kind.renameHint(live, alike, pruned.has(id));
  }
}

// src/plan/plan-section.ts
function planSection(kind, desired, allLive, options) {
  const live = withoutPreviews(allLive);
  const reserved = desired.filter(isPreviewList);
  const identity = matchItems(kind, reserved.length === 0 ? desired : withoutPreviews(desired), live);
  const problems = [...identity.problems, ...reserved.map((d) => reservedName(kind, d))];
  const items = [];
  const unchanged = [];
  for (const { desired: want, live: have, duplicates = [] } of identity.matches) {
    const unread2 = [have, ...duplicates].map((l) => l && kind.unread?.(l, want.file)).find((p) => p !== void 0);
    if (unread2) {
      problems.push(unread2);
      continue;
    }
    for (const copy of duplicates) items.push(kind.deletion(copy, "duplicate", want.file, have));
    const outcome = want.state === "absent" ? have && kind.deletion(have, "absent", want.file) : kind.planItem(want, have, options);
    if (outcome === void 0) unchanged.push(want.name);
    else if ("action" in outcome) items.push(outcome);
    else problems.push(outcome);
  }
  const isIgnored = ignoreMatcher(options.ignore);
  const unmanaged = [];
  const unclaimed = live.filter((l) => !identity.claimed.has(kind.idOf(l)));
  const pruned = /* @__PURE__ */ new Set();
  for (const l of unclaimed) {
    const ignored = isIgnored(l.name);
    const unread2 = options.prune && !ignored ? kind.unread?.(l) : void 0;
    if (!options.prune || ignored) unmanaged.push(kind.unmanaged(l, ignored));
    else if (unread2) problems.push(unread2);
    else {
      items.push(kind.deletion(l, "prune"));
      pruned.add(kind.idOf(l));
    }
  }
  addRenameHints(kind, items, unclaimed, pruned);
  const liveNames = new Set(live.map((l) => l.name));
  const absent_names = items.filter((i) => kind.creates(i) && !liveNames.has(i.name)).map((i) => i.name);
  const fingerprint2 = { ...kind.fingerprint(items, live), absent_names };
  const section = { items, unchanged, unmanaged, summary: countActions(items, kind.actions), ...kind.extra?.(items), fingerprint: fingerprint2, problems };
  return identity.blocked.length > 0 ? { ...section, blocked: identity.blocked } : section;
}
function reservedName(kind, d) {
  const message = `"${d.name}" starts with "${PREVIEW_PREFIX.trim()}", the prefix of the temporary ${kind.plural} translate checks create; such ${kind.plural} are never managed.`;
  return itemProblem(kind, d, kind.codes.reservedName, message, `Rename the ${kind.noun} in ${d.file}.`);
}
function countActions(items, actions) {
  const summary = Object.fromEntries(actions.map((a) => [a, 0]));
  for (const item of items) summary[item.action]++;
  return summary;
}

// src/plan/diff.ts
function diff(desired, live, options) {
  const lists = planSection(listSection, desired, live, options);
  return { format_version: PLAN_FORMAT_VERSION, lists, desired_checksum: desiredChecksum(desired), ...options.target !== void 0 ? { target: options.target } : {} };
}
var listSection = {
  ...listKind,
  planItem: planList,
  deletion: deletePlan,
  unmanaged: (l, ignored) => ({ style_id: l.style_id, name: l.name, language: l.language, ignored }),
  // A replace creates the list again: its name is absent too when no live list holds it.
  creates: (plan) => plan.action === "create" || plan.action === "replace",
  // The versions of every touched list (see Plan.fingerprint).
  fingerprint: (lists) => ({
    versions: Object.fromEntries(lists.flatMap((l) => l.style_id !== void 0 && l.live_version !== void 0 ? [[l.style_id, l.live_version]] : []))
  })
};
function planList(want, have, options) {
  const duplicate = duplicateLabel(want);
  if (duplicate !== void 0) {
    const message = `"${want.name}" declares the instruction label "${duplicate}" more than once.`;
    return itemProblem(listKind, want, "duplicate-label", message, `Instructions are matched by label: give each instruction in ${want.file} a unique label.`);
  }
  if (!have) return { name: want.name, file: want.file, action: "create", language: want.language, changes: [createListChange(want)] };
  if (have.language !== want.language) {
    if (!options.allowReplace) return refusedReplace(want, have);
    return {
      name: want.name,
      file: want.file,
      action: "replace",
      style_id: have.style_id,
      live_version: have.version,
      ...want.style_id !== void 0 ? { pinned: true } : {},
      language: want.language,
      changes: [{ kind: "delete_list", reason: "replace", before: have }, createListChange(want)]
    };
  }
  const changes = updateChanges(want, have);
  if (changes.length === 0) return void 0;
  return { name: want.name, file: want.file, action: "update", style_id: have.style_id, live_version: have.version, language: want.language, changes };
}
function createListChange(desired) {
  return {
    kind: "create_list",
    body: createListBody(desired),
    origin: desired.origin,
    rule_origins: { ...desired.ruleOrigins },
    instruction_origins: desired.custom_instructions.map((instruction) => instructionOrigin(instruction, desired.file))
  };
}
function updateChanges(desired, live) {
  const changes = [];
  if (desired.name !== live.name) {
    changes.push({ kind: "rename_list", from: live.name, to: desired.name, origin: desired.origin });
  }
  if (!rulesEqual(live.configured_rules, desired.configured_rules)) {
    const before = canonicalRules(live.configured_rules);
    const after = canonicalRules(desired.configured_rules);
    const rules = diffRules(before, after);
    const keys = rules.map((rule) => `${rule.group}.${rule.rule}`);
    const origins = Object.fromEntries(keys.flatMap((key) => desired.ruleOrigins[key] ? [[key, desired.ruleOrigins[key]]] : []));
    changes.push({ kind: "replace_rules", before, after, rules, origins });
  }
  if (!sameInstructionFields(instructionFields(desired), instructionFields(live))) {
    changes.push(...instructionChanges(desired.custom_instructions, live.custom_instructions, desired.file));
  }
  return changes;
}
function deletePlan(live, reason, file, kept) {
  return {
    name: live.name,
    action: "delete",
    style_id: live.style_id,
    live_version: live.version,
    language: live.language,
    changes: [{ kind: "delete_list", reason, before: live, ...kept ? { kept: kept.style_id } : {} }],
    ...file !== void 0 ? { file } : {}
  };
}
function refusedReplace(want, have) {
  const repin = want.style_id !== void 0 ? ` and replace the style_id pin in ${want.file} with the new id` : "";
  const message = `"${want.name}" changes language from ${have.language} to ${want.language}. The service cannot change a list's language, so the list (style_id ${have.style_id}) would be deleted and created again with a NEW style_id: every translation request that passes the old style_id must be updated to the new one.`;
  const hint = `If that is intended, re-run with --allow-replace (in the Action: \`allow-replace: true\`)${repin}; otherwise set language back to ${have.language} in ${want.file}.`;
  return itemProblem(listKind, want, "replace-refused", message, hint);
}
function duplicateLabel(list) {
  const seen = /* @__PURE__ */ new Set();
  const instructions = instructionFields(list);
  for (let n = 0; n < instructions.length; n++) {
    const label = instructions.label(n);
    if (seen.has(label)) return label;
    seen.add(label);
  }
  return void 0;
}

// src/plan/subset.ts
var CONFLICTS = /* @__PURE__ */ new Set([listSection.codes.duplicateName, listSection.codes.duplicatePin]);
function restrictPlan(plan, subset) {
  const files = new Set(subset.lists.map((l) => l.file));
  const names = new Set(subset.lists.map((l) => l.name));
  const concerns = (p) => CONFLICTS.has(p.code) || p.file === void 0 && p.list === void 0 || p.file !== void 0 && files.has(p.file) || p.list !== void 0 && names.has(p.list);
  const { lists: section } = plan;
  const lists = section.items.filter((l) => l.file !== void 0 && files.has(l.file));
  const created = new Set(lists.filter(listSection.creates).map((l) => l.name));
  const restricted = {
    ...plan,
    partial: subset.partial,
    lists: {
      items: lists,
      unchanged: section.unchanged.filter((name) => names.has(name)),
      unmanaged: [],
      summary: countActions(lists, listSection.actions),
      // The versions of the part's lists, as the whole plan's were made; of the absent names, those the part creates.
      fingerprint: { ...listSection.fingerprint(lists), absent_names: section.fingerprint.absent_names.filter((name) => created.has(name)) },
      problems: section.problems.filter(concerns)
    },
    desired_checksum: desiredChecksum(subset.lists)
  };
  const blocked = (section.blocked ?? []).filter(concerns);
  if (blocked.length > 0) restricted.lists.blocked = blocked;
  return restricted;
}

// src/plan/glossary-writes.ts
function glossaryWrites(dictionaries, desired, rename) {
  const merges = [];
  const puts = [];
  const deletes = [];
  for (const d of dictionaries) {
    const pair = { source_lang: d.source_lang, target_lang: d.target_lang };
    if (d.action === "delete") deletes.push({ kind: "delete_dictionary", ...pair });
    else if (d.action === "create" || d.removed.length > 0) puts.push({ kind: "put_dictionary", dictionary: { ...pair, entries: [...desired.get(pairKey(pair)) ?? []] } });
    else merges.push({ kind: "patch_glossary", dictionary: { ...pair, entries: [...d.added, ...d.changed.map((c) => [c.source, c.after])] } });
  }
  if (rename !== void 0) {
    const first = merges[0];
    if (first?.kind === "patch_glossary") merges[0] = { ...first, name: rename };
    else merges.unshift({ kind: "patch_glossary", name: rename });
  }
  return [...merges, ...puts, ...deletes];
}

// src/plan/glossary-plan.ts
function planGlossaries(desired, live, options) {
  return planSection(glossarySection, desired, live, options);
}
var glossarySection = {
  ...glossaryKind,
  planItem: planOne,
  deletion,
  unmanaged: (g, ignored) => ({ glossary_id: g.glossary_id, name: g.name, ignored }),
  creates: (g) => g.action === "create",
  fingerprint,
  unread
};
function planOne(want, have) {
  const desiredByPair = new Map(want.dictionaries.map((d) => [pairKey(d), d.entries]));
  const read = new Map((have?.entries ?? []).map((d) => [pairKey(d), d]));
  const dictionaries = want.dictionaries.flatMap((d) => diffTerms(lower(d), d.entries, read.get(pairKey(d))?.entries) ?? []);
  for (const [key, d] of read) if (!desiredByPair.has(key)) dictionaries.push(removedDictionary(d, d.entries));
  sortPairs(dictionaries);
  if (!have) {
    const create = want.dictionaries.map((d) => ({ ...lower(d), entries: [...d.entries] }));
    return { name: want.name, file: want.file, action: "create", dictionaries, writes: [{ kind: "create_glossary", name: want.name, dictionaries: create }] };
  }
  const rename = want.name !== have.name ? want.name : void 0;
  const writes = glossaryWrites(dictionaries, desiredByPair, rename);
  if (writes.length === 0) return void 0;
  return {
    name: want.name,
    file: want.file,
    action: "update",
    glossary_id: have.glossary_id,
    ...want.glossary_id !== void 0 ? { pinned: true } : {},
    ...rename !== void 0 ? { rename: { from: have.name, to: rename } } : {},
    dictionaries,
    writes
  };
}
function deletion(g, reason, file, kept) {
  return {
    name: g.name,
    ...file !== void 0 ? { file } : {},
    action: "delete",
    glossary_id: g.glossary_id,
    reason,
    ...kept !== void 0 ? { kept: kept.glossary_id } : {},
    dictionaries: sortPairs(g.entries.map((d) => removedDictionary(d, d.entries))),
    writes: [{ kind: "delete_glossary" }]
  };
}
function unread(g, file) {
  const read = new Set(Array.isArray(g.entries) ? g.entries.map(pairKey) : []);
  if (Array.isArray(g.entries) && g.dictionaries.every((d) => read.has(pairKey(d)))) return void 0;
  const message = `The entries of glossary "${g.name}" (${g.glossary_id}) were not read, so its changes cannot be planned.`;
  return itemProblem(glossaryKind, { name: g.name, file }, "glossary-not-read", message, "This is a defect in stylesync: please report it. Run `stylesync plan` again meanwhile.");
}
function fingerprint(glossaries, live) {
  const byId = new Map(live.map((g) => [g.glossary_id, g]));
  const read = glossaries.flatMap((g) => byId.get(g.glossary_id) ?? []);
  return { hashes: Object.fromEntries(read.map((g) => [g.glossary_id, glossaryHashes(g)])) };
}
function lower(pair) {
  return { source_lang: pair.source_lang.toLowerCase(), target_lang: pair.target_lang.toLowerCase() };
}
function sortPairs(dictionaries) {
  return dictionaries.sort((a, b) => codeUnitOrder(pairKey(a), pairKey(b)));
}

// src/app/plan-section-live.ts
async function planSectionLive(kind, options) {
  let requests = 0;
  let previous;
  const refused = [];
  for (let n = 0; n < MAX_LISTING_READS; n++) {
    const read = await kind.read(previous);
    requests += read.requests;
    const planned = kind.plan(read);
    const unsettled = kind.unsettled?.(planned, read, previous);
    if (unsettled === void 0) return { planned, safety: checkSafety(kind.section(planned), kind.safety, { ...options, liveCount: withoutPreviews(kind.live(read)).length }), read, requests };
    refused.push(unsettled);
    previous = read;
  }
  throw kind.moved(refused);
}

// src/app/glossary-plan-live.ts
async function planGlossariesLive(desired, calls, options) {
  const { planned, safety, read, requests } = await planSectionLive(
    {
      async read() {
        const listing = await calls.listGlossaries();
        const wanted = glossariesToRead(desired, listing.value, options);
        try {
          const entries = await calls.readGlossaries(wanted, options.concurrency);
          const read2 = new Map(entries.glossaries.map((g) => [g.glossary_id, g]));
          return { live: listing.value.map((g) => read2.get(g.glossary_id) ?? g), requests: 1 + entries.requests };
        } catch (error) {
          if (!(error instanceof StylesyncError) || error.code !== "not-found") throw error;
          return { live: listing.value, requests: 1 + wanted.reduce((n, g) => n + g.dictionaries.length, 0), gone: error.message };
        }
      },
      live: (read2) => read2.live,
      plan: (read2) => planGlossaries(desired, read2.live, { prune: options.prune, ignore: options.ignore }),
      section: (section) => section,
      unsettled: (_plan, read2) => read2.gone,
      moved: (gone) => new StylesyncError(
        `The glossaries changed while they were read: ${gone.length} reads in a row named a glossary or dictionary that was gone by the time its entries were read (last: ${gone.at(-1) ?? ""}), so nothing was planned against them.`,
        "Another run, a person or an integration is deleting glossaries on this account right now. Run again once it is done.",
        { code: "listing-moved" }
      ),
      safety: glossaryKind
    },
    options.safety
  );
  return { plan: { ...planned, problems: [...planned.problems, ...safety] }, live: read.live, requests };
}
function glossariesToRead(desired, listing, options) {
  const live = withoutPreviews(listing);
  const identity = matchItems({ ...glossaryKind, sameContent: () => false }, desired, live);
  const isIgnored = ignoreMatcher(options.ignore);
  return live.filter((g) => identity.claimed.has(g.glossary_id) || options.prune && !isIgnored(g.name));
}

// src/app/plan-live.ts
async function planAgainstLive(desired, config, api, flags) {
  const safety = { thresholds: config.thresholds, ...flags.allowDeletes === void 0 ? {} : { allowDeletes: flags.allowDeletes } };
  const [lists, glossaries] = await settleInOrder([
    planLists(desired, config, api, flags, safety),
    flags.glossaries === void 0 ? void 0 : planGlossariesLive(flags.glossaries, api, { prune: Boolean(flags.prune) || config.prune, ignore: config.ignore, concurrency: flags.readConcurrency ?? DEFAULT_READ_CONCURRENCY, safety })
  ]);
  if (glossaries === void 0) return lists;
  return { plan: { ...lists.plan, glossaries: glossaries.plan }, live: lists.live, glossaries: glossaries.live, requests: lists.requests + glossaries.requests };
}
function managedGlossaries(result) {
  return result.glossaryFiles.length > 0 ? result.glossaries : void 0;
}
async function planLists(desired, config, api, flags, safety) {
  const concurrency = flags.readConcurrency === void 0 ? {} : { concurrency: flags.readConcurrency };
  const { planned, safety: problems, read, requests } = await planSectionLive(
    {
      read: (previous) => previous === void 0 && flags.firstRead !== void 0 ? flags.firstRead : api.listAll({ ...concurrency, expect: previous?.lists.length ?? desired.length }),
      live: (answer) => answer.lists,
      plan: (answer) => planOnce(desired, config, answer.lists, flags),
      section: (plan) => plan.lists,
      unsettled: ({ lists }, answer, previous) => {
        const shaped = lists.items.some((l) => l.action === "create" || l.action === "replace") || lists.problems.some((p) => p.code === "stale-pin");
        return answer.pages <= 1 || !shaped || previous !== void 0 && sameListing(previous.lists, answer.lists, (list) => list.style_id) ? void 0 : `${answer.lists.length} lists`;
      },
      moved: (reads) => listingMoved(reads, []),
      safety: listKind
    },
    safety
  );
  return { plan: withProblems(planned, { lists: problems }), live: read.lists, requests };
}
function planOnce(desired, config, live, flags) {
  const prune = flags.subset === void 0 && (Boolean(flags.prune) || config.prune);
  const whole = diff(desired, live, { prune, ignore: config.ignore, allowReplace: Boolean(flags.allowReplace), ...flags.target ? { target: flags.target } : {} });
  const plan = flags.subset === void 0 ? whole : restrictPlan(whole, flags.subset);
  plan.planned_with = { prune, allow_replace: Boolean(flags.allowReplace), allow_deletes: flags.allowDeletes ?? null };
  if (flags.appliesTo !== void 0) plan.applies_to = flags.appliesTo;
  return plan;
}
function appliesTo(session) {
  return { target: session.target.name, base_url: session.target.baseUrl, styles_dir: repoPath(session.config.root, session.config.styles_dir) };
}
function repoPath(root, path) {
  return relative(root, path).split(sep).join("/") || ".";
}

export {
  matchItems,
  itemProblem,
  instructionChanges,
  ignoreMatcher,
  countActions,
  planAgainstLive,
  managedGlossaries,
  appliesTo,
  repoPath
};

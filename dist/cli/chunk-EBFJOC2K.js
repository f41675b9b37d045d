import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GUIDE_SECTIONS,
  sectionOfInstruction,
  sectionOfRule
} from "./chunk-3VYUPDIQ.js";
import {
  appliesTo,
  ignoreMatcher,
  itemProblem,
  managedGlossaries,
  matchItems,
  planAgainstLive
} from "./chunk-4U72XLFG.js";
import {
  entryKind,
  writeFileAtomically
} from "./chunk-S4RQX44Y.js";
import {
  PREVIEW_PREFIX,
  boundedText,
  deriveExpectations,
  glossaryKind,
  isPreviewList,
  judgeDerived,
  listKind,
  withProblems,
  withoutPreviews
} from "./chunk-4JQCAZU7.js";
import {
  groupInWords,
  ruleInWords,
  valueInWords
} from "./chunk-FU4PBENL.js";
import {
  interruptible
} from "./chunk-DDMWH3T4.js";
import {
  cacheDir,
  defaultTarget,
  examplesAsWarnings,
  onlineLanguageChecks
} from "./chunk-YRYY5K74.js";
import {
  MissingScopeError,
  PREVIEW_SCOPES,
  limiter
} from "./chunk-HK2UHOY2.js";
import {
  settleInOrder
} from "./chunk-UEUF6HZP.js";
import {
  validateCoverage
} from "./chunk-FDKXGLEN.js";
import {
  projectOptions
} from "./chunk-KM6U3AQU.js";
import {
  LFS_POINTER,
  MAX_ENTRIES_FILE_BYTES,
  checkGlossaryRefs,
  fragmentMatcher,
  isYamlFileName,
  loadProject,
  repoRelative
} from "./chunk-UG6R5WR7.js";
import {
  codeUnitOrder,
  examplePair,
  instructionAdvice,
  isObject,
  pairKey,
  typoSuggestions
} from "./chunk-WADOF54X.js";
import {
  createListBody
} from "./chunk-EDBK7QIF.js";
import {
  canonicalRules
} from "./chunk-UEI424LT.js";
import {
  DEFAULT_REPORTING_TAG
} from "./chunk-TEZ4EFMH.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import {
  GLOSSARY_LIMITS,
  codePointLength,
  utf8Bytes
} from "./chunk-XKJFTXK7.js";

// src/checks/send.ts
var STOPPED = "not sent: the run was interrupted (Ctrl+C)";
function messageOf(error) {
  if (error instanceof StylesyncError) return `${error.message} (${error.hint})`;
  return error instanceof Error ? error.message : String(error);
}

// src/checks/glossary-previews.ts
import { createHash } from "node:crypto";

// src/checks/leftovers.ts
var LEFTOVER_AGE_MS = 60 * 60 * 1e3;
function staleLeftovers(live, now) {
  return live.filter((list) => {
    if (!isPreviewList(list) || list.creation_time === void 0) return false;
    const created = Date.parse(list.creation_time);
    return Number.isFinite(created) && now.getTime() - created > LEFTOVER_AGE_MS;
  });
}

// src/checks/glossary-previews.ts
function previewGlossaryName(runId, name) {
  const full = `${PREVIEW_PREFIX}${runId} ${name}`;
  if (utf8Bytes(full) <= GLOSSARY_LIMITS.nameMaxBytes) return full;
  const tail = ` #${createHash("sha256").update(name).digest("hex").slice(0, 12)}`;
  const room = GLOSSARY_LIMITS.nameMaxBytes - utf8Bytes(tail);
  let cut = "";
  let bytes = 0;
  for (const ch of full) {
    bytes += utf8Bytes(ch);
    if (bytes > room) break;
    cut += ch;
  }
  return `${cut.trimEnd()}${tail}`;
}
async function createCopy(desired, pairs, ctx) {
  const name = previewGlossaryName(ctx.runId, desired.name);
  const dictionaries = desired.dictionaries.filter((d) => pairs.has(pairKey(d))).map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entries: d.entries }));
  const preview = { glossary: desired.name, file: desired.file, name, pairs: [...pairs].sort(), deleted: false };
  if (dictionaries.length === 0) {
    preview.deleted = true;
    preview.error = `could not create the preview glossary: "${desired.name}" has no dictionary for ${preview.pairs.join(", ")}, the pairs its examples translate`;
    return { preview, sent: false };
  }
  try {
    preview.glossary_id = await createTracked(name, dictionaries, ctx);
    return { preview, sent: true };
  } catch (error) {
    const message = messageOf(error);
    if (message === STOPPED) {
      preview.error = `could not create the preview glossary: ${message}`;
      return { preview, sent: false };
    }
    preview.error = `could not create the preview glossary: ${message}`;
    return { preview, sent: true };
  }
}
async function createTracked(name, dictionaries, ctx) {
  const made = await ctx.send(() => {
    ctx.previews?.add(name, "glossary");
    return ctx.api.createGlossary(name, dictionaries);
  });
  ctx.previews?.made(name, made.value.glossary_id, "glossary");
  return made.value.glossary_id;
}
async function removeCopy(preview, ctx) {
  const info = (glossary_id) => ({ glossary_id, name: preview.name, dictionaries: [] });
  try {
    let ids = preview.glossary_id === void 0 ? [] : [preview.glossary_id];
    if (ids.length === 0) {
      const { value } = await ctx.cleanup(() => ctx.api.listGlossaries());
      ids = value.filter((g) => g.name === preview.name).map((g) => g.glossary_id);
    }
    for (const id of ids) await ctx.cleanup(() => ctx.api.deleteGlossary(info(id)));
    preview.deleted = true;
  } catch (error) {
    const deleteError = `could not delete the preview glossary ${JSON.stringify(preview.name)}${preview.glossary_id ? ` (glossary_id ${preview.glossary_id})` : ""}: ${messageOf(error)}. A later run with --check-translations removes it once it is an hour old, or delete it by hand.`;
    preview.error = preview.error === void 0 ? deleteError : `${preview.error}; ${deleteError}`;
  }
  if (preview.deleted) ctx.previews?.delete(preview.name, "glossary");
}
async function removeStaleCopies(live, now, ctx) {
  const removed = [];
  await Promise.all(
    staleLeftovers(live, now).map(async (g) => {
      try {
        await ctx.send(() => ctx.api.deleteGlossary(g));
        removed.push({ glossary_id: g.glossary_id, name: g.name });
      } catch {
      }
    })
  );
  return removed.sort((a, b) => codeUnitOrder(a.name, b.name));
}

// src/checks/glossary-states.ts
function checkGlossaryInputs(files, plan, listing) {
  if (listing === void 0) return void 0;
  if (plan.glossaries === void 0) return { desired: [], live: listing };
  return { desired: files ?? [], plan: plan.glossaries, live: listing };
}
function glossaryResolver(inputs) {
  const live = withoutPreviews(inputs.live);
  const byId = new Map(live.map((g) => [g.glossary_id, g]));
  const present = inputs.desired.filter((g) => g.name !== "");
  const identity = matchItems({ ...glossaryKind, sameContent: () => false }, present, live);
  const matched = new Map(identity.matches.map((m) => [m.desired.file, m.live]));
  const files = new Map(present.map((g) => [g.name, g]));
  const plan = inputs.plan ?? { items: [], unchanged: [], problems: [] };
  const deleted = new Set(plan.items.filter((g) => g.action === "delete" && g.glossary_id !== void 0).map((g) => g.glossary_id));
  const cache = /* @__PURE__ */ new Map();
  function ofFile(g) {
    const state = stateOfFile(g);
    return g.state === "present" ? { ...state, desired: g } : state;
  }
  function stateOfFile(g) {
    if (g.state === "absent") return { name: g.name, after: { kind: "none", reason: `glossary "${g.name}" is deleted by ${g.file} (state: absent)` } };
    const planned = plan.items.find((p) => p.file === g.file && p.action !== "delete");
    const have = planned?.glossary_id !== void 0 ? byId.get(planned.glossary_id) : matched.get(g.file);
    if (planned?.action === "create") return { name: g.name, after: { kind: "copy", desired: g } };
    if (planned?.action === "update" && have) {
      return { name: g.name, before: have, after: planned.dictionaries.length > 0 ? { kind: "copy", desired: g } : { kind: "live", glossary: have } };
    }
    if (!planned && have && plan.unchanged.includes(g.name)) return { name: g.name, before: have, after: { kind: "live", glossary: have } };
    const problem = [...plan.problems, ...plan.blocked ?? []].find((p) => p.file === g.file || p.glossary === g.name);
    return { name: g.name, after: { kind: "none", reason: problem?.message ?? `the plan could not decide glossary "${g.name}"` } };
  }
  function ofService(name) {
    const candidates = live.filter((g) => g.name === name);
    const only = candidates[0];
    if (candidates.length === 0) return { name, after: { kind: "none", reason: `glossary "${name}" is neither in the glossary files nor on the service` } };
    if (candidates.length > 1 || !only) {
      const ids = candidates.map((g) => g.glossary_id).join(", ");
      return { name, after: { kind: "none", reason: `${candidates.length} glossaries on the service are named "${name}" (${ids}), so a translation cannot tell which is meant` } };
    }
    if (deleted.has(only.glossary_id)) return { name, before: only, after: { kind: "none", reason: `glossary "${name}" (${only.glossary_id}) is deleted by this plan` } };
    return { name, before: only, after: { kind: "live", glossary: only } };
  }
  return (name) => {
    let state = cache.get(name);
    if (!state) {
      const file = files.get(name);
      state = file ? ofFile(file) : ofService(name);
      cache.set(name, state);
    }
    return state;
  };
}
function glossaryUse(state) {
  const id = state.before?.glossary_id;
  const use = { name: state.name, mode: modeOf(state) };
  if (id !== void 0) use.glossary_id = id;
  if (state.after.kind === "none") use.reason = state.after.reason;
  return use;
}
function modeOf(state) {
  if (state.after.kind === "none") return "unusable";
  if (state.after.kind === "live") return "unchanged";
  return state.before ? "changed" : "new";
}
function withGlossaries(jobs, resolve) {
  return jobs.map((job) => {
    const names2 = [...new Set((job.desired.glossaries ?? []).map((ref) => ref.name))];
    const glossaries = resolve ? names2.map(resolve) : [];
    const changes = glossaries.some((g) => g.after.kind !== "live");
    if (job.mode === "unchanged" && changes) return { ...job, mode: "changed", glossaries, glossaryOnly: true };
    return { ...job, glossaries };
  });
}
function glossaryJobs(desired, resolve) {
  const jobs = [];
  for (const g of desired) {
    if (g.state !== "present" || !g.examples || g.examples.length === 0) continue;
    const state = resolve(g.name);
    const mode = state.after.kind === "copy" ? state.before ? "changed" : "new" : "unchanged";
    jobs.push({ desired: g, examples: g.examples, state, mode });
  }
  return jobs;
}
function copiesNeeded(lists, glossaries, target) {
  const copies = /* @__PURE__ */ new Map();
  forEachGlossaryPair(lists, glossaries, target, (state, pair) => {
    if (state.after.kind !== "copy") return;
    const entry = copies.get(state.name) ?? { desired: state.after.desired, pairs: /* @__PURE__ */ new Set() };
    entry.pairs.add(pair);
    copies.set(state.name, entry);
  });
  return copies;
}
function forEachGlossaryPair(lists, glossaries, target, visit) {
  const each = (state, pair) => {
    if (pair !== void 0) visit(state, pair);
  };
  for (const job of lists) {
    for (const example of job.desired.examples) {
      const pair = examplePair(example, target(example, job.desired));
      for (const state of job.glossaries) each(state, pair);
    }
  }
  for (const job of glossaries) for (const example of job.examples) each(job.state, examplePair(example, example.target_language ?? ""));
}
function glossaryExamplesCost(jobs) {
  let characters = 0;
  let translations = 0;
  for (const job of jobs) {
    const per = job.mode === "changed" ? 2 : 1;
    for (const example of job.examples) {
      characters += codePointLength(example.text) * per;
      translations += per;
    }
  }
  return { characters, translations };
}
function glossaryMinimumCost(desired) {
  let characters = 0;
  for (const g of desired) {
    if (g.state !== "present") continue;
    for (const example of g.examples ?? []) characters += codePointLength(example.text);
  }
  return characters;
}

// src/checks/list-previews.ts
async function removePreview(preview, ctx) {
  try {
    let ids = preview.style_id === void 0 ? [] : [preview.style_id];
    if (ids.length === 0) {
      const { lists } = await ctx.cleanup(() => ctx.api.listAll());
      ids = lists.filter((l) => l.name === preview.name).map((l) => l.style_id);
      if (ids.length === 0) {
        preview.deleted = true;
        return;
      }
      preview.style_id = ids[0];
    }
    for (const id of ids) await ctx.cleanup(() => ctx.api.deleteList(id));
    preview.deleted = true;
  } catch (error) {
    preview.error = `could not delete the preview list ${JSON.stringify(preview.name)}${preview.style_id ? ` (style_id ${preview.style_id})` : ""}: ${messageOf(error)}. A later run with --check-translations removes it once it is an hour old, or delete it by hand.`;
  }
}

// src/checks/live-copies.ts
function liveListBody(list, name) {
  return {
    name,
    language: list.language,
    configured_rules: list.configured_rules,
    custom_instructions: list.custom_instructions.map(({ label, prompt, source_language }) => ({ label, prompt, ...source_language === void 0 ? {} : { source_language } }))
  };
}
async function makeLiveCopies(lists, glossaries, target, ctx) {
  const copies = { lists: /* @__PURE__ */ new Map(), glossaries: /* @__PURE__ */ new Map() };
  const needed = liveGlossariesNeeded(lists, glossaries, target);
  await Promise.all([
    ...lists.flatMap((job) => job.live === void 0 ? [] : [copyList(job.live, ctx).then((copy) => void copies.lists.set(job.live?.style_id, copy))]),
    ...[...needed.values()].map(({ glossary, pairs }) => copyGlossary(glossary, pairs, ctx).then((copy) => void copies.glossaries.set(glossary.glossary_id, copy)))
  ]);
  return copies;
}
async function removeLiveCopies(copies, ctx) {
  await Promise.all([
    ...[...copies.lists.values()].filter((p) => !p.deleted).map(async (p) => {
      await removePreview(p, ctx);
      if (p.deleted) ctx.previews?.delete(p.name);
    }),
    ...[...copies.glossaries.values()].filter((p) => !p.deleted).map((p) => removeCopy(p, ctx))
  ]);
}
function listOnService(copies, styleId) {
  const copy = copies.lists.get(styleId);
  if (copy?.style_id !== void 0) return { id: copy.style_id };
  return { error: copy?.error ?? `no copy of the live list ${styleId} was made on the preview service` };
}
function glossaryOnService(copies, glossary) {
  const copy = copies.glossaries.get(glossary.glossary_id);
  if (copy?.glossary_id !== void 0) return { id: copy.glossary_id };
  return { error: copy?.error ?? `no copy of the live glossary "${glossary.name}" was made on the preview service` };
}
async function copyList(live, ctx) {
  const name = `${PREVIEW_PREFIX}${ctx.runId}-live ${live.name}`;
  const preview = { name, deleted: false };
  try {
    const made = await ctx.send(() => {
      ctx.previews?.add(name);
      return ctx.api.create(liveListBody(live, name));
    });
    preview.style_id = made.value.style_id;
    ctx.previews?.made(name, made.value.style_id);
  } catch (error) {
    const message = messageOf(error);
    preview.error = `could not copy the live list to the preview service: ${message}`;
    if (message === STOPPED) preview.deleted = true;
  }
  return preview;
}
async function copyGlossary(glossary, pairs, ctx) {
  const name = previewGlossaryName(`${ctx.runId}-live`, glossary.name);
  const preview = { glossary: glossary.name, file: "", name, pairs: [...pairs].sort(), deleted: false };
  let dictionaries;
  try {
    const wanted = glossary.dictionaries.filter((d) => pairs.has(pairKey(d)));
    dictionaries = await settleInOrder(
      wanted.map(async (pair) => {
        const read = () => ctx.source.readEntries(glossary, pair).catch((error) => Promise.reject(error instanceof MissingScopeError ? new Error(messageOf(error)) : error));
        const { value } = await ctx.send(read);
        return { source_lang: value.source_lang, target_lang: value.target_lang, entries: value.entries };
      })
    );
  } catch (error) {
    preview.deleted = true;
    preview.error = `could not read the live glossary "${glossary.name}" to copy it to the preview service: ${messageOf(error)}`;
    return preview;
  }
  try {
    preview.glossary_id = await createTracked(name, dictionaries, ctx);
  } catch (error) {
    const message = messageOf(error);
    preview.error = `could not copy the live glossary "${glossary.name}" to the preview service: ${message}`;
    if (message === STOPPED) preview.deleted = true;
  }
  return preview;
}
function liveGlossariesNeeded(lists, glossaries, target) {
  const needed = /* @__PURE__ */ new Map();
  const need = (glossary, pair) => {
    if (glossary === void 0 || pair === void 0 || !glossary.dictionaries.some((d) => pairKey(d) === pair)) return;
    const entry = needed.get(glossary.glossary_id) ?? { glossary, pairs: /* @__PURE__ */ new Set() };
    entry.pairs.add(pair);
    needed.set(glossary.glossary_id, entry);
  };
  forEachGlossaryPair(lists, glossaries, target, (state, pair) => {
    need(state.before, pair);
    if (state.after.kind === "live") need(state.after.glossary, pair);
  });
  return needed;
}

// src/checks/select-examples.ts
function selectExamples(desired, live, plan) {
  const { matches } = matchItems(listKind, desired, withoutPreviews(live));
  const planned = new Map(plan.lists.items.filter((l) => l.file !== void 0 && l.action !== "delete").map((l) => [l.file, l]));
  const unchanged = new Set(plan.lists.unchanged);
  const jobs = [];
  for (const { desired: list, live: have } of matches) {
    if (list.state !== "present" || list.examples.length === 0) continue;
    const change = planned.get(list.file);
    const renameOnly = change?.action === "update" && change.changes.every((c) => c.kind === "rename_list");
    if (change && !renameOnly) {
      if (change.action === "update" && have) jobs.push({ desired: list, mode: "changed", live: have });
      else jobs.push({ desired: list, mode: "new" });
    } else if (have && (renameOnly || unchanged.has(list.name))) {
      jobs.push({ desired: list, mode: "unchanged", live: have });
    }
  }
  return jobs;
}
function translationsPerExample(mode) {
  return mode === "changed" ? 2 : 1;
}
function estimateCost(jobs) {
  let characters = 0;
  let translations = 0;
  for (const job of jobs) {
    const per = translationsPerExample(job.mode);
    for (const example of job.desired.examples) {
      characters += codePointLength(example.text) * per;
      translations += per;
    }
  }
  return { characters, translations };
}
function minimumCost(desired) {
  let characters = 0;
  for (const list of desired) {
    if (list.state !== "present") continue;
    for (const example of list.examples) characters += codePointLength(example.text);
  }
  return characters;
}

// src/checks/expectations.ts
import { createContext, Script } from "node:vm";
var MATCH_TIME_LIMIT_MS = 2e3;
var MATCH = new Script('new RegExp(pattern, "u").test(text)');
var KINDS = ["contains", "not_contains", "matches"];
function evaluateExpectations(example, translation) {
  const results = [];
  for (const kind of KINDS) {
    (example.expect?.[kind] ?? []).forEach((value, i) => {
      const met = meets(kind, value, translation);
      results.push({ kind, value, met: met === true, origin: example.at[`expect.${kind}[${i}]`] ?? example.origin, ...met === "undecided" ? { undecided: true } : {} });
    });
  }
  return results;
}
function meets(kind, value, text) {
  switch (kind) {
    case "contains":
      return text.includes(value);
    case "not_contains":
      return !text.includes(value);
    case "matches":
      return matchesBounded(value, text);
  }
}
function matchesBounded(pattern, text) {
  try {
    return MATCH.runInContext(createContext({ pattern, text }), { timeout: MATCH_TIME_LIMIT_MS }) === true;
  } catch (error) {
    if (error.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return "undecided";
    throw error;
  }
}

// src/checks/translate-example.ts
function baseResult(example, target) {
  const result = { origin: example.origin, path: example.path, text: example.text, target_language: target, expectations: [], status: "passed" };
  if (example.source_language !== void 0) result.source_language = example.source_language;
  if (example.context !== void 0) result.context = example.context;
  return result;
}
async function runExample(example, result, sides, ctx, derived = { expected: [], omitted: 0 }) {
  const { before: beforeSide, after: afterSide } = sides;
  if (afterSide !== void 0 && "error" in afterSide) {
    result.status = "error";
    result.error = afterSide.error;
    return result;
  }
  try {
    const [before, after] = await settleInOrder([
      beforeSide === void 0 ? void 0 : translate(example, result.target_language, beforeSide, ctx),
      afterSide === void 0 ? void 0 : translate(example, result.target_language, afterSide, ctx)
    ]);
    if (before !== void 0) result.before = before;
    if (after !== void 0) {
      result.after = after;
      result.expectations = evaluateExpectations(example, after);
      if (derived.expected.length > 0) result.derived = judgeDerived(derived.expected, after, before);
      if (derived.omitted > 0) result.derived_omitted = derived.omitted;
    }
    const met = [...result.expectations, ...result.derived ?? []].every((e) => e.met);
    result.status = met ? "passed" : "failed";
  } catch (error) {
    result.status = "error";
    result.error = messageOf(error);
  }
  return result;
}
async function translate(example, target, side, ctx) {
  const { value } = await ctx.send(
    () => ctx.api.translate({
      text: [example.text],
      target_lang: target,
      ...example.source_language === void 0 ? {} : { source_lang: example.source_language },
      ...example.context === void 0 ? {} : { context: example.context },
      ...side.style_id === void 0 ? {} : { style_id: side.style_id },
      ...glossaryField(side.glossary_ids),
      show_billed_characters: true
    })
  );
  if (value.billed_characters !== void 0) ctx.billed(value.billed_characters);
  const first = value.translations[0];
  if (!first) throw new Error("the service answered without a translation");
  return first.text;
}
function glossaryField(ids) {
  if (ids.length === 0) return {};
  if (ids.length === 1) return { glossary_id: ids[0] };
  return { glossary_ids: [...ids] };
}
function glossarySides(states, pair, copies, onService2) {
  let missing2;
  const idOf = (live) => {
    if (onService2 === void 0) return live.glossary_id;
    const copy = onService2(live);
    if ("id" in copy) return copy.id;
    missing2 ??= copy.error;
    return live.glossary_id;
  };
  const before = states.flatMap((s) => s.before && holds(s.before, pair) ? [idOf(s.before)] : []);
  const after = [];
  for (const state of states) {
    if (state.after.kind === "none") return { before, after: { error: state.after.reason } };
    if (state.after.kind === "live") {
      after.push(idOf(state.after.glossary));
      continue;
    }
    const copy = copies.get(state.name);
    if (copy?.glossary_id === void 0) return { before, after: { error: copy?.error ?? `no preview of glossary "${state.name}" was made` } };
    after.push(copy.glossary_id);
  }
  if (missing2 !== void 0) return { before, after: { error: missing2 } };
  return { before, after };
}
function holds(glossary, pair) {
  return pair === void 0 || glossary.dictionaries.some((d) => pairKey(d) === pair);
}

// src/checks/run-translations.ts
var DEFAULT_MAX_CHECK_CHARACTERS = 5e3;
async function runTranslations(desired, live, plan, api, options) {
  const resolve = options.glossaries ? glossaryResolver(options.glossaries) : void 0;
  const jobs = withGlossaries(selectExamples(desired, live, plan), resolve);
  const ownJobs = options.glossaries && resolve ? glossaryJobs(options.glossaries.desired, resolve) : [];
  const listCost = estimateCost(jobs);
  const ownCost = glossaryExamplesCost(ownJobs);
  const estimate = { characters: listCost.characters + ownCost.characters, translations: listCost.translations + ownCost.translations, limit: options.maxCharacters };
  const report = {
    estimate,
    billed_characters: 0,
    ...options.reportingTag === void 0 ? {} : { reporting_tag: options.reportingTag },
    lists: [],
    leftovers_removed: [],
    failures: 0,
    requests: 0
  };
  const refused2 = options.refuse ?? (estimate.characters > options.maxCharacters ? { message: refusal(estimate.characters, estimate.translations, options.maxCharacters), hint: BUDGET_HINT } : void 0);
  if (refused2 !== void 0) {
    report.refused = refused2;
    report.failures = 1;
    return report;
  }
  const limit = limiter(options.concurrency);
  const { send, missingScopes } = guardedSend(limit, options, report);
  const cleanup = (task) => limit(() => {
    report.requests++;
    return task();
  });
  const copyContext = { api, send, cleanup, runId: options.runId, ...options.previews === void 0 ? {} : { previews: options.previews } };
  const leftovers = await leftoverListings(live, options, send, api);
  const [, staleCopies] = await Promise.all([
    Promise.all(
      staleLeftovers(leftovers.lists, options.now()).map(async (list) => {
        try {
          await send(() => api.deleteList(list.style_id));
          report.leftovers_removed.push({ style_id: list.style_id, name: list.name });
        } catch {
        }
      })
    ),
    leftovers.glossaries === void 0 ? [] : removeStaleCopies(leftovers.glossaries, options.now(), copyContext)
  ]);
  if (staleCopies.length > 0) report.glossary_leftovers_removed = staleCopies;
  const target = (example, list) => example.target_language ?? options.defaultTarget?.(list.language) ?? list.language;
  const copies = /* @__PURE__ */ new Map();
  const context = {
    ...copyContext,
    billed: (n) => void (report.billed_characters += n),
    target,
    copies
  };
  await withCopies(jobs, ownJobs, context, options, async () => {
    [report.lists, report.glossaries] = await Promise.all([Promise.all(jobs.map((job) => runJob(job, context))), Promise.all(ownJobs.map((job) => runGlossaryJob(job, context)))]);
  });
  const missing2 = missingScopes();
  if (missing2 !== void 0) return skippedFor(missing2, report, options.previewService?.keyName);
  if (options.glossaries === void 0 || report.glossaries?.length === 0) delete report.glossaries;
  const allCopies = [...copies.values(), ...context.liveCopies?.glossaries.values() ?? []];
  if (allCopies.length > 0) report.glossary_previews = allCopies.sort((a, b) => codeUnitOrder(a.name, b.name));
  report.failures = countFailures(report);
  return report;
}
async function withCopies(jobs, ownJobs, context, options, run) {
  const { copies, target } = context;
  const liveContext = options.previewService === void 0 ? void 0 : { ...context, source: options.previewService.source };
  try {
    await Promise.all([
      ...[...copiesNeeded(jobs, ownJobs, target)].map(async ([name, { desired: glossary, pairs }]) => {
        const { preview, sent } = await createCopy(glossary, pairs, context);
        if (!sent) preview.deleted = true;
        copies.set(name, preview);
      }),
      liveContext === void 0 ? void 0 : makeLiveCopies(jobs, ownJobs, target, liveContext).then((made) => void (context.liveCopies = made))
    ]);
    await run();
  } finally {
    await Promise.all([
      ...[...copies.values()].filter((p) => !p.deleted).map((p) => removeCopy(p, context)),
      liveContext === void 0 || context.liveCopies === void 0 ? void 0 : removeLiveCopies(context.liveCopies, liveContext)
    ]);
  }
}
var NOT_COVERED = "not sent: the key lacks a scope the translate previews need";
async function leftoverListings(live, options, send, api) {
  if (options.previewService === void 0) return { lists: live, ...options.glossaries ? { glossaries: options.glossaries.live } : {} };
  try {
    const [lists, glossaries] = await Promise.all([send(() => api.listAll()), send(() => api.listGlossaries())]);
    return { lists: lists.lists, glossaries: glossaries.value };
  } catch {
    return { lists: [] };
  }
}
function guardedSend(limit, options, report) {
  let missing2;
  const send = (task) => limit(() => {
    if (options.stopped?.()) return Promise.reject(new Error(STOPPED));
    if (missing2 !== void 0) return Promise.reject(new Error(NOT_COVERED));
    report.requests++;
    return task().catch((error) => {
      if (error instanceof MissingScopeError) missing2 ??= error.missingScopes;
      throw error;
    });
  });
  return { send, missingScopes: () => missing2 };
}
function skippedFor(missing2, report, keyName) {
  const leftovers = [
    ...report.lists.flatMap((l) => [l.preview, l.live_copy].filter((p) => p?.error !== void 0 && !p.deleted)),
    ...(report.glossary_previews ?? []).filter((p) => p.error !== void 0 && !p.deleted)
  ];
  const key = keyName === void 0 ? "the key" : `the preview key (${keyName})`;
  const skipped = {
    ...report,
    lists: [],
    skipped: {
      missing_scopes: [...missing2],
      message: `Translate previews skipped: ${key} lacks ${missing2.join(", ")}, which they need (${PREVIEW_SCOPES.join(", ")}: translations, and preview copies of changed lists and glossaries).`,
      hint: keyName === void 0 ? `The plan itself needs only read scopes. To see the previews, run plan --check-translations with a key that has ${PREVIEW_SCOPES.join(", ")}, or name a preview service in stylesync.yaml (\`preview:\`).` : `Give the preview service's key (${keyName}) ${PREVIEW_SCOPES.join(", ")}; the plan key needs only read scopes.`
    },
    failures: leftovers.length
  };
  delete skipped.glossaries;
  if (leftovers.length === 0) delete skipped.glossary_previews;
  return skipped;
}
function countFailures(report) {
  let failures = 0;
  for (const check of [...report.lists, ...report.glossaries ?? []]) failures += check.examples.filter((e) => e.status !== "passed").length;
  for (const list of report.lists) {
    if (list.preview?.error !== void 0) failures++;
    if (list.live_copy?.error !== void 0) failures++;
  }
  for (const copy of report.glossary_previews ?? []) if (copy.error !== void 0) failures++;
  return failures;
}
var BUDGET_HINT = "Raise --max-check-characters, or keep fewer or shorter examples (each is billed once per translation).";
function refusal(characters, translations, limit) {
  const what = translations > 0 ? `about ${characters} characters (${translations} translations)` : `at least ${characters} characters`;
  return `The translate checks would bill ${what}, more than --max-check-characters ${limit}; nothing was sent.`;
}
async function runJob(job, ctx) {
  const list = job.desired;
  const check = { name: list.name, file: list.file, language: list.language, mode: job.mode, examples: [] };
  if (job.live) check.style_id = job.live.style_id;
  if (job.glossaries.length > 0) check.glossaries = job.glossaries.map(glossaryUse);
  const liveId = liveStyle(job, check, ctx);
  if (job.mode === "unchanged" || job.glossaryOnly) {
    check.examples = await listExamples(job, { ...job.mode === "changed" ? { before: liveId } : {}, after: liveId }, ctx);
    return check;
  }
  const name = `${PREVIEW_PREFIX}${ctx.runId} ${list.name}`;
  const preview = { name, deleted: false };
  check.preview = preview;
  let sent = true;
  try {
    try {
      const made = await ctx.send(() => {
        ctx.previews?.add(name);
        return ctx.api.create({ ...createListBody(list), name });
      });
      preview.style_id = made.value.style_id;
      ctx.previews?.made(name, made.value.style_id);
    } catch (error) {
      if (messageOf(error) === STOPPED) sent = false;
      const message = `could not create the preview list: ${messageOf(error)}`;
      check.examples = list.examples.map((example) => ({ ...baseResult(example, ctx.target(example, list)), status: "error", error: message }));
      return check;
    }
    check.examples = await listExamples(job, { after: preview.style_id, ...job.mode === "changed" ? { before: liveId } : {} }, ctx);
    return check;
  } finally {
    if (sent) await removePreview(preview, ctx);
    else preview.deleted = true;
    if (preview.deleted) ctx.previews?.delete(name);
  }
}
function liveStyle(job, check, ctx) {
  if (job.live === void 0 || ctx.liveCopies === void 0) return job.live?.style_id;
  const copy = ctx.liveCopies.lists.get(job.live.style_id);
  if (copy !== void 0) check.live_copy = copy;
  const onService2 = listOnService(ctx.liveCopies, job.live.style_id);
  return "id" in onService2 ? onService2.id : onService2;
}
function listExamples(job, styles, ctx) {
  const list = job.desired;
  return Promise.all(
    list.examples.map((example) => {
      const result = baseResult(example, ctx.target(example, list));
      const pair = examplePair(example, result.target_language);
      const glossaries = glossarySides(job.glossaries, pair, ctx.copies, onService(ctx));
      const sides = {};
      const noCopy = [styles.before, styles.after].find((side) => typeof side === "object");
      if (noCopy !== void 0) return runExample(example, result, { after: noCopy }, ctx);
      if (typeof styles.before === "string") sides.before = { style_id: styles.before, glossary_ids: glossaries.before };
      if (typeof styles.after === "string") sides.after = "error" in glossaries.after ? glossaries.after : { style_id: styles.after, glossary_ids: glossaries.after };
      return runExample(example, result, sides, ctx, deriveExpectations(example.text, job.glossaries, pair));
    })
  );
}
async function runGlossaryJob(job, ctx) {
  const check = { name: job.desired.name, file: job.desired.file, mode: job.mode, examples: [] };
  if (job.state.before) check.glossary_id = job.state.before.glossary_id;
  check.examples = await Promise.all(
    job.examples.map((example) => {
      const result = baseResult(example, example.target_language ?? "");
      const pair = examplePair(example, result.target_language);
      const glossaries = glossarySides([job.state], pair, ctx.copies, onService(ctx));
      const sides = { after: "error" in glossaries.after ? glossaries.after : { glossary_ids: glossaries.after } };
      if (job.mode === "changed") sides.before = { glossary_ids: glossaries.before };
      return runExample(example, result, sides, ctx, deriveExpectations(example.text, [job.state], pair));
    })
  );
  return check;
}
function onService(ctx) {
  const copies = ctx.liveCopies;
  return copies === void 0 ? void 0 : (live) => glossaryOnService(copies, live);
}

// src/checks/plan-checks.ts
import { randomBytes } from "node:crypto";
function refuseOverBudget(desired, options, glossaries = []) {
  if (!options.checkTranslations) return;
  const least = minimumCost(desired) + glossaryMinimumCost(glossaries);
  if (least > options.maxCheckCharacters) throw new StylesyncError(refusal(least, 0, options.maxCheckCharacters), BUDGET_HINT, { code: "over-budget" });
}
async function languageChecks(desired, api, options, glossaries = []) {
  const { notes, sets, ...report } = await onlineLanguageChecks(
    desired,
    api,
    {
      baseUrl: options.baseUrl,
      cacheDir: cacheDir(options.env),
      refresh: options.refreshLanguages,
      now: (options.now ?? (() => /* @__PURE__ */ new Date()))(),
      secrets: options.secrets
    },
    glossaries
  );
  if (!options.checkTranslations) report.diagnostics = examplesAsWarnings(report.diagnostics);
  return { report, notes, ...sets ? { sets } : {} };
}
async function planChecks(desired, plan, live, api, languages, options) {
  const checks = { languages: languages.report };
  const languageErrors = languages.report.diagnostics.some((d) => d.severity === "error");
  if (options.checkTranslations) {
    const sets = languages.sets;
    checks.translations = await runTranslations(desired, live, plan, api, {
      concurrency: options.concurrency,
      maxCharacters: options.maxCheckCharacters,
      now: options.now ?? (() => /* @__PURE__ */ new Date()),
      runId: randomBytes(4).toString("hex"),
      ...options.stopped === void 0 ? {} : { stopped: options.stopped },
      ...options.previews === void 0 ? {} : { previews: options.previews },
      ...options.reportingTag === void 0 ? {} : { reportingTag: options.reportingTag },
      ...options.glossaries === void 0 ? {} : { glossaries: options.glossaries },
      ...options.previewService === void 0 ? {} : { previewService: options.previewService },
      ...sets ? { defaultTarget: (language) => defaultTarget(language, sets.translate_text) ?? language } : {},
      // A language the service refuses would only come back as failed (billed) requests.
      ...languageErrors ? { refuse: { message: "The language checks found errors, so no translate check was sent.", hint: "Fix the language errors above, then run the checks again." } } : {}
    });
  }
  if (languageErrors) return { checks, failure: "language" };
  if ((checks.translations?.failures ?? 0) > 0 && options.failOnCheck) return { checks, failure: "translate" };
  return { checks };
}

// src/checks/previews-on-service.ts
var PreviewsOnService = class {
  // A list and a glossary may share a name: each kind has its own map (name → id once known).
  names = { list: /* @__PURE__ */ new Map(), glossary: /* @__PURE__ */ new Map() };
  add(name, kind = "list") {
    this.names[kind].set(name, void 0);
  }
  /** The create was answered (or recovered): the preview exists under this id. */
  made(name, id, kind = "list") {
    if (this.names[kind].has(name)) this.names[kind].set(name, id);
  }
  delete(name, kind = "list") {
    this.names[kind].delete(name);
  }
  /** The preview lists (or glossary copies) still to delete, sorted by name. */
  list(kind = "list") {
    return [...this.names[kind]].sort(([a], [b]) => codeUnitOrder(a, b)).map(([name, id]) => id === void 0 ? { name } : { name, id });
  }
  /** The lines to print before the process ends at once, or undefined when none is left. */
  farewell() {
    const lists = this.list("list");
    const glossaries = this.list("glossary");
    if (lists.length === 0 && glossaries.length === 0) return void 0;
    const unanswered = [...lists, ...glossaries].some((p) => p.id === void 0);
    return {
      lists,
      ...glossaries.length > 0 ? { glossaries } : {},
      hint: "Delete them now by id: DELETE /v3/style_rules/{style_id} for a list, DELETE /v3/glossaries/{glossary_id} for a glossary (or in the service console); or leave them: a later `stylesync plan --check-translations` deletes them once they are an hour old." + (unanswered ? " One without an id was being created: it may or may not exist; look for it by its name." : "")
    };
  }
};

// src/plan/protect.ts
function checkProtected(losses, items, patterns = []) {
  const files = new Set(items.filter((i) => i.protect === true).map((i) => i.file));
  const tests = patterns.map((p) => ({ p, test: ignoreMatcher([p]) }));
  const problems = [];
  for (const loss of losses) {
    const [name = ""] = loss.names;
    const pattern = tests.find(({ test }) => loss.names.some(test))?.p;
    const byFile = loss.file !== void 0 && files.has(loss.file);
    if (!byFile && pattern === void 0) continue;
    const where = loss.file === void 0 ? "no file declares it" : loss.file;
    const why = byFile ? `\`protect: true\` in ${loss.file}` : `the pattern \`${pattern ?? ""}\` of \`protect:\` in stylesync.yaml`;
    const lift = byFile ? `remove \`protect: true\` from ${loss.file}` : `remove \`${pattern ?? ""}\` from \`protect:\` in stylesync.yaml`;
    const message = `The ${loss.kind} "${name}" (${where}) is protected by ${why}, yet the plan would ${loss.what}. Nothing was written.`;
    const hint = `No flag overrides protect (not --prune, --allow-deletes or --allow-replace). If this is meant, first ${lift} in a change of its own, then make this change again.`;
    problems.push(itemProblem({ problemKey: loss.kind }, { name, file: loss.file }, loss.kind === "list" ? "protected-list" : "protected-glossary", message, hint));
  }
  return problems;
}

// src/plan/protect-plan.ts
function withProtection(plan, project) {
  return withProblems(plan, protectionProblems(plan, project));
}
function protectionProblems(plan, { config, result }) {
  return {
    lists: checkProtected(listKind.losses(plan.lists), result.lists, config.protect),
    glossaries: plan.glossaries === void 0 ? [] : checkProtected(glossaryKind.losses(plan.glossaries), result.glossaries, config.protect)
  };
}

// src/app/subset.ts
import { statSync } from "node:fs";
import path from "node:path";
function selectSubset(config, desired, choice) {
  const selected = /* @__PURE__ */ new Set();
  const paths = [];
  for (const abs of choice.paths) {
    refuseFragment(config, desired, abs);
    const rel = pathInStyles(config, abs);
    const under = (file) => rel === "." || file === rel || file.startsWith(`${rel}/`);
    const found = desired.filter((l) => under(l.file));
    if (found.length === 0) throw noListAt(abs, rel);
    for (const list of found) selected.add(list);
    paths.push(rel);
  }
  for (const name of choice.lists) {
    const found = desired.filter((l) => l.name === name);
    if (found.length === 0) throw noListNamed(name, desired);
    for (const list of found) selected.add(list);
  }
  const partial = { paths: unique(paths), lists: unique(choice.lists) };
  return { partial, lists: desired.filter((l) => selected.has(l)) };
}
function savedChoice(config, partial) {
  return { paths: partial.paths.map((p) => path.resolve(config.root, p)), lists: partial.lists };
}
function pathInStyles(config, abs) {
  const rel = repoRelative(config.root, abs);
  const styles = repoRelative(config.root, config.styles_dir) ?? config.styles_dir;
  const inStyles = repoRelative(config.styles_dir, abs) !== void 0;
  if (rel === void 0 || !inStyles) {
    throw new StylesyncError(
      `${rel ?? abs} is not in the styles directory (${styles}); a partial plan selects style files there.`,
      `Give style files or directories under ${styles}/, or list names with --list NAME. To plan another directory, pass --dir.`,
      { code: "subset-invalid" }
    );
  }
  return rel;
}
function refuseFragment(config, desired, abs) {
  const rel = repoRelative(config.root, abs);
  const fragments = fragmentMatcher(config.fragments.map((d) => repoRelative(config.root, d) ?? d));
  if (rel === void 0 || rel === "." || !fragments(rel) || statKind(abs) === "missing") return;
  const users = desired.filter((l) => usesFile(l, rel)).map((l) => l.file);
  throw new StylesyncError(
    `${rel} is a fragment (shared by \`extends\`), not a list; a partial plan selects lists.`,
    users.length > 0 ? `Give the lists that take values from it: ${users.join(" ")} (the fragment is read for them).` : "Give the style files of the lists that extend it; fragments are always read for them.",
    { code: "subset-invalid" }
  );
}
function noListAt(abs, rel) {
  const fail = (message, hint) => new StylesyncError(message, hint, { code: "subset-invalid" });
  const kind = statKind(abs);
  if (kind === "missing") return fail(`${rel} does not exist.`, "Check the path; it is relative to the current directory.");
  if (kind === "file" && !isYamlFileName(rel)) return fail(`${rel} is not a style file (.yaml or .yml).`, "Give style files or the directories holding them; a saved plan is applied alone: `stylesync apply plan.json`.");
  return fail(`${rel} declares no style list.`, "Give a style file (one with `name:` and `language:`) or a directory holding some.");
}
function noListNamed(name, desired) {
  const near = typoSuggestions(name, desired.map((l) => l.name));
  const mean = near.length > 0 ? `Did you mean ${near.map((n) => JSON.stringify(n)).join(" or ")}? ` : "";
  return new StylesyncError(
    `No style file declares a list named ${JSON.stringify(name)}.`,
    `${mean}--list matches the \`name:\` of a style file exactly (case-sensitive); a live list no file manages is brought in with \`stylesync import\`.`,
    { code: "subset-invalid" }
  );
}
function usesFile(list, file) {
  const origins = [list.origin, list.languageOrigin, ...Object.values(list.ruleOrigins), ...list.examples.map((e) => e.origin)];
  return origins.some((o) => o?.file === file) || list.custom_instructions.some((i) => i.file === file);
}
function statKind(abs) {
  try {
    return statSync(abs).isDirectory() ? "dir" : "file";
  } catch {
    return "missing";
  }
}
function unique(items) {
  return [...new Set(items)].sort();
}

// src/catalog/samples.ts
import { createHash as createHash2 } from "node:crypto";
function sampleKey(list, example) {
  return digest([list, example.text, example.source_language ?? null, example.target_language ?? null, example.context ?? null]);
}
function sampleHasher(glossaries) {
  const byName = new Map(glossaries.filter((g) => g.state === "present").map((g) => [g.name, g]));
  const memo = /* @__PURE__ */ new Map();
  const dictionaries = (name, target) => {
    const id = JSON.stringify([name, target]);
    let hash = memo.get(id);
    if (hash === void 0) {
      const glossary = byName.get(name);
      const parts = (glossary?.dictionaries ?? []).filter((d) => d.target_lang.toLowerCase() === target).map((d) => [d.source_lang.toLowerCase(), [...d.entries].sort(([a], [b]) => codeUnitOrder(a, b))]);
      hash = digest(glossary === void 0 ? ["live only", name] : parts);
      memo.set(id, hash);
    }
    return hash;
  };
  return (list, example) => {
    const target = (example.target_language ?? list.language).split("-")[0]?.toLowerCase() ?? "";
    return digest([
      list.language,
      canonicalRules(list.configured_rules),
      list.custom_instructions.map((i) => [i.label, i.prompt, i.source_language ?? null]),
      [example.text, example.source_language ?? null, example.target_language ?? null, example.context ?? null],
      (list.glossaries ?? []).map((g) => [g.name, dictionaries(g.name, target)])
    ]);
  };
}
function digest(value) {
  return createHash2("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 32);
}

// src/checks/samples.ts
function samplesOf(report, desired, glossaries, now, options = {}) {
  const hash = sampleHasher(glossaries);
  const inFiles = new Set(glossaries.map((g) => g.name));
  const unsure = (list) => options.partial === true && (list.glossaries ?? []).some((g) => inFiles.has(g.name));
  const byFile = new Map(desired.map((l) => [l.file, l]));
  const fresh = [];
  const dropped = [];
  for (const check of report.lists) {
    const list = byFile.get(check.file);
    if (list === void 0 || unsure(list)) continue;
    for (const result of check.examples) {
      const example = list.examples.find((e) => e.path === result.path && e.text === result.text);
      if (example === void 0) continue;
      const key = sampleKey(list.name, example);
      if (result.status === "error" && result.error?.includes(STOPPED) === true) continue;
      if (result.status !== "passed" || result.after === void 0) {
        dropped.push(key);
        continue;
      }
      fresh.push({
        key,
        list: list.name,
        file: list.file,
        text: example.text,
        target_language: result.target_language,
        glossaries: (list.glossaries ?? []).map((g) => g.name),
        content_hash: hash(list, example),
        translation: result.after,
        recorded_at: now.toISOString()
      });
    }
  }
  return { fresh, dropped };
}

// src/app/sample-file.ts
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { mkdir, open } from "node:fs/promises";
import path2 from "node:path";
var SAMPLE_FILE = path2.join(".stylesync", "translations.json");
var MAX_SAMPLE_BYTES = 4 * 1024 * 1024;
async function readSamples(root) {
  const file = path2.join(root, SAMPLE_FILE);
  const dir = await entryKind(path2.dirname(file));
  if (dir === "missing") return { samples: [] };
  if (dir !== "dir") return { samples: [], problem: `${SAMPLE_FILE} was not read: .stylesync is not a directory of its own (a link or a file)` };
  const kind = await entryKind(file);
  if (kind === "missing") return { samples: [] };
  if (kind !== "file") return { samples: [], problem: `${SAMPLE_FILE} was not read: it is not a regular file (a link or a pipe)` };
  if (await trackedByGit(root, SAMPLE_FILE)) {
    return { samples: [], problem: `${SAMPLE_FILE} was not read: it is committed to git, and a committed record cannot show that the service translated it (anyone can write one into a pull request); remove it from git (git rm --cached ${SAMPLE_FILE})` };
  }
  let text;
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const { size } = await handle.stat();
    if (size > MAX_SAMPLE_BYTES) return { samples: [], problem: `${SAMPLE_FILE} was not read: it is larger than ${MAX_SAMPLE_BYTES} bytes` };
    text = await handle.readFile("utf8");
  } finally {
    await handle.close();
  }
  const samples = parseRecord(text);
  return samples === void 0 ? { samples: [], problem: `${SAMPLE_FILE} was not read: it is not a record stylesync wrote` } : { samples };
}
function parseRecord(text) {
  let record;
  try {
    record = JSON.parse(text);
  } catch {
    return void 0;
  }
  if (!isObject(record) || record.format !== 1 || !Array.isArray(record.samples)) return void 0;
  const strings = ["key", "list", "file", "text", "target_language", "content_hash", "translation", "recorded_at"];
  return record.samples.filter(
    (s) => isObject(s) && strings.every((k) => typeof s[k] === "string") && Array.isArray(s.glossaries) && s.glossaries.every((g) => typeof g === "string")
  );
}
async function writeSamples(root, outcome, secrets) {
  const file = path2.join(root, SAMPLE_FILE);
  try {
    const dir = await entryKind(path2.dirname(file));
    if (dir !== "dir" && dir !== "missing") return `The sample translations were not recorded: .stylesync is not a directory of its own (a link or a file).`;
    await mkdir(path2.dirname(file), { recursive: true });
    const gone = /* @__PURE__ */ new Set([...outcome.dropped, ...outcome.fresh.map((s) => s.key)]);
    const kept2 = (await readSamples(root)).samples.filter((s) => !gone.has(s.key));
    const record = { format: 1, written_by: "stylesync plan --check-translations", samples: bounded([...outcome.fresh, ...kept2]) };
    await writeFileAtomically(file, `${JSON.stringify(record, null, 1)}
`, secrets, "the sample record");
    return void 0;
  } catch (error) {
    const hint = error instanceof StylesyncError ? ` ${error.hint}` : "";
    return `The sample translations were not recorded in ${SAMPLE_FILE}: ${error.message}${hint}`;
  }
}
function bounded(samples) {
  let bytes = 100;
  const out = [];
  for (const sample of samples) {
    bytes += Buffer.byteLength(JSON.stringify(sample)) + 4;
    if (bytes > MAX_SAMPLE_BYTES) break;
    out.push(sample);
  }
  return out;
}
function trackedByGit(root, file) {
  return new Promise((resolve) => {
    execFile("git", ["ls-files", "--error-unmatch", "--", file], { cwd: root, timeout: 1e4 }, (error) => resolve(error === null));
  });
}

// src/app/plan-project.ts
async function planProject(session, options) {
  const desired = subsetOf(session, options.planning)?.lists ?? session.result.lists;
  const checkOptions = {
    ...options.checks,
    baseUrl: session.target.baseUrl,
    env: options.env,
    secrets: session.secrets,
    reportingTag: session.target.reportingTag ?? DEFAULT_REPORTING_TAG
  };
  try {
    refuseOverBudget(desired, checkOptions, options.planning.subset === void 0 ? session.result.glossaries : void 0);
  } catch (error) {
    session.firstRead?.abandon();
    throw error;
  }
  const [{ plan, live, glossaries }, languages] = await Promise.all([
    planGuarded(session, desired, planFlags(session, { readConcurrency: options.checks.concurrency, ...options.planning })),
    languageChecks(desired, session.api, checkOptions, options.planning.subset === void 0 ? session.result.glossaries : void 0)
  ]);
  const named = await glossaryNameChecks(session, desired, glossaries, checkOptions.checkTranslations);
  languages.report.diagnostics.push(...named.diagnostics);
  const glossaryChecks = checkGlossaryInputs(session.result.glossaries, plan, named.live);
  for (const text of languages.notes) options.onEvent?.({ kind: "note", text });
  const previews = new PreviewsOnService();
  const lastWords = () => {
    const left = previews.farewell();
    if (left !== void 0) options.onEvent?.({ kind: "previews-left", left });
  };
  const { checks, failure } = checkOptions.checkTranslations ? await interruptible(
    options.onInterrupt,
    () => options.onEvent?.({ kind: "stopping", what: "translations" }),
    (stopped) => planChecks(desired, plan, live, session.preview?.api ?? session.api, languages, {
      ...checkOptions,
      stopped,
      previews,
      ...glossaryChecks ? { glossaries: glossaryChecks } : {},
      // With a preview service the copies are written there; the live state is still read with the target's (read-only) key.
      ...session.preview === void 0 ? {} : { previewService: { source: session.api, keyName: session.preview.target.names.key } }
    }),
    lastWords
  ) : await planChecks(desired, plan, live, session.api, languages, checkOptions);
  await recordSamples(session, desired, checks, { partial: options.planning.subset !== void 0, ...options.onEvent === void 0 ? {} : { onEvent: options.onEvent } });
  if (checkOptions.checkTranslations && options.planning.subset === void 0) checks.coverage = validateCoverage(desired, session.result.glossaries).totals;
  return { plan, live, checks, ...glossaries === void 0 ? {} : { glossaries }, ...failure === void 0 ? {} : { failure } };
}
async function recordSamples(session, desired, checks, options) {
  const report = checks.translations;
  if (report === void 0 || report.refused !== void 0 || report.lists.length === 0) return;
  const samples = samplesOf(report, desired, session.result.glossaries, /* @__PURE__ */ new Date(), { partial: options.partial });
  if (samples.fresh.length === 0 && samples.dropped.length === 0) return;
  const problem = await writeSamples(session.config.root, samples, session.secrets);
  if (problem !== void 0) options.onEvent?.({ kind: "note", text: problem });
}
async function glossaryNameChecks(session, desired, read, translating) {
  const files = session.result.glossaries;
  const inFiles = new Set(files.map((g) => g.name));
  const named = desired.filter((l) => l.state === "present" && (l.glossaries ?? []).length > 0);
  if (named.length === 0) return read === void 0 ? { diagnostics: [] } : { diagnostics: [], live: read };
  const elsewhere = named.some((l) => (l.glossaries ?? []).some((ref) => !inFiles.has(ref.name)));
  const live = read ?? (elsewhere || translating ? (await session.api.listGlossaries()).value : void 0);
  return { diagnostics: checkGlossaryRefs(named, files, live ?? []), ...live === void 0 ? {} : { live } };
}
async function planLive(session, planning) {
  const { plan, live, glossaries } = await planGuarded(session, session.result.lists, planFlags(session, planning));
  return { plan, live, ...glossaries === void 0 ? {} : { glossaries } };
}
async function planGuarded(session, desired, flags) {
  const planned = await planAgainstLive(desired, session.config, session.api, withFirstRead(session, flags));
  return { ...planned, plan: withProtection(planned.plan, session) };
}
function withFirstRead(session, flags) {
  const firstRead = session.firstRead?.take();
  return firstRead === void 0 ? flags : { ...flags, firstRead };
}
function planFlags(session, planning) {
  return {
    prune: planning.prune,
    allowReplace: planning.allowReplace,
    ...planning.allowDeletes === void 0 ? {} : { allowDeletes: planning.allowDeletes },
    target: session.target.name,
    appliesTo: appliesTo(session),
    ...planning.readConcurrency === void 0 ? {} : { readConcurrency: planning.readConcurrency },
    ...planning.subset === void 0 ? {} : { subset: subsetOf(session, planning) },
    // A partial plan (`plan PATH… --list NAME`) selects lists only: glossaries are planned by whole plans.
    ...glossariesOf(session, planning)
  };
}
function glossariesOf(session, planning) {
  const glossaries = planning.subset === void 0 ? managedGlossaries(session.result) : void 0;
  return glossaries === void 0 ? {} : { glossaries };
}
function subsetOf(session, planning) {
  return planning.subset === void 0 ? void 0 : selectSubset(session.config, session.result.lists, planning.subset);
}

// src/app/project-at-ref.ts
import { tmpdir } from "node:os";

// src/app/ref-files.ts
import { createHash as createHash3 } from "node:crypto";
import { lstat, mkdir as mkdir3, mkdtemp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";

// src/app/fresh-tree.ts
import { mkdir as mkdir2, open as open2, symlink, writeFile } from "node:fs/promises";
import path3 from "node:path";
var TreeClash = class extends Error {
  constructor(entry, cause) {
    super(`cannot write ${entry}`, { cause });
    this.entry = entry;
  }
  entry;
};
function freshTree(root) {
  const made = /* @__PURE__ */ new Set();
  const place = async (rel) => {
    const file = path3.join(root, ...rel.split("/"));
    const within = path3.relative(root, file);
    if (within === "" || within.startsWith("..") || path3.isAbsolute(within)) throw new TreeClash(rel, new Error("outside the directory"));
    let dir = root;
    for (const part of rel.split("/").slice(0, -1)) {
      dir = path3.join(dir, part);
      if (made.has(dir)) continue;
      await mkdir2(dir);
      made.add(dir);
    }
    return file;
  };
  const guard = async (rel, write) => {
    try {
      await write(await place(rel));
    } catch (error) {
      const code = error.code;
      if (error instanceof TreeClash || code === "EEXIST" || code === "ENOTDIR" || code === "ELOOP" || code === "EISDIR") throw new TreeClash(rel, error);
      throw error;
    }
  };
  return {
    file: (rel, bytes) => guard(rel, (file) => writeFile(file, bytes, { flag: "wx" })),
    /** An empty file of `size` bytes (sparse), or one past `fallback` when the file system cannot hold that many. */
    sized: (rel, size, fallback) => guard(rel, async (file) => {
      const handle = await open2(file, "wx");
      try {
        await handle.truncate(size).catch(() => handle.truncate(fallback + 1));
      } finally {
        await handle.close();
      }
    }),
    link: (rel, target) => guard(rel, (file) => symlink(target, file))
  };
}

// src/app/git.ts
import { spawn } from "node:child_process";
var GIT_TIMEOUT_MS = 5 * 6e4;
function git(args, options) {
  const timeoutMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
  const maxBuffer = options.maxBuffer ?? 16 * 2 ** 20;
  return new Promise((resolve, reject) => {
    const child = spawn("git", [...args], { cwd: options.cwd, detached: true, stdio: ["pipe", "pipe", "pipe"] });
    const out = [];
    let size = 0;
    let stderr = "";
    let failure;
    const stop = (error) => {
      failure ??= error;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
      }
    };
    const timer = setTimeout(() => stop(gitTimeout(args, timeoutMs)), timeoutMs);
    child.stdout.on("data", (d) => {
      size += d.length;
      if (size > maxBuffer) return stop(Object.assign(new Error(`git ${args[0] ?? ""} printed more than ${maxBuffer} bytes`), { code: "ERR_CHILD_PROCESS_STDIO_MAXBUFFER" }));
      out.push(d);
    });
    child.stderr.on("data", (d) => stderr = (stderr + d.toString("utf8")).slice(-4096));
    let exitCode;
    const finish = () => {
      clearTimeout(timer);
      if (failure !== void 0) reject(failure);
      else if (exitCode !== 0) reject(Object.assign(new Error(`git ${args[0] ?? ""} exited with ${exitCode}: ${stderr.trim()}`), { stderr }));
      else resolve(Buffer.concat(out));
    };
    child.on("error", (error) => {
      failure ??= error;
      finish();
    });
    child.on("exit", (code) => {
      exitCode = code;
      if (child.stdout.readableEnded) finish();
    });
    child.stdout.on("end", () => {
      if (exitCode !== void 0) finish();
    });
    child.stdin.on("error", () => {
    });
    child.stdin.end(options.input ?? "");
  });
}
function gitTimeout(args, timeoutMs) {
  return new StylesyncError(
    `git ${args[0] ?? ""} did not finish within ${timeoutMs / 1e3} s, the most stylesync waits for one git command, so it was stopped.`,
    "A partial clone fetches missing objects from its remote when they are read: fetch the commit with its files first (actions/checkout: fetch-depth: 0 and no filter), and check that no git lock or hook is waiting.",
    { code: "git-timeout" }
  );
}

// src/app/git-blobs.ts
var BATCH_BYTES = 64 * 1024 * 1024;
async function readBlobs(cwd, blobs, each, batchBytes = BATCH_BYTES) {
  let start = 0;
  while (start < blobs.length) {
    let end = start + 1;
    let bytes = blobs[start].size;
    while (end < blobs.length && bytes + blobs[end].size <= batchBytes) bytes += blobs[end++].size;
    const batch = blobs.slice(start, end);
    const contents = await catFileBatch(cwd, batch.map((b) => b.oid), Math.max(bytes, batchBytes)).catch((error) => {
      throw error instanceof MissingObject ? missing(batch[error.index]) : error;
    });
    for (const [i, blob] of batch.entries()) await each(blob, contents[i]);
    start = end;
  }
}
async function catFileBatch(cwd, oids, batchBytes) {
  const out = await git(["cat-file", "--batch"], { cwd, input: oids.map((oid) => `${oid}
`).join(""), maxBuffer: batchBytes + oids.length * 100 });
  return parseBatch(out, oids.length);
}
function parseBatch(out, count) {
  const blobs = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const eol = out.indexOf(10, at);
    const header = out.toString("utf8", at, eol < 0 ? out.length : eol).split(" ");
    const size = Number(header[2]);
    if (header[1] === "missing") throw new MissingObject(i);
    if (eol < 0 || header[1] !== "blob" || !Number.isSafeInteger(size)) throw new Error(`git cat-file --batch answered ${JSON.stringify(header.join(" "))}`);
    blobs.push(out.subarray(eol + 1, eol + 1 + size));
    at = eol + 1 + size + 1;
  }
  return blobs;
}
var MissingObject = class extends Error {
  constructor(index) {
    super("missing object");
    this.index = index;
  }
  index;
};
function missing(blob) {
  return new StylesyncError(
    `The commit's file ${JSON.stringify(boundedText(blob.path, 200))} (object ${blob.oid}) is not in this clone, so the commit's files cannot be read.`,
    "A shallow or partial clone may leave objects out: fetch the commit with its files (actions/checkout: fetch-depth: 0), or run `git fetch --refetch`.",
    { code: "git-object-missing" }
  );
}

// src/app/tree-listing.ts
function treeListing(listing) {
  const types = /* @__PURE__ */ new Map();
  const blobs = [];
  for (const entry of listing.split("\0")) {
    if (entry === "") continue;
    const tab = entry.indexOf("	");
    const [mode, type, oid, size] = entry.slice(0, Math.max(tab, 0)).split(/ +/);
    const path4 = entry.slice(tab + 1);
    if (tab < 0 || oid === void 0 || size === void 0 || !["blob", "tree", "commit"].includes(type ?? "")) return refused("an entry git cannot check out", entry);
    if (!checkoutPath(path4)) return refused("a path no checkout can have", path4);
    if (types.has(path4)) return refused("two entries named", path4);
    types.set(path4, type);
    if (type === "blob") blobs.push({ path: path4, oid, size: Number(size), ...mode === "120000" ? { link: true } : {} });
  }
  for (const path4 of types.keys()) {
    const parts = path4.split("/");
    for (let i = 1; i < parts.length; i++) {
      const on = parts.slice(0, i).join("/");
      if (types.has(on) && types.get(on) !== "tree") return refused("an entry inside a file or link", path4);
    }
  }
  return { ok: true, blobs };
}
function refused(what, entry) {
  return { ok: false, why: `${what} ${JSON.stringify(boundedText(entry, 120))}` };
}
function checkoutPath(path4) {
  return path4.split("/").every((part) => part !== "" && part !== "." && part !== ".." && part.toLowerCase() !== ".git" && !part.includes("\\"));
}

// src/app/ref-files.ts
var MAX_READ_BYTES = MAX_ENTRIES_FILE_BYTES;
var MAX_LISTING_BYTES = 256 * 1024 * 1024;
var MAX_REF_FILES = 5e4;
var MAX_REF_BYTES = 2 ** 30;
async function refFiles(cwd, sha, tempRoot, words = actionWords(sha)) {
  if (sha.startsWith("-") || sha.includes("\0")) return { ok: false, reason: `${words.name} is not a commit name.` };
  const git2 = (args) => git(args, { cwd, maxBuffer: MAX_LISTING_BYTES });
  let prefix;
  try {
    prefix = (await git2(["rev-parse", "--show-prefix"])).toString("utf8").trim();
  } catch (error) {
    if (error instanceof StylesyncError) throw error;
    return { ok: false, reason: `${words.name} cannot be read: the working directory is not a git checkout.` };
  }
  try {
    await git2(["cat-file", "-e", `${sha}^{commit}`]);
  } catch (error) {
    if (error instanceof StylesyncError) throw error;
    return { ok: false, reason: `${words.name} is not in this checkout. ${words.fetch}` };
  }
  const listed = await commitBlobs(git2, sha, words.name);
  if (!listed.ok) return listed;
  const blobs = listed.blobs.filter((b) => b.path.startsWith(prefix) && /\.(ya?ml|tsv|csv|tbx)$/i.test(b.path));
  const readable = blobs.filter((b) => b.size <= MAX_READ_BYTES);
  const tooMany = blobs.length > MAX_REF_FILES ? `${MAX_REF_FILES.toLocaleString("en")} YAML, TSV, CSV and TBX files` : readable.reduce((sum, b) => sum + b.size, 0) > MAX_REF_BYTES ? `${MAX_REF_BYTES / 2 ** 30} GiB of YAML, TSV, CSV and TBX files` : void 0;
  if (tooMany !== void 0) return { ok: false, reason: `${words.name} holds more than ${tooMany}, more than stylesync reads of a commit, so none of its files were read.` };
  await mkdir3(tempRoot, { recursive: true });
  const root = await mkdtemp(join(tempRoot, "base-"));
  try {
    await writeBlobs(cwd, git2, root, blobs);
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    if (!(error instanceof TreeClash)) throw error;
    return { ok: false, reason: `${words.name} holds two entries this file system cannot keep apart (${JSON.stringify(boundedText(error.entry, 120))}: names that differ only in case?), so none of its files were read.` };
  }
  const baseCwd = join(root, prefix);
  await mkdir3(baseCwd, { recursive: true });
  return { ok: true, cwd: baseCwd, remove: () => rm(root, { recursive: true, force: true }) };
}
async function commitBlobs(git2, sha, name) {
  let listing;
  try {
    listing = (await git2(["ls-tree", "-r", "-t", "-z", "-l", "--full-tree", sha])).toString("utf8");
  } catch (error) {
    if (error.code !== "ERR_CHILD_PROCESS_STDIO_MAXBUFFER") throw error;
    return { ok: false, reason: `${name} lists more than ${MAX_LISTING_BYTES / 2 ** 20} MiB of files, more than stylesync reads of a commit, so none of its files were read.` };
  }
  const listed = treeListing(listing);
  return listed.ok ? listed : { ok: false, reason: `${name} holds ${listed.why}, so none of its files were read. Give a commit git can check out.` };
}
async function writeBlobs(cwd, git2, root, blobs) {
  const tree = freshTree(root);
  for (const blob of blobs.filter((b) => b.size > MAX_READ_BYTES)) await tree.sized(blob.path, blob.size, MAX_READ_BYTES);
  const lfsStore = await git2(["rev-parse", "--path-format=absolute", "--git-common-dir"]).then(
    (out) => join(out.toString("utf8").trim(), "lfs", "objects"),
    (error) => {
      if (error instanceof StylesyncError) throw error;
      return void 0;
    }
  );
  await readBlobs(cwd, blobs.filter((b) => b.size <= MAX_READ_BYTES), async (blob, bytes) => {
    if (blob.link) return bytes.includes(0) ? void 0 : tree.link(blob.path, bytes.toString("utf8"));
    return tree.file(blob.path, (lfsStore === void 0 ? void 0 : await lfsContent(lfsStore, bytes)) ?? bytes);
  });
}
async function lfsContent(store, bytes) {
  if (bytes.length > 1024) return void 0;
  const text = bytes.toString("utf8");
  if (!LFS_POINTER.test(text)) return void 0;
  const oid = /^oid sha256:([0-9a-f]{64})$/m.exec(text)?.[1];
  const size = Number(/^size (\d+)$/m.exec(text)?.[1]);
  if (oid === void 0 || !Number.isSafeInteger(size) || size > MAX_READ_BYTES) return void 0;
  const file = join(store, oid.slice(0, 2), oid.slice(2, 4), oid);
  try {
    const stat = await lstat(file);
    if (!stat.isFile() || stat.size !== size) return void 0;
    const content = await readFile(file);
    return createHash3("sha256").update(content).digest("hex") === oid ? content : void 0;
  } catch {
    return void 0;
  }
}
function actionWords(sha) {
  return { name: `the base commit ${/^[0-9a-f]{40,64}$/.test(sha) ? sha.slice(0, 12) : JSON.stringify(boundedText(sha))}`, fetch: "Check it out with actions/checkout and fetch-depth: 0 so it is." };
}

// src/app/project-at-ref.ts
async function projectAtRef(options, ref, unshown) {
  const shown = boundedText(ref);
  const files = await refFiles(options.cwd, ref, tmpdir(), { name: `--since ${shown}`, fetch: "Name a commit, branch or tag this clone has (git fetch it first), e.g. --since main." });
  if (!files.ok) throw new StylesyncError(`Cannot read the files: ${files.reason}`, "Give --since a commit, branch or tag of this repository.", { code: "invalid-flag" });
  try {
    const { config, result } = await loadProject(projectOptions({ ...options, cwd: files.cwd }));
    if (!result.ok) {
      const [first] = result.errors;
      throw new StylesyncError(
        `The files at ${shown} have errors (${result.errors.length}; the first: ${first.file}:${first.line}:${first.col}: ${first.message} [${first.code}]), so what changed since cannot be shown; ${unshown}.`,
        `Give --since a commit whose files were valid, or leave --since out. For that error: ${first.hint}`,
        { code: "invalid-flag" }
      );
    }
    return { config, result };
  } finally {
    await files.remove();
  }
}

// src/report/guide-anchors.ts
import { createHash as createHash4 } from "node:crypto";
var guideAnchors = {
  /** The page's file stem of a language (`de`, `en-us`). */
  page: (language) => anchorSlug(language.toLowerCase()) || "language",
  list: (list) => flat(anchorSlug(list), "-", shortHash(list)),
  rule: (list, group, rule) => flat(guideAnchors.list(list), guideAnchors.ruleSuffix(group, rule)),
  instruction: (list, label) => flat(guideAnchors.list(list), guideAnchors.instructionSuffix(label)),
  /**
   * What a rule's and an instruction's anchors add to their list's: the model
   * hashes a list's name once, not once per instruction, and a label once
   * however many lists write it (issue #31: 200,000 hashes at 1,000 lists of 100).
   */
  ruleSuffix: (group, rule) => flat("--", anchorSlug(`${group}-${rule}`)),
  instructionSuffix: (label) => flat("--instruction-", anchorSlug(label), "-", shortHash(label)),
  dictionary: (glossary, sourceLang, targetLang) => flat(anchorSlug(glossary), "-", shortHash(glossary), "--", anchorSlug(`${sourceLang}-${targetLang}`)),
  term: (glossary, sourceLang, targetLang, source) => flat(guideAnchors.dictionary(glossary, sourceLang, targetLang), "--", anchorSlug(source), "-", shortHash(source))
};
function flat(...parts) {
  return parts.join("");
}
function anchorSlug(text) {
  return [...text.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "")].slice(0, 60).join("").replace(/-+$/, "");
}
function shortHash(text) {
  return createHash4("sha256").update(text).digest("hex").slice(0, 6);
}

// src/report/unique-anchors.ts
import { createHash as createHash5 } from "node:crypto";
var FRAME_IDS = ["find", "found"];
var SUFFIX_LENGTHS = [8, 16, 64];
function uniqueAnchors(claims, hash = sha256) {
  const byBase = /* @__PURE__ */ new Map();
  for (const { identity, base } of claims) byBase.set(base, (byBase.get(base) ?? /* @__PURE__ */ new Set()).add(identity));
  const anchors = /* @__PURE__ */ new Map();
  for (const [base, identities] of byBase) {
    const ids = [...identities];
    if (ids.length === 1 && !FRAME_IDS.includes(base)) {
      anchors.set(ids[0], base);
      continue;
    }
    const suffixes = distinguishing(ids, hash);
    ids.forEach((id, i) => anchors.set(id, `${base}_${suffixes[i]}`));
  }
  return anchors;
}
function distinguishing(ids, hash) {
  for (const length of SUFFIX_LENGTHS) {
    const suffixes = ids.map((id) => hash(id).slice(0, length));
    if (new Set(suffixes).size === ids.length) return suffixes;
  }
  return ids.map((id) => Buffer.from(id, "utf8").toString("hex"));
}
function sha256(text) {
  return createHash5("sha256").update(text).digest("hex");
}

// src/report/guide-page-anchors.ts
function guidePageAnchors(language) {
  const seen = /* @__PURE__ */ new Set();
  const shared = new Set(FRAME_IDS);
  eachBase(language, (base) => {
    if (seen.has(base)) shared.add(base);
    else seen.add(base);
  });
  seen.clear();
  const claims = [];
  const identityOf = (identity) => JSON.stringify(identity);
  eachBase(language, (base, ...identity) => {
    if (shared.has(base)) claims.push({ identity: identityOf(identity), base });
  });
  const anchors = uniqueAnchors(claims);
  const at = (base, ...identity) => shared.has(base) ? anchors.get(identityOf(identity)) : base;
  const sections = Object.fromEntries(Object.entries(language.sections).map(([section, base]) => [section, at(base, "section", section)]));
  return {
    ...language,
    sections,
    lists: kept(language.lists, (list) => {
      const anchor = at(list.anchor, "list", list.name);
      const conventions = kept(list.conventions, (g) => {
        const rules = kept(g.rules, (r) => withAnchor(r, at(r.anchor, "rule", list.name, r.group, r.rule)));
        return rules === g.rules ? g : { ...g, rules };
      });
      const instructions = kept(list.instructions, (i) => withAnchor(i, at(i.anchor, "instruction", list.name, i.label)));
      return anchor === list.anchor && conventions === list.conventions && instructions === list.instructions ? list : { ...list, anchor, conventions, instructions };
    }),
    terminology: kept(language.terminology, (d) => {
      const names2 = [d.glossary, d.source_lang, d.target_lang];
      const anchor = at(d.anchor, "dictionary", ...names2);
      const initials = kept(d.initials, (i) => withAnchor(i, at(i.anchor, "initial", ...names2, i.letter)));
      const terms = kept(d.terms, (t) => withAnchor(t, at(t.anchor, "term", ...names2, t.source)));
      return anchor === d.anchor && initials === d.initials && terms === d.terms ? d : { ...d, anchor, initials, terms };
    })
  };
}
function eachBase(language, visit) {
  for (const list of language.lists) {
    visit(list.anchor, "list", list.name);
    for (const g of list.conventions) for (const r of g.rules) visit(r.anchor, "rule", list.name, r.group, r.rule);
    for (const i of list.instructions) visit(i.anchor, "instruction", list.name, i.label);
  }
  for (const d of language.terminology) {
    const names2 = [d.glossary, d.source_lang, d.target_lang];
    visit(d.anchor, "dictionary", ...names2);
    for (const i of d.initials) visit(i.anchor, "initial", ...names2, i.letter);
    for (const t of d.terms) visit(t.anchor, "term", ...names2, t.source);
  }
  for (const [section, base] of Object.entries(language.sections)) visit(base, "section", section);
}
function withAnchor(item, anchor) {
  return anchor === item.anchor ? item : { ...item, anchor };
}
function kept(items, f) {
  let out;
  items.forEach((item, n) => {
    const made = f(item);
    if (out === void 0 && made !== item) out = items.slice(0, n);
    out?.push(made);
  });
  return out ?? items;
}

// src/report/guide-illustration.ts
var DATE = { DD: "31", MM: "12", YYYY: "1999", YY: "99" };
function ruleShape(rule, value, valueWords) {
  if (rule === "date_format" || rule === "dates_in_numerical_form") return dateShape(valueWords);
  if (rule === "time_format") return timeShape(value);
  if (rule === "decimal_separator") return separatorShape(value, "decimal");
  if (rule === "thousands_separator") return separatorShape(value, "thousands");
  if (rule === "currency_format") return currencyShape(value);
  return void 0;
}
function dateShape(words) {
  const found = /^(DD|MM|YYYY|YY)([./-])(DD|MM|YYYY|YY)\2(DD|MM|YYYY|YY)(?![\w])/.exec(words);
  if (found === null) return void 0;
  const [, a, sep, b, c] = found;
  const digits = (token) => token === "YYYY" ? "\\d{4}" : token === "YY" ? "\\d{2}" : "\\d{1,2}";
  const s = escape(sep);
  return {
    illustration: [a, b, c].map((t) => DATE[t]).join(sep),
    pattern: new RegExp(`(?<!\\d)${digits(a)}${s}${digits(b)}${s}${digits(c)}(?!\\d)`, "u")
  };
}
function timeShape(value) {
  if (value.startsWith("use_24_hour_clock")) {
    const sep = value.includes("period_as_separator") ? "." : ":";
    return { illustration: `23${sep}59`, pattern: new RegExp(`(?<!\\d)([01]?\\d|2[0-3])${escape(sep)}[0-5]\\d(?!\\d)`, "u") };
  }
  const marker = /^use_12_hour_clock_and_(uppercase|lowercase)_am_or_pm_(with|without)_periods/.exec(value);
  if (marker === null) return void 0;
  const pm = marker[2] === "with" ? "p.m." : "pm";
  const text = marker[1] === "uppercase" ? pm.toUpperCase() : pm;
  return { illustration: `11:59 ${text}`, pattern: new RegExp(`(?<!\\d)(1[0-2]|0?\\d):[0-5]\\d\\s?${escape(text)}`, "u") };
}
var SEPARATORS = [
  [/^use_comma/, ","],
  [/^use_period/, "."],
  [/^use_straight_apostrophe/, "'"],
  [/^use_space/, " "],
  [/^do_not_use/, ""]
];
function separatorShape(value, kind) {
  const sep = SEPARATORS.find(([test]) => test.test(value))?.[1];
  if (sep === void 0 || kind === "decimal" && sep === "") return void 0;
  if (kind === "decimal") return { illustration: `3${sep}14`, pattern: new RegExp(`(?<![\\d.,])\\d+${escape(sep)}\\d+(?![\\d.,])`, "u") };
  const between = sep === " " ? "[ \\u00a0\\u202f]" : escape(sep);
  return {
    illustration: sep === "" ? "1234567" : ["1", "234", "567"].join(sep),
    pattern: sep === "" ? /(?<![\d.,' ])\d{5,}(?![\d.,'])/u : new RegExp(`(?<!\\d)\\d{1,3}(?:${between}\\d{3})+(?!\\d)`, "u")
  };
}
function currencyShape(value) {
  const shapes = [
    [/^use_amount_followed_by_space_then_currency_symbol/, "12 \xA4"],
    [/^use_amount_followed_by_currency_symbol_without_space/, "12\xA4"],
    [/^use_currency_symbol_followed_by_space_then_amount/, "\xA4 12"],
    [/^use_currency_symbol_followed_by_amount_without_space/, "\xA412"],
    [/^use_amount_followed_by_space_then_iso_code/, "12 XXX"],
    [/^use_iso_code_followed_by_space_then_amount/, "XXX 12"]
  ];
  const illustration = shapes.find(([test]) => test.test(value))?.[1];
  if (illustration === void 0) return void 0;
  const parts = { "1": "(?:\\d[\\d.,\\u00a0\\u202f ]*\\d|\\d)", "2": "", "\xA4": "\\p{Sc}", X: "", " ": "[ \\u00a0\\u202f]" };
  const source = [...illustration.replace("XXX", "X")].map((c) => c === "X" ? "[A-Z]{3}" : parts[c]).join("");
  return { illustration, pattern: new RegExp(source, "u") };
}
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/report/guide-model.ts
function guideModel(lists, glossaries, about, samples = []) {
  const sampleOf = sampleMatcher(glossaries, samples);
  const shared = sharedText();
  const instructionSuffix = remembered(guideAnchors.instructionSuffix);
  const byLanguage = /* @__PURE__ */ new Map();
  for (const list of lists) {
    if (list.state !== "present") continue;
    const language = list.language.toLowerCase();
    const written = byLanguage.get(language);
    if (written === void 0) byLanguage.set(language, [list]);
    else written.push(list);
  }
  const glossaryByName = new Map(glossaries.filter((g) => g.state === "present").map((g) => [g.name, g]));
  const languages = [...byLanguage].sort(([a], [b]) => codeUnitOrder(a, b));
  return {
    ...about === void 0 ? {} : { about },
    // Each page's anchors made unique together (guide-page-anchors.ts): a dictionary shows on several pages, and a page is the scope of an id.
    languages: languages.map(
      ([language, written]) => guidePageAnchors({
        language,
        title: languageTitle(language),
        page: guideAnchors.page(language),
        lists: [...written].sort((a, b) => compareText(a.name, b.name)).map((list) => guideList(list, sampleOf, shared, instructionSuffix)),
        terminology: terminology(language, written, glossaryByName),
        sections: sectionAnchors()
      })
    )
  };
}
function sampleMatcher(glossaries, samples) {
  const byKey = /* @__PURE__ */ new Map();
  for (const sample of samples) {
    const known = byKey.get(sample.key);
    if (known === void 0 || known.recorded_at < sample.recorded_at) byKey.set(sample.key, sample);
  }
  const hash = sampleHasher(glossaries);
  return (list, example) => {
    const glossaryNames = (list.glossaries ?? []).map((g) => g.name);
    const sample = byKey.get(sampleKey(list.name, example));
    if (sample === void 0) return { text: example.text, status: "none", target_language: example.target_language ?? list.language, glossaries: glossaryNames };
    const status = sample.content_hash === hash(list, example) ? "current" : "stale";
    return { text: example.text, status, target_language: sample.target_language, translation: sample.translation, glossaries: sample.glossaries, recorded_at: sample.recorded_at };
  };
}
function sectionAnchors() {
  return Object.fromEntries(GUIDE_SECTIONS.map((s) => [s.id, `section-${s.id}`]));
}
function guideList(list, sampleOf, shared, instructionSuffix) {
  const anchor = guideAnchors.list(list.name);
  const samples = list.examples.map((example) => sampleOf(list, example));
  const translations = samples.flatMap((s) => s.status === "current" && s.translation !== void 0 ? [s.translation] : []);
  const conventions = Object.keys(list.configured_rules).sort().map((group) => ({
    group,
    title: groupInWords(group),
    rules: Object.entries(list.configured_rules[group] ?? {}).sort(([a], [b]) => codeUnitOrder(a, b)).map(([rule, value]) => {
      const valueWords = valueInWords(rule, value);
      const example = ruleExample(rule, value, valueWords, translations);
      return { group, rule, value, words: ruleInWords(rule), valueWords, anchor: [anchor, guideAnchors.ruleSuffix(group, rule)].join(""), section: sectionOfRule(group, rule), ...example === void 0 ? {} : { example } };
    })
  })).filter((g) => g.rules.length > 0);
  return {
    name: list.name,
    file: list.file,
    anchor,
    conventions,
    instructions: list.custom_instructions.map((i) => {
      const advice = instructionAdvice(i.prompt, list.language).map((a) => a.advice);
      return {
        label: shared(i.label),
        prompt: i.prompt,
        ...i.source_language === void 0 ? {} : { source_language: shared(i.source_language) },
        // Joined, not `+`: a model of 100,000 anchors keeps no tree of parts (guide-anchors.ts flat).
        anchor: [anchor, instructionSuffix(i.label)].join(""),
        ...advice.length > 0 ? { advice } : {},
        section: sectionOfInstruction(i.section)
      };
    }),
    glossaries: (list.glossaries ?? []).map((g) => g.name),
    ...list.guide === void 0 ? {} : { about: list.guide },
    ...list.note === void 0 ? {} : { note: list.note },
    samples
  };
}
function ruleExample(rule, value, valueWords, translations) {
  const shape = ruleShape(rule, value, valueWords);
  if (shape === void 0) return void 0;
  for (const translation of translations) {
    const found = shape.pattern.exec(translation);
    if (found !== null) return { text: found[0], from: "sample" };
  }
  return { text: shape.illustration, from: "illustration" };
}
function terminology(language, lists, glossaries) {
  const base = language.split("-")[0];
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const name of lists.flatMap((l) => (l.glossaries ?? []).map((g) => g.name))) {
    const glossary = glossaries.get(name);
    if (!glossary || seen.has(name)) continue;
    seen.add(name);
    for (const d of glossary.dictionaries) {
      if (d.target_lang.toLowerCase() !== base) continue;
      const prefix = guideAnchors.dictionary(glossary.name, d.source_lang, d.target_lang);
      const terms = [...d.entries].sort(([a], [b]) => compareText(a, b)).map(([source, target]) => ({ source, target, anchor: guideAnchors.term(glossary.name, d.source_lang, d.target_lang, source), ...termNotes(d.notes?.get(source)) }));
      out.push({ glossary: glossary.name, file: glossary.file, source_lang: d.source_lang.toLowerCase(), target_lang: d.target_lang.toLowerCase(), anchor: prefix, ...glossary.note === void 0 ? {} : { note: glossary.note }, terms, initials: initialsOf(terms, prefix) });
    }
  }
  return out.sort((a, b) => compareText(a.glossary, b.glossary) || compareText(a.source_lang, b.source_lang));
}
var MAX_INITIALS = 40;
function initialsOf(terms, prefix) {
  const all = [];
  const seen = /* @__PURE__ */ new Set();
  terms.forEach((term, first) => {
    const letter = initialOf(term.source);
    if (seen.has(letter)) return;
    seen.add(letter);
    all.push({ letter, first, anchor: `${prefix}--initial-${anchorSlug(letter) || "other"}` });
  });
  const step = Math.ceil(all.length / MAX_INITIALS);
  return step <= 1 ? all : all.filter((_, i) => i % step === 0);
}
function initialOf(term) {
  const first = [...term.normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "").trimStart()][0] ?? "";
  return new RegExp("\\p{L}", "u").test(first) ? first.toUpperCase() : "#";
}
function termNotes(notes) {
  if (notes === void 0) return {};
  return {
    ...notes.admitted !== void 0 && notes.admitted.length > 0 ? { admitted: notes.admitted } : {},
    ...notes.forbidden !== void 0 && notes.forbidden.length > 0 ? { forbidden: notes.forbidden } : {},
    ...notes.definition ? { definition: notes.definition } : {},
    ...notes.note ? { note: notes.note } : {},
    ...notes.translate === false ? { doNotTranslate: true } : {}
  };
}
function sharedText() {
  const known = /* @__PURE__ */ new Map();
  return (text) => {
    const held = known.get(text);
    if (held !== void 0) return held;
    known.set(text, text);
    return text;
  };
}
function remembered(make) {
  const known = /* @__PURE__ */ new Map();
  return (text) => {
    const held = known.get(text);
    if (held !== void 0) return held;
    const made = make(text);
    known.set(text, made);
    return made;
  };
}
var collator = new Intl.Collator("en", { sensitivity: "variant", numeric: true });
function compareText(a, b) {
  return collator.compare(a, b) || codeUnitOrder(a, b);
}
var names = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
function languageTitle(code) {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export {
  STOPPED,
  DEFAULT_MAX_CHECK_CHARACTERS,
  checkProtected,
  protectionProblems,
  savedChoice,
  readSamples,
  planProject,
  planLive,
  planFlags,
  subsetOf,
  git,
  projectAtRef,
  guideModel
};

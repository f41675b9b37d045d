import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_MAX_CHECK_CHARACTERS,
  checkProtected,
  guideModel,
  planFlags,
  planProject,
  projectAtRef
} from "./chunk-EBFJOC2K.js";
import {
  projectChoice
} from "./chunk-JOKD4RYP.js";
import {
  deeplSyncNote,
  deeplSyncStatus
} from "./chunk-QFDDPL45.js";
import {
  countActions,
  itemProblem,
  managedGlossaries,
  planAgainstLive
} from "./chunk-4U72XLFG.js";
import {
  writeOrExplain
} from "./chunk-S4RQX44Y.js";
import {
  ACTION_MARK,
  ALL_TERMS_NOTE,
  TERMS_SHOWN,
  UNDECIDED,
  adoptedFirst,
  allBlocked,
  allProblems,
  billedText,
  contentInWords,
  count,
  dictionaryWords,
  glossaryChanges,
  glossaryKind,
  heldBack,
  heldBackWords,
  heldInWords,
  heldWords,
  instructionGoneWords,
  isGlossaryLoss,
  isLoss,
  listKind,
  moreTermsWords,
  needsSeparator,
  noteItems,
  openCliSession,
  pairWords,
  parseCount,
  partialLine,
  planHasChanges,
  renameHintText,
  renderChecksText,
  renderText,
  reportDiagnostics,
  ruleCount,
  ruleEntries,
  serviceBlockWords,
  serviceWords,
  showEvent,
  shownTerms,
  summaryLine,
  termCountWords,
  terms,
  wordDiff
} from "./chunk-4JQCAZU7.js";
import {
  ruleInWords,
  valueInWords
} from "./chunk-FU4PBENL.js";
import {
  ERROR_PREFIX
} from "./chunk-M3JBXZHY.js";
import {
  stableJson
} from "./chunk-HK2UHOY2.js";
import {
  renderValidationJson
} from "./chunk-FHXWXBTQ.js";
import {
  addTargetOptions,
  coverageLine,
  formatOrigin
} from "./chunk-FDKXGLEN.js";
import {
  markdownFragment,
  markdownHtml,
  markdownLink,
  markdownMessage,
  markdownText,
  terminalText
} from "./chunk-YU2LL6H5.js";
import {
  diagnosticsOf
} from "./chunk-UG6R5WR7.js";
import {
  pairKey,
  plural
} from "./chunk-WADOF54X.js";
import {
  Command,
  Option
} from "./chunk-X7S5KYRM.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";

// src/cli/plan.ts
import { resolve as resolve2 } from "node:path";

// src/plan/split-section.ts
function splitSection(kind, head, base) {
  const identity = (item) => stableJson(item[kind.idField] === void 0 ? { name: item.name } : { id: item[kind.idField] });
  const part = (section, other, shared) => {
    const others = new Map(other.items.map((i) => [identity(i), i]));
    const items = section.items.flatMap((item) => {
      const paired = others.get(identity(item));
      const narrowed = paired === void 0 ? item : kind.narrow(item, paired, shared);
      return narrowed === void 0 ? [] : [narrowed];
    });
    return { ...section, items, summary: countActions(items, kind.actions), ...kind.extra?.(items) };
  };
  return { own: part(head, base, false), drift: part(base, head, true) };
}

// src/plan/drift.ts
function splitDrift(head, base) {
  const lists = splitSection(listKind, head.lists, base.lists);
  const own = { ...head, lists: lists.own };
  const drift = { ...base, lists: lists.drift };
  if (head.glossaries !== void 0 && base.glossaries !== void 0) {
    ({ own: own.glossaries, drift: drift.glossaries } = splitSection(glossaryKind, head.glossaries, base.glossaries));
  }
  return { own, drift };
}

// src/app/drift-split.ts
async function driftAgainst(base, plan, api, flags) {
  const { glossaries: _now, ...rest } = flags;
  const baseGlossaries = managedGlossaries(base.result);
  const { plan: basePlan } = await planAgainstLive(base.result.lists, base.config, api, baseGlossaries === void 0 ? rest : { ...rest, glossaries: baseGlossaries });
  return splitDrift(plan, basePlan);
}

// src/plan/term-notes-diff.ts
var FIELDS = ["admitted", "forbidden", "definition", "note", "translate"];
function termNotesDiff(before, after) {
  const present = before.filter((g) => g.state === "present");
  const byName = new Map(present.map((g) => [g.name, g]));
  const byId = new Map(present.filter((g) => g.glossary_id !== void 0).map((g) => [g.glossary_id, g]));
  const out = [];
  for (const glossary of after) {
    const was = (glossary.glossary_id === void 0 ? void 0 : byId.get(glossary.glossary_id)) ?? byName.get(glossary.name);
    if (glossary.state !== "present" || was === void 0) continue;
    const wasDictionaries = new Map(was.dictionaries.map((d) => [pairKey(d), d]));
    for (const d of glossary.dictionaries) {
      const prior = wasDictionaries.get(pairKey(d));
      if (prior === void 0) continue;
      for (const source of d.entries.keys()) {
        if (!prior.entries.has(source)) continue;
        const fields = changedFields(prior.notes?.get(source) ?? {}, d.notes?.get(source) ?? {});
        if (fields.length > 0) out.push({ glossary: glossary.name, file: glossary.file, source_lang: d.source_lang, target_lang: d.target_lang, source, fields });
      }
    }
  }
  return out;
}
function changedFields(before, after) {
  return FIELDS.filter((field) => !same(before[field], after[field])).map((field) => ({
    field,
    ...before[field] === void 0 ? {} : { before: before[field] },
    ...after[field] === void 0 ? {} : { after: after[field] }
  }));
}
function same(a, b) {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameItem(v, b[i]));
  if (typeof a === "string" && typeof b === "string") return a.trimEnd() === b.trimEnd();
  return a === b;
}
function sameItem(a, b) {
  if (typeof a === "string" || typeof b === "string") return a === b;
  return a.term === b.term && a.note === b.note && ("status" in a ? a.status : void 0) === ("status" in b ? b.status : void 0);
}

// src/app/files-alone.ts
function filesAloneBetween(before, now) {
  if (!before.ok) return void 0;
  return termNotesDiff(before.glossaries, now.glossaries);
}
async function filesAloneSince(options, since) {
  const before = await projectAtRef(options, since, "no plan was made");
  return (now) => ({ since, terms: filesAloneBetween(before.result, now) ?? [], before });
}

// src/plan/adopt.ts
function markAdoptions(kind, section, files, refuse, since) {
  const baseNames = new Set(files.base.map((f) => f.name));
  const baseIds = new Set(files.base.flatMap((f) => kind.pinOf(f) ?? []));
  const refused = [];
  const items = section.items.map((item) => {
    const { name, file } = item;
    const id = item[kind.idField];
    const pinned = files.now.some((f) => f.file === file && kind.pinOf(f) !== void 0);
    const writesTo = item.action === "update" || item.action === "replace";
    if (pinned || !writesTo || id === void 0 || file === void 0 || baseNames.has(name) || baseIds.has(id)) return item;
    if (refuse) refused.push(adoptRefused(kind, { name, file, id }, since));
    return { ...item, adopted: true };
  });
  return { ...section, items, problems: [...section.problems, ...refused] };
}
function adoptRefused(kind, item, since) {
  const { noun, idField } = kind;
  const message = `${item.file} would adopt the live ${noun} "${item.name}" (${idField} ${item.id}), which no file managed at ${since}, and overwrite its content; stylesync.yaml says \`adopt: refuse\`.`;
  const hint = `To take it over as it is, bring it into the repository with \`stylesync import --only ${kind.plural}\` and change the imported file; to take it over with this file's content, pin it with \`${idField}: ${item.id}\` in ${item.file}. Otherwise rename the file's ${noun}.`;
  return itemProblem(kind, item, "adopt-refused", message, hint);
}

// src/plan/against-base.ts
function againstBase(plan, now, base, since) {
  const refuse = now.config.adopt === "refuse" || base.config.adopt === "refuse";
  const lists = markAdoptions(listKind, plan.lists, { now: now.result.lists, base: base.result.lists }, refuse, since);
  const glossaries = plan.glossaries === void 0 ? void 0 : markAdoptions(glossaryKind, plan.glossaries, { now: now.result.glossaries, base: base.result.glossaries }, refuse, since);
  const out = { ...plan, lists, ...glossaries === void 0 ? {} : { glossaries } };
  const losses = [...listKind.losses(plan.lists), ...plan.glossaries === void 0 ? [] : glossaryKind.losses(plan.glossaries)];
  const alerts2 = losses.flatMap((loss) => unprotected(loss, now, base, since));
  if (alerts2.length > 0) out.alerts = alerts2;
  return out;
}
function unprotected(loss, now, base, since) {
  const files = (project) => loss.kind === "list" ? project.result.lists : project.result.glossaries;
  if (checkProtected([loss], files(now), now.config.protect).length > 0) return [];
  const was = files(base).find((i) => i.protect === true && (i.file === loss.file || loss.names.includes(i.name)));
  return checkProtected([was === void 0 ? loss : { ...loss, file: was.file }], files(base), base.config.protect).map((p) => ({
    ...p,
    code: "protect-removed",
    message: `${p.message.replace(/ Nothing was written\.$/, "").replace(" is protected by ", ` was protected at ${since} by `)} This change removes that protection in the same change.`,
    hint: "Nothing stops this plan: the protection is lifted by the change itself. Review that both are meant; protect is best lifted in a change of its own."
  }));
}

// src/report/diagnostics-markdown.ts
function renderDiagnosticsMarkdown(diags) {
  return diags.map((d) => `${diagnosticItem(d)}
`).join("");
}
function diagnosticItem(d) {
  const where = d.file === "" ? "stylesync" : `${d.file}:${d.line}:${d.col}`;
  const at = d.path === "" ? "" : ` (at ${d.path})`;
  return `- **${d.severity}** \`${d.code}\` ${markdownText(where)}: ${markdownMessage(`${d.message}${at}`)}<br>**Hint:** ${markdownMessage(d.hint)}`;
}

// src/report/json.ts
function renderJson(plan, checks, filesAlone, deeplSync) {
  if (checks === void 0 && filesAlone === void 0 && deeplSync === void 0) return stableJson(plan);
  return stableJson({
    ...plan,
    ...checks === void 0 ? {} : { checks },
    ...filesAlone === void 0 ? {} : { files_alone: filesAlone },
    // `deepl_sync`: with a .deepl-sync.yaml, the values `outputs --deepl-sync` would change (`changes: []` when in step), or why it could not be read.
    ...deeplSync === void 0 ? {} : { deepl_sync: deeplSync }
  });
}

// src/report/guide-links.ts
function guideLinks(guideUrl, lists, glossaries) {
  const base = guideUrl.replace(/\/+$/, "");
  const rules = /* @__PURE__ */ new Map();
  const instructions = /* @__PURE__ */ new Map();
  const terms2 = /* @__PURE__ */ new Map();
  const url = (page, anchor) => `${base}/${encodeURIComponent(page)}.html#${encodeURIComponent(anchor)}`;
  for (const language2 of guideModel(lists, glossaries).languages) {
    for (const list of language2.lists) {
      for (const group of list.conventions) for (const r of group.rules) rules.set(key(list.name, r.group, r.rule), url(language2.page, r.anchor));
      for (const i of list.instructions) instructions.set(key(list.name, i.label), url(language2.page, i.anchor));
    }
    for (const d of language2.terminology) for (const t of d.terms) if (!terms2.has(key(d.glossary, d.source_lang, d.target_lang, t.source))) terms2.set(key(d.glossary, d.source_lang, d.target_lang, t.source), url(language2.page, t.anchor));
  }
  return {
    rule: (list, group, rule) => rules.get(key(list, group, rule)),
    instruction: (list, label) => instructions.get(key(list, label)),
    term: (glossary, sourceLang, targetLang, source) => terms2.get(key(glossary, sourceLang.toLowerCase(), targetLang.toLowerCase(), source))
  };
}
function key(...parts) {
  return parts.join("\0");
}

// src/report/markdown-sides.ts
var PLAN_SIDES = { before: "Before", after: "After", how: "before \u2192 after", words: ["before", "after"] };

// src/report/markdown-delete.ts
function markdownDeleteHead(kind, id, reason, kept) {
  const idWords = `${markdownText(kind.idField)} ${markdownText(id)}`;
  if (reason === "duplicate") {
    return [
      `Deletes the ${kind.noun} (${idWords}): it is a duplicate, an exact copy of the ${kind.fileWord}'s content (${markdownText(kind.idField)} ${markdownText(kept ?? "?")}, the oldest copy, is kept), so nothing is lost.`,
      ""
    ];
  }
  const why = reason === "absent" ? `the ${kind.fileWord} says \`state: absent\`` : `no ${kind.fileWord} manages it (\`--prune\`)`;
  return [`**Deletes the ${kind.noun}** (${idWords}): ${why}.`, ""];
}

// src/report/glossary-markdown.ts
function markdownGlossarySection(g, sides = PLAN_SIDES, links, cause = "unknown") {
  const where = g.file !== void 0 ? ` \xB7 ${markdownHtml(g.file)}` : "";
  const pairs = g.dictionaries.length === 0 ? "" : `: ${g.dictionaries.map(pairWords).join(", ")}`;
  const head = [
    `<details${opensUp(g) ? " open" : ""}><summary><code>${ACTION_MARK[g.action]}</code> <b>${markdownHtml(g.name)}</b> (glossary${markdownHtml(pairs)}): ${g.adopted ? "adopt" : g.action}${where}</summary>`,
    ""
  ];
  const body = [];
  if (g.rename) body.push(`Renames ${markdownText(g.rename.from)} \u2192 **${markdownText(g.rename.to)}**.`, "");
  if (g.rename_hint !== void 0) {
    const { message, hint } = renameHintText(glossaryKind, g.file, g.rename_hint);
    body.push("> [!NOTE]", `> ${markdownMessage(message)}<br>**Hint:** ${markdownMessage(hint)}`, "");
  }
  if (g.action === "create") body.push(`Creates the glossary with ${g.dictionaries.length === 1 ? "one dictionary" : `${g.dictionaries.length} dictionaries`}.`, "");
  if (g.action === "delete") body.push(...deleteLines(g, sides));
  else {
    const outside = serviceBlockWords(cause, "glossary files");
    for (const d of g.dictionaries) body.push(...dictionaryLines(d, sides, outside === "" ? dictionaryWords(d) : `${dictionaryWords(d)}; ${outside}`, termCell(g.name, d, links), cause));
  }
  if (body.at(-1) === "") body.pop();
  return { head, body, tail: ["", "</details>", ""], what: "glossary" };
}
function deleteLines(g, sides) {
  const lines = markdownDeleteHead(glossaryKind, g.glossary_id ?? "?", g.reason, g.kept);
  if (g.reason === "duplicate") return lines;
  if (g.dictionaries.length === 0) return [...lines, "The live glossary holds no dictionaries.", ""];
  lines.push(`With it go its ${heldWords(g)}, as they are live now:`, "");
  for (const d of g.dictionaries) lines.push(...dictionaryLines(d, sides, terms(d.entry_count_before), markdownText));
  return lines;
}
function dictionaryLines(d, sides, words, source, cause = "unknown") {
  const mark = d.action === "create" ? "+" : d.action === "delete" ? "-" : "~";
  const lines = [`\`${mark}\` **${markdownText(pairWords(d))}**: ${words}`, ""];
  const shown = shownTerms(d);
  const rows = [];
  if (d.action === "update") {
    rows.push(`| Source | ${markdownText(sides.before)} | ${markdownText(sides.after)} |
|---|---|---|`);
    for (const c of shown.changed) rows.push(`| \`~\` ${source(c.source)} | ${markdownText(c.before)} | ${markdownText(c.after)} |`);
    const none = (before, after) => {
      const words2 = serviceWords(cause, before, after, "glossary files");
      return words2 === void 0 ? "_(none)_" : `_(none: ${words2})_`;
    };
    for (const [term2, target] of shown.removed) rows.push(`| \`-\` ${markdownText(term2)} | ${markdownText(target)} | ${none(target, void 0)} |`);
    for (const [term2, target] of shown.added) rows.push(`| \`+\` ${source(term2)} | ${none(void 0, target)} | ${markdownText(target)} |`);
  } else {
    const side = d.action === "create" ? sides.after : sides.before;
    rows.push(`| Source | ${markdownText(side)} |
|---|---|`);
    for (const [term2, target] of d.action === "create" ? shown.added : shown.removed) rows.push(`| \`${mark}\` ${source(term2)} | ${markdownText(target)} |`);
  }
  if (rows.length > 1) lines.push(...rows, "");
  const more2 = moreTermsWords(shown.more);
  if (more2 !== void 0) lines.push(`_\u2026 ${markdownText(more2)}; ${markdownMessage(ALL_TERMS_NOTE)}._`, "");
  return lines;
}
function opensUp(g) {
  return isGlossaryLoss(g) || g.action === "update" && g.dictionaries.some((d) => d.removed.length > 0 || d.changed.length > 0);
}
function termCell(glossary, d, links) {
  return (term2) => {
    const url = links?.term(glossary, d.source_lang, d.target_lang, term2);
    return url === void 0 ? markdownText(term2) : markdownLink(term2, url);
  };
}

// src/report/markdown-word-diff.ts
function markdownWordDiff(before, after) {
  const parts = wordDiff(before, after);
  let out = "";
  parts.forEach((part, i) => {
    const text = out === "" ? markdownText : markdownFragment;
    const gap = needsSeparator(parts[i - 1], part) ? " " : "";
    if (part.kind === "same") {
      out += text(part.text);
      return;
    }
    const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.text);
    const [, lead = "", core = "", trail = ""] = match;
    if (core === "") {
      if (part.kind === "added") out += text(part.text);
      return;
    }
    const tag = part.kind === "removed" ? "del" : "b";
    out += `${gap}${text(lead)}<${tag}>${markdownFragment(core)}</${tag}>${markdownFragment(trail)}`;
  });
  return out;
}

// src/report/checks-markdown.ts
function checkSections(checks, sides = PLAN_SIDES) {
  const sections = [];
  const { languages } = checks;
  if (languages.skipped !== void 0) {
    sections.push({ head: [`**Language checks skipped:** ${markdownText(languages.skipped)}`, ""], body: [], tail: [] });
  } else if (languages.diagnostics.length > 0) {
    sections.push(languageSection(languages.diagnostics));
  }
  if (checks.translations) sections.push(...translationSections(checks.translations, sides, checks.coverage));
  return sections;
}
function languageSection(diagnostics) {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const head = [`**Language checks:** ${plural(errors, "error")}, ${plural(diagnostics.length - errors, "warning")}`, ""];
  return { head, body: diagnostics.map(diagnosticItem), tail: [""] };
}
function translationSections(report, sides, coverage) {
  const { estimate } = report;
  const cost2 = `estimated ${estimate.characters} billed characters for ${estimate.translations} translations (limit ${estimate.limit})`;
  if (report.refused !== void 0) {
    return [{ head: [`**Translate checks refused:** ${markdownMessage(report.refused.message)}<br>**Hint:** ${markdownMessage(report.refused.hint)}`, ""], body: [], tail: [] }];
  }
  if (report.skipped !== void 0) {
    const note = `**Translate checks skipped:** ${markdownText(report.skipped.message)}<br>**Hint:** ${markdownText(report.skipped.hint)}`;
    return [{ head: [note, `${cost2}, ${billedText(report, markdownText)}.`, ""], body: [], tail: [] }];
  }
  const verdict = report.failures === 0 ? "all passed" : `**${report.failures} failed**`;
  const head = [`**Translate checks:** ${verdict}; ${cost2}, ${billedText(report, markdownText)}.`, ""];
  if (coverage !== void 0) head.push(`${coverageLine(coverage)}${coverageWhere(coverage)}.`, "");
  for (const removed of report.leftovers_removed) {
    head.push(`- removed the leftover preview list ${markdownText(removed.name)} (style\\_id ${markdownText(removed.style_id)}), more than an hour old`);
  }
  for (const removed of report.glossary_leftovers_removed ?? []) {
    head.push(`- removed the leftover preview glossary ${markdownText(removed.name)} (glossary\\_id ${markdownText(removed.glossary_id)}), more than an hour old`);
  }
  for (const copy of report.glossary_previews ?? []) {
    if (copy.error !== void 0 && copy.deleted === false) head.push(`- \u274C ${markdownText(copy.error)}`);
  }
  if (head.length > 2) head.push("");
  return [{ head, body: [], tail: [] }, ...report.lists.map((list) => listSection(list, sides)), ...(report.glossaries ?? []).map((g) => glossarySection(g, sides))];
}
function coverageWhere(coverage) {
  const short = Object.values(coverage).some((count2) => count2.exercised < count2.total);
  return short ? " in all the files, not only those changed (`stylesync validate --coverage` lists what no example exercises)" : " in all the files";
}
function glossarySection(check, sides) {
  const failed = check.examples.filter((e) => e.status !== "passed").length;
  const how = check.mode === "unchanged" ? "unchanged" : check.mode === "changed" ? sides.how : "new glossary";
  const head = [
    `<details${failed > 0 ? " open" : ""}><summary>${failed === 0 ? "\u2705" : "\u274C"} Examples of glossary <b>${markdownHtml(check.name)}</b> (${how}): ${failed === 0 ? "passed" : `${failed} failed`} \xB7 ${markdownHtml(check.file)}</summary>`,
    ""
  ];
  return { head, body: exampleTable(check.examples, check.mode, sides), tail: ["", "</details>", ""] };
}
function glossariesNote(uses) {
  if (uses === void 0 || uses.length === 0) return "";
  return `, with ${uses.length === 1 ? "glossary" : "glossaries"} ${uses.map((u) => `<b>${markdownHtml(u.name)}</b> (${u.mode === "unusable" ? "unusable" : u.mode})`).join(", ")}`;
}
function listSection(list, sides) {
  const failed = list.examples.filter((e) => e.status !== "passed").length + (list.preview?.error === void 0 ? 0 : 1) + (list.live_copy?.error === void 0 ? 0 : 1);
  const outcome = failed === 0 ? "passed" : `${failed} failed`;
  const open = failed > 0 ? " open" : "";
  const how = list.mode === "unchanged" ? "unchanged" : list.mode === "changed" ? sides.how : "new list";
  const head = [
    `<details${open}><summary>${failed === 0 ? "\u2705" : "\u274C"} Examples of <b>${markdownHtml(list.name)}</b> (${markdownHtml(list.language)}, ${how}${glossariesNote(list.glossaries)}): ${outcome} \xB7 ${markdownHtml(list.file)}</summary>`,
    ""
  ];
  const body = [];
  if (list.preview?.error !== void 0) body.push(`> ${markdownText(list.preview.error)}`, "");
  if (list.live_copy?.error !== void 0) body.push(`> ${markdownText(list.live_copy.error)}`, "");
  body.push(...exampleTable(list.examples, list.mode, sides));
  return { head, body, tail: ["", "</details>", ""] };
}
function exampleTable(examples, mode, sides) {
  const columns = mode === "changed" ? ["Example", markdownText(sides.before), markdownText(sides.after)] : ["Example", mode === "new" ? markdownText(sides.after) : "Result"];
  const body = [`| ${columns.join(" | ")} |`, `|${columns.map(() => "---").join("|")}|`];
  const notes = [];
  for (const example of examples) {
    body.push(row(example, mode));
    notes.push(...exampleNotes(example, sides));
  }
  if (notes.length > 0) body.push("", ...notes);
  return body;
}
function row(example, mode) {
  const mark = example.status === "passed" ? "\u2705" : "\u274C";
  const source = `${mark} ${markdownText(example.text)} \u2192 ${markdownText(example.target_language)} (${markdownText(formatOrigin(example.origin))})`;
  if (example.status === "error") {
    const message = `translate failed: ${markdownText(example.error ?? "")}`;
    return mode === "changed" ? `| ${source} | ${message} | |` : `| ${source} | ${message} |`;
  }
  if (mode === "changed") {
    const before = markdownText(example.before ?? "");
    const after = example.before !== void 0 && example.after !== void 0 ? markdownWordDiff(example.before, example.after) : markdownText(example.after ?? "");
    return `| ${source} | ${before} | ${after} |`;
  }
  return `| ${source} | ${markdownText(example.after ?? "")} |`;
}
function exampleNotes(example, sides) {
  return [...writtenFailures(example), ...derivedNotes(example, sides)];
}
function derivedNotes(example, sides) {
  const derived = example.derived ?? [];
  if (derived.length === 0) return [];
  const value2 = (d) => [d.value, ...d.admitted ?? []].map((v) => markdownText(JSON.stringify(v))).join(" or ");
  const what = (d) => `${markdownText(JSON.stringify(d.term))} \u2192 ${d.kind === "contains" ? "contains" : "not"} ${value2(d)}`;
  const missed = derived.filter((d) => !d.met).map((d) => {
    const fault = d.kind === "contains" ? `does not contain ${value2(d)}` : `contains ${value2(d)}, a forbidden variant`;
    return `- \u274C derived from the glossary term ${markdownText(JSON.stringify(d.term))} (${markdownText(formatOrigin(d.origin))}): the translation ${markdownText(JSON.stringify(example.after ?? ""))} ${fault}`;
  });
  const met = derived.filter((d) => d.met);
  const [before, after] = sides.words.map(markdownText);
  const groups = [];
  const now = met.filter((d) => d.met_before === false);
  const both = met.filter((d) => d.met_before === true);
  const once = met.filter((d) => d.met_before === void 0);
  if (now.length > 0) groups.push(`${before} \u274C \u2192 ${after} \u2705: ${now.map(what).join(", ")}`);
  if (both.length > 0) groups.push(`both \u2705: ${both.map(what).join(", ")}`);
  if (once.length > 0) groups.push(once.map(what).join(", "));
  if (example.derived_omitted !== void 0) groups.push(`${example.derived_omitted} more not checked`);
  const metLine = groups.length === 0 ? [] : [`- \u2705 derived from glossary terms, ${markdownText(JSON.stringify(example.text))}: ${groups.join("; ")}`];
  return [...missed, ...metLine];
}
function writtenFailures(example) {
  return example.expectations.filter((e) => !e.met).map((e) => {
    const what = e.kind === "matches" ? "does not match" : e.kind === "contains" ? "does not contain" : "contains";
    const judged = e.undecided ? UNDECIDED : `the translation ${markdownText(JSON.stringify(example.after ?? ""))} ${what} it`;
    return `- \u274C \`expect.${e.kind}\` ${markdownText(JSON.stringify(e.value))} (${markdownText(formatOrigin(e.origin))}): ${judged}`;
  });
}

// src/report/markdown-fit.ts
var DEFAULT_CUT_NOTES = { tooLongFor: "one GitHub comment" };
function fitSections(parts, max, notes = DEFAULT_CUT_NOTES) {
  const whole = (s) => s ? [...s.head, ...s.body, ...s.tail] : [];
  const full = [...parts.header, ...whole(parts.problems), ...whole(parts.overview), ...parts.sections.flatMap(whole), ...whole(parts.unmanaged)];
  if (cost(full) <= max) return join(full);
  const rest = notes.rest === void 0 ? "" : `: ${notes.rest}`;
  const notice = ["> [!NOTE]", `> This plan is too long for ${notes.tooLongFor}, so some of it is cut short${rest}.`, ""];
  const budget = max - cost(parts.header) - cost(notice);
  const problems = cutBlock(parts.problems, Math.floor(budget / 4), (n) => [`> - \u2026 and ${n} more not shown`]);
  const unmanaged = cutBlock(parts.unmanaged, Math.floor(budget / 8), (n) => [`- \u2026 and ${n} more not shown`]);
  const overview = cutBlock(parts.overview, Math.floor(budget / 4), (n) => ["", `_\u2026 and ${plural(n, `more ${parts.overview?.what ?? "list"}`)} not shown in this table${rest}._`]);
  const moreSections = (left) => left.length === 0 ? [] : [`_\u2026 and ${omittedWords(left)} not shown${rest}._`, ""];
  const sectionBudget = budget - cost(problems) - cost(overview) - cost(unmanaged) - cost(moreSections(parts.sections));
  const sections = fitListSections(parts.sections, sectionBudget, rest);
  const omitted = parts.sections.slice(sections.length);
  const out = [...parts.header, ...notice, ...problems, ...overview, ...sections.flat(), ...moreSections(omitted), ...unmanaged];
  const text = join(out);
  return text.length <= max ? text : text.slice(0, max);
}
function sectionNote(rest, what) {
  return (n) => ["", `_\u2026 ${plural(n, "more line", "more lines")} of this ${what ?? "list"} not shown${rest}._`];
}
function omittedWords(left) {
  const glossaries = left.filter((s) => s.what === "glossary").length;
  const lists = left.length - glossaries;
  const parts = [lists > 0 ? plural(lists, "more list", "more lists") : "", glossaries > 0 ? plural(glossaries, "more glossary", "more glossaries") : ""];
  return parts.filter((p) => p !== "").join(" and ");
}
function fitListSections(sections, budget, rest) {
  const notes = sections.map((s) => sectionNote(rest, s.what));
  const note = (i) => notes[i];
  const minimum = sections.map((s, i) => cost(s.head) + cost(s.tail) + (s.body.length > 0 ? cost(note(i)(s.body.length)) : 0));
  const fullCost = sections.map((s) => cost(s.head) + cost(s.body) + cost(s.tail));
  const needed = minimum.reduce((a, b) => a + b, 0);
  if (needed > budget) {
    const out = [];
    let left = budget;
    for (const [i, section] of sections.entries()) {
      const min = minimum[i];
      if (min > left) break;
      out.push(cut(section.head, section.body, section.tail, min, note(i)));
      left -= min;
    }
    return out;
  }
  const allowance = [...minimum];
  let spare = budget - needed;
  const order = sections.map((_, i) => i).sort((a, b) => fullCost[a] - minimum[a] - (fullCost[b] - minimum[b]));
  order.forEach((index, rank2) => {
    const wants = fullCost[index] - minimum[index];
    const share = Math.floor(spare / (order.length - rank2));
    const given = Math.min(wants, share);
    allowance[index] = minimum[index] + given;
    spare -= given;
  });
  return sections.map((s, i) => cut(s.head, s.body, s.tail, allowance[i], note(i)));
}
function cut(prefix, body, suffix, allowance, note) {
  if (cost(prefix) + cost(body) + cost(suffix) <= allowance) return [...prefix, ...body, ...suffix];
  let used = cost(prefix) + cost(suffix) + cost(note(body.length));
  if (used > allowance) return void 0;
  const kept = [];
  for (const line of body) {
    if (used + line.length + 1 > allowance) break;
    kept.push(line);
    used += line.length + 1;
  }
  return [...prefix, ...kept, ...note(body.length - kept.length), ...suffix];
}
function cutBlock(block, allowance, note) {
  if (!block) return [];
  return cut(block.head, block.body, block.tail, allowance, note) ?? [...block.head, ...block.tail];
}
function cost(lines) {
  let n = 0;
  for (const line of lines) n += line.length + 1;
  return n;
}
function join(lines) {
  return lines.map((l) => `${l}
`).join("");
}

// src/report/markdown-rules.ts
function markdownRuleChanges(rules, sides = PLAN_SIDES, link) {
  return [
    // Header and delimiter as one line of the section: markdown-fit.ts never cuts inside one, and a header cut from its delimiter shows as text.
    `| Rule | ${markdownText(sides.before)} | ${markdownText(sides.after)} | Identifier |
|---|---|---|---|`,
    ...rules.map((r) => `| ${ruleCell(r.group, r.rule, link)} | ${valueCell(r.rule, r.before)} | ${valueCell(r.rule, r.after)} | ${identifierCell(r.group, r.rule)} |`),
    ""
  ];
}
function markdownRuleValues(rules, valueHeading, link) {
  return [
    `| Rule | ${valueHeading} | Identifier |
|---|---|---|`,
    ...ruleEntries(rules).map(([group, rule, value2]) => `| ${ruleCell(group, rule, link)} | ${valueCell(rule, value2)} | ${identifierCell(group, rule)} |`),
    ""
  ];
}
function ruleCell(group, rule, link) {
  const url = link?.(group, rule);
  return url === void 0 ? markdownText(ruleInWords(rule)) : markdownLink(ruleInWords(rule), url);
}
function valueCell(rule, value2) {
  return value2 === void 0 ? "_(unset)_" : markdownText(valueInWords(rule, value2));
}
function identifierCell(group, rule) {
  return `<code>${markdownText(`${group}.${rule}`)}</code>`;
}

// src/report/markdown-list.ts
function markdownListSection(list, sides = PLAN_SIDES, links, cause = "unknown") {
  const where = list.file !== void 0 ? ` \xB7 ${markdownHtml(list.file)}` : "";
  const replaced = list.changes.find((c) => c.kind === "delete_list" && c.reason === "replace");
  const language2 = replaced?.kind === "delete_list" ? `${replaced.before.language} \u2192 ${list.language}` : list.language;
  const open = isLoss(list) ? " open" : "";
  const head = [
    `<details${open}><summary><code>${markdownHtml(ACTION_MARK[list.action])}</code> <b>${markdownHtml(list.name)}</b> (${markdownHtml(language2)}): ${list.adopted ? "adopt" : list.action}${where}</summary>`,
    ""
  ];
  const body = [];
  if (list.rename_hint !== void 0) {
    const { message, hint } = renameHintText(listKind, list.file, list.rename_hint);
    body.push(`> [!NOTE]`, `> ${markdownMessage(message)}<br>**Hint:** ${markdownMessage(hint)}`, "");
  }
  let instructions = false;
  for (const change of list.changes) {
    if (!instructions && change.kind.endsWith("_instruction")) {
      instructions = true;
      body.push("**Instructions**", "");
    }
    body.push(...changeLines(change, list, { sides, links, cause }));
  }
  return { head, body, tail: ["", "</details>", ""] };
}
function changeLines(change, list, { sides, links, cause }) {
  const ruleLink = links === void 0 ? void 0 : (group, rule) => links.rule(list.name, group, rule);
  const label = (text) => {
    const url = links?.instruction(list.name, text);
    return url === void 0 ? markdownText(text) : markdownLink(text, url);
  };
  switch (change.kind) {
    case "create_list": {
      const lines = [`Creates the list in language ${markdownText(change.body.language)}${originNote(change.origin)}.`, ""];
      if (ruleCount(change.body.configured_rules) > 0) lines.push(...markdownRuleValues(change.body.configured_rules, "Value", ruleLink));
      if (change.body.custom_instructions.length > 0) {
        lines.push("**Instructions**", "");
        change.body.custom_instructions.forEach((instruction, i) => lines.push(newInstruction(instruction, change.instruction_origins?.[i], label)));
        lines.push("");
      }
      return lines;
    }
    case "rename_list":
      return [`Renames ${markdownText(change.from)} \u2192 **${markdownText(change.to)}**${originNote(change.origin)}.`, ""];
    case "replace_rules": {
      const outside = serviceBlockWords(cause, "style files");
      return [`**Rules** (replaced as a whole${outside === "" ? "" : `; ${outside}`})`, "", ...markdownRuleChanges(change.rules, sides, ruleLink)];
    }
    case "delete_instruction": {
      const why = change.reason === "duplicate_label" ? "duplicate label in the live list; one copy is kept" : instructionGoneWords(cause);
      return [`- \`-\` **${markdownText(change.before.label)}**: ${why}${list.adopted ? `<br>${markdownText(change.before.prompt)}` : ""}`];
    }
    case "update_instruction": {
      const parts = [];
      if (change.before.prompt !== change.after.prompt) parts.push(markdownWordDiff(change.before.prompt, change.after.prompt));
      if (change.before.source_language !== change.after.source_language) {
        parts.push(`(source language ${sourceLanguage(change.before.source_language)} \u2192 ${sourceLanguage(change.after.source_language)})`);
      }
      return [`- \`~\` **${label(change.after.label)}**${originNote(change.origin)}: ${parts.join(" ")}`];
    }
    case "create_instruction":
      return [newInstruction(change.after, change.origin, label)];
    case "delete_list":
      return deleteLines2(change, list);
  }
}
function deleteLines2(change, list) {
  const before = change.before;
  const id = `style\\_id ${markdownText(before.style_id)}`;
  if (change.reason === "replace") {
    const pin = list.pinned && list.file !== void 0 ? `, and so must the style\\_id pin in ${markdownText(list.file)}` : "";
    return [
      "> [!CAUTION]",
      `> The language changes from ${markdownText(before.language)} to ${markdownText(list.language)}, which the service cannot do in place: the list (${id}) is deleted and created again with a **new style\\_id**. Translation requests passing the old id must switch to the new one${pin}.`,
      "",
      ...liveContent(before, "The old list goes with", "the new list gets the style file\u2019s, below")
    ];
  }
  const lines = markdownDeleteHead(listKind, before.style_id, change.reason, change.kept);
  return change.reason === "duplicate" ? lines : [...lines, ...liveContent(before, "With it go", void 0)];
}
function liveContent(live, lead, aside) {
  const rules = ruleCount(live.configured_rules);
  const instructions = live.custom_instructions.length;
  const note = aside === void 0 ? "" : ` (${aside})`;
  if (rules === 0 && instructions === 0) return [`The live list holds no rules and no instructions${note}.`, ""];
  const lines = [`${lead} its ${heldInWords(rules, instructions)}, as they are live now${note}:`, ""];
  if (rules > 0) lines.push(...markdownRuleValues(live.configured_rules, "Live value"));
  if (instructions > 0) {
    lines.push("**Instructions**", "", ...live.custom_instructions.map((i) => `- \`-\` **${markdownText(i.label)}**`), "");
  }
  return lines;
}
function newInstruction(instruction, origin, label) {
  return `- \`+\` **${label(instruction.label)}**${originNote(origin)}: ${markdownText(instruction.prompt)} (source language ${sourceLanguage(instruction.source_language)})`;
}
function sourceLanguage(code) {
  return code === void 0 ? "(unset)" : markdownText(code);
}
function originNote(origin) {
  return origin ? ` (${markdownText(formatOrigin(origin))})` : "";
}

// src/report/glossary-overview.ts
var DICTIONARIES_NAMED = 5;
function glossaryRank(g) {
  if (g.action === "delete") return isGlossaryLoss(g) ? 0 : 2;
  return 3;
}
function glossaryCells(g) {
  return [action(g), `**${markdownText(g.name)}** (glossary)`, markdownText(g.dictionaries.map(pairWords).join(", ")), whatChanges(g)];
}
function action(g) {
  const mark = `\`${ACTION_MARK[g.action]}\``;
  if (g.action === "delete") return isGlossaryLoss(g) ? `${mark} **delete**` : `${mark} duplicate removal`;
  if (g.action === "create") return `${mark} create`;
  if (g.adopted) return `${mark} **adopt**`;
  const more2 = g.dictionaries.length > 0;
  return `${mark} ${g.rename ? more2 ? "rename, update" : "rename" : "update"}`;
}
function whatChanges(g) {
  switch (g.action) {
    case "create":
      return `new glossary: ${named(g.dictionaries, (d) => `${markdownText(pairWords(d))} (${terms(d.entry_count_after)})`)}`;
    case "delete":
      if (g.reason === "duplicate") return `an exact copy; glossary\\_id ${markdownText(g.kept ?? "?")}, the oldest, is kept: nothing is lost`;
      return `${g.reason === "absent" ? "`state: absent`" : "no glossary file manages it (`--prune`)"}; **${heldWords(g)} go with it**`;
    case "update": {
      const parts = g.rename ? [`renamed from ${markdownText(g.rename.from)}`] : [];
      if (g.dictionaries.length > 0) parts.push(named(g.dictionaries, (d) => `${markdownText(pairWords(d))}: ${dictionaryCell(d)}`));
      return parts.join("; ");
    }
  }
}
function dictionaryCell(d) {
  if (d.action === "create") return `new (${terms(d.entry_count_after)})`;
  if (d.action === "delete") return `removed (${terms(d.entry_count_before)})`;
  return termCountWords(d);
}
function named(dictionaries, words, separator = "; ") {
  const shown = dictionaries.slice(0, DICTIONARIES_NAMED).map(words);
  const more2 = dictionaries.length - shown.length;
  return more2 > 0 ? `${shown.join(separator)}${separator}and ${plural(more2, "more dictionary", "more dictionaries")}` : shown.join(separator);
}
function glossaryDeletesAlert(glossaries, subject, max) {
  const deletes = glossaries.filter(isGlossaryLoss);
  if (deletes.length === 0) return void 0;
  const names = deletes.slice(0, max).map((g) => {
    const dictionaries = g.dictionaries.length === 0 ? "no dictionaries" : `dictionaries ${named(g.dictionaries, (d) => `${markdownText(pairWords(d))} with ${terms(d.entry_count_before)}`, ", ")}`;
    return `${markdownText(g.name)} (glossary\\_id ${markdownText(g.glossary_id ?? "?")}; ${dictionaries})`;
  });
  const more2 = deletes.length - names.length;
  const list = more2 > 0 ? `${names.join(", ")} and ${count(more2)} more` : names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  const one = deletes.length === 1;
  return `> **${markdownText(subject)} deletes ${plural(deletes.length, "glossary", "glossaries")}:** ${list}. ${one ? "Its" : "Their"} terms go with ${one ? "it" : "them"}; they are shown below.`;
}

// src/report/base-alerts.ts
var NAMED = 10;
function baseAlerts(plan, glossaries) {
  const lines = [];
  const lifted = plan.alerts ?? [];
  if (lifted.length > 0) {
    lines.push("> [!CAUTION]", `> **This change lifts ${plural(lifted.length, "protection")} and deletes what ${lifted.length === 1 ? "it" : "they"} protected:**`, ">");
    for (const alert of lifted) lines.push(`> - ${markdownMessage(alert.message)}`);
    lines.push("");
  }
  const adopted = [
    ...plan.lists.items.filter((l) => l.adopted).map((l) => `${markdownText(l.name)} (list, style\\_id ${markdownText(l.style_id ?? "?")}, ${markdownText(l.file ?? "?")})`),
    ...glossaries.filter((g) => g.adopted).map((g) => `${markdownText(g.name)} (glossary, glossary\\_id ${markdownText(g.glossary_id ?? "?")}, ${markdownText(g.file ?? "?")})`)
  ];
  if (adopted.length > 0) {
    const shown = adopted.slice(0, NAMED).join(", ") + (adopted.length > NAMED ? ` and ${adopted.length - NAMED} more` : "");
    lines.push(
      "> [!WARNING]",
      `> **This change adopts ${plural(adopted.length, "live item")} no file managed before:** ${shown}. Its changes overwrite what was made outside stylesync (shown below as \`adopt\`). To adopt on purpose, pin the id in the file; to keep the live content, import it first (\`stylesync import\`).`,
      ""
    );
  }
  return lines;
}

// src/report/plan-overview.ts
var NAMED2 = 10;
function planOverview(plan, options = {}) {
  const glossaries = glossaryChanges(plan);
  if (plan.lists.items.length === 0 && glossaries.length === 0) return { alerts: [] };
  const previews = options.previews;
  const withPreview = previews !== void 0 && plan.lists.items.some((l) => previews.has(l.name));
  const columns = ["Action", glossaries.length > 0 ? "Name" : "List", "Language", "What changes", ...withPreview ? ["Preview"] : []];
  const head = [`| ${columns.join(" | ")} |`, `|${columns.map(() => "---").join("|")}|`];
  const rows = plan.lists.items.map((list) => {
    const cells = [action2(list), `**${markdownText(list.name)}**`, markdownText(language(list)), whatChanges2(list)];
    if (withPreview) cells.push(previewCell(previews.get(list.name)));
    return { rank: list.adopted ? ADOPT_RANK : rank(list), cells };
  });
  for (const g of glossaries) rows.push({ rank: g.adopted ? ADOPT_RANK : glossaryRank(g), cells: [...glossaryCells(g), ...withPreview ? [""] : []] });
  const body = rows.sort((a, b) => a.rank - b.rank).map((row2) => `| ${row2.cells.join(" | ")} |`);
  const subject = options.subject ?? "This plan";
  const table = { head, body, tail: [""], ...glossaries.length > 0 ? { what: "row" } : {} };
  return { alerts: [...baseAlerts(plan, glossaries), ...alerts(plan.lists.items, subject, glossaryDeletesAlert(glossaries, subject, NAMED2))], table };
}
function previewOutcomes(checks) {
  return listOutcomes(checks?.translations?.lists ?? []);
}
function listOutcomes(lists) {
  const outcomes = /* @__PURE__ */ new Map();
  for (const list of lists) {
    const passed = list.examples.filter((e) => e.status === "passed").length;
    const failed = list.examples.length - passed + (list.preview?.error === void 0 ? 0 : 1);
    outcomes.set(list.name, { passed, failed });
  }
  return outcomes;
}
function rank(list) {
  if (list.action === "delete") return isLoss(list) ? 0 : 2;
  return list.action === "replace" ? 1 : 3;
}
function deleted(list) {
  for (const change of list.changes) if (change.kind === "delete_list") return change;
  return void 0;
}
function language(list) {
  const old = list.action === "replace" ? deleted(list)?.before.language : void 0;
  return old === void 0 ? list.language : `${old} \u2192 ${list.language}`;
}
var ADOPT_RANK = 2.5;
function action2(list) {
  const mark = `\`${ACTION_MARK[list.action]}\``;
  if (list.adopted) return `${mark} **adopt**`;
  if (list.action === "delete") return isLoss(list) ? `${mark} **delete**` : `${mark} duplicate removal`;
  if (list.action === "replace") return `${mark} **replace**`;
  if (list.action === "create") return `${mark} create`;
  const renamed = list.changes.some((c) => c.kind === "rename_list");
  const more2 = list.changes.some((c) => c.kind !== "rename_list");
  return `${mark} ${renamed ? more2 ? "rename, update" : "rename" : "update"}`;
}
function whatChanges2(list) {
  const gone = deleted(list);
  const created = list.changes.find((c) => c.kind === "create_list");
  const createdWords = created?.kind === "create_list" ? contentInWords(ruleCount(created.body.configured_rules), created.body.custom_instructions.length) : "";
  const liveWords = gone ? contentInWords(ruleCount(gone.before.configured_rules), gone.before.custom_instructions.length) : "";
  switch (list.action) {
    case "create":
      return `new list with ${createdWords}`;
    case "replace":
      return `**new style\\_id**; live list: ${liveWords}; new list: ${createdWords}`;
    case "delete":
      if (gone?.reason === "duplicate") return `an exact copy; style\\_id ${markdownText(gone.kept ?? "?")}, the oldest, is kept: nothing is lost`;
      return `${gone?.reason === "absent" ? "`state: absent`" : "no style file manages it (`--prune`)"}; **${liveWords} go with it**`;
    case "update":
      return updateWords(list.changes);
  }
}
function updateWords(changes) {
  const rules = { changed: 0, added: 0, removed: 0 };
  const instructions = { added: 0, changed: 0, removed: 0, duplicates: 0 };
  const parts = [];
  for (const change of changes) {
    if (change.kind === "rename_list") parts.push(`renamed from ${markdownText(change.from)}`);
    if (change.kind === "replace_rules") {
      for (const r of change.rules) rules[r.before === void 0 ? "added" : r.after === void 0 ? "removed" : "changed"]++;
    }
    if (change.kind === "create_instruction") instructions.added++;
    if (change.kind === "update_instruction") instructions.changed++;
    if (change.kind === "delete_instruction") instructions[change.reason === "duplicate_label" ? "duplicates" : "removed"]++;
  }
  const said = (noun, counts) => {
    const shown = Object.entries(counts).filter(([, n]) => n > 0);
    if (shown.length > 0) parts.push(shown.map(([verb, n], i) => i === 0 ? `${plural(n, noun)} ${verb}` : `${n} ${verb}`).join(", "));
  };
  said("rule", rules);
  said("instruction", { added: instructions.added, changed: instructions.changed, removed: instructions.removed });
  if (instructions.duplicates > 0) parts.push(`${plural(instructions.duplicates, "duplicate label")} removed`);
  return parts.join("; ");
}
function previewCell(outcome) {
  if (outcome === void 0) return "";
  return outcome.failed === 0 ? `\u2705 ${outcome.passed} passed` : `\u274C **${outcome.failed} failed**`;
}
function alerts(lists, subject, glossaryDeletes) {
  const lines = [];
  const deletes = lists.filter((l) => l.action === "delete" && isLoss(l));
  const replaces = lists.filter((l) => l.action === "replace");
  if (deletes.length > 0 || glossaryDeletes !== void 0) lines.push("> [!CAUTION]");
  if (deletes.length > 0) {
    lines.push(
      `> **${markdownText(subject)} deletes ${plural(deletes.length, "list")}:** ${named2(deletes)}. ${deletes.length === 1 ? "Its" : "Their"} live rules and instructions go with ${deletes.length === 1 ? "it" : "them"}; they are shown below.`
    );
  }
  if (glossaryDeletes !== void 0) lines.push(...deletes.length > 0 ? [">"] : [], glossaryDeletes);
  if (deletes.length > 0 || glossaryDeletes !== void 0) lines.push("");
  if (replaces.length > 0) {
    lines.push(
      "> [!WARNING]",
      `> **${markdownText(subject)} replaces ${plural(replaces.length, "list")}:** ${named2(replaces)}. A language cannot change in place, so ${replaces.length === 1 ? "the list is" : "each list is"} deleted and created again with a new style\\_id: callers using the old style\\_id break until they switch to the new one.`,
      ""
    );
  }
  return lines;
}
function named2(lists) {
  const shown = lists.slice(0, NAMED2).map((l) => `${markdownText(l.name)} (${markdownText(language(l))}, style\\_id ${markdownText(l.style_id ?? "?")})`);
  const more2 = lists.length - shown.length;
  if (more2 > 0) return `${shown.join(", ")} and ${more2} more`;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

// src/report/markdown.ts
var GITHUB_COMMENT_LIMIT = 65536;
function renderMarkdown(plan, options = {}) {
  const heading = options.heading === void 0 ? summaryLine(plan) : options.heading;
  const header = heading === null ? [] : [`### ${markdownText(heading)}`, ""];
  const sides = options.sides ?? PLAN_SIDES;
  const partial = partialLine(plan);
  if (partial !== void 0) header.push(`**${markdownText(partial)}**`, "");
  if (plan.target !== void 0) header.push(`Target: ${markdownText(plan.target)}`, "");
  const overview = options.overview === false ? { alerts: [] } : planOverview(plan, {
    previews: options.previews ?? previewOutcomes(options.checks),
    ...options.overviewSubject === void 0 ? {} : { subject: options.overviewSubject }
  });
  return fitSections(
    {
      // The alerts name at most a few lists each, so they stay whole however long the plan.
      header: [...header, ...overview.alerts],
      problems: problemSection(allProblems(plan), heldBack(plan)),
      ...overview.table ? { overview: overview.table } : {},
      sections: [
        ...adoptedFirst(plan.lists.items).map((list) => markdownListSection(list, sides, options.links, options.cause)),
        ...adoptedFirst(glossaryChanges(plan)).map((g) => markdownGlossarySection(g, sides, options.links, options.cause)),
        ...options.checks ? checkSections(options.checks, sides) : []
      ],
      unmanaged: unmanagedSection(plan.lists.unmanaged, plan.glossaries?.unmanaged ?? [])
    },
    options.maxChars ?? GITHUB_COMMENT_LIMIT,
    options.cutNotes
  );
}
function problemSection(problems, held) {
  const blocked = [...held.lists, ...held.glossaries];
  if (problems.length === 0 && blocked.length === 0) return void 0;
  const item = (problem) => {
    const where = problem.file !== void 0 ? ` (${markdownText(problem.file)})` : "";
    return `> - ${markdownMessage(problem.message)}${where}<br>**Hint:** ${markdownMessage(problem.hint)}`;
  };
  const titles = [];
  if (problems.length > 0) titles.push(`${problems.length === 1 ? "1 problem stops" : `${problems.length} problems stop`} this plan from being applied.`);
  if (blocked.length > 0) titles.push(`${heldBackWords(held.lists.length, held.glossaries.length)} held back${problems.length > 0 ? " as well." : "; the rest can be applied."}`);
  return { head: ["> [!WARNING]", `> **${titles.join(" ")}**`, ">"], body: [...problems, ...blocked].map(item), tail: [""] };
}
function unmanagedSection(lists, glossaries) {
  if (lists.length === 0 && glossaries.length === 0) return void 0;
  const why = (ignored) => ignored ? "matches an ignore pattern" : "`--prune` would delete it";
  const listLines = lists.map((list) => `- ${markdownText(list.name)} (${markdownText(list.language)}, style\\_id ${markdownText(list.style_id)}): ${why(list.ignored)}`);
  const glossaryLines = glossaries.map((g) => `- ${markdownText(g.name)} (glossary\\_id ${markdownText(g.glossary_id)}): ${why(g.ignored)}`);
  const title = lists.length === 0 ? "**Glossaries no glossary file manages**" : glossaries.length === 0 ? "**Lists no style file manages**" : "**Lists and glossaries no file manages**";
  return { head: [`${title} (left alone):`, ""], body: [...listLines, ...glossaryLines], tail: [""] };
}

// src/report/term-notes-markdown.ts
var NOTE_TERMS_SHOWN = 3 * TERMS_SHOWN;
function termNotesMarkdown(changes, maxChars, links) {
  if (changes.length === 0) return "";
  const head = `### Changes to the glossary files alone: ${plural(changes.length, "term")}; nothing is sent to the service

<details><summary>${fieldsChanged(changes)}, before and after</summary>

| Glossary | Term | Field | Before | After |
|---|---|---|---|---|
`;
  const tail = "\n</details>\n\n";
  const rows = changes.slice(0, NOTE_TERMS_SHOWN).map((c) => termRows(c, links));
  let shown = rows.length;
  let body = rows.join("");
  while (shown > 0 && head.length + body.length + more(changes.length - shown).length + tail.length > maxChars) {
    shown--;
    body = rows.slice(0, shown).join("");
  }
  const text = head + body + more(changes.length - shown) + tail;
  return text.length <= maxChars ? text : "";
}
var FIELD_WORDS = { admitted: "admitted alternatives", forbidden: "forbidden variants", definition: "definitions", note: "notes", translate: "terms kept untranslated" };
function fieldsChanged(changes) {
  const present = new Set(changes.flatMap((c) => c.fields.map((f) => f.field)));
  const words = Object.keys(FIELD_WORDS).filter((f) => present.has(f)).map((f) => FIELD_WORDS[f]);
  const list = words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  return list.charAt(0).toUpperCase() + list.slice(1);
}
function termRows(c, links) {
  const where = `${markdownText(c.glossary)} (${markdownText(`${c.source_lang} \u2192 ${c.target_lang}`)})`;
  return c.fields.map((f, i) => `| ${i === 0 ? where : ""} | ${i === 0 ? term(c, links) : ""} | ${f.field} | ${value(f.field, f.before, f.after, "removed")} | ${value(f.field, f.after, f.before, "added")} |
`).join("");
}
function more(left) {
  return left === 0 ? "" : `
_\u2026 and ${plural(left, "more term")} not shown; the glossary files have them all._
`;
}
function term(c, links) {
  const url = links?.term(c.glossary, c.source_lang, c.target_lang, c.source);
  return url === void 0 ? markdownText(c.source) : markdownLink(c.source, url);
}
function value(field, v, other, mark) {
  if (field === "translate") return v === false ? "false: kept as written" : "_(unset)_: translated";
  if (v === void 0) return "_(unset)_";
  if (typeof v === "string") return markdownText(v.trimEnd());
  const others = new Set(Array.isArray(other) ? noteItems(other) : []);
  return noteItems(v).map((variant) => others.size > 0 && !others.has(variant) ? `${markdownText(variant)} _(${mark})_` : markdownText(variant)).join("<br>");
}

// src/cli/subset-flags.ts
import { resolve } from "node:path";
function addListOption(command) {
  return command.option("--list <name>", "only the list of this name (repeatable; with paths, their union); prune is off", (value2, previous = []) => [...previous, value2]);
}
function subsetChoice(cwd, paths, lists, prune) {
  if (paths.length === 0 && (lists ?? []).length === 0) return void 0;
  if (prune) {
    throw new StylesyncError(
      "--prune cannot be combined with paths or --list: a partial plan never deletes lists outside it.",
      "Leave out --prune to plan the part, or leave out the paths and --list to plan (and prune) the whole repository.",
      { code: "invalid-flag" }
    );
  }
  return { paths: paths.map((p) => resolve(cwd, p)), lists: lists ?? [] };
}

// src/cli/plan-heap.ts
import { setFlagsFromString } from "node:v8";
var PLAN_HEAP_GROWING_PERCENT = 100;
function planHeap(execArgv) {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg))) return () => {
  };
  setFlagsFromString(`--heap-growing-percent=${PLAN_HEAP_GROWING_PERCENT}`);
  return () => setFlagsFromString("--heap-growing-percent=0");
}
async function withPlanHeap(run) {
  const restore = planHeap(process.execArgv);
  try {
    return await run();
  } finally {
    restore();
  }
}

// src/cli/plan.ts
function addPlanningOptions(command) {
  return command.option("--prune", "delete live lists no style file manages (except names matching `ignore`)").option("--allow-replace", "accept language changes, which delete a list and create it again under a new style_id").option("--allow-deletes <n>", "accept up to N list deletes beyond the thresholds in stylesync.yaml");
}
function addCheckOptions(command) {
  return command.option("--check-translations", "translate the style files' examples with each list before and after the change (billed)").option("--max-check-characters <n>", "refuse translate checks that would bill more characters than this", String(DEFAULT_MAX_CHECK_CHARACTERS)).option("--no-fail-on-check", "report unmet example expectations without failing the plan").option("--refresh-languages", "read the supported languages from the service even when the 24-hour cache is fresh").option("--concurrency <n>", "requests in flight at once: list page reads, translate checks", "4");
}
function planCommand(ctx) {
  const command = new Command("plan").description("show what apply would change on the service (reads only, unless --check-translations)").argument("[paths...]", "plan only the lists of these style files or directories (in the styles directory); prune is off");
  addTargetOptions(command);
  addListOption(command);
  addPlanningOptions(command);
  addCheckOptions(command);
  command.addOption(new Option("--format <format>", "output format").choices(["text", "markdown", "json"]).default("text")).option("--out <file>", "save the plan for `stylesync apply <file>`").option("--detailed-exitcode", "exit 2 when there are changes, 0 when there are none, 1 on errors").option("--since <ref>", "also show what the glossary files alone changed since this git commit, branch or tag (forbidden variants, definitions, notes: nothing is sent)").action((paths, flags) => withPlanHeap(() => planAction(ctx, paths, flags)));
  return command;
}
async function planAction(ctx, paths, flags) {
  const subset = subsetChoice(ctx.io.cwd, paths, flags.list, flags.prune);
  const planning = { ...planningFlags(flags), ...subset === void 0 ? {} : { subset } };
  const checkChoice = checkFlags(flags);
  const since = flags.since === void 0 ? void 0 : filesAloneSince({ cwd: ctx.io.cwd, ...projectChoice(flags) }, flags.since);
  since?.catch(() => {
  });
  const opened = await openCliSession(ctx, flags, {
    concurrency: checkChoice.concurrency,
    command: checkChoice.checkTranslations ? "plan --check-translations" : "plan",
    ...checkChoice.checkTranslations ? { preview: {} } : { readAhead: { concurrency: checkChoice.concurrency } }
  });
  const session = reportDiagnostics(opened);
  if (session === void 0) {
    reportInvalid(opened, flags.format);
    ctx.conclude("error");
    return;
  }
  const filesAlone = since === void 0 ? void 0 : (await since)(session.result);
  const planned = await planProject(session, {
    planning,
    checks: checkChoice,
    env: ctx.io.env,
    onEvent: (event) => showEvent(session, event),
    ...ctx.io.onInterrupt === void 0 ? {} : { onInterrupt: ctx.io.onInterrupt }
  });
  const { checks, failure } = planned;
  const plan = filesAlone === void 0 ? planned.plan : againstBase(planned.plan, session, filesAlone.before, filesAlone.since);
  const deeplSync = await deeplSyncStatus(session, planned.live, planned.glossaries);
  const split = filesAlone === void 0 || flags.format !== "text" || session.quiet || subset !== void 0 ? void 0 : await driftAgainst(filesAlone.before, plan, session.api, planFlags(session, planning));
  const failed = allProblems(plan).length > 0 || failure !== void 0;
  if (flags.format === "text" && session.quiet) {
    session.err(problemLines(plan));
    if (failure !== void 0) session.err(renderChecksText(checks, { color: session.color }));
    session.final(`${summaryLine(plan)}
`);
  } else {
    const shown = { plan, checks, ...deeplSync === void 0 ? {} : { deeplSync }, ...filesAlone === void 0 ? {} : { filesAlone }, ...split === void 0 || filesAlone === void 0 ? {} : { split: { since: filesAlone.since, ...split } } };
    session.final(render(shown, flags.format, session.color, flags.format === "markdown" ? linksOf(session) : void 0));
  }
  if (flags.out !== void 0) await savePlan(ctx, session, flags, planned);
  if (failed || allBlocked(plan).length > 0) ctx.conclude("error");
  else if (planHasChanges(plan)) ctx.conclude("changes", { detailedExitcode: Boolean(flags.detailedExitcode) });
  else ctx.conclude("ok");
}
function planningFlags(flags) {
  const allowDeletes = parseCount("--allow-deletes", flags.allowDeletes, 0);
  return { prune: Boolean(flags.prune), allowReplace: Boolean(flags.allowReplace), ...allowDeletes === void 0 ? {} : { allowDeletes } };
}
function checkFlags(flags) {
  return {
    checkTranslations: Boolean(flags.checkTranslations),
    maxCheckCharacters: parseCount("--max-check-characters", flags.maxCheckCharacters, 0),
    failOnCheck: flags.failOnCheck,
    refreshLanguages: Boolean(flags.refreshLanguages),
    concurrency: parseCount("--concurrency", flags.concurrency, 1)
  };
}
function reportInvalid(session, format) {
  if (format === "json") session.final(renderValidationJson(session.result));
  if (format === "markdown") {
    const shown = diagnosticsOf(session.result);
    session.final(`### The style files have errors; no plan was made

${renderDiagnosticsMarkdown(shown)}`);
  }
  session.err("The style files have errors; fix them, then run plan again.\n");
}
async function savePlan(ctx, session, flags, planned) {
  const { plan, failure } = planned;
  const out = flags.out;
  const note = flags.format === "text" || session.quiet ? session.out : session.err;
  if (allProblems(plan).length > 0 || failure !== void 0) {
    const why = allProblems(plan).length > 0 ? "it has problems that apply would refuse" : failure === "language" ? "the language checks found errors" : "a translate check failed";
    (session.quiet ? session.err : note)(`Plan not saved to ${terminalText(out)}: ${why}.
`);
    return;
  }
  await writeOrExplain(resolve2(ctx.io.cwd, out), stableJson(plan), "--out", ctx.secrets());
  note(`Saved the plan to ${terminalText(out)}. Apply exactly this plan with: ${terminalText(applyCommandLine(flags))}
`);
}
function applyCommandLine(flags) {
  const words = ["stylesync", "apply", flags.out];
  if (flags.config !== void 0) words.push("--config", flags.config);
  if (flags.baseUrl !== void 0) words.push("--base-url", flags.baseUrl);
  if (flags.authScheme !== void 0) words.push("--auth-scheme", flags.authScheme);
  if (flags.prune) words.push("--prune");
  if (flags.allowReplace) words.push("--allow-replace");
  if (flags.allowDeletes !== void 0) words.push("--allow-deletes", flags.allowDeletes);
  return words.map(shellWord).join(" ");
}
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
function problemLines(plan) {
  return [...allProblems(plan), ...allBlocked(plan)].map((p) => `${ERROR_PREFIX}${terminalText(p.message)}
  hint: ${terminalText(p.hint)}
`).join("");
}
function linksOf(session) {
  const url = session.config.guide_url;
  return url === void 0 ? void 0 : guideLinks(url, session.result.lists, session.result.glossaries);
}
function render(shown, format, color, links) {
  const note = deeplSyncNote(shown.deeplSync);
  if (format === "json") return renderJson(shown.plan, shown.checks, shown.filesAlone?.terms, shown.deeplSync);
  const body = renderPlan(shown, format, color, links);
  if (note === void 0) return body;
  return format === "markdown" ? `${body}
> **Note:** ${markdownText(note)}
` : `${body}
note: ${terminalText(note)}
`;
}
function renderPlan({ plan, checks, filesAlone, split }, format, color, links) {
  switch (format) {
    case "markdown": {
      const block = termNotesMarkdown(filesAlone?.terms ?? [], Math.floor(GITHUB_COMMENT_LIMIT / 4), links);
      const notes = block === "" ? "" : `
${block}`;
      return renderMarkdown(plan, { checks, maxChars: GITHUB_COMMENT_LIMIT - notes.length, ...links === void 0 ? {} : { links } }) + notes;
    }
    case "text":
      return renderText(plan, { color, appendix: renderChecksText(checks, { color }), ...filesAlone === void 0 ? {} : { filesAlone }, ...split === void 0 ? {} : { split } });
  }
}

export {
  addListOption,
  subsetChoice,
  withPlanHeap,
  addPlanningOptions,
  planCommand,
  planningFlags
};

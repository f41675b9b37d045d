import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  tbxLanguages,
  tbxPairEntries
} from "./chunk-SP4ACV7D.js";
import {
  readTbx
} from "./chunk-QWPY2NWV.js";
import {
  admittedProblems,
  entryDiagnostic,
  forbiddenProblems,
  noteProblems
} from "./chunk-WADOF54X.js";
import "./chunk-HYMDCOR5.js";
import {
  diagnostic
} from "./chunk-DFW3UD3O.js";
import {
  checkGlossaryEntries
} from "./chunk-XKJFTXK7.js";
import "./chunk-V5274J54.js";

// src/config/validate-glossary-tbx.ts
function readTbxEntriesFile(ref, text, maxProblems) {
  const { dictionary } = ref;
  const pairs = [];
  const languages = /* @__PURE__ */ new Set();
  const read = readTbx(text, (concept) => {
    pairs.push(...tbxPairEntries([concept], dictionary));
    for (const lang of tbxLanguages([concept])) languages.add(lang);
  });
  if (!read.ok) return [diagnostic("error", "entries-syntax", { file: ref.file, pos: { line: read.line, col: read.col }, path: "" }, read.message, read.hint)];
  const checked = checkGlossaryEntries(pairs, { maxProblems });
  const at = (p) => entryDiagnostic({ ...p, column: 1 }, ref.file, "tbx", p.rule === "term-control-character" ? `${p.message} (character ${p.column})` : p.message);
  const out = [...checked.problems.map(at), ...checked.caseVariants.map(at)];
  const last = checked.problems[checked.problems.length - 1];
  if (checked.truncated && last !== void 0 && last.rule !== "dictionary-too-large") {
    const message = `stopped checking after ${maxProblems} problems; the rest of the file was not checked`;
    out.push(diagnostic("error", "entries-check-stopped", { file: ref.file, pos: { line: last.line, col: 1 }, path: "" }, message, "Fix the problems above and validate again."));
  }
  const key = (e) => `${e.line}\0${e.source}\0${e.target}`;
  const notesOf = /* @__PURE__ */ new Map();
  for (const p of pairs) if (!notesOf.has(key(p))) notesOf.set(key(p), p.notes);
  const notes = /* @__PURE__ */ new Map();
  for (const entry of checked.entries) {
    ref.entries.set(entry.source, entry.target);
    ref.entryOrigins.set(entry.source, { file: ref.file, line: entry.line, col: 1 });
    const said = notesOf.get(key(entry));
    if (said) notes.set(entry.source, said);
  }
  if (notes.size > 0) dictionary.notes = notes;
  out.push(...notesProblems(ref, notes));
  if (pairs.length === 0) out.push(noPair(ref, [...languages].sort()));
  return out;
}
function notesProblems(ref, notes) {
  const at = (p) => ({ file: ref.file, pos: { line: ref.entryOrigins.get(String(p[0]))?.line ?? 1, col: 1 }, path: "" });
  const termAt = (problem, where) => {
    const message = problem.rule === "term-control-character" ? `${problem.message} (character ${problem.column})` : problem.message;
    return entryDiagnostic({ ...problem, line: where.pos.line, column: 1 }, ref.file, "tbx", message);
  };
  return [...forbiddenProblems(ref.entries, notes, [], at, termAt), ...admittedProblems(ref.entries, notes, [], at, termAt), ...[...notes].flatMap(([source, n]) => noteProblems(n, at([source])))];
}
function noPair(ref, languages) {
  const { source_lang, target_lang } = ref.dictionary;
  return diagnostic(
    "error",
    "empty-dictionary",
    ref.at,
    `no concept of ${ref.file} has a term in both ${source_lang} and ${target_lang} (its languages: ${languages.join(", ") || "none"})`,
    "Check source_language and target_language against the termbase, or export the termbase again with both languages."
  );
}
export {
  readTbxEntriesFile
};

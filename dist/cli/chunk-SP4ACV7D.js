import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/config/tbx-pair.ts
function tbxPairEntries(concepts, pair) {
  const out = [];
  for (const c of concepts) {
    const source = languageOf(c, pair.source_lang);
    const target = languageOf(c, pair.target_lang) ?? languageOf(c, UNNAMED);
    if (!source || source.term === "") continue;
    const notes = notesOf(c, source, target);
    const term = notes?.translate === false ? source.term : target?.term ?? "";
    if (term === "") continue;
    out.push({ source: source.term, target: term, line: c.line ?? 1, ...notes ? { notes } : {} });
  }
  return out;
}
function tbxLanguages(concepts) {
  return [...new Set(concepts.flatMap((c) => [...c.languages.keys()].map(base)))].sort();
}
var UNNAMED = "xx";
function languageOf(c, code) {
  const wanted = code.toLowerCase();
  const exact = c.languages.get(wanted);
  if (exact && exact.term !== "") return exact;
  for (const [lang, terms] of c.languages) if (base(lang) === wanted && terms.term !== "") return terms;
  return exact;
}
function base(lang) {
  return lang.split(/[-_]/)[0];
}
function notesOf(c, source, target) {
  const forbidden = (target?.forbidden ?? []).filter((f, i, all) => all.findIndex((b) => b.term === f.term) === i);
  const admitted = (target?.admitted ?? []).filter((a, i, all) => all.findIndex((b) => b.term === a.term) === i);
  const notes = { ...admitted.length > 0 ? { admitted } : {}, ...forbidden.length > 0 ? { forbidden } : {}, ...tbxPairMetadata(c, source, target) };
  return Object.keys(notes).length > 0 ? notes : void 0;
}
function tbxPairMetadata(c, source, target) {
  const definition = target?.definition ?? c.definition ?? source.definition;
  const note = target?.note ?? c.note ?? source.note;
  const keep = target?.translate === false || source.translate === false || c.translate === false;
  return { ...definition !== void 0 ? { definition } : {}, ...note !== void 0 ? { note } : {}, ...keep ? { translate: false } : {} };
}

export {
  tbxPairEntries,
  tbxLanguages,
  tbxPairMetadata
};

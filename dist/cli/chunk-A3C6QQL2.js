import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/catalog/term-match.ts
var WORD = /[\p{L}\p{N}\p{M}]/u;
var UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Hangul}]/u;
function spellings(term) {
  const first = String.fromCodePoint(term.codePointAt(0) ?? 0);
  const rest = term.slice(first.length);
  const swapped = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
  return swapped === first || swapped.length !== first.length ? [term] : [term, swapped + rest];
}
function lastChar(text, end) {
  const before = text.slice(Math.max(0, end - 2), end);
  const chars = Array.from(before);
  return chars[chars.length - 1] ?? "";
}
function firstChar(text, start) {
  return String.fromCodePoint(text.codePointAt(start) ?? 0);
}
function spacedWordChar(ch) {
  return WORD.test(ch) && !UNSPACED.test(ch);
}
function occurrencesIn(text, term, limit) {
  if (term === "") return [];
  const startEdge = spacedWordChar(firstChar(term, 0));
  const endEdge = spacedWordChar(lastChar(term, term.length));
  const found = [];
  for (const spelling of spellings(term)) {
    let from = 0;
    while (found.length < limit) {
      const at = text.indexOf(spelling, from);
      if (at < 0) break;
      const end = at + spelling.length;
      const startOk = !startEdge || !spacedWordChar(lastChar(text, at));
      const endOk = !endEdge || end >= text.length || !spacedWordChar(firstChar(text, end));
      if (startOk && endOk) found.push({ start: at, end });
      from = at + 1;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
function containsTerm(text, term) {
  return occurrencesIn(text.normalize("NFC"), term.normalize("NFC"), 1).length > 0;
}

export {
  spellings,
  lastChar,
  firstChar,
  spacedWordChar,
  containsTerm
};

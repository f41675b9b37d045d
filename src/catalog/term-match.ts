/**
 * When a text "contains" a glossary term, for the derived expectations of the
 * translate checks and for coverage (docs/checks.md, "How a term is matched").
 * One rule for the source term in the example's text and for the target and
 * forbidden variants in the translation:
 *
 * - Case as written, except the term's first letter, which may be upper or
 *   lower case: "Sign in" at the start of a sentence is the term "sign in",
 *   but "us" is not the term "US" (validate warns of terms differing only in
 *   case, so a dictionary may hold both, and they mean different things).
 * - Whole words: where the term begins (ends) with a letter, digit or mark,
 *   the character before (after) it must not be one, so "sign in" is not in
 *   "design input". Where the term's edge is in a script written without
 *   spaces between words (Han, Hiragana, Katakana, Thai, Lao, Khmer, Myanmar)
 *   or in Hangul (Korean attaches particles to nouns: 로그인을), that edge
 *   needs no boundary: a substring match. A character of those scripts beside
 *   a Latin term ends it as a space would ("Acmeクラウド" holds "Acme").
 * - Both texts in Unicode NFC, so a composed and a decomposed "é" are one.
 * - An occurrence inside an occurrence of a longer term of the same set does
 *   not count (terms-in.ts): in "sign in", the term "sign" is not used.
 */

const WORD = /[\p{L}\p{N}\p{M}]/u;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Hangul}]/u;

export interface TermSpan {
  start: number;
  end: number;
}

/** The two spellings a term is looked for in: as written, and with its first letter's case swapped. */
export function spellings(term: string): string[] {
  const first = String.fromCodePoint(term.codePointAt(0) ?? 0);
  const rest = term.slice(first.length);
  const swapped = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
  // A swap that changes the length (ß → SS) is not the same word with a capital: keep the term as written.
  return swapped === first || swapped.length !== first.length ? [term] : [term, swapped + rest];
}

/** The code point that ends at `end`. */
export function lastChar(text: string, end: number): string {
  const before = text.slice(Math.max(0, end - 2), end);
  const chars = Array.from(before);
  return chars[chars.length - 1] ?? '';
}

/** The code point that starts at `start`. */
export function firstChar(text: string, start: number): string {
  return String.fromCodePoint(text.codePointAt(start) ?? 0);
}

/** A letter, digit or mark of a script written with spaces: a term edge that is one needs a word boundary, a neighbour that is one breaks it. */
export function spacedWordChar(ch: string): boolean {
  return WORD.test(ch) && !UNSPACED.test(ch);
}

/**
 * Every occurrence of `term` in `text` (both already NFC), at most `limit`:
 * each iteration moves past the last match, so the loop ends with the text.
 */
function occurrencesIn(text: string, term: string, limit: number): TermSpan[] {
  if (term === '') return [];
  const startEdge = spacedWordChar(firstChar(term, 0));
  const endEdge = spacedWordChar(lastChar(term, term.length));
  const found: TermSpan[] = [];
  for (const spelling of spellings(term)) {
    let from = 0;
    while (found.length < limit) {
      const at = text.indexOf(spelling, from);
      if (at < 0) break;
      const end = at + spelling.length;
      // A neighbour in a script without spaces ends a Latin word as a space would ("Acmeクラウド").
      const startOk = !startEdge || !spacedWordChar(lastChar(text, at));
      const endOk = !endEdge || end >= text.length || !spacedWordChar(firstChar(text, end));
      if (startOk && endOk) found.push({ start: at, end });
      from = at + 1;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Whether `text` contains `term` under the rule above (no longer terms to defer to). */
export function containsTerm(text: string, term: string): boolean {
  return occurrencesIn(text.normalize('NFC'), term.normalize('NFC'), 1).length > 0;
}

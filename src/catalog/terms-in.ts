import { firstChar, lastChar, spacedWordChar, spellings, type TermSpan } from './term-match.ts';

/**
 * Which terms of a glossary occur in a text, under the matching rule of
 * term-match.ts, without looking for every term in every text: a dictionary
 * may hold a hundred thousand terms, and coverage and the derived
 * expectations ask about each example. The terms are indexed once by where a
 * match can start (`npm run bench:coverage` prints the cost).
 */

interface IndexedTerm {
  term: string;
  /** The NFC spellings: as written, and with the first letter's case swapped. */
  spellings: string[];
  endEdge: boolean;
}

export interface TermIndex {
  /** Terms starting with a letter, digit or mark of a spaced script, by their first word: a match starts at a word start. */
  byWord: Map<string, IndexedTerm[]>;
  /** The other terms (a symbol, or a script without spaces, first), by their first character: a match may start anywhere. */
  byChar: Map<string, IndexedTerm[]>;
}

/** The run of spaced-script word characters from `start`. */
function leadingWord(text: string, start: number): string {
  let end = start;
  while (end < text.length) {
    const ch = firstChar(text, end);
    if (!spacedWordChar(ch)) break;
    end += ch.length;
  }
  return text.slice(start, end);
}

function add(map: Map<string, IndexedTerm[]>, key: string, term: IndexedTerm): void {
  const list = map.get(key);
  if (list) list.push(term);
  else map.set(key, [term]);
}

export function termIndex(terms: Iterable<string>): TermIndex {
  const index: TermIndex = { byWord: new Map(), byChar: new Map() };
  for (const term of new Set(terms)) {
    const normal = term.normalize('NFC');
    if (normal === '') continue;
    const entry: IndexedTerm = { term, spellings: spellings(normal), endEdge: spacedWordChar(lastChar(normal, normal.length)) };
    if (spacedWordChar(firstChar(normal, 0))) add(index.byWord, leadingWord(normal, 0), entry);
    else for (const first of new Set(entry.spellings.map((s) => firstChar(s, 0)))) add(index.byChar, first, entry);
  }
  return index;
}

/** Per term, a bounded number of occurrences: a term repeated past this is found long before. */
const OCCURRENCES_PER_TERM = 50;

type Span = TermSpan & { term: string };

/**
 * The terms of `indexes` that occur in `text`, in the order of their first
 * occurrence, each once. An occurrence lying within an occurrence of a
 * longer term (of any of the indexes) does not count, as the service (and
 * the emulator) translate the longest term.
 */
export function termsIn(text: string, indexes: TermIndex | readonly TermIndex[]): string[] {
  const normal = text.normalize('NFC');
  const all = Array.isArray(indexes) ? indexes : [indexes as TermIndex];
  const spans: Span[] = [];
  const counts = new Map<string, number>();
  const tryAt = (candidate: IndexedTerm, at: number) => {
    const seen = counts.get(candidate.term) ?? 0;
    if (seen >= OCCURRENCES_PER_TERM) return;
    const spelling = candidate.spellings.find((s) => normal.startsWith(s, at));
    if (spelling === undefined) return;
    const end = at + spelling.length;
    if (candidate.endEdge && end < normal.length && spacedWordChar(firstChar(normal, end))) return;
    counts.set(candidate.term, seen + 1);
    spans.push({ start: at, end, term: candidate.term });
  };
  let previousSpaced = false;
  // Each step moves past one code point: the loop ends with the text.
  for (let at = 0; at < normal.length; ) {
    const ch = firstChar(normal, at);
    const spaced = spacedWordChar(ch);
    if (spaced && !previousSpaced) {
      const words = new Set(spellings(leadingWord(normal, at)));
      for (const index of all) for (const word of words) for (const candidate of index.byWord.get(word) ?? []) tryAt(candidate, at);
    }
    for (const index of all) for (const candidate of index.byChar.get(ch) ?? []) tryAt(candidate, at);
    previousSpaced = spaced;
    at += ch.length;
  }
  return longestFirst(spans);
}

function longestFirst(spans: Span[]): string[] {
  spans.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Span[] = [];
  for (const span of spans) {
    if (kept.some((k) => k.start <= span.start && span.end <= k.end && k.end - k.start > span.end - span.start)) continue;
    kept.push(span);
  }
  kept.sort((a, b) => a.start - b.start);
  return [...new Set(kept.map((k) => k.term))];
}

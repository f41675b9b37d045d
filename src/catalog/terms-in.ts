import { firstChar, lastChar, spacedWordChar, spellings } from './term-match.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

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

/**
 * The terms that share a first word (or first character). A bucket can hold
 * most of a dictionary (400,000 terms all starting "sign …"), so a place in
 * the text is not tried against each of them: their distinct spellings are
 * sorted once, and the ones the text at a place starts with are found by
 * binary search (prefixesAt), in steps that each shorten what is looked for.
 */
interface Bucket {
  terms: IndexedTerm[];
  sorted?: { spellings: string[]; terms: IndexedTerm[][]; longest: number };
}

export interface TermIndex {
  /** Terms starting with a letter, digit or mark of a spaced script, by their first word: a match starts at a word start. */
  byWord: Map<string, Bucket>;
  /** The other terms (a symbol, or a script without spaces, first), by their first character: a match may start anywhere. */
  byChar: Map<string, Bucket>;
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

function add(map: Map<string, Bucket>, key: string, term: IndexedTerm): void {
  const bucket = map.get(key);
  if (bucket) bucket.terms.push(term);
  else map.set(key, { terms: [term] });
}

function sortedOf(bucket: Bucket): NonNullable<Bucket['sorted']> {
  if (bucket.sorted) return bucket.sorted;
  const bySpelling = new Map<string, IndexedTerm[]>();
  for (const term of bucket.terms) {
    for (const spelling of term.spellings) {
      const list = bySpelling.get(spelling);
      if (list) list.push(term);
      else bySpelling.set(spelling, [term]);
    }
  }
  const spellings = [...bySpelling.keys()].sort(codeUnitOrder);
  bucket.sorted = { spellings, terms: spellings.map((sp) => bySpelling.get(sp) as IndexedTerm[]), longest: spellings.reduce((n, sp) => Math.max(n, sp.length), 0) };
  return bucket.sorted;
}

/** The index of the last of `sorted` that is at most `value` (code-unit order), or -1. */
function lastAtMost(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * The terms of a bucket found at `at`: those of the longest spelling the
 * text starts with there whose end is a word's end (a longer one that stops
 * inside a word does not count). Shorter ones would lie inside it, and the
 * longest term wins. The last spelling at most the text is either a prefix
 * of it or shares a shorter prefix with it, and no spelling longer than that
 * shared part can be a prefix: each step shortens what is looked for, so
 * there are at most as many steps as the longest spelling has characters,
 * each a binary search, however many terms share the bucket.
 */
function longestAt(bucket: Bucket, text: string, at: number, work: TermsInWork): { length: number; terms: IndexedTerm[] } | undefined {
  const { spellings, terms, longest } = sortedOf(bucket);
  let rest = text.slice(at, at + longest);
  while (rest !== '') {
    work.searches++;
    const i = lastAtMost(spellings, rest);
    if (i < 0) return undefined;
    const spelling = spellings[i] as string;
    const shared = commonPrefix(spelling, rest);
    if (shared === spelling.length) {
      const end = at + spelling.length;
      const wordGoesOn = end < text.length && spacedWordChar(firstChar(text, end));
      const found = (terms[i] as IndexedTerm[]).filter((t) => !(t.endEdge && wordGoesOn));
      if (found.length > 0) return { length: spelling.length, terms: found };
      rest = spelling.slice(0, -1);
    } else {
      rest = rest.slice(0, shared);
    }
  }
  return undefined;
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

/**
 * The terms of `indexes` that occur in `text`, in the order of their first
 * occurrence, each once. An occurrence lying within an occurrence of a
 * longer term (of any of the indexes) does not count, as the service (and
 * the emulator) translate the longest term: at each place only the longest
 * terms found there are kept (longestAt, over every bucket the place can
 * start), and an occurrence ending within one that began earlier is passed
 * over. The work is bounded by the text and the longest term, not by how
 * many terms share a first word or character.
 */
export function termsIn(text: string, indexes: TermIndex | readonly TermIndex[], work: TermsInWork = { searches: 0 }): string[] {
  const normal = text.normalize('NFC');
  const all = Array.isArray(indexes) ? indexes : [indexes as TermIndex];
  const found = new Set<string>();
  // The furthest end of an occurrence kept at an earlier place.
  let reach = 0;
  let previousSpaced = false;
  // Each step moves past one code point: the loop ends with the text.
  for (let at = 0; at < normal.length; ) {
    const ch = firstChar(normal, at);
    const spaced = spacedWordChar(ch);
    const buckets: Bucket[] = [];
    for (const index of all) {
      if (spaced && !previousSpaced) for (const word of new Set(spellings(leadingWord(normal, at)))) buckets.push(...optional(index.byWord.get(word)));
      buckets.push(...optional(index.byChar.get(ch)));
    }
    let best: { length: number; terms: IndexedTerm[] } | undefined;
    for (const bucket of buckets) {
      const here = longestAt(bucket, normal, at, work);
      if (here === undefined || (best !== undefined && here.length < best.length)) continue;
      best = best === undefined || here.length > best.length ? { length: here.length, terms: [...here.terms] } : { length: best.length, terms: [...best.terms, ...here.terms] };
    }
    if (best !== undefined && at + best.length > reach) {
      for (const t of best.terms) found.add(t.term);
      reach = at + best.length;
    }
    previousSpaced = spaced;
    at += ch.length;
  }
  return [...found];
}

/** What termsIn did, counted: the binary searches of sorted spellings (the tests bound them by the text, not the terms). */
export interface TermsInWork {
  searches: number;
}

function optional<T>(value: T | undefined): T[] {
  return value === undefined ? [] : [value];
}

import { rootLanguage } from '../catalog/root-language.ts';
import { spellings } from '../catalog/term-match.ts';
import type { GlossaryStore } from './glossary-store.ts';
import { badRequest } from './http-error.ts';
import { translateLanguage } from './languages.ts';

/**
 * Glossaries in `POST /v2/translate` (spec/glossaries-v3.md, "Use in
 * translation"): `glossary_id` or `glossary_ids` (at most 5, exclusive),
 * either with `source_lang`; every glossary named must hold a dictionary for
 * the request's pair, and both languages must show `features.glossary`.
 * Returns the dictionaries to apply, in the order named (the first wins a term).
 */
export function glossaryTerms(
  b: Record<string, unknown>,
  sourceLang: string | undefined,
  targetLang: string,
  store: GlossaryStore,
): Array<ReadonlyMap<string, string>> {
  const ids = namedGlossaries(b);
  if (ids.length === 0) return [];
  const field = b.glossary_ids !== undefined ? 'glossary_ids' : 'glossary_id';
  if (sourceLang === undefined) throw badRequest(`source_lang is required when ${field} is used (glossaries need a known source language)`);
  for (const code of [sourceLang, targetLang]) {
    if (translateLanguage(code)?.features.glossary === undefined) {
      throw badRequest(`${code.toUpperCase()} does not support glossaries in translation (no features.glossary in GET /v3/languages?resource=translate_text)`);
    }
  }
  const pair = { source_lang: rootLanguage(sourceLang), target_lang: rootLanguage(targetLang) };
  return [...new Set(ids)].map((id) => {
    // store.terms answers 404 for an unknown glossary.
    const terms = store.terms(id, pair);
    if (!terms) {
      throw badRequest(`Glossary ${JSON.stringify(id)} has no dictionary for ${pair.source_lang}→${pair.target_lang}; every glossary named must hold one for the requested pair`);
    }
    return terms;
  });
}

function namedGlossaries(b: Record<string, unknown>): string[] {
  if (b.glossary_id !== undefined && b.glossary_ids !== undefined) throw badRequest('glossary_id and glossary_ids are mutually exclusive');
  if (b.glossary_id !== undefined) {
    if (typeof b.glossary_id !== 'string') throw badRequest('glossary_id must be a string');
    return [b.glossary_id];
  }
  if (b.glossary_ids === undefined) return [];
  const ids = b.glossary_ids;
  if (!Array.isArray(ids) || ids.some((g) => typeof g !== 'string')) throw badRequest('glossary_ids must be an array of strings');
  if (ids.length > 5) throw badRequest(`glossary_ids has ${ids.length} entries; at most 5 are allowed`);
  return ids as string[];
}

const WORD_END = /[\p{L}\p{N}\p{M}]$/u;
const WORD_START = /^[\p{L}\p{N}\p{M}]/u;

/**
 * The emulator's visible use of glossaries: every occurrence of a source
 * term, matched as written or with its first letter's case swapped ("Sign
 * in" opening a sentence is the term "sign in"; the rule of the checks,
 * src/catalog/term-match.ts), and as a whole word where the term starts or
 * ends with a letter or digit, becomes its target term, capitalised where
 * the text capitalises the term ("Anmelden"). The first glossary holding the term
 * either way gives it; within one, the term as written wins. Longest
 * term first, left to right, and replaced text is not scanned again, so
 * `a → b, b → c` turns "a b" into "b c". Deterministic; not how the service
 * translates (it inflects and reorders).
 */
export function applyGlossaryTerms(text: string, dictionaries: Array<ReadonlyMap<string, string>>): string {
  if (dictionaries.length === 0) return text;
  const lengths = termLengths(dictionaries);
  let out = '';
  let i = 0;
  let copiedTo = 0;
  while (i < text.length) {
    const match = longestAt(text, i, lengths, dictionaries);
    if (match) {
      out += text.slice(copiedTo, i) + match.target;
      i += match.length;
      copiedTo = i;
    } else i += 1;
  }
  return out + text.slice(copiedTo);
}

/**
 * Distinct term lengths, longest first: at most one per length up to the term
 * limit, so a match costs that many lookups, whatever the dictionary's size.
 * Cached per dictionary: the store replaces a dictionary's map on every write
 * and never changes a stored one (glossary-store.ts).
 */
function termLengths(dictionaries: Array<ReadonlyMap<string, string>>): number[] {
  const lengths = new Set<number>();
  for (const d of dictionaries) {
    let own = LENGTHS.get(d);
    if (!own) {
      own = [...new Set(Array.from(d.keys(), (source) => source.length))];
      LENGTHS.set(d, own);
    }
    for (const n of own) lengths.add(n);
  }
  return [...lengths].sort((a, b) => b - a);
}

const LENGTHS = new WeakMap<ReadonlyMap<string, string>, number[]>();

function longestAt(
  text: string,
  at: number,
  lengths: number[],
  dictionaries: Array<ReadonlyMap<string, string>>,
): { target: string; length: number } | undefined {
  for (const length of lengths) {
    if (at + length > text.length) continue;
    const candidate = text.slice(at, at + length);
    const target = firstTarget(candidate, dictionaries);
    if (target === undefined) continue;
    if (WORD_START.test(candidate) && WORD_END.test(text.slice(Math.max(0, at - 2), at))) continue;
    if (WORD_END.test(candidate) && WORD_START.test(text.slice(at + length, at + length + 2))) continue;
    return { target, length };
  }
  return undefined;
}

function firstTarget(source: string, dictionaries: Array<ReadonlyMap<string, string>>): string | undefined {
  const swapped = spellings(source)[1];
  for (const d of dictionaries) {
    const target = d.get(source);
    if (target !== undefined) return target;
    const other = swapped === undefined ? undefined : d.get(swapped);
    if (other !== undefined) return inCaseOf(source, other);
  }
  return undefined;
}

/**
 * `target` for a term the text holds with its first letter's case swapped:
 * capitalised where the text capitalises it ("Sign in" opening a sentence →
 * "Anmelden"), else as written, since a lower-case first letter in the text
 * says nothing of the target language ("settings" for the term "Settings"
 * stays "Einstellungen": German capitalises its nouns).
 */
function inCaseOf(text: string, target: string): string {
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  if (first === first.toLowerCase()) return target;
  const [, swapped] = spellings(target);
  const head = String.fromCodePoint(target.codePointAt(0) ?? 0);
  return swapped !== undefined && head === head.toLowerCase() ? swapped : target;
}

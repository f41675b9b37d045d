import { pairKey, type DesiredDictionary } from '../catalog/glossary.ts';
import { containsTerm } from '../catalog/term-match.ts';
import { termIndex, type TermIndex, termsIn } from '../catalog/terms-in.ts';
import type { GlossaryState } from './glossary-states.ts';
import type { DerivedExpectation } from './types.ts';

/**
 * At most this many derived expectations an example: a sentence naming many
 * terms of a termbase with long lists of forbidden variants would otherwise
 * bury its written expectations. The rest are counted (`derived_omitted`).
 */
export const MAX_DERIVED_PER_EXAMPLE = 20;

/** A derived expectation before it is judged against a translation. */
export type DerivedExpectationSpec = Omit<DerivedExpectation, 'met' | 'met_before'>;

/**
 * The expectations the glossaries' terms add to an example translating
 * `pair` (`en→de`): for each term its text contains (catalog/term-match.ts),
 * in the order they occur, the term's target (or one of its admitted
 * alternatives: a translator may use those, so the service's choice of one
 * meets the term too), then none of its forbidden variants. Taken from the glossary files, what apply makes true; a glossary
 * kept only on the service adds none (its entries are not read, and the
 * service keeps no forbidden variants). When two glossaries hold a term, the
 * first named gives it, as it goes first in the request.
 */
export function deriveExpectations(
  text: string,
  states: readonly GlossaryState[],
  pair: string | undefined,
  limit = MAX_DERIVED_PER_EXAMPLE,
): { expected: DerivedExpectationSpec[]; omitted: number } {
  const expected: DerivedExpectationSpec[] = [];
  if (pair === undefined) return { expected, omitted: 0 };
  const dictionaries: Array<{ glossary: string; dictionary: DesiredDictionary }> = [];
  for (const state of states) {
    const dictionary = state.desired?.dictionaries.find((d) => pairKey(d) === pair);
    if (dictionary) dictionaries.push({ glossary: state.name, dictionary });
  }
  const owner = (term: string) => dictionaries.find((d) => d.dictionary.entries.has(term)) as { glossary: string; dictionary: DesiredDictionary };
  let omitted = 0;
  for (const term of termsIn(text, dictionaries.map((d) => indexOf(d.dictionary)))) {
    const { glossary, dictionary } = owner(term);
    const origin = dictionary.entryOrigins.get(term) ?? dictionary.origin;
    const target = dictionary.entries.get(term) as string;
    const notes = dictionary.notes?.get(term);
    const forbidden = notes?.forbidden ?? [];
    const admitted = (notes?.admitted ?? []).map((a) => a.term);
    const specs: DerivedExpectationSpec[] = [
      { kind: 'contains', value: target, ...(admitted.length > 0 ? { admitted } : {}), term, glossary, origin },
      ...forbidden.map(({ term: value }) => ({ kind: 'not_contains' as const, value, term, glossary, origin })),
    ];
    for (const spec of specs) {
      if (expected.length < limit) expected.push(spec);
      else omitted++;
    }
  }
  return { expected, omitted };
}

// Indexed once per dictionary and run: every example that uses it looks its terms up again.
const INDEXES = new WeakMap<DesiredDictionary, TermIndex>();

function indexOf(dictionary: DesiredDictionary): TermIndex {
  let index = INDEXES.get(dictionary);
  if (!index) {
    index = termIndex(dictionary.entries.keys());
    INDEXES.set(dictionary, index);
  }
  return index;
}

/** The derived expectations judged on the translation after and, when there is one, before. */
export function judgeDerived(expected: readonly DerivedExpectationSpec[], after: string, before?: string): DerivedExpectation[] {
  return expected.map((spec) => {
    const judged: DerivedExpectation = { ...spec, met: meets(spec, after) };
    if (before !== undefined) judged.met_before = meets(spec, before);
    return judged;
  });
}

function meets(spec: DerivedExpectationSpec, text: string): boolean {
  if (spec.kind === 'not_contains') return !containsTerm(text, spec.value);
  return [spec.value, ...(spec.admitted ?? [])].some((value) => containsTerm(text, value));
}

import { examplePair, pairKey, type DesiredDictionary, type DesiredGlossary } from '../catalog/glossary.ts';
import { termIndex, termsIn } from '../catalog/terms-in.ts';
import { instructionOrigin } from '../catalog/desired.ts';
import type { Origin } from '../catalog/types.ts';
import { diagnostic } from './diagnostic.ts';
import type { CoverageMinimums, DesiredList, Diagnostic, Example } from './model.ts';

/**
 * `validate --coverage`: which rules, instructions and terms no example
 * exercises (docs/checks.md, "Coverage"). Pure: the loaded lists and
 * glossaries go in.
 *
 * - A term (per dictionary) is exercised when the text of an example that
 *   runs with its glossary and translates its pair contains it
 *   (catalog/term-match.ts): an example of a list naming the glossary, or of
 *   the glossary file itself.
 * - A rule (`group.rule`) or an instruction (its label) of a list is
 *   exercised when an example of that list names it in `covers:`. A rule set
 *   in a fragment counts once per list that extends it, as each list is its
 *   own on the service.
 */

export const COVERAGE_KINDS = ['terms', 'rules', 'instructions'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

export interface CoverageCount {
  exercised: number;
  total: number;
}

export interface CoverageItem {
  kind: CoverageKind;
  /** The term, the `group.rule` key or the instruction label. */
  name: string;
  /** Where it is written. */
  origin: Origin;
  /** For a term: its dictionary's pair, `en→de`. */
  pair?: string;
}

/** One list (rules, instructions) or glossary (terms), with what its examples leave unexercised. */
export interface CoverageOwner {
  kind: 'list' | 'glossary';
  name: string;
  file: string;
  counts: Partial<Record<CoverageKind, CoverageCount>>;
  /** In file order. */
  uncovered: CoverageItem[];
  /** The examples that could exercise it: the list's own; for a glossary, those of the lists naming it and its file's. */
  examples: number;
}

export interface Coverage {
  totals: Record<CoverageKind, CoverageCount>;
  owners: CoverageOwner[];
}

export function validateCoverage(lists: readonly DesiredList[], glossaries: readonly DesiredGlossary[]): Coverage {
  const owners: CoverageOwner[] = [];
  const present = lists.filter((l) => l.state === 'present');
  for (const list of present) owners.push(listCoverage(list));
  for (const glossary of glossaries) {
    if (glossary.state !== 'present' || glossary.name === '') continue;
    owners.push(glossaryCoverage(glossary, present));
  }
  const totals = { terms: zero(), rules: zero(), instructions: zero() };
  for (const owner of owners) {
    for (const kind of COVERAGE_KINDS) {
      const count = owner.counts[kind];
      if (!count) continue;
      totals[kind].exercised += count.exercised;
      totals[kind].total += count.total;
    }
  }
  return { totals, owners };
}

const zero = (): CoverageCount => ({ exercised: 0, total: 0 });

function listCoverage(list: DesiredList): CoverageOwner {
  const named = new Set(list.examples.flatMap((e) => e.covers ?? []));
  const uncovered: CoverageItem[] = [];
  const rules = zero();
  for (const [group, values] of Object.entries(list.configured_rules)) {
    for (const rule of Object.keys(values)) {
      const key = `${group}.${rule}`;
      rules.total++;
      if (named.has(key)) rules.exercised++;
      else uncovered.push({ kind: 'rules', name: key, origin: list.ruleOrigins[key] ?? list.origin });
    }
  }
  const instructions = zero();
  for (const instruction of list.custom_instructions) {
    instructions.total++;
    if (named.has(instruction.label)) instructions.exercised++;
    else uncovered.push({ kind: 'instructions', name: instruction.label, origin: instructionOrigin(instruction, list.file) });
  }
  uncovered.sort(byOrigin);
  return { kind: 'list', name: list.name, file: list.file, counts: { rules, instructions }, uncovered, examples: list.examples.length };
}

function glossaryCoverage(glossary: DesiredGlossary, lists: readonly DesiredList[]): CoverageOwner {
  // The texts of the examples that run with this glossary, by the pair they translate.
  const texts = new Map<string, string[]>();
  let examples = 0;
  const add = (example: Example, target: string) => {
    examples++;
    const pair = examplePair(example, target);
    if (pair === undefined) return;
    texts.set(pair, [...(texts.get(pair) ?? []), example.text]);
  };
  for (const list of lists) {
    if (!(list.glossaries ?? []).some((ref) => ref.name === glossary.name)) continue;
    for (const example of list.examples) add(example, example.target_language ?? list.language);
  }
  for (const example of glossary.examples ?? []) add(example, example.target_language ?? '');
  const terms = zero();
  const uncovered: CoverageItem[] = [];
  for (const dictionary of glossary.dictionaries) {
    const pair = pairKey(dictionary);
    const exercised = exercisedTerms(dictionary, texts.get(pair) ?? []);
    for (const term of dictionary.entries.keys()) {
      terms.total++;
      if (exercised.has(term)) terms.exercised++;
      else uncovered.push({ kind: 'terms', name: term, origin: dictionary.entryOrigins.get(term) ?? dictionary.origin, pair });
    }
  }
  return { kind: 'glossary', name: glossary.name, file: glossary.file, counts: { terms }, uncovered, examples };
}

function exercisedTerms(dictionary: DesiredDictionary, texts: readonly string[]): Set<string> {
  const found = new Set<string>();
  if (texts.length === 0) return found;
  const index = termIndex(dictionary.entries.keys());
  for (const text of texts) for (const term of termsIn(text, index)) found.add(term);
  return found;
}

function byOrigin(a: CoverageItem, b: CoverageItem): number {
  return a.origin.file < b.origin.file ? -1 : a.origin.file > b.origin.file ? 1 : a.origin.line - b.origin.line || a.origin.col - b.origin.col;
}

/** The share exercised, in whole percent rounded down, so a shortfall never reads 100%; nothing to exercise is 100%. */
export function coveragePercent(count: CoverageCount): number {
  return count.total === 0 ? 100 : Math.floor((count.exercised * 100) / count.total);
}

const ADVICE: Record<CoverageKind, string> = {
  terms: 'Add examples whose text holds the terms `stylesync validate --coverage` lists (to a list that names the glossary, or to the glossary file)',
  rules: 'Name the rules `stylesync validate --coverage` lists in the `covers:` of examples that exercise them',
  instructions: 'Name the instructions `stylesync validate --coverage` lists (by label) in the `covers:` of examples that exercise them',
};

/** A minimum of stylesync.yaml that the examples fall short of: an error at the setting. */
export function coverageShortfalls(coverage: Coverage, minimums: CoverageMinimums | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const kind of COVERAGE_KINDS) {
    const minimum = minimums?.[kind];
    const count = coverage.totals[kind];
    // Compared exactly, not through the rounded percentage.
    if (minimum === undefined || count.exercised * 100 >= minimum.percent * count.total) continue;
    const { origin } = minimum;
    out.push(
      diagnostic(
        'error',
        'coverage-below-minimum',
        { file: origin.file, pos: origin, path: `coverage.${kind}` },
        `examples exercise ${count.exercised} of ${count.total} ${kind} (${coveragePercent(count)}%), below the minimum of ${minimum.percent}%`,
        `${ADVICE[kind]}, or lower coverage.${kind}.`,
      ),
    );
  }
  return out;
}

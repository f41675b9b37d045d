import { describe, expect, it } from 'vitest';
import type { DesiredDictionary, DesiredGlossary } from '../../src/catalog/glossary.ts';
import type { DesiredList, Example } from '../../src/config/model.ts';
import { coveragePercent, coverageShortfalls, validateCoverage } from '../../src/config/validate-coverage.ts';
import { coverageLine } from '../../src/report/coverage-line.ts';

const at = (file: string, line: number) => ({ file, line, col: 3 });
const example = (text: string, more: Partial<Example> = {}): Example => ({ text, source_language: 'en', origin: at('x', 1), path: 'examples[0]', at: {}, ...more });

function list(name: string, more: Partial<DesiredList> = {}): DesiredList {
  const file = `styles/${name}.yaml`;
  return {
    file,
    name,
    language: 'de',
    state: 'present',
    configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' }, dates_and_times: { time_format: 'use_24_hour_clock' } },
    ruleOrigins: { 'numbers.decimal_separator': at(file, 8), 'dates_and_times.time_format': at(file, 6) },
    custom_instructions: [{ label: 'Formal address', prompt: 'Use Sie.', ...at(file, 10) }],
    examples: [],
    origin: at(file, 1),
    ...more,
  };
}

function glossary(name: string, pairs: Array<{ target: string; terms: string[] }>, examples?: Example[]): DesiredGlossary {
  const file = `glossaries/${name}.yaml`;
  const dictionaries: DesiredDictionary[] = pairs.map(({ target, terms }, d) => ({
    source_lang: 'en',
    target_lang: target,
    entries: new Map(terms.map((t) => [t, `${t}-${target}`])),
    entryOrigins: new Map(terms.map((t, i) => [t, at(file, 10 * d + 5 + i)])),
    origin: at(file, 10 * d + 3),
  }));
  return { file, name, state: 'present', dictionaries, origin: at(file, 1), ...(examples ? { examples } : {}) };
}

describe('validateCoverage', () => {
  it('a rule or an instruction is exercised when an example of its list names it in covers', () => {
    const de = list('de', { examples: [example('3.5 euros', { covers: ['numbers.decimal_separator'] })] });
    const fr = list('fr', { language: 'fr', examples: [example('Bonjour', { covers: ['Formal address', 'dates_and_times.time_format'] })] });
    const coverage = validateCoverage([de, fr, list('gone', { state: 'absent' })], []);
    expect(coverage.totals).toEqual({ terms: { exercised: 0, total: 0 }, rules: { exercised: 2, total: 4 }, instructions: { exercised: 1, total: 2 } });
    expect(coverage.owners.map((o) => [o.name, o.uncovered.map((i) => `${i.kind} ${i.name} ${i.origin.line}`)])).toEqual([
      ['de', ['rules dates_and_times.time_format 6', 'instructions Formal address 10']],
      ['fr', ['rules numbers.decimal_separator 8']],
    ]);
  });

  it('a term is exercised by the text of an example that runs with its glossary and translates its pair', () => {
    const acme = glossary('acme', [
      { target: 'de', terms: ['sign in', 'dashboard', 'log out'] },
      { target: 'fr', terms: ['sign in'] },
    ]);
    const de = list('de', { glossaries: [{ name: 'acme', origin: at('styles/de.yaml', 3), path: 'glossaries[0]' }], examples: [example('Sign in to the dashboard.')] });
    // Not with the glossary: its "log out" exercises nothing.
    const other = list('other', { examples: [example('Log out now.')] });
    const coverage = validateCoverage([de, other], [acme]);
    expect(coverage.totals.terms).toEqual({ exercised: 2, total: 4 });
    const owner = coverage.owners.find((o) => o.kind === 'glossary');
    expect(owner?.uncovered.map((i) => [i.name, i.pair, i.origin.line])).toEqual([
      ['log out', 'en→de', 7],
      ['sign in', 'en→fr', 15],
    ]);
  });

  it('a glossary file’s own examples exercise its terms; "design input" does not hold "sign in"', () => {
    const acme = glossary('acme', [{ target: 'de', terms: ['sign in', 'log out'] }], [example('The design input. Log out.', { target_language: 'de-CH' })]);
    expect(validateCoverage([], [acme]).owners[0]?.uncovered.map((i) => i.name)).toEqual(['sign in']);
  });
});

describe('coverage minimums and the one line', () => {
  const coverage = validateCoverage([list('de', { examples: [example('x', { covers: ['numbers.decimal_separator', 'Formal address'] })] })], []);
  const where = at('stylesync.yaml', 4);

  it('a minimum above the share exercised is an error at the setting, naming the shortfall and what to do', () => {
    const [shortfall, ...rest] = coverageShortfalls(coverage, { rules: { percent: 80, origin: where }, instructions: { percent: 100, origin: where } });
    expect(rest).toEqual([]);
    expect(shortfall).toMatchObject({ severity: 'error', code: 'coverage-below-minimum', file: 'stylesync.yaml', line: 4, path: 'coverage.rules' });
    expect(shortfall?.message).toBe('examples exercise 1 of 2 rules (50%), below the minimum of 80%');
    expect(shortfall?.hint).toContain('covers:');
    expect(coverageShortfalls(coverage, { rules: { percent: 50, origin: where } })).toEqual([]);
  });

  it('rounds down, so a shortfall never reads 100%; nothing to exercise is 100%', () => {
    expect(coveragePercent({ exercised: 199, total: 200 })).toBe(99);
    expect(coveragePercent({ exercised: 0, total: 0 })).toBe(100);
    expect(coverageShortfalls(coverage, { terms: { percent: 100, origin: where } })).toEqual([]);
  });

  it('the line names each kind that has something to exercise', () => {
    expect(coverageLine(coverage.totals)).toBe('Coverage: rules 1 of 2 (50%), instructions 1 of 1 (100%) exercised by examples');
    expect(coverageLine(validateCoverage([], []).totals)).toBe('Coverage: nothing to exercise (no rules, instructions or terms)');
  });
});

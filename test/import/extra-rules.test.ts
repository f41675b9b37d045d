import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { LiveList } from '../../src/catalog/types.ts';
import { rulesCatalogLacks, withExtraRules } from '../../src/import/extra-rules.ts';

const list = (configured_rules: LiveList['configured_rules']): LiveList => ({ style_id: 's', name: 'n', language: 'de', version: 1, configured_rules, custom_instructions: [] });

describe('rulesCatalogLacks', () => {
  it('lists rules of catalog groups that the catalog lacks, sorted, once, minus those declared; unknown groups and known rules are not listed', () => {
    const lists = [
      list({ numbers: { zz_new: 'x', decimal_separator: 'use_comma_as_decimal_separator' }, future_group: { anything: 'y' } }),
      list({ numbers: { zz_new: 'x' }, punctuation: { aa_new: 'z' } }),
    ];
    expect(rulesCatalogLacks(lists)).toEqual(['numbers.zz_new', 'punctuation.aa_new']);
    expect(rulesCatalogLacks(lists, ['numbers.zz_new'])).toEqual(['punctuation.aa_new']);
  });
});

describe('withExtraRules', () => {
  it('appends to an existing block list, keeping comments', () => {
    const text = 'styles_dir: styles\n# rules the catalog lacks\nextra_rules:\n  - numbers.old # kept\n';
    const out = withExtraRules(text, ['numbers.new']);
    expect(parse(out).extra_rules).toEqual(['numbers.old', 'numbers.new']);
    expect(out).toContain('# rules the catalog lacks');
    expect(out).toContain('numbers.old # kept');
  });
  it('adds the key as a flow list when there is none', () => {
    expect(withExtraRules('styles_dir: styles\n', ['a.b', 'c.d'])).toBe('styles_dir: styles\nextra_rules: [a.b, c.d]\n');
  });
});

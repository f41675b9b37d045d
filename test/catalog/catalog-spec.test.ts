import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import data from '../../src/catalog/catalog-data.json' with { type: 'json' };
import { allowedValues, CATALOG } from '../../src/catalog/catalog.ts';

/**
 * The catalog data must be the spec, value for value: document 2 plus the
 * extension file. This parser is written independently of whatever produced
 * catalog-data.json, and reads the repository's own copy of the spec tables
 * (spec/, refreshed by `npm run spec:refresh`), so a clone anywhere runs it.
 */
const specDir = path.resolve(import.meta.dirname, '../../spec');

type Catalog = Record<string, Record<string, string[]>>;

function parseDocument2(markdown: string): Catalog {
  const catalog: Catalog = {};
  let group: string | undefined;
  let endNoteSeen = false;
  for (const line of markdown.split('\n')) {
    const heading = /^### ([a-z_]+)\s*$/.exec(line);
    if (heading) {
      group = heading[1] as string;
      catalog[group] = {};
      continue;
    }
    if (!group || !line.startsWith('- ')) continue;
    const colon = line.indexOf(': ');
    const rule = line.slice(2, colon);
    const rest = line.slice(colon + 2).trim();
    if (!/^[a-z0-9_]+$/.test(rule)) {
      // The document ends its catalog with a note, not a rule.
      expect(line).toMatch(/not shown \(the catalog ends at this point\)/);
      endNoteSeen = true;
      continue;
    }
    const same = /^the same (\w+) values as ([a-z0-9_]+)$/.exec(rest);
    if (same) {
      const source = (catalog[group] as Record<string, string[]>)[same[2] as string];
      expect(source, `${rule} refers to ${same[2]}`).toBeDefined();
      expect(source).toHaveLength({ two: 2, three: 3, four: 4, five: 5, six: 6 }[same[1] as string] ?? -1);
      (catalog[group] as Record<string, string[]>)[rule] = [...(source as string[])];
      continue;
    }
    // Values are comma-separated identifiers; an identifier may carry an explanatory "(...)" note.
    const values = rest.split(', ').map((v) => v.replace(/\s*\([^)]*\)\s*$/, ''));
    for (const v of values) expect(v, `${group}.${rule}`).toMatch(/^\S(.*\S)?$/);
    (catalog[group] as Record<string, string[]>)[rule] = values;
  }
  expect(endNoteSeen).toBe(true);
  return catalog;
}

function merge(a: Catalog, b: Catalog): Catalog {
  const out: Catalog = structuredClone(a);
  for (const [group, rules] of Object.entries(b)) {
    out[group] ??= {};
    for (const [rule, values] of Object.entries(rules)) {
      expect(out[group]?.[rule], `${group}.${rule} is in both documents`).toBeUndefined();
      (out[group] as Record<string, string[]>)[rule] = values;
    }
  }
  return out;
}

function sorted(catalog: Catalog): Catalog {
  const out: Catalog = {};
  for (const group of Object.keys(catalog).sort()) {
    out[group] = {};
    for (const rule of Object.keys(catalog[group] ?? {}).sort()) {
      (out[group] as Record<string, string[]>)[rule] = [...(catalog[group]?.[rule] ?? [])].sort();
    }
  }
  return out;
}

describe('catalog data equals the spec', () => {
  const document2 = parseDocument2(readFileSync(path.join(specDir, 'configured-rules-catalog.md'), 'utf8'));
  const extension = JSON.parse(readFileSync(path.join(specDir, 'configured-rules-catalog-extension.json'), 'utf8')) as Catalog;
  const spec = merge(document2, extension);

  it('has the four groups of document 2 and the extension groups', () => {
    expect(Object.keys(document2).sort()).toEqual(['dates_and_times', 'formatting', 'numbers', 'punctuation']);
    expect(Object.keys(spec).sort()).toEqual(Object.keys(data).sort());
  });

  it('holds every group, rule and value, and nothing else', () => {
    expect(sorted(data as Catalog)).toEqual(sorted(spec));
  });

  it('would fail if the spec copy and the data disagreed by one value, one rule or one extension group', () => {
    const markdown = readFileSync(path.join(specDir, 'configured-rules-catalog.md'), 'utf8');
    const oneValue = markdown.replace('- calendar_era: use_bc_and_ad, use_bce_and_ce', '- calendar_era: use_bc_and_ad, use_bce_and_cee');
    const oneRule = markdown.replace('- calendar_era: use_bc_and_ad, use_bce_and_ce\n', '');
    expect(oneValue).not.toBe(markdown);
    expect(oneRule).not.toBe(markdown);
    for (const edited of [oneValue, oneRule]) {
      expect(sorted(data as Catalog)).not.toEqual(sorted(merge(parseDocument2(edited), extension)));
    }
    const [firstGroup] = Object.keys(extension);
    const fewer = Object.fromEntries(Object.entries(extension).filter(([g]) => g !== firstGroup));
    expect(sorted(data as Catalog)).not.toEqual(sorted(merge(document2, fewer)));
  });

  it('keeps the odd identifiers byte for byte', () => {
    expect(allowedValues('dates_and_times', 'date_format')).toContain(
      'use_yyyy_korean word_년_space_mm_korean word_월_space_dd_korean word_일_without_leading_zero_for_single_digit_days_and_months',
    );
    expect(allowedValues('numbers', 'zero_format')).toContain('use_chinese_word_〇_for_numbering');
    expect(CATALOG.spelling_and_grammar?.['accents_in_verbs_conjugated_like_french_word_céder']).toEqual(['use_acute_accent', 'use_grave_accent']);
  });

  it('gives numbers_up_to_4_digits the six values of numbers_of_5_digits_or_more', () => {
    const five = allowedValues('numbers', 'numbers_of_5_digits_or_more');
    expect(five).toHaveLength(6);
    expect([...(allowedValues('numbers', 'numbers_up_to_4_digits') ?? [])].sort()).toEqual([...(five ?? [])].sort());
  });
});

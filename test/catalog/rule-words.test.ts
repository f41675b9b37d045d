import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/catalog/catalog.ts';
import { groupInWords, ruleInWords, ruleValueInWords, valueInWords } from '../../src/catalog/rule-words.ts';

describe('rules in words', () => {
  it('drops the leading "use" and a tail that repeats the rule', () => {
    expect(ruleValueInWords('decimal_separator', 'use_comma_as_decimal_separator')).toBe('Decimal separator: comma');
    expect(valueInWords('decimal_separator', 'use_period_as_decimal_separator')).toBe('period');
    // `use_space` is a value too, so the long one keeps its tail.
    expect(valueInWords('thousands_separator', 'use_space_as_thousands_separator')).toBe('space as thousands separator');
  });

  it('writes date patterns with their symbols', () => {
    expect(valueInWords('date_format', 'use_dd_period_mm_period_yyyy')).toBe('DD.MM.YYYY');
    expect(valueInWords('date_format', 'use_yyyy_hyphen_mm_hyphen_dd_with_leading_zeros_for_single_digit_days_and_months')).toBe(
      'YYYY-MM-DD with leading zeros for single digit days and months',
    );
    expect(valueInWords('time_format', 'use_hh_colon_mm_german_word_uhr_with_leading_zeros_for_single_digit_hours')).toBe(
      'HH:MM German word Uhr with leading zeros for single digit hours',
    );
  });

  it('capitalises languages and abbreviations, hyphenates "12 hour"', () => {
    expect(valueInWords('calendar_era', 'use_bce_and_ce')).toBe('BCE and CE');
    expect(valueInWords('time_format', 'use_12_hour_clock_and_uppercase_am_or_pm_with_periods')).toBe('12-hour clock and uppercase AM or PM with periods');
    expect(valueInWords('date_format', 'use_yyyy_korean word_년_space_mm')).toBe('YYYY Korean word 년 space MM');
  });

  it('names groups and rules outside the catalog the same way', () => {
    expect(groupInWords('numbers')).toBe('Numbers');
    expect(groupInWords('brand_new_group')).toBe('Brand new group');
    expect(ruleInWords('hours_minutes_separator')).toBe('Hours minutes separator');
  });

  it('gives every catalog value a distinct reading within its rule', () => {
    for (const rules of Object.values(CATALOG)) {
      for (const [rule, values] of Object.entries(rules)) {
        const read = values.map((v) => valueInWords(rule, v));
        expect(new Set(read).size, rule).toBe(values.length);
        for (const r of read) expect(r.length).toBeGreaterThan(0);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { emulateTranslation } from '../../src/emulator/rewrite.ts';

function withRules(text: string, configured_rules: Record<string, Record<string, string>>): string {
  return emulateTranslation({ text, target: 'en-us', list: { configured_rules, custom_instructions: [] } });
}

describe('emulateTranslation', () => {
  it('prefixes the upper-cased target and changes nothing else without a list', () => {
    expect(emulateTranslation({ text: 'at 3pm, 3.5 "x"', target: 'pt-br' })).toBe('[PT-BR] at 3pm, 3.5 "x"');
  });

  it('turns 12-hour times into 24-hour ones for every use_24_hour_clock value', () => {
    for (const value of ['use_24_hour_clock', 'use_24_hour_clock_with_colon_as_separator']) {
      expect(withRules('3pm, 3 pm, 3:30 PM, 9am, 12am, 12pm, 11:59 p.m.', { dates_and_times: { time_format: value } })).toBe(
        '[EN-US] 15:00, 15:00, 15:30, 09:00, 00:00, 12:00, 11:59 p.m.',
      );
    }
    expect(withRules('13pm and 0am stay', { dates_and_times: { time_format: 'use_24_hour_clock' } })).toBe('[EN-US] 13pm and 0am stay');
    expect(withRules('3pm', { dates_and_times: { time_format: 'use_12_hour_clock_with_arabic_numerals_and_colon' } })).toBe('[EN-US] 3pm');
  });

  it('uses a decimal comma only between digits', () => {
    expect(withRules('3.5 and 10.25. End.', { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } })).toBe('[EN-US] 3,5 and 10,25. End.');
    expect(withRules('3.5', { numbers: { decimal_separator: 'use_period_as_decimal_separator' } })).toBe('[EN-US] 3.5');
  });

  it('rewrites straight double quotes by quotation_mark, falling back to quotation_mark_and_apostrophe', () => {
    expect(withRules('"a" and "b"', { punctuation: { quotation_mark: 'use_double_curly_quotation_marks' } })).toBe('[EN-US] “a” and “b”');
    expect(withRules('"a"', { punctuation: { quotation_mark_and_apostrophe: 'use_guillemets_and_curly_apostrophes' } })).toBe('[EN-US] «a»');
    expect(withRules('"a"', { punctuation: { quotation_mark: 'use_straight_quotation_marks' } })).toBe('[EN-US] "a"');
  });

  it('marks instructions whose source language matches by root', () => {
    const list = {
      configured_rules: {},
      custom_instructions: [
        { id: '1', label: 'A', prompt: 'p', source_language: 'en' },
        { id: '2', label: 'B', prompt: 'p', source_language: 'de' },
      ],
    };
    expect(emulateTranslation({ text: 't', target: 'fr', sourceLang: 'de', list })).toBe('[FR] t ⟦applied: B⟧');
    expect(emulateTranslation({ text: 't', target: 'fr', sourceLang: 'ja', list })).toBe('[FR] t');
  });
});

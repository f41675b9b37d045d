import { describe, expect, it } from 'vitest';
import { languagesInWords, languagesNamedBy, ruleLanguages } from '../../src/catalog/language-markers.ts';

const langs = (id: string) => [...(languagesNamedBy(id) ?? [])].sort();

describe('which language an identifier is for', () => {
  it('reads language names and language-specific words', () => {
    expect(langs('use_hh_colon_mm_german_word_uhr_with_leading_zeros_for_single_digit_hours')).toEqual(['de']);
    expect(langs('use_kanji_numbers')).toEqual(['ja']);
    expect(langs('do_not_mix_desu_masu_style_and_dearu_style')).toEqual(['ja']);
    expect(langs('mix_hapsho_and_haeyo_styles')).toEqual(['ko']);
    expect(langs('use_hae_style')).toEqual(['ko']);
    expect(langs('use_spanish_word_por_ciento')).toEqual(['es']);
    expect(langs('use_formal_italian_word_lei')).toEqual(['it']);
    expect(langs('use_english_word_to')).toEqual(['en']);
    expect(langs('rephrase_loanword_in_daily_use_chinese_or_japanese_words_if_possible')).toEqual(['ja', 'zh']);
  });

  it('reads scripts when no word names a language', () => {
    expect(langs('use_korean_words_만_억_조_with_space')).toEqual(['ko']); // the word wins anyway
    expect(langs('x_만')).toEqual(['ko']);
    expect(langs('x_パーセント')).toEqual(['ja']);
    expect(langs('x_年')).toEqual(['ja', 'zh']);
  });

  it('treats full- and half-width forms as East Asian, below any named language', () => {
    expect(langs('use_full_width_colon')).toEqual(['ja', 'zh']);
    expect(langs('use_half_width_colon')).toEqual(['ja', 'ko', 'zh']);
    expect(langs('use_full_width_japanese_periods_and_full_width_japanese_commas')).toEqual(['ja']);
  });

  it('treats corner brackets as Japanese and Chinese, below any named language', () => {
    expect(langs('use_corner_brackets_for_primary_quotations_and_double_corner_brackets_for_secondary_quotations')).toEqual(['ja', 'zh']);
    expect(langs('use_double_corner_brackets')).toEqual(['ja', 'zh']);
    expect(langs('add_period_after_closing_corner_bracket_at_end_of_sentence')).toEqual(['ja', 'zh']);
    expect(langs('use_square_brackets')).toEqual([]);
    // A rule named for Japanese with a corner-bracket value: the value decides.
    expect([...(ruleLanguages('japanese_reference_materials', 'use_double_corner_brackets') ?? [])].sort()).toEqual(['ja', 'zh']);
  });

  it('says nothing about neutral identifiers; English alone is not a marker', () => {
    expect(languagesNamedBy('use_comma_as_decimal_separator')).toBeUndefined();
    expect(languagesNamedBy('do_not_place_english_in_quotation_marks')).toBeUndefined();
  });

  it('falls back to the rule name when the value names nothing', () => {
    expect([...(ruleLanguages('abbreviating_french_word_numero', 'abbreviate_as_no') ?? [])]).toEqual(['fr']);
    expect(ruleLanguages('decimal_separator', 'use_comma_as_decimal_separator')).toBeUndefined();
  });
});

describe('languages in words', () => {
  it('names each language with its code, as messages and the schema say it', () => {
    expect(languagesInWords(['de'])).toBe('German (de)');
    expect(languagesInWords(['ja', 'zh', 'ko'])).toBe('Japanese (ja), Chinese (zh) or Korean (ko)');
  });
});

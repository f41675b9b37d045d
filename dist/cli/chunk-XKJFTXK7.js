import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/catalog/types.ts
var STYLE_LANGUAGES = ["de", "en", "es", "fr", "it", "ja", "ko", "zh"];
var DEFAULT_AUTH_SCHEME = "Service-Auth-Key";
var LIMITS = {
  instructionsPerList: 200,
  /** Counted in Unicode code points, not UTF-16 units. */
  promptMaxCodePoints: 300,
  labelMaxCodePoints: 100,
  pageSizeMax: 25,
  pageSizeDefault: 10
};
function isStyleLanguage(value) {
  return typeof value === "string" && STYLE_LANGUAGES.includes(value);
}
function codePointLength(text) {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

// src/catalog/glossary-entries.ts
var GLOSSARY_LIMITS = {
  /** UTF-8 bytes of one source or target term, and of a glossary name. */
  termMaxBytes: 1024,
  nameMaxBytes: 1024,
  /** UTF-8 bytes of one dictionary as TSV (10 MiB, service-interface.md "Glossary total size"). */
  dictionaryMaxBytes: 10 * 1024 * 1024
};
function parseGlossaryEntries(text, options) {
  const sink = new EntrySink(options.maxProblems ?? 100, options.caseVariants ?? true);
  if (options.format === "csv") readCsv(text, sink, options.pair);
  else readTsv(text, sink);
  return sink.result();
}
function checkGlossaryEntries(entries, options) {
  const sink = new EntrySink(options.maxProblems ?? 100, options.caseVariants ?? true);
  for (const e of entries) {
    if (sink.done) break;
    sink.add(e.source, e.target, e.line, 1);
  }
  return sink.result();
}
function termProblem(term, side) {
  if (term.length === 0) return { rule: "empty-term", column: 1, message: `the ${side} is empty` };
  const control = firstControl(term);
  if (control >= 0) {
    const unit = term.charCodeAt(control);
    const code = unit.toString(16).toUpperCase().padStart(4, "0");
    const what = unit >= 55296 && unit <= 57343 ? "a lone surrogate" : unit >= 65534 ? "the noncharacter" : "the control or line-separator character";
    return { rule: "term-control-character", column: control + 1, message: `the ${side} holds ${what} U+${code}` };
  }
  if (mayBeSpace(term.charCodeAt(0)) || mayBeSpace(term.charCodeAt(term.length - 1)) ? EDGE_SPACE.test(term) : false) {
    const at = LEADING_SPACE.test(term) ? 1 : term.length;
    return { rule: "term-whitespace", column: at, message: `the ${side} ${at === 1 ? "starts" : "ends"} with whitespace; the service refuses it (trim the term)` };
  }
  const bytes = utf8Bytes(term);
  if (bytes > GLOSSARY_LIMITS.termMaxBytes) {
    return { rule: "term-too-long", column: 1, message: `the ${side} is ${bytes} UTF-8 bytes long; at most ${GLOSSARY_LIMITS.termMaxBytes} are allowed` };
  }
  return void 0;
}
function entriesToTsv(entries) {
  const lines = [];
  for (const [source, target] of entries) lines.push(`${source}	${target}`);
  return lines.join("\n");
}
function entryBytes(source, target) {
  return utf8Bytes(source) + utf8Bytes(target) + 2;
}
function utf8Bytes(text) {
  return Buffer.byteLength(text, "utf8");
}
function firstControl(term) {
  for (let i = 0; i < term.length; i++) {
    const c = term.charCodeAt(i);
    if (c < 32 || c >= 127 && c <= 159 || c === 8232 || c === 8233 || c >= 65534) return i;
    if (c >= 55296 && c <= 57343) {
      const next = term.charCodeAt(i + 1);
      if (c >= 56320 || !(next >= 56320 && next <= 57343)) return i;
      i += 1;
    }
  }
  return -1;
}
function mayBeSpace(c) {
  return c <= 32 || c >= 127;
}
var EDGE_SPACE = new RegExp("^\\p{White_Space}|\\p{White_Space}$", "u");
var LEADING_SPACE = new RegExp("^\\p{White_Space}", "u");
var EntrySink = class {
  constructor(maxProblems, foldCase) {
    this.maxProblems = maxProblems;
    this.foldCase = foldCase;
  }
  maxProblems;
  foldCase;
  entries = [];
  problems = [];
  caseVariants = [];
  seen = /* @__PURE__ */ new Map();
  folded = /* @__PURE__ */ new Map();
  bytes = 0;
  stopped = false;
  get done() {
    return this.stopped;
  }
  problem(rule, line, column, message) {
    if (this.problems.length < this.maxProblems) this.problems.push({ rule, line, column, message });
    if (this.problems.length >= this.maxProblems) this.stopped = true;
  }
  /** `targetColumn`: where the target starts on its line, for positions. */
  add(source, target, line, targetColumn) {
    const bad = termProblem(source, "source term") ?? shift(termProblem(target, "target term"), targetColumn - 1);
    if (bad) {
      this.problem(bad.rule, line, bad.column, bad.message);
      return;
    }
    const first = this.seen.get(source);
    if (first !== void 0) {
      this.problem("duplicate-term", line, 1, `the source term ${JSON.stringify(source)} appears again; first on line ${first} (a source term appears once per dictionary)`);
      return;
    }
    this.seen.set(source, line);
    if (this.foldCase) this.noteCase(source, line);
    this.bytes += entryBytes(source, target);
    if (this.bytes > GLOSSARY_LIMITS.dictionaryMaxBytes) {
      this.problem("dictionary-too-large", line, 1, `the dictionary exceeds ${GLOSSARY_LIMITS.dictionaryMaxBytes} bytes (10 MiB) as TSV at this line; split it into smaller dictionaries or glossaries`);
      this.stopped = true;
      return;
    }
    this.entries.push({ source, target, line });
  }
  result() {
    const truncated = this.stopped;
    return { entries: this.entries, problems: this.problems, caseVariants: this.caseVariants, truncated, bytes: this.bytes };
  }
  noteCase(source, line) {
    const key = foldedTerm(source);
    const earlier = this.folded.get(key);
    if (earlier === void 0) this.folded.set(key, { line, source });
    else if (this.caseVariants.length < this.maxProblems) {
      this.caseVariants.push({ rule: "term-case-variant", line, column: 1, message: variantMessage(source, earlier.source, earlier.line) });
    }
  }
};
function foldedTerm(term) {
  return (NON_ASCII.test(term) ? term.normalize("NFC") : term).toLowerCase();
}
var NON_ASCII = /[^\u0000-\u007f]/;
function variantMessage(source, earlier, earlierLine) {
  const how = source.toLowerCase() === earlier.toLowerCase() ? "only in case" : source.normalize("NFC") === earlier.normalize("NFC") ? "only in Unicode normalization (NFC and NFD: they look the same)" : "only in case and Unicode normalization (NFC and NFD)";
  return `the source term ${JSON.stringify(source)} differs ${how} from ${JSON.stringify(earlier)} on line ${earlierLine}`;
}
function shift(problem, by) {
  return problem && { ...problem, column: problem.column + by };
}
function eachLine(text, sink, visit) {
  let start = 0;
  let number = 1;
  while (start < text.length && !sink.done) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.charCodeAt(end - 1) === 13 && end > start ? text.slice(start, end - 1) : text.slice(start, end);
    visit(line, number);
    start = end + 1;
    number += 1;
  }
}
function readTsv(text, sink) {
  eachLine(text, sink, (line, number) => {
    if (line.length === 0) {
      sink.problem("entries-syntax", number, 1, "the line is empty; remove empty lines");
      return;
    }
    const tab = line.indexOf("	");
    if (tab < 0) {
      sink.problem("entries-syntax", number, 1, 'the line has no tab; each line is "source<TAB>target"');
      return;
    }
    const second = line.indexOf("	", tab + 1);
    if (second >= 0) {
      sink.problem("entries-syntax", number, second + 1, 'the line has more than one tab; each line is "source<TAB>target", and terms hold no tab');
      return;
    }
    sink.add(line.slice(0, tab), line.slice(tab + 1), number, tab + 2);
  });
}
function readCsv(text, sink, pair) {
  eachLine(text, sink, (line, number) => {
    if (line.length === 0) {
      sink.problem("entries-syntax", number, 1, "the line is empty; remove empty lines");
      return;
    }
    const fields = csvFields(line, number, sink);
    if (!fields) return;
    if (fields.length !== 2 && fields.length !== 4) {
      sink.problem("entries-syntax", number, 1, `the line has ${fields.length} columns; a CSV line has 2 (source, target) or 4 (source, target, source language, target language)`);
      return;
    }
    const [source, target, sourceLang, targetLang] = fields;
    if (pair && sourceLang && targetLang) {
      const same = sourceLang.value.toLowerCase() === pair.source.toLowerCase() && targetLang.value.toLowerCase() === pair.target.toLowerCase();
      if (!same) return;
    }
    sink.add(source.value, target.value, number, target.column);
  });
}
function csvFields(line, number, sink) {
  const fields = [];
  let at = 0;
  for (; ; ) {
    const column = at + 1;
    if (line.charCodeAt(at) === 34) {
      let value2 = "";
      let from = at + 1;
      for (; ; ) {
        const quote2 = line.indexOf('"', from);
        if (quote2 < 0) {
          sink.problem("entries-syntax", number, column, 'a quoted field is not closed on its line; close it with " (a term holds no line break)');
          return void 0;
        }
        value2 += line.slice(from, quote2);
        if (line.charCodeAt(quote2 + 1) === 34) {
          value2 += '"';
          from = quote2 + 2;
          continue;
        }
        at = quote2 + 1;
        break;
      }
      fields.push({ value: value2, column });
      if (at === line.length) return fields;
      if (line.charCodeAt(at) !== 44) {
        sink.problem("entries-syntax", number, at + 1, 'text follows the closing quote of a field; a quote inside a quoted field is written twice ("")');
        return void 0;
      }
      at += 1;
      continue;
    }
    let comma = line.indexOf(",", at);
    if (comma < 0) comma = line.length;
    const value = line.slice(at, comma);
    const quote = value.indexOf('"');
    if (quote >= 0) {
      sink.problem("entries-syntax", number, at + quote + 1, 'a quote inside an unquoted field; quote the whole field and write the quote twice ("")');
      return void 0;
    }
    fields.push({ value, column });
    if (comma === line.length) return fields;
    at = comma + 1;
  }
}

// src/catalog/catalog-data.json
var catalog_data_default = {
  dates_and_times: {
    calendar_era: [
      "use_bc_and_ad",
      "use_bce_and_ce"
    ],
    centuries: [
      "spell_out",
      "use_arabic_numerals",
      "use_numerals",
      "use_roman_numerals"
    ],
    date_format: [
      "use_dd_period_mm_period_yy_with_leading_zeros_for_single_digit_days_and_months",
      "use_dd_period_mm_period_yyyy",
      "use_dd_period_mm_period_yyyy_with_leading_zeros_for_single_digit_days_and_months",
      "use_dd_period_space_abbreviated_month_yyyy_with_abbreviations_jan_period_feb_period_mrz_period_apr_period_mai_jun_period_jul_period_aug_period_sep_period_okt_period_nov_period_dez_period_without_leading_zeros_for_single_digit_days",
      "use_dd_period_space_abbreviated_month_yyyy_with_abbreviations_jan_period_febr_period_maerz_apr_period_mai_juni_juli_aug_period_sept_period_okt_period_nov_period_dez_period_without_leading_zeros_for_single_digit_days",
      "use_dd_period_space_month_yyyy_without_leading_zeros_for_single_digit_days",
      "use_dd_slash_mm_slash_yyyy",
      "use_dd_slash_mm_slash_yyyy_with_leading_zeros_for_single_digit_days_and_months",
      "use_dd_space_spelled_out_month_space_yyyy",
      "use_dd_space_spelled_out_month_space_yyyy_and_use_spanish_word_septiembre_for_ninth_month",
      "use_dd_space_spelled_out_month_space_yyyy_and_use_spanish_word_setiembre_for_ninth_month",
      "use_dd_space_spelled_out_month_space_yyyy_without_leading_zeros_for_single_digit_days",
      "use_historical_eras_and_write_numbers_in_chinese_followed_by_chinese_word_\u516C\u5143\u524D_or_\u516C\u5143\u540E_with_arabic_numerals_in_parentheses",
      "use_mm_slash_dd_slash_yyyy_with_leading_zeros_for_single_digit_days_and_months",
      "use_numerals_only_with_leading_zero_for_single_digits",
      "use_numerals_only_without_leading_zero_for_single_digits",
      "use_spelled_out_month_space_dd_comma_space_yyyy_and_use_spanish_word_septiembre_for_ninth_month",
      "use_spelled_out_month_space_dd_comma_space_yyyy_without_leading_zeros_for_single_digit_days",
      "use_traditional_calendar_system_with_chinese_numbers",
      "use_yyyy_chinese_word_\u5E74_mm_chinese_word_\u6708_dd_chinese_word_\u65E5_with_chinese_numbers",
      "use_yyyy_chinese_word_\u5E74_mm_chinese_word_\u6708_dd_chinese_word_\u65E5_without_leading_zero_for_single_digit_months_and_days",
      "use_yyyy_hyphen_mm_hyphen_dd_with_leading_zero_for_single_digit_days_and_months",
      "use_yyyy_hyphen_mm_hyphen_dd_with_leading_zeros_for_single_digit_days_and_months",
      "use_yyyy_korean word_\uB144_space_mm_korean word_\uC6D4_space_dd_korean word_\uC77C_without_leading_zero_for_single_digit_days_and_months",
      "use_yyyy_period_mm_period_dd",
      "use_yyyy_period_space_mm_period_space_dd_period_space_without_leading_zero_for_single_digit_days_and_months",
      "use_yyyy_slash_mm_slash_dd",
      "use_yyyy_slash_mm_slash_dd_with_leading_zero_for_single_digit_days_and_months"
    ],
    dates_in_numerical_form: [
      "use_dd_hyphen_mm_hyphen_yyyy",
      "use_dd_period_mm_period_yyyy",
      "use_dd_slash_mm_slash_yyyy"
    ],
    decades: [
      "spell_out",
      "use_apostrophe_yy",
      "use_yy_for_20th_century_but_yyyy_for_other_centuries",
      "use_yy_without_apostrophe",
      "use_yyyy"
    ],
    hours_minutes_seconds_separator: [
      "use_colon",
      "use_period"
    ],
    hours_minutes_separator: [
      "use_colon_without_spaces",
      "use_letter_h_with_regular_space_on_either_side",
      "use_letter_h_without_spaces"
    ],
    midnight_in_numerals: [
      "use_00_00",
      "use_24_00"
    ],
    single_digit_days_and_months: [
      "do_not_use_leading_zero",
      "use_leading_zero"
    ],
    single_digit_hours: [
      "do_not_use_leading_zero",
      "use_leading_zero"
    ],
    time_format: [
      "spell_out_time_in_words",
      "use_12_hour_clock_and_do_not_specify_morning_or_evening",
      "use_12_hour_clock_and_lowercase_am_or_pm_with_periods",
      "use_12_hour_clock_and_lowercase_am_or_pm_with_periods_except_use_noon_and_midnight_instead_of_12_am_and_12_pm",
      "use_12_hour_clock_and_lowercase_am_or_pm_without_periods",
      "use_12_hour_clock_and_lowercase_am_or_pm_without_periods_except_use_noon_and_midnight_instead_of_12_am_and_12_pm",
      "use_12_hour_clock_and_specify_morning_or_evening",
      "use_12_hour_clock_and_uppercase_am_or_pm_with_periods",
      "use_12_hour_clock_and_uppercase_am_or_pm_with_periods_except_use_noon_and_midnight_instead_of_12_am_and_12_pm",
      "use_12_hour_clock_and_uppercase_am_or_pm_without_periods",
      "use_12_hour_clock_and_uppercase_am_or_pm_without_periods_except_use_noon_and_midnight_instead_of_12_am_and_12_pm",
      "use_12_hour_clock_and_write_chinese_word_\u4E0A\u5348_or_\u4E0B\u5348_or_chinese_word_\u65E9\u4E0A_or_\u665A\u4E0A_followed_by_arabic_numerals",
      "use_12_hour_clock_and_write_chinese_word_\u4E0A\u5348_or_\u4E0B\u5348_or_chinese_word_\u65E9\u4E0A_or_\u665A\u4E0A_followed_by_arabic_numerals_with_chinese_word_\u70B9_for_hours",
      "use_12_hour_clock_and_write_chinese_word_\u4E0A\u5348_or_\u4E0B\u5348_or_chinese_word_\u65E9\u4E0A_or_\u665A\u4E0A_followed_by_arabic_numerals_with_chinese_words_\u65F6_and_\u5206_for_hours_and_minutes",
      "use_12_hour_clock_and_write_chinese_word_\u4E0A\u5348_or_\u4E0B\u5348_or_chinese_word_\u65E9\u4E0A_or_\u665A\u4E0A_followed_by_chinese_numbers_with_chinese_words_\u65F6_and_\u5206_for_hours_and_minutes",
      "use_12_hour_clock_with_arabic_numerals_and_colon",
      "use_12_hour_clock_with_korean_words_\uC2DC_and_\uBD84",
      "use_12_hour_clock_without_leading_zero_or_minutes_for_full_hours_use_colon_as_separator_and_lowercase_am_or_pm_without_periods",
      "use_12_hour_clock_without_leading_zero_or_minutes_for_full_hours_use_colon_as_separator_and_uppercase_am_or_pm_without_periods",
      "use_12_hour_clock_without_leading_zero_use_period_as_separator_and_lowercase_am_or_pm_with_periods_and_spaces",
      "use_24_hour_clock",
      "use_24_hour_clock_with_arabic_numerals_and_colon",
      "use_24_hour_clock_with_colon_as_separator",
      "use_24_hour_clock_with_korean_words_\uC2DC_and_\uBD84",
      "use_24_hour_clock_with_period_as_separator",
      "use_hh_colon_mm_german_word_uhr_with_leading_zeros_for_single_digit_hours",
      "use_hh_colon_mm_german_word_uhr_without_leading_zeros_for_single_digit_hours",
      "use_hh_period_mm_german_word_uhr_with_leading_zeros_for_single_digit_hours",
      "use_hh_period_mm_german_word_uhr_without_leading_zeros_for_single_digit_hours",
      "use_hh_period_mm_german_word_uhr_without_leading_zeros_for_single_digit_hours_and_for_full_hours_state_hour_only"
    ],
    writing_dates: [
      "use_dd_space_spelled_out_month_space_yyyy",
      "use_numerals"
    ],
    years: [
      "use_apostrophe_yy",
      "use_common_era",
      "use_japanese_imperial_era",
      "use_yyyy"
    ]
  },
  formatting: {
    email_address_format: [
      "place_domain_in_parentheses",
      "replace_at_symbol_with_english_word_at_in_brackets_and_replace_periods_with_english_word_dot_in_brackets",
      "replace_at_symbol_with_english_word_at_in_brackets_with_space_on_either_side",
      "replace_at_symbol_with_english_word_at_in_parentheses_with_space_on_either_side",
      "replace_at_symbol_with_english_word_at_with_space_on_either_side",
      "use_standard_format"
    ],
    phone_number_country_code_format: [
      "use_00_before_country_code",
      "use_plus_sign_before_country_code"
    ],
    phone_number_format: [
      "do_not_use_spaces",
      "do_not_use_spaces_or_special_characters_between_digits_of_phone_number",
      "keep_original_format",
      "place_area_code_in_parentheses_followed_by_space",
      "separate_area_code_and_phone_number_with_slash",
      "separate_area_code_and_phone_number_with_space",
      "separate_country_code_area_code_local_prefix_and_last_four_digits_with_hyphens",
      "separate_country_code_area_code_local_prefix_and_last_four_digits_with_periods",
      "separate_country_code_area_code_local_prefix_and_last_four_digits_with_spaces",
      "use_north_american_numbering_plan_format",
      "use_space_after_country_code"
    ],
    space_between_arabic_numerals_and_unit: [
      "do_not_use"
    ],
    space_between_chinese_and_english: [
      "do_not_use"
    ],
    space_between_chinese_characters_and_arabic_numerals: [
      "do_not_use"
    ]
  },
  numbers: {
    approximate_numbers: [
      "use_kanji_numbers"
    ],
    currency_format: [
      "spell_out",
      "spell_out_currency_name_followed_by_amount_in_arabic_numerals_without_space",
      "spell_out_currency_name_followed_by_amount_in_chinese",
      "use_amount_followed_by_currency_symbol_without_space",
      "use_amount_followed_by_space_then_currency_symbol",
      "use_amount_followed_by_space_then_iso_code",
      "use_amount_followed_by_space_then_spell_out_currency_name",
      "use_amount_followed_by_space_then_spell_out_currency_name_in_lowercase",
      "use_amount_followed_by_spelled_out_currency_name_in_japanese_without_space",
      "use_amount_followed_by_spelled_out_currency_name_without_space",
      "use_currency_symbol_but_spell_out_if_no_symbol_exists",
      "use_currency_symbol_but_use_iso_code_if_no_symbol_exists",
      "use_currency_symbol_followed_by_amount_in_arabic_numerals_without_space",
      "use_currency_symbol_followed_by_amount_without_space",
      "use_currency_symbol_followed_by_space_then_amount",
      "use_currency_symbol_followed_by_space_then_amount_in_arabic_numerals",
      "use_full_width_currency_symbol_followed_by_amount_without_space",
      "use_half_width_currency_symbol_followed_by_amount_without_space",
      "use_half_width_currency_symbol_followed_by_space_then_amount",
      "use_iso_code",
      "use_iso_code_followed_by_space_then_amount",
      "use_iso_code_followed_by_space_then_amount_in_arabic_numerals"
    ],
    decimal_numbers_less_than_one: [
      "always_use_0_before_decimal_separator"
    ],
    decimal_separator: [
      "use_comma_and_do_not_use_thousands_separator",
      "use_comma_as_decimal_separator",
      "use_comma_do_not_use_thousands_separator_and_use_period_only_for_radio_stations",
      "use_period_and_do_not_use_thousands_separator",
      "use_period_as_decimal_separator"
    ],
    dimensions_separator: [
      "use_multiplication_sign_between_dimensions_with_space_on_either_side",
      "use_multiplication_sign_between_dimensions_without_space_on_either_side",
      "use_x_between_dimensions_with_space_on_either_side",
      "use_x_between_dimensions_without_space_on_either_side"
    ],
    equation_formula_reference: [
      "always_use_arabic_numerals_to_number_equations_or_formulas_referenced_in_text"
    ],
    kanji_numbers: [
      "use_kanji_numbers_for_numbers_in_phrases_and_counting_method_based_on_native_japanese_readings"
    ],
    large_number_format: [
      "always_use_arabic_numerals",
      "spell_out_large_numbers",
      "use_abbreviations_for_large_numbers",
      "use_chinese_characters_for_ten_thousands_and_hundred_millions",
      "use_comma_to_separate_large_numbers_into_units_of_three_except_for_calendar_years",
      "use_kanji_for_trillions_hundred_millions_and_ten_thousands",
      "use_korean_words_\uB9CC_\uC5B5_\uC870_with_space",
      "use_korean_words_\uB9CC_\uC5B5_\uC870_without_space"
    ],
    large_sums_of_money: [
      "spell_out_italian_words_milione_and_miliardo",
      "use_italian_words_mio_and_mrd_instead_of_italian_words_milione_and_miliardo"
    ],
    large_sums_of_money_format: [
      "use_amount_followed_by_abbreviation_for_million_or_billion_without_space",
      "use_amount_followed_by_space_then_abbreviation_for_million_or_billion",
      "use_amount_followed_by_space_then_english_word_million_or_billion"
    ],
    list_of_measurements_with_units: [
      "repeat_unit_for_each_measurement_in_list"
    ],
    mathematical_expression_spacing: [
      "use_space_between_elements_of_mathematical_expression_or_equation"
    ],
    number_format: [
      "use_half_width_comma_to_separate_large_numbers_into_units_of_three_except_for_calendar_years_and_use_half_width_period_as_decimal_separator"
    ],
    number_separator: [
      "do_not_use_chinese_comma_to_separate_numbers_indicating_approximate_value",
      "use_chinese_comma_to_separate_numbers_in_abbreviations"
    ],
    numbers_of_5_digits_or_more: [
      "use_comma_as_decimal_separator_and_period_as_thousands_separator",
      "use_comma_as_decimal_separator_and_space_as_thousands_separator",
      "use_comma_as_decimal_separator_period_as_thousands_separator_and_period_for_radio_stations",
      "use_comma_as_decimal_separator_space_as_thousands_separator_and_period_for_radio_stations",
      "use_period_as_decimal_separator_and_comma_as_thousands_separator",
      "use_period_as_decimal_separator_and_space_as_thousands_separator"
    ],
    numbers_up_to_4_digits: [
      "use_comma_as_decimal_separator_and_period_as_thousands_separator",
      "use_comma_as_decimal_separator_and_space_as_thousands_separator",
      "use_comma_as_decimal_separator_period_as_thousands_separator_and_period_for_radio_stations",
      "use_comma_as_decimal_separator_space_as_thousands_separator_and_period_for_radio_stations",
      "use_period_as_decimal_separator_and_comma_as_thousands_separator",
      "use_period_as_decimal_separator_and_space_as_thousands_separator"
    ],
    percentage_format: [
      "use_arabic_numerals_followed_by_percent_symbol_without_space",
      "use_chinese_numbers_followed_by_chinese_word_\u767E\u5206\u4E4B",
      "use_numerals_followed_by_full_width_percent_symbol_without_space",
      "use_numerals_followed_by_japanese_word_\u30D1\u30FC\u30BB\u30F3\u30C8_without_space",
      "use_numerals_followed_by_korean_word_\uD37C\uC13C\uD2B8",
      "use_numerals_followed_by_percent_symbol",
      "use_numerals_followed_by_space_then_german_word_prozent",
      "use_numerals_followed_by_space_then_half_width_percent_symbol",
      "use_numerals_followed_by_space_then_italian_word_per_cento",
      "use_numerals_followed_by_space_then_italian_word_percento",
      "use_numerals_followed_by_space_then_korean_word_\uD37C\uC13C\uD2B8",
      "use_numerals_followed_by_space_then_percent_symbol",
      "use_numerals_followed_by_space_then_spell_out_per_cent",
      "use_numerals_followed_by_space_then_spell_out_percent",
      "use_spanish_word_por_cien",
      "use_spanish_word_por_ciento"
    ],
    reference_to_symbol: [
      "spell_out_symbol_name_followed_by_symbol_in_parentheses"
    ],
    spelling_out_units: [
      "abbreviate_units_of_measure_when_used_with_numeral_but_spell_out_when_used_without_numeral",
      "always_abbreviate_units_of_measure",
      "always_spell_out_units_of_measure",
      "spell_out_units_in_korean",
      "spell_out_units_of_measure_when_used_with_spelled_out_numbers_but_abbreviate_when_used_with_numeral",
      "spell_out_units_of_measure_with_katakana_or_katakana_and_kanji",
      "use_si_symbols",
      "use_unit_symbols"
    ],
    temperature_format: [
      "spell_out_unit",
      "spell_out_unit_followed_by_numerals_then_korean_word_\uB3C4",
      "use_arabic_numerals_followed_by_space_then_spell_out_unit",
      "use_arabic_numerals_followed_by_unit_symbol_without_space",
      "use_arabic_numerals_then_spell_out_unit",
      "use_chinese_numbers_then_spell_out_unit",
      "use_italian_word_grado_and_do_not_specify_temperature_scale",
      "use_numerals_followed_by_japanese_word_\u5EA6_without_space",
      "use_numerals_followed_by_korean_word_\uB3C4",
      "use_numerals_followed_by_space_then_spell_out_unit",
      "use_numerals_followed_by_space_then_unit_symbol",
      "use_numerals_followed_by_unit_symbol_without_space",
      "use_spanish_word_grado_and_do_not_specify_temperature_scale"
    ],
    thousands_separator: [
      "do_not_use",
      "do_not_use_thousands_separator",
      "use_comma",
      "use_comma_to_separate_large_numbers_into_units_of_three",
      "use_period",
      "use_period_as_thousands_separator",
      "use_space",
      "use_space_as_thousands_separator",
      "use_space_to_separate_large_numbers_into_units_of_three",
      "use_straight_apostrophe_as_thousands_separator"
    ],
    units_of_measure_spacing: [
      "do_not_use_space_between_numeral_and_unit_of_measure",
      "use_space_between_numeral_and_unit_of_measure"
    ],
    use_of_hiragana_and_kanji: [
      "use_hiragana_japanese_word_\u304B\u6240_or_\u304B\u6708_when_using_arabic_numerals_in_horizontal_writing_but_use_kanji_japanese_word_\u7B87\u6240_or_\u7B87\u6708_when_using_kanji_numbers"
    ],
    writing_numbers: [
      "always_use_kanji_numbers",
      "use_arabic_numerals",
      "use_full_width_arabic_numerals_and_only_use_kanji_numbers_where_it_would_otherwise_sound_unnatural",
      "use_half_width_arabic_numerals_and_only_use_kanji_numbers_where_it_would_otherwise_sound_unnatural"
    ],
    zero_format: [
      "use_chinese_word_\u3007_for_numbering",
      "use_chinese_word_\u96F6_for_measurement"
    ]
  },
  punctuation: {
    abbreviations: [
      "do_not_separate_abbreviated_words",
      "separate_each_abbreviated_word_with_period_and_space",
      "separate_each_abbreviated_word_with_period_without_space",
      "separate_each_abbreviated_word_with_space_without_period"
    ],
    acronyms: [
      "do_not_use_periods"
    ],
    ampersand_abbreviation_spacing: [
      "do_not_use_spaces_before_and_after_ampersand_as_part_of_abbreviation",
      "use_spaces_before_and_after_ampersand_as_part_of_abbreviation"
    ],
    ampersand_usage: [
      "use_english_word_and_except_in_company_names_common_abbreviations_titles_software_code_and_mathematical_equations",
      "use_full_width_ampersand",
      "use_german_word_und_except_in_company_names_common_abbreviations_titles_software_code_and_mathematical_equations",
      "use_half_width_ampersand"
    ],
    apostrophe: [
      "use_curly_apostrophes",
      "use_straight_apostrophes"
    ],
    bracket: [
      "use_hexagonal_brackets",
      "use_lenticular_brackets",
      "use_parentheses",
      "use_square_brackets_for_nationality_and_hexagonal_brackets_for_historical_period"
    ],
    chinese_mixed_with_english: [
      "do_not_place_english_in_quotation_marks",
      "place_english_in_quotation_marks"
    ],
    colon: [
      "use_full_width_colon",
      "use_half_width_colon"
    ],
    colon_between_hours_and_minutes_or_chapters_and_verses: [
      "do_not_use_space_before_or_after_colon"
    ],
    colon_in_heading: [
      "use_space_after_colon_not_before"
    ],
    colon_to_replace_versus_or_to: [
      "do_not_use_space_before_or_after_colon"
    ],
    comma_after_conjunctive_adverbs: [
      "do_not_use",
      "use"
    ],
    comma_after_i_e_and_e_g: [
      "do_not_use",
      "use"
    ],
    comma_after_short_introductory_phrase: [
      "do_not_use",
      "use"
    ],
    comma_and_semicolon: [
      "use_comma_between_clauses",
      "use_semicolon_between_clauses"
    ],
    corner_bracket_and_periods: [
      "add_period_after_closing_corner_bracket_at_end_of_sentence"
    ],
    corner_brackets_and_periods: [
      "do_not_add_period_before_closing_corner_bracket_when_sentence_continues"
    ],
    dash: [
      "use_em_dash",
      "use_hyphen",
      "use_tilde"
    ],
    ellipsis: [
      "use_ellipsis_character",
      "use_one_ellipsis_character",
      "use_six_dots_at_the_bottom",
      "use_six_dots_in_the_center",
      "use_three_dots_at_the_bottom",
      "use_three_dots_in_the_center",
      "use_three_ellipsis_characters",
      "use_three_periods",
      "use_three_periods_without_spaces",
      "use_three_spaced_periods",
      "use_two_ellipsis_characters"
    ],
    em_dash: [
      "use_double_em_dash"
    ],
    emphasis: [
      "use_double_corner_brackets"
    ],
    exclamation_marks: [
      "do_not_use"
    ],
    explanatory_note_indicator: [
      "use_double_em_dash",
      "use_parentheses"
    ],
    full_sentence_in_round_brackets: [
      "add_period_before_closing_round_bracket"
    ],
    highlighting_specific_expressions: [
      "use_single_curly_quotation_marks",
      "use_single_straight_quotation_marks"
    ],
    japanese_reference_materials: [
      "use_double_corner_brackets"
    ],
    parentheses_for_supplementary_information: [
      "use_parentheses_without_space_on_either_side"
    ],
    passage_of_time_and_movement_between_locations: [
      "use_double_em_dash"
    ],
    periods_and_commas: [
      "use_full_width_japanese_periods_and_full_width_japanese_commas",
      "use_full_width_japanese_periods_and_full_width_non_japanese_commas",
      "use_full_width_non_japanese_periods_and_full_width_japanese_commas",
      "use_full_width_non_japanese_periods_and_full_width_non_japanese_commas"
    ],
    periods_in_academic_degrees: [
      "do_not_use",
      "use"
    ],
    periods_in_direct_quotes: [
      "do_not_use",
      "use"
    ],
    periods_in_uppercase_initialisms_and_acronyms: [
      "do_not_use"
    ],
    plus_sign_usage: [
      "do_not_use_plus_sign_to_symbolize_english_word_and_unless_it_is_part_of_a_proper_noun"
    ],
    possessives_of_proper_names_ending_in_s_style: [
      "add_apostrophe_only",
      "add_apostrophe_s"
    ],
    quotation_mark: [
      "use_curly_quotation_marks",
      "use_double_curly_quotation_marks",
      "use_double_straight_quotation_marks",
      "use_guillemets",
      "use_straight_quotation_marks"
    ],
    quotation_mark_and_apostrophe: [
      "use_curly_quotation_marks_and_apostrophes",
      "use_double_and_single_curly_quotation_marks_and_curly_apostrophes",
      "use_double_and_single_straight_quotation_marks_and_straight_apostrophes",
      "use_guillemets_and_curly_apostrophes",
      "use_guillemets_and_straight_apostrophes",
      "use_straight_quotation_marks_and_apostrophes"
    ],
    quotation_style: [
      "use_corner_brackets_for_primary_quotations_and_double_corner_brackets_for_secondary_quotations",
      "use_double_curly_quotation_marks_for_primary_quotations_and_single_curly_quotation_marks_for_secondary_quotations",
      "use_double_curly_quotation_marks_for_primary_quotations_then_alternate_with_single_curly_quotation_marks_for_nested_quotations",
      "use_double_german_quotation_marks_for_primary_quotations_and_single_german_quotation_marks_for_secondary_quotations",
      "use_double_quotation_marks_for_primary_quotations_and_single_quotation_marks_for_secondary_quotations",
      "use_double_straight_quotation_marks_for_primary_quotations_and_single_straight_quotation_marks_for_secondary_quotations",
      "use_double_straight_quotation_marks_for_primary_quotations_then_alternate_with_single_straight_quotation_marks_for_nested_quotations",
      "use_guillemets_for_primary_quotations_and_double_curly_quotation_marks_for_secondary_quotations",
      "use_guillemets_for_primary_quotations_and_double_straight_quotation_marks_for_secondary_quotations",
      "use_guillemets_for_primary_quotations_and_single_guillemets_for_secondary_quotations",
      "use_guillemets_for_primary_quotations_double_curly_quotation_marks_for_secondary_quotations_and_single_curly_quotation_marks_for_further_nested_quotations",
      "use_reversed_guillemets_for_primary_quotations_and_single_reversed_guillemets_for_secondary_quotations",
      "use_single_quotation_marks_for_primary_quotations_and_double_quotation_marks_for_secondary_quotations"
    ],
    range_indicator: [
      "use_en_dash_with_spaces",
      "use_en_dash_without_space_on_either_side",
      "use_en_dash_without_spaces",
      "use_english_word_to",
      "use_full_width_dash",
      "use_full_width_wave_dash",
      "use_german_word_bis",
      "use_half_width_dash",
      "use_hyphen",
      "use_hyphen_with_space_on_either_side",
      "use_hyphen_with_spaces",
      "use_hyphen_without_space_on_either_side",
      "use_hyphen_without_spaces",
      "use_italian_words_da_a",
      "use_japanese_word_\u304B\u3089",
      "use_korean_words_\uBD80\uD130_\uAE4C\uC9C0",
      "use_spanish_words_de_a",
      "use_tilde"
    ],
    related_phrases_indicator: [
      "use_comma",
      "use_hyphen",
      "use_middle_dot"
    ],
    round_brackets: [
      "use_full_width_round_brackets",
      "use_half_width_round_brackets"
    ],
    salutation: [
      "do_not_use_comma_after_salutation_capitalize_following_word",
      "use_colon_after_salutation",
      "use_comma_after_salutation",
      "use_exclamation_mark_after_salutation"
    ],
    sentence_break_indicator: [
      "use_em_dash_with_space_on_either_side",
      "use_em_dash_without_space_on_either_side",
      "use_en_dash_with_space_on_either_side"
    ],
    serial_comma: [
      "do_not_use",
      "do_not_use_serial_comma_when_using_chinese_comma",
      "use",
      "use_serial_comma_when_using_comma"
    ],
    setting_off_non_quoted_phrases: [
      "use_full_width_quotation_marks",
      "use_half_width_quotation_marks"
    ],
    slash: [
      "do_not_use_spaces_before_and_after_slashes",
      "use_spaces_before_and_after_slashes",
      "use_spaces_before_and_after_slashes_if_there_are_multiple_words_before_and_after_slash",
      "use_spaces_before_and_after_slashes_if_there_are_multiple_words_before_or_after_slash"
    ],
    slash_usage: [
      "do_not_use_slash_to_symbolize_english_word_or"
    ],
    spacing_and_punctuation: [
      "do_not_use_space",
      "use_regular_space"
    ],
    text_in_round_brackets_referring_to_previous_sentence: [
      "add_period_after_closing_round_bracket",
      "add_period_before_closing_round_bracket"
    ],
    text_in_round_brackets_supplementing_preceding_text: [
      "add_period_after_closing_round_bracket"
    ],
    titles_of_books_and_newspapers: [
      "use_double_angle_brackets",
      "use_double_corner_brackets",
      "use_double_straight_quotation_marks"
    ],
    titles_of_creative_works_trade_names_laws_and_regulations: [
      "use_single_angle_brackets",
      "use_single_corner_brackets",
      "use_single_straight_quotation_marks"
    ],
    uppercase_acronyms: [
      "do_not_use_spaces",
      "use_spaces"
    ]
  },
  spelling_and_grammar: {
    abbreviating_french_word_numero: [
      "abbreviate_as_n_then_degree_symbol",
      "abbreviate_as_n_then_o_in_superscript",
      "abbreviate_as_no"
    ],
    abbreviation_usage: [
      "do_not_use_abbreviations",
      "do_not_use_abbreviations_unless_necessary",
      "use_abbreviations",
      "use_abbreviations_as_needed"
    ],
    accents_and_cedillas: [
      "do_not_use_on_capital_letters",
      "never_use",
      "use_even_on_capital_letters"
    ],
    accents_in_verbs_conjugated_like_french_word_c\u00E9der: [
      "use_acute_accent",
      "use_grave_accent"
    ],
    accents_with_subject_verb_inversion: [
      "use_acute_accent",
      "use_grave_accent"
    ],
    active_passive_voice: [
      "use_active_voice_if_subject_is_prominent_and_agent_is_clear",
      "use_active_voice_to_describe_operations_with_user_as_subject",
      "use_active_voice_unless_agent_is_unknown_or_irrelevant",
      "use_passive_voice_as_needed",
      "use_passive_voice_for_automatic_operations_from_user_perspective",
      "use_passive_voice_if_agent_is_unknown_or_irrelevant"
    ],
    all_caps: [
      "do_not_use_all_caps_except_for_acronyms_initialisms_or_proper_nouns",
      "do_not_use_all_caps_except_for_acronyms_or_brand_names"
    ],
    complete_sentences: [
      "always_write_complete_sentences"
    ],
    compound_nouns: [
      "write_as_one_word",
      "write_with_hyphen"
    ],
    conjunctions: [
      "never_start_sentence_with_coordinating_conjunction"
    ],
    contractions: [
      "do_not_use_contractions",
      "use_contractions",
      "use_contractions_but_avoid_negative_contractions"
    ],
    established_loanwords: [
      "use_as_is",
      "use_native_or_sino_korean_equivalents"
    ],
    eszett: [
      "replace_eszett_with_ss"
    ],
    foreign_word_translation: [
      "use_equivalent_expressions_in_chinese",
      "use_foreign_forms_or_abbreviations_for_technical_terms_or_brand_names",
      "use_literal_translation",
      "use_localized_names_for_brands_with_official_chinese_translations",
      "use_mixture_of_transliteration_and_translation",
      "use_transliteration"
    ],
    french_verbs_ending_in_eler_and_eter: [
      "transcribe_open_e_sound_by_doubling_next_consonant",
      "transcribe_open_e_sound_with_grave_accent"
    ],
    i_and_u_with_circumflex_accents: [
      "do_not_use_circumflex_accents_except_in_verbs_and_to_distinguish_homophones",
      "use_circumflex_accents"
    ],
    informal_address_pronouns: [
      "capitalize_informal_address_pronouns",
      "do_not_capitalize_informal_address_pronouns"
    ],
    latin_abbreviations: [
      "do_not_use_latin_abbreviations"
    ],
    passive_voice: [
      "avoid_passive_voice_when_agent_is_known"
    ],
    past_participle_of_french_word_laisser_followed_by_infinitive: [
      "make_french_word_laisser_agree_with_direct_object_complement_if_it_appears_before_verb",
      "use_invariable_form_french_word_laiss\xE9"
    ],
    personal_titles: [
      "abbreviate",
      "do_not_abbreviate"
    ],
    pluralizing_foreign_words: [
      "use_french_spelling_rules",
      "use_original_language_spelling"
    ],
    quotation_modification: [
      "do_not_modify_text_in_quotation_marks",
      "modify_text_in_quotation_marks_according_to_custom_rules"
    ],
    spanish_word_solo: [
      "never_use_acute_accent",
      "use_acute_accent_when_used_as_adverb"
    ],
    special_characters: [
      "never_use_symbols"
    ],
    spelled_out_numbers: [
      "use_hyphens",
      "use_hyphens_between_elements_under_100_and_not_separated_by_french_word_et"
    ],
    umlauts: [
      "replace_umlauts_with_ae_oe_ue"
    ],
    unestablished_loanwords: [
      "paraphrase_in_korean",
      "use_as_is",
      "use_as_is_with_explanation_in_parentheses"
    ]
  },
  style_and_tone: {
    abbreviations: [
      "avoid_abbreviations_and_symbols_that_can_be_spelled_out_easily",
      "use_abbreviations_and_symbols"
    ],
    addressing_non_binary_people: [
      "use_spanish_word_elle",
      "use_spanish_word_ellx"
    ],
    addressing_the_reader: [
      "use_formal_french_word_vous",
      "use_formal_italian_word_lei",
      "use_informal_french_word_tu",
      "use_informal_italian_word_tu"
    ],
    anglicisms: [
      "avoid_anglicisms_when_there_is_a_french_equivalent"
    ],
    binary_representation_of_gender: [
      "avoid_binary_representation_of_gender_when_gender_neutral_language_can_be_used",
      "replace_binary_representations_of_gender_with_gender_neutral_language",
      "use_neutral_pronouns"
    ],
    complex_sentences: [
      "avoid_unnecessarily_complex_sentences"
    ],
    country_names: [
      "use_long_form",
      "use_short_form"
    ],
    declarative_endings: [
      "mix_hapsho_and_haeyo_styles",
      "use_hae_style",
      "use_haeyo_style",
      "use_hapsho_style",
      "use_hara_style"
    ],
    default_first_person_pronoun: [
      "do_not_use_first_person_pronouns",
      "omit_first_person_subject_when_clear_from_context",
      "use_first_person_pronouns"
    ],
    default_second_person_pronoun: [
      "do_not_use_second_person_pronouns",
      "use_second_person_pronouns"
    ],
    directional_language: [
      "do_not_use_directional_language"
    ],
    double_negatives: [
      "do_not_use_double_negatives",
      "use_double_negatives"
    ],
    formality: [
      "use_casual_tone",
      "use_formal_tone"
    ],
    gender_neutral_language_readability: [
      "use_generic_masculine_for_common_compound_nouns_if_it_increases_readability"
    ],
    gender_unspecified: [
      "use_both_masculine_and_feminine_forms",
      "use_gender_neutral_terms",
      "use_masculine_form_only",
      "use_middle_dots",
      "use_parentheses",
      "use_periods"
    ],
    gender_unspecified_or_mixed: [
      "use_both_feminine_and_masculine_forms",
      "use_feminine_form_only",
      "use_inclusive_nouns_and_adjectives",
      "use_masculine_form_only",
      "use_neutral_nouns_and_adjectives"
    ],
    idioms_colloquialisms_and_culture_specific_references: [
      "do_not_use"
    ],
    inflected_words_masculine_noun_agreement: [
      "place_masculine_nouns_closest_to_inflected_words"
    ],
    instructions_style: [
      "use_imperative",
      "use_indicative",
      "use_infinitive",
      "use_modal_verbs",
      "use_passive_voice"
    ],
    mixing_styles: [
      "do_not_mix_desu_masu_style_and_dearu_style"
    ],
    modal_verbs: [
      "avoid_modal_verbs"
    ],
    personal_vs_impersonal_style: [
      "use_impersonal_style",
      "use_personal_style"
    ],
    positive_vs_negative_language: [
      "use_positive_language"
    ],
    proximity_agreement: [
      "use"
    ],
    reader_action_required: [
      "use_you_must_when_action_is_required_from_reader"
    ],
    redundant_introductory_phrases: [
      "avoid_redundant_introductory_phrases",
      "do_not_use_redundant_phrases_that_refer_to_current_text"
    ],
    redundant_phrases: [
      "avoid_relativizing_and_redundant_phrases",
      "do_not_use_redundant_phrases"
    ],
    referring_to_non_binary_people: [
      "use_the_singular_and_plural_schwa"
    ],
    short_vs_long_words: [
      "use_short_words"
    ],
    simple_words_and_sentences: [
      "use_simple_words_and_sentences_avoid_hard_to_translate_words_and_figures_of_speech"
    ],
    text_position_references: [
      "avoid_directional_terms_as_only_reference_to_position_in_text_specify_exact_position_instead"
    ],
    tone: [
      "use_dearu_style_to_give_impression_content_is_accurate_and_rigorous_or_to_convey_sense_of_confidence_and_reliability",
      "use_desu_masu_style_to_give_impression_content_is_plain_and_straightforward_or_to_give_reader_reassuring_or_soft_impression"
    ],
    verbal_vs_nominal_style: [
      "use_nominal_style",
      "use_verbal_style"
    ]
  },
  vocabulary: {
    abbreviations: [
      "write_original_term_then_abbreviation_and_explanation"
    ],
    loanwords: [
      "add_explanation_to_loanword_if_difficult_to_rephrase",
      "rephrase_loanword_in_daily_use_chinese_or_japanese_words_if_possible",
      "rephrase_loanword_with_another_expression_if_not_established",
      "use_loanword_as_is_if_well_established"
    ]
  }
};

// src/catalog/catalog.ts
var CATALOG = catalog_data_default;
function catalogGroup(group) {
  return Object.hasOwn(CATALOG, group) ? CATALOG[group] : void 0;
}
function allowedValues(group, rule) {
  const rules = catalogGroup(group);
  return rules && Object.hasOwn(rules, rule) ? rules[rule] : void 0;
}
function isKnownValue(group, rule, value) {
  return allowedValues(group, rule)?.includes(value) ?? false;
}

// src/catalog/root-language.ts
function rootLanguage(code) {
  return (code.split("-")[0] ?? code).toLowerCase();
}

export {
  STYLE_LANGUAGES,
  DEFAULT_AUTH_SCHEME,
  LIMITS,
  isStyleLanguage,
  codePointLength,
  GLOSSARY_LIMITS,
  parseGlossaryEntries,
  checkGlossaryEntries,
  termProblem,
  entriesToTsv,
  entryBytes,
  utf8Bytes,
  foldedTerm,
  variantMessage,
  rootLanguage,
  CATALOG,
  catalogGroup,
  allowedValues,
  isKnownValue
};

import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/catalog/guide-sections.ts
var GUIDE_SECTIONS = [
  { id: "formality-and-tone", title: "Formality and tone" },
  { id: "natural-expression", title: "Natural expression" },
  { id: "date-format", title: "Date format", format: true },
  { id: "calendar", title: "Calendar" },
  { id: "time-format", title: "Time format", format: true },
  { id: "numerals", title: "Numerals", format: true },
  { id: "currency", title: "Currency", format: true },
  { id: "units-of-measurement", title: "Units of measurement" },
  { id: "address-and-postal-code", title: "Address and postal code" },
  { id: "telephone-numbers", title: "Telephone numbers" },
  { id: "grammar-references", title: "Grammar references" },
  { id: "punctuation", title: "Punctuation" },
  { id: "whitespace", title: "Whitespace" },
  { id: "copy-rules", title: "Copy rules" }
];
var GUIDE_SECTION_IDS = GUIDE_SECTIONS.map((s) => s.id);
var BY_GROUP = {
  dates_and_times: "date-format",
  formatting: "whitespace",
  numbers: "numerals",
  punctuation: "punctuation",
  spelling_and_grammar: "grammar-references",
  style_and_tone: "formality-and-tone",
  vocabulary: "natural-expression"
};
var BY_RULE = {
  "dates_and_times.calendar_era": "calendar",
  "dates_and_times.time_format": "time-format",
  "dates_and_times.hours_minutes_seconds_separator": "time-format",
  "dates_and_times.hours_minutes_separator": "time-format",
  "dates_and_times.midnight_in_numerals": "time-format",
  "dates_and_times.single_digit_hours": "time-format",
  "formatting.email_address_format": "address-and-postal-code",
  "formatting.phone_number_country_code_format": "telephone-numbers",
  "formatting.phone_number_format": "telephone-numbers",
  "numbers.currency_format": "currency",
  "numbers.large_sums_of_money": "currency",
  "numbers.large_sums_of_money_format": "currency",
  "numbers.spelling_out_units": "units-of-measurement",
  "numbers.units_of_measure_spacing": "units-of-measurement",
  "numbers.list_of_measurements_with_units": "units-of-measurement",
  "numbers.temperature_format": "units-of-measurement",
  "numbers.dimensions_separator": "units-of-measurement",
  "punctuation.apostrophe": "copy-rules",
  "punctuation.emphasis": "copy-rules",
  "punctuation.highlighting_specific_expressions": "copy-rules",
  "punctuation.quotation_mark": "copy-rules",
  "punctuation.quotation_mark_and_apostrophe": "copy-rules",
  "punctuation.quotation_style": "copy-rules",
  "punctuation.uppercase_acronyms": "copy-rules",
  "punctuation.titles_of_books_and_newspapers": "copy-rules",
  "punctuation.titles_of_creative_works_trade_names_laws_and_regulations": "copy-rules",
  "punctuation.spacing_and_punctuation": "whitespace",
  "punctuation.ampersand_abbreviation_spacing": "whitespace",
  "spelling_and_grammar.all_caps": "copy-rules",
  "spelling_and_grammar.established_loanwords": "natural-expression",
  "spelling_and_grammar.unestablished_loanwords": "natural-expression",
  "spelling_and_grammar.foreign_word_translation": "natural-expression",
  "spelling_and_grammar.pluralizing_foreign_words": "natural-expression",
  "spelling_and_grammar.informal_address_pronouns": "formality-and-tone",
  "style_and_tone.anglicisms": "natural-expression",
  "style_and_tone.idioms_colloquialisms_and_culture_specific_references": "natural-expression",
  "style_and_tone.country_names": "natural-expression"
};
function sectionOfRule(group, rule) {
  return BY_RULE[`${group}.${rule}`] ?? BY_GROUP[group] ?? "grammar-references";
}
function sectionOfInstruction(section) {
  if (section === void 0) return "formality-and-tone";
  return GUIDE_SECTION_IDS.includes(section) ? section : BY_GROUP[section] ?? "formality-and-tone";
}
var INSTRUCTION_SECTIONS = [.../* @__PURE__ */ new Set([...GUIDE_SECTION_IDS, ...Object.keys(BY_GROUP)])];

export {
  GUIDE_SECTIONS,
  sectionOfRule,
  sectionOfInstruction,
  INSTRUCTION_SECTIONS
};

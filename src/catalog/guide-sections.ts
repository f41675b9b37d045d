/**
 * The outline every language page of the guide follows (issue #30): the
 * sections of Mozilla's per-locale style guides, in their order
 * (the shared spec's guide-references.md), so a translator or a vendor finds
 * each thing where every other locale's guide keeps it, and sees a section
 * nothing decides as a gap rather than missing. The one table from catalog
 * rule to section is here, beside the catalog, because the style file schema
 * (an instruction's `section:`) and the guide's renderers both read it.
 */
export const GUIDE_SECTIONS = [
  { id: 'formality-and-tone', title: 'Formality and tone' },
  { id: 'natural-expression', title: 'Natural expression' },
  { id: 'date-format', title: 'Date format', format: true },
  { id: 'calendar', title: 'Calendar' },
  { id: 'time-format', title: 'Time format', format: true },
  { id: 'numerals', title: 'Numerals', format: true },
  { id: 'currency', title: 'Currency', format: true },
  { id: 'units-of-measurement', title: 'Units of measurement' },
  { id: 'address-and-postal-code', title: 'Address and postal code' },
  { id: 'telephone-numbers', title: 'Telephone numbers' },
  { id: 'grammar-references', title: 'Grammar references' },
  { id: 'punctuation', title: 'Punctuation' },
  { id: 'whitespace', title: 'Whitespace' },
  { id: 'copy-rules', title: 'Copy rules' },
] as const satisfies ReadonlyArray<{ id: string; title: string; format?: true }>;

export type GuideSectionId = (typeof GUIDE_SECTIONS)[number]['id'];

export const GUIDE_SECTION_IDS: readonly GuideSectionId[] = GUIDE_SECTIONS.map((s) => s.id);

/** Where a rule goes when its group is known but the rule is not named below (a catalog addition, `extra_rules`). */
const BY_GROUP: Readonly<Record<string, GuideSectionId>> = {
  dates_and_times: 'date-format',
  formatting: 'whitespace',
  numbers: 'numerals',
  punctuation: 'punctuation',
  spelling_and_grammar: 'grammar-references',
  style_and_tone: 'formality-and-tone',
  vocabulary: 'natural-expression',
};

/**
 * Rules whose section is not their group's: `group.rule` → section. The
 * catalog's groups cut across the outline (dates_and_times holds the time
 * format, numbers the currency and the units), so the rules that belong
 * elsewhere are named one by one.
 */
const BY_RULE: Readonly<Record<string, GuideSectionId>> = {
  'dates_and_times.calendar_era': 'calendar',
  'dates_and_times.time_format': 'time-format',
  'dates_and_times.hours_minutes_seconds_separator': 'time-format',
  'dates_and_times.hours_minutes_separator': 'time-format',
  'dates_and_times.midnight_in_numerals': 'time-format',
  'dates_and_times.single_digit_hours': 'time-format',
  'formatting.email_address_format': 'address-and-postal-code',
  'formatting.phone_number_country_code_format': 'telephone-numbers',
  'formatting.phone_number_format': 'telephone-numbers',
  'numbers.currency_format': 'currency',
  'numbers.large_sums_of_money': 'currency',
  'numbers.large_sums_of_money_format': 'currency',
  'numbers.spelling_out_units': 'units-of-measurement',
  'numbers.units_of_measure_spacing': 'units-of-measurement',
  'numbers.list_of_measurements_with_units': 'units-of-measurement',
  'numbers.temperature_format': 'units-of-measurement',
  'numbers.dimensions_separator': 'units-of-measurement',
  'punctuation.apostrophe': 'copy-rules',
  'punctuation.emphasis': 'copy-rules',
  'punctuation.highlighting_specific_expressions': 'copy-rules',
  'punctuation.quotation_mark': 'copy-rules',
  'punctuation.quotation_mark_and_apostrophe': 'copy-rules',
  'punctuation.quotation_style': 'copy-rules',
  'punctuation.uppercase_acronyms': 'copy-rules',
  'punctuation.titles_of_books_and_newspapers': 'copy-rules',
  'punctuation.titles_of_creative_works_trade_names_laws_and_regulations': 'copy-rules',
  'punctuation.spacing_and_punctuation': 'whitespace',
  'punctuation.ampersand_abbreviation_spacing': 'whitespace',
  'spelling_and_grammar.all_caps': 'copy-rules',
  'spelling_and_grammar.established_loanwords': 'natural-expression',
  'spelling_and_grammar.unestablished_loanwords': 'natural-expression',
  'spelling_and_grammar.foreign_word_translation': 'natural-expression',
  'spelling_and_grammar.pluralizing_foreign_words': 'natural-expression',
  'spelling_and_grammar.informal_address_pronouns': 'formality-and-tone',
  'style_and_tone.anglicisms': 'natural-expression',
  'style_and_tone.idioms_colloquialisms_and_culture_specific_references': 'natural-expression',
  'style_and_tone.country_names': 'natural-expression',
};

/** The section of a configured rule; a group stylesync does not know (allow_unknown_rules) goes under grammar references. */
export function sectionOfRule(group: string, rule: string): GuideSectionId {
  return BY_RULE[`${group}.${rule}`] ?? BY_GROUP[group] ?? 'grammar-references';
}

/**
 * The section of an instruction: its `section:` (a section id, or a rule
 * group, which stands for the group's section), else formality and tone,
 * where a guide says how to write in general.
 */
export function sectionOfInstruction(section: string | undefined): GuideSectionId {
  if (section === undefined) return 'formality-and-tone';
  return (GUIDE_SECTION_IDS as readonly string[]).includes(section) ? (section as GuideSectionId) : (BY_GROUP[section] ?? 'formality-and-tone');
}

/** What `section:` accepts in a style file: a section id or a catalog rule group. */
// A group named like its section (punctuation) is one value: JSON schema enums hold no duplicates.
export const INSTRUCTION_SECTIONS: readonly string[] = [...new Set([...GUIDE_SECTION_IDS, ...Object.keys(BY_GROUP)])];

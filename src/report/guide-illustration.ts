/**
 * The Example column of the guide's format sections (date, time, numerals,
 * currency; issue #30): what a rule's value looks like written out. A
 * recorded sample translation shows it when one holds text of that shape
 * (the service's own output, the best example there is); otherwise stylesync
 * derives an illustration from the value, said to be one. Only the values
 * whose shape the catalog's words fix are illustrated: a value in prose
 * ("spell out time in words") has no example rather than a made-up one.
 *
 * Own code, not a date or number library: the example follows the rule's
 * words (DD.MM.YYYY, "comma"), not a locale's data, which may say otherwise.
 */
export interface RuleShape {
  /** The illustration: 31 December 1999, 1,234,567.89 and the like, as the value writes them. */
  illustration: string;
  /** Text of this shape in a translation. */
  pattern: RegExp;
}

/** Mozilla's examples use the last day of 1999; so do we, with a day and a month above 12 so they cannot be mistaken for each other. */
const DATE: Readonly<Record<string, string>> = { DD: '31', MM: '12', YYYY: '1999', YY: '99' };

export function ruleShape(rule: string, value: string, valueWords: string): RuleShape | undefined {
  if (rule === 'date_format' || rule === 'dates_in_numerical_form') return dateShape(valueWords);
  if (rule === 'time_format') return timeShape(value);
  if (rule === 'decimal_separator') return separatorShape(value, 'decimal');
  if (rule === 'thousands_separator') return separatorShape(value, 'thousands');
  if (rule === 'currency_format') return currencyShape(value);
  return undefined;
}

function dateShape(words: string): RuleShape | undefined {
  // rule-words.ts writes a date pattern's tokens in capitals, glued by their separators: "DD.MM.YYYY with leading zeros".
  const found = /^(DD|MM|YYYY|YY)([./-])(DD|MM|YYYY|YY)\2(DD|MM|YYYY|YY)(?![\w])/.exec(words);
  if (found === null) return undefined;
  const [, a, sep, b, c] = found as unknown as [string, string, string, string, string];
  const digits = (token: string) => (token === 'YYYY' ? '\\d{4}' : token === 'YY' ? '\\d{2}' : '\\d{1,2}');
  const s = escape(sep);
  return {
    illustration: [a, b, c].map((t) => DATE[t]).join(sep),
    pattern: new RegExp(`(?<!\\d)${digits(a)}${s}${digits(b)}${s}${digits(c)}(?!\\d)`, 'u'),
  };
}

function timeShape(value: string): RuleShape | undefined {
  if (value.startsWith('use_24_hour_clock')) {
    const sep = value.includes('period_as_separator') ? '.' : ':';
    return { illustration: `23${sep}59`, pattern: new RegExp(`(?<!\\d)([01]?\\d|2[0-3])${escape(sep)}[0-5]\\d(?!\\d)`, 'u') };
  }
  const marker = /^use_12_hour_clock_and_(uppercase|lowercase)_am_or_pm_(with|without)_periods/.exec(value);
  if (marker === null) return undefined;
  const pm = marker[2] === 'with' ? 'p.m.' : 'pm';
  const text = marker[1] === 'uppercase' ? pm.toUpperCase() : pm;
  return { illustration: `11:59 ${text}`, pattern: new RegExp(`(?<!\\d)(1[0-2]|0?\\d):[0-5]\\d\\s?${escape(text)}`, 'u') };
}

const SEPARATORS: ReadonlyArray<[RegExp, string]> = [
  [/^use_comma/, ','],
  [/^use_period/, '.'],
  [/^use_straight_apostrophe/, "'"],
  [/^use_space/, ' '],
  [/^do_not_use/, ''],
];

function separatorShape(value: string, kind: 'decimal' | 'thousands'): RuleShape | undefined {
  const sep = SEPARATORS.find(([test]) => test.test(value))?.[1];
  if (sep === undefined || (kind === 'decimal' && sep === '')) return undefined;
  if (kind === 'decimal') return { illustration: `3${sep}14`, pattern: new RegExp(`(?<![\\d.,])\\d+${escape(sep)}\\d+(?![\\d.,])`, 'u') };
  // A space separator is often a no-break or narrow no-break space in a translation.
  const between = sep === ' ' ? '[ \\u00a0\\u202f]' : escape(sep);
  return {
    illustration: sep === '' ? '1234567' : ['1', '234', '567'].join(sep),
    pattern: sep === '' ? /(?<![\d.,' ])\d{5,}(?![\d.,'])/u : new RegExp(`(?<!\\d)\\d{1,3}(?:${between}\\d{3})+(?!\\d)`, 'u'),
  };
}

function currencyShape(value: string): RuleShape | undefined {
  // ¤, the currency sign, stands for whichever symbol the text uses; XXX is ISO 4217's "no currency".
  const shapes: ReadonlyArray<[RegExp, string]> = [
    [/^use_amount_followed_by_space_then_currency_symbol/, '12 ¤'],
    [/^use_amount_followed_by_currency_symbol_without_space/, '12¤'],
    [/^use_currency_symbol_followed_by_space_then_amount/, '¤ 12'],
    [/^use_currency_symbol_followed_by_amount_without_space/, '¤12'],
    [/^use_amount_followed_by_space_then_iso_code/, '12 XXX'],
    [/^use_iso_code_followed_by_space_then_amount/, 'XXX 12'],
  ];
  const illustration = shapes.find(([test]) => test.test(value))?.[1];
  if (illustration === undefined) return undefined;
  // Each character of the illustration becomes its part of the pattern, so no part is rewritten by another.
  const parts: Readonly<Record<string, string>> = { '1': '(?:\\d[\\d.,\\u00a0\\u202f ]*\\d|\\d)', '2': '', '¤': '\\p{Sc}', X: '', ' ': '[ \\u00a0\\u202f]' };
  const source = [...illustration.replace('XXX', 'X')].map((c) => (c === 'X' ? '[A-Z]{3}' : parts[c])).join('');
  return { illustration, pattern: new RegExp(source, 'u') };
}

function escape(text: string): string {
  // Unicode-mode patterns refuse needless escapes (`\-`), so only the syntax characters are escaped.
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

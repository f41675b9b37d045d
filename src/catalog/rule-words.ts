/**
 * Rules and values in words, derived once from the catalog's identifiers so
 * that the text plan, the pull-request comment, the schema's descriptions and
 * the guide all say the same thing: `numbers.decimal_separator:
 * use_comma_as_decimal_separator` reads "Decimal separator: comma".
 *
 * Derived, not hand-written: the catalog holds about 300 values and gains
 * more (the extension file, `extra_rules`), and a table of our own would fall
 * behind it. The identifiers are already English phrases; what they lack is
 * spaces, capitals, the symbols of date patterns, and brevity where the value
 * repeats the rule's own name. Unknown identifiers get the same treatment.
 */
import { CATALOG } from './catalog.ts';

/** Every value the catalog has for `rule`, whatever its group. */
function allowedRuleValues(rule: string): readonly string[] | undefined {
  for (const rules of Object.values(CATALOG)) if (Object.hasOwn(rules, rule)) return rules[rule];
  return undefined;
}

const GROUP_WORDS: Readonly<Record<string, string>> = {
  dates_and_times: 'Dates and times',
  formatting: 'Formatting',
  numbers: 'Numbers',
  punctuation: 'Punctuation',
};

/** Tokens of date and time patterns, written as a style guide writes them. */
const PATTERN = new Map([
  ['dd', 'DD'],
  ['mm', 'MM'],
  ['yy', 'YY'],
  ['yyyy', 'YYYY'],
  ['hh', 'HH'],
]);
/** Separator words that become their symbol between two pattern tokens. */
const SEPARATOR = new Map([
  ['period', '.'],
  ['slash', '/'],
  ['hyphen', '-'],
  ['colon', ':'],
]);
/** Words written in capitals or with a capital. */
const PROPER = new Map([
  ['bc', 'BC'],
  ['ad', 'AD'],
  ['bce', 'BCE'],
  ['ce', 'CE'],
  ['iso', 'ISO'],
  ['si', 'SI'],
  ['am', 'AM'],
  ['pm', 'PM'],
  ['chinese', 'Chinese'],
  ['english', 'English'],
  ['french', 'French'],
  ['german', 'German'],
  ['italian', 'Italian'],
  ['japanese', 'Japanese'],
  ['korean', 'Korean'],
  ['spanish', 'Spanish'],
  ['arabic', 'Arabic'],
  ['roman', 'Roman'],
  ['north', 'North'],
  ['american', 'American'],
  ['uhr', 'Uhr'],
]);

/** "Decimal separator" for `decimal_separator`; identifiers outside the catalog read the same way. */
export function ruleInWords(rule: string): string {
  return capitalise(words(rule.split('_')));
}

/** "Numbers" for `numbers`. */
export function groupInWords(group: string): string {
  return GROUP_WORDS[group] ?? capitalise(words(group.split('_')));
}

/**
 * A value in words, without the leading "use" and without a tail that repeats
 * the rule's name: `use_comma_as_decimal_separator` of `decimal_separator` is
 * "comma"; `use_dd_period_mm_period_yyyy` is "DD.MM.YYYY".
 */
export function valueInWords(rule: string, value: string): string {
  let tokens = value.split(/[_ ]+/);
  if (tokens[0] === 'use' && tokens.length > 1) tokens = tokens.slice(1);
  const tail = ['as', ...rule.split('_')];
  const n = tokens.length - tail.length;
  const short = tokens.slice(0, Math.max(n, 0)).join('_');
  // Keep the tail where the catalog also has the short form (`use_period` beside `use_period_as_thousands_separator`).
  const taken = (allowedRuleValues(rule) ?? []).some((v) => v === short || v === `use_${short}`);
  if (n > 0 && !taken && tail.every((t, k) => tokens[n + k] === t)) tokens = tokens.slice(0, n);
  return words(tokens);
}

/** "Decimal separator: comma", the one line a reader needs. */
export function ruleValueInWords(rule: string, value: string): string {
  return `${ruleInWords(rule)}: ${valueInWords(rule, value)}`;
}

function words(tokens: readonly string[]): string {
  let out = '';
  let glued = false;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k] as string;
    const pattern = PATTERN.get(token);
    const symbol = SEPARATOR.get(token);
    if (symbol !== undefined && isPattern(tokens[k - 1]) && isPattern(tokens[k + 1])) {
      out += symbol;
      glued = true;
      continue;
    }
    // "12 hour clock" reads "12-hour clock".
    const joiner = glued || out === '' ? '' : /^\d+$/.test(tokens[k - 1] ?? '') && token === 'hour' ? '-' : ' ';
    out += joiner + (pattern ?? PROPER.get(token) ?? token);
    glued = false;
  }
  return out;
}

function isPattern(token: string | undefined): boolean {
  return token !== undefined && PATTERN.has(token);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

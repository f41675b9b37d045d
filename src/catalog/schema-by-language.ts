import { CATALOG, type Catalog } from './catalog.ts';
import { LANGUAGE_NAMES, languagesInWords, ruleLanguages } from './language-markers.ts';
import { ruleInWords } from './rule-words.ts';
import { buildConfiguredRulesSchema, groupDescription, JSON_SCHEMA_DRAFT, ruleDescription, valueDescriptions } from './schema.ts';
import { STYLE_LANGUAGES, type StyleLanguage } from './types.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/**
 * The language-aware half of the style-list schema, for editors only. In a
 * list whose `language` is de, completion offers the values meant for German
 * (first) or for no language in particular, and a value meant for another
 * language is flagged with the words of `stylesync validate`'s
 * `foreign-language-value`. Which value is meant for which language is
 * ruleLanguages, the function validate uses, so the two never disagree.
 *
 * Shaped by how the YAML language server works (its yamlCompletion.ts and
 * baseValidator.ts), which a test drives in-process:
 * - Completion offers the union of the enums, defaults and `defaultSnippets`
 *   of every schema that applies (following allOf/anyOf/oneOf, never
 *   if/then/else). So the list schema's own `configured_rules` has no enums,
 *   each language's branch brings its values, and a list without a known
 *   language gets them all.
 * - A rule with values for other languages offers its values as
 *   `defaultSnippets` and checks them with if/then/else: an `enum` would fail a
 *   foreign value a second time, with a message that names no language.
 * - No keyword sits beside a `$ref`: draft-07 ignores them, and so does the
 *   language server.
 *
 * Every schema problem is a warning in the language server, as the language
 * check is in validate. stylesync's own validation (ajv) never reads this
 * file: config/schema-check.ts registers the empty schema under its name, so
 * a value meant for another language stays a warning of validate, never an
 * error of the schema.
 */
export function buildRulesByLanguageSchema(catalog: Catalog = CATALOG): Record<string, unknown> {
  const classes = classify(catalog);
  const definitions: Record<string, unknown> = {};
  const branches: unknown[] = [];
  for (const language of STYLE_LANGUAGES) {
    definitions[language] = rulesFor(language, catalog, classes);
    branches.push({
      if: { properties: { language: { const: language } }, required: ['language'] },
      then: { properties: { configured_rules: { $ref: `#/definitions/${language}` } } },
    });
  }
  // A list without a language (a tombstone, a file being written) or with an unknown one is offered every value.
  branches.push({
    if: { properties: { language: { enum: [...STYLE_LANGUAGES] } }, required: ['language'] },
    else: { properties: { configured_rules: { $ref: local('all') } } },
  });
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: 'Configured rules for the list language',
    description:
      "The configured rules a style list is offered in the editor: the options meant for the list's language or for any. " +
      'stylesync validate does not read this file; it warns about a value meant for another language (foreign-language-value).',
    allOf: branches,
    // The whole configured-rules schema again, not a reference to configured-rules.schema.json: the
    // language server indexes a referenced file anew for each of the hundreds of references into it,
    // which took its first check of a list from under a second to 2.2 s.
    definitions: { ...definitions, ...shared(catalog, classes), ...refusals(classes), all: withoutDraft(buildConfiguredRulesSchema(catalog)) },
  };
}

/** The values of one rule meant for one set of languages (`languages` empty: for any language). */
interface ValueClass {
  languages: readonly StyleLanguage[];
  values: string[];
  /** `group.rule.ja-zh`: its definitions are `values.<name>` (an enum) and `offer.<name>` (completion snippets). */
  name: string;
}

type Classes = Map<string, Map<string, ValueClass[]>>;

/** Each rule's values by the languages they are meant for, in catalog order. */
function classify(catalog: Catalog): Classes {
  const out: Classes = new Map();
  for (const [group, rules] of Object.entries(catalog)) {
    const byRule = new Map<string, ValueClass[]>();
    for (const [rule, values] of Object.entries(rules)) {
      const byKey = new Map<string, ValueClass>();
      for (const value of values) {
        const languages = [...(ruleLanguages(rule, value) ?? [])];
        const key = languages.join('-');
        let entry = byKey.get(key);
        if (!entry) {
          entry = { languages, values: [], name: `${group}.${rule}.${key || 'any'}` };
          byKey.set(key, entry);
        }
        entry.values.push(value);
      }
      byRule.set(rule, [...byKey.values()]);
    }
    out.set(group, byRule);
  }
  return out;
}

/** A rule all of whose values are for any language reads the same in every list: the shared schema. */
const neutral = (classes: readonly ValueClass[]) => classes.every((c) => c.languages.length === 0);

/**
 * Definitions every language shares: per group, its rules with no value
 * meant for a particular language; per value class, its enum and snippets.
 * Written once instead of once per language (a value meant for Japanese is
 * foreign to seven), which keeps the file near half a megabyte.
 */
function shared(catalog: Catalog, classes: Classes): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const group of Object.keys(catalog).sort()) {
    const properties: Record<string, unknown> = {};
    for (const [rule, ruleClasses] of [...(classes.get(group) ?? [])].sort(([a], [b]) => codeUnitOrder(a, b))) {
      if (neutral(ruleClasses)) {
        properties[rule] = { $ref: baseRule(group, rule) };
        continue;
      }
      for (const c of ruleClasses) {
        const descriptions = valueDescriptions(rule, c.values);
        out[`values.${c.name}`] = { enum: c.values };
        out[`offer.${c.name}`] = {
          defaultSnippets: c.values.map((value, k) => ({
            label: value,
            description: descriptions[k],
            body: value,
            // Values meant for a language come first in a list of that language (other labels sort
            // by themselves, and none starts with "0 "); a class only reaches the lists it is meant for.
            ...(c.languages.length > 0 ? { sortText: `0 ${value}` } : {}),
          })),
        };
      }
    }
    out[`common.${group}`] = { properties };
  }
  return out;
}

/** `configured_rules` of a list in `language`. */
function rulesFor(language: StyleLanguage, catalog: Catalog, classes: Classes): Record<string, unknown> {
  const groups: Record<string, unknown> = {};
  for (const group of Object.keys(catalog).sort()) {
    const names = Object.keys(catalog[group] ?? {}).sort();
    const properties: Record<string, unknown> = {};
    for (const rule of names) {
      const ruleClasses = classes.get(group)?.get(rule) ?? [];
      if (!neutral(ruleClasses)) properties[rule] = ruleFor(language, rule, ruleClasses, baseRule(group, rule));
    }
    groups[group] = {
      description: groupDescription(group, names),
      type: 'object',
      allOf: [{ $ref: local(`common.${group}`) }],
      properties,
      additionalProperties: { type: 'string' },
    };
  }
  return {
    description: `Configured rules of a ${inWords(language)} list: the options meant for ${LANGUAGE_NAMES[language]} or for any language.`,
    type: 'object',
    properties: groups,
    additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
  };
}

/**
 * A rule with values meant for particular languages, in a list of `language`.
 * Completion: the snippets of the classes meant for it or for any. Checking:
 * a chain of if/then/else, one link per class meant for other languages, each
 * failing with its message; the last `else` is the rule's full enum (a value
 * reaching it is not a foreign one, so an unknown value gets the language
 * server's "Value is not accepted"). A rule with nothing for this language is
 * left out of completion and flagged wherever it is written.
 */
function ruleFor(language: StyleLanguage, rule: string, classes: readonly ValueClass[], base: string): Record<string, unknown> {
  const head = { description: ruleDescription(rule), type: 'string' };
  const fits = (c: ValueClass) => c.languages.length === 0 || c.languages.includes(language);
  const offered = classes.filter(fits);
  const foreign = classes.filter((c) => !fits(c));
  if (offered.length === 0) {
    // deprecationMessage: the language server's way to hide a key from completion and flag it where written.
    const meant = [...new Set(foreign.flatMap((c) => c.languages))];
    return { ...head, deprecationMessage: `${ruleInWords(rule)} is meant for ${languagesInWords(meant)} lists, ${refusal(language)}` };
  }
  let chain: Record<string, unknown> = { $ref: base };
  for (const c of [...foreign].reverse()) {
    chain = { if: { $ref: local(`values.${c.name}`) }, then: { $ref: local(refusedName(language, c.languages)) }, else: chain };
  }
  return { ...head, allOf: offered.map((c) => ({ $ref: local(`offer.${c.name}`) })), ...chain };
}

/**
 * Fails any value that reaches it (the `if` matched one, so it is not empty),
 * with the message: the language server and VS Code's JSON service word a
 * failed pattern with `patternErrorMessage`, while `not: {}` would only say
 * "Matches a schema that is not allowed".
 */
function refused(language: StyleLanguage, meant: readonly StyleLanguage[]): Record<string, unknown> {
  return { pattern: '^$', patternErrorMessage: `This value is meant for ${languagesInWords(meant)} lists, ${refusal(language)}` };
}

const refusedName = (language: StyleLanguage, meant: readonly StyleLanguage[]) => `refused.${language}.${meant.join('-')}`;

/** One refusal per list language and set of languages a value class is meant for. */
function refusals(classes: Classes): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const language of STYLE_LANGUAGES) {
    for (const rules of classes.values()) {
      for (const c of [...rules.values()].flat()) {
        if (c.languages.length > 0 && !c.languages.includes(language)) out[refusedName(language, c.languages)] = refused(language, c.languages);
      }
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => codeUnitOrder(a, b)));
}

const inWords = (language: StyleLanguage) => `${LANGUAGE_NAMES[language]} (${language})`;
const refusal = (language: StyleLanguage) =>
  `but this list is ${inWords(language)}: choose one meant for ${LANGUAGE_NAMES[language]} or for any language, or remove the rule (stylesync validate warns: foreign-language-value).`;

const local = (definition: string) => pointer(['definitions', definition]);
const baseRule = (group: string, rule: string) => pointer(['definitions', 'all', 'properties', group, 'properties', rule]);

function withoutDraft(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _draft, ...rest } = schema;
  return rest;
}

/** `#/a/b` with each segment escaped as RFC 6901 and RFC 3986 want (rule names may hold é). */
function pointer(segments: readonly string[]): string {
  return `#/${segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;
}

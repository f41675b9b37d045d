import { CATALOG, type Catalog } from './catalog.ts';
import { languagesInWords, languagesNamedBy, ruleLanguages } from './language-markers.ts';
import { groupInWords, ruleInWords, valueInWords } from './rule-words.ts';

/** JSON Schema draft-07: what both ajv (its default) and the YAML language server read well. */
export const JSON_SCHEMA_DRAFT = 'http://json-schema.org/draft-07/schema#';

/**
 * "Numbers: Approximate numbers; Currency format; …": hovering a group in the
 * editor shows what is in it, in words (catalog/rule-words.ts).
 */
export function groupDescription(group: string, rules: readonly string[]): string {
  return `${groupInWords(group)}: ${rules.map(ruleInWords).join('; ')}.`;
}

/** "Decimal separator.", and for a rule whose name is meant for a language, "Meant for French (fr) lists." */
export function ruleDescription(rule: string): string {
  const meant = languagesNamedBy(rule);
  return `${ruleInWords(rule)}.${meant ? ` Meant for ${languagesInWords(meant)} lists.` : ''}`;
}

/**
 * One line per value, in the order of `values`: its words, and the languages
 * it is meant for exactly as `stylesync validate` decides them
 * (`foreign-language-value`), so the editor and validate never disagree.
 * `enumDescriptions` is what the YAML language server (and VS Code's JSON
 * service) shows beside each value in completion and hover; JSON Schema's
 * `enum` has no per-value description of its own, and a `oneOf` of `const`s
 * would turn one wrong value into a dozen "does not match" lines.
 */
export function valueDescriptions(rule: string, values: readonly string[]): string[] {
  return values.map((value) => {
    const words = valueInWords(rule, value);
    const meant = ruleLanguages(rule, value);
    const sentence = `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
    return meant ? `${sentence} Meant for ${languagesInWords(meant)} lists.` : sentence;
  });
}

/**
 * The `configured_rules` object, whatever the list's language: one enum per
 * known rule, every group, rule and value described in words. Fragments use it
 * as it is; a list's language picks its own variant (schema-by-language.ts).
 * Unknown groups and rules are allowed (any string) here: only validation
 * knows the repository's `extra_rules`, so it reports them with its own wording.
 */
export function buildConfiguredRulesSchema(catalog: Catalog = CATALOG): Record<string, unknown> {
  const groups: Record<string, unknown> = {};
  for (const group of Object.keys(catalog).sort()) {
    const rules = catalog[group] ?? {};
    const names = Object.keys(rules).sort();
    const properties: Record<string, unknown> = {};
    for (const rule of names) {
      const values = rules[rule] ?? [];
      properties[rule] = {
        description: ruleDescription(rule),
        type: 'string',
        enum: [...values],
        enumDescriptions: valueDescriptions(rule, values),
      };
    }
    groups[group] = {
      description: groupDescription(group, names),
      type: 'object',
      properties,
      additionalProperties: { type: 'string' },
    };
  }
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: 'Configured rules',
    description:
      'Groups of predefined rules of the style rules service, with the chosen option for each. ' +
      "A rule missing from a listed group is an error in `stylesync validate` unless stylesync.yaml lists it under extra_rules " +
      '(the service would store a misspelt rule and ignore it); a group not listed here is a warning. ' +
      "Options meant for another language than the list's are a warning in `stylesync validate`.",
    type: 'object',
    properties: groups,
    additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
  };
}

import { CATALOG, type Catalog } from './catalog.ts';

/** JSON Schema draft-07: what both ajv (its default) and the YAML language server read well. */
export const JSON_SCHEMA_DRAFT = 'http://json-schema.org/draft-07/schema#';

/** `numbers_of_5_digits_or_more` → `Numbers Of 5 Digits Or More`, as the configured-rules catalog words the descriptions. */
export function titleCase(identifier: string): string {
  return identifier
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The `configured_rules` object: one enum per known rule, each described
 * "Formatting options for <Title Cased Rule Name>". Unknown groups and rules
 * are allowed (any string) here: only validation knows the repository's
 * `extra_rules`, so it reports them with its own wording.
 */
export function buildConfiguredRulesSchema(catalog: Catalog = CATALOG): Record<string, unknown> {
  const groups: Record<string, unknown> = {};
  for (const group of Object.keys(catalog).sort()) {
    const rules = catalog[group] ?? {};
    const properties: Record<string, unknown> = {};
    for (const rule of Object.keys(rules).sort()) {
      properties[rule] = {
        description: `Formatting options for ${titleCase(rule)}`,
        type: 'string',
        enum: [...(rules[rule] ?? [])],
      };
    }
    groups[group] = {
      description: `Rules of the ${titleCase(group)} group.`,
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
      '(the service would store a misspelt rule and ignore it); a group not listed here is a warning.',
    type: 'object',
    properties: groups,
    additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
  };
}

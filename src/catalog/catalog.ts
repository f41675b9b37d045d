import data from './catalog-data.json' with { type: 'json' };

/**
 * Every configured-rule group, rule and allowed value stylesync knows:
 * document 2 plus the rules the deployed service also accepts
 * (configured-rules-catalog-extension.json). A test keeps it equal to the
 * spec, value for value. The service's catalog may be larger and grow, so
 * "not in the catalog" is a warning in validation, not an error.
 */
export type Catalog = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

export const CATALOG: Catalog = data;

export function allowedValues(group: string, rule: string): readonly string[] | undefined {
  // Own properties only: a rule named `constructor` must not find Object.prototype's.
  const rules = Object.hasOwn(CATALOG, group) ? CATALOG[group] : undefined;
  return rules && Object.hasOwn(rules, rule) ? rules[rule] : undefined;
}

export function isKnownValue(group: string, rule: string, value: string): boolean {
  return allowedValues(group, rule)?.includes(value) ?? false;
}

import data from './catalog-data.json' with { type: 'json' };

/**
 * Every configured-rule group, rule and allowed value stylesync knows:
 * spec/configured-rules-catalog.md plus the rules the deployed service also accepts
 * (configured-rules-catalog-extension.json). A test keeps it equal to the
 * spec, value for value. The service's catalog may be larger and grow, so
 * "not in the catalog" is a warning in validation, not an error.
 */
export type Catalog = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

export const CATALOG: Catalog = data;

// Own properties only: a group or rule named `constructor` must not find Object.prototype's.

export function catalogGroup(group: string): Readonly<Record<string, readonly string[]>> | undefined {
  return Object.hasOwn(CATALOG, group) ? CATALOG[group] : undefined;
}

export function allowedValues(group: string, rule: string): readonly string[] | undefined {
  const rules = catalogGroup(group);
  return rules && Object.hasOwn(rules, rule) ? rules[rule] : undefined;
}

export function isKnownValue(group: string, rule: string, value: string): boolean {
  return allowedValues(group, rule)?.includes(value) ?? false;
}

import { describe, expect, it } from 'vitest';
import { allowedValues, isKnownValue } from '../../src/catalog/catalog.ts';

describe('catalog look-ups', () => {
  it('finds a rule and its values', () => {
    expect(allowedValues('numbers', 'decimal_separator')).toContain('use_comma_as_decimal_separator');
    expect(isKnownValue('numbers', 'decimal_separator', 'use_comma_as_decimal_separator')).toBe(true);
    expect(isKnownValue('numbers', 'decimal_separator', 'use_comma')).toBe(false);
  });

  it('does not mistake Object.prototype members for groups or rules', () => {
    expect(allowedValues('constructor', 'name')).toBeUndefined();
    expect(allowedValues('numbers', 'constructor')).toBeUndefined();
    expect(allowedValues('__proto__', 'toString')).toBeUndefined();
    expect(isKnownValue('numbers', 'hasOwnProperty', 'x')).toBe(false);
  });
});

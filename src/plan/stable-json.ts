import { codeUnitOrder } from '../util/code-unit-order.ts';

/**
 * JSON with every object's keys sorted (`format_version` first), two-space
 * indented, newline-terminated: equal plans give byte-equal files, whatever
 * order their fields were built or parsed in, so saved plans diff cleanly.
 */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const keys = Object.keys(source).sort((a, b) => rank(a) - rank(b) || codeUnitOrder(a, b));
  // fromEntries defines own properties, so a user key `__proto__` is kept as data.
  return Object.fromEntries(keys.map((key) => [key, sortKeys(source[key])]));
}

function rank(key: string): number {
  return key === 'format_version' ? 0 : 1;
}

/** JSON on one line with sorted keys: control characters and quotes come out escaped, so a line is safe to print. */
export function oneLine(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

import { type ErrorCode, StylesyncError } from '../errors.ts';

/** A whole number ≥ `min` from a flag or input, or an error naming it. */
export function parseCount(
  flag: string,
  text: string | undefined,
  min: number,
  example = `${flag} ${Math.max(min, 1)}`,
  code: ErrorCode = 'invalid-flag',
): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    throw new StylesyncError(`${flag} must be a whole number of at least ${min}, not "${text}".`, `For example ${example}.`, { code });
  }
  return n;
}

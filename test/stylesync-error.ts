import { expect } from 'vitest';
import { StylesyncError } from '../src/errors.ts';

/** The StylesyncError `fn` throws; fails the test when it throws anything else or nothing. */
export function thrownStylesyncError(fn: () => unknown): StylesyncError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(StylesyncError);
    return error as StylesyncError;
  }
  throw new Error('expected a StylesyncError');
}

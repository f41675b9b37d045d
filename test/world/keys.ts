import { expect } from 'vitest';

/** Distinctive keys: every captured output is searched for them. */
export const KEY = 'sk-scenario-KEY-7c3e19a0d2';
export const STAGING_KEY = 'sk-staging-KEY-5b8f0a61c4';
export const PRODUCTION_KEY = 'sk-production-KEY-e2d94f7731';
/** The key of a preview service (stylesync.yaml's `preview:`), which must not reach production. */
export const PREVIEW_KEY = 'sk-preview-KEY-41c9e07b2a';
const ALL_KEYS = [KEY, STAGING_KEY, PRODUCTION_KEY, PREVIEW_KEY];

/** Every stdout, stderr and written file of the suite, for the key-leak check. */
const captured: Array<{ where: string; text: string }> = [];

export function capture(where: string, text: string): void {
  captured.push({ where, text });
}

/** Fails if any key appears in anything this test file captured. */
export function expectNoKeyLeak(): void {
  expect(captured.length).toBeGreaterThan(0);
  for (const { where, text } of captured) {
    for (const key of ALL_KEYS) {
      if (text.includes(key)) throw new Error(`API key leaked into ${where}`);
    }
  }
}

import { expect } from 'vitest';

/**
 * Checks each of `present` is in `text` and none of `absent` is: one
 * `toContain` a string, so a failure names the string, with the many
 * strings a rendered page or log must hold written as one list.
 */
export function expectContains(text: string, present: readonly string[], absent: readonly string[] = []): void {
  for (const part of present) expect(text).toContain(part);
  for (const part of absent) expect(text).not.toContain(part);
}

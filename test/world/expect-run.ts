import { expect } from 'vitest';
import { expectContains } from './expect-contains.ts';

/**
 * Checks a run of the CLI (or the Action) ended with `code` and printed each
 * of the strings on its stream, one `toContain` a string; a wrong code shows
 * what the run printed.
 */
export function expectRun(
  run: { code: number | null; stdout: string; stderr: string },
  code: number,
  printed: { stdout?: readonly string[]; stderr?: readonly string[] },
): void {
  expect(run.code, `${run.stdout}${run.stderr}`).toBe(code);
  expectContains(run.stdout, printed.stdout ?? []);
  expectContains(run.stderr, printed.stderr ?? []);
}

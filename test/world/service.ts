import { expect } from 'vitest';
import { listEntries, parseRecord, type RecordEntry } from '../../src/apply/record-file.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import type { World } from './world.ts';

// What the emulator saw and holds, and what the CLI recorded, for assertions.

/** Requests the emulator saw, as `METHOD route`. */
export function requests(emu: RunningEmulator): string[] {
  return emu.log.map((e) => `${e.method} ${e.route}`);
}

/**
 * Every plan also reads the supported languages (the language checks, test/checks);
 * scenarios about lists filter those reads out to state exactly the list traffic.
 */
export const notLanguageRead = (request: string): boolean => request !== 'GET /v3/languages';

/** The live twin of ACME_DE_FILES: the list already on the service, with nothing configured. */
export const ACME_DE_LIVE = { name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] };

/**
 * The loop has converged: a plan right after apply is empty, and the only
 * requests it sends are the reads of the lists.
 */
export async function expectConverged(w: World, argv: string[] = []): Promise<void> {
  const mark = w.emu.log.length;
  const plan = await w.cli(['plan', '--detailed-exitcode', ...argv]);
  expect(plan.stdout).toContain('No changes. The live lists match the style files.');
  expect(plan.code).toBe(0);
  const sent = requests(w.emu).slice(mark).filter(notLanguageRead);
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((r) => r !== 'GET /v3/style_rules')).toEqual([]);
}

/** The list writes of the `--record` file (JSON Lines); fails on a torn line, which a finished run never leaves. */
export async function readRecord(w: World, path: string): Promise<RecordEntry[]> {
  const { entries, torn } = parseRecord(await w.read(path), path);
  expect(torn).toBeUndefined();
  return listEntries(entries);
}

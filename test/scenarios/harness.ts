import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { LiveClock } from '../../src/live/clock.ts';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { listEntries, parseRecord, type RecordEntry } from '../../src/apply/record-file.ts';
import { run } from '../../src/cli/main.ts';
import type { CliIO } from '../../src/cli/io.ts';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';

/** Distinctive keys: every captured output is searched for them. */
export const KEY = 'sk-scenario-KEY-7c3e19a0d2';
export const STAGING_KEY = 'sk-staging-KEY-5b8f0a61c4';
export const PRODUCTION_KEY = 'sk-production-KEY-e2d94f7731';
/** The key of a preview service (stylesync.yaml's `preview:`), which must not reach production. */
export const PREVIEW_KEY = 'sk-preview-KEY-41c9e07b2a';
const ALL_KEYS = [KEY, STAGING_KEY, PRODUCTION_KEY, PREVIEW_KEY];

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

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

export interface World {
  dir: string;
  emu: RunningEmulator;
  env: Record<string, string | undefined>;
  /** Runs the CLI in-process in `dir`. */
  cli(argv: string[], options?: { env?: Record<string, string | undefined>; isTTY?: boolean; confirm?: (q: string) => Promise<boolean>; clock?: LiveClock }): Promise<CliRun>;
  write(path: string, text: string): Promise<void>;
  read(path: string): Promise<string>;
  files(dir: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function world(options: { config?: string; emulator?: RunningEmulator } = {}): Promise<World> {
  const dir = await mkdtemp(join(tmpdir(), 'stylesync-scenario-'));
  const emu = options.emulator ?? (await startEmulator({ port: 0, randomSeed: 3, apiKeys: [{ key: KEY }] }));
  const env = { STYLESYNC_API_KEY: KEY, STYLESYNC_BASE_URL: emu.url };
  const w: World = {
    dir,
    emu,
    env,
    async cli(argv, opts = {}) {
      let stdout = '';
      let stderr = '';
      const io: CliIO = {
        stdout: (s) => void (stdout += s),
        stderr: (s) => void (stderr += s),
        env: { ...env, ...opts.env },
        cwd: dir,
        isTTY: opts.isTTY ?? false,
        ...(opts.confirm ? { confirm: opts.confirm } : {}),
        ...(opts.clock ? { clock: opts.clock } : {}),
      };
      const code = await run(argv, io);
      capture(`stdout of ${argv.join(' ')}`, stdout);
      capture(`stderr of ${argv.join(' ')}`, stderr);
      return { code, stdout, stderr };
    },
    async write(path, text) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    },
    async read(path) {
      const text = await readFile(join(dir, path), 'utf8');
      capture(path, text);
      return text;
    },
    async files(sub) {
      try {
        return (await readdir(join(dir, sub))).sort();
      } catch {
        return [];
      }
    },
    async close() {
      if (!options.emulator) await emu.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  await w.write('stylesync.yaml', options.config ?? 'styles_dir: styles\n');
  return w;
}

/** A style file in the documented format. */
export function styleFile(list: {
  name: string;
  language?: string;
  style_id?: string;
  state?: 'present' | 'absent';
  rules?: Record<string, Record<string, string>>;
  instructions?: Array<{ label: string; prompt: string; source_language?: string }>;
}): string {
  const lines = ['# yaml-language-server: $schema=../schema/style-list.schema.json', `name: ${JSON.stringify(list.name)}`];
  if (list.language !== undefined || list.state !== 'absent') lines.push(`language: ${list.language ?? 'de'}`);
  if (list.style_id) lines.push(`style_id: ${list.style_id}`);
  if (list.state) lines.push(`state: ${list.state}`);
  if (list.state !== 'absent') {
    const rules = list.rules ?? {};
    if (Object.keys(rules).length > 0) {
      lines.push('configured_rules:');
      for (const [group, members] of Object.entries(rules)) {
        lines.push(`  ${group}:`);
        for (const [rule, value] of Object.entries(members)) lines.push(`    ${rule}: ${value}`);
      }
    }
    const instructions = list.instructions ?? [];
    if (instructions.length > 0) {
      lines.push('custom_instructions:');
      for (const i of instructions) {
        lines.push(`  - label: ${JSON.stringify(i.label)}`, `    prompt: ${JSON.stringify(i.prompt)}`, `    source_language: ${i.source_language ?? 'en'}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Requests the emulator saw, as `METHOD route`. */
export function requests(emu: RunningEmulator): string[] {
  return emu.log.map((e) => `${e.method} ${e.route}`);
}

/**
 * Every plan also reads the supported languages (the language checks, test/checks);
 * scenarios about lists filter those reads out to state exactly the list traffic.
 */
export const notLanguageRead = (request: string): boolean => request !== 'GET /v3/languages';

export const DE_RULES = { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } };

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

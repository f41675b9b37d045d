import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveList, RuleMap } from '../../src/catalog/types.ts';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';
import type { CreateListBody } from '../../src/live/api.ts';
import { createClient, type LiveClient } from '../../src/live/client.ts';
import { PLAN_FORMAT_VERSION, type Change, type ListPlan, type Plan } from '../../src/plan/types.ts';

/** Distinctive, so a leak is found by a plain substring search. */
export const KEY = 'sk-apply-test-KEY-93b1e0d7';

export async function emulator(): Promise<RunningEmulator> {
  return startEmulator({ port: 0, randomSeed: 11, apiKeys: [{ key: KEY }] });
}

/** No retries and tiny backoff: a fault fails the write at once, so tests stay quick. */
export function client(url: string, retries = 0): LiveClient {
  return createClient({ baseUrl: url, apiKey: KEY, retries, timeoutMs: 5_000, backoff: { baseDelayMs: 1, maxDelayMs: 2, maxRetryAfterMs: 5 } });
}

export function body(name: string, overrides: Partial<CreateListBody> = {}): CreateListBody {
  return {
    name,
    language: 'de',
    configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } },
    custom_instructions: [
      { label: 'Tone', prompt: 'Use the formal register.', source_language: 'en' },
      { label: 'Brand', prompt: 'Never translate "Acme".', source_language: 'en' },
    ],
    ...overrides,
  };
}

export function listPlan(live: LiveList | undefined, changes: Change[], overrides: Partial<ListPlan> = {}): ListPlan {
  return {
    name: live?.name ?? 'New list',
    file: `styles/${(live?.name ?? 'new').toLowerCase().replace(/\W+/g, '-')}.yaml`,
    action: live ? 'update' : 'create',
    ...(live ? { style_id: live.style_id, live_version: live.version } : {}),
    language: live?.language ?? 'de',
    changes,
    ...overrides,
  };
}

export function plan(lists: ListPlan[]): Plan {
  return {
    format_version: PLAN_FORMAT_VERSION,
    lists: { items: lists, unchanged: [], unmanaged: [], summary: { create: 0, update: lists.length, delete: 0, replace: 0 }, fingerprint: { versions: {}, absent_names: [] }, problems: [] },
    desired_checksum: 'test',
  };
}

export function rulesChange(before: RuleMap, after: RuleMap): Change {
  return { kind: 'replace_rules', before, after, rules: [], origins: {} };
}

export async function tempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'stylesync-apply-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

let tick = 0;
/** A clock that moves, so backup names and record times differ between calls. */
export function clock(): () => string {
  return () => new Date(Date.UTC(2025, 0, 1, 12, 0, 0, tick++)).toISOString();
}

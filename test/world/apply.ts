import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveList, RuleMap } from '../../src/catalog/types.ts';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';
import type { CreateListBody } from '../../src/live/api.ts';
import { createClient, type LiveClient } from '../../src/live/client.ts';
import { PLAN_FORMAT_VERSION, type Change, type ListPlan, type Plan } from '../../src/plan/types.ts';
import { isGlossaryRecord, type AnyWriteRecord, type ApplyOptions, type Copies, type GlossaryOutcome, type GlossaryWriteRecord, type WriteRecord } from '../../src/apply/result.ts';
import { sendPlan } from '../../src/apply/send-plan.ts';
import type { DesiredGlossary, LiveGlossary } from '../../src/catalog/glossary.ts';
import { planGlossaries } from '../../src/plan/glossary-plan.ts';
import type { GlossarySection } from '../../src/plan/types.ts';

// The apply side of the test world: an emulator on 127.0.0.1 with the apply
// tests' key, a client that fails fast, plans built by hand (lists) or made as
// `plan` makes them (glossaries), and what a test reads back from the service.
// One module for both kinds, so a list test and a glossary test set up alike.

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

/** 'en→de' → source → target, as a test writes a glossary. */
export type Dicts = Record<string, Record<string, string>>;

/** A glossary as a file would declare it: the renderer tests' fixture, one helper for every glossary test. */
export { want as desired } from '../report/glossaries.ts';

/** Every live glossary with its entries, read over HTTP as a plan reads them. */
export async function readLive(client: LiveClient): Promise<LiveGlossary[]> {
  const listing = await client.listGlossaries();
  return (await client.readGlossaries(listing.value, 4)).glossaries;
}

/** A plan made as `plan` makes it: the files against the service as read now. */
export async function planNow(client: LiveClient, files: DesiredGlossary[], options: { prune?: boolean; ignore?: string[] } = {}): Promise<{ plan: GlossarySection; live: LiveGlossary[] }> {
  const live = await readLive(client);
  return { plan: planGlossaries(files, live, { prune: options.prune ?? false, ignore: options.ignore ?? [] }), live };
}

/** The emulator's glossaries as `name → pair → TSV`, what a test compares. */
export function stored(emu: RunningEmulator): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const g of emu.glossaries()) out[g.name] = Object.fromEntries(g.dictionaries.map((d) => [`${d.source_lang}→${d.target_lang}`, d.entries]));
  return out;
}

/** The glossary requests the emulator answered, as `METHOD route status`. */
export function glossaryRequests(emu: RunningEmulator, from = 0): string[] {
  return emu.log
    .slice(from)
    .filter((e) => e.route.startsWith('/v3/glossaries'))
    .map((e) => `${e.method} ${e.route} ${e.status}`);
}

/** What a glossaries-only apply is given: the run's options, with the glossaries' backup and copies. */
export type GlossarySendOptions = Omit<ApplyOptions, 'backup' | 'snapshot' | 'glossaries'> & Copies<LiveGlossary>;

/** Sends a glossary plan alone, as apply sends a plan whose lists all match, and returns the glossaries' part of the result. */
export async function sendGlossaries(
  glossaryPlan: GlossarySection,
  client: LiveClient,
  options: GlossarySendOptions,
): Promise<{ glossaries: GlossaryOutcome[]; records: GlossaryWriteRecord[]; interrupted: boolean }> {
  const { backup, snapshot, readNow, ...run } = options;
  const noList = () => Promise.reject(new Error('a glossaries-only plan writes no list'));
  const whole = { ...plan([]), glossaries: glossaryPlan };
  const glossaries = { backup, snapshot, ...(readNow === undefined ? {} : { readNow }) };
  const result = await sendPlan(whole, client, { ...run, backup: noList, snapshot: () => undefined, glossaries });
  return { glossaries: result.glossaries ?? [], records: glossaryRecords(result.records), interrupted: result.interrupted === true };
}

/** A result's records of a run that wrote lists only, typed as list records; a glossary record among them fails the test. */
export function listRecords(records: readonly AnyWriteRecord[]): WriteRecord[] {
  return records.map((r) => {
    if (isGlossaryRecord(r)) throw new Error(`expected list writes only, got a write of glossary ${r.glossary}`);
    return r;
  });
}

/** A result's records of a run that wrote glossaries only; a list record among them fails the test. */
export function glossaryRecords(records: readonly AnyWriteRecord[]): GlossaryWriteRecord[] {
  return records.map((r) => {
    if (!isGlossaryRecord(r)) throw new Error(`expected glossary writes only, got a write of list ${r.list}`);
    return r;
  });
}

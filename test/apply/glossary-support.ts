import type { ApplyOptions, GlossaryApplyOptions, GlossaryOutcome, GlossaryWriteRecord } from '../../src/apply/result.ts';
import { sendPlan } from '../../src/apply/send-plan.ts';
import type { DesiredGlossary, LiveGlossary } from '../../src/catalog/glossary.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import type { LiveClient } from '../../src/live/client.ts';
import { planGlossaries } from '../../src/plan/glossary-plan.ts';
import type { GlossarySection } from '../../src/plan/types.ts';
import { plan as listsPlan } from './support.ts';

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
export type GlossarySendOptions = Omit<ApplyOptions, 'backup' | 'snapshot' | 'glossaries'> & GlossaryApplyOptions;

/** Sends a glossary plan alone, as apply sends a plan whose lists all match, and returns the glossaries' part of the result. */
export async function sendGlossaries(
  plan: GlossarySection,
  client: LiveClient,
  options: GlossarySendOptions,
): Promise<{ glossaries: GlossaryOutcome[]; records: GlossaryWriteRecord[]; interrupted: boolean }> {
  const { backup, snapshot, readNow, ...run } = options;
  const noList = () => Promise.reject(new Error('a glossaries-only plan writes no list'));
  const whole = { ...listsPlan([]), glossaries: plan };
  const glossaries = { backup, snapshot, ...(readNow === undefined ? {} : { readNow }) };
  const result = await sendPlan(whole, client, { ...run, backup: noList, snapshot: () => undefined, glossaries });
  return { glossaries: result.glossaries ?? [], records: result.glossary_records ?? [], interrupted: result.interrupted === true };
}

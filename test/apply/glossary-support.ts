import type { DesiredGlossary, LiveGlossary } from '../../src/catalog/glossary.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import type { LiveClient } from '../../src/live/client.ts';
import { planGlossaries } from '../../src/plan/glossary-plan.ts';
import type { GlossaryPlan } from '../../src/plan/glossary-types.ts';

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
export async function planNow(client: LiveClient, files: DesiredGlossary[], options: { prune?: boolean; ignore?: string[] } = {}): Promise<{ plan: GlossaryPlan; live: LiveGlossary[] }> {
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

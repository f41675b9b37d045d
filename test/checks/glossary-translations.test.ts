import { describe, expect, it } from 'vitest';
import type { LiveGlossaryInfo } from '../../src/catalog/glossary.ts';
import { runTranslations, type TranslationOptions } from '../../src/checks/run-translations.ts';
import { PreviewsOnService } from '../../src/checks/previews-on-service.ts';
import type { FlatResult } from '../config/flat-result.ts';
import type { TranslateRequest } from '../../src/live/api.ts';
import type { LiveClient } from '../../src/live/client.ts';
import { diff } from '../../src/plan/diff.ts';
import { planGlossaries } from '../../src/plan/glossary-plan.ts';
import { PREVIEW_PREFIX } from '../../src/plan/preview.ts';
import { clientFor } from '../live/harness.ts';
import { emulator, emulatorClock, useEmulator } from '../world/service.ts';
import { loadFiles } from './support.ts';
import { NOT_EINLOGGEN, signInGlossary, signInStyle } from '../world/files.ts';

// The translate checks with glossaries against the emulator over HTTP. The
// emulator applies a glossary visibly (glossary-translate.ts: each source
// term becomes its target term) and marks the target with [DE], so the text
// that comes back shows which glossary a translation was sent with.

const emu = useEmulator();

const STYLE = signInStyle('German');
const GLOSSARY = (term: string) => signInGlossary(term, { more: { 'Acme Cloud': 'Acme Cloud' }, others: { fr: { 'sign in': 'se connecter' } }, expect: NOT_EINLOGGEN });

interface World {
  files: FlatResult;
  client: LiveClient;
  /** Every translate request the checks sent, as sent. */
  translations: TranslateRequest[];
}

async function world(files: Record<string, string>): Promise<World> {
  const loaded = await loadFiles(files);
  expect(loaded.errors).toEqual([]);
  const { client } = clientFor(emu.url);
  const translations: TranslateRequest[] = [];
  const translate: LiveClient['translate'] = (request) => {
    translations.push(request);
    return client.translate(request);
  };
  return { files: loaded, client: { ...client, translate }, translations };
}

/** Plans lists and glossaries against what the emulator holds now, as plan does, and runs the checks. */
async function check(w: World, options: Partial<TranslationOptions> = {}, prune = false) {
  const { lists: live } = await w.client.listAll();
  const listing = (await w.client.listGlossaries()).value;
  const desiredGlossaries = w.files.glossaries;
  const read = (await w.client.readGlossaries(listing.filter((g) => !g.name.startsWith(PREVIEW_PREFIX)), 4)).glossaries;
  const glossaryPlan = planGlossaries(desiredGlossaries, read, { prune, ignore: [] });
  const plan = diff(w.files.lists, live, { prune: false, ignore: [], allowReplace: false });
  return runTranslations(w.files.lists, live, plan, w.client, {
    concurrency: 2,
    maxCharacters: 5_000,
    now: () => new Date(),
    runId: 'run1',
    glossaries: { desired: desiredGlossaries, plan: glossaryPlan, live: listing },
    ...options,
  });
}

const LIST = { name: 'German', language: 'de', configured_rules: {}, custom_instructions: [] };
const liveGlossary = async (w: World, term = 'einloggen'): Promise<LiveGlossaryInfo> =>
  (
    await w.client.createGlossary('Acme Terms', [
      { source_lang: 'en', target_lang: 'de', entries: [['sign in', term], ['Acme Cloud', 'Acme Cloud']] },
      { source_lang: 'en', target_lang: 'fr', entries: [['sign in', 'se connecter']] },
    ])
  ).value;
const glossaryWrites = () => emu.log.filter((e) => e.path.startsWith('/v3/glossaries') && e.method !== 'GET').map((e) => `${e.method} ${e.route}`);

describe('translate checks with glossaries', () => {
  it('shows a term change on the list’s example and the glossary’s own, through a copy of the changed glossary, removed after', async () => {
    const w = await world({ 'styles/de.yaml': STYLE, 'glossaries/acme.yaml': GLOSSARY('anmelden') });
    emu.seed([LIST]);
    const live = await liveGlossary(w);
    const mark = emu.log.length;

    const report = await check(w);

    expect(report.failures).toBe(0);
    const [list] = report.lists;
    // The list itself is unchanged: its live list translates on both sides, only the glossary differs.
    expect(list).toMatchObject({ name: 'German', mode: 'changed', glossaries: [{ name: 'Acme Terms', mode: 'changed', glossary_id: live.glossary_id }] });
    expect(list!.preview).toBeUndefined();
    expect(list!.examples).toMatchObject([{ before: '[DE] Please einloggen.', after: '[DE] Please anmelden.', status: 'passed', expectations: [{ kind: 'contains', met: true }] }]);
    expect(report.glossaries).toMatchObject([
      {
        name: 'Acme Terms',
        file: 'glossaries/acme.yaml',
        mode: 'changed',
        glossary_id: live.glossary_id,
        examples: [{ path: 'examples[0]', before: '[DE] Please einloggen to Acme Cloud.', after: '[DE] Please anmelden to Acme Cloud.', status: 'passed' }],
      },
    ]);
    // One copy, holding only the pair the examples translate, deleted after.
    expect(report.glossary_previews).toMatchObject([{ glossary: 'Acme Terms', name: `${PREVIEW_PREFIX}run1 Acme Terms`, pairs: ['en→de'], deleted: true }]);
    expect(report.glossary_previews![0]!.error).toBeUndefined();
    expect(emu.log.slice(mark).filter((e) => e.method === 'POST' && e.path === '/v3/glossaries')).toHaveLength(1);
    expect(emu.glossaries().map((g) => g.name)).toEqual(['Acme Terms']);
    expect(glossaryWrites()).toEqual(['POST /v3/glossaries', 'POST /v3/glossaries', 'DELETE /v3/glossaries/:glossary_id']);
    // Before with the live glossary, after with the copy; one glossary goes in glossary_id.
    const copyId = report.glossary_previews![0]!.glossary_id;
    const listSent = w.translations.filter((t) => t.style_id !== undefined);
    expect(listSent.map((t) => t.glossary_id).sort()).toEqual([live.glossary_id, copyId].sort());
    expect(w.translations.every((t) => t.source_lang === 'en' && t.glossary_ids === undefined)).toBe(true);
    const own = w.translations.filter((t) => t.style_id === undefined);
    expect(own.map((t) => t.glossary_id).sort()).toEqual([live.glossary_id, copyId].sort());
    expect(report.estimate).toMatchObject({ translations: 4 });
    expect(report.requests).toBe(6);
  });

  it('translates once with the live glossary when nothing changes, and makes no copy', async () => {
    const w = await world({ 'styles/de.yaml': STYLE, 'glossaries/acme.yaml': GLOSSARY('anmelden') });
    emu.seed([LIST]);
    const live = await liveGlossary(w, 'anmelden');
    const report = await check(w);
    expect(report.failures).toBe(0);
    expect(report.lists[0]).toMatchObject({ mode: 'unchanged', glossaries: [{ name: 'Acme Terms', mode: 'unchanged' }] });
    expect(report.lists[0]!.examples).toMatchObject([{ after: '[DE] Please anmelden.' }]);
    expect(report.lists[0]!.examples[0]!.before).toBeUndefined();
    expect(report.glossaries).toMatchObject([{ mode: 'unchanged', examples: [{ after: '[DE] Please anmelden to Acme Cloud.' }] }]);
    expect(report.glossary_previews).toBeUndefined();
    expect(w.translations.map((t) => t.glossary_id)).toEqual([live.glossary_id, live.glossary_id]);
    expect(glossaryWrites()).toEqual(['POST /v3/glossaries']);
  });

  it('previews a new glossary: before without it, after with the copy; a failed expectation is a failure', async () => {
    const w = await world({ 'styles/de.yaml': STYLE, 'glossaries/acme.yaml': GLOSSARY('einloggen') });
    emu.seed([LIST]);
    const report = await check(w);
    expect(report.lists[0]).toMatchObject({ mode: 'changed', glossaries: [{ name: 'Acme Terms', mode: 'new' }] });
    expect(report.lists[0]!.examples).toMatchObject([
      { before: '[DE] Please sign in.', after: '[DE] Please einloggen.', status: 'failed', expectations: [{ kind: 'contains', value: 'anmelden', met: false }] },
    ]);
    expect(report.glossaries).toMatchObject([{ mode: 'new', examples: [{ status: 'failed' }] }]);
    expect(report.glossaries![0]!.examples[0]!.before).toBeUndefined();
    expect(report.failures).toBe(2);
    // Sent without a glossary before: the glossary does not exist yet.
    expect(w.translations.filter((t) => t.glossary_id === undefined)).toHaveLength(1);
    expect(emu.glossaries()).toEqual([]);
  });

  it('a copy the service refuses (glossary quota, 456) fails the examples that need it, says why, and leaves nothing', async () => {
    const small = await emulator({ glossaryQuota: 1 });
    try {
      const loaded = await loadFiles({ 'styles/de.yaml': STYLE, 'glossaries/acme.yaml': GLOSSARY('anmelden') });
      const { client } = clientFor(small.url);
      small.seed([LIST]);
      const live = (await client.createGlossary('Acme Terms', [{ source_lang: 'en', target_lang: 'de', entries: [['sign in', 'einloggen']] }])).value;
      const report = await check({ files: loaded, client, translations: [] });
      const [copy] = report.glossary_previews!;
      expect(copy!.error).toMatch(/could not create the preview glossary: .*456|could not create the preview glossary: .*glossaries/i);
      expect(copy!.deleted).toBe(true);
      expect(report.lists[0]!.examples).toMatchObject([{ status: 'error', error: copy!.error }]);
      expect(report.glossaries![0]!.examples).toMatchObject([{ status: 'error' }]);
      // The copy's error, and each example that needed it.
      expect(report.failures).toBe(3);
      expect(small.glossaries().map((g) => g.glossary_id)).toEqual([live.glossary_id]);
    } finally {
      await small.close();
    }
  });

  it('a copy whose create answer is lost (it landed after the timeout) is found by its name, used and deleted, never made twice', async () => {
    const w = await world({ 'styles/de.yaml': STYLE, 'glossaries/acme.yaml': GLOSSARY('anmelden') });
    emu.seed([LIST]);
    await liveGlossary(w);
    // The copy's POST is held: the client gives up on it once the emulator has it, and it lands before the client
    // looks (emulatorClock), in that order however busy the machine; a latency fault raced the two timers.
    const slow = clientFor(emu.url, { clock: emulatorClock(emu) }).client;
    emu.addFault({ method: 'POST', route: '/v3/glossaries', kind: 'hold', count: 1 });
    const report = await check({ ...w, client: { ...slow, translate: w.client.translate } });
    expect(report.failures).toBe(0);
    expect(report.glossary_previews).toMatchObject([{ deleted: true, glossary_id: expect.any(String) }]);
    expect(report.lists[0]!.examples).toMatchObject([{ after: '[DE] Please anmelden.' }]);
    expect(glossaryWrites()).toEqual(['POST /v3/glossaries', 'POST /v3/glossaries', 'DELETE /v3/glossaries/:glossary_id']);
    expect(emu.glossaries().map((g) => g.name)).toEqual(['Acme Terms']);
  });

  it('after Ctrl+C no copy is made and none is left; a second Ctrl+C could name what was', async () => {
    const w = await world({ 'styles/de.yaml': STYLE, 'glossaries/acme.yaml': GLOSSARY('anmelden') });
    emu.seed([LIST]);
    await liveGlossary(w);
    const previews = new PreviewsOnService();
    const report = await check(w, { stopped: () => true, previews });
    expect(report.glossary_previews).toMatchObject([{ deleted: true }]);
    expect(report.lists[0]!.examples).toMatchObject([{ status: 'error' }]);
    expect(glossaryWrites()).toEqual(['POST /v3/glossaries']);
    expect(previews.farewell()).toBeUndefined();
  });

  it('names the copies still on the service for a second Ctrl+C, apart from preview lists, with the ids of those made', () => {
    const previews = new PreviewsOnService();
    previews.add(`${PREVIEW_PREFIX}r Acme`, 'glossary');
    previews.add(`${PREVIEW_PREFIX}r Acme`);
    expect(previews.farewell()).toMatchObject({ lists: [{ name: `${PREVIEW_PREFIX}r Acme` }], glossaries: [{ name: `${PREVIEW_PREFIX}r Acme` }] });
    expect(previews.farewell()?.hint).toContain('may or may not exist');
    previews.made(`${PREVIEW_PREFIX}r Acme`, 'g-1', 'glossary');
    previews.made(`${PREVIEW_PREFIX}r Acme`, 's-1');
    expect(previews.farewell()).toMatchObject({ lists: [{ name: `${PREVIEW_PREFIX}r Acme`, id: 's-1' }], glossaries: [{ name: `${PREVIEW_PREFIX}r Acme`, id: 'g-1' }] });
    expect(previews.farewell()?.hint).not.toContain('may or may not exist');
    previews.delete(`${PREVIEW_PREFIX}r Acme`, 'glossary');
    expect(previews.farewell()?.glossaries).toBeUndefined();
  });

  it('removes copies of crashed runs once they are an hour old, and leaves younger ones', async () => {
    const w = await world({ 'styles/de.yaml': STYLE, 'glossaries/acme.yaml': GLOSSARY('anmelden') });
    emu.seed([LIST]);
    await liveGlossary(w, 'anmelden');
    const old = (await w.client.createGlossary(`${PREVIEW_PREFIX}dead Acme Terms`, [{ source_lang: 'en', target_lang: 'de', entries: [['a', 'b']] }])).value;
    const young = await check(w);
    expect(young.glossary_leftovers_removed).toBeUndefined();
    const later = await check(w, { now: () => new Date(Date.now() + 2 * 60 * 60 * 1000) });
    expect(later.glossary_leftovers_removed).toEqual([{ glossary_id: old.glossary_id, name: old.name }]);
    expect(emu.glossaries().map((g) => g.name)).toEqual(['Acme Terms']);
  });

  it('uses a glossary kept only on the service by its live id; one the plan prunes cannot translate after', async () => {
    const w = await world({ 'styles/de.yaml': STYLE });
    emu.seed([LIST]);
    const live = await liveGlossary(w, 'anmelden');
    const kept = await check(w);
    expect(kept.lists[0]).toMatchObject({ mode: 'unchanged', glossaries: [{ name: 'Acme Terms', mode: 'unchanged', glossary_id: live.glossary_id }] });
    expect(kept.lists[0]!.examples).toMatchObject([{ after: '[DE] Please anmelden.', status: 'passed' }]);
    expect(kept.glossaries).toBeUndefined();

    const pruned = await check(w, {}, true);
    expect(pruned.lists[0]).toMatchObject({ mode: 'changed', glossaries: [{ mode: 'unusable', reason: expect.stringContaining('deleted by this plan') }] });
    expect(pruned.lists[0]!.examples).toMatchObject([{ status: 'error', error: expect.stringContaining('deleted by this plan') }]);
  });

  it('counts the glossaries’ translations in the budget, and refuses before sending anything', async () => {
    const w = await world({ 'styles/de.yaml': STYLE, 'glossaries/acme.yaml': GLOSSARY('anmelden') });
    emu.seed([LIST]);
    // Marked before the live glossary is made: the emulator logs a request as its answer ends, which can be after
    // the client has it, so its own POST may land after any later mark. It is the only write there may be.
    const mark = emu.log.length;
    await liveGlossary(w);
    // 15 + 29 characters, each before and after.
    const report = await check(w, { maxCharacters: 87 });
    expect(report.estimate).toEqual({ characters: 88, translations: 4, limit: 87 });
    expect(report.refused?.message).toContain('about 88 characters (4 translations)');
    expect(emu.log.slice(mark).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.route}`)).toEqual(['POST /v3/glossaries']);
  });
});

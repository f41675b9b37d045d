import { pairKey, type LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { CreateListBody, LiveList } from '../catalog/types.ts';
import type { DesiredList, Example } from '../config/model.ts';
import type { LiveClient } from '../live/client.ts';
import { MissingScopeError } from '../live/errors.ts';
import type { DictionaryBody } from '../live/glossaries.ts';
import { PREVIEW_PREFIX } from '../plan/preview.ts';
import { type CopyContext, createTracked, previewGlossaryName, removeCopy } from './glossary-previews.ts';
import { forEachGlossaryPair, type GlossaryAwareJob, type GlossaryJob } from './glossary-states.ts';
import { type ListPreview, removePreview } from './list-previews.ts';
import { messageOf, STOPPED } from './send.ts';
import type { GlossaryPreview } from './types.ts';
import { settleInOrder } from '../util/settle-in-order.ts';

/**
 * With a preview service (stylesync.yaml's `preview:`), the live ids mean
 * nothing there: the "before" side (and both sides of what the plan leaves
 * unchanged) is translated with copies of the live lists and glossaries made
 * on the preview service, as the "after" side uses copies of the files. The
 * live state is read with the target's key (read scopes); only the copies
 * are written, with the preview key. Named with the preview prefix and
 * `<run id>-live`, so they never clash with the after-side previews of the
 * same run (whose names carry the bare run id), and leftovers of a crashed
 * run are removed after an hour like any preview.
 */

/** Where the live glossaries' entries are read for their copies: the target, with its read-only key. */
export type LiveSource = Pick<LiveClient, 'readEntries'>;

export type LiveCopyApi = Pick<LiveClient, 'create' | 'deleteList' | 'listAll'> & CopyContext['api'];

export interface LiveCopyContext extends CopyContext {
  api: LiveCopyApi;
  source: LiveSource;
}

/** This run's copies of live lists (by live style_id) and glossaries (by live glossary_id) on the preview service. */
export interface LiveCopies {
  lists: Map<string, ListPreview>;
  glossaries: Map<string, GlossaryPreview>;
}

/** A live id's copy on the preview service, or why there is none. */
export type OnService = { id: string } | { error: string };

/** The body that creates a copy of the live list, named for this run. */
export function liveListBody(list: LiveList, name: string): CreateListBody {
  return {
    name,
    language: list.language,
    configured_rules: list.configured_rules,
    custom_instructions: list.custom_instructions.map(({ label, prompt, source_language }) => ({ label, prompt, ...(source_language === undefined ? {} : { source_language }) })),
  };
}

/**
 * Copies every live list and glossary the translations use onto the preview
 * service, each glossary with the dictionaries of the pairs the examples
 * translate. A failure is kept in the copy (and becomes the error of the
 * examples that needed it), never thrown.
 */
export async function makeLiveCopies(
  lists: readonly GlossaryAwareJob[],
  glossaries: readonly GlossaryJob[],
  target: (example: Example, list: DesiredList) => string,
  ctx: LiveCopyContext,
): Promise<LiveCopies> {
  const copies: LiveCopies = { lists: new Map(), glossaries: new Map() };
  const needed = liveGlossariesNeeded(lists, glossaries, target);
  await Promise.all([
    ...lists.flatMap((job) => (job.live === undefined ? [] : [copyList(job.live, ctx).then((copy) => void copies.lists.set(job.live?.style_id as string, copy))])),
    ...[...needed.values()].map(({ glossary, pairs }) => copyGlossary(glossary, pairs, ctx).then((copy) => void copies.glossaries.set(glossary.glossary_id, copy))),
  ]);
  return copies;
}

/** Deletes the copies of this run, whatever happened (cleanup, sent after Ctrl+C too). */
export async function removeLiveCopies(copies: LiveCopies, ctx: LiveCopyContext): Promise<void> {
  await Promise.all([
    ...[...copies.lists.values()].filter((p) => !p.deleted).map(async (p) => {
      await removePreview(p, ctx);
      if (p.deleted) ctx.previews?.delete(p.name);
    }),
    ...[...copies.glossaries.values()].filter((p) => !p.deleted).map((p) => removeCopy(p, ctx)),
  ]);
}

/** The copy of a live list, or why there is none. */
export function listOnService(copies: LiveCopies, styleId: string): OnService {
  const copy = copies.lists.get(styleId);
  if (copy?.style_id !== undefined) return { id: copy.style_id };
  return { error: copy?.error ?? `no copy of the live list ${styleId} was made on the preview service` };
}

/** The copy of a live glossary, or why there is none. */
export function glossaryOnService(copies: LiveCopies, glossary: LiveGlossaryInfo): OnService {
  const copy = copies.glossaries.get(glossary.glossary_id);
  if (copy?.glossary_id !== undefined) return { id: copy.glossary_id };
  return { error: copy?.error ?? `no copy of the live glossary "${glossary.name}" was made on the preview service` };
}

async function copyList(live: LiveList, ctx: LiveCopyContext): Promise<ListPreview> {
  const name = `${PREVIEW_PREFIX}${ctx.runId}-live ${live.name}`;
  const preview: ListPreview = { name, deleted: false };
  try {
    const made = await ctx.send(() => {
      ctx.previews?.add(name);
      return ctx.api.create(liveListBody(live, name));
    });
    preview.style_id = made.value.style_id;
    ctx.previews?.made(name, made.value.style_id);
  } catch (error) {
    const message = messageOf(error);
    preview.error = `could not copy the live list to the preview service: ${message}`;
    // Refused before it was sent: nothing to look for or delete.
    if (message === STOPPED) preview.deleted = true;
  }
  return preview;
}

async function copyGlossary(glossary: LiveGlossaryInfo, pairs: ReadonlySet<string>, ctx: LiveCopyContext): Promise<GlossaryPreview> {
  const name = previewGlossaryName(`${ctx.runId}-live`, glossary.name);
  const preview: GlossaryPreview = { glossary: glossary.name, file: '', name, pairs: [...pairs].sort(), deleted: false };
  let dictionaries: DictionaryBody[];
  try {
    // Read with the target's key: the live entries are what "before" translates with.
    const wanted = glossary.dictionaries.filter((d) => pairs.has(pairKey(d)));
    // Every read settles before a failure is kept, the first pair's in the listing's order (util/settle-in-order.ts): in
    // an outage the answer that came back first decided. They go through the checks' FIFO send in this order, so a read
    // refused after a stop is never named over a real failure of an earlier one.
    dictionaries = await settleInOrder(
      wanted.map(async (pair) => {
        // A scope the target's key lacks is not the preview key's: kept out of the "preview key lacks" note.
        const read = () => ctx.source.readEntries(glossary, pair).catch((error: unknown) => Promise.reject(error instanceof MissingScopeError ? new Error(messageOf(error)) : error));
        const { value } = await ctx.send(read);
        return { source_lang: value.source_lang, target_lang: value.target_lang, entries: value.entries };
      }),
    );
  } catch (error) {
    preview.deleted = true;
    preview.error = `could not read the live glossary "${glossary.name}" to copy it to the preview service: ${messageOf(error)}`;
    return preview;
  }
  try {
    preview.glossary_id = await createTracked(name, dictionaries, ctx);
  } catch (error) {
    const message = messageOf(error);
    preview.error = `could not copy the live glossary "${glossary.name}" to the preview service: ${message}`;
    if (message === STOPPED) preview.deleted = true;
  }
  return preview;
}

/** Each live glossary a translation sends (before, or on both sides when unchanged), with the pairs it is sent for. */
function liveGlossariesNeeded(
  lists: readonly GlossaryAwareJob[],
  glossaries: readonly GlossaryJob[],
  target: (example: Example, list: DesiredList) => string,
): Map<string, { glossary: LiveGlossaryInfo; pairs: Set<string> }> {
  const needed = new Map<string, { glossary: LiveGlossaryInfo; pairs: Set<string> }>();
  const need = (glossary: LiveGlossaryInfo | undefined, pair: string | undefined) => {
    if (glossary === undefined || pair === undefined || !glossary.dictionaries.some((d) => pairKey(d) === pair)) return;
    const entry = needed.get(glossary.glossary_id) ?? { glossary, pairs: new Set<string>() };
    entry.pairs.add(pair);
    needed.set(glossary.glossary_id, entry);
  };
  forEachGlossaryPair(lists, glossaries, target, (state, pair) => {
    need(state.before, pair);
    if (state.after.kind === 'live') need(state.after.glossary, pair);
  });
  return needed;
}

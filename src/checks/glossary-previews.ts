import { createHash } from 'node:crypto';
import { pairKey, type DesiredGlossary, type LiveGlossaryInfo } from '../catalog/glossary.ts';
import { GLOSSARY_LIMITS, utf8Bytes } from '../catalog/glossary-entries.ts';
import type { LiveClient } from '../live/client.ts';
import type { DictionaryBody } from '../live/glossaries.ts';
import { PREVIEW_PREFIX } from '../plan/preview.ts';
import { staleLeftovers } from './leftovers.ts';
import type { PreviewsOnService } from './previews-on-service.ts';
import { messageOf, STOPPED, type Send } from './send.ts';
import type { GlossaryPreview } from './types.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/**
 * The ephemeral copies through which a changed or new glossary is previewed,
 * handled like the preview lists (run-translations.ts): named with the
 * preview prefix and this run's id, so plans never manage them and a create
 * whose answer was lost is found by name; deleted whatever happens (success,
 * failure, Ctrl+C); left-overs of crashed runs removed after an hour.
 */

export type GlossaryCheckApi = Pick<LiveClient, 'createGlossary' | 'deleteGlossary' | 'listGlossaries'>;

export interface CopyContext {
  api: GlossaryCheckApi;
  send: Send;
  cleanup: Send;
  runId: string;
  previews?: PreviewsOnService;
}

/**
 * The copy's name: the preview prefix, the run id, the glossary's name. The
 * service takes names of at most 1024 UTF-8 bytes; a longer one is cut and
 * ends in a hash of the whole name, so two long names stay apart.
 */
export function previewGlossaryName(runId: string, name: string): string {
  const full = `${PREVIEW_PREFIX}${runId} ${name}`;
  if (utf8Bytes(full) <= GLOSSARY_LIMITS.nameMaxBytes) return full;
  const tail = ` #${createHash('sha256').update(name).digest('hex').slice(0, 12)}`;
  const room = GLOSSARY_LIMITS.nameMaxBytes - utf8Bytes(tail);
  let cut = '';
  let bytes = 0;
  for (const ch of full) {
    bytes += utf8Bytes(ch);
    if (bytes > room) break;
    cut += ch;
  }
  return `${cut.trimEnd()}${tail}`;
}

/** Makes one copy holding the glossary's dictionaries of `pairs`; a failure is kept in the preview, never thrown. */
export async function createCopy(desired: DesiredGlossary, pairs: ReadonlySet<string>, ctx: CopyContext): Promise<{ preview: GlossaryPreview; sent: boolean }> {
  const name = previewGlossaryName(ctx.runId, desired.name);
  const dictionaries: DictionaryBody[] = desired.dictionaries
    .filter((d) => pairs.has(pairKey(d)))
    .map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entries: d.entries }));
  const preview: GlossaryPreview = { glossary: desired.name, file: desired.file, name, pairs: [...pairs].sort(), deleted: false };
  if (dictionaries.length === 0) {
    preview.deleted = true;
    preview.error = `could not create the preview glossary: "${desired.name}" has no dictionary for ${preview.pairs.join(', ')}, the pairs its examples translate`;
    return { preview, sent: false };
  }
  try {
    preview.glossary_id = await createTracked(name, dictionaries, ctx);
    return { preview, sent: true };
  } catch (error) {
    const message = messageOf(error);
    if (message === STOPPED) {
      preview.error = `could not create the preview glossary: ${message}`;
      return { preview, sent: false };
    }
    // The live client already looked for the copy by name after an unclear answer (create-recovery.ts);
    // what is left is a failure. removeCopy still looks for it by this run's name before the run ends.
    preview.error = `could not create the preview glossary: ${message}`;
    return { preview, sent: true };
  }
}

/**
 * Deletes a copy. When its create failed without a clear answer the copy may
 * exist anyway, so it is looked for by this run's unique name.
 */
/**
 * Creates a preview glossary on the service, named for the run, and tracks it
 * (named while the create is in flight, its id once answered), so a second
 * Ctrl+C can say what is left behind. The files' copies and the live copies
 * on a preview service (live-copies.ts) are made the same way.
 */
export async function createTracked(name: string, dictionaries: DictionaryBody[], ctx: CopyContext): Promise<string> {
  const made = await ctx.send(() => {
    ctx.previews?.add(name, 'glossary');
    return ctx.api.createGlossary(name, dictionaries);
  });
  ctx.previews?.made(name, made.value.glossary_id, 'glossary');
  return made.value.glossary_id;
}

export async function removeCopy(preview: GlossaryPreview, ctx: CopyContext): Promise<void> {
  const info = (glossary_id: string): LiveGlossaryInfo => ({ glossary_id, name: preview.name, dictionaries: [] });
  try {
    let ids = preview.glossary_id === undefined ? [] : [preview.glossary_id];
    if (ids.length === 0) {
      const { value } = await ctx.cleanup(() => ctx.api.listGlossaries());
      ids = value.filter((g) => g.name === preview.name).map((g) => g.glossary_id);
    }
    for (const id of ids) await ctx.cleanup(() => ctx.api.deleteGlossary(info(id)));
    preview.deleted = true;
  } catch (error) {
    // The create's error, if any, stays the first thing said.
    const deleteError =
      `could not delete the preview glossary ${JSON.stringify(preview.name)}${preview.glossary_id ? ` (glossary_id ${preview.glossary_id})` : ''}: ${messageOf(error)}. ` +
      'A later run with --check-translations removes it once it is an hour old, or delete it by hand.';
    preview.error = preview.error === undefined ? deleteError : `${preview.error}; ${deleteError}`;
  }
  if (preview.deleted) ctx.previews?.delete(preview.name, 'glossary');
}

/** Removes copies left by crashed runs (more than an hour old); a failure is left for the next run. */
export async function removeStaleCopies(live: readonly LiveGlossaryInfo[], now: Date, ctx: CopyContext): Promise<Array<{ glossary_id: string; name: string }>> {
  const removed: Array<{ glossary_id: string; name: string }> = [];
  await Promise.all(
    staleLeftovers(live, now).map(async (g) => {
      try {
        await ctx.send(() => ctx.api.deleteGlossary(g));
        removed.push({ glossary_id: g.glossary_id, name: g.name });
      } catch {
        // Left for the next run.
      }
    }),
  );
  return removed.sort((a, b) => codeUnitOrder(a.name, b.name));
}

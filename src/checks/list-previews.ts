import type { LiveClient } from '../live/client.ts';
import { messageOf, type Send } from './send.ts';
import type { ListCheck } from './types.ts';

/** A preview list of this run: the desired state of a changed list, or (on a preview service) a copy of a live one. */
export type ListPreview = NonNullable<ListCheck['preview']>;

/**
 * Deletes the preview. When the create failed without a clear answer the
 * list may exist anyway, so it is looked for by this run's unique name.
 */
export async function removePreview(preview: ListPreview, ctx: { api: Pick<LiveClient, 'deleteList' | 'listAll'>; cleanup: Send }): Promise<void> {
  try {
    let ids = preview.style_id === undefined ? [] : [preview.style_id];
    if (ids.length === 0) {
      const { lists } = await ctx.cleanup(() => ctx.api.listAll());
      ids = lists.filter((l) => l.name === preview.name).map((l) => l.style_id);
      if (ids.length === 0) {
        preview.deleted = true;
        return;
      }
      preview.style_id = ids[0];
    }
    for (const id of ids) await ctx.cleanup(() => ctx.api.deleteList(id));
    preview.deleted = true;
  } catch (error) {
    preview.error =
      `could not delete the preview list ${JSON.stringify(preview.name)}${preview.style_id ? ` (style_id ${preview.style_id})` : ''}: ${messageOf(error)}. ` +
      'A later run with --check-translations removes it once it is an hour old, or delete it by hand.';
  }
}

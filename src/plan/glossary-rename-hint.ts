import type { LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { GlossaryChangePlan } from './glossary-types.ts';

/**
 * Glossaries the plan creates that look like an unmanaged live glossary
 * renamed on the service (rename-hint.ts does the same for lists): the same
 * language pairs with the same number of entries each. The listing says both
 * without reading a term, so no request is added for glossaries the files do
 * not manage. Without a `glossary_id` pin the plan matches by name, so it
 * creates a second glossary and strands callers of the first one's id. Each
 * live glossary is offered to one create at most. Pure; sets `rename_hint`.
 */
export function addGlossaryRenameHints(glossaries: readonly GlossaryChangePlan[], unclaimed: readonly LiveGlossaryInfo[]): void {
  const taken = new Set<string>();
  const candidates = [...unclaimed].sort((a, b) => a.glossary_id.localeCompare(b.glossary_id));
  for (const g of glossaries) {
    if (g.action !== 'create' || g.dictionaries.length === 0) continue;
    const wanted = shape(g.dictionaries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entry_count_after })));
    const live = candidates.find((l) => !taken.has(l.glossary_id) && shape(l.dictionaries) === wanted);
    if (live === undefined) continue;
    taken.add(live.glossary_id);
    g.rename_hint = { glossary_id: live.glossary_id, name: live.name };
  }
}

/** The pairs and their entry counts, in one order, as one string. */
function shape(dictionaries: ReadonlyArray<{ source_lang: string; target_lang: string; entry_count: number }>): string {
  return dictionaries
    .map((d) => `${d.source_lang.toLowerCase()}\u0000${d.target_lang.toLowerCase()}\u0000${d.entry_count}`)
    .sort()
    .join('\u0001');
}

/** The sentence every renderer shows under the create, as renameHintText does for lists. */
export function glossaryRenameHintText(g: Pick<GlossaryChangePlan, 'file'>, hint: NonNullable<GlossaryChangePlan['rename_hint']>): { message: string; hint: string } {
  return {
    message: `This looks like a rename: the unmanaged live glossary "${hint.name}" (glossary_id ${hint.glossary_id}) has the same language pairs and entry counts, yet this plan creates a new glossary.`,
    hint: `To rename "${hint.name}" instead and keep its glossary_id, add \`glossary_id: ${hint.glossary_id}\` to ${g.file ?? 'the glossary file'}, then plan again.`,
  };
}

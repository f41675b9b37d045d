import type { DesiredGlossary, LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { GlossaryOutcome } from './result.ts';

/**
 * name → glossary_id for every glossary the files manage, as it stands after
 * the run: the ids of the live glossaries the plan was made against (by pin,
 * else by name), overridden by what the run did (a create hands out an id; a
 * failed one leaves none). As managedIds does for lists.
 */
export function managedGlossaryIds(desired: readonly DesiredGlossary[], live: readonly LiveGlossaryInfo[], outcomes: readonly GlossaryOutcome[] = []): Record<string, string> {
  const liveIds = new Set(live.map((g) => g.glossary_id));
  const byName = new Map<string, string>();
  for (const g of live) if (!byName.has(g.name)) byName.set(g.name, g.glossary_id);
  const touched = new Map(outcomes.map((o) => [`${o.file ?? ''}\u0000${o.name}`, o]));

  const ids: Record<string, string> = {};
  for (const glossary of desired) {
    if (glossary.state !== 'present') continue;
    const outcome = touched.get(`${glossary.file}\u0000${glossary.name}`);
    let id: string | null | undefined;
    if (outcome) id = outcome.glossary_id;
    else if (glossary.glossary_id !== undefined) id = liveIds.has(glossary.glossary_id) ? glossary.glossary_id : null;
    else id = byName.get(glossary.name);
    // defineProperty: a glossary named `__proto__` is a key like any other.
    if (id) Object.defineProperty(ids, glossary.name, { value: id, enumerable: true, writable: true, configurable: true });
  }
  return ids;
}

import type { GlossaryChangePlan, GlossaryPlan } from './glossary-types.ts';
import { stableJson } from './stable-json.ts';

/**
 * A pull request's own glossary changes, as drift.ts does for lists: a
 * glossary that `head` changes exactly as `base` does (the same glossary, the
 * same action, the same term changes) owes its change to drift; any other is
 * the pull request's. `base` is undefined when the base commit manages no
 * glossaries: then every glossary change is the pull request's.
 */
export function ownGlossaries(head: GlossaryPlan, base: GlossaryPlan | undefined): GlossaryPlan {
  if (base === undefined) return head;
  const drifted = new Set(base.glossaries.map(glossaryKey));
  const glossaries = head.glossaries.filter((g) => !drifted.has(glossaryKey(g)));
  const count = (action: GlossaryChangePlan['action']) => glossaries.filter((g) => g.action === action).length;
  return {
    ...head,
    glossaries,
    summary: { create: count('create'), update: count('update'), delete: count('delete') },
    requests: glossaries.reduce((n, g) => n + g.writes.length, 0),
  };
}

/** What a glossary change does, without the file that asks for it: a pull request may move a glossary to another file without changing it. */
function glossaryKey(g: GlossaryChangePlan): string {
  return stableJson({
    name: g.name,
    action: g.action,
    glossary_id: g.glossary_id ?? null,
    rename: g.rename ?? null,
    reason: g.reason ?? null,
    dictionaries: g.dictionaries,
  });
}

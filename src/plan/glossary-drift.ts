import type { DictionaryPlan, GlossaryChangePlan } from './glossary-types.ts';
import { countActions, GLOSSARY_ACTIONS } from './sections.ts';
import type { GlossarySection } from './types.ts';
import { stableJson } from './stable-json.ts';

/**
 * A pull request's own glossary changes apart from glossary drift, as
 * drift.ts does for lists, term by term: a term `head` adds, changes or
 * removes exactly as `base` does is drift; any other term change (and a
 * rename, a new or removed dictionary, a new or deleted glossary, each whole)
 * is the pull request's. A change `base` makes that `head` makes otherwise
 * leaves drift; a glossary only `base` changes stays drift whole. `base` is
 * undefined when the base commit manages no glossaries: then every glossary
 * change is the pull request's.
 */
export function splitGlossaries(head: GlossarySection | undefined, base: GlossarySection | undefined): { own?: GlossarySection; drift?: GlossarySection } {
  if (head === undefined || base === undefined) return { ...(head === undefined ? {} : { own: head }), ...(base === undefined ? {} : { drift: base }) };
  const baseById = new Map(base.items.map((g) => [identity(g), g]));
  const headById = new Map(head.items.map((g) => [identity(g), g]));
  const own = head.items.flatMap((g) => part(g, baseById.get(identity(g)), false));
  const drift = base.items.flatMap((g) => part(g, headById.get(identity(g)), true));
  return { own: withGlossaries(head, own), drift: withGlossaries(base, drift) };
}

function withGlossaries(plan: GlossarySection, glossaries: GlossaryChangePlan[]): GlossarySection {
  return {
    ...plan,
    items: glossaries,
    summary: countActions(glossaries, GLOSSARY_ACTIONS),
    // A glossary's writes are not split: one PATCH or PUT carries a dictionary's drifted and edited terms alike.
    requests: glossaries.reduce((n, g) => n + g.writes.length, 0),
  };
}

/** Which live glossary a plan is about: its id, or for a create its name (as drift.ts pairs lists, and why). */
function identity(g: GlossaryChangePlan): string {
  return stableJson(g.glossary_id === undefined ? { name: g.name } : { glossary_id: g.glossary_id });
}

/** `g` narrowed to the changes `other` makes exactly so (`shared`) or does not make; none when nothing is left. */
function part(g: GlossaryChangePlan, other: GlossaryChangePlan | undefined, shared: boolean): GlossaryChangePlan[] {
  if (other === undefined) return [g];
  // A new or deleted glossary is one change: its dictionaries come and go with it.
  if (g.action !== 'update') return (wholeKey(g) === wholeKey(other)) === shared ? [g] : [];
  const renameShared = stableJson(g.rename ?? null) === stableJson(other.rename ?? null);
  const otherDictionaries = new Map(other.dictionaries.map((d) => [pair(d), d]));
  const dictionaries = g.dictionaries.flatMap((d) => dictionaryPart(d, otherDictionaries.get(pair(d)), shared));
  const keepRename = g.rename !== undefined && renameShared === shared;
  if (dictionaries.length === 0 && !keepRename) return [];
  const { rename: _rename, ...rest } = g;
  return [{ ...rest, ...(keepRename ? { rename: g.rename } : {}), dictionaries }];
}

function dictionaryPart(d: DictionaryPlan, other: DictionaryPlan | undefined, shared: boolean): DictionaryPlan[] {
  if (other === undefined || d.action !== 'update' || other.action !== 'update') {
    const same = other !== undefined && stableJson(d) === stableJson(other);
    return same === shared ? [d] : [];
  }
  const keys = (entries: readonly unknown[]) => new Set(entries.map((e) => stableJson(e)));
  const [added, changed, removed] = [keys(other.added), keys(other.changed), keys(other.removed)];
  const narrowed = {
    ...d,
    added: d.added.filter((e) => added.has(stableJson(e)) === shared),
    changed: d.changed.filter((e) => changed.has(stableJson(e)) === shared),
    removed: d.removed.filter((e) => removed.has(stableJson(e)) === shared),
  };
  if (narrowed.added.length + narrowed.changed.length + narrowed.removed.length === 0) return [];
  // The count after is what these terms alone would leave: the two sections each say their own part.
  return [{ ...narrowed, entry_count_after: d.entry_count_before + narrowed.added.length - narrowed.removed.length }];
}

function pair(d: DictionaryPlan): string {
  return `${d.source_lang}\u0000${d.target_lang}`;
}

/** What a new or deleted glossary does, without the file that asks for it: a pull request may move a glossary to another file. */
function wholeKey(g: GlossaryChangePlan): string {
  return stableJson({ rename: g.rename ?? null, reason: g.reason ?? null, dictionaries: g.dictionaries });
}

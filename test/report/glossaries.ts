import type { DesiredGlossary, LiveGlossary } from '../../src/catalog/glossary.ts';
import { planGlossaries } from '../../src/plan/glossary-plan.ts';
import type { GlossarySection } from '../../src/plan/types.ts';
import type { Plan } from '../../src/plan/types.ts';
import { makePlan } from './plans.ts';

/**
 * Glossary plans for renderer tests, made by the real planGlossaries from
 * plain files and live glossaries: renderers see what plan gives them.
 */

export type Terms = Record<string, string>;
/** `'en→de'` → terms. */
export type Dicts = Record<string, Terms>;

function dictionaries(dicts: Dicts) {
  return Object.entries(dicts).map(([pair, terms]) => {
    const [source_lang, target_lang] = pair.split('→') as [string, string];
    return { source_lang, target_lang, entries: new Map(Object.entries(terms)) };
  });
}

export function want(name: string, dicts: Dicts, fields: Partial<DesiredGlossary> = {}): DesiredGlossary {
  const file = fields.file ?? `glossaries/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.yaml`;
  const origin = { file, line: 1, col: 1 };
  return { file, name, state: 'present', origin, dictionaries: dictionaries(dicts).map((d) => ({ ...d, entryOrigins: new Map(), origin })), ...fields };
}

export function have(name: string, dicts: Dicts, glossary_id = `gid-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`): LiveGlossary {
  const entries = dictionaries(dicts);
  return {
    glossary_id,
    name,
    creation_time: '2026-01-01T00:00:00Z',
    dictionaries: entries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.size })),
    entries,
  };
}

export function glossaryPlan(desired: DesiredGlossary[], live: LiveGlossary[], prune = false): GlossarySection {
  return planGlossaries(desired, live, { prune, ignore: [] });
}

/** A Plan without list changes holding this glossary plan. */
export function withGlossaries(glossaries: GlossarySection, extra: Parameters<typeof makePlan>[1] = {}): Plan {
  return makePlan([], { glossaries, ...extra });
}

/** `count` terms `term 1` → `Term 1`, …; `prefix` tells dictionaries apart. */
export function manyTerms(count: number, prefix = 'term', target = (i: number) => `Ziel ${i}`): Terms {
  const terms: Terms = {};
  for (let i = 1; i <= count; i++) terms[`${prefix} ${i}`] = target(i);
  return terms;
}

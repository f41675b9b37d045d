import { plural } from '../util/plural.ts';
import type { Loss } from './protect.ts';
import { deleteGuard, type SafetyOptions } from './safety.ts';
import type { GlossarySection, PlanProblem } from './types.ts';

/** As for lists: how many glossaries the service holds now (previews aside), the thresholds, `--allow-deletes N`. */
export type GlossarySafetyOptions = SafetyOptions;

/**
 * Refuses glossary plans that delete more than a person likely meant, with
 * the list thresholds of stylesync.yaml applied to glossaries on their own:
 * a share of the glossaries is a share of the glossaries, and a plan that
 * deletes 3 of 4 glossaries must not pass because the account holds 400
 * lists. A removed duplicate loses nothing (an exact copy of a kept
 * glossary) and is not counted; nor are removed dictionaries, which the
 * plan shows term by term.
 */
export function checkGlossarySafety(plan: GlossarySection, options: GlossarySafetyOptions): PlanProblem[] {
  const deletes = plan.items.filter((g) => g.action === 'delete' && g.reason !== 'duplicate').length;
  const declaresNothing = plan.unchanged.length === 0 && plan.items.every((g) => g.file === undefined) && plan.problems.every((p) => p.file === undefined);
  return deleteGuard(deletes, declaresNothing, options, {
    what: (n) => plural(n, 'glossary', 'glossaries'),
    nothing: 'No glossary file declares a glossary',
    directory: 'glossaries_dir points at the glossary files',
    codes: { nothing: 'glossary-deletes-without-desired', count: 'too-many-glossary-deletes', percent: 'too-many-glossary-deletes-percent' },
  });
}

/**
 * The glossaries and dictionaries a plan would lose, for protect.ts: a
 * glossary deleted (a tombstone, --prune), and each dictionary a kept
 * glossary's file dropped. A removed duplicate is left out: it is an exact
 * copy of the glossary that stays.
 */
export function glossaryLosses(plan: GlossarySection): Loss[] {
  const losses: Loss[] = [];
  for (const g of plan.items) {
    const names = g.rename === undefined ? [g.name] : [g.name, g.rename.from];
    const file = g.file === undefined ? {} : { file: g.file };
    if (g.action === 'delete') {
      if (g.reason === 'duplicate') continue;
      const why = g.reason === 'absent' ? 'its file is a tombstone, state: absent' : '--prune: no glossary file declares it';
      losses.push({ kind: 'glossary', names, ...file, what: `delete it (${why}), with ${plural(g.dictionaries.length, 'dictionary', 'dictionaries')}` });
      continue;
    }
    for (const d of g.dictionaries.filter((d) => d.action === 'delete')) {
      losses.push({ kind: 'glossary', names, ...file, what: `remove its dictionary ${d.source_lang} → ${d.target_lang} (${plural(d.entry_count_before, 'term')}), which the file no longer declares` });
    }
  }
  return losses;
}

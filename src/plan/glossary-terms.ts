import type { GlossaryPair } from '../catalog/glossary.ts';
import type { DictionaryPlan, TermChange, TermEntry } from './glossary-types.ts';

/**
 * The term changes that turn one live dictionary into the desired one.
 *
 * Source terms are compared exactly, case included. The spec says PATCH
 * merges "keyed on the exact source term" and leaves case-sensitivity of the
 * service's comparison undocumented. Treating `Sign in` and `sign in` as two
 * terms is the choice that is right whichever way the service compares: a
 * file that changes only the case of a source term shows the old term
 * removed and the new one added, and a removal is always a PUT of the whole
 * dictionary (glossary-writes.ts), which leaves exactly the file's terms
 * whether the service folds case or not. A PATCH would not: if the service
 * folded case it would overwrite the old entry, if not it would keep both.
 *
 * One pass over each side with Map lookups: linear in the terms, so a
 * 10,000-term dictionary with 100 changes costs 20,000 lookups, not a sort.
 * No `live`: a new dictionary; no `desired`: one the file no longer names.
 */
export function diffTerms(pair: GlossaryPair, desired: ReadonlyMap<string, string> | undefined, live: ReadonlyMap<string, string> | undefined): DictionaryPlan | undefined {
  const added: TermEntry[] = [];
  const changed: TermChange[] = [];
  const removed: TermEntry[] = [];
  for (const [source, target] of desired ?? []) {
    const before = live?.get(source);
    if (before === undefined) added.push([source, target]);
    else if (before !== target) changed.push({ source, before, after: target });
  }
  if (live) for (const [source, target] of live) if (!desired?.has(source)) removed.push([source, target]);
  if (desired && live && added.length === 0 && changed.length === 0 && removed.length === 0) return undefined;
  return {
    source_lang: pair.source_lang,
    target_lang: pair.target_lang,
    action: desired === undefined ? 'delete' : live ? 'update' : 'create',
    added,
    changed,
    removed,
    entry_count_before: live?.size ?? 0,
    entry_count_after: desired?.size ?? 0,
  };
}

/** A dictionary the file no longer names: every live term is removed with it. */
export function removedDictionary(pair: GlossaryPair, live: ReadonlyMap<string, string>): DictionaryPlan {
  // Never undefined: with nothing desired, even an empty dictionary is a delete.
  return diffTerms(pair, undefined, live) as DictionaryPlan;
}

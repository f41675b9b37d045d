import { examplePair, pairKey, type DesiredGlossary, type LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { Origin } from '../catalog/types.ts';
import { diagnostic } from './diagnostic.ts';
import type { DesiredList, Diagnostic, Example, GlossaryRef } from './model.ts';
import { orList, typoSuggestions } from './suggest.ts';

/**
 * What holds across files: glossary names and pins unique among the glossary
 * files, and the glossaries style lists name. Pure.
 */

/** A translation takes at most this many glossaries (`glossary_ids`, spec/glossaries-v3.md "Use in translation"). */
export const MAX_GLOSSARIES_PER_TRANSLATION = 5;

export function checkAcrossGlossaries(glossaries: readonly DesiredGlossary[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const byName = new Map<string, DesiredGlossary>();
  const byId = new Map<string, DesiredGlossary>();
  for (const glossary of glossaries) {
    const sameName = glossary.name === '' ? undefined : claim(byName, glossary.name, glossary);
    if (sameName) {
      out.push(
        diagnostic(
          'error',
          'duplicate-glossary-name',
          { file: glossary.file, pos: glossary.origin, path: 'name' },
          `glossary name \`${glossary.name}\` is also used by ${where(sameName.file, sameName.origin)}`,
          sameName.state !== glossary.state
            ? 'One file keeps the glossary and another deletes it (state: absent): remove one of the two.'
            : 'Each glossary file needs its own name (the service allows the same name twice, which makes it ambiguous): rename one of them.',
        ),
      );
    }
    const sameId = glossary.glossary_id === undefined ? undefined : claim(byId, glossary.glossary_id, glossary);
    if (sameId) {
      out.push(
        diagnostic(
          'error',
          'duplicate-glossary-id',
          { file: glossary.file, pos: glossary.origin, path: 'glossary_id' },
          `glossary_id \`${glossary.glossary_id}\` is also pinned by ${sameId.file}`,
          'A live glossary can be managed by one file only: remove the glossary_id from one of them.',
        ),
      );
    }
  }
  return out;
}

/** A glossary a list may name: from the files, or (with validate --online) from the service. */
interface Known {
  pairs: Set<string>;
  /** `glossaries/acme.yaml`, or `the service`. */
  where: string;
  deleted: boolean;
}

/**
 * The `glossaries:` of every list: each named glossary must exist (in the
 * files, or on the service when `live` is given), not be deleted by its
 * file, and hold a dictionary for every pair the list's examples translate,
 * since the service refuses a translation whose glossary lacks its pair.
 */
export function checkGlossaryRefs(lists: readonly DesiredList[], glossaries: readonly DesiredGlossary[], live?: readonly LiveGlossaryInfo[]): Diagnostic[] {
  const known = new Map<string, Known>();
  for (const g of live ?? []) known.set(g.name, { pairs: new Set(g.dictionaries.map(pairKey)), where: 'the service', deleted: false });
  // The files win: they are what apply makes true.
  for (const g of glossaries) known.set(g.name, { pairs: new Set(g.dictionaries.map(pairKey)), where: g.file, deleted: g.state === 'absent' });
  const out: Diagnostic[] = [];
  for (const list of lists) {
    if (list.state !== 'present' || !list.glossaries || list.glossaries.length === 0) continue;
    out.push(...refsOfList(list, list.glossaries, known, live !== undefined));
  }
  return out;
}

function refsOfList(list: DesiredList, refs: readonly GlossaryRef[], known: ReadonlyMap<string, Known>, online: boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (ref: GlossaryRef) => ({ file: ref.origin.file, pos: ref.origin, path: ref.path });
  if (refs.length > MAX_GLOSSARIES_PER_TRANSLATION) {
    const ref = refs[MAX_GLOSSARIES_PER_TRANSLATION] as GlossaryRef;
    out.push(
      diagnostic(
        'error',
        'too-many-glossaries',
        at(ref),
        `the list names ${refs.length} glossaries; a translation takes at most ${MAX_GLOSSARIES_PER_TRANSLATION}`,
        'Merge glossaries, or name at most five here.',
      ),
    );
  }
  const seen = new Set<string>();
  const pairs = examplePairs(list, out);
  for (const ref of refs) {
    if (seen.has(ref.name)) {
      out.push(diagnostic('warning', 'duplicate-glossary-ref', at(ref), `glossary \`${ref.name}\` is named twice`, 'Remove the repeated name.'));
      continue;
    }
    seen.add(ref.name);
    const glossary = known.get(ref.name);
    if (!glossary) {
      out.push(unknownGlossary(ref, at(ref), [...known.keys()], online));
      continue;
    }
    if (glossary.deleted) {
      out.push(
        diagnostic(
          'error',
          'glossary-deleted',
          at(ref),
          `glossary \`${ref.name}\` is deleted by ${glossary.where} (state: absent), so translations with this list would be refused`,
          'Remove it from `glossaries`, or keep the glossary.',
        ),
      );
      continue;
    }
    for (const [key, example] of pairs) {
      if (glossary.pairs.has(key)) continue;
      out.push(
        diagnostic(
          'error',
          'glossary-missing-pair',
          at(ref),
          `glossary \`${ref.name}\` (${glossary.where}) has no ${key} dictionary, the pair ${example.path} (line ${example.origin.line}) translates; the service refuses a translation whose glossary lacks its pair`,
          glossary.where === 'the service'
            ? `Add a ${key} dictionary to the glossary, or remove it from this list.`
            : `Add a dictionary with source_language: ${key.split('→')[0]} and target_language: ${key.split('→')[1]} to ${glossary.where}, or remove the glossary from this list.`,
        ),
      );
    }
  }
  return out;
}

/**
 * The pairs the list's examples translate, keyed like dictionaries, each with
 * the first example that needs it. A glossary needs a source language (the
 * service detects none with a glossary), so an example without one is an error.
 */
function examplePairs(list: DesiredList, out: Diagnostic[]): Map<string, Example> {
  const pairs = new Map<string, Example>();
  for (const example of list.examples) {
    if (example.source_language === undefined) {
      out.push(
        diagnostic(
          'error',
          'example-needs-source-language',
          { file: example.origin.file, pos: example.origin, path: example.path },
          'the example has no source_language, and the list names glossaries: the service translates with a glossary only when the source language is given',
          'Add `source_language:` to the example (e.g. `source_language: en`).',
        ),
      );
      continue;
    }
    const key = examplePair(example, example.target_language ?? list.language) as string;
    if (!pairs.has(key)) pairs.set(key, example);
  }
  return pairs;
}

function unknownGlossary(ref: GlossaryRef, at: { file: string; pos: Origin; path: string }, names: string[], online: boolean): Diagnostic {
  const guesses = typoSuggestions(ref.name, names);
  const guess = guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}? ` : '';
  // Offline, a name missing from the files may still be a glossary kept on the service (the issue allows
  // that), so it is a warning there; validate --online and plan know the service's glossaries and make it an error.
  return diagnostic(
    online ? 'error' : 'warning',
    'unknown-glossary',
    at,
    online
      ? `glossary \`${ref.name}\` is neither in the glossary files nor on the service`
      : `glossary \`${ref.name}\` is not in the glossary files`,
    online
      ? `${guess}Add a glossary file with this name, or fix the name.`
      : `${guess}Add a glossary file with this name, or fix the name. A glossary kept only on the service is looked for by \`validate --online\` and by \`plan\`, which fail when it is not there either.`,
  );
}

function claim(claims: Map<string, DesiredGlossary>, key: string, glossary: DesiredGlossary): DesiredGlossary | undefined {
  const first = claims.get(key);
  if (first === undefined) claims.set(key, glossary);
  return first;
}

function where(file: string, origin: Origin): string {
  return `${file}:${origin.line}:${origin.col}`;
}

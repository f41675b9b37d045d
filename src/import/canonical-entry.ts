import { isMap, isNode, isSeq, visit, type YAMLMap } from 'yaml';
import { ADMITTED_KEYS, FORBIDDEN_KEYS, TERM_ENTRY_KEYS } from '../catalog/glossary.ts';
import { keyName, orderKeys } from './yaml-format.ts';

/**
 * One long-form glossary entry (a mapping under `entries`) in the form fmt
 * and import write: keys in the order target (or `translate: false` in its
 * place), admitted, forbidden, definition, note; and the style that reads best to a
 * localisation lead scanning a list of terms:
 *
 *     sign in: {target: anmelden, forbidden: [einloggen]}      one line: a term and its variants
 *     Acme Cloud: {translate: false}
 *     dashboard:                                                 prose gets lines of its own
 *       target: Dashboard
 *       forbidden: [Armaturenbrett]
 *       definition: The first page after signing in.
 *
 * An entry with a definition or a note is a block mapping (prose on one
 * flow line would be unreadable, and fmt never folds lines); any other is a
 * flow mapping; `admitted` and `forbidden` are always flow lists, as short
 * as the terms, and an admitted alternative with a note is a flow mapping
 * `{term: Anmeldung, note: …}` (its keys in that order). An entry whose
 * alternatives have notes is a block mapping too: notes are prose.
 * An entry holding a comment keeps its style, so the comment stays where its
 * author put it. The data never changes (fmt compares it before writing):
 * `{target: x}` stays long, since shortening it is the author's call.
 */
export function canonicalEntry(entry: YAMLMap): void {
  orderKeys(entry, TERM_ENTRY_KEYS);
  if (hasComment(entry)) return;
  const admitted = entry.get('admitted', true);
  const alternatives = isSeq(admitted) ? admitted.items.filter(isMap) : [];
  for (const alternative of alternatives) {
    orderKeys(alternative, ADMITTED_KEYS);
    alternative.flow = true;
  }
  const forbidden = entry.get('forbidden', true);
  const variants = isSeq(forbidden) ? forbidden.items.filter(isMap) : [];
  for (const variant of variants) {
    orderKeys(variant, FORBIDDEN_KEYS);
    variant.flow = true;
  }
  const prose = entry.items.some((pair) => ['definition', 'note'].includes(keyName(pair.key))) || [...alternatives, ...variants].some((a) => a.has('note'));
  entry.flow = !prose;
  for (const list of [admitted, forbidden]) if (isSeq(list)) list.flow = true;
}

function hasComment(entry: YAMLMap): boolean {
  let found = Boolean(entry.comment || entry.commentBefore);
  visit(entry, (_, node) => {
    if (isNode(node) && (node.comment || node.commentBefore)) found = true;
    return found ? visit.BREAK : undefined;
  });
  return found;
}

/** Every long-form entry of an `entries` mapping. */
export function eachLongFormEntry(entries: unknown, visitEntry: (entry: YAMLMap) => void): void {
  if (!isMap(entries)) return;
  for (const pair of entries.items) if (isMap(pair.value)) visitEntry(pair.value);
}

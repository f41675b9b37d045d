import { sameContent } from '../catalog/canonical.ts';
import type { LiveList } from '../catalog/types.ts';
import type { CreateListBody } from './api.ts';

/**
 * The list an unclear create may have made: same name, language, rules and
 * instructions, and not one that was already known before the create (so an
 * older list that happens to look the same is never taken for the new one).
 * Newest first when several match.
 */
export function findCreated(lists: readonly LiveList[], body: CreateListBody, knownBefore: ReadonlySet<string>): LiveList | undefined {
  const matches = lists.filter(
    (list) =>
      !knownBefore.has(list.style_id) &&
      list.name === body.name &&
      sameContent(list, body),
  );
  matches.sort((a, b) => (b.creation_time ?? '').localeCompare(a.creation_time ?? ''));
  return matches[0];
}

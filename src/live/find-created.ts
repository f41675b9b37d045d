import { instructionBody, rulesEqual } from '../catalog/canonical.ts';
import type { InstructionSpec, LiveList } from '../catalog/types.ts';
import type { CreateListBody } from './api.ts';

/**
 * The list an unclear create may have made: same name, language, rules and
 * instructions, and not one that was already known before the create (so an
 * older list that happens to look the same is never taken for the new one).
 * Newest first when several match.
 */
export function findCreated(lists: readonly LiveList[], body: CreateListBody, knownBefore: ReadonlySet<string>): LiveList | undefined {
  const wanted = instructionKeys(body.custom_instructions);
  const matches = lists.filter(
    (list) =>
      !knownBefore.has(list.style_id) &&
      list.name === body.name &&
      list.language === body.language &&
      rulesEqual(list.configured_rules, body.configured_rules) &&
      instructionKeys(list.custom_instructions) === wanted,
  );
  matches.sort((a, b) => (b.creation_time ?? '').localeCompare(a.creation_time ?? ''));
  return matches[0];
}

/** Instructions as one comparable string, ignoring ids and order. */
function instructionKeys(instructions: readonly InstructionSpec[]): string {
  return JSON.stringify(instructions.map((i) => JSON.stringify(instructionBody(i))).sort());
}

import { instructionBody } from '../catalog/canonical.ts';
import type { DesiredList } from '../config/model.ts';
import type { CreateListBody } from '../live/api.ts';

/** The create bodies for the lists the style files want present (`emulator --seed DIR`). */
export function seedFromDesired(lists: readonly DesiredList[]): CreateListBody[] {
  return lists
    .filter((list) => list.state === 'present')
    .map((list) => ({
      name: list.name,
      language: list.language,
      configured_rules: list.configured_rules,
      custom_instructions: list.custom_instructions.map(instructionBody),
    }));
}

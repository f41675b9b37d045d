import { canonicalRules, instructionBody } from './canonical.ts';
import type { DesiredList } from './desired.ts';
import type { CreateListBody } from './types.ts';

/** The body that creates the list as the file declares it, instructions included (also for previews and `emulator --seed`). */
export function createListBody(desired: DesiredList): CreateListBody {
  return {
    name: desired.name,
    language: desired.language,
    configured_rules: canonicalRules(desired.configured_rules),
    custom_instructions: desired.custom_instructions.map(instructionBody),
  };
}

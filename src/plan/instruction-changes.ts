import { instructionBody, instructionsEqual } from '../catalog/canonical.ts';
import { instructionOrigin } from '../catalog/desired.ts';
import type { LiveInstruction } from '../catalog/types.ts';
import type { DesiredInstruction } from '../config/model.ts';
import type { Change } from './types.ts';

/**
 * The instruction writes that turn `live` into `desired`, matched by label:
 * deletes, then updates, then creates, so the list never holds more
 * instructions than the limit in between. Creates keep the file's order.
 * `listFile`: the desired list's file, where its own instructions are written.
 */
export function instructionChanges(desired: readonly DesiredInstruction[], live: readonly LiveInstruction[], listFile: string): Change[] {
  const wanted = new Map<string, DesiredInstruction>();
  for (const instruction of desired) if (!wanted.has(instruction.label)) wanted.set(instruction.label, instruction);

  // Of several live copies of one label (a POST that landed twice), the one already equal to the file is kept, else the first.
  const kept = new Map<string, LiveInstruction>();
  for (const instruction of live) {
    const want = wanted.get(instruction.label);
    if (want === undefined) continue;
    const current = kept.get(instruction.label);
    if (current === undefined || (!instructionsEqual(current, want) && instructionsEqual(instruction, want))) kept.set(instruction.label, instruction);
  }
  const deletes = live.flatMap((instruction): Change[] => {
    const reason = !wanted.has(instruction.label) ? 'removed' : kept.get(instruction.label) !== instruction ? 'duplicate_label' : undefined;
    return reason === undefined ? [] : [{ kind: 'delete_instruction', instruction_id: instruction.id, before: instructionBody(instruction), reason }];
  });

  const updates: Change[] = [];
  const creates: Change[] = [];
  for (const instruction of wanted.values()) {
    const current = kept.get(instruction.label);
    if (!current) {
      creates.push({ kind: 'create_instruction', after: instructionBody(instruction), origin: instructionOrigin(instruction, listFile) });
    } else if (!instructionsEqual(current, instruction)) {
      updates.push({ kind: 'update_instruction', instruction_id: current.id, before: instructionBody(current), after: instructionBody(instruction), origin: instructionOrigin(instruction, listFile) });
    }
  }
  return [...deletes, ...updates, ...creates];
}

import { instructionBody } from '../catalog/canonical.ts';
import type { InstructionSpec, LiveInstruction, LiveList, RuleMap } from '../catalog/types.ts';
import type { Traced } from './api.ts';
import type { Exchange } from './exchange.ts';
import { type KnownNames, label } from './known-names.ts';
import { instructionPath, stylePath } from './paths.ts';
import { parseInstruction, parseList } from './wire.ts';

/**
 * The writes that are safe to repeat (PATCH, PUT, DELETE): ky retries them
 * after a transient failure, and a DELETE answered 404 is "gone, as asked".
 * The creating POSTs are in create-recovery.ts.
 */
export interface Writes {
  rename(styleId: string, name: string): Promise<Traced<LiveList>>;
  replaceRules(styleId: string, rules: RuleMap): Promise<Traced<LiveList>>;
  updateInstruction(styleId: string, instructionId: string, instruction: InstructionSpec): Promise<Traced<LiveInstruction>>;
  deleteInstruction(styleId: string, instructionId: string): Promise<Traced<void>>;
  deleteList(styleId: string): Promise<Traced<void>>;
}

export function createWrites(ex: Exchange, known: KnownNames): Writes {
  const listAnswer = (answer: unknown): LiveList => known.remember(parseList(answer));

  function rename(styleId: string, name: string): Promise<Traced<LiveList>> {
    const subject = known.list(styleId);
    return ex.exchange({ method: 'PATCH', path: stylePath(styleId), body: { name } }, `rename style rule list ${label(subject)} to "${name}"`, subject, listAnswer);
  }

  function replaceRules(styleId: string, rules: RuleMap): Promise<Traced<LiveList>> {
    const subject = known.list(styleId);
    return ex.exchange(
      { method: 'PUT', path: `${stylePath(styleId)}/configured_rules`, body: rules },
      `replace the configured rules of list ${label(subject)}`,
      subject,
      listAnswer,
    );
  }

  function updateInstruction(styleId: string, instructionId: string, instruction: InstructionSpec): Promise<Traced<LiveInstruction>> {
    const subject = known.instruction(styleId, instructionId);
    return ex.exchange(
      { method: 'PUT', path: instructionPath(styleId, instructionId), body: instructionBody(instruction) },
      `update custom instruction ${label(subject)} of list ${label(known.list(styleId))}`,
      subject,
      (body) => known.rememberInstruction(styleId, parseInstruction(body, 'instruction')),
    );
  }

  function deleteInstruction(styleId: string, instructionId: string): Promise<Traced<void>> {
    const subject = known.instruction(styleId, instructionId);
    return ex.remove(
      { method: 'DELETE', path: instructionPath(styleId, instructionId) },
      `delete custom instruction ${label(subject)} of list ${label(known.list(styleId))}`,
      subject,
    );
  }

  function deleteList(styleId: string): Promise<Traced<void>> {
    const subject = known.list(styleId);
    return ex.remove({ method: 'DELETE', path: stylePath(styleId) }, `delete style rule list ${label(subject)}`, subject);
  }

  return { rename, replaceRules, updateInstruction, deleteInstruction, deleteList };
}

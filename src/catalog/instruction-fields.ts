import type { InstructionSpec } from './types.ts';

/**
 * A list's instructions field by field, for readers that need one or two fields of each: the labels, the prompts,
 * the source languages. Lists that hold their instructions in columns (catalog/desired-instructions.ts for the files'
 * lists, live/wire.ts for the service's) make the objects of `custom_instructions` anew on each read (issue #31); these
 * readers read the columns instead, and make no object at all.
 */
export interface InstructionFields {
  readonly length: number;
  label(n: number): string;
  prompt(n: number): string;
  sourceLanguage(n: number): string | undefined;
}

/**
 * The columns of each list made with them, keyed by the list itself, not held on it: a copy made by a spread
 * (`{ ...list, custom_instructions }`) is not found, and is read as it is.
 */
const held = new WeakMap<object, InstructionFields>();

/** Says that `list` holds its instructions in `fields` (its maker's, right after making it). */
export function holdsFields(list: object, fields: InstructionFields): void {
  held.set(list, fields);
}

/** `list`'s instructions, field by field: its columns, or a view of its array (a list a test or a tool wrote) that copies nothing. */
export function instructionFields(list: { readonly custom_instructions: readonly InstructionSpec[] }): InstructionFields {
  const columns = held.get(list);
  if (columns !== undefined) return columns;
  const items = list.custom_instructions;
  return {
    length: items.length,
    label: (n) => (items[n] as InstructionSpec).label,
    prompt: (n) => (items[n] as InstructionSpec).prompt,
    sourceLanguage: (n) => items[n]?.source_language,
  };
}

/** Whether two lists hold the same instructions in the same order (label, prompt, source language), read by field. */
export function sameInstructionFields(a: InstructionFields, b: InstructionFields): boolean {
  if (a.length !== b.length) return false;
  for (let n = 0; n < a.length; n++) {
    if (a.label(n) !== b.label(n) || a.prompt(n) !== b.prompt(n) || a.sourceLanguage(n) !== b.sourceLanguage(n)) return false;
  }
  return true;
}

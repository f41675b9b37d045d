import type { InstructionSpec } from './types.ts';
import { addReadProperty, heldReader } from '../util/read-property.ts';

/**
 * A list's instructions field by field, for readers that need one or two fields of each: the labels, the prompts,
 * the source languages. Lists that hold their instructions in columns (catalog/desired-instructions.ts for the files'
 * lists, live/wire.ts for the service's) make the objects of `custom_instructions` anew on each read (issue #31); these
 * readers read the columns instead, and make no object at all.
 */
export interface InstructionFields<T extends InstructionSpec = InstructionSpec> {
  readonly length: number;
  label(n: number): string;
  prompt(n: number): string;
  sourceLanguage(n: number): string | undefined;
  /** Every instruction as an object, made anew. */
  toArray(): T[];
}

/**
 * The columns of each list made with them, keyed by the list itself, not held on it: a copy made by a spread
 * (`{ ...list, custom_instructions }`) is not found, and is read as it is.
 */
const held = new WeakMap<object, InstructionFields>();

/** The getter of `custom_instructions` of every list held in columns, of either kind: one function (util/read-property.ts). */
const readHeld = heldReader(held, (fields) => fields.toArray(), 'listReading or parseList');

/**
 * `list` with its `custom_instructions` read from `fields`, made anew on each read (util/read-property.ts), and the
 * fields kept for instructionFields: the maker of a list held in columns (catalog/desired-instructions.ts, live/wire.ts).
 */
export function readingFields<L extends object, T extends InstructionSpec>(list: L, fields: InstructionFields<T>): L & { custom_instructions: T[] } {
  // One getter for both kinds: what it reads is the fields' own toArray, whose objects are the kind's.
  const made = addReadProperty(list, 'custom_instructions', readHeld as (this: L) => T[]);
  held.set(made, fields);
  return made;
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
    toArray: () => [...items],
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

import type { DesiredInstruction, DesiredList } from './desired.ts';
import { LIMITS } from './types.ts';
import type { TextPool } from '../util/text-pool.ts';
import { readingFields, type InstructionFields } from './instruction-fields.ts';

/**
 * A file's or a list's instructions in columns, not an object each (issue #31). An instruction object held
 * label, prompt, source language, two numbers of where it is written and a third of where its source language
 * is: 72 bytes and an array slot, some 40 MB that a plan of 5,000 lists × 100 instructions holds to its end
 * (docs/performance.md, Plan, seventh round). Here the labels and the prompts are an array each, the places
 * 32-bit integers, the source language one string while every instruction has the same, and the rare fields
 * (a fragment's file, a guide section, a place too large to pack) a column made on first use: 28 bytes an
 * instruction, some 34 with the columns' own share (test/catalog/desired-instructions.test.ts). The live side
 * does the same for what the service answers (live/wire.ts).
 *
 * `at` and `toArray` make the objects again on each call, as the files gave them; a reader takes the array once
 * and lets it go (they are young garbage), and keeps the list rather than the array.
 */
export class DesiredInstructions implements InstructionFields<DesiredInstruction> {
  /**
   * Made at the expected length and filled in place: arrays grown by pushing keep a third of their room empty. Once
   * `shareWith` has run they may be the live list's too, and never change again.
   */
  private labels: readonly string[];
  private prompts: readonly string[];
  private count = 0;
  private shared = false;
  /** Line and column of each instruction's entry, in turn; grown by doubling. */
  private places: Int32Array;
  /** The one source language while every instruction so far has the same (undefined: none has one). */
  private source: string | undefined;
  /** Each instruction's source language, from the first that differs from the one before it. */
  private sources: (string | undefined)[] | undefined;
  /** `source_language_at` (catalog/desired.ts packSourceLanguageAt) of each, -1 without one; made on first use. */
  private sourceAt: Int32Array | undefined;
  /** The rare instruction whose source language's place does not pack, by index: line and column. */
  private sourcePlaces: Map<number, readonly [number, number]> | undefined;
  /** The fragment that wrote each instruction (undefined: the list's own); made on first use. */
  private files: (string | undefined)[] | undefined;
  /** `section:` of each; made on first use. */
  private sections: (string | undefined)[] | undefined;

  /** `capacity`: how many are expected (a file's `custom_instructions` length); more still fit. */
  constructor(capacity = 0) {
    // At most a list's limit at first: a hostile file's count is only what it claims.
    const first = Math.min(capacity, LIMITS.instructionsPerList);
    this.labels = new Array<string>(first);
    this.prompts = new Array<string>(first);
    this.places = new Int32Array(2 * Math.max(first, 1));
  }

  get length(): number {
    return this.count;
  }

  label(n: number): string {
    return this.labels[n] as string;
  }

  prompt(n: number): string {
    return this.prompts[n] as string;
  }

  push(instruction: DesiredInstruction): void {
    // A programming error, not the user's: shared columns are the live list's too (shareWith).
    if (this.shared) throw new Error('DesiredInstructions.push: the columns are shared; make new ones');
    const n = this.count++;
    // Written at the end: past the length made, the array grows as by a push.
    (this.labels as string[])[n] = instruction.label;
    (this.prompts as string[])[n] = instruction.prompt;
    if (this.places.length < 2 * (n + 1)) this.places = grown(this.places, 2 * (n + 1), 0);
    this.places[2 * n] = instruction.line;
    this.places[2 * n + 1] = instruction.col;
    this.pushSource(n, instruction.source_language);
    const { source_language_at: at, source_language_line: line, source_language_col: col } = instruction;
    if (at !== undefined || line !== undefined) this.setSourcePlace(n, at, line, col);
    if (instruction.file !== undefined) (this.files ??= new Array<string | undefined>(n)).push(instruction.file);
    else this.files?.push(undefined);
    if (instruction.section !== undefined) (this.sections ??= new Array<string | undefined>(n)).push(instruction.section);
    else this.sections?.push(undefined);
  }

  /** The `n`th instruction, made anew, in the shape the files' reader made it (config/document-check.ts). */
  at(n: number): DesiredInstruction {
    const label = this.labels[n] as string;
    const prompt = this.prompts[n] as string;
    const line = this.places[2 * n] as number;
    const col = this.places[2 * n + 1] as number;
    const section = this.sections?.[n];
    const source_language = this.sourceLanguage(n);
    // Each shape one literal, as the reader built them: a field added afterwards goes to a store of its own.
    let instruction: DesiredInstruction;
    if (source_language === undefined) {
      instruction = section === undefined ? { label, prompt, line, col } : { label, prompt, line, col, section };
    } else {
      const packed = this.sourceAt?.[n] ?? -1;
      const wide = packed < 0 ? this.sourcePlaces?.get(n) : undefined;
      if (wide !== undefined) {
        const [source_language_line, source_language_col] = wide;
        instruction =
          section === undefined
            ? { label, prompt, source_language, line, col, source_language_line, source_language_col }
            : { label, prompt, source_language, line, col, source_language_line, source_language_col, section };
      } else if (packed >= 0) {
        const source_language_at = packed;
        instruction = section === undefined ? { label, prompt, source_language, line, col, source_language_at } : { label, prompt, source_language, line, col, source_language_at, section };
      } else {
        instruction = section === undefined ? { label, prompt, source_language, line, col } : { label, prompt, source_language, line, col, section };
      }
    }
    const file = this.files?.[n];
    if (file !== undefined) instruction.file = file;
    return instruction;
  }

  /**
   * Takes the pool's copy of the labels and of the prompts when they equal these (util/text-pool.ts shareColumn): the
   * live list of the same name read first, as it mostly is, keeps its arrays and these are garbage at once. Only for
   * a file's columns once all its instructions are in; nothing is pushed afterwards.
   */
  shareWith(texts: TextPool, list: string): void {
    this.shared = true;
    // A file that skipped an item (an error) left room unfilled: its columns match no other.
    if (this.labels.length !== this.count) return;
    this.labels = texts.shareColumn(list, 'labels', this.labels);
    this.prompts = texts.shareColumn(list, 'prompts', this.prompts);
  }

  /** The `n`th instruction's source language, without making the instruction. */
  sourceLanguage(n: number): string | undefined {
    return this.sources === undefined ? this.source : this.sources[n];
  }

  /** Every instruction, made anew (see the class). */
  toArray(): DesiredInstruction[] {
    const out = new Array<DesiredInstruction>(this.count);
    for (let n = 0; n < out.length; n++) out[n] = this.at(n);
    return out;
  }

  private pushSource(n: number, source: string | undefined): void {
    if (this.sources !== undefined) this.sources.push(source);
    else if (n === 0) this.source = source;
    else if (source !== this.source) this.sources = [...new Array<string | undefined>(n).fill(this.source), source];
  }

  private setSourcePlace(n: number, at: number | undefined, line: number | undefined, col: number | undefined): void {
    if (this.sourceAt === undefined || this.sourceAt.length <= n) this.sourceAt = grown(this.sourceAt ?? new Int32Array(0), Math.max(n + 1, this.places.length / 2), -1);
    if (at !== undefined) this.sourceAt[n] = at;
    else if (line !== undefined && col !== undefined) (this.sourcePlaces ??= new Map()).set(n, [line, col]);
  }
}

/** `from` in a larger array of at least `length` (doubling), the new places `fill`. */
function grown(from: Int32Array, length: number, fill: number): Int32Array {
  const to = new Int32Array(Math.max(length, 2 * from.length));
  to.set(from);
  if (fill !== 0) to.fill(fill, from.length);
  return to;
}

/** Instructions given as objects (a test's, a tool's), in columns. */
export function desiredInstructions(instructions: readonly DesiredInstruction[]): DesiredInstructions {
  const columns = new DesiredInstructions(instructions.length);
  for (const instruction of instructions) columns.push(instruction);
  return columns;
}

/** The fields every desired list has, but its instructions; the optional ones are set on the list made. */
type ListFields = Pick<DesiredList, 'file' | 'name' | 'language' | 'state' | 'configured_rules' | 'ruleOrigins' | 'examples' | 'origin'>;

/**
 * A desired list whose `custom_instructions` is read from `columns` (instruction-fields.ts readingFields): JSON, spreads and
 * comparisons see the array as before, made anew on each read.
 */
export function listReading(fields: ListFields, columns: DesiredInstructions): DesiredList {
  const { file, name, language, state, configured_rules, ruleOrigins, examples, origin } = fields;
  const head = { file, name, language, state, configured_rules, ruleOrigins };
  return Object.assign(readingFields(head, columns), { examples, origin });
}

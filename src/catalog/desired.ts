import type { InstructionSpec, Origin, RuleMap } from './types.ts';

/**
 * The files' desired state as the core reads it: lists, their instructions and
 * examples. It lives in the catalog (not in config/, which loads and validates
 * files) because the catalog's own modules (glossary pairs, samples) take it,
 * and the catalog imports nothing from config/ or plan/ (docs/architecture.md).
 */
export interface DesiredInstruction extends InstructionSpec {
  /**
   * The fragment that wrote it; absent on a list's own instruction, whose file
   * is its list's (a list is never extended, so its own instructions are in no
   * other list). Kept per list, not per instruction: one field fewer on half a
   * million instructions at 5,000 lists × 100 (issue #31). `instructionFile`
   * gives the file either way.
   */
  file?: string;
  /**
   * Where the instruction's entry is written (in its file), as numbers of the
   * instruction, not an Origin object of its own: half a million objects at
   * 5,000 lists × 100 instructions (issue #31). `instructionOrigin` gives the Origin.
   */
  line: number;
  col: number;
  /**
   * Where `source_language` is written, in one small integer (see
   * packSourceLanguageAt): one field, not two, on the instructions that have
   * it. `sourceLanguageOrigin` reads it.
   */
  source_language_at?: number;
  /** The same, as two numbers, where it does not fit one small integer (a hostile or very wide file). */
  source_language_line?: number;
  source_language_col?: number;
  /** The guide section the file puts it in (`section:`, catalog/guide-sections.ts); the guide's alone, never sent to the service. */
  section?: string;
}

/** The file an instruction of the list written in `listFile` is written in: a fragment's, or the list's own. */
export function instructionFile(instruction: DesiredInstruction, listFile: string): string {
  return instruction.file ?? listFile;
}

/** Where an instruction of the list written in `listFile` is written, as an Origin (a new object each call: the instruction keeps numbers). */
export function instructionOrigin(instruction: DesiredInstruction, listFile: string): Origin {
  return { file: instruction.file ?? listFile, line: instruction.line, col: instruction.col };
}

/** Where an instruction's `source_language` is written; its own origin when the file does not say. */
export function sourceLanguageOrigin(instruction: DesiredInstruction, listFile: string): Origin {
  const file = instruction.file ?? listFile;
  const { source_language_at: at, source_language_line: line, source_language_col: col } = instruction;
  if (at !== undefined) return { file, line: instruction.line + Math.floor(at / SOURCE_LANGUAGE_COLS), col: at % SOURCE_LANGUAGE_COLS };
  return line === undefined || col === undefined ? instructionOrigin(instruction, listFile) : { file, line, col };
}

/**
 * `source_language`'s place as one integer: the lines below the instruction's
 * entry times SOURCE_LANGUAGE_COLS, plus its column. Undefined when that does
 * not stay under 2^30, which V8 keeps in the field itself (a small integer, Smi,
 * even where pointers are compressed): a larger number would be a heap number
 * of its own and turn the field of every instruction of that shape into one.
 * A style file is at most 1 MB, so the fallback, two numbers, is for lines
 * of 2,048 characters and more or entries of 2^19 lines.
 */
export function packSourceLanguageAt(line: number, languageLine: number, languageCol: number): number | undefined {
  const below = languageLine - line;
  if (below < 0 || below >= MAX_LINES_BELOW || languageCol < 0 || languageCol >= SOURCE_LANGUAGE_COLS) return undefined;
  return below * SOURCE_LANGUAGE_COLS + languageCol;
}

const SOURCE_LANGUAGE_COLS = 2 ** 11;
const MAX_LINES_BELOW = 2 ** 19;

export interface ExampleExpectation {
  contains?: string[];
  not_contains?: string[];
  /** Regular expressions (JavaScript syntax, Unicode mode) the translation must match. */
  matches?: string[];
}

/**
 * A translate example, run by `plan --check-translations`. Field names follow
 * the rest of the style file (`source_language` like instructions), not the
 * translate API's `source_lang`/`target_lang`.
 */
export interface Example {
  text: string;
  source_language?: string;
  /** Defaults to the list's language; must share its root language. */
  target_language?: string;
  context?: string;
  expect?: ExampleExpectation;
  /** Rule keys (`numbers.decimal_separator`) and instruction labels the example exercises, for `validate --coverage`. */
  covers?: string[];
  /** Where the example starts. */
  origin: Origin;
  /** Its place in the file that declares it: `examples[2]`. */
  path: string;
  /** Where each field is written: `source_language`, `target_language`, `expect.contains[0]`, ... */
  at: Record<string, Origin>;
}

/**
 * A style rule list as the files say it should be, after `extends` is applied.
 * Origins point at the file and line that set each effective value, which may be a fragment.
 */
export interface DesiredList {
  /** The list file, relative to the repository root. */
  file: string;
  name: string;
  language: string;
  /** Optional pin: adopt this live list, allowing renames. */
  style_id?: string;
  state: 'present' | 'absent';
  /** `protect: true`: no plan may delete or replace the list (plan/protect.ts). */
  protect?: boolean;
  configured_rules: RuleMap;
  /** Keyed `group.rule`. */
  ruleOrigins: Record<string, Origin>;
  /**
   * Read-only, and made anew on each read from the list's columns (catalog/desired-instructions.ts listReading):
   * an assignment throws, and a push, a sort or an edit of an instruction would change only that read's copy.
   */
  readonly custom_instructions: readonly Readonly<DesiredInstruction>[];
  examples: Example[];
  /** Where the list's `name` is written. */
  origin: Origin;
  /** Where the list's `language` is written. */
  languageOrigin?: Origin;
  /** Glossaries its translations use, by name (`glossaries:`), each with where it is written. */
  glossaries?: GlossaryRef[];
  /** Text for the readable style guide (`guide:`); never sent to the service. */
  guide?: GuideText;
  /** `note:`: the change in words for the guide's dated What's new (catalog/file-note.ts); never sent to the service. */
  note?: string;
}

/** The guide's free text (`guide:` in a style file or stylesync.yaml), for people reading `stylesync guide`. */
export interface GuideText {
  audience?: string;
  voice?: string;
}

/** A glossary a style list names. */
export interface GlossaryRef {
  name: string;
  origin: Origin;
  /** `glossaries[1]`. */
  path: string;
}

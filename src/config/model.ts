import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { InstructionSpec, Origin, RuleMap } from '../catalog/types.ts';

/** One problem found in the style files or the repository config. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** Stable machine-readable code, e.g. `unknown-value`, `duplicate-label`. */
  code: string;
  message: string;
  /** What the user should do about it. Every diagnostic has one. */
  hint: string;
  file: string;
  line: number;
  col: number;
  /** Path inside the document, e.g. `custom_instructions[3].label` (empty for the whole file). */
  path: string;
}

export interface DesiredInstruction extends InstructionSpec {
  origin: Origin;
  /** Where `source_language` is written, for the language checks. */
  source_language_origin?: Origin;
}

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
  configured_rules: RuleMap;
  /** Keyed `group.rule`. */
  ruleOrigins: Record<string, Origin>;
  custom_instructions: DesiredInstruction[];
  examples: Example[];
  /** Where the list's `name` is written. */
  origin: Origin;
  /** Where the list's `language` is written. */
  languageOrigin?: Origin;
  /** Glossaries its translations use, by name (`glossaries:`), each with where it is written. */
  glossaries?: GlossaryRef[];
  /** Text for the readable style guide (`guide:`); never sent to the service. */
  guide?: GuideText;
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

export interface TargetConfig {
  base_url?: string;
  /** Name of the environment variable holding this target's key. */
  api_key_env?: string;
  /** Absolute once loaded (written relative to stylesync.yaml). */
  styles_dir?: string;
  /** Absolute once loaded (written relative to stylesync.yaml). */
  glossaries_dir?: string;
  auth_scheme?: string;
}

/** `stylesync.yaml`, with defaults applied. */
export interface RepoConfig {
  /** Absolute directory of stylesync.yaml (or the cwd when there is none): the repository root for paths. */
  root: string;
  /** Absolute path of the styles directory (the target's, or --dir, when given). */
  styles_dir: string;
  /**
   * Absolute path of the glossaries directory (the target's, when given); it need not exist.
   * Optional so that configs built in code (benches, tests) stay valid; the loader always sets it.
   */
  glossaries_dir?: string;
  /** Absolute paths of extra directories holding fragments; files starting with `_` are fragments anywhere. */
  fragments: string[];
  /** Absolute path of the config file read, when there was one. */
  config_file?: string;
  base_url?: string;
  auth_scheme?: string;
  prune: boolean;
  /** Glob-like name patterns of live lists that prune never deletes. */
  ignore: string[];
  /** `group.rule` names the service has and stylesync's catalog lacks: accepted with any value. */
  extra_rules?: string[];
  thresholds: {
    /** Refuse a plan that deletes more lists than this, unless --allow-deletes. */
    max_deletes: number;
    /** Refuse a plan that deletes more than this percentage of live lists. */
    max_delete_percent: number;
  };
  targets: Record<string, TargetConfig>;
  /** `guide:`: text on every page of the readable guide. */
  guide?: GuideText;
  /** `guide_url`: where the guide is published (https). */
  guide_url?: string;
  /** `coverage:`: the least share (percent) of terms, rules and instructions examples must exercise, else validate fails. */
  coverage?: CoverageMinimums;
}

/** Percentages, 0 to 100, each optional, with where each is written (a shortfall points there). */
export interface CoverageMinimums {
  terms?: CoverageMinimum;
  rules?: CoverageMinimum;
  instructions?: CoverageMinimum;
}

export interface CoverageMinimum {
  percent: number;
  origin: Origin;
}

/**
 * What validation found. When `errors` is not empty, `lists` may be
 * incomplete or partial (a list whose file failed to parse is missing; an
 * invalid instruction is left out): never plan or apply from it.
 */
export interface ValidationResult {
  /** Style lists (not fragments), with `extends` applied, sorted by file. */
  lists: DesiredList[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Every file read (lists and fragments), relative to the repository root. */
  files?: string[];
  /** Glossaries of the glossary files, sorted by file (incomplete when there are errors, like `lists`). */
  glossaries?: DesiredGlossary[];
  /** Glossary files read, and the entries files they name, relative to the repository root. */
  glossaryFiles?: string[];
}

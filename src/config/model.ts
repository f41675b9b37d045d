import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { DesiredList, GuideText } from '../catalog/desired.ts';
import type { Origin } from '../catalog/types.ts';

// The desired model moved to catalog/desired.ts; config/ re-exports it for its many readers.
export type { DesiredInstruction, DesiredList, Example, ExampleExpectation, GlossaryRef, GuideText } from '../catalog/desired.ts';

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

/** `preview:` in stylesync.yaml: the service (or second account) the translate previews are made on. */
export interface PreviewConfig {
  /** The target's address when absent. */
  base_url?: string;
  /** Name of the environment variable holding the preview key. */
  api_key_env: string;
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
  /** `reporting_tag`: sent with every translation (X-DeepL-Reporting-Tag); DEFAULT_REPORTING_TAG when absent. */
  reporting_tag?: string;
  prune: boolean;
  /** Glob-like name patterns of live lists that prune never deletes. */
  ignore: string[];
  /** Glob-like name patterns of lists and glossaries no plan may delete or replace (plan/protect.ts). */
  protect?: string[];
  /** What an adoption (a new unpinned file taking over a live item the base did not manage) is: shown (`warn`, the default) or an error. */
  adopt?: 'warn' | 'refuse';
  /** `group.rule` names the service has and stylesync's catalog lacks: accepted with any value. */
  extra_rules?: string[];
  thresholds: {
    /** Refuse a plan that deletes more lists than this, unless --allow-deletes. */
    max_deletes: number;
    /** Refuse a plan that deletes more than this percentage of live lists. */
    max_delete_percent: number;
  };
  targets: Record<string, TargetConfig>;
  /** `preview:`: where the translate checks make their copies, so the plan key may be read-only. */
  preview?: PreviewConfig;
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

/** What the style and glossary files hold once read and merged. */
export interface ProjectFiles {
  /** Style lists (not fragments), with `extends` applied, sorted by file. */
  lists: DesiredList[];
  /** Every style file read (lists and fragments), relative to the repository root. */
  files: string[];
  /** Glossaries of the glossary files, sorted by file. */
  glossaries: DesiredGlossary[];
  /** Glossary files read, and the entries files they name, relative to the repository root. */
  glossaryFiles: string[];
}

/**
 * What validation found, one shape for lists and glossaries: the files'
 * content and their warnings, or their errors and warnings. The content of
 * files with errors may be incomplete (a file that failed to parse is
 * missing; an invalid instruction is left out), so it is only reachable as
 * `partial`, for reports that count what was read: narrow on `ok` to plan,
 * apply or import from it.
 */
export type ValidationResult = ValidFiles | InvalidFiles;

export interface ValidFiles extends ProjectFiles {
  ok: true;
  warnings: Diagnostic[];
}

export interface InvalidFiles {
  ok: false;
  /** Never empty. */
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** What could be read: for counts and reports, never to plan from. */
  partial: ProjectFiles;
}

import type { Origin } from '../catalog/types.ts';
import type { Diagnostic } from '../config/model.ts';
import type { Coverage } from '../config/validate-coverage.ts';

/** What `plan` found beyond the diff: language support, and translate examples when asked for. */
export interface PlanChecks {
  languages: LanguageCheckReport;
  translations?: TranslationReport;
  /** How much of the whole project its examples exercise (validate --coverage's totals); with the translate checks of a whole plan. */
  coverage?: Coverage['totals'];
}

export interface LanguageCheckReport {
  /** Problems at the file:line of the offending value. */
  diagnostics: Diagnostic[];
  /** Language requests sent; 0 when the cache answered. */
  requests: number;
  /** Set when the languages could not be read, so nothing was checked. */
  skipped?: string;
}

export type ExpectationKind = 'contains' | 'not_contains' | 'matches';

export interface ExpectationResult {
  kind: ExpectationKind;
  value: string;
  met: boolean;
  origin: Origin;
  /** A `matches` pattern that ran past MATCH_TIME_LIMIT_MS on this translation (catastrophic backtracking): counted as not met. */
  undecided?: true;
}

/**
 * An expectation derived from a glossary term that the example's text
 * contains (derived-expectations.ts): the term's target (or one of its
 * admitted alternatives) in the translation, or none of its forbidden variants. Taken from the glossary files (what
 * apply makes true) and judged on both sides: unmet after fails the example
 * like a written expectation; before is shown, never a failure.
 */
export interface DerivedExpectation {
  kind: 'contains' | 'not_contains';
  value: string;
  /** `contains` only: the term's admitted alternatives, any of which meets the expectation as the target does. */
  admitted?: readonly string[];
  /** The source term found in the example's text. */
  term: string;
  /** The glossary that holds it, as its file names it. */
  glossary: string;
  /** Met by the translation after the change (the only one, when there is no before). */
  met: boolean;
  /** Met by the translation before the change; absent when there is no before. */
  met_before?: boolean;
  /** Where the term's entry is written. */
  origin: Origin;
}

/**
 * unchanged: the list has no pending change, translated once with the live
 * list. changed: translated with the live list (before) and a preview of the
 * desired state (after). new: the list does not exist yet (or is replaced),
 * so there is only an after.
 */
export type CheckMode = 'unchanged' | 'changed' | 'new';

export interface ExampleResult {
  origin: Origin;
  /** `examples[2]` in the file that declares it. */
  path: string;
  text: string;
  source_language?: string;
  target_language: string;
  context?: string;
  /** With the live list; only for changed lists. */
  before?: string;
  /** With the desired state: the preview, or the live list when unchanged. */
  after?: string;
  expectations: ExpectationResult[];
  /** Expectations derived from the glossary terms in the text; absent when none applies. */
  derived?: DerivedExpectation[];
  /** Derived expectations left out past the bound of one example (MAX_DERIVED_PER_EXAMPLE). */
  derived_omitted?: number;
  /** passed: every expectation met (or none given); failed: one was not; error: a translate request failed. */
  status: 'passed' | 'failed' | 'error';
  /** The service's message when a translate request failed. */
  error?: string;
}

export interface ListCheck {
  name: string;
  file: string;
  language: string;
  mode: CheckMode;
  /** The live list translated with (before, or the only translation when unchanged). */
  style_id?: string;
  /** The ephemeral list holding the desired state. */
  preview?: { name: string; style_id?: string; deleted: boolean; error?: string };
  /** On a preview service (stylesync.yaml's `preview:`): the copy of the live list made there, translated with instead of `style_id`. */
  live_copy?: { name: string; style_id?: string; deleted: boolean; error?: string };
  /**
   * The glossaries the list names (`glossaries:`), sent with every example
   * in the files' order. A list whose own content is unchanged is `changed`
   * when one of them changes: before with the live glossaries, after with
   * the preview copies.
   */
  glossaries?: GlossaryUse[];
  examples: ExampleResult[];
}

/**
 * How a glossary takes part in translations. unchanged: its live glossary
 * on both sides. changed: live before, a preview copy after. new: only
 * after, through a copy. unusable: no translation after the plan can use it
 * (`reason`: deleted by the plan, on the service several times, nowhere).
 */
export interface GlossaryUse {
  name: string;
  mode: CheckMode | 'unusable';
  /** The live glossary (before; and after when unchanged). */
  glossary_id?: string;
  reason?: string;
}

/** The ephemeral copy of a changed or new glossary, shared by every translation that needs it. */
export interface GlossaryPreview {
  /** The glossary it previews, as its file names it. */
  glossary: string;
  file: string;
  /** The copy's name on the service (PREVIEW_PREFIX, this run's id, the glossary's name). */
  name: string;
  glossary_id?: string;
  /** The language pairs copied: only those the examples translate. */
  pairs: string[];
  deleted: boolean;
  error?: string;
}

/** The examples a glossary file carries, translated with that glossary alone (no style list). */
export interface GlossaryCheck {
  name: string;
  file: string;
  mode: CheckMode;
  /** The live glossary (before for a changed glossary; the only translation when unchanged). */
  glossary_id?: string;
  examples: ExampleResult[];
}

export interface TranslationReport {
  /** Billed characters counted before sending: source code points × translations. */
  estimate: { characters: number; translations: number; limit: number };
  /** What the service said it billed (show_billed_characters), summed. */
  billed_characters: number;
  /** Set when nothing was sent: the estimate was over the limit, or the language checks failed. */
  refused?: { message: string; hint: string };
  /**
   * Set when the key lacks a scope the previews need (a read-only key plans
   * fine): what was sent stopped there, nothing is judged, and it is no failure.
   */
  skipped?: { missing_scopes: string[]; message: string; hint: string };
  /** The X-DeepL-Reporting-Tag every translation of the checks carried: the account's usage report counts billed_characters under it. */
  reporting_tag?: string;
  lists: ListCheck[];
  /** The examples of glossary files; absent when the project has none. */
  glossaries?: GlossaryCheck[];
  /** The copies of changed and new glossaries this run made (and deleted); absent when none was needed. */
  glossary_previews?: GlossaryPreview[];
  /** Preview lists of earlier runs removed because they were more than an hour old. */
  leftovers_removed: Array<{ style_id: string; name: string }>;
  /** Preview glossaries of earlier runs removed likewise; absent when none was. */
  glossary_leftovers_removed?: Array<{ glossary_id: string; name: string }>;
  /** Unmet expectations, failed translations, and preview lists and glossaries that could not be made or removed. */
  failures: number;
  /** Requests the checks sent (creates, translates, deletes, reads after a failed create). */
  requests: number;
}

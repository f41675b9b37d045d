import type { GuideText } from '../catalog/desired.ts';
import type { AdmittedTerm, ForbiddenTerm } from '../catalog/glossary.ts';
import type { GuideSectionId } from '../catalog/guide-sections.ts';

/**
 * The readable style guide (issue #22), as data: for each target language,
 * the lists that write it (their conventions in words, their instructions)
 * and the terminology of the glossaries they name. Built from the files
 * alone, with extends already merged by the loader: the guide says what the
 * files say, whatever the service holds. Renderers (guide-markdown.ts) turn
 * it into pages; every rule, instruction and term has a stable anchor.
 */
export interface Guide {
  /** stylesync.yaml's `guide:` text, on every page. */
  about?: GuideText;
  languages: GuideLanguage[];
}

export interface GuideLanguage {
  /** The language code as the files write it, lower case (`de`, `en-us`). */
  language: string;
  /** "German", from the platform's language names; the code when it has none. */
  title: string;
  /** The page's file stem (`de`, `en-us`). */
  page: string;
  lists: GuideList[];
  terminology: GuideDictionary[];
  /** The anchor of each section of the outline (catalog/guide-sections.ts) on this page. */
  sections: Record<GuideSectionId, string>;
}

export interface GuideList {
  name: string;
  file: string;
  anchor: string;
  conventions: GuideGroup[];
  instructions: GuideInstruction[];
  /** The glossaries the list names, in its order. */
  glossaries: string[];
  /** The style file's `guide:` text. */
  about?: GuideText;
  /** The style file's `note:`: its change in words in the dated What's new (guide-dated.ts). */
  note?: string;
  /** Each example of the list, in file order, with its recorded translation when it is current. */
  samples: GuideSample[];
}

/**
 * An example and what the last translate check made of it. current: recorded
 * with the files as they are now. stale: recorded, but the list, the example
 * or a glossary it uses has changed since (left out of the page, counted).
 * none: never recorded (or its last check failed).
 */
export interface GuideSample {
  text: string;
  status: 'current' | 'stale' | 'none';
  /** The target it was translated into; the example's own (or the list's language) when not recorded. */
  target_language: string;
  translation?: string;
  glossaries: string[];
  recorded_at?: string;
}

export interface GuideGroup {
  group: string;
  title: string;
  rules: GuideRule[];
}

export interface GuideRule {
  group: string;
  rule: string;
  value: string;
  /** "Decimal separator". */
  words: string;
  /** "comma". */
  valueWords: string;
  anchor: string;
  /** The section of the outline it is shown in. */
  section: GuideSectionId;
  /** For a rule with a format (a date pattern, a separator): what it looks like, from a current sample translation or derived from the value. */
  example?: { text: string; from: 'sample' | 'illustration' };
}

export interface GuideInstruction {
  label: string;
  prompt: string;
  source_language?: string;
  anchor: string;
  /** The service's advice the instruction goes against, in a few words each (what validate warns of; config/validate-instructions.ts). */
  advice?: readonly string[];
  /** The section of the outline it is shown in: the file's `section:`, else formality and tone. */
  section: GuideSectionId;
}

export interface GuideDictionary {
  glossary: string;
  file: string;
  source_lang: string;
  target_lang: string;
  anchor: string;
  /** The glossary file's `note:`: its change in words in the dated What's new (guide-dated.ts). */
  note?: string;
  /** Sorted by source term (a collator of the platform: the order a reader looks things up in). */
  terms: GuideTerm[];
  /** Where each initial letter starts, for a jump index over a long dictionary; see initialsOf. */
  initials: GuideInitial[];
}

/** The first term of an initial letter (`A`; `#` for digits and signs) in a dictionary's order. */
export interface GuideInitial {
  letter: string;
  /** The index of its first term in `terms`. */
  first: number;
  anchor: string;
}

export interface GuideTerm {
  source: string;
  /** For a term not to translate, the source term itself. */
  target: string;
  anchor: string;
  /** Alternatives a translator may use instead of the target (the long form's `admitted`), each with its note. */
  admitted?: readonly AdmittedTerm[];
  /** Target variants never to use (the long form's `forbidden`), each with its note. */
  forbidden?: readonly ForbiddenTerm[];
  definition?: string;
  note?: string;
  /** `translate: false`: keep the source term as it is. */
  doNotTranslate?: true;
}

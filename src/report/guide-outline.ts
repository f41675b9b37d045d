import { GUIDE_SECTIONS, type GuideSectionId } from '../catalog/guide-sections.ts';
import type { GuideInstruction, GuideLanguage, GuideRule } from './guide-types.ts';

/**
 * A language page's content in the order of the outline (issue #30): each
 * section with the rules and instructions of every list of the language that
 * fall in it (the list named beside each), and whether anything decides it.
 * The terminology decides natural expression (borrowed words, fixed
 * translations). A section nothing decides is still listed: the page says so.
 *
 * The rules and instructions are walked from the model when the page is
 * written, never gathered: at 125 lists of 100 instructions a language's
 * outline gathered (a copy of each instruction) lived long enough to be
 * promoted out of the young generation before it died, on every page
 * (issue #31).
 */
export interface OutlineSection {
  id: GuideSectionId;
  title: string;
  /** Numbers, dates, times and money: shown as name / format / example. */
  format: boolean;
  anchor: string;
  /** Whether any list has a rule in the section. */
  hasRules: boolean;
  /** Each rule of the section, list by list, with its list's name. */
  rules(): Generator<readonly [rule: GuideRule, list: string]>;
  /** Each instruction of the section, list by list, with its list's name. */
  instructions(): Generator<readonly [instruction: GuideInstruction, list: string]>;
  decided: boolean;
}

export function guideOutline(language: GuideLanguage): OutlineSection[] {
  return GUIDE_SECTIONS.map((s): OutlineSection => {
    const hasRules = language.lists.some((l) => l.conventions.some((g) => g.rules.some((r) => r.section === s.id)));
    const hasInstructions = language.lists.some((l) => l.instructions.some((i) => i.section === s.id));
    const terms = s.id === 'natural-expression' && language.terminology.some((d) => d.terms.length > 0);
    return {
      id: s.id,
      title: s.title,
      format: 'format' in s,
      anchor: language.sections[s.id],
      hasRules,
      *rules() {
        for (const l of language.lists) for (const g of l.conventions) for (const r of g.rules) if (r.section === s.id) yield [r, l.name] as const;
      },
      *instructions() {
        for (const l of language.lists) for (const i of l.instructions) if (i.section === s.id) yield [i, l.name] as const;
      },
      decided: hasRules || hasInstructions || terms,
    };
  });
}

/** How many sections of the outline something decides on a page: the index's count. */
export function decidedSectionCount(language: GuideLanguage): number {
  return guideOutline(language).filter((s) => s.decided).length;
}

import { GUIDE_SECTIONS, type GuideSectionId } from '../catalog/guide-sections.ts';
import type { GuideInstruction, GuideLanguage, GuideRule } from './guide-types.ts';

/**
 * A language page's content in the order of the outline (issue #30): each
 * section with the rules and instructions of every list of the language that
 * fall in it (the list named beside each), and whether anything decides it.
 * The terminology decides natural expression (borrowed words, fixed
 * translations). A section nothing decides is still listed: the page says so.
 */
export interface OutlineSection {
  id: GuideSectionId;
  title: string;
  /** Numbers, dates, times and money: shown as name / format / example. */
  format: boolean;
  anchor: string;
  rules: Array<GuideRule & { list: string }>;
  instructions: Array<GuideInstruction & { list: string }>;
  decided: boolean;
}

export function guideOutline(language: GuideLanguage): OutlineSection[] {
  return GUIDE_SECTIONS.map((s): OutlineSection => {
    const rules = language.lists.flatMap((l) => l.conventions.flatMap((g) => g.rules.filter((r) => r.section === s.id).map((r) => ({ ...r, list: l.name }))));
    const instructions = language.lists.flatMap((l) => l.instructions.filter((i) => i.section === s.id).map((i) => ({ ...i, list: l.name })));
    const terms = s.id === 'natural-expression' && language.terminology.some((d) => d.terms.length > 0);
    return { id: s.id, title: s.title, format: 'format' in s, anchor: language.sections[s.id], rules, instructions, decided: rules.length + instructions.length > 0 || terms };
  });
}

/** How many sections of the outline something decides on a page: the index's count. */
export function decidedSectionCount(language: GuideLanguage): number {
  return guideOutline(language).filter((s) => s.decided).length;
}

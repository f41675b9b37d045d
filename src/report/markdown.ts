import type { UnmanagedGlossary } from '../plan/glossary-types.ts';
import { allProblems } from '../plan/sections.ts';
import type { Plan, PlanProblem, UnmanagedList } from '../plan/types.ts';
import { markdownGlossarySection } from './glossary-markdown.ts';
import { glossaryChanges } from './glossary-words.ts';
import type { PlanChecks } from '../checks/types.ts';
import { checkSections } from './checks-markdown.ts';
import type { GuideLinks } from './guide-links.ts';
import { markdownMessage, markdownText } from './user-text.ts';
import { partialLine } from './partial-line.ts';
import { heldBack, heldBackWords, summaryLine } from './summary-line.ts';
import { type CutNotes, fitSections, type Section } from './markdown-fit.ts';
import { markdownListSection } from './markdown-list.ts';
import { adoptedFirst } from './marks.ts';
import { PLAN_SIDES, type MarkdownSides } from './markdown-sides.ts';
import { planOverview, previewOutcomes, type PreviewOutcome } from './plan-overview.ts';
import type { ChangeCause } from './change-cause.ts';

/** GitHub refuses comments longer than this. */
export const GITHUB_COMMENT_LIMIT = 65_536;

export interface MarkdownOptions {
  /** Upper bound on the output's length; GitHub's comment limit unless set. */
  maxChars?: number;
  /** Language and translate checks, shown after the lists and cut with them; their outcome per list is the overview's Preview column. */
  checks?: PlanChecks;
  /** The alerts and the table of every list above the details (plan-overview.ts); on unless false. */
  overview?: boolean;
  /** Who deletes and replaces in the overview's alerts: "This plan" unless told. */
  overviewSubject?: string;
  /** Preview outcomes per list name for the overview, when they come from elsewhere than `checks`. */
  previews?: ReadonlyMap<string, PreviewOutcome>;
  /** The `###` heading's text: the summary line unless told; null for none (a caller that says the counts itself). */
  heading?: string | null;
  /** The columns of rule changes and translate examples: Before/After unless told. */
  sides?: MarkdownSides;
  /** What the notes of a cut plan say (markdown-fit.ts); no pointer to a job summary unless told. */
  cutNotes?: CutNotes;
  /** Links from each changed rule, instruction and term to its anchor in the published guide (`guide_url`); none unless given. */
  links?: GuideLinks;
  /** Which side moved, when the caller knows (change-cause.ts); `unknown` unless told. */
  cause?: ChangeCause;
}

/**
 * The plan as a pull-request comment: the summary as heading, alerts for
 * deletes and replaces, problems in a warning block, the overview table, then
 * one collapsible section per list. Every piece of user text is escaped, and
 * a plan too long for one comment is cut per list with a note saying so (and
 * where the rest is, when the caller says: `cutNotes`).
 */
export function renderMarkdown(plan: Plan, options: MarkdownOptions = {}): string {
  const heading = options.heading === undefined ? summaryLine(plan) : options.heading;
  const header = heading === null ? [] : [`### ${markdownText(heading)}`, ''];
  const sides = options.sides ?? PLAN_SIDES;
  const partial = partialLine(plan);
  if (partial !== undefined) header.push(`**${markdownText(partial)}**`, '');
  if (plan.target !== undefined) header.push(`Target: ${markdownText(plan.target)}`, '');
  const overview = options.overview === false ? { alerts: [] } : planOverview(plan, {
          previews: options.previews ?? previewOutcomes(options.checks),
          ...(options.overviewSubject === undefined ? {} : { subject: options.overviewSubject }),
        });
  return fitSections(
    {
      // The alerts name at most a few lists each, so they stay whole however long the plan.
      header: [...header, ...overview.alerts],
      problems: problemSection(allProblems(plan), heldBack(plan)),
      ...(overview.table ? { overview: overview.table } : {}),
      sections: [
        ...adoptedFirst(plan.lists.items).map((list) => markdownListSection(list, sides, options.links, options.cause)),
        ...adoptedFirst(glossaryChanges(plan)).map((g) => markdownGlossarySection(g, sides, options.links, options.cause)),
        ...(options.checks ? checkSections(options.checks, sides) : []),
      ],
      unmanaged: unmanagedSection(plan.lists.unmanaged, plan.glossaries?.unmanaged ?? []),
    },
    options.maxChars ?? GITHUB_COMMENT_LIMIT,
    options.cutNotes,
  );
}

/** A problem of a list or of a glossary: both shapes carry these. */
type Problem = Pick<PlanProblem, 'message' | 'hint' | 'file'>;

function problemSection(problems: Problem[], held: { lists: Problem[]; glossaries: Problem[] }): Section | undefined {
  const blocked = [...held.lists, ...held.glossaries];
  if (problems.length === 0 && blocked.length === 0) return undefined;
  const item = (problem: Problem) => {
    const where = problem.file !== undefined ? ` (${markdownText(problem.file)})` : '';
    // markdownMessage: a hint's `--allow-deletes` or `style_id: …` is code to copy, not escaped backticks shown as text.
    return `> - ${markdownMessage(problem.message)}${where}<br>**Hint:** ${markdownMessage(problem.hint)}`;
  };
  const titles: string[] = [];
  if (problems.length > 0) titles.push(`${problems.length === 1 ? '1 problem stops' : `${problems.length} problems stop`} this plan from being applied.`);
  // "The rest can be applied" only when nothing stops the plan: beside a problem it would contradict the line before.
  if (blocked.length > 0) titles.push(`${heldBackWords(held.lists.length, held.glossaries.length)} held back${problems.length > 0 ? ' as well.' : '; the rest can be applied.'}`);
  return { head: ['> [!WARNING]', `> **${titles.join(' ')}**`, '>'], body: [...problems, ...blocked].map(item), tail: [''] };
}

/** Unmanaged lists, then unmanaged glossaries, as one block (cut as one); undefined when there are neither. */
function unmanagedSection(lists: UnmanagedList[], glossaries: UnmanagedGlossary[]): Section | undefined {
  if (lists.length === 0 && glossaries.length === 0) return undefined;
  const why = (ignored: boolean) => (ignored ? 'matches an ignore pattern' : '`--prune` would delete it');
  const listLines = lists.map((list) => `- ${markdownText(list.name)} (${markdownText(list.language)}, style\\_id ${markdownText(list.style_id)}): ${why(list.ignored)}`);
  const glossaryLines = glossaries.map((g) => `- ${markdownText(g.name)} (glossary\\_id ${markdownText(g.glossary_id)}): ${why(g.ignored)}`);
  const title = lists.length === 0 ? '**Glossaries no glossary file manages**' : glossaries.length === 0 ? '**Lists no style file manages**' : '**Lists and glossaries no file manages**';
  return { head: [`${title} (left alone):`, ''], body: [...listLines, ...glossaryLines], tail: [''] };
}

import type { RuleChange } from '../catalog/canonical.ts';
import type { InstructionSpec, Origin } from '../catalog/types.ts';
import { renameHintText } from '../plan/rename-hint.ts';
import type { Change, ListPlan, Plan, PlanProblem, UnmanagedList } from '../plan/types.ts';
import type { PlanChecks } from '../checks/types.ts';
import { checkSections } from './checks-markdown.ts';
import { ACTION_MARK } from './marks.ts';
import { markdownHtml, markdownText } from './user-text.ts';
import { formatOrigin } from './origin.ts';
import { partialLine } from './partial-line.ts';
import { summaryLine } from './summary-line.ts';
import { fitSections, type Section } from './markdown-fit.ts';
import { markdownWordDiff } from './markdown-word-diff.ts';

/** GitHub refuses comments longer than this. */
export const GITHUB_COMMENT_LIMIT = 65_536;

export interface MarkdownOptions {
  /** Upper bound on the output's length; GitHub's comment limit unless set. */
  maxChars?: number;
  /** Language and translate checks, shown after the lists and cut with them. */
  checks?: PlanChecks;
}

/**
 * The plan as a pull-request comment: the summary as heading, problems in a
 * warning block, one collapsible section per list. Every piece of user text
 * is escaped, and a plan too long for one comment is cut per list with a note
 * pointing at the full plan.
 */
export function renderMarkdown(plan: Plan, options: MarkdownOptions = {}): string {
  const header = [`### ${markdownText(summaryLine(plan))}`, ''];
  const partial = partialLine(plan);
  if (partial !== undefined) header.push(`**${markdownText(partial)}**`, '');
  if (plan.target !== undefined) header.push(`Target: ${markdownText(plan.target)}`, '');
  return fitSections(
    {
      header,
      problems: problemSection(plan.problems, plan.blocked ?? []),
      sections: [...plan.lists.map(listSection), ...(options.checks ? checkSections(options.checks) : [])],
      unmanaged: plan.unmanaged.length > 0 ? unmanagedSection(plan.unmanaged) : undefined,
    },
    options.maxChars ?? GITHUB_COMMENT_LIMIT,
  );
}

function problemSection(problems: PlanProblem[], blocked: PlanProblem[]): Section | undefined {
  if (problems.length === 0 && blocked.length === 0) return undefined;
  const item = (problem: PlanProblem) => {
    const where = problem.file !== undefined ? ` (${markdownText(problem.file)})` : '';
    return `> - ${markdownText(problem.message)}${where}<br>**Hint:** ${markdownText(problem.hint)}`;
  };
  const titles: string[] = [];
  if (problems.length > 0) titles.push(`${problems.length === 1 ? '1 problem stops' : `${problems.length} problems stop`} this plan from being applied.`);
  if (blocked.length > 0) titles.push(`${blocked.length === 1 ? '1 list is' : `${blocked.length} lists are`} held back; the rest can be applied.`);
  return { head: ['> [!WARNING]', `> **${titles.join(' ')}**`, '>'], body: [...problems, ...blocked].map(item), tail: [''] };
}

function unmanagedSection(unmanaged: UnmanagedList[]): Section {
  const body = unmanaged.map((list) => {
    const why = list.ignored ? 'matches an ignore pattern' : '`--prune` would delete it';
    return `- ${markdownText(list.name)} (${markdownText(list.language)}, style\\_id ${markdownText(list.style_id)}): ${why}`;
  });
  return { head: ['**Lists no style file manages** (left alone):', ''], body, tail: [''] };
}

function listSection(list: ListPlan): Section {
  const where = list.file !== undefined ? ` · ${markdownHtml(list.file)}` : '';
  const replaced = list.changes.find((c) => c.kind === 'delete_list' && c.reason === 'replace');
  const language = replaced?.kind === 'delete_list' ? `${replaced.before.language} → ${list.language}` : list.language;
  const head = [
    `<details><summary><code>${markdownHtml(ACTION_MARK[list.action])}</code> <b>${markdownHtml(list.name)}</b> (${markdownHtml(language)}): ${list.action}${where}</summary>`,
    '',
  ];
  const body: string[] = [];
  if (list.rename_hint !== undefined) {
    const { message, hint } = renameHintText(list, list.rename_hint);
    body.push(`> [!NOTE]`, `> ${markdownText(message)}<br>**Hint:** ${markdownText(hint)}`, '');
  }
  let instructions = false;
  for (const change of list.changes) {
    if (!instructions && change.kind.endsWith('_instruction')) {
      instructions = true;
      body.push('**Instructions**', '');
    }
    body.push(...changeLines(change, list));
  }
  return { head, body, tail: ['', '</details>', ''] };
}

function changeLines(change: Change, list: ListPlan): string[] {
  switch (change.kind) {
    case 'create_list': {
      const rules: RuleChange[] = [];
      for (const [group, members] of Object.entries(change.body.configured_rules)) {
        for (const [rule, after] of Object.entries(members)) rules.push({ group, rule, after });
      }
      const lines = [`Creates the list in language ${markdownText(change.body.language)}${originNote(change.origin)}.`, ''];
      if (rules.length > 0) lines.push(...ruleTable(rules));
      if (change.body.custom_instructions.length > 0) {
        lines.push('**Instructions**', '');
        change.body.custom_instructions.forEach((instruction, i) => lines.push(newInstruction(instruction, change.instruction_origins?.[i])));
        lines.push('');
      }
      return lines;
    }
    case 'rename_list':
      return [`Renames ${markdownText(change.from)} → **${markdownText(change.to)}**${originNote(change.origin)}.`, ''];
    case 'replace_rules':
      return ['**Rules** (replaced as a whole)', '', ...ruleTable(change.rules)];
    case 'delete_instruction': {
      const why = change.reason === 'duplicate_label' ? 'duplicate label in the live list; one copy is kept' : 'no longer in the style file';
      return [`- \`-\` **${markdownText(change.before.label)}**: ${why}`];
    }
    case 'update_instruction': {
      const parts: string[] = [];
      if (change.before.prompt !== change.after.prompt) parts.push(markdownWordDiff(change.before.prompt, change.after.prompt));
      if (change.before.source_language !== change.after.source_language) {
        parts.push(`(source language ${sourceLanguage(change.before.source_language)} → ${sourceLanguage(change.after.source_language)})`);
      }
      return [`- \`~\` **${markdownText(change.after.label)}**${originNote(change.origin)}: ${parts.join(' ')}`];
    }
    case 'create_instruction':
      return [newInstruction(change.after, change.origin)];
    case 'delete_list': {
      const before = change.before;
      const id = `style\\_id ${markdownText(before.style_id)}`;
      if (change.reason === 'replace') {
        return [
          '> [!CAUTION]',
          `> The language changes from ${markdownText(before.language)} to ${markdownText(list.language)}, which the service cannot do in place: ` +
            `the list (${id}) is deleted and created again with a **new style\\_id**. Translation requests passing the old id must switch to the new one.`,
          '',
        ];
      }
      const rules = Object.values(before.configured_rules).reduce((n, group) => n + Object.keys(group).length, 0);
      const why =
        change.reason === 'absent'
          ? 'the style file says `state: absent`'
          : change.reason === 'duplicate'
            ? `it is a duplicate, an exact copy of the style file's content (style\\_id ${markdownText(change.kept ?? '?')}, the oldest copy, is kept), so nothing is lost`
            : 'no style file manages it (`--prune`)';
      return [`Deletes the list (${id}): ${why}; its ${rules} rules and ${before.custom_instructions.length} instructions go with it.`, ''];
    }
  }
}

function ruleTable(rules: RuleChange[]): string[] {
  const cell = (value: string | undefined) => (value === undefined ? '_(unset)_' : markdownText(value));
  return [
    '| Group | Rule | Before | After |',
    '|---|---|---|---|',
    ...rules.map((r) => `| ${markdownText(r.group)} | ${markdownText(r.rule)} | ${cell(r.before)} | ${cell(r.after)} |`),
    '',
  ];
}

function newInstruction(instruction: InstructionSpec, origin: Origin | undefined): string {
  return `- \`+\` **${markdownText(instruction.label)}**${originNote(origin)}: ${markdownText(instruction.prompt)} (source language ${sourceLanguage(instruction.source_language)})`;
}

function sourceLanguage(code: string | undefined): string {
  return code === undefined ? '(unset)' : markdownText(code);
}

function originNote(origin: Origin | undefined): string {
  return origin ? ` (${markdownText(formatOrigin(origin))})` : '';
}

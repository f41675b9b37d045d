import type { InstructionSpec, LiveList, Origin } from '../catalog/types.ts';
import { listKind } from '../plan/kinds.ts';
import { renameHintText } from './rename-hint-text.ts';
import type { Change, ListPlan } from '../plan/types.ts';
import { heldInWords, isLoss, ruleCount } from './list-content.ts';
import type { Section } from './markdown-fit.ts';
import { markdownRuleChanges, markdownRuleValues } from './markdown-rules.ts';
import { PLAN_SIDES, type MarkdownSides } from './markdown-sides.ts';
import { markdownWordDiff } from './markdown-word-diff.ts';
import { markdownDeleteHead } from './markdown-delete.ts';
import { ACTION_MARK } from './marks.ts';
import { formatOrigin } from './origin.ts';
import type { GuideLinks } from './guide-links.ts';
import { markdownHtml, markdownLink, markdownMessage, markdownText } from './user-text.ts';
import { type ChangeCause, instructionGoneWords, serviceBlockWords } from './change-cause.ts';

/**
 * One list of the plan as a `<details>` block. A delete or a replace is open
 * (a reviewer approving it must see it without expanding anything) and shows
 * what goes with the live list: its rules in words and its instruction labels.
 * `sides` names the columns of its rule changes; with `links` (a guide
 * address is configured), each changed rule and instruction links to its
 * anchor in the published guide.
 */
export function markdownListSection(list: ListPlan, sides: MarkdownSides = PLAN_SIDES, links?: GuideLinks, cause: ChangeCause = 'unknown'): Section {
  const where = list.file !== undefined ? ` · ${markdownHtml(list.file)}` : '';
  const replaced = list.changes.find((c) => c.kind === 'delete_list' && c.reason === 'replace');
  const language = replaced?.kind === 'delete_list' ? `${replaced.before.language} → ${list.language}` : list.language;
  const open = isLoss(list) ? ' open' : '';
  const head = [
    `<details${open}><summary><code>${markdownHtml(ACTION_MARK[list.action])}</code> <b>${markdownHtml(list.name)}</b> (${markdownHtml(language)}): ${list.adopted ? 'adopt' : list.action}${where}</summary>`,
    '',
  ];
  const body: string[] = [];
  if (list.rename_hint !== undefined) {
    const { message, hint } = renameHintText(listKind, list.file, list.rename_hint);
    // markdownMessage: the hint's `style_id: …` is code to copy; escaped backticks would show as text.
    body.push(`> [!NOTE]`, `> ${markdownMessage(message)}<br>**Hint:** ${markdownMessage(hint)}`, '');
  }
  let instructions = false;
  for (const change of list.changes) {
    if (!instructions && change.kind.endsWith('_instruction')) {
      instructions = true;
      body.push('**Instructions**', '');
    }
    body.push(...changeLines(change, list, { sides, links, cause }));
  }
  return { head, body, tail: ['', '</details>', ''] };
}

function changeLines(change: Change, list: ListPlan, { sides, links, cause }: { sides: MarkdownSides; links: GuideLinks | undefined; cause: ChangeCause }): string[] {
  const ruleLink = links === undefined ? undefined : (group: string, rule: string) => links.rule(list.name, group, rule);
  const label = (text: string) => {
    const url = links?.instruction(list.name, text);
    return url === undefined ? markdownText(text) : markdownLink(text, url);
  };
  switch (change.kind) {
    case 'create_list': {
      const lines = [`Creates the list in language ${markdownText(change.body.language)}${originNote(change.origin)}.`, ''];
      if (ruleCount(change.body.configured_rules) > 0) lines.push(...markdownRuleValues(change.body.configured_rules, 'Value', ruleLink));
      if (change.body.custom_instructions.length > 0) {
        lines.push('**Instructions**', '');
        change.body.custom_instructions.forEach((instruction, i) => lines.push(newInstruction(instruction, change.instruction_origins?.[i], label)));
        lines.push('');
      }
      return lines;
    }
    case 'rename_list':
      return [`Renames ${markdownText(change.from)} → **${markdownText(change.to)}**${originNote(change.origin)}.`, ''];
    case 'replace_rules': {
      const outside = serviceBlockWords(cause, 'style files');
      return [`**Rules** (replaced as a whole${outside === '' ? '' : `; ${outside}`})`, '', ...markdownRuleChanges(change.rules, sides, ruleLink)];
    }
    case 'delete_instruction': {
      const why = change.reason === 'duplicate_label' ? 'duplicate label in the live list; one copy is kept' : instructionGoneWords(cause);
      // An adopted list's instructions were never in a file: the reviewer sees here what is lost.
      return [`- \`-\` **${markdownText(change.before.label)}**: ${why}${list.adopted ? `<br>${markdownText(change.before.prompt)}` : ''}`];
    }
    case 'update_instruction': {
      const parts: string[] = [];
      if (change.before.prompt !== change.after.prompt) parts.push(markdownWordDiff(change.before.prompt, change.after.prompt));
      if (change.before.source_language !== change.after.source_language) {
        parts.push(`(source language ${sourceLanguage(change.before.source_language)} → ${sourceLanguage(change.after.source_language)})`);
      }
      return [`- \`~\` **${label(change.after.label)}**${originNote(change.origin)}: ${parts.join(' ')}`];
    }
    case 'create_instruction':
      return [newInstruction(change.after, change.origin, label)];
    case 'delete_list':
      return deleteLines(change, list);
  }
}

function deleteLines(change: Extract<Change, { kind: 'delete_list' }>, list: ListPlan): string[] {
  const before = change.before;
  const id = `style\\_id ${markdownText(before.style_id)}`;
  if (change.reason === 'replace') {
    const pin = list.pinned && list.file !== undefined ? `, and so must the style\\_id pin in ${markdownText(list.file)}` : '';
    return [
      '> [!CAUTION]',
      `> The language changes from ${markdownText(before.language)} to ${markdownText(list.language)}, which the service cannot do in place: ` +
        `the list (${id}) is deleted and created again with a **new style\\_id**. Translation requests passing the old id must switch to the new one${pin}.`,
      '',
      ...liveContent(before, 'The old list goes with', 'the new list gets the style file’s, below'),
    ];
  }
  const lines = markdownDeleteHead(listKind, before.style_id, change.reason, change.kept);
  return change.reason === 'duplicate' ? lines : [...lines, ...liveContent(before, 'With it go', undefined)];
}

/** The live list's rules in words and its instruction labels: what a delete takes away. */
function liveContent(live: LiveList, lead: string, aside: string | undefined): string[] {
  const rules = ruleCount(live.configured_rules);
  const instructions = live.custom_instructions.length;
  const note = aside === undefined ? '' : ` (${aside})`;
  if (rules === 0 && instructions === 0) return [`The live list holds no rules and no instructions${note}.`, ''];
  const lines = [`${lead} its ${heldInWords(rules, instructions)}, as they are live now${note}:`, ''];
  if (rules > 0) lines.push(...markdownRuleValues(live.configured_rules, 'Live value'));
  if (instructions > 0) {
    lines.push('**Instructions**', '', ...live.custom_instructions.map((i) => `- \`-\` **${markdownText(i.label)}**`), '');
  }
  return lines;
}

function newInstruction(instruction: InstructionSpec, origin: Origin | undefined, label: (text: string) => string): string {
  return `- \`+\` **${label(instruction.label)}**${originNote(origin)}: ${markdownText(instruction.prompt)} (source language ${sourceLanguage(instruction.source_language)})`;
}

function sourceLanguage(code: string | undefined): string {
  return code === undefined ? '(unset)' : markdownText(code);
}

function originNote(origin: Origin | undefined): string {
  return origin ? ` (${markdownText(formatOrigin(origin))})` : '';
}

import type { RuleChange } from '../catalog/canonical.ts';
import { ruleInWords, valueInWords } from '../catalog/rule-words.ts';
import type { RuleMap } from '../catalog/types.ts';
import { ruleEntries } from './list-content.ts';
import { PLAN_SIDES, type MarkdownSides } from './markdown-sides.ts';
import { markdownText } from './user-text.ts';

/**
 * Rules as a reviewer reads them: the rule and its values in words
 * (catalog/rule-words.ts), and the identifier beside them, which is what the
 * style file says and what a reviewer searches for.
 */

/** `| Rule | Before | After | Identifier |` (the columns named by `sides`), one row per changed rule. */
export function markdownRuleChanges(rules: readonly RuleChange[], sides: MarkdownSides = PLAN_SIDES): string[] {
  return [
    // Header and delimiter as one line of the section: markdown-fit.ts never cuts inside one, and a header cut from its delimiter shows as text.
    `| Rule | ${markdownText(sides.before)} | ${markdownText(sides.after)} | Identifier |\n|---|---|---|---|`,
    ...rules.map((r) => `| ${ruleCell(r.rule)} | ${valueCell(r.rule, r.before)} | ${valueCell(r.rule, r.after)} | ${identifierCell(r.group, r.rule)} |`),
    '',
  ];
}

/** `| Rule | <valueHeading> | Identifier |`, one row per rule a list holds (a new list's, or a deleted list's live rules). */
export function markdownRuleValues(rules: RuleMap, valueHeading: string): string[] {
  return [
    `| Rule | ${valueHeading} | Identifier |\n|---|---|---|`,
    ...ruleEntries(rules).map(([group, rule, value]) => `| ${ruleCell(rule)} | ${valueCell(rule, value)} | ${identifierCell(group, rule)} |`),
    '',
  ];
}

function ruleCell(rule: string): string {
  return markdownText(ruleInWords(rule));
}

function valueCell(rule: string, value: string | undefined): string {
  return value === undefined ? '_(unset)_' : markdownText(valueInWords(rule, value));
}

/**
 * `<code>` rather than backticks: a code span shows backslash escapes
 * literally, and user text needs them (a `|` would end the cell); inside an
 * inline `<code>` tag Markdown and its escapes still apply.
 */
function identifierCell(group: string, rule: string): string {
  return `<code>${markdownText(`${group}.${rule}`)}</code>`;
}

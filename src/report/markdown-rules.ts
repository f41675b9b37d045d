import type { RuleChange } from '../catalog/canonical.ts';
import { ruleInWords, valueInWords } from '../catalog/rule-words.ts';
import type { RuleMap } from '../catalog/types.ts';
import { ruleEntries } from './list-content.ts';
import { PLAN_SIDES, type MarkdownSides } from './markdown-sides.ts';
import { markdownLink, markdownText } from './user-text.ts';

/** A rule's address in the published guide (guide-links.ts), when there is one. */
export type RuleLink = (group: string, rule: string) => string | undefined;

/**
 * Rules as a reviewer reads them: the rule and its values in words
 * (catalog/rule-words.ts), and the identifier beside them, which is what the
 * style file says and what a reviewer searches for.
 */

/** `| Rule | Before | After | Identifier |` (the columns named by `sides`), one row per changed rule. */
export function markdownRuleChanges(rules: readonly RuleChange[], sides: MarkdownSides = PLAN_SIDES, link?: RuleLink): string[] {
  return [
    // Header and delimiter as one line of the section: markdown-fit.ts never cuts inside one, and a header cut from its delimiter shows as text.
    `| Rule | ${markdownText(sides.before)} | ${markdownText(sides.after)} | Identifier |\n|---|---|---|---|`,
    ...rules.map((r) => `| ${ruleCell(r.group, r.rule, link)} | ${valueCell(r.rule, r.before)} | ${valueCell(r.rule, r.after)} | ${identifierCell(r.group, r.rule)} |`),
    '',
  ];
}

/** `| Rule | <valueHeading> | Identifier |`, one row per rule a list holds (a new list's, or a deleted list's live rules). */
export function markdownRuleValues(rules: RuleMap, valueHeading: string, link?: RuleLink): string[] {
  return [
    `| Rule | ${valueHeading} | Identifier |\n|---|---|---|`,
    ...ruleEntries(rules).map(([group, rule, value]) => `| ${ruleCell(group, rule, link)} | ${valueCell(rule, value)} | ${identifierCell(group, rule)} |`),
    '',
  ];
}

/** The rule in words, linked to its anchor in the guide when a guide address is configured. */
function ruleCell(group: string, rule: string, link: RuleLink | undefined): string {
  const url = link?.(group, rule);
  return url === undefined ? markdownText(ruleInWords(rule)) : markdownLink(ruleInWords(rule), url);
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

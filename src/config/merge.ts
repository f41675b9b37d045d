import { DesiredInstructions, listReading } from '../catalog/desired-instructions.ts';
import type { Origin, RuleMap } from '../catalog/types.ts';
import type { DocumentContent } from './document-check.ts';
import type { DesiredList, Example } from './model.ts';

/**
 * A list as the service should have it: its fragments applied in order, then
 * the list itself. Rules merge per group.rule and instructions by label; the
 * last writer wins and its instruction takes the last writer's position, so
 * fragment instructions come first and the list's own (overriding or new)
 * follow in the order the list gives them. Examples accumulate. Origins
 * follow the winning value, so messages and plans point at the line that set it.
 */
export function mergeList(list: DocumentContent, fragments: readonly DocumentContent[]): DesiredList {
  const merged = mergeContent(list, fragments);
  const desired = listReading(merged, mergedInstructions(list, fragments));
  if (list.style_id !== undefined) desired.style_id = list.style_id;
  if (list.protect === true) desired.protect = true;
  if (list.languageOrigin !== undefined) desired.languageOrigin = list.languageOrigin;
  if (list.glossaries !== undefined && list.state === 'present') desired.glossaries = list.glossaries;
  if (list.guide !== undefined && list.state === 'present') desired.guide = list.guide;
  if (list.note !== undefined && list.state === 'present') desired.note = list.note;
  return desired;
}

type Merged = Pick<DesiredList, 'file' | 'name' | 'language' | 'state' | 'configured_rules' | 'ruleOrigins' | 'examples' | 'origin'>;

function mergeContent(list: DocumentContent, fragments: readonly DocumentContent[]): Merged {
  const desired: Merged = {
    file: list.file,
    name: list.name ?? '',
    language: list.language ?? '',
    state: list.state,
    configured_rules: {},
    ruleOrigins: {},
    examples: [],
    origin: list.origin,
  };
  // A tombstone only names what to delete.
  if (list.state === 'absent') return desired;
  if (fragments.length === 0) {
    desired.configured_rules = copyRules(list.rules);
    desired.ruleOrigins = { ...list.ruleOrigins };
    desired.examples = [...list.examples];
    return desired;
  }
  const rules: RuleMap = {};
  const origins: Record<string, Origin> = {};
  const examples: Example[] = [];
  for (const source of [...fragments, list]) {
    for (const [group, members] of Object.entries(source.rules)) {
      const target = Object.hasOwn(rules, group) ? (rules[group] as Record<string, string>) : (rules[group] = {});
      for (const [rule, value] of Object.entries(members)) {
        target[rule] = value;
        const origin = source.ruleOrigins[`${group}.${rule}`];
        if (origin) origins[`${group}.${rule}`] = origin;
      }
    }
    examples.push(...source.examples);
  }
  desired.configured_rules = rules;
  desired.ruleOrigins = origins;
  desired.examples = examples;
  return desired;
}

/** A tombstone's none; a list without fragments' instructions reads its file's columns (one copy of them, issue #31). */
function mergedInstructions(list: DocumentContent, fragments: readonly DocumentContent[]): DesiredInstructions {
  if (list.state === 'absent') return new DesiredInstructions();
  return fragments.some((f) => f.instructions.length > 0) ? mergeInstructions([...fragments, list]) : list.instructions;
}

function mergeInstructions(sources: readonly DocumentContent[]): DesiredInstructions {
  const byLabel = new Map<string, { from: DesiredInstructions; n: number }>();
  for (const { instructions } of sources) {
    for (let n = 0; n < instructions.length; n++) {
      const label = instructions.label(n);
      // Deleting first moves an overridden label to the overriding writer's position.
      byLabel.delete(label);
      byLabel.set(label, { from: instructions, n });
    }
  }
  const merged = new DesiredInstructions(byLabel.size);
  for (const { from, n } of byLabel.values()) merged.push(from.at(n));
  return merged;
}

function copyRules(rules: RuleMap): RuleMap {
  const out: RuleMap = {};
  for (const [group, members] of Object.entries(rules)) out[group] = { ...members };
  return out;
}

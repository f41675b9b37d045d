import type { InstructionSpec, RuleMap } from './types.ts';

/**
 * The canonical form of a rule map: groups and rules in sorted order, empty
 * groups dropped. Two maps describe the same configuration exactly when their
 * canonical forms are equal, and only then may a PUT be skipped: every write
 * bumps the list's version, so a write that changes nothing is a defect.
 */
export function canonicalRules(rules: RuleMap | undefined | null): RuleMap {
  if (!rules) return {};
  // Built with fromEntries (own data properties): a group or rule named `__proto__` must stay data, not become a prototype.
  const groups: [string, Record<string, string>][] = [];
  for (const group of Object.keys(rules).sort()) {
    const members = rules[group];
    if (!members || typeof members !== 'object') continue;
    const ruleNames = Object.keys(members).sort();
    if (ruleNames.length === 0) continue;
    groups.push([group, Object.fromEntries(ruleNames.map((rule) => [rule, members[rule] as string]))]);
  }
  return Object.fromEntries(groups);
}

export function rulesEqual(a: RuleMap | undefined, b: RuleMap | undefined): boolean {
  return JSON.stringify(canonicalRules(a)) === JSON.stringify(canonicalRules(b));
}

/** One configured rule whose value changes: added (no `before`), removed (no `after`) or set to another value. */
export interface RuleChange {
  group: string;
  rule: string;
  /** undefined when the rule is added */
  before?: string;
  /** undefined when the rule is removed */
  after?: string;
}

/** Per-rule differences, in canonical (sorted) order. */
export function diffRules(before: RuleMap | undefined, after: RuleMap | undefined): RuleChange[] {
  const a = canonicalRules(before);
  const b = canonicalRules(after);
  const groups = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const changes: RuleChange[] = [];
  for (const group of groups) {
    // Own properties only: a group named `constructor` on one side must not find Object's on the other.
    const ga = own(a, group) ?? {};
    const gb = own(b, group) ?? {};
    const rules = [...new Set([...Object.keys(ga), ...Object.keys(gb)])].sort();
    for (const rule of rules) {
      const x = own(ga, rule);
      const y = own(gb, rule);
      if (x === y) continue;
      const change: RuleChange = { group, rule };
      if (x !== undefined) change.before = x;
      if (y !== undefined) change.after = y;
      changes.push(change);
    }
  }
  return changes;
}

function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Instructions are compared field by field, exactly: the service stores them verbatim.
 * A missing `source_language` equals only another missing one (never `en`, never a guess).
 */
export function instructionsEqual(a: InstructionSpec, b: InstructionSpec): boolean {
  return a.label === b.label && a.prompt === b.prompt && a.source_language === b.source_language;
}

/** Only the fields the service accepts, in a stable order, for request bodies and checksums; no `source_language` when there is none. */
export function instructionBody(i: InstructionSpec): InstructionSpec {
  return i.source_language === undefined ? { label: i.label, prompt: i.prompt } : { label: i.label, prompt: i.prompt, source_language: i.source_language };
}

/** What a list holds, whatever it is named: language, rules and instructions. */
type ListContent = { language: string; configured_rules: RuleMap; custom_instructions: readonly InstructionSpec[] };

/** Whether two lists hold the same: language, rules and instructions (ids and order aside). */
export function sameContent(a: ListContent, b: ListContent): boolean {
  return a.language === b.language && rulesEqual(a.configured_rules, b.configured_rules) && sameInstructionSet(a.custom_instructions, b.custom_instructions);
}

/** Whether two lists hold the same instructions, ids and order aside (a list made by one create POST or another). */
export function sameInstructionSet(a: readonly InstructionSpec[], b: readonly InstructionSpec[]): boolean {
  const key = (list: readonly InstructionSpec[]) => JSON.stringify(list.map((i) => JSON.stringify(instructionBody(i))).sort());
  return a.length === b.length && key(a) === key(b);
}

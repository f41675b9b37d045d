import type { RuleMap } from '../catalog/types.ts';
import type { ListPlan } from '../plan/types.ts';
import { plural } from '../util/plural.ts';

/** How many rules a rule map sets, over all its groups. */
export function ruleCount(rules: RuleMap): number {
  return Object.values(rules).reduce((n, group) => n + Object.keys(group).length, 0);
}

/** "1 rule and 2 instructions", "no rules and no instructions": what a list holds, in words. */
export function contentInWords(rules: number, instructions: number): string {
  const some = (n: number, one: string) => (n === 0 ? `no ${one}s` : plural(n, one));
  return `${some(rules, 'rule')} and ${some(instructions, 'instruction')}`;
}

/** "2 rules and 1 instruction", "1 instruction": what a list holds, naming only what it has (at least one). */
export function heldInWords(rules: number, instructions: number): string {
  const parts = [rules > 0 ? plural(rules, 'rule') : '', instructions > 0 ? plural(instructions, 'instruction') : ''].filter((p) => p !== '');
  return parts.join(' and ');
}

/** Every rule of a map as `[group, rule, value]`, in the map's order. */
export function ruleEntries(rules: RuleMap): Array<[string, string, string]> {
  return Object.entries(rules).flatMap(([group, members]) => Object.entries(members).map(([rule, value]): [string, string, string] => [group, rule, value]));
}

/** A delete that loses content, or a replace: what a reviewer must see without expanding anything. Removing a duplicate loses nothing. */
export function isLoss(list: ListPlan): boolean {
  if (list.action === 'replace') return true;
  return list.action === 'delete' && !list.changes.some((c) => c.kind === 'delete_list' && c.reason === 'duplicate');
}

import { canonicalRules, diffRules, rulesEqual } from '../catalog/canonical.ts';
import { createListBody } from '../catalog/create-body.ts';
import { instructionOrigin } from '../catalog/desired.ts';
import type { LiveList, Origin } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import { instructionChanges } from './instruction-changes.ts';
import type { Change } from './types.ts';

/** One POST that creates the whole list, instructions included. */
export function createListChange(desired: DesiredList): Change {
  return {
    kind: 'create_list',
    body: createListBody(desired),
    origin: desired.origin,
    rule_origins: { ...desired.ruleOrigins },
    instruction_origins: desired.custom_instructions.map(instructionOrigin),
  };
}

/**
 * The writes that bring a live list of the same language to the desired
 * state, in execution order. Empty when they already agree: every write bumps
 * the list's version, so an unneeded one is a defect, not a harmless no-op.
 */
export function updateChanges(desired: DesiredList, live: LiveList): Change[] {
  const changes: Change[] = [];
  if (desired.name !== live.name) {
    changes.push({ kind: 'rename_list', from: live.name, to: desired.name, origin: desired.origin });
  }
  if (!rulesEqual(live.configured_rules, desired.configured_rules)) {
    const before = canonicalRules(live.configured_rules);
    const after = canonicalRules(desired.configured_rules);
    const rules = diffRules(before, after);
    const origins: Record<string, Origin> = {};
    for (const rule of rules) {
      const key = `${rule.group}.${rule.rule}`;
      const origin = desired.ruleOrigins[key];
      if (origin) origins[key] = origin;
    }
    changes.push({ kind: 'replace_rules', before, after, rules, origins });
  }
  changes.push(...instructionChanges(desired.custom_instructions, live.custom_instructions));
  return changes;
}

import { canonicalRules, diffRules, rulesEqual } from '../catalog/canonical.ts';
import { createListBody } from '../catalog/create-body.ts';
import { instructionOrigin } from '../catalog/desired.ts';
import { instructionFields, sameInstructionFields } from '../catalog/instruction-fields.ts';
import type { LiveList, Origin } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import { desiredChecksum } from './checksum.ts';
import { itemProblem } from './identity.ts';
import { listKind } from './kinds.ts';
import { instructionChanges } from './instruction-changes.ts';
import { planSection, type DeleteReason, type SectionOptions } from './plan-section.ts';
import { PLAN_FORMAT_VERSION, type Change, type ListPlan, type Plan, type PlanProblem, type UnmanagedList } from './types.ts';

export interface DiffOptions extends SectionOptions {
  /** Accept language changes, which delete the list and create it again under a new style_id. */
  allowReplace: boolean;
  target?: string;
}

/**
 * The plan that turns `live` into `desired`. Pure: the same inputs always give
 * the same plan, and a desired state equal to live gives an empty one.
 */
export function diff(desired: readonly DesiredList[], live: readonly LiveList[], options: DiffOptions): Plan {
  const lists = planSection(listSection, desired, live, options);
  return { format_version: PLAN_FORMAT_VERSION, lists, desired_checksum: desiredChecksum(desired), ...(options.target !== undefined ? { target: options.target } : {}) };
}

/** What a style list adds to the section planner (plan-section.ts): how a file and its live list compare, and what a plan assumes. */
export const listSection = {
  ...listKind,
  planItem: planList,
  deletion: deletePlan,
  unmanaged: (l: LiveList, ignored: boolean): UnmanagedList => ({ style_id: l.style_id, name: l.name, language: l.language, ignored }),
  // A replace creates the list again: its name is absent too when no live list holds it.
  creates: (plan: ListPlan) => plan.action === 'create' || plan.action === 'replace',
  // The versions of every touched list (see Plan.fingerprint).
  fingerprint: (lists: readonly ListPlan[]) => ({
    versions: Object.fromEntries(lists.flatMap((l) => (l.style_id !== undefined && l.live_version !== undefined ? [[l.style_id, l.live_version]] : []))) as Record<string, number>,
  }),
};

/** What a present file asks of the live list it matched (none: a create): its writes, a problem that stops it, or nothing to do. */
function planList(want: DesiredList, have: LiveList | undefined, options: DiffOptions): ListPlan | PlanProblem | undefined {
  const duplicate = duplicateLabel(want);
  if (duplicate !== undefined) {
    const message = `"${want.name}" declares the instruction label "${duplicate}" more than once.`;
    return itemProblem(listKind, want, 'duplicate-label', message, `Instructions are matched by label: give each instruction in ${want.file} a unique label.`);
  }
  if (!have) return { name: want.name, file: want.file, action: 'create', language: want.language, changes: [createListChange(want)] };
  if (have.language !== want.language) {
    if (!options.allowReplace) return refusedReplace(want, have);
    return {
      name: want.name,
      file: want.file,
      action: 'replace',
      style_id: have.style_id,
      live_version: have.version,
      ...(want.style_id !== undefined ? { pinned: true } : {}),
      language: want.language,
      changes: [{ kind: 'delete_list', reason: 'replace', before: have }, createListChange(want)],
    };
  }
  const changes = updateChanges(want, have);
  if (changes.length === 0) return undefined;
  return { name: want.name, file: want.file, action: 'update', style_id: have.style_id, live_version: have.version, language: want.language, changes };
}

/** One POST that creates the whole list, instructions included. */
function createListChange(desired: DesiredList): Change {
  return {
    kind: 'create_list',
    body: createListBody(desired),
    origin: desired.origin,
    rule_origins: { ...desired.ruleOrigins },
    instruction_origins: desired.custom_instructions.map((instruction) => instructionOrigin(instruction, desired.file)),
  };
}

/**
 * The writes that bring a live list of the same language to the desired
 * state, in execution order. Empty when they already agree: every write bumps
 * the list's version, so an unneeded one is a defect, not a harmless no-op.
 */
function updateChanges(desired: DesiredList, live: LiveList): Change[] {
  const changes: Change[] = [];
  if (desired.name !== live.name) {
    changes.push({ kind: 'rename_list', from: live.name, to: desired.name, origin: desired.origin });
  }
  if (!rulesEqual(live.configured_rules, desired.configured_rules)) {
    const before = canonicalRules(live.configured_rules);
    const after = canonicalRules(desired.configured_rules);
    const rules = diffRules(before, after);
    const keys = rules.map((rule) => `${rule.group}.${rule.rule}`);
    const origins: Record<string, Origin> = Object.fromEntries(keys.flatMap((key) => (desired.ruleOrigins[key] ? [[key, desired.ruleOrigins[key]]] : [])));
    changes.push({ kind: 'replace_rules', before, after, rules, origins });
  }
  // Most lists hold what their file says, in its order: read by field, no instruction object is made for them.
  if (!sameInstructionFields(instructionFields(desired), instructionFields(live))) {
    changes.push(...instructionChanges(desired.custom_instructions, live.custom_instructions, desired.file));
  }
  return changes;
}

/**
 * Deletes a live list: a tombstone's, a pruned one, or (reason 'duplicate')
 * an exact copy of `kept`, which the file manages, so one list answers to the
 * name again.
 */
function deletePlan(live: LiveList, reason: DeleteReason, file?: string, kept?: LiveList): ListPlan {
  return {
    name: live.name,
    action: 'delete',
    style_id: live.style_id,
    live_version: live.version,
    language: live.language,
    changes: [{ kind: 'delete_list', reason, before: live, ...(kept ? { kept: kept.style_id } : {}) }],
    ...(file !== undefined ? { file } : {}),
  };
}

function refusedReplace(want: DesiredList, have: LiveList): PlanProblem {
  const repin = want.style_id !== undefined ? ` and replace the style_id pin in ${want.file} with the new id` : '';
  const message =
    `"${want.name}" changes language from ${have.language} to ${want.language}. The service cannot change a list's language, ` +
    `so the list (style_id ${have.style_id}) would be deleted and created again with a NEW style_id: ` +
    'every translation request that passes the old style_id must be updated to the new one.';
  const hint = `If that is intended, re-run with --allow-replace (in the Action: \`allow-replace: true\`)${repin}; otherwise set language back to ${have.language} in ${want.file}.`;
  return itemProblem(listKind, want, 'replace-refused', message, hint);
}

function duplicateLabel(list: DesiredList): string | undefined {
  const seen = new Set<string>();
  // The labels alone: the objects are made anew on each read of custom_instructions.
  const instructions = instructionFields(list);
  for (let n = 0; n < instructions.length; n++) {
    const label = instructions.label(n);
    if (seen.has(label)) return label;
    seen.add(label);
  }
  return undefined;
}

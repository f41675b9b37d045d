import type { LiveList } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import { desiredChecksum } from './checksum.ts';
import { matchItems } from './identity.ts';
import { listKind } from './kinds.ts';
import { isPreviewList, PREVIEW_PREFIX, withoutPreviews } from './preview.ts';
import { ignoreMatcher } from './ignore.ts';
import { addRenameHints } from './rename-hint.ts';
import { createListChange, updateChanges } from './list-changes.ts';
import { countActions, LIST_ACTIONS } from './summary.ts';
import { PLAN_FORMAT_VERSION, type ListFingerprint, type ListPlan, type Plan, type PlanProblem, type UnmanagedList } from './types.ts';

export interface DiffOptions {
  /** Delete live lists no style file manages (except `ignore` matches). */
  prune: boolean;
  /** Name patterns prune never deletes: `*` wildcard, whole name, case-sensitive (see ignore.ts). */
  ignore: string[];
  /** Accept language changes, which delete the list and create it again under a new style_id. */
  allowReplace: boolean;
  target?: string;
}

/**
 * The plan that turns `live` into `desired`. Pure: the same inputs always give
 * the same plan, and a desired state equal to live gives an empty one.
 */
export function diff(desired: readonly DesiredList[], allLive: readonly LiveList[], options: DiffOptions): Plan {
  // Preview lists of translate checks are stylesync's scratch space: never matched, pruned or reported.
  const live = withoutPreviews(allLive);
  const reserved = desired.filter(isPreviewList);
  const identity = matchItems(listKind, reserved.length === 0 ? desired : desired.filter((l) => !isPreviewList(l)), live);
  const problems: PlanProblem[] = [...identity.problems, ...reserved.map(reservedName)];
  const lists: ListPlan[] = [];
  const unchanged: string[] = [];

  for (const { desired: want, live: have, duplicates } of identity.matches) {
    for (const copy of duplicates ?? []) lists.push(deletePlan(copy, 'duplicate', want.file, have));
    const outcome = planList(want, have, options);
    if (outcome === 'unchanged') unchanged.push(want.name);
    else if ('action' in outcome) lists.push(outcome);
    else problems.push(outcome);
  }

  const { deletes, unmanaged, unclaimed, pruned } = unclaimedLists(live, identity.claimed, options);
  lists.push(...deletes);
  addRenameHints(listKind, lists, unclaimed, pruned);

  const plan: Plan = {
    format_version: PLAN_FORMAT_VERSION,
    lists: { items: lists, unchanged, unmanaged, summary: countActions(lists, LIST_ACTIONS), fingerprint: fingerprint(lists, live), problems },
    desired_checksum: desiredChecksum(desired),
  };
  if (identity.blocked.length > 0) plan.lists.blocked = identity.blocked;
  if (options.target !== undefined) plan.target = options.target;
  return plan;
}

/** What one file asks of the live list it matched (none: a create): its writes, a problem that stops it, or nothing to do. */
function planList(want: DesiredList, have: LiveList | undefined, options: DiffOptions): ListPlan | PlanProblem | 'unchanged' {
  // A tombstone's other fields do not matter: the list goes, whatever it holds.
  if (want.state === 'absent') return have ? deletePlan(have, 'absent', want.file) : 'unchanged';
  const duplicate = duplicateLabel(want);
  if (duplicate !== undefined) {
    return {
      code: 'duplicate-label',
      message: `"${want.name}" declares the instruction label "${duplicate}" more than once.`,
      hint: `Instructions are matched by label: give each instruction in ${want.file} a unique label.`,
      list: want.name,
      file: want.file,
    };
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
  if (changes.length === 0) return 'unchanged';
  return { name: want.name, file: want.file, action: 'update', style_id: have.style_id, live_version: have.version, language: want.language, changes };
}

/** Live lists no file claimed: deleted under --prune (unless ignored), otherwise reported as unmanaged. */
function unclaimedLists(live: readonly LiveList[], claimed: ReadonlySet<string>, options: DiffOptions) {
  const isIgnored = ignoreMatcher(options.ignore);
  const deletes: ListPlan[] = [];
  const unmanaged: UnmanagedList[] = [];
  const unclaimed: LiveList[] = [];
  const pruned = new Set<string>();
  for (const list of live) {
    if (claimed.has(list.style_id)) continue;
    unclaimed.push(list);
    const ignored = isIgnored(list.name);
    if (options.prune && !ignored) {
      deletes.push(deletePlan(list, 'prune'));
      pruned.add(list.style_id);
    } else unmanaged.push({ style_id: list.style_id, name: list.name, language: list.language, ignored });
  }
  return { deletes, unmanaged, unclaimed, pruned };
}

/** What the plan assumes of the live state (see Plan.fingerprint). */
function fingerprint(lists: readonly ListPlan[], live: readonly LiveList[]): ListFingerprint {
  const liveNames = new Set(live.map((l) => l.name));
  const versions: Record<string, number> = {};
  const absentNames: string[] = [];
  for (const list of lists) {
    if (list.style_id !== undefined && list.live_version !== undefined) versions[list.style_id] = list.live_version;
    for (const change of list.changes) {
      if (change.kind === 'create_list' && !liveNames.has(change.body.name)) absentNames.push(change.body.name);
    }
  }
  return { versions, absent_names: absentNames };
}

/**
 * Deletes a live list: a tombstone's, a pruned one, or (reason 'duplicate')
 * an exact copy of `kept`, which the file manages, so one list answers to the
 * name again.
 */
function deletePlan(live: LiveList, reason: 'absent' | 'prune' | 'duplicate', file?: string, kept?: LiveList): ListPlan {
  const plan: ListPlan = {
    name: live.name,
    action: 'delete',
    style_id: live.style_id,
    live_version: live.version,
    language: live.language,
    changes: [{ kind: 'delete_list', reason, before: live, ...(kept ? { kept: kept.style_id } : {}) }],
  };
  if (file !== undefined) plan.file = file;
  return plan;
}

function reservedName(list: DesiredList): PlanProblem {
  return {
    code: 'reserved-name',
    message: `"${list.name}" starts with "${PREVIEW_PREFIX.trim()}", the prefix of the temporary lists translate checks create; such lists are never managed.`,
    hint: `Rename the list in ${list.file}.`,
    list: list.name,
    file: list.file,
  };
}

function refusedReplace(want: DesiredList, have: LiveList): PlanProblem {
  const repin = want.style_id !== undefined ? ` and replace the style_id pin in ${want.file} with the new id` : '';
  return {
    code: 'replace-refused',
    message:
      `"${want.name}" changes language from ${have.language} to ${want.language}. The service cannot change a list's language, ` +
      `so the list (style_id ${have.style_id}) would be deleted and created again with a NEW style_id: ` +
      'every translation request that passes the old style_id must be updated to the new one.',
    hint: `If that is intended, re-run with --allow-replace (in the Action: \`allow-replace: true\`)${repin}; otherwise set language back to ${have.language} in ${want.file}.`,
    list: want.name,
    file: want.file,
  };
}

function duplicateLabel(list: DesiredList): string | undefined {
  const seen = new Set<string>();
  for (const instruction of list.custom_instructions) {
    if (seen.has(instruction.label)) return instruction.label;
    seen.add(instruction.label);
  }
  return undefined;
}

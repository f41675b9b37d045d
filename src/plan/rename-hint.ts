import type { CreateListBody, LiveList } from '../catalog/types.ts';
import type { ListPlan, RenameHint } from './types.ts';

/** "Mostly the same content": at least this share of rules and instructions in common. */
const RENAME_SIMILARITY = 0.5;

/**
 * Lists the plan creates that look like an unmanaged live list renamed in a
 * file: same language, mostly the same rules and instructions. Without a
 * `style_id` pin the plan matches by name, so it creates a second list (and
 * with --prune deletes the first, changing the id every translation request
 * passes). Each live list is offered to one create at most, the closest
 * first. Pure; sets `rename_hint` on the create plans it concerns.
 */
export function addRenameHints(lists: ListPlan[], unclaimed: readonly LiveList[], pruned: ReadonlySet<string>): void {
  const pairs: { plan: ListPlan; live: LiveList; shared: number; total: number }[] = [];
  for (const plan of lists) {
    if (plan.action !== 'create') continue;
    const change = plan.changes.find((c) => c.kind === 'create_list');
    if (change?.kind !== 'create_list') continue;
    const wanted = contentKeys(change.body);
    for (const live of unclaimed) {
      if (live.language !== change.body.language) continue;
      const { shared, total } = overlap(wanted, contentKeys(live));
      if (shared > 0 && shared / total >= RENAME_SIMILARITY) pairs.push({ plan, live, shared, total });
    }
  }
  pairs.sort((a, b) => b.shared / b.total - a.shared / a.total || b.shared - a.shared || a.live.style_id.localeCompare(b.live.style_id));
  const taken = new Set<string>();
  for (const { plan, live, shared, total } of pairs) {
    if (plan.rename_hint !== undefined || taken.has(live.style_id)) continue;
    taken.add(live.style_id);
    const hint: RenameHint = { style_id: live.style_id, name: live.name, shared, total, pruned: pruned.has(live.style_id) };
    plan.rename_hint = hint;
  }
}

/** One key per rule value and per instruction, so lists compare as sets. */
function contentKeys(list: Pick<CreateListBody, 'configured_rules' | 'custom_instructions'>): Set<string> {
  const keys = new Set<string>();
  for (const [group, rules] of Object.entries(list.configured_rules)) {
    for (const [rule, value] of Object.entries(rules)) keys.add(`rule\u0000${group}\u0000${rule}\u0000${value}`);
  }
  for (const i of list.custom_instructions) keys.add(`instruction\u0000${i.label}\u0000${i.prompt}\u0000${i.source_language ?? '\u0001'}`);
  return keys;
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): { shared: number; total: number } {
  let shared = 0;
  for (const key of a) if (b.has(key)) shared++;
  return { shared, total: a.size + b.size - shared };
}

/** The sentence every renderer shows under the create. */
export function renameHintText(plan: Pick<ListPlan, 'name' | 'file'>, hint: RenameHint): { message: string; hint: string } {
  const fate = hint.pruned ? 'deletes it (--prune)' : 'leaves it alone';
  return {
    message:
      `This looks like a rename: the unmanaged live list "${hint.name}" (style_id ${hint.style_id}) has the same language and ` +
      `${hint.shared} of ${hint.total} rules and instructions in common, yet this plan creates a new list and ${fate}.`,
    hint:
      `To rename "${hint.name}" instead and keep its style_id, add \`style_id: ${hint.style_id}\` to ${plan.file ?? 'the style file'}, then plan again.`,
  };
}

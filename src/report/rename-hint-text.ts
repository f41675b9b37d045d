import type { RenameKind } from '../plan/rename-hint.ts';

/** The sentence every renderer shows under the create. */
export function renameHintText<K extends string, H extends { name: string; pruned: boolean } & Record<K, string>>(
  kind: Pick<RenameKind<never, never, H, never>, 'noun' | 'fileWord' | 'alikeWords'> & { idField: K },
  file: string | undefined,
  hint: H,
): { message: string; hint: string } {
  const id = hint[kind.idField];
  const fate = hint.pruned ? 'deletes it (--prune)' : 'leaves it alone';
  return {
    message: `This looks like a rename: the unmanaged live ${kind.noun} "${hint.name}" (${kind.idField} ${id}) has ${kind.alikeWords(hint)}, yet this plan creates a new ${kind.noun} and ${fate}.`,
    hint: `To rename "${hint.name}" instead and keep its ${kind.idField}, add \`${kind.idField}: ${id}\` to ${file ?? `the ${kind.fileWord}`}, then plan again.`,
  };
}

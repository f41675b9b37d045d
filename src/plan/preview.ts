/**
 * Name prefix of the ephemeral lists `plan --check-translations` creates to
 * preview a change. A list with this prefix belongs to stylesync's checks,
 * not to anyone's style files: prune, import, identity matching and the
 * delete thresholds never count or touch it.
 */
export const PREVIEW_PREFIX = 'stylesync-preview ';

export function isPreviewList(list: { name: string }): boolean {
  return list.name.startsWith(PREVIEW_PREFIX);
}

/** The live lists that are not previews: what plans, imports and thresholds see. */
export function withoutPreviews<T extends { name: string }>(live: readonly T[]): T[] {
  return live.filter((list) => !isPreviewList(list));
}

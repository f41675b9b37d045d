/**
 * Which file already manages each live resource (a list or a glossary), as
 * import sees it: a file's pinned id first, then its name. A name matches one
 * live resource only: a second live resource of that name is not that
 * file's, so it gets a file of its own. Pure.
 */
export function fileOwners<L>(
  live: readonly L[],
  desired: ReadonlyArray<{ file: string; name: string; pin: string | undefined }>,
  key: (live: L) => { id: string; name: string },
): Map<L, string> {
  const pinned = new Map<string, string>();
  const named = new Map<string, string>();
  for (const d of desired) {
    if (d.pin) pinned.set(d.pin, d.file);
    else if (!named.has(d.name)) named.set(d.name, d.file);
  }
  const owner = new Map<L, string>();
  for (const item of live) {
    const byPin = pinned.get(key(item).id);
    if (byPin !== undefined) owner.set(item, byPin);
  }
  for (const item of live) {
    const { name } = key(item);
    const byName = named.get(name);
    if (owner.has(item) || byName === undefined) continue;
    owner.set(item, byName);
    named.delete(name);
  }
  return owner;
}

/** Names that several live resources share, each once. */
export function duplicateNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of names) (seen.has(name) ? twice : seen).add(name);
  return [...twice];
}

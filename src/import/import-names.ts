import { hiddenCharacter, withoutHiddenCharacters } from '../catalog/hidden-characters.ts';

/** A name import wrote differently from the live one, and why. */
export interface NameChange {
  kind: 'list' | 'glossary';
  id: string;
  from: string;
  to: string;
  why: string;
}

/**
 * The names import writes into files: the live names, except what validate
 * would refuse. A name holding hidden characters (control, bidirectional
 * override, tag: catalog/hidden-characters.ts) is written without them; a
 * name another file or an earlier live resource already has gets ` (2)`,
 * ` (3)`… Files pin their live resource by id, so the next apply renames
 * the live one to the name in the file: each change is returned, to be said.
 * `items` in the order names are claimed (resources files manage first, so
 * they keep theirs); `reserved`: names of files import leaves as they are. Pure.
 */
export function importNames<T>(
  items: readonly T[],
  key: (item: T) => { id: string; name: string },
  reserved: Iterable<string>,
  kind: NameChange['kind'],
): { names: Map<T, string>; changes: NameChange[] } {
  const used = new Set(reserved);
  const names = new Map<T, string>();
  const changes: NameChange[] = [];
  for (const item of items) {
    const { id, name } = key(item);
    const why: string[] = [];
    let base = name;
    const hidden = hiddenCharacter(name);
    if (hidden) {
      base = withoutHiddenCharacters(name);
      why.push(`the live name holds ${hidden.kind} (${hidden.code}), which validate refuses: a reviewer could not see it`);
    }
    if (base.trim() === '') base = `${kind === 'list' ? 'List' : 'Glossary'} ${id.slice(0, 8)}`;
    let chosen = base;
    for (let n = 2; used.has(chosen); n++) chosen = `${base} (${n})`;
    if (chosen !== base) why.push(`another ${kind} already has the name ${JSON.stringify(base)}, and validate refuses one name in two files`);
    used.add(chosen);
    names.set(item, chosen);
    if (chosen !== name) changes.push({ kind, id, from: name, to: chosen, why: why.join('; ') });
  }
  return { names, changes };
}

/** What import says about a changed name: the live one, the written one, why, and what the next apply does. */
export function nameChangeNote(change: NameChange): string {
  const idField = change.kind === 'list' ? 'style_id' : 'glossary_id';
  return `the live ${change.kind} ${JSON.stringify(change.from)} (${idField} ${change.id}) is written as ${JSON.stringify(change.to)}: ${change.why}. The file pins the ${idField}, so the next apply renames the live ${change.kind} to match; rename it in the file to choose another name.`;
}

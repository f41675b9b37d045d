import type { LiveInstruction, LiveList } from '../catalog/types.ts';
import type { Subject } from './errors.ts';

/**
 * Names and labels seen in the service's answers, so an error about an id
 * (a 404 on a rename, say) can say which list or instruction it was, and
 * create recovery knows which lists existed before it.
 */
export class KnownNames {
  private readonly lists = new Map<string, string>();
  private readonly instructions = new Map<string, string>();

  remember(list: LiveList): LiveList {
    this.lists.set(list.style_id, list.name);
    for (const i of list.custom_instructions) this.rememberInstruction(list.style_id, i);
    return list;
  }

  rememberInstruction(listId: string, instruction: LiveInstruction): LiveInstruction {
    this.instructions.set(`${listId}/${instruction.id}`, instruction.label);
    return instruction;
  }

  /** Ids of every list seen so far. */
  listIds(): Set<string> {
    return new Set(this.lists.keys());
  }

  list(id: string, name?: string): Subject {
    const known = name ?? this.lists.get(id);
    return known === undefined ? { kind: 'list', id } : { kind: 'list', id, name: known };
  }

  instruction(listId: string, id?: string, label?: string): Subject {
    const subject: Subject = { kind: 'instruction', listId };
    const listName = this.lists.get(listId);
    if (listName !== undefined) subject.listName = listName;
    if (id !== undefined) subject.id = id;
    const known = label ?? (id === undefined ? undefined : this.instructions.get(`${listId}/${id}`));
    if (known !== undefined) subject.label = known;
    return subject;
  }
}

/** How a message names what a call was about. */
export function label(subject: Subject): string {
  switch (subject.kind) {
    case 'list':
      return subject.name !== undefined ? `"${subject.name}"` : `id ${subject.id ?? '?'}`;
    case 'instruction':
      return subject.label !== undefined ? `"${subject.label}"` : `id ${subject.id ?? '?'}`;
    case 'glossary':
      return subject.name !== undefined ? `"${subject.name}"` : `id ${subject.id ?? '?'}`;
    default:
      return subject.kind;
  }
}

import type { LiveInstruction, LiveList } from '../catalog/types.ts';
import type { Subject } from './errors.ts';

/**
 * Names and labels seen in the service's answers, so an error about an id
 * (a 404 on a rename, say) can say which list or instruction it was, and
 * create recovery knows which lists existed before it.
 */
export class KnownNames {
  private readonly lists = new Map<string, string>();
  /**
   * Each list as last read, its instructions read from it only when an error
   * names one, so a scan is cheap enough: not a key per instruction (a 5,000 ×
   * 100 listing made half a million `list/id` strings, some 75 MB at a plan's
   * peak, issue #31), nor the instructions' array, which a read list makes
   * anew on each read of it (live/wire.ts parseList holds them in columns).
   */
  private readonly read = new Map<string, LiveList>();
  /** Labels known apart from the last read: single instructions answered since, and ids an earlier read held that the last one did not. */
  private readonly labels = new Map<string, Map<string, string>>();

  remember(list: LiveList): LiveList {
    this.lists.set(list.style_id, list.name);
    const earlier = this.read.get(list.style_id);
    const single = this.labels.get(list.style_id);
    if (earlier !== undefined || single !== undefined) {
      // The new read wins for the ids it holds; what was known of other ids stays known, as one key per instruction kept it.
      const apart = single ?? new Map<string, string>();
      for (const i of earlier?.custom_instructions ?? []) apart.set(i.id, i.label);
      for (const i of list.custom_instructions) apart.delete(i.id);
      if (apart.size > 0) this.labels.set(list.style_id, apart);
      else this.labels.delete(list.style_id);
    }
    this.read.set(list.style_id, list);
    return list;
  }

  rememberInstruction(listId: string, instruction: LiveInstruction): LiveInstruction {
    let apart = this.labels.get(listId);
    if (apart === undefined) this.labels.set(listId, (apart = new Map()));
    apart.set(instruction.id, instruction.label);
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
    const known = label ?? (id === undefined ? undefined : this.instructionLabel(listId, id));
    if (known !== undefined) subject.label = known;
    return subject;
  }

  private instructionLabel(listId: string, id: string): string | undefined {
    return this.labels.get(listId)?.get(id) ?? this.read.get(listId)?.custom_instructions.find((i) => i.id === id)?.label;
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

import { LIMITS } from '../catalog/types.ts';
import type { CreateListBody, InstructionSpec, LiveInstruction, LiveList, RuleMap } from '../catalog/types.ts';
import { badRequest, notFound } from './http-error.ts';
import type { Rng } from './rng.ts';

/**
 * The emulator's state: lists in creation order. Every write bumps the list's
 * version and updated_time, even one that changes nothing, as the deployed
 * service does; stylesync must therefore never send a no-op write.
 */
export class Store {
  private readonly lists = new Map<string, LiveList>();
  /** Every id ever handed out, deleted ones included: a real service never reuses an id. */
  private readonly issued = new Set<string>();
  private lastTime = 0;

  constructor(
    private readonly ids: Rng,
    private readonly onChange: () => void = () => {},
  ) {}

  create(body: CreateListBody): LiveList {
    const now = this.now();
    const list: LiveList = {
      style_id: this.freshId(),
      name: body.name,
      creation_time: now,
      updated_time: now,
      language: body.language,
      version: 1,
      configured_rules: cloneRules(body.configured_rules),
      custom_instructions: body.custom_instructions.map((i) => ({ id: this.freshId(), ...spec(i) })),
    };
    this.lists.set(list.style_id, list);
    this.onChange();
    return copyList(list);
  }

  all(): LiveList[] {
    return [...this.lists.values()].map(copyList);
  }

  /** A page in creation order. */
  page(page: number, size: number): LiveList[] {
    return [...this.lists.values()].slice(page * size, page * size + size).map(copyList);
  }

  get(styleId: string): LiveList {
    return copyList(this.find(styleId));
  }

  rename(styleId: string, name: string): LiveList {
    const list = this.find(styleId);
    list.name = name;
    return this.touched(list);
  }

  replaceRules(styleId: string, rules: RuleMap): LiveList {
    const list = this.find(styleId);
    list.configured_rules = cloneRules(rules);
    return this.touched(list);
  }

  delete(styleId: string): void {
    this.find(styleId);
    this.lists.delete(styleId);
    this.onChange();
  }

  addInstruction(styleId: string, instruction: InstructionSpec): LiveInstruction {
    const list = this.find(styleId);
    if (list.custom_instructions.length >= LIMITS.instructionsPerList) {
      throw badRequest(
        `custom_instructions: the list already has ${list.custom_instructions.length} instructions; at most ${LIMITS.instructionsPerList} are allowed per list`,
      );
    }
    const created: LiveInstruction = { id: this.freshId(), ...spec(instruction) };
    list.custom_instructions.push(created);
    this.touched(list);
    return { ...created };
  }

  getInstruction(styleId: string, instructionId: string): LiveInstruction {
    return { ...this.findInstruction(this.find(styleId), instructionId) };
  }

  replaceInstruction(styleId: string, instructionId: string, instruction: InstructionSpec): LiveInstruction {
    const list = this.find(styleId);
    const target = this.findInstruction(list, instructionId);
    // A PUT replaces the instruction: one without source_language leaves none behind.
    delete target.source_language;
    Object.assign(target, spec(instruction));
    this.touched(list);
    return { ...target };
  }

  deleteInstruction(styleId: string, instructionId: string): void {
    const list = this.find(styleId);
    this.findInstruction(list, instructionId);
    list.custom_instructions = list.custom_instructions.filter((i) => i.id !== instructionId);
    this.touched(list);
  }

  clear(): void {
    this.lists.clear();
    this.onChange();
  }

  /** Replaces the state with lists read from a data file (no change notification). */
  load(lists: LiveList[]): void {
    this.lists.clear();
    for (const list of lists) {
      this.lists.set(list.style_id, copyList(list));
      this.issued.add(list.style_id);
      for (const i of list.custom_instructions) this.issued.add(i.id);
      const t = Date.parse(list.updated_time ?? '');
      if (t > this.lastTime) this.lastTime = t;
    }
  }

  private find(styleId: string): LiveList {
    const list = this.lists.get(styleId);
    if (!list) throw notFound(`Style rule list ${JSON.stringify(styleId)} not found`);
    return list;
  }

  private findInstruction(list: LiveList, instructionId: string): LiveInstruction {
    const found = list.custom_instructions.find((i) => i.id === instructionId);
    if (!found) {
      throw notFound(`Custom instruction ${JSON.stringify(instructionId)} not found in style rule list ${JSON.stringify(list.style_id)}`);
    }
    return found;
  }

  private touched(list: LiveList): LiveList {
    list.version += 1;
    list.updated_time = this.now();
    this.onChange();
    return copyList(list);
  }

  /** A fresh id for another kind of resource (glossaries): ids stay unique across kinds and restarts. */
  issueId(): string {
    return this.freshId();
  }

  /** Marks ids read from a data file as handed out, so a restarted seeded generator skips them. */
  reserveIds(ids: Iterable<string>): void {
    for (const id of ids) this.issued.add(id);
  }

  /** Strictly increasing, so updated_time changes on every write even within one millisecond. */
  private now(): string {
    this.lastTime = Math.max(Date.now(), this.lastTime + 1);
    return new Date(this.lastTime).toISOString();
  }

  /** A seeded generator restarted over a loaded data file would repeat ids it already handed out. */
  private freshId(): string {
    for (;;) {
      const id = this.ids.uuid();
      if (!this.issued.has(id)) {
        this.issued.add(id);
        return id;
      }
    }
  }
}

function spec(i: InstructionSpec): InstructionSpec {
  return i.source_language === undefined ? { label: i.label, prompt: i.prompt } : { label: i.label, prompt: i.prompt, source_language: i.source_language };
}

function cloneRules(rules: RuleMap): RuleMap {
  // fromEntries and spread define own properties: a group named `__proto__` stays a group (assigned, it set the prototype).
  return Object.fromEntries(Object.entries(rules).map(([group, members]) => [group, { ...members }]));
}

function copyList(list: LiveList): LiveList {
  return {
    style_id: list.style_id,
    name: list.name,
    creation_time: list.creation_time,
    updated_time: list.updated_time,
    language: list.language,
    version: list.version,
    configured_rules: cloneRules(list.configured_rules),
    custom_instructions: list.custom_instructions.map((i) => ({ ...i })),
  };
}

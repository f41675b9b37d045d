import type { RuleChange } from '../catalog/canonical.ts';
import type { CreateListBody, InstructionSpec, LiveList, Origin, RuleMap } from '../catalog/types.ts';
import type { GlossaryChangePlan, GlossaryFingerprint, UnmanagedGlossary } from './glossary-types.ts';

/**
 * Bumped when the saved-plan JSON changes shape; `apply plan.json` refuses other versions.
 * 2: applies_to and planned_with. 3: glossaries. 4: one section per kind (`lists`, `glossaries`), each with its items, counts, fingerprint and problems.
 */
export const PLAN_FORMAT_VERSION = 4;

/**
 * One write to a list, in execution order within the list's `changes`. Plans
 * are data, not closures: they are rendered, saved to a file, checked for
 * staleness and executed from this shape.
 * @discriminator kind
 */
export type Change =
  | {
      kind: 'create_list';
      body: CreateListBody;
      origin?: Origin;
      /** `group.rule` → where the value is written, for renderers. */
      rule_origins?: Record<string, Origin>;
      /** Parallel to `body.custom_instructions`: where each instruction is written. */
      instruction_origins?: Origin[];
    }
  | { kind: 'rename_list'; from: string; to: string; origin?: Origin }
  | {
      kind: 'replace_rules';
      before: RuleMap;
      after: RuleMap;
      /** Per-rule before → after, for renderers. */
      rules: RuleChange[];
      /** `group.rule` → where the desired value is written. */
      origins: Record<string, Origin>;
    }
  | {
      kind: 'delete_instruction';
      instruction_id: string;
      before: InstructionSpec;
      /** 'duplicate_label': the live list holds this label more than once; one copy (the one equal to the file, else the first) is kept, this one goes. */
      reason?: 'removed' | 'duplicate_label';
    }
  | { kind: 'update_instruction'; instruction_id: string; before: InstructionSpec; after: InstructionSpec; origin?: Origin }
  | { kind: 'create_instruction'; after: InstructionSpec; origin?: Origin }
  | {
      kind: 'delete_list';
      /** 'duplicate': an exact copy of the file's content made by a create that landed twice; `kept` is the copy that stays. */
      reason: 'absent' | 'prune' | 'replace' | 'duplicate';
      before: LiveList;
      kept?: string;
    };

/** The changes to one list, in execution order (rename, rules, instruction deletes, updates, creates). */
export interface ListPlan {
  /** The desired name, or the live name for deletes. */
  name: string;
  /** The style file that declares the list; absent for pruned lists. */
  file?: string;
  action: 'create' | 'update' | 'delete' | 'replace';
  /** The live list this plan touches; absent for a create. */
  style_id?: string;
  /** The live version the plan was computed against. */
  live_version?: number;
  /**
   * Set on a replace whose file pins the old style_id: once applied, the pin
   * names a deleted list and must be changed to the new id.
   */
  pinned?: boolean;
  language: string;
  changes: Change[];
  /** On a create: an unmanaged live list it looks like a rename of (see rename-hint.ts). */
  rename_hint?: RenameHint;
  /**
   * Set when the plan was compared with a base (`plan --since REF`, a pull
   * request's base commit): an unpinned file takes over a live list the base
   * did not manage, and its changes overwrite that list's content (plan/adopt.ts).
   */
  adopted?: true;
}

/** An unmanaged live list of the same language with mostly the same content as a list being created. */
export interface RenameHint {
  style_id: string;
  name: string;
  /** Rules and instructions in common, and in either list. */
  shared: number;
  total: number;
  /** --prune deletes the live list in this same plan. */
  pruned: boolean;
}

/** A live list no style file manages: --prune deletes it unless `ignored`. */
export interface UnmanagedList {
  style_id: string;
  name: string;
  language: string;
  /** Matched an `ignore` pattern: prune leaves it alone. */
  ignored: boolean;
}

/** A kind's words (plan/kinds.ts), as every generic step over the kinds writes them into problems and notes. */
export interface KindWords {
  noun: string;
  plural: string;
  /** The id's field, in files and on the service: `style_id`, `glossary_id`. */
  idField: string;
  /** "style file": "No style file declares a list". */
  fileWord: string;
  /** The field of a problem that names the item: `list`, `glossary`. */
  problemKey: 'list' | 'glossary';
  /** stylesync.yaml's key for the kind's directory: "styles_dir points at the style files". */
  dirKey: string;
  /** The delete guard's codes (safety.ts). */
  deleteCodes: { nothing: string; count: string; percent: string };
}

/** A problem that stops the plan (or one item) from being applied: identity conflicts, refused replaces, thresholds; `code` is stable. */
export interface PlanProblem {
  code: string;
  message: string;
  hint: string;
  /** The list it concerns, on a list's problem. */
  list?: string;
  /** The glossary it concerns, on a glossary's problem. */
  glossary?: string;
  file?: string;
}

/** One kind's part of a plan: the same outline for every kind, so what every kind has is read without naming the kinds. */
export interface PlanSection<Item, Unmanaged, Fingerprint, Summary> {
  /** Only items with at least one change. */
  items: Item[];
  /** Managed items that already match. */
  unchanged: string[];
  unmanaged: Unmanaged[];
  /** Items by action: the numbers behind `Plan: 1 to create, …`. */
  summary: Summary;
  /** What the plan assumed of the live state; `apply plan.json` refuses when it moved. */
  fingerprint: Fingerprint;
  problems: PlanProblem[];
  /**
   * Problems that hold back one item only (several live items answer to its
   * name); every other item is planned and applied. Absent when there are none.
   */
  blocked?: PlanProblem[];
}

/** The versions of every touched list, and the names the plan creates that had no live list. */
export interface ListFingerprint {
  /** style_id → the live version the plan was made against. */
  versions: Record<string, number>;
  absent_names: string[];
}

export type ListSection = PlanSection<ListPlan, UnmanagedList, ListFingerprint, { create: number; update: number; delete: number; replace: number }>;

/** The glossaries' section (issue #19): the same outline as the lists', and what its writes cost. */
export interface GlossarySection extends PlanSection<GlossaryChangePlan, UnmanagedGlossary, GlossaryFingerprint, { create: number; update: number; delete: number }> {
  /** How many requests the writes send: what applying the plan costs (reads not counted). */
  requests: number;
}

/** Where a plan was made against, so `apply plan.json` goes to the same place. */
export interface AppliesTo {
  /** The `--target` name, or null for the top-level settings. */
  target: string | null;
  /** Never the key: only where it is sent. */
  base_url: string;
  /** Relative to the repository root (the directory of stylesync.yaml), with `/` separators. */
  styles_dir: string;
}

/** The choices that shape a plan, so `apply plan.json` can plan again the same way and compare. */
export interface PlannedWith {
  /** `--prune` or `prune: true` in stylesync.yaml. */
  prune: boolean;
  allow_replace: boolean;
  allow_deletes: number | null;
}

/**
 * A plan of part of the repository (`stylesync plan PATH… --list NAME…`):
 * only the lists these select are planned, and nothing is pruned. Absent on a
 * whole plan. A saved partial plan is applied as partial.
 */
export interface PartialPlan {
  /** Style files and directories, relative to the repository root, `/`-separated. */
  paths: string[];
  /** List names, matched exactly against the files' `name:`. */
  lists: string[];
}

/**
 * A plan as the planners make it; saved, it is a SavedPlan, whose JSON Schema
 * (schema/plan.schema.json) and apply's validator `npm run schema` generates
 * from these types (scripts/plan-schema.ts): the doc comments are the
 * schema's descriptions, for people who read plans.
 */
export interface Plan {
  /** The shape's version: `apply plan.json` refuses any other. */
  format_version: typeof PLAN_FORMAT_VERSION;
  target?: string;
  /** Set when only part of the repository was planned; see PartialPlan. */
  partial?: PartialPlan;
  /** Set by plan and apply (not by the pure diff); required in a saved plan. */
  applies_to?: AppliesTo;
  planned_with?: PlannedWith;
  /** The style rule lists. */
  lists: ListSection;
  /** sha256 of the canonical desired state, so `apply plan.json` notices edited files. */
  desired_checksum: string;
  /**
   * Present when the project manages glossaries (it has glossary files). A
   * project without glossary files never reads, plans or prunes glossaries:
   * adding stylesync's glossary support to a repository of style files alone
   * must not put the team's hand-kept glossaries up for deletion under --prune.
   */
  glossaries?: GlossarySection;
  /**
   * What a reviewer must see though nothing stops the plan: a protection
   * removed in the same change that deletes the item (plan/against-base.ts).
   * Set only when the plan was compared with a base.
   */
  alerts?: PlanProblem[];
}

/**
 * A plan as `stylesync plan --out FILE` saves it and `stylesync apply FILE`
 * reads it back (also `plan --format json`): where and how it was made are
 * known. See docs/plan-and-apply.md.
 * @title stylesync saved plan
 */
export type SavedPlan = Plan & { applies_to: AppliesTo; planned_with: PlannedWith };

/**
 * How a saved plan differs from a fresh plan made from the current files and
 * live state: the writes only one of them would send, and facts the saved
 * plan claims that the fresh one does not. Empty when they agree.
 */
export interface SavedDifference {
  /** One line per write that only the saved plan would send. */
  onlySaved: string[];
  /** One line per write that only the fresh plan would send. */
  onlyFresh: string[];
  /** Other claims of the saved plan that do not hold (fingerprint, summary). */
  notes: string[];
}

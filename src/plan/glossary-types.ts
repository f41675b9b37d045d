import type { GlossaryPair } from '../catalog/glossary.ts';

/*
 * The plan for glossaries (issue #19): data, not closures, like Plan for
 * lists. Entries are `[source, target]` arrays, not Maps, so a plan is
 * rendered, saved as JSON and read back without loss.
 */

/** A [source, target] pair of terms. */
export type TermEntry = [source: string, target: string];

/** One source term whose target changes. */
export interface TermChange {
  source: string;
  before: string;
  after: string;
}

/** What happens to one dictionary: every term change, for JSON; renderers cut them. */
export interface DictionaryPlan extends GlossaryPair {
  /** create: the pair is new; delete: the file dropped the pair; update: terms differ. */
  action: 'create' | 'update' | 'delete';
  added: TermEntry[];
  changed: TermChange[];
  removed: TermEntry[];
  /** Entries on the service as read (0 for a new dictionary), and after the plan. */
  entry_count_before: number;
  entry_count_after: number;
}

/**
 * One request to the glossaries API, in execution order within the glossary's
 * `writes`. A glossary's writes run in order: PATCHes and PUTs first,
 * DELETEs of dictionaries last, so the glossary never passes through a state
 * with no dictionary (which the service may refuse, and a translation with it
 * would fail).
 * @discriminator kind
 */
export type GlossaryWrite =
  /** `POST /v3/glossaries` with every dictionary. */
  | { kind: 'create_glossary'; name: string; dictionaries: Array<GlossaryPair & { entries: TermEntry[] }> }
  /** `PATCH /v3/glossaries/{id}`: a new name and/or terms merged into one dictionary (added and changed terms only). */
  | { kind: 'patch_glossary'; name?: string; dictionary?: GlossaryPair & { entries: TermEntry[] } }
  /** `PUT /v3/glossaries/{id}/dictionaries`: the whole dictionary, replacing what the pair holds. */
  | { kind: 'put_dictionary'; dictionary: GlossaryPair & { entries: TermEntry[] } }
  /** `DELETE /v3/glossaries/{id}/dictionaries?source_lang&target_lang`. */
  | { kind: 'delete_dictionary'; source_lang: string; target_lang: string }
  /** `DELETE /v3/glossaries/{id}`. */
  | { kind: 'delete_glossary' };

/** The changes to one glossary. */
export interface GlossaryChangePlan {
  /** The desired name, or the live name for deletes. */
  name: string;
  /** The glossary file; absent for pruned glossaries and removed duplicates. */
  file?: string;
  action: 'create' | 'update' | 'delete';
  /** The live glossary touched; absent for a create. */
  glossary_id?: string;
  /** The file pins `glossary_id`. */
  pinned?: boolean;
  rename?: { from: string; to: string };
  /** Why a glossary is deleted: its tombstone, --prune, or an exact copy of `kept` (a create that landed twice). */
  reason?: 'absent' | 'prune' | 'duplicate';
  kept?: string;
  /** On a create: an unmanaged live glossary with the same pairs and entry counts, likely renamed on the service (rename-hint.ts); `pruned`: --prune deletes it in this same plan. */
  rename_hint?: { glossary_id: string; name: string; pruned: boolean };
  /** As ListPlan.adopted: an unpinned file takes over a live glossary the base did not manage (plan/adopt.ts). */
  adopted?: true;
  /** Dictionaries that change, in pair order; for a delete, every dictionary removed with the glossary. */
  dictionaries: DictionaryPlan[];
  /** The requests, in execution order; never one that changes nothing. */
  writes: GlossaryWrite[];
}

/** A live glossary no glossary file manages: --prune deletes it unless `ignored`. */
export interface UnmanagedGlossary {
  glossary_id: string;
  name: string;
  /** Matched an `ignore` pattern: prune leaves it alone. */
  ignored: boolean;
}

/**
 * What the plan assumed of the live glossaries. The service keeps no version,
 * so each dictionary of each touched glossary is recorded by a hash of its
 * entries as read (checksum.ts, compared in kinds.ts); `absent_names` are names the plan
 * creates that had no live glossary.
 */
export interface GlossaryFingerprint {
  /** glossary_id → language pair (`en→de`, pairKey) → hash of its entries as read. */
  hashes: Record<string, Record<string, string>>;
  absent_names: string[];
}

import type { LiveGlossary } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import type { GlossaryChangePlan, GlossaryWrite } from '../plan/glossary-types.ts';
import type { Change, ListPlan } from '../plan/types.ts';

/**
 * What the record of every write holds, whatever it wrote to (list and glossary records add their own fields).
 * Every field is described in docs/plan-and-apply.md, "Records (`--record FILE`)".
 */
interface RecordCommon {
  file: string | null;
  /** Written before this write lost content (a delete; for glossaries, a PUT that drops terms). */
  backup?: string;
  trace_id: string | null;
  /** A create with no clear answer, found on the service afterwards instead of being sent again (no trace id then). */
  recovered?: boolean;
  /** A create with no clear answer, not found, and sent again: if the first lands late, the next plan removes the copy. */
  resent?: boolean;
  /** A delete answered 404: another run or a person had deleted it already, so this run changed nothing. */
  already_gone?: boolean;
  at: string;
  outcome: 'applied' | 'failed';
  error?: string;
}

/**
 * One list write, as kept for the summary and `--record`. Instruction writes
 * answer with the instruction only, so their `version_after` is derived
 * (every write bumps the version by one); `version_source` says which.
 */
export interface WriteRecord extends RecordCommon {
  list: string;
  operation: Change['kind'];
  /** For a create, the id the service assigned. */
  style_id: string | null;
  version_after: number | null;
  version_source: 'response' | 'derived' | null;
  label?: string;
  instruction_id?: string;
}

/**
 * One glossary write, in the same record as the list writes: `glossary` where
 * a list write carries `list`, and operations of its own, so a script tells
 * them apart. The service keeps no glossary version: what a write left is the
 * entry count of the dictionary it wrote, as the service answered it.
 */
export interface GlossaryWriteRecord extends RecordCommon {
  /** The name after the write (the new name for a rename). */
  glossary: string;
  operation: GlossaryWrite['kind'];
  glossary_id: string | null;
  renamed_from?: string;
  source_lang?: string;
  target_lang?: string;
  entry_count_after: number | null;
}

/** Any entry of the record: a list write or a glossary write. */
export type AnyWriteRecord = WriteRecord | GlossaryWriteRecord;

export function isGlossaryRecord(record: AnyWriteRecord): record is GlossaryWriteRecord {
  return 'glossary' in record;
}

/** The list or glossary a record is about, whatever its kind: its noun, name and id, for messages and tables. */
export function recordItem(record: AnyWriteRecord): { noun: 'list' | 'glossary'; name: string; id: string | null } {
  return isGlossaryRecord(record) ? { noun: 'glossary', name: record.glossary, id: record.glossary_id } : { noun: 'list', name: record.list, id: record.style_id };
}

/** How one list's or glossary's writes went: every write done, or stopped at the first failure (the chain keeps all but name and file). */
export interface Outcome {
  name: string;
  file: string | null;
  /** `stopped`: Ctrl+C came before its writes were all sent; the ones sent are applied. */
  status: 'applied' | 'failed' | 'stopped';
  applied: number;
  /** Writes never sent because an earlier write of it failed, or the run was interrupted. */
  skipped: number;
  /** Why a write failed: its error's message, hint and trace id. */
  failure?: { message: string; hint: string; trace_id?: string };
}

/** How one glossary's writes went, like ListOutcome. */
export interface GlossaryOutcome extends Outcome {
  action: GlossaryChangePlan['action'];
  /** The glossary's id after the run: the new one after a create, null when deleted or never made. */
  glossary_id: string | null;
}

/** How one list's plan went. */
export interface ListOutcome extends Outcome {
  action: ListPlan['action'];
  /** The list's id after the run: a new one after a create or replace, null when it is gone or was never made. */
  style_id: string | null;
  /** The id the plan started from (differs from style_id after a replace). */
  previous_style_id: string | null;
  /** A replace whose file pins previous_style_id: the pin must now be changed to style_id. */
  pinned?: boolean;
}

export interface ApplyResult {
  lists: ListOutcome[];
  /** Present when the plan wrote glossaries (plan.glossaries). */
  glossaries?: GlossaryOutcome[];
  /** Every write, lists' and glossaries', in completion order (as the `--record` file keeps them). */
  records: AnyWriteRecord[];
  /** `failed`: lists and glossaries whose writes stopped at a failure; `skipped`: writes not sent. */
  totals: { applied: number; failed: number; skipped: number };
  /** Ctrl+C stopped the run before every write was sent. */
  interrupted?: boolean;
  /**
   * A write was refused because the key lacks these scopes, so the run
   * stopped there: no later write would pass (the lists left show as `stopped`).
   */
  missing_scopes?: string[];
}

/** What apply reports as it goes: a write answered or failed, already on record. */
export interface ApplyProgress {
  kind: 'write';
  record: AnyWriteRecord;
}

export interface ApplyOptions extends Pick<Copies<LiveList>, 'backup' | 'snapshot'> {
  /** Writes in flight at once, lists' and glossaries' together; the writes of one list or glossary are always sequential. */
  concurrency: number;
  /** Called with each write as soon as its answer (or failure) is in; `--record` appends it to the file. */
  onRecord?(record: AnyWriteRecord): void;
  /** Called once per write (and per failure), after onRecord; the adapters render it (report/apply-progress.ts). */
  onProgress?(event: ApplyProgress): void;
  /** ISO timestamp for records; a parameter so tests and records agree on the clock. */
  now(): string;
  /** True once the run must send no further write (Ctrl+C); writes in flight finish and are recorded. */
  stopped?(): boolean;
  /** What glossary writes need besides the above; a plan that writes glossaries is refused without it. */
  glossaries?: Copies<LiveGlossary>;
}

/** What a kind's writes that lose content need: where to save the item, and the item as read for this run (lists' and glossaries' alike). */
export interface Copies<L> {
  /** Saves the item as read and returns where; a throw stops the write that needed it. */
  backup(item: L): Promise<string>;
  /** The live item as read for this run, by id: what a backup holds. */
  snapshot(id: string): L | undefined;
  /**
   * Reads the item now, for a backup when this run holds no copy of it (a
   * saved plan's check does not hand its glossaries' entries on); undefined
   * when it is not on the service.
   */
  readNow?(id: string): Promise<L | undefined>;
}

import type { PlanChecks } from '../checks/types.ts';
import { stableJson } from '../plan/stable-json.ts';
import type { TermNoteChange } from '../plan/term-notes-diff.ts';
import type { Plan } from '../plan/types.ts';
import type { DeeplSyncShown } from './deepl-sync-text.ts';

/**
 * The plan for machines (`--format json`): the same stable JSON as a saved
 * plan, so either can be fed to apply. Checks, when run, sit beside `lists`
 * as `checks`; an added member, so `format_version` stays. So does
 * `files_alone` (`plan --since REF`: the terms whose notes changed in the
 * glossary files alone, as term-notes-diff.ts says them; an empty array when
 * none did, so a tool can tell "none" from "not asked").
 */
export function renderJson(plan: Plan, checks?: PlanChecks, filesAlone?: readonly TermNoteChange[], deeplSync?: DeeplSyncShown): string {
  if (checks === undefined && filesAlone === undefined && deeplSync === undefined) return stableJson(plan);
  return stableJson({
    ...plan,
    ...(checks === undefined ? {} : { checks }),
    ...(filesAlone === undefined ? {} : { files_alone: filesAlone }),
    // `deepl_sync`: with a .deepl-sync.yaml, the values `outputs --deepl-sync` would change (`changes: []` when in step), or why it could not be read.
    ...(deeplSync === undefined ? {} : { deepl_sync: deeplSync }),
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Facts read from the repository's copy of spec/glossaries-v3.md, so the
 * glossary tests check the emulator against the spec rather than against
 * numbers copied from the emulator.
 */
const SPEC = readFileSync(path.resolve(import.meta.dirname, '../../spec/glossaries-v3.md'), 'utf8');

/** `GET /v3/glossaries` → 200, from the endpoints table's Success column. */
export const SPEC_SUCCESS: ReadonlyMap<string, number> = (() => {
  const out = new Map<string, number>();
  for (const row of SPEC.matchAll(/^\| `([A-Z]+) (\/v3\/glossaries[^`]*)` \|[^|]*\|[^|]*\| \**(\d{3})\** \|/gm)) {
    out.set(`${row[1]} ${row[2]}`, Number(row[3]));
  }
  return out;
})();

export function specSuccess(route: string): number {
  const status = SPEC_SUCCESS.get(route);
  if (status === undefined) throw new Error(`spec/glossaries-v3.md has no endpoint row for ${route}`);
  return status;
}

function number(pattern: RegExp, what: string): number {
  const match = pattern.exec(SPEC);
  if (!match) throw new Error(`spec/glossaries-v3.md no longer states ${what}`);
  return Number(match[1]);
}

/** "The glossary name and each term: at most 1024 UTF-8 bytes." */
export const SPEC_TERM_BYTES = number(/name and each term: at most (\d+) UTF-8 bytes/, 'the term limit');
/** "A dictionary: at most 10 MB." (read as MiB, as service-interface.md gives 10485760 bytes) */
export const SPEC_DICTIONARY_BYTES = number(/A dictionary: at most (\d+) MB/, 'the dictionary limit') * 1024 * 1024;
/** "**456** (quota: the number of glossaries the plan allows)" */
export const SPEC_QUOTA_STATUS = number(/\*\*(\d{3})\*\* \(quota/, 'the quota status');
/** "an array of at most 5" */
export const SPEC_MAX_GLOSSARY_IDS = number(/`glossary_ids` \(an array of at most (\d+)\)/, 'the glossary_ids limit');
export const SPEC_TEXT = SPEC;

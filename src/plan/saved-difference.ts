import { diffArrays } from 'diff';
import { glossaryPlanDifference } from './glossary-saved.ts';
import { stableJson } from './stable-json.ts';
import type { Change, GlossarySection, ListPlan, Plan, SavedDifference } from './types.ts';


/**
 * Compares what the two plans would send, write by write. A saved plan is a
 * file anyone can edit, and its checksum and fingerprint sit in the same
 * file, so nothing in it is trusted: apply sends the fresh plan, and only
 * when every write it would send is exactly one the saved plan shows.
 * Compared: for each list its name, action, language, style_id, live version
 * and pin, and each write in order with every field apply sends or the plan
 * shows (the old values included, so a change on the service since the plan
 * shows up even when someone edited the versions to match). Left out: where
 * in the files a value is written (moving a line changes no write), and the
 * lists the plan leaves alone.
 */
export function savedDifference(saved: Plan, fresh: Plan): SavedDifference {
  const onlySaved: string[] = [];
  const onlyFresh: string[] = [];
  // Lists pair up when everything about the list agrees; within a pair, the writes are diffed in order, so one
  // added write shows as that write, and a reordered one as removed and added.
  const unpaired = new Map<string, ListPlan[]>();
  for (const list of fresh.lists.items) unpaired.set(listHead(list), [...(unpaired.get(listHead(list)) ?? []), list]);
  for (const list of saved.lists.items) {
    const head = listHead(list);
    const match = unpaired.get(head)?.shift();
    const parts = diffArrays(writes(list), match === undefined ? [] : writes(match));
    for (const part of parts) {
      if (part.removed) onlySaved.push(...part.value.map((w) => `${head}: ${w}`));
      else if (part.added) onlyFresh.push(...part.value.map((w) => `${head}: ${w}`));
    }
  }
  for (const [head, lists] of unpaired) for (const list of lists) onlyFresh.push(...writes(list).map((w) => `${head}: ${w}`));

  const notes: string[] = [];
  if ((saved.target ?? null) !== (fresh.target ?? null)) {
    notes.push(`it shows the target ${JSON.stringify(saved.target ?? null)}, but it applies to ${JSON.stringify(fresh.target ?? null)}`);
  }
  if (stableJson(saved.lists.fingerprint) !== stableJson(fresh.lists.fingerprint)) {
    notes.push(`its fingerprint ${oneLine(saved.lists.fingerprint)} is not what the service holds now: ${oneLine(fresh.lists.fingerprint)}`);
  }
  if (stableJson(saved.lists.summary) !== stableJson(fresh.lists.summary)) {
    notes.push(`its summary ${oneLine(saved.lists.summary)} does not count what a fresh plan would do: ${oneLine(fresh.lists.summary)}`);
  }
  if (saved.glossaries !== undefined || fresh.glossaries !== undefined) {
    if ((saved.glossaries === undefined) !== (fresh.glossaries === undefined)) {
      notes.push(saved.glossaries === undefined ? 'it plans no glossaries, but glossary files exist now' : 'it plans glossaries, but no glossary file exists now');
    }
    const glossaries = glossaryPlanDifference(saved.glossaries ?? NO_GLOSSARIES, fresh.glossaries ?? NO_GLOSSARIES);
    onlySaved.push(...glossaries.onlySaved);
    onlyFresh.push(...glossaries.onlyFresh);
    notes.push(...glossaries.notes);
  }
  return { onlySaved, onlyFresh, notes };
}

/** A glossary plan with nothing in it: what a plan without glossaries compares as. */
const NO_GLOSSARIES: GlossarySection = {
  items: [],
  unchanged: [],
  unmanaged: [],
  summary: { create: 0, update: 0, delete: 0 },
  requests: 0,
  fingerprint: { hashes: {}, absent_names: [] },
  problems: [],
};

export function isEmptyDifference(difference: SavedDifference): boolean {
  return difference.onlySaved.length === 0 && difference.onlyFresh.length === 0 && difference.notes.length === 0;
}

/** A list's writes in order, each as its kind and everything it sends or shows. */
function writes(list: ListPlan): string[] {
  return list.changes.map((change) => `${change.kind} ${oneLine(content(change))}`);
}

function listHead(list: ListPlan): string {
  const facts = [`language ${list.language}`, `style_id ${list.style_id ?? '(new)'}`];
  if (list.live_version !== undefined) facts.push(`version ${list.live_version}`);
  if (list.pinned) facts.push('pinned');
  return `${list.action} ${JSON.stringify(list.name)} (${facts.join(', ')})`;
}

/** The change without where its values are written in the files: what it does, and only that. */
export function withoutOrigins(change: Change): Record<string, unknown> {
  const { origin: _origin, rule_origins: _rules, instruction_origins: _instructions, origins: _origins, ...rest } = change as Change & Record<string, unknown>;
  return rest;
}

/** The change without its kind (named before it) and without its origins. */
function content(change: Change): Record<string, unknown> {
  const { kind: _kind, ...rest } = withoutOrigins(change);
  return rest;
}

/** JSON on one line with sorted keys: control characters and quotes come out escaped, so a line is safe to print. */
function oneLine(value: unknown): string {
  return JSON.stringify(JSON.parse(stableJson(value)));
}

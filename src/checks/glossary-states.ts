import { examplePair, type DesiredGlossary, type LiveGlossaryInfo } from '../catalog/glossary.ts';
import { codePointLength } from '../catalog/types.ts';
import type { DesiredList, Example } from '../config/model.ts';
import { matchItems } from '../plan/identity.ts';
import { glossaryKind } from '../plan/kinds.ts';
import type { GlossarySection } from '../plan/types.ts';
import { withoutPreviews } from '../plan/preview.ts';
import type { CheckJob } from './select-examples.ts';
import type { CheckMode, GlossaryUse } from './types.ts';

/**
 * Which glossaries the translate checks use, before and after the plan, and
 * which need a preview copy. Pure: the glossary plan, the files and the
 * listing go in.
 *
 * A style file names glossaries by name; the file's glossary wins, as it is
 * what apply makes true, and a name no file manages is looked up on the
 * service. A glossary the plan creates or whose terms change is previewed
 * through a copy holding the files' dictionaries; a rename alone changes no
 * translation, so the live glossary serves both sides.
 */

export interface GlossaryInputs {
  /** The glossary files' glossaries; empty when the plan does not manage glossaries (a partial plan). */
  desired: readonly DesiredGlossary[];
  /** Absent when glossaries are not planned: every name is then the live glossary of that name. Its problems say why a glossary is held back, so why its examples cannot run. */
  plan?: GlossarySection;
  /** The listing as read (`GET /v3/glossaries`), previews included: stale ones are removed. */
  live: readonly LiveGlossaryInfo[];
}

/**
 * The checks' view of a plan's glossaries: a whole plan's glossary files and
 * plan; for a partial plan (which plans lists only) or a project without
 * glossary files, the live glossaries the lists name. Undefined without a
 * listing: no list names a glossary and no file manages one.
 */
export function checkGlossaryInputs(
  files: readonly DesiredGlossary[] | undefined,
  plan: { glossaries?: GlossarySection },
  listing: readonly LiveGlossaryInfo[] | undefined,
): GlossaryInputs | undefined {
  if (listing === undefined) return undefined;
  if (plan.glossaries === undefined) return { desired: [], live: listing };
  return { desired: files ?? [], plan: plan.glossaries, live: listing };
}

/** One glossary name as translations see it, before and after the plan. */
export interface GlossaryState {
  name: string;
  /** The live glossary translations use today; absent when there is none yet (or the name is ambiguous). */
  before?: LiveGlossaryInfo;
  /** The file's glossary, when a file manages the name: the terms derived expectations come from. */
  desired?: DesiredGlossary;
  after: { kind: 'live'; glossary: LiveGlossaryInfo } | { kind: 'copy'; desired: DesiredGlossary } | { kind: 'none'; reason: string };
}

export type GlossaryResolver = (name: string) => GlossaryState;

export function glossaryResolver(inputs: GlossaryInputs): GlossaryResolver {
  const live = withoutPreviews(inputs.live);
  const byId = new Map(live.map((g) => [g.glossary_id, g]));
  const present = inputs.desired.filter((g) => g.name !== '');
  const identity = matchItems({ ...glossaryKind, sameContent: () => false }, present, live);
  const matched = new Map(identity.matches.map((m) => [m.desired.file, m.live]));
  const files = new Map(present.map((g) => [g.name, g]));
  const plan: Pick<GlossarySection, 'items' | 'unchanged' | 'problems' | 'blocked'> = inputs.plan ?? { items: [], unchanged: [], problems: [] };
  const deleted = new Set(plan.items.filter((g) => g.action === 'delete' && g.glossary_id !== undefined).map((g) => g.glossary_id as string));
  const cache = new Map<string, GlossaryState>();

  function ofFile(g: DesiredGlossary): GlossaryState {
    const state = stateOfFile(g);
    return g.state === 'present' ? { ...state, desired: g } : state;
  }

  function stateOfFile(g: DesiredGlossary): GlossaryState {
    if (g.state === 'absent') return { name: g.name, after: { kind: 'none', reason: `glossary "${g.name}" is deleted by ${g.file} (state: absent)` } };
    const planned = plan.items.find((p) => p.file === g.file && p.action !== 'delete');
    const have = planned?.glossary_id !== undefined ? byId.get(planned.glossary_id) : matched.get(g.file);
    if (planned?.action === 'create') return { name: g.name, after: { kind: 'copy', desired: g } };
    if (planned?.action === 'update' && have) {
      return { name: g.name, before: have, after: planned.dictionaries.length > 0 ? { kind: 'copy', desired: g } : { kind: 'live', glossary: have } };
    }
    if (!planned && have && plan.unchanged.includes(g.name)) return { name: g.name, before: have, after: { kind: 'live', glossary: have } };
    const problem = [...plan.problems, ...(plan.blocked ?? [])].find((p) => p.file === g.file || p.glossary === g.name);
    return { name: g.name, after: { kind: 'none', reason: problem?.message ?? `the plan could not decide glossary "${g.name}"` } };
  }

  function ofService(name: string): GlossaryState {
    const candidates = live.filter((g) => g.name === name);
    const only = candidates[0];
    if (candidates.length === 0) return { name, after: { kind: 'none', reason: `glossary "${name}" is neither in the glossary files nor on the service` } };
    if (candidates.length > 1 || !only) {
      const ids = candidates.map((g) => g.glossary_id).join(', ');
      return { name, after: { kind: 'none', reason: `${candidates.length} glossaries on the service are named "${name}" (${ids}), so a translation cannot tell which is meant` } };
    }
    if (deleted.has(only.glossary_id)) return { name, before: only, after: { kind: 'none', reason: `glossary "${name}" (${only.glossary_id}) is deleted by this plan` } };
    return { name, before: only, after: { kind: 'live', glossary: only } };
  }

  return (name) => {
    let state = cache.get(name);
    if (!state) {
      const file = files.get(name);
      state = file ? ofFile(file) : ofService(name);
      cache.set(name, state);
    }
    return state;
  };
}

/** How a glossary takes part, for the report. */
export function glossaryUse(state: GlossaryState): GlossaryUse {
  const id = state.before?.glossary_id;
  const use: GlossaryUse = { name: state.name, mode: modeOf(state) };
  if (id !== undefined) use.glossary_id = id;
  if (state.after.kind === 'none') use.reason = state.after.reason;
  return use;
}

function modeOf(state: GlossaryState): GlossaryUse['mode'] {
  if (state.after.kind === 'none') return 'unusable';
  if (state.after.kind === 'live') return 'unchanged';
  return state.before ? 'changed' : 'new';
}

/** A list job with its glossaries: a list unchanged itself is `changed` when one of its glossaries is. */
export interface GlossaryAwareJob extends CheckJob {
  glossaries: GlossaryState[];
  /** The list's own content is unchanged: no preview list, the live list on both sides. */
  glossaryOnly?: boolean;
}

export function withGlossaries(jobs: readonly CheckJob[], resolve: GlossaryResolver | undefined): GlossaryAwareJob[] {
  return jobs.map((job) => {
    const names = [...new Set((job.desired.glossaries ?? []).map((ref) => ref.name))];
    const glossaries = resolve ? names.map(resolve) : [];
    const changes = glossaries.some((g) => g.after.kind !== 'live');
    if (job.mode === 'unchanged' && changes) return { ...job, mode: 'changed', glossaries, glossaryOnly: true };
    return { ...job, glossaries };
  });
}

/** The examples of one glossary file, translated with that glossary alone. */
export interface GlossaryJob {
  desired: DesiredGlossary;
  examples: Example[];
  state: GlossaryState;
  mode: CheckMode;
}

export function glossaryJobs(desired: readonly DesiredGlossary[], resolve: GlossaryResolver): GlossaryJob[] {
  const jobs: GlossaryJob[] = [];
  for (const g of desired) {
    if (g.state !== 'present' || !g.examples || g.examples.length === 0) continue;
    const state = resolve(g.name);
    const mode: CheckMode = state.after.kind === 'copy' ? (state.before ? 'changed' : 'new') : 'unchanged';
    jobs.push({ desired: g, examples: g.examples, state, mode });
  }
  return jobs;
}


/**
 * The copies to make: each glossary previewed by a copy, with the pairs the
 * examples that use it translate. Only those dictionaries are copied: a
 * translation reads the dictionary of its pair alone, and a termbase of
 * several megabytes need not be sent for one sentence.
 */
export function copiesNeeded(
  lists: readonly GlossaryAwareJob[],
  glossaries: readonly GlossaryJob[],
  target: (example: Example, list: DesiredList) => string,
): Map<string, { desired: DesiredGlossary; pairs: Set<string> }> {
  const copies = new Map<string, { desired: DesiredGlossary; pairs: Set<string> }>();
  forEachGlossaryPair(lists, glossaries, target, (state, pair) => {
    if (state.after.kind !== 'copy') return;
    const entry = copies.get(state.name) ?? { desired: state.after.desired, pairs: new Set<string>() };
    entry.pairs.add(pair);
    copies.set(state.name, entry);
  });
  return copies;
}

/**
 * Every glossary an example runs with, with the pair that example translates:
 * the lists' examples with each glossary the list names, and the glossary
 * files' own examples. What the preview copies (the files' side, copiesNeeded)
 * and the live copies on a preview service (live-copies.ts) are sized by.
 */
export function forEachGlossaryPair(
  lists: readonly GlossaryAwareJob[],
  glossaries: readonly GlossaryJob[],
  target: (example: Example, list: DesiredList) => string,
  visit: (state: GlossaryState, pair: string) => void,
): void {
  const each = (state: GlossaryState, pair: string | undefined) => {
    if (pair !== undefined) visit(state, pair);
  };
  for (const job of lists) {
    for (const example of job.desired.examples) {
      const pair = examplePair(example, target(example, job.desired));
      for (const state of job.glossaries) each(state, pair);
    }
  }
  for (const job of glossaries) for (const example of job.examples) each(job.state, examplePair(example, example.target_language ?? ''));
}

export function glossaryExamplesCost(jobs: readonly GlossaryJob[]): { characters: number; translations: number } {
  let characters = 0;
  let translations = 0;
  for (const job of jobs) {
    const per = job.mode === 'changed' ? 2 : 1;
    for (const example of job.examples) {
      characters += codePointLength(example.text) * per;
      translations += per;
    }
  }
  return { characters, translations };
}

/** The least the glossary files' examples cost whatever the live state: each translated once. */
export function glossaryMinimumCost(desired: readonly DesiredGlossary[]): number {
  let characters = 0;
  for (const g of desired) {
    if (g.state !== 'present') continue;
    for (const example of g.examples ?? []) characters += codePointLength(example.text);
  }
  return characters;
}

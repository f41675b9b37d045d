import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { DesiredList } from '../catalog/desired.ts';
import { type AdoptCandidate, adoptRefused, adopts, type Managed } from './adopt.ts';
import type { GlossaryChangePlan } from './glossary-types.ts';
import { checkProtected, type Loss, protection } from './protect.ts';
import { glossaryLosses, listLosses } from './safety.ts';
import { withProblems } from './sections.ts';
import type { ListPlan, Plan, PlanProblem } from './types.ts';

/** The files of one side (now, or the base), as the base checks need them. */
export interface Side {
  lists: readonly DesiredList[];
  glossaries?: readonly DesiredGlossary[];
  /** stylesync.yaml's `protect:` patterns. */
  protect?: readonly string[];
}

/**
 * What only a comparison with a base can tell (issue #29), for `plan --since
 * REF` and a pull request's base commit alike: which files adopt a live item
 * the base did not manage (marked `adopted`; a problem with `adopt: refuse`),
 * and which protected items this change unprotects and deletes at once (an
 * alert: nothing stops it, since the change itself lifted the protection,
 * but a reviewer must see it). Without a base nothing is flagged: a live
 * item of a file's name may have been made by stylesync from another
 * checkout or by hand, and no record tells the two apart.
 */
export function againstBase(plan: Plan, now: Side & { adopt?: 'warn' | 'refuse' }, base: Side & { adopt?: 'warn' | 'refuse' }, since: string): Plan {
  // Either side's `adopt: refuse` holds: a change must not lift it in the same stroke as the adoption it would refuse.
  const refuse = now.adopt === 'refuse' || base.adopt === 'refuse';
  const refused = { lists: [] as PlanProblem[], glossaries: [] as PlanProblem[] };
  const mark = <T extends ListPlan | GlossaryChangePlan>(item: T, candidate: AdoptCandidate, managed: Managed): T => {
    if (!adopts(candidate, managed)) return item;
    if (refuse) refused[candidate.kind === 'list' ? 'lists' : 'glossaries'].push(adoptRefused(candidate, since));
    return { ...item, adopted: true };
  };
  const lists = plan.lists.items.map((l) => mark(l, listCandidate(l, now.lists), managedLists(base.lists)));
  const marked: Plan = { ...plan, lists: { ...plan.lists, items: lists } };
  if (plan.glossaries !== undefined) {
    const managed = managedGlossaries(base.glossaries ?? []);
    marked.glossaries = { ...plan.glossaries, items: plan.glossaries.items.map((g) => mark(g, glossaryCandidate(g, now.glossaries ?? []), managed)) };
  }
  const out = withProblems(marked, refused);
  const alerts = unprotected(plan, now, base, since);
  if (alerts.length > 0) out.alerts = alerts;
  return out;
}

function listCandidate(l: ListPlan, files: readonly DesiredList[]): AdoptCandidate {
  const file = files.find((f) => f.file === l.file);
  return {
    kind: 'list',
    name: l.name,
    ...(l.file === undefined ? {} : { file: l.file }),
    pinned: file?.style_id !== undefined,
    ...(l.style_id === undefined ? {} : { liveId: l.style_id }),
    writes: l.action === 'update' || l.action === 'replace',
  };
}

function glossaryCandidate(g: GlossaryChangePlan, files: readonly DesiredGlossary[]): AdoptCandidate {
  const file = files.find((f) => f.file === g.file);
  return {
    kind: 'glossary',
    name: g.name,
    ...(g.file === undefined ? {} : { file: g.file }),
    pinned: file?.glossary_id !== undefined,
    ...(g.glossary_id === undefined ? {} : { liveId: g.glossary_id }),
    writes: g.action === 'update',
  };
}

function managedLists(lists: readonly DesiredList[]): Managed {
  return { names: new Set(lists.map((l) => l.name)), ids: new Set(lists.flatMap((l) => (l.style_id === undefined ? [] : [l.style_id]))) };
}

function managedGlossaries(glossaries: readonly DesiredGlossary[]): Managed {
  return { names: new Set(glossaries.map((g) => g.name)), ids: new Set(glossaries.flatMap((g) => (g.glossary_id === undefined ? [] : [g.glossary_id]))) };
}

/**
 * The losses the base protected and the files now do not: the protection was
 * removed in the same change as the delete. The base's `protect: true` is
 * looked up by name as well as by file, since the file that carried it may be
 * gone (a pruned item has none).
 */
function unprotected(plan: Plan, now: Side, base: Side, since: string): PlanProblem[] {
  type Item = { file: string; name: string; protect?: boolean };
  const byKind = (losses: Loss[], nowItems: readonly Item[], baseItems: readonly Item[]) => {
    const nowProtection = protection(nowItems, now.protect);
    const baseProtection = protection(baseItems, base.protect);
    return losses.flatMap((loss) => {
      if (checkProtected([loss], nowProtection).length > 0) return [];
      // The base's protecting file is found by name as well: the file may be gone now.
      const was = baseItems.find((i) => i.protect === true && (i.file === loss.file || loss.names.includes(i.name)));
      return checkProtected([was === undefined ? loss : { ...loss, file: was.file }], baseProtection).map((p) => ({
        ...p,
        code: 'protect-removed',
        message: `${p.message.replace(/ Nothing was written\.$/, '').replace(' is protected by ', ` was protected at ${since} by `)} This change removes that protection in the same change.`,
        hint: 'Nothing stops this plan: the protection is lifted by the change itself. Review that both are meant; protect is best lifted in a change of its own.',
      }));
    });
  };
  return [
    ...byKind(listLosses(plan), now.lists, base.lists),
    ...(plan.glossaries === undefined ? [] : byKind(glossaryLosses(plan.glossaries), now.glossaries ?? [], base.glossaries ?? [])),
  ];
}

/** One side of the comparison from a loaded project: its files, and the settings of its stylesync.yaml. */
export function sideOf(config: { protect?: readonly string[]; adopt?: 'warn' | 'refuse' }, result: { lists: readonly DesiredList[]; glossaries: readonly DesiredGlossary[] }): Side & { adopt?: 'warn' | 'refuse' } {
  return {
    lists: result.lists,
    glossaries: result.glossaries,
    ...(config.protect === undefined ? {} : { protect: config.protect }),
    ...(config.adopt === undefined ? {} : { adopt: config.adopt }),
  };
}

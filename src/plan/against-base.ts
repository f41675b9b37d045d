import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { DesiredList } from '../catalog/desired.ts';
import { markAdoptions } from './adopt.ts';
import { glossaryKind, listKind } from './kinds.ts';
import { checkProtected, type Loss } from './protect.ts';
import type { Plan, PlanProblem } from './types.ts';

/** A loaded project (now, or the base) as protection and the base checks read it: its stylesync.yaml's `protect:` patterns and `adopt:`, and its files. */
export interface LoadedProject {
  config: { protect?: readonly string[]; adopt?: 'warn' | 'refuse' };
  result: { lists: readonly DesiredList[]; glossaries: readonly DesiredGlossary[] };
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
export function againstBase(plan: Plan, now: LoadedProject, base: LoadedProject, since: string): Plan {
  // Either side's `adopt: refuse` holds: a change must not lift it in the same stroke as the adoption it would refuse.
  const refuse = now.config.adopt === 'refuse' || base.config.adopt === 'refuse';
  const lists = markAdoptions(listKind, plan.lists, { now: now.result.lists, base: base.result.lists }, refuse, since);
  const glossaries = plan.glossaries === undefined ? undefined : markAdoptions(glossaryKind, plan.glossaries, { now: now.result.glossaries, base: base.result.glossaries }, refuse, since);
  const out: Plan = { ...plan, lists, ...(glossaries === undefined ? {} : { glossaries }) };
  const losses = [...listKind.losses(plan.lists), ...(plan.glossaries === undefined ? [] : glossaryKind.losses(plan.glossaries))];
  const alerts = losses.flatMap((loss) => unprotected(loss, now, base, since));
  if (alerts.length > 0) out.alerts = alerts;
  return out;
}

/**
 * The alert when the base protected the loss and the files now do not: the
 * protection was removed in the same change as the delete. The base's
 * `protect: true` is looked up by name as well as by file, since the file
 * that carried it may be gone (a pruned item has none).
 */
function unprotected(loss: Loss, now: LoadedProject, base: LoadedProject, since: string): PlanProblem[] {
  // A list's `protect: true` is in a style file, a glossary's in a glossary file.
  const files = (project: LoadedProject) => (loss.kind === 'list' ? project.result.lists : project.result.glossaries);
  if (checkProtected([loss], files(now), now.config.protect).length > 0) return [];
  // The base's protecting file is found by name as well: the file may be gone now.
  const was = files(base).find((i) => i.protect === true && (i.file === loss.file || loss.names.includes(i.name)));
  return checkProtected([was === undefined ? loss : { ...loss, file: was.file }], files(base), base.config.protect).map((p) => ({
    ...p,
    code: 'protect-removed',
    message: `${p.message.replace(/ Nothing was written\.$/, '').replace(' is protected by ', ` was protected at ${since} by `)} This change removes that protection in the same change.`,
    hint: 'Nothing stops this plan: the protection is lifted by the change itself. Review that both are meant; protect is best lifted in a change of its own.',
  }));
}

import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { DesiredList } from '../catalog/desired.ts';
import { markAdoptions } from './adopt.ts';
import { glossaryKind, listKind } from './kinds.ts';
import { checkProtected, type Loss } from './protect.ts';
import { withProblems } from './sections.ts';
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
  const marked: Plan = { ...plan, lists: lists.section, ...(glossaries === undefined ? {} : { glossaries: glossaries.section }) };
  const out = withProblems(marked, { lists: lists.refused, glossaries: glossaries?.refused ?? [] });
  const context = { since, now: now.config.protect, base: base.config.protect };
  const alerts = [
    ...unprotected(listKind.losses(plan.lists), now.result.lists, base.result.lists, context),
    ...(plan.glossaries === undefined ? [] : unprotected(glossaryKind.losses(plan.glossaries), now.result.glossaries, base.result.glossaries, context)),
  ];
  if (alerts.length > 0) out.alerts = alerts;
  return out;
}

type Item = { file: string; name: string; protect?: boolean };

/**
 * The losses the base protected and the files now do not: the protection was
 * removed in the same change as the delete. The base's `protect: true` is
 * looked up by name as well as by file, since the file that carried it may be
 * gone (a pruned item has none).
 */
function unprotected(losses: Loss[], nowItems: readonly Item[], baseItems: readonly Item[], context: { since: string; now: readonly string[] | undefined; base: readonly string[] | undefined }): PlanProblem[] {
  return losses.flatMap((loss) => {
    if (checkProtected([loss], nowItems, context.now).length > 0) return [];
    // The base's protecting file is found by name as well: the file may be gone now.
    const was = baseItems.find((i) => i.protect === true && (i.file === loss.file || loss.names.includes(i.name)));
    return checkProtected([was === undefined ? loss : { ...loss, file: was.file }], baseItems, context.base).map((p) => ({
      ...p,
      code: 'protect-removed',
      message: `${p.message.replace(/ Nothing was written\.$/, '').replace(' is protected by ', ` was protected at ${context.since} by `)} This change removes that protection in the same change.`,
      hint: 'Nothing stops this plan: the protection is lifted by the change itself. Review that both are meant; protect is best lifted in a change of its own.',
    }));
  });
}

import type { GlossaryChangePlan } from '../plan/glossary-types.ts';
import type { ListPlan, Plan } from '../plan/types.ts';
import { summaryLine } from './summary-line.ts';

/**
 * What the scheduled drift check says when the live lists or glossaries
 * differ from the default branch, and what to do. The advice follows the
 * plan: "apply the default branch again" undoes drift, except where the plan
 * creates a list (or a glossary) that looks renamed on the service. Applying
 * then creates a second one under the old name and strands every caller of
 * the id they pass; the fix is to pin that id in the file, so the plan renames
 * the live one back (or the file takes the new name). Plain text with `code`
 * spans: each sink escapes it (a Markdown summary keeps the code as code).
 */
export function driftAdvice(plan: Plan): { message: string; hint: string } {
  const message = `${plan.glossaries === undefined ? 'The live lists have drifted from the style files' : 'The live lists or glossaries have drifted from the files'}: ${summaryLine(plan)}`;
  const lists = plan.lists.items.filter((l) => l.rename_hint !== undefined).map(listPin);
  const glossaries = (plan.glossaries?.items ?? []).filter((g) => g.rename_hint !== undefined).map(glossaryPin);
  const pins = [...lists, ...glossaries];
  // No pointer to "the job summary": this text is shown in the summary too, right under the plan.
  if (pins.length === 0) return { message, hint: 'Apply the default branch again (re-run the apply workflow) to undo the drift, or change the style files to match what is live.' };
  const what = lists.length > 0 && glossaries.length > 0 ? 'a second list or glossary' : lists.length > 0 ? 'a second list' : 'a second glossary';
  return {
    message,
    hint:
      `Do not just apply the default branch again: it would create ${what} and strand translation requests passing the old id. ` +
      `${pins.join(' ')} Then apply: the plan renames it back and keeps its id (or change the file's name to the new one); the rest of the drift is undone with it.`,
  };
}

function listPin(list: ListPlan): string {
  const hint = list.rename_hint as NonNullable<ListPlan['rename_hint']>;
  return `"${list.name}" looks renamed on the service to "${hint.name}": pin it with \`style_id: ${hint.style_id}\` in ${list.file ?? 'its style file'}.`;
}

function glossaryPin(g: GlossaryChangePlan): string {
  const hint = g.rename_hint as NonNullable<GlossaryChangePlan['rename_hint']>;
  return `The glossary "${g.name}" looks renamed on the service to "${hint.name}": pin it with \`glossary_id: ${hint.glossary_id}\` in ${g.file ?? 'its glossary file'}.`;
}

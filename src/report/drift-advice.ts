import { glossaryKind, listKind } from '../plan/kinds.ts';
import type { Plan } from '../plan/types.ts';
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
  const lists = pinsOf(listKind, '', plan.lists.items);
  const glossaries = pinsOf(glossaryKind, 'The glossary ', plan.glossaries?.items ?? []);
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

/** The pin to set for each item of a kind that looks renamed on the service. */
function pinsOf<K extends string, H extends { name: string } & Record<K, string>>(
  kind: { idField: K; fileWord: string },
  lead: string,
  items: ReadonlyArray<{ name: string; file?: string; rename_hint?: H }>,
): string[] {
  return items.flatMap(({ name, file, rename_hint: hint }) =>
    hint === undefined ? [] : [`${lead}"${name}" looks renamed on the service to "${hint.name}": pin it with \`${kind.idField}: ${hint[kind.idField]}\` in ${file ?? `its ${kind.fileWord}`}.`],
  );
}

/**
 * Text for the workflow log, where the runner executes any line that starts
 * (after leading spaces) with `::` or `##[` as a workflow command. The CLI's
 * renderers already show line breaks in user text as `\n`; this neutralises
 * what remains at a line start with a zero-width space, so a list name or a
 * prompt can never mask text, stop commands or forge an annotation.
 */
export function forWorkflowLog(text: string): string {
  return text.replace(/^(\s*)(:)(:)|^(\s*)(#)(#\[)/gm, (_m, s1, a1, b1, s2, a2, b2) =>
    s1 !== undefined ? `${s1}${a1}\u200b${b1}` : `${s2}${a2}\u200b${b2}`,
  );
}

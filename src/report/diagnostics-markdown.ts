import type { Diagnostic } from '../config/model.ts';
import { markdownMessage, markdownText } from './user-text.ts';

/** Diagnostics as a Markdown list for a job summary: where, what, and the hint, every piece of user text escaped. */
export function renderDiagnosticsMarkdown(diags: readonly Diagnostic[]): string {
  return diags.map((d) => `${diagnosticItem(d)}\n`).join('');
}

/** One diagnostic as a Markdown list item, without the line end (the plan comment's language checks use these too). */
export function diagnosticItem(d: Diagnostic): string {
  const where = d.file === '' ? 'stylesync' : `${d.file}:${d.line}:${d.col}`;
  const at = d.path === '' ? '' : ` (at ${d.path})`;
  // Messages and hints quote values in `code`: shown as code, not as escaped backticks (markdownMessage).
  return `- **${d.severity}** \`${d.code}\` ${markdownText(where)}: ${markdownMessage(`${d.message}${at}`)}<br>**Hint:** ${markdownMessage(d.hint)}`;
}

import type { Diagnostic } from '../config/model.ts';
import { escapeMarkdown } from './markdown-escape.ts';

/** Diagnostics as a Markdown list for a job summary: where, what, and the hint, every piece of user text escaped. */
export function renderDiagnosticsMarkdown(diags: readonly Diagnostic[]): string {
  return diags
    .map((d) => {
      const where = d.file === '' ? 'stylesync' : `${d.file}:${d.line}:${d.col}`;
      const at = d.path === '' ? '' : ` (at ${d.path})`;
      return `- **${d.severity}** \`${d.code}\` ${escapeMarkdown(where)}: ${escapeMarkdown(`${d.message}${at}`)}<br>**Hint:** ${escapeMarkdown(d.hint)}\n`;
    })
    .join('');
}

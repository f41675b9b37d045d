import type { Diagnostic } from '../config/model.ts';
import { paint } from './style.ts';
import { terminalText, workflowCommand } from './user-text.ts';

export interface RenderOptions {
  /** text for people, json for tools, github for workflow-command annotations. */
  format: 'text' | 'json' | 'github';
  /** ANSI colour (text only). */
  color: boolean;
}

/**
 * Diagnostics as text (`file:line:col: error: message [code]`, the form
 * editors and terminals make clickable), as JSON, or as GitHub Actions
 * annotations that show up on the pull request's lines.
 */
export function renderDiagnostics(diags: readonly Diagnostic[], options: RenderOptions): string {
  switch (options.format) {
    case 'json':
      return `${JSON.stringify(diags, null, 2)}\n`;
    case 'github':
      return diags.map(annotation).join('');
    case 'text':
      return diags.map((d) => text(d, options.color)).join('');
  }
}

/**
 * Messages quote values from the style files (a double-quoted YAML string can
 * hold any control character) and file names can hold line breaks: every
 * part goes through terminalText, so none can drive the terminal or forge a
 * `file:1:1: error:` line or a workflow command.
 */
function text(d: Diagnostic, color: boolean): string {
  const bold = paint(color, '1');
  const dim = paint(color, '2');
  const severity = d.severity === 'error' ? paint(color, '1;31')('error') : paint(color, '1;33')('warning');
  // One that belongs to no file begins `error:` as every other error of the CLI does.
  const where = d.file === '' ? '' : `${bold(`${terminalText(d.file)}:${d.line}:${d.col}`)}: `;
  const at = d.path === '' ? '' : `\n  ${dim(`at ${terminalText(d.path)}`)}`;
  return `${where}${severity}: ${terminalText(d.message)} ${dim(`[${terminalText(d.code)}]`)}${at}\n  ${paint(color, '36')('hint:')} ${terminalText(d.hint)}\n`;
}

function annotation(d: Diagnostic): string {
  const where = d.file === '' ? {} : { file: d.file, line: d.line, col: d.col };
  const at = d.path === '' ? '' : ` (at ${d.path})`;
  return workflowCommand(d.severity, { ...where, title: `stylesync ${d.code}` }, `${d.message}${at}\nhint: ${d.hint}`);
}

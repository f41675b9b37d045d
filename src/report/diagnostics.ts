import type { Diagnostic } from '../config/model.ts';

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
 * Messages quote values from the style files, and a double-quoted YAML string
 * can hold any control character (`"\e[2J"`): shown raw, it would drive the
 * reader's terminal or the CI log. Line breaks and tabs stay as they are.
 */
function visible(s: string): string {
  return s.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

const paint = (on: boolean, code: string) => (s: string) => (on ? `\x1b[${code}m${s}\x1b[0m` : s);

function text(d: Diagnostic, color: boolean): string {
  const bold = paint(color, '1');
  const dim = paint(color, '2');
  const severity = d.severity === 'error' ? paint(color, '1;31')('error') : paint(color, '1;33')('warning');
  const where = d.file === '' ? 'stylesync' : `${visible(d.file)}:${d.line}:${d.col}`;
  const at = d.path === '' ? '' : `\n  ${dim(`at ${visible(d.path)}`)}`;
  return `${bold(where)}: ${severity}: ${visible(d.message)} ${dim(`[${d.code}]`)}${at}\n  ${paint(color, '36')('hint:')} ${visible(d.hint)}\n`;
}

// https://docs.github.com/actions/reference/workflow-commands-for-github-actions
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function annotation(d: Diagnostic): string {
  const props = [
    ...(d.file === '' ? [] : [`file=${escapeProperty(visible(d.file))}`, `line=${d.line}`, `col=${d.col}`]),
    `title=${escapeProperty(`stylesync ${d.code}`)}`,
  ];
  const at = d.path === '' ? '' : ` (at ${d.path})`;
  return `::${d.severity} ${props.join(',')}::${escapeData(visible(`${d.message}${at}\nhint: ${d.hint}`))}\n`;
}

import { relative, resolve } from 'node:path';
import * as core from '@actions/core';
import type { Diagnostic } from '../config/model.ts';
import { terminalText } from '../report/user-text.ts';

/** Annotations on the files: core escapes the command syntax (%, CR, LF, and `:` `,` in properties), terminalText the rest. */
export function annotate(options: { workspace: string; root: string; diagnostics: readonly Diagnostic[]; redact(text: string): string }): void {
  for (const d of options.diagnostics) {
    const message = `${terminalText(d.message)}${d.path === '' ? '' : ` (at ${terminalText(d.path)})`}\nhint: ${terminalText(d.hint)}`;
    const properties: core.AnnotationProperties = { title: `stylesync ${d.code}` };
    if (d.file !== '') {
      properties.file = terminalText(relative(options.workspace, resolve(options.root, d.file)));
      properties.startLine = d.line;
      properties.startColumn = d.col;
    }
    (d.severity === 'error' ? core.error : core.warning)(options.redact(message), properties);
  }
}

import { checkDocument } from '../config/document-check.ts';
import { parseYamlText } from '../config/load.ts';
import type { Diagnostic } from '../config/model.ts';
import { checkGlossaryDocument } from '../config/validate-glossary.ts';
import { StylesyncError } from '../errors.ts';

/**
 * The files import is about to write, validated as validate would read
 * them (as `import --tbx` does): live data is whatever the service holds,
 * and a file import writes must pass. What import adjusts on purpose (names,
 * allow_unknown_rules) is done before; anything still refused here stops the
 * import before a file is written.
 */
export function refuseInvalidImport(files: ReadonlyArray<{ shown: string; content: string }>, kind: 'list' | 'glossary', extraRules: readonly string[]): void {
  const declared = new Set(extraRules);
  for (const file of files) {
    const loaded = parseYamlText(file.content, file.shown);
    let errors: Diagnostic[];
    if (!loaded.ok) errors = loaded.diagnostics;
    else if (kind === 'list') errors = checkDocument(loaded, 'list', { strict: false, extraRules: declared }).diagnostics;
    else errors = checkGlossaryDocument(loaded).diagnostics;
    const first = errors.find((d) => d.severity === 'error');
    if (first === undefined) continue;
    throw new StylesyncError(
      `The ${kind} file import made for ${file.shown} would not validate (${first.line}:${first.col}: ${first.message} [${first.code}]), so nothing was written.`,
      `Fix the ${kind} on the service (${first.hint}), then run import again.`,
      { code: 'invalid-input' },
    );
  }
}

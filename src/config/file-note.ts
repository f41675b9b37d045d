import { FILE_NOTE_MAX_CHARS } from '../catalog/file-note.ts';
import { hiddenCharacter } from '../catalog/hidden-characters.ts';
import { diagnostic, type DiagnosticAt } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';

/**
 * A file's `note:` (catalog/file-note.ts), checked as names are: the schema
 * says type and length; here a hidden character (control character, line
 * break, bidirectional override) is refused, since a reviewer cannot see it
 * in the guide's table or a pull-request comment. The note is kept only when
 * it is good: a refused one is not shown.
 */
export function fileNote(value: unknown, at: DiagnosticAt): { note?: string; diagnostics: Diagnostic[] } {
  if (typeof value !== 'string' || value.trim() === '' || [...value].length > FILE_NOTE_MAX_CHARS) return { diagnostics: [] };
  const found = hiddenCharacter(value);
  if (found === undefined) return { note: value, diagnostics: [] };
  return {
    diagnostics: [
      diagnostic(
        'error',
        found.kind === 'a control character' ? 'control-character' : 'hidden-character',
        at,
        `note holds ${found.kind} (${found.code} at character ${found.at}); a reviewer cannot see it in the guide or a pull-request comment`,
        'Remove it: a note is one line of visible text. In YAML, a quoted "\\n" or "\\t" is a control character, and a block (`|` or `>`) ends with a line break; write the note plain or in single quotes.',
      ),
    ],
  };
}
